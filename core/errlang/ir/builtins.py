"""Calls whose meaning errlang fixes (DESIGN §2): assertions, assumptions, the end of a run,
the heap, events, compiler builtins and <stdarg.h>'s (:mod:`errlang.ir.variadic`). One lowering
function per convention, in one table of ``(name, handler, overridable)`` entries
(:mod:`errlang.ir.lowering_api`, KLEE's ``SpecialFunctionHandler`` shape). A new builtin is a
handler taking the :class:`~errlang.ir.lowering_api.Lowering` and one line in :data:`ENTRIES`;
the lowering imports nothing from here (:func:`errlang.ir.program.build_ir` hands it the
table).

The library functions that programs call are not here: they are C models
(:mod:`errlang.frontend.library`), lowered like the program's own functions.
"""

from __future__ import annotations

from collections.abc import Iterable

from pycparser import c_ast

from errlang.frontend.conventions import (
    ASSERT_FUNCTIONS,
    ASSUME_FUNCTIONS,
    ERROR_FUNCTIONS,
    EVENT_FUNCTION,
    EXIT_FUNCTIONS,
    UNMODELLED_LIBC,
    UNMODELLED_MATH,
)
from errlang.frontend.gnu import ASM_STATEMENT_CALL
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.bit_builtins import BIT_BUILTINS
from errlang.ir.choose_expr import CHOOSE_EXPR, choose_expr
from errlang.ir.conversions import convert, zero
from errlang.ir.lower_asm import lower_asm
from errlang.ir.lowering_api import Builtin, BuiltinTable, Handler, Lowering, table
from errlang.ir.nonnull_calls import check_null_arguments
from errlang.ir.overflow_builtins import OVERFLOW_BUILTINS
from errlang.ir.scanf import lower_scanf
from errlang.ir.stream_reads import lower_stream_read
from errlang.ir.typeenv import located
from errlang.ir.variadic import va_arg, va_copy, va_end, va_start

VOID_POINTER = t.PointerType(t.VOID)


def _expect(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    if len(args) != 2:
        raise located(node, "__builtin_expect takes two arguments")
    lowering.effect(args[1])
    if want:
        return lowering.rvalue(args[0])
    lowering.effect(args[0])
    return None


def _abort(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    lowering.emit(n.Stop(lowering.loc(node), "abort"))
    return None


def _unreachable(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    # reaching it is undefined behaviour, a finding as UBSan's -fsanitize=unreachable reports
    # it (issue 28: an assumption false made the runs vanish, and an assertion after it held;
    # sixth session: a cut run)
    lowering.emit(n.Unsupported(lowering.loc(node), n.UNREACHABLE_REACHED, undefined=True))
    return None


def _refused(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    assert isinstance(node.name, c_ast.ID)
    name = node.name.name
    raise located(node, f"{name} is not supported")


def _unsupported(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    """``__errlang_unsupported("why")``: a C model's way to cut a run it cannot follow
    (errlang/include/models: a printf conversion or a number it does not format exactly),
    visibly, with the reason (DESIGN §2: no run is lost silently)."""
    if not (args and isinstance(args[0], c_ast.Constant) and args[0].type == "string"):
        raise located(node, "__errlang_unsupported needs a string literal")
    lowering.emit(n.Unsupported(lowering.loc(node), args[0].value.strip('"')))
    return None


def _unmodelled(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    """A C library function errlang has no model of: the run is cut at the call, with the
    reason, after its arguments (an argument's undefined behaviour is still found). Before
    (eighth session), the calling function was refused whole, so its runs that never call it
    were lost too (sqlite's getcwd refused 36 functions). The value after the cut is never
    used: no run goes on from there."""
    assert isinstance(node.name, c_ast.ID)
    name = node.name.name
    where = "<math.h>" if name in UNMODELLED_MATH else "the C library"
    for arg in args:
        lowering.effect(arg)
    lowering.emit(n.Unsupported(lowering.loc(node), f"{name} ({where}) has no model in errlang"))
    ftype = lowering.unit.function_types.get(name)
    result = ftype.result if isinstance(ftype, t.FunctionType) else t.INT
    return None if not want or isinstance(result, t.VoidType) else zero(result)


def _offsetof(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    """``offsetof(T, designator)`` (C11 7.19p3, pycparser's parse of it and of gcc's
    ``__builtin_offsetof``): ``(size_t) &((T *) 0)->designator``, as errlang's <stddef.h>."""
    if len(args) != 2 or not isinstance(args[0], c_ast.Typename):
        raise located(node, "offsetof takes a type and a member designator")
    kind = args[0]
    pointer = c_ast.Typename(None, [], None, c_ast.PtrDecl([], kind.type, coord=node.coord))
    base = c_ast.Cast(pointer, c_ast.Constant("int", "0", coord=node.coord), coord=node.coord)
    member = _designated(base, args[1], node)
    address = c_ast.UnaryOp("&", member, coord=node.coord)
    return convert(lowering.rvalue(address), t.SIZE_T)


def _designated(base: c_ast.Node, designator: c_ast.Node, node: c_ast.Node) -> c_ast.Node:
    """``base->designator`` for a member designator ``m``, ``m.n``, ``m[i]`` (any chain)."""
    if isinstance(designator, c_ast.ID):
        return c_ast.StructRef(base, "->", designator, coord=node.coord)
    if isinstance(designator, c_ast.StructRef):
        inner = _designated(base, designator.name, node)
        return c_ast.StructRef(inner, designator.type, designator.field, coord=node.coord)
    if isinstance(designator, c_ast.ArrayRef):
        inner = _designated(base, designator.name, node)
        return c_ast.ArrayRef(inner, designator.subscript, coord=node.coord)
    raise located(node, "offsetof needs a member designator")


def _assert(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    assert isinstance(node.name, c_ast.ID)
    name = node.name.name
    site = lowering.unit.sites.get(id(node), -1)
    always = name not in ASSERT_FUNCTIONS or not args  # reaching it is the error
    cond = n.Const(t.INT, 0) if always else lowering.condition(args[0])
    lowering.emit(n.Assert(lowering.loc(node), cond, site))
    return None


def _assume(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    if not args:
        raise located(node, "an assumption needs a condition")
    lowering.emit(n.Assume(lowering.loc(node), lowering.condition(args[0])))
    return None


def _stop(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    assert isinstance(node.name, c_ast.ID)
    for arg in args:
        lowering.effect(arg)
    kind = "abort" if node.name.name == "abort" else "exit"
    lowering.emit(n.Stop(lowering.loc(node), kind))
    return None


def _event(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    if len(args) == 1 and isinstance(args[0], c_ast.Constant) and args[0].type == "string":
        lowering.emit(n.Event(lowering.loc(node), "events", args[0].value.strip('"')))
        return None
    raise located(node, "ERRLANG_EVENT needs a name")


def _alloc(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    assert isinstance(node.name, c_ast.ID)
    name = node.name.name
    sizes = [convert(lowering.scalar(a), t.SIZE_T) for a in args]
    if len(sizes) != (2 if name == "calloc" else 1):
        raise located(node, f"wrong number of arguments to {name}")
    size = sizes[0] if name != "calloc" else n.Binary(t.SIZE_T, "*", sizes[0], sizes[1])
    if name == "calloc":
        _calloc_overflow(lowering, node, sizes[0], sizes[1])
    temp = lowering.builder.new_temp(t.PointerType(t.VOID))
    lowering.emit(n.Alloc(lowering.loc(node), temp, size, zeroed=name == "calloc"))
    pointer = n.Reg(temp.type, temp.name)
    if name in ("malloc", "calloc") and lowering.unit.program.allocations_may_fail:
        # --malloc-may-fail: NULL or the object, an input of the call (``malloc() == NULL``,
        # as an undefined function's pointer result: undefined_calls.fresh_object)
        null = lowering.builder.new_temp(t.BOOL)
        lowering.emit(n.Nondet(lowering.loc(node), null, f"{name}:null", t.BOOL))
        return n.Cond(pointer.type, n.Reg(t.BOOL, null.name), zero(pointer.type), pointer)
    return pointer


CALLOC_OVERFLOW = "calloc parameters overflow: count * size cannot be represented in type size_t"


def _calloc_overflow(lowering: Lowering, node: c_ast.FuncCall, count: n.Expr, size: n.Expr):
    """C11 7.22.3.2: calloc of ``count * size`` beyond ``SIZE_MAX`` allocates nothing (glibc
    returns NULL); gcc's ASan stops the run there ("calloc parameters overflow"), a finding.
    Before (K, tenth session), the product wrapped and a 4-byte object came back."""
    one = n.Const(t.SIZE_T, 1)
    divisor = n.Cond(t.SIZE_T, n.Binary(t.INT, "==", size, n.Const(t.SIZE_T, 0)), one, size)
    limit = n.Binary(t.SIZE_T, "/", n.Const(t.SIZE_T, 2**64 - 1), divisor)
    fits = n.Binary(t.INT, "<=", count, limit)
    skip = lowering.builder.new_label()
    lowering.builder.goto(skip, fits, node)
    lowering.emit(n.Unsupported(lowering.loc(node), CALLOC_OVERFLOW, undefined=True))
    lowering.builder.place_label(skip)


def _free(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    """C11 7.22.3.3, ``void free(void *)``: the argument converted as by the prototype, so a
    plain ``free(0)`` frees a null pointer."""
    if len(args) != 1:
        raise located(node, "free takes one argument")
    lowering.emit(n.Free(lowering.loc(node), convert(lowering.scalar(args[0]), VOID_POINTER)))
    return None


def _realloc(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    """``void *realloc(void *, size_t)``: one Realloc instruction (the encoder knows the size
    of the object it copies from)."""
    if len(args) != 2:
        raise located(node, "realloc takes two arguments")
    pointer = convert(lowering.scalar(args[0]), VOID_POINTER)
    size = convert(lowering.scalar(args[1]), t.SIZE_T)
    temp = lowering.builder.new_temp(VOID_POINTER)
    if not lowering.unit.program.allocations_may_fail:
        lowering.emit(n.Realloc(lowering.loc(node), temp, pointer, size))
        return n.Reg(temp.type, temp.name)
    # --malloc-may-fail: NULL, the old object kept (C11 7.22.3.5), or the new object, as the
    # call's input says (``realloc() == NULL``)
    builder, loc = lowering.builder, lowering.loc(node)
    null, failed, done = builder.new_temp(t.BOOL), builder.new_label(), builder.new_label()
    lowering.emit(n.Nondet(loc, null, "realloc:null", t.BOOL))
    builder.goto(failed, n.Reg(t.BOOL, null.name), node)
    lowering.emit(n.Realloc(loc, temp, pointer, size))
    builder.goto(done, None, node)
    builder.place_label(failed)
    lowering.emit(n.Assign(loc, temp, zero(VOID_POINTER)))
    builder.place_label(done)
    return n.Reg(temp.type, temp.name)


def _memory(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    assert isinstance(node.name, c_ast.ID)
    if len(args) != 3:
        raise located(node, f"{node.name.name} takes three arguments")
    target, second, size = (lowering.scalar(a) for a in args)
    # the prototypes' implicit conversions (C11 6.5.2.2p7): `memset(0, ...)` passes an int
    target, size = convert(target, VOID_POINTER), convert(size, t.SIZE_T)
    name = node.name.name
    if name in lowering.unit.nonnull:  # glibc's __nonnull, from <string.h>
        pointers = (target, convert(second, VOID_POINTER) if name == "memcpy" else second)
        check_null_arguments(lowering, node, lowering.unit.nonnull[name], pointers)
    loc = lowering.loc(node)
    if node.name.name == "memset":
        lowering.emit(n.MemSet(loc, target, convert(second, t.UCHAR), size))
    else:
        lowering.emit(n.MemCopy(loc, target, convert(second, VOID_POINTER), size))
    return target


def _sqrt(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    """``sqrt``/``sqrtf``: IEEE 754's correctly rounded square root (what glibc computes on
    x86-64, ``sqrtsd``/``sqrtss``), an IR operation the encoder gives z3's ``fpSqrt`` (round
    to nearest even); ``sqrt`` of a negative number is a NaN."""
    assert isinstance(node.name, c_ast.ID)
    if len(args) != 1:
        raise located(node, f"{node.name.name} takes one argument")
    ctype = t.FLOAT if node.name.name == "sqrtf" else t.DOUBLE
    operand = lowering.scalar(args[0])
    if not t.is_scalar(operand.type) or isinstance(operand.type, t.PointerType):
        raise located(node, f"{node.name.name} needs an arithmetic argument")
    return n.Unary(ctype, "sqrt", convert(operand, ctype)) if want else None


def _isdigit(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    """``isdigit`` called by its name, not through <ctype.h>'s macro (``(isdigit)(c)``, or
    after ``#undef isdigit``): gcc expands it as its builtin, ``(unsigned)c - '0' <= 9``, 0 or
    1 at every -O level (gcc 12; glibc's macro and out-of-line function give 2048, the table's
    bit, errlang/include/models/ctype.c)."""
    if len(args) != 1:
        raise located(node, "isdigit takes one argument")
    operand = lowering.scalar(args[0])
    if not t.is_scalar(operand.type) or isinstance(operand.type, t.PointerType):
        raise located(node, "isdigit needs an arithmetic argument")
    if not want:
        return None
    offset = n.Binary(t.UINT, "-", convert(convert(operand, t.INT), t.UINT), n.Const(t.UINT, 48))
    return n.Binary(t.INT, "<=", offset, n.Const(t.UINT, 9))


def _each(names: Iterable[str], handler: Handler, overridable: bool = False) -> list[Builtin]:
    return [Builtin(name, handler, overridable) for name in sorted(names)]


ENTRIES: tuple[Builtin, ...] = (
    Builtin("__builtin_expect", _expect),
    Builtin("__builtin_abort", _abort),
    Builtin("__builtin_trap", _abort),
    Builtin("__builtin_unreachable", _unreachable),
    Builtin(CHOOSE_EXPR, choose_expr),
    Builtin(ASM_STATEMENT_CALL, lower_asm),
    *_each(("setjmp", "longjmp", "_setjmp", "sigsetjmp", "siglongjmp"), _refused),
    *_each(ASSERT_FUNCTIONS | ERROR_FUNCTIONS, _assert),
    *_each(ASSUME_FUNCTIONS, _assume, overridable=True),
    *_each(EXIT_FUNCTIONS, _stop),
    Builtin(EVENT_FUNCTION, _event),
    Builtin("malloc", _alloc),
    Builtin("calloc", _alloc),
    # alloca: an allocation that is never released (its end at the function's return and a
    # free of it are not checked); before, an undeclared function whose result was an input
    Builtin("alloca", _alloc, overridable=True),
    Builtin("__builtin_alloca", _alloc),
    Builtin("free", _free),
    Builtin("realloc", _realloc),
    Builtin("memset", _memory),
    Builtin("memcpy", _memory),
    # <stdarg.h> in gcc's spelling (errlang.ir.variadic)
    Builtin("__builtin_va_start", va_start),
    Builtin("__builtin_va_arg", va_arg),
    Builtin("__builtin_va_end", va_end),
    Builtin("__builtin_va_copy", va_copy),
    # glibc's fortified inline wrappers (printf → __printf_chk) forward their arguments so
    Builtin("__builtin_va_arg_pack", _refused),
    Builtin("__builtin_va_arg_pack_len", _refused),
    Builtin("offsetof", _offsetof),
    # input read into the arguments (errlang.ir.scanf); sscanf parses a known string: refused
    Builtin("scanf", lower_scanf, overridable=True),
    Builtin("fscanf", lower_scanf, overridable=True),
    *_each(("sscanf", "vscanf", "vfscanf", "vsscanf"), _refused, overridable=True),
    # formatted output into a buffer: C models (errlang/include/models/printf.c) override
    # these; without them a buffer left unwritten made assertions on it fail that hold in C
    *_each(("sprintf", "snprintf", "vsprintf", "vsnprintf"), _refused, overridable=True),
    Builtin("__errlang_unsupported", _unsupported),
    # an input byte that moves its stream (errlang.ir.stream_reads; a program's own wins)
    *_each(("fgetc", "getc", "getchar"), lower_stream_read, overridable=True),
    # a program's own definition wins (a fixed-point `sqrt`)
    *_each(UNMODELLED_MATH | UNMODELLED_LIBC, _unmodelled, overridable=True),
    Builtin("sqrt", _sqrt, overridable=True),
    # gcc's own isdigit where a call names it (a C model does not replace it: lower_call)
    Builtin("isdigit", _isdigit, overridable=True),
    Builtin("sqrtf", _sqrt, overridable=True),
    # bit operations and compiler hints (errlang.ir.bit_builtins)
    *(Builtin(name, handler) for name, handler in BIT_BUILTINS.items()),
    # checked arithmetic, <stdckdint.h>'s (errlang.ir.overflow_builtins)
    *(Builtin(name, handler) for name, handler in OVERFLOW_BUILTINS.items()),
)
"""Every call whose meaning errlang fixes, one ``(name, handler, overridable)`` entry each."""

BUILTINS: BuiltinTable = table(ENTRIES)
"""The entries by name: what :func:`errlang.ir.lower.lower_program` hands the lowering."""
