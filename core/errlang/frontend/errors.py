"""Located, readable errors of the front end (and of the layers that reject constructs)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Diagnostic:
    """One located message about the input program."""

    file: str
    line: int
    column: int
    message: str

    def to_json(self) -> dict[str, object]:
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "message": self.message,
        }

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.message}"


class FrontendError(Exception):
    """The program cannot be analysed; ``diagnostics`` says where and why."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        super().__init__("; ".join(str(d) for d in diagnostics))
        self.diagnostics = diagnostics


class UnsupportedError(FrontendError):
    """A construct outside errlang's C subset (DESIGN §2), refused at its location;
    ``function``: the function definition it refuses, when it refuses one."""

    def __init__(
        self, file: str, line: int, column: int, message: str, function: str | None = None
    ) -> None:
        super().__init__([Diagnostic(file, line, column, message)])
        self.location = (file, line, column)
        self.function = function

    def refusing(self, function: str) -> UnsupportedError:
        """The same refusal, as the refusal of ``function``'s definition."""
        return UnsupportedError(*self.location, self.diagnostics[0].message, function)
