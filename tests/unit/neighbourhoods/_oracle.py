"""Brute-force evaluations of Definitions 2 and 6–12 of Barbon, Leroy, Salaün (SEFM 2018).

Two oracles, both independent of the SCC algorithms under test:

* ``explicit``: enumerates the paths of the LTS literally (prefixes of traces ending in a state,
  maximal suffixes from a state: paths into deadlocks and lassos ``x·C^ω``) up to a length bound
  ``L = |S|·(|k|+1)`` and applies the matching operator of Definition 6 as a subsequence test.
  The bound is exact: every value (a prefix or suffix length) is witnessed by a path that is
  simple in the product of the LTS with the ``|k|+1`` matching positions, hence of length ``≤ L``;
  an infinite path is as good as a lasso of that product, and ``x·C^ω`` matches the same suffixes
  of ``k`` as ``x·C^{|k|+1}``. Exponential: only for LTSs with a few states.
* ``product``: explores the product of the LTS with the matching position of ``k`` (sets of
  reachable positions, networkx SCCs for infinite paths). Polynomial, for larger LTSs.

States are given as a list, transitions as ``(source, label, target)`` triples.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import networkx as nx

Triple = tuple[object, str, object]


@dataclass(frozen=True)
class Expected:
    """Per kept state ``(mp, cp, ms, cs)`` as lengths; types per transition index (None when
    excluded); neighbourhoods as ``state -> (correct, incorrect, neutral)``."""

    values: dict[object, tuple[int, int, int, int]]
    types: list[str | None]
    neighbourhoods: dict[object, tuple[int, int, int]]


def matches(j: Sequence[str], labels: Sequence[str]) -> bool:
    """Definition 6: ``j ≺ z``, ``j`` is a (not necessarily contiguous) subsequence of ``z``."""
    it = iter(labels)
    return all(any(a == b for b in it) for a in j)


def longest_prefix(k: Sequence[str], labels: Sequence[str]) -> int:
    return max(p for p in range(len(k) + 1) if matches(k[:p], labels))


def longest_suffix(k: Sequence[str], labels: Sequence[str]) -> int:
    return max(q for q in range(len(k) + 1) if matches(k[len(k) - q :], labels))


def _out(states: Sequence[object], triples: Sequence[Triple]) -> dict[object, list[Triple]]:
    out: dict[object, list[Triple]] = {s: [] for s in states}
    for t in dict.fromkeys(triples):
        out[t[0]].append(t)
    return out


def _paths(out: dict[object, list[Triple]], start: object, bound: int):
    """All paths from ``start`` with at most ``bound`` transitions: (states, labels)."""
    stack: list[tuple[list[object], list[str]]] = [([start], [])]
    while stack:
        states, labels = stack.pop()
        yield states, labels
        if len(labels) < bound:
            for _, label, target in out[states[-1]]:
                stack.append(([*states, target], [*labels, label]))


def count_paths(states: Sequence[object], triples: Sequence[Triple], bound: int) -> int:
    out = _out(states, triples)
    ways = {s: 1 for s in states}
    total = len(states)
    for _ in range(bound):
        ways = {s: sum(ways[t] for _, _, t in out[s]) for s in states}
        total += sum(ways.values())
    return total


def explicit(
    states: Sequence[object],
    initial: object,
    triples: Sequence[Triple],
    k: Sequence[str],
    finite: bool = False,
) -> dict[object, tuple[int, int, int, int]]:
    """Definitions 7–8 by enumeration of paths (see module docstring)."""
    n = len(k)
    out = _out(states, triples)
    bound = len(states) * (n + 1)
    deadlock = {s for s in states if not out[s]}
    kept: set[object] = set()
    for path, _ in _paths(out, initial, bound):
        if not finite or path[-1] in deadlock:
            kept.update(path)
    kept_out = {s: [t for t in out[s] if t[2] in kept] for s in states}
    prefixes: dict[object, list[int]] = {s: [] for s in kept}
    if initial in kept:
        for path, labels in _paths(kept_out, initial, bound):
            prefixes[path[-1]].append(longest_prefix(k, labels))
    result = {}
    for s in kept:
        any_suffix: list[int] = []
        maximal: list[int] = []
        for path, labels in _paths(kept_out, s, bound):
            any_suffix.append(longest_suffix(k, labels))
            if path[-1] in deadlock:
                maximal.append(longest_suffix(k, labels))
            if not finite:
                for i in range(len(path) - 1):
                    if path[i] == path[-1]:
                        lasso = labels[:i] + labels[i:] * (n + 1)
                        maximal.append(longest_suffix(k, lasso))
        result[s] = (max(prefixes[s]), min(prefixes[s]), max(any_suffix), min(maximal))
    return result


def product(
    states: Sequence[object],
    initial: object,
    triples: Sequence[Triple],
    k: Sequence[str],
    finite: bool = False,
) -> dict[object, tuple[int, int, int, int]]:
    """Definitions 7–8 on the product of the LTS with the matching position in ``k``."""
    n = len(k)
    out = _out(states, triples)
    graph = nx.DiGraph()
    graph.add_nodes_from(states)
    graph.add_edges_from((s, d) for s, _, d in dict.fromkeys(triples))
    kept = nx.descendants(graph, initial) | {initial}
    if finite:
        ends = {s for s in kept if not out[s]}
        kept = {s for s in kept if s in ends or nx.descendants(graph, s) & ends}
    edges = [t for t in dict.fromkeys(triples) if t[0] in kept and t[2] in kept]

    def step(p: int, label: str) -> int:
        return p + 1 if p < n and k[p] == label else p

    # prefixes: positions reachable from (initial, 0)
    seen = {(initial, 0)} if initial in kept else set()
    todo = list(seen)
    while todo:
        s, p = todo.pop()
        for src, label, dst in edges:
            if src == s and (dst, step(p, label)) not in seen:
                seen.add((dst, step(p, label)))
                todo.append((dst, step(p, label)))
    prod = nx.DiGraph()
    for p in range(n + 1):
        for s in kept:
            prod.add_node((s, p))
    for src, label, dst in edges:
        for p in range(n + 1):
            prod.add_edge((src, p), (dst, step(p, label)))
    on_cycle = set()
    for component in nx.strongly_connected_components(prod):
        node = next(iter(component))
        if len(component) > 1 or prod.has_edge(node, node):
            on_cycle |= component
    result = {}
    for s in kept:
        reach_p = [p for (t, p) in seen if t == s]
        ms = max(
            q
            for q in range(n + 1)
            if any(p == n for _, p in nx.descendants(prod, (s, n - q)) | {(s, n - q)})
        )
        cs = n
        for j in range(n):
            start = (s, n - j - 1)
            area = {x for x in nx.descendants(prod, start) | {start} if x[1] < n}
            # a maximal path never completing k[n-j-1:] ends in a deadlock or cycles forever
            # (pointer n is absorbing, so every node reachable with pointer < n got there
            # through pointers < n only)
            if any(not out[x[0]] for x in area) or (not finite and area & on_cycle):
                cs = j
                break
        result[s] = (max(reach_p), min(reach_p), ms, cs)
    return result


def expected(
    states: Sequence[object],
    initial: object,
    triples: Sequence[Triple],
    k: Sequence[str],
    values: dict[object, tuple[int, int, int, int]],
) -> Expected:
    """Definitions 10–12 from brute-force values ``values`` (as returned by the oracles)."""
    n = len(k)
    k = tuple(k)
    types: list[str | None] = []
    for s, label, d in triples:
        if s not in values or d not in values:
            types.append(None)
            continue
        mp, cp, _, _ = values[s]
        _, _, ms, cs = values[d]
        cpl = (*k[:cp], label)
        low = len(cpl) if k[: len(cpl)] == cpl else cp
        mpl = (*k[:mp], label)
        high = len(mpl) if k[: len(mpl)] == mpl else mp
        if low + cs >= n:
            types.append("correct")
        elif high + ms < n:
            types.append("incorrect")
        else:
            types.append("neutral")
    first: dict[Triple, int] = {}
    for i, t in enumerate(triples):
        first.setdefault(t, i)
    unique = [(t, types[i]) for t, i in first.items()]
    areas: dict[object, tuple[int, int, int]] = {}
    for s in states:
        if s not in values:
            continue
        incoming = [kind for t, kind in unique if t[2] == s and kind is not None]
        outgoing = [kind for t, kind in unique if t[0] == s and kind is not None]
        if all(kind == "neutral" for kind in incoming) and any(
            kind != "neutral" for kind in outgoing
        ):
            areas[s] = (
                outgoing.count("correct"),
                outgoing.count("incorrect"),
                outgoing.count("neutral"),
            )
    return Expected(values, types, areas)


def follow(
    initial: object, triples: Sequence[Triple], labels: Sequence[str], kept: set[object]
) -> list[int] | None:
    """Indices of the lexicographically least path from ``initial`` labelled ``labels``."""
    first: dict[Triple, int] = {}
    for i, t in enumerate(triples):
        first.setdefault(t, i)
    best: list[int] | None = None

    def walk(state: object, i: int, chosen: list[int]) -> None:
        nonlocal best
        if i == len(labels):
            if best is None or chosen < best:
                best = list(chosen)
            return
        for t, index in first.items():
            if t[0] == state and t[1] == labels[i] and t[2] in kept:
                walk(t[2], i + 1, [*chosen, index])

    if initial in kept:
        walk(initial, 0, [])
    return best


def trace_parts(
    states: Sequence[object], initial: object, triples: Sequence[Triple], k: Sequence[str]
) -> tuple[dict[object, set[tuple[str, ...]]], dict[object, set[tuple[str, ...]]]]:
    """For every state, the label sequences (projected on the labels of ``k``) of the paths from
    the initial state ending in it, and of the maximal (maximal-mode) paths starting from it,
    both up to the exactness bound (lassos unrolled ``|k|+1`` times). A trace through
    ``s -l-> s'`` is any head of ``s``, then ``l``, then any tail of ``s'``."""
    n = len(k)
    relevant = set(k)
    out = _out(states, triples)
    bound = len(states) * (n + 1)
    heads: dict[object, set[tuple[str, ...]]] = {s: set() for s in states}
    for path, labels in _paths(out, initial, bound):
        heads[path[-1]].add(tuple(x for x in labels if x in relevant))
    tails: dict[object, set[tuple[str, ...]]] = {s: set() for s in states}
    for s in states:
        for path, labels in _paths(out, s, bound):
            if not out[path[-1]]:
                tails[s].add(tuple(x for x in labels if x in relevant))
            for i in range(len(path) - 1):
                if path[i] == path[-1]:
                    lasso = labels[:i] + labels[i:] * (n + 1)
                    tails[s].add(tuple(x for x in lasso if x in relevant))
    return heads, tails
