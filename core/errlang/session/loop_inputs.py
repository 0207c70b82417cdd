"""Every input of a counterexample that passes a summarised array loop, for its replay (issue
23; docs/checking.md, "Loops over arrays").

A loop summarised by :mod:`errlang.ir.array_loops` makes no nondet call in the formula: the
``k``-th call of iteration ``j`` is element ``j`` of an array ``input_k`` (an uninterpreted
function of the iteration, :mod:`errlang.encoder.array_loops`), and a counterexample lists
only the calls of its first iterations. The compiled program calls the input function at every
iteration, so a replay needs them all, in call order: this module asks the solver again for a
run failing the same assertion at the same bound whose listed inputs are the counterexample's
(pinned one by one), reads the arrays' values from its model (z3 gives an array as a constant
with a few stores, read in one pass; other shapes element by element) and lists the calls of
every iteration where the loop's first listed call was. This runs only on ``--replay``, after
the analysis.

The encoder names the arrays ``FUNCTION!LINE!FRESH!K`` (``FRESH`` numbers the loop's
execution, ``K`` the call in the body): that name is the only thing read here from the
encoder's representation.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import z3

from errlang.encoder.encoding import Encoding, InputInstance
from errlang.encoder.symex import encode
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.grid_loops import GridLoop
from errlang.ir.program import IRProgram
from errlang.teacher.runs import InputValue, float_literal
from errlang.teacher.solver import BoundedSolver, SolverUnknown

MAX_VALUES = 4_000_000  # inputs a replay may be given (a loop of 10^6 iterations, 4 calls each)
MAX_EVALUATIONS = 20_000  # elements read one by one when the array's model is no store chain

Json = dict[str, object]


class LoopInputsUnavailable(Exception):
    """Why a counterexample's loop inputs cannot be listed (said in the replay's detail)."""


def summarised_inputs(ir: IRProgram, shown: Sequence[InputValue] | None = None) -> bool:
    """True when some summarised array loop of ``ir`` calls an input function (and, given the
    inputs ``shown`` of a counterexample, it lists a call of such a loop: the run passed it)."""
    calls = {
        (put.function, put.loc.line)
        for function in ir.functions.values()
        for instr in function.body
        if isinstance(instr, n.ArrayLoop | GridLoop)
        for put in instr.inputs
    }
    if shown is None:
        return bool(calls)
    return any((value.function, value.line) in calls for value in shown)


def replay_inputs(
    ir: IRProgram, site: int, bound: int, shown: Sequence[InputValue], timeout: float = 30.0
) -> list[Json]:
    """The inputs, in call order, of a run of ``ir`` (lowered with loop summaries) that fails
    assertion ``site`` at loop bound ``bound`` and whose listed inputs are ``shown`` — every
    iteration's calls of the summarised loops included (the ``{"function", "line", "value"}``
    objects a replay takes). Raises :class:`LoopInputsUnavailable` saying why not."""
    encoding, _ = encode(ir, "main", bound, ("functions",))
    solver = BoundedSolver(encoding, timeout)
    try:
        model = solver.satisfiable(solver.ends(site))
        if model is None:
            raise LoopInputsUnavailable("no failing run of this assertion at its bound")
        pins = _pins(model, encoding, shown)
        if pins:
            pinned = solver.satisfiable(solver.ends(site), *pins)
            if pinned is None:
                raise LoopInputsUnavailable("no failing run has the counterexample's inputs")
            model = pinned
    except SolverUnknown as error:
        raise LoopInputsUnavailable(f"the solver gave up: {error.reason}") from None
    return list(_inputs(model, encoding, ir))


def _held(model: z3.ModelRef, encoding: Encoding) -> list[InputInstance]:
    return [
        given
        for given in encoding.inputs
        if z3.is_true(model.eval(given.guard, model_completion=True))
    ]


def _pins(model: z3.ModelRef, encoding: Encoding, shown: Sequence[InputValue]) -> list[z3.BoolRef]:
    """Conditions making the run's listed inputs ``shown``: each listed call made, with its
    value (empty when the model's run lists other calls: the counterexample's path is then not
    this model's, and its inputs are not pinned)."""
    held = _held(model, encoding)
    same_calls = len(held) == len(shown) and all(
        given.function == value.function and given.loc.line == value.line
        for given, value in zip(held, shown, strict=True)
    )
    if not same_calls:
        return []
    pins: list[z3.BoolRef] = []
    for given, value in zip(held, shown, strict=True):
        size = given.symbol.size()
        raw = value.bits if value.bits is not None else value.value
        if not isinstance(raw, int):
            return []
        pins += [given.guard, given.symbol == z3.BitVecVal(raw % 2**size, size)]
    return pins


def _inputs(model: z3.ModelRef, encoding: Encoding, ir: IRProgram) -> Iterator[Json]:
    """The calls of the run ``model`` describes, each summarised loop's iterations in full."""
    listed: set[str] = set()
    count = 0
    for given in _held(model, encoding):
        family = _family(given.symbol)
        if family is None:
            count += 1
            yield _value(model, given.symbol, given.type, given.function, given.loc.line)
            continue
        _, fresh, _ = family.decl().name().rsplit("!", 2)
        if fresh in listed:
            continue
        listed.add(fresh)
        instr = _loop_of(ir, encoding, fresh)
        for put in instr.inputs:
            if put.conditional:
                raise LoopInputsUnavailable(
                    f"the array loop at line {instr.loc.line} calls {put.function} in some "
                    "iterations only"
                )
            if isinstance(put.type, t.FloatType):
                raise LoopInputsUnavailable(
                    f"the array loop at line {instr.loc.line} reads floating inputs"
                )
        iterations = _iterations(instr)
        count += len(iterations) * len(instr.inputs)
        if count > MAX_VALUES:
            raise LoopInputsUnavailable(
                f"the run calls input functions more than {MAX_VALUES} times"
            )
        tables = [_table(model, _array(encoding, fresh, k)) for k in range(len(instr.inputs))]
        for j in iterations:
            for put, (entries, default) in zip(instr.inputs, tables, strict=True):
                raw = entries.get(j % 2**64, default)
                yield _literal(raw, put.type, put.function, put.loc.line)


def _family(symbol: z3.ExprRef) -> z3.ExprRef | None:
    """The input array of a summarised loop that ``symbol`` (an iteration's value: the array's
    element, or a ``_Bool``'s low bit of it) reads, else None."""
    while z3.is_app(symbol) and symbol.decl().kind() in (z3.Z3_OP_ZERO_EXT, z3.Z3_OP_EXTRACT):
        symbol = symbol.arg(0)
    if z3.is_select(symbol) and z3.is_const(symbol.arg(0)):
        array: z3.ExprRef = symbol.arg(0)
        if array.decl().name().count("!") >= 3:
            return array
    return None


def _array(encoding: Encoding, fresh: str, k: int) -> z3.ArrayRef:
    """Input array ``k`` of the loop execution ``fresh`` (read from the listed iterations)."""
    for given in encoding.inputs:
        family = _family(given.symbol)
        if family is not None:
            _, number, index = family.decl().name().rsplit("!", 2)
            if number == fresh and index == str(k):
                found: z3.ArrayRef = family
                return found
    raise LoopInputsUnavailable("a summarised loop's inputs are not listed by the encoding")


def _iterations(instr: n.ArrayLoop | GridLoop) -> range:
    """The indices of a summarised loop's input arrays, one per iteration in order: an array
    loop's index values; a grid loop's iterations numbered row by row from 0."""
    if isinstance(instr, GridLoop):
        rows = max(instr.outer_end - instr.outer_first, 0)
        return range(rows * max(instr.inner_end - instr.inner_first, 0))
    return range(instr.first, instr.end)


def _loop_of(ir: IRProgram, encoding: Encoding, fresh: str) -> n.ArrayLoop | GridLoop:
    """The summarised loop whose execution ``fresh`` made the arrays: the loop whose calls are
    at the arrays' (function, line)."""
    calls: dict[int, tuple[str, int]] = {}
    for given in encoding.inputs:
        family = _family(given.symbol)
        if family is not None:
            prefix, number, index = family.decl().name().rsplit("!", 2)
            if number == fresh:
                function, line = prefix.rsplit("!", 1)
                calls[int(index)] = (function, int(line))
    loops = {
        (_iterations(instr).start, _iterations(instr).stop): instr
        for body in ir.functions.values()
        for instr in body.body
        if isinstance(instr, n.ArrayLoop | GridLoop)
        and len(instr.inputs) == len(calls)
        and all(calls.get(k) == (p.function, p.loc.line) for k, p in enumerate(instr.inputs))
    }
    if len(loops) != 1:
        raise LoopInputsUnavailable("the summarised loop of the listed inputs is not known")
    return next(iter(loops.values()))


def _table(model: z3.ModelRef, array: z3.ArrayRef) -> tuple[dict[int, int], int]:
    """The array's model as (explicit elements, the value of every other element)."""
    value = model.eval(array, model_completion=True)
    entries: dict[int, int] = {}
    while z3.is_store(value):
        index, element = value.arg(1), value.arg(2)
        if not (z3.is_bv_value(index) and z3.is_bv_value(element)):
            break
        entries.setdefault(index.as_long(), element.as_long())
        value = value.arg(0)
    if z3.is_const_array(value) and z3.is_bv_value(value.arg(0)):
        return entries, value.arg(0).as_long()
    if z3.is_as_array(value):
        interpretation = model[z3.get_as_array_func(value)]
        for index, element in interpretation.as_list()[:-1]:
            entries.setdefault(index.as_long(), element.as_long())
        default = interpretation.else_value()
        return entries, default.as_long() if z3.is_bv_value(default) else 0
    raise LoopInputsUnavailable(f"the model of {array} is not a table ({value.decl().name()})")


def _value(
    model: z3.ModelRef, symbol: z3.BitVecRef, ctype: t.CType, function: str, line: int
) -> Json:
    raw = model.eval(symbol, model_completion=True).as_long()
    if isinstance(ctype, t.FloatType):  # as the counterexample gives it: a literal, its bits
        literal = float_literal(raw, symbol.size())
        return {"function": function, "line": line, "value": literal, "bits": raw}
    return _literal(raw, ctype, function, line, symbol.size())


def _literal(raw: int, ctype: t.CType, function: str, line: int, size: int | None = None) -> Json:
    """An input value as C reads it (a ``_Bool`` is its low bit; signed types sign-extended)."""
    if isinstance(ctype, t.IntType):
        bits = size or ctype.size * 8
        raw %= 2**bits
        if ctype.is_bool:
            raw &= 1
        elif ctype.signed and raw >= 2 ** (bits - 1):
            raw -= 2**bits
    return {"function": function, "line": line, "value": raw}
