"""What a run read from its standard input, as text (``stdin: "9\\n"``), from its inputs.

errlang's stdio models make every byte a stream read takes an input of the run (``fgetc``,
``getc``, ``getchar``: ``include/models/stdio.c``; inside ``fgets``, ``fread``, ``getline`` they
are ``fgetc`` at line 0), ``-1`` the end of the input, and ``-2`` a call that read no byte (a
pushed-back character, a read after the end: :data:`NOT_READ`). ``scanf``/``fscanf`` return a
count and store values (``scanf``, ``scanf:1``…: ``ir/scanf.py``), which are written back as the
text glibc's scanf parses into them, by the call's format. When a program reads no stream but
its standard input (:func:`reads_stdin`), these bytes are one file: the replay gives it to the
compiled program as its stdin and glibc's own functions read it (docs/trust.md, replay).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from pycparser import c_ast

from errlang.frontend.conventions import SCANF_FUNCTIONS
from errlang.frontend.library import called_names
from errlang.frontend.literals import c_string_bytes
from errlang.ir.initializers import string_bytes
from errlang.teacher.runs import InputValue, Run

BYTE_READS = frozenset({"fgetc", "getc", "getchar"})
NOT_READ = -2  # the input of a read that takes no byte (include/models/stdio.c)
END = -1
# reading calls that take their bytes from a stream; opening calls that make other streams
STREAM_READS = BYTE_READS | {"fgets", "fread", "getline", "getdelim", "scanf", "fscanf", "gets"}
OPENERS = frozenset({"fopen", "fdopen", "freopen", "tmpfile", "popen", "fmemopen"})
_CONVERSION = re.compile(r"%(\*?)(\d*)(hh|h|ll|l|L|j|z|t)?([diouxXaefgEGcspn%\[])")
_OPENER_CALL = re.compile(r"\b(?:" + "|".join(sorted(OPENERS)) + r")\s*\(")
_SCANF_CALL = re.compile(r"\b(f?scanf)\s*\((?:[^,()\"]*,)?\s*\"((?:[^\"\\]|\\.)*)\"")


@dataclass(frozen=True)
class StdinText:
    """The bytes a run read from its standard input; ``ended``: it read the end too;
    ``problem``: why these reads are not one file's (a replay cannot give them), if not."""

    data: bytes
    ended: bool
    problem: str | None = None

    def literal(self) -> str:
        """The bytes as a C string literal: ``"9\\n"``."""
        return c_literal(self.data)


def is_stream_input(function: str) -> bool:
    """Whether an input of ``function`` is a byte or a value read from a stream."""
    return function in BYTE_READS or function.partition(":")[0] in SCANF_FUNCTIONS


def stdin_text(
    inputs: Sequence[InputValue], formats: Mapping[int, str] | None = None
) -> StdinText | None:
    """The text ``inputs`` read, in order (``None`` if none is a stream read); ``formats``: the
    format of the scanf call at each line (needed for a run that calls scanf)."""
    data = bytearray()
    ended = False
    problem: str | None = None
    position = 0
    found = False
    while position < len(inputs):
        given = inputs[position]
        position += 1
        if not is_stream_input(given.function):
            continue
        found = True
        if given.function in BYTE_READS:
            value = int(given.value)
            if value == NOT_READ:
                continue
            if value == END:
                ended = True
            elif ended:
                problem = problem or "the run reads bytes after the end of its input"
            else:
                data.append(value & 0xFF)
            continue
        values = []
        while position < len(inputs) and inputs[position].function.startswith(f"{given.function}:"):
            values.append(inputs[position])
            position += 1
        if ended:  # the end is sticky: the model's scanf returns EOF, its count and values unused
            continue
        fmt = (formats or {}).get(given.line)
        if fmt is None:
            problem = problem or f"the format of {given.function} at line {given.line} is unknown"
            continue
        count = int(given.value)
        text, why = scanf_text(fmt, count, values)
        data += text
        ended = ended or count == END
        problem = problem or why
    return StdinText(bytes(data), ended, problem) if found else None


def scanf_text(fmt: str, count: int, values: Sequence[InputValue]) -> tuple[bytes, str | None]:
    """Text from which glibc's scanf with ``fmt`` assigns ``count`` items, the first ``count``
    of ``values``; a count below the conversions ends in a character none can start."""
    out = bytearray()
    assigned = 0
    numeric_last = False
    for piece in _pieces(fmt):
        if not piece.startswith("%") or piece == "%%":
            out += b" " if piece.isspace() else piece[-1:].encode("latin-1")
            numeric_last = False
            continue
        match = _CONVERSION.fullmatch(piece)
        assert match is not None
        suppressed, width, conversion = match.group(1) == "*", match.group(2), match.group(4)
        if count == END:
            return bytes(out), None
        if numeric_last and conversion != "c":
            out += b" "
        if not suppressed and assigned >= count:
            if conversion == "c":
                return bytes(out), "a %c conversion fails only at the end of the input"
            return bytes(out) + b"x", None
        value = values[assigned] if not suppressed and assigned < len(values) else None
        text = _converted(conversion, value)
        if text is None:
            return bytes(out), f"scanf's %{conversion} is not written back as text"
        if width and conversion != "c" and len(text) > int(width):
            return bytes(out), f"{text!r} is wider than %{width}{conversion}"
        out += text
        numeric_last = conversion != "c"
        assigned += 0 if suppressed else 1
    if numeric_last:
        out += b"\n"
    return bytes(out), None


def _pieces(fmt: str) -> Iterable[str]:
    position = 0
    while position < len(fmt):
        match = _CONVERSION.match(fmt, position)
        if match is not None:
            yield match.group(0)
            position = match.end()
        else:
            yield fmt[position]
            position += 1


def _converted(conversion: str, value: InputValue | None) -> bytes | None:
    if value is None:  # a suppressed conversion: any text it accepts
        return b"0" if conversion != "c" else b"_"
    if conversion in "aefgEG":
        return str(value.value).rstrip("fFlL").encode()
    number = int(value.value)
    bits = 64 if number > 0xFFFFFFFF or number < -0x80000000 else 32
    if conversion == "c":
        return bytes([number & 0xFF])
    if conversion in "di":
        return str(number).encode()
    unsigned = number & ((1 << bits) - 1)
    if conversion == "u":
        return str(unsigned).encode()
    if conversion in "xX":
        return f"{unsigned:x}".encode()
    if conversion == "o":
        return f"{unsigned:o}".encode()
    return None


def c_literal(data: bytes) -> str:
    """``data`` as a C string literal (``"a\\n\\0"``)."""
    escapes = {10: "\\n", 9: "\\t", 13: "\\r", 0: "\\0", 34: '\\"', 92: "\\\\"}
    out = []
    for k, byte in enumerate(data):
        if byte in escapes:
            text = escapes[byte]
            # "\0" followed by a digit would read as an octal escape
            if byte == 0 and k + 1 < len(data) and 48 <= data[k + 1] <= 55:
                text = "\\000"
            out.append(text)
        elif 32 <= byte < 127:
            out.append(chr(byte))
        else:
            out.append(f"\\x{byte:02x}" if not _hex_follows(data, k) else f"\\{byte:03o}")
    return '"' + "".join(out) + '"'


def _hex_follows(data: bytes, k: int) -> bool:
    return k + 1 < len(data) and chr(data[k + 1]) in "0123456789abcdefABCDEF"


def source_formats(lines: Sequence[str]) -> dict[int, str]:
    """The format of the scanf/fscanf call on each source line (1-based) that has one (the
    first literal format; a line with two different formats is left out)."""
    found: dict[int, str | None] = {}
    for number, text in enumerate(lines, start=1):
        for match in _SCANF_CALL.finditer(text):
            fmt = _unescape(match.group(2))
            found[number] = fmt if found.get(number, fmt) == fmt else None
    return {line: fmt for line, fmt in found.items() if fmt is not None}


def stdin_formats(lines: Sequence[str]) -> dict[int, str] | None:
    """The scanf formats of a source by line (:func:`source_formats`) when it reads no stream
    but its standard input (it calls no opener: :func:`reads_stdin` on its text); None when it
    opens files (its reads are then not stdin's, and are shown one by one)."""
    if any(_OPENER_CALL.search(text) for text in lines):
        return None
    return source_formats(lines)


def _unescape(text: str) -> str:
    """A format literal's text as the bytes gcc gives it, one character per byte: an escape
    Python's ``unicode_escape`` would refuse (``"%d\\x"``) is read as gcc reads it."""
    return c_string_bytes(text).decode("latin-1")


def reads_stdin(program_ast: c_ast.Node) -> bool:
    """Whether the program's code reads a stream and opens none: every stream it reads is its
    standard input."""
    called = called_names(program_ast)
    return bool(called & STREAM_READS) and not called & OPENERS


def ast_formats(program_ast: c_ast.Node) -> dict[int, str]:
    """The format of each scanf/fscanf call of the program by line, from its AST (a line with
    two different formats is left out)."""
    calls = _Formats()
    calls.visit(program_ast)
    return {line: fmt for line, fmt in calls.found.items() if fmt is not None}


class _Formats(c_ast.NodeVisitor):
    def __init__(self) -> None:
        self.found: dict[int, str | None] = {}

    def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
        self.generic_visit(node)
        if not isinstance(node.name, c_ast.ID) or node.name.name not in ("scanf", "fscanf"):
            return
        args = node.args.exprs if node.args else []
        at = 1 if node.name.name == "fscanf" else 0
        if len(args) <= at or node.coord is None:
            return
        fmt = args[at]
        if isinstance(fmt, c_ast.Constant) and fmt.type == "string":
            text = string_bytes(fmt).decode("latin-1")
            line = node.coord.line
            self.found[line] = text if self.found.get(line, text) == text else None


def split_stdin(
    inputs: Sequence[int | Mapping[str, object]], formats: Mapping[int, str]
) -> tuple[bytes, list[int | Mapping[str, object]]] | str:
    """The bytes a replay gives as stdin and the other inputs, from a run's inputs (the
    ``{"function", "line", "value"}`` objects of ``check --json``), or why they cannot be one
    file's bytes."""
    if not all(isinstance(given, Mapping) for given in inputs):
        named = [given for given in inputs if isinstance(given, Mapping)]
        if any(is_stream_input(str(given.get("function"))) for given in named):
            return "stream reads are replayed from named inputs only"
        return b"", list(inputs)
    reads = [
        InputValue.from_json(given)
        for given in inputs
        if isinstance(given, Mapping) and is_stream_input(str(given["function"]))
    ]
    others = [
        given
        for given in inputs
        if not (isinstance(given, Mapping) and is_stream_input(str(given["function"])))
    ]
    text = stdin_text(reads, formats)
    if text is None:
        return b"", others
    if text.problem is not None:
        return f"the run's reads are not one file's bytes: {text.problem}"
    return text.data, others


def file_formats(path: str) -> dict[int, str] | None:
    """:func:`stdin_formats` of the source file ``path`` (None if it cannot be read)."""
    try:
        return stdin_formats(Path(path).read_text(errors="replace").splitlines())
    except OSError:
        return None


def stdin_json(run: Run, path: str) -> dict[str, object] | None:
    """``{"text", "literal", "ended", "problem"}`` of what ``run`` read from stdin (``text``:
    one character per byte), or None if it read nothing; ``path``: the file of its scanf
    calls."""
    formats = file_formats(path) if path else None
    read = stdin_text(run.inputs, formats) if formats is not None else None
    if read is None:
        return None
    return {
        "text": read.data.decode("latin-1"),
        "literal": read.literal(),
        "ended": read.ended,
        "problem": read.problem,
    }
