"""Language operations on :class:`~errlang.automata.dfa.DFA` (issue 3, item 5).

Conventions shared by every function here:

* A missing transition rejects (implicit sink). Results are partial DFAs unless stated.
* When two operands have different alphabets, the operation is taken over the *union
  alphabet*: the first operand's letters in their order, then the second operand's other
  letters in theirs. A letter outside a DFA's alphabet simply rejects in that DFA.
* "Lexicographic" means by the position of letters in the alphabet, not by string order.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from typing import Literal

from errlang.automata.dfa import DFA, Word

ProductMode = Literal["intersection", "union", "difference", "symmetric_difference"]

_COMBINE: dict[str, Callable[[bool, bool], bool]] = {
    "intersection": lambda x, y: x and y,
    "union": lambda x, y: x or y,
    "difference": lambda x, y: x and not y,
    "symmetric_difference": lambda x, y: x != y,
}


def union_alphabet(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[str, ...]:
    """``a``'s letters in order, then ``b``'s letters that are not in ``a``."""
    seen = set(a)
    return a + tuple(letter for letter in b if letter not in seen)


def with_alphabet(dfa: DFA, alphabet: tuple[str, ...]) -> DFA:
    """The same language over a larger ``alphabet`` (which must contain ``dfa.alphabet``);
    the new letters have no transitions, so they reject."""
    missing = set(dfa.alphabet) - set(alphabet)
    if missing:
        raise ValueError(f"alphabet {alphabet!r} lacks letters {sorted(missing)!r}")
    if alphabet == dfa.alphabet:
        return dfa
    return DFA(alphabet, dfa.states, dfa.initial, dfa.accepting, dfa.transitions)


# -- reachability ------------------------------------------------------------------------------


def reachable_states(dfa: DFA) -> frozenset[int]:
    """The states reachable from the initial state."""
    seen = {dfa.initial}
    stack = [dfa.initial]
    while stack:
        q = stack.pop()
        for _, dst in dfa.successors(q):
            if dst not in seen:
                seen.add(dst)
                stack.append(dst)
    return frozenset(seen)


def coreachable_states(dfa: DFA) -> frozenset[int]:
    """The states from which some accepting state is reachable (accepting states included)."""
    predecessors: dict[int, list[int]] = {}
    for (src, _), dst in dfa.transitions.items():
        predecessors.setdefault(dst, []).append(src)
    seen = set(dfa.accepting)
    stack = list(dfa.accepting)
    while stack:
        q = stack.pop()
        for p in predecessors.get(q, ()):
            if p not in seen:
                seen.add(p)
                stack.append(p)
    return frozenset(seen)


def _restrict(dfa: DFA, keep: frozenset[int]) -> DFA:
    """The sub-automaton on ``keep`` (which must contain the initial state), renumbered in the
    order of the original ids."""
    order = sorted(keep)
    index = {q: i for i, q in enumerate(order)}
    table = {
        (index[src], letter): index[dst]
        for (src, letter), dst in dfa.transitions.items()
        if src in keep and dst in keep
    }
    accepting = frozenset(index[q] for q in dfa.accepting if q in keep)
    return DFA(dfa.alphabet, tuple(range(len(order))), index[dfa.initial], accepting, table)


def remove_sink(dfa: DFA) -> DFA:
    """Drop unreachable states and states from which no accepting state is reachable (the
    2015 paper's "removing the (non-accepting) sink state and its incoming edges").

    The initial state is always kept (for the empty language the result is one rejecting
    state without transitions). Remaining states keep their relative order.
    """
    useful = reachable_states(dfa) & coreachable_states(dfa)
    if dfa.initial not in useful:
        return DFA(dfa.alphabet, (0,), 0, frozenset(), {})
    return _restrict(dfa, useful)


# -- boolean operations -----------------------------------------------------------------------


def complement(dfa: DFA, alphabet: tuple[str, ...] | None = None) -> DFA:
    """The DFA accepting exactly the words over ``alphabet`` (default: the DFA's own) that
    ``dfa`` rejects. The result is complete."""
    full = with_alphabet(dfa, union_alphabet(dfa.alphabet, alphabet or ())).complete()
    return DFA(
        full.alphabet,
        full.states,
        full.initial,
        frozenset(q for q in full.states if q not in full.accepting),
        full.transitions,
    )


def product(a: DFA, b: DFA, mode: ProductMode = "intersection") -> DFA:
    """The synchronous product of ``a`` and ``b`` over the union alphabet, restricted to the
    reachable pairs; a pair is accepting when ``mode``'s boolean combination of the two
    acceptances holds. A component that fell into its implicit sink is tracked as ``None``;
    pairs that can never accept are left out, so the result is partial."""
    combine = _COMBINE[mode]
    alphabet = union_alphabet(a.alphabet, b.alphabet)
    # A pair whose left (right) component is dead can still accept only if the mode allows it.
    left_dead_ok = combine(False, True) or combine(False, False)
    right_dead_ok = combine(True, False) or combine(False, False)

    def alive(pair: tuple[int | None, int | None]) -> bool:
        p, q = pair
        if p is None and q is None:
            return False
        return (p is not None or left_dead_ok) and (q is not None or right_dead_ok)

    Pair = tuple[int | None, int | None]
    start: Pair = (a.initial, b.initial)
    index: dict[tuple[int | None, int | None], int] = {start: 0}
    queue: deque[Pair] = deque([start])
    table: dict[tuple[int, str], int] = {}
    accepting: set[int] = set()
    while queue:
        pair = queue.popleft()
        p, q = pair
        src = index[pair]
        if combine(p is not None and p in a.accepting, q is not None and q in b.accepting):
            accepting.add(src)
        for letter in alphabet:
            nxt: Pair = (
                None if p is None else a.step(p, letter),
                None if q is None else b.step(q, letter),
            )
            if not alive(nxt):
                continue
            if nxt not in index:
                index[nxt] = len(index)
                queue.append(nxt)
            table[(src, letter)] = index[nxt]
    return DFA(alphabet, tuple(range(len(index))), 0, frozenset(accepting), table)


def intersection(a: DFA, b: DFA) -> DFA:
    """L(a) ∩ L(b)."""
    return product(a, b, "intersection")


def union(a: DFA, b: DFA) -> DFA:
    """L(a) ∪ L(b)."""
    return product(a, b, "union")


def difference(a: DFA, b: DFA) -> DFA:
    """L(a) \\ L(b)."""
    return product(a, b, "difference")


def symmetric_difference(a: DFA, b: DFA) -> DFA:
    """(L(a) \\ L(b)) ∪ (L(b) \\ L(a))."""
    return product(a, b, "symmetric_difference")


# -- minimisation ------------------------------------------------------------------------------


def _hopcroft_blocks(dfa: DFA) -> list[int]:
    """Hopcroft's partition refinement on a complete DFA: the block number of every state
    (Nerode equivalence of the states)."""
    n = len(dfa.states)
    inverse: dict[tuple[int, str], list[int]] = {}
    for (src, letter), dst in dfa.transitions.items():
        inverse.setdefault((dst, letter), []).append(src)
    accepting = set(dfa.accepting)
    rejecting = set(dfa.states) - accepting
    blocks: list[set[int]] = [b for b in (accepting, rejecting) if b]
    block_of = [0] * n
    for i, block in enumerate(blocks):
        for q in block:
            block_of[q] = i
    work: set[int] = {min(range(len(blocks)), key=lambda i: len(blocks[i]))}
    while work:
        splitter = set(blocks[work.pop()])
        for letter in dfa.alphabet:
            pre = {p for q in splitter for p in inverse.get((q, letter), ())}
            touched: dict[int, set[int]] = {}
            for p in pre:
                touched.setdefault(block_of[p], set()).add(p)
            for i, inside in touched.items():
                if len(inside) == len(blocks[i]):
                    continue
                outside = blocks[i] - inside
                blocks[i] = inside
                j = len(blocks)
                blocks.append(outside)
                for q in outside:
                    block_of[q] = j
                if i in work:
                    work.add(j)
                else:
                    work.add(i if len(inside) <= len(outside) else j)
    return block_of


def canonical_renumbering(dfa: DFA) -> DFA:
    """The DFA renumbered in breadth-first order from the initial state, exploring letters in
    alphabet order; unreachable states are dropped."""
    order = {dfa.initial: 0}
    queue = deque([dfa.initial])
    while queue:
        q = queue.popleft()
        for _, dst in dfa.successors(q):
            if dst not in order:
                order[dst] = len(order)
                queue.append(dst)
    table = {
        (order[src], letter): order[dst]
        for (src, letter), dst in dfa.transitions.items()
        if src in order
    }
    accepting = frozenset(order[q] for q in dfa.accepting if q in order)
    return DFA(dfa.alphabet, tuple(range(len(order))), 0, accepting, table)


def minimise(dfa: DFA) -> DFA:
    """The minimal DFA of ``L(dfa)`` in canonical form.

    Canonical form: no unreachable state, no state from which acceptance is unreachable (the
    sink is implicit), states numbered in breadth-first order from the initial state with
    letters in alphabet order. Two DFAs over the same alphabet (same letter order) accept the
    same language iff their minimisations are equal. Hopcroft's algorithm on the completed,
    trimmed automaton.
    """
    trimmed = remove_sink(dfa).complete()
    block_of = _hopcroft_blocks(trimmed)
    table = {
        (block_of[src], letter): block_of[dst] for (src, letter), dst in trimmed.transitions.items()
    }
    count = max(block_of) + 1
    quotient = DFA(
        trimmed.alphabet,
        tuple(range(count)),
        block_of[trimmed.initial],
        frozenset(block_of[q] for q in trimmed.accepting),
        table,
    )
    return canonical_renumbering(remove_sink(quotient))


# -- emptiness, witnesses, enumeration, equivalence -------------------------------------------


def shortest_accepted(dfa: DFA) -> Word | None:
    """A shortest accepted word, the lexicographically least among the shortest ones
    (breadth-first search); ``None`` when the language is empty."""
    parent: dict[int, tuple[int, str] | None] = {dfa.initial: None}
    queue = deque([dfa.initial])
    while queue:
        q = queue.popleft()
        if q in dfa.accepting:
            word: list[str] = []
            node = parent[q]
            while node is not None:
                prev, letter = node
                word.append(letter)
                node = parent[prev]
            return tuple(reversed(word))
        for letter, dst in dfa.successors(q):
            if dst not in parent:
                parent[dst] = (q, letter)
                queue.append(dst)
    return None


def is_empty(dfa: DFA) -> bool:
    """Whether ``dfa`` accepts no word."""
    return not (reachable_states(dfa) & dfa.accepting)


def distance_to_acceptance(dfa: DFA) -> dict[int, int]:
    """For each co-reachable state, the length of a shortest word leading to acceptance."""
    predecessors: dict[int, list[int]] = {}
    for (src, _), dst in dfa.transitions.items():
        predecessors.setdefault(dst, []).append(src)
    dist = {q: 0 for q in dfa.accepting}
    queue = deque(sorted(dfa.accepting))
    while queue:
        q = queue.popleft()
        for p in predecessors.get(q, ()):
            if p not in dist:
                dist[p] = dist[q] + 1
                queue.append(p)
    return dist


def enumerate_accepted(dfa: DFA, max_length: int, limit: int | None = None) -> Iterator[Word]:
    """The accepted words of length ≤ ``max_length``, shortest first and lexicographically
    within a length, at most ``limit`` of them. Prefixes that cannot reach acceptance within
    the remaining length are pruned, so the work is proportional to the output."""
    if limit is not None and limit <= 0:
        return
    dist = distance_to_acceptance(dfa)
    produced = 0
    layer: list[tuple[Word, int]] = []
    if dfa.initial in dist and dist[dfa.initial] <= max_length:
        layer = [((), dfa.initial)]
    for length in range(max_length + 1):
        for word, state in layer:
            if state in dfa.accepting:
                yield word
                produced += 1
                if limit is not None and produced >= limit:
                    return
        if length == max_length:
            break
        remaining = max_length - length - 1
        layer = [
            ((*word, letter), dst)
            for word, state in layer
            for letter, dst in dfa.successors(state)
            if dst in dist and dist[dst] <= remaining
        ]
        if not layer:
            return


def equivalent(a: DFA, b: DFA) -> Word | None:
    """``None`` when ``L(a) = L(b)``; otherwise a shortest word in exactly one of them (the
    lexicographically least over the union alphabet). Breadth-first search of the product
    that stops at the first pair of states that disagree on acceptance."""
    alphabet = union_alphabet(a.alphabet, b.alphabet)
    a_step, b_step = a.transitions.get, b.transitions.get
    a_acc, b_acc = a.accepting, b.accepting
    Pair = tuple[int | None, int | None]
    start: Pair = (a.initial, b.initial)
    parent: dict[Pair, tuple[Pair, str] | None] = {start: None}
    queue: deque[Pair] = deque([start])
    while queue:
        pair = queue.popleft()
        p, q = pair
        if (p in a_acc) != (q in b_acc):
            word: list[str] = []
            node = parent[pair]
            while node is not None:
                prev, letter = node
                word.append(letter)
                node = parent[prev]
            return tuple(reversed(word))
        for letter in alphabet:
            nxt: Pair = (
                None if p is None else a_step((p, letter)),
                None if q is None else b_step((q, letter)),
            )
            if nxt not in parent and nxt != (None, None):
                parent[nxt] = (pair, letter)
                queue.append(nxt)
    return None


def is_subset(a: DFA, b: DFA) -> Word | None:
    """``None`` when ``L(a) ⊆ L(b)``; otherwise a shortest word of ``L(a) \\ L(b)``."""
    return shortest_accepted(difference(a, b))
