"""An oracle for ``errlang learn`` that does not use errlang's engine: gcc and enumeration.

The program is compiled unchanged with gcc (``-finstrument-functions`` for the ``functions`` and
``calls`` alphabets, ``-D__ERRLANG__`` for ``events``) and linked with ``oracle_harness.c``,
whose nondet functions read the input values from the command line. The oracle runs the program
on every input sequence over small per-kind domains, depth first: when a run asks for one more
value than it was given, the harness exits with a special code and the oracle extends the
sequence by every value of that call's domain. ``__VERIFIER_assume(c)`` with ``c`` false
discards the run; a crash (undefined behaviour trapped by the sanitizer, ``abort()``) is no
failing run and no normal end either.

Each run yields its word over the chosen alphabet (DESIGN §3): function entries other than
``main`` (``name``), call sites (``name@line``, the line from ``addr2line``) and
``ERRLANG_EVENT(name)`` markers, in the order they happen. The failing words of an assertion are
the words of the runs that fail it, followed by the error letter: ``Fail(P, b, n)`` when the runs
are restricted to those within ``b``. Recursion is measured (the function entries and returns
give each run's deepest nesting of one function, DESIGN §2); loop iterations are not, so the
tests pick programs whose loops ``b`` covers. The normal words of ``main`` are the words of the
runs that return from ``main`` or call ``exit()``, followed by the end letter.

The domains must be closed under the program's assumptions, since the engine ranges over all
values: every value outside a call's domain must lead to a discarded run. :func:`explore` probes
this (``lo - 1`` and ``hi + 1`` at every input) and raises :class:`OracleError` when a probe run
is not discarded.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from errlang.automata.export import dfa_from_json
from errlang.automata.operations import enumerate_accepted

HERE = Path(__file__).resolve().parent
HARNESS = HERE / "oracle_harness.c"
ORACLE_INCLUDE = HERE / "oracle_include"
ERRLANG_INCLUDE = HERE.parents[1] / "core" / "errlang" / "include"
ERROR_LETTER = "!error"
END_LETTER = "!end"
USER_MAIN = "__oracle_user_main"
KINDS = ("int", "uint", "bool", "char", "uchar", "short", "ushort", "long", "ulong")
UNSIGNED = frozenset({"uint", "uchar", "ushort", "ulong"})
Word = tuple[str, ...]


class OracleError(Exception):
    """The program does not fit the oracle (build error, open domain, too many runs)."""


@dataclass(frozen=True)
class Run:
    """One complete run: its inputs, how it ended, and how deep it recursed."""

    inputs: tuple[int, ...]
    outcome: str  # "fail" | "end" | "discard" | "crash"
    fail_line: int | None
    nesting: int  # the most activations of one function on the call stack at once


@dataclass(frozen=True)
class Exploration:
    """Every run of a program over the domains, with the letters of its events."""

    runs: tuple[Run, ...]
    words: Mapping[tuple[int, ...], Word]  # inputs -> word of the run (without final letter)

    def failing_words(self, line: int, recursion_bound: int | None = None) -> set[Word]:
        """``α(run)·!error`` for every run that fails the assertion on ``line`` (and nests no
        function deeper than ``recursion_bound``: loops are not measured, see the module)."""
        return {
            (*self.words[r.inputs], ERROR_LETTER)
            for r in self.runs
            if r.outcome == "fail" and r.fail_line == line and _within(r, recursion_bound)
        }

    def normal_words(self, recursion_bound: int | None = None) -> set[Word]:
        """``α(run)·!end`` for every run of ``main`` that ends normally."""
        return {(*self.words[r.inputs], END_LETTER) for r in self.runs
                if r.outcome == "end" and _within(r, recursion_bound)}  # fmt: skip

    def max_nesting(self, outcomes: Iterable[str] = ("fail", "end")) -> int:
        """The deepest recursion of the runs that end in one of ``outcomes``."""
        return max((r.nesting for r in self.runs if r.outcome in outcomes), default=0)

    def inputs_of(self, word: Word) -> tuple[int, ...] | None:
        """Inputs of some run whose word (final letter dropped) is ``word[:-1]``."""
        body = word[:-1]
        return next((r.inputs for r in self.runs if self.words[r.inputs] == body), None)


def _within(run: Run, recursion_bound: int | None) -> bool:
    return recursion_bound is None or run.nesting <= recursion_bound


@dataclass
class Binary:
    """The program linked with the harness, and what is needed to name addresses."""

    path: Path
    source: Path
    defined: frozenset[str]  # functions defined in the program (main is USER_MAIN)
    symbols: dict[int, str]  # file address -> function name
    main_address: int
    line_cache: dict[int, int | None] = field(default_factory=dict)

    def lines(self, addresses: Iterable[int]) -> None:
        """Resolve file addresses to source lines of the program (one ``addr2line`` call)."""
        todo = sorted({a for a in addresses if a not in self.line_cache})
        if not todo:
            return
        out = _tool(["addr2line", "-e", str(self.path), *[hex(a) for a in todo]])
        for address, text in zip(todo, out.splitlines(), strict=True):
            file, _, line = text.rpartition(":")
            line = line.split()[0] if line else ""
            same = Path(file).name == self.source.name
            self.line_cache[address] = int(line) if same and line.isdigit() else None


def _tool(command: Sequence[str], cwd: Path | None = None) -> str:
    proc = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise OracleError(f"{' '.join(command[:2])} failed:\n{proc.stderr.strip()}")
    return proc.stdout


def _functions(nm_output: str) -> dict[str, int]:
    found = {}
    for line in nm_output.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "Tt":
            found[parts[2]] = int(parts[0], 16)
    return found


def build(source: Path, workdir: Path, *, cc: str = "gcc") -> Binary:
    """Compile ``source`` with instrumentation and link it with the harness."""
    obj, harness, exe = workdir / "program.o", workdir / "harness.o", workdir / "program"
    flags = ["-std=gnu11", "-O0", "-g", "-fwrapv", "-fno-inline", "-w"]
    sanitize = ["-fsanitize=shift-exponent,integer-divide-by-zero,bounds",
                "-fsanitize-undefined-trap-on-error"]  # fmt: skip
    _tool([cc, *flags, *sanitize, "-finstrument-functions",
           "-finstrument-functions-exclude-file-list=/usr/", f"-I{ORACLE_INCLUDE}",
           f"-I{ERRLANG_INCLUDE}", "-D__ERRLANG__", f"-Dmain={USER_MAIN}", "-c", str(source),
           "-o", str(obj)])  # fmt: skip
    _tool([cc, "-std=gnu11", "-O1", "-c", str(HARNESS), "-o", str(harness)])
    _tool([cc, str(obj), str(harness), "-o", str(exe)])
    defined = frozenset(_functions(_tool(["nm", str(obj)])))
    symbols = _functions(_tool(["nm", str(exe)]))
    if USER_MAIN not in symbols:
        raise OracleError(f"{source}: no main")
    by_address = {address: name for name, address in symbols.items() if name in defined}
    return Binary(exe, source, defined, by_address, symbols[USER_MAIN])


@dataclass(frozen=True)
class _Trace:
    records: tuple[tuple[str, ...], ...]
    need: str | None
    outcome: str
    fail_line: int | None
    fail_address: int | None
    main_runtime: int


def _execute(binary: Binary, inputs: tuple[int, ...], timeout: float) -> _Trace:
    try:
        proc = subprocess.run([str(binary.path), *map(str, inputs)], capture_output=True,
                              timeout=timeout, check=False)  # fmt: skip
    except subprocess.TimeoutExpired as error:
        raise OracleError(f"run on inputs {inputs} did not end within {timeout} s") from error
    records: list[tuple[str, ...]] = []
    need, outcome, fail_line, fail_address, main_runtime = None, "crash", None, None, 0
    for raw in proc.stdout.decode(errors="replace").splitlines():
        tag, _, rest = raw.partition(" ")
        if tag == "M":
            main_runtime = int(rest, 16)
        elif tag in ("F", "E", "L"):
            records.append((tag, *rest.split()))
        elif tag == "N":
            need, outcome = rest, "need"
        elif tag == "D":
            outcome = "discard"
        elif tag == "A":
            outcome, fail_line = "fail", int(rest)
        elif tag == "R":
            outcome, fail_address = "fail", int(rest, 16)
        elif tag == "X":
            outcome = "end"
    return _Trace(tuple(records), need, outcome, fail_line, fail_address, main_runtime)


def domain_of(kind: str, domains: Mapping[str, tuple[int, int]], default: tuple[int, int]) -> range:
    """The values a nondet call of ``kind`` takes: bool is {0, 1}, unsigned kinds drop < 0."""
    if kind == "bool":
        lo, hi = domains.get("bool", (0, 1))
    else:
        lo, hi = domains.get(kind, default)
        if kind in UNSIGNED:
            lo = max(lo, 0)
    return range(lo, hi + 1)


def _probes(kind: str, values: range) -> list[int]:
    if kind == "bool":
        return []
    below = [values.start - 1] if values.start > 0 or kind not in UNSIGNED else []
    return [*below, values.stop]


def explore(
    source: Path | str,
    *,
    domain: tuple[int, int] = (-2, 3),
    domains: Mapping[str, tuple[int, int]] | None = None,
    letters: Sequence[str] = ("functions",),
    max_runs: int = 20000,
    probe: bool = True,
    timeout: float = 10.0,
    workers: int | None = None,
) -> Exploration:
    """Run ``source`` on every input sequence over the domains (see the module docstring)."""
    domains = dict(domains or {})
    source = Path(source)
    with tempfile.TemporaryDirectory(prefix="errlang-oracle-") as tmp:
        binary = build(source, Path(tmp))
        traces = _enumerate(binary, domains, domain, max_runs, probe, timeout, workers)
        return _exploration(binary, traces, tuple(letters))


def _enumerate(
    binary: Binary,
    domains: Mapping[str, tuple[int, int]],
    default: tuple[int, int],
    max_runs: int,
    probe: bool,
    timeout: float,
    workers: int | None,
) -> dict[tuple[int, ...], _Trace]:
    done: dict[tuple[int, ...], _Trace] = {}
    probes: list[tuple[int, ...]] = []
    frontier: list[tuple[int, ...]] = [()]
    with ThreadPoolExecutor(max_workers=workers or max(2, os.cpu_count() or 2)) as pool:
        executed = 0
        while frontier:
            executed += len(frontier)
            if executed > max_runs:
                raise OracleError(f"more than {max_runs} runs: shrink the domains")
            batch = frontier
            frontier = []
            traces = pool.map(lambda i: _execute(binary, i, timeout), batch)
            for inputs, trace in zip(batch, traces, strict=True):
                if trace.need is None:
                    done[inputs] = trace
                    continue
                if trace.need not in KINDS:
                    raise OracleError(f"unknown nondet kind {trace.need}")
                values = domain_of(trace.need, domains, default)
                frontier += [(*inputs, v) for v in values]
                if probe:
                    probes += [(*inputs, v) for v in _probes(trace.need, values)]
        if probe:
            lows = {kind: domain_of(kind, domains, default).start for kind in KINDS}
            bad = [p for p in pool.map(lambda p: _probe(binary, p, lows, timeout), probes) if p]
            if bad:
                raise OracleError("the domains are not closed under the assumptions: " + bad[0])
    return done


def _probe(binary: Binary, inputs: tuple[int, ...], lows: Mapping[str, int], timeout: float) -> str:
    """'' when a run starting with ``inputs`` (then each domain's lowest value) is discarded."""
    extended = inputs
    for _ in range(64):
        trace = _execute(binary, extended, timeout)
        if trace.need is None:
            if trace.outcome in ("discard", "crash"):
                return ""
            value = inputs[-1]
            return f"inputs {extended} (value {value} out of domain) end with '{trace.outcome}'"
        extended = (*extended, lows[trace.need])
    return ""


def _exploration(
    binary: Binary, traces: Mapping[tuple[int, ...], _Trace], kinds: tuple[str, ...]
) -> Exploration:
    def file_address(runtime: int, trace: _Trace) -> int:
        return runtime - trace.main_runtime + binary.main_address

    sites = [file_address(int(r[2], 16), t) - 1 for t in traces.values() for r in t.records
             if r[0] == "F"]  # fmt: skip
    fails = [file_address(t.fail_address, t) - 1 for t in traces.values() if t.fail_address]
    binary.lines([*sites, *fails])
    runs, words = [], {}
    for inputs, trace in sorted(traces.items()):
        word: list[str] = []
        stack: list[int] = []
        nesting = 0
        for record in trace.records:
            if record[0] == "L":
                stack.pop()
                continue
            if record[0] == "F":
                stack.append(int(record[1], 16))
                nesting = max(nesting, stack.count(stack[-1]))
            if record[0] == "E":
                if "events" in kinds:
                    word.append(record[1])
                continue
            name = binary.symbols.get(file_address(int(record[1], 16), trace))
            if name is None or name == USER_MAIN:
                continue
            if "calls" in kinds:
                line = binary.line_cache.get(file_address(int(record[2], 16), trace) - 1)
                word.append(f"{name}@{line}")
            if "functions" in kinds:
                word.append(name)
        line = trace.fail_line
        if trace.fail_address is not None:
            line = binary.line_cache.get(file_address(trace.fail_address, trace) - 1)
        runs.append(Run(inputs, trace.outcome, line, nesting))
        words[inputs] = tuple(word)
    return Exploration(tuple(runs), words)


def accepted_words(result: Mapping[str, object], max_length: int, limit: int = 100000) -> set[Word]:
    """The words of length ≤ ``max_length`` that the automaton of ``result`` accepts."""
    dfa = dfa_from_json(result)
    words = set(enumerate_accepted(dfa, max_length, limit=limit + 1))
    if len(words) > limit:
        raise OracleError(f"the automaton accepts more than {limit} words of length ≤ {max_length}")
    return words


@dataclass(frozen=True)
class Comparison:
    """The difference between the learned language and the oracle's, up to length n."""

    max_length: int
    missing: frozenset[Word]  # the oracle's words the automaton rejects
    spurious: frozenset[Word]  # words the automaton accepts that no run produces
    longer: frozenset[Word]  # the oracle's words longer than n (not in Fail(P, b, n))

    @property
    def exact(self) -> bool:
        return not self.missing and not self.spurious

    def describe(self, limit: int = 8) -> str:
        def show(words: frozenset[Word]) -> str:
            return "; ".join(" ".join(w) for w in sorted(words, key=lambda w: (len(w), w))[:limit])

        missing = f"{len(self.missing)} missing [{show(self.missing)}]"
        return f"up to length {self.max_length}: {missing}, {len(self.spurious)} spurious " + (
            f"[{show(self.spurious)}]"
        )


def compare(result: Mapping[str, object], expected: set[Word]) -> Comparison:
    """Compare the automaton of ``result`` with ``expected`` up to its ``max_length``."""
    n = int(result["bounds"]["max_length"])  # type: ignore[index]
    learned = accepted_words(result, n)
    within = {w for w in expected if len(w) <= n}
    return Comparison(
        n,
        frozenset(within - learned),
        frozenset(learned - within),
        frozenset(w for w in expected if len(w) > n),
    )


def have_toolchain() -> bool:
    """gcc, nm and addr2line are on the PATH."""
    return all(shutil.which(tool) for tool in ("gcc", "nm", "addr2line"))
