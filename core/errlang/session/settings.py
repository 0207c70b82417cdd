"""Analysis settings shared by the CLI, the server and markers.

The names and types of the settings are this dataclass's fields; the alphabet kinds, the
algorithms and the defaults come from :mod:`errlang.vocabulary` (importable without the engine,
so the server's configuration uses the same lists); a test checks that the VS Code extension's
``package.json`` offers the same choices.
"""

from __future__ import annotations

from dataclasses import dataclass

from errlang.frontend.entry import DEFAULT_MAX_BYTES, EntryOptions
from errlang.vocabulary import (
    ALGORITHMS,
    ALPHABETS,
    DEFAULT_ALPHABET,
    DEFAULT_CHECK_BOUND,
    DEFAULT_TIMEOUT,
    Algorithm,
    AlphabetKind,
)

__all__ = [
    "ALGORITHMS",
    "ALPHABETS",
    "DEFAULT_ALPHABET",
    "DEFAULT_CHECK_BOUND",
    "DEFAULT_TIMEOUT",
    "Algorithm",
    "AlphabetKind",
    "Settings",
    "parse_alphabet",
]


@dataclass(frozen=True)
class Settings:
    """How one program version is analysed. ``alphabet`` holds event *kinds* (the letters
    are what the kinds produce on a program)."""

    loop_bound: int | None = None  # None: the bound driver picks (learn); 3 for check
    max_length: int | None = None  # None: the longest word of a run within the bound
    alphabet: tuple[AlphabetKind, ...] = DEFAULT_ALPHABET
    timeout: float = DEFAULT_TIMEOUT  # seconds per analysis
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    algorithm: Algorithm = "kv"
    # at a fixed loop bound b, check a generalising picture against the decided words of b+1
    confirm_picture: bool = True
    # an entry point's buffers (--max-bytes) and pointers (--nullable): errlang.frontend.entry
    max_bytes: int = DEFAULT_MAX_BYTES
    nullable: bool = False
    # malloc/calloc may return NULL (--malloc-may-fail; docs/semantics.md "Memory")
    malloc_may_fail: bool = False
    # the function the runs start in (--entry F; the editor's errlang.entry): errlang.frontend.entry
    entry_point: str = "main"

    @property
    def entry(self) -> EntryOptions:
        """How the entry point's pointer parameters are built (a fuzz target's buffer), and
        whether allocations may fail, and the entry point."""
        return EntryOptions(self.max_bytes, self.nullable, self.malloc_may_fail, self.entry_point)


def parse_alphabet(text: str) -> tuple[AlphabetKind, ...]:
    """``functions,calls`` → ("functions", "calls"); raises ValueError on unknown names."""
    names = tuple(dict.fromkeys(part.strip() for part in text.split(",") if part.strip()))
    unknown = [name for name in names if name not in ALPHABETS]
    if unknown or not names:
        raise ValueError(
            f"unknown alphabet {', '.join(unknown) or '(empty)'}; "
            f"choose from {', '.join(ALPHABETS)}"
        )
    return tuple(kind for name in names for kind in ALPHABETS if kind == name)
