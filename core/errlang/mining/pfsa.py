"""Probabilistic finite-state automata (thesis §2.2) and the retrieval tree (§5.3.2).

A PFSA here is deterministic: a state and a letter give at most one successor. Merging two
states folds their successors on the same letter (as k-tails folding does), so the learned
machine stays deterministic and can be complemented for checking (docs/mining.md).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from types import MappingProxyType

END = "$"  # Raman and Patrick's delimiter symbol: a string ends here


@dataclass(frozen=True)
class PFSA:
    """States ``0..size-1``; ``transitions[(q, a)] = (q', weight)``; ``ends[q]``: the weight of
    the delimiter transition from ``q`` to the final state (how many strings end at ``q``)."""

    size: int
    initial: int
    transitions: Mapping[tuple[int, str], tuple[int, int]]
    ends: Mapping[int, int]

    @property
    def letters(self) -> tuple[str, ...]:
        return tuple(sorted({a for _, a in self.transitions}))

    @cached_property
    def _successors(self) -> dict[int, dict[str, tuple[int, int]]]:
        table: dict[int, dict[str, tuple[int, int]]] = {}
        for (q, a), step in self.transitions.items():
            table.setdefault(q, {})[a] = step
        return table

    def out(self, state: int) -> dict[str, tuple[int, int]]:
        """The transitions from ``state``: letter → (target, weight)."""
        return self._successors.get(state, {})

    def total(self, state: int) -> int:
        """t_q: how often ``state`` is left (delimiter included)."""
        return sum(w for _, w in self.out(state).values()) + self.ends.get(state, 0)

    def accepts(self, word: tuple[str, ...]) -> bool:
        state: int | None = self.initial
        for letter in word:
            step = self.transitions.get((state, letter)) if state is not None else None
            if step is None:
                return False
            state = step[0]
        return self.ends.get(state, 0) > 0 if state is not None else False

    def path(self, word: tuple[str, ...]) -> tuple[tuple[int, str, int], ...] | None:
        """The transitions ``word`` takes (the delimiter's included), None if rejected."""
        state = self.initial
        taken: list[tuple[int, str, int]] = []
        for letter in word:
            step = self.transitions.get((state, letter))
            if step is None:
                return None
            taken.append((state, letter, step[0]))
            state = step[0]
        if self.ends.get(state, 0) <= 0:
            return None
        taken.append((state, END, -1))
        return tuple(taken)


def freeze(
    size: int,
    initial: int,
    transitions: dict[tuple[int, str], tuple[int, int]],
    ends: dict[int, int],
) -> PFSA:
    return PFSA(
        size,
        initial,
        MappingProxyType(dict(sorted(transitions.items()))),
        MappingProxyType({q: w for q, w in sorted(ends.items()) if w > 0}),
    )


def prefix_tree(words: Counter[tuple[str, ...]]) -> PFSA:
    """The retrieval tree of the training strings as a PFSA (§5.3.2, change 2): one state per
    distinct prefix (numbered breadth-first), weights = how many strings pass."""
    prefixes = sorted({w[:i] for w in words for i in range(len(w) + 1)}, key=lambda p: (len(p), p))
    number = {p: i for i, p in enumerate(prefixes)}
    transitions: dict[tuple[int, str], tuple[int, int]] = {}
    ends: dict[int, int] = {}
    for word, count in words.items():
        for i, letter in enumerate(word):
            key = (number[word[:i]], letter)
            target = number[word[: i + 1]]
            transitions[key] = (target, transitions.get(key, (target, 0))[1] + count)
        ends[number[word]] = ends.get(number[word], 0) + count
    return freeze(len(prefixes), 0, transitions, ends)


def quotient(tree: PFSA, block: list[int]) -> PFSA:
    """The tree with the states of each block merged (weights added), renumbered breadth-first
    from the initial block. ``block`` must make the result deterministic (see :func:`fold`)."""
    transitions: dict[tuple[int, str], tuple[int, int]] = {}
    ends: dict[int, int] = {}
    for (q, a), (t, w) in tree.transitions.items():
        key = (block[q], a)
        transitions[key] = (block[t], transitions.get(key, (block[t], 0))[1] + w)
    for q, w in tree.ends.items():
        ends[block[q]] = ends.get(block[q], 0) + w
    number = breadth_first(block[tree.initial], transitions)
    return freeze(
        len(number),
        0,
        {(number[q], a): (number[t], w) for (q, a), (t, w) in transitions.items()},
        {number[q]: w for q, w in ends.items()},
    )


def breadth_first(
    initial: int, transitions: Mapping[tuple[int, str], tuple[int, int]]
) -> dict[int, int]:
    """States numbered breadth-first from ``initial`` (successors in letter order)."""
    successors: dict[int, list[tuple[str, int]]] = {}
    for (q, a), (t, _) in transitions.items():
        successors.setdefault(q, []).append((a, t))
    order = [initial]
    number = {initial: 0}
    for state in order:
        for _, target in sorted(successors.get(state, ())):
            if target not in number:
                number[target] = len(order)
                order.append(target)
    return number


def fold(tree: PFSA, block: list[int], first: int, second: int) -> list[int]:
    """Merge the blocks of tree states ``first`` and ``second``, then merge successors on the
    same letter until the quotient is deterministic (the k-tails fold)."""
    block = list(block)
    pending = [(first, second)]
    while pending:
        x, y = pending.pop()
        a, b = block[x], block[y]
        if a == b:
            continue
        keep, gone = min(a, b), max(a, b)
        block = [keep if z == gone else z for z in block]
        successors: dict[tuple[int, str], int] = {}
        for (q, letter), (t, _) in tree.transitions.items():
            key = (block[q], letter)
            other = successors.setdefault(key, t)
            if block[other] != block[t]:
                pending.append((other, t))
    return block
