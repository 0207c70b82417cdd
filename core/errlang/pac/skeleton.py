"""A data-free pre-filter for membership: can the control-flow graphs (with calls matched to
returns) produce decision vector ``d`` at all? (DESIGN §4: words impossible in the control
flow are rejected without the solver.)

The check runs the program's pushdown control structure without values: a conditional with a
letter goes the way the next letter of ``d`` says, a conditional without one forks, a call
pushes its return point. It is a necessary condition for feasibility (L(skeleton) ⊇
decision(Π)), so a ``False`` is exact and a ``True`` still goes to the symbolic execution.
"""

from __future__ import annotations

from errlang.automata.dfa import Word
from errlang.ir import nodes as n
from errlang.ir.program import IRProgram
from errlang.pac.alphabet import BRANCHES, DecisionAlphabet

_MAX_CONFIGURATIONS = 100_000
_MATTERS = (n.Event, n.Assert, n.Goto, n.Call, n.Return, n.Stop, n.Unsupported)

# A configuration: function, pc, letters read, and the return points below it as a linked
# list (function, pc, rest) so that calls and returns cost O(1).
_Stack = tuple | None
_Config = tuple[str, int, int, _Stack]


class Skeleton:
    def __init__(self, program: IRProgram, alphabet: DecisionAlphabet):
        self.alphabet = alphabet
        self.bodies: dict[str, list[n.Instr]] = {
            name: f.body for name, f in program.functions.items()
        }
        self.init = program.init.name
        self.bodies[self.init] = program.init.body
        self._next: dict[tuple[str, int], int] = {}

    def advance(self, function: str, pc: int) -> int:
        """The first instruction from ``pc`` on that matters to the skeleton (a letter, a
        conditional, a call, a return, an end), following plain instructions and
        unconditional jumps; -1 for a loop of plain instructions (a run that never ends)."""
        key = (function, pc)
        cached = self._next.get(key)
        if cached is not None:
            return cached
        body = self.bodies[function]
        visited = []
        while True:
            if (function, pc) in self._next:
                target = self._next[(function, pc)]
                break
            if pc in visited:
                target = -1
                break
            visited.append(pc)
            instr = body[pc]
            if isinstance(instr, n.Goto) and instr.cond is None:
                pc = instr.target
            elif isinstance(instr, n.Event) and instr.kind != BRANCHES:
                pc += 1
            elif isinstance(instr, _MATTERS):
                target = pc
                break
            else:
                pc += 1
        for visited_pc in visited:
            self._next[(function, visited_pc)] = target
        return target

    def consistent(self, word: Word) -> bool:
        """Whether some control-flow path (data ignored) has decision vector ``word``."""
        if not word:
            return True
        pending: list[_Config] = [(self.init, 0, 0, None)]
        seen: dict[tuple[str, int, int, int], _Stack] = {}  # values keep the ids alive
        while pending:
            config = pending.pop()
            function, pc, read, rest = config
            key = (function, pc, read, id(rest))
            if key in seen:
                continue  # a loop without letters, or a configuration met before
            seen[key] = rest
            if len(seen) > _MAX_CONFIGURATIONS:
                return True  # undecided: let the symbolic execution answer
            for successor in self._steps(config, word):
                if successor is None:
                    return True
                pending.append(successor)
        return False

    def _steps(self, config: _Config, word: Word) -> list[_Config | None]:
        """Successor configurations; ``None`` means every letter of ``word`` was read."""
        function, pc, read, rest = config
        pc = self.advance(function, pc)
        if pc < 0:
            return []
        instr = self.bodies[function][pc]
        if isinstance(instr, n.Event):
            if word[read] != instr.letter:
                return []
            return [None] if read + 1 == len(word) else [(function, pc + 1, read + 1, rest)]
        if isinstance(instr, n.Assert):
            holds, fails = self.alphabet.assertion_letters[instr.site]
            if word[read] == holds:
                return [None] if read + 1 == len(word) else [(function, pc + 1, read + 1, rest)]
            return [None] if word[read] == fails and read + 1 == len(word) else []
        if isinstance(instr, n.Goto):
            return [(function, instr.target, read, rest), (function, pc + 1, read, rest)]
        if isinstance(instr, n.Call):
            return [(instr.function, 0, read, (function, pc + 1, rest))]
        if isinstance(instr, n.Return):
            if function == self.init:
                return [("main", 0, read, None)]
            if rest is None:
                return []
            caller, return_pc, below = rest
            return [(caller, return_pc, read, below)]
        return []  # Stop, Unsupported
