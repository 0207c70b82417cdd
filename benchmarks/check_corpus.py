"""`errlang check` on every program of the C corpus: verdicts, formula size and time.

Run:  .venv/bin/python benchmarks/check_corpus.py [--json] [--corpus DIR] [--only NAME …]
                                                  [--engine-at COMMIT] [--against OLD.json]

Each program is checked by a fresh ``python -m errlang check --json`` process with the loop
bound, options and timeout of its ``// errlang-test:`` line (tests/corpus/check_corpus_spec.py).
Columns: the verdict counts (F fails, H holds or holds-within-bound, U unknown), the number of
undefined-behaviour findings (UB), whether every verdict equals the program's ``// expect:``
annotations (``holds`` annotations accept both holds verdicts), the formula size, the solver
seconds and the engine's seconds as reported under ``"stats"`` in the JSON (blank when the
engine does not say), the CPU seconds of the whole process (user + system, its children
included: what load does not inflate) and its wall-clock seconds (Python start-up included).
The exit code is 0 when every program is as expected or carries a known-issue (``xfail=``)
mark.

``--engine-at COMMIT`` measures the engine of that commit alone: its ``core/`` is extracted
with ``git archive`` into a temporary directory put first on the ``PYTHONPATH`` of every
process started (the editable install's finder comes after it), with a bytecode cache of its
own, so that a tree several engineers edit at once is measured as committed (``HEAD``) or as it
was (a bisection). heldout_bench, table1_bench and differential take the same option.

``--against OLD.json`` (an earlier ``--json`` run) ends with what changed since: per program a
verdict count, finding count or expectation that differs, a formula size that differs, CPU
seconds more than ``SLOWER`` times the old (and ``SLACK`` s more); exit code 1 when a verdict
changed. The regression check of a day on which others change the engine is one such run.
"""

from __future__ import annotations

import argparse
import atexit
import json
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
from dataclasses import asdict, dataclass
from io import BytesIO
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "corpus"))

from check_corpus_spec import CorpusFile, load  # noqa: E402


@dataclass(frozen=True)
class Row:
    program: str
    loop_bound: int
    assertions: int
    fails: int
    holds: int
    unknown: int
    findings: int
    as_expected: bool
    exit_code: int
    formula_size: int | None
    solver_seconds: float | None
    engine_seconds: float | None
    wall_seconds: float
    errors: tuple[str, ...]
    known_issue: str | None
    cpu_seconds: float = 0.0  # the process's user + system seconds (load does not inflate it)


def measure(spec: CorpusFile, timeout: float) -> Row:
    command = [sys.executable, "-m", "errlang", "check", "--json", *spec.cli_options()]
    start = time.perf_counter()
    output, _, code, cpu = run_counted([*command, str(spec.path)], timeout)
    output = "" if code == -1 else output
    wall = time.perf_counter() - start
    try:
        data: dict[str, Any] = json.loads(output)
    except json.JSONDecodeError:
        data = {"assertions": [], "errors": [{"message": f"no JSON (exit {code})"}]}
    verdicts = [(item["line"], _holds(item["verdict"])) for item in data.get("assertions", [])]
    expected = {(line, e.verdict) for line, e in spec.expectations.items()}
    stats = data.get("stats") or {}
    return Row(
        program=spec.name,
        loop_bound=spec.loop_bound,
        assertions=len(verdicts),
        fails=sum(v == "fails" for _, v in verdicts),
        holds=sum(v == "holds-within-bound" for _, v in verdicts),
        unknown=sum(v == "unknown" for _, v in verdicts),
        findings=len(data.get("findings", [])),
        as_expected=set(verdicts) == expected and len(verdicts) >= len(expected),
        exit_code=code,
        formula_size=stats.get("formula_size"),
        solver_seconds=stats.get("solver_seconds"),
        engine_seconds=stats.get("seconds"),
        wall_seconds=round(wall, 3),
        cpu_seconds=round(cpu, 3),
        errors=tuple(str(e.get("message")) for e in data.get("errors", [])),
        known_issue=spec.xfail,
    )


def run_counted(command: list[str], timeout: float) -> tuple[str, str, int, float]:
    """``command``'s stdout, stderr, exit code (-1: killed at ``timeout``) and CPU seconds
    (user + system, its children it waited for included: ``os.wait4`` of this one process,
    so that runs side by side do not count each other's CPU)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        process = subprocess.Popen(command, stdout=out, stderr=err)
        timer = threading.Timer(timeout, process.kill)
        timer.start()
        try:
            _, status, usage = os.wait4(process.pid, 0)
        finally:
            timer.cancel()
        code = os.waitstatus_to_exitcode(status)
        process.returncode = code
        out.seek(0)
        err.seek(0)
        said = out.read().decode(errors="replace"), err.read().decode(errors="replace")
    return *said, (-1 if code == -9 else code), usage.ru_utime + usage.ru_stime


WARM_UP = "#include <assert.h>\nint main(void) { int x = 1; assert(x == 1); return 0; }\n"


def pin_engine(commit: str) -> str:
    """Make every process started from now on run ``commit``'s engine: its ``core/`` (``git
    archive``) first on ``PYTHONPATH``, a bytecode cache of its own (``PYTHONPYCACHEPREFIX``:
    compiled once, before the first measured process, as an installed package has it).
    Returns the commit's short hash."""
    resolved = subprocess.run(
        ["git", "rev-parse", "--short", f"{commit}^{{commit}}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    archive = subprocess.run(
        ["git", "archive", resolved, "core"], cwd=ROOT, capture_output=True, check=True
    ).stdout
    scratch = Path(tempfile.mkdtemp(prefix=f"errlang-engine-{resolved}-"))
    atexit.register(shutil.rmtree, scratch, True)
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(scratch, filter="data")
    os.environ["PYTHONPATH"] = str(scratch / "core")
    os.environ["PYTHONPYCACHEPREFIX"] = str(scratch / "pycache")
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    # compiled before the first measured process, so that its CPU seconds are not the compiler's:
    # the engine, and the standard library's and z3's modules a check imports (the prefix holds
    # every module's byte code, not only errlang's)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(scratch / "core")], check=True)
    warm = scratch / "warm_up.c"
    warm.write_text(WARM_UP)
    subprocess.run(
        [sys.executable, "-m", "errlang", "check", "--json", str(warm)],
        capture_output=True,
        check=False,
    )
    return resolved


def add_engine_option(parser: argparse.ArgumentParser) -> None:
    """``--engine-at COMMIT``: the one spelling of the option in the four benchmarks."""
    parser.add_argument(
        "--engine-at",
        default=None,
        metavar="COMMIT",
        help="measure COMMIT's engine (its core/ by git archive), not the working tree's",
    )


def engine_label(commit: str | None) -> str:
    """Which engine a run measured, for its header: ``COMMIT`` or the working tree's."""
    if commit:
        return commit
    head = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    return f"working tree (HEAD {head})"


SLOWER = 1.5  # a program's CPU seconds this many times the old ones is a slowdown worth a look
SLACK = 0.5  # … when it is also this many seconds more (start-up noise is ~0.1-0.3 s)


def changes(old: dict[str, dict[str, Any]], rows: list[Row]) -> tuple[list[str], bool]:
    """What changed per program since ``old`` (an earlier run's rows by program), and whether
    a verdict did (counts, findings or the match with the expectations)."""
    said, verdicts = [], False
    for row in rows:
        before = old.get(row.program)
        if before is None:
            said.append(f"{row.program}: new")
            continue
        now = asdict(row)
        keys = ("fails", "holds", "unknown", "findings", "as_expected")
        was, is_ = tuple(before.get(k) for k in keys), tuple(now[k] for k in keys)
        notes = []
        if was != is_:
            verdicts = True
            notes.append(f"VERDICTS (F, H, U, UB, as expected) {was} -> {is_}")
        if before.get("formula_size") != row.formula_size:
            notes.append(f"formula {before.get('formula_size')} -> {row.formula_size} nodes")
        cpu = float(before.get("cpu_seconds") or 0.0)
        if row.cpu_seconds > SLOWER * cpu and row.cpu_seconds - cpu > SLACK:
            notes.append(f"CPU {cpu:.2f} -> {row.cpu_seconds:.2f} s")
        if notes:
            said.append(f"{row.program}: " + "; ".join(notes))
    total = sum(float(old[r.program].get("cpu_seconds") or 0.0) for r in rows if r.program in old)
    said.append(f"CPU in all: {total:.1f} -> {sum(r.cpu_seconds for r in rows):.1f} s")
    return said, verdicts


def _holds(verdict: str) -> str:
    """``holds`` (complete) is what a ``// expect: holds`` annotation means too."""
    return "holds-within-bound" if verdict == "holds" else verdict


def _number(value: float | int | None, digits: int = 2) -> str:
    if value is None:
        return ""
    return str(value) if isinstance(value, int) else f"{value:.{digits}f}"


def table(rows: list[Row]) -> str:
    header = (
        "| program | b | F | H | U | UB | as expected | formula size | solver s | engine s "
        "| CPU s | wall s |"
    )
    lines = [header, "|---|--:|--:|--:|--:|--:|:-:|--:|--:|--:|--:|--:|"]
    for r in rows:
        note = "yes" if r.as_expected else "**no**"
        if r.known_issue and not r.as_expected:
            note += f" (known: {r.known_issue})"
        elif r.errors:
            note += " (" + "; ".join(r.errors)[:80] + ")"
        lines.append(
            f"| {r.program} | {r.loop_bound} | {r.fails} | {r.holds} | {r.unknown} "
            f"| {r.findings} | {note} "
            f"| {_number(r.formula_size)} | {_number(r.solver_seconds)} "
            f"| {_number(r.engine_seconds)} | {_number(r.cpu_seconds)} "
            f"| {_number(r.wall_seconds)} |"
        )
    total_solver = sum(r.solver_seconds or 0.0 for r in rows)
    total_wall = sum(r.wall_seconds for r in rows)
    total_cpu = sum(r.cpu_seconds for r in rows)
    matching = sum(r.as_expected for r in rows)
    lines.append(
        f"| **total** ({matching}/{len(rows)} as expected) | | {sum(r.fails for r in rows)} "
        f"| {sum(r.holds for r in rows)} | {sum(r.unknown for r in rows)} "
        f"| {sum(r.findings for r in rows)} | | "
        f"| {total_solver:.2f} | | {total_cpu:.2f} | {total_wall:.2f} |"
    )
    return "\n".join(lines)


def machine() -> dict[str, str]:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        model = platform.processor()
    return {
        "date": time.strftime("%Y-%m-%d"),
        "cpus": str(os.cpu_count()),
        "cpu_model": model,
        "python": platform.python_version(),
        "platform": platform.platform(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--corpus", type=Path, default=ROOT / "tests" / "corpus" / "check")
    parser.add_argument("--only", nargs="*", default=None, help="program file names")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds per program")
    parser.add_argument("--against", type=Path, default=None, help="an earlier --json run")
    add_engine_option(parser)
    args = parser.parse_args(argv)
    engine = engine_label(pin_engine(args.engine_at) if args.engine_at else None)
    paths = sorted(args.corpus.glob("*.c"))
    if args.only:
        paths = [p for p in paths if p.name in args.only]
    rows = [measure(load(path), args.timeout) for path in paths]
    if args.json:
        document = {"machine": machine(), "engine": engine, "programs": [asdict(r) for r in rows]}
        print(json.dumps(document, indent=2))
    else:
        print(" ".join(f"{k}={v}" for k, v in machine().items()) + f" engine={engine}")
        print(table(rows))
    changed = False
    if args.against:
        earlier = json.loads(args.against.read_text())
        said, changed = changes({r["program"]: r for r in earlier["programs"]}, rows)
        where = sys.stderr if args.json else sys.stdout
        print(f"\nSince {args.against} (engine {earlier.get('engine', '?')}):", file=where)
        print("\n".join(said), file=where)
    return 0 if all(r.as_expected or r.known_issue for r in rows) and not changed else 1


if __name__ == "__main__":
    sys.exit(main())
