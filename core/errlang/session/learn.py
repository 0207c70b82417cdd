"""`learn`: the DFA of the language of error of a target, with its guarantee (DESIGN §3)."""

from __future__ import annotations

import functools
import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from errlang import __version__
from errlang.automata.dfa import DFA
from errlang.automata.export import dfa_to_json_fields
from errlang.automata.postprocess import postprocess
from errlang.encoder.encoding import END_LETTER, ERROR_LETTER
from errlang.encoder.symex import EncodingBudgetExceeded, EncodingCancelled, encode
from errlang.frontend import FrontendError, parse_file
from errlang.ir.program import IRProgram, build_ir, located_fingerprint
from errlang.learner.base import LearningCancelled, LearningError
from errlang.learner.base import learn as run_learner
from errlang.session.errors import AnalysisCancelled, AnalysisError
from errlang.session.settings import Settings
from errlang.teacher.cache import QueryCache
from errlang.teacher.program_teacher import ProgramTeacher
from errlang.teacher.solver import SolverUnknown

MAX_DRIVER_BOUND = 4


@functools.cache
def engine_fingerprint() -> str:
    """Part of every cache key: a hash of the engine's own sources (front end to teacher), so
    that answers cached by another version of errlang are never reused."""
    root = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256(__version__.encode())
    for folder in ("frontend", "ir", "encoder", "teacher", "include"):
        for path in sorted((root / folder).rglob("*")):
            if path.suffix in (".py", ".h"):
                digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


COUNTEREXAMPLES = 3
Progress = Callable[[str, float | None], None]


@dataclass(frozen=True)
class Target:
    entry: str
    site: int  # -1: explanation mode (normal end of ``entry``)
    final_letter: str
    description: dict[str, object]
    identity: str  # stable across edits outside the slice


def load(path: str, text: str | None, settings: Settings) -> IRProgram:
    try:
        return build_ir(parse_file(path, text, settings.include_dirs, settings.defines))
    except FrontendError as error:
        raise AnalysisError(
            [{"line": d.line, "column": d.column, "message": d.message} for d in error.diagnostics],
            path,
        ) from error


def find_target(ir: IRProgram, line: int | None, function: str | None) -> Target:
    program = ir.source
    if function is not None:
        if function not in ir.functions:
            raise AnalysisError(
                [{"line": 1, "column": 1, "message": f"no function '{function}' is defined"}],
                str(program.path),
            )
        loc = ir.functions[function].loc
        return Target(
            function,
            -1,
            END_LETTER,
            {
                "kind": "function",
                "function": function,
                "line": loc.line if loc else 1,
                "file": str(program.path),
            },
            f"function:{function}",
        )
    site = program.assertion_at(line or 0)
    if site is None:
        raise AnalysisError(
            [{"line": line or 1, "column": 1, "message": f"no assertion on line {line}"}],
            str(program.path),
        )
    ordinal = [a.index for a in program.assertions if a.function == site.function].index(site.index)
    return Target(
        "main",
        site.index,
        ERROR_LETTER,
        {
            "kind": "assertion",
            "file": str(program.path),
            "line": site.line,
            "column": site.column,
            "text": site.text,
            "function": site.function,
        },
        f"assertion:{site.function}:{ordinal}",
    )


def _key(ir: IRProgram, target: Target, kinds: tuple[str, ...], bound: int) -> str:
    parts = (
        engine_fingerprint(),
        ir.fingerprint(target.entry, kinds),
        target.identity,
        ",".join(kinds),
        bound,
    )
    text = "|".join(map(str, parts))
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass
class Attempt:
    bound: int
    max_length: int
    dfa: DFA
    teacher: ProgramTeacher
    cache: QueryCache | None
    bound_reached: bool
    located: str  # fingerprint with source positions (for what carries lines)


def learn(
    path: str,
    text: str | None = None,
    *,
    line: int | None = None,
    function: str | None = None,
    settings: Settings | None = None,
    progress: Progress | None = None,
    cancel: Callable[[], bool] | None = None,
) -> dict[str, object]:
    """The JSON of ``errlang learn --json``."""
    started = time.perf_counter()
    settings = settings or Settings()
    ir = load(path, text, settings)
    target = find_target(ir, line, function)
    kinds = settings.alphabet
    bounds = [settings.loop_bound] if settings.loop_bound else list(range(1, MAX_DRIVER_BOUND + 1))
    attempts: list[Attempt] = []
    deadline = started + settings.timeout
    try:
        for bound in bounds:
            if progress:
                progress(f"learning with loop bound {bound}", None)
            attempt = _learn_at(ir, target, kinds, bound, settings, deadline, cancel)
            attempts.append(attempt)
            if not attempt.bound_reached:
                break  # every run is within the bound: larger bounds add nothing
            stable = len(attempts) > 1 and attempts[-2].dfa.canonical() == attempt.dfa.canonical()
            if stable and attempt.dfa.accepting:
                break  # an empty language is not taken as stable: longer runs may fail
            if time.perf_counter() > deadline:
                break
    except (EncodingCancelled, LearningCancelled) as error:
        raise AnalysisCancelled() from error
    except FrontendError as error:
        raise AnalysisError(
            [{"line": d.line, "column": d.column, "message": d.message} for d in error.diagnostics],
            path,
        ) from error
    except (SolverUnknown, EncodingBudgetExceeded, LearningError) as error:
        if not attempts:
            raise AnalysisError(
                [
                    {
                        "line": target.description["line"],
                        "column": 1,
                        "message": f"learning stopped: {error}",
                    }
                ],
                path,
            ) from error
    return _result(ir, target, attempts, settings, started)


def _learn_at(
    ir: IRProgram,
    target: Target,
    kinds: tuple[str, ...],
    bound: int,
    settings: Settings,
    deadline: float,
    cancel: Callable[[], bool] | None,
) -> Attempt:
    encoding, edges = encode(ir, target.entry, bound, kinds, cancel=cancel)
    cache = QueryCache(_key(ir, target, kinds, bound))
    remaining = max(1.0, deadline - time.perf_counter())
    teacher = ProgramTeacher(encoding, edges, target.site, target.final_letter, 1, cache, remaining)
    longest = teacher.projection.longest()
    teacher.max_length = settings.max_length or max(1, longest)
    result = run_learner(teacher, algorithm=settings.algorithm, cancel=cancel)  # type: ignore[arg-type]
    reached = cache.blob("bound_reached") if cache else None
    if reached is None:
        reached = teacher.solver.satisfiable(encoding.bound_hit) is not None
        cache.store_blob("bound_reached", reached)
    located = located_fingerprint(ir, target.entry)
    return Attempt(bound, teacher.max_length, result.dfa, teacher, cache, bool(reached), located)


def _runs(attempt: Attempt) -> list[dict[str, object]]:
    cache = attempt.cache
    # runs carry source lines: cached under the positions too, not only the slice's IR
    name = f"runs:{COUNTEREXAMPLES}:{attempt.max_length}:{attempt.located}"
    stored = cache.blob(name) if cache else None
    if stored is not None:
        return stored  # type: ignore[return-value]
    runs = [run.to_json() for run in attempt.teacher.shortest_runs(COUNTEREXAMPLES)]
    if cache:
        cache.store_blob(name, runs)
    return runs


def _result(
    ir: IRProgram, target: Target, attempts: list[Attempt], settings: Settings, started: float
) -> dict[str, object]:
    last = attempts[-1]
    teacher = last.teacher
    post = postprocess(last.dfa)
    dfa = post.dfa
    locations = ir.letters(target.entry, settings.alphabet)
    alphabet = [
        {
            "letter": letter,
            "locations": [
                {"line": loc.line, "column": loc.column, "function": loc.function}
                for loc in locations.get(letter, [])
            ],
        }
        for letter in teacher.alphabet
        if letter != target.final_letter
    ]
    longest = teacher.projection.longest()
    unproven = list(teacher.guarantee.unproven)
    if last.bound_reached and len(attempts) == 1 and settings.loop_bound is None:
        unproven.append("stability: the bound driver stopped before the automaton was stable")
    result: dict[str, object] = {
        "target": target.description,
        "alphabet": alphabet,
        "alphabet_kinds": list(settings.alphabet),
        ("error_letter" if target.site >= 0 else "end_letter"): target.final_letter,
        **dfa_to_json_fields(dfa, post.dominating_transitions, post.doomed_states),
        "dominating_letters": sorted(post.dominating_letters),
        "bounds": {
            "loop_bound": last.bound,
            "max_length": last.max_length,
            "bounds_tried": [a.bound for a in attempts],
        },
        "guarantee": {
            "exact_up_to_length": last.max_length,
            "unproven": unproven,
            "bound_reached": last.bound_reached,
            "beyond_bound": (
                f"runs needing more than {last.bound} loop iterations or nested calls were "
                "cut: their words are not in this automaton"
                if last.bound_reached
                else "none: no run reaches the bound"
            ),
            "longest_word": longest,
            "generalisation": "accepted words longer than exact_up_to_length are generalisation"
            if longest > last.max_length
            else "none: every word of a run within the bound was checked",
        },
        "stats": {
            **teacher.stats.to_json(
                sum(a.teacher.solver_calls for a in attempts), time.perf_counter() - started
            ),
            "membership_queries": sum(a.teacher.stats.membership_queries for a in attempts),
            "filtered": sum(a.teacher.stats.filtered for a in attempts),
            "cached": sum(a.teacher.stats.cached for a in attempts),
            "equivalence_queries": sum(a.teacher.stats.equivalence_queries for a in attempts),
            "answered_by_enumeration": sum(a.teacher.stats.enumerated for a in attempts),
            "solver_seconds": round(
                sum(a.teacher.solver.seconds if a.teacher._solver else 0.0 for a in attempts), 3
            ),
        },
    }
    if target.site < 0:
        result.pop("error_letter", None)
    result["counterexamples"] = _runs(last) if dfa.accepting else []
    result["stats"]["solver_calls"] = sum(a.teacher.solver_calls for a in attempts)  # type: ignore[index]
    return result
