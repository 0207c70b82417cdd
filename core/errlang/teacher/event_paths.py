"""Whether a run cut at a loop head can go on to fail without another event (issue 19).

The decided words' final-letter rule (docs/picture.md, *The final letter right after a cut*)
decides ``c·err`` for a cut word ``c`` when no run can fail right after its cut. The first form
of the rule needs the failing assertion in a function entered by an event. This module asks
the control flow instead: a run cut at the head of a loop of the entry function continues, in
the unbounded program, along some path of the IR from that head. If every such path to the
failing assertion passes an event of the chosen alphabets (an ``Event`` instruction whose kind
is chosen and whose letter is one of the program's letters: the encoder emits exactly those),
the failure comes after another letter, so ``c·err`` has no run. Calls are followed into their
callees (a function entry event is the callee's first instruction), a callee's summary being
whether it can fail and whether it can return without an event; a recursive call, and any
instruction this module does not know (summarised loops, refused constructs), count as "may
fail without an event", which keeps ``c·err`` free: the rule only ever decides fewer words.
"""

from __future__ import annotations

from collections.abc import Collection

from errlang.ir import nodes as n
from errlang.ir.program import IRProgram

# instructions that neither emit a letter nor fail an assertion nor transfer control elsewhere
_PLAIN = (
    n.Assign,
    n.Declare,
    n.Assume,
    n.Nondet,
    n.Alloc,
    n.Free,
    n.Realloc,
    n.MemSet,
    n.MemCopy,
    n.Skip,
    n.LoopEnter,
    n.LoopIter,
    n.EndOfLife,  # a block's objects dead (and alive again): no letter, no assertion
    n.Revive,
)


class EventPaths:
    """Event-free paths to the assertion ``site`` in ``program`` over the letters ``letters``
    of the alphabet kinds ``kinds``."""

    def __init__(
        self, program: IRProgram, site: int, kinds: Collection[str], letters: Collection[str]
    ) -> None:
        self.program = program
        self.site = site
        self.kinds = frozenset(kinds)
        self.letters = frozenset(letters)
        self._summaries: dict[str, tuple[bool, bool]] = {}

    def fails_after_loop(self, function: str, line: int) -> bool:
        """Whether a run at the head of a loop on ``line`` of ``function`` can reach the failing
        assertion without an event (True when the loop is not found)."""
        body = self.program.functions.get(function)
        if body is None:
            return True
        loops = {loop for loop, at in body.loop_lines.items() if at == line}
        heads = [
            pc
            for pc, instr in enumerate(body.body)
            if isinstance(instr, n.LoopIter) and instr.loop in loops
        ]
        if not heads:
            return True
        return any(self._walk(body, pc)[0] for pc in heads)

    def _summary(self, name: str) -> tuple[bool, bool]:
        """(can fail, can return) without an event, from the entry of function ``name``."""
        if name in self._summaries:
            return self._summaries[name]
        function = self.program.functions.get(name)
        if function is None:
            return (False, True)  # not defined: the assertion is not in it, no event
        self._summaries[name] = (True, True)  # while it is walked: recursion may fail
        summary = self._walk(function, 0)
        self._summaries[name] = summary
        return summary

    def _walk(self, function: n.Function, start: int) -> tuple[bool, bool]:
        body = function.body
        fails = returns = False
        seen: set[int] = set()
        stack = [start]
        while stack:
            pc = stack.pop()
            if pc >= len(body):
                returns = True  # falling off the end returns
                continue
            if pc in seen:
                continue
            seen.add(pc)
            instr = body[pc]
            if isinstance(instr, n.Event):
                if instr.kind in self.kinds and instr.letter in self.letters:
                    continue  # every path on from here has passed an event
                stack.append(pc + 1)
            elif isinstance(instr, n.Assert):
                if instr.site == self.site:
                    fails = True
                stack.append(pc + 1)
            elif isinstance(instr, n.Goto):
                stack.append(instr.target)
                if instr.cond is not None:
                    stack.append(pc + 1)
            elif isinstance(instr, n.Return):
                returns = True
            elif isinstance(instr, n.Stop):
                continue
            elif isinstance(instr, n.Call):
                can_fail, can_return = self._summary(instr.function)
                fails = fails or can_fail
                if can_return:
                    stack.append(pc + 1)
            elif isinstance(instr, _PLAIN):
                stack.append(pc + 1)
            else:
                return (True, True)  # not known here: it may fail without an event
            if fails and returns:
                break
        return fails, returns
