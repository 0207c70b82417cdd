"""The concept lattice of scenarios × transitions of a reference automaton (thesis §7.2).

Objects are the distinct scenario words, attributes the transitions of the reference PFSA that
a word's accepting run takes (§7.2.2; a word the reference rejects has the transitions up to
where it leaves it and the attribute ``REJECTED``). The lattice is computed by the ``concepts``
package (formal concept analysis, Ganter/Wille; see docs/mining.md for the choice).
"""

from __future__ import annotations

from dataclasses import dataclass

import concepts

from errlang.mining.pfsa import END, PFSA

Word = tuple[str, ...]
REJECTED = "rejected by the reference"


@dataclass(frozen=True)
class Concept:
    """A concept (extent, intent) with its neighbours in the lattice (indices)."""

    index: int
    extent: frozenset[int]  # indices into Lattice.words
    intent: frozenset[str]  # transition names
    parents: tuple[int, ...]  # upper neighbours (larger extents)
    children: tuple[int, ...]  # lower neighbours


@dataclass(frozen=True)
class Lattice:
    words: tuple[Word, ...]
    attributes: tuple[str, ...]
    concepts: tuple[Concept, ...]
    top: int


def transition_name(source: int, letter: str, target: int) -> str:
    return f"{source} -{letter}-> {'final' if letter == END else target}"


def attributes_of(reference: PFSA, word: Word) -> frozenset[str]:
    """The transitions ``word`` takes in ``reference`` (R of §7.2.2)."""
    state = reference.initial
    found: set[str] = set()
    for letter in word:
        step = reference.transitions.get((state, letter))
        if step is None:
            return frozenset({*found, REJECTED})
        found.add(transition_name(state, letter, step[0]))
        state = step[0]
    if reference.ends.get(state, 0) <= 0:
        return frozenset({*found, REJECTED})
    return frozenset({*found, transition_name(state, END, -1)})


def build_lattice(words: tuple[Word, ...], reference: PFSA) -> Lattice:
    """All concepts of the context (words, transitions, R), with their order."""
    rows = [attributes_of(reference, w) for w in words]
    attributes = tuple(sorted(set().union(*rows))) if rows else ()
    if not words or not attributes:
        only = Concept(0, frozenset(range(len(words))), frozenset(attributes), (), ())
        return Lattice(words, attributes, (only,), 0)
    names = tuple(f"w{i}" for i in range(len(words)))
    context = concepts.Context(names, attributes, [[a in row for a in attributes] for row in rows])
    found = []
    top = 0
    for concept in context.lattice:
        extent = frozenset(int(name[1:]) for name in concept.extent)
        found.append(
            Concept(
                concept.index,
                extent,
                frozenset(concept.intent),
                tuple(c.index for c in concept.upper_neighbors),
                tuple(c.index for c in concept.lower_neighbors),
            )
        )
        if len(extent) == len(words):
            top = concept.index
    found.sort(key=lambda c: c.index)
    return Lattice(words, attributes, tuple(found), top)
