"""The engine's input errors worded for an editor user (what to do is a setting, not a flag).

* A file that defines no ``main`` (a library file: cmark's ``buffer.c``, ``lz4.c``) is no
  input error in an editor: the check said ``no function 'main' is defined`` as an Error at the
  top of the file and called each of its assertions ``holds for every run`` (no run reaches
  it: nothing runs). The editor shows one Information at the top saying that nothing was
  checked and how to check a function of the file, and each assertion as *not checked* (a
  Hint: nothing noisy in Problems, and no claim that it holds).
  The assertions get no *Learn error language* / PAC lens (those runs start in ``main`` too),
  and their hover says the same as the Hint.
* An ``unknown`` caused by a function with no definition says how to link the unit that
  defines it; one caused by the time budget names the setting that raises it.
* Inline assembly (refused, or reached by a run) names the setting that selects a library's
  portable C path (``errlang.defines``).
* A header that is not found names the setting that adds a directory (``errlang.includePaths``)
  and ``compile_commands.json``, where the command line says ``-I``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from lsprotocol import types

from errlang_lsp.state import CheckRecord

NO_MAIN = re.compile(r"no function 'main' is defined$")
NO_DEFINITION = re.compile(r"'(\w+)' has no definition or model in errlang")
OUT_OF_TIME = re.compile(r"the time budget of [\d.]+ s ran out")
ASSEMBLY = re.compile(r"inline assembly is not supported")
MISSING_HEADER = re.compile(r"No such file or directory \(not in the -I directories")

NO_MAIN_TEXT = (
    "errlang: not checked alone — this file defines no main, and runs start in main. "
    "To check its functions, open a file whose main calls them (a harness; with a "
    "compile_commands.json the editor links this file into it), or start the runs in "
    "a function F: the errlang.entry setting, `errlang check {name} --entry F` in a "
    "terminal (F's parameters become inputs)."
)
HEADER_TEXT = (
    "errlang: not checked alone — a header is checked as part of the files that "
    "include it: open a .c file whose main calls its functions (a harness)"
)
TIMEOUT_HINT = " — the errlang.timeout setting gives each check more seconds"
ASSEMBLY_HINT = (
    " — when the code has a portable C path (most libraries do: zstd's ZSTD_DISABLE_ASM), "
    "select it with a define in the errlang.defines setting"
)
INCLUDE_HINT = (
    " — add its directory to the errlang.includePaths setting, or open the folder of a "
    "compile_commands.json whose -I flags find it"
)


def is_no_main(error: Mapping[str, Any]) -> bool:
    """Whether an engine error is the check's ``no function 'main' is defined``."""
    return bool(NO_MAIN.search(str(error.get("message", ""))))


def has_no_main(errors: Iterable[Mapping[str, Any]]) -> bool:
    return any(is_no_main(error) for error in errors)


def checked_nothing(record: CheckRecord | None) -> bool:
    """Whether ``record`` is the check of a file without ``main``: its assertions get no
    lens (learning or sampling them would fail the same way) and a hover saying so."""
    return record is not None and has_no_main(record.all_errors())


def no_main_text(name: str) -> str:
    """The note at the top of a file without ``main`` (a header: checked where included)."""
    if name.endswith((".h", ".hpp", ".hh")):
        return HEADER_TEXT
    return NO_MAIN_TEXT.format(name=name)


def unchecked_text(text: str) -> str:
    """An assertion of a file without ``main`` (the engine's vacuous ``holds``)."""
    return (
        f"`{text}` is not checked alone: this file defines no main, so no run of its own reaches it"
    )


def error_text(message: str) -> str:
    """An engine input error as the editor shows it (a missing header names the setting)."""
    if MISSING_HEADER.search(message):
        return message + INCLUDE_HINT
    if ASSEMBLY.search(message):
        return message + ASSEMBLY_HINT
    return message


def reason_text(reason: str) -> str:
    """An ``unknown`` verdict's reason as the editor shows it: a function without a
    definition (a library unit not linked: libyaml's ``yaml_parser_initialize`` from a
    harness opened alone) says how the editor links the unit that defines it."""
    if OUT_OF_TIME.search(reason):
        return reason + TIMEOUT_HINT
    if ASSEMBLY.search(reason):
        return reason + ASSEMBLY_HINT
    found = NO_DEFINITION.search(reason)
    if found is None:
        return reason
    return (
        f"{reason} — if {found.group(1)} is defined in another file, list both in a "
        "compile_commands.json: the editor then checks this file linked with it"
    )


def with_verdicts_elsewhere(
    own: list[types.Diagnostic], elsewhere: list[types.Diagnostic]
) -> list[types.Diagnostic]:
    """A file without ``main``'s diagnostics with the verdicts of the open programs that
    include or link it (``holds in program strbuf_harness.c``) in place of its own *not
    checked* on the same line (cmark's ``buffer.c`` open beside its harness said *not
    checked* although the harness's program had checked it)."""
    lines = {d.range.start.line for d in elsewhere}
    kept = [d for d in own if not (d.code == "not-checked" and d.range.start.line in lines)]
    return kept + elsewhere
