"""Minimal separating DFAs (Neider, ATVA 2012) with a SAT solver (python-sat: CaDiCaL).

The input is a *three-valued DFA* (Neider's 3DFA): a complete DFA whose states say whether a
word must be accepted, must be rejected, or is don't care. A DFA *separates* it when it
accepts every must-accept word and rejects every must-reject word. We look for one with the
fewest states (the sink, i.e. the implicit rejection of a missing transition, not counted:
it is what the user sees), and among those with the fewest transitions: the picture should
generalise only where a loop buys states, not add edges the words never asked for.

The search (docs/picture.md, *Computing the picture*):

1. **Upper bound**: the better of the caller's automaton (the minimal cover automaton) and a
   blue-fringe/EDSM state-merging quotient of the 3DFA (:mod:`errlang.automata.merging`),
   each checked by the product search.
2. **Lower bound**: a clique of pairwise incompatible 3DFA states (Heule–Verwer 2010).
3. **SAT** for every k from the lower bound up to the upper bound − 1: is there a k-state
   DFA (plus the sink) separating the 3DFA? The encoding is over the *product* with the 3DFA,
   not over a sample of words, so one call decides k exactly — no counterexample rounds:
   variables d[q,a,p] (the a-transition of q goes to p, p = k the sink), f[q] (q accepts) and
   z[s,q] (some word leads the 3DFA to s and the candidate to q), with z[init, 0], z[s,q] ∧
   d[q,a,p] → z[δ(s,a), p], and z[s,q] → f[q] for must-accept s, → ¬f[q] for must-reject s.
   Any model's z contains every reachable pair, so a model is a separating DFA; a separating
   DFA gives a model (z = the reachable pairs). Only the 3DFA's *relevant* states take part
   (reachable, not don't-care forever, some decided word ahead), and z[s, sink] only where s
   can still reach a must-accept state. States are numbered in breadth-first order of the
   candidate itself (Ulyantsev, Zakirzyanov, Shalyto 2015: parent and minimal-letter
   variables), which removes the k! renumberings.
4. **Transitions**: at the smallest k, a totalizer over "(q, a) is not the sink" bounds the
   number of transitions by assumptions in the same solver: one fewer than the best automaton
   so far, until that is refuted or the floor is reached — |Q| − 1, or the clique's: its
   states are distinct states of every separating DFA, each needing a transition on every
   letter after which a must-accept word follows (``three_valued.transition_floor``).

The SAT encoding is over the quotient of the 3DFA (``three_valued.quotient``: states giving
every word the same verdict merged), which has the same separating DFAs.

Every candidate is checked by the product search before it is kept, and the search has a
deadline: when it passes, the best checked automaton so far is returned and the result says
that minimality was not proven (``timed_out``).
"""

from __future__ import annotations

import contextlib
import itertools
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from errlang.automata.dfa import DFA
from errlang.automata.merging import merged_candidate, merged_upper
from errlang.automata.operations import canonical_renumbering, remove_sink
from errlang.automata.three_valued import (
    ThreeValuedDFA,
    _can_reach,
    disagreement,
    distinguishing_clique,
    quotient,
    relevant_states,
    transition_floor,
)

if TYPE_CHECKING:  # python-sat loads when a search runs (its ~20 ms off every start-up)
    from pysat.card import ITotalizer

SAT_SOLVER = "cadical195"
MERGE_SHARE = 0.2  # of the search's budget, at most, for the state-merging candidate
MAX_CLAUSES = 4_000_000  # a larger product encoding is not built (the upper bound stands)


@dataclass(frozen=True)
class Separation:
    """The best separating DFA found, and what is known about it."""

    dfa: DFA
    minimal_states: bool  # no separating DFA with fewer states exists
    minimal_transitions: bool  # ... nor one with as many states and fewer transitions
    improved: bool  # smaller than the upper bound the search started from
    samples: int  # relevant 3DFA states in the product encoding
    solver_calls: int
    seconds: float
    timed_out: bool = False  # the deadline passed before minimality was proven
    merged: bool = False  # the state-merging candidate was the best upper bound
    lower_bound: int = 1


class _Budget(Exception):
    pass


class _ProductEncoding:
    """The product encoding of "a ``k``-state DFA plus the sink separates ``spec``" (module
    text, step 3), in one incremental solver."""

    def __init__(self, spec: ThreeValuedDFA, k: int, states: list[int], deadline: float) -> None:
        self.spec = spec
        self.k = k
        self.alphabet = spec.alphabet
        self.deadline = deadline
        counter = itertools.count(1)
        sink = k
        sigma = spec.alphabet
        self.d = {(q, a, p): next(counter) for q in range(k) for a in sigma for p in range(k + 1)}
        self.f = [next(counter) for _ in range(k)]
        relevant = set(states)
        to_accept = set(_can_reach(spec, spec.accept)) & relevant
        z: dict[tuple[int, int], int] = {}
        for s in states:
            for q in range(k):
                z[(s, q)] = next(counter)
            if s in to_accept:
                z[(s, sink)] = next(counter)
        clauses: list[list[int]] = []
        add = clauses.append
        for q in range(k):
            for a in sigma:
                row = [self.d[(q, a, p)] for p in range(k + 1)]
                add(row)
                for x, y in itertools.combinations(row, 2):
                    add([-x, -y])
        add([z[(spec.initial, 0)]])
        for s in states:
            accept, reject = s in spec.accept, s in spec.reject
            for q in range(k):
                zq = z[(s, q)]
                if accept:
                    add([-zq, self.f[q]])
                elif reject:
                    add([-zq, -self.f[q]])
                for a in sigma:
                    t = spec.transitions[(s, a)]
                    if t not in relevant:
                        continue
                    for p in range(k + 1):
                        target = z.get((t, p))
                        if target is not None:
                            add([-zq, -self.d[(q, a, p)], target])
                        elif p == sink:
                            pass  # t cannot reach acceptance: the sink is right for it
            if (s, sink) in z:
                if accept:
                    add([-z[(s, sink)]])
                for a in sigma:
                    target = z.get((spec.transitions[(s, a)], sink))
                    if target is not None:
                        add([-z[(s, sink)], target])
            if len(clauses) > MAX_CLAUSES or time.perf_counter() > deadline:
                raise _Budget()
        self._symmetry(counter, clauses)
        self.top = next(counter)
        from pysat.solvers import Solver

        self.solver = Solver(name=SAT_SOLVER, bootstrap_with=clauses)
        self.totalizer: ITotalizer | None = None
        self.clauses = len(clauses)

    def _symmetry(self, counter: itertools.count[int], clauses: list[list[int]]) -> None:
        """States numbered in breadth-first order of the candidate (Ulyantsev et al. 2015):
        t[i,j] (some transition i → j), p[j,i] (i is j's BFS parent: the smallest state with a
        transition to j), m[i,a,j] (a is the smallest letter from i to j)."""
        k, sigma, add = self.k, self.alphabet, clauses.append
        t = {(i, j): next(counter) for i in range(k) for j in range(i + 1, k)}
        p = {(j, i): next(counter) for j in range(1, k) for i in range(j)}
        for (i, j), tij in t.items():
            letters = [self.d[(i, a, j)] for a in sigma]
            add([-tij, *letters])
            for x in letters:
                add([-x, tij])
        for j in range(1, k):
            add([p[(j, i)] for i in range(j)])
            for i in range(j):
                # p[j,i] <-> t[i,j] and no smaller i' has a transition to j
                add([-p[(j, i)], t[(i, j)]])
                for i2 in range(i):
                    add([-p[(j, i)], -t[(i2, j)]])
                add([p[(j, i)], -t[(i, j)], *[t[(i2, j)] for i2 in range(i)]])
            if j + 1 < k:
                for i in range(j):
                    for i2 in range(i):
                        add([-p[(j, i)], -p[(j + 1, i2)]])
        m = {(i, a, j): next(counter) for i in range(k) for a in sigma for j in range(i + 1, k)}
        for i in range(k):
            for j in range(i + 1, k):
                for n, a in enumerate(sigma):
                    mij = m[(i, a, j)]
                    earlier = [self.d[(i, b, j)] for b in sigma[:n]]
                    add([-mij, self.d[(i, a, j)]])
                    for x in earlier:
                        add([-mij, -x])
                    add([mij, -self.d[(i, a, j)], *earlier])
        for j in range(1, k - 1):
            for i in range(j):
                for n, a in enumerate(sigma):
                    for b in sigma[:n]:
                        add([-p[(j, i)], -p[(j + 1, i)], -m[(i, a, j)], -m[(i, b, j + 1)]])

    def solve(self, max_transitions: int | None = None) -> DFA | None:
        """A separating DFA with ``k`` states (at most ``max_transitions`` transitions), or
        None when there is none; raises _Budget past the deadline."""
        assumptions: list[int] = []
        if max_transitions is not None:
            if max_transitions < 0:
                return None
            used = [-self.d[(q, a, self.k)] for q in range(self.k) for a in self.alphabet]
            if max_transitions < len(used):
                if self.totalizer is None:
                    from pysat.card import ITotalizer

                    self.totalizer = ITotalizer(lits=used, ubound=len(used), top_id=self.top)
                    self.solver.append_formula(self.totalizer.cnf.clauses)
                assumptions.append(-self.totalizer.rhs[max_transitions])
        left = self.deadline - time.perf_counter()
        if left <= 0:
            raise _Budget()
        timer = threading.Timer(left, self._interrupt)
        timer.start()
        try:
            result = self.solver.solve_limited(assumptions=assumptions, expect_interrupt=True)
        finally:
            timer.cancel()
        if result is None:
            self.solver.clear_interrupt()
            raise _Budget()
        if not result:
            return None
        model = {abs(v): v > 0 for v in self.solver.get_model() or []}
        table = {
            (q, a): p for (q, a, p), var in self.d.items() if p < self.k and model.get(var, False)
        }
        accepting = frozenset(q for q in range(self.k) if model.get(self.f[q], False))
        raw = DFA(self.alphabet, tuple(range(self.k)), 0, accepting, table)
        return canonical_renumbering(remove_sink(raw))

    def _interrupt(self) -> None:
        """Stop the solver at the deadline, where it can be (python-sat's CaDiCaL cannot:
        then the caller's child process is killed, session/forked.py)."""
        with contextlib.suppress(NotImplementedError):
            self.solver.interrupt()

    def close(self) -> None:
        self.solver.delete()
        if self.totalizer is not None:
            self.totalizer.delete()


def _size(dfa: DFA) -> tuple[int, int]:
    return len(dfa.states), len(dfa.transitions)


def minimal_separating_dfa(
    spec: ThreeValuedDFA,
    upper: DFA,
    budget: float,
    *,
    merge: bool = True,
    report: Callable[[Separation], None] | None = None,
) -> Separation:
    """A DFA separating ``spec`` with the fewest states, then the fewest transitions (module
    text). ``upper`` must separate ``spec`` (checked); the best checked automaton is returned
    when ``budget`` seconds pass first (``timed_out``). ``report``: given each better checked
    automaton as it is found (as a timed-out result: what a caller that cannot wait for the
    end, because it kills the search, has in hand)."""
    if disagreement(upper, spec) is not None:
        raise ValueError("the upper bound does not separate the three-valued DFA")
    started = time.perf_counter()
    deadline = started + budget
    spec = quotient(spec)  # the same verdict on every word, fewer states for the SAT encoding
    start = canonical_renumbering(remove_sink(upper))
    best = start
    merged = False
    proofs = distinguishing_clique(spec)
    lower = max(1, len({w for first, second, _ in proofs for w in (first, second)}))
    floor = transition_floor(spec, proofs) if proofs else 0
    states = relevant_states(spec)
    calls = 0

    def result(timed_out: bool, minimal_states: bool, minimal_transitions: bool) -> Separation:
        return Separation(
            dfa=best,
            minimal_states=minimal_states,
            minimal_transitions=minimal_transitions,
            improved=_size(best) < _size(start),
            samples=len(states),
            solver_calls=calls,
            seconds=time.perf_counter() - started,
            timed_out=timed_out,
            merged=merged and best is not start,
            lower_bound=lower,
        )

    def better(found: DFA) -> None:
        """``found`` (checked) is the best so far: reported, in case the search is killed."""
        nonlocal best
        best = found
        if report is not None:
            report(result(True, len(best.states) <= lower, False))

    def merge_candidate(search: Callable[[float], DFA | None]) -> None:
        nonlocal merged
        candidate = search(min(deadline, started + MERGE_SHARE * budget))
        if (
            candidate is not None
            and _size(candidate) < _size(best)
            and disagreement(candidate, spec) is None
        ):
            merged = True
            better(candidate)

    if report is not None:
        report(result(True, len(best.states) <= lower, False))
    if merge and len(best.states) > lower:  # greedy merging of the upper bound: cheap
        merge_candidate(lambda until: merged_upper(spec, best, until))

    if spec.initial not in states:  # no decided word at all: one state, no transition
        best = DFA(spec.alphabet, (0,), 0, frozenset(), {})
        lower = len(best.states)
    minimal_states = minimal_transitions = False
    timed_out = False
    encoding: _ProductEncoding | None = None
    try:
        if lower >= len(best.states):
            minimal_states = True
        k = lower
        while not minimal_states:
            if k >= len(best.states):
                minimal_states = True
                break
            encoding = _ProductEncoding(spec, k, states, deadline)
            calls += 1
            found = encoding.solve()
            if found is not None and disagreement(found, spec) is None:
                minimal_states = True
                better(found)
                break
            if found is not None:  # cannot happen (the encoding is exact): stay safe
                raise _Budget()
            encoding.close()
            encoding = None
            if k == lower and merge:
                # the lower bound is not the answer: a checked candidate in hand for the case
                # the budget runs out further up (k = lower, often the answer, is tried first)
                merge_candidate(lambda until: merged_candidate(spec, until))
            k += 1
        # fewer transitions, from the best so far down (each answer a better automaton, the
        # last call the tightest refutation: on the pictures of the benchmarks far cheaper
        # than a binary search, whose first refutations are the loosest and slowest), never
        # below the floor a trimmed DFA needs (|Q| - 1) or the clique's
        # (three_valued.transition_floor), whichever is higher
        low = max(len(best.states) - 1, floor)
        while low < len(best.transitions):
            if encoding is None or encoding.k != len(best.states):
                if encoding is not None:
                    encoding.close()
                encoding = _ProductEncoding(spec, len(best.states), states, deadline)
            calls += 1
            smaller = encoding.solve(len(best.transitions) - 1)
            if smaller is None:
                break
            if disagreement(smaller, spec) is not None or len(smaller.states) != len(best.states):
                raise _Budget()  # cannot happen (the encoding is exact): stay safe
            better(smaller)
        minimal_transitions = True
    except _Budget:
        timed_out = True
    finally:
        if encoding is not None:
            encoding.close()
    return result(timed_out, minimal_states, minimal_transitions)
