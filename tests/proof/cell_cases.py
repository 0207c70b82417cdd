"""What the tests of arrays made cells share (issue 33, errlang.proof.cells): a program written
to a file, the arrays its rewriting makes cells, and the verdicts of a check at a fixed bound —
the one a deep violation must never be proved away at."""

from __future__ import annotations

from pathlib import Path

from errlang.frontend import parse_file
from errlang.ir.program import build_ir
from errlang.proof.cells import morphed
from errlang.session.check import check_program
from errlang.session.settings import Settings

# 50 s: the proof's share (a fifth, at most 10 s) is wall time; the bound is fixed, so the
# check ends after bound 2 and its proof whatever the budget
AT_BOUND_2 = Settings(loop_bound=2, timeout=50)


def written(tmp_path: Path, name: str, text: str) -> Path:
    """The program ``text`` as the file ``name`` in ``tmp_path``."""
    source = tmp_path / name
    source.write_text(text)
    return source


def cell_arrays(source: Path) -> str | None:
    """The arrays the cell rewriting makes cells of in ``source``, None when it refuses."""
    cells = morphed(build_ir(parse_file(str(source))))
    return None if cells is None else cells.array


def verdicts(source: Path, settings: Settings = AT_BOUND_2) -> list[str]:
    """The verdicts of ``check`` on ``source``, one per assertion."""
    return [v.verdict for v in check_program(str(source), settings=settings).assertions]


def assert_never_proved_away(source: Path) -> None:
    """A violation after more iterations than the bound stays ``holds-within-bound``: a proof
    would have hidden it."""
    assert verdicts(source) == ["holds-within-bound"]


def assert_proved(source: Path) -> None:
    """The one assertion of ``source`` holds for every run, by a proof."""
    [verdict] = check_program(str(source), settings=AT_BOUND_2).assertions
    assert verdict.verdict == "holds" and verdict.proof is not None, verdict.reason
