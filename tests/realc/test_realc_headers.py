"""Headers and library functions real C needed that errlang lacked (the libraries of
docs/realc.md): gcc's ``<cpuid.h>`` (libbase64's codec choice), ``<stdint.h>``'s constant
macros and limits (``UINT32_C``: an undeclared function before, its result an input), and the
location of a warning about an undeclared function in another unit of a linked program."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from errlang.frontend.library import MODELS_DIR
from errlang.frontend.link import Unit, link_units
from errlang.frontend.preprocess import INCLUDE_DIR, LIBC_DIR
from errlang.session.check import check_program
from errlang.session.settings import Settings

HERE = Path(__file__).resolve().parent / "headers"


def test_cpuid_registers_are_any_processors() -> None:
    result = check_program(str(HERE / "cpuid_features.c"), None, Settings(timeout=20))
    assert not result.errors and not result.warnings
    assert [a.verdict for a in result.assertions] == ["holds", "fails", "fails"]
    assert all(a.complete for a in result.assertions if a.verdict == "holds")


def test_stdint_constant_macros_and_limits() -> None:
    result = check_program(str(HERE / "stdint_constants.c"), None, Settings(timeout=20))
    assert not result.errors and not result.warnings  # no UINT32_C() taken as an input
    assert [a.verdict for a in result.assertions] == ["holds"] * 5
    assert all(a.complete for a in result.assertions)


def test_undeclared_function_is_located_in_its_own_unit(tmp_path: Path) -> None:
    library = tmp_path / "lib.c"
    library.write_text("int g(void) {\n  return mystery(3);\n}\n")
    main = tmp_path / "main.c"
    main.write_text("int g(void);\nint main(void) {\n  return g();\n}\n")
    program = link_units([Unit(main, None, (), ()), Unit(library, None, (), ())])
    warning = program.undeclared["mystery"]
    assert (Path(warning.file).name, warning.line, warning.column) == ("lib.c", 2, 10)


def test_enumeration_constant_as_argument_and_under_sizeof() -> None:
    result = check_program(str(HERE / "enum_argument.c"), None, Settings(timeout=20))
    assert not result.errors
    assert [a.verdict for a in result.assertions] == ["holds", "fails"]


def test_extended_asm_outputs_are_inputs_and_barriers_do_nothing() -> None:
    result = check_program(str(HERE / "inline_asm.c"), None, Settings(timeout=20))
    assert not result.errors
    assert [a.verdict for a in result.assertions] == ["holds", "fails", "holds"]
    assert all(a.complete for a in result.assertions if a.verdict == "holds")


def test_asm_that_may_write_memory_cuts_the_run_with_the_reason() -> None:
    result = check_program(str(HERE / "inline_asm_memory.c"), None, Settings(timeout=20))
    (verdict,) = result.assertions
    assert verdict.verdict == "unknown" and '"memory" clobber' in (verdict.reason or "")


def test_networking_headers_have_glibcs_layouts() -> None:
    result = check_program(str(HERE / "sockets.c"), None, Settings(timeout=30))
    assert not result.errors and not result.warnings
    verdicts = [a.verdict for a in result.assertions]
    assert verdicts == ["holds"] * 8 + ["fails", "holds"]
    assert all(a.complete for a in result.assertions if a.verdict == "holds")


def test_fscanf_sets_the_end_of_file_and_error_indicators() -> None:
    result = check_program(str(HERE / "fscanf_eof.c"), None, Settings(timeout=30))
    assert not result.errors
    assert [a.verdict for a in result.assertions] == ["holds", "holds", "fails"]
    assert all(a.complete for a in result.assertions if a.verdict == "holds")


def test_packed_structs_have_gccs_layout() -> None:
    result = check_program(str(HERE / "packed_structs.c"), None, Settings(timeout=20))
    assert not result.errors
    assert [a.verdict for a in result.assertions] == ["holds"] * 5 + ["fails"]
    assert all(a.complete for a in result.assertions if a.verdict == "holds")


def test_a_packed_member_is_refused_at_its_line() -> None:
    result = check_program(str(HERE / "packed_member.c"), None, Settings(timeout=20))
    (error,) = result.errors
    assert error.line == 5 and "packed" in error.message


def test_aligned_structs_have_gccs_size() -> None:
    result = check_program(str(HERE / "aligned_structs.c"), None, Settings(timeout=20))
    assert not result.errors
    assert [a.verdict for a in result.assertions] == ["holds"] * 3
    assert all(a.complete for a in result.assertions)


def test_type_changing_attributes_are_refused_at_their_use() -> None:
    """Seventh session: a vector type refuses the function using it, at the use (line 4),
    no longer the whole file at the typedef (tests/unit/frontend/test_vector_types.py)."""
    result = check_program(str(HERE / "vector_size.c"), None, Settings(timeout=20))
    (error,) = result.errors
    assert error.line == 4 and "vector_size" in error.message


def test_linux_event_headers_have_glibcs_layouts() -> None:
    result = check_program(str(HERE / "linux_events.c"), None, Settings(timeout=20))
    assert not result.errors and not result.warnings
    assert [a.verdict for a in result.assertions] == ["holds"] * 4
    assert all(a.complete for a in result.assertions)


def test_nameser_numbers_and_byte_macros() -> None:
    result = check_program(str(HERE / "nameser.c"), None, Settings(timeout=20))
    assert not result.errors and not result.warnings
    assert [a.verdict for a in result.assertions] == ["holds", "holds", "fails"]


@pytest.mark.parametrize(
    ("name", "stub", "failing"),
    [
        ("endian_conversions", "unsigned nondet_uint(void) { return 0x11222211u; }", 24),
        ("nameser_compat", "unsigned char nondet_uchar(void) { return 0x83; }", 20),
    ],
)
def test_byte_order_and_bind4_headers_are_glibcs(
    name: str, stub: str, failing: int, tmp_path: Path
) -> None:
    """<endian.h> was the fake libc's empty header (htobe32 and the rest undeclared, their
    results inputs: a wrong ``fails``); <arpa/nameser_compat.h> (c-ares' ares_nameser.h) was
    missing. Every assertion holds but the last, which gcc fails on the input given."""
    source = HERE / f"{name}.c"
    result = check_program(str(source), None, Settings(timeout=20))
    assert not result.errors and not result.warnings
    verdicts = [a.verdict for a in result.assertions]
    assert verdicts[-1] == "fails" and set(verdicts[:-1]) == {"holds"}
    assert result.assertions[-1].line == failing
    if shutil.which("gcc") is not None:  # glibc's headers: only that line fails
        (tmp_path / "stub.c").write_text(stub + "\n")
        binary = tmp_path / name
        built = [str(source), str(tmp_path / "stub.c"), "-o", str(binary)]
        subprocess.run(["gcc", "-fsanitize=address,undefined", *built], check=True)
        ran = subprocess.run([str(binary)], capture_output=True, text=True, timeout=30)
        assert ran.returncode != 0 and f"{name}.c:{failing}:" in ran.stderr, ran.stderr


def test_zlib_header_and_checksum_models() -> None:
    """``#include <zlib.h>`` found the fake libc's stand-in (``typedef int Bytef;``, no
    ``Z_NULL``, no functions): 'Z_NULL' is not declared and every call an input. Now
    errlang's own header with zlib's layouts, and models of its checksums."""
    result = check_program(str(HERE / "zlib_checks.c"), None, Settings(timeout=60))
    assert not result.errors and not result.warnings
    verdicts = [a.verdict for a in result.assertions]
    assert verdicts == ["holds"] * 8 + ["fails", "holds", "fails", "unknown", "unknown"]
    assert all(a.complete for a in result.assertions if a.verdict == "holds")
    assert "crc32_combine is not modelled" in (result.assertions[11].reason or "")
    assert "'uncompress' has no definition or model" in (result.assertions[12].reason or "")


@pytest.mark.skipif(
    not (shutil.which("gcc") and shutil.which("objcopy") and Path("/usr/include/zlib.h").exists()),
    reason="needs gcc and zlib's development files",
)
def test_zlib_models_agree_with_zlib(tmp_path: Path) -> None:
    """The models compiled by gcc (their symbols prefixed ``m_``) against the system's zlib
    on 3000 pseudo-random inputs of every path."""
    _models_agree(tmp_path, "zlib.c", "zlib_models_vs_zlib.c", "-lz")


def _models_agree(tmp_path: Path, models: str, driver_source: str, *libraries: str) -> None:
    """Compile errlang's model file with gcc (its symbols prefixed ``m_``), link it with the
    driver that compares it with the system's library, and run the driver."""
    model = tmp_path / "model.o"
    compile_model = ["gcc", "-c", "-O1", "-w", "-nostdinc", f"-I{LIBC_DIR}", f"-I{INCLUDE_DIR}"]
    subprocess.run([*compile_model, str(MODELS_DIR / models), "-o", str(model)], check=True)
    subprocess.run(["objcopy", "--prefix-symbols=m_", str(model)], check=True)
    driver = tmp_path / "driver"
    source = str(HERE / driver_source)
    subprocess.run(["gcc", "-O1", source, str(model), *libraries, "-o", str(driver)], check=True)
    done = subprocess.run([str(driver)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("agree"), done.stdout


def test_a_variable_named_like_a_zlib_function_without_zlib_h() -> None:
    result = check_program(str(HERE / "zlib_names_as_variables.c"), None, Settings(timeout=20))
    assert not result.errors, result.errors
    assert [a.verdict for a in result.assertions] == ["holds", "fails"]


def test_variables_named_like_library_functions_without_their_headers(tmp_path: Path) -> None:
    """A local ``fread`` or ``time`` without <stdio.h>/<time.h> refused the whole program
    ("unknown type 'FILE'" in errlang's stdio model, linked for the name); a call of such a
    function without its header cuts the run at the call."""
    named = tmp_path / "named.c"
    named.write_text(
        "#include <assert.h>\nint main(void) {\n  int fread = 1, time = 2, strtod = 3;\n"
        "  assert(fread + time + strtod == 7);\n  return 0;\n}\n"
    )
    result = check_program(str(named), None, Settings(timeout=20))
    assert not result.errors and [a.verdict for a in result.assertions] == ["fails"]
    called = tmp_path / "called.c"
    called.write_text("int main(void) {\n  char b[4];\n  return fread(b, 1, 4, 0);\n}\n")
    # the run is cut at the call, with the reason (ninth session: before, main was refused)
    result = check_program(str(called), None, Settings(timeout=20))
    assert not result.errors
    assert "line 3 (calls 'fread', refused: errlang's model needs its header's types" in str(
        result.message
    )


def test_the_entry_harness_inputs_are_not_warned_as_unlinked(tmp_path: Path) -> None:
    """``--entry LZ4_decompress_safe`` warned four times that '__errlang_entry_source' (the
    harness's own inputs) was "declared but defined nowhere: link the unit that defines it"."""
    source = tmp_path / "lib.c"
    source.write_text(
        "int first(const char *src, int size, int limit) {\n"
        "  return size > 0 && size <= limit ? src[0] : -1;\n}\n"
    )
    program = link_units([Unit(source, None, (), ())], entry="first")
    assert not program.warnings, [str(w) for w in program.warnings]


def test_assert_is_a_macro_as_under_glibc(tmp_path: Path) -> None:
    """lz4.c's and zstd's ``#ifndef assert`` / ``#define assert(c) ((void)0)`` after the
    program's ``#include <assert.h>``: glibc's assert is a macro, so the library keeps the
    assertions; errlang's was a function, and every later assertion vanished."""
    source = tmp_path / "guarded.c"
    source.write_text(
        "#include <assert.h>\n#ifndef assert\n#define assert(c) ((void)0)\n#endif\n"
        "int nondet_int(void);\nint main(void) {\n  int x = nondet_int();\n"
        "  assert(x != 3);\n  return 0;\n}\n"
    )
    result = check_program(str(source), None, Settings(timeout=20))
    assert [(a.line, a.verdict) for a in result.assertions] == [(8, "fails")]


def test_posix_limits_are_glibcs(tmp_path: Path) -> None:
    """hiredis' sds.c: "'SSIZE_MAX' is not declared" cut every run through sdsnew."""
    source = HERE / "posix_limits.c"
    result = check_program(str(source), None, Settings(timeout=20))
    assert not result.errors and not result.warnings
    assert [a.verdict for a in result.assertions] == ["holds"] * 7
    if shutil.which("gcc") is not None:  # the same values under glibc
        binary = tmp_path / "limits"
        subprocess.run(["gcc", str(source), "-o", str(binary)], check=True)
        assert subprocess.run([str(binary)], timeout=30).returncode == 0


def test_pthreads_as_one_thread_sees_them(tmp_path: Path) -> None:
    """libargon2's thread.c: pthread_create, pthread_join, pthread_exit were undeclared (the
    fallback <pthread.h> had no functions and made every pthread type an int). Now glibc's
    layouts and models of mutexes, once-controls and thread-specific data; gcc agrees."""
    source = HERE / "pthread_one_thread.c"
    result = check_program(str(source), None, Settings(timeout=30))
    assert not result.errors and not result.warnings
    assert [a.verdict for a in result.assertions] == ["holds"] * 13 + ["fails"]
    assert all(a.complete for a in result.assertions if a.verdict == "holds")
    if shutil.which("gcc") is not None:  # glibc: only the last line fails, for n == 7 only
        stub = tmp_path / "input.c"
        stub.write_text(
            '#include <stdlib.h>\nint __VERIFIER_nondet_int(void) { return atoi(getenv("N")); }\n'
        )
        binary = tmp_path / "threads"
        built = [str(source), str(stub), "-fsanitize=address,undefined", "-lpthread"]
        subprocess.run(["gcc", *built, "-o", str(binary)], check=True)
        for n, ends in (("0", 0), ("-5", 0), ("7", -6)):
            ran = subprocess.run([str(binary)], env={"N": n}, capture_output=True, timeout=30)
            assert ran.returncode == ends and b"runtime error" not in ran.stderr


def test_what_one_thread_cannot_follow_is_said() -> None:
    result = check_program(str(HERE / "pthread_cut.c"), None, Settings(timeout=30))
    assert not result.errors
    deadlock, started = result.assertions
    assert deadlock.verdict == "unknown" and "a deadlock" in (deadlock.reason or "")
    assert started.verdict == "unknown" and "'pthread_create' has no definition or model" in (
        started.reason or ""
    )


def test_utc_conversions_are_glibcs(tmp_path: Path) -> None:
    """pymongo's time64.c and any program printing a date: gmtime_r, gmtime and timegm were
    declared only (a run through them was cut). Now exact models; gcc agrees on the check's
    program at every kind of input, and the models equal glibc on 200,000 random inputs."""
    source = HERE / "gmtime_checks.c"
    result = check_program(str(source), None, Settings(timeout=60))
    assert not result.errors and not result.warnings
    assert [a.verdict for a in result.assertions] == ["holds"] * 6 + ["fails"]
    assert all(a.complete for a in result.assertions if a.verdict == "holds")
    if shutil.which("gcc") is None or shutil.which("objcopy") is None:
        return
    stub = tmp_path / "input.c"
    stub.write_text(
        "#include <stdlib.h>\n"
        'long __VERIFIER_nondet_long(void) { return atol(getenv("K")); }\n'
        "void __VERIFIER_assume(int c) { if (!c) exit(0); }\n"
    )
    binary = tmp_path / "dates"
    flags = ["-fsanitize=address,undefined"]
    subprocess.run(["gcc", *flags, str(source), str(stub), "-o", str(binary)], check=True)
    for k, ends in ((0, 0), (86399, 0), (86400, -6), (172799, -6), (172800, 0), (259199, 0)):
        ran = subprocess.run([str(binary)], env={"K": str(k)}, capture_output=True, timeout=30)
        assert ran.returncode == ends and b"runtime error" not in ran.stderr
    _models_agree(tmp_path, "time.c", "time_models_vs_glibc.c")


def test_linux_syscall_headers(tmp_path: Path) -> None:
    source = HERE / "linux_syscalls.c"
    result = check_program(str(source), None, Settings(timeout=20))
    assert not result.errors and not result.warnings
    assert [a.verdict for a in result.assertions] == ["holds"] * 4
    if shutil.which("gcc") is not None:  # glibc's numbers
        binary = tmp_path / "numbers"
        subprocess.run(["gcc", str(source), "-o", str(binary)], check=True)
        assert subprocess.run([str(binary)], timeout=30).returncode == 0
    random = tmp_path / "random.c"  # the kernel writes the key: the run is cut, not kept
    random.write_text(
        "#include <assert.h>\n#include <sys/syscall.h>\n#include <unistd.h>\n"
        "int main(void) {\n  unsigned char key[4] = {0};\n"
        "  if (syscall(SYS_getrandom, key, 4, 0) == 4)\n    assert(key[0] == 0);\n"
        "  return 0;\n}\n"
    )
    (verdict,) = check_program(str(random), None, Settings(timeout=20)).assertions
    assert verdict.verdict == "unknown" and "syscall: only gettid" in (verdict.reason or "")


def test_directory_terminal_semaphore_headers_are_glibcs(tmp_path: Path) -> None:
    """libuv's uv/unix.h (uvloop 0.23.0's vendor/libuv): the fake libc's empty <dirent.h>,
    <termios.h>, <semaphore.h>, <pwd.h> refused uv.h ("syntax error before DIR"), and
    <pthread.h> with <signal.h> declared pthread_sigmask twice ("conflicting types")."""
    _holds_here_and_under_glibc("dirent_termios", 7, tmp_path)


def test_syslog_and_stream_locks(tmp_path: Path) -> None:
    """libcperciva's warnp.c (scrypt 1.3.3): the fake libc's empty <syslog.h> refused
    warnp_syslog_priority ("'LOG_WARNING' is not declared") and flockfile, funlockfile,
    syslog were undeclared (their results inputs). gcc fails only the last line, on 'x'."""
    source = HERE / "syslog_locks.c"
    result = check_program(str(source), None, Settings(timeout=20))
    assert not result.errors and not result.warnings
    assert [a.verdict for a in result.assertions] == ["holds"] * 4 + ["fails"]
    if shutil.which("gcc") is not None:
        binary = tmp_path / "syslog_locks"
        subprocess.run(["gcc", str(source), "-o", str(binary)], check=True)
        for byte, code in ((b"y", 0), (b"", 0)):
            assert subprocess.run([str(binary)], input=byte, timeout=30).returncode == code
        ran = subprocess.run([str(binary)], input=b"x", capture_output=True, timeout=30)
        assert ran.returncode != 0 and b"syslog_locks.c:21:" in ran.stderr


def test_process_and_system_headers_are_glibcs(tmp_path: Path) -> None:
    """A probe of the headers libuv's unix units include: <sys/wait.h>, <sys/resource.h>,
    <sys/ioctl.h>, <dlfcn.h>, <fnmatch.h> were the fake libc's empty headers ("'WNOHANG' is
    not declared"), and <sys/utsname.h>, <grp.h>, <sys/statvfs.h>, <sys/times.h>,
    <sys/un.h> left their structs undefined, whose variables had a wrong size (a wrong
    ``fails``). gcc with glibc runs every status value through the same assertions."""
    source = HERE / "process_headers.c"
    result = check_program(str(source), None, Settings(timeout=30))
    assert not result.errors and not result.warnings
    assert [a.verdict for a in result.assertions] == ["holds"] * 12
    if shutil.which("gcc") is not None:
        driver = tmp_path / "driver.c"
        driver.write_text(
            "static unsigned v;\nunsigned short nondet_ushort(void) { return (unsigned short)v; }\n"
            "int check(void);\nint main(void) { for (v = 0; v < 65536; v++) check(); return 0; }\n"
        )
        binary, checks = tmp_path / "process_headers", tmp_path / "checks.o"
        subprocess.run(["gcc", "-c", "-Dmain=check", str(source), "-o", str(checks)], check=True)
        subprocess.run(["gcc", str(checks), str(driver), "-o", str(binary)], check=True)
        assert subprocess.run([str(binary)], timeout=60).returncode == 0


def test_cpu_sets_are_glibcs() -> None:
    """libuv's uv_available_parallelism: cpu_set_t and the CPU_* macros (<sched.h> under
    _GNU_SOURCE) were missing, "syntax error before set". gcc with glibc on all 65,536 inputs
    fails only the last assertion (line 20, when the two CPUs are one)."""
    result = check_program(str(HERE / "cpu_sets.c"), None, Settings(timeout=30))
    assert not result.errors and not result.warnings
    assert [(a.line, a.verdict) for a in result.assertions] == [
        (12, "holds"),
        (16, "holds"),
        (17, "holds"),
        (19, "holds"),
        (20, "fails"),
    ]


def test_network_headers_libuvs_linux_units_include(tmp_path: Path) -> None:
    """libuv's linux.c, udp.c, fs.c, random-sysctl-linux.c: <net/ethernet.h>,
    <linux/errqueue.h>, <sys/sendfile.h>, <syscall.h>, <sys/statfs.h>, <sys/sysinfo.h>,
    <netpacket/packet.h> were missing, and <sys/ioctl.h> had no _IOW (glibc's packed Ethernet
    structures, the kernel's 16-byte sock_extended_err). gcc with glibc agrees."""
    _holds_here_and_under_glibc("net_headers", 7, tmp_path)


def _holds_here_and_under_glibc(name: str, count: int, tmp_path: Path) -> None:
    """``headers/<name>.c``: its ``count`` assertions hold under errlang with no error or
    warning, and its program passes compiled by gcc with glibc's headers (the same layouts
    and numbers)."""
    source = HERE / f"{name}.c"
    result = check_program(str(source), None, Settings(timeout=30))
    assert not result.errors and not result.warnings
    assert [a.verdict for a in result.assertions] == ["holds"] * count
    if shutil.which("gcc") is not None:
        binary = tmp_path / name
        subprocess.run(["gcc", str(source), "-o", str(binary)], check=True)
        assert subprocess.run([str(binary)], timeout=30).returncode == 0
