"""``workspace/executeCommand`` ``errlang.checkWorkspace [folderUri]``: check every program of
the workspace's build (issue 22) and publish diagnostics for every unit.

The compilation database is found as clangd finds it (the folder, its ``build/``, an
ancestor's). The programs run through the same executor as ``errlang check --project``: the
command line itself, in a subprocess (the server never forks the engine), with the workers the
server was started with, and the default time budget per program. Each unit of the project
gets diagnostics (an empty list clears older ones): a failing assertion or an undefined
behaviour is an error naming its program, ``unknown`` a warning, ``holds`` and
``holds-within-bound`` a hint with the bound; a unit that was skipped, or a program that does
not link, an error at its location. A document's own analysis (on open and edit) replaces the
diagnostics of that document. Returns a summary
``{state, database, programs, failing, files, skipped}``.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from errlang.project.copies import copy_of
from errlang_lsp.config import DEFAULT_TIMEOUT, ServerSettings
from errlang_lsp.features.automaton import plain
from errlang_lsp.features.base import Feature
from lsprotocol import types

CHECK_WORKSPACE = "errlang.checkWorkspace"
SOURCE = "errlang (workspace)"
SEVERITY = {
    "fails": types.DiagnosticSeverity.Error,
    "unknown": types.DiagnosticSeverity.Warning,
    "holds": types.DiagnosticSeverity.Hint,
    "holds-within-bound": types.DiagnosticSeverity.Hint,
}


class WorkspaceCheckFeature(Feature):
    async def errlang_check_workspace(self, *arguments: Any) -> dict[str, Any]:
        """Run the check and say its outcome in a message too: a command run from the
        palette has no other way to tell the user (VS Code drops the command's answer)."""
        started = time.monotonic()
        summary = await self._check_workspace(arguments[0] if arguments else None)
        self.server.window_show_message(summary_message(summary, time.monotonic() - started))
        return summary

    async def _check_workspace(self, argument: object) -> dict[str, Any]:
        from errlang.project.compdb import find_database  # light: no engine

        folder = _folder(argument) or self._root()
        database = find_database(folder) if folder is not None else None
        if folder is None or database is None:
            return {"state": "no-database", "folder": str(folder)}
        timeout = await self._timeout(folder)
        command = [
            sys.executable,
            "-m",
            "errlang",
            "check",
            "--project",
            str(database),
            "--json",
            "--timeout",
            str(timeout),
            "--workers",
            str(max(1, self.server.pool.size)),
        ]
        process = await asyncio.create_subprocess_exec(
            *command,
            cwd=str(folder),
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, err = await process.communicate()
        try:
            report = json.loads(out)
        except json.JSONDecodeError:
            tail = err.decode(errors="replace").strip().splitlines()[-3:]
            return {"state": "failed", "database": str(database), "message": "\n".join(tail)}
        published = publish_report(self.server, report, folder)
        failing = sum(
            a["verdict"] == "fails"
            for program in report["programs"]
            for a in program["check"]["assertions"]
        )
        return {
            "state": "done",
            "database": str(database),
            "programs": len(report["programs"]),
            "failing": failing,
            "files": len(published),
            "skipped": len(report["skipped"]),
            "timeout": timeout,
        }

    async def _timeout(self, folder: Path) -> float:
        """The ``errlang.timeout`` setting of ``folder`` (each program's budget; was always
        the default whatever the user set), the default when the client does not say."""
        workspace = self.server.client_capabilities.workspace
        if not (workspace and workspace.configuration):
            return DEFAULT_TIMEOUT
        item = types.ConfigurationItem(scope_uri=folder.resolve().as_uri(), section="errlang")
        request = types.ConfigurationParams(items=[item])
        answer = asyncio.ensure_future(self.server.workspace_configuration_async(request))
        done, _ = await asyncio.wait({answer}, timeout=3.0)  # never cancelled (pygls)
        if not done or answer.exception() is not None or not answer.result():
            return DEFAULT_TIMEOUT
        return ServerSettings.from_client(plain(answer.result()[0])).timeout

    def _root(self) -> Path | None:
        root = self.server.workspace.root_path
        return Path(root) if root else None


def _folder(uri: object) -> Path | None:
    if not isinstance(uri, str) or not uri:
        return None
    parsed = urlparse(uri)
    return Path(unquote(parsed.path)) if parsed.scheme == "file" else Path(uri)


def report_diagnostics(report: dict[str, Any], base: Path) -> dict[str, list[types.Diagnostic]]:
    """The diagnostics of each file (by URI) of a ``check --project --json`` report whose
    paths are relative to ``base``."""
    found: dict[str, list[types.Diagnostic]] = {}

    def add(file: str, line: int, column: int, severity: Any, message: str, code: str) -> None:
        uri = (base / file).resolve().as_uri()
        position = types.Position(line=max(0, line - 1), character=max(0, column - 1))
        found.setdefault(uri, []).append(
            types.Diagnostic(
                range=types.Range(start=position, end=position),
                message=message,
                severity=severity,
                source=SOURCE,
                code=code,
            )
        )

    for program in report["programs"]:
        name, check = program["name"], program["check"]
        for unit in program["units"]:
            found.setdefault((base / unit).resolve().as_uri(), [])
        for item in check.get("assertions", []):
            bound = f" (loop bound {item['loop_bound']})" if item.get("loop_bound") else ""
            copy = copy_of(item, check)  # a header's static: which unit's copy
            text = (
                f"`{item['text']}` {item['verdict']}{bound}{copy} in program {name}:"
                f" {item['reason']}"
            )
            shortest = item.get("shortest") or item.get("counterexample")
            if shortest:
                text += f"; failing event sequence: {' · '.join(shortest['word'])}"
            add(
                item["file"],
                item["line"],
                item["column"],
                SEVERITY[item["verdict"]],
                text,
                item["verdict"],
            )
        for finding in check.get("findings", []):
            severity = (
                types.DiagnosticSeverity.Error
                if finding["severity"] == "error"
                else types.DiagnosticSeverity.Warning
            )
            text = f"undefined behaviour: {finding['reason']} in program {name}"
            add(finding["file"], finding["line"], finding["column"], severity, text, "ub")
        for error in check.get("errors", []):
            add(
                error.get("file", name),
                error["line"],
                error["column"],
                types.DiagnosticSeverity.Error,
                f"{error['message']} (program {name})",
                "error",
            )
    for skipped in report["skipped"]:
        add(
            skipped["file"],
            skipped.get("line", 1),
            skipped.get("column", 1),
            types.DiagnosticSeverity.Warning,
            f"not checked: {skipped['reason']}",
            "skipped",
        )
    return found


def publish_report(server: Any, report: dict[str, Any], base: Path) -> list[str]:
    """Publish the report's diagnostics; the URIs published."""
    diagnostics = report_diagnostics(report, base)
    for uri, items in diagnostics.items():
        server.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=items)
        )
    return list(diagnostics)


def summary_message(summary: dict[str, Any], seconds: float) -> types.ShowMessageParams:
    """What the user is told when the workspace check ends (its answer, in words)."""
    state = summary.get("state")
    if state == "no-database":
        text = (
            f"errlang: Check workspace found no compile_commands.json in {summary['folder']} "
            "(nor in its build/ folder or a parent folder), so there are no programs to link; "
            "each open file is checked alone. Write one (CMake: -DCMAKE_EXPORT_COMPILE_COMMANDS="
            "ON; make: bear -- make) to check the programs of the build."
        )
        return types.ShowMessageParams(type=types.MessageType.Warning, message=text)
    if state != "done":
        text = f"errlang: Check workspace failed: {summary.get('message') or 'no report'}"
        return types.ShowMessageParams(type=types.MessageType.Error, message=text)
    failing = summary["failing"]
    text = (
        f"errlang: checked {summary['programs']} program(s) of {summary['database']} in "
        f"{seconds:.0f} s (budget {summary['timeout']:g} s each): "
        + (f"{failing} failing assertion(s)" if failing else "no failing assertion")
        + f", diagnostics in {summary['files']} file(s)"
        + (f"; {summary['skipped']} unit(s) not checked" if summary["skipped"] else "")
    )
    kind = types.MessageType.Warning if failing else types.MessageType.Info
    return types.ShowMessageParams(type=kind, message=text)
