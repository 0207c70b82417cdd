"""Counterexamples of programs using real C's constructs replay (docs/replay.md): inline asm
(its outputs are inputs of the run, fed by the replay), packed structs (laid out as checked),
undefined functions returning a pointer to an incomplete struct (zstd without its dictionary
unit). Each program's check is at loop bound 1 (~1 s CPU), its replay one gcc build."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.explain.replay import Replayer, find_compiler
from errlang.frontend import parse_file
from errlang.session.check import check_program
from errlang.session.check_replay import replay_check
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

HERE = Path(__file__).parent / "replay_programs"
SETTINGS = Settings(loop_bound=1, timeout=30)

pytestmark = pytest.mark.skipif(find_compiler() is None, reason="needs a C compiler")


def _checked(name: str) -> tuple[str, CheckResult]:
    path = str(HERE / name)
    result = check_program(path, None, SETTINGS)
    assert not result.errors, result.errors
    return path, result


def _replays(path: str, result: CheckResult) -> list[tuple[int, str, str]]:
    return [(r.line, r.status, r.detail) for r in replay_check(path, result, SETTINGS)]


def test_asm_outputs_are_inputs_and_replay_feeds_them() -> None:
    path, result = _checked("asm_outputs.c")
    verdicts = [(a.line, a.verdict) for a in result.assertions]
    # the tied swap holds (gcc's answer; errlang read the swapped value back before), the
    # asm after `if (t == 7)` cuts the runs toward line 31 (it was dropped as an asm label)
    assert verdicts == [(25, "holds"), (27, "fails"), (28, "fails"), (31, "unknown")]
    run = result.assertions[1].counterexample
    assert run is not None
    asm = [(i.function, i.line, i.value) for i in run.inputs]
    assert asm == [("__asm__", 10, 2), ("__asm__", 10, 1)]  # rdtsc: lo = 2, hi = 1
    replays = _replays(path, result)
    assert [(line, status) for line, status, _ in replays] == [
        (27, "reproduced"),
        (28, "reproduced"),
    ], replays


def test_a_replay_reaching_asm_errlang_cuts_stops_there() -> None:
    program = parse_file(str(HERE / "asm_outputs.c"))
    inputs = [
        {"function": "__asm__", "line": 10, "value": 7},
        {"function": "__asm__", "line": 10, "value": 0},
        {"function": "__asm__", "line": 16, "value": "4.0", "bits": 0x4010000000000000},
    ]
    with Replayer(program) as replayer:
        assert replayer.built, replayer.build_detail
        cut = replayer.replay(3, inputs)
        wrong = replayer.replay(3, [{"function": "__asm__", "line": 10, "value": 2**32}])
    assert cut.status == "not-reproduced"
    assert "inline assembly at line 30" in cut.detail
    assert wrong.status == "not-reproduced" and "does not fit" in wrong.detail  # lo: 32 bits


def test_packed_structs_replay_with_the_layout_checked() -> None:
    path, result = _checked("packed_header.c")
    assert [a.verdict for a in result.assertions] == ["holds", "fails"]
    assert _replays(path, result)[0][1] == "reproduced"


def test_undefined_function_returning_an_incomplete_struct_replays() -> None:
    path, result = _checked("incomplete_pointee.c")
    assert [a.verdict for a in result.assertions] == ["fails"]
    replays = _replays(path, result)
    assert [status for _, status, _ in replays] == ["reproduced"], replays


def test_a_sanitized_replay_refuses_a_run_through_undefined_behaviour() -> None:
    program = parse_file(str(HERE / "ub_before_assert.c"))
    with Replayer(program, sanitize=True) as replayer:
        clean = replayer.replay(0, [{"function": "__VERIFIER_nondet_int", "value": 3}])
        through = replayer.replay(0, [{"function": "__VERIFIER_nondet_int", "value": 4}])
    with Replayer(program, sanitize=False) as plain:  # without the sanitizers: unseen
        unseen = plain.replay(0, [{"function": "__VERIFIER_nondet_int", "value": 4}])
    assert clean.status == "reproduced", clean.detail
    assert unseen.status == "reproduced", unseen.detail
    assert through.status == "not-reproduced"
    assert "undefined behaviour before the assertion" in through.detail, through.detail
