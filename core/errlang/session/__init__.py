"""Session: one entry point shared by the CLI and the server (check, learn, membership)."""

from errlang.session.api import (
    AnalysisCancelled,
    AnalysisError,
    Marker,
    Settings,
    check,
    learn,
    markers,
    membership,
)

__all__ = [
    "AnalysisCancelled",
    "AnalysisError",
    "Marker",
    "Settings",
    "check",
    "learn",
    "markers",
    "membership",
]
