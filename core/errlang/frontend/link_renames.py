"""The names linking changes (C11 6.2.2, 6.2.7): a unit's ``static`` names that another unit
also uses get a name of their own (``name__unit_c``, scope-aware), and so do a unit's typedefs,
tags and enumerators that an earlier unit defines differently; and how a renamed name is shown
to a user (``file.c:name``). The renamers rewrite the units' ASTs in place."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from pathlib import Path

from pycparser import c_ast

from errlang.frontend.conventions import is_builtin
from errlang.frontend.library import called_names
from errlang.frontend.link_types import definition_text, unit_typedefs


def is_static(decl: c_ast.Decl) -> bool:
    return "static" in (decl.storage or [])


def file_scope_names(ast: c_ast.FileAST) -> tuple[set[str], set[str]]:
    """(static names, external names) declared or defined at file scope."""
    statics: set[str] = set()
    external: set[str] = set()
    for ext in ast.ext:
        decl = ext.decl if isinstance(ext, c_ast.FuncDef) else ext
        if isinstance(decl, c_ast.Decl) and decl.name:
            (statics if is_static(decl) else external).add(decl.name)
    # C: a later declaration without ``static`` of a name declared static is still static
    return statics, external - statics


def unit_suffix(path: Path) -> str:
    return re.sub(r"\W", "_", path.name)


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


def rename_statics(paths: Sequence[Path], asts: list[c_ast.FileAST]) -> dict[str, str]:
    """Rename each unit's static names that another unit also uses (declares or calls);
    the new names, each with its old one."""
    scopes = [file_scope_names(ast) for ast in asts]
    called = [called_names(ast) for ast in asts]
    taken = set().union(*(s | e for s, e in scopes))
    renamed: dict[str, str] = {}
    for index, (path, ast) in enumerate(zip(paths, asts, strict=True)):
        statics = scopes[index][0]
        others: set[str] = set()
        for other, (s, e) in enumerate(scopes):
            if other != index:
                others |= s | e | called[other]
        renames: dict[str, str] = {}
        for name in sorted(n for n in statics & others if not is_builtin(n)):
            new = f"{name}__{unit_suffix(path)}"
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
                set_name(node, self.renames[node.name])
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


def set_name(decl: c_ast.Decl, name: str) -> None:
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


def rename_conflicting_types(paths: Sequence[Path], asts: list[c_ast.FileAST]) -> dict[str, str]:
    """A unit's typedef, tag or enumerator that another earlier unit defines differently gets
    a name of its own in that unit (each translation unit has its own types, C11 6.2.7); the
    new names, each with its old one (messages show the old)."""
    seen: dict[str, str] = {}
    shown: dict[str, str] = {}
    for path, ast in zip(paths, asts, strict=True):
        renames: dict[str, str] = {}
        for key, text in _type_definitions(ast).items():
            if key in seen and seen[key] != text:
                name = key.split(" ", 1)[1]
                renames[key] = f"{name}__{unit_suffix(path)}"
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
