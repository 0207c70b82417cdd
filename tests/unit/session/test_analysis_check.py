"""``Analysis.check`` answers with the typed, frozen :class:`CheckResult` (issue 32: it returned
``dict[str, object]``); the JSON is made from it at the boundary, the same JSON ``check`` gives."""

from __future__ import annotations

import dataclasses

import pytest
from errlang.session.analysis import Analysis
from errlang.session.check import check
from errlang.session.check_json import check_json
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

PROGRAM = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != 3);
  assert(x * 0 == 0);
  return 0;
}
"""


def test_check_is_a_frozen_result_whose_json_is_checks(tmp_path) -> None:
    path = tmp_path / "two.c"
    path.write_text(PROGRAM)
    settings = Settings(loop_bound=1, timeout=20)
    result = Analysis(str(path), PROGRAM, settings).check()
    assert isinstance(result, CheckResult)
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.file = "other.c"  # type: ignore[misc]
    verdicts = {v.line: str(v.verdict) for v in result.assertions}
    assert verdicts == {5: "fails", 6: "holds"}
    document = check_json(result)
    expected = check(str(path), PROGRAM, settings)
    ignored = {"stats", "seconds", "time"}
    assert {k: v for k, v in document.items() if k not in ignored} == {
        k: v for k, v in expected.items() if k not in ignored
    }
