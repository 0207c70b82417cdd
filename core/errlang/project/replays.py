"""A project's replays: each failing assertion's counterexample and each undefined-behaviour
finding of one program run for real (``--replay``), as ``errlang check --replay`` runs them;
every location names its file (:func:`errlang.project.tasks.with_files`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from errlang.frontend.link import Unit
from errlang.frontend.program import Program
from errlang.project.discover import display

if TYPE_CHECKING:
    from errlang.ir.program import IRProgram

Json = dict[str, Any]


def replays(
    program: Program,
    data: Json,
    units: tuple[Unit, ...] = (),
    ir: IRProgram | None = None,
    entry: str = "main",
) -> list[Json]:
    """Each failing assertion's counterexample and each undefined-behaviour finding run for
    real (this runs the user's code: only with ``--replay``): the assertions through the
    harness regenerated from the program's AST, one unit per translation unit, compiled and
    linked by gcc; the findings under the sanitizers, every original unit compiled with its
    own flags (``units``) and linked. ``ir``: the program as check lowered it (a summarised
    array loop's inputs, listed for its first iterations only, are completed from it)."""
    from errlang.explain.replay import Replayer

    failing = [
        (index, item)
        for index, item in enumerate(data.get("assertions", []))
        if item.get("verdict") == "fails" and item.get("counterexample")
    ]
    done = []
    if failing:
        with Replayer(program) as replayer:  # gcc's sanitizers when it can, as check --replay
            for index, item in failing:
                inputs, why = _all_inputs(ir, index, item)
                outcome = replayer.replay(index, inputs, timeout=30)
                status = "reproduced" if outcome.reproduced else "not-reproduced"
                detail = outcome.detail + (f" ({why})" if why else "")
                site = program.assertions[index] if index < len(program.assertions) else None
                coord = site.node.coord if site is not None else None
                file = str(coord.file) if coord is not None and coord.file else str(program.path)
                done.append(
                    {
                        "subject": "assertion",
                        "file": display(file),
                        "line": item["line"],
                        "status": status,
                        "detail": detail,
                    }
                )
    findings = data.get("findings", [])
    if findings and units:
        done += _finding_replays(program, findings, units, entry)
    return done


def _all_inputs(ir: IRProgram | None, index: int, item: Json) -> tuple[list[Json], str]:
    """The inputs to replay a failing assertion's counterexample with (a summarised array
    loop's completed from the solver), and why they could not be listed ("" if they were)."""
    from errlang.session.loop_inputs import (
        LoopInputsUnavailable,
        replay_inputs,
        summarised_inputs,
    )
    from errlang.teacher.runs import InputValue

    given: list[Json] = item["counterexample"]["inputs"]
    shown = [
        InputValue(i["function"], i["line"], i["value"], i.get("name"), i.get("bits"))
        for i in given
    ]
    if ir is None or not summarised_inputs(ir, shown) or not item.get("loop_bound"):
        return given, ""
    try:
        return replay_inputs(ir, index, item["loop_bound"], shown), ""
    except LoopInputsUnavailable as error:
        return given, f"the inputs of a summarised array loop cannot be listed: {error}"


def _finding_replays(
    program: Program, findings: list[Json], units: tuple[Unit, ...], entry: str = "main"
) -> list[Json]:
    """The findings of ``program`` (its check JSON's) replayed under gcc's sanitizers (with the
    ``main`` errlang added for ``--entry``)."""
    from errlang.explain.harness_types import floating_inputs
    from errlang.session.check_replay import (
        by_wrapping,
        entry_units,
        finding_outcome,
        getenv_names,
        replayed_inputs,
        replayed_pointers,
        run_environment,
    )
    from errlang.session.ub_replay import SanitizedProgram
    from errlang.teacher.runs import InputValue

    done = []
    names = getenv_names(program.ast)
    used = {i["function"] for f in findings for i in f.get("run", {}).get("inputs", [])}
    for wrapping, group in by_wrapping(findings):  # signed overflows: built without -fwrapv
        with (
            entry_units(program, units) as compiled,  # the entry point's unit with its main
            SanitizedProgram(
                program.path,
                replayed_inputs(program, used),
                floating=floating_inputs(program),
                pointers=replayed_pointers(program, used),
                units=compiled,
                allocations_may_fail=program.allocations_may_fail,
                wrapping=wrapping,
            ) as built,
        ):
            for finding in group:
                inputs = [  # an asm's outputs are not fed: the original's asm runs (check_replay)
                    i["bits"] if i.get("bits") is not None else int(i["value"])
                    for i in finding.get("run", {}).get("inputs", [])
                    if i.get("function") != "__asm__" and i.get("function") not in program.library
                ]
                file = _file_of(program, finding.get("function", ""))
                run = [InputValue.from_json(i) for i in finding.get("run", {}).get("inputs", [])]
                wanted = (finding["reason"], finding["line"])
                report = built.replay(
                    inputs, environment=run_environment(run, names), wanted=wanted
                )
                status, detail = finding_outcome(report, finding["reason"], finding["line"], file)
                done.append({"subject": "finding", "file": display(file), "line": finding["line"],
                         "status": status, "detail": detail})  # fmt: skip
    return done


def _file_of(program: Program, function: str) -> str:
    """The file ``function`` is defined in (the program's main file if unknown)."""
    definition = program.functions.get(function)
    coord = definition.coord if definition is not None else None
    return str(coord.file) if coord is not None and coord.file else str(program.path)
