"""The sk-strings learners and k-tails (Raman and Patrick; thesis §5.3.2).

Both start from the retrieval tree and greedily merge pairs of equivalent states (breadth-first
order), recomputing the relation on the merged machine after each merge. k-tails merges states
with the same k-strings; the sk-strings heuristics compare the top s% of the k-string
distributions (OR, AND, LAX, STRICT). ``learn`` picks, by the MML, among heuristics and k.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Literal

from errlang.mining.mml import mml
from errlang.mining.pfsa import END, PFSA, breadth_first, fold, freeze, prefix_tree, quotient

Heuristic = Literal["or", "and", "lax", "strict", "k-tails"]
LEARNERS = ("sk-or", "sk-and", "sk-lax", "sk-strict", "k-tails", "auto")
HEURISTICS: tuple[Heuristic, ...] = ("or", "and", "lax", "strict")
DEFAULT_KS = (1, 2, 3, 4)
DEFAULT_S = 0.5
_TOLERANCE = 1e-9

KString = tuple[str, ...]


@dataclass(frozen=True)
class Learned:
    """A learned PFSA with the heuristic, k, s and MML that produced it."""

    machine: PFSA
    heuristic: Heuristic
    k: int
    s: float
    mml: float


def k_strings(machine: PFSA, state: int, k: int) -> dict[KString, float]:
    """The k-strings of ``state`` with their probabilities (§5.3.2, change 3): strings of length
    ≤ k ending with the delimiter, and strings of exactly k letters the machine is defined on."""
    if k == 0:
        return {(): 1.0}
    total = machine.total(state)
    if total == 0:
        return {}
    found: dict[KString, float] = {}
    end = machine.ends.get(state, 0)
    if end:
        found[(END,)] = end / total
    for letter, (target, weight) in sorted(machine.out(state).items()):
        for tail, p in k_strings(machine, target, k - 1).items():
            key = (letter, *tail)
            found[key] = found.get(key, 0.0) + weight / total * p
    return found


def top(distribution: dict[KString, float], s: float) -> list[KString]:
    """The most probable k-strings whose probabilities add up to at least ``s``, in order."""
    ranked = sorted(distribution.items(), key=lambda item: (-item[1], item[0]))
    chosen: list[KString] = []
    mass = 0.0
    for string, p in ranked:
        if mass >= s - _TOLERANCE:
            break
        chosen.append(string)
        mass += p
    return chosen


def equivalent(
    heuristic: Heuristic, first: dict[KString, float], second: dict[KString, float], s: float
) -> bool:
    """sk-equivalence of two states given their k-string distributions (§5.3.2, change 4)."""
    if heuristic == "k-tails":
        return set(first) == set(second)
    top1, top2 = top(first, s), top(second, s)
    one_in_two = all(w in second for w in top1)
    two_in_one = all(w in first for w in top2)
    if heuristic == "or":
        return one_in_two or two_in_one
    if heuristic == "and":
        return one_in_two and two_in_one
    if top1 != top2:
        return False
    if heuristic == "lax":
        return True
    return all(abs(first[w] - second[w]) <= _TOLERANCE for w in top1)


def merge(tree: PFSA, heuristic: Heuristic, k: int, s: float = DEFAULT_S) -> PFSA:
    """Greedy merging of equivalent states until none remain (§5.3.2, change 5): each time the
    first pair (p, q), p < q breadth-first, that is equivalent."""
    block = list(range(tree.size))
    while True:
        machine, members = _machine(tree, block)
        strings = [k_strings(machine, q, k) for q in range(machine.size)]
        pair = _first_pair(heuristic, strings, s)
        if pair is None:
            return machine
        block = fold(tree, block, members[pair[0]], members[pair[1]])


def _first_pair(
    heuristic: Heuristic, strings: list[dict[KString, float]], s: float
) -> tuple[int, int] | None:
    """The first equivalent pair. k-tails, LAX and STRICT are equivalence relations given by a
    signature (found in linear time); OR and AND are not, and are compared pair by pair."""
    if heuristic in ("or", "and"):
        tops = [top(d, s) for d in strings]
        for p in range(len(strings)):
            for q in range(p + 1, len(strings)):
                p_in_q = all(w in strings[q] for w in tops[p])
                if heuristic == "or" and p_in_q:
                    return p, q
                if (p_in_q or heuristic == "or") and all(w in strings[p] for w in tops[q]):
                    return p, q
        return None
    signatures = [_signature(heuristic, d, s) for d in strings]
    first: dict[object, int] = {}
    best: tuple[int, int] | None = None
    for q, signature in enumerate(signatures):
        p = first.setdefault(signature, q)
        if p != q and (best is None or p < best[0]):
            best = (p, q)
    return best


def _signature(heuristic: Heuristic, distribution: dict[KString, float], s: float) -> object:
    if heuristic == "k-tails":
        return frozenset(distribution)
    chosen = tuple(top(distribution, s))
    if heuristic == "lax":
        return chosen
    return tuple((w, round(distribution[w], 9)) for w in chosen)


def _machine(tree: PFSA, block: list[int]) -> tuple[PFSA, list[int]]:
    """The quotient and, per quotient state, one tree state in it."""
    machine = quotient(tree, block)
    members: dict[int, int] = {}
    # the quotient numbers blocks breadth-first: find one tree state per quotient state
    state_of_block = _block_numbers(tree, block)
    for tree_state, b in enumerate(block):
        members.setdefault(state_of_block[b], tree_state)
    return machine, [members[q] for q in range(machine.size)]


def _block_numbers(tree: PFSA, block: list[int]) -> dict[int, int]:
    edges = {(block[q], a): (block[t], 0) for (q, a), (t, _) in tree.transitions.items()}
    return breadth_first(block[tree.initial], edges)


def core(machine: PFSA, threshold: float) -> PFSA:
    """Coring: drop transitions taken with probability below ``threshold`` (delimiter ones too),
    then the states no longer reachable."""
    keep = {
        key: value
        for key, value in machine.transitions.items()
        if value[1] / machine.total(key[0]) >= threshold
    }
    ends = {q: w for q, w in machine.ends.items() if w / machine.total(q) >= threshold}
    reachable = {machine.initial}
    changed = True
    while changed:
        changed = False
        for (q, _), (t, _) in keep.items():
            if q in reachable and t not in reachable:
                reachable.add(t)
                changed = True
    number = {q: i for i, q in enumerate(sorted(reachable))}
    return freeze(
        len(number),
        number[machine.initial],
        {(number[q], a): (number[t], w) for (q, a), (t, w) in keep.items() if q in number},
        {number[q]: w for q, w in ends.items() if q in number},
    )


def learn(
    words: Counter[tuple[str, ...]],
    learner: str = "auto",
    ks: tuple[int, ...] = DEFAULT_KS,
    s: float = DEFAULT_S,
    coring: float | None = None,
) -> Learned:
    """The PFSA with the least MML among the chosen heuristics (all four for ``auto``) and ks
    (Strauss: s = 50 %, k from 1 to 6)."""
    if learner not in LEARNERS:
        raise ValueError(f"unknown learner {learner!r}; choose from {', '.join(LEARNERS)}")
    if not words:
        raise ValueError("no scenarios to learn from")
    tree = prefix_tree(words)
    heuristics: tuple[Heuristic, ...]
    if learner == "auto":
        heuristics = HEURISTICS
    elif learner == "k-tails":
        heuristics = ("k-tails",)
    else:
        heuristics = (learner.removeprefix("sk-"),)  # type: ignore[assignment]
    best: Learned | None = None
    for heuristic in heuristics:
        for k in ks:
            machine = merge(tree, heuristic, k, s)
            if coring:
                machine = core(machine, coring)
            candidate = Learned(machine, heuristic, k, s, mml(machine, len(tree.letters)))
            if best is None or candidate.mml < best.mml - _TOLERANCE:
                best = candidate
    assert best is not None
    return best
