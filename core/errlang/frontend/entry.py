"""The harness of an entry point other than ``main`` (DESIGN §2, ``--entry F``; docs/semantics.md,
"Entry points").

``--entry F`` (and a program that defines ``LLVMFuzzerTestOneInput`` but no ``main``: a
libFuzzer target, recognised by name) gets a ``main`` that builds F's arguments from inputs
and calls F once, as a fuzzer or CBMC's ``--function`` does. The harness is C text
(:func:`harness_text`): errlang parses it into the program, and the sanitizer replay compiles
the same text after F's own unit, so a finding replays with the entry point itself. Per
parameter, in order:

* a scalar (integer, enum, floating): one input of its type;
* a pointer to bytes (``char``, ``signed``/``unsigned char``, ``int8_t``, ``uint8_t``, ``void``)
  followed by an integer parameter: the integer is an input ``0 ≤ n ≤ max_bytes`` and the
  pointer a heap buffer of exactly ``n`` bytes, each an input (reading ``data[n]`` is out of
  bounds, as under libFuzzer);
* a pointer to another scalar type followed by an integer parameter: an array of ``n`` elements,
  ``n * sizeof(T) ≤ max_bytes``, each an input;
* a pointer to bytes without a size: a zero-terminated string of up to ``max_bytes``
  characters (a buffer of ``max_bytes + 1``, each character an input, the last 0);
* a pointer to one scalar: a fresh object holding an input;
* a pointer to a data pointer (``const char **end``, ``int **q``): a fresh slot holding the
  pointer a parameter of that type would get (a string, a fresh object), which F may read or
  overwrite (an out-parameter); a pointer to a function pointer stays refused;
* a pointer to a struct or union (or such a parameter by value, or an array parameter of
  constant size): a fresh zero-filled object whose scalar fields (and the first
  ``max_bytes`` elements of its arrays of scalars, nested structs too) are inputs; its
  pointer fields are null;
* ``nullable``: every pointer parameter except a sized byte buffer may also be null (an input
  chooses);
* a function pointer or an unknown struct: refused, located at F.
"""

from __future__ import annotations

from dataclasses import dataclass

from pycparser import c_ast, c_parser

from errlang.frontend.entry_types import (
    FIXED_SIZES,
    Relocate,
    Structs,
    array_length,
    at,
    defines,
    definition_of,
    diagnostic,
    is_integer,
    parameters,
    type_text,
    type_words,
    unqualified,
)
from errlang.frontend.errors import Diagnostic, FrontendError

FUZZ_ENTRY = "LLVMFuzzerTestOneInput"
DEFAULT_MAX_BYTES = 16
INPUT_PREFIX = "__errlang_entry_"  # the harness's input functions (explain.harness_source)
LEARN_PREFIX = "__errlang_learn_"  # the harness function of ``learn --function F``
_BYTE_TYPES = frozenset({"char", "signed char", "unsigned char", "int8_t", "uint8_t", "void"})
_SIZES = {"char": 1, "short": 2, "int": 4, "long": 8, "float": 4, "double": 8, "_Bool": 1}
_FIXED = FIXED_SIZES  # LP64 sizes of the library's fixed-width and size typedefs
STRING_ROOM = 64  # bytes of a pointer to bytes without a size (a string, or an output buffer)
_MAX_FIELDS = 256  # inputs for one struct, nested fields included


@dataclass(frozen=True)
class EntryOptions:
    """What the environment gives a program's runs: how an entry point's pointer parameters
    are built (``--max-bytes``, ``--nullable``), and whether ``malloc``/``calloc`` may return
    NULL (``--malloc-may-fail``: docs/semantics.md, "Memory"); which function the runs start
    in (``function``: ``main``, or F of ``--entry F``, which gets a ``main`` of its own)."""

    max_bytes: int = DEFAULT_MAX_BYTES
    nullable: bool = False
    malloc_may_fail: bool = False
    # the function the runs start in (``--entry F``, the editor's ``errlang.entry``)
    function: str = "main"


DEFAULT_ENTRY = EntryOptions()


def entry_of(*asts: c_ast.FileAST, entry: str = "main") -> str:
    """The function the runs of the program of ``asts`` (its units) start in: ``entry``; for
    ``main`` in a program without one that defines ``LLVMFuzzerTestOneInput``, that target."""
    if entry != "main" or any(defines(ast, "main") for ast in asts):
        return entry
    return FUZZ_ENTRY if any(defines(ast, FUZZ_ENTRY) for ast in asts) else entry


def fuzz_input_functions(ast: c_ast.FileAST) -> tuple[str, str] | None:
    """The input functions of a fuzz target's harness: (its size's, its bytes'); None when the
    program's entry point is not ``LLVMFuzzerTestOneInput(data, size)``."""
    definition = next(
        (e for e in ast.ext if isinstance(e, c_ast.FuncDef) and e.decl.name == FUZZ_ENTRY), None
    )
    params = parameters(definition) if definition is not None else []
    if len(params) != 2:
        return None
    data, size = (p.name or f"p{k}" for k, p in enumerate(params))
    return f"{INPUT_PREFIX}{size}", f"{INPUT_PREFIX}{data}"


def add_entry_harness(
    ast: c_ast.FileAST, entry: str, file: str, options: EntryOptions = DEFAULT_ENTRY
) -> str:
    """Append to ``ast`` the ``main`` of :func:`harness_text` (its nodes located at F's
    definition, so that a run's first steps and inputs point there); its C text."""
    definition = definition_of(ast, entry, file)
    text = harness_text(ast, entry, file, options)
    typedefs = sorted(
        {e.name for e in ast.ext if isinstance(e, c_ast.Typedef)} | set(_FIXED) | {"size_t"}
    )
    prefix = "".join(f"typedef int {name};\n" for name in typedefs)
    parsed = c_parser.CParser().parse(prefix + text, "<entry harness>")
    added = parsed.ext[len(typedefs) :]
    declared = {e.name for e in ast.ext if isinstance(e, c_ast.Decl)}
    added = [e for e in added if not (isinstance(e, c_ast.Decl) and e.name in declared)]
    for node in added:
        Relocate(definition.decl.coord).visit(node)
    ast.ext.extend(added)
    return text


def harness_text(
    ast: c_ast.FileAST, entry: str, file: str, options: EntryOptions = DEFAULT_ENTRY
) -> str:
    """The C text of the harness ``main`` for ``entry`` (see the module docstring): the input
    functions' declarations, then ``int main(void)``."""
    definition = definition_of(ast, entry, file)
    if defines(ast, "main"):
        message = f"--entry {entry}: the program defines main as well (give it no --entry)"
        raise FrontendError([at(definition, file, message)])
    builder = _Builder(ast, entry, definition, file, options)
    return builder.text()


def learning_harness(
    ast: c_ast.FileAST, entry: str, file: str, options: EntryOptions = DEFAULT_ENTRY
) -> str | None:
    """``learn --function F``: the C text of a function ``LEARN_PREFIX + F`` (no parameters)
    that builds F's arguments as the harness ``main`` of ``check --entry F`` does and calls F
    once; None when every parameter is an integer (the encoder makes those inputs itself)."""
    definition = definition_of(ast, entry, file)
    builder = _Builder(ast, entry, definition, file, options, LEARN_PREFIX + entry)
    if all(is_integer(builder._resolve(p.type)) for p in parameters(definition)):
        return None
    return builder.text()


class _Builder:
    """The statements building each argument of ``entry`` (one method per parameter kind)."""

    def __init__(
        self,
        ast: c_ast.FileAST,
        entry: str,
        definition: c_ast.FuncDef,
        file: str,
        options: EntryOptions,
        name: str = "main",
    ) -> None:
        self.entry = entry
        self.name = name  # the harness function's (``learn --function F``: LEARN_PREFIX + F)
        self.flag = "--entry" if name == "main" else "learn --function"
        self.definition = definition
        self.file = file
        self.options = options
        self.typedefs = {e.name: e.type for e in ast.ext if isinstance(e, c_ast.Typedef)}
        self.structs = Structs(ast)
        self.declarations: dict[str, str] = {}  # input function -> its declaration
        self.lines: list[str] = []
        self.fields = 0

    def text(self) -> str:
        params = parameters(self.definition)
        arguments: list[str] = []
        sizes = self._sizes(params)
        defined: set[int] = set()  # counts already built by their buffer
        for index, param in enumerate(params):
            name = param.name or f"p{index}"
            if index in defined:
                arguments.append(name)
                continue
            at = sizes.get(index, index + 1)
            following = params[at] if at < len(params) else None
            if self._parameter(param, name, following, index) and following is not None:
                defined.add(at)
            pointer = isinstance(self._resolve(param.type), c_ast.PtrDecl | c_ast.ArrayDecl)
            arguments.append(f"({type_text(param.type)}){name}" if pointer else name)
        body = "\n".join(f"  {line}" for line in self.lines)
        heads = "void *malloc(unsigned long);\nvoid *calloc(unsigned long, unsigned long);\n"
        heads += "void __CPROVER_assume(int);\n"
        return (
            heads
            + "".join(f"{d}\n" for d in self.declarations.values())
            + f"int {self.name}(void) {{\n{body}\n  {self.entry}({', '.join(arguments)});\n"
            + "  return 0;\n}\n"
        )

    def _sizes(self, params: list[c_ast.Decl]) -> dict[int, int]:
        """Buffers named together and then sized together, ``(src, dst, srcSize, dstCapacity)``
        (lz4's LZ4_decompress_safe): the i-th of k pointers in a row is sized by the i-th of
        the k integers after them (by position; else a pointer is sized by the integer right
        after it: ``dst`` was sized by ``srcSize`` and written up to ``dstCapacity``)."""
        kinds = [self._resolve(p.type) for p in params]
        pointer = [self._scalar_pointer(k) for k in kinds]
        sizes: dict[int, int] = {}
        start = 0
        while start < len(params):
            end = start
            while end < len(params) and pointer[end]:
                end += 1
            run = end - start
            counts = range(end, min(end + run, len(params)))
            if run >= 2 and len(counts) == run and all(is_integer(kinds[i]) for i in counts):
                sizes.update({start + m: end + m for m in range(run)})
            start = end + 1 if run == 0 else end
        return sizes

    def _scalar_pointer(self, kind: c_ast.Node) -> bool:
        if not isinstance(kind, c_ast.PtrDecl):
            return False
        pointee = self._resolve(kind.type)
        return isinstance(pointee, c_ast.TypeDecl) and not isinstance(
            pointee.type, c_ast.Struct | c_ast.Union
        )

    def _parameter(
        self, param: c_ast.Decl, name: str, following: c_ast.Decl | None, index: int
    ) -> bool:
        """Build argument ``name``; True when it used ``following`` as its size."""
        kind = self._resolve(param.type)
        if isinstance(kind, c_ast.TypeDecl) and isinstance(kind.type, c_ast.Struct | c_ast.Union):
            self.lines.append(f"{type_text(unqualified(param.type))} {name} = {{0}};")
            self._fill(name, kind.type, name)
            return False
        if isinstance(kind, c_ast.TypeDecl):
            self.lines.append(f"{type_text(unqualified(param.type))} {name} = "
                              f"{self._input(name, param.type)}();")  # fmt: skip
            return False
        if isinstance(kind, c_ast.PtrDecl | c_ast.ArrayDecl):
            return self._pointer(param, name, kind, following)
        raise FrontendError([self._refusal(param, name, "is a function")])

    def _pointer(
        self, param: c_ast.Decl, name: str, kind: c_ast.Node, following: c_ast.Decl | None
    ) -> bool:
        pointee = self._resolve(kind.type)
        if isinstance(pointee, c_ast.PtrDecl) and self._data_pointer(pointee):
            # `&p` of a pointer built as a parameter would be (an out-parameter overwrites it)
            self._pointer(param, f"{name}_to", pointee, None)
            slot = type_text(unqualified(kind.type))
            self.lines.append(f"{slot} *{name} = malloc(sizeof({slot}));")
            self.lines.append(f"*{name} = {name}_to;")
            self._maybe_null(name)
            return False
        if not isinstance(pointee, c_ast.TypeDecl):
            raise FrontendError([self._refusal(param, name, "points to a pointer or function")])
        words = type_words(pointee)
        sized = following is not None and is_integer(self._resolve(following.type))
        if isinstance(pointee.type, c_ast.Struct | c_ast.Union):
            self._object(param, name, pointee, kind.type)
            return False
        element = type_text(unqualified(kind.type))
        size_of = self._size(pointee)
        if sized and following is not None:
            count = following.name or "n"
            limit = self.options.max_bytes // max(size_of or 1, 1)
            count_type = type_text(unqualified(following.type))
            self.lines.append(f"{count_type} {count} = {self._input(count, following.type)}();")
            self.lines.append(f"__CPROVER_assume({count} >= 0 && {count} <= {limit});")
            cell = "unsigned char" if words in _BYTE_TYPES else element
            self.lines.append(f"{cell} *{name} = malloc({count} * sizeof({cell}));")
            item = self._input(name, None, cell)
            for k in range(limit):
                self.lines.append(f"if ({count} > {k}) {name}[{k}] = {item}();")
            return True
        if words in _BYTE_TYPES:
            length = self.options.max_bytes
            # room for an output buffer too (a hash, a small record): zero past the string
            room = max(length + 1, STRING_ROOM)
            self.lines.append(f"char {name}_text[{room}] = {{0}};")
            item = self._input(name, None, "char")
            self.lines.append(f"{name}_text[0] = {item}();")
            self.lines += [  # no input past the terminator: the string is what is read
                f"if ({name}_text[{k - 1}]) {name}_text[{k}] = {item}(); else {name}_text[{k}] = 0;"
                for k in range(1, length)
            ]
            self.lines.append(f"{name}_text[{length}] = 0;")
            self.lines.append(f"char *{name} = {name}_text;")
        else:
            count = array_length(kind) or 1
            self.lines.append(f"{element} *{name} = malloc({count} * sizeof({element}));")
            item = self._input(name, pointee)
            self.lines += [f"{name}[{k}] = {item}();" for k in range(count)]
        self._maybe_null(name)
        return False

    def _data_pointer(self, kind: c_ast.PtrDecl) -> bool:
        """True unless ``kind`` points to a function (through typedef names)."""
        return not isinstance(self._resolve(kind.type), c_ast.FuncDecl | c_ast.PtrDecl)

    def _object(
        self, param: c_ast.Decl, name: str, pointee: c_ast.TypeDecl, spelt: c_ast.Node
    ) -> None:
        struct = self.structs.find(pointee.type)
        if struct is None:
            raise FrontendError([self._refusal(param, name, "points to an incomplete struct")])
        element = type_text(unqualified(spelt))
        self.lines.append(f"{element} *{name} = calloc(1, sizeof({element}));")
        self._fill(f"(*{name})", struct, name)
        self._maybe_null(name)

    def _fill(self, place: str, struct: c_ast.Struct | c_ast.Union, name: str) -> None:
        """Inputs for the scalar fields of ``place`` (its arrays' first elements, nested)."""
        found = self.structs.find(struct)
        members = list(found.decls or []) if found is not None else []
        if isinstance(struct, c_ast.Union):
            members = members[:1]
        for member in members:
            if not member.name or self.fields >= _MAX_FIELDS:
                continue
            kind = self._resolve(member.type)
            target = f"{place}.{member.name}"
            if isinstance(kind, c_ast.ArrayDecl):
                element = self._resolve(kind.type)
                if isinstance(element, c_ast.TypeDecl) and not isinstance(
                    element.type, c_ast.Struct | c_ast.Union
                ):
                    count = min(array_length(kind) or 0, self.options.max_bytes)
                    item = self._input(f"{name}_{member.name}", kind.type)
                    self.lines += [f"{target}[{k}] = {item}();" for k in range(count)]
                    self.fields += count
            elif isinstance(kind, c_ast.TypeDecl) and isinstance(
                kind.type, c_ast.Struct | c_ast.Union
            ):
                self._fill(target, kind.type, f"{name}_{member.name}")
            elif isinstance(kind, c_ast.TypeDecl):
                item = self._input(f"{name}_{member.name}", member.type)
                self.lines.append(f"{target} = {item}();")
                self.fields += 1

    def _maybe_null(self, name: str) -> None:
        if self.options.nullable:
            choice = self._input(f"{name}_is_null", None, "int")
            self.lines.append(f"int {name}_is_null = {choice}();")
            self.lines.append(f"if ({name}_is_null) {name} = 0;")

    def _input(self, name: str, kind: c_ast.Node | None, text: str | None = None) -> str:
        """The input function for ``name`` returning ``kind`` (or the type spelt ``text``)."""
        function = f"{INPUT_PREFIX}{name}".replace(".", "_")
        result = text if text is not None else type_text(unqualified(kind))
        self.declarations.setdefault(function, f"{result} {function}(void);")
        return function

    def _resolve(self, node: c_ast.Node, depth: int = 0) -> c_ast.Node:
        """``node`` with a typedef name replaced by what it names (outermost level only)."""
        if depth < 20 and isinstance(node, c_ast.TypeDecl):
            kind = node.type
            if isinstance(kind, c_ast.IdentifierType) and len(kind.names) == 1:
                named = self.typedefs.get(kind.names[0])
                if named is not None and kind.names[0] not in _FIXED:
                    return self._resolve(named, depth + 1)
        return node

    def _size(self, node: c_ast.TypeDecl) -> int | None:
        words = type_words(node)
        if words in _FIXED:
            return _FIXED[words]
        if isinstance(node.type, c_ast.Enum):
            return 4
        resolved = self._resolve(node)
        if resolved is not node and isinstance(resolved, c_ast.TypeDecl):
            return self._size(resolved)
        for word in ("long", "short", "char", "int", "double", "float", "_Bool"):
            if word in words.split():
                return _SIZES[word]
        return None

    def _refusal(self, param: c_ast.Decl, name: str, what: str) -> Diagnostic:
        message = (
            f"{self.flag} {self.entry}: parameter '{name}' {what}; write a main that builds it "
            "and calls the function"
        )
        coord = param.coord or self.definition.decl.coord
        return diagnostic(coord, self.file, message)
