"""check's time budget keeps a reserve for what follows the analysis: 0.5 s, or 4% of a long
budget (under load the steps after the deadline took more than the CLI's 1.5 s of slack, and
the killed analysis lost every bound it had finished)."""

from __future__ import annotations

import pytest
from errlang.session.check_budget import Budget


def test_a_long_budget_keeps_a_share_for_the_results() -> None:
    assert Budget.start(60, since=100.0).deadline == pytest.approx(100.0 + 60 - 2.4)
    assert Budget.start(8, since=100.0).deadline == pytest.approx(100.0 + 8 - 0.5)
    assert Budget.start(0.6, since=100.0).deadline == pytest.approx(100.0 + 0.3)  # half at least
