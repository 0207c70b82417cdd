"""Csmith programs turned into errlang questions (issue 9, item 1): generation and rewriting.

Csmith's runtime header is replaced by a self-contained prelude (its integer safe-math functions,
only those the program calls, and an additive checksum as in Csmith's minimal runtime), so each
program is one file that both gcc and errlang read and that C-Reduce can shrink. One text serves
both tools: ``-DDIFF_GCC`` gives gcc nondet functions that read ``-DDIFF_INPUTS=…`` and a
``printf`` of the checksum; errlang sees the nondet calls and the two checksum assertions
``assert(crc == v)`` (must hold) and ``assert(crc != v)`` (must fail).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

SAFE_MATH = Path("/usr/include/csmith/safe_math.h")

# Csmith options that keep programs inside errlang's subset and small enough to analyse.
CSMITH_OPTIONS: tuple[str, ...] = (
    "--no-float",  # floats: refused by errlang's front end (semantics.md)
    "--no-bitfields",  # bit-fields: refused
    "--no-volatiles",
    "--no-volatile-pointers",
    "--no-packed-struct",  # #pragma pack
    "--no-argc",
    "--no-builtins",
    "--no-inline-function",
    "--concise",
    "--max-funcs",
    "2",
    "--max-block-depth",
    "2",
    "--max-block-size",
    "3",
    "--max-expr-complexity",
    "3",
    "--max-array-len-per-dim",
    "3",
    "--max-array-dim",
    "2",
    "--max-struct-fields",
    "4",
    "--max-union-fields",
    "3",
)

_NONDET = {
    "int8_t": "char",
    "uint8_t": "uchar",
    "int16_t": "short",
    "uint16_t": "ushort",
    "int32_t": "int",
    "uint32_t": "uint",
    "int64_t": "long",
    "uint64_t": "ulong",
}
_GLOBAL_SCALAR = re.compile(
    r"^static (u?int(?:8|16|32|64)_t) (g_\d+) = ([-+()\w]+);$", flags=re.MULTILINE
)
_SAFE_FUNCTION = re.compile(r"^STATIC [^\n]*\nFUNC_NAME\((\w+)\)", flags=re.MULTILINE)
_MAIN_END = re.compile(r"platform_main_end\((.*), print_hash_value\);")


@dataclass(frozen=True)
class Pin:
    """A global whose constant initialiser became an input, pinned (or not) to that value."""

    variable: str
    ctype: str
    value: str
    flipped: bool = False


def tools_available() -> bool:
    return all(shutil.which(t) for t in ("csmith", "gcc")) and SAFE_MATH.is_file()


# Outside today's subset (docs/semantics.md): a survey of what errlang refuses, by construct.
SURVEY_OPTIONS: tuple[str, ...] = tuple(
    o for o in CSMITH_OPTIONS if o not in ("--no-bitfields", "--no-volatiles", "--no-packed-struct")
)
PROFILES = {"subset": CSMITH_OPTIONS, "survey": SURVEY_OPTIONS}


def generate(seed: int, directory: Path, profile: str = "subset") -> str:
    """Csmith's program for ``seed`` with the options of ``profile`` (:data:`PROFILES`)."""
    out = directory / f"csmith_{seed}.c"
    subprocess.run(
        ["csmith", "--seed", str(seed), *PROFILES[profile], "-o", str(out)],
        check=True,
        capture_output=True,
        timeout=60,
    )
    return out.read_text()


def _safe_math_functions() -> dict[str, str]:
    """Csmith's integer safe-math functions by name, each as its own text."""
    text = SAFE_MATH.read_text()
    functions: dict[str, str] = {}
    for match in _SAFE_FUNCTION.finditer(text):
        end = text.index("\n}\n", match.start()) + 3
        if "float" not in match.group(1) and "double" not in match.group(1):
            functions[f"safe_{match.group(1)}"] = text[match.start() : end]
    return functions


PRELUDE_HEAD = """\
#include <assert.h>
#include <stdint.h>
#include <limits.h>
#include <stdio.h>
#define STATIC static
#define UNDEFINED(v) (v)
#define LOG_INDEX
#define LOG_EXEC
#define FUNC_NAME(x) (safe_##x)
#define INT_BIT (sizeof(int) * CHAR_BIT)
#define _CSMITH_BITFIELD(x) (((x) > INT_BIT) ? ((x) % INT_BIT) : (x))
static uint64_t crc32_context = 0;
static void platform_main_begin(void) {}
static void crc32_gentab(void) {}
static void transparent_crc(uint64_t val, char *vname, int flag) { crc32_context += val; }
static void transparent_crc_bytes(char *ptr, int nbytes, char *vname, int flag) {
  int i;
  for (i = 0; i < nbytes; i++) crc32_context += ptr[i];
}
#ifdef DIFF_GCC
#include <stdio.h>
#include <stdlib.h>
static const long long diff_inputs[] = {0, DIFF_INPUTS};
static int diff_next = 1;
static long long diff_input(void) {
  if (diff_next >= (int)(sizeof diff_inputs / sizeof diff_inputs[0])) exit(4);
  return diff_inputs[diff_next++];
}
#define DIFF_NONDET(T, N) T __VERIFIER_nondet_##N(void) { return (T)diff_input(); }
DIFF_NONDET(char, char) DIFF_NONDET(unsigned char, uchar) DIFF_NONDET(short, short)
DIFF_NONDET(unsigned short, ushort) DIFF_NONDET(int, int) DIFF_NONDET(unsigned int, uint)
DIFF_NONDET(long, long) DIFF_NONDET(unsigned long, ulong)
void __VERIFIER_assume(int c) { if (!c) exit(3); }
#define DIFF_REPORT(crc) (printf("checksum = %lu\\n", (unsigned long)(crc)), fflush(stdout))
#else
extern void __VERIFIER_assume(int);
#define DIFF_REPORT(crc)
#endif
"""


def make_program(csmith_text: str, checksum: int | None, pins: Sequence[Pin] = ()) -> str:
    """The self-contained program: the prelude, Csmith's body, inputs and the two assertions.

    With ``checksum`` None the assertions are left out (the probe that gcc runs to learn it).
    """
    body = csmith_text.replace('#include "csmith.h"', "")
    safe = _safe_math_functions()
    used = [text for name, text in safe.items() if name + "(" in body]
    declarations = "".join(
        f"extern {'unsigned ' if n.startswith('u') else ''}"
        f"{_c_type(n)} __VERIFIER_nondet_{n}(void);\n"
        for n in sorted({_NONDET[p.ctype] for p in pins})
    )
    inputs = "".join(
        f"    {p.variable} = __VERIFIER_nondet_{_NONDET[p.ctype]}();\n"
        f"    __VERIFIER_assume({p.variable} {'!=' if p.flipped else '=='} ({p.ctype}){p.value});\n"
        for p in pins
    )
    if inputs:
        body = body.replace(
            "    platform_main_begin();\n", "    platform_main_begin();\n" + inputs, 1
        )
    match = _MAIN_END.search(body)
    if match is None:
        raise ValueError("no platform_main_end call in the Csmith program")
    end = f"uint64_t diff_crc = {match.group(1)};\n    DIFF_REPORT(diff_crc);"
    if checksum is not None:
        end += f"\n    assert(diff_crc == {checksum}UL);\n    assert(diff_crc != {checksum}UL);"
    body = body[: match.start()] + end + body[match.end() :]
    return "\n".join(["// diff: errlang differential test program", PRELUDE_HEAD, *used]) + (
        declarations + body
    )


def _c_type(name: str) -> str:
    return {"char": "char", "short": "short", "int": "int", "long": "long"}[name.lstrip("u")]


def literal_value(text: str) -> int:
    """The value of a Csmith integer constant such as ``(-6L)`` or ``0xF3UL``."""
    return int(text.strip("()").rstrip("uUlL"), 0)


def pin_candidates(csmith_text: str) -> list[Pin]:
    """Globals of integer type with a constant initialiser: the inputs a variant may make."""
    return [Pin(m.group(2), m.group(1), m.group(3)) for m in _GLOBAL_SCALAR.finditer(csmith_text)]


_COUNTED_FOR = re.compile(r"for \((\w) = 0; \1 < (\d+); \1\+\+\)")
_GCOV_LINE = re.compile(r"^\s*(\d+)\*?:\s*(\d+):(.*)$")


def needed_loop_bound(probe: Path, timeout: float = 10.0) -> int | None:
    """An upper bound on the iterations of any loop of gcc's run of ``probe`` (gcov counts).

    A counted ``for (i = 0; i < N; i++)`` needs N; any other loop header or label at most its
    execution count (minus one for a loop: the last test exits). None if the run failed.
    """
    exe = probe.with_suffix("")  # same stem: gcc names the notes file probe.gcno
    built = subprocess.run(
        [
            "gcc",
            "--coverage",
            "-O0",
            "-fwrapv",
            "-w",
            "-DDIFF_GCC",
            "-DDIFF_INPUTS=0",
            "-o",
            str(exe),
            probe.name,
        ],
        cwd=probe.parent,
        capture_output=True,
        timeout=60,
    )
    if built.returncode != 0:
        return None
    try:
        subprocess.run([str(exe)], cwd=probe.parent, capture_output=True, timeout=timeout)
        report = subprocess.run(
            ["gcov", "-t", "-o", probe.parent, probe.name],
            cwd=probe.parent,
            capture_output=True,
            text=True,
            timeout=60,
        ).stdout
    except subprocess.TimeoutExpired:
        return None
    bound = 1
    for line in report.splitlines():
        match = _GCOV_LINE.match(line)
        if match is None:
            continue
        count, code = int(match.group(1)), match.group(3)
        if counted := _COUNTED_FOR.search(code):
            bound = max(bound, int(counted.group(2)))
        elif "for (" in code or "while (" in code:
            bound = max(bound, count - 1)
        elif re.match(r"\s*lbl_\w+:", code):
            bound = max(bound, count)
    return bound
