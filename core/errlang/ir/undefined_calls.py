"""Calls of functions the program declares but errlang has no definition or model of: their
result is an input (``nondet_*``, or any value), or for output functions glibc's; a pointer
result is a fresh object or null; what they may do beyond that (call back functions handed to
them, write through pointers handed to them) cuts the run with the reason (issue 28)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pycparser import c_ast

from errlang.frontend.conventions import INPUT_RANGES, NO_EFFECT_FUNCTIONS, is_nondet_name
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import convert, has_side_effects, zero
from errlang.ir.lowering_api import Lowering
from errlang.ir.print_reads import PRINTERS, lower_print_arguments
from errlang.ir.typeenv import located

ModelCall = Callable[[c_ast.FuncCall, str, list[c_ast.Node]], object]


class UndefinedCalls:
    """The calls of undefined functions in one function body, lowered through ``expr``;
    ``model_call`` calls a linked C model (the printf family's argument reads use it)."""

    def __init__(self, expr: Lowering, model_call: ModelCall) -> None:
        self.expr = expr
        self.unit = expr.unit
        self.builder = expr.builder
        self.model_call = model_call

    def emit(self, instr: n.Instr) -> None:
        self.builder.emit(instr)

    def loc(self, node: c_ast.Node | None) -> n.Loc:
        return self.builder.loc(node)

    def call(
        self, node: c_ast.FuncCall, name: str, args: list[c_ast.Node], want_value: bool
    ) -> n.Expr | None:
        """A function without definition: its result is an input (nondet) or, for output
        functions, unconstrained; a pointer result is a fresh object or null."""
        implicit = t.FunctionType(
            _NONDET_RESULTS.get(_nondet_suffix(name), t.INT), (), variadic=True
        )
        ftype = self.unit.function_types.get(name, implicit)
        loc = self.loc(node)
        printed = name in PRINTERS and lower_print_arguments(
            self.expr, node, name, args, self.model_call
        )
        first: n.Expr | None = None  # putchar/fputc/putc's character, for their result
        for i, arg in enumerate([] if printed else args):
            if name in NO_EFFECT_FUNCTIONS and not has_side_effects(arg):
                value = self.expr.rvalue(arg)  # read: an invalid argument is undefined
                if t.is_scalar(value.type):
                    held = self.builder.new_temp(value.type)
                    self.emit(n.Assign(loc, held, value))
                    first = n.Reg(held.type, held.name) if i == 0 else first
            else:
                self.expr.effect(arg)
        self.unknown_effects(loc, name, args, _called_at(node))
        result = ftype.result
        if isinstance(result, t.VoidType):
            return None
        if isinstance(result, t.PointerType):
            return self.fresh_object(node, name, result)
        if not t.is_arithmetic(result):
            raise located(node, f"call of undefined function '{name}' returning {result}")
        known = name in self.unit.program.nondet_functions
        if not known and name not in NO_EFFECT_FUNCTIONS and not want_value:
            return None
        if name in NO_EFFECT_FUNCTIONS and not known:
            if first is None and args and not has_side_effects(args[0]):
                first = self.expr.rvalue(args[0])  # read again: the output wrote nothing
            return self.output_result(node, name, first, result) if want_value else None
        temp = self.builder.new_temp(result)
        self.emit(n.Nondet(loc, temp, name, result))
        value = n.Reg(temp.type, temp.name)
        if name in INPUT_RANGES and isinstance(result, t.IntType):
            low, high = INPUT_RANGES[name]
            self.emit(n.Assume(loc, n.Binary(t.INT, ">=", value, n.Const(result, low))))
            self.emit(n.Assume(loc, n.Binary(t.INT, "<=", value, n.Const(result, high))))
        return value

    def output_result(
        self, node: c_ast.FuncCall, name: str, first: n.Expr | None, result: t.CType
    ) -> n.Expr:
        """The result of an output function a program reads, as glibc's when the write
        succeeds: putchar/fputc/putc give the character as an unsigned char, fputs 1. The
        others' (printf's count, puts' length + 1) are not computed: the run is cut there,
        with the reason. Before (K, tenth session), any value: `n = printf("%d\\n", 10)` was
        said to fail with n == 0, a run gcc never gives."""
        if name in ("putchar", "fputc", "putc") and first is not None:
            return convert(convert(first, t.UCHAR), result)
        if name == "fputs":
            return n.Const(result, 1) if isinstance(result, t.IntType) else zero(result)
        reason = f"the result of '{name}' (the count of what it writes) is not modelled"
        self.emit(n.Unsupported(self.loc(node), reason))
        return zero(result)

    def unknown_effects(
        self, loc: n.Loc, name: str, args: list[c_ast.Node], where: str = ""
    ) -> None:
        """What a function errlang has no definition or model of may do beyond returning a
        value: call back functions handed to it, write through pointers handed to it. Going
        on as if it did neither could make an assertion hold that C fails (issue 28), so the
        run is cut with the reason; calls placed after the cut (never executed) tell the
        reachability of cut runs (session/check_reach.py) and the call graph which of the
        program's functions may run from there."""
        callbacks = self.passed_functions(name, args)
        writable = self.writable_argument(name, args)
        if callbacks:
            shown = ", ".join(f"`{c}`" for c in callbacks)
            message = _CALLBACKS.format(name=name, callbacks=shown)
            self.emit(n.Unsupported(loc, message + where))
        elif writable is not None:
            # what it is handed may hold any of the program's functions used as values
            message = _UNKNOWN_WRITES.format(name=name, arg=writable)
            self.emit(n.Unsupported(loc, message + where))
            callbacks = self.callable_functions()
        for callee in callbacks:
            params = self.unit.function_types[callee].params
            self.emit(n.Call(loc, None, callee, tuple(n.Const(p, 0) for p in params)))

    def passed_functions(self, name: str, args: list[c_ast.Node]) -> list[str]:
        """The program's functions that a function errlang has no definition or model of may
        call back: those passed to it (a function pointer argument may hold any of its type)."""
        if name in NO_EFFECT_FUNCTIONS or is_nondet_name(name):
            return []
        found: list[str] = []
        for arg in args:
            named = isinstance(arg, c_ast.ID) and self.expr.lookup(arg.name) is None
            if named and self.unit.names_function(arg.name):
                candidates = [arg.name]
            else:
                kind = self.expr.expression_type(arg)
                if not (
                    isinstance(kind, t.PointerType) and isinstance(kind.target, t.FunctionType)
                ):
                    continue
                candidates = self.unit.pointer_targets(kind.target)
            found += [c for c in candidates if c not in found and self.callable(c)]
        return found

    def callable(self, name: str) -> bool:
        """Whether ``name`` is a function of the program that a call with zero arguments of
        its parameter types can name (no struct parameter, not variadic)."""
        ftype = self.unit.function_types.get(name)
        return (
            name in self.unit.program.functions
            and ftype is not None
            and not ftype.variadic
            and all(t.is_scalar(p) for p in ftype.params)
        )

    def callable_functions(self) -> list[str]:
        """The program's functions used as values (their address may be anywhere)."""
        return [name for name in self.unit.function_ids if self.callable(name)]

    def writable_argument(self, name: str, args: list[c_ast.Node]) -> int | None:
        """The first argument (1-based) through which ``name``, a function errlang has no
        definition or model of, may write: a pointer parameter to non-const data (any pointer
        argument when there is no prototype); None for output functions and inputs."""
        if name in NO_EFFECT_FUNCTIONS or name in _STREAM_STATE or is_nondet_name(name):
            return None
        if name in INPUT_RANGES:  # getc/fgetc: an input byte; the stream's state is modelled
            return None  # by errlang's <stdio.h> models (include/models/stdio.c)
        decl = self.unit.program.declarations.get(name)
        if decl is not None and isinstance(decl.type, c_ast.FuncDecl) and decl.type.args:
            params = decl.type.args.params
            found = (i for i, p in enumerate(params, 1) if i <= len(args) and _writable(p))
            return next(found, None)
        for i, arg in enumerate(args, 1):
            if isinstance(self.expr.expression_type(arg), t.PointerType | t.ArrayType):
                return i
        return None

    def fresh_object(self, node: c_ast.FuncCall, name: str, ctype: t.PointerType) -> n.Expr:
        target = ctype.target
        size = target.size if not isinstance(target, t.VoidType | t.FunctionType) else 1
        if isinstance(target, t.StructType) and not target.complete:
            size = 1
        loc = self.loc(node)
        pointer = self.builder.new_temp(t.PointerType(t.VOID))
        self.emit(n.Alloc(loc, pointer, n.Const(t.SIZE_T, size), zeroed=False))
        null = self.builder.new_temp(t.BOOL)
        self.emit(n.Nondet(loc, null, f"{name}:null", t.BOOL))
        value = convert(n.Reg(pointer.type, pointer.name), ctype)
        return n.Cond(ctype, n.Reg(t.BOOL, null.name), zero(ctype), value)


def _called_at(node: c_ast.FuncCall) -> str:
    """`` (the call at file.c:8)``: a verdict's reason names the call that cut its runs (the
    text output shows the reason alone; the JSON's cuts carry the place too)."""
    coord = node.coord
    if coord is None or not coord.line:
        return ""
    return f" (the call at {Path(str(coord.file)).name}:{coord.line})"


_UNKNOWN_WRITES = (
    "'{name}' has no definition or model in errlang: what it writes through its pointer "
    "argument {arg} is unknown"
)
_CALLBACKS = "'{name}' has no definition or model in errlang: it may call {callbacks}, passed to it"
# library functions whose pointer argument only holds the stream's own state
_STREAM_STATE = frozenset({"setvbuf", "setbuf"})


def _writable(param: c_ast.Node) -> bool:
    """Whether a parameter declaration is a pointer (or array) to data that is not const."""
    kind = getattr(param, "type", None)
    if not isinstance(kind, c_ast.PtrDecl | c_ast.ArrayDecl):
        return False
    target = kind.type
    if isinstance(target, c_ast.FuncDecl):
        return False
    return "const" not in (getattr(target, "quals", None) or [])


# An undeclared ``nondet_<type>()`` / ``__VERIFIER_nondet_<type>()`` returns its type (DESIGN
# §2, as CBMC and the replay harness read it); other undeclared functions return int (C89).
_NONDET_RESULTS: dict[str, t.CType] = {
    "bool": t.BOOL,
    "_Bool": t.BOOL,
    "char": t.CHAR,
    "uchar": t.UCHAR,
    "short": t.SHORT,
    "ushort": t.USHORT,
    "int": t.INT,
    "uint": t.UINT,
    "unsigned": t.UINT,
    "long": t.LONG,
    "ulong": t.ULONG,
    "longlong": t.LLONG,
    "ulonglong": t.ULLONG,
    "size_t": t.SIZE_T,
    "float": t.FLOAT,
    "double": t.DOUBLE,
    # SV-COMP's Linux-derived tasks
    "schar": t.SCHAR,
    "u8": t.UCHAR,
    "u16": t.USHORT,
    "u32": t.UINT,
    "u64": t.ULLONG,
    "s8": t.SCHAR,
    "s16": t.SHORT,
    "s32": t.INT,
    "s64": t.LLONG,
    "loff_t": t.LONG,
    "pointer": t.PointerType(t.VOID),
}


def _nondet_suffix(name: str) -> str:
    return name.split("nondet_", 1)[1] if is_nondet_name(name) else ""
