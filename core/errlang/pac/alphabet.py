"""Decision letters: the outcomes of a run's conditionals (Chen et al., Sec. 2 "decision vector").

A decision is an outcome of an ``if``/loop condition — errlang's ``branches`` alphabet,
``L<line>:T`` / ``L<line>:F`` — or of an assertion: ``A<line>:T`` (it holds) / ``A<line>:F``
(it fails; the run ends). Assertions are decisions so that one model of the feasible decision
vectors serves every assertion of the program (the paper's Sec. 12 model reuse): the error
automaton of a target is then "vectors whose path takes ``A<line>:F`` at the target". Two
assertions on one line get ``A<line>.<k>`` letters (k = their order on the line).
"""

from __future__ import annotations

from dataclasses import dataclass

from errlang.frontend.program import AssertionSite
from errlang.ir import nodes as n
from errlang.ir.program import IRProgram

BRANCHES = "branches"


@dataclass(frozen=True)
class DecisionAlphabet:
    """The letters of decision vectors: branch outcomes, then assertion outcomes."""

    branch_letters: tuple[str, ...]
    assertion_letters: tuple[tuple[str, str], ...]  # per assertion site: (holds, fails)

    @property
    def letters(self) -> tuple[str, ...]:
        return self.branch_letters + tuple(x for pair in self.assertion_letters for x in pair)

    def holds(self, site: int) -> str:
        return self.assertion_letters[site][0]

    def fails(self, site: int) -> str:
        return self.assertion_letters[site][1]


def assertion_letter_names(sites: tuple[AssertionSite, ...]) -> tuple[tuple[str, str], ...]:
    """``(A<line>:T, A<line>:F)`` per site, disambiguated when a line has several."""
    per_line: dict[int, int] = {}
    for site in sites:
        per_line[site.line] = per_line.get(site.line, 0) + 1
    seen: dict[int, int] = {}
    names = []
    for site in sites:
        stem = f"A{site.line}"
        if per_line[site.line] > 1:
            seen[site.line] = seen.get(site.line, 0) + 1
            stem = f"{stem}.{seen[site.line]}"
        names.append((f"{stem}:T", f"{stem}:F"))
    return tuple(names)


def decision_alphabet(program: IRProgram, entry: str = "main") -> DecisionAlphabet:
    """The branch letters of every function reachable from ``entry`` (sorted by line, then
    outcome) and the letters of every assertion of the program."""
    branch: set[str] = set()
    for name in [program.init.name, *program.reachable(entry)]:
        function = program.init if name == program.init.name else program.functions[name]
        for instr in function.body:
            if isinstance(instr, n.Event) and instr.kind == BRANCHES:
                branch.add(instr.letter)
    ordered = tuple(sorted(branch, key=_letter_key))
    return DecisionAlphabet(ordered, assertion_letter_names(program.source.assertions))


def _letter_key(letter: str) -> tuple[int, str]:
    digits = letter[1:].split(":")[0]
    return (int(digits) if digits.isdigit() else 0, letter)
