"""Front end: preprocessing, parsing with pycparser, verification conventions (DESIGN §2)."""

from errlang.frontend.errors import Diagnostic, FrontendError, UnsupportedError
from errlang.frontend.program import AssertionSite, Program, parse_file

__all__ = [
    "AssertionSite",
    "Diagnostic",
    "FrontendError",
    "Program",
    "UnsupportedError",
    "parse_file",
]
