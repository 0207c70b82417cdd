"""Hand-made automata and learn documents shared by the explanation unit tests."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from typing import Any

from errlang.automata.dfa import DFA, Word
from errlang.automata.export import dfa_to_json_fields
from errlang.explain.results import LearnedAutomaton
from errlang.session.serialise import learned_from_json

ERR, END = "!error", "!end"


def dfa_of_words(words: Iterable[Word], alphabet: tuple[str, ...]) -> DFA:
    """A prefix-tree DFA accepting exactly ``words``."""
    index: dict[Word, int] = {(): 0}
    table: dict[tuple[int, str], int] = {}
    accepting = set()
    for word in words:
        for i in range(len(word)):
            prefix, nxt = word[:i], word[: i + 1]
            if nxt not in index:
                index[nxt] = len(index)
            table[(index[prefix], word[i])] = index[nxt]
        accepting.add(index[tuple(word)])
    return DFA(alphabet, tuple(range(len(index))), 0, frozenset(accepting), table)


def words_upto(alphabet: tuple[str, ...], length: int) -> Iterator[Word]:
    for n in range(length + 1):
        yield from itertools.product(alphabet, repeat=n)


def learn_document(
    dfa: DFA,
    *,
    final: str = ERR,
    line: int = 8,
    locations: dict[str, list[int]] | None = None,
    counterexamples: list[dict[str, Any]] | None = None,
    longest: int | None = None,
) -> dict[str, Any]:
    """A learn JSON document for ``dfa`` (the fields the explanation reads)."""
    locations = locations or {}
    letters = [a for a in dfa.alphabet if a not in (ERR, END)]
    document: dict[str, Any] = {
        "target": {"kind": "assertion", "line": line, "column": 5, "text": "ok",
                   "function": "main", "file": "prog.c"},
        "alphabet": [
            {"letter": a,
             "locations": [{"line": n, "column": 1, "function": a} for n in locations.get(a, [])]}
            for a in letters
        ],
        "alphabet_kinds": ["functions"],
        ("error_letter" if final == ERR else "end_letter"): final,
        **dfa_to_json_fields(dfa),
        "bounds": {"loop_bound": 1, "max_length": longest or 6},
        "guarantee": {"exact_up_to_length": longest or 6, "unproven": [],
                      "longest_word": longest or 6},
        "stats": {"membership_queries": 0, "filtered": 0, "cached": 0, "solver_calls": 0,
                  "equivalence_queries": 0, "seconds": 0.0},
        "counterexamples": counterexamples or [],
    }  # fmt: skip
    return document


def learned(dfa: DFA, **options: Any) -> LearnedAutomaton:
    """The learned automaton of :func:`learn_document` (read back by the one parser)."""
    return learned_from_json(learn_document(dfa, **options))


# The door program of tests/explain: lock(); then open_door() fails unless unlock() came first.
DOOR_ALPHABET = ("lock", "unlock", "open_door", ERR, END)
DOOR_FAILING = dfa_of_words([("lock", "open_door", ERR)], DOOR_ALPHABET)
DOOR_NORMAL = dfa_of_words(
    [("unlock", "open_door", END), ("lock", "unlock", "open_door", END)], DOOR_ALPHABET
)
DOOR_LOCATIONS = {"lock": [6], "unlock": [7], "open_door": [8]}
