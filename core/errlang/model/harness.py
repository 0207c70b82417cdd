"""C text around the user's file: the paper's wrapper functions (Fig. 3) for the encoder, and a
driver for concrete simulation with gcc.

Encoder harnesses read each observable (and each hidden scalar global) into a fresh nondet
``long long`` pinned to its value, so a query constrains valuations through those inputs: the
formula is built once per harness and every condition is a set of solver assumptions on them
(DESIGN §4). ``from_any(k)`` starts from arbitrary values of every state global (1-/k-induction
step case); ``from_init(k)`` from the initial states (base case)."""

from __future__ import annotations

from errlang.model.system import ReactiveSystem

PRELUDE = """
extern long long __VERIFIER_nondet_longlong(void);
extern void __VERIFIER_assume(int);
extern void *memcpy(void *, const void *, unsigned long);
"""


def observed_name(step: int, index: int) -> str:
    return f"__errlang_o{step}_{index}"


def hidden_name(step: int, index: int) -> str:
    return f"__errlang_h{step}_{index}"


def any_entry(k: int) -> str:
    return f"__errlang_from_any_{k}"


def init_entry(k: int) -> str:
    return f"__errlang_from_init_{k}"


def _observe(system: ReactiveSystem, step: int) -> list[str]:
    lines = []
    pinned = [(observed_name(step, i), x) for i, x in enumerate(system.observables)]
    pinned += [(hidden_name(step, j), h) for j, h in enumerate(system.hidden)]
    for name, expr in pinned:
        lines.append(
            f"  long long {name} = __VERIFIER_nondet_longlong();"
            f" __VERIFIER_assume({name} == (long long)({expr}));"
        )
    return lines


def _havoc(names: tuple[str, ...]) -> list[str]:
    # uninitialised local bytes are unconstrained (docs/semantics.md): copying them over a
    # global gives it an arbitrary value, whatever its type
    return [
        f"  {{ unsigned char __errlang_any[sizeof({g})];"
        f" memcpy((void *)&{g}, __errlang_any, sizeof({g})); }}"
        for g in names
    ]


def _step(system: ReactiveSystem) -> list[str]:
    return [*_havoc(system.input_globals), f"  {system.step}();"]


def encoder_text(system: ReactiveSystem, depth: int) -> str:
    """The user's file followed by ``from_any(k)`` and ``from_init(k)`` for k = 1..depth."""
    parts = [system.text, PRELUDE]
    for k in range(1, depth + 1):
        body = _havoc(system.state) + _observe(system, 0)
        for s in range(1, k + 1):
            body += [*_step(system), *_observe(system, s)]
        parts.append(f"void {any_entry(k)}(void) {{\n" + "\n".join(body) + "\n}\n")
        body = [f"  {system.init}();"] if system.init else []
        body += _observe(system, 0)
        for s in range(1, k + 1):
            body += [*_step(system), *_observe(system, s)]
        parts.append(f"void {init_entry(k)}(void) {{\n" + "\n".join(body) + "\n}\n")
    return "\n".join(parts)


# -- concrete simulation ----------------------------------------------------------------------

_NONDET_TYPES = {
    "bool": "_Bool",
    "_Bool": "_Bool",
    "char": "char",
    "uchar": "unsigned char",
    "short": "short",
    "ushort": "unsigned short",
    "int": "int",
    "uint": "unsigned int",
    "unsigned": "unsigned int",
    "unsigned_int": "unsigned int",
    "long": "long",
    "ulong": "unsigned long",
    "longlong": "long long",
    "ulonglong": "unsigned long long",
    "size_t": "unsigned long",
    "u8": "unsigned char",
    "u16": "unsigned short",
    "u32": "unsigned int",
    "u64": "unsigned long long",
    "s8": "signed char",
    "s16": "short",
    "s32": "int",
    "s64": "long long",
}


def input_type(name: str) -> str:
    """The C result type of an input function (``int`` for other, C89-style, functions)."""
    for prefix in ("__VERIFIER_nondet_", "nondet_"):
        if name.startswith(prefix):
            return _NONDET_TYPES.get(name[len(prefix) :], "int")
    return "int"


DRIVER = r"""
#include <setjmp.h>
static unsigned long long __errlang_seed;
static jmp_buf __errlang_blocked;
static unsigned long long __errlang_next(void) {
  __errlang_seed ^= __errlang_seed << 13; __errlang_seed ^= __errlang_seed >> 7;
  __errlang_seed ^= __errlang_seed << 17; return __errlang_seed;
}
/* inputs: half small values (flags, modes, counters), a quarter bytes, a quarter any bits */
static long long __errlang_input(void) {
  unsigned long long r = __errlang_next();
  switch (r & 7) {
  case 0: case 1: case 2: return (long long)((r >> 8) & 1);
  case 3: case 4: return (long long)((r >> 8) % 16) - 3;
  case 5: return (long long)((r >> 8) & 255);
  default: return (long long)__errlang_next();
  }
}
static long __errlang_atol(const char *p) {
  long v = 0; for (; *p >= '0' && *p <= '9'; p++) v = v * 10 + (*p - '0'); return v;
}
"""


def simulator_text(system: ReactiveSystem, original_name: str) -> str:
    """One translation unit: the user's file (its ``main`` renamed), input functions drawing
    from a seeded generator, and a ``main(seed, traces, length)`` printing one line per step
    (observables, then hidden globals) and ``#`` after each trace."""
    lines = ["#define main __errlang_user_main", f'#line 1 "{original_name}"', system.text]
    lines += ["#undef main", '#line 1 "<errlang-model-driver>"', DRIVER]
    if "__VERIFIER_assume" not in system.defined:
        lines.append("void __VERIFIER_assume(int c) { if (!c) longjmp(__errlang_blocked, 1); }")
    for name in system.inputs:
        if name in system.defined:
            continue
        ctype = input_type(name)
        lines.append(f"{ctype} {name}() {{ return ({ctype})__errlang_input(); }}")
    snap = [
        f"static unsigned char __errlang_snap_{i}[sizeof({g})];" for i, g in enumerate(system.state)
    ]
    save = [
        f"  __builtin_memcpy(__errlang_snap_{i}, (void *)&{g}, sizeof({g}));"
        for i, g in enumerate(system.state)
    ]
    load = [
        f"    __builtin_memcpy((void *)&{g}, __errlang_snap_{i}, sizeof({g}));"
        for i, g in enumerate(system.state)
    ]
    values = list(system.observables) + list(system.hidden)
    fmt = " ".join(["%lld"] * len(values))
    args = ", ".join(f"(long long)({v})" for v in values)
    lines += snap
    lines.append("int main(int argc, char **argv) {")
    lines.append("  (void)argc; __errlang_seed = 0x9E3779B97F4A7C15ull;")
    lines.append(
        "  for (const char *p = argv[1]; *p; p++) __errlang_seed = __errlang_seed * 31 + *p;"
    )
    lines.append("  long traces = __errlang_atol(argv[2]);")
    lines.append("  long length = __errlang_atol(argv[3]);")
    lines += save
    lines.append("  for (long n = 0; n < traces; n++) {")
    lines += load
    if system.init:
        lines.append(f"    {system.init}();")
    lines.append("    if (!setjmp(__errlang_blocked)) {")
    lines.append("      for (long s = 0; s < length; s++) {")
    for g in system.input_globals:
        lines.append(
            f"        for (unsigned long i = 0; i < sizeof({g}); i++)"
            f" ((unsigned char *)&{g})[i] = (unsigned char)__errlang_input();"
        )
    lines.append(f"        {system.step}();")
    lines.append(f'        __builtin_printf("{fmt}\\n", {args});')
    lines.append("      }")
    lines.append("    }")
    lines.append('    __builtin_printf("#\\n");')
    lines.append("  }")
    lines.append("  return 0;")
    lines.append("}")
    return "\n".join(lines) + "\n"
