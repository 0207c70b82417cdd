"""External names across translation units (C11 6.2.2, 6.9): each name's one definition, its
tentative definitions and declarations, their types checked for compatibility (6.2.7), and
the units' file-scope items merged in order — a repeated identical type or prototype once, an
``inline`` definition's copies one function, a verification convention's definitions one."""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from pycparser import c_ast, c_generator

from errlang.frontend.conventions import is_builtin
from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.link_renames import is_static, set_name, shown_text
from errlang.frontend.link_types import (
    in_errlang_headers,
    located_in_unit,
    structural_text,
    unit_typedefs,
)


def _is_inline(definition: c_ast.Node) -> bool:
    return isinstance(definition, c_ast.FuncDef) and "inline" in (definition.decl.funcspec or [])


@dataclass
class _Symbol:
    """What the units say about one external name."""

    kind: str  # "function" or "object"
    definition: c_ast.Node | None = None  # the FuncDef or the initialised Decl
    tentative: list[c_ast.Decl] = field(default_factory=list)
    declarations: list[c_ast.Decl] = field(default_factory=list)


@dataclass
class Linker:
    """One namespace of external names over the units: each name's definition, tentative
    definitions and declarations, checked for one kind and compatible types."""

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
        self, paths: Sequence[Path], asts: list[c_ast.FileAST], texts: Sequence[str] = ()
    ) -> c_ast.FileAST:
        """The units' ASTs merged into one program's (the module docstring); a
        :class:`FrontendError` with every problem found."""
        self.places = list(zip(paths, texts, strict=False))
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
            if is_static(decl) or not decl.name or is_builtin(decl.name):
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
        if not isinstance(ext, c_ast.Decl) or not ext.name or is_static(ext):
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
                    set_name(param, "")
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
