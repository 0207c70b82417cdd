"""The server's settings: the client's ``errlang`` configuration section, typed.

Read through ``workspace/configuration`` (section ``errlang``, scoped to the document) at each
analysis, falling back to ``initializationOptions`` when the client cannot answer. The keys the
VS Code extension contributes are :data:`ENGINE_KEYS` (each one field of the engine's
``errlang.session.Settings``; the alphabet kinds and defaults are imported from
``errlang.vocabulary``, which loads nothing of the engine: no z3 in the server process) and
:data:`SERVER_KEYS` (the server's own, among them the options of the on-demand PAC and model
runs, ``pac.*`` and ``model.*``: :meth:`ServerSettings.pac_options`,
:meth:`ServerSettings.model_options`); ``pythonPath``, ``replay.enabled`` and ``trace.server``
are the client's own. A dotted key is read flat (``"pac.epsilon"``) or nested (``{"pac":
{"epsilon": …}}``, as VS Code sends a section). Values of the wrong type are ignored with a
warning, never fatal.
"""

from __future__ import annotations

import logging
import re
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
    "mallocMayFail": "malloc_may_fail",
    "entry": "entry_point",
}
"""The client's key of each engine setting (a field of ``errlang.session.settings.Settings``)."""
SERVER_KEYS = {
    "learnOnSave": "learn_on_save",
    "linkProject": "link_project",
    "pac.epsilon": "pac_epsilon",
    "pac.confidence": "pac_confidence",
    "pac.batch": "pac_batch",
    "pac.timeout": "pac_timeout",
    "model.traces": "model_traces",
    "model.length": "model_length",
    "model.timeout": "model_timeout",
}
"""The client's keys of the server's own settings (``pac.*``: ``errlang.verifyPac``'s options,
the fields of ``errlang.pac.results.PacSettings``; ``model.*``: ``errlang.learnModel``'s)."""


@dataclass(frozen=True)
class ServerSettings:
    loop_bound: int | None = None
    max_length: int | None = None
    alphabet: tuple[AlphabetKind, ...] = DEFAULT_ALPHABET
    learn_on_save: bool = True
    timeout: float = DEFAULT_TIMEOUT
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    pac_epsilon: float = 0.1  # ε of PAC(ε, δ) (docs/pac.md)
    pac_confidence: float = 0.9  # δ
    pac_batch: int = 10  # k, runs per sampled batch
    pac_timeout: float = DEFAULT_TIMEOUT
    model_traces: int = 50  # random simulation traces (docs/model.md)
    model_length: int = 50  # steps per trace
    model_timeout: float = DEFAULT_TIMEOUT
    link_project: bool = True  # a unit of compile_commands.json is analysed in its program
    malloc_may_fail: bool = False  # malloc/calloc/realloc may return NULL (docs/semantics.md)
    entry_point: str = "main"  # the function the runs start in (errlang check --entry F)

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
            link_project=_bool(section.get("linkProject"), default.link_project),
            timeout=_positive_float(section.get("timeout")) or default.timeout,
            include_dirs=_strings(section.get("includePaths")),
            defines=_strings(section.get("defines")),
            malloc_may_fail=_bool(section.get("mallocMayFail"), default.malloc_may_fail),
            entry_point=_identifier(section.get("entry"), "entry") or default.entry_point,
            pac_epsilon=_probability(_dotted(section, "pac.epsilon")) or default.pac_epsilon,
            pac_confidence=_probability(_dotted(section, "pac.confidence"))
            or default.pac_confidence,
            pac_batch=_positive_int(_dotted(section, "pac.batch"), "pac.batch")
            or default.pac_batch,
            pac_timeout=_positive_float(_dotted(section, "pac.timeout")) or default.pac_timeout,
            model_traces=_positive_int(_dotted(section, "model.traces"), "model.traces")
            or default.model_traces,
            model_length=_positive_int(_dotted(section, "model.length"), "model.length")
            or default.model_length,
            model_timeout=_positive_float(_dotted(section, "model.timeout"))
            or default.model_timeout,
        )

    def pac_options(self) -> dict[str, Any]:
        """``errlang.verifyPac``'s options (the editor job ``pac``) from the ``pac.*`` keys."""
        return {
            "epsilon": self.pac_epsilon,
            "confidence": self.pac_confidence,
            "batch": self.pac_batch,
            "timeout": self.pac_timeout,
        }

    def model_options(self) -> dict[str, Any]:
        """``errlang.learnModel``'s options (the editor job ``model``) from ``model.*``."""
        return {
            "traces": self.model_traces,
            "length": self.model_length,
            "timeout": self.model_timeout,
        }

    def user_flags(self, root: Path | None) -> dict[str, list[str]]:
        """The settings' own ``-I``/``-D`` (``includePaths``, ``defines``), for every unit of a
        program the file is linked in (each unit's flags from the database come after)."""
        return {
            "include_dirs": [_resolve(p, root) for p in self.include_dirs],
            "defines": list(self.defines),
        }

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
            "malloc_may_fail": self.malloc_may_fail,
            "entry_point": self.entry_point,
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


def _dotted(section: Mapping[str, Any], key: str) -> Any:
    """``section[key]``, or for ``"pac.epsilon"`` also ``section["pac"]["epsilon"]``."""
    if key in section:
        return section[key]
    group, _, name = key.partition(".")
    nested = _as_mapping(section.get(group))
    return nested.get(name)


def _probability(value: Any) -> float | None:
    """A number strictly between 0 and 1 (ε, δ), else None."""
    number = _positive_float(value)
    if value is not None and (number is None or number >= 1):
        log.warning("ignoring %r (not a probability in (0, 1))", value)
        return None
    return number


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


MAX_SECONDS = 1e6  # a budget past it (inf, 1e30) overflows a deadline's select(): capped


def _positive_float(value: Any) -> float | None:
    """A number above 0, at most :data:`MAX_SECONDS` (a larger one, or infinity, capped to
    it: they were taken, and overflowed a deadline); None for anything else (nan too)."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    try:
        number = float(value)
    except ValueError:
        return None
    return min(number, MAX_SECONDS) if number > 0 else None


def _identifier(value: Any, name: str) -> str | None:
    """A C identifier (a function's name), else None (empty: the default; else a warning)."""
    if value is None or value == "":
        return None
    text = value.strip() if isinstance(value, str) else ""
    if not _C_IDENTIFIER.fullmatch(text):
        log.warning("ignoring errlang.%s = %r (not a C function name)", name, value)
        return None
    return text


_C_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


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
