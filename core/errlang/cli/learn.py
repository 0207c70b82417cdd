"""`errlang learn FILE.c --line L | --function F`: the language of error as a DFA."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from errlang.automata.dfa import DFA
from errlang.automata.export import to_dot
from errlang.automata.picture import generalised_words
from errlang.cli.check import add_program_options, file_problem, positive
from errlang.cli.main import EXIT_BAD_INPUT, EXIT_OK
from errlang.explain.results import LearnedAutomaton
from errlang.explain.values import input_texts
from errlang.frontend import FrontendError, Program
from errlang.frontend.entry import EntryOptions
from errlang.session.analysis import Analysis
from errlang.session.check_bound import Budget
from errlang.session.driver import learn_target
from errlang.session.errors import AnalysisError
from errlang.session.front_budget import (
    FrontEndOutOfTime,
    front_end_deadline,
    hold_before_lowering,
)
from errlang.session.pac_equivalence import ALPHABET as PAC_ALPHABET
from errlang.session.pac_equivalence import PacEquivalence
from errlang.session.picture import PICTURE_MODES, general_view
from errlang.session.serialise import learned_json
from errlang.session.settings import (
    ALGORITHMS,
    ALPHABETS,
    DEFAULT_ALPHABET,
    Settings,
    parse_alphabet,
)
from errlang.session.targets import learning_program
from errlang.teacher.solver import abandoned


def alphabet(text: str) -> tuple[str, ...]:
    try:
        return parse_alphabet(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from error


def add_bound_options(parser: argparse.ArgumentParser) -> None:
    """--alphabet, --loop-bound, --max-length, --algorithm: how a language is learned."""
    parser.add_argument(
        "--alphabet",
        type=alphabet,
        default=DEFAULT_ALPHABET,
        help=f"{'|'.join(ALPHABETS)}, comma-separated",
    )
    parser.add_argument(
        "--loop-bound",
        type=positive,
        default=None,
        metavar="B",
        help="loop bound (default: raised by the bound driver until stable)",
    )
    parser.add_argument(
        "--max-length",
        type=positive,
        default=None,
        metavar="N",
        help="exactness length (default: the longest word within the bound)",
    )
    parser.add_argument("--algorithm", choices=ALGORITHMS, default="kv")


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("learn", help="learn the DFA of the failing event sequences")
    parser.add_argument("file", help="the C file")
    parser.add_argument(
        "more", nargs="*", metavar="FILE.c", help="further translation units, linked with FILE"
    )
    target = parser.add_mutually_exclusive_group(required=True)
    target.add_argument("--line", type=positive, help="1-based line of the target assertion")
    target.add_argument("--function", help="explain this function (its complete runs)")
    add_program_options(parser)
    add_bound_options(parser)
    parser.add_argument("--format", choices=("text", "json", "dot", "html"), default="text")
    parser.add_argument(
        "--picture",
        choices=PICTURE_MODES,
        default="general",
        help="text, DOT and HTML draw the picture (general: right on every decided word, "
        "free on the rest) or the exact automaton; JSON carries both",
    )
    parser.add_argument("-o", dest="output", metavar="OUT", help="write to OUT instead of stdout")
    parser.add_argument(
        "--no-confirm",
        action="store_true",
        help="do not check the picture's generalisation at the next loop bound (B+1 for a "
        "fixed --loop-bound B; the bound driver's last bound + 1 when its picture was not "
        "confirmed on the way): it costs an encoding of that bound and a few queries; the "
        "picture then says 'not confirmed at a larger bound'",
    )
    parser.add_argument(
        "--verbose",
        action="store_true",
        help="also print where the time went (front end, encoding, solver, learner, cut words, "
        "picture, confirmation, counterexamples; JSON always has them in stats.phases)",
    )
    add_equivalence_options(parser)
    parser.set_defaults(func=run)


def probability(text: str) -> float:
    value = float(text)
    if not 0 < value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not in (0, 1)")
    return value


def add_equivalence_options(parser: argparse.ArgumentParser) -> None:
    """--equivalence exact|pac and PAC's ε, δ, k, seed (docs/pac.md)."""
    parser.add_argument(
        "--equivalence",
        choices=("exact", "pac"),
        default="exact",
        help="exact: bounded check (default); pac: sampling by the concolic explorer "
        "(needs --alphabet branches; the guarantee becomes PAC(ε, δ))",
    )
    parser.add_argument("--epsilon", type=probability, default=0.1, help="PAC ε (0.1)")
    parser.add_argument("--confidence", type=probability, default=0.9, help="PAC δ (0.9)")
    parser.add_argument("--batch", type=positive, default=10, help="PAC runs per batch k (10)")
    parser.add_argument("--seed", type=int, default=0, help="PAC sampling seed (0)")


def pac_equivalence(args: argparse.Namespace) -> PacEquivalence | None:
    if args.equivalence != "pac":
        return None
    return PacEquivalence(args.epsilon, args.confidence, args.batch, args.seed)


def settings_from(args: argparse.Namespace, confirm_picture: bool = True) -> Settings:
    """The settings of the options :func:`add_program_options` and :func:`add_bound_options`
    added (``learn``, ``explain``, ``diff``); ``confirm_picture``: learn's ``--no-confirm``."""
    return Settings(
        loop_bound=args.loop_bound,
        max_length=args.max_length,
        alphabet=tuple(args.alphabet),
        timeout=args.timeout,
        include_dirs=tuple(args.include),
        defines=tuple(args.define),
        algorithm=args.algorithm,
        confirm_picture=confirm_picture,
        max_bytes=args.max_bytes,
        nullable=args.nullable,
        malloc_may_fail=args.malloc_may_fail,
    )


def run(args: argparse.Namespace) -> int:
    problem = file_problem(args.file)
    if problem is not None:
        print(f"errlang: {args.file}: {problem}", file=sys.stderr)
        return EXIT_BAD_INPUT

    def progress(message: str, fraction: float | None) -> None:
        print(f"errlang: {message}", file=sys.stderr)

    since: float = args.started
    settings = settings_from(args, confirm_picture=not args.no_confirm)
    try:
        analysis = _front_end(args, settings, since)
        return _learn_and_print(args, analysis, progress, since)
    except AnalysisError as error:
        if args.json or args.format == "json":  # e.g. no loop bound within the budget
            _print_error_json(error, args)
        if abandoned():  # z3 may still run in an abandoned thread: do not finalise its objects
            _exit_now(args, EXIT_BAD_INPUT, error=True)
        raise


def _front_end(args: argparse.Namespace, settings: Settings, since: float) -> Analysis:
    """The analysis with its program parsed and lowered within the time budget (the budget
    covers the front end: session/front_budget.py); ``--function F`` of a function with
    pointer parameters starts in a harness (session/targets.py)."""
    deadline = Budget.start(settings.timeout, since=since).deadline
    try:
        with front_end_deadline(deadline) as front:
            program = linked(args.file, args.more, settings)
            analysis = Analysis(args.file, None, settings, program=program)
            if args.function:  # a renamed static as users read it: --function ledger.c:valid
                from errlang.cli.names import internal_name

                args.function = internal_name(args.function, analysis.program)
                harnessed = (
                    None
                    if args.more
                    else learning_program(analysis.program, args.function, settings)
                )
                if harnessed is not None:
                    analysis = Analysis(args.file, None, settings, program=harnessed)
            front.parsed()
            hold_before_lowering(deadline, analysis.program)  # a test's point (session/hold.py)
            analysis.ir  # noqa: B018 (lowered now, within the budget)
    except FrontEndOutOfTime as stop:
        message = f"learning stopped: {stop.reason(settings.timeout)}"
        where = {"line": args.line or 1, "column": 1, "message": message}  # at the target's line
        raise AnalysisError([where], args.file) from stop
    return analysis


def _print_error_json(error: AnalysisError, args: argparse.Namespace) -> None:
    """``{"error": {"location", "message"}}`` on stdout (or ``-o``), as ``diff --json``
    prints it; the located lines on stderr and the exit code stay as without JSON."""
    from errlang.cli.diff import error_json  # diff imports this module

    text = json.dumps({"error": error_json(error, args.file)}, indent=2) + "\n"
    if args.output:
        Path(args.output).write_text(text)
    else:
        sys.stdout.write(text)


def linked(file: str, more: Sequence[str], settings: Settings) -> Program | None:
    """The program of ``file`` linked with the units ``more`` (None without them and with the
    default --max-bytes/--nullable: the analysis parses ``file`` alone)."""
    if not more and settings.entry == EntryOptions():
        return None
    from errlang.frontend.link import Unit, link_units

    units = [Unit(Path(p), None, settings.include_dirs, settings.defines) for p in (file, *more)]
    try:  # a fuzz target's buffer as --max-bytes says
        return link_units(units, "main", settings.entry)
    except FrontendError as error:
        from errlang.cli.names import located_error  # each diagnostic in its own unit

        raise located_error(error, file) from error


def _learn_and_print(
    args: argparse.Namespace,
    analysis: Analysis,
    progress: Callable[[str, float | None], None],
    since: float | None,
) -> int:
    equivalence = pac_equivalence(args)
    if equivalence is None:
        learned = analysis.learn(args.line, args.function, progress=progress, since=since)
    elif tuple(args.alphabet) != PAC_ALPHABET:
        print(
            f"errlang: --equivalence pac needs --alphabet {','.join(PAC_ALPHABET)} "
            "(the sampled runs are decision vectors)",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    else:
        target = analysis.target(args.line, args.function)
        bound = analysis.settings.loop_bound
        learned = learn_target(
            analysis, target, bound, progress, equivalence=equivalence, since=since
        )
    for warning in analysis.program.warnings:  # undeclared functions taken as inputs
        print(
            f"{args.file}:{warning.line}:{warning.column}: warning: {warning.message}",
            file=sys.stderr,
        )
    fmt = "json" if args.json else args.format
    from errlang.cli.names import shown_output  # renamed statics as ``ledger.c:valid``

    text = shown_output(render(learned, fmt, args.picture, analysis.program), analysis.program, fmt)
    if args.verbose and fmt == "text":
        text += phases_text(learned) + "\n"
    elif args.verbose:
        print(f"errlang: {phases_text(learned)}", file=sys.stderr)
    if args.output:
        Path(args.output).write_text(text)
    else:
        sys.stdout.write(text)
    if any(item.startswith("stability:") for item in learned.guarantee.unproven):
        print(f"errlang: stopped: {learned.bounds.stopped}", file=sys.stderr)
    if abandoned():  # z3 may still run in an abandoned thread: do not finalise its objects
        _exit_now(args, EXIT_OK)
    return EXIT_OK


def _exit_now(args: argparse.Namespace, code: int, error: bool = False) -> None:
    """End the process at once (``os._exit``): the budget is spent and z3 may still be
    running in an abandoned thread, so its objects must not be finalised."""
    if error:
        budget = f" of {args.timeout:g} s" if args.timeout else ""
        print(
            f"errlang: {args.file}: learning stopped: the time budget{budget} ran out",
            file=sys.stderr,
        )
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def phases_text(learned: LearnedAutomaton) -> str:
    """``time: front end 0.41 s, encoding 0.2 s, …`` (stats.phases)."""
    parts = [
        f"{name.replace('_', ' ')} {seconds:.2f} s"
        for name, seconds in learned.stats.phases
        if seconds >= 0.005
    ]
    return f"time: {', '.join(parts) or 'none measured'} (total {learned.stats.seconds:.2f} s)"


def render(
    learned: LearnedAutomaton, fmt: str, picture: str = "general", program: Program | None = None
) -> str:
    if fmt == "json":
        document = learned_json(learned)
        if program is not None:
            document = _with_files(document, program)
        return json.dumps(document, indent=2) + "\n"
    shown = general_view(learned, learned.picture) if picture == "general" else learned
    if fmt == "dot":
        marked = learned.picture.picture if picture == "general" and learned.picture else None
        dashed = marked.generalising | marked.loops if marked else frozenset()
        return to_dot(shown.dfa, title=title(shown), generalising=dashed)
    if fmt == "html":
        from errlang.explain.html import html_report

        return html_report(shown)
    return text_report(shown, learned)


def _with_files(document: dict[str, object], program: Program) -> dict[str, object]:
    """Each location of a learned ``document`` with the file its function is defined in: in a
    linked program every location; in one file, those in an ``#include``d file (a header's
    static function: its steps' lines are the header's), as ``check --json`` does."""
    from errlang.project.discover import display
    from errlang.session.locations import mark_files

    if len(program.units) > 1:
        return mark_files(document, program, shown=display)
    checked = Path(program.path).resolve()

    def shown(file: str) -> str:
        return "" if Path(file).resolve() == checked else display(file)

    return mark_files(document, program, shown=shown)


def _generalised_lines(picture: DFA, exact: LearnedAutomaton) -> list[str]:
    """Issue 20: the shortest sequences only the drawn picture accepts, said to be assumed
    (the "word:" lines below are real failing runs)."""
    # the bound driver's "stability:" note is about larger bounds, not about words ≤ n
    unproven = [u for u in exact.guarantee.unproven if not u.startswith("stability:")]
    length = -1 if unproven else exact.guarantee.exact_up_to_length
    words = generalised_words(picture, exact.dfa, length)
    if not words:
        return []
    listed = "; ".join(" ".join(word) for word in words)
    return [f"generalised (the picture assumes these; not checked): {listed}"]


def title(learned: LearnedAutomaton) -> str:
    target = learned.target
    if target.kind == "function":
        return f"behaviour of {target.function}"
    return f"language of error of assert({target.text or ''}) at line {target.line}"


def text_report(learned: LearnedAutomaton, exact: LearnedAutomaton | None = None) -> str:
    """``learned`` drawn as text; ``exact``: the automaton it is the general view of."""
    lines = [title(learned)]
    bounds, guarantee, stats = learned.bounds, learned.guarantee, learned.stats
    lines.append(
        f"bounds: loop bound {bounds.loop_bound}, exact up to length "
        f"{guarantee.exact_up_to_length} (tried bounds {list(bounds.bounds_tried)})"
    )
    confirmed = learned.picture
    if confirmed is not None:
        shown = exact is not None and exact is not learned
        other = exact.dfa if shown and exact is not None else confirmed.picture.dfa
        count = len(other.states)
        where = (
            f"drawn below; the exact automaton has {count} state{'s' * (count != 1)}: "
            "--picture exact"
            if shown
            else f"{count} state{'s' * (count != 1)}: --picture general"
        )
        lines.append(f"picture ({where}): {confirmed.guarantee()}")
    for item in guarantee.unproven:
        lines.append(f"UNPROVEN: {item}")
    dfa = learned.dfa
    if not dfa.transitions and not dfa.accepting:
        why = learned.bounds.empty or "no run within the bound fails this assertion"
        lines.append(f"the language is empty: {why}")
    else:
        lines.append(
            f"{len(dfa.states)} states (initial {dfa.initial}); missing transitions reject"
        )
        lines.append(f"{'state':>7}  {'letter':<24} target")
        rank = {letter: i for i, letter in enumerate(dfa.alphabet)}
        for (source, letter), target in sorted(
            dfa.transitions.items(), key=lambda kv: (kv[0][0], rank[kv[0][1]])
        ):
            mark = " (dominating)" if (source, letter) in learned.dominating_transitions else ""
            lines.append(f"{source:>7}  {letter:<24} {target}{mark}")
        lines.append(f"accepting: {sorted(dfa.accepting)}")
        if confirmed is not None and exact is not None and exact is not learned:
            lines.extend(_generalised_lines(confirmed.picture.dfa, exact))
    for example in learned.counterexamples:
        inputs = ", ".join(input_texts(example))  # argv as strings (issue 21)
        fails = f"   fails with: {example.violation_text()}" if example.violation else ""
        lines.append(f"word: {' '.join(example.word)}   inputs: {inputs or '(none)'}{fails}")
    if bounds.stopped:
        lines.append(f"bound driver: {bounds.stopped}")
    lines.append(
        f"stats: {stats.membership_queries} membership queries ({stats.filtered} filtered, "
        f"{stats.cached} cached, {stats.answered_by_enumeration} from the "
        f"enumerated language), {stats.equivalence_queries} equivalence queries, "
        f"{stats.solver_calls} solver calls, {round(stats.seconds, 3)} s"
    )
    return "\n".join(lines) + "\n"
