"""A library call's drawn choice is said by its meaning on screen (explain/call_inputs.py):
``fopen() at line 7: opened`` (was ``fopen() at line 7 = 0``), a scanf's count as the call's
return value (was ``condition at line 11 = -1``) with what fscanf's stream model drew after it
(was ``fscanf() at line 11 (the stream's state after it) = 0`` twice), a conversion the call did
not store left out, getenv's draws gathered into the string (was four numbers)."""

from __future__ import annotations

from errlang.explain.values import input_rows, input_texts
from errlang.teacher.runs import InputValue, Run

AFTER = "__errlang_after_scanf"


def _run(*inputs: InputValue) -> Run:
    return Run(word=(), inputs=inputs, steps=(), events=(), end_line=0)


def test_fopen_is_said_opened_or_failed() -> None:
    run = _run(InputValue("fopen", 7, 0), InputValue("fopen", 9, 1))
    assert input_texts(run) == ["fopen() at line 7: opened", "fopen() at line 9: failed"]
    assert input_rows(run)[0] == ("fopen() at line 7", 7, "opened")


def test_a_write_is_said_written_or_failed() -> None:
    """fwrite, fflush and fclose draw whether the write failed (include/models/stdio.c)."""
    run = _run(InputValue("fwrite", 6, 0), InputValue("fflush", 7, 1), InputValue("fclose", 8, 0))
    assert input_texts(run) == [
        "fwrite() at line 6: written",
        "fflush() at line 7: failed",
        "fclose() at line 8: closed",
    ]


def test_a_scanf_count_is_the_calls_return_value_with_what_it_met() -> None:
    run = _run(
        InputValue("fscanf", 11, -1, "condition at line 11"),
        InputValue(AFTER, 11, 0),  # no pushed-back character read
        InputValue(AFTER, 11, 0),  # EOF: the end of the file (1: a read error)
        InputValue("fscanf:1", 11, 0),  # not stored: the count is EOF
        InputValue("fscanf", 12, 1, "got"),
        InputValue(AFTER, 12, 1),  # a pushed-back character (if any) taken: not said
        InputValue(AFTER, 12, 1),  # it met the end of the file or an error...
        InputValue(AFTER, 12, 1),  # ... an error
        InputValue("fscanf:1", 12, 42, "x"),
        InputValue("fscanf", 17, 0, "condition at line 17"),  # no draw after: at its end
        InputValue("fscanf:1", 17, 5),
        InputValue("scanf", 20, 1, "condition at line 20"),
    )
    assert input_texts(run) == [
        "fscanf() at line 11 returned EOF (the end of the file)",
        "fscanf() at line 12 returned 1 (it met a read error)",
        "x = 42",
        "fscanf() at line 17 returned EOF (its file was at its end already)",
        "scanf() at line 20 returned 1",
    ]


def test_getenv_is_a_string_or_not_set() -> None:
    run = _run(
        InputValue("getenv", 5, 0),
        InputValue("getenv", 5, 2),
        InputValue("getenv", 5, 104),
        InputValue("getenv", 5, 105),
        InputValue("getenv", 6, 1),
        InputValue("__VERIFIER_nondet_int", 8, 3, "k"),
    )
    assert input_texts(run) == [
        'getenv() at line 5 = "hi"',
        "getenv() at line 6: not set",
        "k = 3",
    ]


def test_draws_that_do_not_read_as_the_model_draws_stay_numbers() -> None:
    """A getenv run cut short (its bytes not all listed) is shown as the numbers it is."""
    run = _run(InputValue("getenv", 5, 0), InputValue("getenv", 5, 3))
    assert input_texts(run) == ["getenv() at line 5 = 0", "getenv() at line 5 = 3"]
