"""The memory a loop writes (issue 33): the named objects its stores go to.

A store ``*a = v`` qualifies when its address is, through casts and pointer additions, the
address of a named variable (``buf[i] = 1``: ``&buf + 4*i``), directly or through a lowering
temporary defined by such an address earlier in the same straight-line code. C's pointer
arithmetic stays inside the object (C11 6.5.6p8; the encoder cuts an access outside it as
undefined behaviour), so such a store changes that object and no other. Starting the loop with
arbitrary bytes in every object it writes then covers every state it can reach."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from errlang.ir import nodes as n
from errlang.ir import types as t

MAX_BYTES = 256  # bytes of written objects made arbitrary, in all


@dataclass(frozen=True)
class WrittenObject:
    """A variable in memory that the loop may write (all of its ``size`` bytes)."""

    name: str
    is_global: bool
    size: int


def _expressions(value: object) -> Iterator[object]:
    yield value
    if isinstance(value, t.CType):  # types may refer to themselves (a list node's struct)
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _expressions(getattr(value, f.name))
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _expressions(item)


def _definition(body: Sequence[n.Instr], name: str, pc: int) -> n.Expr | None:
    """The value last assigned to register ``name`` before ``pc`` in the straight-line code
    that leads to ``pc`` (no jump lands between them), or None."""
    targets = {i.target for i in body if isinstance(i, n.Goto)}
    if pc in targets:  # another path may arrive at pc itself
        return None
    for q in range(pc - 1, -1, -1):
        instr = body[q]
        lvalue = instr.target if isinstance(instr, n.Assign) else None
        if isinstance(instr, n.Nondet | n.Call):
            lvalue = instr.result
        if isinstance(lvalue, n.RegLV) and lvalue.name == name:
            return instr.value if isinstance(instr, n.Assign) else None
        if q in targets:  # another path may arrive here with another value
            return None
    return None


def root_of(body: Sequence[n.Instr], address: n.Expr, pc: int) -> n.Expr | None:
    """What ``address`` (read at ``pc``) is computed from, through casts, pointer additions
    and lowering temporaries: a variable's address (VarAddr) or a named register; None for
    anything else."""
    while True:
        if isinstance(address, n.Cast):
            address = address.operand
        elif isinstance(address, n.PtrAdd):
            address = address.pointer
        elif isinstance(address, n.VarAddr):
            return address
        elif isinstance(address, n.Reg) and address.name.startswith("$") and not address.is_global:
            found = _definition(body, address.name, pc)
            if found is None:
                return None
            address = found
        elif isinstance(address, n.Reg):
            return address
        else:
            return None


def object_of(
    body: Sequence[n.Instr],
    address: n.Expr,
    pc: int,
    walks: Mapping[str, tuple[str, bool]] | None = None,
) -> tuple[str, bool] | None:
    """The named variable ``address`` (read at ``pc``) points into, or None; ``walks``: the
    pointer registers known to point into one variable (:mod:`errlang.proof.walks`)."""
    root = root_of(body, address, pc)
    if isinstance(root, n.VarAddr):
        return root.name, root.is_global
    if isinstance(root, n.Reg) and not root.is_global and walks is not None:
        return walks.get(root.name)
    return None


def defined_before_use(body: Sequence[n.Instr], name: str) -> bool:
    """Every read of register ``name`` in ``body`` follows its definition in the same
    straight-line code: its value at a loop's head never matters."""
    for pc, instr in enumerate(body):
        reads = any(isinstance(e, n.Reg) and e.name == name for e in _expressions(instr))
        if reads and _definition(body, name, pc) is None:
            return False
    return True
