"""What a verdict assumes that C does not promise, said in the result (issue 29's gap, item 5).

errlang's ``malloc``, ``calloc`` and ``realloc`` never return NULL (encoder/instructions.py's
Alloc; DESIGN §2 is silent, CBMC's default is the same): a run in which an allocation fails is
not examined, so a program that fails only when ``malloc`` returns NULL is said to hold. The
choice is kept (a NULL from every allocation doubles the runs of every allocating loop, and
glibc on Linux rarely returns NULL for small sizes), but every result of a program that
allocates says so, located at its first allocation, as a warning (JSON ``warnings``, the text's
``warning:`` lines, SARIF), so that a user knows. docs/trust.md §7. With ``--malloc-may-fail``
malloc, calloc and realloc may return NULL (an input of the call): nothing is assumed then.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace
from pathlib import Path

from errlang.frontend.conventions import is_nondet_name
from errlang.ir import nodes as n
from errlang.ir.program import IRProgram
from errlang.session.verdicts import WARNING_REASONS, CheckResult, InputError
from errlang.teacher.runs import NamedValue, Run

NEVER_NULL = (
    "assumed: {what} always succeeds (errlang's malloc, calloc and realloc never return "
    "NULL); runs in which an allocation fails are not examined"
)
_ALLOCATING = (n.Alloc, n.Realloc)
# C models that return NULL by a choice of their own (fopen: the file could not be opened;
# getenv: the variable is not set): their allocation failing gives no run they do not give
# but errno's ENOMEM (getenv's string is the environment's in C: no allocation at all)
NULL_BY_CHOICE = frozenset({"fopen", "fdopen", "tmpfile", "getenv"})


def allocation_assumptions(ir: IRProgram) -> tuple[InputError, ...]:
    """The assumption that allocations succeed, at the program's first allocation (its own
    call of malloc/calloc/realloc, or of a C model that allocates: ``getline``, ``strdup``),
    if it has one."""
    models = ir.source.library
    allocating_models = _allocating(ir, models)
    for name, function in ir.functions.items():
        if name in models or name not in ir.source.functions:
            continue
        for at, instr in enumerate(function.body):
            if _may_be_null(function.body, at):
                continue  # --malloc-may-fail, an undefined function's object: NULL is a run
            if isinstance(instr, n.Alloc) and instr.automatic:
                continue  # a variable-length array: no malloc to fail
            if isinstance(instr, _ALLOCATING):
                what = "realloc" if isinstance(instr, n.Realloc) else "malloc/calloc"
            elif isinstance(instr, n.Call) and instr.function in allocating_models - NULL_BY_CHOICE:
                what = f"{instr.function}'s allocation"
            else:
                continue
            if instr.loc.line <= 0:
                continue
            file = _file_of(ir, name)
            message = NEVER_NULL.format(what=what)
            return (InputError(instr.loc.line, instr.loc.column, message, file),)
    return ()


def _may_be_null(body: list[n.Instr], at: int) -> bool:
    """Whether the allocation at ``at`` may give NULL: the IR chooses it by an input right
    after it (``malloc:null`` under ``--malloc-may-fail``, ir/builtins.py; ``f:null`` for an
    undefined function's pointer result, ir/lower_call.py), a realloc's two before it."""
    after = body[at + 1] if at + 1 < len(body) else None
    choice = body[at - 2] if at >= 2 else None  # realloc's: the choice, its jump, the Realloc
    if isinstance(body[at], n.Realloc):
        return isinstance(choice, n.Nondet) and choice.function == "realloc:null"
    return (
        isinstance(body[at], n.Alloc)
        and isinstance(after, n.Nondet)
        and after.function.endswith(":null")
    )


def _file_of(ir: IRProgram, function: str) -> str:
    coord = ir.source.functions[function].decl.coord
    if coord is None or not coord.file or Path(str(coord.file)) == Path(ir.source.path):
        return ""
    return str(coord.file)


def _allocating(ir: IRProgram, models: Collection[str]) -> set[str]:
    """The C models that allocate, themselves or through the models they call."""
    found: set[str] = set()
    changed = True
    while changed:
        changed = False
        for name in models:
            function = ir.functions.get(name)
            if name in found or function is None:
                continue
            body = function.body
            if any(
                (isinstance(i, _ALLOCATING) and not _may_be_null(body, at))
                or (isinstance(i, n.Call) and i.function in found)
                for at, i in enumerate(body)
            ):
                found.add(name)
                changed = True
    return found


UNLINKED = (
    "assuming {calls}: {names} {verb} declared but defined nowhere, so gcc cannot link "
    "this program as it is (a run of the real program {does} only if the definition returns "
    "{those})"
)
ERRLANG_PREFIX = "__errlang_"  # errlang's own input functions (frontend/normalise, entry)
ALLOCATING = frozenset({"malloc", "calloc", "realloc"})  # ``malloc:null``: --malloc-may-fail


def unlinked_results(result: CheckResult, ir: IRProgram) -> CheckResult:
    """Each ``fails`` whose counterexample draws the result of a function the program calls
    and defines nowhere (declared only in its own files, or called without a declaration; a
    pointer result is NULL or a new object of any contents, ir/undefined_calls.fresh_object) says,
    in its reason, what it assumes: that the function returns what the run drew (``get at
    line 4 returns 7``). The run is errlang's (``--replay`` supplies the function), not one of
    the program gcc builds: without the sentence the verdict reads as a run of the program.
    Each finding whose run draws such a result says the same in its ``assumes``."""
    pointers = _pointer_results(ir)
    named = set(ir.source.declared_only) | set(ir.source.undeclared) | pointers
    unlinked = {name for name in named if not _an_input(name)}
    if not unlinked:
        return result
    verdicts = []
    for verdict in result.assertions:
        said = _unlinked(verdict.counterexample, unlinked, pointers, "fails")
        if verdict.verdict != "fails" or not said:
            verdicts.append(verdict)
            continue
        verdicts.append(replace(verdict, reason=f"{verdict.reason}; {said}"))
    findings = []
    for finding in result.findings:
        said = _unlinked(finding.run, unlinked, pointers, "reaches it")
        assumes = "; ".join(x for x in (finding.assumes, said) if x)
        findings.append(replace(finding, assumes=assumes) if said else finding)
    return replace(result, assertions=tuple(verdicts), findings=tuple(findings))


def _unlinked(run: Run | None, unlinked: set[str], pointers: set[str], does: str) -> str:
    """What ``run`` assumes of the functions defined nowhere it draws results from ("" when
    it draws none): ``assuming get at line 4 returns 7: get is declared but ...``."""
    drawn = [] if run is None else [i for i in run.inputs if i.function in unlinked]
    if not drawn:
        return ""
    names = sorted({i.function for i in drawn})
    calls = ", ".join(
        f"{i.function} at line {i.line} returns " + _returned(i.value, i.function in pointers)
        for i in drawn[:4]
    ) + (f" and {len(drawn) - 4} more" if len(drawn) > 4 else "")
    return UNLINKED.format(
        calls=calls,
        names=", ".join(names),
        verb="is" if len(names) == 1 else "are",
        does=does,
        those="these" if len(drawn) > 1 else "this",
    )


def _an_input(name: str) -> bool:
    """The program's inputs by convention (``__VERIFIER_nondet_int``, ``nondet_int``) and
    errlang's own (``__errlang_argc`` of ``main(argc, argv)``, an ``--entry`` harness's): no
    program defines them, and none is an assumption about a function of the program."""
    return is_nondet_name(name) or name.startswith(ERRLANG_PREFIX)


def _returned(value: int | str, pointer: bool) -> str:
    """What a drawn result stands for: a pointer result's input is whether it is NULL."""
    if not pointer:
        return str(value)
    return "NULL" if str(value) == "1" else "a new object of any contents"


def _pointer_results(ir: IRProgram) -> set[str]:
    """The functions declared in the program's own files, defined nowhere, whose pointer
    result the lowering makes NULL or a new object (a ``f:null`` choice)."""
    program = ir.source
    found = set()
    for function in ir.functions.values():
        for instr in function.body:
            if not isinstance(instr, n.Nondet) or not instr.function.endswith(":null"):
                continue
            name = instr.function[: -len(":null")]
            decl = program.declarations.get(name)
            if (
                name not in ALLOCATING
                and name not in program.functions
                and name not in program.library
                and decl is not None
                and program.from_user_file(decl)
            ):
                found.add(name)
    return found


UNINITIALISED = (
    "the run reads {names} before any write: errlang lets such memory hold any value, and "
    "this run chose one; a compiled run reads whatever that memory held, so with these "
    "inputs it may not {does}"
)


def uninitialised_results(result: CheckResult) -> CheckResult:
    """Each ``fails`` whose counterexample reads memory never written (``x = 5
    (uninitialised)``: any value, as errlang reads C, DESIGN §2), and each finding whose run
    does (the uninitialised-read warning itself aside), says so: the value is the run's
    choice, not an input gcc's run can be given, so the run may not replay."""
    verdicts = []
    for verdict in result.assertions:
        run = verdict.counterexample
        unset = [] if run is None else unset_reads(run)
        if verdict.verdict != "fails" or not unset:
            verdicts.append(verdict)
            continue
        said = UNINITIALISED.format(names=", ".join(unset), does="fail")
        verdicts.append(replace(verdict, reason=f"{verdict.reason}; {said}"))
    findings = []
    for finding in result.findings:
        unset = unset_reads(finding.run, finding.unset_lines)
        if finding.reason in WARNING_REASONS or not unset:
            findings.append(finding)
            continue
        said = UNINITIALISED.format(names=", ".join(unset), does="reach it")
        assumes = "; ".join(x for x in (finding.assumes, said) if x)
        findings.append(replace(finding, assumes=assumes))
    return replace(result, assertions=tuple(verdicts), findings=tuple(findings))


def unset_reads(run: Run, lines: Sequence[int] = ()) -> list[str]:
    """What ``run`` reads before any write: the places whose value it shows uninitialised
    (``b[x] = 7 (uninitialised)``), then ``a variable at line L`` for each of ``lines`` (a
    finding's uninitialised-read sites, :attr:`Finding.unset_lines`) where it shows none."""
    values = [*run.violation, *(v for step in run.assignments for v in step)]
    found = [v.name for v in values if _unset(v)]
    shown = {
        run.steps[k][0]
        for k, step in enumerate(run.assignments)
        if k < len(run.steps) and any(_unset(v) for v in step)
    }
    found += [f"a variable at line {line}" for line in lines if line not in shown]
    return list(dict.fromkeys(found))


def _unset(value: NamedValue) -> bool:
    return str(value.value).endswith("(uninitialised)")
