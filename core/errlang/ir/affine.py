"""Affine forms over registers modulo 2^w: what a scalar loop's body does to its registers in
one iteration (:mod:`errlang.ir.scalar_loops`). :class:`AffineBody` runs straight-line
assignments to registers symbolically over such forms and classifies each register's update
(``linear``, ``quadratic``, ``set``), or says there is no closed form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeGuard

from errlang.ir import nodes as n
from errlang.ir import types as t

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


@dataclass(frozen=True)
class Update:
    """Register ``target``'s value after one iteration: ``value`` (an affine form of the values
    before it). ``kind``: ``linear`` (``target + d``, ``d`` invariant), ``quadratic`` (``target
    + d``, ``d`` reading linear registers too) or ``set`` (``value`` invariant)."""

    target: n.RegLV
    value: Affine
    kind: str


class AffineBody:
    """The symbolic state of one iteration of a loop of ``function``: each register's value
    (``current``) as an affine form of the values before it, and the registers' types."""

    def __init__(self, function: n.Function) -> None:
        self.function = function
        self.types: dict[RegKey, t.IntType] = {}
        self.current: dict[RegKey, Affine] = {}

    def _body(self, positions: list[int]) -> dict[RegKey, n.RegLV] | None:
        """Run the body's instructions at ``positions`` symbolically over affine forms
        (``self.current``); the registers they write (temporaries left out), or None if they
        are not affine assignments to registers."""
        written: dict[RegKey, n.RegLV] = {}
        for instr in (self.function.body[at] for at in positions):
            if isinstance(instr, n.Skip) or (
                isinstance(instr, n.Event) and instr.kind == "branches"
            ):
                continue
            if not (isinstance(instr, n.Assign) and isinstance(instr.target, n.RegLV)):
                return None
            target = instr.target
            if not scalar(target.type) or instr.bitfield is not None:
                return None
            value = self._affine(instr.value, target.type.bits)
            if value is None:
                return None
            key = (target.name, target.is_global)
            self.types[key] = target.type
            self.current[key] = value
            if not target.name.startswith("$"):
                written[key] = target
        return written

    def _affine(self, expr: n.Expr, bits: int) -> Affine | None:
        """The affine form modulo 2^bits of ``expr`` (an integer expression at least ``bits``
        wide) over the registers' values before the iteration, if it is one. Modulo 2^bits a
        cast to at least ``bits`` bits changes nothing (``(unsigned char)((int)c + 1)`` is
        ``c + 1``)."""
        ctype = expr.type
        if not scalar(ctype) or ctype.bits < bits:
            return None
        mask = (1 << bits) - 1
        if isinstance(expr, n.Const):
            return Affine(bits, expr.value & mask)
        if isinstance(expr, n.Reg):
            key = (expr.name, expr.is_global)
            assert isinstance(ctype, t.IntType)
            self.types.setdefault(key, ctype)
            if self.types[key].bits != ctype.bits:
                return None
            own = self.current.get(key, Affine(ctype.bits, 0, ((key, 1),)))
            return own.scaled(1, bits)
        if isinstance(expr, n.Cast):
            source = expr.operand.type
            if not isinstance(source, t.IntType):
                return None
            if source.bits >= bits:
                return self._affine(expr.operand, bits)
            operand = self._affine(expr.operand, source.bits)
            if operand is None or operand.terms:
                return None  # an extension visible modulo 2^bits is not affine
            value = operand.constant
            if source.signed and value >> (source.bits - 1):
                value -= 1 << source.bits
            return Affine(bits, value & mask)
        if isinstance(expr, n.Unary) and expr.op == "-":
            operand = self._affine(expr.operand, bits)
            return None if operand is None else operand.scaled(-1)
        if isinstance(expr, n.Binary) and expr.op in ("+", "-", "*"):
            left, right = self._affine(expr.left, bits), self._affine(expr.right, bits)
            if left is None or right is None:
                return None
            if expr.op == "+":
                return left.plus(right)
            if expr.op == "-":
                return left.plus(right, -1)
            if not right.terms:
                return left.scaled(right.constant)
            if not left.terms:
                return right.scaled(left.constant)
        return None

    def _updates(
        self, written: dict[RegKey, n.RegLV], forms: dict[RegKey, Affine]
    ) -> list[Update] | None:
        """Each written register's update (``forms``: one path's; a register it does not
        write keeps its value), classified; None if one has no closed form."""
        current = {
            key: forms.get(key, Affine(self.types[key].bits, 0, ((key, 1),))) for key in written
        }
        kinds: dict[RegKey, str] = {}
        for key in written:
            value = current[key]
            others = value.registers() - {key}
            if any(other in written for other in others):
                continue  # decided below, once the linear ones are known
            own = value.coefficient(key)
            if own == 0:
                kinds[key] = "set"
            elif own == 1:
                kinds[key] = "linear"
            else:
                return None
        for key in written:
            if key in kinds:
                continue
            value = current[key]
            others = value.registers() - {key}
            if value.coefficient(key) != 1 or any(
                other in written and kinds.get(other) != "linear" for other in others
            ):
                return None
            kinds[key] = "quadratic"
        return [Update(target, current[key], kinds[key]) for key, target in written.items()]


def scalar(ctype: object) -> TypeGuard[t.IntType]:
    return isinstance(ctype, t.IntType) and not ctype.is_bool
