"""The files a run opened, each with the bytes the run read from it (docs/replay.md): a
replay of a run that opened several files gives each ``fopen`` its own file.

A run's inputs name a read by its call and line, not by its stream. The stream is found in
the program's text: the read call on that line takes a variable (``fgetc(in)``, ``fgets(buf,
n, in)``, ``fscanf(in, …)``) that the program assigns once, from an ``fopen`` call (``FILE *in
= fopen(…)``); the file is that fopen's, named by its line. A run whose reads cannot be told
apart so (a stream passed around, two reads on one line, an fopen line opened twice) is not
given files: its replay says why.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from pycparser import c_ast

from errlang.explain.stdin import is_stream_input, split_stdin

# the argument that is the stream, for each call that reads one
STREAM_ARGUMENT = {
    "fgetc": 0,
    "getc": 0,
    "fscanf": 0,
    "fgets": 2,
    "getline": 2,
    "fread": 3,
    "getdelim": 3,
}


def opened_count(inputs: Sequence[int | Mapping[str, object]]) -> int:
    """How many files the run opened (``fopen``'s drawn 0: it did not fail)."""
    return sum(
        1
        for given in inputs
        if isinstance(given, Mapping)
        and given.get("function") == "fopen"
        and str(given.get("value")) == "0"
    )


def read_files(program_ast: c_ast.Node) -> dict[int, int]:
    """The line of the ``fopen`` whose stream each line's read takes, by the read's line
    (a line whose reads take different or unknown streams is left out)."""
    calls = _Streams()
    calls.visit(program_ast)
    once = {name: lines[0] for name, lines in calls.opened.items() if len(lines) == 1}
    found: dict[int, int | None] = {}
    for line, name in calls.reads:
        plain = name is not None and name not in calls.assigned_otherwise
        opened = once.get(name) if plain and name is not None else None
        found[line] = opened if found.get(line, opened) == opened else None
    return {line: opened for line, opened in found.items() if opened is not None}


def split_by_file(
    inputs: Sequence[Mapping[str, object]],
    files: Mapping[int, int],
    is_read: Callable[[str], bool],
) -> dict[int, list[Mapping[str, object]]] | str:
    """The stream reads of ``inputs`` by the line of the fopen whose file they read, or why
    they cannot be told apart (``is_read``: whether a function's input is a stream read)."""
    opened_lines = [
        given.get("line")
        for given in inputs
        if given.get("function") == "fopen" and str(given.get("value")) == "0"
    ]
    if len(set(opened_lines)) != len(opened_lines):
        return "an fopen opened two files in the run"
    split: dict[int, list[Mapping[str, object]]] = {int(str(line)): [] for line in opened_lines}
    for given in inputs:
        if not is_read(str(given.get("function"))):
            continue
        line = given.get("line")
        opened = files.get(line) if isinstance(line, int) else None
        if opened is None or opened not in split:
            return f"the stream read at line {line} is not one fopen's"
        split[opened].append(given)
    return split


class _Streams(c_ast.NodeVisitor):
    """Variables assigned from fopen (by name, the lines), assigned otherwise, and the
    variable each stream read takes (line, name; None when it is no plain variable)."""

    def __init__(self) -> None:
        self.opened: dict[str, list[int]] = {}
        self.assigned_otherwise: set[str] = set()
        self.reads: list[tuple[int, str | None]] = []

    def visit_Decl(self, node: c_ast.Decl) -> None:
        if node.name and node.init is not None:
            self._assigned(node.name, node.init)
        self.generic_visit(node)

    def visit_Assignment(self, node: c_ast.Assignment) -> None:
        if isinstance(node.lvalue, c_ast.ID):
            self._assigned(node.lvalue.name, node.rvalue if node.op == "=" else None)
        self.generic_visit(node)

    def visit_UnaryOp(self, node: c_ast.UnaryOp) -> None:
        if node.op == "&" and isinstance(node.expr, c_ast.ID):  # may be written through
            self.assigned_otherwise.add(node.expr.name)
        self.generic_visit(node)

    def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
        name = node.name.name if isinstance(node.name, c_ast.ID) else None
        at = STREAM_ARGUMENT.get(name or "")
        args = node.args.exprs if node.args else []
        if at is not None and node.coord is not None and at < len(args):
            stream = args[at]
            named = stream.name if isinstance(stream, c_ast.ID) else None
            self.reads.append((node.coord.line, named))
        self.generic_visit(node)

    def _assigned(self, name: str, value: c_ast.Node | None) -> None:
        call = value
        while isinstance(call, c_ast.Cast):
            call = call.expr
        is_open = (
            isinstance(call, c_ast.FuncCall)
            and isinstance(call.name, c_ast.ID)
            and call.name.name == "fopen"
            and call.coord is not None
        )
        if is_open:
            assert isinstance(call, c_ast.FuncCall) and call.coord is not None
            self.opened.setdefault(name, []).append(call.coord.line)
        else:
            self.assigned_otherwise.add(name)


def files_bytes(
    inputs: Sequence[int | Mapping[str, object]],
    files: Mapping[int, int],
    formats: Mapping[int, str],
) -> tuple[dict[int, bytes], list[int | Mapping[str, object]]] | str:
    """The bytes of each file the run opened (by its fopen's line) and the inputs that are
    not stream reads, or why the reads cannot be given as files."""
    named = [given for given in inputs if isinstance(given, Mapping)]
    if len(named) != len(inputs):
        return "stream reads are replayed from named inputs only"
    split = split_by_file(named, files, is_stream_input)
    if isinstance(split, str):
        return split
    found: dict[int, bytes] = {}
    for line, reads in split.items():
        read = split_stdin(reads, formats)
        if isinstance(read, str):
            return f"{read} (the file opened at line {line})"
        found[line] = read[0]
    rest = [given for given in named if not is_stream_input(str(given.get("function")))]
    return found, list(rest)
