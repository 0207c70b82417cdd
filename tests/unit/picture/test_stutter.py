"""Liveness at loop heads and the repetition formula (errlang.teacher.stutter)."""

from __future__ import annotations

from pathlib import Path

from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir import nodes as n
from errlang.ir.program import build_ir
from errlang.teacher.stutter import live_registers, repetition

PROGRAMS = Path(__file__).parents[2] / "picture" / "programs"


def loop_of(function: n.Function) -> int:
    return next(i.loop for i in function.body if isinstance(i, n.LoopIter))


def test_a_variable_written_before_read_in_the_body_is_dead_at_the_head() -> None:
    ir = build_ir(parse_file(str(PROGRAMS / "session_api.c"), None, (), ()))
    main = ir.functions["main"]
    live = live_registers(main, loop_of(main))
    assert live is not None
    assert not any(main.variables[v].display == "op" for v in live if v in main.variables)


def test_a_loop_counter_is_live_at_the_head() -> None:
    ir = build_ir(parse_file(str(PROGRAMS / "loop_then_fail.c"), None, (), ()))
    main = ir.functions["main"]
    live = live_registers(main, loop_of(main))
    assert live is not None
    names = {main.variables[v].display for v in live if v in main.variables}
    assert {"i", "n"} <= names


def test_repetition_needs_two_visits_of_one_head() -> None:
    ir = build_ir(parse_file(str(PROGRAMS / "session_api.c"), None, (), ()))
    one, _ = encode(ir, "main", 1, ("functions",))
    three, _ = encode(ir, "main", 3, ("functions",))
    assert len(three.loop_heads) > len(one.loop_heads) >= 2
    assert repetition(three) is not None
    assert repetition(three, max_pairs=1) is None  # too many pairs: nothing left out
