"""What the questions to an analysis are typed by, apart from :mod:`errlang.session.analysis`.

The callback types (:data:`Progress`, :data:`Cancel`, :data:`Partial`), the answer to a
membership query (:class:`MembershipAnswer`), and the parts of an
:class:`~errlang.session.analysis.Analysis` that the modules it calls ask:
:class:`AnalysisQuestions` (the explanation, :mod:`errlang.session.explaining`) and
:class:`AnalysisTeachers` (the bound driver's helpers). They know the analysis by these
protocols and import nothing of it: no import circle (issue 32).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from errlang.explain.results import LearnedAutomaton
from errlang.frontend import Program
from errlang.ir.program import IRProgram
from errlang.session.settings import Settings
from errlang.session.targets import Target
from errlang.teacher.program_teacher import ProgramTeacher
from errlang.teacher.solver import Run

Progress = Callable[[str, float | None], None]
Cancel = Callable[[], bool]
Partial = Callable[[LearnedAutomaton], None]  # the automaton of a bound, while learning goes on


@dataclass(frozen=True)
class MembershipAnswer:
    """Whether ``word`` is in the target's language at ``loop_bound`` (DESIGN §4, membership),
    with a concrete run producing it when it is."""

    word: tuple[str, ...]
    member: bool
    run: Run | None
    loop_bound: int
    max_length: int


class AnalysisQuestions(Protocol):
    """An analysis of one program version as the explanation asks it (see
    :class:`~errlang.session.analysis.Analysis` for what each answer means)."""

    path: str
    settings: Settings  # the explanation narrows the budget for a block and restores it

    @property
    def program(self) -> Program: ...

    @property
    def ir(self) -> IRProgram: ...

    def learn(
        self,
        line: int | None = None,
        function: str | None = None,
        *,
        loop_bound: int | None = None,
        progress: Progress | None = None,
        cancel: Cancel | None = None,
        since: float | None = None,
        partial: Partial | None = None,
        every_word: bool = False,
    ) -> LearnedAutomaton: ...

    def membership(
        self,
        word: Sequence[str],
        *,
        line: int | None = None,
        function: str | None = None,
        loop_bound: int | None = None,
        max_length: int | None = None,
    ) -> MembershipAnswer: ...


class AnalysisTeachers(Protocol):
    """An analysis as a source of teachers (see :meth:`~errlang.session.analysis.Analysis.
    teacher`), for the bound driver's helpers."""

    settings: Settings

    def teacher(
        self,
        target: Target,
        bound: int,
        max_length: int | None = None,
        cancel: Cancel | None = None,
        deadline: float | None = None,
    ) -> ProgramTeacher: ...
