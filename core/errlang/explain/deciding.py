"""The deciding step of a failing run (issue 21): the branch or statement, in the code, whose
outcome puts the failing assertion's values in place — on bank.c the test
``amount <= credit + 1`` on line 15, not the assertion on line 34.

The behaviour automaton says *after which events* a run is committed to failure (the commit
transition of a neighbourhood, docs/explanations.md); when no event shows the choice (the
transition is the error letter itself), or inside the committing event's own code, the choice
is made by the program's data. It is found in the run's part that follows the neighbourhood
(``start``): the failing assertion reads some values (``credit = -1``); the last step of that
part that writes one of them is the *violating write* (``credit -= amount;`` on line 16); the
deciding step is the branch that write is control dependent on (Ferrante, Ottenstein, Warren
1987: the write runs because of that branch's outcome), nearest before it in the run, with the
values its condition tested there (``amount = 1, credit = 0``) — or the write itself when it is
under no branch of that part (a statement). A value the assertion reads that nothing wrote
(uninitialised), inside a heap object, is decided where that object was allocated (its base
pointer's value names the line): ``node->nested.prev`` is never written after line 32.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from errlang.explain.dependence import condition_text, control_lines, read_names, writers
from errlang.explain.places import HEAP_OBJECT, place, same_value, variables_before
from errlang.explain.values import step_values_text
from errlang.ir import nodes as n
from errlang.ir.program import IRProgram
from errlang.teacher.runs import NamedValue, Run

DecidingKind = Literal["branch", "statement", "event", "allocation"]


@dataclass(frozen=True)
class DecidingStep:
    """Where a failing run is decided in the code: step ``step_index`` of the run (``line``,
    ``function``); ``values``: what a branch tests there, what a statement writes, or what an
    event reads; ``write``: the violating write (step index, line and the values it writes)
    that this step lets happen, when there is one."""

    kind: DecidingKind
    step_index: int
    line: int
    function: str
    values: tuple[NamedValue, ...]
    write_step: int | None = None
    write_line: int | None = None
    written: tuple[NamedValue, ...] = ()
    # the step's line runs many times within the step (a loop on one line): ``values`` are
    # what its condition tested the first time
    repeated: bool = False
    # a branch whose outcome skipped every write of these variables (read uninitialised)
    unwritten: tuple[str, ...] = ()

    def values_text(self, run: Run | None = None) -> str:
        """``amount = 1, credit = 0`` (``i = 0 the first time`` on a loop's own line); given
        the ``run``, as its step lines show them (``buf[2] = 97`` for ``buf[i]``)."""
        text = step_values_text(run, self.step_index, self.values)
        return f"{text} the first time" if text and self.repeated else text

    def text(self, run: Run | None = None) -> str:
        """``line 15 in withdraw: tests amount = 1, credit = 0; so line 16 writes credit = -1``."""
        said = self.detail(run)
        return f"line {self.line} in {self.function}" + (f": {said}" if said else "")

    def detail(self, run: Run | None = None) -> str:
        """What :meth:`text` says after the line: ``tests amount = 1, credit = 0; so line 16
        writes credit = -1`` ("" when nothing is known)."""
        values = self.values_text(run)
        if self.kind == "allocation":
            unset = ", ".join(v.name for v in self.values)
            return f"allocates it; {unset} is never written"
        verb = {"branch": "tests", "statement": "writes", "event": "reads"}[self.kind]
        # a condition on values the run does not name (a call's result): say which way it went
        taken = "the branch taken" if self.kind == "branch" else ""
        head = f"{verb} {values}" if values else taken
        if self.kind == "branch" and self.unwritten:
            head += f"; so {', '.join(self.unwritten)} is never written"
        if self.kind == "branch" and self.write_line is not None and self.written:
            written = step_values_text(run, self.write_step, self.written)
            head += f"; so line {self.write_line} writes {written}"
        return head

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> DecidingStep:
        """The deciding step :meth:`to_json` wrote."""
        write = data.get("write") or {}
        return DecidingStep(
            data["kind"],
            int(data["step_index"]),
            int(data["line"]),
            str(data.get("function", "")),
            _named_json(data.get("values")),
            int(write["step_index"]) if write.get("step_index") is not None else None,
            int(write["line"]) if write.get("line") is not None else None,
            _named_json(write.get("values")),
            bool(data.get("repeated")),
            tuple(str(name) for name in data.get("unwritten") or ()),
        )

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "kind": self.kind,
            "step_index": self.step_index,
            "line": self.line,
            "function": self.function,
            "values": [v.to_json() for v in self.values],
        }
        if self.unwritten:
            data["unwritten"] = list(self.unwritten)
        if self.repeated:
            data["repeated"] = True  # the values of the line's first pass (a loop on one line)
        if self.write_step is not None:
            data["write"] = {
                "step_index": self.write_step,
                "line": self.write_line,
                "values": [v.to_json() for v in self.written],
            }
        return data


def _named_json(data: Any) -> tuple[NamedValue, ...]:
    return tuple(NamedValue(str(v["name"]), v["value"], v.get("shown")) for v in data or ())


def deciding_step(run: Run, program: IRProgram, start: int = 0) -> DecidingStep | None:
    """The deciding step of ``run`` (a failing run) among its steps from ``start`` on (see the
    module's docstring); None when none of the values the assertion reads is written there
    with the value it reads (a write the run does not record: a loop run in one step)."""
    if any("uninitialised" in str(v.value) for v in run.violation):
        return _never_written(run, program)
    if not run.violation or not run.steps:
        return None
    found = _violating_write(run, max(start, 0))
    if found is None:
        return None
    return _Search(run, program).decided(found[0], found[1], max(start, 0), 0)


def _violating_write(run: Run, start: int) -> tuple[int, tuple[NamedValue, ...]] | None:
    """The last step from ``start`` on that writes a place the assertion reads — by its name,
    or by another name for the same place (``it->key`` for ``node->key``: see
    :mod:`errlang.explain.places`) — with the values written there; None when that last
    write gave another value than the one read (a later write the run does not record)."""
    frames = [dict(frame) for frame in variables_before(run)]  # each step's own copy
    last = len(run.steps) - 1
    at_end = dict(frames[last])
    for written in run.assignments[last] if last < len(run.assignments) else ():
        at_end[written.name] = str(written.value)
    wanted = {v.name: v for v in run.violation}
    wanted.update((place(v.name, at_end), v) for v in run.violation)
    for k in range(last, start - 1, -1):
        writes = run.assignments[k] if k < len(run.assignments) else ()
        hits: dict[str, tuple[NamedValue, NamedValue]] = {}  # read name -> (last write, read)
        for written in writes:
            read = wanted.get(written.name) or wanted.get(place(written.name, frames[k]))
            if read is not None:
                hits[read.name] = (written, read)
        if hits:
            if not all(same_value(w, r) for w, r in hits.values()):
                return None
            return k, tuple(w for w, _ in hits.values())
    return None


@dataclass(frozen=True)
class _Search:
    """The search for the deciding step of a failing ``run`` of ``program``: from the
    violating write to the branch it is under, into the calls whose values it writes
    (:meth:`in_callee`) and back along what it reads (:meth:`by_data`)."""

    run: Run
    program: IRProgram

    def decided(
        self, write: int, written: tuple[NamedValue, ...], start: int, depth: int
    ) -> DecidingStep | None:
        """The deciding step of the violating write at step ``write``: the branch it is control
        dependent on, nearest before it; for a value a call returned, where the callee decides
        it; else the write itself (a statement)."""
        run, program = self.run, self.program
        line, function = run.steps[write]
        found = program.functions.get(function)
        # the written value is what a call on this line returned (the step before is the callee's)
        call = write - 1 >= start and run.steps[write - 1][1] != function
        if call and depth < _DEPTH:
            inner = self.in_callee(write - 1, write, written, start, depth + 1)
            if inner is not None and inner.write_step is None:  # a branch of the callee's
                return replace(inner, write_step=write, write_line=line, written=written)
            if inner is not None:
                return inner
        # from the write itself: a one-line `if (c) x = 1;` is one step, branch and write
        branch = _nearest_branch(run, found, write, start)
        if branch is not None:
            return replace(branch, write_step=write, write_line=line, written=written)
        if depth + _DATA_HOP <= _DEPTH:
            through = self.by_data(write, written, start, depth + _DATA_HOP)
            if through is not None:
                return replace(through, write_step=write, write_line=line, written=written)
        return DecidingStep("statement", write, line, function, written, write, line, written)

    def by_data(
        self, write: int, written: tuple[NamedValue, ...], start: int, depth: int
    ) -> DecidingStep | None:
        """For a violating write under no branch (``balance += amount;``): the branch that decided
        a value it reads — ``amount``, a parameter, is the caller's ``k``, returned by a library
        function whose ``if (x > 2)`` decided it (issue 31: the deciding step was the statement, or
        the input) — the nearest such branch before the write; None when what it reads was decided
        by no branch (an input, a constant)."""
        run, program = self.run, self.program
        line, name = run.steps[write]
        function = program.functions.get(name)
        if function is None:
            return None
        found: list[DecidingStep] = []
        for read in sorted(read_names(function, line, {v.name for v in written})):
            for step, variable in writers(run, program, read, write, start):
                values = tuple(a for a in run.assignments[step] if a.name == variable)[-1:]
                decided = self.decided(step, values, start, depth)
                if decided is not None and decided.kind == "branch":
                    found.append(decided)
        return max(found, key=lambda d: d.step_index, default=None)

    def in_callee(
        self,
        returned: int,
        caller: int,
        written: tuple[NamedValue, ...],
        start: int,
        depth: int,
    ) -> DecidingStep | None:
        """Where the call whose return is step ``returned`` (its value written at step
        ``caller``) decides the value it returns: the branch its ``return`` is under, or the
        write of the variable it returns (``return v;``), or deeper, the call whose value it
        returns; None when none is found."""
        run, program = self.run, self.program
        line, function = run.steps[returned]
        found = program.functions.get(function)
        if found is None:
            return None
        entry = _entry(run, program, returned, caller)
        if entry is None:
            return None
        if any(run.steps[k] == run.steps[entry] for k in range(entry + 1, returned)):
            return None  # a recursive call: the steps of its frames are not told apart
        entry = max(entry, start)  # the call may begin before the part of the run searched
        branch = _nearest_branch(run, found, returned, entry)
        if branch is not None:
            return branch
        variable = _returned_variable(found, line)
        if variable is not None and len(written) == 1:
            value = NamedValue(variable, written[0].value)
            for k in range(returned, entry - 1, -1):
                writes = run.assignments[k] if k < len(run.assignments) else ()
                mine = [w for w in writes if w.name == variable]
                if run.steps[k][1] == function and mine:
                    if not same_value(mine[-1], value):
                        return None
                    return self.decided(k, (mine[-1],), entry, depth)
        if returned - 1 >= entry and run.steps[returned - 1][1] != function and depth < _DEPTH:
            return self.in_callee(returned - 1, returned, written, start, depth + 1)
        return None


_DEPTH = 8  # calls followed into, at most
_DATA_HOP = 3  # a step back along what a statement reads counts as three calls


def _nearest_branch(
    run: Run, found: n.Function | None, step: int, first: int
) -> DecidingStep | None:
    """The branch that step ``step``'s line is control dependent on, nearest before it (from
    ``step`` down to ``first``) in its function, with what it tested there; an allocation
    guard decides nothing (:func:`_allocation_guard`). None when there is none."""
    line, function = run.steps[step]
    depends = control_lines(found).get(line, frozenset()) if found is not None else frozenset()
    tests = dict(run.tests)
    for k in range(step, first - 1, -1):
        at_line, at_function = run.steps[k]
        if at_function == function and at_line in depends and k in tests:
            if _allocation_guard(found, at_line, tests[k]):
                continue
            repeated = _repeats(run.assignments[k]) if k < len(run.assignments) else False
            return DecidingStep("branch", k, at_line, function, tests[k], repeated=repeated)
    return None


def _allocation_guard(
    function: n.Function | None, line: int, tested: tuple[NamedValue, ...]
) -> bool:
    """``if (!p) abort();`` with ``p`` a heap object: a branch on ``line`` that tests only
    pointers to heap objects and one of whose outcomes ends the run (``abort``, ``exit``).
    errlang's ``malloc`` never returns NULL (docs/semantics.md), so that outcome is never
    taken: the branch decides nothing."""
    if function is None or not tested:
        return False
    if not all(HEAP_OBJECT.fullmatch(str(v.value)) for v in tested):
        return False
    body = function.body
    return any(
        _ends_in_stop(body, successor)
        for pc, instr in enumerate(body)
        if isinstance(instr, n.Goto) and instr.cond is not None and instr.loc.line == line
        for successor in (instr.target, pc + 1)
    )


def _ends_in_stop(body: list[n.Instr], pc: int) -> bool:
    """Whether the straight-line code from ``pc`` ends the run (a Stop before any branch or
    return)."""
    for _ in range(32):
        if pc >= len(body):
            return False
        instr = body[pc]
        if isinstance(instr, n.Stop):
            return True
        if isinstance(instr, n.Return) or (isinstance(instr, n.Goto) and instr.cond is not None):
            return False
        pc = instr.target if isinstance(instr, n.Goto) else pc + 1
    return False


def _entry(run: Run, program: IRProgram, returned: int, caller: int) -> int | None:
    """The first step of the call that returns at step ``returned``, made from step
    ``caller``'s line: the nearest step, not after ``returned``, of the callee at its
    definition's line right after a step on the caller's line (None when there is none)."""
    function = run.steps[returned][1]
    found = program.functions.get(function)
    first = found.loc.line if found is not None and found.loc is not None else None
    for k in range(returned, 0, -1):
        if run.steps[k] == (first, function) and run.steps[k - 1] == run.steps[caller]:
            return k
    return None


def _returned_variable(function: n.Function, line: int) -> str | None:
    """``v`` for ``return v;`` on ``line`` of ``function`` (a variable of the function, not
    a temporary of the lowering)."""
    for instr in function.body:
        if isinstance(instr, n.Return) and instr.loc.line == line:
            value = instr.value
            if isinstance(value, n.Reg) and not value.name.startswith("$"):
                return value.name.split("#")[0]
    return None


def _repeats(values: tuple[NamedValue, ...]) -> bool:
    """Whether one step writes a name more than once (its line loops within the step)."""
    names = [v.name for v in values]
    return len(set(names)) < len(names)


_HEAP = re.compile(r"\(heap object from line (\d+)(?:, #\d+)?\)")
_BASE = re.compile(r"^[A-Za-z_]\w*")


def _never_written(run: Run, program: IRProgram) -> DecidingStep | None:
    """For a value the assertion reads that nothing wrote: inside a heap object
    (``node->nested.prev``), the step that allocated that object (the object its base pointer
    holds, ``node = (heap object from line 32)``); a variable of its own, the branch whose
    outcome skipped its writes (:func:`_skipped_writes`); None when that is not known."""
    unset = [v for v in run.violation if "uninitialised" in str(v.value)]
    base = _BASE.match(unset[0].name) if unset else None
    if base is None:
        return None
    if base[0] == unset[0].name:
        return _skipped_writes(run, program, unset[0].name)
    held = [str(v.value) for v in run.violation if v.name == base[0]]
    held += [str(a.value) for step in reversed(run.assignments) for a in step if a.name == base[0]]
    found = next((m for text in held if (m := _HEAP.search(text))), None)
    if found is None:
        return None
    line = int(found[1])
    allocated = found[0]
    for k in range(len(run.steps) - 1, -1, -1):
        writes = run.assignments[k] if k < len(run.assignments) else ()
        if run.steps[k][0] == line and any(str(a.value) == allocated for a in writes):
            values = tuple(NamedValue(v.name, v.value) for v in unset)
            return DecidingStep("allocation", k, line, run.steps[k][1], values)
    return None


def _skipped_writes(run: Run, program: IRProgram, name: str) -> DecidingStep | None:
    """``flag``, read uninitialised in the assertion's function: the last branch of the run
    in that function that the lines writing ``flag`` are control dependent on (its outcome
    skipped them: ``if (v > 3) flag = 1;`` tested ``v = 0``); None when the function has no
    write of ``flag`` under a branch the run passed."""
    function = run.steps[-1][1] if run.steps else None
    found = program.functions.get(function) if function is not None else None
    if found is None:
        return None
    control = control_lines(found)
    deciding = set().union(*(control.get(line, ()) for line in _writing_lines(found, name)))
    tests = dict(run.tests)
    for k in range(len(run.steps) - 1, -1, -1):
        at_line, at_function = run.steps[k]
        if at_function == function and at_line in deciding and k in tests:
            return DecidingStep("branch", k, at_line, function, tests[k], unwritten=(name,))
    return None


def _writing_lines(function: n.Function, name: str) -> set[int]:
    """The lines of ``function`` that write its variable ``name`` (by assignment, or as the
    result of a call or an input)."""
    lines = set()
    for instr in function.body:
        target = getattr(instr, "target", None) if isinstance(instr, n.Assign) else None
        target = target or getattr(instr, "result", None)
        written = None
        if isinstance(target, n.RegLV):
            written = target.name
        elif isinstance(target, n.MemLV) and isinstance(target.address, n.VarAddr):
            written = target.address.name
        if written is not None and written.split("#")[0] == name and instr.loc.line:
            lines.add(instr.loc.line)
    return lines


__all__ = ["DecidingStep", "condition_text", "control_lines", "deciding_step"]
