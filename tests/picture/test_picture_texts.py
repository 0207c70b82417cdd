"""Issue 20, item 2: no text lists an undecided sequence as a failing one.

The picture of the session program at loop bound 3 *without* leaving out the stutters (the
picture the issue reported: s_open (s_read | s_write | s_close)* !error) accepts words no run
produces; the words shown for its states and the CLI text must mark them as assumed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from errlang.automata.picture import generalised_words, is_fact, words_through
from errlang.encoder.encoding import ERROR_LETTER as ERR
from errlang.teacher.decided import DecidedWords, cut_words, picture_of
from picture_support import PROGRAMS, learn_at


def unreduced_session_picture():  # type: ignore[no-untyped-def]
    learned = learn_at("session_api.c", 13, 3)
    teacher = learned.teacher
    cuts = cut_words(teacher.encoding, teacher.solver, teacher.max_length, reduce=False)
    decided = DecidedWords(3, teacher.max_length, learned.exact, teacher.final_letter, cuts)
    return learned, decided, picture_of(decided)


def test_words_shown_for_a_state_are_marked_decided_only_when_they_fail() -> None:
    learned, decided, picture = unreduced_session_picture()
    assert picture.dfa.accepts(("s_open", "s_write", ERR))  # the false claim
    shown = words_through(picture.dfa, learned.exact, decided.max_length)
    listed = {w.word for words in shown.values() for w in words}
    # the panel said "shortest failing sequences through it: s_open · assertion fails"
    assert ("s_open", ERR) not in listed and ("s_open", "s_write", ERR) not in listed
    for words in shown.values():
        for w in words:
            assert w.decided == learned.teacher.membership(w.word), w
            assert picture.dfa.accepts(w.word)
        decided_first = [w.decided for w in words]
        assert decided_first == sorted(decided_first, reverse=True)
    assert ("s_open", "s_write", ERR) in generalised_words(
        picture.dfa, learned.exact, decided.max_length, limit=20
    )
    assert not is_fact(("s_open", "s_write", ERR), learned.exact, decided.max_length)


def test_learn_json_and_text_mark_what_only_the_picture_accepts() -> None:
    program = str(PROGRAMS / "session_api.c")
    command = [sys.executable, "-m", "errlang.cli.main", "learn", program, "--line", "13"]
    command += ["--loop-bound", "3", "--timeout", "60"]
    document = json.loads(subprocess.run([*command, "--json"], capture_output=True, text=True,
                                         check=True).stdout)  # fmt: skip
    picture = document["picture"]
    learned = learn_at("session_api.c", 13, 3)
    for entry in picture["words_through"]:
        for shown in entry["words"]:
            assert shown["decided"] == learned.teacher.membership(tuple(shown["word"]))
    assert picture["generalised_words"]
    for word in picture["generalised_words"]:
        assert not learned.teacher.membership(tuple(word)) or len(word) > 5
    text = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    line = next(x for x in text.splitlines() if x.startswith("generalised"))
    assert "the picture assumes these; not checked" in line
    assert "s_open s_write !error" not in text  # neither claimed nor needed: it is rejected
    for x in text.splitlines():
        if x.startswith("word: "):  # real failing runs
            word = tuple(x[len("word: ") :].split("   ")[0].split())
            assert learned.teacher.membership(word)


def test_schema_knows_the_new_members() -> None:
    schema = json.loads(
        (Path(__file__).parents[2] / "core/errlang/schema/automaton.schema.json").read_text()
    )
    members = schema["properties"]["picture"]["properties"]
    assert {"words_through", "generalised_words", "timed_out"} <= members.keys()
