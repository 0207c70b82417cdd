"""The bounded program formula: what the symbolic execution records for queries and replay."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import z3

from errlang.ir.nodes import BUILTIN_ZERO, INVALID_BOOL, UNREACHABLE_REACHED, VLA_BOUND, Loc
from errlang.ir.types import CType

LETTER_BITS = 16
LETTER = z3.BitVecSort(LETTER_BITS)
ERROR_LETTER = "!error"
END_LETTER = "!end"

# What cuts a run (``Cut.kind``) and why (``Cut.reason``): one vocabulary for check and explain.
BOUND, UB, UNSUPPORTED = "bound", "ub", "unsupported"
CUT_KINDS = (BOUND, UB, UNSUPPORTED)
# A site reported but not cut (``Encoding.warnings``): the run goes on (DESIGN §2).
WARNING = "warning"
LOOP_BOUND = "loop bound"
RECURSION_BOUND = "recursion bound"
GOTO_BOUND = "backward goto bound"
DIVISION_BY_ZERO = "division by zero"
SIGNED_DIVISION_OVERFLOW = "INT_MIN / -1"
SHIFT_OUT_OF_RANGE = "shift out of range"
# C11 6.5p5, 6.5.7p4: a signed + - * << or negation whose result the type cannot represent
# (gcc's -fsanitize=signed-integer-overflow and shift-base); the run goes on, wrapped
SIGNED_OVERFLOW = "signed overflow"
NULL_DEREFERENCE = "null dereference"
OUT_OF_BOUNDS = "out-of-bounds access"
USE_AFTER_FREE = "use after free"
DANGLING_POINTER = "dangling pointer"
# C11 6.2.4p6: an object of a block whose execution ended (gcc's ASan: stack-use-after-scope)
USE_AFTER_SCOPE = "use after scope"
INVALID_FREE = "invalid free"
UNINITIALISED_READ = "uninitialised read"
OVERLAPPING_MEMCPY = "overlapping memcpy"
# C11 6.5.6p9: both pointers of a subtraction point into (or one past) the same array object
POINTER_SUBTRACTION = "subtraction of pointers to different objects"
# C11 6.3.1.4p1: a floating value whose integer part the integer type cannot represent (NaN,
# infinities, out of range); UBSan's float-cast-overflow
FLOAT_CAST_OVERFLOW = "float-to-integer conversion out of range"
ALLOCATION_TOO_LARGE = "allocation larger than 2^40 bytes"
# Faults that do not end the run (``Encoding.warnings``): an automatic variable read before it
# is written gives an arbitrary value (CBMC's convention, DESIGN §2); a signed overflow wraps,
# as gcc's code computes it and as -fsanitize=undefined reports it and goes on.
NON_BLOCKING = frozenset({UNINITIALISED_READ, SIGNED_OVERFLOW})
UB_REASONS = (
    DIVISION_BY_ZERO,
    SIGNED_DIVISION_OVERFLOW,
    SHIFT_OUT_OF_RANGE,
    SIGNED_OVERFLOW,
    NULL_DEREFERENCE,
    OUT_OF_BOUNDS,
    USE_AFTER_FREE,
    DANGLING_POINTER,
    USE_AFTER_SCOPE,
    INVALID_FREE,
    UNINITIALISED_READ,
    OVERLAPPING_MEMCPY,
    POINTER_SUBTRACTION,
    FLOAT_CAST_OVERFLOW,
    UNREACHABLE_REACHED,
    VLA_BOUND,
    BUILTIN_ZERO,
    INVALID_BOOL,
)
BOUND_REASONS = (LOOP_BOUND, RECURSION_BOUND, GOTO_BOUND)


@dataclass(frozen=True)
class LoopBounds:
    """The loop bound of each loop (issue 30: per-loop bounds). ``default`` is the bound of
    every loop not in ``loops`` (and of recursion and backward gotos); ``loops`` maps a loop,
    named as its cut is reported — (function, line) of its LoopIter's location — to a bound of
    its own. ``check`` deepens only the loops whose bound some run reached (the others keep
    theirs, :mod:`errlang.session.check_schedule`); any map is exact, since a run that goes past
    a loop's bound is cut there and the cut is reported like every loop-bound cut."""

    default: int
    loops: Mapping[tuple[str, int], int] = field(default_factory=dict)

    def of(self, loc: Loc) -> int:
        """The bound of the loop whose LoopIter is at ``loc``."""
        return self.loops.get((loc.function, loc.line), self.default)


@dataclass(frozen=True)
class Cut:
    """A site where the bounded program blocks runs (DESIGN §2: undefined behaviour and the
    bound are findings): a run is cut here iff ``guard`` holds (its path condition and the
    violating condition). The run stays blocked — it never ends in an assertion failure.

    ``kind`` is one of :data:`CUT_KINDS`; ``reason`` one of :data:`BOUND_REASONS`,
    :data:`UB_REASONS`, :data:`ALLOCATION_TOO_LARGE` or, for a refused function, the refusal's
    message. ``loc``: the offending expression's statement; for a loop bound the loop's line,
    for recursion the call."""

    kind: str
    reason: str
    guard: z3.BoolRef
    loc: Loc


@dataclass(frozen=True)
class Write:
    """A value an assignment stores (DESIGN §5, ``credit = -1``): on runs where ``guard`` holds,
    ``name`` (the lvalue as C writes it: ``credit``, ``p->next``, ``a[i]``; derived from the IR,
    see docs/encoder.md) receives ``value``, of C type ``type``."""

    name: str
    value: z3.BitVecRef
    type: CType
    guard: z3.BoolRef


@dataclass(frozen=True)
class Read:
    """A value an assertion reads: ``name`` (as C writes it) holds ``value`` there."""

    name: str
    value: z3.BitVecRef
    type: CType


@dataclass(frozen=True)
class InputInstance:
    """One nondet call on some path: its value is ``symbol`` when ``guard`` holds.

    ``target``: the variable or expression that receives the value, as C writes it (``op`` for
    ``int op = __VERIFIER_nondet_int();``), None when the value goes nowhere nameable."""

    guard: z3.BoolRef
    symbol: z3.BitVecRef
    function: str
    loc: Loc
    type: CType
    target: str | None = None


@dataclass(frozen=True)
class EventInstance:
    id: int
    guard: z3.BoolRef
    position: z3.BitVecRef
    letter: str
    loc: Loc
    values: tuple[tuple[str, z3.BitVecRef, CType], ...]


@dataclass(frozen=True)
class MemoryObject:
    """What a memory object of the encoding is, so that a pointer into it can be shown as C
    writes it (``&list``, ``&a[3]``, ``&(heap object from line 32)->nested``): ``kind`` is
    ``global``, ``local``, ``heap`` or ``function`` (the object a function pointer designates,
    ``name`` the function); ``name`` the variable (None for heap objects); ``type``
    the variable's type, or for a heap object the type its pointer is first stored as (None:
    unknown); ``line`` where it is declared or allocated; ``ordinal`` counts the objects made at
    the same line and function (a loop or several calls allocate several)."""

    kind: str
    name: str | None
    type: CType | None
    line: int
    function: str
    ordinal: int = 1


@dataclass(frozen=True)
class Release:
    """Memory that ends (issue 21: a pointer into it dangles afterwards): on runs where
    ``guard`` holds, after the first ``position`` step instances, the object ``pointer`` points
    into (``free``, ``realloc``), or ``objects`` (a returning call's variables)."""

    guard: z3.BoolRef
    position: int
    pointer: z3.BitVecRef | None = None
    objects: tuple[int, ...] = ()


@dataclass(frozen=True)
class StepInstance:
    """A run executes ``loc`` when ``guard`` holds; ``writes``: what the instruction stores
    (several instructions of one line give consecutive steps of that line). A branch's step
    also has its ``condition`` (the run goes on to the jump's target when it holds) and the
    named values the condition tests (``reads``): the deciding step (issue 21)."""

    guard: z3.BoolRef
    loc: Loc
    writes: tuple[Write, ...] = ()
    condition: z3.BoolRef | None = None
    reads: tuple[Read, ...] = ()


@dataclass(frozen=True)
class Termination:
    """A way a run can end: failing assertion ``site`` (or the normal end, site -1)."""

    site: int
    guard: z3.BoolRef
    position: z3.BitVecRef  # where the final letter (error or end) goes
    loc: Loc
    last_events: frozenset[int]
    reads: tuple[Read, ...] = ()  # a failing assertion: the values its condition reads


@dataclass(frozen=True)
class LoopHead:
    """A run is at the head of loop ``loop`` of ``function`` (the IR function) in activation
    ``frame`` (compared by identity) when ``guard`` holds, with the state ``state`` (the
    encoder's State, a copy)."""

    loop: int
    function: object
    frame: object
    guard: z3.BoolRef
    state: object


@dataclass
class Encoding:
    """The bounded program: all runs within bound ``loop_bound`` from ``entry``."""

    entry: str
    loop_bound: int
    letters: dict[str, int]
    locations: dict[str, list[Loc]]
    word: z3.ArrayRef  # position -> letter id
    constraints: list[z3.BoolRef] = field(default_factory=list)
    terminations: list[Termination] = field(default_factory=list)
    inputs: list[InputInstance] = field(default_factory=list)
    events: list[EventInstance] = field(default_factory=list)
    steps: list[StepInstance] = field(default_factory=list)
    cuts: list[Cut] = field(default_factory=list)
    # sites reported but not cut (kind WARNING; reason in NON_BLOCKING): a run reaches one iff
    # its guard holds, and goes on
    warnings: list[Cut] = field(default_factory=list)
    # the arbitrary values of automatic variables read before written: ``symbol`` is the
    # value of the variable ``target`` declared at ``loc`` (function "<uninitialised>"); not
    # nondet calls, so not among ``inputs`` (a replay cannot set them)
    uninitialised: list[InputInstance] = field(default_factory=list)
    # loops summarised in one step (encoder.array_loops): their byte arrays are z3 lambdas,
    # which z3's incremental solver decides far more slowly than its tactics (teacher.solver)
    array_loops: int = 0
    # (assertion site, passed) of each summarised loop with an assertion: ``passed`` is a free
    # Boolean conjoined to the runs after the loop, which are exact only where that assertion
    # cannot fail (session.check_bound excludes them otherwise)
    array_loop_checks: list[tuple[int, z3.BoolRef]] = field(default_factory=list)
    # object id -> what it is (for showing pointers; docs/explanations.md, "Values")
    objects: dict[int, MemoryObject] = field(default_factory=dict)
    # where memory ends, in step order (a pointer into it is shown as dangling afterwards)
    releases: list[Release] = field(default_factory=list)
    # the event-instance graph (source event id, letter, target event id; -1: the start):
    # the teacher's projection filter (docs/architecture.md)
    projection_edges: list[tuple[int, str, int]] = field(default_factory=list)
    # every visit of a loop head (LoopIter, the cut visit included), for the picture's
    # subsumption of repeated loop-head states (errlang.teacher.stutter; issue 20)
    loop_heads: list[LoopHead] = field(default_factory=list)
    # some term is floating point (None: not known; the solver then looks, teacher/solver.py)
    floating: bool | None = None
    # whether each event's ``word[position] = letter`` is among the constraints: the learner's
    # queries pin the word array; ``check`` reads a run's word from its events' guards and
    # positions (teacher.run_reading) and never asks the array, whose constraints only kept
    # its formulas off the bit-vector route (z3's is-qfbv probe: an array; symex, nests)
    words: bool = True

    @property
    def bound_hit(self) -> z3.BoolRef:
        """Some run reaches the bound: the disjunction of the bound cuts' guards."""
        guards = [c.guard for c in self.cuts if c.kind == BOUND]
        if not guards:
            return z3.BoolVal(False)
        return guards[0] if len(guards) == 1 else z3.Or(*guards)

    @property
    def unsupported(self) -> list[tuple[z3.BoolRef, str]]:
        """(guard, message) of every reachable refused function (cuts of kind unsupported,
        except the allocation limit, which is a modelling limit rather than a refusal)."""
        return [
            (c.guard, c.reason)
            for c in self.cuts
            if c.kind == UNSUPPORTED and c.reason != ALLOCATION_TOO_LARGE
        ]

    def failing(self, site: int) -> list[Termination]:
        return [t for t in self.terminations if t.site == site]
