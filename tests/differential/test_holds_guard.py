"""The `holds` guard and the function-pointer differential (issue 28 item 4).

* Every assertion of tests/corpus/check annotated ``// expect: holds`` (errlang's verdict, which
  test_check_corpus checks) is run under gcc on random and boundary inputs; an abort with no
  undefined behaviour before it (gcc's sanitizers) at an assertion errlang calls a *complete*
  ``holds`` fails the test.
* Generated programs with function pointers to libc and own functions, hook structs, dispatch
  tables and float conversions (:mod:`fnptr_programs`): every verdict agrees with gcc
  (:mod:`fnptr_oracle`).
* The guard itself can fail: a fabricated wrong ``holds`` is caught.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.explain.replay import find_compiler
from errlang.frontend import parse_file
from errlang.session.settings import Settings
from fnptr_oracle import compare_seed
from holds_guard import annotated_holds, corpus_programs, guard, wrong_holds

pytestmark = pytest.mark.skipif(find_compiler() is None, reason="needs a C compiler")
CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "check"
# seeds whose programs cover every part (dispatch, hooks, local pointers, float conversions)
CI_SEEDS = (1, 2, 3)
SHARDS = 3


@pytest.mark.parametrize("shard", [0])
def test_no_corpus_holds_aborts_under_gcc(shard: int) -> None:
    """A third of the corpus in CI (every program: ``python holds_guard.py``, ~1 min)."""
    wrong = []
    guarded = 0
    for path in corpus_programs(CORPUS, shard, SHARDS):
        found = annotated_holds(path)
        if found is None:
            continue
        program, holding = found
        result = guard(program, holding, runs=6, seed=28)
        assert not result.detail, f"{path.name}: {result.detail}"
        guarded += 1
        if result.aborts:  # only then ask errlang whether the holds was complete
            settings = Settings(loop_bound=3, timeout=30)
            wrong += wrong_holds(path, result.aborts, settings)
    assert guarded >= 15
    assert not wrong, "\n".join(str(a) for a in wrong)


@pytest.mark.parametrize("seed", CI_SEEDS)
def test_generated_function_pointer_programs_agree_with_gcc(seed: int, tmp_path: Path) -> None:
    compared = compare_seed(seed, tmp_path)
    assert not compared.problems, "\n".join(compared.problems)
    assert compared.agreed["fails"] + compared.agreed["holds"] > 0


def test_the_guard_catches_a_wrong_holds(tmp_path: Path) -> None:
    path = tmp_path / "claimed.c"
    path.write_text(
        "#include <assert.h>\n"
        "extern int nondet_int(void);\n"
        "int main(void) {\n"
        "  int x = nondet_int();\n"
        "  assert(x != 255);\n"
        "  return 0;\n"
        "}\n"
    )
    result = guard(parse_file(path), {0}, runs=20, seed=1)  # as if errlang said it holds
    assert result.aborts and result.aborts[0].line == 5
    assert 255 in result.aborts[0].inputs


def test_an_abort_after_undefined_behaviour_is_not_counted(tmp_path: Path) -> None:
    path = tmp_path / "ub_first.c"
    path.write_text(
        "#include <assert.h>\n"
        "extern int nondet_int(void);\n"
        "int main(void) {\n"
        "  int a[4] = {0, 0, 0, 0};\n"
        "  int i = nondet_int();\n"
        "  a[i] = 1;\n"
        "  assert(i >= 0 && i < 4);\n"
        "  return 0;\n"
        "}\n"
    )
    result = guard(parse_file(path), {0}, runs=20, seed=1)
    assert result.runs == 20 and not result.aborts  # every abort wrote out of bounds first
