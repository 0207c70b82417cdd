"""A concrete run read from a z3 model of a bounded program formula (DESIGN §5: a
counterexample is a run the programmer can follow): its inputs, its event word, the lines it
steps through and the values each step writes, the values a violated condition and each
branch read — as C shows them (integers as read, pointers by name, uninitialised values said).
:class:`errlang.teacher.solver.BoundedSolver` reads its models here."""

from __future__ import annotations

import re
from collections.abc import Mapping

import z3

from errlang.encoder.encoding import (
    END_LETTER,
    ERROR_LETTER,
    Encoding,
    EventInstance,
    InputInstance,
    MemoryObject,
    Read,
    StepInstance,
    Termination,
    Write,
)
from errlang.encoder.pointers import OFFSET_BITS
from errlang.encoder.values import disj
from errlang.ir.types import CType, FloatType, IntType, PointerType
from errlang.teacher.pointer_names import pointer_name
from errlang.teacher.runs import (
    POINTER_BITS,
    EventValue,
    InputValue,
    NamedValue,
    Run,
    float_from_bits,
    float_literal,
)
from errlang.teacher.typed_values import typed_text


def read_run(
    model: z3.ModelRef,
    encoding: Encoding,
    end_position: int | None,
    final: str,
    line: int,
    end: Termination | None = None,
) -> Run:
    """The concrete run ``model`` of ``encoding`` describes: its inputs, its word (the events
    before ``end_position``, then ``final``), the lines it steps through with the values each
    step writes, the values read by ``end`` (the violated condition) and the values each
    branch tests; ``line``, where it ends."""
    taken = all_hold(model, [i.guard for i in encoding.inputs])
    inputs = tuple(_input(model, i) for i, held in zip(encoding.inputs, taken, strict=True) if held)
    happened = all_hold(model, [e.guard for e in encoding.events])
    events = [
        (model_number(model, e.position, False), e)
        for e, held in zip(encoding.events, happened, strict=True)
        if held
    ]
    events.sort(key=lambda pair: pair[0])
    if end_position is None:
        end_position = len(events)
    word = (*tuple(e.letter for p, e in events if p < end_position), final)
    steps: list[tuple[int, str]] = []
    writes: list[list[Write]] = []  # the writes of each step, merged like the steps
    ended: list[list[frozenset[int]]] = []  # the objects ended before each of those writes
    ran: list[tuple[StepInstance, int]] = []  # executed instances, with their step index
    releases = _releases(model, encoding)
    executed = all_hold(model, [s.guard for s in encoding.steps])
    for position, (step, held) in enumerate(zip(encoding.steps, executed, strict=True)):
        key = (step.loc.line, step.loc.function)
        if not held:
            continue
        if not steps or steps[-1] != key:
            steps.append(key)
            writes.append([])
            ended.append([])
        writes[-1].extend(step.writes)
        gone = frozenset(obj for at, obj in releases if at <= position)
        ended[-1].extend(gone for _ in step.writes)
        ran.append((step, len(steps) - 1))
    names = encoding.objects
    event_values = tuple(_event_value(model, e, names) for p, e in events if p < end_position)
    assignments = _assignments(model, writes, names, ended)
    reads: list[Write | Read] = list(end.reads if end else ())
    gone = frozenset(obj for _, obj in releases)
    violation = tuple(v for v in _named(model, reads, names, [gone] * len(reads)) if v is not None)
    tests = _branches(model, ran, names)
    return Run(word, inputs, tuple(steps), event_values, line, assignments, violation, tests)


def _branches(
    model: z3.ModelRef, ran: list[tuple[StepInstance, int]], names: Mapping[int, MemoryObject]
) -> tuple[tuple[int, tuple[NamedValue, ...]], ...]:
    """The branches the run passed, with the values their conditions test (by step index)."""
    tests: dict[int, tuple[NamedValue, ...]] = {}
    for step, index in ran:
        if step.condition is not None and index not in tests:
            reads: list[Write | Read] = list(step.reads)
            values = _named(model, reads, names)
            tests[index] = tuple(v for v in values if v is not None)
    return tuple(tests.items())


def _input(model: z3.ModelRef, given: InputInstance) -> InputValue:
    """The value an input takes in ``model``: an integer as C reads it, a floating value as
    an exact C literal with its IEEE encoding (so that a replay feeds the same bits)."""
    ctype, symbol = given.type, given.symbol
    if isinstance(ctype, FloatType) and symbol.size() in (32, 64):
        bits = model_number(model, symbol, False)
        literal = float_literal(bits, symbol.size())
        return InputValue(given.function, given.loc.line, literal, given.target, bits)
    signed = isinstance(ctype, IntType) and ctype.signed
    value = model_number(model, symbol, signed)
    shown = typed_text(value, ctype)  # 'a' for a char
    return InputValue(given.function, given.loc.line, value, given.target, shown=shown)


def _releases(model: z3.ModelRef, encoding: Encoding) -> list[tuple[int, int]]:
    """(step position, object) of the memory the run ends (freed, or a returned call's
    variables): a pointer into it dangles from that position on."""
    found: list[tuple[int, int]] = []
    releases = encoding.releases
    for release, held in zip(releases, all_hold(model, [r.guard for r in releases]), strict=True):
        if not held:
            continue
        if release.pointer is not None:
            obj = model_number(model, release.pointer, False) >> OFFSET_BITS
            if obj:
                found.append((release.position, obj))
        found.extend((release.position, obj) for obj in release.objects)
    return found


def _assignments(
    model: z3.ModelRef,
    writes: list[list[Write]],
    names: Mapping[int, MemoryObject],
    ended: list[list[frozenset[int]]],
) -> tuple[tuple[NamedValue, ...], ...]:
    """The values written on each step: the writes whose guard holds (a step's instruction
    may write on some paths only), with their values in the model; ``ended``: per write, the
    objects ended before it (a pointer into one dangles)."""
    flat = [w for step in writes for w in step]
    if not flat:
        return ()
    gone = [g for step in ended for g in step]
    held = all_hold(model, [w.guard for w in flat])
    chosen = [k for k, h in enumerate(held) if h]
    kept = iter(_named(model, [flat[k] for k in chosen], names, [gone[k] for k in chosen]))
    done = iter(held)
    result = []
    for step in writes:
        values = []
        for _ in step:
            if next(done):
                value = next(kept)
                if value is not None:
                    values.append(value)
        result.append(tuple(values))
    return tuple(result)


def _named(
    model: z3.ModelRef,
    items: list[Write] | list[Write | Read],
    names: Mapping[int, MemoryObject],
    ended: list[frozenset[int]] | None = None,
) -> list[NamedValue | None]:
    """``NamedValue``s of encoder writes/reads (``name``, ``value`` term, C ``type``), one per
    item (:func:`_shown`); ``None`` for other values (structs). ``ended``: per item, the objects
    that no longer exist there."""
    result: list[NamedValue | None] = []
    for k, item in enumerate(items):
        gone = ended[k] if ended is not None else frozenset()
        value = _shown(model, item.value, item.type, names, gone)
        typed = typed_text(value, item.type)  # 'x' for a char, BLUE for an enum
        result.append(NamedValue(item.name, value, typed) if value is not None else None)
    return result


def _shown(
    model: z3.ModelRef,
    term: z3.BitVecRef,
    ctype: CType,
    names: Mapping[int, MemoryObject],
    ended: frozenset[int] = frozenset(),
) -> int | float | str | None:
    """Integers as C reads them, floating values as numbers, pointers as C writes them
    (:func:`pointer_name`: ``&list``, ``&a[3]``, ``(heap object from line 32)``; ``… (dangling)``
    into an object in ``ended``: freed, or a returned call's variable); None for other values
    (structs)."""
    if isinstance(ctype, IntType):
        number = model_number(model, term, ctype.signed)
        return f"{number} (uninitialised)" if uninitialised(model, term) else number
    if isinstance(ctype, FloatType) and term.size() in (32, 64):
        return float_from_bits(model_number(model, term, False), term.size())
    if isinstance(ctype, PointerType) and term.size() == POINTER_BITS:
        if uninitialised(model, term):
            return "uninitialised"
        raw = model_number(model, term, False)
        text = pointer_name(raw, names, ctype.target)
        return f"{text} (dangling)" if raw >> OFFSET_BITS in ended else text
    return None


_UNSET = re.compile(r"(object\d+(!\d+)?|uninit!.*)$")  # memory.allocate's bytes, never-set locals


def uninitialised(model: z3.ModelRef, term: z3.ExprRef, limit: int = 256) -> bool:
    """Whether ``term``, on the path of ``model`` (an if-then-else follows the side the model
    takes), is made of never-written memory only (the fresh bytes or array of an object as
    allocated, an automatic variable's value before it is written): its value is
    indeterminate in C, whatever the model says. False when unsure (more than ``limit``
    nodes)."""
    stack, seen, leaves = [term], 0, 0
    while stack:
        node = stack.pop()
        seen += 1
        if seen > limit:
            return False
        if z3.is_const(node) and not z3.is_bv_value(node):
            if not _UNSET.match(node.decl().name()):
                return False
            leaves += 1
        elif z3.is_select(node):
            array = node.arg(0)
            if not (z3.is_const(array) and _UNSET.match(array.decl().name())):
                return False
            leaves += 1  # the index may be any expression: the byte is never written
        elif z3.is_app_of(node, z3.Z3_OP_ITE):
            stack.append(node.arg(1) if holds_in(model, node.arg(0)) else node.arg(2))
        elif z3.is_app_of(node, z3.Z3_OP_EXTRACT) or z3.is_app_of(node, z3.Z3_OP_CONCAT):
            stack.extend(node.children())
        elif not z3.is_bv_value(node):
            return False
    return leaves > 0


def _event_value(
    model: z3.ModelRef, event: EventInstance, names: Mapping[int, MemoryObject]
) -> EventValue:
    """The values at ``event``: integers as C reads them; what C shows otherwise (pointers,
    floating values, uninitialised values) also as shown (:func:`_shown`)."""
    values, shown = [], []
    for name, term, ctype in event.values:
        number = model_number(model, term, isinstance(ctype, IntType) and ctype.signed)
        values.append((name, number))
        text = _shown(model, term, ctype, names)
        text = typed_text(text, ctype) or text  # 'x' for a char, BLUE for an enum
        if text is not None and text != number:
            shown.append((name, text))
    return EventValue(event.letter, event.loc.line, event.loc.function, tuple(values), tuple(shown))


def holds_in(model: z3.ModelRef, term: z3.BoolRef) -> bool:
    """Whether ``term`` holds in ``model`` (a symbol the model leaves free: any value)."""
    return z3.is_true(model.eval(term, model_completion=True))


BATCH = 2048  # guards evaluated by one model.eval call


def all_hold(model: z3.ModelRef, terms: list[z3.BoolRef]) -> list[bool]:
    """Which of ``terms`` hold in ``model``. One ``model.eval`` per batch: guards share most of
    their subterms, and z3 caches evaluation only within one call (one call per guard took
    minutes on deep recursion)."""
    held: list[bool] = []
    one, zero = z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)
    for start in range(0, len(terms), BATCH):
        batch = terms[start : start + BATCH]
        if len(batch) == 1:
            held.append(holds_in(model, batch[0]))
            continue
        bits = z3.Concat(*(z3.If(term, one, zero) for term in batch))
        value = model.eval(bits, model_completion=True).as_long()
        held.extend(bool(value >> (len(batch) - 1 - k) & 1) for k in range(len(batch)))
    return held


def model_number(model: z3.ModelRef, term: z3.BitVecRef, signed: bool) -> int:
    """The value of the bit-vector ``term`` in ``model``, as C reads it (``signed``)."""
    value = model.eval(term, model_completion=True)
    return _signed(value.as_long(), term.size(), signed)


def _signed(value: int, bits: int, signed: bool) -> int:
    if signed and value >= 1 << (bits - 1):
        return value - (1 << bits)
    return value


class RunReader:
    """What a solver's models say about the runs of its ``encoding``: where a run ends, its
    word, the run itself (:func:`read_run`)."""

    encoding: Encoding

    def terminations(self, site: int) -> list[Termination]:
        return self.encoding.failing(site)

    def ends(self, site: int) -> z3.BoolRef:
        return disj(*(t.guard for t in self.terminations(site)))

    def length(self, site: int) -> z3.ExprRef:
        """The length of the word (final letter included) of a run ending at ``site``."""
        ends = self.terminations(site)
        if not ends:
            return z3.BitVecVal(0, 16)
        value = ends[-1].position + 1
        for end in reversed(ends[:-1]):
            value = z3.If(end.guard, end.position + 1, value)
        return value

    def word(self, model: z3.ModelRef, site: int) -> tuple[str, ...]:
        """Only the word of the run ``model`` describes (cheaper than :meth:`run`)."""

        def holds(term: z3.BoolRef) -> bool:
            return z3.is_true(model.eval(term, model_completion=True))

        end = next((t for t in self.terminations(site) if holds(t.guard)), None)
        events = sorted(
            (model.eval(e.position, model_completion=True).as_long(), e.letter)
            for e in self.encoding.events
            if holds(e.guard)
        )
        limit = model.eval(end.position, model_completion=True).as_long() if end else len(events)
        final = ERROR_LETTER if site >= 0 else END_LETTER
        return (*(letter for position, letter in events if position < limit), final)

    def run(self, model: z3.ModelRef, site: int) -> Run:
        """The concrete run ``model`` describes, ending at ``site`` (-1: normal end)."""
        end = next(
            (t for t in self.terminations(site) if holds_in(model, t.guard)),
            None,
        )
        final = ERROR_LETTER if site >= 0 else END_LETTER
        end_position = model_number(model, end.position, False) if end else None
        line = end.loc.line if end else 0
        return read_run(model, self.encoding, end_position, final, line, end)

    def run_to(self, model: z3.ModelRef, line: int, final: str) -> Run:
        """The run ``model`` describes, cut at ``line`` (undefined behaviour, a bound): every
        event, input and step that happened before the cut; ``final`` ends its word."""
        return read_run(model, self.encoding, None, final, line)
