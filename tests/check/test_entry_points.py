"""Entry points that take pointers, libFuzzer targets, and locations in the right file
(issue 29 items 3, 4 and 6; docs/semantics.md "Entry points")."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.frontend.entry import EntryOptions, harness_text
from errlang.frontend.errors import FrontendError
from errlang.frontend.link import Unit, link_units
from errlang.frontend.parse import parse_c
from errlang.project.cli import progress_summary
from errlang.project.tasks import ProgramResult

HAS_GCC = shutil.which("gcc") is not None

FUZZ = """#include <stdint.h>
#include <stddef.h>
int parse_header(const char *buf, size_t len);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    parse_header((const char *)data, size);
    return 0;
}
"""
PARSER = """#include <stddef.h>
int parse_header(const char *buf, size_t len) {
    if (len < 2) return -1;
    if (buf[0] != 'H') return -1;
    if (buf[1] == ':')
        return buf[2] == ' ';
    return 0;
}
"""
RECT = """#include <assert.h>
#include <stddef.h>
struct rect { int w, h; struct rect *next; };
typedef struct rect rect_t;
int ratio(const rect_t *r, int total) {
    return total / r->w;
}
int sum(const int *xs, size_t n) {
    int s = 0;
    for (size_t i = 0; i < n; i++) s += xs[i];
    assert(n <= 2 || s != 7);
    return s;
}
int limit(const unsigned char *data, size_t size) {
    assert(size <= 4);
    return data[0];
}
int deref(int **q) { return **q; }
int call(int (**q)(void)) { return (*q)(); }
"""


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(["check", *args])
    return code, capsys.readouterr().out


@pytest.mark.skipif(not HAS_GCC, reason="the replay needs gcc")
def test_a_fuzz_target_is_checked_as_a_fuzzer_runs_it_and_its_finding_replays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("fuzz.c").write_text(FUZZ)
    Path("parse.c").write_text(PARSER)
    code, out = _run(capsys, "fuzz.c", "parse.c", "--json", "--replay", "--timeout", "60")
    assert code == 1
    check = json.loads(out)  # one program: the check's own schema
    (finding,) = check["findings"]
    assert (finding["file"], finding["line"], finding["reason"]) == (
        "parse.c",
        6,
        "out-of-bounds access",
    )
    inputs = {i["name"]: i["value"] for i in finding["run"]["inputs"]}
    assert inputs == {"size": 2, "data[0]": ord("H"), "data[1]": ord(":")}
    assert bytes.fromhex(finding["fuzz_input"]) == b"H:"  # what the fuzzer binary would read
    assert {s["file"] for s in finding["run"]["steps"]} == {"fuzz.c", "parse.c"}
    (replay,) = check["replays"]
    assert (replay["file"], replay["status"]) == ("parse.c", "reproduced"), replay


def test_the_buffer_holds_at_most_max_bytes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "rect.c"
    path.write_text(RECT)
    base = [str(path), "--entry", "limit", "--loop-bound", "1", "--json"]
    code, out = _run(capsys, *base, "--max-bytes", "8")
    assert code == 1
    (failing,) = [a for a in json.loads(out)["assertions"] if a["verdict"] == "fails"]
    assert failing["counterexample"]["inputs"][0]["name"] == "size"
    assert failing["counterexample"]["inputs"][0]["value"] > 4
    code, out = _run(capsys, *base, "--max-bytes", "4")
    verdicts = {a["function"]: a["verdict"] for a in json.loads(out)["assertions"]}
    assert verdicts["limit"] == "holds"
    # an index past size: out of bounds (the buffer is exactly size bytes, as in libFuzzer)
    assert any(f["reason"] == "out-of-bounds access" for f in json.loads(out)["findings"])


def test_struct_and_array_parameters_are_fresh_objects_of_inputs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "rect.c"
    path.write_text(RECT)
    code, out = _run(capsys, str(path), "--entry", "ratio", "--loop-bound", "1", "--json")
    assert code == 1
    check = json.loads(out)
    zero = [f for f in check["findings"] if f["reason"] == "division by zero"]
    assert (
        zero
        and {"r->w": 0}.items() <= {i["name"]: i["value"] for i in zero[0]["run"]["inputs"]}.items()
    )
    assert not any(f["reason"] == "null dereference" for f in check["findings"])
    never = {a["function"]: a["reason"] for a in check["assertions"]}
    assert never["sum"].endswith("sum is never called from ratio")
    code, out = _run(
        capsys, str(path), "--entry", "ratio", "--nullable", "--loop-bound", "1", "--json"
    )
    assert any(f["reason"] == "null dereference" for f in json.loads(out)["findings"])
    code, out = _run(capsys, str(path), "--entry", "sum", "--loop-bound", "3", "--json")
    (failing,) = [a for a in json.loads(out)["assertions"] if a["verdict"] == "fails"]
    names = [i["name"] for i in failing["counterexample"]["inputs"]]
    assert names == ["n", "xs[0]", "xs[1]", "xs[2]"]


def test_a_pointer_to_a_function_pointer_is_refused_at_the_parameter(tmp_path: Path) -> None:
    path = tmp_path / "rect.c"
    path.write_text(RECT)
    with pytest.raises(FrontendError) as error:
        link_units([Unit(path)], "call")
    (diagnostic,) = error.value.diagnostics
    assert diagnostic.line == 19 and "parameter 'q' points to a pointer" in diagnostic.message


def test_a_pointer_to_a_pointer_holds_a_pointer_built_as_a_parameter(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``int **q``, ``const char **end`` (libsodium's sodium_hex2bin, strtol's shape) were
    refused; now a slot holding the pointer a parameter of that type would get, which the
    function may read (``**q`` is an input) or overwrite (an out-parameter)."""
    path = tmp_path / "rect.c"
    path.write_text(RECT)
    harness = link_units([Unit(path)], "deref").harness or ""
    assert "int *q_to = malloc(1 * sizeof(int));" in harness and "*q = q_to;" in harness
    code, out = _run(capsys, str(path), "--entry", "deref", "--loop-bound", "1", "--json")
    assert code == 0 and json.loads(out)["findings"] == []
    code, out = _run(capsys, str(path), "--entry", "deref", "--nullable", "--json")
    reasons = {f["reason"] for f in json.loads(out)["findings"]}
    assert reasons == {"null dereference"}  # q itself, or the pointer it holds


def test_the_harness_text_is_c_that_calls_the_entry_once(tmp_path: Path) -> None:
    path = tmp_path / "fuzz.c"
    path.write_text(FUZZ)
    text = harness_text(parse_c(path, FUZZ), "LLVMFuzzerTestOneInput", str(path),
                        EntryOptions(max_bytes=3))  # fmt: skip
    assert "__CPROVER_assume(size >= 0 && size <= 3);" in text
    assert text.count("if (size > ") == 3
    assert "LLVMFuzzerTestOneInput((const uint8_t *)data, size);" in text


@pytest.mark.skipif(not HAS_GCC, reason="the replay needs gcc")
def test_a_finding_in_a_header_is_located_in_the_header(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("util.h").write_text("static inline int get(const int *a, int i) {\n    return a[i];\n}\n")
    Path("one.c").write_text(
        '#include "util.h"\nint main(void) {\n    int a[3] = {1, 2, 3};\n    return get(a, 3);\n}\n'
    )
    code, out = _run(capsys, "one.c", "--replay", "--timeout", "60")
    assert code == 1
    assert "util.h:2:5: UNDEFINED BEHAVIOUR: out-of-bounds access (in get)" in out
    assert "util.h:2 get" in out  # the step, with the header's own line text
    assert "return a[i];" in out
    assert "util.h:2: replay of the finding: reproduced" in out
    code, out = _run(capsys, "one.c", "--json", "--timeout", "60")
    check = json.loads(out)
    assert check["units"] == ["one.c"]
    (finding,) = check["findings"]
    assert finding["file"] == "util.h"
    assert [s["file"] for s in finding["run"]["steps"]][-1] == "util.h"


def test_one_schema_for_one_program(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("a.c").write_text(
        "#include <assert.h>\nint f(int);\nint main(void) { assert(f(1) == 2); }\n"
    )
    Path("b.c").write_text("int f(int x) { return x + 1; }\n")
    Path("alone.c").write_text("#include <assert.h>\nint main(void) { assert(1); }\n")
    _, out = _run(capsys, "a.c", "b.c", "--json", "--loop-bound", "1")
    linked = json.loads(out)
    _, out = _run(capsys, "alone.c", "--json", "--loop-bound", "1")
    alone = json.loads(out)
    assert set(linked) - {"replays", "cached"} == set(alone) - {"replays", "cached"}
    assert linked["units"] == ["a.c", "b.c"] and alone["units"] == ["alone.c"]
    assert linked["assertions"][0]["file"] == "a.c" and alone["assertions"][0]["file"] == "alone.c"


def test_a_program_without_assertions_says_whether_the_search_was_complete(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "quiet.c"
    path.write_text("int main(void) { int a[2] = {0, 1}; return a[1]; }\n")
    code, out = _run(capsys, str(path))
    assert code == 0
    assert "no assertions; the search for undefined behaviour is complete (none found)" in out


def test_the_progress_line_keeps_the_verdicts_it_gave() -> None:
    check = {
        "assertions": [{"verdict": "holds"}, {"verdict": "fails"}],
        "findings": [{"severity": "error"}],
        "errors": [{"line": 3, "column": 1, "message": "refused"}],
        "out_of_time": True,
    }
    summary = progress_summary(ProgramResult("h.c", ("h.c",), check, 60.4))
    assert summary == "1 fails, 1 holds, 1 undefined behaviour, 1 error, the time budget ran out"
    errors_only = {"assertions": [], "findings": [], "errors": check["errors"]}
    assert progress_summary(ProgramResult("h.c", ("h.c",), errors_only, 1.0)) == (
        "not analysed (errors)"
    )


def test_the_editor_publishes_a_header_finding_on_the_header(tmp_path: Path) -> None:
    from errlang_lsp.program import split

    main_file, header = tmp_path / "one.c", tmp_path / "util.h"
    result = {
        "file": str(main_file),
        "units": [str(main_file)],
        "assertions": [],
        "findings": [
            {"file": str(header), "line": 2, "column": 5, "run": {"steps": []}},
            {"file": str(main_file), "line": 4, "column": 1, "run": {"steps": []}},
        ],
        "errors": [],
        "warnings": [],
    }
    own, elsewhere = split(result, main_file)
    assert own is not None
    assert [f["line"] for f in own["findings"]] == [4] and "file" not in own["findings"][0]
    assert [f["line"] for f in elsewhere[str(header)]["findings"]] == [2]


def test_a_pointer_into_an_array_reads_as_an_element() -> None:
    from errlang.encoder.encoding import MemoryObject
    from errlang.ir import types as t
    from errlang.teacher.pointer_names import pointer_name

    word = t.IntType("int", 4, True, 3)
    token = t.StructType(
        "tok",
        fields=[t.Field(name, word, 4 * k) for k, name in enumerate(("type", "start", "end"))],
        complete=True,
        size=12,
        align=4,
    )
    objects = {
        1: MemoryObject("global", "toks", t.ArrayType(token, 0), 0, ""),  # extern tok toks[];
        2: MemoryObject("local", "tok", token, 3, "main"),
        3: MemoryObject("global", "a", t.ArrayType(word, 5), 0, ""),
    }
    assert pointer_name((1 << 48) + 24, objects, token) == "&toks[2]"  # was &toks + 24
    assert pointer_name((1 << 48) + 28, objects, word) == "&toks[2].start"
    assert pointer_name((2 << 48) + 24, objects, token) == "&tok + 2"  # whole objects, as C
    assert pointer_name((3 << 48) + 20, objects, word) == "&a[5]"  # one past the end


HTTP_PARSER = Path(__file__).parent / "fixtures" / "http_parser"


@pytest.mark.slow
def test_a_real_librarys_own_fuzz_target(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """nodejs/http-parser's fuzzers/fuzz_url.c with the library, as libFuzzer runs it (no
    flag): every assertion is located in http_parser.c, those of functions the target does
    not call say so, the URL parser's are reached."""
    monkeypatch.chdir(HTTP_PARSER)
    args = ["fuzzers/fuzz_url.c", "http_parser.c", "--loop-bound", "1", "--max-bytes", "4"]
    code, out = _run(capsys, *args, "--json", "--timeout", "60")
    check = json.loads(out)
    assert code == 0 and not check["errors"], check["errors"]
    assert check["units"] == ["fuzzers/fuzz_url.c", "http_parser.c"]
    assertions = check["assertions"]
    assert assertions and {a["file"] for a in assertions} == {"http_parser.c"}
    unreached = [a for a in assertions if a["function"] == "http_parser_execute"]
    assert unreached and all(
        a["reason"].endswith("never called from LLVMFuzzerTestOneInput") for a in unreached
    )
    reached = [a for a in assertions if a["reached"]]
    assert reached and {a["function"] for a in reached} <= {
        "http_parser_parse_url",
        "http_parse_host",
    }
    assert all(a["verdict"] == "holds-within-bound" for a in reached)


@pytest.mark.skipif(not HAS_GCC, reason="the replay needs gcc")
def test_a_fuzz_target_alone_replays_with_a_main_calling_it_with_the_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("target.c").write_text(
        PARSER + FUZZ.replace("int parse_header(const char *buf, size_t len);\n", "")
    )
    code, out = _run(capsys, "target.c", "--replay", "--timeout", "60")
    assert code == 1
    assert 'fuzz input (2 bytes): "H:"' in out
    assert (
        "target.c:6: replay of the finding: reproduced: the sanitizers report heap-buffer-overflow"
        in out
    )
    from errlang.explain.harness_source import bytes_literal, fuzz_reproducer

    assert bytes_literal(b'a\x00\x01"9') == '"a\\000\\001\\"9"'
    assert "static const uint8_t found[] = {72, 58};" in fuzz_reproducer(b"H:")


MMH3 = Path(__file__).parent.parent / "realc" / "mmh3"


@pytest.mark.parametrize("entry", ["murmurhash3_x86_32", "murmurhash3_x64_128"])
def test_a_real_librarys_function_with_pointer_parameters(
    entry: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """mmh3's hash functions (key, len, seed, out) checked from their own signature: every key
    of up to 8 bytes, no undefined behaviour, and the search is complete (the 16 bytes
    x64_128 writes through ``out`` fit the harness's buffer)."""
    path = str(MMH3 / "murmurhash3.c")
    args = [path, "-I", str(MMH3), "--entry", entry, "--max-bytes", "8", "--json"]
    code, out = _run(capsys, *args, "--timeout", "60")
    check = json.loads(out)
    assert code == 0 and check["findings"] == [] and check["errors"] == []
    assert check["complete"] is True
