"""Benchmark: the neighbourhood analysis of a large random LTS (~300k transitions by default).

Usage: ``python benchmarks/neighbourhoods_large.py [--transitions N] [--seed S] [--finite]``.
Prints the time of each phase: writing and re-reading the Aldebaran text, the analysis, and the
JSON output. The LTS (see :func:`build_lts`) has many SCCs of all sizes
up to 64 states, self-loops and deadlocks, so that every phase of Algorithms 1–2 has work to do.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from errlang.automata.aut import dumps_aut, loads_aut
from errlang.automata.lts import LTS
from errlang.automata.neighbourhoods import analyse, to_json

PROPERTY = ("req", "grant", "done")


def build_lts(transitions: int = 300_000, seed: int = 1) -> LTS:
    """A random LTS with about ``transitions`` transitions and a third as many states.

    States are numbered along a backbone ``v -> v+1``; further transitions jump forward (up to
    200 states) or backward inside blocks of 64 states (SCCs up to that size, self-loops
    included); 0.2 % of the states are deadlocks. Each label of the property is rare (2 %) and
    confined to a third of the states, so traces ending early in a deadlock miss the end of the
    property (incorrect transitions), and cycles avoiding its labels make most states neutral.
    """
    rng = random.Random(seed)
    size = max(2, transitions // 3)
    others = [f"a{i}" for i in range(17)]
    deadlock = {v for v in range(1, size) if rng.random() < 0.002}

    def label(v: int) -> str:  # req in the first third, grant in the second, done in the last
        return PROPERTY[3 * v // size] if rng.random() < 0.02 else rng.choice(others)

    triples: list[tuple[int, str, int]] = []
    for v in range(size - 1):
        if v not in deadlock:
            triples.append((v, label(v), v + 1))
    live = [v for v in range(size) if v not in deadlock]
    while len(triples) < transitions:
        v = rng.choice(live)
        if rng.random() < 0.7:
            target = min(size - 1, v + rng.randint(1, 200))
        else:
            target = v - rng.randint(0, v % 64)
        triples.append((v, label(v), target))
    return LTS.from_triples(0, triples, range(size))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--transitions", type=int, default=300_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--finite", action="store_true", help="finite traces only")
    args = parser.parse_args()
    start = time.perf_counter()
    lts = build_lts(args.transitions, args.seed)
    built = time.perf_counter()
    text = dumps_aut(lts)
    lts = loads_aut(text, source="<benchmark>")
    parsed = time.perf_counter()
    walk = [t.label for t in lts.transitions[:200] if t.target == int(t.source) + 1]
    analysis = analyse(lts, PROPERTY, walk, traces="finite" if args.finite else "maximal")
    analysed = time.perf_counter()
    output = json.dumps(to_json(analysis))
    dumped = time.perf_counter()
    kinds = {"correct": 0, "incorrect": 0, "neutral": 0}
    for _, kind in analysis.typed_transitions():
        kinds[kind.value] += 1
    print(f"states {len(lts.states)}, transitions {len(lts.transitions)}, {kinds}")
    print(f"neighbourhoods {len(analysis.neighbourhoods)}, JSON {len(output) // 1024} KiB")
    print(f"build {built - start:.2f} s, .aut write+read {parsed - built:.2f} s")
    print(f"analyse {analysed - parsed:.2f} s, to_json+dumps {dumped - analysed:.2f} s")
    print(f"total {dumped - start:.2f} s")


if __name__ == "__main__":
    main()
