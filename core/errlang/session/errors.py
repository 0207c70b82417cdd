"""Errors the session API raises to its callers (CLI, server)."""

from __future__ import annotations


class AnalysisError(Exception):
    """Bad input: ``errors`` is a list of {"line", "column", "message"}."""

    def __init__(self, errors: list[dict[str, object]], path: str | None = None) -> None:
        super().__init__("; ".join(f"{e['line']}:{e['column']}: {e['message']}" for e in errors))
        self.errors = errors
        self.path = path  # the file the errors are about


class AnalysisCancelled(Exception):
    """The caller cancelled the analysis."""
