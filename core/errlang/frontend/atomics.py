"""gcc's atomic builtins (``__atomic_*``, ``__sync_*``: the gcc manual, "Built-in Functions
for Memory Model Aware Atomic Operations" and "Legacy __sync Built-in Functions") as plain C.

errlang's runs have one thread, so an atomic operation is the read-modify-write it names and
the memory orders order nothing: ``__atomic_fetch_add(p, v, order)`` is ``({ __auto_type a =
p; __auto_type old = *a; *a = old + v; old; })``, ``p`` and ``v`` evaluated once. Before, each
was an undeclared function: its writes through the pointer unknown, every run through it cut.
The temporaries are named ``__errlang_atomicN`` (never shown). A weak compare-exchange never
fails spuriously (x86-64's ``cmpxchg`` does not).
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Callable

from pycparser import c_ast

from errlang.frontend.gnu_parser import AUTO_TYPE, declaration

_numbers = itertools.count(1)
TEMPORARY = "__errlang_atomic"  # the temporaries' prefix: their arithmetic wraps (gcc's manual)
_Table = dict[str, tuple[int, "Callable[[c_ast.FuncCall, list[c_ast.Node]], c_ast.Node]"]]
_OPERATORS = {"add": "+", "sub": "-", "and": "&", "or": "|", "xor": "^", "nand": "nand"}


def _apply(op: str, left: c_ast.Node, right: c_ast.Node) -> c_ast.Node:
    if op == "nand":  # gcc: ~(a & b)
        return c_ast.UnaryOp("~", c_ast.BinaryOp("&", left, right, left.coord), left.coord)
    return c_ast.BinaryOp(op, left, right, left.coord)


class _Block:
    """The statement expression an atomic builtin becomes."""

    def __init__(self, call: c_ast.FuncCall) -> None:
        self.coord = call.coord
        self.items: list[c_ast.Node] = []

    def temporary(self, value: c_ast.Node) -> c_ast.ID:
        name = f"{TEMPORARY}{next(_numbers)}"
        self.items.append(declaration(name, value, self.coord, AUTO_TYPE))
        return c_ast.ID(name, coord=self.coord)

    def target(self, pointer: c_ast.ID) -> c_ast.Node:
        return c_ast.UnaryOp("*", copy.deepcopy(pointer), self.coord)

    def store(self, pointer: c_ast.ID, value: c_ast.Node) -> c_ast.Node:
        return c_ast.Assignment("=", self.target(pointer), value, self.coord)

    def value(self, last: c_ast.Node) -> c_ast.Node:
        return c_ast.Compound([*self.items, last], coord=self.coord)


def _fetch_op(op: str, new_value: bool) -> Callable[[c_ast.FuncCall, list[c_ast.Node]], c_ast.Node]:
    def build(call: c_ast.FuncCall, args: list[c_ast.Node]) -> c_ast.Node:
        block = _Block(call)
        pointer, operand = block.temporary(args[0]), block.temporary(args[1])
        old = block.temporary(block.target(pointer))
        stored = block.store(pointer, _apply(_OPERATORS[op], copy.deepcopy(old), operand))
        if new_value:
            return block.value(stored)  # an assignment's value: the new one
        block.items.append(stored)
        return block.value(copy.deepcopy(old))

    return build


def _exchange(call: c_ast.FuncCall, args: list[c_ast.Node]) -> c_ast.Node:
    block = _Block(call)
    pointer, new = block.temporary(args[0]), block.temporary(args[1])
    old = block.temporary(block.target(pointer))
    block.items.append(block.store(pointer, new))
    return block.value(copy.deepcopy(old))


def _compare_exchange(call: c_ast.FuncCall, args: list[c_ast.Node]) -> c_ast.Node:
    """``__atomic_compare_exchange_n(p, expected, desired, …)``: 1 and ``*p = desired`` when
    ``*p == *expected``, else 0 and ``*expected = *p``."""
    block = _Block(call)
    pointer, expected = block.temporary(args[0]), block.temporary(args[1])
    desired = block.temporary(args[2])
    equal = c_ast.BinaryOp("==", block.target(pointer), block.target(expected), block.coord)
    same = block.temporary(equal)
    otherwise = c_ast.Assignment("=", block.target(expected), block.target(pointer), block.coord)
    test = c_ast.If(copy.deepcopy(same), block.store(pointer, desired), otherwise, block.coord)
    block.items.append(test)
    return block.value(copy.deepcopy(same))


def _sync_compare_and_swap(
    boolean: bool,
) -> Callable[[c_ast.FuncCall, list[c_ast.Node]], c_ast.Node]:
    def build(call: c_ast.FuncCall, args: list[c_ast.Node]) -> c_ast.Node:
        block = _Block(call)
        pointer, old, new = (block.temporary(a) for a in args[:3])
        current = block.temporary(block.target(pointer))
        equal = c_ast.BinaryOp("==", copy.deepcopy(current), old, block.coord)
        same = block.temporary(equal)
        block.items.append(c_ast.If(copy.deepcopy(same), block.store(pointer, new), None))
        return block.value(copy.deepcopy(same if boolean else current))

    return build


def _load(call: c_ast.FuncCall, args: list[c_ast.Node]) -> c_ast.Node:
    return c_ast.UnaryOp("*", args[0], call.coord)


def _store(call: c_ast.FuncCall, args: list[c_ast.Node]) -> c_ast.Node:
    return c_ast.Assignment("=", c_ast.UnaryOp("*", args[0], call.coord), args[1], call.coord)


def _release(call: c_ast.FuncCall, args: list[c_ast.Node]) -> c_ast.Node:
    zero = c_ast.Constant("int", "0", call.coord)
    return c_ast.Assignment("=", c_ast.UnaryOp("*", args[0], call.coord), zero, call.coord)


def _fence(call: c_ast.FuncCall, args: list[c_ast.Node]) -> c_ast.Node:
    return c_ast.Constant("int", "0", call.coord)  # one thread: nothing to order


BUILTINS: dict[str, tuple[int, Callable[[c_ast.FuncCall, list[c_ast.Node]], c_ast.Node]]] = {
    "__atomic_load_n": (2, _load),
    "__atomic_store_n": (3, _store),
    "__atomic_exchange_n": (3, _exchange),
    "__atomic_compare_exchange_n": (6, _compare_exchange),
    "__atomic_thread_fence": (1, _fence),
    "__atomic_signal_fence": (1, _fence),
    "__sync_synchronize": (0, _fence),
    "__sync_lock_test_and_set": (2, _exchange),
    "__sync_lock_release": (1, _release),
    "__sync_bool_compare_and_swap": (3, _sync_compare_and_swap(True)),
    "__sync_val_compare_and_swap": (3, _sync_compare_and_swap(False)),
}
for _op in _OPERATORS:
    BUILTINS[f"__atomic_fetch_{_op}"] = (3, _fetch_op(_op, new_value=False))
    BUILTINS[f"__atomic_{_op}_fetch"] = (3, _fetch_op(_op, new_value=True))
    BUILTINS[f"__sync_fetch_and_{_op}"] = (2, _fetch_op(_op, new_value=False))
    BUILTINS[f"__sync_{_op}_and_fetch"] = (2, _fetch_op(_op, new_value=True))


def _flag(call: c_ast.FuncCall, pointer: c_ast.Node) -> c_ast.Node:
    """The byte of an ``atomic_flag`` (errlang's ``struct { atomic_bool _Value; }``, gcc's
    ``{ unsigned char __val; }``: either way its first byte)."""
    byte = c_ast.PtrDecl(
        [], c_ast.TypeDecl(None, [], None, c_ast.IdentifierType(["unsigned", "char"]))
    )
    cast = c_ast.Cast(c_ast.Typename(None, [], None, byte), pointer, call.coord)
    return c_ast.UnaryOp("*", cast, call.coord)


def _flag_test_and_set(call: c_ast.FuncCall, args: list[c_ast.Node]) -> c_ast.Node:
    one = c_ast.Constant("int", "1", call.coord)
    address = c_ast.UnaryOp("&", _flag(call, args[0]), call.coord)
    return _exchange(call, [address, one])


def _flag_clear(call: c_ast.FuncCall, args: list[c_ast.Node]) -> c_ast.Node:
    return c_ast.Assignment("=", _flag(call, args[0]), c_ast.Constant("int", "0", call.coord))


def _lock_free(call: c_ast.FuncCall, args: list[c_ast.Node]) -> c_ast.Node:
    return c_ast.Constant("int", "1", call.coord)


# C11's <stdatomic.h> generic functions (7.17), each the builtin gcc's own header maps it to;
# the ``_explicit`` forms take one or two memory orders more (ignored: one thread)
STDATOMIC: dict[str, tuple[int, Callable[[c_ast.FuncCall, list[c_ast.Node]], c_ast.Node]]] = {
    "atomic_init": (2, _store),
    "atomic_load": (1, _load),
    "atomic_store": (2, _store),
    "atomic_exchange": (2, _exchange),
    "atomic_compare_exchange_strong": (3, _compare_exchange),
    "atomic_compare_exchange_weak": (3, _compare_exchange),
    "atomic_thread_fence": (1, _fence),
    "atomic_signal_fence": (1, _fence),
    "atomic_flag_test_and_set": (1, _flag_test_and_set),
    "atomic_flag_clear": (1, _flag_clear),
    "atomic_is_lock_free": (1, _lock_free),
}
for _op in ("add", "sub", "and", "or", "xor"):
    STDATOMIC[f"atomic_fetch_{_op}"] = (2, _fetch_op(_op, new_value=False))
for _name, (_arity, _build) in list(STDATOMIC.items()):
    if _name not in ("atomic_init", "atomic_is_lock_free") and "fence" not in _name:
        extra = 2 if _name.startswith("atomic_compare_exchange") else 1
        STDATOMIC[f"{_name}_explicit"] = (_arity + extra, _build)


def _replaced(node: c_ast.Node, table: _Table) -> c_ast.Node:
    _rewrite(node, table)
    if isinstance(node, c_ast.FuncCall) and isinstance(node.name, c_ast.ID):
        entry = table.get(node.name.name)
        args = list(node.args.exprs) if node.args is not None else []
        if entry is not None and len(args) == entry[0]:
            return entry[1](node, args)
    return node


def _rewrite(node: c_ast.Node, table: _Table) -> None:
    for name in getattr(node, "__slots__", ()):
        if name in ("coord", "__weakref__"):
            continue
        value = getattr(node, name, None)
        if isinstance(value, c_ast.Node):
            setattr(node, name, _replaced(value, table))
        elif isinstance(value, list):
            new = [_replaced(v, table) if isinstance(v, c_ast.Node) else v for v in value]
            setattr(node, name, new)


def atomic_builtins(ast: c_ast.FileAST) -> None:
    """Every call of an atomic builtin in ``ast`` as the plain C of the module's docstring,
    and of C11's generic functions (:data:`STDATOMIC`) unless the program defines them."""
    defined = {ext.decl.name for ext in ast.ext if isinstance(ext, c_ast.FuncDef)}
    table = BUILTINS | {k: v for k, v in STDATOMIC.items() if k not in defined}
    _rewrite(ast, table)
