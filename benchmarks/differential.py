"""Differential testing of `errlang check` against gcc on Csmith programs (issue 9, item 1).

Run:  .venv/bin/python benchmarks/differential.py [--count N] [--first-seed S] [--timeout T]
          [--max-loop-bound B] [--budget S] [--profile subset|survey] [--keep DIR]
          [--reduce] [--json] [--quiet] [--engine-at COMMIT]

Each seed gives one Csmith program (options in tests/differential/csmith_program.py) and up to
three variants: ``plain``, ``pinned`` (two globals made inputs, pinned by an assume to their
initial value) and ``flipped`` (the first pin negated). For each variant, errlang's verdicts on
``assert(crc == v)`` / ``assert(crc != v)`` (v = gcc's checksum) are compared with gcc's runs
(tests/differential/diff_oracle.py). Printed: analysed / agreed / disagreed / refused / timed
out / beyond bound / skipped, and the refused constructs. ``--keep DIR`` copies the programs of
disagreements and refusals there (with a JSON of their pins and bound); ``--reduce`` runs
C-Reduce on each disagreement (slow: minutes per program) and writes ``*.reduced.c`` beside it.
``--engine-at COMMIT`` runs that commit's engine alone (check_corpus.pin_engine; or set
``PYTHONPATH`` to another checkout's core/). Exit code 1 when some variant disagreed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "differential"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from check_corpus import add_engine_option, engine_label, pin_engine  # noqa: E402
from csmith_program import tools_available  # noqa: E402
from csmith_reduce import reduce  # noqa: E402
from diff_batch import run_batch  # noqa: E402
from diff_oracle import Options  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20, help="programs (default 20)")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=20.0, help="errlang's budget (s)")
    parser.add_argument("--max-loop-bound", type=int, default=8)
    parser.add_argument(
        "--budget", type=float, default=None, metavar="S", help="start no program after S s"
    )
    parser.add_argument("--keep", type=Path, default=None, metavar="DIR")
    parser.add_argument("--reduce", action="store_true", help="C-Reduce each disagreement")
    parser.add_argument(
        "--profile",
        choices=("subset", "survey"),
        default="subset",
        help="subset: Csmith options inside errlang's subset; survey: with bit-fields, volatiles"
        " and packed structs, to record what errlang refuses",
    )
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--quiet", action="store_true")
    add_engine_option(parser)
    args = parser.parse_args(argv)
    engine = engine_label(pin_engine(args.engine_at) if args.engine_at else None)
    if not tools_available():
        print("differential: needs csmith, gcc and /usr/include/csmith", file=sys.stderr)
        return 2
    options = Options(max_loop_bound=args.max_loop_bound, timeout=args.timeout)
    seeds = range(args.first_seed, args.first_seed + args.count)
    start = time.perf_counter()
    keep = args.keep or (Path("/tmp/errlang-differential") if args.reduce else None)
    summary = run_batch(
        seeds,
        options,
        keep,
        verbose=not args.quiet and not args.json,
        profile=args.profile,
        budget=args.budget,
    )
    elapsed = time.perf_counter() - start
    if args.reduce and keep is not None:
        for result in summary.results:
            if result.outcome == "disagreed":
                name = keep / f"diff_{result.seed}_{result.variant}.c"
                reduce(name, name.with_suffix(".json"), name.with_suffix(".reduced.c"))
    if args.json:
        print(
            json.dumps(
                {
                    "programs": summary.programs,
                    "analysed": summary.analysed,
                    "outcomes": dict(summary.outcomes),
                    "refused_constructs": dict(summary.refused_constructs),
                    "seconds": round(elapsed, 1),
                    "engine": engine,
                    "results": [asdict(r) for r in summary.results],
                },
                indent=1,
            )
        )
    else:
        print(summary.line() + f" ({elapsed:.0f} s; engine {engine})")
        for construct, count in summary.refused_constructs.most_common():
            print(f"  refused {count}×: {construct}")
        for result in summary.results:
            if result.outcome == "disagreed":
                print(f"  DISAGREED seed {result.seed} {result.variant}: {result.detail}")
    return 1 if summary.outcomes["disagreed"] else 0


if __name__ == "__main__":
    sys.exit(main())
