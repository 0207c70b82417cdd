"""gcc's sanitizers' reports read back as errlang's reasons and lines (DESIGN §2: a finding is
confirmed by the sanitizers where they detect its kind): UBSan's ``file:line: runtime error:
…`` lines, ASan's report with its first frame in the user's files, and the CPU's divide trap.
Used by the replays of :mod:`errlang.session.ub_replay`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from errlang.encoder.encoding import (
    DANGLING_POINTER,
    DIVISION_BY_ZERO,
    FLOAT_CAST_OVERFLOW,
    INVALID_FREE,
    NULL_DEREFERENCE,
    OUT_OF_BOUNDS,
    POINTER_SUBTRACTION,
    SHIFT_OUT_OF_RANGE,
    SIGNED_DIVISION_OVERFLOW,
    SIGNED_OVERFLOW,
    UNREACHABLE_REACHED,
    USE_AFTER_FREE,
    USE_AFTER_SCOPE,
)
from errlang.frontend.nonnull import NONNULL_ARGUMENT
from errlang.frontend.preprocess import INCLUDE_DIR
from errlang.ir.alignment import MISALIGNED
from errlang.ir.nodes import BUILTIN_ZERO, INVALID_BOOL, VLA_BOUND

ARITHMETIC_TRAP = "arithmetic trap"  # SIGFPE: a division by zero or INT_MIN / -1
TRAPPING = frozenset({DIVISION_BY_ZERO, SIGNED_DIVISION_OVERFLOW})
_UBSAN = re.compile(r"^(?P<file>[^\s:]+):(?P<line>\d+):\d+: runtime error: (?P<what>.*)$", re.M)
# "attempting double-free on 0x…", "heap-use-after-free on address …", "SEGV on unknown address"
_ASAN = re.compile(
    r"ERROR: AddressSanitizer: (?P<what>(?:attempting )?[\w-]+(?: on unknown address \S+)?)"
)
_FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-f]+ in \S+ (?P<file>[^\s:]+):(?P<line>\d+)", re.M)


@dataclass(frozen=True)
class SanitizerReport:
    """What the sanitized run reported: an errlang reason and line, or why there is none."""

    reason: str | None  # errlang's name for the undefined behaviour; None: nothing matched
    line: int | None
    detail: str  # the sanitizer's words, or why the run did not get there
    file: str | None = None  # the base name of the source file the line is in
    reported: bool = True  # False: the sanitizers said nothing (``detail`` says why)

    def confirms(self, reason: str, line: int, file: str | None = None) -> bool:
        """The report is of undefined behaviour ``reason`` at ``line`` (of ``file``, when
        given: a program of several units) (a divide trap confirms either kind of undefined
        division)."""
        same = self.reason == reason or (self.reason == ARITHMETIC_TRAP and reason in TRAPPING)
        here = file is None or self.file is None or Path(file).name == self.file
        return same and self.line == line and here


def sanitizer_reason(what: str) -> str | None:
    """errlang's reason for a sanitizer's description of what went wrong."""
    text = what.lower()
    table = (
        ("signed integer overflow", SIGNED_OVERFLOW),
        ("negation of", SIGNED_OVERFLOW),
        ("left shift of", SIGNED_OVERFLOW),
        ("cannot be represented", SIGNED_DIVISION_OVERFLOW),
        ("outside the range of representable", FLOAT_CAST_OVERFLOW),
        ("division by zero", DIVISION_BY_ZERO),
        ("shift exponent", SHIFT_OUT_OF_RANGE),
        ("declared to never be null", NONNULL_ARGUMENT),  # -fsanitize=nonnull-attribute
        ("null pointer", NULL_DEREFERENCE),
        ("out of bounds", OUT_OF_BOUNDS),
        ("buffer-overflow", OUT_OF_BOUNDS),
        # ASan's word for an access straddling an object's end (shadow it does not name), and
        # UBSan's object-size check speaking first: both only for an access past an object
        ("unknown-crash", OUT_OF_BOUNDS),
        ("insufficient space for an object", OUT_OF_BOUNDS),
        ("buffer-underflow", OUT_OF_BOUNDS),
        ("use-after-free", USE_AFTER_FREE),
        ("double-free", INVALID_FREE),
        ("bad-free", INVALID_FREE),
        ("not malloc", INVALID_FREE),
        ("use-after-return", DANGLING_POINTER),
        ("invalid-pointer-pair", POINTER_SUBTRACTION),  # -fsanitize=pointer-subtract
        ("use-after-scope", USE_AFTER_SCOPE),  # C11 6.2.4p6: an object whose block ended
        ("unreachable program point", UNREACHABLE_REACHED),
        ("misaligned address", MISALIGNED),  # -fsanitize=alignment (ir/alignment.py)
        ("variable length array bound", VLA_BOUND),
        ("passing zero to", BUILTIN_ZERO),
        ("not a valid value for type '_bool'", INVALID_BOOL),  # -fsanitize=bool
    )
    for needle, reason in table:
        if needle in text:
            return reason
    if text.startswith("fpe"):  # the CPU's divide trap: -fwrapv leaves INT_MIN / -1 unchecked
        return ARITHMETIC_TRAP
    if text.startswith("segv on unknown address"):
        address = text.rsplit(" ", 1)[-1]
        if int(address, 16) < 4096:
            return NULL_DEREFERENCE
    return None


def read_report(
    stderr: str, source: str | Sequence[str], wanted: tuple[str, int] | None = None
) -> SanitizerReport:
    """The first sanitizer report in ``stderr`` about the file named ``source`` (or one of
    the files ``source``: the units of a program); with ``wanted`` (a reason and a line), a
    later report of UBSan's that says it, if one does (UBSan goes on after a signed overflow:
    one on the way to the finding is reported before it)."""
    names = {Path(source).name} if isinstance(source, str) else {Path(s).name for s in source}

    def own(file: str) -> bool:  # a unit, or a header of the program (not the C library's)
        if Path(file).name in names:
            return True
        errlangs = ("/errlang-ub-", "/errlang-entry-", str(INCLUDE_DIR))
        runtime = "/libsanitizer/" in file  # an interceptor's frame (sprintf's, memcpy's)
        return not (file.startswith("/usr/") or runtime or any(m in file for m in errlangs))

    found = []
    for ubsan in _UBSAN.finditer(stderr):
        file = Path(ubsan["file"]).name
        line = int(ubsan["line"]) if own(ubsan["file"]) else None
        where = file if own(ubsan["file"]) else None
        found.append(SanitizerReport(sanitizer_reason(ubsan["what"]), line, ubsan["what"], where))
    said = [r for r in found if wanted is not None and (r.reason, r.line) == wanted]
    if said or found:
        return (said or found)[0]
    asan = _ASAN.search(stderr)
    if asan is not None:
        frames = [m for m in _FRAME.finditer(stderr, asan.end()) if own(m["file"])]
        line = int(frames[0]["line"]) if frames else None
        first = Path(frames[0]["file"]).name if frames else None
        return SanitizerReport(sanitizer_reason(asan["what"]), line, asan["what"], first)
    return SanitizerReport(None, None, "no sanitizer report")
