"""Which objects a pointer term may point to: its if-then-else leaves, each a known object.

A pointer is a 64-bit value ``object << 48 | offset``. Merging states makes pointers
if-then-else trees over path guards whose leaves are ``base(object) + offset``; splitting a
pointer into those leaves lets every access select from one object at a (usually constant)
offset, which z3's rewriter resolves — the reason memory is per object (docs/architecture.md).
The split is memoised over the term DAG: shared subterms are split once, and equal leaves
reached along several paths become one case with the disjunction of their conditions.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import z3

from errlang.encoder.values import and_, is_true, ite, not_, or_

OBJECT_BITS = 16
OFFSET_BITS = 48
MAX_CASES = 64  # beyond this many leaves a pointer is treated as unknown (tested per object)
# the object of a pointer read from memory never written (docs/encoder.md, "Indeterminate
# pointers"): an id no object has, so that an access through it is invalid
INDETERMINATE = -1
_TRUE = z3.BoolVal(True)

Cases = list[tuple[z3.BoolRef, z3.BitVecRef]]


def base(obj: int) -> z3.BitVecRef:
    """The address of byte 0 of object ``obj``."""
    return z3.BitVecVal(obj << OFFSET_BITS, 64)


@dataclass(frozen=True)
class Target:
    """One object a pointer may point to: when ``cond``, at ``offset`` in ``obj``."""

    cond: z3.BoolRef
    # None: not known syntactically (``pointer`` must be tested per object); INDETERMINATE:
    # the bytes of memory never written, a pointer into no object
    obj: int | None
    offset: z3.BitVecRef
    pointer: z3.BitVecRef


class _Cache:
    """Results per term id; the terms are kept so that their ids are not reused."""

    LIMIT = 200_000

    def __init__(self) -> None:
        self.entries: dict[int, tuple[z3.ExprRef, object]] = {}

    def get(self, term: z3.ExprRef) -> object | None:
        entry = self.entries.get(term.get_id())
        return entry[1] if entry is not None else None

    def put(self, term: z3.ExprRef, value: object) -> None:
        if len(self.entries) > self.LIMIT:
            self.entries.clear()
        self.entries[term.get_id()] = (term, value)


_LEAVES = _Cache()
_OBJECTS = _Cache()


def _and(a: z3.BoolRef, b: z3.BoolRef) -> z3.BoolRef:
    if is_true(a):
        return b
    if is_true(b):
        return a
    return and_(a, b)


def _grouped(cases: Cases) -> Cases:
    """One case per distinct leaf, its conditions joined by ``Or``."""
    order: dict[int, tuple[z3.BitVecRef, list[z3.BoolRef]]] = {}
    for cond, leaf in cases:
        order.setdefault(leaf.get_id(), (leaf, []))[1].append(cond)
    return [(conds[0] if len(conds) == 1 else or_(*conds), leaf) for leaf, conds in order.values()]


def leaves(term: z3.BitVecRef) -> Cases:
    """(condition, leaf) cases of ``term`` (conditions disjoint, their disjunction true)."""
    cached = _LEAVES.get(term)
    if cached is not None:
        return cached  # type: ignore[return-value]
    cases = _split(term)
    if len(cases) > MAX_CASES:
        cases = [(_TRUE, term)]
    _LEAVES.put(term, cases)
    return cases


def _split(term: z3.BitVecRef) -> Cases:
    if z3.is_app_of(term, z3.Z3_OP_ITE):
        c, a, b = term.children()
        then = [(_and(c, g), leaf) for g, leaf in leaves(a)]
        other = [(_and(not_(c), g), leaf) for g, leaf in leaves(b)]
        return _grouped(then + other)
    if z3.is_app_of(term, z3.Z3_OP_BADD) or z3.is_app_of(term, z3.Z3_OP_CONCAT):
        # ``If(...) + k``, and z3's rewriting of If(c, base(4), base(0)) into
        # Concat(0, If(c, 4, 0), 0): distribute over the one argument that splits
        args = term.children()
        split = [(i, leaves(a)) for i, a in enumerate(args) if not z3.is_bv_value(a)]
        split = [(i, cases) for i, cases in split if len(cases) > 1]
        if len(split) == 1:
            i, inner = split[0]
            join = z3.Sum if z3.is_app_of(term, z3.Z3_OP_BADD) else z3.Concat
            return _grouped(
                [(g, z3.simplify(join(*args[:i], leaf, *args[i + 1 :]))) for g, leaf in inner]
            )
    return [(_TRUE, term)]


_OFFSET_MASK = (1 << OFFSET_BITS) - 1
_WORD = 1 << 64
# A constant offset folded into a base is trusted only below this magnitude; objects are at
# most 2^40 bytes (memory.MAX_ALLOCATION), so a program's constant offsets stay far below it.
_FOLDED_OFFSET_LIMIT = 1 << (OFFSET_BITS - 2)


def _object_of_constant(value: int) -> int | None:
    """The object of a constant ``base(obj) + k`` that z3 folded together (``k`` signed).

    ``base(obj) + 4 * (n - 1 - i)`` simplifies to ``(base(obj) - 4) + 4 * (n - i)``: the
    constant's top 16 bits are then ``obj - 1``. Rounding the constant to the nearest base
    recovers ``obj`` whenever the folded offset ``k`` satisfies ``|k| < 2^46``; a constant
    farther from every base, or nearest to the null object, gives None (the pointer is then
    tested against every object by its bits 63..48, see ``memory.Memory.resolve``)."""
    obj = ((value + (1 << (OFFSET_BITS - 1))) % _WORD) >> OFFSET_BITS
    folded = (value - (obj << OFFSET_BITS)) % _WORD
    if folded >= _WORD // 2:
        folded -= _WORD
    if obj == 0 or abs(folded) >= _FOLDED_OFFSET_LIMIT:
        return None
    return obj


def object_of(leaf: z3.BitVecRef) -> int | None:
    """The object a leaf points into, when it is syntactically ``base(obj) [+ offset]``.

    The object is the pointer's provenance (C11 6.5.6p8: arithmetic stays inside the object
    the pointer came from), recovered from the one constant of the sum, which may carry a
    folded constant offset (``_object_of_constant``); a constant pointer is its bits 63..48."""
    if z3.is_bv_value(leaf):
        return leaf.as_long() >> OFFSET_BITS
    if z3.is_app_of(leaf, z3.Z3_OP_CONCAT):
        # z3's form of base(obj) + ZeroExt(x) for a narrow x (a table read at a byte index:
        # ``T[(unsigned char)c]``): the object's bits are the constant's, the offset below them
        high, *low = leaf.children()
        width = sum(part.size() for part in low)
        if z3.is_bv_value(high) and width <= OFFSET_BITS:
            obj = (high.as_long() << width) >> OFFSET_BITS
            return obj if obj != 0 else None
    if z3.is_app_of(leaf, z3.Z3_OP_BADD):
        consts = [a for a in leaf.children() if z3.is_bv_value(a)]
        if len(consts) == 1:
            return _object_of_constant(consts[0].as_long())
    return None


def targets(pointer: z3.BitVecRef) -> list[Target]:
    """The objects ``pointer`` may point to, with the condition for each: one target per
    object, its offset an if-then-else over the offsets the pointer's leaves have in it.

    A cursor merged at every join point (``r->p`` advanced by helpers, a matcher's pattern
    and text positions reset from saved copies) is an if-then-else tree whose leaves are
    ``base(obj) + offset``; the number of *distinct* leaves grows with every join (each
    iteration's offsets added to each of the last one's), while the objects stay one or two.
    An access split per leaf read and tested every leaf (der_walk at loop bound 4: up to 222
    leaves, past :data:`MAX_CASES` and then tested against every object); split per object it
    reads and tests one offset term per object, whose size is that of the tree (shared), as
    CBMC keeps a pointer as an object and one offset. The split is memoised over the term DAG
    (one cache, :data:`_OBJECTS`, for the pointer and every subterm split on the way); past
    :data:`MAX_CASES` objects the term is one target of unknown object."""
    cached = _OBJECTS.get(pointer)
    if cached is not None:
        return cached  # type: ignore[return-value]
    found = _split_objects(pointer)
    if len(found) > MAX_CASES:
        found = [_classified(_TRUE, pointer)]
    _OBJECTS.put(pointer, found)
    return found


def _classified(cond: z3.BoolRef, leaf: z3.BitVecRef) -> Target:
    """``leaf`` as a target: its object (syntactically, ``object_of``) and offset in it."""
    leaf = z3.simplify(leaf)
    obj = object_of(leaf)
    if obj is None and indeterminate(leaf):
        obj = INDETERMINATE
    offset = z3.simplify(leaf - base(obj)) if obj not in (None, INDETERMINATE) else leaf
    return Target(cond, obj, offset, leaf)


def _key(target: Target) -> int | tuple[int]:
    """Targets with the same key are one: a known object (or INDETERMINATE) by its id, a
    pointer of unknown object by its term (each tested against every object by its bits)."""
    return target.obj if target.obj is not None else (target.pointer.get_id(),)


def _positive(target: Target) -> bool:
    return target.obj is not None and target.obj > 0


def _split_objects(term: z3.BitVecRef) -> list[Target]:
    if z3.is_app_of(term, z3.Z3_OP_ITE):
        c, a, b = term.children()
        return _chosen(c, targets(a), targets(b))
    if z3.is_app_of(term, z3.Z3_OP_BADD):
        moved = _moved(term)
        if moved is not None:
            return moved
    if z3.is_app_of(term, z3.Z3_OP_BADD) or z3.is_app_of(term, z3.Z3_OP_CONCAT):
        return _grouped_targets([_classified(cond, leaf) for cond, leaf in leaves(term)])
    return [_classified(_TRUE, term)]


def _chosen(c: z3.BoolRef, then: list[Target], other: list[Target]) -> list[Target]:
    """The targets of ``If(c, a, b)`` from those of ``a`` and ``b``: an object on both sides
    keeps one target whose offset is ``If(c, offset_a, offset_b)``."""
    right = {_key(t): t for t in other}
    found = []
    for target in then:
        match = right.pop(_key(target), None)
        if match is None:
            found.append(_under(_and(c, target.cond), target))
            continue
        both = target.cond is match.cond or (is_true(target.cond) and is_true(match.cond))
        cond = target.cond if both else z3.If(c, target.cond, match.cond)
        offset = ite(c, target.offset, match.offset)
        found.append(Target(cond, target.obj, offset, ite(c, target.pointer, match.pointer)))
    for target in right.values():
        found.append(_under(_and(not_(c), target.cond), target))
    return found


def _under(cond: z3.BoolRef, target: Target) -> Target:
    return target if cond is target.cond else replace(target, cond=cond)


def _moved(term: z3.BitVecRef) -> list[Target] | None:
    """The targets of a sum with one pointer among its operands (``p + k``, ``p + len``):
    the pointer's, each offset moved by the other operands (C11 6.5.6p8: the result is in the
    pointer's object); None when no one operand is such a pointer."""
    args = term.children()
    split = [(i, targets(a)) for i, a in enumerate(args) if not z3.is_bv_value(a)]
    carriers = [(i, found) for i, found in split if any(_positive(t) for t in found)]
    if not carriers and len(split) == 1:
        # null plus constants (``star_p + 1`` while star_p may still be 0), when no constant
        # is an object's folded base: in no object, as each of its constant leaves was
        folded_base = any(object_of(a) for a in args if z3.is_bv_value(a))
        if folded_base or not all(t.obj == 0 for t in split[0][1]):
            return None
        carriers = split
    if len(carriers) != 1:
        return None
    i, found = carriers[0]
    rest = [a for j, a in enumerate(args) if j != i]
    constant = all(z3.is_bv_value(a) for a in rest)
    moved = []
    for target in found:
        if _positive(target) or (target.obj == 0 and constant):
            offset = z3.simplify(z3.Sum(target.offset, *rest))
            obj = target.obj
            assert obj is not None
            pointer = base(obj) + offset if obj else offset
            moved.append(Target(target.cond, obj, offset, pointer))
        elif target.obj == INDETERMINATE:  # memory never written, plus a member's offset: as
            # indeterminate, whichever such leaves were merged into its term (classified again,
            # an if-then-else of two such leaves had no object: sll_to_dll_rev.c at bound 2,
            # every access through it tested against every object, 1.3 -> 18.5 s CPU)
            moved_pointer = z3.simplify(z3.Sum(target.pointer, *rest))
            moved.append(Target(target.cond, INDETERMINATE, moved_pointer, moved_pointer))
        else:
            moved.append(_classified(target.cond, z3.Sum(target.pointer, *rest)))
    return _grouped_targets(moved)


def _grouped_targets(found: list[Target]) -> list[Target]:
    """One target per key, its conditions joined and its offset chosen by them."""
    order: dict[int | tuple[int], list[Target]] = {}
    for target in found:
        order.setdefault(_key(target), []).append(target)
    grouped = []
    for same_key in order.values():
        if len(same_key) == 1:
            grouped.append(same_key[0])
            continue
        offset, pointer = same_key[-1].offset, same_key[-1].pointer
        for target in reversed(same_key[:-1]):
            offset = ite(target.cond, target.offset, offset)
            pointer = ite(target.cond, target.pointer, pointer)
        cond = or_(*(t.cond for t in same_key))
        grouped.append(Target(cond, same_key[0].obj, offset, pointer))
    return grouped


def indeterminate(leaf: z3.BitVecRef) -> bool:
    """The leaf is the bytes of memory never written (the fresh ``object{N}!{i}`` bytes an
    object starts with, ``memory.Memory.allocate``): an indeterminate value, whose use as a
    pointer has no provenance (C11 6.2.4p6, 7.22.3.4p2: malloc's contents are indeterminate;
    6.5.3.2p4: the access is undefined), however its bits happen to fall; also with a
    constant offset added (a member of the struct it would point to)."""
    if z3.is_app_of(leaf, z3.Z3_OP_BADD):
        rest = [a for a in leaf.children() if not z3.is_bv_value(a)]
        return len(rest) == 1 and indeterminate(rest[0])
    if z3.is_const(leaf) and leaf.decl().name().startswith("uninit!"):
        # a never address-taken local read before it is written (instructions.visit_Declare):
        # as indeterminate as memory never written (C11 6.3.2.1p2, 6.2.4p6), no provenance
        return True
    if not z3.is_app_of(leaf, z3.Z3_OP_CONCAT):
        return False
    for byte in leaf.children():
        if not (z3.is_const(byte) and byte.decl().kind() == z3.Z3_OP_UNINTERPRETED):
            return False
        name = byte.decl().name()
        if not (name.startswith("object") and "!" in name):
            return False
    return True
