"""Which units are C: a unit whose name says it is C++ (or Objective-C) is refused at its first
line with a message saying so, before the preprocessor, which would otherwise stop at the first
C++ header (``cstring: No such file or directory``) or pycparser at the first C++ construct —
an error about the wrong thing. gcc and g++ choose the language by the same suffixes (gcc's
manual, "Options Controlling the Kind of Output"); errlang analyses C only (DESIGN §2)."""

from __future__ import annotations

from pathlib import Path

from errlang.frontend.errors import Diagnostic, FrontendError

CPLUSPLUS_SUFFIXES = frozenset(
    {
        ".cc",
        ".cp",
        ".cxx",
        ".cpp",
        ".c++",
        ".C",
        ".CPP",
        ".hh",
        ".hpp",
        ".hxx",
        ".h++",
        ".H",
        ".tcc",
    }
)
OBJECTIVE_C_SUFFIXES = frozenset({".m", ".mm", ".M"})


def language_of(path: Path) -> str:
    """``"C++"``, ``"Objective-C"`` or ``"C"``, by the file's suffix as gcc reads it."""
    if path.suffix in CPLUSPLUS_SUFFIXES:
        return "C++"
    if path.suffix in OBJECTIVE_C_SUFFIXES:
        return "Objective-C"
    return "C"


def refuse_other_language(path: Path) -> None:
    """Raise a located :class:`FrontendError` when ``path`` names a unit that is not C."""
    language = language_of(path)
    if language == "C":
        return
    message = (
        f"'{path.name}' is {language} (gcc compiles a '{path.suffix}' file as {language}): "
        "errlang checks C only. A C harness can still check a library whose C parts are "
        'linked alone, or call its extern "C" functions through a C test double written in '
        "their place (docs/realc.md)"
    )
    raise FrontendError([Diagnostic(str(path), 1, 1, message)])
