"""Deterministic finite automata over string letters, with partial transition functions.

A :class:`DFA` is the object every layer exchanges: the learner's hypotheses, the teacher's
encoded hypothesis, the post-processed result of ``errlang learn``. Its transition function is
*partial*: a missing transition rejects, i.e. it leads into an implicit non-accepting sink
(the 2015 paper's post-processing removes that sink and reads "missing transitions ... as
rejection"). :meth:`DFA.complete` makes the sink explicit when an algorithm needs a total
function.
"""

from __future__ import annotations

from collections.abc import ItemsView, Iterable, Iterator, KeysView, Mapping, ValuesView
from dataclasses import dataclass, field
from typing import Any

Word = tuple[str, ...]
"""A finite word: a tuple of letters (the empty tuple is the empty word ε)."""

TransitionKey = tuple[int, str]
"""The source state and the letter of a transition; in a DFA it identifies the transition."""


class Transitions(Mapping[TransitionKey, int]):
    """An immutable, hashable mapping ``(state, letter) -> state``.

    Equality and hashing depend on the set of entries only, not on insertion order.
    """

    __slots__ = ("_data", "_hash")

    def __init__(self, entries: Mapping[TransitionKey, int] | Iterable[tuple[TransitionKey, int]]):
        items = entries.items() if isinstance(entries, Mapping) else entries
        self._data: dict[TransitionKey, int] = dict(sorted(items, key=lambda kv: kv[0]))
        self._hash: int | None = None

    def __getitem__(self, key: TransitionKey) -> int:
        return self._data[key]

    def __iter__(self) -> Iterator[TransitionKey]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    # Fast paths: Mapping's generic versions go through __getitem__ and exceptions.
    def get(self, key: TransitionKey, default: Any = None) -> Any:
        return self._data.get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self._data

    def items(self) -> ItemsView[TransitionKey, int]:
        return self._data.items()

    def keys(self) -> KeysView[TransitionKey]:
        return self._data.keys()

    def values(self) -> ValuesView[int]:
        return self._data.values()

    def __reduce__(self) -> tuple[Any, ...]:
        # The cached hash must not travel: string hashes differ between processes.
        return (Transitions, (self._data,))

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(frozenset(self._data.items()))
        return self._hash

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Transitions):
            return self._data == other._data
        if isinstance(other, Mapping):
            return self._data == dict(other.items())
        return NotImplemented

    def __repr__(self) -> str:
        return f"Transitions({self._data!r})"


@dataclass(frozen=True)
class DFA:
    """A deterministic finite automaton with a partial transition function.

    ``states`` are the integers ``0 .. k-1``; ``transitions`` maps ``(state, letter)`` to a state
    and may be partial (a missing entry rejects). The object is immutable and hashable; two DFAs
    are equal when all their fields are equal (use :func:`errlang.automata.operations.minimise`
    first to compare languages structurally).
    """

    alphabet: tuple[str, ...]
    states: tuple[int, ...]
    initial: int
    accepting: frozenset[int]
    transitions: Mapping[TransitionKey, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "alphabet", tuple(self.alphabet))
        object.__setattr__(self, "states", tuple(self.states))
        object.__setattr__(self, "accepting", frozenset(self.accepting))
        if not isinstance(self.transitions, Transitions):
            object.__setattr__(self, "transitions", Transitions(self.transitions))
        self._validate()

    def _validate(self) -> None:
        if len(set(self.alphabet)) != len(self.alphabet):
            raise ValueError(f"alphabet has duplicate letters: {self.alphabet!r}")
        for letter in self.alphabet:
            if not isinstance(letter, str):
                raise ValueError(f"letters must be strings, got {letter!r}")
        if self.states != tuple(range(len(self.states))):
            raise ValueError(f"states must be 0..k-1 in order, got {self.states!r}")
        if not self.states:
            raise ValueError("a DFA needs at least one state (its initial state)")
        n = len(self.states)
        if not 0 <= self.initial < n:
            raise ValueError(f"initial state {self.initial} is not a state")
        for q in self.accepting:
            if not (isinstance(q, int) and 0 <= q < n):
                raise ValueError(f"accepting state {q!r} is not a state")
        letters = set(self.alphabet)
        for (src, letter), dst in self.transitions.items():
            if not 0 <= src < n or not 0 <= dst < n:
                raise ValueError(f"transition ({src}, {letter!r}) -> {dst} uses an unknown state")
            if letter not in letters:
                raise ValueError(
                    f"transition ({src}, {letter!r}) uses a letter not in the alphabet"
                )

    # -- behaviour -------------------------------------------------------------------------

    def step(self, state: int, letter: str) -> int | None:
        """The successor of ``state`` on ``letter``; ``None`` when the transition is missing."""
        return self.transitions.get((state, letter))

    def run(self, word: Word) -> int | None:
        """The state reached by reading ``word`` from the initial state; ``None`` if the run
        fell into the implicit sink (a missing transition or a letter outside the alphabet)."""
        state: int | None = self.initial
        for letter in word:
            state = self.transitions.get((state, letter))  # type: ignore[arg-type]
            if state is None:
                return None
        return state

    def accepts(self, word: Word) -> bool:
        """Whether ``word`` belongs to the language of this DFA."""
        state = self.run(word)
        return state is not None and state in self.accepting

    def is_complete(self) -> bool:
        """Whether every state has a transition on every letter."""
        return len(self.transitions) == len(self.states) * len(self.alphabet)

    def complete(self) -> DFA:
        """An equivalent DFA with a total transition function: an explicit non-accepting sink
        (the new last state) is added when some transition is missing; ``self`` otherwise."""
        if self.is_complete():
            return self
        sink = len(self.states)
        table = dict(self.transitions)
        for q in (*self.states, sink):
            for letter in self.alphabet:
                table.setdefault((q, letter), sink)
        return DFA(self.alphabet, (*self.states, sink), self.initial, self.accepting, table)

    def successors(self, state: int) -> Iterator[tuple[str, int]]:
        """The outgoing transitions of ``state`` as ``(letter, target)``, in alphabet order."""
        for letter in self.alphabet:
            dst = self.transitions.get((state, letter))
            if dst is not None:
                yield letter, dst

    # -- identity and serialisation ---------------------------------------------------------

    def canonical(self) -> tuple[Any, ...]:
        """A plain, hashable tuple describing this DFA exactly (usable as a cache key)."""
        return (
            self.alphabet,
            len(self.states),
            self.initial,
            tuple(sorted(self.accepting)),
            tuple((src, letter, dst) for (src, letter), dst in sorted(self.transitions.items())),
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible dictionary; :meth:`from_dict` inverts it."""
        return {
            "alphabet": list(self.alphabet),
            "states": len(self.states),
            "initial": self.initial,
            "accepting": sorted(self.accepting),
            "transitions": [
                [src, letter, dst] for (src, letter), dst in sorted(self.transitions.items())
            ],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DFA:
        """Rebuild a DFA from :meth:`to_dict`'s output (``states`` may be a count or a list)."""
        states = data["states"]
        count = states if isinstance(states, int) else len(states)
        return cls(
            alphabet=tuple(data["alphabet"]),
            states=tuple(range(count)),
            initial=int(data["initial"]),
            accepting=frozenset(int(q) for q in data["accepting"]),
            transitions={(int(s), str(a)): int(d) for s, a, d in data["transitions"]},
        )

    def __repr__(self) -> str:
        return (
            f"DFA(alphabet={self.alphabet!r}, states={len(self.states)}, initial={self.initial}, "
            f"accepting={sorted(self.accepting)!r}, transitions={len(self.transitions)})"
        )
