"""Scenarios (thesis Ch. 4): the calls related to a seed call by flow dependences.

Flow dependence (Ch. 4.1, on identities only): call ``j`` depends on an earlier call ``i`` when
``j`` passes an object identity that ``i`` returned or was passed. A scenario is the seed plus
the calls within ``forward`` dependence steps after it and ``backward`` steps before it (Ch.
4.2.2), stopped before the next occurrence of the seed on the same object (so each lock/unlock
pair, each open/close, is its own scenario). Standardisation (Ch. 5.2) renames identities in
order of appearance (``X0``, ``X1``…); other values become ``_`` (``null`` for a null pointer).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from errlang.mining.traces import Call, Trace, Value, is_identity

_PATTERN = re.compile(
    r"^\s*(?:(?P<var>[A-Za-z_]\w*)\s*=\s*)?(?P<name>[A-Za-z_]\w*)\s*(\(.*\))?\s*$"
)


class SeedError(ValueError):
    """A seed pattern that is neither ``name`` nor ``X = name(...)``."""


@dataclass(frozen=True)
class Seed:
    """``X = fopen(...)`` (``returns``: the seed's result must be an identity) or ``fopen``."""

    name: str
    returns: bool = False

    @staticmethod
    def parse(text: str) -> Seed:
        match = _PATTERN.match(text)
        if not match:
            raise SeedError(f"--seed {text!r}: expected a call name or 'X = name(...)'")
        return Seed(match["name"], match["var"] is not None)

    def text(self) -> str:
        return f"X = {self.name}(...)" if self.returns else self.name

    def matches(self, call: Call) -> bool:
        return call.name == self.name and (not self.returns or is_identity(call.ret))


@dataclass(frozen=True)
class Scenario:
    """One scenario: its trace, the positions of its calls there, its standardised word."""

    trace: str
    seed: int
    positions: tuple[int, ...]
    word: tuple[str, ...]
    lines: tuple[int, ...] = ()


def _identities(call: Call) -> set[str]:
    found = {str(v) for v in call.args if is_identity(v)}
    if is_identity(call.ret):
        found.add(str(call.ret))
    return found


def _within(
    calls: tuple[Call, ...], seed: int, forward: int, backward: int, stop: int
) -> list[int]:
    """Positions within ``forward``/``backward`` dependence steps of ``seed`` (before ``stop``)."""
    identities = [_identities(c) for c in calls]
    chosen = {seed}
    frontier = {seed}
    for _ in range(forward):
        frontier = {
            j
            for i in frontier
            for j in range(i + 1, stop)
            if j not in chosen and identities[i] & identities[j]
        }
        chosen |= frontier
    frontier = {seed}
    for _ in range(backward):
        frontier = {
            j
            for i in frontier
            for j in range(i)
            if j not in chosen and identities[i] & identities[j]
        }
        chosen |= frontier
    return sorted(chosen)


def standardise(calls: list[Call]) -> tuple[str, ...]:
    """Letters with identities renamed in order of appearance (Ch. 5.2 standardisation)."""
    names: dict[str, str] = {}

    def name(value: Value) -> str:
        if is_identity(value):
            return names.setdefault(str(value), f"X{len(names)}")
        return "null" if value is None else "_"

    letters = []
    for call in calls:
        args = ", ".join(name(a) for a in call.args)
        ret = f"{name(call.ret)} = " if is_identity(call.ret) else ""
        letters.append(f"{ret}{call.name}({args})")
    return tuple(letters)


def extract(
    traces: tuple[Trace, ...], seed: Seed, forward: int = 2, backward: int = 0
) -> tuple[Scenario, ...]:
    """One standardised scenario per occurrence of ``seed`` in ``traces`` (Ch. 4.2)."""
    found: list[Scenario] = []
    for trace in traces:
        calls = trace.calls
        for index, call in enumerate(calls):
            if not seed.matches(call):
                continue
            own = _identities(call)
            stop = next(
                (
                    j
                    for j in range(index + 1, len(calls))
                    if seed.matches(calls[j]) and own & _identities(calls[j])
                ),
                len(calls),
            )
            positions = _within(calls, index, forward, backward, stop)
            chosen = [calls[p] for p in positions]
            found.append(
                Scenario(
                    trace.id,
                    index,
                    tuple(positions),
                    standardise(chosen),
                    tuple(c.line for c in chosen),
                )
            )
    return tuple(found)


def distinct_words(scenarios: tuple[Scenario, ...]) -> Counter[tuple[str, ...]]:
    """How often each standardised word occurs (the learner's training multiset)."""
    return Counter(s.word for s in scenarios)


def parse_radius(text: str) -> tuple[int, int]:
    """``2,1`` → (forward 2, backward 1)."""
    parts = text.split(",")
    try:
        values = [int(p) for p in parts]
    except ValueError:
        values = []
    if len(values) != 2 or min(values) < 0:
        raise SeedError(f"--radius {text!r}: expected FORWARD,BACKWARD (two numbers ≥ 0)")
    return values[0], values[1]
