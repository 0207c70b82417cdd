"""The verification conventions errlang recognises (DESIGN §2)."""

from __future__ import annotations

import re

# Calls that are assertions: the condition is the first argument.
# ``_Learn_assert``/``Learn_assert``: the 2015 "Learning the Language of Error" tool's marker.
ASSERT_FUNCTIONS = frozenset(
    {"assert", "__VERIFIER_assert", "__CPROVER_assert", "_Learn_assert", "Learn_assert"}
)
# Calls that are assertions that always fail (reaching them is the error).
ERROR_FUNCTIONS = frozenset({"reach_error", "__VERIFIER_error", "__assert_fail", "__assert"})
ASSUME_FUNCTIONS = frozenset({"__VERIFIER_assume", "__CPROVER_assume", "assume"})
# Calls that end the run normally (exit) or abnormally (abort), without failing an assertion.
EXIT_FUNCTIONS = frozenset({"exit", "_exit", "_Exit", "abort"})
HEAP_FUNCTIONS = frozenset({"malloc", "calloc", "free"})
# <math.h> functions without a model (errlang/include/libc/math.h): a run calling them is cut
# there (ir/builtins.py), never inputs (an arbitrary sqrt(4.0) made assertions fail that hold in C)
UNMODELLED_MATH = frozenset(
    {
        "sqrtl", "pow", "powf", "exp", "expf", "exp2", "expm1", "log",
        "logf", "log2", "log10", "log1p", "sin", "sinf", "cos", "cosf", "tan", "tanf", "asin",
        "acos", "atan", "atanf", "atan2", "atan2f", "sinh", "cosh", "tanh", "fmod", "fmodf",
        "hypot", "cbrt", "rint", "nearbyint", "lround", "llround", "lrint", "llrint", "modf",
        "remainder", "erf", "tgamma", "lgamma",
    }
)  # fmt: skip
# C library functions whose result (or the memory they write) is determined by their
# arguments and that have no model: a run calling them is cut there, never inputs (an
# arbitrary strtoul("12") or a buffer read() leaves unwritten gives verdicts C contradicts).
# Functions whose result really is arbitrary (time, clock, getenv, fopen, …) stay inputs.
UNMODELLED_LIBC = frozenset(
    {
        "strcoll", "strxfrm", "strerror", "atof", "strtod", "strtof", "strtold", "gets",
        "getline", "getdelim", "read", "pread", "recv", "recvfrom", "realpath", "getcwd",
        "mbstowcs", "wcstombs", "mblen", "mbtowc", "wctomb",
    }
)  # fmt: skip
# Library functions gcc expands itself where a program calls them by name, not through <ctype.h>'s
# macro nor through a pointer (ir/builtins.py): `(isdigit)(c)` is gcc's builtin, 0 or 1, at
# every -O level, while glibc's macro and its out-of-line function (what a pointer calls at
# -O0) give the table bit 2048. A C model of the name (errlang/include/models) stays what a
# pointer to it calls; only the program's own definition replaces the builtin.
GCC_EXPANDED_CALLS = frozenset({"isdigit"})
# Library functions that are IR instructions (errlang.ir.builtins): never inputs, declared or not
MEMORY_FUNCTIONS = frozenset({"memcpy", "memset", "realloc"})
# Input functions lowered in the IR (errlang.ir.scanf) or refused there: never plain inputs
SCANF_FUNCTIONS = frozenset(
    {"scanf", "fscanf", "sscanf", "vscanf", "vfscanf", "vsscanf"}
    | {"sprintf", "snprintf", "vsprintf", "vsnprintf"}  # refused (errlang.ir.builtins)
)
# Library functions modelled without effect on the analysed state (their result, if any, is
# unconstrained but not an input of the run).
NO_EFFECT_FUNCTIONS = frozenset(
    {
        "printf",
        "puts",
        "putchar",
        "fflush",
        "fprintf",
        "fputs",
        "fputc",
        "putc",
        "vprintf",
        "vfprintf",
    }
)
EVENT_FUNCTION = "__errlang_event"
# Library functions defined nowhere whose result is an input of the run within the range the C
# library guarantees (C11 7.22.2.1 rand, POSIX random; 7.21.7 getchar/getc/fgetc: an unsigned
# char or EOF). The range is assumed where the value is made, and a replay feeds it as any input.
INPUT_RANGES: dict[str, tuple[int, int]] = {
    "rand": (0, 2147483647),  # glibc's RAND_MAX
    "random": (0, 2147483647),
    "getchar": (-1, 255),
    "getc": (-1, 255),
    "fgetc": (-1, 255),
}

_NONDET_RE = re.compile(r"^(__VERIFIER_nondet|nondet)_\w+$")


def is_nondet_name(name: str) -> bool:
    """``__VERIFIER_nondet_<type>`` (SV-COMP) or ``nondet_<type>`` (CBMC)."""
    return bool(_NONDET_RE.match(name))


def is_compiler_builtin(name: str) -> bool:
    """``__builtin_*`` and the other names a compiler knows without declaration."""
    return (
        name.startswith("__builtin_")
        or name.startswith("__errlang_")
        or name in _UNSUPPORTED
        or name == "offsetof"  # pycparser parses `offsetof(T, m)` as a call (ir.builtins)
    )


# Refused where called (the IR says why); never inputs.
_UNSUPPORTED = frozenset({"setjmp", "longjmp", "_setjmp", "sigsetjmp", "siglongjmp"})


def is_builtin(name: str) -> bool:
    """Functions whose meaning errlang fixes, whatever the program defines."""
    return (
        name in ASSERT_FUNCTIONS
        or name in ERROR_FUNCTIONS
        or name in ASSUME_FUNCTIONS
        or name in EXIT_FUNCTIONS
        or name in HEAP_FUNCTIONS
        or name == EVENT_FUNCTION
        or is_nondet_name(name)
    )
