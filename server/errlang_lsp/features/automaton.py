"""Custom requests ``errlang/automaton``, ``errlang/membership`` and ``errlang/workers``.

* ``errlang/automaton`` ``{textDocument, position}`` → ``{uri, version, status, message?,
  automaton?}``: the last automaton learned for the target at that line (the JSON of ``errlang
  learn --json``), answered at once from stored results; ``version`` is the version it was
  learned on (the current version when there is none). While a run of the target is going on
  and the bound driver has completed a loop bound of it (issue 19), the answer is that bound's
  automaton instead, marked ``partial: true`` (status ``running``, ``message`` "loop bound 2
  shown; learning loop bound 3…", ``version`` the version being learned) — unless the last
  final automaton is of the same or a newer text (:func:`shown_partial`): a partial automaton
  never hides a final one of its text.
* ``errlang/membership`` ``{textDocument, position, word}`` → ``{version, member, loopBound,
  maxLength, run?}``: asks the teacher of the automaton shown for the target (its text, loop
  bound and exactness length; ``version`` is the version it was learned on), or the current
  text when nothing was learned yet.
* ``errlang/workers`` → ``[{pid, ready, job}]``: the analysis workers (debugging, tests).
"""

from __future__ import annotations

from typing import Any

from errlang_lsp.features.base import Feature
from errlang_lsp.pool import partial_text
from errlang_lsp.state import DocumentState, Target
from errlang_lsp.summaries import with_shown_runs, with_shown_values
from pygls.exceptions import JsonRpcInternalError, JsonRpcInvalidParams

AUTOMATON = "errlang/automaton"
MEMBERSHIP = "errlang/membership"
WORKERS = "errlang/workers"


def plain(value: Any) -> Any:
    """pygls hands custom params over as namedtuples: make them dicts and lists again."""
    if hasattr(value, "_asdict"):
        return {key: plain(item) for key, item in value._asdict().items()}
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    return value


def _location(params: Any) -> tuple[str, int]:
    data = plain(params) or {}
    try:
        return str(data["textDocument"]["uri"]), int(data["position"]["line"])
    except (KeyError, TypeError, ValueError) as error:
        message = f"expected {{textDocument: {{uri}}, position}}: {error}"
        raise JsonRpcInvalidParams(message) from error


def shown_partial(doc: DocumentState, target: Target) -> tuple[dict[str, Any], int] | None:
    """The partial automaton of ``target``'s run to show, with the version it is learned on:
    the newest bound the bound driver completed, while the run that produced it is the
    target's run, still going and not cancelled, and the target has no final automaton of the
    same or a newer text (a re-learn of an unchanged text keeps showing its final result)."""
    job = target.job
    if job is None or job.state != "running" or job.cancel_requested or job.partial is None:
        return None
    learned = target.learned
    if learned is not None and (
        learned.snapshot.version >= target.job_version
        or learned.snapshot.text == job.spec.arguments.get("text")
    ):
        return None
    return job.partial, target.job_version


def with_check_run(doc: DocumentState, target: Target, automaton: dict[str, Any]) -> dict[str, Any]:
    """The learned automaton, or — when it accepts words but lists no failing run (the
    driver's reserve for runs ran out) — a copy with the check's failing run of the same text
    and assertion, if the automaton accepts its word: the view's list is never empty while
    Problems shows a failure (issue 31)."""
    accepting = {s["id"] for s in automaton.get("states", []) if s.get("accepting")}
    record, learned = doc.check, target.learned
    if automaton.get("counterexamples") or not accepting or record is None or learned is None:
        return automaton
    if record.snapshot.text != learned.snapshot.text or target.kind != "assertion":
        return automaton
    line = (automaton.get("target") or {}).get("line")
    run = next(
        (
            a.get("counterexample")
            for a in record.assertions()
            if a.get("line") == line and a.get("verdict") == "fails" and "file" not in a
        ),
        None,
    )
    if not isinstance(run, dict) or not _accepts(automaton, run.get("word"), accepting):
        return automaton
    return {**automaton, "counterexamples": [run]}


def _accepts(automaton: dict[str, Any], word: Any, accepting: set[Any]) -> bool:
    """Whether the automaton's transitions lead ``word`` from its initial state to an
    accepting state."""
    if not isinstance(word, list):
        return False
    step = {(t["source"], t["letter"]): t["target"] for t in automaton.get("transitions", [])}
    state = automaton.get("initial")
    for letter in word:
        state = step.get((state, letter))
        if state is None:
            return False
    return state in accepting


class AutomatonFeature(Feature):
    def errlang_automaton(self, params: Any) -> dict[str, Any]:
        uri, line = _location(params)
        doc = self.analyses.documents.get(uri)
        if doc is None:
            return {"uri": uri, "version": None, "status": "none", "message": "not open"}
        target = doc.target_at(line)
        if target is None:
            message = "no learned target here: run errlang.learn on an assertion"
            return {"uri": uri, "version": doc.version, "status": "none", "message": message}
        state, note = doc.state_of(target)
        answer: dict[str, Any] = {"uri": uri, "version": doc.version, "status": state}
        if note:
            answer["message"] = note
        partial = shown_partial(doc, target)
        if partial is not None:
            automaton, version = partial
            answer.update(version=version, automaton=with_shown_runs(automaton), partial=True)
            answer["message"] = partial_text(automaton)
        elif target.learned is not None:
            answer["version"] = target.learned.snapshot.version
            learned = target.learned.automaton
            if learned is not None:
                learned = with_check_run(doc, target, learned)
            answer["automaton"] = with_shown_runs(learned) if learned is not None else None
        return answer

    async def errlang_membership(self, params: Any) -> dict[str, Any]:
        uri, line = _location(params)
        word = (plain(params) or {}).get("word")
        if not isinstance(word, list) or not all(isinstance(w, str) for w in word):
            raise JsonRpcInvalidParams("word must be a list of letters (strings)")
        doc = self.analyses.documents.get(uri)
        if doc is None:
            raise JsonRpcInvalidParams(f"{uri} is not open")
        version, outcome = await self.analyses.membership(uri, line, word)
        if outcome.status == "error":
            first = outcome.errors[0] if outcome.errors else {}
            raise JsonRpcInvalidParams(str(first.get("message", outcome.message)))
        if outcome.status != "ok":
            raise JsonRpcInternalError(outcome.message or f"membership query {outcome.status}")
        value = dict(outcome.value or {})
        answer: dict[str, Any] = {
            "version": version,
            "member": bool(value.get("member")),
            "loopBound": value.get("loop_bound"),
            "maxLength": value.get("max_length"),
        }
        if isinstance(value.get("run"), dict):
            answer["run"] = with_shown_values(value["run"])
        return answer

    def errlang_workers(self, params: Any) -> list[dict[str, Any]]:
        return self.analyses.pool.workers()
