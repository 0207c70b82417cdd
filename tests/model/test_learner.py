"""The passive learner and predicates, without C."""

from __future__ import annotations

import itertools
import random

from errlang.model.learner import SuccessorLearner
from errlang.model.predicates import boxes, c_expression


def test_accepts_every_trace_and_prefix() -> None:
    rng = random.Random(3)
    traces = [tuple((rng.randrange(4),) for _ in range(20)) for _ in range(30)]
    model = SuccessorLearner().learn(traces)
    for trace in traces:
        for end in range(len(trace) + 1):
            assert model.accepts(trace[:end])


def test_rejects_unseen_step_and_keeps_one_state_per_mode() -> None:
    traces = [((0,), (0,), (1,), (2,), (0,))]
    model = SuccessorLearner().learn(traces)
    assert not model.accepts([(0,), (2,)])
    assert model.first_rejection([(0,), (1,), (1,)]) == 2
    assert sorted(m for m in model.states if m) == [((0,),), ((1,),), ((2,),)]


def test_many_valuations_are_merged_by_successors() -> None:
    # a counter 0..19 that can only grow by one or reset: every middle value has its own
    # successors, but 20 valuations exceed the threshold, so equal successor sets merge
    traces = [(*tuple((i,) for i in range(20)), (0,))]
    merged = SuccessorLearner(merge_above=4).learn(traces)
    separate = SuccessorLearner(merge_above=100).learn(traces)
    assert len(merged.states) <= len(separate.states)
    assert all(merged.accepts(t) for t in traces)


def test_boxes_are_exact() -> None:
    rng = random.Random(7)
    values = {(rng.randrange(5), rng.randrange(5)) for _ in range(12)}
    cover = boxes(values)
    covered = {
        point
        for box in cover
        for point in itertools.product(*(range(lo, hi + 1) for lo, hi in box))
    }
    assert covered == values


def test_c_expression_merges_ranges() -> None:
    assert c_expression([(1,), (2,), (3,)], ["x"]) == "1 <= x && x <= 3"
    assert c_expression([(0,), (5,)], ["s.mode"], primed=True) == "s.mode' == 0 || s.mode' == 5"
    assert c_expression([(1, 2)], ["a + b", "c"]) == "(a + b) == 1 && c == 2"
