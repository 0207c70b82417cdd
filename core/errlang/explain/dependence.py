"""Control and data dependence of a failing run's steps, for the deciding step
(:mod:`errlang.explain.deciding`): the branches each line of a function is control dependent on
(:func:`control_lines`), the condition of a branch's source line (:func:`condition_text`), and
what a statement reads (issue 31).

When the violating write is under no branch (``balance += amount;`` in a one-line function),
its value was put in place by what it reads: ``amount``, a parameter, is the caller's argument
``k``, which a library function returned (``int k = scale(n);``), decided by a branch in that
library (``if (x > 2)``). :mod:`errlang.explain.deciding` follows these reads backwards through
the run; this module reads the IR: the variables a line's assignment reads (through the
lowering's temporaries on that line), and the variables a call's argument reads.
"""

from __future__ import annotations

import dataclasses
import re

from errlang.ir import nodes as n
from errlang.ir.program import IRProgram
from errlang.teacher.runs import Run

_CALLS = 8  # callers followed back from a parameter, at most


def _base(name: str) -> str:
    return name.split("#")[0]


def names_in(expr: n.Expr) -> set[str]:
    """The variables (and the lowering's temporaries) an expression reads."""
    if isinstance(expr, n.Reg | n.VarAddr):
        return {_base(expr.name)}
    found: set[str] = set()
    for field in dataclasses.fields(expr):
        value = getattr(expr, field.name)
        if isinstance(value, n.Expr):
            found |= names_in(value)
    return found


def _written(instr: n.Instr) -> str | None:
    target = instr.target if isinstance(instr, n.Assign) else getattr(instr, "result", None)
    if isinstance(target, n.RegLV):
        return _base(target.name)
    if isinstance(target, n.MemLV) and isinstance(target.address, n.VarAddr):
        return _base(target.address.name)
    return None


def _resolved(function: n.Function, line: int, names: set[str]) -> set[str]:
    """``names`` with each temporary of the lowering replaced by what its assignment on
    ``line`` reads (a temporary a call or an input writes reads nothing here)."""
    result: set[str] = set()
    pending, seen = list(names), set()
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        seen.add(name)
        if not name.startswith("$"):
            result.add(name)
            continue
        for instr in function.body:
            if instr.loc.line == line and isinstance(instr, n.Assign) and _written(instr) == name:
                pending.extend(names_in(instr.value))
    return result


def read_names(function: n.Function, line: int, written: set[str]) -> set[str]:
    """The variables the assignments on ``line`` of ``function`` that write one of
    ``written`` read (``{balance, amount}`` for ``balance += amount;``)."""
    reads: set[str] = set()
    for instr in function.body:
        if instr.loc.line == line and isinstance(instr, n.Assign) and _written(instr) in written:
            reads |= names_in(instr.value)
    return _resolved(function, line, reads)


def argument_names(caller: n.Function, line: int, callee: n.Function, parameter: str) -> set[str]:
    """The variables the argument given for ``parameter`` of ``callee`` reads, in the call on
    ``line`` of ``caller`` (empty when there is no such call)."""
    index = next((i for i, p in enumerate(callee.params) if p.name == parameter), None)
    if index is None:
        return set()
    reads: set[str] = set()
    for instr in caller.body:
        if (
            instr.loc.line == line
            and isinstance(instr, n.Call)
            and instr.function == callee.name
            and index < len(instr.args)
        ):
            reads |= names_in(instr.args[index])
    return _resolved(caller, line, reads)


def frame_entry(run: Run, step: int, start: int) -> int:
    """The first step, not before ``start``, of the call of ``step``'s function that step
    ``step`` belongs to: the nearest step back whose step before is in another function."""
    function = run.steps[step][1]
    k = step
    while k > start and run.steps[k - 1][1] == function:
        k -= 1
    return k


def last_write(run: Run, name: str, before: int, start: int, function: str | None) -> int | None:
    """The last step before ``before`` (not before ``start``) that writes ``name`` — in
    ``function``'s steps, or any function's for a global (``function`` None)."""
    for k in range(before - 1, start - 1, -1):
        if function is not None and run.steps[k][1] != function:
            continue
        writes = run.assignments[k] if k < len(run.assignments) else ()
        if any(w.name == name for w in writes):
            return k
    return None


def writers(
    run: Run, program: IRProgram, name: str, step: int, start: int, calls: int = 0
) -> list[tuple[int, str]]:
    """The steps that wrote the value ``name`` has where step ``step`` reads it, each with the
    variable it wrote: the last
    write before it (in the same call for a variable of the function, anywhere for a global);
    for a parameter not written in the call, the writes of what the caller passed."""
    own = run.steps[step][1]
    function = program.functions.get(own)
    if function is None:
        return []
    parameters = {p.name for p in function.params}
    local = parameters | {key.split("#")[0] for key in function.variables}
    entry = frame_entry(run, step, start)
    if name in local:
        at = last_write(run, name, step, entry, own)
    else:
        at = last_write(run, name, step, start, None)
    if at is not None:
        return [(at, name)]
    if name not in parameters or entry - 1 < start or calls >= _CALLS:
        return []
    caller_line, caller_name = run.steps[entry - 1]
    caller = program.functions.get(caller_name)
    if caller is None:
        return []
    arguments = argument_names(caller, caller_line, function, name)
    return [
        k for a in sorted(arguments) for k in writers(run, program, a, entry - 1, start, calls + 1)
    ]


_CONTROL: dict[int, tuple[n.Function, dict[int, frozenset[int]]]] = {}


def control_lines(function: n.Function) -> dict[int, frozenset[int]]:
    """For each source line of ``function``, the lines of the conditional branches it is
    control dependent on (post-dominators of the function's instruction graph)."""
    known = _CONTROL.get(id(function))
    if known is not None and known[0] is function:
        return known[1]
    import networkx as nx  # here, not at the top: a start-up of errlang need not pay for it

    body = function.body
    exit_node = len(body)
    graph = nx.DiGraph()
    graph.add_node(exit_node)
    branches = []
    for pc, instr in enumerate(body):
        after = pc + 1 if pc + 1 < len(body) else exit_node
        if isinstance(instr, n.Goto):
            graph.add_edge(pc, instr.target if instr.target < len(body) else exit_node)
            if instr.cond is not None:
                graph.add_edge(pc, after)
                branches.append(pc)
        elif isinstance(instr, n.Return | n.Stop):
            graph.add_edge(pc, exit_node)
        else:
            graph.add_edge(pc, after)
    post = nx.immediate_dominators(graph.reverse(copy=False), exit_node)
    depends: dict[int, set[int]] = {}
    for branch in branches:
        if branch not in post:
            continue  # never reaches the exit (an endless loop)
        for successor in graph.successors(branch):
            runner = successor
            while runner in post and runner != post[branch] and runner != exit_node:
                depends.setdefault(runner, set()).add(branch)
                if post[runner] == runner:
                    break
                runner = post[runner]
    lines: dict[int, set[int]] = {}
    for pc, on in depends.items():
        line = body[pc].loc.line
        if line:
            lines.setdefault(line, set()).update(body[b].loc.line for b in on if body[b].loc.line)
    result = {line: frozenset(found) for line, found in lines.items()}
    if len(_CONTROL) > 256:
        _CONTROL.clear()
    _CONTROL[id(function)] = (function, result)
    return result


_BRANCH = re.compile(r"\b(if|while|for|switch)\s*\(")


def condition_text(source_line: str) -> str | None:
    """``amount <= credit + 1``: the condition of the ``if``/``while``/``for``/``switch`` on a
    source line (a ``for``'s middle part), None when the line has none."""
    found = _BRANCH.search(source_line)
    if found is None:
        return None
    start, depth = found.end() - 1, 0
    for k in range(start, len(source_line)):
        if source_line[k] == "(":
            depth += 1
        elif source_line[k] == ")":
            depth -= 1
            if depth == 0:
                inner = source_line[start + 1 : k]
                if found[1] == "for":
                    parts = inner.split(";")
                    inner = parts[1] if len(parts) == 3 else ""
                return inner.strip() or None
    return None
