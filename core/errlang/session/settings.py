"""Analysis settings shared by the CLI, the server and markers."""

from __future__ import annotations

from dataclasses import dataclass

ALPHABETS = ("functions", "calls", "branches", "events")
DEFAULT_CHECK_BOUND = 3


@dataclass(frozen=True)
class Settings:
    loop_bound: int | None = None  # None: the bound driver picks (learn); 3 for check
    max_length: int | None = None
    alphabet: tuple[str, ...] = ("functions",)
    timeout: float = 60.0  # seconds per analysis
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    algorithm: str = "kv"


def parse_alphabet(text: str) -> tuple[str, ...]:
    """``functions,calls`` → ("functions", "calls"); raises ValueError on unknown names."""
    names = tuple(dict.fromkeys(part.strip() for part in text.split(",") if part.strip()))
    unknown = [name for name in names if name not in ALPHABETS]
    if unknown or not names:
        raise ValueError(
            f"unknown alphabet {', '.join(unknown) or '(empty)'}; "
            f"choose from {', '.join(ALPHABETS)}"
        )
    return names
