/**
 * Learning stopped early (issue 31): the banner says why and what to change; the summary line
 * under it does not repeat that advice, and says what is open in plain words ("may change at a
 * larger loop bound", not "not proven: stability: the bound driver stopped …").
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { applyResult, initialState, viewModel } from "../../src/panelModel";
import type { AutomatonResult } from "../../src/shared/protocol";
import { summaryText } from "../../src/shared/words";
import { vending } from "./fixture";

const URI = "file:///w/vending.c";
const STOPPED =
  "the time budget of 60 s ran out while learning at loop bound 3; the automaton of loop bound 2 is shown. " +
  "To get further: raise the timeout (60 s), learn at a loop bound below 3, lower the maximum word length or " +
  "learn over fewer letters (a smaller alphabet)";

function stoppedEarly(): AutomatonResult {
  const automaton = vending();
  automaton.bounds = { ...automaton.bounds, loop_bound: 2, stopped: STOPPED };
  automaton.guarantee = {
    ...automaton.guarantee,
    unproven: [`stability: the bound driver stopped before the automaton was stable (${STOPPED})`],
  };
  return { uri: URI, version: 1, status: "done", automaton };
}

describe("learning stopped early", () => {
  it("says the advice once: in the banner, not again in the summary", () => {
    const state = applyResult(initialState({ uri: URI, line: 8 }, "vending.c:9 — assertion"), stoppedEarly()).state;
    const view = viewModel(state, 1);
    assert.equal(view.boundsNote?.kind, "stopped");
    assert.match(view.boundsNote?.text ?? "", /To get further: raise the timeout/);
    const summary = view.summary ?? "";
    assert.doesNotMatch(summary, /To get further|raise the timeout|stability/, summary);
    assert.match(summary, / · may change at a larger loop bound: learning stopped early \(see the note above\)$/);
  });

  it("says why in the summary where no banner says it", () => {
    const automaton = stoppedEarly().automaton!;
    const summary = summaryText(automaton);
    assert.match(summary, /may change at a larger loop bound: learning stopped early \(the time budget of 60 s/);
    assert.doesNotMatch(summary, /not proven: stability/);
  });

  it("keeps other open points as 'not proven'", () => {
    const automaton = stoppedEarly().automaton!;
    automaton.guarantee!.unproven = [...automaton.guarantee!.unproven!, "words longer than 5"];
    assert.match(
      summaryText(automaton, undefined, true),
      /learning stopped early \(see the note above\) · not proven: words longer than 5$/,
    );
  });
});
