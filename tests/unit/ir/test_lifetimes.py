"""Where the lowering ends block-scope objects (C11 6.2.4p6, :mod:`errlang.ir.lifetimes`): an
``EndOfLife`` at a block's end and before each jump leaving it, for objects whose address
escapes only; a ``Declare`` of the switch body's objects at each case label."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.lifetimes import escaping
from errlang.ir.program import IRProgram

Lower = Callable[[str], IRProgram]


def _ends(ir: IRProgram, function: str = "main") -> list[tuple[str, ...]]:
    return [i.names for i in ir.functions[function].body if isinstance(i, n.EndOfLife)]


def _shown(name: str) -> str:
    return name.split("#")[0]


def test_an_escaping_variable_ends_with_its_block(lower_c: Lower) -> None:
    ir = lower_c(
        """
        int main(void) {
          int *p = 0;
          { int v = 1; p = &v; }
          return *p;
        }
        """
    )
    body = ir.functions["main"].body
    assert _ends(ir) == [("v",)]
    end = next(k for k, i in enumerate(body) if isinstance(i, n.EndOfLife))
    assert isinstance(body[end - 1], n.Assign)  # p = &v, then the block's end
    assert end < next(k for k, i in enumerate(body) if isinstance(i, n.Return))


def test_objects_reached_only_by_their_name_get_no_end(lower_c: Lower) -> None:
    """An array only subscripted, a struct used by value, a compound literal copied: nothing
    can reach them after their block, so no instruction grows the formula."""
    ir = lower_c(
        """
        struct pair { int lo, hi; };
        int main(void) {
          int best = 0;
          for (int i = 0; i < 4; i++) {
            int row[3] = {i, 1, 2};
            struct pair p = (struct pair){row[0], row[2]};
            memset(row, 0, sizeof row);
            if (p.hi > best) best = p.hi;
          }
          return best;
        }
        """
    )
    assert _ends(ir) == []


def test_the_functions_own_block_ends_at_the_return(lower_c: Lower) -> None:
    ir = lower_c(
        """
        int *keep;
        int main(void) { int v = 3; keep = &v; return 0; }
        """
    )
    assert _ends(ir) == []  # the call's return ends v (encoder/symex.py)


def test_break_and_continue_end_the_body_before_jumping(lower_c: Lower) -> None:
    ir = lower_c(
        """
        int *keep;
        extern int input(void);
        int main(void) {
          for (int i = 0; i < 3; i++) {
            int v = input();
            keep = &v;
            if (v == 1) break;
            if (v == 2) continue;
          }
          return 0;
        }
        """
    )
    body = ir.functions["main"].body
    # before the break, before the continue, and at the body's end
    assert _ends(ir) == [("v",), ("v",), ("v",)]
    jumps_after = [body[k + 1] for k, i in enumerate(body) if isinstance(i, n.EndOfLife)]
    assert sum(isinstance(j, n.Goto) and j.cond is None for j in jumps_after) >= 2


def test_a_for_declaration_ends_with_the_loop(lower_c: Lower) -> None:
    ir = lower_c(
        """
        int *keep;
        int main(void) {
          for (int i = 0; i < 3; i++) if (i == 1) { keep = &i; break; }
          return 0;
        }
        """
    )
    body = ir.functions["main"].body
    assert _ends(ir) == [("i",)]  # after the loop: the break leaves only the body's blocks
    end = next(k for k, i in enumerate(body) if isinstance(i, n.EndOfLife))
    assert not any(isinstance(i, n.LoopIter) for i in body[end:])


def test_a_goto_ends_the_blocks_it_leaves_innermost_first(lower_c: Lower) -> None:
    ir = lower_c(
        """
        int *a, *b;
        extern int input(void);
        int main(void) {
          {
            int x = 1; a = &x;
            {
              int y = 2; b = &y;
              if (input()) goto out;
              goto inner;
            inner:
              y = 3;
            }
          }
        out:
          return 0;
        }
        """
    )
    # the goto out: y then x; the goto inner leaves nothing; the two blocks' ends
    assert _ends(ir) == [("y", "x"), ("y",), ("x",)]


def test_a_goto_backwards_out_of_a_block_ends_it(lower_c: Lower) -> None:
    ir = lower_c(
        """
        int main(void) {
          int *prev = 0, n = 0;
        again:
          if (prev) n += *prev;
          {
            int cur = n;
            prev = &cur;
            if (n < 3) goto again;
          }
          return n;
        }
        """
    )
    assert _ends(ir) == [("cur",), ("cur",)]


def test_a_literal_in_an_if_ends_with_the_if_substatement(lower_c: Lower) -> None:
    """C11 6.8.4p3: each substatement of an if is a block, braces or not."""
    ir = lower_c(
        """
        struct pt { int x, y; };
        extern int input(void);
        int main(void) {
          struct pt *p = &(struct pt){0, 0};
          if (input()) p = &(struct pt){1, 2};
          return p->x;
        }
        """
    )
    body = ir.functions["main"].body
    ((name,),) = _ends(ir)
    assert _shown(name) == "$literal" and name != "$literal"  # the if's, not the function's
    end = next(k for k, i in enumerate(body) if isinstance(i, n.EndOfLife))
    returns = next(k for k, i in enumerate(body) if isinstance(i, n.Return))
    assert any(isinstance(i, n.Goto) and i.cond is None for i in body[end + 1 : returns])


def test_case_labels_revive_the_switch_bodys_objects(lower_c: Lower) -> None:
    """gcc unpoisons the variables declared in a switch's body at each case label."""
    ir = lower_c(
        """
        extern int input(void);
        int *keep;
        int main(void) {
          switch (input()) {
            int tmp;
            int plain;
          case 1: tmp = 5; keep = &tmp; plain = 1; break;
          default: break;
          }
          return 0;
        }
        """
    )
    body = ir.functions["main"].body
    assert [i.name for i in body if isinstance(i, n.Declare) and i.in_memory] == ["tmp"]
    assert [i.names for i in body if isinstance(i, n.Revive)] == [("tmp",), ("tmp",)]
    assert ("tmp",) in _ends(ir)


def test_a_gotos_label_revives_the_open_blocks_objects(lower_c: Lower) -> None:
    """gcc unpoisons every variable seen so far at a label a goto names (not at others)."""
    ir = lower_c(
        """
        int *a, *b;
        extern int input(void);
        int main(void) {
          {
            int x = 1; a = &x;
            {
              int y = 2; b = &y;
            inside:
              y = 3;
            unused:
              y = 4;
            }
          }
          if (input()) goto inside;
          return 0;
        }
        """
    )
    revived = [i for i in ir.functions["main"].body if isinstance(i, n.Revive)]
    assert [i.names for i in revived] == [("x", "y")]
    assert revived[0].loc.line == 0  # not a step of the run


def test_escaping_tells_addresses_kept_from_accesses() -> None:
    int_ptr = t.PointerType(t.INT)
    a = n.VarAddr(int_ptr, "a")
    b = n.VarAddr(int_ptr, "b")
    c = n.VarAddr(int_ptr, "c")
    loc = n.Loc(1, 1, "main")
    element = n.PtrAdd(int_ptr, b, n.Const(t.LONG, 4))
    body: list[n.Instr] = [
        n.Assign(loc, n.MemLV(element, t.INT), n.Load(t.INT, a)),  # b[1] = a
        n.MemSet(loc, a, n.Const(t.UCHAR, 0), n.Const(t.SIZE_T, 4)),
        n.Assign(loc, n.RegLV("p", int_ptr), c),  # p = &c
    ]
    assert escaping(body) == {"c"}
    compared = n.Binary(t.INT, "==", a, n.Const(int_ptr, 0))
    assert escaping([n.Assume(loc, compared)]) == {"a"}
    passed = n.Call(loc, None, "f", (n.Cast(t.PointerType(t.CHAR), b),))
    assert escaping([passed]) == {"b"}


def test_braces_change_nothing_when_no_address_escapes(lower_c: Lower) -> None:
    """The same loop over an array, in a block of its own or not: the same instructions (the
    loop summaries see what they saw before)."""
    loop = """
        int s = 0;
        int a[8];
        for (int i = 0; i < 8; i++) a[i] = i;
        s = a[3];
    """
    braced = lower_c(f"int main(void) {{ {{ {loop} }} return 0; }}").functions["main"].body
    plain = lower_c(f"int main(void) {{ {loop} return 0; }}").functions["main"].body
    nowhere = n.Loc(0, 0, "main")
    assert [replace(i, loc=nowhere) for i in braced] == [replace(i, loc=nowhere) for i in plain]


def test_a_temporary_carrying_an_address_out_of_its_block_is_an_escape(lower_c: Lower) -> None:
    """A statement expression's value is a temporary of the lowering: subscripted after the
    block ended, it reaches the ended buffer (gcc: stack-use-after-scope)."""
    ir = lower_c(
        """
        int main(void) {
          return ({ char b[4]; b[0] = '7'; b; })[0];
        }
        """
    )
    assert _ends(ir) == [("b",)]


_HELPERS = """
int *kept;
int fill(int *out, int v) { *out = v; return 0; }
int keep(int *p) { kept = p; return 0; }
int pass(int *p) { return fill(p, 1); }
int log_it(const char *fmt, ...) { return fmt[0]; }
extern int input(void);
int main(void) {
  int s = 0;
  for (int i = 0; i < 3; i++) {
    int a, b, c, d;
    fill(&a, i);
    keep(&b);
    pass(&c);
    log_it("%p", &d);
    s += a;
  }
  return s;
}
"""


def test_an_address_given_to_a_parameter_that_is_only_dereferenced_does_not_escape(
    lower_c: Lower,
) -> None:
    """fill only writes *out: a's address is gone when it returns; keep stores p in a global,
    pass hands p on to another call, log_it is variadic: they may keep it."""
    ir = lower_c(_HELPERS)
    assert _ends(ir) == [("d", "c", "b")]
    assert _ends(ir, "fill") == []
