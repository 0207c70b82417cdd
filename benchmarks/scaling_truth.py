"""Ground truth for the scaling harnesses: gcc 12 with ``-fsanitize=address,undefined`` run on
every input of 1 to 3 bytes and on random inputs of the benchmark's sizes (issue 30).

Run:  .venv/bin/python benchmarks/scaling_truth.py [--only NAME …] [--define BUG]
          [--exhaustive 3] [--sizes 4,8,16,32] [--random 100000] [--seed 1] [--json OUT]

Each harness of benchmarks/programs/scaling/ (``--extra FILE`` adds others) is compiled once
per size ``-DN=<bytes>`` with its ``main`` renamed and linked to a driver that plays the
harness's ``__VERIFIER_nondet_char``/``__VERIFIER_nondet_uchar`` from a byte string. The driver
runs inputs one after another in one process from a start index: every byte string of the size
(``--exhaustive``: sizes 1 to 3, all 256^N of them) or ``--random`` strings from a seeded
generator (input i is a function of the seed and i alone; 7 bytes in 8 from the harness's
alphabet below, the 8th any byte). A failing input ends the process (the sanitizers run with
``-fno-sanitize-recover=all``; an ``assert`` aborts); the driver's death callback and SIGABRT
handler write the input's index, so the script records the failure (its first report line and
the harness's source line) and restarts the driver after it. Compiled at ``-O0``: at ``-O1``
gcc drops a load whose value is never used, and with it the out-of-bounds read der_walk.c
makes at 2 bytes. A cell stops after ``--max-failures`` failures: one is enough for the
verdict, the cap keeps a buggy harness from restarting a process per input.

A harness that reads bytes before its N (``EXTRA_BYTES``: levenshtein.c's split) is given
N + those; the exhaustive cells count all the bytes. ``WITNESSES`` are inputs known to reach a
harness's bug that random inputs rarely make (bencode_decode.c's 19-digit length), each run once
at every size it fits in, padded with zero bytes. UBSan's reports end in ``abort()``
(``UBSAN_OPTIONS``), so they are recorded like ASan's, one kind per message with its values
elided (eleventh session, docs/benchmarks-scaling.md, "Held-out harnesses, round two").

Printed per harness and size: the inputs run, the failures and their kinds with a first
failing input in hex. A cell with no failure is ``safe`` for those inputs, which is the
ground truth the verdict table of docs/benchmarks-scaling.md ("Held-out harnesses (tenth
session)") compares errlang against.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HARNESSES = ROOT / "benchmarks" / "programs" / "scaling"

# The bytes a random input is mostly drawn from, per harness (any byte: the driver's default).
ALPHABETS: dict[str, bytes] = {
    # digits four times over: an accepted timestamp is mostly digits (YYYY-MM-DDThh:mm:ss, the
    # 8-byte week date YYYYWwwD that reaches CPython's calendar arithmetic)
    "ciso8601": b"0123456789" * 4 + b"-W:T tZz+.,",
    "http_headers": b"aA-:; \t\r\ncontent-lgh0123456789",
    "glob_match": b"*?[]!^-\\src/main.c",
    "der_walk": bytes([0x02, 0x04, 0x30, 0x31, 0xA0, 0x1F, 0x00, 0x01, 0x02, 0x03, 0x7F, 0x80])
    + bytes([0x81, 0x82, 0x83, 0x84, 0x85, 0xFF]),
    "is_utf8": bytes(range(0x00, 0x100, 0x11))
    + bytes([0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xA0, 0x9F]),
    # the eleventh session's (engineer N): real code, each drawn from what its format is made of
    "bencode_decode": b"0123456789" * 3 + b"ilde:-",
    "levenshtein": b"abcab\x00\x01\x02\x03\x04\x05\x06\x07\x08",
    "lz4_block": bytes([0x00, 0x01, 0x10, 0x11, 0x1F, 0x20, 0x40, 0xF0, 0xFF, 0x0F, 0x04]) * 2
    + b"ab",
    "metaphone": b"aeioubcdfghjklmnpqrstvwxyz ",
    "msgpack_unpack": bytes([0x00, 0x01, 0x7F, 0x80, 0x81, 0x90, 0x91, 0x92, 0xA0, 0xA1, 0xA3])
    + bytes([0xC0, 0xC2, 0xC4, 0xC5, 0xC7, 0xCA, 0xCC, 0xCD, 0xD0, 0xD4, 0xD8, 0xD9, 0xDA])
    + bytes([0xDC, 0xDE, 0xDD, 0xDF, 0xE0, 0xFF]),
    # header sizes and serial types (0-9, blobs 12/14, strings 13/15), varint continuations
    "sqlite_record": bytes(range(0, 16)) + bytes([0x02, 0x03, 0x04, 0x05, 0x80, 0x81, 0xFF]),
    "yajl_lex": b'{}[],:"\\/bnu0123456789aAfF.eE+-truefalsenull \t\n*'
    + bytes([0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x80, 0xFF]),
    # the twelfth session's (engineer N, round three): real code again
    # a code point is 4 bytes: small bytes and 0x00-0x10 in the high ones keep it in range
    # (mostly zeros: an input with a code point above U+10FFFF ends the harness at once)
    "simplejson_ascii": bytes([0x00] * 40 + [0x01, 0x10, 0x0A, 0x22, 0x5C, 0x41, 0x7F, 0x80])
    + bytes([0xD8, 0xDC, 0xFF, 0xF6]),
    # tags of every wire type for fields 1-2 (0x08-0x15), varint continuations, small sizes
    "upb_skip": bytes([0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x10, 0x12, 0x13, 0x14, 0x15, 0x00])
    + bytes([0x01, 0x02, 0x03, 0x7F, 0x80, 0x81, 0xFF]),
    "http_url": b"http:/?#@[]:%.-_~abz019*; \t",
    "base64_stream": b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/" + b"=" * 8,
    "markupsafe_escape": b"\"'&<>ab" + bytes([0xE9, 0x00]),
    # frame header descriptors (single segment 0x20, checksum 0x04, dictionary ID sizes 1-3,
    # content size codes 0x40-0xC0), small block headers (last bit, raw/RLE/compressed types)
    "zstd_frame": bytes([0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x08, 0x20, 0x21, 0x24, 0x40, 0x60])
    + bytes([0x80, 0xA0, 0xC0, 0xE0, 0x09, 0x11, 0x19, 0x0B, 0x10, 0x18, 0x48, 0x88, 0xFF]),
    # the thirteenth session's (engineer N, round four): real code, written blind again
    # COBS length codes that fit a short input, the zero that ends a frame, data bytes
    "cobs_codec": bytes(range(1, 9)) * 2 + b"\x00ab\xff",
    # hunk headers: mostly zero bytes, small starts/ends/lengths, and -12's bytes
    "hg_mpatch": b"\x00" * 16 + bytes(range(1, 13)) + b"\xff\xf4ab",
    "pendulum_duration": b"0123456789" * 2 + b"YMDWTHS.,PT",
    # literal heads, runs (0x81-0xff), the no-op 0x80, pixel bytes
    "pillow_packbits": bytes([0x00, 0x01, 0x02, 0x03, 0x7F, 0x80, 0x81, 0xFB, 0xFC, 0xFD])
    + bytes([0xFE, 0xFF])
    + b"ab",
    "msgspec_timedelta": b"PpTt0123456789" + b"0123456789DHMSdhms.-+",
    "zoneinfo_tzstr": b"ESTEDTUC<>+-0123456789:,MJ./" + b"0123456789,.",
}

# Nondeterministic bytes a harness reads before its N input bytes (levenshtein.c: the byte that
# splits the input into two strings): the driver is given N + this many bytes.
EXTRA_BYTES: dict[str, int] = {"levenshtein": 1, "crc32c_sw": 1}

# Inputs known to reach a harness's bug, run at each size they fit in (padded with the driver's
# zero bytes), with and without the defines: random inputs rarely make 19 digits in a row.
WITNESSES: dict[str, list[bytes]] = {
    # a byte string of length 9999999999999999999: `len * 10` overflows Py_ssize_t
    "bencode_decode": [b"9" * 19 + b":", b"i-" + b"9" * 19 + b"e"],
    # a string "abcd" split 2 + 2: -DBUG's inner loop runs one step too far
    "levenshtein": [bytes([2]) + b"abcd"],
    # code points (4 bytes little-endian): U+1F600 and U+10FFFF (surrogate pairs), '\n', U+007F
    "simplejson_ascii": [
        bytes([0x00, 0xF6, 0x01, 0x00, 0xFF, 0xFF, 0x10, 0x00]),
        bytes([0x0A, 0x00, 0x00, 0x00, 0x7F, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00]),
    ],
    # a varint field, a fixed32, a delimited field of 2 bytes, a group holding a varint
    "upb_skip": [
        bytes([0x08, 0x96, 0x01, 0x15, 0x01, 0x02, 0x03, 0x04]),
        bytes([0x0A, 0x02, 0x61, 0x62, 0x0B, 0x10, 0x01, 0x0C]),
    ],
    "base64_stream": [b"QUJD", b"QUI=", b"QQ==", b"QUJDRA==", b"QUJDREU="],
    # frames: single segment with a 1-byte content size and an empty last raw block; the
    # same with a checksum; a window byte, a 4-byte dictionary ID and an RLE block
    "zstd_frame": [
        bytes([0x20, 0x00, 0x01, 0x00, 0x00]),
        bytes([0x24, 0x00, 0x01, 0x00, 0x00, 0x11, 0x22, 0x33, 0x44]),
        bytes([0x03, 0x00, 0x01, 0x02, 0x03, 0x04, 0x0B, 0x00, 0x00]),
    ],
    # accepted URLs; then a host that ends after its userinfo's '@' (-DBUG accepts it), one
    # per size since the driver's zero padding is no URL character
    "http_url": [
        *[b"http://a:1/", b"http://u@h:65535/p?q#f", b"/a?b#c", b"ws://[::1%e]:80"],
        *[b"a://@/" + b"p" * (n - 6) for n in (8, 16, 32)],
    ],
    # round four: a length code past the end (-DBUG), frames with zeros and empty blocks
    "cobs_codec": [b"\x02", b"\x03ab\x01\x02c", b"\x01\x01\x01"],
    # a hunk of length -12 (-DBUG loops back onto itself), a hunk replacing 0-3 by "xy", two;
    # then what errlang found (not -DBUG's): a last hunk whose length overflows the position
    # ends the loop with the position at the patch's end, so it is accepted without that hunk
    "hg_mpatch": [
        bytes(8) + b"\xff\xff\xff\xf4",
        bytes(8) + b"\x7f\xff\xff\xf4",
        bytes(20) + b"\x7f\xff\xff\xff",
        bytes([0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 2]) + b"xy",
        bytes([0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 12, 0, 0, 0, 1]) + b"!",
    ],
    # a day's fraction of two digits (-DBUG's assertion), 10 digits (a signed overflow)
    "pendulum_duration": [b"1.55D", b"9999999999Y", b"T1.5H", b"1DT2H3M4.5S", b"1.5W"],
    # a run longer than the line (-DBUG), a literal, a run, a no-op, a literal
    "pillow_packbits": [b"\xfb\x41", b"\x03abcd\xfdx\x80\x01yz"],
    "msgspec_timedelta": [b"P1DT2H3M4.5S", b"-P1D", b"PT0.0000001S", b"P1", b"-PT1.5S"],
    # an unclosed quoted abbreviation (-DBUG), a full rule, quoted, julian and day rules
    "zoneinfo_tzstr": [
        b"<",
        b"EST5EDT,M3.2.0,M11.1.0",
        b"<+03>-3",
        b"AAA0BBB,J1,365/99",
        b"A-24:59:59B,0/-9,M12.5.6",
    ],
}

DRIVER = r"""
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
void __sanitizer_set_death_callback(void (*callback)(void));
int harness_main(void);
static unsigned char input[4096];
static long size, position, current = -1;
char __VERIFIER_nondet_char(void) { return position < size ? (char)input[position++] : 0; }
unsigned char __VERIFIER_nondet_uchar(void) { return position < size ? input[position++] : 0; }
static void report(void) {
  char line[64];
  int n = snprintf(line, sizeof line, "\nN10-INPUT %ld\n", current);
  if (write(2, line, n) < 0) _exit(3);
}
static void on_abort(int sig) { (void)sig; report(); _exit(134); }
static unsigned long long next(unsigned long long *s) {
  unsigned long long z = (*s += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}
/* argv: size mode(e|r|x) start count seed alphabet-hex (x: the input itself) */
int main(int argc, char **argv) {
  if (argc < 7) return 2;
  size = atol(argv[1]);
  char mode = argv[2][0];
  long start = atol(argv[3]), count = atol(argv[4]);
  unsigned long long seed = strtoull(argv[5], 0, 10);
  unsigned char alphabet[256];
  long letters = (long)strlen(argv[6]) / 2;
  for (long k = 0; k < letters; k++) {
    unsigned v;
    sscanf(argv[6] + 2 * k, "%2x", &v);
    alphabet[k] = (unsigned char)v;
  }
  __sanitizer_set_death_callback(report);
  signal(SIGABRT, on_abort);
  for (long i = start; i < count; i++) {
    current = i;
    if (mode == 'x') {
      for (long k = 0; k < size; k++) input[k] = k < letters ? alphabet[k] : 0;
    } else if (mode == 'e') {
      long v = i;
      for (long k = 0; k < size; k++) { input[k] = (unsigned char)(v & 255); v >>= 8; }
    } else {
      unsigned long long s = seed * 1000003ULL + (unsigned long long)i;
      for (long k = 0; k < size; k++) {
        unsigned long long r = next(&s);
        input[k] = (r & 7) == 0 || letters == 0 ? (unsigned char)(r >> 8)
                                                : alphabet[(r >> 8) % (unsigned long long)letters];
      }
    }
    position = 0;
    harness_main();
  }
  return 0;
}
"""

FLAGS = ["-O0", "-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
FLAGS += ["-fno-omit-frame-pointer", "-w"]


@dataclass
class Cell:
    """What the inputs of one harness at one size did under the sanitizers."""

    harness: str
    size: int
    mode: str  # "exhaustive", "random" or "witness"
    extra: int = 0  # bytes the harness reads before its N (EXTRA_BYTES)
    inputs: int = 0  # inputs run to the end or to a failure
    failures: int = 0
    kinds: dict[str, int] = field(default_factory=dict)  # "kind @ file:line" -> failures
    first: str = ""  # hex of a first failing input
    stopped: bool = False  # the failure cap was reached before all inputs ran

    @property
    def verdict(self) -> str:
        return "fails" if self.failures else "safe"


def build(source: Path, size: int, defines: list[str], scratch: Path) -> Path:
    """The harness at ``-DN=size`` linked with the driver (built once per size)."""
    driver = scratch / "driver.c"
    if not driver.exists():
        driver.write_text(DRIVER)
    tag = "_".join([source.stem, str(size), *defines])
    binary = scratch / tag
    if binary.exists():
        return binary
    harness_object = scratch / f"{tag}.o"
    defs = [f"-D{d}" for d in defines]
    compile_harness = ["gcc", *FLAGS, f"-DN={size}", *defs, "-Dmain=harness_main", "-c"]
    subprocess.run([*compile_harness, str(source), "-o", str(harness_object)], check=True)
    link = ["gcc", *FLAGS, str(driver), str(harness_object), "-o", str(binary), "-lm"]
    subprocess.run(link, check=True)  # -lm: pendulum_duration's pow
    return binary


REPORT = re.compile(r"(ERROR: AddressSanitizer: [\w-]+|runtime error: [^\n]*|Assertion `[^']*')")
SITE = re.compile(r"#\d+ 0x[0-9a-f]+ in (\w+) (\S+?):(\d+)")
UBSITE = re.compile(r"(\S+?\.c):(\d+):\d+: runtime error")
ASSERTSITE = re.compile(r"(\S+?\.c):(\d+): \w+: Assertion")


def failure_kind(stderr: str, harness: str) -> str:
    """The first report line and the harness's first source line named."""
    what = REPORT.search(stderr)
    kind = what.group(1) if what else "crash"
    kind = re.sub(r"0x[0-9a-f]+", "…", kind)
    if kind.startswith("runtime error"):  # the values in UBSan's message: one kind for all
        kind = re.sub(r"-?\b\d+\b", "…", kind)
    line = ""
    for pattern in (UBSITE, ASSERTSITE):
        found = pattern.search(stderr)
        if found and harness in found.group(1):
            line = found.group(2)
            break
    if not line:
        for frame in SITE.finditer(stderr):
            if harness in frame.group(2):
                line = frame.group(3)
                break
    return f"{kind[:70]} @ line {line or '?'}"


def run_cell(
    binary: Path, cell: Cell, count: int, seed: int, alphabet: bytes, max_failures: int
) -> Cell:
    """Runs inputs 0..count-1, restarting the driver after each failure."""
    start = 0
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0:abort_on_error=0")
    # UBSan's reports end in abort(), whose handler writes the input's index (ASan's death
    # callback is not called on a UBSan report)
    env["UBSAN_OPTIONS"] = "halt_on_error=1:abort_on_error=1:print_stacktrace=1"
    mode = {"exhaustive": "e", "random": "r", "witness": "x"}[cell.mode]
    while start < count:
        driver_size = str(cell.size + cell.extra)
        command = [str(binary), driver_size, mode, str(start), str(count), str(seed)]
        command.append(alphabet.hex())
        done = subprocess.run(command, capture_output=True, text=True, env=env, errors="replace")
        if done.returncode == 0:
            cell.inputs += count - start
            return cell
        index = re.search(r"N10-INPUT (-?\d+)", done.stderr)
        if index is None or int(index.group(1)) < start:
            raise RuntimeError(f"{binary.name}: the driver failed\n{done.stderr[-2000:]}")
        failed = int(index.group(1))
        cell.inputs += failed - start + 1
        cell.failures += 1
        kind = failure_kind(done.stderr, cell.harness)
        cell.kinds[kind] = cell.kinds.get(kind, 0) + 1
        if not cell.first:
            cell.first = input_hex(cell, failed, seed, alphabet)
        start = failed + 1
        if cell.failures >= max_failures:
            cell.stopped = start < count
            return cell
    return cell


def input_hex(cell: Cell, index: int, seed: int, alphabet: bytes) -> str:
    """The bytes of input ``index``, as the driver made them (a witness: ``alphabet`` is it)."""
    total = cell.size + cell.extra
    if cell.mode == "witness":
        return alphabet[:total].ljust(total, b"\0").hex()
    if cell.mode == "exhaustive":
        return bytes((index >> (8 * k)) & 255 for k in range(total)).hex()
    mask = (1 << 64) - 1
    state = (seed * 1000003 + index) & mask
    out = bytearray()
    for _ in range(total):
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        r = z ^ (z >> 31)
        if (r & 7) == 0 or not alphabet:
            out.append((r >> 8) & 255)
        else:
            out.append(alphabet[(r >> 8) % len(alphabet)])
    return out.hex()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="+", default=None, help="harness names (no .c)")
    parser.add_argument("--extra", nargs="*", default=[], help="more harness files")
    parser.add_argument("--define", nargs="*", default=[], help="more -D names, e.g. BUG")
    parser.add_argument("--exhaustive", type=int, default=3, help="every input up to this size")
    parser.add_argument("--sizes", default="4,8,16,32", help="sizes of the random inputs")
    parser.add_argument("--random", type=int, default=100_000, help="random inputs per size")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-failures", type=int, default=20)
    parser.add_argument("--json", default=None, help="write the cells here")
    args = parser.parse_args()
    paths = sorted(HARNESSES.glob("*.c"))
    if args.only is not None:
        paths = [p for p in paths if p.stem in args.only]
    paths += [Path(extra).resolve() for extra in args.extra]
    sizes = [int(s) for s in args.sizes.split(",") if s]
    cells: list[Cell] = []
    print("| harness | bytes | inputs | verdict | failures: kind @ harness line | first failing |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as scratch_name:
        scratch = Path(scratch_name)
        for path in paths:
            alphabet = ALPHABETS.get(path.stem, b"")
            extra = EXTRA_BYTES.get(path.stem, 0)
            # every input of 1 to --exhaustive bytes in all (N = the bytes less the extra ones)
            plan = [
                (n - extra, "exhaustive", 256**n, alphabet)
                for n in range(1, args.exhaustive + 1)
                if n > extra
            ]
            plan += [(n, "random", args.random, alphabet) for n in sizes]
            plan += [
                (n, "witness", 1, witness)
                for witness in WITNESSES.get(path.stem, [])
                for n in sizes
                if len(witness) <= n + extra
            ]
            for size, mode, count, letters in plan:
                started = time.monotonic()
                binary = build(path, size, args.define, scratch)
                cell = Cell(path.stem, size, mode, extra)
                run_cell(binary, cell, count, args.seed, letters, args.max_failures)
                cells.append(cell)
                kinds = "; ".join(f"{n}× {k}" for k, n in sorted(cell.kinds.items())) or "-"
                stop = " (cap)" if cell.stopped else ""
                print(
                    f"| {path.stem} | {size} | {cell.inputs:,} {mode}{stop} | {cell.verdict} | "
                    f"{kinds} | {cell.first or '-'} | {time.monotonic() - started:.0f} s",
                    flush=True,
                )
    if args.json:
        rows = [asdict(c) | {"verdict": c.verdict, "defines": args.define} for c in cells]
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")
    sys.exit(0)


if __name__ == "__main__":
    main()
