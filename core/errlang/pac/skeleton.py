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

_MAX_CONFIGURATIONS = 10_000

_Config = tuple[tuple[tuple[str, int], ...], int]  # call stack of (function, pc), letters read


class Skeleton:
    def __init__(self, program: IRProgram, alphabet: DecisionAlphabet):
        self.alphabet = alphabet
        self.bodies: dict[str, list[n.Instr]] = {
            name: f.body for name, f in program.functions.items()
        }
        self.init = program.init.name
        self.bodies[self.init] = program.init.body

    def consistent(self, word: Word) -> bool:
        """Whether some control-flow path (data ignored) has decision vector ``word``."""
        if not word:
            return True
        start: _Config = (((self.init, 0),), 0)
        stack = [start]
        seen: set[_Config] = set()
        while stack:
            config = stack.pop()
            if config in seen:
                continue
            seen.add(config)
            if len(seen) > _MAX_CONFIGURATIONS:
                return True  # undecided: let the symbolic execution answer
            for successor in self._steps(config, word):
                if successor is None:
                    return True
                stack.append(successor)
        return False

    def _steps(self, config: _Config, word: Word) -> list[_Config | None]:
        """Successor configurations; ``None`` means every letter of ``word`` was read."""
        frames, read = config
        function, pc = frames[-1]
        instr = self.bodies[function][pc]
        here = frames[:-1]

        def at(new_pc: int, letters: int = 0) -> _Config | None:
            total = read + letters
            if total == len(word):
                return None
            return ((*here, (function, new_pc)), total)

        if isinstance(instr, n.Event):
            if instr.kind != BRANCHES:
                return [at(pc + 1)]
            return [at(pc + 1, 1)] if word[read] == instr.letter else []
        if isinstance(instr, n.Assert):
            holds, fails = self.alphabet.assertion_letters[instr.site]
            if word[read] == holds:
                return [at(pc + 1, 1)]
            if word[read] == fails and read + 1 == len(word):
                return [None]
            return []
        if isinstance(instr, n.Goto):
            if instr.cond is None:
                return [at(instr.target)]
            return [at(instr.target), at(pc + 1)]
        if isinstance(instr, n.Call):
            return [((*here, (function, pc + 1), (instr.function, 0)), read)]
        if isinstance(instr, n.Return):
            if function == self.init:
                return [(((("main"), 0),), read)]
            if not here:
                return []
            return [(here, read)]
        if isinstance(instr, n.Stop | n.Unsupported):
            return []
        return [at(pc + 1)]
