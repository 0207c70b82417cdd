"""A ``while (1)`` loop as the step (issue 11, item 1): ``--step F`` where F's body contains an
infinite loop at its top level. The loop's variables become the state: F's locals declared
before the loop are turned into globals, the statements before the loop into an init function,
and the loop body into a step function (inside ``do { … } while (0)`` so that ``continue`` ends
the step, as it ends the iteration). The generated C is appended to the file's text."""

from __future__ import annotations

import copy

from pycparser import c_ast, c_generator

from errlang.model.errors import ModelError

STEP_PREFIX = "__errlang_step_"
INIT_PREFIX = "__errlang_init_"


def infinite_loop(definition: c_ast.FuncDef) -> int | None:
    """The index of the first top-level ``while (1)`` / ``for (;;)`` statement, or None."""
    for index, item in enumerate(definition.body.block_items or []):
        if isinstance(item, c_ast.While) and _constant_true(item.cond):
            return index
        if isinstance(item, c_ast.For) and (item.cond is None or _constant_true(item.cond)):
            return index
    return None


def _constant_true(cond: c_ast.Node | None) -> bool:
    return isinstance(cond, c_ast.Constant) and cond.value not in ("0", "0U", "0u")


def split_loop(
    definition: c_ast.FuncDef, index: int, location: str, then: str | None = None
) -> tuple[str, str, str]:
    """(text to append, step function name, init function name); the init function runs the
    statements before the loop, then ``then()`` (``--init``) if given."""
    generator = c_generator.CGenerator()
    name = definition.decl.name
    items = definition.body.block_items or []
    loop = items[index]
    globals_: list[str] = []
    init: list[str] = []
    for item in items[:index]:
        if isinstance(item, c_ast.Decl) and not isinstance(item.type, c_ast.FuncDecl):
            declaration = copy.copy(item)
            declaration.init = None
            declaration.storage = [s for s in item.storage if s != "static"]
            globals_.append(generator.visit(declaration) + ";")
            if item.init is not None:
                if isinstance(item.init, c_ast.InitList):
                    raise ModelError(
                        location, f"{name}: initialise {item.name} before the loop by assignments"
                    )
                init.append(f"{item.name} = {generator.visit(item.init)};")
        else:
            init.append(generator.visit(item) + ";")
    if isinstance(loop, c_ast.For) and loop.init is not None:
        init.append(generator.visit(loop.init) + ";")
    body = generator.visit(loop.stmt)
    if isinstance(loop, c_ast.For) and loop.next is not None:
        body = f"{{ {body} }} {generator.visit(loop.next)};"
    if then is not None:
        init.append(f"{then}();")
    step, initialiser = STEP_PREFIX + name, INIT_PREFIX + name
    text = "\n".join(
        [
            "",
            *globals_,
            f"void {initialiser}(void) {{",
            *init,
            "}",
            f"void {step}(void) {{ do {body} while (0); }}",
            "",
        ]
    )
    return text, step, initialiser
