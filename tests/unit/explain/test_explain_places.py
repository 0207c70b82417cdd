"""One C place under two names (errlang.explain.places): what the assertion reads and what a
step wrote through another pointer, read through the values the run gives plain variables."""

from __future__ import annotations

from errlang.explain.places import named_by_holder, place, variables_before
from errlang.teacher.runs import EventValue, NamedValue, Run

HEAP = "(heap object from line 6)"


def test_places_through_pointers_and_indices() -> None:
    variables = {"a": "&b.acc[0]", "k": "0", "it": HEAP, "p": "&m[1][0]", "q": "&x", "s": "7"}
    assert place("a->balance", variables) == "b.acc[0].balance"
    assert place("b.acc[k].balance", variables) == "b.acc[0].balance"
    assert place("it->key", variables) == f"{HEAP}->key"
    assert place("p[2]", variables) == "m[1][2]"
    assert place("*q", variables) == "x" and place("(*q)", variables) == "x"
    # what cannot be resolved stays as it is
    assert place("s->x", variables) == "s->x" and place("z->x", variables) == "z->x"
    assert place("b.acc[j]", variables) == "b.acc[j]"


def test_holders_are_followed_per_function_and_through_pointers() -> None:
    run = Run(
        word=("insert", "!error"),
        inputs=(),
        steps=((12, "main"), (5, "insert"), (9, "insert"), (14, "main"), (15, "main")),
        events=(EventValue("insert", 5, "insert", (), (("head", "&list"),)),),
        end_line=15,
        assignments=(
            (NamedValue("list", "NULL"),),
            (),
            (NamedValue("*head", HEAP),),  # the caller's `list`, written through `head`
            (NamedValue("tail", f"&{HEAP}->next"),),
            (),
        ),
    )
    frames = [dict(frame) for frame in variables_before(run)]
    assert frames[2] == {"head": "&list"}  # the parameter, read by the function's event
    assert frames[3]["list"] == HEAP  # main's list holds what insert stored through head
    assert named_by_holder(f"&{HEAP}->next", frames[3]) == "&list->next"
    assert named_by_holder(HEAP, frames[3]) == HEAP  # the object itself keeps its line
    assert named_by_holder(f"&{HEAP}->next", frames[2]) == f"&{HEAP}->next"  # no holder
