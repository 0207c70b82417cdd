"""The editor's hover says how ``holds`` was shown, in plain words (issue 33)."""

from __future__ import annotations

from errlang_lsp.features.hover import _other_verdict


def test_hover_names_the_induction_and_its_invariants() -> None:
    proof = {"method": "induction", "k": 1, "loop_line": 9, "invariants": ["i <= n", "i >= 0"]}
    text = _other_verdict({"verdict": "holds", "loop_bound": 16, "proof": proof}, None)
    assert "proved by k-induction (k = 1) on the loop at line 9" in text
    assert "`i <= n`, `i >= 0`" in text


def test_hover_says_exhaustion_and_what_stopped_a_proof() -> None:
    exhausted = _other_verdict({"verdict": "holds", "proof": {"method": "exhaustion"}}, None)
    assert "no run reaches the loop bound" in exhausted
    stopped = {"method": "none", "stopped": "the step case fails at k = 3 (loop at line 4)"}
    bounded = {"verdict": "holds-within-bound", "loop_bound": 3, "proof": stopped}
    text = _other_verdict(bounded, None)
    assert "within loop bound 3" in text and "Not proved for all runs: the step case" in text
