"""The learning targets of the oracle programs in tests/learn/programs, read from comments.

* ``// oracle-file: domain=LO:HI loop-bound=B [KIND=LO:HI …] [slow]`` once per file: the default
  domain of the nondet calls, per-kind domains (``uchar=0:255``), the loop bound to learn with,
  and whether learning takes minutes (the tests are then marked ``slow``).
* ``// oracle: [alphabet=A[,A…]] [max-length=N] [empty]`` at the end of an assertion's line:
  learn that assertion; ``empty`` says its language must be empty.
* ``// oracle: function=main [alphabet=…]`` anywhere: explanation mode of ``main``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

PROGRAMS = Path(__file__).resolve().parent / "programs"
_FILE = re.compile(r"//\s*oracle-file:\s*(.*?)\s*$")
_CASE = re.compile(r"//\s*oracle:\s*(.*?)\s*$")


@dataclass(frozen=True)
class Case:
    path: Path
    line: int | None  # the assertion's line, or None in explanation mode
    function: str | None
    alphabet: tuple[str, ...]
    loop_bound: int
    max_length: int | None
    domain: tuple[int, int]
    domains: tuple[tuple[str, tuple[int, int]], ...]
    empty: bool
    slow: bool = False

    @property
    def id(self) -> str:
        where = f"L{self.line}" if self.line else self.function
        return f"{self.path.stem}:{where}:{','.join(self.alphabet)}"


def _range(text: str) -> tuple[int, int]:
    lo, _, hi = text.partition(":")
    return int(lo), int(hi)


def _options(text: str) -> dict[str, str]:
    return dict(part.partition("=")[::2] for part in text.split())


def cases(path: Path) -> list[Case]:
    lines = path.read_text().splitlines()
    header = next((_options(m.group(1)) for m in map(_FILE.search, lines) if m), None)
    if header is None:
        raise ValueError(f"{path}: no '// oracle-file:' line")
    domain = _range(header.pop("domain", "-2:3"))
    loop_bound = int(header.pop("loop-bound", "3"))
    slow = header.pop("slow", None) is not None
    domains = tuple(sorted((kind, _range(r)) for kind, r in header.items()))
    found = []
    for number, text in enumerate(lines, start=1):
        match = _CASE.search(text)
        if match is None:
            continue
        options = _options(match.group(1))
        function = options.get("function")
        found.append(
            Case(
                path,
                None if function else number,
                function,
                tuple(options.get("alphabet", "functions").split(",")),
                loop_bound,
                int(options["max-length"]) if "max-length" in options else None,
                domain,
                domains,
                "empty" in options,
                slow,
            )
        )
    return found


def all_cases() -> list[Case]:
    return [case for path in sorted(PROGRAMS.glob("*.c")) for case in cases(path)]
