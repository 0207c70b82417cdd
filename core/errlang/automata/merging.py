"""A first separating DFA by state merging: blue-fringe with EDSM scores on a three-valued DFA.

The classical heuristics of DFA identification (Lang, Pearlmutter and Price's EDSM, the
blue-fringe order of the Abbadingo winners) merge the states of a prefix tree of labelled
words. Here the input is the three-valued DFA of the decided words itself (it is a DFA already,
usually much smaller than a prefix tree of its words): two of its states may be merged when no
state of the merged class must accept while another must reject, and merging folds the
successors (determinisation by union-find). A transition into the don't-care-forever state is
left undefined, so it constrains nothing.

The quotient is right on every decided word by construction (a decided word's path ends in a
class of its own label), and the caller checks it again against the three-valued DFA. It is a
good *upper bound*; the SAT search (:mod:`errlang.automata.separating`) then only has to
prove that nothing smaller exists.
"""

from __future__ import annotations

import time

from errlang.automata.dfa import DFA
from errlang.automata.operations import canonical_renumbering, remove_sink
from errlang.automata.three_valued import ThreeValuedDFA, disagreement, relevant_states


class _Partition:
    """Union-find over the 3DFA's states with class labels (+1 accept, -1 reject, 0 free) and
    class successors, with an undo log for trial merges."""

    def __init__(self, spec: ThreeValuedDFA, states: list[int]) -> None:
        keep = set(states)
        self.parent = {s: s for s in states}
        self.label = {s: (1 if s in spec.accept else -1 if s in spec.reject else 0) for s in states}
        self.succ: dict[int, dict[str, int]] = {
            s: {
                a: t
                for a in spec.alphabet
                if (t := spec.transitions[(s, a)]) in keep and t not in spec.free_forever
            }
            for s in states
        }
        self.log: list[tuple[str, int, int | str]] = []  # (kind, state, old label or letter)

    def find(self, s: int) -> int:
        while self.parent[s] != s:
            s = self.parent[s]
        return s

    def merge(self, a: int, b: int) -> int | None:
        """Merge the classes of ``a`` and ``b`` and fold their successors; the EDSM score (the
        number of labelled states matched), or None on a conflict (the caller undoes)."""
        score = 0
        stack = [(a, b)]
        while stack:
            x, y = stack.pop()
            x, y = self.find(x), self.find(y)
            if x == y:
                continue
            lx, ly = self.label[x], self.label[y]
            if lx * ly < 0:
                return None
            if lx != 0 and lx == ly:
                score += 1
            self.log.append(("parent", y, y))
            self.parent[y] = x
            if lx == 0 and ly != 0:
                self.log.append(("label", x, lx))
                self.label[x] = ly
            sx, sy = self.succ[x], self.succ[y]
            for letter, ty in sy.items():
                tx = sx.get(letter)
                if tx is None:
                    self.log.append(("succ", x, letter))
                    sx[letter] = ty
                else:
                    stack.append((tx, ty))
        return score

    def mark(self) -> int:
        return len(self.log)

    def undo(self, mark: int) -> None:
        while len(self.log) > mark:
            kind, state, old = self.log.pop()
            if kind == "parent":
                self.parent[state] = state
            elif kind == "label":
                assert isinstance(old, int)
                self.label[state] = old
            else:
                assert isinstance(old, str)
                del self.succ[state][old]


def merged_candidate(spec: ThreeValuedDFA, deadline: float) -> DFA | None:
    """The smaller of two state-merging quotients of ``spec`` (the module text): blue-fringe
    with EDSM scores, and blue-fringe taking the first red state a blue one merges with
    (RPNI's order, which folds a loop back to the earliest compatible state); each is right on
    every decided word of ``spec``. None when the deadline passes first."""
    found = [
        dfa
        for first_fit in (True, False)  # first-fit is the cheaper: first, for a short deadline
        if (dfa := _blue_fringe(spec, deadline, first_fit)) is not None
    ]
    if not found:
        return None
    return min(found, key=lambda dfa: (len(dfa.states), len(dfa.transitions)))


def _blue_fringe(spec: ThreeValuedDFA, deadline: float, first_fit: bool) -> DFA | None:
    order = relevant_states(spec)
    if spec.initial not in order:
        return None
    rank = {s: i for i, s in enumerate(order)}
    part = _Partition(spec, order)
    red: list[int] = [spec.initial]
    while True:
        if time.perf_counter() > deadline:
            return None
        red_set = set(red)
        blue = sorted(
            {part.find(t) for r in red for t in part.succ[r].values()} - red_set,
            key=lambda s: rank[s],
        )
        if not blue:
            break
        best: tuple[int, int, int] | None = None  # (score, blue, red)
        promoted = None
        for b in blue:
            mergeable = False
            for r in red:
                mark = part.mark()
                score = part.merge(r, b)
                part.undo(mark)
                if score is None:
                    continue
                mergeable = True
                if best is None or score > best[0]:
                    best = (score, b, r)
                if first_fit:
                    break
            if first_fit and best is not None:
                break
            if not mergeable:
                promoted = b
                break
            if time.perf_counter() > deadline:
                return None
        if promoted is not None:
            red.append(promoted)
        elif best is not None:
            part.merge(best[2], best[1])
            part.log.clear()
            red = list(dict.fromkeys(part.find(r) for r in red))
    index = {r: i for i, r in enumerate(red)}
    table = {
        (index[r], letter): index[part.find(t)]
        for r in red
        for letter, t in part.succ[r].items()
        if part.find(t) in index
    }
    accepting = frozenset(index[r] for r in red if part.label[r] > 0)
    raw = DFA(
        spec.alphabet, tuple(range(len(red))), index[part.find(spec.initial)], accepting, table
    )
    return canonical_renumbering(remove_sink(raw))


def merged_upper(spec: ThreeValuedDFA, upper: DFA, deadline: float) -> DFA | None:
    """Greedy state merging of a DFA already right on ``spec`` (the cover automaton): states
    taken in breadth-first order, each merged into the first earlier class it can join — the
    two folded together by union-find (successors merged, a missing transition taking the
    other's; a class accepts when one of its states does) — if the quotient is still right on
    every decided word (the product search). A loop appears where the chain of the unrolled
    loop folds onto itself. None when no merge is possible or the deadline passes first."""
    base = canonical_renumbering(upper)
    states = list(base.states)
    parent = {q: q for q in states}
    succ = {q: {a: t for (s, a), t in base.transitions.items() if s == q} for q in states}

    def find(q: int) -> int:
        while parent[q] != q:
            q = parent[q]
        return q

    def quotient() -> DFA:
        roots = sorted({find(q) for q in states})
        index = {r: i for i, r in enumerate(roots)}
        table = {(index[r], a): index[find(t)] for r in roots for a, t in succ[r].items()}
        accepting = frozenset(index[find(q)] for q in base.accepting)
        initial = index[find(base.initial)]
        return DFA(base.alphabet, tuple(range(len(roots))), initial, accepting, table)

    merged_any = False
    for j in states:
        for i in states:
            if i >= j or find(i) != i or find(j) != j:
                continue
            if time.perf_counter() > deadline:
                return canonical_renumbering(remove_sink(quotient())) if merged_any else None
            saved_parent, saved_succ = dict(parent), {q: dict(m) for q, m in succ.items()}
            stack = [(i, j)]
            while stack:
                first, second = stack.pop()
                x, y = find(first), find(second)
                if x == y:
                    continue
                parent[y] = x
                for letter, ty in succ[y].items():
                    tx = succ[x].get(letter)
                    if tx is None:
                        succ[x][letter] = ty
                    else:
                        stack.append((tx, ty))
            if disagreement(quotient(), spec) is None:
                merged_any = True
                break
            parent.clear()
            parent.update(saved_parent)
            succ.clear()
            succ.update(saved_succ)
    return canonical_renumbering(remove_sink(quotient())) if merged_any else None
