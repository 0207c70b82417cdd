"""Linking translation units into one program (C11 6.2.2 linkage, 6.9.2 external definitions).

Each unit is preprocessed and parsed on its own, with its own flags (:class:`Unit`); the
units' ASTs are then merged into one, as a linker joins object files:

* one namespace of external functions and objects: an ``extern`` declaration, a prototype or a
  call resolves to the one definition of the name in any unit;
* ``static`` names stay file-local: a static whose name another unit also uses is renamed in
  its own unit (``name__unit_c``, scope-aware: a local variable of the same name is untouched);
* tentative definitions (``int n;`` at file scope, no initialiser) merge: with an initialised
  definition elsewhere they are declarations of it, else the first is the definition (zero);
* types, tags and enumerators from shared headers appear once (identical definitions are
  dropped); a unit's own type that differs from another unit's of the same name is renamed in
  that unit (C gives each unit its own types);
* the verification conventions (``reach_error``, ``__VERIFIER_assert``, nondet functions, …:
  errlang fixes their meaning by name) are never renamed, and the units' definitions of one
  are one (several SV-COMP-style units each define ``reach_error``);
* an ``inline`` definition (C99: a header's, seen by several units) is not an external
  definition: the units' copies are one function;
* two definitions of one external name, or declarations of it with incompatible types, are
  located errors (:class:`~errlang.frontend.errors.FrontendError`, every diagnostic in its file).

Every AST node keeps its coordinate, whose file is the unit (or header) it came from, so
verdicts, counterexample steps and refusals name the right file. The merged program is a
:class:`~errlang.frontend.program.Program` like a single file's: the IR, the encoder and the
replay (which regenerates C from the AST: gcc compiles the linked units) need nothing else.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pycparser import c_ast, c_generator

from errlang.frontend.conventions import is_builtin
from errlang.frontend.entry import DEFAULT_ENTRY, EntryOptions, add_entry_harness, entry_of
from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.link_languages import refuse_other_language
from errlang.frontend.link_types import (
    definition_text,
    in_errlang_headers,
    located_in_unit,
    structural_text,
    unit_typedefs,
)
from errlang.frontend.normalise import main_arguments
from errlang.frontend.parse import parse_c
from errlang.frontend.program import Program, _program


@dataclass(frozen=True)
class Unit:
    """One translation unit: a C file (``text`` stands for its contents when given) and the
    preprocessor flags it is compiled with."""

    path: Path
    text: str | None = None
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()


def link_files(
    paths: Sequence[str | Path],
    include_dirs: Sequence[str] = (),
    defines: Sequence[str] = (),
) -> Program:
    """The program of the C files ``paths``, each preprocessed with the same flags."""
    units = [Unit(Path(p), None, tuple(include_dirs), tuple(defines)) for p in paths]
    return link_units(units)


def link_units(
    units: Sequence[Unit], entry: str = "main", options: EntryOptions = DEFAULT_ENTRY
) -> Program:
    """The linked program of ``units`` (see the module docstring); a :class:`FrontendError`
    with every unit's diagnostics when a unit does not parse or the units do not link.
    ``entry``: the function the program's runs start in (another than ``main``, or a fuzz
    target: a ``main`` building its arguments from inputs is added, :mod:`.entry`)."""
    if not units:
        raise FrontendError([Diagnostic("<link>", 1, 1, "no translation units to link")])
    parsed: list[tuple[Unit, c_ast.FileAST, str]] = []
    problems: list[Diagnostic] = []
    for unit in units:
        try:
            text = _read(unit)
            parsed.append((unit, parse_c(unit.path, text, unit.include_dirs, unit.defines), text))
        except FrontendError as error:
            problems.extend(error.diagnostics)
    if problems:
        raise FrontendError(problems)
    start = entry_of(*(ast for _, ast, _ in parsed), entry=entry)
    if len(parsed) == 1:
        unit, ast, text = parsed[0]
        harness = add_entry_harness(ast, start, str(unit.path), options) if start != "main" else ""
        main_arguments(ast, str(unit.path))
        single = _program(unit.path, ast, text)
        single.entry, single.harness = start, harness
        single.allocations_may_fail = options.malloc_may_fail
        return single
    asts = [ast for _, ast, _ in parsed]
    renamed = _rename_statics(units, asts)
    linker = _Linker(type_names=_rename_conflicting_types(units, asts))
    merged = linker.link(units, asts, [text for _, _, text in parsed])
    main_unit = next(
        (i for i, ast in enumerate(asts) if any(_defines_function(e, start) for e in ast.ext)),
        0,
    )
    unit, _, text = parsed[main_unit]
    harness = add_entry_harness(merged, start, str(unit.path), options) if start != "main" else ""
    main_arguments(merged, str(unit.path))
    program = _program(unit.path, merged, text)
    program.entry, program.harness = start, harness
    program.allocations_may_fail = options.malloc_may_fail
    program.units = tuple(u.path for u in units)
    program.assertions = tuple(
        replace(site, text=_original_names(site.text, renamed)) for site in program.assertions
    )
    separate = _separate_units(units, asts, merged, linker.dropped, main_unit)
    shown = shown_names(units, renamed)
    fields = {f.name: getattr(program, f.name) for f in dataclasses.fields(Program) if f.init}
    return LinkedProgram(**fields, translation_units=separate, renamed=shown)


@dataclass(frozen=True)
class LinkedUnit:
    """One unit of a linked program as gcc compiles it on its own: its file-scope items after
    linking (statics and types renamed as in the linked program, a tentative definition that
    is not the definition an ``extern`` declaration, a definition the linker left out — an
    ``inline`` copy, a repeated convention — only declared), with its own flags."""

    unit: Unit
    items: tuple[c_ast.Node, ...]


@dataclass
class LinkedProgram(Program):
    """A program linked from several units (see the module docstring): the merged program, and
    what replay and display need besides — each unit as compiled on its own, and the statics
    renamed on a clash with the name a user reads (:func:`shown_name`)."""

    translation_units: tuple[LinkedUnit, ...] = ()
    renamed: dict[str, str] = field(default_factory=dict)  # internal name -> ``file.c:name``

    def shown(self, text: str) -> str:
        """``text`` with every renamed static as ``file.c:name`` (internal names stay unique
        inside the engine; users read the C name and its file)."""
        return shown_text(text, self.renamed)


PATHS = frozenset({"file", "units", "path"})  # JSON members holding file names: never rewritten


def shown_json(value: Any, renamed: dict[str, str]) -> Any:
    """A JSON value with the keys of ``renamed`` (a :attr:`LinkedProgram.renamed`) replaced by
    their values in every string and every key (file names excepted): what a user reads of
    a linked program's results (the CLI's output; the editor's, through the session)."""
    if not renamed:
        return value
    if isinstance(value, str):
        return shown_text(value, renamed)
    if isinstance(value, list):
        return [shown_json(item, renamed) for item in value]
    if isinstance(value, dict):
        return {
            shown_text(k, renamed) if isinstance(k, str) else k: (
                v if k in PATHS else shown_json(v, renamed)
            )
            for k, v in value.items()
        }
    return value


def shown_names(units: Sequence[Unit], renamed: dict[str, str]) -> dict[str, str]:
    """Each renamed static's internal name with its shown name ``file.c:name``: gdb's way of
    naming a static of one file (``break ledger.c:valid``). The file is the unit's base name,
    or its path as given when two units share a base name."""
    names = [u.path.name for u in units]
    shown: dict[str, str] = {}
    for new, old in renamed.items():
        unit = next((u for u in units if new.startswith(f"{old}__{_suffix(u.path)}")), None)
        if unit is None:
            continue
        file = unit.path.name if names.count(unit.path.name) == 1 else str(unit.path)
        shown[new] = f"{file}:{old}"
    return shown


def _separate_units(
    units: Sequence[Unit],
    asts: list[c_ast.FileAST],
    merged: c_ast.FileAST,
    dropped: set[int],
    main_unit: int,
) -> tuple[LinkedUnit, ...]:
    """Each unit's items as gcc compiles it alone (:class:`LinkedUnit`). What linking added to
    the merged program (``main``'s argv model, an ``--entry`` harness) goes to the main unit,
    before the item it precedes in the merged program."""
    own = {id(ext) for ast in asts for ext in ast.ext}
    added: dict[int, list[c_ast.Node]] = {}  # id of the next unit item -> items added before it
    pending: list[c_ast.Node] = []
    for ext in merged.ext:
        if id(ext) not in own:
            pending.append(ext)
        elif pending:
            added.setdefault(id(ext), []).extend(pending)
            pending = []
    separate = []
    for index, (unit, ast) in enumerate(zip(units, asts, strict=True)):
        items: list[c_ast.Node] = []
        for ext in ast.ext:
            if index == main_unit:
                items.extend(added.get(id(ext), []))
            items.append(ext.decl if id(ext) in dropped else ext)
        if index == main_unit:
            items.extend(pending)
        separate.append(LinkedUnit(unit, tuple(items)))
    return tuple(separate)


def defines_main(ast: c_ast.FileAST, entry: str = "main") -> bool:
    """True when ``ast`` defines the function ``entry`` (a program's entry point; for ``main``,
    a libFuzzer target without ``main`` too)."""
    start = entry_of(ast, entry=entry)
    return any(_defines_function(e, start) for e in ast.ext)


def _read(unit: Unit) -> str:
    refuse_other_language(unit.path)
    if unit.text is not None:
        return unit.text
    try:
        return unit.path.read_text(encoding="utf-8", errors="replace")
    except OSError as error:
        raise FrontendError(
            [Diagnostic(str(unit.path), 1, 1, f"cannot read file: {error.strerror}")]
        ) from error


def _defines_function(ext: c_ast.Node, name: str) -> bool:
    return isinstance(ext, c_ast.FuncDef) and ext.decl.name == name


def _is_inline(definition: c_ast.Node) -> bool:
    return isinstance(definition, c_ast.FuncDef) and "inline" in (definition.decl.funcspec or [])


def _is_static(decl: c_ast.Decl) -> bool:
    return "static" in (decl.storage or [])


def _file_scope_names(ast: c_ast.FileAST) -> tuple[set[str], set[str]]:
    """(static names, external names) declared or defined at file scope."""
    statics: set[str] = set()
    external: set[str] = set()
    for ext in ast.ext:
        decl = ext.decl if isinstance(ext, c_ast.FuncDef) else ext
        if isinstance(decl, c_ast.Decl) and decl.name:
            (statics if _is_static(decl) else external).add(decl.name)
    # C: a later declaration without ``static`` of a name declared static is still static
    return statics, external - statics


class _Called(c_ast.NodeVisitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
        if isinstance(node.name, c_ast.ID):
            self.names.add(node.name.name)
        self.generic_visit(node)


def _suffix(path: Path) -> str:
    return re.sub(r"\W", "_", path.name)


def _original_names(text: str, renamed: dict[str, str]) -> str:
    """``text`` (an assertion's C text) with renamed statics shown by their own names."""
    return shown_text(text, renamed)


def shown_text(text: str, renamed: dict[str, str]) -> str:
    """``text`` with every whole-word occurrence of a key of ``renamed`` replaced by its
    value (longest names first: ``f__a_c_`` before ``f__a_c``). Never the head of a branch
    letter: ``ledger.c:L6:T`` stays when a static ``L6`` of ledger.c is shown ``ledger.c:L6``
    (:mod:`errlang.ir.letters`)."""
    if not renamed:
        return text
    names = sorted(renamed, key=len, reverse=True)
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b")

    def replace(match: re.Match[str]) -> str:
        name = match.group(1)
        if _BRANCH_HEAD.search(name) and _BRANCH_TAIL.match(match.string, match.end()):
            return name  # ``ledger.c:L6`` heading the branch letter ``ledger.c:L6:T``
        return renamed[name]

    return pattern.sub(replace, text)


_BRANCH_HEAD = re.compile(r":L\d+$")
_BRANCH_TAIL = re.compile(r":[TF]\b")


def _rename_statics(units: Sequence[Unit], asts: list[c_ast.FileAST]) -> dict[str, str]:
    """Rename each unit's static names that another unit also uses (declares or calls);
    the new names, each with its old one."""
    scopes = [_file_scope_names(ast) for ast in asts]
    called = []
    for ast in asts:
        visitor = _Called()
        visitor.visit(ast)
        called.append(visitor.names)
    taken = set().union(*(s | e for s, e in scopes))
    renamed: dict[str, str] = {}
    for index, (unit, ast) in enumerate(zip(units, asts, strict=True)):
        statics = scopes[index][0]
        others: set[str] = set()
        for other, (s, e) in enumerate(scopes):
            if other != index:
                others |= s | e | called[other]
        renames: dict[str, str] = {}
        for name in sorted(n for n in statics & others if not is_builtin(n)):
            new = f"{name}__{_suffix(unit.path)}"
            while new in taken:
                new += "_"
            taken.add(new)
            renames[name] = new
            renamed[new] = name
        if renames:
            _ScopedRenamer(renames).visit(ast)
    return renamed


class _ScopedRenamer(c_ast.NodeVisitor):
    """Renames file-scope names (declarations and the identifiers that refer to them), leaving
    identifiers bound by a block-scope declaration or a parameter of the same name alone."""

    def __init__(self, renames: dict[str, str]) -> None:
        self.renames = renames
        self.scopes: list[set[str]] = []

    def _resolves_to_file_scope(self, name: str) -> bool:
        return name in self.renames and not any(name in scope for scope in self.scopes)

    def visit_FileAST(self, node: c_ast.FileAST) -> None:
        for ext in node.ext:
            if isinstance(ext, c_ast.FuncDef):
                self._declared(ext.decl, file_scope=True)
                self.visit_FuncDef(ext)
            else:
                self.visit(ext)

    def visit_FuncDef(self, node: c_ast.FuncDef) -> None:
        params: set[str] = set()
        func = node.decl.type
        if isinstance(func, c_ast.FuncDecl) and func.args is not None:
            params = {p.name for p in func.args.params if isinstance(p, c_ast.Decl) and p.name}
        for decl in node.param_decls or []:  # K&R
            if decl.name:
                params.add(decl.name)
        self.scopes.append(params)
        self.visit(node.body)
        self.scopes.pop()

    def visit_Decl(self, node: c_ast.Decl) -> None:
        file_scope = not self.scopes
        if node.init is not None:
            self.visit(node.init)
        if node.bitsize is not None:
            self.visit(node.bitsize)
        self._visit_type(node.type)
        self._declared(node, file_scope)

    def _declared(self, node: c_ast.Decl, file_scope: bool) -> None:
        if not node.name:
            return
        if file_scope:
            if node.name in self.renames:
                _set_name(node, self.renames[node.name])
        else:
            self.scopes[-1].add(node.name)

    def _visit_type(self, node: c_ast.Node) -> None:
        # array sizes may name objects (VLAs); struct members are not identifiers of scope
        if isinstance(node, c_ast.ArrayDecl):
            if node.dim is not None:
                self.visit(node.dim)
            self._visit_type(node.type)
        elif isinstance(node, c_ast.PtrDecl | c_ast.TypeDecl | c_ast.FuncDecl):
            self._visit_type(node.type)

    def visit_Compound(self, node: c_ast.Compound) -> None:
        self.scopes.append(set())
        for item in node.block_items or []:
            self.visit(item)
        self.scopes.pop()

    def visit_For(self, node: c_ast.For) -> None:
        self.scopes.append(set())
        for child in (node.init, node.cond, node.next, node.stmt):
            if child is not None:
                self.visit(child)
        self.scopes.pop()

    def visit_StructRef(self, node: c_ast.StructRef) -> None:
        self.visit(node.name)  # the field is not a scoped identifier

    def visit_NamedInitializer(self, node: c_ast.NamedInitializer) -> None:
        self.visit(node.expr)

    def visit_Struct(self, node: c_ast.Struct) -> None:
        return

    def visit_Union(self, node: c_ast.Union) -> None:
        return

    def visit_ID(self, node: c_ast.ID) -> None:
        if self._resolves_to_file_scope(node.name):
            node.name = self.renames[node.name]


def _set_name(decl: c_ast.Decl, name: str) -> None:
    decl.name = name
    inner = decl.type
    while not isinstance(inner, c_ast.TypeDecl) and hasattr(inner, "type"):
        inner = inner.type
    if isinstance(inner, c_ast.TypeDecl):
        inner.declname = name


# -- types: typedefs, tags, enumerators ------------------------------------------------------


def _type_definitions(ast: c_ast.FileAST) -> dict[str, str]:
    """Each file-scope typedef, tag and enumerator of ``ast`` ("typedef T", "struct S", "enum
    E", "enumerator A") with the C text of its definition."""
    typedefs = unit_typedefs(ast)
    found: dict[str, str] = {}
    for ext in ast.ext:
        if isinstance(ext, c_ast.Typedef):
            found[f"typedef {ext.name}"] = definition_text(ext, typedefs)
        for tagged in _tag_definitions(ext):
            key = f"{type(tagged).__name__.lower()} {tagged.name}"
            found.setdefault(key, definition_text(tagged, typedefs))
            if isinstance(tagged, c_ast.Enum) and tagged.values is not None:
                for value in tagged.values.enumerators:
                    found[f"enumerator {value.name}"] = definition_text(tagged, typedefs)
    return found


def _tag_definitions(node: c_ast.Node) -> Iterable[c_ast.Struct | c_ast.Union | c_ast.Enum]:
    """Struct, union and enum definitions (with a body and a tag) inside ``node``'s types."""
    if isinstance(node, c_ast.Struct | c_ast.Union):
        if node.name and node.decls is not None:
            yield node
        for member in node.decls or []:
            yield from _tag_definitions(member)
        return
    if isinstance(node, c_ast.Enum):
        if node.name and node.values is not None:
            yield node
        return
    for attribute in ("type",):
        child = getattr(node, attribute, None)
        if isinstance(child, c_ast.Node):
            yield from _tag_definitions(child)


def _rename_conflicting_types(units: Sequence[Unit], asts: list[c_ast.FileAST]) -> dict[str, str]:
    """A unit's typedef, tag or enumerator that another earlier unit defines differently gets
    a name of its own in that unit (each translation unit has its own types, C11 6.2.7); the
    new names, each with its old one (messages show the old)."""
    seen: dict[str, str] = {}
    shown: dict[str, str] = {}
    for unit, ast in zip(units, asts, strict=True):
        renames: dict[str, str] = {}
        for key, text in _type_definitions(ast).items():
            if key in seen and seen[key] != text:
                name = key.split(" ", 1)[1]
                renames[key] = f"{name}__{_suffix(unit.path)}"
                shown[renames[key]] = name
            else:
                seen.setdefault(key, text)
        if renames:
            _TypeRenamer(renames).visit(ast)
    return shown


class _TypeRenamer(c_ast.NodeVisitor):
    def __init__(self, renames: dict[str, str]) -> None:
        self.renames = renames

    def _renamed(self, kind: str, name: str | None) -> str | None:
        return self.renames.get(f"{kind} {name}", name) if name else name

    def visit_Typedef(self, node: c_ast.Typedef) -> None:
        new = self._renamed("typedef", node.name)
        if new != node.name and new is not None:
            node.name = new
            inner = node.type
            while not isinstance(inner, c_ast.TypeDecl) and hasattr(inner, "type"):
                inner = inner.type
            if isinstance(inner, c_ast.TypeDecl):
                inner.declname = new
        self.generic_visit(node)

    def visit_IdentifierType(self, node: c_ast.IdentifierType) -> None:
        node.names = [self._renamed("typedef", n) or n for n in node.names]

    def visit_Struct(self, node: c_ast.Struct) -> None:
        node.name = self._renamed("struct", node.name)
        self.generic_visit(node)

    def visit_Union(self, node: c_ast.Union) -> None:
        node.name = self._renamed("union", node.name)
        self.generic_visit(node)

    def visit_Enum(self, node: c_ast.Enum) -> None:
        node.name = self._renamed("enum", node.name)
        self.generic_visit(node)

    def visit_Enumerator(self, node: c_ast.Enumerator) -> None:
        node.name = self._renamed("enumerator", node.name) or node.name
        self.generic_visit(node)

    def visit_ID(self, node: c_ast.ID) -> None:
        node.name = self._renamed("enumerator", node.name) or node.name


# -- external names --------------------------------------------------------------------------


@dataclass
class _Symbol:
    """What the units say about one external name."""

    kind: str  # "function" or "object"
    definition: c_ast.Node | None = None  # the FuncDef or the initialised Decl
    tentative: list[c_ast.Decl] = field(default_factory=list)
    declarations: list[c_ast.Decl] = field(default_factory=list)


@dataclass
class _Linker:
    symbols: dict[str, _Symbol] = field(default_factory=dict)
    problems: list[Diagnostic] = field(default_factory=list)
    # ids of definitions left out: inline copies, a convention's definitions after the first
    dropped: set[int] = field(default_factory=set)
    generator: c_generator.CGenerator = field(default_factory=c_generator.CGenerator)
    # each declaration's unit (by id), and each unit's path, text and typedefs
    unit_of: dict[int, int] = field(default_factory=dict)
    places: list[tuple[Path, str]] = field(default_factory=list)
    typedefs: list[dict[str, c_ast.Typedef]] = field(default_factory=list)
    type_names: dict[str, str] = field(default_factory=dict)  # renamed type -> its C name

    def link(
        self, units: Sequence[Unit], asts: list[c_ast.FileAST], texts: Sequence[str] = ()
    ) -> c_ast.FileAST:
        self.places = [(u.path, t) for u, t in zip(units, texts, strict=False)]
        for index, ast in enumerate(asts):
            self.typedefs.append(unit_typedefs(ast))
            for ext in ast.ext:
                self.unit_of[id(ext.decl if isinstance(ext, c_ast.FuncDef) else ext)] = index
                self._note(ext)
        for name, symbol in self.symbols.items():
            self._check(name, symbol)
        if self.problems:
            raise FrontendError(self.problems)
        return c_ast.FileAST(self._merged(asts), coord=asts[0].coord)

    def _note(self, ext: c_ast.Node) -> None:
        if isinstance(ext, c_ast.FuncDef):
            decl = ext.decl
            if _is_static(decl) or not decl.name or is_builtin(decl.name):
                return  # a convention's definitions are one (see _merged)
            symbol = self._symbol(decl.name, "function", decl)
            if symbol is None:
                return
            if symbol.definition is None:
                symbol.definition = ext
            elif _is_inline(ext) or _is_inline(symbol.definition):
                # C99 6.7.4: an inline definition (a header's, seen by several units) is not
                # an external definition; the units' copies are one function (the first kept)
                self.dropped.add(id(ext if _is_inline(ext) else symbol.definition))
                if not _is_inline(ext):
                    symbol.definition = ext
            else:
                first = symbol.definition.coord
                self._problem(
                    decl,
                    f"duplicate definition of function '{decl.name}' "
                    f"(first defined at {_where(first)})",
                )
            return
        if not isinstance(ext, c_ast.Decl) or not ext.name or _is_static(ext):
            return
        if "typedef" in (ext.storage or []):
            return
        kind = "function" if isinstance(ext.type, c_ast.FuncDecl) else "object"
        symbol = self._symbol(ext.name, kind, ext)
        if symbol is None:
            return
        if kind == "function" or ("extern" in (ext.storage or []) and ext.init is None):
            symbol.declarations.append(ext)
        elif ext.init is not None:
            if symbol.definition is not None and _in_errlang_headers(ext, symbol.definition):
                # a definition of errlang's headers (`FILE *stdin = …`) seen by several
                # units: one object, as an inline definition is one function
                ext.storage, ext.init = ["extern"], None
                symbol.declarations.append(ext)
            elif symbol.definition is not None:
                first = symbol.definition.coord
                self._problem(
                    ext, f"duplicate definition of '{ext.name}' (first defined at {_where(first)})"
                )
            else:
                symbol.definition = ext
        else:
            symbol.tentative.append(ext)

    def _symbol(self, name: str, kind: str, node: c_ast.Node) -> _Symbol | None:
        symbol = self.symbols.setdefault(name, _Symbol(kind))
        if symbol.kind != kind:
            self._problem(
                node,
                f"'{name}' is declared as a {kind} here and as a {symbol.kind} in another unit",
            )
            return None
        return symbol

    def _check(self, name: str, symbol: _Symbol) -> None:
        """Every declaration of ``name`` has a type compatible with the first one's."""
        nodes: list[c_ast.Decl] = []
        if isinstance(symbol.definition, c_ast.FuncDef):
            nodes.append(symbol.definition.decl)
        elif isinstance(symbol.definition, c_ast.Decl):
            nodes.append(symbol.definition)
        nodes += symbol.tentative + symbol.declarations
        reference = None
        for decl in nodes:
            shape = self._type_of(decl)
            if shape is None:
                continue
            # compared by structure, typedef names expanded in each unit (C11 6.2.7)
            structure = self._structure_of(decl)
            shape = shown_text(shape, self.type_names)
            if reference is None:
                reference = (shape, structure, decl)
            elif not _compatible(reference[1], structure):
                self._problem(
                    decl,
                    f"conflicting types for '{name}': '{shape}' here, "
                    f"'{reference[0]}' at {_where(reference[2].coord)}"
                    + (f" ('{structure}' and '{reference[1]}')" if shape == reference[0] else ""),
                )

    def _structure_of(self, decl: c_ast.Decl) -> str:
        unit = self.unit_of.get(id(decl))
        typedefs = self.typedefs[unit] if unit is not None else {}
        return structural_text(decl.type, typedefs)

    def _type_of(self, decl: c_ast.Decl) -> str | None:
        """The declared type as C text without names (None: an unprototyped function)."""
        kind = copy.deepcopy(decl.type)
        if isinstance(kind, c_ast.FuncDecl):
            if kind.args is None:
                return None  # int f(): compatible with any prototype
            for param in kind.args.params:
                if isinstance(param, c_ast.Decl):
                    _set_name(param, "")
        _strip_names(kind)
        return " ".join(self.generator.visit(kind).split())

    def _problem(self, node: c_ast.Node, message: str) -> None:
        coord = node.coord
        problem = Diagnostic(
            str(coord.file) if coord else "<link>",
            coord.line if coord else 1,
            coord.column if coord else 1,
            message,
        )
        unit = self.unit_of.get(id(node))
        if unit is not None and unit < len(self.places):  # never inside errlang's headers
            problem = located_in_unit(problem, *self.places[unit])
        self.problems.append(problem)

    def _merged(self, asts: list[c_ast.FileAST]) -> list[c_ast.Node]:
        """The units' file-scope items in order: a repeated identical type or prototype once;
        a tentative definition an ``extern`` declaration unless it is the definition."""
        seen: set[str] = set()
        conventions: set[str] = set()
        merged: list[c_ast.Node] = []
        for ast in asts:
            for ext in ast.ext:
                if self._repeated(ext, seen) or id(ext) in self.dropped:
                    continue
                if isinstance(ext, c_ast.FuncDef) and is_builtin(ext.decl.name):
                    # a convention (reach_error, __VERIFIER_assert, …): its meaning is fixed
                    # by its name, so the units' definitions are one, the first
                    if ext.decl.name in conventions:
                        self.dropped.add(id(ext))
                        continue
                    conventions.add(ext.decl.name)
                if isinstance(ext, c_ast.Decl) and ext.name in self.symbols:
                    symbol = self.symbols[ext.name]
                    if any(ext is t for t in symbol.tentative) and (
                        symbol.definition is not None or ext is not symbol.tentative[0]
                    ):
                        ext.storage = [*(s for s in ext.storage or [] if s != "extern"), "extern"]
                merged.append(ext)
        return merged

    def _repeated(self, ext: c_ast.Node, seen: set[str]) -> bool:
        """True for a type definition, tag or prototype already emitted word for word."""
        if isinstance(ext, c_ast.FuncDef):
            return False
        if (
            isinstance(ext, c_ast.Decl)
            and not isinstance(ext.type, c_ast.FuncDecl)
            and (ext.name is not None)
        ):
            return False  # objects: the linker's own rules above
        if not isinstance(ext, c_ast.Typedef | c_ast.Decl):
            return False
        text = self.generator.visit(ext)
        if text in seen:
            return True
        seen.add(text)
        return False


class _NameStripper(c_ast.NodeVisitor):
    def visit_TypeDecl(self, node: c_ast.TypeDecl) -> None:
        node.declname = None
        self.generic_visit(node)


def _strip_names(node: c_ast.Node) -> None:
    _NameStripper().visit(node)


_INCOMPLETE_ARRAY = re.compile(r"\[\s*\d*\s*\]")
_CHARACTER_POINTEE = re.compile(r"\b(?:(?:un)?signed )?char \*")


def _compatible(first: str, second: str) -> bool:
    """Two declared types (C text, no names) are compatible: equal, or equal once array
    sizes are ignored (``int a[]`` declares the ``int a[10]`` defined elsewhere), or once the
    character types pointed to are one: llhttp's generated parser declares
    ``int llhttp__on_url(llhttp__internal_t *, const unsigned char *, const unsigned char *)``
    and api.c defines it with ``const char *`` (not compatible by C11 6.2.7, but the three
    character types have one representation and alignment, 6.2.5p15, so every ABI passes the
    pointers alike; gcc and the linkers accept it). Each function still reads through the
    type its own unit declares."""
    if first == second:
        return True
    return _loosened(first) == _loosened(second)


def _loosened(text: str) -> str:
    return _CHARACTER_POINTEE.sub("char *", _INCOMPLETE_ARRAY.sub("[]", text))


def _in_errlang_headers(*nodes: c_ast.Node) -> bool:
    return all(n.coord is not None and in_errlang_headers(str(n.coord.file)) for n in nodes)


def _where(coord: c_ast.Coord | None) -> str:
    return f"{coord.file}:{coord.line}" if coord is not None else "another unit"
