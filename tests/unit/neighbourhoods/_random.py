"""Seeded random LTSs for the neighbourhood tests: cycles, self-loops, deadlocks, duplicates."""

from __future__ import annotations

import random
from dataclasses import dataclass

LABELS = ("A", "B", "C", "D")


@dataclass(frozen=True)
class Case:
    states: list[int]
    initial: int
    triples: list[tuple[int, str, int]]
    k: list[str]


def random_case(rng: random.Random, max_states: int = 5, max_extra: int = 4) -> Case:
    """An LTS on ``0 .. n-1`` with initial state 0 and a property of length 1–3.

    Most states are made reachable by a random spanning tree; extra transitions add cycles,
    self-loops and occasionally duplicates; leaves without extra transitions are deadlocks;
    sometimes a state is left unreachable.
    """
    size = rng.randint(1, max_states)
    triples: list[tuple[int, str, int]] = []
    for v in range(1, size):
        if rng.random() < 0.9:
            triples.append((rng.randrange(v), rng.choice(LABELS), v))
        elif rng.random() < 0.5:
            triples.append((v, rng.choice(LABELS), rng.randrange(size)))
    for _ in range(rng.randint(0, max_extra)):
        src = rng.randrange(size)
        dst = src if rng.random() < 0.2 else rng.randrange(size)
        triples.append((src, rng.choice(LABELS), dst))
    if triples and rng.random() < 0.1:
        triples.append(rng.choice(triples))
    rng.shuffle(triples)
    k = [rng.choice(LABELS[:3]) for _ in range(rng.randint(1, 3))]
    return Case(list(range(size)), 0, triples, k)
