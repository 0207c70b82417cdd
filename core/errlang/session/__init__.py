"""Session: one analysis per program version, shared by the CLI and the server.

``Analysis`` (typed results) and the JSON entry points ``check``, ``learn``, ``membership``
and ``markers`` that the CLI and the server's worker call.
"""

from errlang.session.analysis import Analysis, MembershipAnswer, analysis_for
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
    "Analysis",
    "AnalysisCancelled",
    "AnalysisError",
    "Marker",
    "MembershipAnswer",
    "Settings",
    "analysis_for",
    "check",
    "learn",
    "markers",
    "membership",
]
