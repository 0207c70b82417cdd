"""Whether a run cut at an unsupported construct could still reach an assertion (issue 23).

A run cut where errlang cannot go on (a refused function's body, an array loop's summary that
does not apply) would go on in C, and could reach any assertion after the cut — so such a cut
makes an assertion ``unknown``. But only an assertion some path of the program leads to from
the cut: one before it (and in no loop around it), or in code the cut's function never leads
back to, keeps its verdict. The question is answered on the goto-program, over-approximating
the paths (every return goes back to every call site of its function; a refused function
returns), so an assertion is set free only when no path at all leads there.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from errlang.ir import nodes as n
from errlang.ir.program import IRProgram
from errlang.session.verdicts import CutSite

Position = tuple[str, int]  # (function, instruction index)


class Reachability:
    """The positions a path leads to from a cut, per program (the call sites computed once)."""

    def __init__(self, ir: IRProgram) -> None:
        self.functions = ir.functions
        self.callers: dict[str, list[Position]] = {}
        for name, function in self.functions.items():
            for at, instr in enumerate(function.body):
                if isinstance(instr, n.Call):
                    self.callers.setdefault(instr.function, []).append((name, at))
        self.assertions: dict[int, list[Position]] = {}
        for name, function in self.functions.items():
            for at, instr in enumerate(function.body):
                site = _site(instr)
                if site is not None:
                    self.assertions.setdefault(site, []).append((name, at))
        self._reached: dict[CutSite, set[Position] | None] = {}

    def may_reach(self, cut: CutSite, site: int) -> bool:
        """Whether a path leads from ``cut`` to assertion ``site`` (True when not known)."""
        reached = self.after(cut)
        targets = self.assertions.get(site)
        if reached is None or not targets:
            return True
        return any(target in reached for target in targets)

    def after(self, cut: CutSite) -> set[Position] | None:
        """The positions a path leads to from ``cut`` (None: not known)."""
        if cut not in self._reached:
            self._reached[cut] = self._from(cut)
        return self._reached[cut]

    def _from(self, cut: CutSite) -> set[Position] | None:
        function = self.functions.get(cut.function)
        if function is None:
            return None
        starts = [
            (cut.function, at)
            for at, instr in enumerate(function.body)
            if instr.loc.line == cut.line and instr.loc.column == cut.column
        ]
        if not starts:
            return None
        seen: set[Position] = set()
        queue = deque(starts)
        while queue:
            position = queue.popleft()
            if position in seen:
                continue
            seen.add(position)
            queue.extend(self._successors(position))
        return seen

    def _successors(self, position: Position) -> Iterable[Position]:
        name, at = position
        body = self.functions[name].body
        if at >= len(body):
            return self.callers.get(name, [])
        instr = body[at]
        if isinstance(instr, n.Goto):
            return [(name, instr.target), *([(name, at + 1)] if instr.cond is not None else [])]
        if isinstance(instr, n.Return):
            return [(caller, call + 1) for caller, call in self.callers.get(name, [])]
        if isinstance(instr, n.Stop):
            return []
        following = [(name, at + 1)]
        if isinstance(instr, n.Unsupported):  # a refused function's body returns, in C
            following += [(caller, call + 1) for caller, call in self.callers.get(name, [])]
        if isinstance(instr, n.Call) and instr.function in self.functions:
            following.append((instr.function, 0))
        return following


def _site(instr: n.Instr) -> int | None:
    if isinstance(instr, n.Assert):
        return instr.site
    if isinstance(instr, n.ArrayLoop) and instr.assertion is not None:
        return instr.assertion.site
    return None
