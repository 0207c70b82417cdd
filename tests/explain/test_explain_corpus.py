"""`explain --replay` on every failing assertion of the `check` corpus (issue 5, "Done when").

With the alphabet ``branches,functions`` every counterexample must replay (gcc), and its
deciding step must carry a source line: a branch letter ``L<n>:T|F`` is decided at line n, a
function letter at one of its event sites, and a choice no event shows (the inputs decide at
the assertion itself) at the assertion's line.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from errlang.explain.replay import find_compiler
from errlang.session import Settings
from errlang.session.explain import explain

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "corpus"))
import check_corpus_spec as spec

_BRANCH = re.compile(r"^L(\d+):[TF]$")


def _failing_targets() -> list[Any]:
    params = []
    for path in spec.check_files():
        corpus = spec.load(path)
        if corpus.xfail:
            continue  # a known engine bug: the corpus tests track it
        for line, expectation in sorted(corpus.expectations.items()):
            if expectation.verdict == "fails":
                params.append(pytest.param(path, line, id=f"{path.name}:{line}"))
    return params


@pytest.mark.slow
@pytest.mark.skipif(find_compiler() is None, reason="no C compiler")
@pytest.mark.parametrize(("path", "line"), _failing_targets())
def test_every_counterexample_replays_and_is_decided_at_a_line(path: Path, line: int) -> None:
    corpus = spec.load(path)
    settings = Settings(
        loop_bound=corpus.loop_bound,
        alphabet=("branches", "functions"),
        timeout=corpus.timeout or 60.0,
        include_dirs=corpus.include_dirs,
        defines=corpus.defines,
    )
    result = explain(str(path), line=line, settings=settings, replay=True)
    assert result["explanation"]["fails"]
    sites = {e["letter"]: {loc["line"] for loc in e["locations"]} for e in result["alphabet"]}
    for example in result["counterexamples"]:
        assert example["replayed"], (example["word"], example["replay"]["detail"])
        decision = example["explanation"]["decision"]
        if result["explanation"]["fails_always"]:
            assert decision is None
            continue
        assert decision is not None and decision["line"] is not None
        letter = decision["letter"]
        if letter == "!error":
            assert decision["line"] == line and not decision["visible"]
        elif branch := _BRANCH.match(letter):
            assert decision["line"] == int(branch.group(1))
        else:
            assert decision["line"] in sites[letter]
