"""Hard budgets and anytime results of `errlang learn` (issue 19; DESIGN §2: a command given
``--timeout T`` ends within T plus a second or two, with the best result so far).

The programs are errlang's own versions of the 2015 tool's benchmarks
(benchmarks/programs/atva2015): a double recursion whose formula doubles with each level of
recursion (fibo) and a list program whose encoding at loop bound 2 takes much longer than its
learning at loop bound 1 (sll_to_dll_rev). Margins are generous: the machine may be loaded.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

from errlang.automata.export import validate_automaton_json
from errlang.session import Settings
from errlang.session.analysis import Analysis
from errlang.session.learn_budget import PHASES, LearnBudget, stop_reason
from errlang.session.serialise import learned_from_json, learned_json

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "benchmarks" / "programs" / "atva2015"
FIBO = PROGRAMS / "fibo_double_recursion.c"
FIBO_LINE = 23
SLL = PROGRAMS / "sll_to_dll_rev.c"
SLL_LINE = 81
BUBBLE = PROGRAMS / "bubble_sort_linux.c"
BUBBLE_LINE = 36
SLACK = 2.0  # DESIGN §2: "a second or two"
STARTUP = 2.0  # Python and z3 start before the budget can be measured from (a loaded machine)


def errlang(*args: str, timeout: float = 120.0) -> tuple[subprocess.CompletedProcess[str], float]:
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "errlang", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    return done, time.monotonic() - started


def test_programs_have_their_targets() -> None:
    assert "reach_error();" in FIBO.read_text().splitlines()[FIBO_LINE - 1]
    assert "_Learn_assert" in SLL.read_text().splitlines()[SLL_LINE - 1]


def test_learn_at_a_deep_recursion_bound_ends_within_its_budget(load_slack: float) -> None:
    """Encoding fibo at recursion depth 20 would take minutes: the budget stops it, and no
    automaton is claimed (no bound was learned) — the message says what to change."""
    done, seconds = errlang(
        "learn", str(FIBO), "--line", str(FIBO_LINE), "--loop-bound", "20", "--timeout", "4"
    )
    assert seconds < 4 + SLACK + STARTUP + load_slack, (seconds, done.stderr)
    assert done.returncode == 2, done.stderr
    assert "time budget of 4 s ran out while encoding the program at loop bound 20" in done.stderr
    assert "raise the timeout" in done.stderr


def test_check_at_a_deep_recursion_bound_ends_within_its_budget(load_slack: float) -> None:
    done, seconds = errlang("check", str(FIBO), "--loop-bound", "20", "--timeout", "4", "--json")
    assert seconds < 4 + SLACK + STARTUP + load_slack, (seconds, done.stderr)
    verdicts = json.loads(done.stdout)
    assert "unknown" in json.dumps(verdicts)


def test_learn_returns_the_last_completed_bound_when_time_runs_out(load_slack: float) -> None:
    """The bound driver learns the first loop bounds of the bubble sort quickly; a larger one
    does not fit in the budget. The result is the last completed bound's automaton, exact up to
    its length, with the reason the driver stopped and the stability it could not establish.
    (sll_to_dll_rev served here until its bound 2 became fast, issue 19.) 4 s: the whole learn
    (bound 3 confirmed at bound 4) takes 5.4 s wall on a quiet machine, so at 8 s a clean-clone
    run on a quiet machine ended confirmed instead; on a loaded machine even bound 1 may not fit
    (the branch below)."""
    budget = 4
    done, seconds = errlang(
        "learn", str(BUBBLE), "--line", str(BUBBLE_LINE), "--timeout", str(budget), "--json"
    )
    assert seconds < budget + SLACK + STARTUP + load_slack, (seconds, done.stderr)
    if load_slack > 1.0 and done.returncode == 2:  # loaded (issue 32): not even bound 1 fitted
        assert f"time budget of {budget} s ran out" in done.stderr, done.stderr
        return
    assert done.returncode == 0, done.stderr
    document = json.loads(done.stdout)
    validate_automaton_json(document)
    bounds = document["bounds"]
    shown = bounds["loop_bound"]
    assert bounds["bounds_tried"] == list(range(1, shown + 1))
    # ran out, or the check of the next bound did not finish in its share and learning it
    # would not fit in what was left: said as such, with the seconds left
    stopped = rf"time budget of {budget} s (ran out|is too short to go on \(.* s were left\))"
    assert re.search(stopped, bounds["stopped"]), bounds["stopped"]
    assert f"at loop bound {shown + 1}" in bounds["stopped"]
    assert f"the automaton of loop bound {shown} is shown" in bounds["stopped"]
    unproven = document["guarantee"]["unproven"]
    assert any(item.startswith("stability:") for item in unproven)
    assert any(s["accepting"] for s in document["states"]), "the bound shown has failing runs"
    assert document["counterexamples"], "the runs of its shortest failing words"
    assert re.search(stopped, done.stderr), done.stderr  # the CLI says the same


def test_sll_to_dll_rev_is_learned_at_loop_bound_2() -> None:
    """Its `prev` links are never written: a walk over them is undefined behaviour at once
    (docs/encoder.md, "Indeterminate pointers"), not a case split over every object per step,
    which made one query at this bound run for more than a minute (issue 19)."""
    settings = Settings(loop_bound=2, max_length=28, timeout=30.0, confirm_picture=False)
    started = time.monotonic()
    learned = Analysis(str(SLL), None, settings).learn(SLL_LINE)
    assert time.monotonic() - started < 15.0  # about 1 s on the shared 2-core machine
    assert learned.bounds.loop_bound == 2 and learned.guarantee.unproven == ()
    assert learned.guarantee.exact_up_to_length == 28
    build = ("chain_node", "alloc_node")
    for segments in (3, 4):  # one node in the first segment, one or two in the others
        word = ("create_sll", *build * segments, "check_seq_next", "init_back_link",
                "check_seq_prev", learned.final_letter)  # fmt: skip
        assert learned.dfa.accepts(word), segments


def test_stats_split_where_the_time_went_and_survive_the_json() -> None:
    analysis = Analysis(str(SLL), None, Settings(loop_bound=1, timeout=60.0))
    learned = analysis.learn(SLL_LINE)
    phases = dict(learned.stats.phases)
    assert tuple(phases) == PHASES
    assert all(seconds >= 0 for seconds in phases.values())
    assert phases["learner"] + phases["solver"] > 0
    assert abs(sum(phases.values()) - learned.stats.seconds) < 1e-6
    assert learned.bounds.stopped == ""  # a fixed bound learned completely: nothing to say
    again = learned_from_json(learned_json(learned))
    assert dict(again.stats.phases) == {k: round(v, 3) for k, v in phases.items()}
    assert again.bounds == learned.bounds


def test_stop_reason_says_what_to_change() -> None:
    text = stop_reason("the time budget of 60 s ran out", 3, "learning", 60.0, 2)
    assert text.startswith("the time budget of 60 s ran out while learning at loop bound 3")
    assert "the automaton of loop bound 2 is shown" in text
    assert "raise the timeout (60 s)" in text
    assert "loop bound below 3" in text
    assert "alphabet" in text
    first = stop_reason("the solver gave up (memout)", 1, "learning", 10.0, None)
    assert "is shown" not in first and "loop bound below" not in first


def test_budget_shares_never_pass_the_deadline() -> None:
    budget = LearnBudget.start(10.0)
    assert 8.0 < budget.remaining() <= 8.5  # 1.5 s are kept for the result
    assert budget.deadline < budget.after_learning(0.5) <= budget.end
    assert budget.share(0.1).remaining() <= 1.0 + 1e-3
    assert budget.share(5.0).deadline == budget.deadline
    short = LearnBudget.start(1.0)
    assert short.remaining() > 0.4  # a short budget keeps half of itself for learning
    assert not budget.stop()
    assert LearnBudget.start(0.0).stop()


def test_a_driver_stopping_with_time_left_says_so() -> None:
    """The driver stops before bound b+1 when the picture's check there did not finish in its
    share: with seconds left, that is a prediction, not a budget that ran out."""
    from errlang.session.driver import _too_short

    check = "its check at loop bound 4 did not finish in 2 s"
    assert _too_short(6, 0.0, check, 4) == "the time budget of 6 s ran out"
    early = _too_short(6, 0.7, check, 4)
    assert "ran out" not in early
    assert early == (
        "the time budget of 6 s is too short to go on (its check at loop bound 4 did not "
        "finish in 2 s; learning loop bound 4 costs more than that check, and 0.7 s were left)"
    )
