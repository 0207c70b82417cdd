"""Max/common prefixes and suffixes per state, SCC by SCC (SEFM 2018, Section 3.2).

Every prefix of ``k`` is identified by its length ``p`` (it is ``k[:p]``) and every suffix by its
length ``q`` (it is ``k[len(k)-q:]``), so the enriched LTS of Definition 9 is four integer lists.
Two monotone steps carry the whole computation:

* ``extend(p, l)``: the prefix of ``k`` matched after ``k[:p]`` and one more label ``l``
  (``p + 1`` when ``l == k[p]``) — the paper's ``LCP(cp_s · l, ·)``;
* ``extend_back(q, l)``: the suffix matched by ``l`` followed by a sequence matching ``k[-q:]``
  (``q + 1`` when ``l == k[len(k)-1-q]``) — the paper's ``LCS(l · cs_s', ·)``.

Prefixes are computed on SCCs in topological order, suffixes in reverse topological order; any
topological order of the component graph works, the paper's "depth" order is one of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from errlang.automata.neighbourhoods_graph import Graph, states_on_cycles_avoiding, tarjan


@dataclass(frozen=True)
class Enrichment:
    """Lengths of ``mp``, ``cp``, ``ms``, ``cs`` per state index (Definitions 7–9)."""

    mp: list[int]
    cp: list[int]
    ms: list[int]
    cs: list[int]


def enrich(graph: Graph, k: Sequence[int], *, finite: bool) -> Enrichment:
    """Compute the enriched LTS (Definition 9) of the kept part of ``graph`` for ``k``."""
    n = len(k)
    succ = [[graph.dst[e] for e in graph.out[v]] for v in range(graph.size)]
    sccs, comp = tarjan(graph.size, succ, [graph.initial] if graph.kept[graph.initial] else [])
    internal = [_internal_labels(graph, component, comp, c) for c, component in enumerate(sccs)]
    forward = [*k, -1]  # forward[p]: the label extending k[:p]; -1 matches nothing
    backward = [*reversed(k), -1]  # backward[q]: the label extending k[n-q:] to the left
    mp = [0] * graph.size
    cp = [n] * graph.size
    ms = [0] * graph.size
    cs = [n] * graph.size
    loop = [n] * graph.size if finite else min_suffix_loop(graph, sccs, comp, internal, k)
    for c, component in enumerate(sccs):  # successors first
        max_suffix(graph, component, comp, c, internal[c], backward, ms)
        common_suffix(graph, component, comp, c, backward, loop, cs)
    for c in range(len(sccs) - 1, -1, -1):  # predecessors first
        max_prefix(graph, sccs[c], comp, c, internal[c], forward, mp)
        common_prefix(graph, sccs[c], comp, c, forward, cp)
    return Enrichment(mp, cp, ms, cs)


def _internal_labels(
    graph: Graph, component: Sequence[int], comp: Sequence[int], c: int
) -> set[int]:
    lab, dst, out = graph.lab, graph.dst, graph.out
    return {lab[e] for v in component for e in out[v] if comp[dst[e]] == c}


def max_prefix(
    graph: Graph,
    component: Sequence[int],
    comp: Sequence[int],
    c: int,
    internal: set[int],
    forward: Sequence[int],
    mp: list[int],
) -> None:
    """Max prefix of an SCC (Definition 7; "Max Prefix Calculation"): the same for all its states.

    The longest prefix brought by an incoming transition (the empty one in the initial state's
    SCC), extended by labels of the SCC's internal transitions, which can be taken in any order.
    """
    _extend_across(component, comp, c, internal, forward, mp, graph.inc, graph.src, graph.lab)


def max_suffix(
    graph: Graph,
    component: Sequence[int],
    comp: Sequence[int],
    c: int,
    internal: set[int],
    backward: Sequence[int],
    ms: list[int],
) -> None:
    """Max suffix of an SCC (Definition 8; "Max Suffix Calculation"), symmetric to the prefix."""
    _extend_across(component, comp, c, internal, backward, ms, graph.out, graph.dst, graph.lab)


def _extend_across(
    component: Sequence[int],
    comp: Sequence[int],
    c: int,
    internal: set[int],
    word: Sequence[int],
    longest: list[int],
    edges: Sequence[Sequence[int]],
    far: Sequence[int],
    lab: Sequence[int],
) -> None:
    """The longest match of ``word`` that a transition from outside the SCC brings in (``edges``
    of each state, ``far`` their other ends), extended by the SCC's internal labels; set for
    every state of the SCC (max prefix over incoming edges, max suffix over outgoing ones)."""
    best = 0
    for v in component:
        for e in edges[v]:
            u = far[e]
            if comp[u] != c:
                p = longest[u]
                if lab[e] == word[p]:
                    p += 1
                if p > best:
                    best = p
    while word[best] in internal:
        best += 1
    for v in component:
        longest[v] = best


def common_prefix(
    graph: Graph,
    component: Sequence[int],
    comp: Sequence[int],
    c: int,
    forward: Sequence[int],
    cp: list[int],
) -> None:
    """Common prefix of the states of an SCC (Definition 7; Algorithm 1)."""
    src, lab, dst, inc, out = graph.src, graph.lab, graph.dst, graph.inc, graph.out
    n = len(forward) - 1
    for v in component:  # initialisation, lines 2-7
        value = 0 if v == graph.initial else n
        for e in inc[v]:
            u = src[e]
            if comp[u] != c:
                p = cp[u]
                if lab[e] == forward[p]:
                    p += 1
                if p < value:
                    value = p
        cp[v] = value
    if len(component) > 1:  # internal transitions, lines 8-13
        _settle(component, cp, n, out, dst, lab, comp, c, forward)


def common_suffix(
    graph: Graph,
    component: Sequence[int],
    comp: Sequence[int],
    c: int,
    backward: Sequence[int],
    loop: Sequence[int],
    cs: list[int],
) -> None:
    """Common suffix of the states of an SCC (Definition 8; Algorithm 2 then Algorithm 1's loop).

    Initialisation: empty for a state without successors, else the smallest suffix of a loop
    staying in the SCC (``loop``), lowered by every outgoing transition to another SCC.
    """
    src, lab, dst, inc, out = graph.src, graph.lab, graph.dst, graph.inc, graph.out
    n = len(backward) - 1
    for v in component:
        value = loop[v] if out[v] else 0
        for e in out[v]:
            w = dst[e]
            if comp[w] != c:
                q = cs[w]
                if lab[e] == backward[q]:
                    q += 1
                if q < value:
                    value = q
        cs[v] = value
    if len(component) > 1:
        _settle(component, cs, n, inc, src, lab, comp, c, backward)


def min_suffix_loop(
    graph: Graph,
    sccs: Sequence[Sequence[int]],
    comp: Sequence[int],
    internal: Sequence[set[int]],
    k: Sequence[int],
) -> list[int]:
    """MINSUFFIXLOOP of Algorithm 2 for every state: the length of the shortest suffix of ``k``
    matched by some infinite repetition of a cycle through the state (``len(k)`` if none).

    A cycle repeated forever matches exactly the suffixes whose labels all occur on it, so the
    answer is the least ``j`` such that the state lies on a cycle avoiding label ``k[n-1-j]``:
    labels of ``k`` are removed one at a time, from the last, and states left on a cycle are
    found with Tarjan's algorithm.
    """
    n = len(k)
    loop = [n] * graph.size
    cache: dict[int, list[bool]] = {}
    for j in range(n):
        label = k[n - 1 - j]
        if label not in cache:
            cache[label] = states_on_cycles_avoiding(graph, sccs, comp, internal, label)
        for v, on_cycle in enumerate(cache[label]):
            if on_cycle and loop[v] == n:
                loop[v] = j
    return loop


def _settle(
    component: Sequence[int],
    value: list[int],
    n: int,
    edges: Sequence[Sequence[int]],
    other_end: Sequence[int],
    lab: Sequence[int],
    comp: Sequence[int],
    c: int,
    step: Sequence[int],
) -> None:
    """Algorithm 1, lines 8-13: Dijkstra-like lowering along internal transitions.

    The sorted set ``Q`` is a bucket queue indexed by length (lengths are ``0 .. n``); a state is
    settled when its bucket is reached, since steps never shorten a prefix or suffix.
    """
    buckets: list[list[int]] = [[] for _ in range(n + 1)]
    for v in component:
        buckets[value[v]].append(v)
    for current, bucket in enumerate(buckets):
        grown = current + 1
        match = step[current]
        i = 0
        while i < len(bucket):
            v = bucket[i]
            i += 1
            if value[v] != current:
                continue  # stale entry: the state was settled in an earlier bucket
            for e in edges[v]:
                w = other_end[e]
                if comp[w] != c:
                    continue
                new = grown if lab[e] == match else current
                if new < value[w]:
                    value[w] = new
                    buckets[new].append(w)
