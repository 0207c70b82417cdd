"""`errlang learn` carries the picture beside the exact automaton (issue 13, items 3–4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.automata.export import dfa_from_json
from errlang.automata.operations import minimise
from errlang.cli.main import main
from errlang.encoder.encoding import ERROR_LETTER as ERR
from errlang.session import Settings, learn
from picture_support import PROGRAMS, learn_at

LOOP = str(PROGRAMS / "loop_then_fail.c")
LIST = str(PROGRAMS / "list_insert.c")
BOUNDED = str(PROGRAMS / "bounded_input.c")
G_STAR_F_ERR = [[0, "f", 1], [0, "g", 0], [1, ERR, 2]]


def triples(member: dict) -> list[list[object]]:
    return sorted([t["source"], t["letter"], t["target"]] for t in member["transitions"])


def test_driver_stops_when_the_picture_is_stable_and_the_exact_automaton_is_unchanged() -> None:
    result = learn(LOOP, line=9)
    picture = result["picture"]
    assert triples(picture) == G_STAR_F_ERR and len(picture["states"]) == 3
    assert picture["learned_at_bound"] == 1 and picture["confirmed_at_bounds"] == [2]
    # the exact chain never stabilises; since issue 31 the picture of bound 1 is confirmed
    # at bound 2 by queries before bound 2 is learned, so the driver stops at bound 1
    assert result["bounds"]["bounds_tried"] == [1]
    assert (
        "confirmed at loop bound 2 (its decided words checked by queries)"
        in (result["bounds"]["stopped"])
    )
    assert [t["loop"] for t in picture["transitions"] if t["letter"] == "g"] == [True]
    exact = dfa_from_json(result)
    assert minimise(exact) == minimise(learn_at("loop_then_fail.c", 9, 1).exact)
    assert "the loop at state 0 (g) generalises, confirmed at bound 2" in picture["guarantee"]


@pytest.mark.parametrize("bound", [1, 2, 3])
def test_loop_picture_at_every_fixed_bound(bound: int) -> None:
    result = learn(LOOP, line=9, settings=Settings(loop_bound=bound))
    assert triples(result["picture"]) == G_STAR_F_ERR
    assert result["picture"]["confirmed_at_bounds"] == [bound + 1]
    assert len(result["states"]) == bound + 3  # the exact automaton: the unrolled chain


def test_list_picture_at_bound_3_loops_and_is_confirmed_at_4() -> None:
    result = learn(LIST, line=25, settings=Settings(loop_bound=3))
    picture = result["picture"]
    assert len(picture["states"]) < len(result["states"])
    assert {t["letter"] for t in picture["transitions"] if t["loop"]} == {"insert"}
    assert picture["confirmed_at_bounds"] == [4]
    assert result["bounds"]["loop_bound"] == 3


def test_complete_analysis_picture_is_the_exact_automaton() -> None:
    result = learn(BOUNDED, line=9, settings=Settings(loop_bound=3))
    picture = result["picture"]
    assert picture["exact"] and not any(t["loop"] for t in picture["transitions"])
    assert minimise(dfa_from_json(picture)) == minimise(dfa_from_json(result))


def test_cli_shows_the_picture_by_default_and_the_exact_automaton_on_request(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["learn", LOOP, "--line", "9", "--loop-bound", "3"]) == 0
    general = capsys.readouterr().out
    assert "picture" in general and "3 states" in general
    assert main(["learn", LOOP, "--line", "9", "--loop-bound", "3", "--picture", "exact"]) == 0
    assert "6 states" in capsys.readouterr().out
    assert main(["learn", LOOP, "--line", "9", "--loop-bound", "3", "--format", "dot"]) == 0
    dot = capsys.readouterr().out
    assert "0 -> 0" in dot  # the g-loop
    assert main(["learn", LOOP, "--line", "9", "--loop-bound", "3", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert len(document["states"]) == 6 and len(document["picture"]["states"]) == 3


def test_a_fixed_bound_picture_refuted_at_the_next_bound_is_not_drawn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 20 through the driver: a picture the check at b+1 refutes is wrong on a word
    decided there, so the exact automaton is drawn in its place, and the JSON says so."""
    from dataclasses import replace

    from errlang.session import confirm_ahead

    def refuted(picture, teacher, budget=0, before=None):  # type: ignore[no-untyped-def]
        assert before is not None and before.loop_bound == 1  # b's decided words are passed
        assert teacher.max_length == picture.max_length  # checked at the picture's own n
        return replace(picture, refuted_at=(2,), refuted_by=("g", "g", "!error"))

    monkeypatch.setattr(confirm_ahead, "confirm_by_queries", refuted)  # the check at b+1
    result = learn(LOOP, line=9, settings=Settings(loop_bound=1, timeout=60.0))
    picture = result["picture"]
    assert picture["exact"] and picture["refuted_at_bounds"] == [2]
    assert triples(picture) == triples(result)  # the exact automaton, not g* f err
    assert not any(t["loop"] or t["generalising"] for t in picture["transitions"])
    assert "wrong on a word decided within loop bound 2" in picture["guarantee"]
    assert "(g g !error: no run produces it)" in picture["guarantee"]


def test_the_drivers_last_picture_is_checked_at_the_next_bound(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The bound driver stopped at its largest bound with a picture not yet confirmed: it is
    checked at the next bound like a fixed bound's (here confirmed at 2); the words of the
    exact automaton stay facts although its stability is unproven (they are failures within
    the bound: not listed as generalised, and decided in `words_through`)."""
    from errlang.session import driver

    monkeypatch.setattr(driver, "MAX_DRIVER_BOUND", 1)
    result = learn(LOOP, line=9, settings=Settings(timeout=60.0))
    assert result["bounds"]["bounds_tried"] == [1]
    # issue 31: a picture confirmed at b+1 (here by the check after the last bound) is the
    # driver's stopping rule, so stability is no longer listed as unproven
    assert not any(u.startswith("stability:") for u in result["guarantee"]["unproven"])
    picture = result["picture"]
    assert triples(picture) == G_STAR_F_ERR
    assert picture["learned_at_bound"] == 1 and picture["confirmed_at_bounds"] == [2]
    exact = dfa_from_json(result)
    assert not any(exact.accepts(tuple(w)) for w in picture["generalised_words"])
    through = [w for state in picture["words_through"] for w in state["words"]]
    assert ["f", ERR] in [w["word"] for w in through if w["decided"]]
