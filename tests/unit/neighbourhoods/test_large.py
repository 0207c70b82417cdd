"""Guards against quadratic blow-ups and recursion limits: ~100k transitions complete (no timing
assertion; pytest's own timeout is the limit)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from errlang.automata.lts import LTS
from errlang.automata.neighbourhoods import analyse, to_json

BENCHMARK = Path(__file__).resolve().parents[3] / "benchmarks" / "neighbourhoods_large.py"


def load_benchmark():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("neighbourhoods_large", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_random_100k_transitions() -> None:
    bench = load_benchmark()
    lts = bench.build_lts(100_000, seed=3)
    walk = [t.label for t in lts.transitions[:100] if t.target == int(t.source) + 1]
    for traces in ("maximal", "finite"):
        result = analyse(lts, bench.PROPERTY, walk, traces=traces)
        data = to_json(result)
        assert len(data["transitions"]) + sum(t is None for t in result.types) == len(
            lts.transitions
        )
        assert result.abstracted_counterexample is not None


def test_long_chain_and_giant_cycle() -> None:
    """A 100k-state path (deep DFS) and a 100k-state cycle (one SCC: Algorithm 1's queue)."""
    n = 100_000
    labels = ("a", "b", "c", "x")
    chain = LTS.from_triples(0, [(i, labels[i % 4], i + 1) for i in range(n)])
    result = analyse(chain, ["a", "b", "c"])
    assert result.annotations[n].mp == ("a", "b", "c")
    cycle = LTS.from_triples(0, [(i, labels[i % 4], (i + 1) % n) for i in range(n)])
    result = analyse(cycle, ["b", "a"])
    assert result.annotations[0].cs == ("b", "a")
    assert result.annotations[2].cp == ("b",)
    assert result.annotations[0].cp == ()
