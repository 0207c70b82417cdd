"""Integer-indexed view of an LTS for the neighbourhood analysis, and Tarjan's SCC algorithm.

States become ``0 .. n-1`` (their position in ``LTS.states``), labels become integers, and only
the *kept* part of the LTS is represented: the states that lie on some trace (reachable from the
initial state; with finite traces only, also able to reach a state without successors) and the
transitions between them. Everything here is iterative: LTSs with hundreds of thousands of
transitions must not hit Python's recursion limit.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from errlang.automata.lts import LTS


@dataclass(frozen=True)
class Graph:
    """The kept part of an LTS with integer states and labels.

    ``src``, ``lab``, ``dst`` describe the kept transitions in input order and ``origin[e]`` is the
    index of kept transition ``e`` in ``LTS.transitions``; ``out[v]`` / ``inc[v]`` list the kept
    transitions leaving / entering ``v`` in increasing order.
    """

    size: int
    initial: int
    kept: list[bool]
    src: list[int]
    lab: list[int]
    dst: list[int]
    origin: list[int]
    out: list[list[int]]
    inc: list[list[int]]


def build_graph(lts: LTS, label_ids: dict[str, int], *, finite: bool) -> Graph:
    """Index ``lts`` (adding unseen labels to ``label_ids``) and keep the states on traces."""
    position = {s: i for i, s in enumerate(lts.states)}
    size = len(lts.states)
    all_src: list[int] = []
    all_lab: list[int] = []
    all_dst: list[int] = []
    succ: list[list[int]] = [[] for _ in range(size)]
    for t in lts.transitions:
        s, d = position[t.source], position[t.target]
        label = label_ids.get(t.label)
        if label is None:
            label = label_ids[t.label] = len(label_ids)
        all_src.append(s)
        all_lab.append(label)
        all_dst.append(d)
        succ[s].append(d)
    initial = position[lts.initial]
    kept = _reach(size, succ, [initial])
    if finite:
        pred: list[list[int]] = [[] for _ in range(size)]
        for s, d in zip(all_src, all_dst, strict=True):
            if kept[s] and kept[d]:
                pred[d].append(s)
        deadlocks = [v for v in range(size) if kept[v] and not succ[v]]
        coreach = _reach(size, pred, deadlocks)
        kept = [a and b for a, b in zip(kept, coreach, strict=True)]
    src: list[int] = []
    lab: list[int] = []
    dst: list[int] = []
    origin: list[int] = []
    out: list[list[int]] = [[] for _ in range(size)]
    inc: list[list[int]] = [[] for _ in range(size)]
    for i, (s, label, d) in enumerate(zip(all_src, all_lab, all_dst, strict=True)):
        if kept[s] and kept[d]:
            e = len(src)
            src.append(s)
            lab.append(label)
            dst.append(d)
            origin.append(i)
            out[s].append(e)
            inc[d].append(e)
    return Graph(size, initial, kept, src, lab, dst, origin, out, inc)


def _reach(size: int, succ: Sequence[Sequence[int]], roots: Iterable[int]) -> list[bool]:
    seen = [False] * size
    stack = list(roots)
    for r in stack:
        seen[r] = True
    while stack:
        v = stack.pop()
        for w in succ[v]:
            if not seen[w]:
                seen[w] = True
                stack.append(w)
    return seen


def tarjan(
    size: int, succ: Sequence[Sequence[int]], roots: Iterable[int]
) -> tuple[list[list[int]], list[int]]:
    """Tarjan's SCC algorithm (Tarjan 1972), iterative, from ``roots`` only.

    Returns the SCCs in *reverse topological order* of the component graph (every SCC comes
    after all SCCs it has transitions to) and ``comp[v]``, the position of ``v``'s SCC in that
    list (``-1`` for states not visited).
    """
    index = [-1] * size
    low = [0] * size
    on_stack = [False] * size
    comp = [-1] * size
    stack: list[int] = []
    sccs: list[list[int]] = []
    counter = 0
    for root in roots:
        if index[root] != -1:
            continue
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack[root] = True
        work = [(root, iter(succ[root]))]
        while work:
            v, successors = work[-1]
            for w in successors:
                if index[w] == -1:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack[w] = True
                    work.append((w, iter(succ[w])))
                    break
                if on_stack[w] and index[w] < low[v]:
                    low[v] = index[w]
            else:
                work.pop()
                if work:
                    u = work[-1][0]
                    if low[v] < low[u]:
                        low[u] = low[v]
                if low[v] == index[v]:
                    number = len(sccs)
                    component: list[int] = []
                    while True:
                        w = stack.pop()
                        on_stack[w] = False
                        comp[w] = number
                        component.append(w)
                        if w == v:
                            break
                    sccs.append(component)
    return sccs, comp


def states_on_cycles_avoiding(
    graph: Graph,
    sccs: Sequence[Sequence[int]],
    comp: Sequence[int],
    internal: Sequence[set[int]],
    label: int,
) -> list[bool]:
    """``result[v]``: ``v`` lies on a cycle of kept transitions none of which is labelled ``label``.

    ``internal[c]`` is the set of labels of the transitions inside SCC ``c``.
    Such a cycle stays inside ``v``'s SCC. SCCs without an internal ``label`` transition are
    answered directly (every state of a non-trivial SCC is on a cycle); the others are split
    again by Tarjan's algorithm with the ``label`` transitions removed.
    """
    result = [False] * graph.size
    lab, dst, out = graph.lab, graph.dst, graph.out
    succ: list[Sequence[int]] = [()] * graph.size
    roots: list[int] = []
    for number, component in enumerate(sccs):
        internal_labels = {lab[e] for v in component for e in out[v] if comp[dst[e]] == number}
        if not internal_labels:
            continue  # a single state without self-loop: on no cycle at all
        if label not in internal_labels:
            for v in component:
                result[v] = True
            continue
        for v in component:
            succ[v] = [dst[e] for e in out[v] if comp[dst[e]] == number and lab[e] != label]
        roots.extend(component)
    if roots:
        parts, _ = tarjan(graph.size, succ, roots)
        for part in parts:
            if len(part) > 1 or part[0] in succ[part[0]]:
                for v in part:
                    result[v] = True
    return result
