"""The C source of a replay harness, regenerated from a parsed program.

The program's AST is deep-copied and rewritten (DESIGN §2 conventions):

* every assertion site ``k`` becomes ``__errlang_assert(cond, k)`` (``reach_error()`` and the other
  always-failing calls become ``__errlang_assert(0, k)``); the program's own definitions of
  ``reach_error``/``__VERIFIER_assert`` stay but are no longer called at assertion sites;
* ``__VERIFIER_assume(c)``/``__CPROVER_assume(c)`` become ``__errlang_assume(c, line)``;
* every call of a nondet function ``f`` becomes ``__errlang_in_f(line, args…)``, a generated
  function that returns the next input converted to ``f``'s return type (and checks it fits);
* ``inline`` is dropped from definitions, so that every function is emitted whatever the
  compiler's inline semantics.

Declarations that came from errlang's own headers (the frontend's libc replacements) are dropped;
the harness compiles against the real C library instead, or, when the program's declarations
clash with the real headers (``.i`` files carry a whole libc of their own), against none.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from pycparser import c_ast, c_generator

from errlang.explain.harness_asm import ASM_CALL, asm_replacement
from errlang.explain.harness_layout import incomplete_pointees, restore_layouts
from errlang.explain.harness_models import replayed_models
from errlang.explain.harness_runtime import RUNTIME_PROTOTYPES
from errlang.explain.harness_types import (
    from_errlang_header,
    input_wrapper,
    library_typedefs,
    return_type,
    typedefs_of,
)
from errlang.frontend import Program
from errlang.frontend.conventions import ASSERT_FUNCTIONS, ASSUME_FUNCTIONS, ERROR_FUNCTIONS
from errlang.frontend.entry import FUZZ_ENTRY, fuzz_input_functions
from errlang.frontend.preprocess import LIBC_DIR
from errlang.ir.builtins import BUILTINS

SYSTEM_HEADERS = (
    "stdlib.h",
    "stdio.h",
    "string.h",
    "stdint.h",
    "stddef.h",
    "limits.h",
    "stdbool.h",
)
UNLISTED_ASSERTION = -1
# The library a header's functions are in, when the C library is not it (errlang models them).
LIBRARIES = {"zlib.h": "-lz"}
# Failing calls that the C library itself provides: left alone when they are not sites.
_LIBRARY_ERROR_FUNCTIONS = frozenset({"__assert_fail", "__assert"})


@dataclass(frozen=True)
class HarnessUnit:
    """One regenerated translation unit, in its two header modes."""

    name: str  # the file name it is compiled from (``user.c``; ``ledger.c`` for a linked unit)
    with_system_headers: str
    without_headers: str


@dataclass(frozen=True)
class HarnessSource:
    """The regenerated user translation units (one for a single file; one per unit of a linked
    program, compiled each on its own and linked by gcc, as the user's build does)."""

    units: tuple[HarnessUnit, ...]
    void_declarations: dict[str, str]  # undefined functions: name -> stub definition
    site_indices: frozenset[int]  # the assertion indices that were rewritten
    void_units: dict[str, int] = field(default_factory=dict)  # name -> unit declaring it
    # the libraries the headers the program included need at the link (``-lz`` for zlib.h)
    libraries: tuple[str, ...] = ()

    @property
    def with_system_headers(self) -> str:
        return self.units[0].with_system_headers

    @property
    def without_headers(self) -> str:
        return self.units[0].without_headers


def harness_source(program: Program, keep: frozenset[str] = frozenset()) -> HarnessSource:
    """Rewrite a deep copy of ``program``'s AST into the user translation unit(s) of a harness:
    for a linked program (:class:`~errlang.frontend.link.LinkedProgram`) each unit on its own;
    calls of the input functions in ``keep`` stay the C library's (``getchar`` reading a
    replay's stdin: :mod:`errlang.explain.stdin`)."""
    from errlang.frontend.link import LinkedProgram

    memo: dict[int, object] = {}
    if isinstance(program, LinkedProgram) and program.translation_units:
        groups = [
            (_unit_name(u.unit.path, i), list(u.items))
            for i, u in enumerate(program.translation_units)
        ]
    else:
        groups = [("user", list(program.ast.ext))]
    copies = [(name, copy.deepcopy(items, memo)) for name, items in groups]
    sites = {id(memo[id(s.node)]): s.index for s in program.assertions if id(s.node) in memo}
    typedefs = typedefs_of(program.ast)
    generator = c_generator.CGenerator()
    units: list[HarnessUnit] = []
    rewritten: set[int] = set()
    stubs: dict[str, str] = {}
    stub_units: dict[str, int] = {}
    libraries: tuple[str, ...] = ()
    for index, (name, items) in enumerate(copies):
        kept = [ext for ext in items if not from_errlang_header(ext)]
        rewriter = _Rewriter(sites, program.nondet_functions - keep, frozenset(program.functions))
        rewriter.pointer_inputs = pointer_inputs(program)
        rewriter.models = replayed_models(program.library, program.functions)
        if program.allocations_may_fail:  # --malloc-may-fail: each call's NULL is an input
            rewriter.failing = frozenset({"malloc", "calloc", "realloc"}) - set(program.functions)
        rewriter.incomplete = incomplete_pointees(
            kept, rewriter.pointer_inputs, program.declarations
        )
        for ext in kept:
            rewriter.visit(ext)
            if isinstance(ext, c_ast.FuncDef):
                ext.decl.funcspec = [s for s in ext.decl.funcspec if s != "inline"]
            elif isinstance(ext, c_ast.Decl) and isinstance(ext.type, c_ast.FuncDecl):
                ext.funcspec = [s for s in ext.funcspec or [] if s != "inline"]
        _wrap(kept, rewriter.casts)
        restore_layouts(kept)
        rewritten |= rewriter.rewritten_sites
        body = generator.visit(c_ast.FileAST(kept))
        wrappers = "".join(
            input_wrapper(called, return_type(program, called, typedefs))
            for called in sorted(rewriter.nondet)
        )
        prelude = RUNTIME_PROTOTYPES + wrappers
        includes = feature_macros(program.source)
        includes += "".join(f"#include <{h}>\n" for h in SYSTEM_HEADERS)
        included = _included(items)
        includes += "".join(f"#if __has_include(<{h}>)\n#include <{h}>\n#endif\n" for h in included)
        libraries += tuple(
            LIBRARIES[h] for h in included if h in LIBRARIES and LIBRARIES[h] not in libraries
        )
        fallback = library_typedefs(kept, typedefs)
        units.append(
            HarnessUnit(name, f"{includes}{prelude}\n{body}", f"{fallback}{prelude}\n{body}")
        )
        for stubbed, stub in _void_stubs(kept, program, generator).items():
            if stubbed not in stubs:
                stubs[stubbed], stub_units[stubbed] = stub, index
    return HarnessSource(tuple(units), stubs, frozenset(rewritten), stub_units, libraries)


_FEATURE_MACRO = re.compile(
    r"^[ \t]*#[ \t]*define[ \t]+(_GNU_SOURCE|_DEFAULT_SOURCE|_BSD_SOURCE|_XOPEN_SOURCE"
    r"|_POSIX_C_SOURCE|_LARGEFILE64_SOURCE)\b([^\n]*)",
    re.M,
)


def feature_macros(source: str) -> str:
    """The feature-test macros ``source`` defines (``#define _GNU_SOURCE``), for the top of
    its regenerated unit: the C library's headers declare ``memrchr``, ``strdup``… only under
    them (else a call is implicitly ``int``, and the pointer it returns is cut in half)."""
    found = {
        m[1]: m[2].split("/*")[0].split("//")[0].strip() for m in _FEATURE_MACRO.finditer(source)
    }
    return "".join(f"#define {name} {value}".rstrip() + "\n" for name, value in found.items())


def _unit_name(path: Path, index: int) -> str:
    """A file name for the regenerated unit ``index``: its own stem (sanitiser reports and
    compiler messages then name it), made unique."""
    stem = re.sub(r"[^\w.-]", "_", path.stem) or "unit"
    return f"u{index}_{stem}"


def _included(items: list[c_ast.Node]) -> list[str]:
    """The C library headers the program included, as ``arpa/nameser.h``: those of errlang's
    copies (its libc directory) that some top-level declaration comes from, the standard ones
    of :data:`SYSTEM_HEADERS` aside. The real ones are included in their place (``ns_t_aaaa``,
    ``in_addr_t``, ``<math.h>``'s functions: declared by no standard header the harness
    includes), each only when the system has it."""
    found: dict[str, None] = {}
    for ext in items:
        coord = ext.coord
        if coord is None or not coord.file:
            continue
        path = Path(str(coord.file))
        if path.is_relative_to(LIBC_DIR):
            header = path.relative_to(LIBC_DIR).as_posix()
            if header not in SYSTEM_HEADERS:
                found.setdefault(header)
    return list(found)


class _Rewriter(c_ast.NodeVisitor):
    """Redirects assertion sites, assumptions and nondet calls to the harness runtime."""

    def __init__(self, sites: dict[int, int], nondet: Iterable[str], defined: frozenset[str]):
        self.sites = sites
        self.nondet_names = frozenset(nondet)
        self.defined = defined
        self.nondet: set[str] = set()
        self.rewritten_sites: set[int] = set()
        self.pointer_inputs: frozenset[str] = frozenset()
        self.incomplete: frozenset[str] = frozenset()  # pointer inputs to an undefined struct
        self.failing: frozenset[str] = frozenset()  # allocations that may return NULL
        self.models: frozenset[str] = frozenset()  # C models whose drawn values are fed
        self.casts: dict[int, c_ast.Node] = {}  # calls to replace (in a cast, …), by id
        self._generator = c_generator.CGenerator()

    def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
        self.generic_visit(node)
        if not isinstance(node.name, c_ast.ID):
            return
        name = node.name.name
        args = list(node.args.exprs) if node.args else []
        line = node.coord.line if node.coord else 0
        if name == ASM_CALL:  # an asm statement: what errlang assumed it does (harness_asm)
            _wrap([node], self.casts)
            self.casts[id(node)] = c_ast.ID(asm_replacement(args, line, self._generator))
        elif id(node) in self.sites:
            index = self.sites[id(node)]
            self.rewritten_sites.add(index)
            _redirect(node, "__errlang_assert", [_condition(name, args), _int(index)])
        elif name in self.models:  # the model, drawing from the inputs (harness_models.py)
            _redirect(node, f"__errlang_model_{name}", [_int(line), *args])
        elif name in ASSUME_FUNCTIONS and args:
            _redirect(node, "__errlang_assume", [args[0], _int(line)])
        elif name in self.nondet_names:
            self.nondet.add(name)
            _redirect(node, f"__errlang_in_{name}", [_int(line), *args])
        elif name in self.failing:  # NULL or the C library's object, as the input says
            _redirect(node, f"__errlang_{name}", [_int(line), *args])
        elif name in self.pointer_inputs:
            self._pointer_input(node, name, line, args)
        elif (name in ASSERT_FUNCTIONS or name in ERROR_FUNCTIONS) and not (
            name in self.defined or name in _LIBRARY_ERROR_FUNCTIONS
        ):
            # Inside the body of a convention function: never run at an assertion site.
            _redirect(node, "__errlang_assert", [_condition(name, args), _int(UNLISTED_ASSERTION)])
        else:
            self._sequence_inputs(node)

    def _sequence_inputs(self, node: c_ast.FuncCall) -> None:
        """``f(in_a(), in_b())`` becomes ``({ __typeof__(in_a()) t0 = in_a(); … f(t0, t1); })``:
        C leaves the order of argument evaluation unspecified (gcc on x86-64 goes right to
        left) and errlang's runs read the arguments' inputs left to right, so the inputs must
        be asked for in that order (an ``--entry`` harness's parameters, ``f(nondet(),
        nondet())``). Arguments without inputs stay where they are."""
        args = node.args.exprs if node.args else []
        reading = [i for i, arg in enumerate(args) if _reads_input(arg)]
        if len(reading) < 2 or any(_contains(arg, self.casts) for arg in args):
            return
        temporaries = []
        for position in reading:
            text = self._generator.visit(args[position])
            temporary = f"__errlang_arg{len(self.casts)}_{position}"
            temporaries.append(f"__typeof__({text}) {temporary} = ({text});")
            args[position] = c_ast.ID(temporary, coord=node.coord)
        call = self._generator.visit(node)
        self.casts[id(node)] = c_ast.ID(f"({{ {' '.join(temporaries)} {call}; }})", node.coord)

    def _pointer_input(
        self, node: c_ast.FuncCall, name: str, line: int, args: list[c_ast.Node]
    ) -> None:
        """``f(a)`` of an undefined function returning a pointer becomes
        ``(__typeof__(f(a)))__errlang_pointer(line, "f", sizeof *f(a), a)``: null or a fresh
        zeroed object of the pointee's size, as the input says (``typeof`` and ``sizeof`` do
        not evaluate the call; the arguments are evaluated once, as arguments)."""
        call = self._generator.visit(copy.deepcopy(node))
        node.name = c_ast.ID("__errlang_pointer", coord=node.coord)
        # errlang's object for a pointee this unit does not define is 1 byte (harness_layout)
        size = c_ast.ID("1" if name in self.incomplete else f"sizeof *{call}")
        node.args = c_ast.ExprList(
            [_int(line), c_ast.Constant("string", f'"{name}"'), size, *args], coord=node.coord
        )
        self.casts[id(node)] = c_ast.Cast(c_ast.ID(f"__typeof__({call})"), node, node.coord)


def _reads_input(node: c_ast.Node) -> bool:
    """Whether ``node`` (rewritten) calls the runtime for an input."""
    if isinstance(node, c_ast.FuncCall) and isinstance(node.name, c_ast.ID):
        name = node.name.name
        return (
            name.startswith("__errlang_in_")
            or name == "__errlang_pointer"
            or any(_reads_input(child) for _, child in node.children())
        )
    return any(_reads_input(child) for _, child in node.children())


def _contains(node: c_ast.Node, replaced: dict[int, c_ast.Node]) -> bool:
    """Whether ``node`` or a node inside it is to be replaced (its text is not final yet)."""
    return id(node) in replaced or any(_contains(c, replaced) for _, c in node.children())


def _wrap(roots: list[c_ast.Node], casts: dict[int, c_ast.Node]) -> None:
    """Put in place of every call of ``casts`` its replacement (the call inside a cast, or
    inside a statement expression), where the call stands (pycparser's visitors do not know a
    node's parent)."""
    stack = list(roots)
    while stack and casts:
        node = stack.pop()
        for slot in node.__slots__:
            value = getattr(node, slot, None)
            items = value if isinstance(value, list) else [value]
            for position, item in enumerate(items):
                if not isinstance(item, c_ast.Node):
                    continue
                if id(item) in casts:
                    item = casts.pop(id(item))
                    if isinstance(value, list):
                        value[position] = item
                    else:
                        setattr(node, slot, item)
                stack.append(item)


def pointer_inputs(program: Program) -> frozenset[str]:
    """Functions declared with a pointer result and defined nowhere (neither by the program,
    nor by errlang's library models, nor as an IR built-in such as ``malloc``): errlang gives
    their calls null or a fresh object, as an input of the call (the IR's ``fresh_object``)."""
    return frozenset(
        name
        for name, decl in program.declarations.items()
        if isinstance(decl.type, c_ast.FuncDecl)
        and isinstance(decl.type.type, c_ast.PtrDecl)
        and name not in program.functions
        and name not in program.library
        and name not in BUILTINS
        and name not in program.nondet_functions
    )


def _condition(name: str, args: list[c_ast.Node]) -> c_ast.Node:
    if name in ASSERT_FUNCTIONS and args:
        return args[0]
    return _int(0)


def _redirect(node: c_ast.FuncCall, name: str, args: list[c_ast.Node]) -> None:
    node.name = c_ast.ID(name, coord=node.coord)
    node.args = c_ast.ExprList(args, coord=node.coord)


def _int(value: int) -> c_ast.Node:
    if value < 0:
        return c_ast.UnaryOp("-", c_ast.Constant("int", str(-value)))
    return c_ast.Constant("int", str(value))


def fuzz_input(program: Program, inputs: Iterable[tuple[str, int | str]]) -> bytes | None:
    """The bytes a fuzz target's run gives ``LLVMFuzzerTestOneInput`` (``inputs``: the run's
    (input function, value) in call order), None for another entry point: what a libFuzzer
    binary of the project replays from a file."""
    functions = fuzz_input_functions(program.ast) if program.entry == FUZZ_ENTRY else None
    if functions is None:
        return None
    size_input, byte_input = functions
    given = list(inputs)
    size = next((int(v) for f, v in given if f == size_input), 0)
    data = [int(v) & 0xFF for f, v in given if f == byte_input]
    return bytes(data[:size])


def bytes_literal(data: bytes) -> str:
    """``"H:\\000"``: ``data`` as a C string literal, every byte kept (three-digit octal escapes
    for what is not printable, so that a digit after one is not read into it)."""
    text = []
    for code in data:
        char = chr(code)
        if char in '"\\':
            text.append("\\" + char)
        elif 32 <= code < 127:
            text.append(char)
        else:
            text.append(f"\\{code:03o}")
    return '"' + "".join(text) + '"'


def fuzz_reproducer(data: bytes) -> str:
    """A translation unit whose ``main`` calls the program's own ``LLVMFuzzerTestOneInput``
    with ``data`` in a heap buffer of exactly its size (as libFuzzer does): compiled with the
    fuzz target's units and gcc's sanitizers, it replays a finding with the target itself."""
    values = ", ".join(str(b) for b in data) or "0"
    return (
        "#include <stdint.h>\n#include <stdlib.h>\n#include <string.h>\n"
        "int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);\n"
        f"static const uint8_t found[] = {{{values}}};\n"
        "int main(void) {\n"
        f"  size_t size = {len(data)};\n"
        "  uint8_t *copy = malloc(size);\n"
        "  memcpy(copy, found, size);\n"
        "  LLVMFuzzerTestOneInput(copy, size);\n"
        "  free(copy);\n"
        "  return 0;\n"
        "}\n"
    )


def _void_stubs(
    kept: list[c_ast.Node], program: Program, generator: c_generator.CGenerator
) -> dict[str, str]:
    """Definitions for declared, undefined functions the link asks for (added on demand): an
    empty one for a function returning void (errlang runs past its call); for any other
    result that is not an input (a struct: errlang cuts the runs calling it), one that stops
    the replay there (``cut-call NAME``)."""
    stubs: dict[str, str] = {}
    for ext in kept:
        if not (isinstance(ext, c_ast.Decl) and isinstance(ext.type, c_ast.FuncDecl)):
            continue
        if ext.name in program.functions or ext.name in stubs:
            continue
        result = ext.type.type
        returns_void = (
            isinstance(result, c_ast.TypeDecl)
            and isinstance(result.type, c_ast.IdentifierType)
            and result.type.names == ["void"]
        )
        decl = copy.deepcopy(ext)
        decl.storage = []
        decl.funcspec = []
        _name_parameters(decl)
        body = [] if returns_void else [_call("__errlang_cut_call", f'"{ext.name}"')]
        stubs[ext.name] = generator.visit(c_ast.FuncDef(decl, None, c_ast.Compound(body)))
    return stubs


def _call(name: str, *literals: str) -> c_ast.FuncCall:
    arguments = [c_ast.Constant("string", text) for text in literals]
    return c_ast.FuncCall(c_ast.ID(name), c_ast.ExprList(arguments))


def _name_parameters(decl: c_ast.Decl) -> None:
    """Give unnamed parameters names: a definition needs them (``void f(int)``)."""
    func = decl.type
    if not isinstance(func, c_ast.FuncDecl) or func.args is None:
        return
    params = func.args.params
    for position, param in enumerate(params):
        if not isinstance(param, c_ast.Typename):
            continue
        inner = param.type
        while not isinstance(inner, c_ast.TypeDecl):
            if not hasattr(inner, "type"):
                break
            inner = inner.type
        if not isinstance(inner, c_ast.TypeDecl):
            continue
        is_void = isinstance(inner.type, c_ast.IdentifierType) and inner.type.names == ["void"]
        if is_void and param.type is inner:
            continue  # f(void)
        name = f"__errlang_p{position}"
        inner.declname = name
        params[position] = c_ast.Decl(
            name, param.quals, param.align, [], [], param.type, None, None
        )
