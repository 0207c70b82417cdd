"""One analysis per program version: every question about a file's text goes through it.

An :class:`Analysis` stands for one (file, text, settings). It parses and lowers the file once,
encodes the bounded program once per (entry, loop bound, alphabet), and keeps one teacher per
(target, loop bound, exactness length), so that learning, membership, explanation and replay
of the same version share the parse, the IR, the formulas and the teachers' answers (DESIGN §1:
"one path per question, so the CLI, the server and the view can never disagree").

Where a membership query is answered: :meth:`Analysis.membership` → :meth:`Analysis.teacher` →
:meth:`errlang.teacher.program_teacher.ProgramTeacher.membership` — the same teacher object
(same encoding, same cache key) that the learner asked, at the bounds of the learned automaton.

:func:`analysis_for` keeps the last few analyses of a process (the server's worker, a test
session): asking again about an unchanged text reuses everything.
"""

from __future__ import annotations

import hashlib
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from errlang.encoder.encoding import Encoding
from errlang.encoder.symex import encode
from errlang.explain.explanation import Explanation
from errlang.explain.results import LearnedAutomaton
from errlang.frontend import FrontendError, Program, parse_file
from errlang.ir.program import IRProgram
from errlang.session.check import check_program, lowered_for_check
from errlang.session.deadline import Edges, encode_until
from errlang.session.errors import AnalysisError
from errlang.session.questions import Cancel, MembershipAnswer, Partial, Progress
from errlang.session.settings import DEFAULT_CHECK_BOUND, Settings
from errlang.session.targets import Target, cache_key, find_target
from errlang.session.verdicts import CheckResult
from errlang.teacher.cache import QueryCache
from errlang.teacher.program_teacher import ProgramTeacher

__all__ = ["Analysis", "Cancel", "MembershipAnswer", "Partial", "Progress", "analysis_for"]


@dataclass
class _Version:
    """What depends only on the text and the front-end settings: shared between analyses of
    the same text with other learning settings."""

    program: Program | None = None
    # (alphabet, automatic depth) -> the program lowered for learning with them (_lowering)
    irs: dict[tuple[tuple[str, ...], bool], IRProgram] = field(default_factory=dict)
    encodings: dict[tuple[tuple[str, ...], bool, str, int], tuple[Encoding, Edges]] = field(
        default_factory=dict
    )
    front_end_seconds: float = 0.0  # preprocessing, parsing and lowering


class Analysis:
    """The analysis of one program version (see the module docstring)."""

    def __init__(
        self,
        path: str,
        text: str | None = None,
        settings: Settings | None = None,
        *,
        shared: Analysis | None = None,
        program: Program | None = None,
    ) -> None:
        """``shared``: an analysis of the same text and front-end settings whose parse, IR and
        encodings this one reuses; ``program``: the parsed program, when it is not ``path``'s
        alone (translation units linked by :mod:`errlang.frontend.link`)."""
        self.path = str(path)
        self.text = text
        self.settings = settings or Settings()
        self._version: _Version = shared._version if shared is not None else _Version(program)
        self._teachers: dict[tuple[str, int, int | None], ProgramTeacher] = {}
        self._learned: dict[str, LearnedAutomaton] = {}
        self._explained: dict[tuple[int, bool], Explanation] = {}

    # -- the program ---------------------------------------------------------------------------

    @property
    def program(self) -> Program:
        """The parsed file (preprocessed once; raises :class:`AnalysisError` on bad input)."""
        if self._version.program is None:
            started = time.perf_counter()
            try:
                self._version.program = parse_file(
                    self.path,
                    self.text,
                    self.settings.include_dirs,
                    self.settings.defines,
                    self.settings.entry,  # the entry point and how its arguments are built
                )
            except FrontendError as error:
                raise analysis_error(error, self.path) from error
            finally:
                self._version.front_end_seconds += time.perf_counter() - started
        return self._version.program

    @property
    def _lowering(self) -> tuple[tuple[str, ...], bool]:
        """What the lowered program depends on besides the text: the alphabet (loops in which
        its letters can occur keep their iterations) and automatic depth (no loop bound set:
        loops over scalars are accelerated too), as :func:`lowered_for_check` takes them."""
        return (tuple(self.settings.alphabet), self.settings.loop_bound is None)

    @property
    def ir(self) -> IRProgram:
        """The lowered program (lowered once per :attr:`_lowering`): as ``check`` lowers it,
        except that the loops in which a letter of the alphabet can occur are not summarised
        (a summary drops the letters of the iterations it runs; the others' words are the
        same, and their runs are no longer cut at the loop bound)."""
        key = self._lowering
        if key not in self._version.irs:
            program = self.program
            started = time.perf_counter()
            try:
                self._version.irs[key] = lowered_for_check(
                    program, self.settings.loop_bound, self.settings.alphabet
                )
            except FrontendError as error:
                raise analysis_error(error, self.path) from error
            finally:
                self._version.front_end_seconds += time.perf_counter() - started
        return self._version.irs[key]

    @property
    def front_end_seconds(self) -> float:
        """Seconds spent preprocessing, parsing and lowering this version (once)."""
        return self._version.front_end_seconds

    def target(self, line: int | None = None, function: str | None = None) -> Target:
        """The assertion on ``line`` or the complete runs of ``function``."""
        return find_target(self.ir, line, function)

    # -- formulas and teachers -----------------------------------------------------------------

    def encoding(
        self, entry: str, bound: int, cancel: Cancel | None = None, deadline: float | None = None
    ) -> tuple[Encoding, Edges]:
        """The bounded program formula of the runs from ``entry`` (built once per bound).
        ``deadline`` (a ``time.monotonic()`` instant): :class:`EncodingCancelled` by then."""
        key = (*self._lowering, entry, bound)
        if key not in self._version.encodings:
            if deadline is None:
                built = encode(self.ir, entry, bound, self.settings.alphabet, cancel=cancel)
            else:
                built = encode_until(
                    self.ir, entry, bound, self.settings.alphabet, cancel, deadline
                )
            self._version.encodings[key] = built
        return self._version.encodings[key]

    def teacher(
        self,
        target: Target,
        bound: int,
        max_length: int | None = None,
        cancel: Cancel | None = None,
        deadline: float | None = None,
    ) -> ProgramTeacher:
        """The teacher of ``target`` at loop bound ``bound`` and exactness length
        ``max_length`` (``None``: the longest word of a run within the bound); its encoding
        is built by ``deadline`` or not at all (:meth:`encoding`)."""
        key = (target.identity, bound, max_length)
        if key not in self._teachers:
            encoding, edges = self.encoding(target.entry, bound, cancel, deadline)
            cache = QueryCache(cache_key(self.ir, target, self.settings.alphabet, bound))
            teacher = ProgramTeacher(
                encoding, edges, target.site, target.final_letter, max_length, cache,
                self.settings.timeout,
            )  # fmt: skip
            self._teachers[key] = teacher
            # asked again with the length it chose, this is the same teacher
            self._teachers.setdefault((target.identity, bound, teacher.max_length), teacher)
        return self._teachers[key]

    # -- questions -------------------------------------------------------------------------------

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
    ) -> LearnedAutomaton:
        """The learned automaton of a target (DESIGN §3); ``loop_bound`` overrides the
        settings' (``None`` there: the bound driver picks). Learned once per target and bound.
        ``every_word``: up to the longest word of a run at every bound the driver tries, not
        the driver's shorter default n (session/word_length.py): explanations and diffs.
        ``since``: the ``time.monotonic()`` instant the time budget started (default now).
        ``partial``: given each completed bound's automaton while the driver goes on."""
        from errlang.session.driver import learn_target

        target = self.target(line, function)
        bound = loop_bound if loop_bound is not None else self.settings.loop_bound
        key = f"{target.identity}@{bound}" + ("+every_word" if every_word else "")
        if key not in self._learned:
            self._learned[key] = learn_target(
                self, target, bound, progress, cancel, since=since, partial=partial,
                every_word=every_word,
            )  # fmt: skip
        return self._learned[key]

    def learned(self, target: Target) -> LearnedAutomaton | None:
        """The automaton last learned for ``target`` in this analysis, if any."""
        found = [a for k, a in self._learned.items() if k.startswith(f"{target.identity}@")]
        return found[-1] if found else None

    def membership(
        self,
        word: Sequence[str],
        *,
        line: int | None = None,
        function: str | None = None,
        loop_bound: int | None = None,
        max_length: int | None = None,
    ) -> MembershipAnswer:
        """Is ``word`` in the target's language? Answered by the teacher of the target at
        ``loop_bound`` / ``max_length`` — by default those of the automaton learned for it in
        this analysis, else the settings' (the check bound when none is set)."""
        target = self.target(line, function)
        learned = self.learned(target)
        if loop_bound is None:
            loop_bound = learned.bounds.loop_bound if learned else self.settings.loop_bound
        if max_length is None:
            max_length = learned.bounds.max_length if learned else self.settings.max_length
        bound = loop_bound or DEFAULT_CHECK_BOUND
        teacher = self.teacher(target, bound, max_length)
        teacher.set_timeout(self.settings.timeout)  # a learning run may have left less
        word = tuple(word)
        member = teacher.membership(word)
        run = teacher.run_of(word) if member else None
        return MembershipAnswer(word, member, run, bound, teacher.max_length)

    def explain(
        self,
        line: int,
        *,
        replay: bool = False,
        replay_timeout: float = 5.0,
        progress: Progress | None = None,
        cancel: Cancel | None = None,
        every_word: bool = True,
    ) -> Explanation:
        """Why the assertion on ``line`` fails (DESIGN §5; :mod:`errlang.session.explaining`).
        Explained once per line (without replay: a replay runs the user's code each time it
        is asked for). ``every_word``: False explains the picture's language (the editor)."""
        from errlang.session.explaining import explain_target

        if replay:
            return explain_target(
                self, line, replay, replay_timeout, progress, cancel, every_word=every_word
            )
        key = (line, every_word)
        if key not in self._explained:
            self._explained[key] = explain_target(
                self, line, False, 0.0, progress, cancel, every_word=every_word
            )
        return self._explained[key]

    def check(self, cancel: Cancel | None = None) -> CheckResult:
        """The verdict of every assertion and every finding of this version, as ``errlang
        check`` gives them (its JSON is :func:`errlang.session.check_json.check_json` of this
        result, made at the boundary)."""
        return check_program(self.path, self.text, self.settings, cancel=cancel)


def analysis_error(error: FrontendError, path: str) -> AnalysisError:
    return AnalysisError(
        [{"line": d.line, "column": d.column, "message": d.message} for d in error.diagnostics],
        path,
    )


# -- the analyses a process keeps -------------------------------------------------------------

KEPT_ANALYSES = 8
_kept: OrderedDict[tuple[str, str, Settings], Analysis] = OrderedDict()


def analysis_for(path: str, text: str | None, settings: Settings | None = None) -> Analysis:
    """The analysis of ``path`` with ``text`` (``None``: the file's contents now) and
    ``settings``: the one kept from an earlier question when the text is unchanged. An
    analysis of the same text with other learning settings shares the parse, IR and
    encodings of an earlier one (they depend on the front-end settings only)."""
    settings = settings or Settings()
    if text is None:
        try:
            text = Path(path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            return Analysis(path, None, settings)  # the front end reports the file
    key = (str(path), hashlib.sha256(text.encode()).hexdigest(), settings)
    if key in _kept:
        _kept.move_to_end(key)
        return _kept[key]
    front = (settings.include_dirs, settings.defines)
    shared = next(
        (
            kept
            for (other_path, digest, other), kept in reversed(_kept.items())
            if (other_path, digest) == key[:2] and (other.include_dirs, other.defines) == front
        ),
        None,
    )
    analysis = Analysis(path, text, settings, shared=shared)
    _kept[key] = analysis
    while len(_kept) > KEPT_ANALYSES:
        _kept.popitem(last=False)
    return analysis


def forget_analyses() -> None:
    """Drop every kept analysis (tests; a worker that wants its memory back)."""
    _kept.clear()
