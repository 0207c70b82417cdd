"""An input drawn by a call is shown in the program's words: never by the name of the model
errlang calls beside a library call (``__errlang_after_scanf``) nor by the engine's notation
for a scanf conversion (``fscanf:1``)."""

from __future__ import annotations

from errlang.teacher.runs import InputValue, call_words


def test_a_plain_call_is_named_by_its_function_and_line() -> None:
    assert call_words("read", 5) == "read() at line 5"
    assert call_words("time", None) == "time()"


def test_a_scanf_conversion_is_named_by_its_number() -> None:
    assert call_words("fscanf:1", 7) == "fscanf() at line 7, conversion 1"


def test_a_companion_model_is_named_by_the_calls_it_serves() -> None:
    assert call_words("__errlang_after_scanf", 7) == (
        "fscanf() at line 7 (the stream's state after it)"
    )
    assert call_words("__errlang_after_read", 3) == (
        "fgetc() or getc() at line 3 (the stream's state after it)"
    )
    shown = InputValue("__errlang_after_getchar", 9, 0).text()
    assert shown == "getchar() at line 9 (the stream's state after it) = 0"
    assert "__errlang" not in shown


def test_a_model_called_by_a_macro_of_errlangs_headers_is_named_by_the_macro() -> None:
    """``__cpuid_count(1, 0, a, b, c, d)`` is errlang's cpuid.h macro for its model
    ``__errlang_cpuid``: the run's registers were shown as ``__errlang_cpuid() at line 11``."""
    assert call_words("__errlang_cpuid", 11) == "__cpuid() or __cpuid_count() at line 11"
