"""Parsing a C file into a :class:`Program`: the AST plus what errlang needs to know about it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from pycparser import c_ast, c_generator

from errlang.frontend.constructors import write_runs
from errlang.frontend.conventions import (
    ASSERT_FUNCTIONS,
    ERROR_FUNCTIONS,
    MEMORY_FUNCTIONS,
    NO_EFFECT_FUNCTIONS,
    SCANF_FUNCTIONS,
    UNMODELLED_LIBC,
    UNMODELLED_MATH,
    is_builtin,
    is_compiler_builtin,
    is_nondet_name,
)
from errlang.frontend.entry import (
    DEFAULT_ENTRY,
    INPUT_PREFIX,
    EntryOptions,
    add_entry_harness,
    entry_of,
)
from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.library import link
from errlang.frontend.link_languages import refuse_other_language
from errlang.frontend.normalise import main_arguments
from errlang.frontend.parse import parse_c_leaving_runs
from errlang.frontend.preprocess import HEADER_DIRS
from errlang.frontend.print_formats import formatters_called


@dataclass(frozen=True)
class AssertionSite:
    """An assertion of the program, identified by its position in source order."""

    index: int
    line: int
    column: int
    text: str
    kind: str
    function: str
    node: c_ast.FuncCall = field(compare=False, hash=False, repr=False)


@dataclass
class Program:
    """A parsed translation unit."""

    path: Path
    ast: c_ast.FileAST
    assertions: tuple[AssertionSite, ...]
    functions: dict[str, c_ast.FuncDef]
    declarations: dict[str, c_ast.Decl]
    nondet_functions: frozenset[str]
    source: str
    # definitions of the bundled C models the program calls (errlang.frontend.library)
    library: dict[str, c_ast.FuncDef] = field(default_factory=dict)
    # functions called without any declaration (C89 implicit ``int f()``), first call site
    undeclared: dict[str, Diagnostic] = field(default_factory=dict)
    # functions the program declares and calls but defines nowhere (a unit not linked, a
    # library errlang has no model of), first call site: their results are inputs too
    declared_only: dict[str, Diagnostic] = field(default_factory=dict)
    # the translation units linked into this program (errlang.frontend.link), () for one file
    units: tuple[Path, ...] = ()
    # the function runs start in (``--entry F``, a fuzz target: errlang.frontend.entry)
    entry: str = "main"
    # the C text of the ``main`` errlang added for ``entry`` ("" for ``main``): replays compile it
    harness: str = ""
    # ``--malloc-may-fail``: malloc/calloc return NULL or an object, an input of the call
    allocations_may_fail: bool = False

    @property
    def warnings(self) -> tuple[Diagnostic, ...]:
        """One warning per function called without a declaration (as CBMC reports them), and
        per function declared in the program's own files and called but defined nowhere."""
        return (*self.undeclared.values(), *self.declared_only.values())

    def from_user_file(self, node: c_ast.Node) -> bool:
        """True when ``node`` comes from the analysed file rather than from a header."""
        coord = node.coord
        if coord is None or coord.file is None:
            return False
        names = {p.name for p in self.units} or {self.path.name}
        return (
            not any(str(coord.file).startswith(str(d)) for d in HEADER_DIRS)
            and Path(str(coord.file)).name in names
        )

    def assertion_at(self, line: int) -> AssertionSite | None:
        """The first assertion on 1-based ``line``."""
        return next((a for a in self.assertions if a.line == line), None)


def parse_file(
    path: str | Path,
    text: str | None = None,
    include_dirs: Sequence[str] = (),
    defines: Sequence[str] = (),
    entry: EntryOptions = DEFAULT_ENTRY,
) -> Program:
    """Preprocess and parse ``path`` (or ``text`` standing for its contents); a program
    without ``main`` that defines ``LLVMFuzzerTestOneInput`` starts in that fuzz target
    (``entry``: how its buffer is built, :mod:`errlang.frontend.entry`)."""
    path = Path(path)
    refuse_other_language(path)
    if text is None:
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError as error:
            raise FrontendError(
                [Diagnostic(str(path), 1, 1, f"cannot read file: {error.strerror}")]
            ) from error
    source = text
    ast, unwritten = parse_c_leaving_runs(path, text, include_dirs, defines)
    start = entry_of(ast, entry=entry.function)
    harness = add_entry_harness(ast, start, str(path), entry) if start != "main" else ""
    if unwritten is not None and (not harness or write_runs(ast, [*unwritten.attributes])):
        # the harness main errlang built runs the constructors, as gcc runs them before main
        raise FrontendError([unwritten.refusal])
    main_arguments(ast, str(path))
    program = _program(path, ast, source)
    program.entry, program.harness = start, harness
    program.allocations_may_fail = entry.malloc_may_fail
    return program


def _program(path: Path, ast: c_ast.FileAST, source: str) -> Program:
    functions: dict[str, c_ast.FuncDef] = {}
    declarations: dict[str, c_ast.Decl] = {}
    for ext in ast.ext:
        if isinstance(ext, c_ast.FuncDef):
            functions[ext.decl.name] = ext
        elif isinstance(ext, c_ast.Decl) and isinstance(ext.type, c_ast.FuncDecl):
            declarations.setdefault(ext.name, ext)
    collector = _AssertionCollector(str(path), source)
    for name, definition in functions.items():
        if not is_builtin(name):
            collector.function = name
            collector.visit(definition.body)
            collector.visit(definition.decl.type)  # parameters (calls through them: pointers)
    for name, definition in functions.items():
        # an assertion function nothing calls (SV-COMP's `__VERIFIER_assert` in a program
        # without assertions): its `reach_error()` is listed, and holds (never called)
        if name in ASSERT_FUNCTIONS and name not in collector.called:
            collector.function = name
            collector.visit(definition.body)
    collector.variables |= {
        ext.name
        for ext in ast.ext
        if isinstance(ext, c_ast.Decl) and ext.name and not isinstance(ext.type, c_ast.FuncDecl)
    }
    # a model named as a value (`alloc = malloc`, `{ strlen }`) is linked as a called one is
    library = link(set(collector.called) | _named_values(ast) | formatters_called(ast), functions)
    undeclared = {
        name: Diagnostic(
            coord.file or str(path), coord.line, coord.column, _undeclared_message(name)
        )
        for name, coord in collector.called.items()
        if name not in functions
        and name not in declarations
        and name not in library
        and name not in collector.variables
        and name not in NO_EFFECT_FUNCTIONS
        and name not in MEMORY_FUNCTIONS
        and name not in UNMODELLED_MATH
        and name not in UNMODELLED_LIBC
        and name not in SCANF_FUNCTIONS
        and (is_nondet_name(name) or not is_builtin(name))
        and not is_compiler_builtin(name)
    }
    nondet = {
        name
        for name, decl in declarations.items()
        if name not in functions
        and name not in library
        and name not in NO_EFFECT_FUNCTIONS
        and name not in UNMODELLED_MATH
        and name not in UNMODELLED_LIBC
        and name not in SCANF_FUNCTIONS
        and (is_nondet_name(name) or (not is_builtin(name) and _returns_scalar(decl)))
    }
    nondet |= {name for name in collector.called if is_nondet_name(name)}
    nondet |= set(undeclared)
    declared_only = {
        name: Diagnostic(coord.file or str(path), coord.line, coord.column, _declared_message(name))
        for name, coord in collector.called.items()
        if name in nondet
        and name in declarations
        and not is_nondet_name(name)
        and not name.startswith(INPUT_PREFIX)  # the --entry harness's inputs are errlang's
        and _declared_by_the_program(declarations[name])
    }
    return Program(
        path=path,
        ast=ast,
        assertions=tuple(collector.sites),
        functions=functions,
        declarations=declarations,
        nondet_functions=frozenset(nondet),
        source=source,
        library=library,
        undeclared=undeclared,
        declared_only=declared_only,
    )


def _undeclared_message(name: str) -> str:
    return f"function '{name}' is not declared: its result is an input (implicit int {name}())"


def _declared_message(name: str) -> str:
    return (
        f"function '{name}' is declared but defined nowhere in the program: its result is an "
        "input (any value of its type); link the unit that defines it "
        "(errlang check A.c B.c, or a compile_commands.json)"
    )


def _declared_by_the_program(decl: c_ast.Decl) -> bool:
    """True when ``decl`` is in the program's own files, not in errlang's bundled headers
    (a C library function errlang has no model of is told apart where it is called)."""
    file = decl.coord.file if decl.coord is not None else None
    if not file:
        return False
    resolved = str(Path(file).resolve())
    return not any(resolved.startswith(str(Path(d).resolve())) for d in HEADER_DIRS)


def _returns_scalar(decl: c_ast.Decl) -> bool:
    result = decl.type.type
    if not isinstance(result, c_ast.TypeDecl):
        return False  # pointers and arrays are not inputs errlang can invent
    kind = result.type
    if isinstance(kind, c_ast.IdentifierType):
        return kind.names != ["void"]
    return isinstance(kind, c_ast.Enum)


class _NamedValues(c_ast.NodeVisitor):
    """Names used other than as a direct callee: function designators used as values."""

    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
        if not isinstance(node.name, c_ast.ID):
            self.visit(node.name)
        if node.args is not None:
            self.visit(node.args)

    def visit_ID(self, node: c_ast.ID) -> None:
        self.names.add(node.name)


def _named_values(ast: c_ast.FileAST) -> set[str]:
    """The names the program uses as values anywhere (bodies and static initialisers)."""
    finder = _NamedValues()
    finder.visit(ast)
    return finder.names


def written_column(lines: list[str], line: int, column: int, name: str) -> int:
    """The column of an assertion call as written: a call inside a macro's expansion has the
    expansion's column, which falls inside the macro's name as used (``CHECK(v != 3)`` whose
    expansion is ``(assert(v != 3), …)``: one past ``CHECK``'s first letter; tree-sitter's
    ``array_back(…)``); that name's first column instead, the column of the check's text."""
    if not 0 < line <= len(lines):
        return column
    text = lines[line - 1]
    start = column - 1
    if text.startswith(name, start) or not 0 < start < len(text) or not text.isascii():
        return column  # (a non-ASCII line: the parser's column may count otherwise)
    # a macro expanded before it on the line (``int v = va_arg(ap, int); assert(v != n);``)
    # moves the expansion's columns: the one call of that name written on the line
    written = [m.start() for m in re.finditer(rf"(?<![\w$]){re.escape(name)}\s*\(", text)]
    if len(written) == 1:
        return written[0] + 1
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
        start -= 1
    return start + 1


class _AssertionCollector(c_ast.NodeVisitor):
    def __init__(self, path: str = "", source: str = "") -> None:
        self.path = path
        self.lines = source.splitlines()
        self.function = ""
        self.sites: list[AssertionSite] = []
        self.called: dict[str, c_ast.Coord] = {}  # name -> first call site
        self.variables: set[str] = set()  # every declared object (calls of it: pointers)
        self._generator = c_generator.CGenerator()

    def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
        if isinstance(node.name, c_ast.ID):
            name = node.name.name
            if node.coord is not None:
                self.called.setdefault(name, node.coord)
            if name in ASSERT_FUNCTIONS or name in ERROR_FUNCTIONS:
                args = node.args.exprs if node.args else []
                if name in ASSERT_FUNCTIONS and args:
                    # one line (a statement expression prints over several)
                    text = " ".join(self._generator.visit(args[0]).split())
                else:
                    text = f"{name}()" if name not in ASSERT_FUNCTIONS else "0"
                coord = node.coord
                column = coord.column if coord else 0
                if coord is not None and str(coord.file) == self.path:
                    column = written_column(self.lines, coord.line, column, name)
                self.sites.append(
                    AssertionSite(
                        index=len(self.sites),
                        line=coord.line if coord else 0,
                        column=column,
                        text=text,
                        kind=name,
                        function=self.function,
                        node=node,
                    )
                )
        self.generic_visit(node)

    def visit_Decl(self, node: c_ast.Decl) -> None:
        if node.name:
            self.variables.add(node.name)
        self.generic_visit(node)
