"""`errlang diff` and `errlang explain` on either automaton (`--picture exact|general`, issue 13
item 4): the same program's picture and exact automaton, compared and explained."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.encoder.encoding import ERROR_LETTER as ERR
from picture_support import PROGRAMS

LOOP = PROGRAMS / "loop_then_fail.c"


@pytest.fixture
def twice(tmp_path: Path) -> Path:
    """The loop calls g twice per iteration: (g g)* f err where the original has g* f err."""
    path = tmp_path / "twice.c"
    path.write_text(LOOP.read_text().replace("        g();", "        { g(); g(); }"))
    return path


def test_diff_of_pictures_drops_the_words_only_the_bound_made(
    twice: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    common = ["diff", str(LOOP), str(twice), "--line", "9", "--loop-bound", "2", "--json"]
    main(common)
    exact = json.loads(capsys.readouterr().out)
    main([*common, "--picture", "general"])
    general = json.loads(capsys.readouterr().out)
    assert exact["picture"] == "exact" and general["picture"] == "general"
    # exact at b = 2: g g g g f err is "only new" because the old loop was cut at 2 iterations
    assert ["g", "g", "g", "g", "f", ERR] in exact["only_new"]["words"]
    # the pictures know g* f err and (g g)… f err: nothing is only new, odd g counts only old
    assert general["only_new"]["words"] == []
    assert ["g", "f", ERR] in general["only_old"]["words"]
    assert all(w.count("g") % 2 == 1 for w in general["only_old"]["words"])
    main([*common[:-1], "--picture", "general"])
    assert "general pictures: right on every decided word" in capsys.readouterr().out


def test_explain_on_the_picture_annotates_its_states(capsys: pytest.CaptureFixture[str]) -> None:
    common = ["explain", str(LOOP), "--line", "9", "--loop-bound", "3", "--json"]
    main(common)
    exact = json.loads(capsys.readouterr().out)
    main([*common, "--picture", "general"])
    general = json.loads(capsys.readouterr().out)
    assert len(exact["states"]) == 6 and len(general["states"]) == 3
    # the member stays (the same picture), the top level is the one drawn
    assert general["picture"]["transitions"] == exact["picture"]["transitions"]
    types = {
        (t["source"], t["letter"], t["target"]): t["type"] for t in general["transition_types"]
    }
    assert types == {(0, "g", 0): "neutral", (0, "f", 1): "neutral", (1, ERR, 2): "incorrect"}
    assert general["neighbourhoods"] == [1] and exact["neighbourhoods"] == [2]
    main(common[:-1])
    assert "picture: every word of length ≤ 5 decided" in capsys.readouterr().out
