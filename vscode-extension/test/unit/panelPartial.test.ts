/**
 * The panel's partial state (issue 19): the automaton of a completed loop bound shown, marked
 * partial, while the bound driver learns the next; replaced by the final one; never over a final
 * one of the same or a newer version; the banner says which bound is shown and, when the final
 * automaton's driver stopped early, what to change.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  EDITOR_SETTINGS,
  applyProgress,
  applyResult,
  applyStatus,
  boundsNote,
  initialState,
  isPartial,
  viewModel,
  type PanelState,
} from "../../src/panelModel";
import type { AutomatonJson, AutomatonResult, StatusParams } from "../../src/shared/protocol";
import { statusBarContent } from "../../src/statusText";
import { vending } from "./fixture";

const URI = "file:///w/vending.c";

function fresh(): PanelState {
  return initialState({ uri: URI, line: 8 }, "vending.c:9 — assertion");
}

/** The fixture as the automaton of `bound`, partial or final, with a distinct state count. */
function automatonAt(bound: number, partial: boolean): AutomatonJson {
  const automaton = vending();
  automaton.bounds = { loop_bound: bound, max_length: 5 };
  automaton.states = automaton.states.slice(0, Math.min(bound + 1, automaton.states.length));
  const ids = new Set(automaton.states.map((s) => String(s.id)));
  automaton.transitions = automaton.transitions.filter((t) => ids.has(String(t.source)) && ids.has(String(t.target)));
  if (partial) {
    automaton.partial = true;
    automaton.counterexamples = [];
    automaton.bounds.stopped = `still learning: loop bound ${bound + 1} is being learned`;
  }
  return automaton;
}

function partialResult(version: number, bound: number): AutomatonResult {
  return {
    uri: URI,
    version,
    status: "running",
    partial: true,
    message: `loop bound ${bound} shown; learning loop bound ${bound + 1}…`,
    automaton: automatonAt(bound, true),
  };
}

function finalResult(version: number, bound = 3, automaton = vending()): AutomatonResult {
  automaton.bounds = { ...automaton.bounds, loop_bound: bound };
  return { uri: URI, version, status: "done", automaton };
}

function status(version: number, state: "queued" | "running" | "done" | "error", partial?: number): StatusParams {
  return { uri: URI, version, targets: [{ line: 8, kind: "assertion", state, ...(partial ? { partial } : {}) }] };
}

describe("panel model: partial automata", () => {
  it("shows a partial automaton with a banner naming the bound shown and the bound being learned", () => {
    const { state, applied } = applyResult(fresh(), partialResult(2, 2));
    assert.ok(applied);
    assert.ok(isPartial(state.automaton));
    assert.equal(state.status, "running");
    const view = viewModel(state, 2);
    assert.equal(view.boundsNote?.kind, "partial");
    assert.match(
      view.boundsNote?.text ?? "",
      /^Partial result: the automaton of loop bound 2 .*learning loop bound 3…/,
    );
    assert.equal(view.outdated, false);
    assert.equal(view.message, undefined); // said by the banner, not twice
  });

  it("a partial answer without the flag in the document is still partial (the result says so)", () => {
    const result = partialResult(2, 1);
    delete result.automaton?.partial;
    assert.ok(isPartial(applyResult(fresh(), result).state.automaton));
  });

  it("is replaced by the final automaton, whose banner is gone when the driver finished normally", () => {
    let state = applyResult(fresh(), partialResult(2, 1)).state;
    state = applyResult(state, partialResult(2, 2)).state;
    assert.equal(state.automaton?.bounds?.loop_bound, 2);
    const final = finalResult(2, 3);
    final.automaton!.bounds!.stopped = "the picture of loop bound 2 was confirmed at loop bound 3";
    state = applyResult(state, final).state;
    assert.equal(isPartial(state.automaton), false);
    assert.equal(state.automaton?.bounds?.loop_bound, 3);
    assert.equal(viewModel(state, 2).boundsNote, undefined);
    assert.equal(state.beforePartial, undefined);
  });

  it("never replaces a final automaton of the same or a newer version, nor a larger partial bound", () => {
    const shown = applyResult(fresh(), finalResult(2)).state;
    const same = applyResult(shown, partialResult(2, 1)).state;
    assert.equal(isPartial(same.automaton), false);
    assert.equal(same.automaton, shown.automaton);
    const older = applyResult(shown, partialResult(1, 2));
    assert.equal(older.applied, false);
    const partial2 = applyResult(fresh(), partialResult(4, 2)).state;
    const late1 = applyResult(partial2, partialResult(4, 1)).state; // overtaken answer
    assert.equal(late1.automaton?.bounds?.loop_bound, 2);
  });

  it("replaces an older text's final automaton; what the edit changed is computed against that final one", () => {
    const oldFinal = applyResult(fresh(), finalResult(1, 1, automatonAt(1, false))).state;
    const partial = applyResult(oldFinal, partialResult(2, 1)).state;
    assert.ok(isPartial(partial.automaton));
    assert.equal(partial.diff, undefined); // no difference drawn against a partial automaton
    assert.equal(partial.beforePartial?.version, 1);
    const final = applyResult(partial, finalResult(2, 3)).state;
    assert.equal(final.previous, oldFinal.automaton); // the edit: old final → new final
    assert.ok(final.diff !== undefined && final.diff.added.length > 0);
  });

  it("goes back to the earlier final automaton when the run ends without a result (cancelled)", () => {
    const oldFinal = applyResult(fresh(), finalResult(1)).state;
    const partial = applyResult(oldFinal, partialResult(2, 2)).state;
    // the server answers what it has once the run ended: the older text's automaton
    const back = applyResult(partial, { ...finalResult(1), status: "stale" });
    assert.ok(back.applied);
    assert.equal(isPartial(back.state.automaton), false);
    assert.equal(back.state.shownVersion, 1);
    // or nothing at all, with an error
    const fromNothing = applyResult(fresh(), partialResult(2, 2)).state;
    const cancelled = applyResult(fromNothing, { uri: URI, version: 2, status: "error", message: "cancelled" });
    assert.equal(cancelled.state.automaton, undefined);
  });

  it("asks for the automaton again when a newer partial one exists and when the run ends", () => {
    let state = fresh();
    const first = applyStatus(state, status(2, "running", 1));
    assert.equal(first.refetch, true);
    state = applyResult(first.state, partialResult(2, 1)).state;
    assert.equal(applyStatus(state, status(2, "running", 1)).refetch, false); // already shown
    assert.equal(applyStatus(state, status(2, "running", 2)).refetch, true);
    const ended = applyStatus(state, status(2, "done"));
    assert.equal(ended.refetch, true);
    // never "done" beside the partial automaton: the state comes with the final automaton
    assert.equal(ended.state.status, "running");
    assert.equal(applyResult(ended.state, finalResult(2)).state.status, "done");
    assert.equal(applyStatus(state, status(2, "error")).refetch, true);
    assert.equal(applyStatus(fresh(), status(2, "running")).refetch, false);
  });

  it("says what to change when the final automaton's driver stopped early (a budget ran out)", () => {
    const final = finalResult(1, 2);
    final.automaton!.bounds!.stopped =
      "the time budget of 60 s ran out while learning at loop bound 3; the automaton of loop bound 2 is shown. " +
      "To get further: raise the timeout (60 s), learn at a loop bound below 3, lower the maximum word length or " +
      "learn over fewer letters (a smaller alphabet)";
    const note = boundsNote(final.automaton);
    assert.equal(note?.kind, "stopped");
    assert.match(note?.text ?? "", /^Learning stopped early: The time budget of 60 s ran out/);
    assert.match(note?.text ?? "", /raise the timeout \(60 s\)/);
    assert.ok(note?.text.endsWith(EDITOR_SETTINGS));
    const state = applyResult(fresh(), final).state;
    assert.equal(viewModel(state, 1).boundsNote?.kind, "stopped");
  });

  it("reads the bound being learned from a progress that names the bound shown", () => {
    let state = applyProgress(fresh(), "errlang/learn/1", {
      kind: "begin",
      title: "errlang: learning the error language of assertion at line 9",
    });
    state = applyProgress(state, "errlang/learn/1", {
      kind: "report",
      message: "loop bound 2 shown; learning loop bound 3…",
    });
    assert.equal(state.progress?.bound, 3);
    state = applyProgress(state, "errlang/learn/1", {
      kind: "report",
      message: "learning with loop bound 3 · 120 queries · 14 solver calls · loop bound 2 shown",
    });
    assert.deepEqual([state.progress?.bound, state.progress?.queries], [3, 120]);
    state = applyProgress(state, "errlang/learn/1", {
      kind: "report",
      message: "learning the normal runs of main · loop bound 2 shown",
    });
    assert.equal(state.progress?.bound, 3); // the bound shown is not the bound tried
  });

  it("the status bar's tooltip names the bound shown", () => {
    const content = statusBarContent("running", {
      uri: URI,
      version: 2,
      targets: [
        {
          line: 8,
          kind: "assertion",
          state: "running",
          partial: 2,
          message: "loop bound 2 shown; learning loop bound 3…",
        },
      ],
    });
    assert.match(content.tooltip, /line 9: loop bound 2 shown; learning loop bound 3…/);
  });
});

describe("a partial result's counterexamples (issue 31)", () => {
  it("are said to be real failing runs of the bound shown, not missing", () => {
    const automaton = automatonAt(2, true);
    assert.match(boundsNote(automaton)?.text ?? "", /it has no counterexamples yet\.$/);
    automaton.counterexamples = vending().counterexamples;
    assert.ok((automaton.counterexamples ?? []).length > 0);
    assert.match(boundsNote(automaton)?.text ?? "", /its counterexamples are real failing runs of that bound\.$/);
  });
});
