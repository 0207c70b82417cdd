"""The picture member of an automaton document: schema-valid, and read back unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.session.picture import picture_from_json, picture_json
from errlang.teacher.decided import ConfirmedPicture, decided_words, follow
from picture_support import learn_at

SCHEMA = Path(__file__).resolve().parents[2] / "core" / "errlang" / "schema"


def confirmed_list_picture() -> ConfirmedPicture:
    followed = None
    for bound in (2, 3):
        learned = learn_at("list_insert.c", 25, bound)
        followed = follow(followed, decided_words(learned.teacher, learned.exact))
    assert followed is not None
    return followed


def test_picture_json_round_trip() -> None:
    confirmed = confirmed_list_picture()
    document = picture_json(confirmed)
    assert document["confirmed_at_bounds"] == [3] and document["learned_at_bound"] == 2
    loops = [(t["source"], t["letter"]) for t in document["transitions"] if t["loop"]]
    assert [letter for _, letter in loops] == ["insert"]
    back = picture_from_json(json.loads(json.dumps(document)))
    assert back.picture.dfa == confirmed.picture.dfa
    assert back.confirmed_at == confirmed.confirmed_at
    assert back.guarantee() == confirmed.guarantee() == document["guarantee"]


def test_picture_member_follows_the_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((SCHEMA / "automaton.schema.json").read_text())
    picture = picture_json(confirmed_list_picture())
    document = {
        "target": {},
        "alphabet": [],
        "error_letter": "!error",
        "initial": 0,
        "states": [{"id": 0, "accepting": False, "doomed": False}],
        "transitions": [],
        "bounds": {"loop_bound": 3, "max_length": 5},
        "guarantee": {"exact_up_to_length": 5, "unproven": []},
        "stats": {
            "membership_queries": 0,
            "filtered": 0,
            "cached": 0,
            "solver_calls": 0,
            "equivalence_queries": 0,
            "seconds": 0,
        },
        "picture": picture,
    }
    jsonschema.validate(document, schema)
    picture["transitions"][0]["colour"] = "red"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(document, schema)
