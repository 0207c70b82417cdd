"""`errlang pac FILE.c`: verdicts for runs of any length with a PAC(ε, δ) guarantee
(DESIGN §8, docs/pac.md)."""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
from pathlib import Path

from errlang.cli.check import add_program_options, positive
from errlang.cli.main import EXIT_BAD_INPUT, EXIT_FAILS, EXIT_OK
from errlang.cli.names import shown_json, shown_output
from errlang.explain.values import input_receivers, input_text
from errlang.frontend import parse_file
from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.link import link_files
from errlang.frontend.program import Program
from errlang.ir.program import build_ir
from errlang.pac.json_io import load_model, model_json, result_json
from errlang.pac.results import PacResult, PacSettings
from errlang.pac.verify import PacInputError, check_with_model, verify


def probability(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 < value < 1.0:
        raise argparse.ArgumentTypeError("must be strictly between 0 and 1")
    return value


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "pac", help="verify assertions for runs of any length, PAC(ε, δ) (Chen et al.)"
    )
    parser.add_argument("file", help="the C file")
    parser.add_argument(
        "more", nargs="*", metavar="FILE.c", help="further translation units, linked with FILE"
    )
    # runs sampled by executing the program: its allocations are the C library's
    add_program_options(parser, "time budget in seconds for learning (default 60)", False)
    parser.add_argument("--line", type=positive, metavar="L", help="only the assertion(s) on L")
    parser.add_argument("--epsilon", type=probability, default=0.1, metavar="E")
    parser.add_argument(
        "--confidence", type=probability, default=0.9, metavar="D", help="δ (default 0.9)"
    )
    parser.add_argument("--batch", type=positive, default=10, metavar="K", help="runs per batch")
    parser.add_argument("--learner", choices=("kv", "lstar"), default="kv")
    parser.add_argument("--seed", type=int, default=0, metavar="S")
    parser.add_argument(
        "--max-decisions",
        type=positive,
        default=PacSettings.max_decisions,
        metavar="N",
        help="a sampled run is cut after N decisions (default %(default)s)",
    )
    parser.add_argument("--model", metavar="M.json", help="check against this saved model first")
    parser.add_argument("--save-model", metavar="M.json", help="write the learned model here")
    parser.add_argument(
        "--no-replay", action="store_true", help="do not compile and run failing runs with gcc"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    settings = PacSettings(
        epsilon=args.epsilon,
        confidence=args.confidence,
        batch=args.batch,
        learner=args.learner,
        seed=args.seed,
        max_decisions=args.max_decisions,
        timeout=args.timeout,
        started=args.started,
        replay=not args.no_replay,
        include_dirs=tuple(args.include),
        defines=tuple(args.define),
    )
    program = None
    try:
        for path in (args.file, *args.more):
            if not Path(path).is_file():
                raise _bad_file(path, "no such file")
        program = _linked(args.file, args.more, settings)
        if args.model:
            model = load_model(args.model)
            result = check_with_model(args.file, model, settings, args.line, program)
        else:
            result = verify(args.file, settings, args.line, program)
    except PacInputError as error:
        for d in error.diagnostics:
            print(f"{d.file}:{d.line}:{d.column}: error: {d.message}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.save_model and result.model is not None:
        holds = next((v for v in result.verdicts if v.verdict == "holds"), None)
        document = model_json(result.model, result.alphabet, holds)
        Path(args.save_model).write_text(json.dumps(document, indent=2) + "\n")
    if args.json:
        print(json.dumps(shown_json(result_json(result), program), indent=2))
    else:
        print(shown_output(human_text(result, args.save_model, program), program), end="")
    return EXIT_FAILS if any(v.verdict == "fails" for v in result.verdicts) else EXIT_OK


def _bad_file(path: str, message: str) -> PacInputError:
    return PacInputError([Diagnostic(path, 1, 1, message)])


def _linked(file: str, more: list[str], settings: PacSettings) -> Program | None:
    """The program of ``file`` linked with the units ``more`` (None without them: PAC parses
    ``file`` alone); a link error is bad input, located in its unit."""
    if not more:
        return None
    try:
        return link_files([file, *more], settings.include_dirs, settings.defines)
    except FrontendError as error:
        raise PacInputError(error.diagnostics) from None


def human_text(result: PacResult, saved: str | None, program: Program | None = None) -> str:
    """The text report: the verdicts, the model, the samples and the guarantee."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        print_human(result, saved, program)
    return out.getvalue()


def _input_receivers(file: str, program: Program | None) -> dict[tuple[str, int], str]:
    """Who receives each input (the names ``check`` gives them; {} if the file no longer
    parses)."""
    try:
        return input_receivers(build_ir(program or parse_file(file)))
    except FrontendError:
        return {}


def print_human(result: PacResult, saved: str | None, program: Program | None = None) -> None:
    settings = result.model.settings if result.model else result.settings
    found = any(v.run for v in result.verdicts)
    receivers = _input_receivers(result.file, program) if found else {}
    places = [(v.site.file, v.site.line, v.site.column) for v in result.verdicts]
    for verdict, place in zip(result.verdicts, places, strict=True):
        site = verdict.site
        where = f"{site.file or result.file}:{site.line}:{site.column}"
        if places.count(place) > 1:  # a header's static: one copy per unit, say which
            where += f" in {site.function}"
        if verdict.verdict == "holds":
            shown = f"holds, PAC({settings.epsilon}, {settings.confidence})"
        else:
            shown = verdict.verdict.upper() if verdict.verdict == "fails" else verdict.verdict
        origin = " (saved model, no learning)" if verdict.from_model else ""
        print(f"{where}: {shown}{origin}: {site.text}")
        if verdict.reason:
            print(f"    {verdict.reason}")
        if verdict.run:
            run = verdict.run
            inputs = ", ".join(
                input_text(i.function, i.line, i.value, receivers) for i in run.inputs
            )
            print(f"    found by: {run.found_by}; inputs: {inputs or '(none)'}")
            print(f"    decisions: {' '.join(run.vector)}")
            if run.replay:
                print(f"    replay: {run.replay.status} ({run.replay.detail})")
    if not result.verdicts:
        print(f"{result.file}: no assertions")
    stats = result.stats
    if result.model:
        print(
            f"model: {len(result.model.dfa.states)} states over "
            f"{len(result.model.dfa.alphabet)} decision letters"
            + (f", saved to {saved}" if saved else "")
        )
    print(
        f"samples: {stats.samples} runs in {stats.batches} batches of {settings.batch}; "
        f"queries: {stats.membership_queries} membership, {stats.equivalence_queries} "
        f"equivalence; time: {stats.seconds:.2f} s (membership {stats.membership_share:.0%})"
    )
    if any(v.verdict == "holds" for v in result.verdicts):
        print(f"guarantee: {result.guarantee}")
        print(f"precision: {result.precision}")
