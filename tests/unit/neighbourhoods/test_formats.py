"""Aldebaran `.aut` and JSON LTS input and output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.automata.aut import dumps_aut, loads_aut
from errlang.automata.lts import LTS, LTSFormatError, Transition, load_lts


def test_aut_labels_quoted_unquoted_and_blank_lines() -> None:
    text = 'des (1, 3, 3)\n\n(0, "SEND !1, 2", 1)\n( 1 , i , 2 )\n(2,"a\\"b",0)\n\n'
    lts = loads_aut(text)
    assert lts.initial == 1
    assert lts.states == (0, 1, 2)
    assert [t.label for t in lts.transitions] == ["SEND !1, 2", "i", 'a\\"b']


def test_aut_round_trip_and_renumbering() -> None:
    lts = LTS.from_triples("p", [("p", "go", "q"), ("q", "back, again", "p")])
    text = dumps_aut(lts)
    assert text.splitlines()[0] == "des (0, 2, 2)"
    again = loads_aut(text)
    assert [(t.source, t.label, t.target) for t in again.transitions] == [
        (0, "go", 1),
        (1, "back, again", 0),
    ]
    numbered = loads_aut(dumps_aut(again))
    assert numbered == again


def test_duplicate_transitions_are_one_element_of_t() -> None:
    lts = loads_aut('des (0, 3, 2)\n(0, "a", 1)\n(0, "a", 1)\n(1, "b", 0)\n')
    assert lts.transitions == (Transition(0, "a", 1), Transition(1, "b", 0))


def test_json_round_trip_and_state_names() -> None:
    lts = LTS.from_json({"initial": "a", "transitions": [["a", "x", 3], [3, "y", "a"]]})
    assert lts.states == ("a", 3)
    assert LTS.from_json(lts.to_json()) == lts
    with pytest.raises(LTSFormatError, match="same name"):
        LTS.from_json({"initial": 1, "transitions": [[1, "x", "1"]]})
    with pytest.raises(LTSFormatError, match="non-empty string"):
        LTS.from_json({"initial": 1, "transitions": [[1, 2, 3]]})
    with pytest.raises(LTSFormatError, match="integer or a string"):
        LTS.from_json({"initial": True, "transitions": []})


def test_load_lts_detects_format(tmp_path: Path) -> None:
    (tmp_path / "a.aut").write_text('des (0, 1, 2)\n(0, "x", 1)\n')
    (tmp_path / "b.json").write_text(json.dumps({"initial": 0, "transitions": [[0, "x", 1]]}))
    (tmp_path / "c").write_text("  des (0, 1, 2)\n(0, x, 1)\n")
    loaded = [load_lts(tmp_path / name) for name in ("a.aut", "b.json", "c")]
    assert loaded[0] == loaded[2]
    assert loaded[1].transitions == loaded[0].transitions


def test_error_lines_are_one_line() -> None:
    with pytest.raises(LTSFormatError) as caught:
        loads_aut('des (0, 2, 2)\n(0, "a", 1)\n(0, "a, 1)\n', source="m.aut")
    assert str(caught.value).startswith("m.aut:3: ")
    assert caught.value.line == 3 and "\n" not in str(caught.value)
