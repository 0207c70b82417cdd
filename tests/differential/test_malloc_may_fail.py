"""``--malloc-may-fail`` (docs/semantics.md, "Memory"): malloc and calloc return NULL or an
object, an input of each call; by default they never fail. Its counterexamples replay (the
harness's allocations return NULL when the input says so) and so do its findings under the
sanitizers (an ``-include``d header routes the original's calls). Also here: the sanitizer
runtime no longer defines the C library's functions errlang models (``strcmp``, ``memmove``:
their weak stand-ins replaced glibc's in the whole process, and a double free was reported
without its stack, so not confirmed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.explain.replay import find_compiler
from errlang.session.check import check_program
from errlang.session.check_replay import replay_check
from errlang.session.settings import Settings

TESTS = Path(__file__).resolve().parents[1]
CHECKED = Path(__file__).parent / "replay_programs" / "alloc_checked.c"
HELDOUT = TESTS / "check" / "programs"

pytestmark = pytest.mark.skipif(find_compiler() is None, reason="needs a C compiler")


def test_a_checked_allocation_fails_only_when_malloc_may_fail() -> None:
    default = check_program(str(CHECKED), None, Settings(loop_bound=1, timeout=30))
    assert [a.verdict for a in default.assertions] == ["holds"]
    assert any("always succeeds" in note.message for note in default.assumptions)
    settings = Settings(loop_bound=1, timeout=30, malloc_may_fail=True)
    result = check_program(str(CHECKED), None, settings)
    (verdict,) = result.assertions
    assert verdict.verdict == "fails" and verdict.counterexample is not None
    inputs = [(i.function, i.value) for i in verdict.counterexample.inputs]
    assert inputs == [("malloc", 1)]
    assert not result.assumptions  # no realloc: nothing is assumed of allocations
    (replayed,) = replay_check(str(CHECKED), result, settings)
    assert replayed.status == "reproduced", replayed.detail


def test_strdup_returns_null_when_its_allocation_fails() -> None:
    """glibc's strdup/strndup return NULL when malloc fails: no dereference inside them (the
    models dereferenced malloc's NULL, a false finding: Csmith-style constructs, K_findings)."""
    program = str(Path(__file__).parent / "replay_programs" / "strdup_checked.c")
    settings = Settings(loop_bound=4, timeout=30, malloc_may_fail=True)
    result = check_program(program, None, settings)
    assert not result.findings, [f.reason for f in result.findings]
    assert [a.verdict for a in result.assertions] == ["holds", "holds"]


def test_an_unchecked_allocation_is_a_null_dereference_the_sanitizers_confirm() -> None:
    """An SV-COMP-style tree insertion (held-out set) that dereferences malloc's result."""
    program = str(HELDOUT / "heldout" / "bst_insert_safe.c")
    settings = Settings(loop_bound=2, timeout=30, malloc_may_fail=True)
    result = check_program(program, None, settings)
    nulls = [f for f in result.findings if f.reason == "null dereference"]
    assert nulls and nulls[0].line == 15
    assert [i.function for i in nulls[0].run.inputs if i.value == 1][-1:] == ["malloc"]
    replays = replay_check(program, result, settings)
    assert replays and all(r.status == "reproduced" for r in replays), replays


def test_a_double_free_is_confirmed_with_its_stack() -> None:
    program = str(HELDOUT / "heldout2" / "goto_double_free_ub.c")
    settings = Settings(loop_bound=4, timeout=30)  # "42" has no comma: strchr's loop
    result = check_program(program, None, settings)
    assert [(f.reason, f.line) for f in result.findings] == [("invalid free", 24)]
    (replayed,) = replay_check(program, result, settings)
    assert replayed.status == "reproduced", replayed.detail
    assert "double-free at goto_double_free_ub.c:24" in replayed.detail


def test_learn_takes_the_option(capsys: pytest.CaptureFixture[str]) -> None:
    """``learn`` with a non-default option parses through the linker (cli/learn.linked)."""
    from errlang.cli.main import main

    assert main(["learn", str(CHECKED), "--line", "19", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["counterexamples"] == []
    assert main(["learn", str(CHECKED), "--line", "19", "--json", "--malloc-may-fail"]) == 0
    (run,) = json.loads(capsys.readouterr().out)["counterexamples"]
    assert [(i["function"], i["value"]) for i in run["inputs"]] == [("malloc", 1)]


def test_a_failing_realloc_keeps_the_old_object_and_replays() -> None:
    program = str(Path(__file__).parent / "replay_programs" / "vector_push.c")
    settings = Settings(loop_bound=1, timeout=30, malloc_may_fail=True)
    result = check_program(program, None, settings)
    assert [a.verdict for a in result.assertions] == ["fails", "holds"]  # no use after free
    run = result.assertions[0].counterexample
    assert run is not None and ("realloc", 1) in [(i.function, i.value) for i in run.inputs]
    assert not result.findings and not result.assumptions
    (replayed,) = replay_check(program, result, settings)
    assert replayed.status == "reproduced", replayed.detail
