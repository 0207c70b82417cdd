import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { diffAutomata } from "../../src/shared/automatonDiff";
import { chooseLayout, drawnEdges, ghostEdges, legend, shape, type LegendInput } from "../../src/shared/graphModel";
import type { AutomatonJson } from "../../src/shared/protocol";
import { bank20, vending } from "./fixture";

function chain(length: number): AutomatonJson {
  const states = Array.from({ length: length + 1 }, (_, i) => ({ id: i, accepting: i === length }));
  const transitions = Array.from({ length }, (_, i) => ({
    source: i,
    letter: i === length - 1 ? "!error" : `f${i}`,
    target: i + 1,
  }));
  return { alphabet: [], error_letter: "!error", initial: 0, states, transitions };
}

function keys(input: Partial<LegendInput> & { automaton: AutomatonJson }): string[] {
  const edges = drawnEdges(input.automaton);
  return legend({ edges, ghosts: [], path: false, current: false, ...input }).map((e) => e.key);
}

describe("view model: merged edges", () => {
  it("merges parallel transitions with the same marks into one edge labelled `a | b`", () => {
    const edges = drawnEdges(vending());
    assert.equal(edges.length, 6);
    const merged = edges.find((e) => e.transitions.length > 1);
    assert.deepEqual(merged?.transitions, [4, 5]);
    assert.equal(merged?.label, "refund | vend");
    assert.equal(merged?.id, "edge-4");
  });

  it("keeps parallel transitions apart when their marks differ", () => {
    const a = vending();
    a.transitions[5].dominating = true; // 1 -vend-> 0 now dominating, 1 -refund-> 0 not
    const edges = drawnEdges(a).filter((e) => e.source === "1" && e.target === "0");
    assert.deepEqual(
      edges.map((e) => e.label),
      ["refund", "vend"],
    );
  });

  it("says 'assertion fails' for the error letter, the JSON keeps the letter", () => {
    const a = chain(2);
    const last = drawnEdges(a).at(-1);
    assert.equal(last?.label, "assertion fails");
    assert.deepEqual(last?.letters, ["!error"]);
    assert.equal(last?.errorLetter, true);
  });

  it("marks generalising transitions", () => {
    const a = vending();
    a.transitions[3].generalising = true;
    assert.equal(drawnEdges(a).find((e) => e.transitions.includes(3))?.generalising, true);
  });
});

describe("view model: layout", () => {
  it("draws chains left to right, however long", () => {
    assert.deepEqual(shape(chain(19)), { levels: 20, width: 1 });
    assert.equal(chooseLayout(chain(19)), "LR");
    assert.equal(chooseLayout(chain(19), "auto", { width: 700, height: 900 }), "LR");
  });

  it("draws a deep, branching automaton top-down in a tall view and left to right in a wide one", () => {
    const a = bank20();
    const { levels, width } = shape(a);
    assert.ok(levels > 6 && width > 2, `levels ${levels}, width ${width}`);
    assert.equal(chooseLayout(a), "TB");
    assert.equal(chooseLayout(a, "auto", { width: 750, height: 900 }), "TB");
    assert.equal(chooseLayout(a, "auto", { width: 1550, height: 600 }), "LR");
  });

  it("follows the user's choice", () => {
    assert.equal(chooseLayout(chain(3), "TB"), "TB");
  });
});

describe("view model: legend", () => {
  it("keys every mark drawn on the fixture, and nothing else", () => {
    assert.deepEqual(keys({ automaton: vending() }), [
      "start",
      "accepting",
      "doomed",
      "neighbourhood",
      "dominating",
      "incorrect",
      "correct",
      "neutral",
    ]);
  });

  it("has no transition types or neighbourhood when the JSON has none", () => {
    const a = vending();
    delete a.transition_types;
    delete a.neighbourhoods;
    const k = keys({ automaton: a });
    for (const absent of ["correct", "incorrect", "neutral", "neighbourhood", "generalising", "added", "removed"]) {
      assert.ok(!k.includes(absent), `${absent} in ${k.join(", ")}`);
    }
  });

  it("has no 'doomed' when only accepting states are doomed (they are not filled)", () => {
    const a = vending();
    a.states[2].doomed = false;
    assert.ok(!keys({ automaton: a }).includes("doomed"));
  });

  it("keys generalising, added, removed and the counterexample marks when they are drawn", () => {
    const before = vending();
    const after = vending();
    after.transitions.push({ source: 1, letter: "err", target: 3, generalising: true });
    after.transitions.splice(1, 1); // refund at 0 removed
    const diff = diffAutomata(before, after);
    assert.ok(diff !== undefined);
    const edges = drawnEdges(after, diff);
    const ghosts = ghostEdges(after, diff).edges;
    const k: string[] = legend({ automaton: after, edges, ghosts, path: true, current: true }).map((e) => e.key);
    for (const present of ["generalising", "added", "removed", "path", "current"]) {
      assert.ok(k.includes(present), `${present} missing from ${k.join(", ")}`);
    }
  });

  it("explains dominating and doomed in plain words", () => {
    const entries = legend({
      automaton: vending(),
      edges: drawnEdges(vending()),
      ghosts: [],
      path: false,
      current: false,
    });
    assert.match(entries.find((e) => e.key === "dominating")?.meaning ?? "", /every failing run calls it/);
    assert.match(entries.find((e) => e.key === "doomed")?.meaning ?? "", /failure is certain from here/);
    assert.equal(entries.find((e) => e.key === "accepting")?.name, "assertion fails");
  });
});
