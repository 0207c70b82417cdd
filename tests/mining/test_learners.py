"""sk-strings, k-tails and the MML on small hand-checked examples (thesis §5.3)."""

from __future__ import annotations

import math
from collections import Counter

import pytest
from errlang.mining.mml import mml
from errlang.mining.pfsa import prefix_tree
from errlang.mining.sk_strings import HEURISTICS, core, k_strings, learn, merge, top

W = tuple[str, ...]
OPEN_READ_CLOSE: Counter[W] = Counter(
    {("o", "c"): 3, ("o", "r", "c"): 2, ("o", "r", "r", "c"): 1, ("n",): 1}
)


def test_mml_of_one_string_by_hand() -> None:
    # q0 -a-> q1 -$-> qf; |Σ| = 2, |Q| = 3: (1 + 0 + 1 + log 3) + (1 + 0 + 1 + 0) − log 2!
    assert mml(prefix_tree(Counter({("a",): 1}))) == pytest.approx(4 + math.log2(3) - 1)


def test_mml_of_two_branches_by_hand() -> None:
    # q0: m=2, t=2: 2 + log(1!/(1! 0! 0!)) + 2 log 3 + 2 log 4; qa, qb: 1 + 0 + log 3 + 0;
    # minus log 3! (|Q| = 4 with the final state)
    expected = (2 + 2 * math.log2(3) + 4) + 2 * (1 + math.log2(3)) - math.log2(6)
    assert mml(prefix_tree(Counter({("a",): 1, ("b",): 1}))) == pytest.approx(expected)


def test_mml_counts_the_distribution_of_weights() -> None:
    # q0 -a(3)-> q1, q1 ends 2 times and goes on b once: t=3, m=2 → log(2!/(1! 1! 0!)) = 1 bit
    tree = prefix_tree(Counter({("a",): 2, ("a", "b"): 1}))
    sigma, states = 3, 4
    q0 = 1 + 0 + math.log2(sigma) + math.log2(states)
    q1 = 2 + math.log2(2) + 2 * math.log2(sigma) + math.log2(states)
    q2 = 1 + 0 + math.log2(sigma)
    assert mml(tree) == pytest.approx(q0 + q1 + q2 - math.log2(6))


def test_k_strings_are_a_distribution() -> None:
    tree = prefix_tree(OPEN_READ_CLOSE)
    strings = k_strings(tree, 0, 2)
    assert sum(strings.values()) == pytest.approx(1.0)
    assert strings[("o", "c")] == pytest.approx(3 / 7)
    assert strings[("n", "$")] == pytest.approx(1 / 7)
    assert top(strings, 0.5) == [("o", "c"), ("o", "r")]


def test_k_tails_generalises_the_read_loop() -> None:
    machine = merge(prefix_tree(OPEN_READ_CLOSE), "k-tails", 1)
    assert machine.accepts(("o", "r", "r", "r", "c"))
    assert not machine.accepts(("o", "r"))
    assert not machine.accepts(("o", "c", "r"))
    assert machine.size == 3


def test_k_tails_with_larger_k_keeps_the_tree() -> None:
    machine = merge(prefix_tree(OPEN_READ_CLOSE), "k-tails", 2)
    assert not machine.accepts(("o", "r", "r", "r", "c"))
    assert all(machine.accepts(w) for w in OPEN_READ_CLOSE)


@pytest.mark.parametrize("k", [1, 2, 3])
def test_sk_and_at_100_percent_is_k_tails(k: int) -> None:
    words: Counter[W] = Counter({("a", "b"): 2, ("a", "b", "a", "b"): 1, ("a", "c"): 1, ("b",): 3})
    tree = prefix_tree(words)
    assert merge(tree, "and", k, 1.0) == merge(tree, "k-tails", k)


def test_heuristics_differ_strict_merges_least() -> None:
    tree = prefix_tree(OPEN_READ_CLOSE)
    sizes = {h: merge(tree, h, 2).size for h in HEURISTICS}
    assert sizes["or"] == 3
    assert sizes["strict"] > sizes["or"]
    assert sizes["strict"] <= tree.size


def test_every_learner_accepts_its_training_set() -> None:
    for learner in ("sk-or", "sk-and", "sk-lax", "sk-strict", "k-tails", "auto"):
        machine = learn(OPEN_READ_CLOSE, learner).machine
        assert all(machine.accepts(w) for w in OPEN_READ_CLOSE), learner


def test_auto_picks_the_least_mml() -> None:
    best = learn(OPEN_READ_CLOSE, "auto")
    tree = prefix_tree(OPEN_READ_CLOSE)
    for h in HEURISTICS:
        for k in (1, 2, 3, 4):
            assert best.mml <= mml(merge(tree, h, k), len(tree.letters)) + 1e-9


def test_coring_drops_the_rare_transition() -> None:
    machine = learn(OPEN_READ_CLOSE, "sk-or").machine
    cored = core(machine, 0.2)
    assert machine.accepts(("n",))
    assert not cored.accepts(("n",))
    assert cored.accepts(("o", "r", "c"))


def test_unknown_learner_and_no_data_are_errors() -> None:
    with pytest.raises(ValueError, match="unknown learner"):
        learn(OPEN_READ_CLOSE, "sk-xor")
    with pytest.raises(ValueError, match="no scenarios"):
        learn(Counter())


def test_the_fast_pair_search_agrees_with_the_definition() -> None:
    import random

    from errlang.mining.sk_strings import _first_pair, equivalent

    rng = random.Random(3)
    words: Counter[W] = Counter()
    for _ in range(40):
        words[tuple(rng.choice("abc") for _ in range(rng.randint(1, 4)))] += rng.randint(1, 3)
    tree = prefix_tree(words)
    for k in (1, 2):
        strings = [k_strings(tree, q, k) for q in range(tree.size)]
        for heuristic in (*HEURISTICS, "k-tails"):
            expected = next(
                (
                    (p, q)
                    for p in range(tree.size)
                    for q in range(p + 1, tree.size)
                    if equivalent(heuristic, strings[p], strings[q], 0.5)
                ),
                None,
            )
            assert _first_pair(heuristic, strings, 0.5) == expected, (heuristic, k)
