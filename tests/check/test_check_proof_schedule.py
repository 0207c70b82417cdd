"""When ``check`` tries its proof for all runs (session/check_proof.py, "When"): a small input
that the check completes by exhaustion a few bounds later does not pay for a proof first; a
program without an input of known length, or with a fixed bound, tries it as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.session import check_proof
from errlang.session.check import check_program
from errlang.session.check_partial import CheckProgress
from errlang.session.check_proof import Ahead, waits
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

ROOT = Path(__file__).resolve().parents[2]
NUMBER = ROOT / "benchmarks" / "programs" / "scaling" / "number.c"
SERVER = ROOT / "tests" / "proof" / "programs" / "server_safe.c"


def test_a_proof_waits_when_the_bounds_to_the_input_length_cost_less() -> None:
    # input of 4 values: bounds 3, 4 and 6 (the first past 5) at 0.1 s x (b / 2)^2 = 1.5 s
    assert waits(2, Ahead((3, 4, 6, 8), (0.05, 0.1)), (4,), share=10, left=50)


@pytest.mark.parametrize(
    ("bound", "ahead", "lengths", "share", "left"),
    [
        (2, Ahead((3, 4, 6, 8), (0.05, 1.0)), (4,), 10, 50),  # 15.25 s predicted: dearer
        (2, Ahead((3, 4, 6, 8), (0.05, 0.1)), (4,), 10, 11),  # no time left for both
        (2, Ahead((3, 4, 6, 8), (0.05, 0.1)), (), 10, 50),  # no input of known length
        (6, Ahead((8, 12), (0.1, 0.1)), (4,), 10, 50),  # past the input's length already
        (2, Ahead((), (0.1,)), (4,), 10, 50),  # a fixed bound: nothing comes after it
        (2, Ahead((3, 4), (0.05, 0.1)), (40,), 10, 50),  # the schedule never gets there
    ],
)
def test_a_proof_is_tried_at_once_otherwise(
    bound: int, ahead: Ahead, lengths: tuple[int, ...], share: float, left: float
) -> None:
    assert not waits(bound, ahead, lengths, share, left)


def _proof_attempts(path: Path, settings: Settings) -> tuple[list[str], CheckResult]:
    """The proofs ``check`` announced (its progress reports), and its result."""
    doing: list[str] = []

    def tell(progress: CheckProgress) -> None:
        doing.append(progress.doing)

    result = check_program(str(path), settings=settings, progress=tell)
    return [d for d in doing if d.startswith("proving")], result


def test_the_number_parser_at_4_bytes_completes_without_a_proof(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # a share of 60 s: the bounds up to 6 (~3 s of wall time at load 12) are cheaper by far
    monkeypatch.setattr(check_proof, "CAP", 60.0)
    settings = Settings(timeout=300, defines=("N=4",))
    proofs, result = _proof_attempts(NUMBER, settings)
    assert proofs == [] and result.complete
    assert {a.verdict for a in result.assertions} == {"holds"}
    monkeypatch.setattr(check_proof, "waits", lambda *_args: False)  # the test can fail
    proofs, again = _proof_attempts(NUMBER, settings)
    assert proofs and again.complete


def test_a_program_without_an_input_length_is_proved_at_bound_2() -> None:
    proofs, result = _proof_attempts(SERVER, Settings(timeout=30))
    assert proofs[:1] == ["proving the assertions for all runs after loop bound 2"]
    [verdict] = result.assertions
    assert verdict.verdict == "holds" and verdict.proof is not None
