"""Batches of Csmith programs through the differential oracle (issue 9, item 1)."""

from __future__ import annotations

import json
import random
import shutil
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from csmith_program import Pin, generate, make_program, needed_loop_bound, pin_candidates
from diff_oracle import Options, Result, check_variant, run_gcc


@dataclass
class Summary:
    programs: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    refused_constructs: Counter[str] = field(default_factory=Counter)
    results: list[Result] = field(default_factory=list)

    def add(self, result: Result) -> None:
        self.results.append(result)
        self.outcomes[result.outcome] += 1
        if result.outcome == "refused":
            self.refused_constructs.update(result.constructs or ("(unnamed)",))

    @property
    def analysed(self) -> int:
        return self.outcomes["agreed"] + self.outcomes["disagreed"]

    def line(self) -> str:
        o = self.outcomes
        return (
            f"programs {self.programs}, variants {len(self.results)}: analysed {self.analysed}"
            f" / agreed {o['agreed']} / disagreed {o['disagreed']} / refused {o['refused']}"
            f" / timed out {o['timed-out']} / beyond bound {o['beyond-bound']}"
            f" / skipped {o['skipped']}"
        )


def diff_program(
    seed: int, directory: Path, options: Options, inputs: bool = True, profile: str = "subset"
) -> list[Result]:
    """All variants of Csmith's program for ``seed`` (plain; pinned and flipped inputs)."""
    text = generate(seed, directory, profile)
    probe = directory / f"probe_{seed}.c"
    probe.write_text(make_program(text, None))
    run = run_gcc(probe, timeout=5)
    if run.checksum is None:
        return [Result(seed, "plain", "skipped", f"gcc: {run.status}")]
    bound = needed_loop_bound(probe)
    if bound is None or bound > options.max_loop_bound:
        return [Result(seed, "plain", "beyond-bound", f"gcc's run needs loop bound {bound}")]
    variants: list[tuple[str, tuple[Pin, ...]]] = [("plain", ())]
    candidates = pin_candidates(text)
    if inputs and candidates:
        rng = random.Random(seed)
        chosen = tuple(rng.sample(candidates, min(2, len(candidates))))
        variants.append(("pinned", chosen))
        first = chosen[0]
        variants.append(
            ("flipped", (Pin(first.variable, first.ctype, first.value, True), *chosen[1:]))
        )
    results = []
    for name, pins in variants:
        program = directory / f"diff_{seed}_{name}.c"
        program.write_text(make_program(text, run.checksum, pins))
        meta = {"pins": [asdict(p) for p in pins], "loop_bound": bound}
        program.with_suffix(".json").write_text(json.dumps(meta))
        results.append(check_variant(seed, name, program, pins, bound, options))
    return results


def run_batch(
    seeds: Sequence[int],
    options: Options,
    keep: Path | None = None,
    verbose: bool = False,
    profile: str = "subset",
    budget: float | None = None,
) -> Summary:
    """Every seed's variants; programs of disagreements are copied to ``keep``."""
    summary = Summary()
    with tempfile.TemporaryDirectory(prefix="errlang-diff-") as tmp:
        directory = Path(tmp)
        deadline = None if budget is None else time.monotonic() + budget
        for seed in seeds:
            if deadline is not None and time.monotonic() > deadline:
                break  # no new program after the budget: the summary covers those run
            summary.programs += 1
            for result in diff_program(seed, directory, options, profile=profile):
                summary.add(result)
                if verbose:
                    print(
                        f"seed {seed} {result.variant}: {result.outcome}"
                        f" ({result.seconds:.1f} s) {result.detail}",
                        flush=True,
                    )
                if keep is not None and result.outcome in ("disagreed", "refused"):
                    _keep(directory, keep, result)
    return summary


def _keep(directory: Path, keep: Path, result: Result) -> None:
    """Copy a disagreement's program, with what C-Reduce needs to reproduce it, to ``keep``."""
    keep.mkdir(parents=True, exist_ok=True)
    name = f"diff_{result.seed}_{result.variant}"
    shutil.copy(directory / f"{name}.c", keep / f"{name}.c")
    meta = json.loads((directory / f"{name}.json").read_text())
    meta.update(outcome=result.outcome, detail=result.detail)
    (keep / f"{name}.json").write_text(json.dumps(meta, indent=1))
