"""The picture against the exact automaton, bound after bound (issue 13, item 5).

Run:  .venv/bin/python benchmarks/picture_bench.py [--timeout S] [--json] [--compare]

Targets: the assertion targets of benchmarks/programs/*.c (``// bench`` lines, as in
learn_bench.py), the programs of tests/picture/programs and the recursive parser of
tests/learn. For each target, in a fresh process with a wall-clock limit, the exact automaton
is learned at loop bounds 1 .. B+1 (B: the target's bound), and after each bound the picture
is followed as the bound driver does (``errlang.teacher.decided.follow``: kept when the new
decided words confirm it, else computed again). Columns per bound: states of the exact
automaton (sink removed) and of the picture, how the picture was found (exact / cover /
separating), whether it is proven minimal, the bound it was learned at and the bounds that
confirmed it, the number of minimal cut words, and the seconds spent on the picture (cut
words + cover + separating search) and on learning.

``--compare``: on every non-trivial three-valued automaton met, the separating search is run
with errlang's SAT search (python-sat, :mod:`errlang.automata.separating`), with the former z3
encoding (:mod:`errlang.automata.separating_z3`) and, when the package is installed, with
``dfa-identify`` as the candidate generator in a counterexample-guided loop; all times are
printed. ``--only TEXT``: only the targets whose file name contains TEXT.

FIXED targets run at one loop bound b and word length n (as ``errlang learn --loop-bound b
--max-length n``), then at b+1 to confirm the picture.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from learn_bench import Target, paper_targets  # noqa: E402

OWN = [  # (file under the repository, assertion line, loop bound)
    ("tests/picture/programs/loop_then_fail.c", 9, 3),
    ("tests/picture/programs/list_insert.c", 25, 3),
    ("tests/picture/programs/bounded_input.c", 9, 3),
    ("tests/learn/programs/paren_parser.c", 59, 3),
]
FIXED = [  # (file, assertion line, loop bound, word length): issue 20's programs
    ("tests/picture/programs/bubble_sort_list.c", 46, 3, 15),
    ("tests/picture/programs/session_api.c", 13, 3, 0),
    ("tests/picture/programs/event_loop.c", 20, 3, 0),
    ("tests/picture/programs/silent_counter.c", 10, 3, 0),
]


def targets() -> list[tuple[Target, int | None]]:
    """(target, fixed word length or None); a fixed target is learned at its bound only."""
    found: list[tuple[Target, int | None]] = [
        (t, None) for t in paper_targets() if t.line is not None
    ]
    found += [
        (Target(str(ROOT / name), line, None, ("functions",), bound), None)
        for name, line, bound in OWN
    ]
    found += [
        (Target(str(ROOT / name), line, None, ("functions",), bound), length)
        for name, line, bound, length in FIXED
    ]
    return found


def child(target: Target, compare: bool, fixed: int | None = None) -> list[dict[str, Any]]:
    """Learn at bounds 1 .. B+1 and follow the picture (runs in the child process); with
    ``fixed`` (a word length, 0: the longest word), at bounds B and B+1 only."""
    from errlang.automata.operations import minimise, remove_sink
    from errlang.encoder.encoding import ERROR_LETTER
    from errlang.encoder.symex import encode
    from errlang.frontend import parse_file
    from errlang.ir.program import build_ir
    from errlang.learner.base import learn
    from errlang.teacher.decided import ConfirmedPicture, decided_words, follow
    from errlang.teacher.program_teacher import ProgramTeacher

    ir = build_ir(parse_file(target.path, None, target.include_dirs, target.defines))
    site = ir.source.assertion_at(target.line or 0)
    assert site is not None
    rows: list[dict[str, Any]] = []
    followed: ConfirmedPicture | None = None
    first = 1 if fixed is None else target.loop_bound
    for bound in range(first, target.loop_bound + 2):
        started = time.perf_counter()
        encoding, edges = encode(ir, "main", bound, target.alphabet)
        teacher = ProgramTeacher(encoding, edges, site.index, ERROR_LETTER, 1, None)
        teacher.max_length = fixed or max(1, teacher.projection.longest())
        exact = learn(teacher).dfa
        learned = time.perf_counter()
        decided = decided_words(teacher, exact)
        listed = time.perf_counter()
        followed = follow(followed, decided)
        picture = followed.picture
        row = {
            "bound": bound,
            "n": decided.max_length,
            "exact_states": len(remove_sink(minimise(exact)).states),
            "picture_states": len(picture.dfa.states),
            "method": picture.method,
            "minimal": picture.minimal,
            "timed_out": picture.timed_out,
            "loops": len(picture.loops),
            "learned_at": followed.learned_at,
            "confirmed_at": list(followed.confirmed_at),
            "cut_words": None if decided.cuts.words is None else len(decided.cuts.words),
            "complete": decided.complete,
            "picture_seconds": round(time.perf_counter() - learned, 3),
            "cut_words_seconds": round(listed - learned, 3),
            "search_seconds": round(time.perf_counter() - listed, 3),
            "learn_seconds": round(learned - started, 3),
        }
        if compare and not decided.complete and decided.cuts.words is not None:
            row["compare"] = compare_engines(decided)
        rows.append(row)
        if decided.complete:
            break
    return rows


def compare_engines(decided: Any) -> dict[str, Any]:
    """The separating search with the SAT search, the former z3 encoding and dfa-identify."""
    from errlang.automata import separating_z3
    from errlang.automata.cover import minimal_cover_automaton
    from errlang.automata.separating import minimal_separating_dfa

    spec = decided.automaton()
    cover = minimal_cover_automaton(decided.exact, decided.max_length)
    result: dict[str, Any] = {}
    for name, search in (
        ("sat", minimal_separating_dfa),
        ("z3", separating_z3.minimal_separating_dfa),
    ):
        started = time.perf_counter()
        found = search(spec, cover, 60.0)
        result[f"{name}_states"] = len(found.dfa.states) if found.minimal_states else None
        result[f"{name}_seconds"] = round(time.perf_counter() - started, 3)
    started = time.perf_counter()
    try:
        result["dfa_identify_states_with_sink"] = _dfa_identify_search(spec, 60.0)
    except ImportError:
        result["dfa_identify_states_with_sink"] = "not installed"
    result["dfa_identify_seconds"] = round(time.perf_counter() - started, 3)
    return result


def _dfa_identify_search(spec: Any, budget: float) -> int | None:
    """Neider's loop with dfa-identify as the candidate generator: the number of states of
    the smallest complete DFA found (it counts the sink), None past the budget."""
    from dfa.utils import dfa2dict
    from dfa_identify import find_dfa
    from errlang.automata.dfa import DFA
    from errlang.automata.three_valued import disagreements

    deadline = time.perf_counter() + budget
    sample: dict[tuple[str, ...], bool] = {}
    while time.perf_counter() < deadline:
        accepting = [list(w) for w, a in sample.items() if a]
        rejecting = [list(w) for w, a in sample.items() if not a]
        found = find_dfa(accepting, rejecting, alphabet=frozenset(spec.alphabet))
        if found is None:
            return None
        table, start = dfa2dict(found)
        ids = {q: i for i, q in enumerate(sorted(table, key=str))}
        dfa = DFA(
            spec.alphabet,
            tuple(range(len(ids))),
            ids[start],
            frozenset(ids[q] for q, (label, _) in table.items() if label),
            {(ids[q], a): ids[t] for q, (_, moves) in table.items() for a, t in moves.items()},
        )
        words = disagreements(dfa, spec, 4)
        if not words:
            return len(ids)
        for word in words:
            sample[word] = spec.verdict(word) == "accept"
    return None


def run_child(
    target: Target, timeout: float, compare: bool, fixed: int | None
) -> list[dict[str, Any]] | str:
    command = [sys.executable, __file__, "--child", json.dumps(target.__dict__)]
    if fixed is not None:
        command += ["--fixed", str(fixed)]
    if compare:
        command.append("--compare")
    # a fresh query cache per child: cached answers and cut words would hide the times
    env = {**os.environ, "ERRLANG_CACHE_DIR": tempfile.mkdtemp(prefix="picture-bench-")}
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return f"timeout ({timeout:g} s)"
    if done.returncode != 0:
        return "error: " + (done.stderr.strip().splitlines() or ["?"])[-1]
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def table(results: list[tuple[Target, list[dict[str, Any]] | str]]) -> str:
    lines = [
        "| target | b | n | exact | picture | loops | how | minimal | learned at | confirmed at "
        "| cut words | picture s (cut words + search) | learn s |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for target, rows in results:
        name = f"{Path(target.path).name}:{target.line}"
        if isinstance(rows, str):
            lines.append(f"| {name} | {rows} |" + " |" * 11)
            continue
        for row in rows:
            lines.append(
                f"| {name} | {row['bound']} | {row['n']} | {row['exact_states']} "
                f"| {row['picture_states']} | {row['loops']} | {row['method']} "
                f"| {row['minimal']}{' (timed out)' if row['timed_out'] else ''} "
                f"| {row['learned_at']} | {row['confirmed_at'] or '-'} "
                f"| {row['cut_words'] if not row['complete'] else 'complete'} "
                f"| {row['picture_seconds']} ({row['cut_words_seconds']} + "
                f"{row['search_seconds']}) | {row['learn_seconds']} |"
            )
            if "compare" in row:
                c = row["compare"]
                lines.append(
                    f"|  ↳ SAT {c['sat_states']} states in {c['sat_seconds']} s; z3 "
                    f"{c['z3_states']} states in {c['z3_seconds']} s; dfa-identify "
                    f"{c['dfa_identify_states_with_sink']} states with sink in "
                    f"{c['dfa_identify_seconds']} s |" + " |" * 12
                )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds per target")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--compare", action="store_true", help="z3 encoding vs dfa-identify")
    parser.add_argument("--only", help="only targets whose file name contains this")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--fixed", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        fields = json.loads(args.child)
        target = Target(**{k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()})
        print(json.dumps(child(target, args.compare, args.fixed)))
        return 0
    chosen = [(t, f) for t, f in targets() if not args.only or args.only in Path(t.path).name]
    results = [(t, run_child(t, args.timeout, args.compare, f)) for t, f in chosen]
    if args.json:
        print(json.dumps([{"target": t.__dict__, "rows": r} for t, r in results], indent=2))
    else:
        print(table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
