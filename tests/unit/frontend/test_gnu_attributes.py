"""gcc's declaration attributes that errlang follows or refuses at their place
(frontend/gnu_attributes.py): integer ``mode(M)``, ``aligned(E)`` on members."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.frontend.errors import FrontendError
from errlang.frontend.parse import parse_c
from pycparser import c_ast


def test_an_integer_mode_is_the_integer_type_of_its_size(tmp_path: Path) -> None:
    text = (
        "typedef unsigned u8 __attribute__((__mode__(__QI__)));\n"
        "typedef int w __attribute__((mode(word)));"
    )
    ast = parse_c(tmp_path / "m.c", text)
    assert [e.type.type.names for e in ast.ext] == [["unsigned", "char"], ["signed", "long"]]


def test_an_aligned_member_gets_its_alignas(tmp_path: Path) -> None:
    text = (
        "struct s { char c; int v __attribute__((aligned(8)));\n"
        "  long w __attribute__((__aligned__(__alignof__(long)))); };"
    )
    ast = parse_c(tmp_path / "a.c", text)
    members = ast.ext[0].type.decls
    assert members[0].align == []
    assert isinstance(members[1].align[0].alignment, c_ast.Constant)
    assert isinstance(members[2].align[0].alignment, c_ast.Typename)  # _Alignas(long)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("typedef int big __attribute__((mode(TI)));", "mode(TI)"),
        ("typedef float f __attribute__((mode(SF)));", "mode(SF)"),
        # gcc stores the members big-endian: ignored, every load read the other byte order
        # (memcpy of b.v = 1 gave bytes[3] == 0, a wrong 'fails'; ninth session)
        ('struct __attribute__((scalar_storage_order("big-endian"))) be { unsigned v; };',
         'scalar_storage_order("big-endian")'),
        ("#pragma scalar_storage_order big-endian\nstruct be { unsigned v; };",
         "#pragma scalar_storage_order big-endian"),
    ],
)  # fmt: skip
def test_what_errlang_cannot_follow_is_refused_at_its_place(
    tmp_path: Path, text: str, message: str
) -> None:
    with pytest.raises(FrontendError) as refused:
        parse_c(tmp_path / "r.c", "\n" + text)
    (diagnostic,) = refused.value.diagnostics
    assert diagnostic.line == 2 and message in diagnostic.message


def test_little_endian_storage_is_x86_64s_own(tmp_path: Path) -> None:
    text = 'struct __attribute__((scalar_storage_order("little-endian"))) le { unsigned v; };'
    assert isinstance(parse_c(tmp_path / "le.c", text).ext[0].type, c_ast.Struct)
