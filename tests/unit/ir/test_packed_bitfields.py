"""Bit-fields under ``#pragma pack(n)``: errlang's layout against gcc's on generated structs."""

import random
from pathlib import Path

import pytest
from errlang.frontend.errors import FrontendError
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.typeenv import TypeEnv
from gcc_layout import gcc_output
from pycparser import c_ast, c_parser

_TYPES = {
    "char": 8,
    "signed char": 8,
    "unsigned char": 8,
    "short": 16,
    "unsigned short": 16,
    "int": 32,
    "signed": 32,
    "unsigned": 32,
    "long long": 64,
    "unsigned long long": 64,
    "_Bool": 1,
}
_PLAIN = ["char", "short", "int", "long long"]
_PATTERN = 0x2D5A3C96E1B4F087


def _declarations(seed: int, count: int) -> str:
    """``count`` structs and unions of bit-fields (some unnamed or zero-width) and plain members,
    each under ``#pragma pack(1|2|4|8)`` or none."""
    rng = random.Random(seed)
    lines = []
    for index in range(count):
        pack = rng.choice([None, 1, 1, 2, 4, 8])
        lines.append(f"#pragma pack({pack or ''})")
        members = []
        for number in range(rng.randint(1, 7)):
            if rng.random() < 0.2:
                members.append(f"{rng.choice(_PLAIN)} m{number};")
                continue
            ctype = rng.choice(list(_TYPES))
            # at most 57 bits for long long: a packed field then spans at most 8 bytes
            width = rng.randint(0, min(_TYPES[ctype], 57))
            if width == 0 or rng.random() < 0.1:
                members.append(f"{ctype} : {width};")
            else:
                members.append(f"{ctype} f{number} : {width};")
        kind = "union" if rng.random() < 0.15 else "struct"
        if not any(" f" in m or " m" in m for m in members):  # no named member
            members.append("char last;")
        lines.append(f"{kind} s{index} {{ {' '.join(members)} }};")
    lines.append("#pragma pack()")
    return "\n".join(lines)


def _layouts(source: str) -> dict[str, t.StructType]:
    env = TypeEnv()
    found = {}
    for decl in c_parser.CParser().parse(source).ext:
        if isinstance(decl, c_ast.Pragma):
            env.pragma(decl.string)
            continue
        struct = env.resolve(decl.type)
        assert isinstance(struct, t.StructType)
        found[f"{'union' if struct.is_union else 'struct'} {struct.tag}"] = struct
    return found


def _compare_with_gcc(source: str, tmp_path: Path) -> None:
    """sizeof, _Alignof, offsetof of plain members and, for each bit-field set to a pattern in
    a zeroed object, the object's bytes: as gcc compiles them and as errlang lays them out."""
    layouts = _layouts(source)
    lines = ["#include <stdio.h>", "#include <string.h>", "#include <stddef.h>", source]
    lines.append("int main(void) {")
    expected = []
    for name, struct in layouts.items():
        lines.append(f'printf("%zu %zu\\n", sizeof({name}), _Alignof({name}));')
        expected.append(f"{struct.size} {struct.align}")
        for field in struct.fields:
            if field.width is None:
                lines.append(f'printf("%zu\\n", offsetof({name}, {field.name}));')
                expected.append(str(field.offset))
                continue
            assert isinstance(field.type, t.IntType)
            value = _PATTERN & ((1 << field.width) - 1)
            if field.type.is_bool:
                value = 1
            lines.append(
                f"{{ union {{ {name} s; unsigned char b[sizeof({name})]; }} u;"
                f" memset(&u, 0, sizeof u); u.s.{field.name} = {value}ULL;"
                f' for (unsigned i = 0; i < sizeof u.b; i++) printf("%02x", u.b[i]);'
                f' printf("\\n"); }}'
            )
            image = value << (field.offset * 8 + field.bit)
            expected.append(image.to_bytes(struct.size, "little").hex())
    assert gcc_output(tmp_path, [*lines, "return 0; }"]) == " ".join(expected).split()


_HAND_WRITTEN = """
#pragma pack(push)
#pragma pack(1)
struct A { signed f0 : 5; unsigned f1 : 13; unsigned f2 : 31; char c; long long g : 40;
           int : 0; char d; };
struct I { char a; long long : 0; char d; };
struct K { char a; int : 5; char d; };
struct T { signed f0 : 5; unsigned f1 : 31; };
struct U { int a : 5; int b : 17; };
#pragma pack(2)
struct B { char a; int f0 : 20; short f1 : 9; int : 0; char d; long long e : 3; };
#pragma pack(4)
struct C { char a; long long f0 : 40; short f1 : 9; long long : 0; char d; };
struct E { char a; char b : 3; long long : 0; char d; };
struct F { char a; int f : 3; };
struct G { char a; int : 3; };
#pragma pack(8)
struct M { char a; long long f : 57; };
struct N { char a; int f : 30; };
#pragma pack(1)
union V { char a; int f : 20; };
#pragma pack(pop)
struct D { char a; int f0 : 20; short f1 : 9; int : 0; char d; };
"""


def test_hand_written_packed_bit_fields_match_gcc(tmp_path: Path) -> None:
    _compare_with_gcc(_HAND_WRITTEN, tmp_path)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_generated_packed_bit_fields_match_gcc(seed: int, tmp_path: Path) -> None:
    _compare_with_gcc(_declarations(seed, 40), tmp_path)


def test_packed_field_spans_the_bytes_it_covers() -> None:
    layout = _layouts(_HAND_WRITTEN)
    spans = {f.name: (f.offset, f.bit, f.unit) for f in layout["struct A"].fields}
    assert spans["f1"] == (0, 5, 3) and spans["f2"] == (2, 2, 5) and spans["g"] == (8, 0, 5)
    assert layout["struct T"].size == 5 and layout["struct T"].fields[1].unit == 5


def test_a_nine_byte_packed_bit_field_is_refused() -> None:
    source = "#pragma pack(1)\nstruct W { char a : 3; unsigned long long w : 62; };"
    with pytest.raises(FrontendError, match="spans 9 bytes"):
        _layouts(source)


def test_a_three_byte_unit_is_read_and_written_whole(lower_c) -> None:
    ir = lower_c(
        """
        #pragma pack(1)
        struct U { int a : 5; int b : 17; } u;
        #pragma pack()
        int main(void) { u.b = -3; return u.b; }
        """
    )
    main = ir.functions["main"]
    stores = [i for i in main.body if isinstance(i, n.Assign)]
    assert any(s.target.type.size == 3 for s in stores if isinstance(s.target, n.MemLV))
