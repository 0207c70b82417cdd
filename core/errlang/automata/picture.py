"""The picture: a smallest DFA right on every decided word, free on the rest (DESIGN §3).

The words the bounded analysis decides (DESIGN §3; the 2015 paper's Sec. 7 "don't care"):
a word of length ≤ n must be accepted when it is in Fail(P, b, n) — the exact automaton's
words of length ≤ n — and must be rejected when it is not and no run cut by the bound has a
word that is a prefix of it. Words longer than n, and words that only a run beyond the bound
could produce, are don't care. One decision of ours beyond DESIGN's text: a word of length
≤ n that is not of the form (Σ∖{err})*·err is rejected even when it extends a cut run's word,
since no run of any length produces it (it keeps the picture from drawing edges after the
error letter inside the bound).

The picture is computed in two steps, each one always correct: the minimal cover automaton of
the exact language w.r.t. n (:mod:`errlang.automata.cover`, polynomial: it folds what length
alone leaves free), then the minimal separating DFA of the three-valued automaton of decided
words (:mod:`errlang.automata.separating`: a state-merging candidate, then SAT with python-sat
proves minimality; it also uses the freedom the cut runs leave). If the budget runs out the
best checked automaton found so far is the picture, and it says so (``timed_out``).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from errlang.automata.cover import bounded_language, minimal_cover_automaton
from errlang.automata.dfa import DFA, TransitionKey, Word
from errlang.automata.operations import minimise
from errlang.automata.separating import Separation, minimal_separating_dfa
from errlang.automata.three_valued import ThreeValuedDFA, disagreement

DEFAULT_BUDGET = 5.0  # seconds for the separating search, at most (see PICTURE_SHARE)
PICTURE_SHARE = 0.25  # of the learn budget still left, for the picture of one bound

Method = Literal["exact", "cover", "separating"]


def decided_automaton(
    exact: DFA,
    max_length: int,
    final_letter: str,
    cut_words: frozenset[Word],
    final_after_cut: bool = True,
) -> ThreeValuedDFA:
    """The three-valued DFA of the decided words (DESIGN §3): must-accept = L(exact) ∩ Σ^{≤n};
    must-reject = the other words of length ≤ n that extend no word of ``cut_words`` (the
    words of runs cut by the bound), and every word of length ≤ n not of the form
    (Σ∖{final})*·final; everything else is don't care. ``final_after_cut`` False: no run
    goes on from a cut to the final letter without another event first (docs/picture.md,
    *The final letter right after a cut*), so a cut word followed by the final letter alone is
    decided too."""
    alphabet = tuple(dict.fromkeys((*exact.alphabet, final_letter)))
    trie: dict[Word, int] = {(): 0}
    for word in sorted(cut_words):
        for i in range(1, len(word) + 1):
            trie.setdefault(word[:i], len(trie))
    cut_nodes = frozenset(trie[w] for w in cut_words)
    children = {(trie[w[:-1]], w[-1]): trie[w] for w in trie if w}
    cut = -1
    at_cut = -2  # exactly at a cut word, when the final letter cannot follow it directly

    Node = tuple[int | None, int, int | None, int]  # exact state, length, trie node, shape
    free_state = 0
    reached = cut if final_after_cut else at_cut
    start_trie: int | None = reached if 0 in cut_nodes else 0

    def step(node: Node, letter: str) -> Node | None:
        state, length, place, shape = node
        if length >= max_length:
            return None  # longer than n: don't care forever
        target = None if state is None else exact.step(state, letter)
        if place is None or place == cut:
            after = place
        elif place == at_cut:
            after = None if letter == final_letter else cut
        else:
            after = children.get((place, letter))
            if after is not None and after in cut_nodes:
                after = reached
        # shape 0: no final letter yet; 1: the final letter ends the word; 2: it does not
        shape = (1 if letter == final_letter else 0) if shape == 0 else 2
        if shape == 2:
            return (None, length + 1, None, 2)
        return (target, length + 1, after, shape)

    start: Node = (exact.initial, 0, start_trie, 0)
    index: dict[Node, int] = {start: 1}
    queue = deque([start])
    table: dict[tuple[int, str], int] = {(free_state, a): free_state for a in alphabet}
    accept: set[int] = set()
    reject: set[int] = set()
    while queue:
        node = queue.popleft()
        state, _, place, shape = node
        me = index[node]
        if state is not None and state in exact.accepting:
            accept.add(me)
        elif shape != 1 or place not in (cut, at_cut):
            reject.add(me)
        for letter in alphabet:
            nxt = step(node, letter)
            if nxt is None:
                table[(me, letter)] = free_state
                continue
            if nxt not in index:
                index[nxt] = len(index) + 1
                queue.append(nxt)
            table[(me, letter)] = index[nxt]
    return ThreeValuedDFA(
        alphabet=alphabet,
        count=len(index) + 1,
        initial=1,
        transitions=table,
        accept=frozenset(accept),
        reject=frozenset(reject),
        free_forever=frozenset({free_state}),
    )


def generalising_transitions(picture: DFA, exact: DFA, max_length: int) -> frozenset[TransitionKey]:
    """The transitions of ``picture`` that no word of L(exact) ∩ Σ^{≤n} uses: only don't-care
    words (the generalisation) go through them."""
    words = bounded_language(exact, max_length)  # trimmed: every transition leads to a word
    used: set[TransitionKey] = set()
    start = (picture.initial, words.initial)
    seen = {start}
    queue = deque([start])
    while queue:
        p, q = queue.popleft()
        for letter, q2 in words.successors(q):
            p2 = picture.step(p, letter)
            if p2 is None:
                continue  # only when picture is not a cover of exact (not called so)
            used.add((p, letter))
            if (p2, q2) not in seen:
                seen.add((p2, q2))
                queue.append((p2, q2))
    return frozenset(key for key in picture.transitions if key not in used)


def loop_transitions(dfa: DFA) -> frozenset[TransitionKey]:
    """The transitions that lie on a cycle (source and target in one strongly connected
    component): each lets the picture accept words longer than every decided one."""
    reach: dict[int, set[int]] = {}
    for q in dfa.states:
        seen = {q}
        stack = [q]
        while stack:
            for _, target in dfa.successors(stack.pop()):
                if target not in seen:
                    seen.add(target)
                    stack.append(target)
        reach[q] = seen
    return frozenset(
        (src, letter) for (src, letter), dst in dfa.transitions.items() if src in reach[dst]
    )


@dataclass(frozen=True)
class Picture:
    """The picture of one exact automaton at one bound (DESIGN §3)."""

    dfa: DFA
    generalising: frozenset[TransitionKey]  # used by no must-accept word
    method: Method  # exact: nothing to generalise; cover / separating: which step gave it
    minimal: bool  # proven a smallest DFA right on the decided words
    reason: str
    seconds: float
    timed_out: bool = False  # the search's budget ran out: the best checked DFA, not proven

    @property
    def is_exact(self) -> bool:
        return self.method == "exact"

    @property
    def loops(self) -> frozenset[TransitionKey]:
        """The transitions on a cycle (empty for the exact automaton of a finite language)."""
        return loop_transitions(self.dfa)


def exact_picture(exact: DFA, reason: str) -> Picture:
    """The exact automaton as the picture (complete analysis, or nothing known to be free)."""
    return Picture(minimise(exact), frozenset(), "exact", True, reason, 0.0)


def compute_picture(
    exact: DFA,
    spec: ThreeValuedDFA,
    max_length: int,
    budget: float = DEFAULT_BUDGET,
    report: Callable[[Picture], None] | None = None,
) -> Picture:
    """A smallest DFA separating ``spec`` (the decided words of ``exact`` at bounds (b, n)):
    the cover automaton first, then the separating search within ``budget`` seconds.
    ``report``: given the picture of each better automaton the search finds, as the picture
    the search would return if its budget ran out then."""
    started = time.perf_counter()
    exact_min = minimise(exact)
    cover = minimal_cover_automaton(exact, max_length)
    if disagreement(cover, spec) is not None:  # spec not built from exact: refuse, stay exact
        return exact_picture(exact, "the decided words do not match the exact automaton")
    # the upper bound: the cover automaton, or the exact one when it is as small with fewer
    # transitions (a cover of a chain adds many: the search would only remove them again)
    upper = cover
    if (len(exact_min.states), len(exact_min.transitions)) < (
        len(cover.states),
        len(cover.transitions),
    ) and disagreement(exact_min, spec) is None:
        upper = exact_min

    def picture(separation: Separation) -> Picture:
        return _picture_of(separation, exact, exact_min, max_length, budget, started)

    separation = minimal_separating_dfa(
        spec, upper, budget, report=None if report is None else lambda s: report(picture(s))
    )
    return picture(separation)


def _picture_of(
    separation: Separation,
    exact: DFA,
    exact_min: DFA,
    max_length: int,
    budget: float,
    started: float,
) -> Picture:
    """The picture of the separating search's result (:func:`compute_picture`)."""
    best = separation.dfa
    method: Method = "separating" if separation.improved else "cover"
    if minimise(best) == exact_min:
        why = (
            "the smallest automaton right on the decided words is the exact one"
            if not separation.timed_out
            else f"the picture's budget of {budget:g} s ran out before a smaller automaton "
            "than the exact one was found"
        )
        return Picture(
            exact_min, frozenset(), "exact", separation.minimal_states, why,
            time.perf_counter() - started, separation.timed_out,
        )  # fmt: skip
    if separation.minimal_states and separation.minimal_transitions:
        reason = "a smallest automaton right on the decided words"
    elif separation.timed_out:
        reason = (
            f"the picture's budget of {budget:g} s ran out: the smallest automaton found and "
            "checked on the decided words, not proven minimal"
        )
    else:
        reason = "the smallest automaton found (not proven minimal)"
    return Picture(
        best,
        generalising_transitions(best, exact, max_length),
        method,
        separation.minimal_states,
        reason,
        time.perf_counter() - started,
        separation.timed_out,
    )


def confirms(picture: Picture, spec: ThreeValuedDFA) -> Word | None:
    """None when the picture is right on every decided word of ``spec`` (the decided words at
    the next bound: the picture is then *confirmed* there); otherwise a shortest word on
    which it is wrong."""
    return disagreement(picture.dfa, spec)


def _accepted_words(dfa: DFA, max_length: int, cap: int) -> list[Word]:
    """Up to ``cap`` words ``dfa`` accepts, of length ≤ ``max_length``, shortest first (in
    letter order within a length); the search expands at most 20 × ``cap`` prefixes."""
    found: list[Word] = []
    queue: deque[tuple[int, Word]] = deque([(dfa.initial, ())])
    expanded = 0
    live = reachable_accepting(dfa)
    while queue and len(found) < cap and expanded < 20 * cap:
        state, word = queue.popleft()
        expanded += 1
        if state in dfa.accepting:
            found.append(word)
        if len(word) >= max_length:
            continue
        for letter in dfa.alphabet:
            target = dfa.step(state, letter)
            if target is not None and target in live:
                queue.append((target, (*word, letter)))
    return found


def reachable_accepting(dfa: DFA) -> set[int]:
    """The states from which an accepting state is reachable."""
    back: dict[int, list[int]] = {}
    for (src, _), dst in dfa.transitions.items():
        back.setdefault(dst, []).append(src)
    seen = set(dfa.accepting)
    stack = list(seen)
    while stack:
        for p in back.get(stack.pop(), ()):
            if p not in seen:
                seen.add(p)
                stack.append(p)
    return seen


def is_fact(word: Word, exact: DFA, exact_length: int) -> bool:
    """``word`` is a failing word the bounded analysis decided: the exact automaton accepts it
    and it is no longer than the length up to which that automaton is exact."""
    return len(word) <= exact_length and exact.accepts(word)


@dataclass(frozen=True)
class ShownWord:
    """A word the picture accepts, and whether the analysis decided it (a real failing word
    within the bounds) or only the picture's generalisation accepts it."""

    word: Word
    decided: bool


def words_through(
    picture: DFA, exact: DFA, exact_length: int, limit: int = 3
) -> dict[int, list[ShownWord]]:
    """For each state of ``picture``: the shortest words through it that are facts (decided
    failing words), then — only when fewer than ``limit`` facts pass through it — the shortest
    words through it that only the picture accepts (generalised), at most ``limit`` in all."""
    facts: dict[int, list[Word]] = {q: [] for q in picture.states}
    for q, word in _shortest_facts(picture, exact, exact_length):
        if word not in facts[q]:
            facts[q].append(word)
    for word in _accepted_words(exact, exact_length, 500):
        if not picture.accepts(word):
            continue  # only when the picture is not right on the decided words (not so built)
        for q in _states_on(picture, word):
            if len(facts[q]) < limit and word not in facts[q]:
                facts[q].append(word)
    for q in facts:
        facts[q] = sorted(facts[q], key=lambda w: (len(w), w))[:limit]
    generalised: dict[int, list[Word]] = {q: [] for q in picture.states}
    longest = exact_length + max(2, len(picture.states))
    for word in _accepted_words(picture, longest, 500):
        if is_fact(word, exact, exact_length):
            continue
        for q in _states_on(picture, word):
            if len(facts[q]) + len(generalised[q]) < limit:
                generalised[q].append(word)
    return {
        q: [ShownWord(w, True) for w in facts[q]] + [ShownWord(w, False) for w in generalised[q]]
        for q in picture.states
    }


def _shortest_facts(picture: DFA, exact: DFA, exact_length: int) -> list[tuple[int, Word]]:
    """For every picture state q through which some fact passes, a shortest one: over the
    product of the two DFAs, the shortest prefix to each pair and the shortest suffix from it to
    acceptance in both (complete: a state without one has no fact through it)."""
    if exact_length < 0:
        return []
    Pair = tuple[int, int]
    start: Pair = (picture.initial, exact.initial)
    prefix: dict[Pair, Word] = {start: ()}
    queue: deque[Pair] = deque([start])
    back: dict[Pair, list[tuple[Pair, str]]] = {}
    while queue:
        pair = queue.popleft()
        p, e = pair
        for letter in picture.alphabet:
            p2, e2 = picture.step(p, letter), exact.step(e, letter)
            if p2 is None or e2 is None:
                continue
            nxt = (p2, e2)
            back.setdefault(nxt, []).append((pair, letter))
            if nxt not in prefix:
                prefix[nxt] = (*prefix[pair], letter)
                queue.append(nxt)
    suffix: dict[Pair, Word] = {
        pair: () for pair in prefix if pair[0] in picture.accepting and pair[1] in exact.accepting
    }
    queue = deque(suffix)
    while queue:
        pair = queue.popleft()
        for before, letter in back.get(pair, ()):
            if before not in suffix:
                suffix[before] = (letter, *suffix[pair])
                queue.append(before)
    best: dict[int, Word] = {}
    for pair, word in prefix.items():
        if pair in suffix:
            whole = word + suffix[pair]
            known = best.get(pair[0])
            if len(whole) <= exact_length and (known is None or len(whole) < len(known)):
                best[pair[0]] = whole
    return sorted(best.items())


def generalised_words(picture: DFA, exact: DFA, exact_length: int, limit: int = 3) -> list[Word]:
    """The shortest words the picture accepts that the analysis did not decide as failing:
    what the picture adds over the exact automaton (it assumes them; they are not checked)."""
    longest = exact_length + max(2, len(picture.states))
    found = []
    for word in _accepted_words(picture, longest, 500):
        if not is_fact(word, exact, exact_length):
            found.append(word)
            if len(found) == limit:
                break
    return found


def _states_on(dfa: DFA, word: Word) -> list[int]:
    """The distinct states ``dfa`` passes through on ``word`` (the initial one included)."""
    state: int | None = dfa.initial
    seen = [dfa.initial]
    for letter in word:
        assert state is not None
        state = dfa.step(state, letter)
        if state is None:
            break
        if state not in seen:
            seen.append(state)
    return seen
