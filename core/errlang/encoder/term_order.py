"""The distinct subterms of z3 terms, each once and after its children (post-order), without
recursion: an encoding's terms are deeper than Python's stack (a parser's merged index over 32
steps). Shared by the branch conditions' constant folding (``encoder/branch_conditions``) and
the fresh solver's test for chained constant products (``teacher/fresh_solver``)."""

from __future__ import annotations

from collections.abc import Container, Iterable, Iterator

import z3


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
