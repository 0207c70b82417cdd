"""The IR of a whole program: functions, globals, call graph, letters, fingerprints."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from errlang.frontend.errors import Diagnostic, UnsupportedError
from errlang.frontend.program import Program
from errlang.ir import nodes as n
from errlang.ir.builtins import BUILTINS
from errlang.ir.counted_loops import loop_trips
from errlang.ir.kept_loops import hidden_loops, restore_loops
from errlang.ir.loop_passes import summarise_loops as run_loop_passes
from errlang.ir.lower import lower_program

if TYPE_CHECKING:  # networkx is imported where the graph is built: ~0.2 s of every start
    import networkx as nx


@dataclass
class IRProgram:
    source: Program
    functions: dict[str, n.Function]
    globals: dict[str, n.Variable]
    init: n.Function
    inputs: frozenset[str]
    refused: list[UnsupportedError] = field(default_factory=list)
    # loop number -> its constant trip count, for the loops known to have one (only in the IR
    # ``check`` builds: the encoder then unwinds them in full once the bound is near it)
    loop_trips: dict[int, int] = field(default_factory=dict)
    # memory object -> the function a function pointer into it designates (ir/unit.py)
    function_objects: dict[int, str] = field(default_factory=dict)
    _graph: nx.DiGraph | None = field(default=None, repr=False)

    @property
    def warnings(self) -> tuple[Diagnostic, ...]:
        """What the analysis assumed about the program (functions called undeclared)."""
        return self.source.warnings

    @property
    def path(self) -> Path:
        return self.source.path

    def call_graph(self) -> nx.DiGraph:
        """Edges caller → callee between defined functions."""
        if self._graph is None:
            import networkx as nx

            graph = nx.DiGraph()
            for name, function in self.functions.items():
                graph.add_node(name)
                for instr in function.body:
                    if isinstance(instr, n.Call):
                        graph.add_edge(name, instr.function)
            self._graph = graph
        return self._graph

    def reachable(self, entry: str) -> list[str]:
        """Functions reachable from ``entry``, in definition order."""
        if entry not in self.functions:
            return []
        found = {entry}
        pending = [entry]
        while pending:  # the callees, transitively (no networkx on learn's and check's path)
            function = self.functions.get(pending.pop())
            for instr in function.body if function is not None else ():
                if isinstance(instr, n.Call) and instr.function not in found:
                    found.add(instr.function)
                    pending.append(instr.function)
        return [name for name in self.functions if name in found]

    def letters(self, entry: str, kinds: Iterable[str]) -> dict[str, list[n.Loc]]:
        """Every letter of the chosen alphabets that runs from ``entry`` can emit, with sites."""
        kinds = frozenset(kinds)
        letters: dict[str, list[n.Loc]] = {}
        for name in [self.init.name, *self.reachable(entry)]:
            function = self.init if name == self.init.name else self.functions[name]
            for instr in function.body:
                if isinstance(instr, n.Event) and instr.kind in kinds:
                    letters.setdefault(instr.letter, []).append(instr.loc)
        return letters

    def fingerprint(self, entry: str, kinds: Iterable[str] = ()) -> str:
        """Hash of the normalised IR of ``entry``'s slice (source positions left out, except
        where they are part of a letter of the alphabets ``kinds``): an edit outside the
        slice, or one that only moves lines, keeps the fingerprint."""
        kinds = frozenset(kinds)
        digest = hashlib.sha256()
        for name in [self.init.name, *self.reachable(entry)]:
            function = self.init if name == self.init.name else self.functions[name]
            digest.update(name.encode())
            for instr in function.body:
                if isinstance(instr, n.Event) and instr.kind not in kinds:
                    digest.update(b"Event()")  # keeps goto targets meaningful
                    continue
                digest.update(_normalised(instr).encode())
        return digest.hexdigest()


def located_fingerprint(program: IRProgram, entry: str) -> str:
    """Like :meth:`IRProgram.fingerprint` but with every source position: what depends on
    lines (counterexample steps and inputs) is cached under it."""
    digest = hashlib.sha256()
    for name in [program.init.name, *program.reachable(entry)]:
        function = program.init if name == program.init.name else program.functions[name]
        digest.update(name.encode())
        for instr in function.body:
            digest.update(repr(instr).encode())
    return digest.hexdigest()


def _normalised(instr: n.Instr) -> str:
    text = repr(instr)
    # drop Loc(...) but keep letters (which carry lines where the alphabet needs them)
    out, i = [], 0
    while True:
        j = text.find("loc=Loc(", i)
        if j < 0:
            out.append(text[i:])
            return "".join(out)
        out.append(text[i:j])
        i = text.find(")", j) + 1


def build_ir(
    program: Program,
    summarise_loops: bool = False,
    accelerate: bool = False,
    keep_letters: Iterable[str] = (),
) -> IRProgram:
    """The IR of ``program``; ``summarise_loops`` (for ``check``, whose verdicts do not depend
    on the loops' branch letters or on how the bound counts iterations): loops of the shapes of
    :data:`errlang.ir.loop_passes.LOOP_PASSES` become one instruction each (loops over arrays an
    ArrayLoop, :mod:`errlang.ir.array_loops`), and the trip counts of counted loops are
    recorded; ``accelerate`` (with it; check's automatic depth): loops
    over scalars run in one step, beyond any bound (:mod:`errlang.ir.scalar_loops`);
    ``keep_letters`` (learning's alphabet kinds): loops in which a letter of these kinds can
    occur are not summarised (:mod:`errlang.ir.kept_loops`)."""
    functions, globals_, init, refused, designated = lower_program(program, BUILTINS)
    trips: dict[int, int] = {}
    if summarise_loops:
        hidden = hidden_loops(functions, keep_letters)
        for function in functions.values():
            trips.update(loop_trips(function))
            run_loop_passes(function, globals_, accelerate)  # the table: ir/loop_passes.py
        restore_loops(functions, hidden)
    return IRProgram(
        program,
        functions,
        globals_,
        init,
        program.nondet_functions,
        refused,
        loop_trips=trips,
        function_objects=designated,
    )
