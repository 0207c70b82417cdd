"""The one walk over an engine JSON document (``errlang.json_walk``) and its readers: the
files of a learned run's steps read from the check (``step_files``) and a unit's own files
dropped from a program's result (``program.localise``)."""

from __future__ import annotations

from pathlib import Path

from errlang.json_walk import objects
from errlang_lsp.program import localise
from errlang_lsp.step_files import function_files, with_step_files


def test_objects_come_parents_first_with_their_keys_and_skip_what_is_asked() -> None:
    document = {"a": [{"b": {"c": 1}}, 2], "target": {"d": {}}}
    seen = [(sorted(node), key) for node, key in objects(document)]
    assert seen == [
        (["a", "target"], None),
        (["b"], "a"),
        (["c"], "b"),
        (["d"], "target"),
        ([], "d"),
    ]
    skipped = [key for _, key in objects(document, skip=frozenset({"target"}))]
    assert skipped == [None, "a", "b"]


def test_step_files_come_from_the_checks_steps_and_reach_every_located_item() -> None:
    check = {
        "assertions": [
            {
                "counterexample": {
                    "steps": [
                        {"line": 3, "function": "main"},
                        {"line": 27, "function": "hash", "file": "lib.c"},
                        {"line": 5, "function": "both", "file": "lib.c"},
                        {"line": 6, "function": "both"},
                    ],
                    "inputs": [{"function": "hash", "file": "other.c"}],  # not a step
                }
            }
        ]
    }
    files = function_files(check)
    assert files == {"hash": "lib.c"}  # main is the document's, both is in two places
    automaton = {
        "target": {"line": 27, "function": "hash"},
        "counterexamples": [{"steps": [{"line": 27, "function": "hash"}]}],
        "alphabet": [{"locations": [{"line": 28, "function": "hash"}]}],
    }
    with_step_files(automaton, files)
    assert automaton["counterexamples"][0]["steps"][0]["file"] == "lib.c"
    assert automaton["alphabet"][0]["locations"][0]["file"] == "lib.c"
    assert "file" not in automaton["target"]  # the target is the document's


def test_localise_drops_the_files_that_are_the_document_but_a_targets(tmp_path: Path) -> None:
    path = tmp_path / "main.c"
    own, other = str(path), str(tmp_path / "lib.c")
    document = {
        "program": {"units": [own, other]},
        "target": {"file": own},
        "steps": [{"line": 1, "file": own}, {"line": 2, "file": other}],
    }
    localise(document, path)
    assert document["target"] == {"file": own}
    assert document["steps"] == [{"line": 1}, {"line": 2, "file": other}]
