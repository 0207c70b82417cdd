"""The error automaton B of a target assertion and the test L(C) ∩ L(B) = ∅ (Chen et al.,
Sec. 7 and 9.2, used as in Sec. 4.2).

B reads a program's decision letters along its control-flow graphs: a conditional with a
letter reads it, every other instruction is a λ-move (a conditional without a letter moves
either way), and a call pushes its return point, so B is the pushdown automaton B_P of
Sec. 9.2 — exact for recursion, no return goes to the wrong caller. It accepts once the
target's failing letter is read and then reads anything (Definition 1: error nodes loop).

The intersection of a DFA C with B_P is decided without building the product pushdown
automaton: per function and per state of C at entry, a tabulation (summaries of C's state at
return, and of a reachable error) as in interprocedural data-flow analysis. The witness is the
word that led there, extended by a shortest word to an accepting state of C.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from errlang.automata.dfa import DFA, Word
from errlang.automata.operations import distance_to_acceptance, shortest_accepted
from errlang.ir import nodes as n
from errlang.ir.program import IRProgram
from errlang.pac.alphabet import BRANCHES, DecisionAlphabet

_ROOT = "<program>"


@dataclass(frozen=True)
class _Context:
    function: str
    entry: int  # state of C when the function was entered


class ErrorAutomaton:
    """B_P for assertion ``target`` of ``program``."""

    def __init__(self, program: IRProgram, alphabet: DecisionAlphabet, target: int):
        self.program = program
        self.alphabet = alphabet
        self.target = target
        loc = n.Loc(0, 0, _ROOT)
        self._bodies: dict[str, list[n.Instr]] = {
            name: function.body for name, function in program.functions.items()
        }
        self._bodies[program.init.name] = program.init.body
        self._bodies[_ROOT] = [
            n.Call(loc, None, program.init.name, ()),
            n.Call(loc, None, "main", ()),
            n.Stop(loc, "exit"),
        ]

    def accepts(self, vector: Word) -> bool:
        """Whether the vector of a real run is in L(B): the run failed the target."""
        return self.alphabet.fails(self.target) in vector

    def intersect(self, hypothesis: DFA) -> Word | None:
        """A word in L(C) ∩ L(B_P), or ``None`` when the intersection is empty."""
        return _Tabulation(self, hypothesis).run()


class _Tabulation:
    def __init__(self, automaton: ErrorAutomaton, dfa: DFA):
        self.b = automaton
        self.dfa = dfa
        self.distance = distance_to_acceptance(dfa)
        self.fails = automaton.alphabet.fails(automaton.target)
        self.holds = automaton.alphabet.holds(automaton.target)
        self.seen: dict[tuple[_Context, int, int], Word] = {}
        self.work: deque[tuple[_Context, int, int]] = deque()
        self.summaries: dict[_Context, dict[int, Word]] = {}
        self.errors: dict[_Context, Word] = {}
        self.callers: dict[_Context, list[tuple[_Context, int, Word]]] = {}

    def run(self) -> Word | None:
        root = _Context(_ROOT, self.dfa.initial)
        self._propagate(root, 0, self.dfa.initial, ())
        while self.work and root not in self.errors:
            context, pc, state = self.work.popleft()
            self._visit(context, pc, state, self.seen[(context, pc, state)])
        return self.errors.get(root)

    def _propagate(self, context: _Context, pc: int, state: int | None, word: Word) -> None:
        if state is None:
            return  # C's implicit sink: no word through here is accepted
        key = (context, pc, state)
        if key not in self.seen:
            self.seen[key] = word
            self.work.append(key)

    def _error(self, context: _Context, word: Word) -> None:
        pending = [(context, word)]
        while pending:
            ctx, w = pending.pop()
            if ctx in self.errors:
                continue
            self.errors[ctx] = w
            for caller, _pc, prefix in self.b_callers(ctx):
                pending.append((caller, prefix + w))

    def b_callers(self, context: _Context) -> list[tuple[_Context, int, Word]]:
        return self.callers.get(context, [])

    def _visit(self, context: _Context, pc: int, state: int, word: Word) -> None:
        body = self.b._bodies[context.function]
        instr = body[pc]
        step = self.dfa.step
        if isinstance(instr, n.Event):
            if instr.kind == BRANCHES:
                self._propagate(context, pc + 1, step(state, instr.letter), (*word, instr.letter))
            else:
                self._propagate(context, pc + 1, state, word)
        elif isinstance(instr, n.Goto):
            self._propagate(context, instr.target, state, word)
            if instr.cond is not None:
                self._propagate(context, pc + 1, state, word)
        elif isinstance(instr, n.Assert):
            holds, fails = self.b.alphabet.assertion_letters[instr.site]
            self._propagate(context, pc + 1, step(state, holds), (*word, holds))
            if instr.site == self.b.target:
                after = step(state, fails)
                if after is not None and after in self.distance:
                    suffix = _suffix_to_acceptance(self.dfa, after)
                    self._error(context, (*word, fails, *suffix))
        elif isinstance(instr, n.Call):
            self._call(context, pc, state, word, instr.function)
        elif isinstance(instr, n.Return):
            exits = self.summaries.setdefault(context, {})
            if state not in exits:
                exits[state] = word
                for caller, ret_pc, prefix in self.b_callers(context):
                    self._propagate(caller, ret_pc, state, prefix + word)
        elif isinstance(instr, n.Stop | n.Unsupported):
            return
        else:
            self._propagate(context, pc + 1, state, word)

    def _call(self, context: _Context, pc: int, state: int, word: Word, callee: str) -> None:
        inner = _Context(callee, state)
        self.callers.setdefault(inner, []).append((context, pc + 1, word))
        self._propagate(inner, 0, state, ())
        for exit_state, inner_word in list(self.summaries.get(inner, {}).items()):
            self._propagate(context, pc + 1, exit_state, word + inner_word)
        if inner in self.errors:
            self._error(context, word + self.errors[inner])


def _suffix_to_acceptance(dfa: DFA, state: int) -> Word:
    shifted = DFA(dfa.alphabet, dfa.states, state, dfa.accepting, dfa.transitions)
    suffix = shortest_accepted(shifted)
    assert suffix is not None
    return suffix
