"""Which signed overflows a scalar loop's summary can still report (docs/semantics.md, "Signed
overflow"): a loop summarised in one step (:mod:`errlang.ir.scalar_loops`) runs none of its
iterations' operations, so an operation the lowering marked as a possible overflow
(:func:`errlang.ir.operators.may_overflow`) would go unreported — "complete, none found" where
gcc's ``-fsanitize=undefined`` reports ``2147483644 + 4 cannot be represented``.

One shape keeps it exact: a register's own update ``r = r + d`` (or ``r - d``), once per
iteration, ``d`` invariant (a ``linear`` update). Its values ``r0 + k*d`` move one way, so some
iteration overflows exactly when the last result ``r0 + n*d``, computed without wrap-around,
is outside ``r``'s type; the encoder (:mod:`errlang.encoder.scalar_loops`) reports the overflow
there, at the update, and the summary's values, computed modulo 2^w, are the wrapped ones the
run goes on with (as gcc's does after its report). A ``quadratic`` update ``r = r + d`` (``d``
reading linear registers that are themselves checked, so exact) is treated alike where ``d``
keeps one sign over the iterations (its partial sums then move one way); where its sign may
change, or for ``r - d`` with ``d`` the type's least value, the summary is not applied and the
loop unwinds on those runs. A loop with any other marked operation is not summarised."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence

from errlang.ir import nodes as n
from errlang.ir.affine import RegKey, Update

# (the register, the operator of its update: "+" or "-", where the update is)
Checked = tuple[RegKey, str, n.Loc]


def marked(node: object) -> Iterator[n.Binary | n.Unary]:
    """The operations in ``node`` (an instruction or expression) marked as possible signed
    overflows, outermost first."""
    if isinstance(node, n.Binary | n.Unary) and node.overflow:
        yield node
    if isinstance(node, n.Expr | n.Instr | n.RegLV | n.MemLV):
        for item in dataclasses.fields(node):
            value = getattr(node, item.name)
            if isinstance(value, tuple):
                for part in value:
                    yield from marked(part)
            elif isinstance(value, n.Expr | n.RegLV | n.MemLV):
                yield from marked(value)


def checked_updates(
    body: Sequence[n.Instr], updates: Sequence[Update]
) -> tuple[Checked, ...] | None:
    """The registers whose update in ``body`` (one iteration's instructions) is a marked
    ``r = r ± d`` of ``r``'s own type, each once, with a ``linear`` update; None when the body
    has another marked operation (the loop is then not summarised)."""
    kinds = {(u.target.name, u.target.is_global): u.kind for u in updates}
    found: dict[RegKey, str] = {}
    places: dict[RegKey, n.Loc] = {}
    copies: dict[str, n.Expr] = {}  # ``$t = x`` (``x++`` is ``$t = x; x = $t + 1``)
    for instr in body:
        operations = list(marked(instr))
        if not operations:
            if isinstance(instr, n.Assign) and _is_temp(instr.target):
                assert isinstance(instr.target, n.RegLV)
                copies[instr.target.name] = instr.value
            continue
        if not isinstance(instr, n.Assign) or not isinstance(instr.target, n.RegLV):
            return None
        target, value = instr.target, instr.value
        key = (target.name, target.is_global)
        if (
            operations != [value]
            or not isinstance(value, n.Binary)
            or value.op not in ("+", "-")
            or value.type != target.type
            or target.name.startswith("$")
            or key in found
            or kinds.get(key) not in ("linear", "quadratic")
        ):
            return None
        own = n.Reg(target.type, target.name, target.is_global)
        left, right = (_copied(side, copies) for side in (value.left, value.right))
        if left != own and not (value.op == "+" and right == own):
            return None
        found[key] = value.op
        places[key] = instr.loc
    for update in updates:  # a quadratic one's step reads linear registers: exact ones
        key = (update.target.name, update.target.is_global)
        moving = {other for other in update.value.registers() - {key} if other in kinds}
        quadratic = key in found and update.kind == "quadratic"
        if quadratic and (found[key] != "+" or not moving <= set(found)):
            return None
    return tuple((key, op, places[key]) for key, op in found.items())


def _copied(expr: n.Expr, copies: dict[str, n.Expr]) -> n.Expr:
    """``expr``, or what the temporary it reads was assigned."""
    if isinstance(expr, n.Reg) and not expr.is_global and expr.name in copies:
        return copies[expr.name]
    return expr


def _is_temp(target: n.RegLV | n.MemLV) -> bool:
    return isinstance(target, n.RegLV) and target.name.startswith("$")
