"""SARIF 2.1.0 (OASIS, errata 01) of a run: what CI systems and editors read.

One ``result`` per assertion of every program and per undefined behaviour found:

* a failing assertion or an undefined behaviour: ``kind: fail``, ``level: error`` (``warning``
  for a finding of warning severity), at its location, the shortest failing event sequence in
  the message (when it was learned; else the word of the counterexample found), and the
  counterexample as a ``codeFlow`` whose every step has its location and the values written;
* ``holds`` (for all runs): ``kind: pass``; ``holds-within-bound``: ``kind: notApplicable``
  (runs beyond the bound are not covered); ``unknown``: ``kind: open`` — each with the bound and
  the reason in ``properties`` (SARIF §3.27.9: a result that is not a failure has level none).

Units skipped and programs that could not be analysed are tool execution notifications.
"""

from __future__ import annotations

import json
import re
import urllib.parse
from pathlib import Path
from typing import Any

from errlang import __version__
from errlang.explain.results import run_from_json
from errlang.explain.stdin import file_formats
from errlang.explain.values import input_texts
from errlang.project.copies import copy_of
from errlang.project.discover import display
from errlang.project.report import RunReport, as_written
from errlang.project.tasks import ProgramResult

SCHEMA_URI = (
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
)
ASSERTION_RULE = "errlang.assertion"
KIND = {"fails": "fail", "holds": "pass", "holds-within-bound": "notApplicable", "unknown": "open"}
Json = dict[str, Any]


def write_sarif(path: Path, report: RunReport) -> None:
    path.write_text(json.dumps(sarif_log(report), indent=2) + "\n", encoding="utf-8")


def sarif_log(report: RunReport) -> Json:
    """The SARIF log of ``report`` (one run of errlang)."""
    results: list[Json] = []
    rules: dict[str, Json] = {ASSERTION_RULE: _rule(ASSERTION_RULE, "An assertion can fail")}
    notifications: list[Json] = []
    for program in report.results:
        check = program.check
        for item in check.get("assertions", []):
            results.append(_assertion(program, item))
        for finding in check.get("findings", []):
            rule = f"errlang.ub.{re.sub(r'[^a-z0-9]+', '-', finding['reason'].lower())}"
            rules.setdefault(rule, _rule(rule, f"Undefined behaviour: {finding['reason']}"))
            results.append(_finding(program, finding, rule))
        for error in check.get("errors", []):
            notifications.append(_notification("error", program.name, error))
        for assumed in check.get("assumptions", []):  # allocations succeed (assumptions.py)
            notifications.append(_notification("note", program.name, assumed))
    for skipped in report.skipped:
        notifications.append(
            _notification(
                "warning",
                display(skipped.path),
                {
                    "message": f"skipped: {skipped.reason}",
                    "line": skipped.line,
                    "column": skipped.column,
                },
            )
        )
    invocation: Json = {
        "executionSuccessful": not any(r.failure for r in report.results),
        "toolExecutionNotifications": notifications,
        "properties": {"executor": report.executor, "seconds": round(report.seconds, 3)},
    }
    return {
        "$schema": SCHEMA_URI,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "errlang",
                        "version": __version__,
                        "informationUri": "https://github.com/errlang/errlang",
                        "rules": list(rules.values()),
                    }
                },
                "invocations": [invocation],
                "results": results,
            }
        ],
    }


def _rule(rule: str, text: str) -> Json:
    return {"id": rule, "shortDescription": {"text": text}}


def _uri(file: str) -> str:
    if Path(file).is_absolute():
        return Path(file).as_uri()
    return urllib.parse.quote(Path(file).as_posix())


def _location(file: str, line: int, column: int | None = None, message: str | None = None) -> Json:
    region: Json = {"startLine": max(1, int(line))}
    if column:
        region["startColumn"] = max(1, int(column))
    location: Json = {
        "physicalLocation": {"artifactLocation": {"uri": _uri(file)}, "region": region}
    }
    if message:
        location["message"] = {"text": message}
    return location


def _in_function(location: Json, item: Json) -> Json:
    """``location`` with the function it is in as a logical location (SARIF §3.33)."""
    if item.get("function"):
        location["logicalLocations"] = [{"name": item["function"], "kind": "function"}]
    return location


def _assertion(program: ProgramResult, item: Json) -> Json:
    verdict = item["verdict"]
    bound = f" (loop bound {item['loop_bound']})" if item.get("loop_bound") else ""
    copy = copy_of(item, program.check)  # a header's static: which unit's copy
    text = f"assertion `{as_written(item)}`{copy} {verdict}{bound}: {item['reason']}"
    run = None
    if verdict == "fails":
        shortest = item.get("shortest")
        run = shortest["run"] if shortest else item.get("counterexample")
        if shortest:
            text += f". Shortest failing event sequence: {' '.join(shortest['word'])}"
        elif run:
            text += f". A failing event sequence: {' '.join(run['word'])}"
    result: Json = {
        "ruleId": ASSERTION_RULE,
        "kind": KIND[verdict],
        "level": "error" if verdict == "fails" else "none",
        "message": {"text": text},
        "locations": [_in_function(_location(item["file"], item["line"], item["column"]), item)],
        "properties": {
            "program": program.name,
            "verdict": verdict,
            "loopBound": item.get("loop_bound"),
            "complete": bool(item.get("complete")),
            "function": item["function"],
        },
    }
    if run:
        result["codeFlows"] = [_code_flow(run, item["file"])]
    return result


def _finding(program: ProgramResult, finding: Json, rule: str) -> Json:
    run = finding["run"]
    text = (
        f"undefined behaviour: {finding['reason']} in {finding['function']} "
        f"(loop bound {finding['loop_bound']}). Event sequence: {' '.join(run['word'])}"
    )
    if finding.get("assumes"):  # a function defined nowhere, memory read before any write
        text += f". {finding['assumes']}"
    return {
        "ruleId": rule,
        "kind": "fail",
        "level": "error" if finding["severity"] == "error" else "warning",
        "message": {"text": text},
        "locations": [_location(finding["file"], finding["line"], finding["column"])],
        "codeFlows": [_code_flow(run, finding["file"])],
        "properties": {
            "program": program.name,
            "loopBound": finding["loop_bound"],
            "function": finding["function"],
        },
    }


def _code_flow(run: Json, file: str) -> Json:
    """The run as one thread flow: inputs first (where they are read), then every step with
    the values written on it."""
    # the bytes read from stdin as one text (explain/stdin.py)
    formats = file_formats(file)  # None: the program opens files, its reads are not stdin's
    # in the words of check's terminal (explain/values.py): stdin as its text, a library
    # call's choice by its meaning, never the engine's function names
    inputs = ", ".join(input_texts(run_from_json(run), formats))
    locations: list[Json] = []
    for step in run.get("steps", []):
        written = step.get("assignments", [])
        message = step["function"]
        if written:
            message += ": " + ", ".join(f"{a['name']} = {a['value']}" for a in written)
        location: Json = {
            "location": _location(step.get("file", file), step["line"], None, message)
        }
        if written:
            location["state"] = {a["name"]: {"text": str(a["value"])} for a in written}
        locations.append(location)
    if not locations:  # SARIF: a thread flow has at least one location
        locations.append({"location": _location(file, 1, None, "the run has no steps")})
    return {
        "message": {"text": f"inputs: {inputs or '(none)'}"},
        "threadFlows": [{"locations": locations}],
    }


def _notification(level: str, file: str, error: Json) -> Json:
    notification: Json = {"level": level, "message": {"text": error["message"]}}
    if "line" in error:
        notification["locations"] = [
            _location(error.get("file", file), error["line"], error.get("column"))
        ]
    else:
        notification["locations"] = [_location(file, 1)]
    return notification
