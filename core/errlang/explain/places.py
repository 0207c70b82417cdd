"""Which C place a name of a run denotes (issue 21): the run names what it writes as the code
wrote it (``it->key`` in ``make``, ``a->balance`` in ``deposit``) and the failing assertion
names what it reads as *its* code does (``node->key``, ``b.acc[k].balance``). Through the
values the run gives the plain variables (``it = (heap object from line 6)``, ``a =
&b.acc[0]``, ``k = 0``), both become one place: ``(heap object from line 6)->key``,
``b.acc[0].balance``.

A function's variables are followed per function: the writes of that function's steps and
the values its events read (a function event reads the parameters at its entry). That does
not tell two calls of one function apart (recursion); it is only used where the values
written must also agree (the deciding step), or to name a heap object by a variable that
holds it at that step.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from errlang.teacher.runs import NamedValue, Run

_PLAIN = re.compile(r"^[A-Za-z_]\w*$")
_ARROW = re.compile(r"^([A-Za-z_]\w*)->(.+)$")
_INDEXED = re.compile(r"\[([A-Za-z_]\w*)\]")
_INTEGER = re.compile(r"^-?\d+$")
_DEREF = re.compile(r"^\(?\*\(?([A-Za-z_]\w*)\)?\)?$")  # *p, (*p), *(p)
_ELEMENT = re.compile(r"^([A-Za-z_]\w*)\[(\d+)\](.*)$")
_LAST_INDEX = re.compile(r"^(.*)\[(\d+)\]$")
HEAP_OBJECT = re.compile(r"\(heap object from (?:line \d+|\w+)(?:, #\d+)?\)")
_PLACE = re.compile(
    r"^&([A-Za-z_][\w.\[\]]*|\(heap object from (?:line \d+|\w+)(?:, #\d+)?\)->[\w.\[\]>-]+)$"
)


def variables_before(run: Run) -> Iterator[dict[str, str]]:
    """For each step of ``run`` in order: the values of the plain variables of that step's
    function before the step (the last value each was written or read at an event). The
    dictionary yielded is the function's own and changes with later steps: copy it to keep
    it."""
    frames: dict[str, dict[str, str]] = {}
    events = list(run.events)
    next_event = 0
    for index, (line, function) in enumerate(run.steps):
        frame = frames.setdefault(function, {})
        if next_event < len(events):
            event = events[next_event]
            if (event.line, event.function) == (line, function):
                frame.update((k, str(v)) for k, v in event.display().items() if _PLAIN.match(k))
                next_event += 1
        yield frame
        for written in run.assignments[index] if index < len(run.assignments) else ():
            if _PLAIN.match(written.name):
                frame[written.name] = str(written.value)
                continue
            # a variable written through a pointer (`*head = n` with head = &list): where
            # that name is known (the caller's frame), it holds the new value
            target = place(written.name, frame)
            if target != written.name and _PLAIN.match(target):
                for other in frames.values():
                    if target in other:
                        other[target] = str(written.value)


def indexed(name: str, variables: dict[str, str]) -> str:
    """``b.acc[0]`` for ``b.acc[k]`` when ``k = 0``: indices that are plain variables by their
    values (others as they are)."""
    return _INDEXED.sub(
        lambda m: f"[{variables[m[1]]}]" if _INTEGER.match(variables.get(m[1], "")) else m[0],
        name,
    )


def place(name: str, variables: dict[str, str]) -> str:
    """``b.acc[0].balance`` for ``a->balance`` when ``a = &b.acc[0]``; ``(heap object from
    line 6)->key`` for ``it->key`` when ``it`` holds that object; indices by their values
    (``b.acc[k]`` → ``b.acc[0]``); else ``name`` itself."""
    text = indexed(name, variables)
    deref = _DEREF.match(text)
    if deref is not None and (into := _PLACE.match(variables.get(deref[1], ""))):
        return into[1]  # *p with p = &x
    element = _ELEMENT.match(text)
    if element is not None and (into := _PLACE.match(variables.get(element[1], ""))):
        last = _LAST_INDEX.match(into[1])  # p[2] with p = &m[1][0]: m[1][2]
        if last is not None:
            return f"{last[1]}[{int(last[2]) + int(element[2])}]{element[3]}"
    arrow = _ARROW.match(text)
    if arrow is None or arrow[1] not in variables:
        return text
    held = variables[arrow[1]]
    if HEAP_OBJECT.fullmatch(held):
        return f"{held}->{arrow[2]}"
    into = _PLACE.match(held)
    return f"{into[1]}.{arrow[2]}" if into is not None else text


def same_value(written: NamedValue, read: NamedValue) -> bool:
    """Whether a write gave the value the assertion reads (a pointer that dangles by the time
    it is read was written while it did not)."""
    return _plain_value(written.value) == _plain_value(read.value)


def _plain_value(value: object) -> str:
    return str(value).removesuffix(" (dangling)")


def holder(value: str, variables: dict[str, str]) -> str | None:
    """A plain variable that holds the pointer ``value`` (a heap object), None when none
    does (the first in the order written, for a stable text)."""
    return next((name for name, held in variables.items() if held == value), None)


def named_by_holder(text: str, variables: dict[str, str]) -> str:
    """``&node->nested`` for ``&(heap object from line 6)->nested`` when ``node`` holds that
    object; a value that *is* the heap object keeps its allocation line (it names where the
    object comes from)."""
    if HEAP_OBJECT.fullmatch(text):
        return text

    def named(match: re.Match[str]) -> str:
        who = holder(match[0], variables)
        return who if who is not None and text[match.end() : match.end() + 2] == "->" else match[0]

    return HEAP_OBJECT.sub(named, text)
