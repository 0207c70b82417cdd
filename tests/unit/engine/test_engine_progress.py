"""Progress of learning carries the queries so far (docs/protocol.md: the extension reads
``loop bound B`` and ``Q queries`` from the message)."""

from __future__ import annotations

import re
from pathlib import Path

from errlang.session.analysis import Analysis
from errlang.session.driver import progress_message
from errlang.session.settings import Settings

BANK = Path(__file__).resolve().parents[3] / "examples" / "bank.c"
REPORT = re.compile(r"^learning with loop bound (\d+) · (\d+) quer(?:y|ies) · (\d+) solver calls?$")


def test_progress_reports_name_the_bound_and_the_queries_so_far() -> None:
    messages: list[str] = []
    analysis = Analysis(str(BANK), BANK.read_text(), Settings())
    learned = analysis.learn(34, progress=lambda message, fraction: messages.append(message))
    reports = [REPORT.match(message) for message in messages]
    assert messages and all(reports), messages
    numbers = [tuple(int(g) for g in match.groups()) for match in reports if match]
    assert [bound for bound, _, _ in numbers] == sorted(b for b, _, _ in numbers)
    queries = [asked for _, asked, _ in numbers]
    assert queries == sorted(queries) and queries[-1] > 0  # the whole run's, growing
    total = learned.stats.membership_queries + learned.stats.equivalence_queries
    assert queries[-1] <= total


def test_the_message_says_one_query_in_the_singular() -> None:
    assert progress_message(2, 1, 1) == "learning with loop bound 2 · 1 query · 1 solver call"
    assert (
        progress_message(2, 120, 14) == "learning with loop bound 2 · 120 queries · 14 solver calls"
    )
