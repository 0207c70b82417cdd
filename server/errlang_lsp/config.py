"""The server's settings: the client's ``errlang`` configuration section, typed.

Read through ``workspace/configuration`` (section ``errlang``, scoped to the document) at each
analysis, falling back to ``initializationOptions`` when the client cannot answer. The keys the
VS Code extension contributes are :data:`ENGINE_KEYS` (each one field of the engine's
``errlang.session.Settings``; the alphabet kinds and defaults are imported from
``errlang.vocabulary``, which loads nothing of the engine: no z3 in the server process) and
:data:`SERVER_KEYS`; ``pythonPath``, ``replay.enabled`` and ``trace.server`` are the client's
own. Values of the wrong type are ignored with a warning, never fatal.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from errlang.vocabulary import (
    ALPHABETS,
    DEFAULT_ALPHABET,
    DEFAULT_TIMEOUT,
    AlphabetKind,
)

from errlang_lsp.compile_commands import flags_for

log = logging.getLogger(__name__)

ENGINE_KEYS = {
    "loopBound": "loop_bound",
    "maxLength": "max_length",
    "alphabet": "alphabet",
    "timeout": "timeout",
    "includePaths": "include_dirs",
    "defines": "defines",
}
"""The client's key of each engine setting (a field of ``errlang.session.settings.Settings``)."""
SERVER_KEYS = {"learnOnSave": "learn_on_save"}
"""The client's keys of the server's own settings."""


@dataclass(frozen=True)
class ServerSettings:
    loop_bound: int | None = None
    max_length: int | None = None
    alphabet: tuple[AlphabetKind, ...] = DEFAULT_ALPHABET
    learn_on_save: bool = True
    timeout: float = DEFAULT_TIMEOUT
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()

    @classmethod
    def from_client(cls, value: Any) -> ServerSettings:
        """Parse the ``errlang`` section as a client sends it (camelCase keys)."""
        section: Mapping[str, Any] = _as_mapping(value)
        default = cls()
        return cls(
            loop_bound=_positive_int(section.get("loopBound"), "loopBound"),
            max_length=_positive_int(section.get("maxLength"), "maxLength"),
            alphabet=_alphabet(section.get("alphabet")) or default.alphabet,
            learn_on_save=_bool(section.get("learnOnSave"), default.learn_on_save),
            timeout=_positive_float(section.get("timeout")) or default.timeout,
            include_dirs=_strings(section.get("includePaths")),
            defines=_strings(section.get("defines")),
        )

    def engine_settings(
        self, path: Path, root: Path | None, overrides: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        """Keyword arguments of ``errlang.session.Settings`` for one analysis of ``path``:
        these settings, then ``compile_commands.json``'s ``-I``/``-D``, then a marker's
        ``overrides`` (its ``alphabet=…``, ``loop-bound=…``, ``max-length=…``)."""
        compiled = flags_for(path, root)
        includes = [_resolve(p, root) for p in self.include_dirs]
        settings: dict[str, Any] = {
            "loop_bound": self.loop_bound,
            "max_length": self.max_length,
            "alphabet": list(self.alphabet),
            "timeout": self.timeout,
            "include_dirs": _unique([*includes, *compiled.include_dirs]),
            "defines": _unique([*self.defines, *compiled.defines]),
        }
        for key, item in (overrides or {}).items():
            settings[key] = list(item) if isinstance(item, tuple) else item
        return settings


def _as_mapping(value: Any) -> Mapping[str, Any]:
    if isinstance(value, Mapping):
        return value
    if value is not None and hasattr(value, "_asdict"):  # pygls's namedtuple objects
        return dict(value._asdict())
    return {}


def _positive_int(value: Any, name: str) -> int | None:
    if value is None or value == "" or value == 0:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        log.warning("ignoring errlang.%s = %r (not a number)", name, value)
        return None
    try:
        number = int(value)
    except ValueError:
        log.warning("ignoring errlang.%s = %r (not a number)", name, value)
        return None
    return number if number > 0 else None


def _positive_float(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    try:
        number = float(value)
    except ValueError:
        return None
    return number if number > 0 else None


def _bool(value: Any, default: bool) -> bool:
    return value if isinstance(value, bool) else default


def _alphabet(value: Any) -> tuple[AlphabetKind, ...]:
    names = value.split(",") if isinstance(value, str) else _strings(value)
    chosen = tuple(n.strip() for n in names if n.strip())
    unknown = [n for n in chosen if n not in ALPHABETS]
    if unknown:
        log.warning("ignoring unknown alphabet(s) %s", ", ".join(unknown))
    return tuple(kind for n in chosen for kind in ALPHABETS if kind == n)


def _strings(value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,) if value else ()
    if isinstance(value, list | tuple):
        return tuple(str(v) for v in value if isinstance(v, str | int) and str(v))
    return ()


def _resolve(path: str, root: Path | None) -> str:
    if root is not None:
        path = path.replace("${workspaceFolder}", str(root))
    candidate = Path(path).expanduser()
    if not candidate.is_absolute() and root is not None:
        candidate = root / candidate
    return str(candidate)


def _unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))
