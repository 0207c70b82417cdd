"""Instrumenting a C program so that its API calls become events with their values.

The encoder records no arguments for calls of functions declared but not defined, so this
module gives each API function a definition (appended to the text, lines of the file kept)
that draws its result from an input, records the event ``name`` with the arguments and the
result as the stub's local variables (DESIGN §3 ``events`` alphabet; the encoder stores the
frame's registers with each event), and returns. A pointer result is null or a fresh object
(``malloc(1)``), the choice being an input of its own so that a replay reproduces it.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from pycparser import c_ast, c_generator

from errlang.frontend import Program

RESULT = "__ret"
ARGUMENT = "__a{}"
NULL_INPUT = "__errlang_api_null_{}"
RESULT_INPUT = "__errlang_api_ret_{}"
COUNTER = "__errlang_api_calls"
WITNESS = "reach_error"


class InstrumentError(ValueError):
    """An API function that cannot be given a recording definition (readable message)."""


@dataclass(frozen=True)
class ApiFunction:
    """One API function: its name, its parameters' names in the stub, the kind of its result."""

    name: str
    parameters: tuple[str, ...]
    result: str  # "void" | "pointer" | "integer"


def api_functions(program: Program, names: tuple[str, ...] | None = None) -> tuple[str, ...]:
    """The functions declared in the file but not defined (or ``names``), in declaration order."""
    declared = [
        name
        for name, decl in program.declarations.items()
        if isinstance(decl.type, c_ast.FuncDecl)
        and name not in program.functions
        and program.from_user_file(decl)
        and not name.startswith("__")
        and "nondet" not in name
    ]
    if names is None:
        return tuple(declared)
    missing = [n for n in names if n not in program.declarations or n in program.functions]
    if missing:
        raise InstrumentError(
            f"--api: {', '.join(missing)} is not a function declared and not defined in the file"
        )
    return names


def _result_kind(decl: c_ast.FuncDecl) -> str:
    result = decl.type
    if isinstance(result, c_ast.PtrDecl):
        return "pointer"
    if isinstance(result, c_ast.TypeDecl) and isinstance(result.type, c_ast.IdentifierType):
        return "void" if result.type.names == ["void"] else "integer"
    raise InstrumentError(f"API function result type not supported: {result.__class__.__name__}")


def _stub(decl: c_ast.Decl, witness: int | None) -> tuple[ApiFunction, str]:
    """The recording definition of one declared function (C text)."""
    decl = copy.deepcopy(decl)
    decl.storage = []
    func = decl.type
    assert isinstance(func, c_ast.FuncDecl)
    params: list[str] = []
    if func.args is not None:
        for index, param in enumerate(func.args.params):
            if isinstance(param, c_ast.EllipsisParam):
                raise InstrumentError(f"{decl.name}: variadic API functions are not supported")
            ptype = param.type
            if (
                isinstance(ptype, c_ast.TypeDecl)
                and isinstance(ptype.type, c_ast.IdentifierType)
                and ptype.type.names == ["void"]
            ):
                continue
            name = ARGUMENT.format(index)
            node = ptype
            while not isinstance(node, c_ast.TypeDecl):
                node = node.type
            node.declname = name
            if isinstance(param, c_ast.Decl):
                param.name = name
            params.append(name)
    kind = _result_kind(func)
    generator = c_generator.CGenerator()
    header = generator.visit(decl)
    body: list[str] = []
    if witness is not None:
        body.append(f"if (++{COUNTER} == {witness}) {WITNESS}();")
    result_decl = copy.deepcopy(func.type)
    node = result_decl
    while not isinstance(node, c_ast.TypeDecl):
        node = node.type
    node.declname = RESULT
    uses = "".join(f" (void){p};" for p in params)
    if kind == "pointer":
        body.append(
            f"{generator.visit(c_ast.Decl(RESULT, [], [], [], [], result_decl, None, None))};"
        )
        body.append(
            f"if ({NULL_INPUT.format(decl.name)}()) {RESULT} = 0; else {RESULT} = malloc(1);"
        )
    elif kind == "integer":
        rtype = generator.visit(func.type)
        body.append(f"{rtype} {RESULT} = ({rtype}){RESULT_INPUT.format(decl.name)}();")
    body.append(f'{uses} __errlang_event("{decl.name}");')
    body.append(f"return {RESULT};" if kind != "void" else "return;")
    externs = []
    if kind == "pointer":
        externs.append(f"int {NULL_INPUT.format(decl.name)}(void);")
    if kind == "integer":
        externs.append(f"long {RESULT_INPUT.format(decl.name)}(void);")
    text = "\n".join(externs) + "\n" + header + " { " + " ".join(body) + " }\n"
    return ApiFunction(decl.name, tuple(params), kind), text


def instrument(
    program: Program, names: tuple[str, ...] | None = None, *, witness: int | None = None
) -> tuple[str, tuple[ApiFunction, ...]]:
    """The program's text with a recording definition for each API function appended.

    ``witness``: the stubs count the API calls and the ``witness``-th one calls ``reach_error``
    (an assertion that fails there), so that a replay shows a run reaching that call."""
    chosen = api_functions(program, names)
    if not chosen:
        raise InstrumentError(
            "no API functions: the file declares no function it does not define (use --api)"
        )
    stubs = [_stub(program.declarations[name], witness) for name in chosen]
    prelude = (
        "\n/* errlang mine: recording definitions of the API functions */\n"
        "void *malloc(unsigned long);\nvoid __errlang_event(const char *name);\n"
    )
    if witness is not None:
        prelude += f"void {WITNESS}(void);\nstatic int {COUNTER};\n"
    text = program.source.rstrip("\n") + "\n" + prelude + "".join(t for _, t in stubs)
    return text, tuple(f for f, _ in stubs)
