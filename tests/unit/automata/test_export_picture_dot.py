"""DOT of a picture (DESIGN §3, issue 13 item 4): its generalising transitions are dashed."""

from __future__ import annotations

from errlang.automata.dfa import DFA
from errlang.automata.export import to_dot

ERR = "!error"
# g* f err: the g-loop generalises (the exact automaton unrolls it up to the loop bound)
PICTURE = DFA(
    ("g", "f", ERR), (0, 1, 2), 0, frozenset({2}), {(0, "g"): 0, (0, "f"): 1, (1, ERR): 2}
)


def test_generalising_transitions_are_dashed_and_drawn_apart_from_the_others() -> None:
    text = to_dot(PICTURE, generalising=[(0, "g")], dominating=[(0, "f"), (1, ERR)])
    assert '0 -> 0 [label="g", style=dashed];' in text
    assert '0 -> 1 [label="f", style=bold, penwidth=2.5];' in text
    assert "dashed" not in text.replace('0 -> 0 [label="g", style=dashed];', "")
    both = to_dot(PICTURE, generalising=[(0, "g", 0)], dominating=[(0, "g")])
    assert '0 -> 0 [label="g", style="bold,dashed", penwidth=2.5];' in both


def test_without_marks_nothing_is_dashed_and_parallel_edges_split_by_mark() -> None:
    assert "dashed" not in to_dot(PICTURE)
    dfa = DFA(("a", "b"), (0, 1), 0, frozenset({1}), {(0, "a"): 1, (0, "b"): 1})
    assert '0 -> 1 [label="a, b"];' in to_dot(dfa)
    text = to_dot(dfa, generalising=[(0, "b")])
    assert '0 -> 1 [label="a"];' in text and '0 -> 1 [label="b", style=dashed];' in text
