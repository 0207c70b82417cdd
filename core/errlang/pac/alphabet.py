"""Decision letters: the outcomes of a run's conditionals (Chen et al., Sec. 2 "decision vector").

A decision is an outcome of an ``if``/loop condition — errlang's ``branches`` alphabet,
``L<line>:T`` / ``L<line>:F`` — or of an assertion: ``A<line>:T`` (it holds) / ``A<line>:F``
(it fails; the run ends). Assertions are decisions so that one model of the feasible decision
vectors serves every assertion of the program (the paper's Sec. 12 model reuse): the error
automaton of a target is then "vectors whose path takes ``A<line>:F`` at the target". Two
assertions on one line get ``A<line>.<k>`` letters (k = their order on the line).

In a program linked from several units (:mod:`errlang.frontend.link`) line 9 of ``main.c`` and
line 9 of ``ledger.c`` are different decisions: an assertion letter names its file as the
branch letters do (:mod:`errlang.ir.letters`), ``ledger.c:A9:F``; each letter's file (the path
of its unit or header, as the front end read it) is kept in ``files`` for its locations.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from errlang.frontend.program import AssertionSite, Program
from errlang.ir import nodes as n
from errlang.ir.letters import site_file
from errlang.ir.program import IRProgram

BRANCHES = "branches"


@dataclass(frozen=True)
class DecisionAlphabet:
    """The letters of decision vectors: branch outcomes, then assertion outcomes."""

    branch_letters: tuple[str, ...]
    assertion_letters: tuple[tuple[str, str], ...]  # per assertion site: (holds, fails)
    # a linked program's letters: (letter, the file its event is in); () for one file
    files: tuple[tuple[str, str], ...] = ()

    @property
    def letters(self) -> tuple[str, ...]:
        return self.branch_letters + tuple(x for pair in self.assertion_letters for x in pair)

    def holds(self, site: int) -> str:
        return self.assertion_letters[site][0]

    def fails(self, site: int) -> str:
        return self.assertion_letters[site][1]

    def file_of(self, letter: str) -> str | None:
        """The file ``letter``'s event is in, in a linked program (``None`` for one file)."""
        return dict(self.files).get(letter)


def assertion_letter_names(
    sites: tuple[AssertionSite, ...], program: Program | None = None
) -> tuple[tuple[str, str], ...]:
    """``(A<line>:T, A<line>:F)`` per site, disambiguated when a line has several; in a linked
    ``program``, ``(FILE:A<line>:T, FILE:A<line>:F)`` (disambiguated per file and line)."""
    stems = [_assertion_stem(site, program) for site in sites]
    per_stem: dict[str, int] = {}
    for stem in stems:
        per_stem[stem] = per_stem.get(stem, 0) + 1
    seen: dict[str, int] = {}
    names = []
    for stem in stems:
        name = stem
        if per_stem[stem] > 1:
            seen[stem] = seen.get(stem, 0) + 1
            name = f"{stem}.{seen[stem]}"
        names.append((f"{name}:T", f"{name}:F"))
    return tuple(names)


def _assertion_stem(site: AssertionSite, program: Program | None) -> str:
    file = site_file(program, site.node.coord) if program is not None else None
    return f"{file}:A{site.line}" if file else f"A{site.line}"


def decision_alphabet(program: IRProgram, entry: str = "main") -> DecisionAlphabet:
    """The branch letters of every function reachable from ``entry`` (sorted by file, line,
    then outcome) and the letters of every assertion of the program."""
    branch: dict[str, str] = {}  # letter -> the function it is in
    for name in [program.init.name, *program.reachable(entry)]:
        function = program.init if name == program.init.name else program.functions[name]
        for instr in function.body:
            if isinstance(instr, n.Event) and instr.kind == BRANCHES:
                branch.setdefault(instr.letter, name)
    ordered = tuple(sorted(branch, key=_letter_key))
    source = program.source
    assertions = assertion_letter_names(source.assertions, source)
    files: list[tuple[str, str]] = []
    if len(source.units) > 1:
        for letter in ordered:
            definition = source.functions.get(branch[letter])
            coord = definition.coord if definition is not None else None
            if coord is not None and coord.file:
                files.append((letter, str(coord.file)))
        for site, pair in zip(source.assertions, assertions, strict=True):
            coord = site.node.coord
            if coord is not None and coord.file:
                files.extend((letter, str(coord.file)) for letter in pair)
    return DecisionAlphabet(ordered, assertions, tuple(files))


_LOCATED = re.compile(r"^(?:(?P<file>.+):)?[LA](?P<line>\d+)(?:\.\d+)?:[TF]$")


def letter_line(letter: str) -> int | None:
    """The line of a decision letter (``L6:T``, ``A9.2:F``, ``ledger.c:L6:T``), or ``None``."""
    match = _LOCATED.match(letter)
    return int(match.group("line")) if match else None


def _letter_key(letter: str) -> tuple[str, int, str]:
    match = _LOCATED.match(letter)
    if match is None:
        return ("", 0, letter)
    return (match.group("file") or "", int(match.group("line")), letter)
