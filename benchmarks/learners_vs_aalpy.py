"""Compare the query counts of errlang's learners with AALpy's on the same target DFAs.

Run:  .venv/bin/python benchmarks/learners_vs_aalpy.py [--quick] [--detail]

Targets: the languages of tests/unit/learner plus random DFAs (5–30 states, 2–6 letters,
fixed seeds). Both sides get counterexamples from the same exact teacher
(:class:`errlang.learner.testing.DFATeacher`): the shortest distinguishing word (padding 0) or
a random one up to 20 letters longer (padding 20, closer to what a solver returns).

Counting. "mq" is the number of distinct words whose membership was sent to the system under
learning; "eq" the number of equivalence queries. For errlang, "mq" is what the teacher
receives. AALpy is run twice per target: "aalpy" in its default configuration, where a DFA
query returns the acceptance of *every prefix* of the word, its cache reuses those answers and
L* stores the whole output vector of each suffix (so one column of E acts as all its prefixes);
and "aalpy-1bit" with the cache off and ``all_prefixes_in_obs_table=False``, where it uses one
answer per query as errlang's teacher gives (distinct words counted by the benchmark's SUL).
AALpy is a development dependency and is imported only here.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aalpy.automata import Dfa
from aalpy.base import SUL, Oracle
from aalpy.learning_algs import run_KV, run_Lstar
from errlang.automata.dfa import DFA, Word
from errlang.automata.operations import minimise
from errlang.automata.random_dfa import random_dfa
from errlang.learner.base import Algorithm, CounterexampleStrategy, learn
from errlang.learner.testing import DFATeacher

# (label, our algorithm, our strategy, AALpy runner, AALpy cex_processing)
CONFIGS: list[tuple[str, Algorithm, CounterexampleStrategy, str, str | None]] = [
    ("KV rs", "kv", "rs", "kv", "rs"),
    ("KV binary/exp_bwd", "kv", "binary", "kv", "exponential_bwd"),
    ("KV all-suffixes/linear_bwd", "kv", "all-suffixes", "kv", "linear_bwd"),
    ("L* rs", "lstar", "rs", "lstar", "rs"),
    ("L* binary/exp_bwd", "lstar", "binary", "lstar", "exponential_bwd"),
    ("L* all-suffixes/Angluin", "lstar", "all-suffixes", "lstar", None),
]


def known_languages() -> dict[str, DFA]:
    third = {(q, a): ((q << 1) | (a == "a")) & 7 for q in range(8) for a in ("a", "b")}
    finite = {(0, "a"): 1, (1, "b"): 2, (2, "err"): 3, (1, "a"): 4, (4, "b"): 2}
    return {
        "(ab)*": DFA(("a", "b"), (0, 1), 0, frozenset({0}), {(0, "a"): 1, (1, "b"): 0}),
        "even a": DFA(
            ("a", "b"),
            (0, 1),
            0,
            frozenset({0}),
            {(0, "a"): 1, (1, "a"): 0, (0, "b"): 0, (1, "b"): 1},
        ),
        "3rd from end a": DFA(
            ("a", "b"), tuple(range(8)), 0, frozenset(q for q in range(8) if q & 4), third
        ),
        "{ab.err,aab.err}": DFA(("a", "b", "err"), tuple(range(5)), 0, frozenset({3}), finite),
        "a^(5k+3)": DFA(
            ("a",), tuple(range(5)), 0, frozenset({3}), {(q, "a"): (q + 1) % 5 for q in range(5)}
        ),
    }


def random_targets(count: int) -> dict[str, DFA]:
    targets = {}
    for seed in range(count):
        rng = random.Random(1000 + seed)
        states = rng.randint(5, 30)
        letters = tuple("abcdef"[: rng.randint(2, 6)])
        dfa = random_dfa(rng, states, letters, density=rng.choice([0.7, 1.0]))
        targets[f"random#{seed} ({states}s,{len(letters)}l)"] = dfa
    return targets


class TargetSUL(SUL):
    """A DFA as an AALpy system under learning; records the distinct words queried."""

    def __init__(self, dfa: DFA):
        super().__init__()
        self.dfa = dfa
        self.state: int | None = dfa.initial
        self.words: set[Word] = set()

    def query(self, word: tuple[Any, ...]) -> list[Any]:
        self.words.add(tuple(word))
        return super().query(word)

    def pre(self) -> None:
        self.state = self.dfa.initial

    def post(self) -> None:
        pass

    def step(self, letter: Any) -> bool:
        if letter is not None and self.state is not None:
            self.state = self.dfa.step(self.state, letter)
        return self.state is not None and self.state in self.dfa.accepting


def from_aalpy(hypothesis: Dfa, alphabet: tuple[str, ...]) -> DFA:
    index = {id(hypothesis.initial_state): 0}
    for state in hypothesis.states:
        index.setdefault(id(state), len(index))
    by_id = {index[id(s)]: s for s in hypothesis.states}
    table = {
        (q, a): index[id(s.transitions[a])]
        for q, s in by_id.items()
        for a in alphabet
        if a in s.transitions
    }
    accepting = frozenset(q for q, s in by_id.items() if s.is_accepting)
    return DFA(alphabet, tuple(range(len(index))), 0, accepting, table)


class TeacherOracle(Oracle):
    """AALpy equivalence oracle backed by errlang's exact teacher."""

    def __init__(self, alphabet: list[str], sul: SUL, teacher: DFATeacher):
        super().__init__(alphabet, sul)
        self.teacher = teacher

    def find_cex(self, hypothesis: Any) -> tuple[str, ...] | None:
        self.num_queries += 1
        return self.teacher.equivalence(from_aalpy(hypothesis, self.teacher.alphabet))


@dataclass
class Counts:
    mq: int = 0
    eq: int = 0
    seconds: float = 0.0
    runs: int = 0

    def add(self, mq: int, eq: int, seconds: float) -> None:
        self.mq, self.eq, self.seconds, self.runs = (
            self.mq + mq,
            self.eq + eq,
            self.seconds + seconds,
            self.runs + 1,
        )


def run_ours(
    target: DFA, algorithm: Algorithm, strategy: CounterexampleStrategy, padding: int
) -> tuple[int, int, float]:
    teacher = DFATeacher(target, padding=padding, seed=1)
    start = time.perf_counter()
    result = learn(teacher, algorithm=algorithm, counterexample=strategy)
    seconds = time.perf_counter() - start
    assert result.dfa == minimise(target), "errlang learned a wrong DFA"
    return result.membership_queries, result.equivalence_queries, seconds


def run_aalpy(
    target: DFA, runner: str, processing: str | None, padding: int, one_bit: bool
) -> tuple[int, int, float]:
    sul = TargetSUL(target)
    teacher = DFATeacher(target, padding=padding, seed=1)
    oracle = TeacherOracle(list(target.alphabet), sul, teacher)
    alphabet = list(target.alphabet)
    start = time.perf_counter()
    options: dict[str, Any] = {"cache_and_non_det_check": not one_bit}
    run: Callable[..., Any] = run_KV
    if runner == "lstar":
        run = run_Lstar
        options["all_prefixes_in_obs_table"] = not one_bit
    hypothesis = run(
        alphabet,
        sul,
        oracle,
        automaton_type="dfa",
        cex_processing=processing,
        print_level=0,
        **options,
    )
    seconds = time.perf_counter() - start
    assert minimise(from_aalpy(hypothesis, target.alphabet)) == minimise(target), "AALpy failed"
    return len(sul.words), oracle.num_queries, seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="few random targets, padding 0 only")
    parser.add_argument("--detail", action="store_true", help="one line per target and config")
    args = parser.parse_args()
    targets = {**known_languages(), **random_targets(4 if args.quick else 20)}
    paddings = [0] if args.quick else [0, 20]
    print(f"python {platform.python_version()}, {len(targets)} targets, paddings {paddings}")
    print(
        "minimal sizes: "
        + ", ".join(f"{name}={len(minimise(dfa).states)}" for name, dfa in targets.items())
    )
    sides = ("errlang", "aalpy", "aalpy-1bit")
    if args.detail:
        head = f"{'target':28} {'pad':>3} {'config':28}"
        print("\n" + head + "".join(f" {side + ' mq':>15} {'eq':>4}" for side in sides))
    totals: dict[tuple[str, int], tuple[Counts, Counts, Counts]] = {}
    for padding in paddings:
        for label, algorithm, strategy, runner, processing in CONFIGS:
            sums = totals.setdefault((label, padding), (Counts(), Counts(), Counts()))
            for name, target in targets.items():
                runs = (
                    run_ours(target, algorithm, strategy, padding),
                    run_aalpy(target, runner, processing, padding, one_bit=False),
                    run_aalpy(target, runner, processing, padding, one_bit=True),
                )
                for total, counts in zip(sums, runs, strict=True):
                    total.add(*counts)
                if args.detail:
                    cells = "".join(f" {mq:>15} {eq:>4}" for mq, eq, _ in runs)
                    print(f"{name:28} {padding:>3} {label:28}{cells}")
    print(f"\nTotals over {len(targets)} targets (mq / eq / seconds):")
    head = f"{'config':28} {'pad':>3}"
    print(head + "".join(f" | {side:>22}" for side in sides))
    for (label, padding), sums in totals.items():
        cells = "".join(f" | {c.mq:>8} {c.eq:>5} {c.seconds:>7.2f}" for c in sums)
        print(f"{label:28} {padding:>3}{cells}")


if __name__ == "__main__":
    main()
