"""C that real programs write and the held-out probes of issue 23 found refused or wrong:
brace elision, designator chains, anonymous members in designated initialisers, ``offsetof``
(also gcc's ``__builtin_offsetof``), ``__func__``, ``sizeof`` of a string literal or a compound
literal, flexible array members. Each program's assertions all hold in gcc
(compiled and run) and must all hold in errlang (a wrong initialisation makes one fail)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from errlang.session.check import check_program
from errlang.session.settings import Settings

PROGRAMS = Path(__file__).resolve().parent / "programs"
NAMES = (
    "c_constructs.c",
    "brace_elision.c",
    "gnu_ranges.c",
    "value_semantics.c",
    "alignment.c",
    "sizes_and_flexible.c",
    "generic_alloca.c",
    "alignas_members.c",
    "float_constant_conversions.c",
)
# a loop of 3 and recursion of depth 4: complete at loop bound 4
LOOP_BOUNDS = {"value_semantics.c": 4, "generic_alloca.c": 6}


@pytest.mark.parametrize("name", NAMES)
def test_every_assertion_holds_in_errlang(name):
    bound = LOOP_BOUNDS.get(name, 1)
    result = check_program(str(PROGRAMS / name), None, Settings(loop_bound=bound, timeout=120))
    assert result.errors == () and result.warnings == ()
    assert len(result.assertions) >= 3
    assert {a.verdict for a in result.assertions} == {"holds"}, [
        (a.line, a.verdict) for a in result.assertions
    ]


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
@pytest.mark.parametrize("name", NAMES)
def test_every_assertion_holds_in_gcc(name, tmp_path):
    binary = tmp_path / "program"
    runtime = tmp_path / "nondet.c"
    runtime.write_text("int __VERIFIER_nondet_int(void) { return 2; }\n")
    subprocess.run(
        ["gcc", "-w", "-fwrapv", str(PROGRAMS / name), str(runtime), "-o", str(binary)], check=True
    )
    assert subprocess.run([str(binary)], check=False).returncode == 0


def test_generic_among_pointer_types_is_refused_not_guessed(tmp_path):
    # errlang's types have no qualifiers below the top: `const char *` would match `char *`
    path = tmp_path / "prog.c"
    path.write_text(
        "#include <assert.h>\n"
        'int main(void) { const char *p = "x";\n'
        "  assert(_Generic(p, char *: 1, default: 2) == 2); return 0; }\n"
    )
    result = check_program(str(path), None, Settings(loop_bound=1, timeout=60))
    assert [a.verdict for a in result.assertions] == ["unknown"]
    assert any("_Generic choosing among pointer types" in e.message for e in result.errors)
