"""The distinct subterms of z3 terms, each once and after its children (post-order), without
recursion: an encoding's terms are deeper than Python's stack (a parser's merged index over 32
steps). Shared by the branch conditions' constant folding (``encoder/branch_conditions``) and
the fresh solver's test for chained constant products (``teacher/fresh_solver``); and the
memoised bottom-up walk of the value analyses (``encoder/term_ranges``, ``encoder/intervals``,
``encoder/offset_bounds``), :func:`bottom_up`."""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Iterator
from typing import TypeVar

import z3

V = TypeVar("V")


def post_order(
    terms: Iterable[z3.ExprRef], done: Container[int] = frozenset()
) -> Iterator[tuple[z3.ExprRef, list[z3.ExprRef]]]:
    """Each distinct subterm of ``terms`` with its children, after them; a term whose id is in
    ``done`` (read as the walk goes: the caller records what it has seen) is neither yielded
    nor entered."""
    expanded: set[int] = set()  # children pushed: a subterm shared by two parents is entered once
    stack: list[tuple[z3.ExprRef, list[z3.ExprRef] | None]] = [(term, None) for term in terms]
    while stack:
        node, kids = stack.pop()
        key = node.get_id()
        if key in done or (kids is None and key in expanded):
            continue
        if kids is None:
            kids = node.children() if z3.is_app(node) else []
            if kids:
                expanded.add(key)
                stack.append((node, kids))
                stack.extend((kid, None) for kid in kids if kid.get_id() not in done)
                continue
        yield node, kids


def bottom_up(
    term: z3.ExprRef,
    known: dict[int, tuple[z3.ExprRef, V]],
    operands: Callable[[z3.ExprRef], list[z3.ExprRef]],
    combine: Callable[[z3.ExprRef, list[V]], V],
    limit: int,
) -> V:
    """``combine(node, values of its operands)`` for ``term``, each distinct subterm once and
    after the ``operands`` it reads (never more: an if-then-else's test need not be entered),
    without recursion, memoised in ``known`` by id with the node kept (so that its id is not
    reused), which is emptied when it holds more than ``limit`` terms."""
    if len(known) > limit:
        known.clear()
    stack: list[tuple[z3.ExprRef, bool]] = [(term, False)]
    while stack:
        node, expanded = stack.pop()
        key = node.get_id()
        if key in known:
            continue
        kids = operands(node)
        if not expanded and kids:
            stack.append((node, True))
            stack.extend((kid, False) for kid in kids if kid.get_id() not in known)
            continue
        known[key] = (node, combine(node, [known[kid.get_id()][1] for kid in kids]))
    return known[term.get_id()][1]
