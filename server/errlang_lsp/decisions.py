"""Where a failure is decided (issue 21): the engine's deciding step in the code, or the
explanation's commit transition, as the hover, the inlay hint and Problems say it. Pure
functions over the engine's JSON, like :mod:`errlang_lsp.summaries`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from errlang_lsp.summaries import Automaton, deciding_values_text, format_word, letter_text


@dataclass(frozen=True)
class Decision:
    """Where the shown counterexample is decided (docs/explanations.md, "deciding step"):
    1-based ``line``, the ``letter`` that commits the run, what came ``after``, whether an
    event shows the choice (``visible``), and what the step ``tested`` there with its values
    when the engine says so (``amount <= credit + 1`` is true: amount = 1, credit = 0)."""

    line: int
    letter: str
    after: tuple[str, ...]
    visible: bool
    tested: str | None = None


def decision(automaton: Automaton | None, index: int = 0) -> Decision | None:
    """The deciding step of counterexample ``index`` (the one the view shows first), from the
    explanation's commit transition."""
    examples = (automaton or {}).get("counterexamples") or []
    if index >= len(examples):
        return None
    found = ((examples[index].get("explanation") or {}).get("decision")) or None
    if not isinstance(found, dict) or not isinstance(found.get("line"), int):
        return None
    word = examples[index].get("word") or []
    step = found.get("step")
    after = word[:step] if isinstance(step, int) else []  # the letters before the decision
    return Decision(
        found["line"], str(found.get("letter")), tuple(map(str, after)), bool(found.get("visible"))
    )


def deciding_step(
    automaton: Automaton | None,
    counterexample: dict[str, Any] | None,
    assertion_line: int,
    check_step: dict[str, Any] | None = None,
) -> Decision | None:
    """Where to show the decision of a failure (issue 21): the step in the code the engine
    names as deciding (``explanation.decision.deciding_step`` of the learned counterexample, or
    the check's ``deciding_step``: the branch whose outcome lets the violating write happen, with
    the values it tested); else the explanation's commit transition — but not "the values
    tested here" on the assertion's own line, which says nothing the verdict does not."""
    found = decision(automaton)
    example = (counterexample or {}).get("explanation") or {}
    given = (
        (example.get("decision") or {}).get("deciding_step")
        or (counterexample or {}).get("deciding")
        or check_step
    )
    event_decides = found is not None and found.visible
    if isinstance(given, dict) and isinstance(given.get("line"), int):
        if given.get("kind") == "event" and event_decides and found is not None:
            return found  # an event decides: "`depart` commits the run to failure" says more
        after = found.after if found is not None else ()
        return Decision(given["line"], "", after, False, deciding_values_text(given))
    if found is None or (not found.visible and found.line == assertion_line):
        return None
    return found


def decision_text(
    found: Decision, automaton: Automaton | None = None, code: str | None = None
) -> str:
    """The sentence of a decision; ``code``: the deciding line's source, quoted (without its
    comments) before what it tested: "`if (amount <= credit + 1)` tests amount = 1, …"."""
    if found.tested is not None:
        after = f"after {format_word(list(found.after), automaton)}, " if found.after else ""
        bare = _without_comments(code or "")
        quoted = f"`{bare}` " if bare and "`" not in bare else ""
        return f"{after}{quoted}{found.tested}"
    after = f"after {format_word(list(found.after), automaton)}, " if found.after else ""
    if not found.visible:
        return f"{after}the values tested here decide the failure (no event shows the choice)"
    return f"{after}`{letter_text(found.letter, automaton)}` commits the run to failure"


def _without_comments(code: str) -> str:
    """A source line without its ``/* … */`` and ``//`` comments, trimmed."""
    text = re.sub(r"/\*.*?(\*/|$)", "", code)
    return text.split("//", 1)[0].strip()


def decision_label(found: Decision, automaton: Automaton | None = None) -> str:
    """The deciding step's inlay hint, within VS Code's default 43 characters when short:
    ``◀ decides: amount = 1, credit = 0`` (what the deciding branch tested) or ``◀ decides:
    `fee` → failure`` (the sentence of :func:`decision_text` goes in the tooltip)."""
    if found.tested is not None:
        verb, _, values = found.tested.split("; so line ")[0].partition(" ")
        known = verb in ("tests", "writes", "reads") and values
        return f"◀ decides: {values}" if known else "◀ decides: here"
    if not found.visible:
        return "◀ decides: the values tested here"
    return f"◀ decides: `{letter_text(found.letter, automaton)}` → failure"
