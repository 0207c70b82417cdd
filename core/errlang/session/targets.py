"""Targets of learning (an assertion, or a function's complete runs) and their cache keys."""

from __future__ import annotations

import functools
import hashlib
from dataclasses import dataclass
from pathlib import Path

from errlang import __version__
from errlang.encoder.encoding import END_LETTER, ERROR_LETTER
from errlang.explain.results import TargetInfo
from errlang.frontend import FrontendError, Program, parse_file
from errlang.frontend.entry import LEARN_PREFIX, learning_harness
from errlang.frontend.entry_types import Relocate
from errlang.ir.program import IRProgram
from errlang.session.errors import AnalysisError
from errlang.session.settings import Settings


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


@dataclass(frozen=True)
class Target:
    """What a teacher answers about: the runs from ``entry`` ending at assertion ``site``
    (``-1``: the normal end of ``entry``, explanation mode) with ``final_letter``."""

    entry: str
    site: int
    final_letter: str
    info: TargetInfo
    identity: str  # stable across edits outside the slice


def find_target(ir: IRProgram, line: int | None, function: str | None) -> Target:
    """The assertion on ``line`` or the complete runs of ``function`` (a located
    :class:`AnalysisError` when there is none)."""
    program = ir.source
    if function is not None:
        if function not in ir.functions:
            raise AnalysisError(
                [{"line": 1, "column": 1, "message": f"no function '{function}' is defined"}],
                str(program.path),
            )
        loc = ir.functions[function].loc
        info = TargetInfo("function", str(program.path), loc.line if loc else 1, function)
        # a function with pointer parameters starts in its harness (learning_program)
        harness = f"{LEARN_PREFIX}{function}"
        entry = harness if harness in ir.functions else function
        return Target(entry, -1, END_LETTER, info, f"function:{function}")
    site = program.assertion_at(line or 0)
    if site is None:
        raise AnalysisError(
            [{"line": line or 1, "column": 1, "message": f"no assertion on line {line}"}],
            str(program.path),
        )
    ordinal = [a.index for a in program.assertions if a.function == site.function].index(site.index)
    info = TargetInfo(
        "assertion", str(program.path), site.line, site.function, site.column, site.text
    )
    return Target("main", site.index, ERROR_LETTER, info, f"assertion:{site.function}:{ordinal}")


def cache_key(ir: IRProgram, target: Target, kinds: tuple[str, ...], bound: int) -> str:
    """The persistent cache's key (DESIGN §4): the slice's normalised IR, the target, the
    alphabet and the loop bound, with the engine's own fingerprint."""
    parts = (
        engine_fingerprint(),
        ir.fingerprint(target.entry, kinds),
        target.identity,
        ",".join(kinds),
        bound,
    )
    text = "|".join(map(str, parts))
    return hashlib.sha256(text.encode()).hexdigest()


def learning_program(program: Program, function: str, settings: Settings) -> Program | None:
    """``learn --function F`` of a function with pointer (or struct, floating) parameters:
    ``program`` parsed again with a harness function that builds F's arguments as ``check
    --entry F`` does (a buffer and its length, a string, a struct; ``--max-bytes``,
    ``--nullable``: :func:`errlang.frontend.entry.learning_harness`) and calls F; its nodes are
    located at F. None when F takes integers only (the encoder makes them inputs) or is not
    the file's own."""
    ast = program.ast
    definition = program.functions.get(function)
    if definition is None or not program.from_user_file(definition):
        return None
    try:
        text = learning_harness(ast, function, str(program.path), settings.entry)
        if text is None:
            return None
        harnessed = parse_file(
            program.path,
            f"{program.source}\n{text}",
            settings.include_dirs,
            settings.defines,
            settings.entry,
        )
    except FrontendError as error:
        diagnostics = [
            {"line": d.line, "column": d.column, "message": d.message} for d in error.diagnostics
        ]
        raise AnalysisError(diagnostics, str(program.path)) from error
    added = harnessed.functions[f"{LEARN_PREFIX}{function}"]
    Relocate(harnessed.functions[function].decl.coord).visit(added)
    for ext in harnessed.ast.ext:  # its declarations too (the input functions')
        if ext.coord is not None and ext.coord.line > program.source.count("\n") + 1:
            Relocate(definition.decl.coord).visit(ext)
    return harnessed
