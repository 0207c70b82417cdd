"""The system S = (X, X', R, Init) of the paper's Section II-A, read from a C file: the step
function F (one call = one transition of R), its state (the file's modifiable globals), the
initialiser (static initialisation, then ``--init G``), the inputs (nondet calls, as in
``check``) and the observables X (C expressions over the globals)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from pycparser import c_ast, c_parser

from errlang.frontend.errors import FrontendError
from errlang.ir import types as t
from errlang.ir.nodes import Variable
from errlang.model.errors import ModelError
from errlang.model.while_body import infinite_loop, split_loop
from errlang.session.analysis import Analysis
from errlang.session.errors import AnalysisError

MAX_HIDDEN = 64  # unobserved integer variables and fields whose ranges become lemma candidates


@dataclass(frozen=True)
class ReactiveSystem:
    """One step function of one file version, with what the model observes.

    ``state``: the globals a 1-induction check starts from arbitrary values of (every
    non-const global of the file); ``hidden``: their integer variables and struct members
    (inputs excepted) that are not observed (their ranges become candidate lemmas);
    ``inputs``: the nondet functions the program calls; ``input_globals``: globals the
    environment writes before each step (Embedded Coder's root inports ``rtU``), arbitrary at
    every step."""

    path: str
    text: str
    step: str
    init: str | None
    observables: tuple[str, ...]
    state: tuple[str, ...]
    hidden: tuple[str, ...]
    inputs: tuple[str, ...]
    defined: frozenset[str]
    input_globals: tuple[str, ...] = ()


def _located(node: c_ast.Node | None, path: str) -> str:
    coord = getattr(node, "coord", None)
    if coord is None:
        return path
    return f"{coord.file or path}:{coord.line}:{coord.column or 1}"


def _identifiers(expr: c_ast.Node) -> set[str]:
    found: set[str] = set()

    class Visitor(c_ast.NodeVisitor):
        def visit_ID(self, node: c_ast.ID) -> None:
            found.add(node.name)

        def visit_StructRef(self, node: c_ast.StructRef) -> None:
            self.visit(node.name)  # the field name is not a variable

    Visitor().visit(expr)
    return found


def _parse_observable(text: str) -> c_ast.Node:
    try:
        ast = c_parser.CParser().parse(f"void __errlang_o(void) {{ (void)({text}); }}")
    except Exception as error:  # pycparser raises ParseError with a message
        raise ModelError("--observe", f"{text!r} is not a C expression ({error})") from None
    body = ast.ext[0].body.block_items
    return body[0].expr


def _user_globals(analysis: Analysis) -> dict[str, c_ast.Decl]:
    """Object definitions of the analysed file itself (not of headers), by name."""
    program = analysis.program
    found: dict[str, c_ast.Decl] = {}
    for decl in program.ast.ext:
        if not isinstance(decl, c_ast.Decl) or not program.from_user_file(decl):
            continue
        if isinstance(decl.type, c_ast.FuncDecl) or decl.name is None:
            continue
        if "extern" in decl.storage or "typedef" in decl.storage:
            continue
        found[decl.name] = decl
    return found


def _is_const(decl: c_ast.Decl) -> bool:
    node: c_ast.Node = decl.type
    while isinstance(node, c_ast.ArrayDecl):
        node = node.type
    return "const" in getattr(node, "quals", [])


def _check_procedure(analysis: Analysis, name: str, option: str) -> None:
    functions = analysis.program.functions
    if name not in functions:
        defined = ", ".join(sorted(f for f in functions if f != "main")) or "none"
        raise ModelError(
            option, f"{analysis.path} defines no function {name!r} (defined: {defined})"
        )
    definition = functions[name]
    params = definition.decl.type.args
    takes_none = params is None or (
        len(params.params) == 1
        and isinstance(params.params[0], c_ast.Typename)
        and getattr(params.params[0].type.type, "names", None) == ["void"]
    )
    if not takes_none:
        raise ModelError(
            _located(definition.decl, analysis.path),
            f"{option} {name}: a step or init function must take no parameters",
        )


def build_system(
    path: str,
    step: str,
    observables: list[str],
    init: str | None = None,
    text: str | None = None,
    input_globals: list[str] | None = None,
) -> ReactiveSystem:
    """Read the system of ``step`` in ``path`` (or ``text`` standing for it); raise
    :class:`ModelError` with a location on bad input."""
    if text is None:
        try:
            text = Path(path).read_text()
        except OSError as error:
            raise ModelError(path, f"cannot read the file ({error.strerror})") from None
    analysis = Analysis(path, text)
    try:
        ir = analysis.ir
    except AnalysisError as error:
        first = error.errors[0] if error.errors else {"line": 1, "column": 1, "message": ""}
        where = f"{path}:{first['line']}:{first['column']}"
        raise ModelError(where, "; ".join(str(e["message"]) for e in error.errors)) from None
    except FrontendError as error:
        raise ModelError(path, str(error)) from None
    _check_procedure(analysis, step, "--step")
    if init is not None:
        _check_procedure(analysis, init, "--init")
    definition = analysis.program.functions[step]
    loop = infinite_loop(definition)
    if loop is not None:
        where = _located(definition.decl, path)
        appended, step_body, before_loop = split_loop(definition, loop, where, init)
        return build_system(
            path, step_body, observables, before_loop, text + appended, input_globals
        )
    _refuse_static_locals(analysis, ir.reachable(step), path)
    if not observables:
        raise ModelError("--observe", "give at least one observable (a global or C expression)")
    user = _user_globals(analysis)
    state = tuple(name for name, decl in user.items() if not _is_const(decl))
    named: set[str] = set()
    for expr in observables:
        names = _identifiers(_parse_observable(expr))
        unknown = sorted(names - set(user) - _enumerators(analysis))
        if unknown:
            known = ", ".join(state) or "none"
            raise ModelError(
                "--observe",
                f"{expr!r} uses {', '.join(unknown)}, not a global of {path} (globals: {known})",
            )
        named |= names
    for name in input_globals or []:
        if name not in user:
            raise ModelError(
                "--input", f"{name!r} is not a global of {path} (globals: {', '.join(state)})"
            )
    observed = {expr.replace(" ", "") for expr in observables}
    inputs = set(input_globals or ())
    hidden = tuple(
        path
        for name in state
        if name not in inputs
        for path in _scalar_paths(name, _global_type(ir.globals, name))
        if path not in observed and (path != name or name not in named)
    )[:MAX_HIDDEN]
    return ReactiveSystem(
        path=path,
        text=text,
        step=step,
        init=init,
        observables=tuple(observables),
        state=state,
        hidden=hidden,
        inputs=tuple(sorted(ir.inputs)),
        defined=frozenset(analysis.program.functions),
        input_globals=tuple(input_globals or ()),
    )


def _refuse_static_locals(analysis: Analysis, functions: list[str], path: str) -> None:
    """A static local is state the harness cannot reach by name: a 1-induction check would
    start it from its initial value only, which is unsound, so it is refused."""
    definitions = analysis.program.functions
    for name in functions:
        definition = definitions.get(name)
        if definition is None or not analysis.program.from_user_file(definition):
            continue
        for node in _declarations(definition.body):
            if "static" in node.storage and not isinstance(node.type, c_ast.FuncDecl):
                raise ModelError(
                    _located(node, path),
                    f"static local {node.name!r} of {name} is state of the step: declare it at"
                    " file scope so that the checks can start from any value of it",
                )


def _declarations(node: c_ast.Node) -> list[c_ast.Decl]:
    found: list[c_ast.Decl] = []

    class Visitor(c_ast.NodeVisitor):
        def visit_Decl(self, decl: c_ast.Decl) -> None:
            found.append(decl)

    Visitor().visit(node)
    return found


def _enumerators(analysis: Analysis) -> set[str]:
    found: set[str] = set()

    class Visitor(c_ast.NodeVisitor):
        def visit_Enumerator(self, node: c_ast.Enumerator) -> None:
            found.add(node.name)

    Visitor().visit(analysis.program.ast)
    return found


def _global_type(globals_: Mapping[str, Variable], name: str) -> t.CType | None:
    for var in globals_.values():
        if var.display == name:
            return var.type
    return None


def _scalar_paths(path: str, ctype: t.CType | None, depth: int = 0) -> list[str]:
    """The integer members of a global as C lvalues (``rtDW.is_c1``), structs flattened."""
    if isinstance(ctype, t.IntType):
        return [path]
    if isinstance(ctype, t.StructType) and not ctype.is_union and depth < 3:
        return [
            sub
            for member in ctype.fields
            if not member.name.startswith("<")
            for sub in _scalar_paths(f"{path}.{member.name}", member.type, depth + 1)
        ]
    return []
