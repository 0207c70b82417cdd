"""The loop summaries as one plug-in interface (issue 32): the IR's table of passes and the
encoder's table of summaries agree, the instruction handlers dispatch every summarised loop's
instruction to its summary, and the handlers' module names no summary."""

from __future__ import annotations

import ast
import inspect
from typing import Any

import pytest
from errlang.encoder import instructions
from errlang.encoder.instructions import InstructionHandlers
from errlang.encoder.loop_summaries import LOOP_SUMMARIES, by_instruction
from errlang.encoder.loop_summary import LoopSummary
from errlang.ir.loop_passes import LOOP_PASSES


def test_every_ir_pass_has_one_summary_and_every_summary_one_pass() -> None:
    matched = [summary.matches for summary in LOOP_SUMMARIES]
    assert sorted(p.name for p in matched) == sorted(p.name for p in LOOP_PASSES)
    assert len(set(matched)) == len(matched)
    instructions_ = [p.instruction for p in LOOP_PASSES]
    assert len(set(instructions_)) == len(instructions_), "two passes leave one instruction"


@pytest.mark.parametrize("summary", LOOP_SUMMARIES, ids=lambda s: s.matches.name)
def test_a_summary_documents_its_soundness(summary: LoopSummary[Any]) -> None:
    doc = inspect.getdoc(type(summary)) or ""
    assert len(doc.split()) >= 30, "a summary's docstring is its soundness argument"


def test_the_handlers_dispatch_each_summarised_instruction_to_its_summary() -> None:
    handlers = InstructionHandlers(machine=None)  # type: ignore[arg-type]
    for instruction, summary in by_instruction().items():
        handler = handlers.table[instruction]
        assert handler.func == summary.encode  # type: ignore[attr-defined]


def test_the_handlers_import_no_summary() -> None:
    tree = ast.parse(inspect.getsource(instructions))
    imported = {
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module is not None
    }
    summaries = {type(s).__module__ for s in LOOP_SUMMARIES}
    assert not imported & summaries
    assert not any(m.startswith("errlang.ir.") and m.endswith("_loops") for m in imported)
