"""Affine forms over registers modulo 2^w: what a scalar loop's body does to its registers in
one iteration (:mod:`errlang.ir.scalar_loops`)."""

from __future__ import annotations

from dataclasses import dataclass

RegKey = tuple[str, bool]  # (register name, is global)


@dataclass(frozen=True)
class Affine:
    """``constant + sum(coefficient * register)`` modulo 2^bits, the registers' values before
    an iteration."""

    bits: int
    constant: int
    terms: tuple[tuple[RegKey, int], ...] = ()

    def registers(self) -> set[RegKey]:
        return {key for key, _ in self.terms}

    def coefficient(self, key: RegKey) -> int:
        return dict(self.terms).get(key, 0)

    def plus(self, other: Affine, sign: int = 1) -> Affine:
        mask = (1 << self.bits) - 1
        terms = dict(self.terms)
        for key, value in other.terms:
            terms[key] = (terms.get(key, 0) + sign * value) & mask
        return Affine(
            self.bits,
            (self.constant + sign * other.constant) & mask,
            tuple(sorted((k, v) for k, v in terms.items() if v)),
        )

    def scaled(self, factor: int, bits: int | None = None) -> Affine:
        bits = self.bits if bits is None else bits
        mask = (1 << bits) - 1
        terms = tuple(sorted((k, (v * factor) & mask) for k, v in self.terms if v * factor & mask))
        return Affine(bits, (self.constant * factor) & mask, terms)
