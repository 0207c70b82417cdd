"""Random programs whose pointers outlive their objects' blocks (W's scope_end family, C11
6.2.4p6): blocks, loops, compound literals, ``goto`` out of and back into blocks, ``break`` and
``continue``, switches with declarations in their body, ``do { } while (0)`` macros, each
possibly handing an object's address to a pointer that later statements read. One input ``n``
in [0, 3], so gcc running every input is the whole truth (``test_scope_end.py``)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

HEADER = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
#define KEEP(p, v) do { int _k = (v); (p) = &_k; } while (0)
static void put(int *out, int v) { *out = v; }
static int *hold(int *q) { return q; }
"""


@dataclass
class _Writer:
    rng: random.Random
    lines: list[str] = field(default_factory=list)
    objects: int = 0
    labels: int = 0

    def name(self) -> str:
        self.objects += 1
        return f"v{self.objects}"

    def emit(self, depth: int, text: str) -> None:
        self.lines.append("  " * depth + text)

    def read(self, depth: int) -> None:
        self.emit(depth, f"if (p) r += *p + {self.rng.randint(0, 3)};")

    def statement(self, depth: int, budget: int) -> None:
        """One statement; ``budget`` bounds the nesting."""
        choices = ["block", "literal", "read", "macro", "reset"]
        if budget > 0:
            choices += ["loop", "goto_out", "switch", "nested", "goto_into", "helpers"]
        kind = self.rng.choice(choices)
        getattr(self, f"_{kind}")(depth, budget)

    def _read(self, depth: int, budget: int) -> None:
        self.read(depth)

    def _block(self, depth: int, budget: int) -> None:
        v = self.name()
        c = self.rng.randint(0, 3)
        self.emit(depth, "{")
        self.emit(depth + 1, f"int {v} = n + {c};")
        self.emit(depth + 1, f"if (n {self.rng.choice(['<', '>', '=='])} {c}) p = &{v};")
        if self.rng.random() < 0.5:
            self.read(depth + 1)
        self.emit(depth, "}")

    def _literal(self, depth: int, budget: int) -> None:
        c = self.rng.randint(0, 3)
        form = self.rng.choice(["(int[]){n, " + str(c) + "}", "&(int){n + " + str(c) + "}"])
        self.emit(depth, f"if (n == {c}) p = {form};")

    def _reset(self, depth: int, budget: int) -> None:
        op = self.rng.choice(["<", ">", "==", "!="])
        self.emit(depth, f"if (n {op} {self.rng.randint(0, 3)}) p = &base;")

    def _goto_into(self, depth: int, budget: int) -> None:
        """A goto back into a block past its declaration, after the block ended (gcc revives
        what is declared before a label a goto names)."""
        self.labels += 1
        label, count, v = f"into{self.labels}", f"c{self.labels}", self.name()
        self.emit(depth, f"int {count} = 0;")
        self.emit(depth, "{")
        self.emit(depth + 1, f"int {v} = n + 2;")
        self.emit(depth + 1, f"if (n != {self.rng.randint(0, 3)}) p = &{v};")
        self.emit(depth, f"{label}:")
        self.read(depth + 1)
        self.emit(depth, "}")
        self.emit(depth, f"if ({count}++ < 1 && n > {self.rng.randint(0, 2)}) goto {label};")

    def _helpers(self, depth: int, budget: int) -> None:
        """put() only writes through its pointer (keeps nothing), hold() hands it back."""
        v = self.name()
        self.emit(depth, "{")
        self.emit(depth + 1, f"int {v};")
        self.emit(depth + 1, f"put(&{v}, n + {self.rng.randint(0, 3)});")
        if self.rng.random() < 0.5:
            self.emit(depth + 1, f"if (n > {self.rng.randint(0, 3)}) p = hold(&{v});")
        self.statement(depth + 1, budget - 1)
        self.emit(depth, "}")

    def _macro(self, depth: int, budget: int) -> None:
        self.emit(depth, f"if (n > {self.rng.randint(0, 3)}) KEEP(p, n * 2);")

    def _loop(self, depth: int, budget: int) -> None:
        v = self.name()
        k = self.rng.randint(0, 2)
        self.emit(depth, "for (int i = 0; i < n; i++) {")
        self.emit(depth + 1, f"int {v} = i * 3;")
        if self.rng.random() < 0.5:
            self.read(depth + 1)
        self.emit(depth + 1, f"if (i == {k}) p = &{v};")
        exit_ = self.rng.choice(["", "break", "continue"])
        if exit_:
            self.emit(depth + 1, f"if (i == {self.rng.randint(0, 2)}) {exit_};")
        if self.rng.random() < 0.5:
            self.statement(depth + 1, budget - 1)
        self.emit(depth, "}")

    def _goto_out(self, depth: int, budget: int) -> None:
        self.labels += 1
        label = f"out{self.labels}"
        v = self.name()
        self.emit(depth, "{")
        self.emit(depth + 1, f"int {v} = n;")
        self.emit(depth + 1, f"p = &{v};")
        self.emit(depth + 1, f"if (n == {self.rng.randint(0, 3)}) goto {label};")
        self.statement(depth + 1, budget - 1)
        self.emit(depth, "}")
        self.emit(depth, f"{label}:;")

    def _switch(self, depth: int, budget: int) -> None:
        v = self.name()
        self.emit(depth, "switch (n) {")
        self.emit(depth + 1, f"int {v};")
        for case in self.rng.sample(range(4), 2):
            self.emit(depth, f"case {case}:")
            self.emit(depth + 1, f"{v} = {case + 5};")
            if self.rng.random() < 0.7:
                self.emit(depth + 1, f"p = &{v};")
            self.read(depth + 1)
            self.emit(depth + 1, "break;")
        self.emit(depth, "default:")
        self.emit(depth + 1, "break;")
        self.emit(depth, "}")

    def _nested(self, depth: int, budget: int) -> None:
        v = self.name()
        self.emit(depth, "{")
        self.emit(depth + 1, f"int {v} = n + 1;")
        self.emit(depth + 1, f"if (n != {self.rng.randint(0, 3)}) p = &{v};")
        self.statement(depth + 1, budget - 1)
        self.read(depth + 1)
        self.emit(depth, "}")


def scope_program(seed: int) -> str:
    """A program of the family: a few statements, then reads of ``p`` and an assertion."""
    rng = random.Random(seed)
    writer = _Writer(rng)
    for _ in range(rng.randint(2, 4)):
        writer.statement(1, 2)
    if rng.random() < 0.6:
        writer.read(1)
    writer.emit(1, f"assert(r != {rng.randint(0, 12)});")
    body = "\n".join(writer.lines)
    return (
        f"{HEADER}\nint main(void) {{\n  int n = __VERIFIER_nondet_int();\n"
        f"  if (n < 0 || n > 3) return 0;\n  int base = 1;\n  int *p = 0;\n  int r = 0;\n"
        f"{body}\n  return 0;\n}}\n"
    )
