"""gcc's extended ``asm`` statements (errlang/frontend/asm.py makes them calls).

errlang does not execute machine code. It relies on gcc's contract for extended asm (the gcc
manual, "Extended Asm"): an asm statement changes only its output operands, unless it lists the
``"memory"`` clobber; gcc's optimiser relies on exactly this. So:

* an asm whose template is empty (``asm volatile("" ::: "memory")``, a compiler barrier;
  ``asm("" : "+r"(x))``, a value barrier) executes nothing: a ``+`` output keeps its value, an
  output tied to an input (``"0"``) takes that input's value, and any other output is what the
  register held (any value);
* any other asm gives each output any value of its type, an input of the run (zstd's and
  libbase64's ``cpuid``: any processor); its inputs are evaluated;
* an asm with instructions that may write memory (the ``"memory"`` clobber), or with an
  output that is not an arithmetic value, is cut where a run reaches it, with the reason;
* basic asm with instructions (no operands: the contract says nothing of its effects), ``asm
  goto`` and text errlang cannot split are refused at their line, as before.
"""

from __future__ import annotations

from dataclasses import dataclass

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import convert
from errlang.ir.lowering_api import Lowering
from errlang.ir.typeenv import located

ASM_INPUT = "__asm__"
"""The function name of an asm output's value among a run's inputs."""

_MARKER = '":"'


@dataclass(frozen=True)
class _Operand:
    constraint: str
    expression: c_ast.Node


@dataclass(frozen=True)
class _Asm:
    template: str
    outputs: tuple[_Operand, ...]
    inputs: tuple[_Operand, ...]
    clobbers: tuple[str, ...]


def _string(node: c_ast.Node) -> str | None:
    if isinstance(node, c_ast.Constant) and node.type == "string":
        return node.value[1:-1]
    return None


def _parsed(node: c_ast.FuncCall, args: list[c_ast.Node]) -> _Asm:
    template = _string(args[0]) if args else None
    if template is None:
        reason = "basic asm or asm goto: what its instructions change is unknown"
        raise located(node, f"inline assembly is not supported ({reason})")
    sections: list[list[c_ast.Node]] = []
    for arg in args[1:]:
        if isinstance(arg, c_ast.Constant) and arg.value == _MARKER:
            sections.append([])
        else:
            sections[-1].append(arg)
    sections += [[] for _ in range(3 - len(sections))]

    def operands(items: list[c_ast.Node]) -> tuple[_Operand, ...]:
        pairs = zip(items[::2], items[1::2], strict=True)
        return tuple(_Operand(_string(c) or "", e) for c, e in pairs)

    clobbers = tuple(_string(c) or "" for c in sections[2])
    return _Asm(template, operands(sections[0]), operands(sections[1]), clobbers)


def _empty(template: str) -> bool:
    return not template.replace("\\n", "").replace("\\t", "").strip()


def _snapshot(lowering: Lowering, expression: c_ast.Node) -> n.Expr:
    """An input's value when the asm starts: outputs written before a tied input is read must
    not change it (``"=r"(a), "=r"(b) : "0"(b), "1"(a)`` swaps a and b)."""
    value = lowering.rvalue(expression)
    temp = lowering.builder.new_temp(value.type)
    lowering.emit(n.Assign(lowering.loc(expression), temp, value))
    return n.Reg(value.type, temp.name)


def lower_asm(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    """An asm statement: its outputs set as the module docstring says."""
    asm = _parsed(node, args)
    loc = lowering.loc(node)
    empty = _empty(asm.template)
    shown = asm.template if len(asm.template) <= 40 else asm.template[:37] + "..."
    if not empty and "memory" in asm.clobbers:
        reason = f'inline assembly "{shown}" may write any memory (its "memory" clobber)'
        lowering.emit(n.Unsupported(loc, reason))
        return None
    inputs = [
        _snapshot(lowering, i.expression) if i.constraint.isdigit() else None for i in asm.inputs
    ]
    for operand, value in zip(asm.inputs, inputs, strict=True):
        if value is None:
            lowering.effect(operand.expression)
    for index, output in enumerate(asm.outputs):
        target = lowering.lvalue(output.expression)
        kind = target.type
        if not t.is_arithmetic(kind):
            reason = f'inline assembly "{shown}" writes an output of type {kind}'
            lowering.emit(n.Unsupported(loc, reason))
            return None
        tied = [v for i, v in zip(asm.inputs, inputs, strict=True) if i.constraint == str(index)]
        if empty and "+" in output.constraint:
            continue  # no instruction: the operand keeps its value
        if empty and tied and tied[0] is not None:
            lowering.assign(target, convert(tied[0], kind), node)
            continue
        temp = lowering.builder.new_temp(kind)
        lowering.emit(n.Nondet(loc, temp, ASM_INPUT, kind))
        lowering.assign(target, n.Reg(kind, temp.name), node)
    return None
