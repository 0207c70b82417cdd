"""The stdio file API, sscanf and strtod as C models (issue 29 item 2): fopen may fail (errno
set), a stream's position, end-of-file and error indicators behave as C11 7.21 says, a stream
used after fclose is a freed object; sscanf and strtod parse exactly (checked against gcc); a
program in the style of the 2015 tool's docking demo (lines read with fgets, parsed with
sscanf into ints) is analysed without a front-end error."""

from __future__ import annotations

import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest
from errlang.session.check import check_program
from errlang.session.settings import Settings


def write(tmp_path: Path, source: str) -> Path:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(source).lstrip("\n"))
    return path


def check(path: Path, loop_bound: int = 4):
    return check_program(str(path), None, Settings(loop_bound=loop_bound, timeout=60))


def test_streams_behave_as_c_says(tmp_path):
    path = write(
        tmp_path,
        """
        #include <stdio.h>
        #include <errno.h>
        #include <assert.h>
        int main(void) {
          char line[8];
          FILE *f = fopen("data.txt", "r");
          if (!f) {
            assert(errno == ENOENT);
            return 1;
          }
          assert(ftell(f) == 0 && !feof(f) && !ferror(f));
          if (fgets(line, sizeof line, f) == NULL)
            assert(feof(f) || ferror(f));
          else
            assert(line[0] != 'q');
          assert(fseek(f, 5, SEEK_SET) == 0 && ftell(f) == 5 && !feof(f));
          rewind(f);
          assert(ftell(f) == 0 && !ferror(f));
          assert(fclose(f) == 0);
          return 0;
        }
        """,
    )
    result = check(path, loop_bound=8)  # fgets of at most 7 characters: complete
    assert result.errors == ()
    verdicts = [a.verdict for a in result.assertions]
    assert verdicts == ["holds", "holds", "holds", "fails", "holds", "holds", "holds"]


def test_a_stream_used_after_fclose_is_found(tmp_path):
    path = write(
        tmp_path,
        """
        #include <stdio.h>
        int main(void) {
          FILE *f = fopen("data.txt", "r");
          if (!f)
            return 1;
          fclose(f);
          return feof(f);
        }
        """,
    )
    result = check(path)
    assert [f.reason for f in result.findings][:1] == ["use after free"]


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_sscanf_and_strtod_parse_as_gcc_does(tmp_path):
    path = write(
        tmp_path,
        """
        #include <stdio.h>
        #include <stdlib.h>
        #include <assert.h>
        int main(void) {
          char line[] = "12 -7 3.25 abc 0x1F";
          int a = 0, b = 0, h = 0, n = 0;
          double d = 0;
          char w[8];
          char *end;
          assert(sscanf(line, "%d %d %lf %7s %i%n", &a, &b, &d, w, &h, &n) == 5);
          assert(a == 12 && b == -7 && d == 3.25 && w[0] == 'a' && w[3] == 0);
          assert(h == 31 && n == 19);
          assert(sscanf("x", "%d", &a) == 0 && sscanf("", "%d", &a) == EOF);
          assert(sscanf("10:20", "%d:%d", &a, &b) == 2 && a == 10 && b == 20);
          assert(strtod("0.1", 0) == 0.1 && atof("-2.5e3") == -2500.0);
          assert(strtod("  1e-5xyz", &end) == 1e-5 && *end == 'x');
          assert(strtof("0.3", 0) == 0.3f && strtod("inf", 0) > 1e308);
          return 0;
        }
        """,
    )
    binary = tmp_path / "prog"
    subprocess.run(["gcc", "-w", str(path), "-o", str(binary)], check=True)
    assert subprocess.run([str(binary)], check=False).returncode == 0
    result = check(path, loop_bound=24)
    assert result.errors == ()
    assert {a.verdict for a in result.assertions} == {"holds"}


def test_strtod_beyond_the_exact_path_cuts_visibly(tmp_path):
    path = write(
        tmp_path,
        """
        #include <stdlib.h>
        #include <assert.h>
        int main(void) {
          assert(strtod("1.2345678901234567890123", 0) > 1.0);
          return 0;
        }
        """,
    )
    (verdict,) = check(path, loop_bound=30).assertions
    assert verdict.verdict == "unknown"


def test_a_docking_style_program_reads_lines_with_sscanf(tmp_path):
    path = write(
        tmp_path,
        """
        #include <stdio.h>
        #include <assert.h>
        typedef enum { FAR, APPROACH, CONTACT, DOCKED } Phase;
        static Phase step(Phase p, int distance, int speed) {
          if (p == FAR && distance < 100) return APPROACH;
          if (p == APPROACH && distance < 5 && speed < 2) return CONTACT;
          if (p == CONTACT && speed == 0) return DOCKED;
          return p;
        }
        int main(void) {
          char line[32];
          Phase phase = FAR;
          int distance, speed, thrust;
          while (fgets(line, sizeof line, stdin)) {
            if (sscanf(line, "%d %d %d", &distance, &speed, &thrust) != 3)
              continue;
            phase = step(phase, distance, speed);
            assert(!(phase == DOCKED && thrust > 0));
          }
          return 0;
        }
        """,
    )
    result = check(path, loop_bound=3)
    assert result.errors == ()
    (verdict,) = result.assertions
    assert verdict.verdict in ("fails", "holds-within-bound")


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_getopt_long_permutes_and_matches_as_glibc(tmp_path):
    path = write(
        tmp_path,
        """
        #include <getopt.h>
        #include <string.h>
        #include <assert.h>
        int main(void) {
          char *args[] = {"prog", "--verb", "in1", "--level=3", "-x", "--out", "f.txt",
                          "--quiet", 0};
          static int quiet;
          struct option longs[] = {{"verbose", no_argument, 0, 'v'},
                                   {"level", required_argument, 0, 'l'},
                                   {"output", required_argument, 0, 'o'},
                                   {"quiet", no_argument, &quiet, 1}, {0, 0, 0, 0}};
          int c, v = 0, x = 0, zeros = 0;
          char *level = 0, *out = 0;
          while ((c = getopt_long(8, args, "xl:", longs, 0)) != -1) {
            if (c == 'v') v = 1;
            if (c == 'x') x = 1;
            if (c == 'l') level = optarg;
            if (c == 'o') out = optarg;
            if (c == 0) zeros++;
          }
          assert(v && x && strcmp(level, "3") == 0 && strcmp(out, "f.txt") == 0);
          assert(quiet == 1 && zeros == 1 && optind == 7 && strcmp(args[7], "in1") == 0);
          assert(strcmp(args[1], "--verb") == 0 && strcmp(args[6], "--quiet") == 0);
          return 0;
        }
        """,
    )
    binary = tmp_path / "prog"
    subprocess.run(["gcc", "-w", str(path), "-o", str(binary)], check=True)
    assert subprocess.run([str(binary)], check=False).returncode == 0
    result = check(path, loop_bound=12)
    assert result.errors == ()
    assert {a.verdict for a in result.assertions} == {"holds"}


def test_standard_streams_are_glibcs_variables(tmp_path):
    path = write(
        tmp_path,
        """
        #include <stdio.h>
        #include <assert.h>
        extern FILE *stdin;
        int main(void) {
          FILE *in = stdin;
          fprintf(stderr, "reading\\n");
          if (fgetc(in) == EOF)
            return 0;
          assert(fileno(stdin) == 0 && fileno(stderr) == 2);
          stdin = stdout;
          assert(fileno(stdin) == 1);
          return 0;
        }
        """,
    )
    result = check(path)
    assert result.errors == ()
    assert [a.verdict for a in result.assertions] == ["holds", "holds"]


def test_a_direct_fgetc_moves_its_stream(tmp_path):
    path = write(
        tmp_path,
        """
        #include <stdio.h>
        #include <assert.h>
        int main(void) {
          FILE *f = fopen("in.txt", "r");
          if (!f)
            return 1;
          int c = fgetc(f);
          if (c == EOF) {
            assert(feof(f) || ferror(f));
          } else {
            assert(ftell(f) == 1);
            ungetc('z', f);
            assert(getc(f) == 'z' && ftell(f) == 1);
          }
          if (getchar() == EOF)
            assert(feof(stdin) || ferror(stdin));
          return 0;
        }
        """,
    )
    result = check(path, loop_bound=1)
    assert result.errors == ()
    assert [a.verdict for a in result.assertions] == ["holds"] * 4
