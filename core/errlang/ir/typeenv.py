"""Types of declarations in the pycparser AST: typedefs, struct/union tags, enums, declarators."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from pycparser import c_ast

from errlang.frontend.errors import UnsupportedError
from errlang.frontend.packed import is_packed, least_alignment
from errlang.frontend.typeof import TypeofName
from errlang.ir import types as t
from errlang.ir.consteval import const_eval
from errlang.ir.types import CType

# <stdarg.h>'s va_list: as on x86-64 an array of one element, here a cursor into a variadic
# call's argument area (errlang.ir.variadic)
VA_LIST = t.ArrayType(t.PointerType(t.CHAR), 1)

# Standard typedef names, whatever a header says: pycparser's fake libc declares some of them
# with wrong (ILP32) types, and errlang fixes the LP64 ABI.
LP64_TYPEDEFS: dict[str, CType] = {
    "size_t": t.ULONG,
    "ssize_t": t.LONG,
    "ptrdiff_t": t.LONG,
    "intptr_t": t.LONG,
    "uintptr_t": t.ULONG,
    "intmax_t": t.LONG,
    "uintmax_t": t.ULONG,
    "int8_t": t.SCHAR,
    "int16_t": t.SHORT,
    "int32_t": t.INT,
    "int64_t": t.LONG,
    "uint8_t": t.UCHAR,
    "uint16_t": t.USHORT,
    "uint32_t": t.UINT,
    "uint64_t": t.ULONG,
    "wchar_t": t.INT,
    "off_t": t.LONG,
    "bool": t.BOOL,
    "u_int8_t": t.UCHAR,
    "u_int16_t": t.USHORT,
    "u_int32_t": t.UINT,
    "u_int64_t": t.ULONG,
    # the fake libc declares them as int
    "__builtin_va_list": VA_LIST,
    "__gnuc_va_list": VA_LIST,
    "va_list": VA_LIST,
}


def located(node: c_ast.Node | None, message: str) -> UnsupportedError:
    coord = getattr(node, "coord", None)
    if coord is None:
        return UnsupportedError("<input>", 1, 1, message)
    return UnsupportedError(str(coord.file), coord.line, coord.column or 1, message)


class TypeEnv:
    """Resolves AST type nodes to :mod:`errlang.ir.types`; knows typedefs, tags and enums."""

    def __init__(self) -> None:
        self.typedefs: list[dict[str, CType]] = [dict(LP64_TYPEDEFS)]
        self.tags: list[dict[str, CType]] = [{}]
        self.enum_constants: list[dict[str, int]] = [{}]
        # each constant's type as gcc gives it once its enum is defined (:func:`enum_type`)
        self.enum_types: list[dict[str, t.IntType]] = [{}]
        self.enum_bases: dict[str, t.IntType] = {}
        # each enum's constants (by tag, and by definition node): IntType.enumerators
        self.enum_members: dict[str | int, tuple[tuple[str, int], ...]] = {}
        # typedef names whose definition errlang refused, with the reason: refused where used
        self.refused: dict[str, str] = {}
        # struct and union tags whose definition errlang refused (a member of a refused type:
        # long double, a gcc vector), with the reason: refused where named, never taken for
        # an incomplete struct (sizeof 0: `sizeof(struct { long double d; })` was a wrong fails)
        self.refused_tags: dict[str, str] = {}
        # each struct or union definition's type, by its AST node: the declarators of
        # ``struct T { ... } x, y;`` share the node and must share the type
        self.defined: dict[c_ast.Node, t.StructType] = {}
        # ``#pragma pack`` state: the current maximum alignment (None: natural) and the stack
        self.pack: int | None = None
        self.pack_stack: list[int | None] = []
        # inside a function body: evaluates a variable-length array declarator (its length
        # expression, in the function) and returns its type; None at file scope
        self.vla_hook: Callable[[c_ast.ArrayDecl, CType], CType] | None = None
        # inside a function body: the type of an expression, unevaluated (``typeof``)
        self.typeof_hook: Callable[[c_ast.Node], CType] | None = None
        self._parameter_depth = 0
        # True while a definition's own parameters are declared (their lengths are evaluated)
        self.evaluate_parameter_lengths = False

    def push(self) -> None:
        self.typedefs.append({})
        self.tags.append({})
        self.enum_constants.append({})
        self.enum_types.append({})

    def pop(self) -> None:
        self.typedefs.pop()
        self.tags.pop()
        self.enum_constants.pop()
        self.enum_types.pop()

    def lookup_typedef(self, name: str) -> CType | None:
        for scope in reversed(self.typedefs):
            if name in scope:
                return scope[name]
        return None

    def lookup_enum(self, name: str) -> int | None:
        for scope in reversed(self.enum_constants):
            if name in scope:
                return scope[name]
        return None

    def enum_type(self, name: str) -> t.IntType | None:
        """The type of the enumeration constant ``name`` (:func:`enum_constant_type`)."""
        for scope in reversed(self.enum_types):
            if name in scope:
                return scope[name]
        return None

    def add_typedef(self, decl: c_ast.Typedef) -> None:
        """Define ``decl``; a type outside the subset is refused where the name is used."""
        if decl.name in LP64_TYPEDEFS:
            return
        try:
            self.typedefs[-1][decl.name] = self.resolve(decl.type)
        except UnsupportedError as error:
            self.refused[decl.name] = error.diagnostics[0].message

    def resolve_parameter(self, node: c_ast.Node) -> CType:
        """The type of a parameter: arrays (also of variable length) and functions adjusted to
        pointers (C11 6.7.6.3p7-8)."""
        if isinstance(node, c_ast.Decl | c_ast.Typename):
            node = node.type
        self._parameter_depth += 1
        try:
            if isinstance(node, c_ast.ArrayDecl):
                return t.PointerType(self.resolve(node.type))
            return adjust_parameter(self.resolve(node))
        finally:
            self._parameter_depth -= 1

    def resolve(self, node: c_ast.Node) -> CType:
        """The type described by a declarator chain (TypeDecl/PtrDecl/ArrayDecl/FuncDecl)."""
        if isinstance(node, c_ast.Typename | c_ast.Decl):
            return self.resolve(node.type)
        if isinstance(node, c_ast.TypeDecl):
            return self._base(node.type)
        if isinstance(node, c_ast.Struct | c_ast.Union | c_ast.Enum | c_ast.IdentifierType):
            return self._base(node)
        if isinstance(node, c_ast.PtrDecl):
            return t.PointerType(self.resolve(node.type))
        if isinstance(node, c_ast.ArrayDecl):
            element = self.resolve(node.type)
            if node.dim is None:
                return t.ArrayType(element, 0)  # completed by an initializer, or a parameter
            length = self._constant(node.dim)
            if length is not None and not isinstance(element, t.VarArrayType):
                return t.ArrayType(element, length)
            if self._parameter_depth and not self.evaluate_parameter_lengths:
                return t.VarArrayType(element, None)  # a prototype's `int a[n][k]`: a pointer
            if self.vla_hook is not None:
                return self.vla_hook(node, element)
            raise located(node, "variable-length arrays are only allowed in functions")
        if isinstance(node, c_ast.FuncDecl):
            result = self.resolve(node.type)
            params: list[CType] = []
            variadic = False
            for param in node.args.params if node.args else []:
                if isinstance(param, c_ast.EllipsisParam):
                    variadic = True
                    continue
                if isinstance(param, c_ast.ID):  # a K&R declaration's identifier list
                    params.append(t.INT)
                    continue
                ptype = self.resolve_parameter(param)
                if isinstance(ptype, t.VoidType):
                    continue
                params.append(ptype)
            return t.FunctionType(result, tuple(params), variadic)
        raise located(node, f"unsupported type construct {type(node).__name__}")

    def _typeof(self, operand: c_ast.Node, node: c_ast.Node) -> CType:
        """``typeof(operand)`` (:mod:`errlang.frontend.typeof`)."""
        if isinstance(operand, c_ast.Typename):
            return self.resolve(operand)
        if self.typeof_hook is None:
            raise located(node, "typeof of an expression outside a function is not supported")
        return self.typeof_hook(operand)

    def _base(self, node: c_ast.Node) -> CType:
        if isinstance(node, c_ast.IdentifierType):
            names = node.names
            if len(names) == 1 and isinstance(names[0], TypeofName):
                return self._typeof(names[0].operand, node)
            if len(names) == 1 and (found := self.lookup_typedef(names[0])) is not None:
                return found
            if len(names) == 1 and names[0] in self.refused:
                raise located(node, f"type '{names[0]}': {self.refused[names[0]]}")
            if any(str(word).startswith("__attribute__((vector_size(") for word in names):
                message = "a vector type (gcc's vector_size extension) is not supported"
                raise located(node, f"'{' '.join(names)}': {message}")
            if names in (["float"], ["double"]):
                return t.FLOAT if names == ["float"] else t.DOUBLE
            if "float" in names or "double" in names:
                raise located(node, f"type '{' '.join(names)}' is not supported")
            if "__int128" in names or "_Complex" in names:
                raise located(node, f"type '{' '.join(names)}' is not supported")
            base = t.integer_type(names)
            if base is None:
                raise located(node, f"unknown type '{' '.join(names)}'")
            return base
        if isinstance(node, c_ast.Struct | c_ast.Union):
            return self._struct_unless_refused(node)
        if isinstance(node, c_ast.Enum):
            base = self._enum(node)
            members = self.enum_members.get(id(node) if node.values else node.name or "", ())
            return replace(base, enumerators=members) if members else base
        raise located(node, f"unsupported type {type(node).__name__}")

    def _struct_unless_refused(self, node: c_ast.Struct | c_ast.Union) -> CType:
        """:meth:`_struct`; a tag whose definition was refused is refused where named."""
        tag = node.name
        if tag and node.decls is None and tag in self.refused_tags:
            existing = self._lookup_tag(tag)
            if isinstance(existing, t.StructType) and not existing.complete:
                kind = "union" if isinstance(node, c_ast.Union) else "struct"
                raise located(node, f"'{kind} {tag}': {self.refused_tags[tag]}")
        try:
            return self._struct(node)
        except UnsupportedError as error:
            if tag and node.decls is not None:
                self.refused_tags[tag] = error.diagnostics[0].message
            raise

    def _struct(self, node: c_ast.Struct | c_ast.Union) -> CType:
        is_union = isinstance(node, c_ast.Union)
        tag = node.name
        existing = self._lookup_tag(tag) if tag else None
        if node.decls is None:
            if existing is not None:
                return existing
            struct = t.StructType(tag or "<anonymous>", is_union)
            if tag:
                self.tags[-1][tag] = struct
            return struct
        known = self.defined.get(node)
        if known is not None:  # another declarator of the same definition (`} x, y;`)
            if tag:
                self.tags[-1][tag] = known
            return known
        if existing is not None and isinstance(existing, t.StructType) and not existing.complete:
            struct = existing
        else:
            struct = t.StructType(tag or "<anonymous>", is_union)
            if tag:
                self.tags[-1][tag] = struct
        self.defined[node] = struct
        members: list[t.Member] = []
        for position, decl in enumerate(node.decls):
            member = self.resolve(decl.type)
            if isinstance(member, t.VarArrayType):
                raise located(decl, "variably modified struct members are not supported")
            width = None
            if decl.bitsize is not None:
                width = self._constant(decl.bitsize)
                if width is None or not isinstance(member, t.IntType) or width > member.bits:
                    raise located(decl, "bit-field width is not a valid constant")
            # C11 6.7.2.1p18: a flexible array member (or gcc's `[0]`) is the last member of a
            # struct with another named member; it has no size of its own (the struct's size is
            # the offset it would have, rounded up to the alignment), and its elements are the
            # bytes of the object past that offset (a `malloc`'d size)
            flexible = isinstance(member, t.ArrayType) and member.length == 0
            if flexible and (is_union or position != len(node.decls) - 1 or not members):
                raise located(decl, "a flexible array member must be the last member of a struct")
            # An anonymous struct/union member: StructType.field looks through it.
            name = decl.name or f"<anonymous {len(members)}>"
            align = self._alignas(decl)
            members.append(t.Member(name, member, width, decl.name is not None, align))
        struct.layout(members, 1 if _packed(node) else self.pack)
        _align(struct, node)
        for laid in struct.fields:
            if laid.unit > 8:  # a long long bit-field of more than 57 bits at an odd bit
                raise located(node, f"bit-field '{laid.name}' spans {laid.unit} bytes")
        return struct

    def _alignas(self, decl: c_ast.Decl) -> int:
        """The strictest ``_Alignas`` of a member (C11 6.7.5: a constant or a type's
        alignment; 0 when there is none)."""
        strictest = 0
        for spec in getattr(decl, "align", None) or ():
            value = spec.alignment
            if isinstance(value, c_ast.Typename):
                found: int | None = self.resolve(value).align
            else:
                found = self._constant(value)
            if found is None or found < 0 or found & (found - 1):
                raise located(decl, "_Alignas needs a constant power of two")
            strictest = max(strictest, found)
        return strictest

    def pragma(self, text: str) -> None:
        """Follow ``#pragma pack(n)``, ``pack(push[, n])``, ``pack(pop)`` and ``pack()``."""
        words = text.replace(" ", "")
        if not words.startswith("pack("):
            return
        args = [a for a in words[len("pack(") : -1].split(",") if a]
        if args[:1] == ["push"]:
            self.pack_stack.append(self.pack)
            args = args[1:]
        elif args[:1] == ["pop"]:
            self.pack = self.pack_stack.pop() if self.pack_stack else None
            return
        if not args:
            self.pack = None
        elif args[0].isdigit():
            self.pack = int(args[0])

    def _lookup_tag(self, tag: str) -> CType | None:
        for scope in reversed(self.tags):
            if tag in scope:
                return scope[tag]
        return None

    def _enum(self, node: c_ast.Enum) -> t.IntType:
        """Define the constants; the enum's type (int for an enum only named)."""
        if node.values is None:
            return self.enum_bases.get(node.name or "", t.INT)
        value = -1
        negative = False
        members: list[tuple[str, int]] = []
        for enumerator in node.values.enumerators:
            if enumerator.value is not None:
                found = self._constant(enumerator.value)
                if found is None:
                    raise located(enumerator, "enumerator value is not a constant")
                value = found
            else:
                value += 1
            negative = negative or value < 0
            self.enum_constants[-1][enumerator.name] = value
            # inside the list, a later value may use it: the first type holding it, as gcc
            kinds = (t.INT, t.UINT, t.LONG, t.ULONG)
            inside = next((k for k in kinds if k.min <= value <= k.max), t.ULONG)
            self.enum_types[-1][enumerator.name] = inside
            members.append((enumerator.name, value))
        self.enum_members[id(node)] = tuple(members)
        base = enum_base(negative, [v for _, v in members])
        for name, member in members:
            self.enum_types[-1][name] = enum_constant_type(member, base)
        if node.name:
            self.enum_bases[node.name] = base
            self.enum_members[node.name] = tuple(members)
        return base

    def _constant(self, node: c_ast.Node) -> int | None:
        return const_eval(node, self)


def enum_base(negative: bool, values: list[int]) -> t.IntType:
    """gcc's type of an enum (implementation-defined, C11 6.7.2.2p4): unsigned int when no
    constant is negative, else int; long or unsigned long when a constant needs 64 bits
    (``enum { BIG = 0x100000000 }``: gcc's sizeof is 8). Before, always int or unsigned int."""
    if negative:
        return t.INT if all(t.INT.min <= v <= t.INT.max for v in values) else t.LONG
    return t.UINT if all(v <= t.UINT.max for v in values) else t.ULONG


def enum_constant_type(value: int, base: t.IntType) -> t.IntType:
    """The type of an enumeration constant of an enum whose type is ``base``: int (C11
    6.7.2.2p2) when the value fits, else, in gcc, the enum's own type: ``BIG = 0x80000000u``
    is unsigned (``BIG + 0 > 0``), and ``B = 0x100000000`` is unsigned long beside
    non-negative constants (``B > -1`` is false) but long beside a negative one (gcc 12,
    ``_Generic``). Before, an int holding the value unwrapped (negative in the encoder), then
    the first of int, unsigned, long, unsigned long holding it (long for ``B``)."""
    return t.INT if t.INT.min <= value <= t.INT.max else base


def adjust_parameter(ptype: CType) -> CType:
    """Array and function parameters are pointers (C11 6.7.6.3)."""
    if isinstance(ptype, t.ArrayType):
        return t.PointerType(ptype.element)
    if isinstance(ptype, t.FunctionType):
        return t.PointerType(ptype)
    return ptype


def _packed(node: c_ast.Struct | c_ast.Union) -> bool:
    """Whether gcc's ``__attribute__((packed))`` applies to ``node`` (frontend/packed.py)."""
    coord = node.coord
    return coord is not None and is_packed(str(coord.file), coord.line, coord.column or 0)


def _align(struct: t.StructType, node: c_ast.Struct | c_ast.Union) -> None:
    """gcc's ``aligned(N)`` on the struct: its alignment at least N, its size a multiple."""
    coord = node.coord
    if coord is None:
        return
    least = least_alignment(str(coord.file), coord.line, coord.column or 0)
    if least > struct.align:
        struct.align = least
        struct.size = -(-struct.size // least) * least
