"""The C runtime of a replay harness and the files it exchanges with Python.

The replayed program is built from two translation units: the user's code regenerated with its
assertions, assumptions and nondet calls redirected (:mod:`errlang.explain.harness_source`),
and the runtime below, compiled against the real C library. The runtime reads the input values
from the file named by ``ERRLANG_REPLAY_INPUTS`` and writes one result line to the file named by
``ERRLANG_REPLAY_RESULT`` before the process ends:

==========================================  ========  ==========================================
result line                                 exit code  meaning
==========================================  ========  ==========================================
``assert INDEX USED``                       70        assertion ``INDEX`` failed (-1: unlisted)
``blocked LINE USED``                       71        an assumption at ``LINE`` was false
``exhausted USED FUNCTION LINE``            72        a nondet call found no value left
``mismatch K FUNCTION LINE GOTFN GOTLINE``  73        value ``K`` was meant for another call
``bad-value K FUNCTION LINE``               73        value ``K`` does not fit the return type
``cut LINE USED``                           74        inline asm errlang does not follow
``cut-call FUNCTION USED``                  74        a call errlang cuts (no definition)
``end USED``                                (any)     ``exit()`` or return from ``main``
==========================================  ========  ==========================================

``USED`` counts the values consumed. A process killed by a signal (``abort()``, a crash) leaves
no line.
"""

from __future__ import annotations

import math
import re
import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from errlang.explain.harness_models import MODEL_PROTOTYPES, MODELS_C

EXIT_ASSERT = 70
EXIT_BLOCKED = 71
EXIT_EXHAUSTED = 72
EXIT_MISMATCH = 73
EXIT_CUT = 74

FLOAT_MARK = 2  # the ``negative`` field of a value given as the bits of a binary64
INPUTS_VARIABLE = "ERRLANG_REPLAY_INPUTS"
RESULT_VARIABLE = "ERRLANG_REPLAY_RESULT"

_MIN_VALUE = -(2**63)
_MAX_VALUE = 2**64 - 1
_IDENTIFIER = re.compile(r"^[A-Za-z_]\w{0,126}$")
_DECIMAL_FLOATING = re.compile(r"^[+-]?(\d+\.\d*|\.\d+|\d+(?=[eE]))([eE][+-]?\d+)?$")

# Prototypes the regenerated user code calls; basic types only, so that they never clash with
# the program's own declarations.
RUNTIME_PROTOTYPES = (
    """\
unsigned long long __errlang_next(const char *function, int line, int *negative);
void __errlang_bad_value(const char *function, int line);
void __errlang_assert(int condition, int index);
void __errlang_assume(int condition, int line);
void __errlang_event(const char *name);
void *__errlang_pointer(int line, const char *function, unsigned long size, ...);
void *__errlang_standard_stream(int which);
void **__errlang_stdin(void);
void **__errlang_stdout(void);
void **__errlang_stderr(void);
void __errlang_asm_cut(int line);
__attribute__((noreturn)) void __errlang_cut_call(const char *function);
void __errlang_asm_arithmetic(int line, int kind);
void __errlang_asm_output(int line, void *output, unsigned long size, int kind);
void *__errlang_malloc(int line, unsigned long size);
void *__errlang_calloc(int line, unsigned long count, unsigned long size);
void *__errlang_realloc(int line, void *pointer, unsigned long size);
"""
    + MODEL_PROTOTYPES
)

RUNTIME_C = (
    f"#define FLOAT_MARK {FLOAT_MARK}\n"
    + r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
/* errlang's <stdio.h> names stdin/stdout/stderr through this (include/libc/stdio.h) */
void *__errlang_standard_stream(int which) {
  return which == 0 ? (void *)stdin : which == 1 ? (void *)stdout : (void *)stderr;
}
/* and as cells (`(*__errlang_stderr())`), which a program may assign */
static void *__errlang_streams[3];
static void **__errlang_stream_cell(int which) {
  if (!__errlang_streams[which]) __errlang_streams[which] = __errlang_standard_stream(which);
  return &__errlang_streams[which];
}
void **__errlang_stdin(void) { return __errlang_stream_cell(0); }
void **__errlang_stdout(void) { return __errlang_stream_cell(1); }
void **__errlang_stderr(void) { return __errlang_stream_cell(2); }

struct errlang_input {
  int negative;
  unsigned long long bits;
  char function[128];
  int line;
};

static struct errlang_input *errlang_inputs;
static long errlang_count, errlang_used;
static const char *errlang_result_path;

static void errlang_finish(int code, const char *line) {
  FILE *out;
  fflush(NULL);
  if (errlang_result_path && (out = fopen(errlang_result_path, "w")) != NULL) {
    fputs(line, out);
    fclose(out);
  }
  _exit(code);
}

static void errlang_at_end(void) {
  char line[64];
  FILE *out;
  snprintf(line, sizeof line, "end %ld\n", errlang_used);
  if (errlang_result_path && (out = fopen(errlang_result_path, "w")) != NULL) {
    fputs(line, out);
    fclose(out);
  }
}

__attribute__((constructor)) static void errlang_load(void) {
  const char *path = getenv("ERRLANG_REPLAY_INPUTS");
  FILE *in;
  long i;
  errlang_result_path = getenv("ERRLANG_REPLAY_RESULT");
  atexit(errlang_at_end);
  if (path == NULL || (in = fopen(path, "r")) == NULL)
    return;
  if (fscanf(in, "%ld", &errlang_count) != 1 || errlang_count < 0)
    errlang_count = 0;
  errlang_inputs = calloc((size_t)errlang_count + 1, sizeof *errlang_inputs);
  for (i = 0; i < errlang_count; i++) {
    struct errlang_input *v = &errlang_inputs[i];
    if (fscanf(in, "%d %llu %127s %d", &v->negative, &v->bits, v->function, &v->line) != 4)
      break;
  }
  errlang_count = i;
  fclose(in);
}

unsigned long long __errlang_next(const char *function, int line, int *negative) {
  char report[400];
  struct errlang_input *v;
  if (errlang_used >= errlang_count) {
    snprintf(report, sizeof report, "exhausted %ld %s %d\n", errlang_used, function, line);
    errlang_finish(72, report);
  }
  v = &errlang_inputs[errlang_used];
  if ((strcmp(v->function, "-") != 0 && strcmp(v->function, function) != 0) ||
      (v->line > 0 && line > 0 && v->line != line)) {
    snprintf(report, sizeof report, "mismatch %ld %s %d %s %d\n", errlang_used, v->function,
             v->line, function, line);
    errlang_finish(73, report);
  }
  errlang_used++;
  *negative = v->negative;
  return v->bits;
}

void __errlang_bad_value(const char *function, int line) {
  char report[300];
  snprintf(report, sizeof report, "bad-value %ld %s %d\n", errlang_used - 1, function, line);
  errlang_finish(73, report);
}

void __errlang_assert(int condition, int index) {
  char report[64];
  if (condition)
    return;
  snprintf(report, sizeof report, "assert %d %ld\n", index, errlang_used);
  errlang_finish(70, report);
}

void __errlang_assume(int condition, int line) {
  char report[64];
  if (condition)
    return;
  snprintf(report, sizeof report, "blocked %d %ld\n", line, errlang_used);
  errlang_finish(71, report);
}

void __errlang_event(const char *name) { (void)name; }

/* --malloc-may-fail: whether the allocation returns NULL is the call's input (1: NULL) */
static int errlang_allocation_fails(const char *function, int line) {
  int negative;
  unsigned long long null = __errlang_next(function, line, &negative);
  if (negative || null > 1)
    __errlang_bad_value(function, line);
  return null == 1;
}
void *__errlang_malloc(int line, unsigned long size) {
  return errlang_allocation_fails("malloc", line) ? NULL : malloc(size);
}
void *__errlang_calloc(int line, unsigned long count, unsigned long size) {
  return errlang_allocation_fails("calloc", line) ? NULL : calloc(count, size);
}
void *__errlang_realloc(int line, void *pointer, unsigned long size) {
  return errlang_allocation_fails("realloc", line) ? NULL : realloc(pointer, size);
}

/* inline asm (explain/harness_asm.py): errlang cut the run here */
void __errlang_asm_cut(int line) {
  char report[64];
  snprintf(report, sizeof report, "cut %d %ld\n", line, errlang_used);
  errlang_finish(74, report);
}

/* a function declared, defined nowhere, whose result is no input: errlang cut the run */
void __errlang_cut_call(const char *function) {
  char report[200];
  snprintf(report, sizeof report, "cut-call %.127s %ld\n", function, errlang_used);
  errlang_finish(74, report);
  abort(); /* not reached: errlang_finish exits */
}

/* gcc's __builtin_classify_type: 1 an integer (char, _Bool, enum), 8 a floating type */
void __errlang_asm_arithmetic(int line, int kind) {
  if (kind != 1 && kind != 8)
    __errlang_asm_cut(line);
}

/* an asm output takes the run's next input (function __asm__), written in its bytes */
void __errlang_asm_output(int line, void *output, unsigned long size, int kind) {
  int negative;
  unsigned long long bits;
  __errlang_asm_arithmetic(line, kind);
  bits = __errlang_next("__asm__", line, &negative);
  if (kind == 8) {
    union { unsigned long long bits; double value; } given;
    given.bits = bits;
    if (negative != FLOAT_MARK)
      given.value = negative ? (double)(long long)bits : (double)bits;
    if (size == sizeof(float)) {
      float single = (float)given.value;
      if ((double)single != given.value && given.value == given.value)
        __errlang_bad_value("__asm__", line);
      memcpy(output, &single, sizeof single);
    } else if (size == sizeof(double)) {
      memcpy(output, &given.value, sizeof given.value);
    } else {
      long double wide = given.value;
      memcpy(output, &wide, size < sizeof wide ? size : sizeof wide);
    }
    return;
  }
  if (negative == FLOAT_MARK || size > sizeof bits ||
      (size < sizeof bits &&
       (negative ? ((long long)bits >> (8 * size - 1)) != -1 : (bits >> (8 * size)) != 0)))
    __errlang_bad_value("__asm__", line);
  memcpy(output, &bits, size); /* little-endian: the low bytes */
}

void *__errlang_pointer(int line, const char *function, unsigned long size, ...) {
  int negative;
  unsigned long long null = __errlang_next(function, line, &negative);
  if (negative || null > 1)
    __errlang_bad_value(function, line);
  return null ? NULL : calloc(1, size ? size : 1);
}
"""
    + MODELS_C
)


_FLOAT_NAMES = {
    "nan": math.nan,
    "infinity": math.inf,
    "inf": math.inf,
    "-infinity": -math.inf,
    "-inf": -math.inf,
    "+infinity": math.inf,
    "+inf": math.inf,
}


@dataclass(frozen=True)
class ReplayInput:
    """One value returned by a nondet call, with the call it was meant for when known; a
    ``float`` is given to a floating nondet call as its exact binary64 bits."""

    value: int | float
    function: str | None = None
    line: int | None = None


def _floating_value(literal: str, bits: object) -> float:
    """The exact value of a floating input: from its IEEE encoding ``bits`` when given (a
    binary32 when the literal has the ``f`` suffix), else from the literal (rounded to binary32
    when it has the suffix: errlang writes the shortest decimal that rounds back to it)."""
    single = literal.strip()[-1:] in ("f", "F") and "x" not in literal.lower()
    if isinstance(bits, int) and not isinstance(bits, bool):
        fmt, raw = ("<f", "<I") if single else ("<d", "<Q")
        value: float = struct.unpack(fmt, struct.pack(raw, bits))[0]
        return value
    value = parse_float_literal(literal)
    if single and math.isfinite(value):
        value = struct.unpack("<f", struct.pack("<f", value))[0]
    return value


def parse_float_literal(text: str) -> float:
    """The value of a C floating literal as errlang writes them (``2.5``, ``0.1f``,
    ``0x1.8p+1``, ``NAN``, ``INFINITY``, ``-INFINITY``); ValueError when it is none."""
    body = text.strip()
    if body.lower() in _FLOAT_NAMES:
        return _FLOAT_NAMES[body.lower()]
    hexadecimal = "x" in body.lower()
    if body[-1:] in ("f", "F", "l", "L") and (not hexadecimal or "p" in body.lower()):
        body = body[:-1]
    if hexadecimal:
        return float.fromhex(body)
    if not _DECIMAL_FLOATING.match(body):  # C11 6.4.4.2 (without a point or exponent: an int)
        raise ValueError(text)
    return float(body)


class BadInput(ValueError):
    """An input list that cannot be replayed (not an integer, out of the 64-bit range)."""


def normalise_inputs(inputs: Sequence[int | str | Mapping[str, object]]) -> list[ReplayInput]:
    """Accept plain integers or C floating literals, or the ``{"function", "line", "value"}``
    objects of the JSON (a floating value is a literal there, its ``bits`` the encoding)."""
    result = []
    for position, item in enumerate(inputs):
        function: object = None
        line: object = None
        if isinstance(item, Mapping):
            value, function, line = item.get("value"), item.get("function"), item.get("line")
        else:
            value = item
        if isinstance(value, bool):
            value = int(value)
        if isinstance(value, str):  # a floating value, as a C literal
            bits = item.get("bits") if isinstance(item, Mapping) else None
            try:
                value = _floating_value(value, bits)
            except (ValueError, OverflowError, struct.error):
                raise BadInput(f"input {position} is not a number: {value!r}") from None
        if not isinstance(value, float) and (
            not isinstance(value, int) or not _MIN_VALUE <= value <= _MAX_VALUE
        ):
            raise BadInput(f"input {position} is not a 64-bit integer: {value!r}")
        if function is not None and not (isinstance(function, str) and _IDENTIFIER.match(function)):
            raise BadInput(f"input {position} names no function: {function!r}")
        if line is not None and (isinstance(line, bool) or not isinstance(line, int)):
            raise BadInput(f"input {position} has a bad line: {line!r}")
        result.append(ReplayInput(value, function, line))
    return result


def inputs_file_text(inputs: Sequence[ReplayInput]) -> str:
    """The text the runtime reads: a count, then ``negative bits function line`` per value
    (``negative`` is :data:`FLOAT_MARK` for a floating value given as binary64 bits)."""
    lines = [str(len(inputs))]
    for item in inputs:
        if isinstance(item.value, float):
            negative, bits = FLOAT_MARK, struct.unpack("<Q", struct.pack("<d", item.value))[0]
        else:
            negative, bits = int(item.value < 0), item.value % 2**64
        function = item.function or "-"
        line = item.line if item.line and item.line > 0 else 0
        lines.append(f"{negative} {bits} {function} {line}")
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class RuntimeReport:
    """The result line the runtime wrote, split into its kind and fields."""

    kind: str
    fields: tuple[str, ...]


def parse_report(text: str) -> RuntimeReport | None:
    """The last non-empty line of the result file, or None when there is none."""
    lines = [line.split() for line in text.splitlines() if line.strip()]
    if not lines:
        return None
    return RuntimeReport(lines[-1][0], tuple(lines[-1][1:]))
