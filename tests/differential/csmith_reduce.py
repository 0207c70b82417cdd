"""Shrinking a disagreement with C-Reduce (issue 9, item 1).

C-Reduce keeps a candidate when the *interestingness test* says yes. Here it is this module run
as a script on the candidate: the program must still be free of undefined behaviour under gcc
(``-fsanitize=undefined,address``, no uninitialised reads, no implicit declarations; as Regehr et
al. require for compiler bugs, PLDI 2012) and errlang must still disagree with gcc with a
problem of the same *kind* (``no-replay``, ``wrong-holds``, ``crash``, …: the text before the
first colon). Without the UB guard a reduction drifts into programs where errlang and gcc may
legitimately differ (errlang cuts runs at undefined behaviour).

    python csmith_reduce.py interesting META.json FILE.c   # exit 0 when interesting
"""

from __future__ import annotations

import contextlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from csmith_program import Pin, literal_value
from diff_oracle import Options, check_variant

HERE = Path(__file__).resolve().parent
SANITISED_FLAGS = (
    "-std=gnu11",
    "-O1",
    "-fwrapv",
    "-fsanitize=undefined,address",
    "-fno-sanitize-recover=all",
    "-Werror=uninitialized",
    "-Werror=maybe-uninitialized",
    "-Werror=implicit-function-declaration",
    "-Werror=return-type",
    "-Werror=int-conversion",
)


def kind(detail: str) -> str:
    return detail.split(":", 1)[0].strip()


def free_of_ub(program: Path, pins: tuple[Pin, ...]) -> bool:
    """gcc's sanitised build of ``program`` runs to its checksum cleanly (inputs: the pins'
    values, plus one for a flipped pin)."""
    values = [literal_value(p.value) + (1 if p.flipped else 0) for p in pins] or [0]
    exe = program.with_suffix(".ubsan")
    inputs = ",".join(str(v) for v in values)
    command = ["gcc", *SANITISED_FLAGS, "-DDIFF_GCC", f"-DDIFF_INPUTS={inputs}", "-o", str(exe)]
    built = subprocess.run(
        [*command, str(program)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    if built.returncode != 0:
        return False
    try:
        run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=10)
    except subprocess.TimeoutExpired:
        return False
    return (
        "checksum = " in run.stdout
        and "runtime error" not in run.stderr
        and ("AddressSanitizer" not in run.stderr)
    )


def interesting(meta: dict, program: Path) -> bool:
    """Still a disagreement of the recorded kind, on a program without undefined behaviour."""
    pins = tuple(Pin(**p) for p in meta["pins"])
    if not free_of_ub(program, pins):
        return False
    options = Options(timeout=float(meta.get("timeout", 20)))
    result = check_variant(0, "reduce", program, pins, int(meta["loop_bound"]), options)
    return result.outcome == meta["outcome"] and kind(result.detail) == kind(meta["detail"])


def reduce(program: Path, meta_path: Path, out: Path, timeout: float = 1800) -> bool:
    """Run C-Reduce on a copy of ``program``; the reduced text is written to ``out``."""
    if shutil.which("creduce") is None:
        return False
    with tempfile.TemporaryDirectory(prefix="errlang-creduce-") as tmp:
        work = Path(tmp) / program.name
        shutil.copy(program, work)
        test = Path(tmp) / "interesting.sh"
        test.write_text(
            "#!/bin/sh\n"
            f"exec {sys.executable} {HERE / 'csmith_reduce.py'} interesting"
            f" {meta_path.resolve()} {program.name}\n"
        )
        test.chmod(0o755)
        # on a timeout the file holds C-Reduce's best candidate so far: it reduces in place
        with contextlib.suppress(subprocess.TimeoutExpired):
            subprocess.run(
                ["creduce", "--n", "1", "--timeout", "120", str(test), work.name],
                cwd=tmp,
                capture_output=True,
                timeout=timeout,
            )
        out.write_text(work.read_text())
    return True


def main(argv: list[str]) -> int:
    if len(argv) == 3 and argv[0] == "interesting":
        meta = json.loads(Path(argv[1]).read_text())
        return 0 if interesting(meta, Path(argv[2]).resolve()) else 1
    if len(argv) == 3 and argv[0] == "reduce":
        program = Path(argv[1])
        return 0 if reduce(program, program.with_suffix(".json"), Path(argv[2])) else 1
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    sys.exit(main(sys.argv[1:]))
