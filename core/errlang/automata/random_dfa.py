"""Seeded random DFAs, for property tests and learner benchmarks (deterministic per seed)."""

from __future__ import annotations

import random

from errlang.automata.dfa import DFA


def random_dfa(
    seed: int | random.Random,
    states: int,
    alphabet: tuple[str, ...],
    *,
    density: float = 1.0,
    accepting_ratio: float = 0.3,
    connected: bool = True,
) -> DFA:
    """A random DFA with ``states`` states. Each transition exists with probability
    ``density``; each state accepts with probability ``accepting_ratio`` (at least one state
    accepts). With ``connected`` a random spanning tree from state 0 is laid first, so every
    state is reachable."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    table: dict[tuple[int, str], int] = {}
    if connected and alphabet:
        for q in range(1, states):
            while True:
                src, letter = rng.randrange(q), rng.choice(alphabet)
                if (src, letter) not in table:
                    table[(src, letter)] = q
                    break
                if all((p, a) in table for p in range(q) for a in alphabet):
                    break  # no free slot left: the state stays unreachable
    for q in range(states):
        for letter in alphabet:
            if (q, letter) not in table and rng.random() < density:
                table[(q, letter)] = rng.randrange(states)
    accepting = {q for q in range(states) if rng.random() < accepting_ratio}
    if not accepting:
        accepting.add(rng.randrange(states))
    return DFA(alphabet, tuple(range(states)), 0, frozenset(accepting), table)
