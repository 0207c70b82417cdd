"""A fixed stand-in for ``errlang.session`` behind the real errlang language server.

The real-VS-Code test selects it with ``ERRLANG_LSP_ENGINE=errlang_e2e_engine`` (this folder on
``PYTHONPATH``) to check the extension against known answers, independently of the engine:
``check`` says every ``assert(`` fails; ``learn`` answers the automaton of
``test/fixtures/vending.automaton.json`` (or ``$ERRLANG_E2E_AUTOMATON``) for the requested
line, and appends that line to the file named by ``ERRLANG_E2E_LEARN_LOG`` (so the test sees
which targets were learned).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# ``ERRLANG_E2E_AUTOMATON``: another fixture of test/fixtures (the 20-state one for Fit)
FIXTURE = (
    Path(__file__).resolve().parents[2]
    / "fixtures"
    / os.environ.get("ERRLANG_E2E_AUTOMATON", "vending.automaton.json")
)
MARKER = re.compile(r"//\s*errlang:\s*learn\b")


@dataclass(frozen=True)
class Settings:
    loop_bound: int | None = None
    max_length: int | None = None
    alphabet: tuple[str, ...] = ("functions",)
    timeout: float = 60.0
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()


@dataclass(frozen=True)
class Marker:
    line: int
    kind: str
    name: str | None = None
    options: dict[str, Any] = field(default_factory=dict)


class AnalysisError(Exception):
    def __init__(self, errors: list[dict[str, Any]]) -> None:
        super().__init__(errors[0]["message"] if errors else "bad input")
        self.errors = errors


class AnalysisCancelled(Exception):
    pass


def markers(text: str) -> list[Marker]:
    """A marker comment marks its own line if code precedes it, else the next line."""
    found = []
    for index, line in enumerate(text.splitlines()):
        match = MARKER.search(line)
        if match is None:
            continue
        alone = line[: match.start()].strip() == ""
        found.append(Marker(index + 2 if alone else index + 1, "assertion"))
    return found


def check(
    path: str,
    text: str | None = None,
    settings: Settings = Settings(),
    *,
    cancel: Callable[[], bool] | None = None,
) -> dict[str, Any]:
    text = text if text is not None else Path(path).read_text()
    assertions = [
        {
            "line": index + 1,
            "column": line.index("assert(") + 1,
            "text": line.split("assert(", 1)[1].rsplit(")", 1)[0],
            "verdict": "fails",
            "loop_bound": 3,
            "reason": None,
            "counterexample": {
                "inputs": [{"function": "nondet_int", "line": 14, "value": 2}],
                "steps": [
                    {"line": 14, "function": "main"},
                    {"line": index + 1, "function": "vend"},
                ],
            },
        }
        for index, line in enumerate(text.splitlines())
        if "assert(" in line
    ]
    return {"file": path, "assertions": assertions, "errors": []}


def learn(
    path: str,
    text: str | None = None,
    *,
    line: int | None = None,
    function: str | None = None,
    settings: Settings = Settings(),
    progress: Callable[[str, float | None], None] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> dict[str, Any]:
    if progress is not None:
        progress("learning (fixture)", 0.5)
    log = os.environ.get("ERRLANG_E2E_LEARN_LOG")
    if log:
        with open(log, "a", encoding="utf-8") as file:
            file.write(f"{line if line is not None else function}\n")
    automaton: dict[str, Any] = json.loads(FIXTURE.read_text())
    automaton["target"] = {**automaton["target"], "line": line, "file": Path(path).name}
    return automaton


def membership(
    path: str,
    text: str | None = None,
    *,
    line: int,
    word: Sequence[str],
    settings: Settings = Settings(),
) -> dict[str, Any]:
    return {"member": list(word) == ["vend", "err"], "run": None}
