"""Undefined behaviour ends a run and its encoding (issue 31 item 2): a list program in the
style of the 2015 tool's sll_to_dll_rev whose every run dereferences an uninitialised pointer
in its first call. Before, `check` said `unknown` (the time budget ran out while encoding loop
bound 1) and `learn` "the language is empty: no run within the bound fails"; now both say, at
once, that the runs end in undefined behaviour at line 27, and an empty language says why."""

from __future__ import annotations

import time
from pathlib import Path

from errlang.session import Settings, check, learn

PROGRAM = Path(__file__).parent / "ub_programs" / "sll_uninit_first_call.c"
DEREFERENCE = 27  # fresh->next = *list; with fresh uninitialised
ASSERTION = 69
SETTINGS = Settings(timeout=10.0)  # before: the whole budget spent encoding, verdict unknown


def test_check_says_every_run_ends_in_undefined_behaviour_at_once() -> None:
    started = time.process_time()
    document = check(str(PROGRAM), settings=SETTINGS)
    assert time.process_time() - started < 5.0
    verdicts = {a["line"]: a for a in document["assertions"]}
    verdict = verdicts[ASSERTION]
    assert verdict["verdict"] != "unknown", verdict
    assert "undefined behaviour" in verdict["reason"]
    assert f"line {DEREFERENCE}" in verdict["reason"]


def test_learn_says_why_the_language_is_empty() -> None:
    started = time.process_time()
    document = learn(str(PROGRAM), line=ASSERTION, settings=SETTINGS)
    assert time.process_time() - started < 5.0
    assert document["states"] and not any(s.get("accepting") for s in document["states"])
    empty = document["bounds"]["empty"]
    assert "every run ends earlier in undefined behaviour" in empty, empty
    assert f"dereference at line {DEREFERENCE}" in empty


def test_an_empty_language_cut_by_the_bound_names_the_loop(tmp_path: Path) -> None:
    source = tmp_path / "late.c"
    source.write_text(
        "#include <assert.h>\nint nondet(void);\nint main(void) {\n  int n = 0;\n"
        "  while (nondet())\n    n++;\n  assert(n < 3);\n  return 0;\n}\n"
    )
    document = learn(str(source), line=7, settings=Settings(loop_bound=2, timeout=10.0))
    assert document["bounds"]["empty"] == (
        "no run within loop bound 2 fails: the bound cuts the runs at line 5"
    )
