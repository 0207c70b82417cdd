"""gcc's extended ``asm`` statements as calls the IR can lower (errlang/ir/lower_asm.py).

``asm volatile ("cpuid" : "=a"(n) : "a"(0) : "ebx", "ecx", "edx");`` becomes
``__errlang_asm_statement("cpuid", ":", "=a", (n), ":", "a", (0), ":", "ebx", "ecx", "edx")``:
the template, then each section after a ``":"`` marker (outputs and inputs as constraint and
expression, clobbers as strings; a ``[name]`` of an operand is dropped). Basic asm (no operands:
gcc's contract says nothing of what its instructions change), ``asm goto``, and text that does
not split this way become ``__errlang_asm_statement()``, which the IR refuses at its line.
The call keeps the statement's newlines (at its end) so that the lines after it stay where
they were.
"""

from __future__ import annotations

import re

from errlang.frontend.scan import top_level_chars

_NAME_RE = re.compile(r"^\s*\[\s*\w+\s*\]")
_LITERAL_RE = re.compile(r'^\s*((?:"(?:[^"\\]|\\.)*"\s*)+)', re.DOTALL)


def _split_top(text: str, separator: str) -> list[str]:
    """``text`` split at ``separator`` outside strings, characters and brackets."""
    cuts = [i for i, c, depth in top_level_chars(text) if c == separator and depth == 0]
    return [text[i + 1 : j] for i, j in zip([-1, *cuts], [*cuts, len(text)], strict=True)]


def _operands(section: str) -> list[str] | None:
    """``"c", (e)`` for each operand ``[name] "c" (e)`` of an output or input section."""
    if not section.strip():
        return []
    found = []
    for operand in _split_top(section, ","):
        operand = _NAME_RE.sub("", operand)
        literal = _LITERAL_RE.match(operand)
        if literal is None:
            return None
        expression = operand[literal.end() :].strip()
        if not (expression.startswith("(") and expression.endswith(")")):
            return None
        found += [literal.group(1).strip(), expression]
    return found


def asm_call(call: str, keyword: str, inner: str) -> str:
    """The call replacing an asm statement whose keywords are ``keyword`` (``asm volatile``)
    and whose parenthesised text is ``inner``; the newlines of both kept at the end."""
    newlines = "\n" * (keyword.count("\n") + inner.count("\n"))
    sections = _split_top(inner, ":")
    template = _LITERAL_RE.match(sections[0] + " ")
    if "goto" in keyword.split() or len(sections) > 4 or template is None:
        return f"{call}()" + newlines
    if sections[0][template.end() :].strip():
        return f"{call}()" + newlines
    if len(sections) == 1 and template.group(1).strip() not in ('""', ""):
        return f"{call}()" + newlines  # basic asm: gcc's contract says nothing of its effects
    parts = [template.group(1).strip()]
    for number, section in enumerate(sections[1:], 1):
        if number < 3:
            operands = _operands(section)
            if operands is None:
                return f"{call}()" + newlines
        else:
            operands = [c.strip() for c in _split_top(section, ",") if c.strip()]
        parts += ['":"', *operands]
    flat = ", ".join(parts).replace("\n", " ")
    return f"{call}({flat})" + newlines
