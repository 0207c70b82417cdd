"""Linking units that take the C library's types from different headers (issue 29 item 1):
``size_t`` from <time.h> in one unit and <stddef.h> in another, ``FILE`` through a test
framework's header, ``ssize_t`` from <unistd.h> and <sys/types.h>: one type each, so the units
link; a conflict caused by errlang's own headers is reported in the user's unit."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pycparser_fake_libc
import pytest
from errlang.frontend.errors import FrontendError
from errlang.frontend.link import link_files
from errlang.frontend.parse import parse_c
from errlang.frontend.preprocess import FALLBACK_DIR, INCLUDE_DIR, LIBC_DIR
from errlang.project.tasks import lowered_for_check
from errlang.session.check import check_program
from errlang.session.settings import Settings
from pycparser import c_ast


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text).lstrip("\n"))
    return path


def test_size_t_from_time_h_links_with_size_t_from_stddef_h(tmp_path):
    a = write(tmp_path, "a.c", "#include <time.h>\nsize_t f(size_t n) { return n + 1; }\n")
    b = write(
        tmp_path,
        "b.c",
        """
        #include <stddef.h>
        #include <assert.h>
        size_t f(size_t n);
        int main(void) { assert(f(2) == 3); return 0; }
        """,
    )
    ir = lowered_for_check(link_files([a, b]), 1)
    result = check_program(str(b), None, Settings(loop_bound=1, timeout=60), ir=ir)
    assert result.errors == ()
    assert [x.verdict for x in result.assertions] == ["holds"]


def test_file_through_a_framework_header_and_posix_types(tmp_path):
    write(
        tmp_path,
        "framework.h",
        """
        #include <stdio.h>
        #include <sys/types.h>
        #include <pthread.h>
        void report(FILE *out, ssize_t n, size_t k);
        """,
    )
    lib = write(
        tmp_path,
        "lib.c",
        """
        #include "framework.h"
        void report(FILE *out, ssize_t n, size_t k) { fprintf(out, "%ld %zu\\n", n, k); }
        """,
    )
    test = write(
        tmp_path,
        "test.c",
        """
        #include <unistd.h>
        #include <wchar.h>
        #include <inttypes.h>
        void report(FILE *out, ssize_t n, size_t k);
        int main(void) { report(stderr, -1, 2); return 0; }
        """,
    )
    program = link_files([lib, test])
    assert {"report", "main"} <= set(program.functions)


def test_a_conflict_with_errlangs_header_is_located_in_the_users_unit(tmp_path):
    a = write(tmp_path, "a.c", "int fopen;\nint main(void) { return fopen; }\n")
    b = write(tmp_path, "b.c", "int x;\n#include <stdio.h>\nint g(void) { return x; }\n")
    with pytest.raises(FrontendError) as raised:
        link_files([a, b])
    (problem,) = raised.value.diagnostics
    assert problem.file == str(b) and problem.line == 2
    assert "<stdio.h>" in problem.message
    assert not problem.file.startswith(str(INCLUDE_DIR))


def test_different_types_of_one_name_still_conflict(tmp_path):
    a = write(tmp_path, "a.c", "typedef int size_t;\nsize_t f(size_t n) { return n; }\n")
    b = write(tmp_path, "b.c", "#include <stddef.h>\nsize_t f(size_t);\nint main(void) { f(1); }\n")
    with pytest.raises(FrontendError) as raised:
        link_files([a, b])
    message = raised.value.diagnostics[0].message
    assert "conflicting types for 'f'" in message and "unsigned long" in message
    assert "__" not in message  # the renamed type is shown by its C name


def test_every_fake_libc_header_has_an_errlang_counterpart():
    fake = Path(pycparser_fake_libc.directory)
    names = {
        str(p.relative_to(fake))
        for p in fake.rglob("*.h")
        if p.name not in ("_fake_defines.h", "_fake_typedefs.h")
    }
    ours = {str(p.relative_to(LIBC_DIR)) for p in LIBC_DIR.rglob("*.h")}
    ours |= {str(p.relative_to(FALLBACK_DIR)) for p in FALLBACK_DIR.rglob("*.h")}
    assert names <= ours
    for header in FALLBACK_DIR.rglob("*.h"):
        assert '"_fake_typedefs.h"' not in header.read_text(), header


def test_every_type_of_errlangs_headers_is_defined_once(tmp_path):
    headers = sorted(
        str(p.relative_to(LIBC_DIR)) for p in LIBC_DIR.rglob("*.h") if p.name != "assert.h"
    )
    source = "".join(f"#include <{h}>\n" for h in headers)
    ast = parse_c(tmp_path / "all.c", source)
    homes: dict[str, list[str]] = {}
    for ext in ast.ext:
        if isinstance(ext, c_ast.Typedef) and ext.coord is not None:
            homes.setdefault(ext.name, []).append(Path(str(ext.coord.file)).name)
    repeated = {name: files for name, files in homes.items() if len(files) > 1}
    assert repeated == {}
    assert homes["size_t"] == ["stddef.h"] and homes["FILE"] == ["stdio.h"]
    assert homes["time_t"] == ["_errlang_types.h"]


def test_a_missing_header_is_named_plainly(tmp_path):
    path = write(tmp_path, "a.c", "#include <sys/fanotify.h>\nint main(void) { return 0; }\n")
    with pytest.raises(FrontendError) as raised:
        link_files([path])
    (problem,) = raised.value.diagnostics
    assert problem.file == str(path) and problem.line == 1
    assert problem.message.startswith("sys/fanotify.h: No such file or directory")


def test_errx_ends_the_run_and_getrandom_gives_inputs(tmp_path):
    path = write(
        tmp_path,
        "prog.c",
        """
        #include <err.h>
        #include <sys/random.h>
        #include <sys/param.h>
        #include <assert.h>
        int main(int argc, char **argv) {
          unsigned char key[2];
          if (argc > 2) errx(EXIT_USAGE_OF_TEST, "usage: %s", argv[0]);
          assert(argc <= 2);
          getrandom(key, sizeof key, 0);
          assert(key[1] != 7 || MAX(argc, 0) > 0);
          assert(key[1] != 7);
          return 0;
        }
        """.replace("EXIT_USAGE_OF_TEST", "64"),
    )
    result = check_program(str(path), None, Settings(loop_bound=4, timeout=60))
    assert result.errors == ()
    assert [a.verdict for a in result.assertions] == ["holds", "holds", "fails"]
