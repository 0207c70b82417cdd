"""One analysis per version: ``explain`` parses the file once and encodes it once per bound."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import errlang.frontend.parse as frontend
import errlang.session.deadline as deadline_module
import pytest
from errlang.explain.replay import find_compiler
from errlang.session import Analysis, Settings
from errlang.session.analysis import analysis_for, forget_analyses
from errlang.session.explain import explain
from errlang.session.serialise import explanation_json

DOOR = Path(__file__).parent / "programs" / "door.c"
LINE = 9


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[str]]:
    """Counts of ``preprocess`` calls on the door program and of ``encode`` calls."""
    counts: Counter[str] = Counter()
    preprocess, encode = frontend.preprocess, deadline_module.encode

    def counting_preprocess(path: Any, *args: Any, **kwargs: Any) -> Any:
        if Path(path).name == DOOR.name:
            counts["preprocess"] += 1
        return preprocess(path, *args, **kwargs)

    def counting_encode(*args: Any, **kwargs: Any) -> Any:
        counts["encode"] += 1
        return encode(*args, **kwargs)

    monkeypatch.setattr(frontend, "preprocess", counting_preprocess)
    monkeypatch.setattr(deadline_module, "encode", counting_encode)
    yield counts


def test_explain_parses_and_encodes_once(counted: Counter[str]) -> None:
    """Learning the failing runs, the normal runs of main, the extra counterexamples and the
    replay all ask the same analysis: one preprocessing, one formula at the bound."""
    replay = find_compiler() is not None
    analysis = Analysis(str(DOOR), None, Settings(loop_bound=2))
    explanation = analysis.explain(LINE, replay=replay)
    assert explanation.fails and len(explanation.examples) >= 1
    if replay:
        assert all(e.replay is not None and e.replay.reproduced for e in explanation.examples)
    assert counted == Counter({"preprocess": 1, "encode": 1})


def test_bound_driver_encodes_once_per_bound(counted: Counter[str]) -> None:
    analysis = Analysis(str(DOOR))
    explanation = analysis.explain(LINE)
    tried = explanation.failing.bounds.bounds_tried
    assert counted["preprocess"] == 1
    assert counted["encode"] == len(tried)


def test_the_json_entry_point_is_the_analysis_serialised() -> None:
    """``errlang explain --json`` is :func:`explanation_json` of the typed explanation."""
    settings = Settings(loop_bound=2)
    printed = explain(str(DOOR), line=LINE, settings=settings)
    typed = explanation_json(Analysis(str(DOOR), None, settings).explain(LINE))
    for document in (printed, typed):
        document.pop("stats")
        document["behaviour"].pop("stats")
    assert printed == typed


def test_an_unchanged_text_keeps_its_analysis(counted: Counter[str]) -> None:
    """What the server's worker relies on: the same text is analysed once, other learning
    settings share the parse, and an edited text is a new version."""
    forget_analyses()
    text = DOOR.read_text()
    first = analysis_for(str(DOOR), text, Settings(loop_bound=2))
    first.learn(LINE)
    assert analysis_for(str(DOOR), text, Settings(loop_bound=2)) is first
    other = analysis_for(str(DOOR), text, Settings(loop_bound=2, alphabet=("calls",)))
    assert other is not first and other.program is first.program
    assert counted["preprocess"] == 1
    edited = analysis_for(str(DOOR), text + "\n", Settings(loop_bound=2))
    assert edited is not first
    edited.learn(LINE)
    assert counted["preprocess"] == 2
    forget_analyses()


def test_the_entry_points_stay_functions_after_a_learning_run() -> None:
    """The worker looks ``learn`` up on ``errlang.session`` for every job: importing a session
    submodule later must not replace the function by a module of the same name."""
    import errlang.session as session

    session.learn(str(DOOR), line=LINE, settings=Settings(loop_bound=1))
    Analysis(str(DOOR), None, Settings(loop_bound=1)).explain(LINE)
    for name in ("check", "learn", "markers", "membership", "Analysis", "Settings"):
        assert callable(getattr(session, name)), name
