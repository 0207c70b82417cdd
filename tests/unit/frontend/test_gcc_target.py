"""gcc 12's predefined macros (errlang.frontend.gcc_target): library code takes the path gcc
takes (before, ``__GNUC__`` was undefined and bitarray's ``builtin_bswap64`` aborted where gcc
byte-swaps: a wrong ``holds``; the probe is ``dialect/gnuc_paths.c``), and ``__has_builtin``
answers for errlang's own builtins."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from errlang.frontend.gcc_target import LOWERED_BUILTINS, SUPPORTED_BUILTINS, predefined_macros
from errlang.frontend.preprocess import preprocess
from errlang.ir.builtins import BUILTINS

GCC = shutil.which("gcc")
# gcc's macros errlang leaves out on purpose (the module's docstring says why), and those the
# preprocessor defines itself with -std=gnu11
LEFT_OUT = {"__SSE__", "__SSE2__", "__SSE_MATH__", "__SSE2_MATH__", "__MMX__", "__FXSR__"}
LEFT_OUT |= {"__MMX_WITH_SSE__", "__SIZEOF_INT128__"}
BY_THE_PREPROCESSOR = {"__STDC__", "__STDC_VERSION__", "__STDC_HOSTED__", "__STDC_UTF_16__"}
BY_THE_PREPROCESSOR |= {"__STDC_UTF_32__"}


def test_has_builtin_lists_what_the_lowering_gives_a_meaning() -> None:
    refusing = {"_refused", "_unsupported", "_unmodelled"}
    lowered = {
        name
        for name, entry in BUILTINS.items()
        if name.startswith("__builtin_") and entry.handler.__name__ not in refusing
    }
    assert lowered == LOWERED_BUILTINS
    assert "__builtin_va_arg_pack" not in SUPPORTED_BUILTINS  # refused where called


def test_has_builtin_answers_for_errlang(tmp_path: Path) -> None:
    text = "\n".join(
        f"#if __has_builtin({name})\nint {tag};\n#endif"
        for name, tag in (
            ("__builtin_bswap64", "lowered"),
            ("__builtin_memcpy", "library"),
            ("__atomic_fetch_add", "atomic"),
            ("__builtin_isnan", "classified"),
            ("__builtin_speculation_safe_value", "gcc_only"),
            ("__builtin_va_arg_pack", "refused"),
        )
    )
    out = preprocess(tmp_path / "has.c", text + "\nint v = __GNUC__ * 100 + __GNUC_MINOR__;\n")
    declared = {line.split()[1].rstrip(";") for line in out.splitlines() if line.startswith("int ")}
    assert declared == {"lowered", "library", "atomic", "classified", "v"}
    assert "int v = 12 * 100 + 2;" in out


@pytest.mark.skipif(GCC is None, reason="needs gcc")
def test_the_macros_are_gcc_12s_on_x86_64() -> None:
    version = subprocess.run([GCC, "-dumpfullversion"], capture_output=True, text=True)
    machine = subprocess.run([GCC, "-dumpmachine"], capture_output=True, text=True)
    if not (version.stdout.startswith("12.") and machine.stdout.startswith("x86_64")):
        pytest.skip("the list is gcc 12's on x86-64")
    command = [GCC, "-dM", "-E", "-x", "c", "-std=gnu11", "/dev/null"]
    listed = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    gcc = {}
    for line in listed.splitlines():
        name, _, value = line.removeprefix("#define ").partition(" ")
        gcc[name] = value
    ours = dict(predefined_macros())
    assert set(ours) == set(gcc) - LEFT_OUT - BY_THE_PREPROCESSOR
    differing = {name for name in ours if ours[name] != gcc[name]}
    assert differing <= {"__VERSION__", "__GNUC_PATCHLEVEL__", "__GNUC_MINOR__"}  # 12.x.y
