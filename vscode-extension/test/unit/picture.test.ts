import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { describe, it } from "node:test";
import {
  applyResult,
  documentSaved,
  initialState,
  selection,
  setPicture,
  shownOf,
  viewModel,
  type PanelState,
} from "../../src/panelModel";
import { runWord } from "../../src/shared/automaton";
import { automatonToDot } from "../../src/shared/dot";
import { drawnEdges, legend } from "../../src/shared/graphModel";
import { parseViewMessage } from "../../src/shared/messages";
import { PICTURE_MARKS, shownAutomaton } from "../../src/shared/picture";
import type { AutomatonJson } from "../../src/shared/protocol";
import { FIXTURES, vending } from "./fixture";

/** `errlang explain --json` of tests/picture/programs/loop_then_fail.c:9 at loop bound 3 (the engine's output). */
function loop(): AutomatonJson {
  return JSON.parse(readFileSync(path.join(FIXTURES, "loop.automaton.json"), "utf8")) as AutomatonJson;
}

const URI = "file:///w/loop_then_fail.c";
const ERR = "!error";

function withLoop(picture: "general" | "exact" = "general"): PanelState {
  const start = initialState({ uri: URI, line: 8 }, "loop_then_fail.c:9 — assertion", "auto", picture);
  return applyResult(start, { uri: URI, version: 1, status: "done", automaton: loop() }).state;
}

describe("the general picture in the view (issue 13 item 4)", () => {
  it("draws the picture by default: g* f err in 3 states, the g-loop dashed", () => {
    const state = withLoop();
    const drawn = shownOf(state);
    assert.ok(drawn !== undefined);
    assert.equal(drawn.states.length, 3);
    assert.equal(loop().states.length, 6);
    for (const word of [["f", ERR], ["g", "f", ERR], Array(7).fill("g").concat(["f", ERR])]) {
      assert.ok(runWord(drawn, word).accepted, word.join(" "));
    }
    const gLoop = drawnEdges(drawn).find((e) => e.letters.includes("g"));
    assert.ok(gLoop !== undefined && gLoop.source === gLoop.target && gLoop.generalising && gLoop.loop);
    const dot = automatonToDot(drawn);
    assert.match(dot, /"0" -> "0" \[[^\]]*class="transition t-\d+ [^"]*generalising loop[^\]]*style="dashed"/);
    const model = viewModel(state, 1);
    assert.equal(model.picture?.choice, "general");
    assert.equal(model.picture?.available, true);
    assert.match(
      model.picture?.guarantee ?? "",
      /^every sequence of length ≤ 5 decided within loop bound 3 is right; the loop at state 0 \(g\) generalises, confirmed at bound 4/,
    );
    // the failing sequences are counted on the exact automaton; both sizes are said
    assert.equal(
      model.summary,
      "4 failing sequences of at most 4 events (loop bound 3) · general picture: 3 states (exact: 6)",
    );
    assert.ok(model.legend?.some((e) => e.key === "generalising" && e.name === "generalises"));
  });

  it("toggles to the exact automaton and back; the choice survives a new result", () => {
    const exact = setPicture(withLoop(), "exact");
    const model = viewModel(exact, 1);
    assert.equal(model.automaton?.states.length, 6);
    assert.equal(model.picture?.choice, "exact");
    assert.match(model.picture?.guarantee ?? "", /^the general picture has 3 states: every sequence/);
    assert.equal(model.summary, "4 failing sequences of at most 4 events (loop bound 3) · 6 states");
    assert.ok(!(model.legend ?? []).some((e) => e.key === "generalising"));
    assert.ok(!(model.dot ?? "").includes("dashed"));
    const again = applyResult(exact, { uri: URI, version: 2, status: "done", automaton: loop() }).state;
    assert.equal(shownOf(again)?.states.length, 6);
    assert.equal(shownOf(setPicture(again, "general"))?.states.length, 3);
    assert.deepEqual(parseViewMessage({ type: "picture", picture: "exact" }), { type: "picture", picture: "exact" });
    assert.equal(parseViewMessage({ type: "picture", picture: "both" }), undefined);
  });

  it("steps a counterexample on either automaton: the same word, each one's transitions", () => {
    for (const choice of ["general", "exact"] as const) {
      const state = { ...withLoop(choice), counterexample: 2, step: 10 };
      const drawn = shownOf(state);
      const shown = selection(state);
      assert.ok(drawn !== undefined && shown !== undefined);
      const letters = shown.path.map((i) => drawn.transitions[i].letter);
      assert.deepEqual(letters, ["g", "g", "f", ERR], choice);
    }
  });

  it("carries the explanation over to the picture's states", () => {
    const drawn = shownAutomaton(loop(), "general");
    const type = (letter: string): string | undefined => drawn.transition_types?.find((t) => t.letter === letter)?.type;
    assert.equal(type("g"), "neutral");
    assert.equal(type(ERR), "incorrect");
    const afterF = drawn.transitions.find((t) => t.letter === "f")?.target;
    assert.deepEqual(drawn.neighbourhoods, [afterF]);
  });

  it("draws the edit's difference on the automaton shown, with the failing sequences counted exactly", () => {
    const before = loop();
    const after = loop();
    // the edit: f no longer fails after g (the exact automaton loses g·f·err; the picture its loop)
    after.transitions = after.transitions.filter((t) => !(t.source === 1 && t.letter === "f"));
    after.transitions = after.transitions.filter((t) => !(t.source === 3 && t.letter === "f"));
    after.transitions = after.transitions.filter((t) => !(t.source === 5 && t.letter === "f"));
    const picture = after.picture;
    assert.ok(picture !== undefined);
    picture.transitions = picture.transitions.filter((t) => t.letter !== "g");
    const start = initialState({ uri: URI, line: 8 }, "t");
    const first = applyResult(start, { uri: URI, version: 1, status: "done", automaton: before }).state;
    const general = applyResult(first, { uri: URI, version: 2, status: "done", automaton: after }).state;
    assert.equal(general.diff?.removed.length, 1); // the dashed g-loop
    assert.equal(general.diff?.removedCount, 3); // g·f, g·g·f, g·g·g·f then err
    assert.match(viewModel(general, 2).change ?? "", /^this edit removed 3 failing sequences: g · f · assertion fails/);
    const exact = setPicture(general, "exact");
    assert.ok((exact.diff?.removed.length ?? 0) >= 3); // the exact chain's f transitions
    assert.equal(exact.diff?.removedCount, 3);
    assert.equal(documentSaved(exact, URI).previous, undefined);
  });

  it("an automaton without a picture (a PAC model, an older engine) is drawn as it is, without the toggle", () => {
    const state = applyResult(initialState({ uri: URI, line: 8 }, "t"), {
      uri: URI,
      version: 1,
      status: "done",
      automaton: vending(),
    }).state;
    const model = viewModel(state, 1);
    assert.equal(model.picture, undefined);
    assert.equal(model.automaton, state.automaton);
  });

  it("speaks the engine's vocabulary: the schema's picture transitions carry exactly these marks", () => {
    const schemaPath = path.join(__dirname, "..", "..", "..", "core", "errlang", "schema", "automaton.schema.json");
    const schema = JSON.parse(readFileSync(schemaPath, "utf8")) as {
      properties: { picture: { properties: { transitions: { items: { properties: Record<string, unknown> } } } } };
    };
    const names = Object.keys(schema.properties.picture.properties.transitions.items.properties);
    for (const mark of PICTURE_MARKS) assert.ok(names.includes(mark), mark);
    // and what the engine wrote in the fixture is what the view reads
    const marked = loop().picture?.transitions.find((t) => t.letter === "g");
    assert.equal(marked?.loop, true);
    assert.equal(marked?.generalising, false);
    assert.ok(legend({ automaton: vending(), edges: drawnEdges(vending()), ghosts: [], path: false, current: false }));
  });
});
