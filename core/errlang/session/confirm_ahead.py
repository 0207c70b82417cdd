"""The check of a picture at b+1 (DESIGN §3, :mod:`errlang.teacher.confirmation`), for the bound
driver (:mod:`errlang.session.driver`), and its head start (issue 31 item 5).

At a fixed loop bound b the picture learned at b is checked against the decided words of b+1
by queries to the teacher of b+1. Most of that check is the encoding of b+1 (bubble sort
(3, 19): 1.5-2 s CPU of the check's 2.5 s once its candidate words are asked in one query),
which does not depend on the picture: :class:`Ahead` starts it in a forked child before b
is learned. The child encodes b+1 while this process learns b, finds the cut words, searches
the picture and lists the counterexamples (it is stopped as soon as no check will be wanted:
an empty language, no run reaching the bound, an exact picture), then waits for the
picture, checks it and sends the verdict back (the same
:func:`~errlang.teacher.confirmation.confirm_by_queries` on the same encoding: the same
verdict). Where there is no ``fork``, or in the driver's own bounds (it learns b+1 itself
when the picture is refuted, and needs the encoding here), the check runs in this process.
"""

from __future__ import annotations

import os
import pickle
import select
import struct
import time
from dataclasses import dataclass, replace
from typing import Any, Protocol

from errlang.automata.dfa import DFA
from errlang.automata.picture import exact_picture
from errlang.encoder.symex import EncodingBudgetExceeded, EncodingCancelled
from errlang.session.errors import AnalysisCancelled
from errlang.session.forked import Forked, Send, start_forked
from errlang.session.learn_budget import LearnBudget, Phases
from errlang.session.targets import Target
from errlang.teacher.confirmation import confirm_by_queries
from errlang.teacher.decided import ConfirmedPicture, DecidedWords
from errlang.teacher.program_teacher import ProgramTeacher
from errlang.teacher.solver import SolverCancelled, SolverUnknown


class Analysis(Protocol):
    """What the check needs of :class:`errlang.session.analysis.Analysis` (not imported: the
    analysis imports the driver, which imports this module)."""

    @property
    def settings(self) -> Any: ...

    def encoding(
        self, entry: str, bound: int, cancel: Any = None, deadline: float | None = None
    ) -> Any: ...

    def teacher(
        self,
        target: Target,
        bound: int,
        max_length: int | None = None,
        cancel: Any = None,
        deadline: float | None = None,
    ) -> ProgramTeacher: ...


CONFIRM_SHARE = 0.25  # of the learn budget, at most, for confirming the picture at b+1
CONFIRM_AT_LEAST = 1.0  # seconds the confirmation gets even when learning was quick
# times the time spent so far, at most, for that check: it encodes b+1 and asks a few queries
# there, about as much as the learn at b (bubble sort (3, 19): 5.0-5.8 s against 3.5 s spent,
# at load 4; with twice, it finished in one run of three)
CONFIRM_FACTOR = 3.0
_LENGTH = struct.Struct(">Q")
_STOPPED = "stopped"  # the child's check ran out of time or the solver gave up


@dataclass(frozen=True)
class Counts:
    """A teacher's counters at one moment (a teacher may serve several learning runs)."""

    membership: int
    filtered: int
    cached: int
    equivalence: int
    enumerated: int
    solver_calls: int
    solver_seconds: float

    @classmethod
    def of(cls, teacher: ProgramTeacher) -> Counts:
        stats = teacher.stats
        return cls(stats.membership_queries, stats.filtered, stats.cached,
                   stats.equivalence_queries, stats.enumerated, teacher.solver_calls,
                   teacher.solver_seconds)  # fmt: skip

    @classmethod
    def zero(cls) -> Counts:
        return cls(0, 0, 0, 0, 0, 0, 0.0)


# what a check at b+1 asked: its teacher and that teacher's counters before, or (a check in a
# child) the child's counters and zero
Asked = tuple[ProgramTeacher | Counts, Counts]


@dataclass(frozen=True)
class Request:
    """What the child needs besides the encoding: the picture, the decided words of b, the
    instant the check must end by."""

    picture: ConfirmedPicture
    decided: DecidedWords | None
    until: float


class Ahead:
    """The check at ``bound`` (b+1) started in a child before the picture of b is known."""

    def __init__(self, bound: int, child: Forked, requests: int) -> None:
        self.bound, self.child, self.requests = bound, child, requests

    @classmethod
    def start(
        cls, analysis: Analysis, target: Target, bound: int, budget: LearnBudget
    ) -> Ahead | None:
        """The child encoding ``bound`` (None where processes cannot be forked)."""
        read_end, write_end = os.pipe()

        def work(send: Send) -> tuple[ConfirmedPicture | str | None, Counts]:
            os.close(write_end)
            return _check_in_child(analysis, target, bound, budget.deadline, read_end)

        try:
            child = start_forked(work)
        except OSError:  # no process to be had (EAGAIN): the check runs in this process
            child = None
        os.close(read_end)
        if child is None:
            os.close(write_end)
            return None
        return cls(bound, child, write_end)

    def check(
        self, request: Request, cancel: LearnBudget
    ) -> tuple[ConfirmedPicture | str | None, Counts]:
        """The child's verdict on ``request`` by ``request.until`` (``"stopped"`` when it ran
        out of time or the solver gave up), with its teacher's counters."""
        payload = pickle.dumps(request)
        try:
            _write_until(self.requests, _LENGTH.pack(len(payload)) + payload, request.until)
        except OSError:  # the child is gone (it could not encode)
            pass
        finally:
            self.close_requests()
        outcome = self.child.outcome(request.until, cancel.cancelled)
        if cancel.cancelled():
            raise AnalysisCancelled()
        if outcome.finished:
            verdict, counts = outcome.value
            return verdict, counts
        return _STOPPED, Counts.zero()

    def close_requests(self) -> None:
        if self.requests >= 0:
            os.close(self.requests)
            self.requests = -1

    def stop(self) -> None:
        """Not needed (the picture is exact, the budget ran out): the child is killed."""
        self.close_requests()
        self.child.stop()


def _write_until(fd: int, data: bytes, until: float) -> None:
    """``data`` into the pipe ``fd`` while the child reads it, or as much as it read by
    ``until`` (a child still encoding reads the request only when it is done)."""
    os.set_blocking(fd, False)
    view = memoryview(data)
    while view:
        left = until - time.monotonic()
        if left <= 0 or not select.select([], [fd], [], left)[1]:
            return
        try:
            view = view[os.write(fd, view) :]
        except BlockingIOError:
            continue


def _check_in_child(
    analysis: Analysis, target: Target, bound: int, deadline: float, requests: int
) -> tuple[ConfirmedPicture | str | None, Counts]:
    """In the child: encode ``bound``, wait for the request, check the picture. The encoding
    runs in the child's one thread, polling the deadline (the parent kills the child at its
    own: no thread to abandon, and no test hook of the encoding thread held twice)."""
    try:
        analysis.encoding(target.entry, bound, lambda: time.monotonic() >= deadline)
    except (EncodingCancelled, EncodingBudgetExceeded, RecursionError, SolverUnknown):
        return _STOPPED, Counts.zero()
    request = _read_request(requests, deadline)
    if request is None:
        return _STOPPED, Counts.zero()
    picture = request.picture
    teacher = analysis.teacher(target, bound, picture.max_length, None, request.until)
    before = Counts.of(teacher)
    checked: ConfirmedPicture | str | None = _STOPPED
    try:
        with teacher.cancellable(None, request.until):
            checked = confirm_by_queries(picture, teacher, before=request.decided)
    except (SolverUnknown, SolverCancelled):
        pass
    return checked, _since(Counts.of(teacher), before)


def _since(now: Counts, before: Counts) -> Counts:
    return Counts(now.membership - before.membership, now.filtered - before.filtered,
                  now.cached - before.cached, now.equivalence - before.equivalence,
                  now.enumerated - before.enumerated, now.solver_calls - before.solver_calls,
                  now.solver_seconds - before.solver_seconds)  # fmt: skip


def _read_request(fd: int, deadline: float) -> Request | None:
    """The parent's request, or None when it closed the pipe or the deadline came."""
    data = b""
    while True:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            return None
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            break
        data += chunk
    if len(data) < _LENGTH.size:
        return None
    (length,) = _LENGTH.unpack_from(data)
    body = data[_LENGTH.size : _LENGTH.size + length]
    if len(body) < length:
        return None
    request = pickle.loads(body)
    return request if isinstance(request, Request) else None


def shows_generalisation(picture: ConfirmedPicture | None) -> bool:
    """Whether confirming ``picture`` at a larger bound can change what is shown: only a
    picture that generalises (a loop, or transitions only undecided words use) has
    something to confirm; the exact automaton is shown as it is either way."""
    if picture is None:
        return False
    return not (picture.picture.is_exact and not picture.picture.loops)


@dataclass(frozen=True)
class Last:
    """The last bound learned: its bound, automaton and whether a run reaches the bound."""

    bound: int
    dfa: DFA
    bound_reached: bool


def confirm(
    analysis: Analysis,
    target: Target,
    last: Last,
    picture: ConfirmedPicture | None,
    budget: LearnBudget,
    phases: Phases,
    confirming: list[Asked],
    decided: DecidedWords | None = None,
    refuted_drawn: bool = True,
    ahead: Ahead | None = None,
) -> ConfirmedPicture | None:
    """At a fixed loop bound b (or the bound driver's last bound b, when its picture was not
    confirmed there), a picture that generalises is checked against the decided words of b+1
    (DESIGN §3) by queries to the teacher of b+1 (:mod:`errlang.teacher.confirmation`: its
    encoding, one query over the candidate missing words left by b's ``decided`` words, or
    one query over all runs, membership of the accepted ones, freeness where needed), in
    ``ahead``'s child when it was started for b+1, given at most CONFIRM_SHARE of the budget
    and CONFIRM_FACTOR times the time spent so far (at least CONFIRM_AT_LEAST). If it cannot
    finish, the picture stays unconfirmed. The words checked are those of length ≤ the
    picture's own n (at b+1's default n the longer words, all free at b, would leave too
    many candidates). A picture refuted there is wrong on a word b+1 decides: the exact
    automaton is drawn instead (issue 20: the default picture must not draw a failure no run
    can produce), and the guarantee says why."""
    if not (analysis.settings.confirm_picture and last.bound_reached):
        return picture
    if picture is None or not shows_generalisation(picture):
        return picture
    if picture.confirmed_at or picture.learned_at != last.bound or picture.unchecked:
        return picture
    spent = sum(phases.seconds.values())
    share = budget.share(CONFIRM_SHARE)
    until = min(share.deadline, time.monotonic() + max(CONFIRM_AT_LEAST, CONFIRM_FACTOR * spent))
    started = time.perf_counter()
    known = decided if decided and decided.loop_bound == picture.learned_at else None
    try:
        if ahead is not None and ahead.bound == last.bound + 1:
            checked, counts = ahead.check(Request(picture, known, until), budget)
            confirming.append((counts, Counts.zero()))
            if checked == _STOPPED:
                raise SolverUnknown("the check at b+1 did not finish", out_of_time=True)
        else:
            stop = LearnBudget(budget.seconds, until, budget.cancel).stop
            teacher = analysis.teacher(target, last.bound + 1, picture.max_length, stop, until)
            confirming.append((teacher, Counts.of(teacher)))
            with teacher.cancellable(budget.cancel, until):
                checked = confirm_by_queries(picture, teacher, before=known)
    except (EncodingCancelled, SolverCancelled, SolverUnknown, EncodingBudgetExceeded) as error:
        if budget.cancelled():
            raise AnalysisCancelled() from error
        if refuted_drawn:
            return picture
        # the driver's check before learning b+1: learning b+1 costs more than this check
        seconds = time.perf_counter() - started
        why = f"its check at loop bound {last.bound + 1} did not finish in {seconds:.0f} s"
        return replace(picture, unchecked=why)
    finally:
        phases.add("confirmation", time.perf_counter() - started)
    assert not isinstance(checked, str)
    return _drawn(checked, last, refuted_drawn, picture)


def _drawn(
    checked: ConfirmedPicture | None, last: Last, refuted_drawn: bool, picture: ConfirmedPicture
) -> ConfirmedPicture:
    """The picture shown after its check: the exact automaton when it was refuted at b+1
    (``refuted_drawn``), with the reason."""
    if checked is None:
        return picture
    if checked.refuted_at[-1:] == (last.bound + 1,):
        if not refuted_drawn:  # the driver learns b+1 next: its picture replaces this one
            return picture
        reason = (
            f"the smallest automaton right on the words decided within loop bound {last.bound} "
            f"generalised wrongly: it is wrong on a word decided within loop bound "
            f"{last.bound + 1}"
        )
        if checked.refuted_by:
            word = " ".join(checked.refuted_by)
            what = "a failure it rejected" if checked.refuted_failing else "no run produces it"
            reason += f" ({word}: {what})"
        return replace(checked, picture=exact_picture(last.dfa, reason))
    return checked
