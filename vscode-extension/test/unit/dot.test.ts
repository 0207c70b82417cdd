import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { instance } from "@viz-js/viz";
import { automatonToDot, dotString, edgeId, stateNodeId } from "../../src/shared/dot";
import type { AutomatonJson } from "../../src/shared/protocol";
import { vending } from "./fixture";

describe("automatonToDot", () => {
  it("has one state node per state, one edge per group of parallel transitions, and the start arrow", () => {
    const a = vending();
    const dot = automatonToDot(a);
    assert.equal(dot.match(/class="state[ "]/g)?.length, a.states.length);
    // 1 -refund-> 0 and 1 -vend-> 0 share every mark: one edge.
    assert.equal(dot.match(/class="transition[ "]/g)?.length, a.transitions.length - 1);
    assert.match(dot, /"1" -> "0" \[id="edge-4", class="transition t-4 t-5 neutral", label="refund \| vend"/);
    assert.match(dot, /"__start" -> "0"/);
    assert.ok(dot.startsWith('digraph "errlang" {'));
    assert.ok(dot.trimEnd().endsWith("}"));
  });

  it("draws accepting states as double circles and marks doomed, initial and neighbourhood states", () => {
    const dot = automatonToDot(vending());
    // An accepting state is not drawn as doomed too (the fill would have no legend entry).
    assert.match(dot, /"3" \[id="state-3", class="state accepting", label="3", shape="doublecircle"/);
    assert.match(dot, /"2" \[id="state-2", class="state doomed", label="2", shape="circle", style="filled"/);
    assert.match(dot, /"0" \[id="state-0", class="state neighbourhood initial", label="0", shape="circle"/);
    assert.match(dot, /"1" \[id="state-1", class="state", label="1", shape="circle"/);
  });

  it("types transitions and marks dominating ones and the error letter", () => {
    const dot = automatonToDot(vending());
    assert.match(dot, /"0" -> "2" \[id="edge-2", class="transition t-2 incorrect dominating", label="vend"/);
    assert.match(dot, /"0" -> "1" \[id="edge-0", class="transition t-0 correct", label="coin"/);
    assert.match(
      dot,
      /"2" -> "3" \[id="edge-6", class="transition t-6 neutral dominating error-letter", label="assertion fails"/,
    );
  });

  it("labels one error-letter edge per accepting state (issue 31: three piled up at Fit)", () => {
    const a = vending();
    const into = a.transitions.find((t) => t.letter === a.error_letter);
    assert.ok(into !== undefined);
    const more = [0, 1].map((source) => ({ ...into, source }));
    const dot = automatonToDot({ ...a, transitions: [...a.transitions, ...more] });
    assert.equal(dot.match(/label="assertion fails"/g)?.length, 1);
    assert.equal(dot.match(/class="transition[^"]*error-letter"/g)?.length, 3);
  });

  it("puts the event sites in the edge tooltips", () => {
    assert.match(automatonToDot(vending()), /tooltip="coin — line 6\\n/);
  });

  it("leaves types out when the JSON has no transition_types", () => {
    const a = vending();
    delete a.transition_types;
    delete a.neighbourhoods;
    const dot = automatonToDot(a);
    assert.doesNotMatch(dot, /correct|neutral|neighbourhood/);
  });

  it("escapes quotes, backslashes and line breaks in letters and ids", () => {
    assert.equal(dotString('a"b\\c\nd'), '"a\\"b\\\\c\\nd"');
    const a: AutomatonJson = {
      alphabet: [{ letter: 'say"hi"' }],
      initial: "q 0",
      states: [{ id: "q 0", accepting: true }],
      transitions: [{ source: "q 0", letter: 'say"hi"', target: "q 0" }],
    };
    const dot = automatonToDot(a);
    assert.match(dot, /label="say\\"hi\\""/);
    assert.equal(stateNodeId("q 0"), "state-q_200");
    assert.equal(edgeId(3), "edge-3");
  });

  it("handles the empty language (no states) without a start arrow", () => {
    const dot = automatonToDot({ alphabet: [], initial: 0, states: [], transitions: [] });
    assert.doesNotMatch(dot, /__start/);
  });

  it("is valid Graphviz: the bundled WASM Graphviz renders it with the ids and classes", async () => {
    const viz = await instance();
    const a = vending();
    const svg = viz.renderString(automatonToDot(a), { format: "svg" });
    assert.equal(svg.match(/<g id="state&#45;\d+" class="node state[^"]*"/g)?.length, a.states.length);
    assert.equal(svg.match(/<g id="edge&#45;\d+" class="edge transition[^"]*"/g)?.length, a.transitions.length - 1);
    const empty = viz.render(automatonToDot({ alphabet: [], initial: 0, states: [], transitions: [] }));
    assert.equal(empty.status, "success");
  });
});
