"""Lowering of a parsed program to IR functions: the translation unit's passes.

1. external declarations in order (typedefs, globals with their initialisation in the one init
   function, function signatures), 2. every function body (the program's, then the bundled C
   models it calls), each alone: a function with a construct outside the subset is refused by
   itself, 3. the init function finished once.
"""

from __future__ import annotations

from pycparser import c_ast

from errlang.frontend.conventions import ASSUME_FUNCTIONS, is_builtin
from errlang.frontend.entry import LEARN_PREFIX
from errlang.frontend.errors import UnsupportedError
from errlang.frontend.nonnull import parse_pragma
from errlang.frontend.program import Program
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.builder import BodyBuilder
from errlang.ir.choose_expr import sizes_folded
from errlang.ir.declarations import incomplete_struct, refuse_incomplete, static_assertion
from errlang.ir.initializers import complete_array, initialize
from errlang.ir.lifetimes import label_blocks, narrow_lifetimes
from errlang.ir.lower_expr import ExprLowering
from errlang.ir.lower_objects import address_of
from errlang.ir.lower_stmt import StatementLowering
from errlang.ir.lowering_api import BuiltinTable
from errlang.ir.typeenv import located
from errlang.ir.types import CType
from errlang.ir.unit import INIT_FUNCTION, TranslationUnit
from errlang.ir.variadic import CURSOR, HIDDEN_DISPLAY, VA_AREA, hidden_parameter

__all__ = ["INIT_FUNCTION", "declare_global", "lower_program"]


def declare_global(
    init: ExprLowering,
    node: c_ast.Decl,
    name: str,
    ctype: CType,
    visible: dict[str, n.Variable] | None = None,
) -> n.Variable:
    """A variable of static storage: zero-initialised, then ``node``'s initializer, in the
    init function (C11 6.7.9p10). ``visible``: for a static local, the static locals of its
    function in scope (its initializer may name them, and itself: ``.cols = rt_Widths``)."""
    unit = init.unit
    ctype = complete_array(ctype, node.init, node)
    existing = unit.globals.get(name)
    if existing is not None and existing.type == ctype:
        var = existing
    else:
        in_memory = not t.is_scalar(ctype) or unit.address_taken(node)
        var = n.Variable(unit.unique_global(name), node.name, ctype, in_memory, True)
        unit.globals[name] = var
        loc = init.loc(node)
        if var.in_memory:
            init.emit(n.Declare(loc, var.name, ctype, True))
            size = n.Const(t.SIZE_T, ctype.size)
            init.emit(n.MemSet(loc, address_of(var), n.Const(t.UCHAR, 0), size))
        else:
            init.emit(n.Assign(loc, n.RegLV(var.name, ctype, True), n.Const(ctype, 0)))
    if node.init is not None:
        if visible is None:
            initialize(init, var, node.init, node, zero_first=False)
        else:
            init.scopes.append({**visible, node.name: var})
            try:
                initialize(init, var, node.init, node, zero_first=False)
            finally:
                init.scopes.pop()
    return var


def _external_declaration(init: ExprLowering, ext: c_ast.Decl, tentative: list[c_ast.Decl]) -> None:
    unit = init.unit
    ctype = unit.env.resolve(ext.type)
    if isinstance(ctype, t.FunctionType):
        if ext.name:
            unit.function_types.setdefault(ext.name, ctype)
    elif ext.name is not None and not (
        "extern" in ext.storage and ext.init is None and ext.name in unit.globals
    ):
        if "extern" in ext.storage and isinstance(ctype, t.ArrayType) and ctype.length == 0:
            # `extern const unsigned char _Py_ascii_whitespace[];` (Python.h): defined in a
            # library the program does not include, neither its length nor its bytes known
            message = "an extern array of unknown size defined in no unit of the program"
            raise located(ext, message)
        if "extern" not in ext.storage and incomplete_struct(ctype) is not None:
            tentative.append(ext)  # `struct S s; struct S {...};`: complete by the unit's end
        declare_global(init, ext, ext.name, ctype)


def _complete_tentative(init: ExprLowering, tentative: list[c_ast.Decl]) -> None:
    """The globals declared with a struct type not yet defined: refused (their uses) when the
    unit never defines it, as gcc ("storage size of 'x' isn't known"); zeroed now when it
    does (their zero fill, lowered at the declaration, had no size yet)."""
    unit = init.unit
    for ext in tentative:
        assert ext.name is not None
        var = unit.globals.get(ext.name)
        if var is None:
            continue
        try:
            refuse_incomplete(ext, var.type)
        except UnsupportedError as error:
            unit.refused_names[ext.name] = error.diagnostics[0].message
            _hide_refused_global(unit, ext.name)
            continue
        size = n.Const(t.SIZE_T, var.type.size)
        init.emit(n.MemSet(init.loc(ext), address_of(var), n.Const(t.UCHAR, 0), size))


def _hide_refused_global(unit: TranslationUnit, name: str) -> None:
    """A global whose initializer was refused after it was declared: its name no longer finds
    it, so that every use is refused with the reason (before issue 28 it stayed
    zero-initialised and its uses read 0: a wrong ``holds``). The object stays, under a name
    no C identifier has, for the initialisation already lowered."""
    var = unit.globals.pop(name, None)
    if var is not None:
        unit.globals[f"{name} (refused)"] = var


def _lowered_definition(name: str) -> bool:
    """Definitions of convention functions are not used (their calls have fixed meaning),
    except for assumptions, which are ordinary functions when the program defines them."""
    return not is_builtin(name) or name in ASSUME_FUNCTIONS


def lower_function(
    unit: TranslationUnit, init: ExprLowering, definition: c_ast.FuncDef, library: bool
) -> n.Function:
    """The goto-program of one function definition."""
    name = definition.decl.name
    ftype = unit.function_types[name]
    builder = BodyBuilder(n.Function(name, [], ftype.result), library)
    builder.function.loc = builder.loc(definition)
    lowering = StatementLowering(unit, builder, init, events=not library)
    args = definition.decl.type.args
    unit.env.vla_hook = lowering.variable_array_type
    unit.env.typeof_hook = lowering.expression_type
    try:
        for param in args.params if args else []:
            if isinstance(param, c_ast.Decl) and param.name:
                unit.env.evaluate_parameter_lengths = True
                try:
                    ptype = unit.env.resolve_parameter(param)
                finally:
                    unit.env.evaluate_parameter_lengths = False
                builder.function.params.append(
                    lowering.declare_local(param.name, ptype, unit.address_taken(param))
                )
        _lower_body(lowering, builder, definition, ftype, library)
    finally:
        unit.env.vla_hook = None
        unit.env.typeof_hook = None
    return builder.function


def _lower_body(
    lowering: StatementLowering,
    builder: BodyBuilder,
    definition: c_ast.FuncDef,
    ftype: t.FunctionType,
    library: bool,
) -> None:
    name = definition.decl.name
    if ftype.variadic:  # the argument area of the extra arguments (errlang.ir.variadic)
        area = lowering.declare_local(VA_AREA, CURSOR)
        area.display = HIDDEN_DISPLAY
        builder.function.params.append(area)
    if name != "main" and not library:
        builder.emit(n.Event(builder.loc(definition), "functions", name))
    lowering.lives.labels, lowering.lives.targets = label_blocks(definition.body)
    lowering.statement(definition.body)
    lowering.lives.finish()  # block ends kept for escaping objects only (ir/lifetimes.py)
    builder.finish(main=name == "main")


def _refused_function(name: str, ftype: t.FunctionType, error: UnsupportedError) -> n.Function:
    """A function errlang refused: runs reaching it are reported as not analysable."""
    _file, line, column = error.location
    params = [n.Variable(f"p{i}", f"p{i}", p, False, False) for i, p in enumerate(ftype.params)]
    if ftype.variadic:
        params.append(hidden_parameter())
    body: list[n.Instr] = [n.Unsupported(n.Loc(line, column, name), str(error.diagnostics[0]))]
    result = ftype.result
    return n.Function(name, params, result, body, loc=n.Loc(line, column, name))


def lower_program(
    program: Program, builtins: BuiltinTable
) -> tuple[
    dict[str, n.Function], dict[str, n.Variable], n.Function, list[UnsupportedError], dict[int, str]
]:
    """Lower every function defined in the program and the C models it calls; global
    initialisation is its own function. Last: the functions used as values, by the memory
    object their pointer value designates (:meth:`TranslationUnit.function_address`), so that
    an explanation shows a function pointer as the function (``alloc = malloc``).

    A declaration or function with a construct outside the subset is refused alone: its error
    is returned, and only what uses it is refused in turn. A call of a name in ``builtins``
    is lowered by its handler (:mod:`errlang.ir.builtins`, the table handed in by
    :func:`errlang.ir.program.build_ir`)."""
    unit = TranslationUnit(program, builtins)
    init = ExprLowering(unit, unit.init)
    refused: list[UnsupportedError] = []
    definitions: list[tuple[c_ast.FuncDef, bool]] = []
    tentative: list[c_ast.Decl] = []
    for ext in program.ast.ext:
        try:
            if isinstance(ext, c_ast.Pragma):
                nonnull = parse_pragma(ext.string)
                if nonnull is not None:
                    unit.nonnull[nonnull[0]] = nonnull[1]
                unit.env.pragma(ext.string)
            elif isinstance(ext, c_ast.Typedef):
                unit.env.add_typedef(ext)
            elif isinstance(ext, c_ast.FuncDef):
                ftype = unit.env.resolve(ext.decl.type)
                assert isinstance(ftype, t.FunctionType)
                unit.function_types[ext.decl.name] = ftype
                if _lowered_definition(ext.decl.name):  # learn's harness: no letters, as a model
                    definitions.append((ext, ext.decl.name.startswith(LEARN_PREFIX)))
            elif isinstance(ext, c_ast.Decl):
                _external_declaration(init, ext, tentative)
            elif isinstance(ext, c_ast.StaticAssert):  # sizeof(a global): its type's size
                cond = sizes_folded(init, ext.cond)
                static_assertion(c_ast.StaticAssert(cond, ext.message, ext.coord), unit.env)
        except UnsupportedError as error:
            if isinstance(ext, c_ast.StaticAssert):
                refused.append(error)  # the program is not C (gcc stops): always an error
            decl = ext.decl if isinstance(ext, c_ast.FuncDef) else ext
            if isinstance(decl, c_ast.Decl) and decl.name:
                unit.refused_names[decl.name] = error.diagnostics[0].message
                _hide_refused_global(unit, decl.name)
            # a refused declaration (glibc's `long double strtold(…)` in a .i file, a global)
            # is refused where it is used; a definition is listed (header ones only if used)
            if isinstance(ext, c_ast.FuncDef) and program.from_user_file(ext):
                refused.append(error.refusing(ext.decl.name))
    _complete_tentative(init, tentative)
    for definition in program.library.values():
        try:
            ftype = unit.env.resolve(definition.decl.type)
        except UnsupportedError as error:
            # a model of a name the program uses for something else (lz4frame.c's local
            # variable crc32, without <zlib.h>): its header's types are not the program's;
            # a call of it (C89, undeclared) is refused at the call, with the reason
            name = definition.decl.name
            reason = (
                f"errlang's model needs its header's types: include it ({error.diagnostics[0]})"
            )
            unit.refused_names[name] = reason
            continue
        assert isinstance(ftype, t.FunctionType)
        unit.function_types[definition.decl.name] = ftype
        definitions.append((definition, True))
    functions: dict[str, n.Function] = {}
    for definition, library in definitions:
        name = definition.decl.name
        try:
            functions[name] = lower_function(unit, init, definition, library)
        except UnsupportedError as error:
            functions[name] = _refused_function(name, unit.function_types[name], error)
            if program.from_user_file(definition):
                refused.append(error.refusing(name))
    unit.init.finish()
    narrow_lifetimes(functions)  # objects whose address only goes to calls that keep nothing
    return functions, unit.globals, unit.init.function, refused, unit.function_objects()
