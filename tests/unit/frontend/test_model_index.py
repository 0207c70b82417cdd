"""The index of errlang's C models read from their text (frontend/library.model_files) names
exactly the functions each file defines when parsed: a program links only the files it needs,
and a function missed by the index would silently be an unknown external."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.frontend import library


@pytest.mark.parametrize("path", sorted(library.MODELS_DIR.glob("*.c")), ids=lambda p: p.name)
def test_the_index_names_what_the_parser_finds(path: Path) -> None:
    parsed = set(library._parsed(path))
    assert library.defined_names(path.read_text(encoding="utf-8")) == parsed


def test_the_scan_skips_what_is_no_definition() -> None:
    text = """
    #define BODY(x) { return x; }
    struct s { int (*f)(int); };
    static int table[] = { 1, 2 };
    int declared(int);
    /* int commented(void) { } */
    const char *braces(void) { return "{ int fake(void) {"; }
    __attribute__((noreturn)) void stop(void) { for (;;) { } }
    static int helper(char c) { return c == '{'; }
    """
    assert library.defined_names(text) == {"braces", "stop", "helper"}


def test_linking_by_the_index_gives_the_models_and_what_they_call() -> None:
    linked = library.link(["atoi"], [])
    assert {"atoi", "strtol"} <= set(linked)
    assert linked["atoi"] is library.models()["atoi"]
