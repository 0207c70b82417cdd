"""Where block-scope objects end (C11 6.2.4p6): the lowering's :class:`EndOfLife` instructions.

An object of automatic storage declared in a block — a variable, or a compound literal
evaluated there (6.5.2.5p5) — lives until execution of that block ends, by its end or by a
``break``, ``continue`` or ``goto`` that leaves it; an access through a pointer to it after
that is undefined, and gcc's AddressSanitizer (``-fsanitize-address-use-after-scope``, on by
default in gcc 12) stops the run there: ``stack-use-after-scope``. The blocks are C's: every
compound statement, and also every selection and iteration statement and each of their
substatements (6.8.4p3, 6.8.5p5) — ``if (c) p = &(struct pt){3, 4};`` ends the literal's life
at the end of the ``if``'s substatement, as gcc's C front end does.

What the lowering emits, as gcc places its poisoning and unpoisoning:

* at a block's end and before each ``break``/``continue``/``goto`` leaving it, an
  :class:`EndOfLife` of the block's objects declared so far (innermost block first); none at
  the end of the function's own block nor before a ``return`` (a returning call ends all its
  objects: :mod:`errlang.encoder.symex`);
* the object is live again where its ``Declare`` is executed (a loop body's variable each
  iteration: gcc unpoisons at the declaration, in the same stack slot);
* at each ``case``/``default`` label, a :class:`Revive` of every object declared before it in the
  blocks of the switch's body still open there (gcc unpoisons its "live switch variables"
  at each case label: a jump past a declaration into the switch's body finds it live);
* at each label some ``goto`` names, a :class:`Revive` of every object declared before it in the
  blocks open there (gcc's gimplifier unpoisons "all variables that were seen so far" at a
  label used by a goto: a jump back into a block past a declaration, after the block ended,
  finds the object live — as at a case label);
* a variable-length array's storage is not ended (gcc restores the stack pointer, which
  ASan does not poison: a read of it after its block is not reported, nor by errlang).

Only objects whose address escapes keep their instructions (:func:`escaping`): an object
reached only through its own name cannot be accessed once its block has ended, so for it
the instructions would only grow the formula and keep the loop summaries from matching
(``errlang.ir.loop_passes``: a loop body holding an :class:`EndOfLife` is not summarised).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields, replace

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.builder import BodyBuilder
from errlang.ir.variadic import VA_AREA

# the statements that are blocks of their own (C11 6.8.2, 6.8.4p3, 6.8.5p5), and whose
# substatements are blocks too (all but a compound statement)
_BLOCKS = (c_ast.Compound, c_ast.If, c_ast.While, c_ast.DoWhile, c_ast.For, c_ast.Switch)


@dataclass
class _Block:
    key: int  # id() of the AST node that is the block
    names: list[str] = field(default_factory=list)  # its objects, in order of declaration


class Lifetimes:
    """The blocks open at the lowering's current point and the objects declared in each; emits
    the :class:`EndOfLife` instructions of the blocks a jump or a block's end leaves."""

    def __init__(self, builder: BodyBuilder) -> None:
        self.builder = builder
        self.blocks: list[_Block] = []
        # every label of the function: the blocks (their keys, outermost first) it is in
        self.labels: dict[str, tuple[int, ...]] = {}
        self.targets: frozenset[str] = frozenset()  # the labels a goto names

    @property
    def depth(self) -> int:
        return len(self.blocks)

    def enter(self, node: c_ast.Node) -> bool:
        """Open the block ``node`` (unless it is the block open now: a compound statement that
        is a loop's body is one block); whether it was opened."""
        if self.blocks and self.blocks[-1].key == id(node):
            return False
        self.blocks.append(_Block(id(node)))
        return True

    def leave(self, entered: bool, completed: bool = True) -> None:
        """Close the block opened by :meth:`enter` (``entered``), ending its objects where its
        execution ends (not a function's block: its return ends them; not when its lowering
        was abandoned, ``completed`` False)."""
        if not entered:
            return
        block = self.blocks.pop()
        if completed and self.blocks:
            self._end(block.names[::-1])

    @contextmanager
    def block(self, node: c_ast.Node) -> Iterator[None]:
        """The lowering of block ``node`` (:meth:`enter` and :meth:`leave`; a lowering that
        raises closes it without ending anything: the function or call is refused)."""
        entered = self.enter(node)
        completed = False
        try:
            yield
            completed = True
        finally:
            self.leave(entered, completed)

    def declared(self, var: n.Variable) -> None:
        """``var``, an object of automatic storage in memory, is declared in the open block
        (not in errlang's C models of the library: no pointer of the program's reaches their
        blocks' objects, and their replays run glibc's code)."""
        if self.blocks and not self.builder.library:
            self.blocks[-1].names.append(var.name)

    def leave_to(self, depth: int) -> None:
        """A jump to a point where only the first ``depth`` blocks are open (``break``,
        ``continue``): end the objects of the blocks it leaves, innermost first."""
        self._end([name for block in self.blocks[depth:][::-1] for name in block.names[::-1]])

    def goto(self, label: str) -> None:
        """A ``goto label``: end the objects of the blocks that are open here and not at the
        label (a jump into a block ends nothing: a backward one to a point before a
        declaration in the same block leaves nothing either)."""
        chain = self.labels.get(label)
        if chain is None:
            return  # not a label of this function: the lowering refuses the jump
        common = 0
        for block, key in zip(self.blocks, chain, strict=False):
            if block.key != key:
                break
            common += 1
        self.leave_to(common)

    def revive(self, depth: int, loc: n.Loc) -> None:
        """At a ``case``/``default`` label of the switch whose body holds the blocks from
        ``depth`` on (gcc's live switch variables), or at a label a goto names (``depth`` 1:
        every block but the function's own, whose objects never end): the objects declared
        so far in them are live."""
        names = tuple(name for block in self.blocks[depth:] for name in block.names)
        if names:  # no line of its own: not a step of the run
            self.builder.emit(n.Revive(n.Loc(0, 0, loc.function), names))

    def _end(self, names: list[str]) -> None:
        if names:
            self.builder.emit(n.EndOfLife(n.Loc(0, 0, self.builder.function.name), tuple(names)))

    def finish(self) -> None:
        """Keep the instructions only for objects whose address escapes (before the builder's
        ``finish`` resolves the jumps: its labels are moved with the instructions)."""
        body = self.builder.body
        if not any(isinstance(instr, n.EndOfLife | n.Revive) for instr in body):
            return
        kept, moved = _kept(body, escaping(body))
        builder = self.builder
        body[:] = kept
        builder.labels = {label: moved[at] for label, at in builder.labels.items()}
        builder.back_edges = {moved[at] for at in builder.back_edges}


def narrow_lifetimes(functions: dict[str, n.Function]) -> None:
    """Drop, from the finished functions, the ``EndOfLife`` and ``Revive`` of objects whose
    address goes only to calls that cannot keep it: a defined function's parameter that its
    body only dereferences (``read_varint(d, n, &pos, &key)`` writing ``*out``) is gone when
    the call returns, so the object cannot be reached after its block through it. A callee
    not defined here, a variadic one, or a parameter that is stored, passed on, compared,
    returned, reassigned or in memory may keep it."""
    ending = [f for f in functions.values() if any(_is_lifetime(i) for i in f.body)]
    if not ending:
        return
    kept: dict[str, frozenset[int]] = {}
    for name, function in functions.items():
        registers = frozenset(p.name for p in function.params if not p.in_memory)
        escaped = escaping(function.body, registers)
        kept[name] = frozenset(
            k for k, p in enumerate(function.params) if p.in_memory or p.name in escaped
        )

    def keeps(callee: str, argument: int, count: int) -> bool:
        function = functions.get(callee)
        if function is None or count != len(function.params):
            return True
        if any(p.name == VA_AREA for p in function.params):
            return True
        return argument in kept[callee]

    for function in ending:
        escaped = escaping(function.body, keeps=keeps)
        _keep_only(function, escaped)


def _is_lifetime(instr: n.Instr) -> bool:
    return isinstance(instr, n.EndOfLife | n.Revive)


def _keep_only(function: n.Function, escaped: set[str]) -> None:
    """``function``'s (finished) body with the lifetime instructions of ``escaped`` alone; the
    jumps' targets moved with the instructions."""
    body = function.body
    kept, moved = _kept(body, escaped)
    if len(kept) == len(body) and all(a is b for a, b in zip(kept, body, strict=True)):
        return
    body[:] = [
        replace(instr, target=moved[instr.target]) if isinstance(instr, n.Goto) else instr
        for instr in kept
    ]


def _kept(body: list[n.Instr], escaped: set[str]) -> tuple[list[n.Instr], list[int]]:
    """``body`` with the lifetime instructions of ``escaped`` objects alone, and the new
    position of each old instruction and of the end (for the jumps' targets and labels)."""
    kept: list[n.Instr] = []
    moved: list[int] = []
    for instr in body:
        moved.append(len(kept))
        if isinstance(instr, n.EndOfLife | n.Revive):
            names = tuple(name for name in instr.names if name in escaped)
            if names:
                kept.append(replace(instr, names=names))
        else:
            kept.append(instr)
    moved.append(len(kept))
    return kept, moved


def label_blocks(body: c_ast.Node) -> tuple[dict[str, tuple[int, ...]], frozenset[str]]:
    """Every label of the function body ``body``: the keys of the blocks it is in, outermost
    first, as :class:`Lifetimes` opens them while the body is lowered; and the labels that a
    ``goto`` names."""
    found: dict[str, tuple[int, ...]] = {}
    targets: set[str] = set()
    stack: list[tuple[c_ast.Node | None, tuple[int, ...], bool]] = [(body, (), True)]
    while stack:
        node, chain, block = stack.pop()
        if node is None:
            continue
        if (block or isinstance(node, _BLOCKS)) and not (chain and chain[-1] == id(node)):
            chain = (*chain, id(node))
        if isinstance(node, c_ast.Label):
            found[node.name] = chain
        elif isinstance(node, c_ast.Goto):
            targets.add(node.name)
        parts: list[tuple[c_ast.Node | None, bool]]
        if isinstance(node, c_ast.If):
            parts = [(node.cond, False), (node.iftrue, True), (node.iffalse, True)]
        elif isinstance(node, c_ast.For):
            parts = [(node.init, False), (node.cond, False), (node.next, False), (node.stmt, True)]
        elif isinstance(node, c_ast.While | c_ast.DoWhile | c_ast.Switch):
            parts = [(node.cond, False), (node.stmt, True)]
        else:
            parts = [(child, False) for _, child in node.children()]
        stack.extend((child, chain, is_block) for child, is_block in reversed(parts))
    return found, frozenset(targets)


Keeps = Callable[[str, int, int], bool]
"""``keeps(function, argument, count)``: whether a call of ``function`` with ``count``
arguments may keep the pointer passed as argument number ``argument`` beyond the call."""


def _every_call_keeps(function: str, argument: int, count: int) -> bool:
    return True


def escaping(
    body: list[n.Instr], params: frozenset[str] = frozenset(), keeps: Keeps = _every_call_keeps
) -> set[str]:
    """The local variables whose address is used other than to reach the object itself (the
    address of a load or store, of ``memset``/``memcpy``/``free``, through pointer
    arithmetic, pointer casts and the lowering's temporaries holding such an address: ``a[i]
    = v`` is ``$t1 = &a[i]; *$t1 = v``): stored in a variable, passed to a call that
    may keep it (``keeps``), compared, converted to an integer. Only a pointer made so can
    reach the object after its block. ``params``: registers whose own value counts as such an
    address (a function's pointer parameters: found if the function may keep them)."""
    # a temporary (or a parameter): the variables whose address it holds
    carried: dict[str, set[str]] = {name: {name} for name in params}
    changed = True
    while changed:
        changed = False
        for instr in body:
            if isinstance(instr, n.Assign) and _temporary(instr.target):
                held = _chain(instr.value, carried)
                known = carried.setdefault(instr.target.name, set())  # type: ignore[union-attr]
                if not held <= known:
                    known |= held
                    changed = True
    found: set[str] = set()
    for instr in body:
        temporary = isinstance(instr, n.Assign) and _temporary(instr.target)
        for part in fields(instr):
            value = getattr(instr, part.name)
            contained = part.name in _CONTAINED.get(type(instr), ()) or (
                temporary and part.name == "value"
            )
            if isinstance(value, n.MemLV):
                _walk(value.address, True, found, carried)
            elif isinstance(value, n.Expr):
                _walk(value, contained, found, carried)
            elif isinstance(value, tuple):
                call = instr.function if isinstance(instr, n.Call) else None
                for k, item in enumerate(value):
                    if isinstance(item, n.Expr):
                        inside = call is not None and not keeps(call, k, len(value))
                        _walk(item, inside, found, carried)
    return found | _held_across(body, carried)


def _held_across(body: list[n.Instr], carried: dict[str, set[str]]) -> set[str]:
    """The variables a temporary holds the address of while their block ends: it is set
    before an ``EndOfLife`` of them and read after it (a statement expression's value,
    ``*({ int x = 1; &x; })``: the temporary leaves the block, the object does not)."""
    holding = {name for name, held in carried.items() if held}
    if not holding:
        return set()
    first_set: dict[str, int] = {}
    last_read: dict[str, int] = {}
    for at, instr in enumerate(body):
        for name in _reads(instr) & holding:
            last_read[name] = at
        if isinstance(instr, n.Assign) and _temporary(instr.target):
            first_set.setdefault(instr.target.name, at)  # type: ignore[union-attr]
    found: set[str] = set()
    for at, instr in enumerate(body):
        if isinstance(instr, n.EndOfLife):
            for name in holding:
                if first_set.get(name, at) < at < last_read.get(name, -1):
                    found |= carried[name] & set(instr.names)
    return found


def _reads(node: object) -> set[str]:
    """The registers (not globals) an instruction or expression reads."""
    found: set[str] = set()
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, n.Reg):
            if not item.is_global:
                found.add(item.name)
        elif isinstance(item, tuple):
            stack.extend(item)
        elif isinstance(item, n.Expr | n.Instr | n.MemLV):
            stack.extend(getattr(item, part.name) for part in fields(item) if part.name != "loc")
    return found


# the operands of instructions that are the address of what they access, nothing kept
_CONTAINED: dict[type, tuple[str, ...]] = {
    n.MemSet: ("pointer",),
    n.MemCopy: ("target", "source"),
    n.Free: ("pointer",),
    n.Realloc: ("pointer",),
}


def _temporary(target: n.LValue) -> bool:
    """A register of the lowering's own (``BodyBuilder.new_temp``), never the program's."""
    return isinstance(target, n.RegLV) and target.name.startswith("$t") and not target.is_global


def _chain(expr: n.Expr, carried: dict[str, set[str]]) -> set[str]:
    """The variables whose address ``expr`` is, up to pointer arithmetic and pointer casts."""
    while True:
        if isinstance(expr, n.VarAddr):
            return set() if expr.is_global else {expr.name}
        if isinstance(expr, n.Reg):
            return set(carried.get(expr.name, ())) if not expr.is_global else set()
        if isinstance(expr, n.PtrAdd):
            expr = expr.pointer
        elif isinstance(expr, n.Cast) and isinstance(expr.type, t.PointerType):
            expr = expr.operand
        else:
            return set()


def _walk(expr: n.Expr, contained: bool, found: set[str], carried: dict[str, set[str]]) -> None:
    """Add to ``found`` the variables whose address ``expr`` uses as a value (``contained``:
    ``expr`` is, up to pointer arithmetic and pointer casts, the address of an access)."""
    stack = [(expr, contained)]
    while stack:
        node, inside = stack.pop()
        if isinstance(node, n.VarAddr):
            if not inside and not node.is_global:
                found.add(node.name)
        elif isinstance(node, n.Reg):
            if not inside and not node.is_global:
                found |= carried.get(node.name, set())
        elif isinstance(node, n.Load):
            stack.append((node.address, True))
        elif isinstance(node, n.PtrAdd):
            stack.extend(((node.pointer, inside), (node.offset, False)))
        elif isinstance(node, n.Cast):
            stack.append((node.operand, inside and isinstance(node.type, t.PointerType)))
        else:
            for part in fields(node):
                child = getattr(node, part.name)
                if isinstance(child, n.Expr):
                    stack.append((child, False))
