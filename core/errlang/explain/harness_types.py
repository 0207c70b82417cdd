"""The types of a replay harness's input functions (explain/harness_source.py): the C type an
input function returns, resolved through typedefs to basic type words (the harness's wrapper
``__errlang_in_f`` returns the next input as that type and checks it fits), and the library
typedefs spelt out when no header may be included. Declarations from errlang's own headers are
known by their file."""

from __future__ import annotations

from pycparser import c_ast

from errlang.explain.harness_runtime import FLOAT_MARK
from errlang.frontend import Program
from errlang.frontend.preprocess import HEADER_DIRS

BASIC_WORDS = frozenset({"char", "short", "int", "long", "signed", "unsigned", "_Bool"})
FLOAT_WORDS = frozenset({"float", "double"})
# LP64 meaning of the library's integer typedefs, for when no header may be included.
LIBRARY_TYPEDEFS = {
    "size_t": "unsigned long",
    "ssize_t": "long",
    "ptrdiff_t": "long",
    "intptr_t": "long",
    "uintptr_t": "unsigned long",
    "intmax_t": "long",
    "uintmax_t": "unsigned long",
    "wchar_t": "int",
    "bool": "_Bool",
    **{f"int{n}_t": t for n, t in (("8", "signed char"), ("16", "short"), ("32", "int"))},
    **{f"uint{n}_t": f"unsigned {t}" for n, t in (("8", "char"), ("16", "short"), ("32", "int"))},
    "int64_t": "long",
    "uint64_t": "unsigned long",
}
# Return types of nondet functions used without a declaration, by the suffix of their name.
SUFFIX_TYPES = {
    "int": "int",
    "uint": "unsigned int",
    "unsigned": "unsigned int",
    "unsigned_int": "unsigned int",
    "char": "char",
    "schar": "signed char",
    "uchar": "unsigned char",
    "unsigned_char": "unsigned char",
    "short": "short",
    "ushort": "unsigned short",
    "unsigned_short": "unsigned short",
    "long": "long",
    "ulong": "unsigned long",
    "unsigned_long": "unsigned long",
    "longlong": "long long",
    "long_long": "long long",
    "ulonglong": "unsigned long long",
    "bool": "_Bool",
    "_Bool": "_Bool",
    "float": "float",
    "double": "double",
    "size_t": "unsigned long",
    "sizet": "unsigned long",
    "u8": "unsigned char",
    "u16": "unsigned short",
    "u32": "unsigned int",
    "u64": "unsigned long",
    "s8": "signed char",
    "s16": "short",
    "s32": "int",
    "s64": "long",
    **LIBRARY_TYPEDEFS,
}


def from_errlang_header(node: c_ast.Node) -> bool:
    coord = node.coord
    if coord is None or coord.file is None:
        return False
    return any(str(coord.file).startswith(str(directory)) for directory in HEADER_DIRS)


def input_wrapper(name: str, result: str) -> str:
    """A definition returning the next input as ``result``, failing when it does not fit."""
    if result in FLOAT_WORDS:
        return _float_wrapper(name, result)
    return f"""
static {result} __errlang_in_{name}(int line, ...) {{
  int negative;
  unsigned long long bits = __errlang_next("{name}", line, &negative);
  {result} value = ({result})bits;
  if (negative == {FLOAT_MARK} ||
      (negative ? !(value < 0 && (long long)value == (long long)bits)
                : !(!(value < 0) && (unsigned long long)value == bits)))
    __errlang_bad_value("{name}", line);
  return value;
}}
"""


def _float_wrapper(name: str, result: str) -> str:
    """The next input as a ``float``/``double``: a floating value arrives as the bits of a
    binary64 and is converted exactly (every binary32 value is a binary64 value; a ``float``
    that does not survive the round trip did not fit); an integer is converted as C does."""
    return f"""
static {result} __errlang_in_{name}(int line, ...) {{
  int negative;
  union {{ unsigned long long bits; double value; }} given;
  {result} value;
  given.bits = __errlang_next("{name}", line, &negative);
  if (negative != {FLOAT_MARK})
    return negative ? ({result})(long long)given.bits : ({result})given.bits;
  value = ({result})given.value;
  if ((double)value != given.value && given.value == given.value)
    __errlang_bad_value("{name}", line);
  return value;
}}
"""


def floating_inputs(program: Program) -> dict[str, str]:
    """The input functions of ``program`` returning ``float`` or ``double``, with that type."""
    typedefs = typedefs_of(program.ast)
    types = {name: return_type(program, name, typedefs) for name in program.nondet_functions}
    return {name: result for name, result in types.items() if result in FLOAT_WORDS}


def typedefs_of(ast: c_ast.FileAST) -> dict[str, c_ast.Typedef]:
    return {ext.name: ext for ext in ast.ext if isinstance(ext, c_ast.Typedef)}


def return_type(program: Program, name: str, typedefs: dict[str, c_ast.Typedef]) -> str:
    decl = program.declarations.get(name)
    if decl is not None and isinstance(decl.type, c_ast.FuncDecl):
        resolved = _basic_type(decl.type.type, typedefs, 0)
        if resolved is not None:
            return resolved
    for prefix in ("__VERIFIER_nondet_", "nondet_"):
        if name.startswith(prefix):
            return SUFFIX_TYPES.get(name[len(prefix) :], "int")
    return "int"


def _basic_type(node: c_ast.Node, typedefs: dict[str, c_ast.Typedef], depth: int) -> str | None:
    """The integer type (or ``float``/``double``) ``node`` denotes, spelt with basic type words
    only, or None."""
    if depth > 20 or not isinstance(node, c_ast.TypeDecl):
        return None
    kind = node.type
    if isinstance(kind, c_ast.Enum):
        return "int"
    if not isinstance(kind, c_ast.IdentifierType):
        return None
    if all(word in BASIC_WORDS for word in kind.names) or kind.names in (["float"], ["double"]):
        return " ".join(kind.names)
    if len(kind.names) == 1:
        (word,) = kind.names
        if word in typedefs and not from_errlang_header(typedefs[word]):
            return _basic_type(typedefs[word].type, typedefs, depth + 1)
        if word in LIBRARY_TYPEDEFS:
            return LIBRARY_TYPEDEFS[word]
        if word in typedefs:
            return _basic_type(typedefs[word].type, typedefs, depth + 1)
    return None


class _TypeNames(c_ast.NodeVisitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_IdentifierType(self, node: c_ast.IdentifierType) -> None:
        self.names.update(node.names)


def library_typedefs(kept: list[c_ast.Node], typedefs: dict[str, c_ast.Typedef]) -> str:
    """For the header-less mode: the library typedef names the kept code uses, spelt out."""
    used = _TypeNames()
    for ext in kept:
        used.visit(ext)
    defined = {ext.name for ext in kept if isinstance(ext, c_ast.Typedef)}
    lines = []
    for name in sorted(used.names - defined - BASIC_WORDS):
        if name in LIBRARY_TYPEDEFS:
            lines.append(f"typedef {LIBRARY_TYPEDEFS[name]} {name};\n")
        elif name in typedefs:
            resolved = _basic_type(typedefs[name].type, typedefs, 0)
            if resolved is not None:
                lines.append(f"typedef {resolved} {name};\n")
    return "".join(lines)
