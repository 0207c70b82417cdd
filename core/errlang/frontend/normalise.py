"""Rewrites of the parsed AST into the C that the IR lowers (DESIGN §2 conventions).

Each pass works on plain pycparser data and keeps every source position:

* :func:`kr_definitions` turns K&R definitions (``int f(a, b) int a; char *b; {…}``) into
  prototype definitions (an undeclared K&R parameter is an ``int``, C89 3.7.1);
* :func:`main_arguments` gives ``main(int argc, char **argv)`` CBMC's model of its arguments:
  ``1 ≤ argc ≤ MAX_ARGC``, ``argv[i]`` a zero-terminated string of at most ``MAX_ARG_LENGTH``
  input characters, ``argv[argc] = 0``. The arguments become locals of ``main`` initialised from
  the nondet functions :data:`ARGC_INPUT` and :data:`ARGV_INPUT` (declared in the AST), so the
  replay harness, which regenerates the program from this AST, feeds them like any other input;
* :func:`va_arg_types` turns the parseable ``__va_arg(ap, sizeof(T))`` of
  :mod:`errlang.frontend.gnu` back into gcc's ``__builtin_va_arg(ap, T)``, the type name as
  the second argument: the IR lowers it, and the replay's C generator prints gcc's builtin;
  :func:`one_va_list_typedef` keeps only the front end's typedef of ``__builtin_va_list``;
* :func:`library_builtins` calls gcc's ``__builtin_memcpy``, ``__builtin_strlen``, … by their
  library names (gcc treats them as the library functions; glibc's inline wrappers and
  generated code call them so), so they get the library's models.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from pycparser import c_ast, c_parser

from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.gnu import VA_ARG_BUILTIN, VA_ARG_PARSED
from errlang.frontend.gnu_parser import AUTO_TYPE, declaration

MAX_ARGC = 4
MAX_ARG_LENGTH = 6
ARGC_INPUT = "__errlang_argc"
ARGV_INPUT = "__errlang_argv_char"
ARGV_TEXT = "__errlang_argv_text"
ARGV_ARRAY = "__errlang_argv"


def kr_definitions(ast: c_ast.FileAST) -> None:
    """Replace K&R parameter lists of definitions by the declarations that follow them."""
    for ext in ast.ext:
        if not isinstance(ext, c_ast.FuncDef):
            continue
        ftype = ext.decl.type
        if not isinstance(ftype, c_ast.FuncDecl) or ftype.args is None:
            continue
        params = ftype.args.params
        if not any(isinstance(p, c_ast.ID) for p in params):
            continue
        declared = {d.name: d for d in ext.param_decls or [] if isinstance(d, c_ast.Decl)}
        ftype.args.params = [
            declared.get(p.name) or _int_parameter(p) if isinstance(p, c_ast.ID) else p
            for p in params
        ]
        ext.param_decls = None


class _VaArgCalls(c_ast.NodeVisitor):
    def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
        self.generic_visit(node)
        if not (isinstance(node.name, c_ast.ID) and node.name.name == VA_ARG_PARSED):
            return
        args = node.args.exprs if node.args else []
        size = args[1] if len(args) == 2 else None
        kind = size.expr if isinstance(size, c_ast.UnaryOp) and size.op == "sizeof" else None
        if isinstance(kind, c_ast.Typename):  # the type of gcc's __builtin_va_arg(ap, T)
            node.name.name = VA_ARG_BUILTIN
            args[1] = kind


def va_arg_types(ast: c_ast.FileAST) -> None:
    """Every ``__va_arg(ap, sizeof(T))`` becomes ``__builtin_va_arg(ap, T)`` (C11 7.16.1.1's
    ``va_arg``, whose second argument is a type name), positions kept."""
    _VaArgCalls().visit(ast)


def one_va_list_typedef(ast: c_ast.FileAST) -> None:
    """Keep only the first typedef of gcc's ``__builtin_va_list`` (the front end's, from
    errlang's <stdarg.h>): pycparser's fake libc declares it as ``int``, which a replay without
    headers would spell out, hiding gcc's builtin type (the IR gives it its LP64 meaning)."""
    seen = False
    kept: list[c_ast.Node] = []
    for ext in ast.ext:
        if isinstance(ext, c_ast.Typedef) and ext.name == "__builtin_va_list":
            if seen:
                continue
            seen = True
        kept.append(ext)
    ast.ext = kept


# gcc's builtins that are the C library function of the same name without the prefix
LIBRARY_BUILTINS = frozenset(
    {
        "memcpy", "memset", "memmove", "memcmp", "memchr", "strlen", "strcmp", "strncmp",
        "strcpy", "strncpy", "strcat", "strncat", "strchr", "strrchr", "abs", "labs", "llabs",
        "fabs", "fabsf", "malloc", "calloc", "realloc", "free", "abort", "exit", "printf",
        "puts", "putchar",
    }
)  # fmt: skip


def library_builtins(ast: c_ast.FileAST) -> None:
    """``__builtin_memcpy(…)`` → ``memcpy(…)`` (and the others of :data:`LIBRARY_BUILTINS`);
    gcc's floating constants (:data:`FLOATING_BUILTINS`) as errlang's ``<math.h>`` spells
    them; its classification builtins as exact C. One walk of the tree (sqlite3.c: three
    walks were 11% of its parse)."""
    replace_children(ast, _library_builtin)


def _library_builtin(node: c_ast.Node) -> c_ast.Node | None:
    if not isinstance(node, c_ast.FuncCall) or not isinstance(node.name, c_ast.ID):
        return None
    name = node.name
    if name.name.startswith("__builtin_"):
        plain = name.name.removeprefix("__builtin_")
        if plain in LIBRARY_BUILTINS:
            name.name = plain
    return _floating_constant(node) or _classification(node)


# gcc's constant builtins (glibc's and ujson's NAN, INFINITY, HUGE_VAL) as errlang's <math.h>
# writes them: a quotient of constants (a NaN's sign and payload are the solver's, as for
# every NaN errlang computes, docs/semantics.md); ``__builtin_nan`` only with an empty payload
FLOATING_BUILTINS = {
    "__builtin_nan": ("0.0", "double"),
    "__builtin_nanf": ("0.0f", "float"),
    "__builtin_inf": ("1.0", "double"),
    "__builtin_inff": ("1.0f", "float"),
    "__builtin_huge_val": ("1.0", "double"),
    "__builtin_huge_valf": ("1.0f", "float"),
}


def _floating_constant(node: c_ast.Node) -> c_ast.Node | None:
    if not (isinstance(node, c_ast.FuncCall) and isinstance(node.name, c_ast.ID)):
        return None
    found = FLOATING_BUILTINS.get(node.name.name)
    if found is None:
        return None
    args = node.args.exprs if node.args else []
    nan = node.name.name.startswith("__builtin_nan")
    if nan != bool(args) or (args and not _empty_string(args[0])):
        return None  # another payload, or arguments where none are taken: refused as before
    numerator, kind = found
    zero = "0.0f" if kind == "float" else "0.0"
    coord = node.coord
    top = c_ast.Constant(kind, numerator, coord)
    return c_ast.BinaryOp("/", top, c_ast.Constant(kind, zero, coord), coord)


_classified = itertools.count(1)
CLASSIFICATION_BUILTINS = frozenset(
    {"isnan", "isinf", "isfinite", "isinf_sign", "signbit", "signbitf"}
)


def _classification(node: c_ast.Node) -> c_ast.Node | None:
    """gcc's ``__builtin_isnan/isinf/isfinite/isinf_sign/signbit(x)`` (glibc's ``isnan`` & co.
    in a ``gcc -E`` file) as the exact C of errlang's ``<math.h>``, ``x`` evaluated once: ``x !=
    x`` is a NaN, ``x - x`` is a NaN for an infinity too; the sign is the top bit of the last
    byte (a NaN's sign is the solver's, docs/semantics.md)."""
    if not (isinstance(node, c_ast.FuncCall) and isinstance(node.name, c_ast.ID)):
        return None
    kind = node.name.name.removeprefix("__builtin_")
    args = node.args.exprs if node.args else []
    if kind not in CLASSIFICATION_BUILTINS:
        return None
    if len(args) != 1:
        return None
    coord = node.coord
    name = f"__errlang_fp{next(_classified)}"

    def value() -> c_ast.ID:
        return c_ast.ID(name, coord=coord)

    def compare(op: str, left: c_ast.Node, right: c_ast.Node) -> c_ast.BinaryOp:
        return c_ast.BinaryOp(op, left, right, coord)

    nan = compare("!=", value(), value())
    difference = compare("!=", compare("-", value(), value()), compare("-", value(), value()))
    infinite = compare("&&", compare("==", value(), value()), difference)
    if kind.startswith("signbit"):  # the top bit of its last byte (x86-64: little-endian)
        test: c_ast.Node = compare(">>", _last_byte(value(), coord), c_ast.Constant("int", "7"))
    elif kind == "isnan":
        test = nan
    elif kind == "isfinite":
        test = c_ast.UnaryOp("!", difference, coord)
    elif kind == "isinf":
        test = infinite
    else:
        one = c_ast.Constant("int", "1", coord)
        sign = c_ast.TernaryOp(compare(">", value(), c_ast.Constant("int", "0", coord)), one,
                               c_ast.UnaryOp("-", one, coord), coord)  # fmt: skip
        test = c_ast.TernaryOp(infinite, sign, c_ast.Constant("int", "0", coord), coord)
    return c_ast.Compound([declaration(name, args[0], coord, AUTO_TYPE), test], coord=coord)


def _last_byte(value: c_ast.ID, coord: c_ast.Coord | None) -> c_ast.Node:
    """``((unsigned char *)&value)[sizeof value - 1]``."""
    byte = c_ast.TypeDecl(None, [], None, c_ast.IdentifierType(["unsigned", "char"]))
    pointer = c_ast.Typename(None, [], None, c_ast.PtrDecl([], byte))
    address = c_ast.Cast(pointer, c_ast.UnaryOp("&", value, coord), coord)
    size = c_ast.UnaryOp("sizeof", c_ast.ID(value.name, coord=coord), coord)
    last = c_ast.BinaryOp("-", size, c_ast.Constant("int", "1", coord), coord)
    return c_ast.ArrayRef(address, last, coord)


def _empty_string(node: c_ast.Node) -> bool:
    return isinstance(node, c_ast.Constant) and node.type == "string" and node.value == '""'


def replace_children(node: c_ast.Node, replace: Callable[[c_ast.Node], c_ast.Node | None]) -> None:
    """Each node below ``node`` for which ``replace`` gives a node, replaced by it."""
    for name, child in node.children():
        replace_children(child, replace)
        new = replace(child)
        if new is None:
            continue
        attribute, _, index = name.partition("[")
        if index:
            getattr(node, attribute)[int(index.rstrip("]"))] = new
        else:
            setattr(node, attribute, new)


def _int_parameter(param: c_ast.ID) -> c_ast.Decl:
    kind = c_ast.TypeDecl(param.name, [], None, c_ast.IdentifierType(["int"]), coord=param.coord)
    return c_ast.Decl(param.name, [], [], [], [], kind, None, None, coord=param.coord)


def main_arguments(ast: c_ast.FileAST, file: str) -> bool:
    """Give ``main``'s parameters (if any) CBMC's model; True when ``main`` had parameters."""
    main = next(
        (e for e in ast.ext if isinstance(e, c_ast.FuncDef) and e.decl.name == "main"), None
    )
    if main is None or not isinstance(main.decl.type, c_ast.FuncDecl):
        return False
    args = main.decl.type.args
    params = [p for p in args.params if isinstance(p, c_ast.Decl)] if args else []
    if not params:
        return False
    if len(params) == 1 or len(params) > 3 or params[0].name is None:
        coord = main.coord
        line, column = (coord.line, coord.column) if coord else (1, 1)
        raise FrontendError(
            [Diagnostic(file, line, column, "main must take no parameters or (argc, argv)")]
        )
    argc, argv = params[0].name, params[1].name or "argv"
    prelude = _prelude(argc, argv)
    coord = main.decl.coord
    for node in prelude:
        _relocate(node, coord)
    args.params = [_void_parameter(coord)]
    body = main.body
    body.block_items = [*prelude, *(body.block_items or [])]
    declarations = _input_declarations()
    for node in declarations:
        _relocate(node, coord)
    index = ast.ext.index(main)
    ast.ext[index:index] = declarations
    return True


def _prelude(argc: str, argv: str) -> list[c_ast.Node]:
    lines = [
        f"int {argc} = {ARGC_INPUT}();",
        f"__CPROVER_assume({argc} >= 1 && {argc} <= {MAX_ARGC});",
        f"char {ARGV_TEXT}[{MAX_ARGC}][{MAX_ARG_LENGTH + 1}];",
        f"char *{ARGV_ARRAY}[{MAX_ARGC + 1}];",
    ]
    for i in range(MAX_ARGC):
        lines += [f"{ARGV_TEXT}[{i}][{j}] = {ARGV_INPUT}();" for j in range(MAX_ARG_LENGTH)]
        lines.append(f"{ARGV_TEXT}[{i}][{MAX_ARG_LENGTH}] = 0;")
        lines.append(f"{ARGV_ARRAY}[{i}] = {argc} > {i} ? {ARGV_TEXT}[{i}] : 0;")
    lines.append(f"{ARGV_ARRAY}[{MAX_ARGC}] = 0;")
    lines.append(f"char **{argv} = {ARGV_ARRAY};")
    text = "void __errlang_main_prelude(void) {\n" + "\n".join(lines) + "\n}\n"
    parsed = c_parser.CParser().parse(f"{_DECLARATIONS}\n{text}", "<main arguments>")
    function = parsed.ext[-1]
    assert isinstance(function, c_ast.FuncDef)
    return list(function.body.block_items or [])


_DECLARATIONS = f"int {ARGC_INPUT}(void); char {ARGV_INPUT}(void); void __CPROVER_assume(_Bool c);"


def _input_declarations() -> list[c_ast.Node]:
    parsed = c_parser.CParser().parse(
        f"int {ARGC_INPUT}(void); char {ARGV_INPUT}(void);", "<main arguments>"
    )
    return list(parsed.ext)


def _void_parameter(coord: object) -> c_ast.Typename:
    kind = c_ast.TypeDecl(None, [], None, c_ast.IdentifierType(["void"]))
    return c_ast.Typename(None, [], None, kind, coord=coord)


class _Relocate(c_ast.NodeVisitor):
    def __init__(self, coord: object) -> None:
        self.coord = coord

    def generic_visit(self, node: c_ast.Node) -> None:
        node.coord = self.coord
        super().generic_visit(node)


def _relocate(node: c_ast.Node, coord: object) -> None:
    """Put ``node`` and its children at ``coord`` (the line of ``main``'s signature)."""
    _Relocate(coord).visit(node)
