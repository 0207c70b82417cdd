"""The IR: typed pure expressions and a goto-program of small instructions per function.

Expressions have no side effects: lowering sequences calls, assignments and increments into
instructions. Every value is a bit-vector of ``8 * sizeof(type)`` bits (``_Bool`` is one byte),
struct and union values included.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from errlang.ir.types import CType


@dataclass(frozen=True)
class Loc:
    line: int
    column: int
    function: str


# ---------------------------------------------------------------- expressions


@dataclass(frozen=True)
class Expr:
    type: CType


@dataclass(frozen=True)
class Const(Expr):
    value: int


@dataclass(frozen=True)
class Reg(Expr):
    """The value of a register variable (a scalar whose address is never taken)."""

    name: str
    is_global: bool = False


@dataclass(frozen=True)
class VarAddr(Expr):
    """The address of a variable that lives in memory (type: pointer to the variable)."""

    name: str
    is_global: bool = False


@dataclass(frozen=True)
class Load(Expr):
    """The value at ``address`` (a pointer expression), read as ``type``. With ``align`` above
    1, a run on which the address is not a multiple of it is undefined (ir/alignment.py)."""

    address: Expr
    align: int = 1


@dataclass(frozen=True)
class Unary(Expr):
    op: str  # "-", "~", "!"
    operand: Expr
    # C's own negation of a signed value (not a C model's): -INT_MIN is undefined (C11 6.5p5)
    overflow: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class Binary(Expr):
    """Arithmetic and bitwise operators on operands already converted to ``type``; shifts take
    the right operand in its own promoted type; comparisons have type int and operands of a
    common type; ``&&``/``||`` on side-effect-free operands. ``overflow``: C's own signed
    ``+ - *`` or ``<<`` (not the lowering's address arithmetic, not a C model's), whose result
    the type cannot represent is undefined (C11 6.5p5, 6.5.7p4): a finding that does not end
    the run, the value wrapping as gcc's code computes it (docs/semantics.md)."""

    op: str
    left: Expr
    right: Expr
    overflow: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class PtrAdd(Expr):
    """``pointer + offset`` where ``offset`` is a byte count of type long. With a ``limit``
    (a subscript of an array inside an object, :mod:`errlang.ir.subscripts`), a run on which
    ``offset`` is outside ``[0, limit)`` is undefined there, as gcc's ``-fsanitize=bounds``
    stops it."""

    pointer: Expr
    offset: Expr
    limit: int | None = None


@dataclass(frozen=True)
class Cast(Expr):
    operand: Expr


@dataclass(frozen=True)
class Cond(Expr):
    cond: Expr
    then: Expr
    other: Expr


# ---------------------------------------------------------------- lvalues


@dataclass(frozen=True)
class RegLV:
    name: str
    type: CType
    is_global: bool = False


@dataclass(frozen=True)
class MemLV:
    address: Expr
    type: CType
    align: int = 1  # as Load's: the alignment a store must have (ir/alignment.py)


LValue = RegLV | MemLV


# ---------------------------------------------------------------- instructions


@dataclass(frozen=True)
class Instr:
    loc: Loc


@dataclass(frozen=True)
class BitFieldStore:
    """The bit-field a store to its storage unit writes: ``width`` bits from bit ``bit`` of the
    unit, of C type ``type`` (read back by counterexamples to show the field's own value)."""

    bit: int
    width: int
    type: CType


@dataclass(frozen=True)
class Assign(Instr):
    """``target = value``; ``bitfield`` says which bit-field of the unit ``target`` is written
    (None: a plain store). It takes no part in comparisons or ``repr``."""

    target: LValue
    value: Expr
    bitfield: BitFieldStore | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Declare(Instr):
    """Start of a local variable's lifetime: an indeterminate value (a register), or, for a
    variable in memory, its object live again if an :class:`EndOfLife` ended it (the object
    itself is made when the function is called)."""

    name: str
    type: CType
    in_memory: bool


@dataclass(frozen=True)
class EndOfLife(Instr):
    """The end of the lifetime of block-scope objects (C11 6.2.4p6: when execution of their
    block ends, by its end or a jump out of it; a compound literal's block is the one it is
    evaluated in, 6.5.2.5p5): an access through a pointer to one of ``names`` afterwards is
    undefined (gcc's ASan: stack-use-after-scope), until a ``Declare`` of it is executed
    again (the block entered anew). Emitted only for variables whose address escapes
    (:mod:`errlang.ir.lifetimes`)."""

    names: tuple[str, ...]


@dataclass(frozen=True)
class Revive(Instr):
    """The block-scope objects ``names``, declared before this point in the blocks open here,
    are live again (not their values: they keep their bytes), where gcc's AddressSanitizer
    unpoisons them although no declaration is executed: at a ``case``/``default`` label (the
    switch body's objects) and at a label a ``goto`` names (every open block's objects)."""

    names: tuple[str, ...]


@dataclass(frozen=True)
class Assume(Instr):
    cond: Expr


@dataclass(frozen=True)
class Assert(Instr):
    cond: Expr
    site: int  # index of the AssertionSite


@dataclass(frozen=True)
class Call(Instr):
    result: LValue | None
    function: str
    args: tuple[Expr, ...]


@dataclass(frozen=True)
class Nondet(Instr):
    """An input of the run: the value returned by a nondet call."""

    result: LValue | None
    function: str
    type: CType


@dataclass(frozen=True)
class Alloc(Instr):
    result: LValue | None
    size: Expr
    zeroed: bool
    automatic: bool = False  # a variable-length array's storage, not malloc's: never NULL


@dataclass(frozen=True)
class Free(Instr):
    pointer: Expr


@dataclass(frozen=True)
class Realloc(Instr):
    """``result = realloc(pointer, size)`` (C11 7.22.3.5, as glibc): a new heap object holding
    the first bytes of ``pointer``'s object; that object is freed."""

    result: LValue | None
    pointer: Expr
    size: Expr


@dataclass(frozen=True)
class MemSet(Instr):
    pointer: Expr
    value: Expr
    size: Expr


@dataclass(frozen=True)
class MemCopy(Instr):
    target: Expr
    source: Expr
    size: Expr


@dataclass(frozen=True)
class Event(Instr):
    """A letter candidate: ``kind`` is functions | calls | branches | events."""

    kind: str
    letter: str


@dataclass(frozen=True)
class Goto(Instr):
    """Jump to ``target`` when ``cond`` is non-zero (always when None). A backward goto that is
    not a structured loop's back edge (``counted``) is bounded by the loop bound."""

    target: int
    cond: Expr | None = None
    counted: bool = False


@dataclass(frozen=True)
class Return(Instr):
    value: Expr | None


@dataclass(frozen=True)
class Stop(Instr):
    """``exit()`` or ``abort()``: the run ends without failing an assertion."""

    kind: str  # "exit" | "abort"


@dataclass(frozen=True)
class LoopEnter(Instr):
    loop: int


@dataclass(frozen=True)
class LoopIter(Instr):
    """Start of one iteration of structured loop ``loop``; more than b of them are cut."""

    loop: int


@dataclass(frozen=True)
class Skip(Instr):
    pass


@dataclass(frozen=True)
class ArrayStore:
    """``array[scale * i + shift] = value`` in every iteration of an :class:`ArrayLoop`:
    ``array`` is the address of the array variable, ``value`` is in terms of the index register,
    the iteration's inputs and elements of arrays (as the memory is after the earlier
    stores)."""

    array: Expr
    element: CType
    value: Expr
    scale: int = 1  # the element written is ``scale * i + shift`` (scale 1 or -1)
    shift: int = 0
    stride: int = 0  # the array's element size (0: ``element``'s)
    member: int = 0  # in an array of structs: the offset of the member written
    # ``value`` reads the array at the mirrored index too (``a[i] = a[N - 1 - i]``), so it reads
    # back what earlier iterations wrote (errlang.ir.array_loops, issue 23)
    reads_back: bool = False
    # the assignment's place: a signed overflow in ``value`` is reported there
    loc: Loc | None = field(default=None, compare=False)


@dataclass(frozen=True)
class LoopInput:
    """A nondet call made once per iteration of an :class:`ArrayLoop`; its value is in the
    temporary register ``register``."""

    register: str
    function: str
    type: CType
    loc: Loc
    conditional: bool = False  # made only in some iterations (inside an if)


@dataclass(frozen=True)
class Reduction:
    """A register an :class:`ArrayLoop` reduces over its iterations (``errlang.ir.array_loops``):
    ``min``/``max`` (``if (value < target) target = value;``), ``flag`` (``if (guard) target =
    value;`` with ``value`` invariant), ``last`` (``target = value;``, the last iteration's) or
    ``find`` (``target`` is the index of a search ``while (i < N && value) i++;``: where it
    stops), ``value`` and ``guard`` read as the memory is after the loop body's first
    ``stores_before`` stores."""

    target: RegLV
    kind: str
    value: Expr
    guard: Expr | None = None
    stores_before: int = 0


@dataclass(frozen=True)
class ArrayLoop(Instr):
    """A whole loop ``for (i = first; i < end; i++) { a[i] = …; …; assert(…); }`` whose
    iterations each touch only element ``i`` of arrays (issue 23, ``errlang.ir.array_loops``):
    its effect in one step, with no unwinding. ``assertion`` (the body's last instruction, if
    any) fails iff it fails for some ``i``; afterwards ``index`` is ``end``."""

    loop: int
    index: RegLV
    first: int
    end: int
    stores: tuple[ArrayStore, ...]
    inputs: tuple[LoopInput, ...]
    assertion: Assert | None
    reductions: tuple[Reduction, ...] = ()  # registers the loop reduces (issue 23)


# gcc's __builtin_unreachable() reached (UBSan's -fsanitize=unreachable; ir/builtins.py): the
# reason of an undefined Unsupported (encoder/encoding.py lists it with the other UB reasons)
UNREACHABLE_REACHED = "__builtin_unreachable() reached"
# gcc's -fsanitize=vla-bound ("variable length array bound evaluates to non-positive value"):
# C11 6.7.6.2p5 asks each evaluation of a variable-length array's size to be greater than zero
VLA_BOUND = "variable-length array bound not positive"
# gcc's -fsanitize=builtin ("passing zero to ctz(), which is not a valid argument"): the
# builtins whose result gcc leaves undefined at zero (ir/bit_builtins.py)
BUILTIN_ZERO = "__builtin_ctz/clz of zero"
# gcc's -fsanitize=bool ("load of value 2, which is not a valid value for type '_Bool'"): a
# _Bool object whose byte is neither 0 nor 1 (written as bytes: memcpy, a char pointer, a
# union) read as a _Bool (encoder/expressions.py)
INVALID_BOOL = "load of a _Bool that is neither 0 nor 1"


@dataclass(frozen=True)
class Unsupported(Instr):
    """The body of a function errlang refused: a run reaching it cannot be analysed further.
    ``undefined``: reaching it is undefined behaviour (``__builtin_unreachable()``), a finding
    with ``message`` as its reason rather than a run errlang cannot follow."""

    message: str
    undefined: bool = False


@dataclass
class Variable:
    name: str  # unique within its function (or among globals)
    display: str  # the name in the source
    type: CType
    in_memory: bool
    is_global: bool


@dataclass
class Function:
    name: str
    params: list[Variable]
    result: CType
    body: list[Instr] = field(default_factory=list)
    variables: dict[str, Variable] = field(default_factory=dict)
    loc: Loc | None = None
    loop_lines: dict[int, int] = field(default_factory=dict)  # loop id -> source line
