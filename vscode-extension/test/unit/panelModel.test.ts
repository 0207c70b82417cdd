import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  learnOnFetch,
  RESTORED_MESSAGE,
  applyProgress,
  applyResult,
  applyStatus,
  currentStepLine,
  documentSaved,
  initialState,
  isOutdated,
  moveStep,
  nextCounterexample,
  selectCounterexample,
  selection,
  setLayout,
  setViewport,
  viewModel,
  type PanelState,
} from "../../src/panelModel";
import type { AutomatonJson, AutomatonResult, StatusParams } from "../../src/shared/protocol";
import { vending } from "./fixture";

const URI = "file:///w/vending.c";

function fresh(): PanelState {
  return initialState({ uri: URI, line: 8 }, "vending.c:9 — assertion");
}

function done(version: number, automaton = vending()): AutomatonResult {
  return { uri: URI, version, status: "done", automaton };
}

function status(version: number, state: "queued" | "running" | "done" | "stale" | "error", line = 8): StatusParams {
  return { uri: URI, version, targets: [{ line, kind: "assertion", state }] };
}

describe("panel model: errlang/automaton results", () => {
  it("shows a done result and remembers its version", () => {
    const { state, applied } = applyResult(fresh(), done(3));
    assert.ok(applied);
    assert.equal(state.status, "done");
    assert.equal(state.shownVersion, 3);
    assert.equal(state.automaton?.states.length, 4);
  });

  it("ignores a result for an older version than the one shown", () => {
    const shown = applyResult(fresh(), done(5)).state;
    const late = applyResult(shown, { ...done(4), automaton: { ...vending(), states: [] } });
    assert.equal(late.applied, false);
    assert.equal(late.state, shown);
  });

  it("says which command computes a PAC model, a model or a specification the server has none of", () => {
    const pac = initialState({ uri: URI, line: 8, source: "pac" }, "vending.c:9 — PAC model");
    const { state } = applyResult(pac, { uri: URI, version: null, status: "none" });
    assert.match(state.message ?? "", /errlang: Verify with PAC guarantee/);
    const learn = applyResult(fresh(), { uri: URI, version: null, status: "none" }).state;
    assert.equal(learn.message, undefined); // an error language is learned at once instead
    const told = applyResult(pac, { uri: URI, version: null, status: "none", message: "gone" }).state;
    assert.equal(told.message, "gone"); // the server's own words first
  });

  it("ignores results about other documents", () => {
    assert.equal(applyResult(fresh(), { ...done(1), uri: "file:///other.c" }).applied, false);
  });

  it("keeps the shown automaton while the target is re-learned", () => {
    const shown = applyResult(fresh(), done(2)).state;
    const { state } = applyResult(shown, { uri: URI, version: 3, status: "running" });
    assert.equal(state.status, "running");
    assert.equal(state.automaton?.states.length, 4);
    assert.equal(state.shownVersion, 2);
  });

  it("drops the automaton when the server knows no result ('none')", () => {
    const shown = applyResult(fresh(), done(2)).state;
    const { state } = applyResult(shown, { uri: URI, version: 2, status: "none" });
    assert.equal(state.automaton, undefined);
  });

  it("turns an unusable automaton into an error instead of drawing it", () => {
    const broken = { ...vending(), initial: 42 };
    const { state } = applyResult(fresh(), done(1, broken));
    assert.equal(state.status, "error");
    assert.match(state.message ?? "", /initial state/);
    assert.equal(state.automaton, undefined);
  });

  it("resets the counterexample selection only when the automaton changes", () => {
    let state = applyResult(fresh(), done(1)).state;
    state = nextCounterexample(state);
    assert.equal(state.counterexample, 1);
    state = applyResult(state, done(2)).state; // same automaton, newer version
    assert.equal(state.counterexample, 1);
    const changed = vending();
    changed.counterexamples = changed.counterexamples!.slice(0, 1);
    state = applyResult(state, done(3, changed)).state;
    assert.equal(state.counterexample, 0);
  });
});

describe("panel model: errlang/status", () => {
  it("re-fetches when its target is done", () => {
    const queued = applyStatus(fresh(), status(1, "queued"));
    assert.equal(queued.refetch, false);
    assert.equal(queued.state.status, "queued");
    const finished = applyStatus(queued.state, status(1, "done"));
    assert.ok(finished.refetch);
  });

  it("ignores other targets, other files and older versions", () => {
    assert.equal(applyStatus(fresh(), status(1, "done", 20)).applied, false);
    assert.equal(applyStatus(fresh(), { ...status(1, "done"), uri: "file:///x.c" }).applied, false);
    const newer = applyStatus(fresh(), status(4, "running")).state;
    assert.equal(applyStatus(newer, status(3, "done")).applied, false);
    const shown = applyResult(fresh(), done(6)).state;
    assert.equal(applyStatus(shown, status(5, "done")).applied, false);
  });

  it("does not re-fetch an automaton it already shows for that version", () => {
    const shown = applyResult(fresh(), done(2)).state;
    assert.equal(applyStatus(shown, status(2, "done")).refetch, false);
    assert.equal(applyStatus(shown, status(3, "done")).refetch, true);
  });

  it("marks the view outdated when the document is newer than the automaton", () => {
    const shown = applyResult(fresh(), done(2)).state;
    assert.equal(isOutdated(shown, 2), false);
    assert.equal(isOutdated(shown, 3), true);
    assert.equal(viewModel(shown, 3).outdated, true);
    assert.equal(isOutdated(fresh(), 3), false);
  });

  it("says what happens to the newer text: learning, not analysable, or waiting for a save (issue 21)", () => {
    const shown = applyResult(fresh(), done(2)).state;
    assert.match(viewModel(shown, 3).outdatedText ?? "", /save it to learn again/);
    const learning = applyStatus(shown, status(3, "running")).state;
    assert.match(viewModel(learning, 3).outdatedText ?? "", /learning the saved version/);
    // a save that does not parse: saving again does not help, the banner says so
    const broken = applyResult(shown, {
      uri: URI,
      version: 3,
      status: "error",
      message: "line 15: syntax error before: {",
    }).state;
    const text = viewModel(broken, 3).outdatedText ?? "";
    assert.doesNotMatch(text, /save it to learn again/);
    assert.match(text, /could not be analysed \(line 15: syntax error before: \{\): fix it and save/);
    assert.equal(viewModel(broken, 3).automaton?.states.length, vending().states.length); // still drawn
    assert.equal(viewModel(shown, 2).outdatedText, undefined);
  });
});

describe("panel model: counterexamples", () => {
  const shown = (): PanelState => applyResult(fresh(), done(1)).state;

  it("cycles through counterexamples", () => {
    let state = shown();
    assert.equal(selection(state)?.counterexample, 0);
    state = nextCounterexample(state);
    assert.equal(state.counterexample, 1);
    state = nextCounterexample(state);
    assert.equal(state.counterexample, 0);
    assert.equal(nextCounterexample(fresh()).counterexample, 0, "no automaton, nothing to cycle");
  });

  it("steps within a counterexample and follows its path through the automaton", () => {
    let state = shown();
    assert.equal(currentStepLine(state), 14);
    state = moveStep(state, 1);
    state = moveStep(state, 1);
    assert.equal(currentStepLine(state), 8);
    assert.deepEqual(selection(state), { counterexample: 0, step: 2, path: [2], current: 2 });
    state = moveStep(moveStep(moveStep(state, 1), 1), 1);
    assert.equal(state.step, 3, "stays on the last step");
    state = moveStep(state, -10);
    assert.equal(state.step, 0);
  });

  it("selects a counterexample and a step by index, ignoring indices out of range", () => {
    const state = selectCounterexample(shown(), 1, 2);
    assert.equal(currentStepLine(state), 8);
    assert.equal(selectCounterexample(state, 7), state);
  });

  it("has no selection without counterexamples", () => {
    const a = vending();
    delete a.counterexamples;
    const state = applyResult(fresh(), done(1, a)).state;
    assert.equal(selection(state), undefined);
    assert.equal(currentStepLine(state), undefined);
    assert.equal(moveStep(state, 1), state);
  });

  it("sends the DOT with the view", () => {
    const view = viewModel(shown(), 1);
    assert.match(view.dot ?? "", /^digraph/);
    assert.equal(viewModel(fresh(), 1).dot, undefined);
  });
});

describe("panel model: what an edit changed", () => {
  function opened(): AutomatonJson {
    const a = vending();
    a.transitions.push({ source: 1, letter: "err", target: 3, dominating: false });
    return a;
  }

  it("shows the difference when a newer version's automaton differs, until the next save", () => {
    let state = applyResult(fresh(), done(1)).state;
    assert.equal(state.diff, undefined);
    state = applyResult(state, done(2, opened())).state;
    assert.deepEqual(state.diff?.added, [7]);
    const view = viewModel(state, 2);
    assert.match(
      view.change ?? "",
      /^this edit added 20 failing sequences: coin · assertion fails; coin · coin · assertion fails; /,
    );
    assert.match(view.dot ?? "", /class="transition t-7 added error-letter", label="\+ assertion fails"/);
    assert.ok(view.legend?.some((e) => e.key === "added"));
    state = documentSaved(state, "file:///other.c");
    assert.notEqual(state.diff, undefined, "another file's save changes nothing");
    state = documentSaved(state, URI);
    assert.equal(state.diff, undefined);
    assert.equal(viewModel(state, 2).change, undefined);
    assert.ok(!viewModel(state, 2).legend?.some((e) => e.key === "added"));
  });

  it("shows no difference for the first automaton, the same one again, or a re-learn of the same version", () => {
    let state = applyResult(fresh(), done(1)).state;
    state = applyResult(state, done(2)).state;
    assert.equal(state.diff, undefined);
    state = applyResult(state, done(2, opened())).state;
    assert.equal(state.diff, undefined, "same version: not an edit");
  });

  it("says what a closing edit removed", () => {
    let state = applyResult(fresh(), done(1, opened())).state;
    state = applyResult(state, done(2)).state;
    assert.match(viewModel(state, 2).change ?? "", /^this edit removed 20 failing sequences/);
    assert.match(viewModel(state, 2).dot ?? "", /class="removed", label="− assertion fails"/);
  });
});

describe("panel model: layout, legend and summary in the view", () => {
  it("sends plain-words summary and a legend of what is drawn", () => {
    const view = viewModel(applyResult(fresh(), done(1)).state, 1);
    assert.equal(view.summary, "12 failing sequences of at most 4 events (loop bound 3) · 4 states");
    assert.deepEqual(
      view.legend?.map((e) => e.key),
      ["start", "accepting", "doomed", "neighbourhood", "dominating", "incorrect", "correct", "neutral"],
    );
    // The first step of the counterexample reads no letter: no path drawn yet, so no key for it.
    const stepped = viewModel(moveStep(moveStep(applyResult(fresh(), done(1)).state, 1), 1), 1);
    assert.deepEqual(
      stepped.legend?.slice(-2).map((e) => e.key),
      ["path", "current"],
    );
  });

  it("draws in the chosen direction", () => {
    const state = applyResult(fresh(), done(1)).state;
    assert.match(viewModel(setLayout(state, "TB"), 1).dot ?? "", /rankdir=TB;/);
    assert.match(viewModel(setViewport(state, 800, 600), 1).dot ?? "", /rankdir=LR;/);
  });
});

describe("panel model: learning progress", () => {
  const begin = (line: number) => ({
    kind: "begin",
    title: `errlang: learning the error language of assertion at line ${line}`,
    message: "queued",
    cancellable: true,
  });

  it("follows the progress of its own target: bound tried and queries so far", () => {
    let state = applyProgress(fresh(), "errlang/learn/1", begin(9));
    assert.equal(state.progress?.token, "errlang/learn/1");
    state = applyProgress(state, "errlang/learn/1", { kind: "report", message: "learning with loop bound 2" });
    assert.equal(state.progress?.bound, 2);
    state = applyProgress(state, "errlang/learn/1", { kind: "report", message: "loop bound 3, 120 queries" });
    assert.deepEqual([state.progress?.bound, state.progress?.queries], [3, 120]);
    assert.equal(viewModel(state, 1).progress?.bound, 3);
    state = applyProgress(state, "errlang/learn/1", { kind: "end", message: "done in 1.0 s" });
    assert.equal(state.progress, undefined);
  });

  it("ignores other targets' runs and drops the progress when the target is done", () => {
    assert.equal(applyProgress(fresh(), "errlang/learn/2", begin(12)).progress, undefined);
    let state = applyProgress(fresh(), "errlang/learn/1", begin(9));
    assert.equal(applyProgress(state, "errlang/learn/2", { kind: "report", message: "loop bound 4" }), state);
    state = applyStatus(state, status(1, "done")).state;
    assert.equal(state.progress, undefined);
  });
});

describe("a view restored after a reload (issue 31)", () => {
  it("does not learn by itself: only a view the user opened learns a never-learned target", () => {
    assert.equal(learnOnFetch("none", false, false, undefined), true);
    assert.equal(learnOnFetch("none", false, true, undefined), false); // restored: it re-learned for 60 s
    assert.equal(learnOnFetch("none", true, false, undefined), false);
    assert.equal(learnOnFetch("done", false, false, undefined), false);
    assert.equal(learnOnFetch("none", false, false, "pac"), false);
    assert.match(RESTORED_MESSAGE, /Re-learn/);
  });
});
