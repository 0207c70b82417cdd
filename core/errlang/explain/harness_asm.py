"""An inline asm statement in a replay harness: what errlang assumed it does, in C.

The front end makes gcc's extended ``asm`` a call (:mod:`errlang.frontend.asm`):
``__errlang_asm_statement("cpuid", ":", "=a", (n), ":", "a", (0), ":", "ebx", …)``, which the
IR lowers by gcc's contract for extended asm (:mod:`errlang.ir.lower_asm`). The replay does
not run the instructions: a counterexample says which value each output took (``n = 7``, an
input of the run named ``__asm__``), and the replay must run on that value, not on what this
machine's processor answers. So the call becomes a GNU statement expression doing what the
lowering does, in its order:

* the inputs are evaluated (those tied to an output, ``"0"(x)``, first, into temporaries);
* an asm with instructions gives each output the run's next input
  (``__errlang_asm_output(line, &(out), sizeof(out), __builtin_classify_type(out))``: the
  runtime writes the value's bytes, or the binary64 value converted, into the output);
* an empty template executes nothing: a ``+`` output keeps its value, an output tied to an
  input takes that input's value, any other output is an input as above;
* what errlang cuts (a ``"memory"`` clobber with instructions, an output that is not an
  arithmetic value: the runtime sees its class, ``__errlang_asm_arithmetic``) and what it
  refuses (basic asm with instructions: the call has no arguments) stops the replay there
  with ``cut LINE``.
"""

from __future__ import annotations

from dataclasses import dataclass

from pycparser import c_ast, c_generator

ASM_CALL = "__errlang_asm_statement"
_MARKER = '":"'


@dataclass(frozen=True)
class _Operand:
    constraint: str
    expression: str  # C text


def _string(node: c_ast.Node) -> str | None:
    if isinstance(node, c_ast.Constant) and node.type == "string":
        return str(node.value)[1:-1]
    return None


def _sections(args: list[c_ast.Node]) -> list[list[c_ast.Node]]:
    """The outputs, inputs and clobbers after the template (three lists, some empty)."""
    sections: list[list[c_ast.Node]] = []
    for arg in args[1:]:
        if isinstance(arg, c_ast.Constant) and arg.value == _MARKER:
            sections.append([])
        elif sections:
            sections[-1].append(arg)
    return sections + [[] for _ in range(3 - len(sections))]


def _operands(items: list[c_ast.Node], generator: c_generator.CGenerator) -> list[_Operand]:
    pairs = zip(items[::2], items[1::2], strict=False)
    return [_Operand(_string(c) or "", generator.visit(e)) for c, e in pairs]


def _empty(template: str) -> bool:
    return not template.replace("\\n", "").replace("\\t", "").strip()


def asm_replacement(args: list[c_ast.Node], line: int, generator: c_generator.CGenerator) -> str:
    """The C text replacing the asm call with arguments ``args`` (already rewritten) at
    ``line``: a statement expression (see the module docstring)."""
    template = _string(args[0]) if args else None
    cut = f"__errlang_asm_cut({line})"
    if template is None:  # basic asm with instructions, asm goto: refused by errlang
        return cut
    outputs_, inputs_, clobbers_ = _sections(args)[:3]
    clobbers = [_string(c) or "" for c in clobbers_]
    empty = _empty(template)
    if not empty and "memory" in clobbers:
        return cut
    outputs, inputs = _operands(outputs_, generator), _operands(inputs_, generator)
    parts = []
    tied: dict[str, str] = {}
    for index, operand in enumerate(inputs):
        if operand.constraint.isdigit():
            temporary = f"__errlang_asm_in{index}"
            parts.append(f"__typeof__({operand.expression}) {temporary} = {operand.expression};")
            tied.setdefault(operand.constraint, temporary)
    parts += [f"(void)({i.expression});" for i in inputs if not i.constraint.isdigit()]
    for index, output in enumerate(outputs):
        target = output.expression
        if empty and ("+" in output.constraint or str(index) in tied):
            # no instruction: the operand keeps its value, or takes its tied input's
            parts.append(f"__errlang_asm_arithmetic({line}, __builtin_classify_type({target}));")
            if "+" not in output.constraint:
                parts.append(f"({target}) = {tied[str(index)]};")
            continue
        where = f"&({target}), sizeof({target}), __builtin_classify_type({target})"
        parts.append(f"__errlang_asm_output({line}, {where});")
    return "({ " + " ".join(parts) + " (void)0; })"
