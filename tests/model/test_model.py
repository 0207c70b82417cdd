"""End to end (issue 11's "done when"): complete models of step functions, every trace of the
code accepted, the machine's states recovered, invariants that hold, a wrong invariant refuted,
spurious violations excluded, bad input located."""

from __future__ import annotations

import itertools
import json
from functools import cache
from pathlib import Path

import pytest
from errlang.cli.main import main as cli
from errlang.model import ModelError, ModelResult, build_system, learn_model
from errlang.model.checker import HOLDS, VIOLATED, Checker
from errlang.model.simulate import simulate
from errlang.model.traces import Valuation

from .machines import (
    BENCHMARKS,
    PROGRAMS,
    Machine,
    machine_partition,
    machine_transitions,
    read_machine,
)

MACHINES = [
    *sorted(BENCHMARKS.glob("*.c")),
    PROGRAMS / "vending.c",
    PROGRAMS / "scheduler.c",
    PROGRAMS / "inports.c",
]


@cache
def learned(path: Path) -> tuple[Machine, ModelResult]:
    machine = read_machine(path)
    system = build_system(
        str(path), machine.step, machine.observe, init=machine.init, input_globals=machine.inputs
    )
    return machine, learn_model(system, traces=30, length=40, seed=1, timeout=60)


@pytest.mark.parametrize("path", MACHINES, ids=lambda p: p.stem)
def test_complete_model_accepts_all_runs_and_matches_machine(path: Path) -> None:
    machine, result = learned(path)
    assert result.complete and result.alpha == 1.0
    system = build_system(
        str(path), machine.step, machine.observe, init=machine.init, input_globals=machine.inputs
    )
    sample = simulate(system, seed=12345, traces=100, length=100)  # 10,000 random steps
    assert sum(len(t) for t in sample.traces) == 10_000
    for trace in sample.traces:
        assert result.model.first_rejection(trace) is None
    assert all(len(states) == 1 for states in machine_partition(result.model, machine))
    assert sorted(s for part in machine_partition(result.model, machine) for s in part) == sorted(
        machine.states
    )
    assert machine_transitions(result.model, machine) == machine.transitions


@pytest.mark.parametrize("path", MACHINES, ids=lambda p: p.stem)
def test_every_invariant_holds_on_long_simulations(path: Path) -> None:
    machine, result = learned(path)
    system = build_system(
        str(path), machine.step, machine.observe, init=machine.init, input_globals=machine.inputs
    )
    sample = simulate(system, seed=777, traces=20, length=500)
    proved = [c for c in result.conditions if c.verdict == HOLDS]
    assert len(proved) == len(result.invariants) > 0
    for trace in sample.traces:
        initial = [c for c in proved if c.pre is None]
        assert all(trace[0] in c.post for c in initial)
        for before, after in itertools.pairwise(trace):
            for condition in proved:
                if condition.pre is not None and before in condition.pre:
                    assert after in condition.post, (condition, before, after)


def test_wrong_invariant_is_refuted() -> None:
    path = BENCHMARKS / "traffic_light.c"
    system = build_system(str(path), "TrafficLight_step", ["rtDW.is_c1_TrafficLight"])
    checker = Checker(system)
    red, green, yellow = (1,), (2,), (3,)
    # "red stays red" is wrong: the light turns green after a car waits
    answer = checker.condition(frozenset({red}), frozenset({red}))
    assert answer.verdict == VIOLATED and answer.step == (red, green)
    assert not checker.step_reachable(red, green).spurious
    # "initially the light is yellow after one step" is wrong too
    assert checker.condition(None, frozenset({yellow})).step == (None, red)
    assert checker.condition(frozenset({red}), frozenset({red, green})).verdict == HOLDS


def test_spurious_violation_is_recognised_and_not_added() -> None:
    path = PROGRAMS / "spurious.c"
    system = build_system(str(path), "step", ["mode"])
    plain = learn_model(system, traces=20, length=30, seed=2, use_lemmas=False)
    steps: set[tuple[Valuation, Valuation]] = {(e.before, e.after) for e in plain.excluded}
    assert ((1,), (2,)) in steps
    assert plain.complete and not plain.inconclusive
    assert not plain.model.accepts([(1,), (2,)])
    assert all((2,) not in members for members in plain.model.states)
    # with lemmas, "mode == 1 implies c == 0" is proved, and the violation never arises
    strengthened = learn_model(system, traces=20, length=30, seed=2)
    assert strengthened.complete and not strengthened.excluded
    assert any(lemma.hidden == "c" and lemma.high == 0 for lemma in strengthened.lemmas)
    assert not strengthened.model.accepts([(1,), (2,)])


def test_checker_tells_reachable_from_unreachable_steps() -> None:
    system = build_system(str(PROGRAMS / "spurious.c"), "step", ["mode"])
    checker = Checker(system)
    assert checker.step_reachable((1,), (2,)).spurious
    reach = checker.step_reachable((0,), (1,))
    assert not reach.spurious and reach.trace is not None and reach.trace[-2:] == ((0,), (1,))


def test_bad_input_is_located(tmp_path: Path) -> None:
    path = BENCHMARKS / "docking.c"
    with pytest.raises(ModelError, match="defines no function 'nope'"):
        build_system(str(path), "nope", ["phase"])
    with pytest.raises(ModelError, match="not a global") as error:
        build_system(str(path), "Docking_step", ["phase", "speed"])
    assert error.value.location == "--observe"
    with pytest.raises(ModelError, match="not a C expression"):
        build_system(str(path), "Docking_step", ["phase +"])
    broken = tmp_path / "broken.c"
    broken.write_text("int x;\nvoid step(void) { x = ; }\n")
    with pytest.raises(ModelError) as error:
        build_system(str(broken), "step", ["x"])
    assert error.value.location.startswith(f"{broken}:2:")
    static = tmp_path / "static.c"
    static.write_text("int x;\nvoid step(void) {\n  static int n;\n  x = n++ % 2;\n}\n")
    with pytest.raises(ModelError, match="static local 'n'") as error:
        build_system(str(static), "step", ["x"])
    assert error.value.location.startswith(f"{static}:3:")
    params = tmp_path / "params.c"
    params.write_text("int x;\nvoid step(int a) { x = a; }\n")
    with pytest.raises(ModelError, match="no parameters") as error:
        build_system(str(params), "step", ["x"])
    assert error.value.location.startswith(f"{params}:2")


def test_cli_json(capsys: pytest.CaptureFixture[str]) -> None:
    path = PROGRAMS / "vending.c"
    code = cli(
        [
            "model",
            str(path),
            "--step",
            "Vending_step",
            "--observe",
            "credit",
            "--traces",
            "10",
            "--json",
        ]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["format"] == "errlang-model/1" and out["complete"] is True
    assert len(out["automaton"]["states"]) == 3
    assert {"source", "target", "predicate", "valuations"} <= set(
        out["automaton"]["transitions"][0]
    )
    assert all(inv["post"] for inv in out["invariants"])
    code = cli(["model", str(path), "--step", "F", "--observe", "credit"])
    assert code == 2
    assert "defines no function 'F'" in capsys.readouterr().err


def test_while_one_body_is_a_step_and_its_variables_the_state() -> None:
    path = PROGRAMS / "loop_main.c"
    system = build_system(str(path), "main", ["mode"])
    assert {"mode", "count"} <= set(system.state)
    result = learn_model(system, traces=20, length=40, seed=3)
    assert result.complete
    assert sorted(m for m in result.model.states if m) == [((0,),), ((1,),), ((2,),)]
    assert not result.model.accepts([(0,), (1,), (0,)])  # mode 1 never returns to 0 directly
    for trace in simulate(system, seed=9, traces=50, length=60).traces:
        assert result.model.accepts(trace)
