"""Traces by concrete simulation (the paper's Section IV-B: traces from randomly sampled
inputs): the user's file is compiled with gcc (exact C semantics, ``-fwrapv`` as the encoder)
together with a driver from :mod:`errlang.model.harness`."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from errlang.model.errors import ModelError
from errlang.model.harness import simulator_text
from errlang.model.system import ReactiveSystem
from errlang.model.traces import Trace, Valuation

INCLUDE = Path(__file__).resolve().parent.parent / "include"


@dataclass(frozen=True)
class Sample:
    """Simulated traces over the observables, and, step for step, the hidden globals' values
    (the material of candidate lemmas)."""

    traces: tuple[Trace, ...]
    hidden: tuple[tuple[Valuation, ...], ...]


class Simulator:
    """A compiled simulator of one system (compiled once, run with several seeds)."""

    def __init__(self, system: ReactiveSystem, workdir: Path) -> None:
        compiler = shutil.which("gcc") or shutil.which("cc")
        if compiler is None:
            raise ModelError(system.path, "simulation needs gcc (or cc) on the PATH")
        self.system = system
        source = workdir / "errlang_model_sim.c"
        self.binary = workdir / "errlang_model_sim"
        source.write_text(simulator_text(system, system.path))
        here = Path(system.path).resolve().parent  # the file's own quoted includes
        command = [compiler, "-std=gnu11", "-O1", "-fwrapv", "-w", f"-iquote{here}"]
        command += [f"-I{INCLUDE}", str(source)]
        done = subprocess.run(
            [*command, "-o", str(self.binary)], capture_output=True, text=True, timeout=120
        )
        if done.returncode != 0:
            first = next((ln for ln in done.stderr.splitlines() if "error" in ln), done.stderr)
            raise ModelError(system.path, f"gcc cannot compile the simulator: {first.strip()}")

    def run(self, seed: int, traces: int, length: int, timeout: float = 60.0) -> Sample:
        """``traces`` runs of ``length`` steps each from the initial states."""
        try:
            done = subprocess.run(
                [str(self.binary), str(seed), str(traces), str(length)],
                capture_output=True,
                text=True,
                timeout=timeout,
            )
        except subprocess.TimeoutExpired:
            raise ModelError(self.system.path, f"simulation took longer than {timeout} s") from None
        if done.returncode != 0:
            raise ModelError(
                self.system.path,
                f"simulation ended with status {done.returncode} (an assertion, abort or crash in"
                f" {self.system.step})",
            )
        return parse_output(done.stdout, len(self.system.observables))


def parse_output(text: str, observed: int) -> Sample:
    traces: list[Trace] = []
    hidden: list[tuple[Valuation, ...]] = []
    current: list[Valuation] = []
    current_hidden: list[Valuation] = []
    for line in text.splitlines():
        if line == "#":
            if current:
                traces.append(tuple(current))
                hidden.append(tuple(current_hidden))
            current, current_hidden = [], []
            continue
        values = tuple(int(word) for word in line.split())
        current.append(values[:observed])
        current_hidden.append(values[observed:])
    return Sample(tuple(traces), tuple(hidden))


def simulate(system: ReactiveSystem, seed: int, traces: int, length: int) -> Sample:
    """Compile and run once (tests and the benchmark use this)."""
    with tempfile.TemporaryDirectory(prefix="errlang-model-") as tmp:
        return Simulator(system, Path(tmp)).run(seed, traces, length)
