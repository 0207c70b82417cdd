"""PAC verification end to end on recursive programs written apart from the engine's tuning
(tests/pac/programs): failures replay in gcc, safe programs are never called failing, a
``holds`` model accepts at least 1 - ε of fresh batches, models are reusable, seeds
reproduce."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest
from errlang.pac.json_io import load_model, model_json, result_json
from errlang.pac.results import PacResult, PacSettings
from errlang.pac.verify import check_with_model, fresh_batch_acceptance, verify
from pac_helpers import PROGRAMS

HAVE_CC = any(shutil.which(cc) for cc in ("cc", "gcc", "clang"))
SETTINGS = PacSettings(timeout=40.0, replay=HAVE_CC)
_cache: dict[str, PacResult] = {}


def _verify(name: str) -> PacResult:
    if name not in _cache:
        _cache[name] = verify(str(PROGRAMS / name), SETTINGS)
    return _cache[name]


@pytest.mark.parametrize("name", ["power_unsafe.c", "ping_pong_unsafe.c"])
def test_unsafe_programs_fail_with_a_run_that_replays(name: str) -> None:
    result = _verify(name)
    (verdict,) = result.verdicts
    assert verdict.verdict == "fails"
    assert verdict.run is not None
    assert verdict.run.vector[-1] == result.alphabet.fails(verdict.site.index)
    if HAVE_CC:
        assert verdict.run.replay is not None
        assert verdict.run.replay.status == "reproduced", verdict.run.replay.detail


@pytest.mark.parametrize("name", ["sum_range_safe.c", "max_loop_safe.c"])
def test_safe_programs_hold_with_a_model_that_accepts_fresh_batches(name: str) -> None:
    result = _verify(name)
    assert all(v.verdict != "fails" for v in result.verdicts)
    assert all(v.verdict == "holds" for v in result.verdicts)
    assert result.model is not None
    accepted, total = fresh_batch_acceptance(str(PROGRAMS / name), result.model, batches=40)
    assert accepted >= (1 - SETTINGS.epsilon) * total
    assert result.stats.samples > 0 and result.stats.equivalence_queries > 0


def test_a_saved_model_verifies_another_assertion_without_learning(tmp_path: Path) -> None:
    source = str(PROGRAMS / "countdown_two_asserts.c")
    first = verify(source, SETTINGS, line=20)
    assert [v.verdict for v in first.verdicts] == ["holds"]
    assert first.model is not None
    saved = tmp_path / "model.json"
    import json

    saved.write_text(json.dumps(model_json(first.model, first.alphabet, first.verdicts[0])))
    model = load_model(str(saved))
    assert model.dfa == first.model.dfa
    second = check_with_model(source, model, SETTINGS, line=21)
    (verdict,) = second.verdicts
    assert verdict.verdict == "holds" and verdict.from_model
    assert second.stats.learning_runs == 0 and second.stats.membership_queries == 0


def test_seeded_runs_are_reproducible() -> None:
    source = str(PROGRAMS / "sum_range_safe.c")
    settings = dataclasses.replace(SETTINGS, seed=11, replay=False)
    one, two = verify(source, settings), verify(source, settings)

    def strip(result: PacResult) -> dict:
        data = result_json(result)
        data["stats"] = {k: v for k, v in data["stats"].items() if "seconds" not in k}
        data["stats"].pop("membership_share")
        return data

    assert strip(one) == strip(two)


def test_lstar_learns_through_the_same_teacher() -> None:
    settings = dataclasses.replace(SETTINGS, learner="lstar", replay=False)
    result = verify(str(PROGRAMS / "max_loop_safe.c"), settings)
    assert [v.verdict for v in result.verdicts] == ["holds"]
    assert result.model is not None and result.model.settings.learner == "lstar"
