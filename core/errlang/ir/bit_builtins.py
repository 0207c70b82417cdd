"""gcc's bit builtins (byte swaps, population count, parity, leading/trailing zeros, ffs) and
the builtins that only advise the compiler, lowered to shifts and masks in the IR.

glibc's headers call them from inline functions that preprocessed ``.i`` files carry
(``__bswap_32`` is ``__builtin_bswap32``); before this module such a call was an undefined
function and its result an input, so an assertion on it could fail where C cannot. A
``__builtin_*`` errlang does not know is now refused where called (``lower_call``).
"""

from __future__ import annotations

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import convert
from errlang.ir.lowering_api import Handler, Lowering
from errlang.ir.typeenv import located

BitLower = Handler


def _one_argument(
    lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], ctype: t.IntType
) -> n.Expr:
    """The argument converted to ``ctype`` (as by the builtin's prototype), held in a register
    so that the expression built on it names it once."""
    assert isinstance(node.name, c_ast.ID)
    if len(args) != 1:
        raise located(node, f"{node.name.name} takes one argument")
    value = lowering.scalar(args[0])
    if not isinstance(value.type, t.IntType):
        raise located(node, f"{node.name.name} needs an integer argument")
    return _held(lowering, node, convert(value, ctype))


def _held(lowering: Lowering, node: c_ast.Node, value: n.Expr) -> n.Expr:
    temp = lowering.builder.new_temp(value.type)
    lowering.emit(n.Assign(lowering.loc(node), temp, value))
    return n.Reg(temp.type, temp.name)


def _const(ctype: t.IntType, value: int) -> n.Const:
    return n.Const(ctype, value & ((1 << (8 * ctype.size)) - 1))


def _shift(ctype: t.IntType, op: str, value: n.Expr, amount: int) -> n.Expr:
    return n.Binary(ctype, op, value, n.Const(t.INT, amount))


def _bswap(ctype: t.IntType) -> BitLower:
    def lower(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
        x = _one_argument(lowering, node, args, ctype)
        result: n.Expr | None = None
        for byte in range(ctype.size):
            # byte `byte` of x goes to byte `size - 1 - byte`
            piece = n.Binary(ctype, "&", _shift(ctype, ">>", x, 8 * byte), _const(ctype, 0xFF))
            moved = _shift(ctype, "<<", piece, 8 * (ctype.size - 1 - byte))
            result = moved if result is None else n.Binary(ctype, "|", result, moved)
        assert result is not None
        return result

    return lower


def _popcount_of(lowering: Lowering, node: c_ast.Node, x: n.Expr) -> n.Expr:
    """The number of one bits of the unsigned ``x`` (the SWAR sum, each step in a register)."""
    ctype = x.type
    assert isinstance(ctype, t.IntType) and not ctype.signed
    width = 8 * ctype.size

    def mask(pattern: int) -> n.Const:
        return _const(ctype, int.from_bytes(bytes([pattern]) * ctype.size, "little"))

    x = _held(
        lowering,
        node,
        n.Binary(ctype, "-", x, n.Binary(ctype, "&", _shift(ctype, ">>", x, 1), mask(0x55))),
    )
    x = _held(
        lowering,
        node,
        n.Binary(
            ctype,
            "+",
            n.Binary(ctype, "&", x, mask(0x33)),
            n.Binary(ctype, "&", _shift(ctype, ">>", x, 2), mask(0x33)),
        ),
    )
    x = _held(
        lowering,
        node,
        n.Binary(ctype, "&", n.Binary(ctype, "+", x, _shift(ctype, ">>", x, 4)), mask(0x0F)),
    )
    total = _shift(ctype, ">>", n.Binary(ctype, "*", x, mask(0x01)), width - 8)
    return convert(total, t.INT)


def _popcount(ctype: t.IntType) -> BitLower:
    def lower(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
        return _popcount_of(lowering, node, _one_argument(lowering, node, args, ctype))

    return lower


def _parity(ctype: t.IntType) -> BitLower:
    def lower(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
        count = _popcount_of(lowering, node, _one_argument(lowering, node, args, ctype))
        return n.Binary(t.INT, "&", count, n.Const(t.INT, 1))

    return lower


def _nonzero(lowering: Lowering, node: c_ast.FuncCall, x: n.Expr) -> None:
    # gcc: "if x is 0, the result is undefined", and -fsanitize=builtin stops the run there
    # ("passing zero to ctz()"): undefined behaviour, a finding (issue 28: an assumption made
    # such runs vanish)
    assert isinstance(x.type, t.IntType)
    nonzero = lowering.builder.new_label()
    lowering.builder.goto(nonzero, n.Binary(t.INT, "!=", x, _const(x.type, 0)), node)
    lowering.emit(n.Unsupported(lowering.loc(node), n.BUILTIN_ZERO, undefined=True))
    lowering.builder.place_label(nonzero)


def _clz(ctype: t.IntType) -> BitLower:
    """Leading zeros: the zeros above the highest one bit, i.e. the ones of the complement of
    ``x`` with its highest one bit smeared downwards."""

    def lower(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
        x = _one_argument(lowering, node, args, ctype)
        _nonzero(lowering, node, x)
        shift = 1
        while shift < 8 * ctype.size:
            x = _held(lowering, node, n.Binary(ctype, "|", x, _shift(ctype, ">>", x, shift)))
            shift *= 2
        return _popcount_of(lowering, node, _held(lowering, node, n.Unary(ctype, "~", x)))

    return lower


def _trailing_zeros(lowering: Lowering, node: c_ast.Node, x: n.Expr) -> n.Expr:
    """The zeros below the lowest one bit: the ones of ``(x & -x) - 1``."""
    ctype = x.type
    assert isinstance(ctype, t.IntType)
    lowest = n.Binary(ctype, "&", x, n.Unary(ctype, "-", x))
    below = n.Binary(ctype, "-", lowest, _const(ctype, 1))
    return _popcount_of(lowering, node, _held(lowering, node, below))


def _ctz(ctype: t.IntType) -> BitLower:
    def lower(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
        x = _one_argument(lowering, node, args, ctype)
        _nonzero(lowering, node, x)
        return _trailing_zeros(lowering, node, x)

    return lower


def _ffs(argument: t.IntType, unsigned: t.IntType) -> BitLower:
    """One plus the index of the lowest one bit, 0 for 0 (defined everywhere)."""

    def lower(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
        x = _one_argument(lowering, node, args, argument)
        bits = _held(lowering, node, convert(x, unsigned))
        index = n.Binary(t.INT, "+", _trailing_zeros(lowering, node, bits), n.Const(t.INT, 1))
        is_zero = n.Binary(t.INT, "==", bits, _const(unsigned, 0))
        return n.Cond(t.INT, is_zero, n.Const(t.INT, 0), index)

    return lower


def _constant_p(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    # gcc at -O0 answers 0 for anything but a literal, and never evaluates the argument; both
    # answers choose between equivalent code in the headers that ask
    return n.Const(t.INT, 0)


def _first_argument(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    """``__builtin_expect_with_probability(e, c, p)``, ``__builtin_assume_aligned(p, a, …)``:
    the first argument's value (the others are evaluated for their effects)."""
    if not args:
        raise located(node, "the builtin needs an argument")
    for arg in args[1:]:
        lowering.effect(arg)
    return lowering.rvalue(args[0]) if want else lowering.effect(args[0])


def _no_effect(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    """``__builtin_prefetch``: only a hint."""
    for arg in args:
        lowering.effect(arg)
    return None


def _object_size(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
    """``__builtin_object_size(p, type)``: gcc without optimisation knows no sizes: (size_t)-1
    for types 0 and 1, 0 for 2 and 3 (the "unknown" answers; fortified code then checks
    nothing)."""
    if len(args) != 2:
        raise located(node, "__builtin_object_size takes two arguments")
    lowering.effect(args[0])
    kind = args[1]
    minimum = isinstance(kind, c_ast.Constant) and kind.value.strip() in ("2", "3")
    return n.Const(t.SIZE_T, 0 if minimum else (1 << 64) - 1)


_WIDTHS = {"": t.UINT, "l": t.ULONG, "ll": t.ULLONG}
_SIGNED = {"": t.INT, "l": t.LONG, "ll": t.LLONG}

BIT_BUILTINS: dict[str, BitLower] = {
    "__builtin_bswap16": _bswap(t.USHORT),
    "__builtin_bswap32": _bswap(t.UINT),
    "__builtin_bswap64": _bswap(t.ULONG),
    **{f"__builtin_popcount{s}": _popcount(u) for s, u in _WIDTHS.items()},
    **{f"__builtin_parity{s}": _parity(u) for s, u in _WIDTHS.items()},
    **{f"__builtin_clz{s}": _clz(u) for s, u in _WIDTHS.items()},
    **{f"__builtin_ctz{s}": _ctz(u) for s, u in _WIDTHS.items()},
    **{f"__builtin_ffs{s}": _ffs(_SIGNED[s], u) for s, u in _WIDTHS.items()},
    "__builtin_constant_p": _constant_p,
    "__builtin_expect_with_probability": _first_argument,
    "__builtin_assume_aligned": _first_argument,
    "__builtin_prefetch": _no_effect,
    "__builtin_object_size": _object_size,
}
