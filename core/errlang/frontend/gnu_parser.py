"""pycparser's parser with the GNU C grammar real libraries use (docs/semantics.md, "The C
dialect"): what a text rewrite cannot do without moving columns or guessing where an operand
ends is parsed here, token by token, and becomes plain AST:

* ``case A ... B:`` (msgpack's ``SWITCH_RANGE``): a :class:`c_ast.Case` whose expression is a
  ``BinaryOp("...", A, B)`` (the IR's switch tests ``A <= x && x <= B``; pycparser's C
  generator prints it back as gcc reads it);
* ``[A ... B] = v`` in an initializer list: an ``ArrayDesignator`` of the same ``...`` node,
  expanded by :func:`errlang.frontend.gnu_ast.designator_ranges`;
* ``x ?: y`` (gcc: ``x`` is evaluated once): ``({ __auto_type t = x; t ? t : y; })``, a
  statement expression errlang already lowers, its temporary named ``__errlang_elvisN`` (a
  name the explanations leave out);
* ``__auto_type x = e;``: ``__typeof__(e) x = e;`` (the lowering decays an array ``e``);
* ``static_assert`` (C11's ``<assert.h>`` macro, a C23 keyword) as ``_Static_assert``;
* ``__label__ a, b;`` (local labels of a block): a :class:`LocalLabels` item that
  :func:`errlang.frontend.gnu_ast.local_labels` turns into labels of their own;
* labels as values, ``&&label``, and the computed goto ``goto *p;``: marked here (a call of
  :data:`LABEL_ADDRESS_MARK`, a ``switch`` on a call of :data:`COMPUTED_GOTO_MARK`), made a
  number per label and a ``switch`` over the function's labels by
  :func:`errlang.frontend.gnu_ast.computed_gotos`;
* refused, each as a :class:`Refused` node that refuses the function it is in, at its place:
  nested function definitions, ``__builtin_types_compatible_p(T1, T2)`` (its operands are
  types).
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterator
from typing import NoReturn

from pycparser import c_ast, c_generator, c_parser

from errlang.frontend.typeof import TypeofName

RANGE_OP = "..."
"""The operator of a GNU range (``case A ... B``, ``[A ... B]``) in the AST."""
ELVIS_PREFIX = "__errlang_elvis"
AUTO_TYPE = "__auto_type"
"""The type name of a declaration with gcc's ``__auto_type`` (a :class:`TypeofName`)."""
_elvis_numbers = itertools.count(1)


class Refused(c_ast.Node):
    """A GNU construct errlang does not follow: the lowering refuses the function it is in,
    at this node's place, with ``message``."""

    __slots__ = ("__weakref__", "coord", "message")
    attr_names = ("message",)

    def __init__(self, message: str, coord: c_parser.Coord | None) -> None:
        self.message = message
        self.coord = coord

    def children(self) -> tuple[tuple[str, c_ast.Node], ...]:
        return ()

    def __iter__(self) -> Iterator[c_ast.Node]:
        return iter(())


class LocalLabels(c_ast.Node):
    """``__label__ a, b;``: labels local to the enclosing block (gcc's "Local Labels")."""

    __slots__ = ("__weakref__", "coord", "names")
    attr_names = ("names",)

    def __init__(self, names: list[str], coord: c_parser.Coord | None) -> None:
        self.names = names
        self.coord = coord

    def children(self) -> tuple[tuple[str, c_ast.Node], ...]:
        return ()

    def __iter__(self) -> Iterator[c_ast.Node]:
        return iter(())


TYPES_COMPATIBLE = "__builtin_types_compatible_p"
LABEL_ADDRESS_MARK = "__errlang_label_address"
"""``&&name`` as parsed: ``__errlang_label_address(name)`` (gnu_ast.computed_gotos)."""
COMPUTED_GOTO_MARK = "__errlang_computed_goto"
"""``goto *e;`` as parsed: ``switch (__errlang_computed_goto(e)) {}`` (gnu_ast.computed_gotos)."""


class GnuParser(c_parser.CParser):
    """pycparser's recursive-descent parser, GNU C added (the module's list)."""

    def __init__(self) -> None:
        super().__init__()
        # C11's <assert.h> defines static_assert; errlang's headers leave it to the parser
        self.clex._keyword_map["static_assert"] = "_STATIC_ASSERT"

    def _parse_error(self, msg: str, coord: c_parser.Coord | str | None) -> NoReturn:
        """pycparser 3 reports some errors without a position: add the current token's, or at
        the end of the input the last token's (before, both were reported at 1:1)."""
        if coord is None or isinstance(coord, str):
            try:
                token = self._peek()
                if token is not None:
                    coord = self._tok_coord(token)
                    msg = f"{msg} before '{token.value}'"
                elif (last := self._last_token()) is not None:
                    coord = self._tok_coord(last)
                    msg = f"{msg} after '{last.value}'"
            except Exception:
                pass
        raise c_parser.ParseError(f"{coord}: {msg}")  # as pycparser's own

    def _last_token(self) -> c_parser.Token | None:
        buffered = self._tokens._buffer  # pycparser's token stream keeps every token read
        return next((token for token in reversed(buffered) if token is not None), None)

    def _parse_conditional_expression(self) -> c_ast.Node:
        """pycparser's, with gcc's ``x ?: y`` (each operand parsed once: no backtracking)."""
        expr = self._parse_binary_expression()
        if not self._accept("CONDOP"):
            return expr
        if self._accept("COLON"):
            return _elvis(expr, self._parse_conditional_expression())
        iftrue = self._parse_expression()
        self._expect("COLON")
        iffalse = self._parse_conditional_expression()
        return c_ast.TernaryOp(expr, iftrue, iffalse, expr.coord)

    def _parse_labeled_statement(self) -> c_ast.Node:
        if self._peek_type() != "CASE":
            return super()._parse_labeled_statement()
        case_tok = self._advance()
        expr = self._range_or_constant()
        self._expect("COLON")
        if self._starts_statement():
            stmt = self._parse_pragmacomp_or_statement()
        else:
            stmt = c_ast.EmptyStatement(self._tok_coord(case_tok))
        return c_ast.Case(expr, [stmt], self._tok_coord(case_tok))

    def _parse_designator(self) -> c_ast.Node:
        if self._peek_type() != "LBRACKET":
            return super()._parse_designator()
        tok = self._advance()
        expr = self._range_or_constant()
        self._expect("RBRACKET")
        return c_ast.ArrayDesignator(expr, self._tok_coord(tok))

    def _range_or_constant(self) -> c_ast.Node:
        low = self._parse_constant_expression()
        if not self._accept("ELLIPSIS"):
            return low
        high = self._parse_constant_expression()
        return c_ast.BinaryOp(RANGE_OP, low, high, low.coord)

    def _parse_unary_expression(self) -> c_ast.Node:
        if self._peek_type() == "LAND" and self._peek_type(2) == "ID":
            coord = self._tok_coord(self._advance())
            label = c_ast.ID(self._advance().value, coord)
            return c_ast.FuncCall(
                c_ast.ID(LABEL_ADDRESS_MARK, coord), c_ast.ExprList([label], coord), coord
            )
        return super()._parse_unary_expression()

    def _parse_primary_expression(self) -> c_ast.Node:
        token = self._peek()
        if token is not None and token.value == TYPES_COMPATIBLE and self._peek_type(2) == "LPAREN":
            self._advance()
            self._advance()
            self._parse_type_name()
            self._expect("COMMA")
            self._parse_type_name()
            self._expect("RPAREN")
            return Refused(f"{TYPES_COMPATIBLE} is not supported", self._tok_coord(token))
        return super()._parse_primary_expression()

    def _parse_jump_statement(self) -> c_ast.Node:
        if self._peek_type() == "GOTO" and self._peek_type(2) == "TIMES":
            coord = self._tok_coord(self._advance())
            self._advance()
            target = self._parse_expression()
            self._expect("SEMI")
            mark = c_ast.FuncCall(
                c_ast.ID(COMPUTED_GOTO_MARK, coord), c_ast.ExprList([target], coord), coord
            )
            return c_ast.Switch(mark, c_ast.Compound([], coord), coord)
        return super()._parse_jump_statement()

    def _parse_block_item(self) -> c_ast.Node | list[c_ast.Node]:
        token = self._peek()
        if token is not None and token.type == "ID" and token.value == "__label__":
            return self._local_labels()
        if token is not None and token.type == "ID" and token.value == "__auto_type":
            return self._auto_type()
        if not self._starts_declaration():
            return super()._parse_block_item()
        mark = self._mark()
        try:
            return super()._parse_block_item()
        except c_parser.ParseError:
            self._reset(mark)
            nested = self._nested_function()
            if nested is None:
                raise
            return nested

    def _parse_iteration_statement(self) -> c_ast.Node:
        third = self._peek(3)
        if not (
            self._peek_type() == "FOR"
            and self._peek_type(2) == "LPAREN"
            and third is not None
            and third.value == AUTO_TYPE
        ):
            return super()._parse_iteration_statement()
        tok = self._advance()
        self._advance()
        self._push_scope()  # `for (__auto_type i = 0; …)`: i is the loop's (C11 6.8.5p5)
        init = c_ast.DeclList([self._auto_type()], self._tok_coord(tok))
        cond = self._parse_expression_opt()
        self._expect("SEMI")
        next_expr = self._parse_expression_opt()
        self._expect("RPAREN")
        stmt = self._parse_pragmacomp_or_statement()
        self._pop_scope()
        return c_ast.For(init, cond, next_expr, stmt, self._tok_coord(tok))

    def _local_labels(self) -> c_ast.Node:
        tok = self._advance()
        names = [self._expect("ID").value]
        while self._accept("COMMA"):
            names.append(self._expect("ID").value)
        self._expect("SEMI")
        return LocalLabels(names, self._tok_coord(tok))

    def _auto_type(self) -> c_ast.Node:
        """``__auto_type x = e;`` (gcc: one declarator): ``__typeof__(e) x = e;``."""
        tok = self._advance()
        name = self._expect("ID").value
        self._expect("EQUALS")
        init = self._parse_assignment_expression()
        self._expect("SEMI")
        coord = self._tok_coord(tok)
        self._add_identifier(name, coord)
        return declaration(name, init, coord, AUTO_TYPE)

    def _nested_function(self) -> list[c_ast.Node] | None:
        """A function defined inside a function (gcc's "Nested Functions"), refused; None
        when the text there is not one (the declaration's own syntax error stands)."""
        mark = self._mark()
        try:
            found = self._parse_external_declaration()
        except c_parser.ParseError:
            self._reset(mark)
            return None
        definitions = [d for d in found if isinstance(d, c_ast.FuncDef)]
        if not definitions:
            self._reset(mark)
            return None
        decl = definitions[0].decl
        message = f"nested function '{decl.name}' (a GNU extension) is not supported"
        return [Refused(message, decl.coord), decl]  # declared: its calls are not C89 inputs


def _elvis(first: c_ast.Node, otherwise: c_ast.Node) -> c_ast.Node:
    """``first ?: otherwise`` as ``({ __auto_type t = first; t ? t : otherwise; })``:
    ``first`` evaluated once, as gcc's "Conditionals with Omitted Operands"."""
    coord = first.coord
    name = f"{ELVIS_PREFIX}{next(_elvis_numbers)}"
    decl = declaration(name, first, coord, AUTO_TYPE)  # an array decays, as in gcc
    value = c_ast.TernaryOp(
        c_ast.ID(name, coord=coord), c_ast.ID(name, coord=coord), otherwise, coord=coord
    )
    return c_ast.Compound([decl, value], coord=coord)


def declaration(
    name: str, init: c_ast.Node, coord: c_parser.Coord | None, spelling: str | None = None
) -> c_ast.Decl:
    """``__typeof__(init) name = init;`` (the operand of ``typeof`` a copy: not evaluated);
    ``spelling``: how a replay prints the type (``__auto_type``, which gcc reads)."""
    operand = copy.deepcopy(init)
    text = spelling or f"__typeof__({c_generator.CGenerator().visit(operand)})"
    kind = c_ast.IdentifierType([TypeofName(text, operand)], coord=coord)
    declared = c_ast.TypeDecl(name, [], None, kind, coord=coord)
    return c_ast.Decl(name, [], [], [], [], declared, init, None, coord=coord)
