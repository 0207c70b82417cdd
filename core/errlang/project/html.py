"""One self-contained HTML report of a run (Litani's dashboard in miniature): per program, its
units, time, peak memory and worker; per assertion, the verdict, the bound and the reason, and
a link to its counterexample (the shortest failing sequence, every step with its file, line,
source text and values). No script, no style sheet, image or font from elsewhere: it opens
offline, in CI artefacts and in mail."""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from errlang.explain.results import run_from_json
from errlang.explain.values import input_texts
from errlang.project.copies import copy_of
from errlang.project.discover import display
from errlang.project.report import RunReport, as_written, report_json, source_line

Json = dict[str, Any]

STYLE = """
body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: .5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: .25em .6em; text-align: left; vertical-align: top; }
th { background: #f3f3f3; }
.fails { background: #fdd; } .holds { background: #dfd; }
.holds-within-bound { background: #ffd; } .unknown { background: #eee; }
code, pre { font: 12px/1.3 ui-monospace, monospace; }
.summary span { margin-right: 1.5em; }
"""


def write_html(path: Path, report: RunReport) -> None:
    path.write_text(html_report(report), encoding="utf-8")


def html_report(report: RunReport) -> str:
    summary = report_json(report)["summary"]
    verdicts = "".join(
        f"<span class='{escape(v)}'>{escape(v)}: {n}</span>"
        for v, n in sorted(summary["verdicts"].items())
    )
    parts = [
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>",
        "<title>errlang check report</title>",
        f"<style>{STYLE}</style></head><body>",
        "<h1>errlang check report</h1>",
        f"<p class='summary'><span>{summary['programs']} programs</span>{verdicts}",
        f"<span>{summary['findings']} undefined behaviours</span>",
        f"<span>{summary['seconds']:.1f} s on {escape(summary['executor'])}</span></p>",
        _programs_table(report),
    ]
    if report.skipped:
        parts.append("<h2>Units skipped</h2><table><tr><th>unit</th><th>reason</th></tr>")
        for skipped in report.skipped:
            parts.append(
                f"<tr><td>{escape(display(skipped.path))}</td><td>{escape(skipped.reason)}</td></tr>"
            )
        parts.append("</table>")
    parts.append(_details(report))
    parts.append("</body></html>\n")
    return "".join(parts)


def _programs_table(report: RunReport) -> str:
    rows = [
        "<h2>Programs</h2><table><tr><th>program</th><th>units</th><th>time</th>"
        "<th>peak memory</th><th>worker</th><th>assertion</th><th>verdict</th><th>bound</th>"
        "<th>reason</th><th>counterexample</th></tr>"
    ]
    for number, program in enumerate(report.results):
        check = program.check
        items = check.get("assertions", []) + check.get("findings", [])
        span = max(1, len(items))
        memory = f"{program.memory_mb:.0f} MB" if program.memory_mb else "—"
        head = (
            f"<td rowspan='{span}'>{escape(program.name)}</td>"
            f"<td rowspan='{span}'>{'<br>'.join(escape(u) for u in program.units)}</td>"
            f"<td rowspan='{span}'>{program.seconds:.2f} s"
            f"{' (cached)' if check.get('cached') else ''}</td>"
            f"<td rowspan='{span}'>{memory}</td><td rowspan='{span}'>{escape(program.worker)}</td>"
        )
        if not items:
            problem = program.failure or "; ".join(e["message"] for e in check.get("errors", []))
            rows.append(f"<tr>{head}<td colspan='5'>{escape(problem or 'no assertions')}</td></tr>")
            continue
        for index, item in enumerate(items):
            cells = _item_cells(number, index, item, check)
            rows.append(f"<tr>{head if index == 0 else ''}{cells}</tr>")
    rows.append("</table>")
    return "".join(rows)


def _item_cells(program: int, index: int, item: Json, check: Json) -> str:
    where = f"{item['file']}:{item['line']}"
    if "verdict" in item:
        verdict, reason = item["verdict"], item["reason"]
        text = as_written(item) + copy_of(item, check)  # a header's static: which unit's copy
        bound = item.get("loop_bound")
    else:
        verdict, text = "fails", f"undefined behaviour: {item['reason']}"
        reason, bound = f"in {item['function']}", item["loop_bound"]
    link = (
        f"<a href='#cex-{program}-{index}'>run</a>"
        if item.get("counterexample") or item.get("run")
        else ""
    )
    return (
        f"<td><code>{escape(where)}</code> {escape(text)}</td>"
        f"<td class='{escape(verdict)}'>{escape(verdict)}</td><td>{bound or '—'}</td>"
        f"<td>{escape(reason)}</td><td>{link}</td>"
    )


def _details(report: RunReport) -> str:
    parts = ["<h2>Counterexamples</h2>"]
    for number, program in enumerate(report.results):
        check = program.check
        for index, item in enumerate(check.get("assertions", []) + check.get("findings", [])):
            shortest = item.get("shortest")
            run = shortest["run"] if shortest else item.get("counterexample") or item.get("run")
            if not run:
                continue
            title = (
                as_written(item) + copy_of(item, check)
                if item.get("text")
                else f"undefined behaviour: {item['reason']}"
            )
            parts.append(
                f"<h3 id='cex-{number}-{index}'>{escape(program.name)}: "
                f"<code>{escape(item['file'])}:{item['line']}</code> {escape(title)}</h3>"
            )
            kind = "shortest failing" if shortest else "failing"
            parts.append(f"<p>{kind} event sequence: <code>{escape(' '.join(run['word']))}</code>")
            inputs = ", ".join(input_texts(run_from_json(run)))  # as check's terminal
            parts.append(f"<br>inputs: <code>{escape(inputs or '(none)')}</code></p>")
            parts.append(
                "<table><tr><th>file:line</th><th>function</th><th>source</th>"
                "<th>values written</th></tr>"
            )
            for step in run.get("steps", []):
                file = step.get("file", item["file"])
                written = ", ".join(
                    f"{a['name']} = {a['value']}" for a in step.get("assignments", [])
                )
                parts.append(
                    f"<tr><td><code>{escape(file)}:{step['line']}</code></td>"
                    f"<td>{escape(step['function'])}</td>"
                    f"<td><code>{escape(source_line(file, step['line']))}</code></td>"
                    f"<td><code>{escape(written)}</code></td></tr>"
                )
            parts.append("</table>")
    return "".join(parts)
