import assert from "node:assert/strict";
import { instance } from "@viz-js/viz";
import { describe, it } from "node:test";
import {
  cableView,
  callLines,
  callName,
  COLOURS,
  conceptColour,
  conceptOfNodeId,
  goodSummary,
  initialCable,
  latticeToDot,
  parseCableMessage,
  reduceCable,
  specificationToDot,
  type CableLattice,
  type CableState,
  type SpecificationJson,
} from "../../src/shared/cableModel";

const URI = "file:///w/mutex.c";
const LOCK = ["m_lock(X0)", "m_unlock(X0)"];
const LOCK_TWICE = ["m_lock(X0)", "m_lock(X0)"];

/** A lattice as `errlang cable lattice --json` gives it: top 2 above two concepts, bottom 0 empty. */
function lattice(labels: [string | null, string | null] = [null, null], decisions = 0): CableLattice {
  const state = (ls: (string | null)[]) =>
    ls.every((l) => l !== null) ? "Labeled" : ls.some((l) => l !== null) ? "PartlyLabeled" : "Unlabeled";
  return {
    concepts: [
      {
        id: 0,
        state: "Labeled",
        scenarios: [],
        labels: [],
        transitions: ["a", "b", "c"],
        parents: [1, 3],
        children: [],
      },
      {
        id: 1,
        state: state([labels[0]]),
        scenarios: [LOCK],
        labels: [labels[0]],
        transitions: ["a", "b"],
        parents: [2],
        children: [0],
      },
      {
        id: 2,
        state: state(labels),
        scenarios: [LOCK, LOCK_TWICE],
        labels,
        transitions: ["a"],
        parents: [],
        children: [1, 3],
      },
      {
        id: 3,
        state: state([labels[1]]),
        scenarios: [LOCK_TWICE],
        labels: [labels[1]],
        transitions: ["a", "c"],
        parents: [2],
        children: [0],
      },
    ],
    top: 2,
    distinct_scenarios: 2,
    labelled: labels.filter((l) => l !== null).length,
    decisions,
  };
}

const SPEC: SpecificationJson = {
  seed: "m_lock",
  initial: 0,
  states: [
    { id: 0, final: false },
    { id: 1, final: true },
  ],
  transitions: [{ source: 0, letter: "m_lock(X0)", target: 1, probability: 1 }],
};

function withLattice(l = lattice()): CableState {
  return reduceCable(initialCable(URI, "Cable · mutex.c", "m_lock"), {
    kind: "lattice",
    lattice: l,
    labelsFile: "/w/.vscode/errlang-labels.json",
  });
}

describe("cableModel", () => {
  it("colours concepts by what their labels say: none grey, partly yellow, good green, bad red, both purple", () => {
    assert.equal(conceptColour(lattice().concepts[2]), "unlabeled");
    const partly = lattice(["good", null]);
    assert.equal(conceptColour(partly.concepts[2]), "partly");
    assert.equal(conceptColour(partly.concepts[1]), "good");
    const mixed = lattice(["good", "bad"]);
    assert.equal(conceptColour(mixed.concepts[2]), "labeled");
    assert.equal(conceptColour(mixed.concepts[3]), "bad");
    // the empty bottom concept: no scenario, so no label either (issue 31: it was coloured
    // "labelled good and bad")
    assert.equal(conceptColour(mixed.concepts[0]), "empty");
    assert.equal(COLOURS.empty.legend, "no scenario");
  });

  it("draws the Hasse diagram with one clickable node per concept", () => {
    const dot = latticeToDot(lattice(["good", null]), 1);
    assert.match(dot, /c2 -> c1;/);
    assert.match(dot, /c2 -> c3;/);
    assert.match(dot, /c1 \[id="concept_1".*fillcolor="#7fc97f".*penwidth=3/); // all good: green
    assert.match(dot, /c2 \[id="concept_2".*fillcolor="#f5d547"/); // partly labelled
    assert.match(dot, /c3 \[id="concept_3".*fillcolor="#d9d9d9"/); // not labelled
    assert.match(dot, /tooltip="some scenarios labelled; its scenarios share \d+ transitions"/);
    assert.doesNotMatch(dot, /Labeled|Unlabeled/);
    assert.equal(conceptOfNodeId("concept_3"), 3);
    assert.equal(conceptOfNodeId("edge1"), undefined);
  });

  it("draws a specification with probabilities and final states", () => {
    const dot = specificationToDot(SPEC);
    assert.match(dot, /s1 \[label="1", shape=doublecircle\]/);
    assert.match(dot, /s0 -> s1 \[label="m_lock\(X0\) \(1\.00\)"\]/);
  });

  it("selects a concept, ignores a stale concept answer, keeps the selection over a new lattice", () => {
    let state = reduceCable(withLattice(), { kind: "select", concept: 3 });
    assert.equal(state.selected, 3);
    state = reduceCable(state, { kind: "concept", concept: 1, specification: SPEC });
    assert.equal(state.concept, undefined, "an answer for an older click is dropped");
    state = reduceCable(state, { kind: "concept", concept: 3, specification: SPEC });
    assert.equal(state.concept?.id, 3);
    state = reduceCable(state, { kind: "lattice", lattice: lattice([null, "bad"], 1) });
    assert.equal(state.selected, 3);
    assert.equal(state.labelsFile, "/w/.vscode/errlang-labels.json");
    assert.equal(reduceCable(state, { kind: "select", concept: 9 }), state, "an unknown concept is ignored");
  });

  it("the view model: scenarios with labels, buttons enabled only when they can act", () => {
    let view = cableView(withLattice());
    assert.equal(view.canLabel, false);
    assert.equal(view.canMineGood, false);
    assert.match(view.summary ?? "", /4 concepts · 0 of 2 distinct scenarios labelled with 0 decisions · saved in/);
    let state = reduceCable(withLattice(lattice(["good", null], 1)), { kind: "select", concept: 2 });
    view = cableView(state);
    assert.equal(view.canLabel, true);
    assert.equal(view.canMineGood, true);
    assert.deepEqual(view.concept?.scenarios, [
      { text: "m_lock(X0) ; m_unlock(X0)", label: "good", calls: LOCK },
      { text: "m_lock(X0) ; m_lock(X0)", label: null, calls: LOCK_TWICE },
    ]);
    state = reduceCable(state, { kind: "running", what: "labelling" });
    assert.equal(cableView(state).canLabel, false, "no label while a request runs");
    state = reduceCable(state, { kind: "good", specification: SPEC, scenarios: 1 });
    assert.match(cableView(state).goodSummary ?? "", /from 1 trace whose scenario is labelled good/);
    state = reduceCable(state, { kind: "error", message: "no concept 9" });
    assert.equal(cableView(state).status, "error");
    assert.equal(cableView(state).message, "no concept 9");
    const unsaved = reduceCable(initialCable(URI, "t", "m_lock"), {
      kind: "lattice",
      lattice: lattice(),
      labelsFile: null,
    });
    assert.match(cableView(unsaved).summary ?? "", /not saved/);
  });

  it("accepts only well-formed messages from the webview", () => {
    assert.deepEqual(parseCableMessage({ type: "label", concept: 2, label: "bad" }), {
      type: "label",
      concept: 2,
      label: "bad",
      onlyUnlabeled: false,
    });
    assert.deepEqual(parseCableMessage({ type: "select", concept: 0 }), { type: "select", concept: 0 });
    assert.equal(parseCableMessage({ type: "label", concept: 2, label: "maybe" }), undefined);
    assert.equal(parseCableMessage({ type: "select", concept: -1 }), undefined);
    assert.equal(parseCableMessage({ type: "select", concept: "1" }), undefined);
    assert.equal(parseCableMessage(null), undefined);
    assert.deepEqual(parseCableMessage({ type: "mineGood" }), { type: "mineGood" });
  });
  it("is valid Graphviz: the bundled WASM Graphviz renders the lattice with clickable node ids", async () => {
    const viz = await instance();
    const svg = viz.renderString(latticeToDot(lattice(["good", "bad"]), 2), { format: "svg" });
    for (const id of [0, 1, 2, 3]) assert.match(svg, new RegExp(`<g id="concept_${id}" class="node concept`));
    assert.match(svg, /class="node concept bad"/);
    assert.match(viz.renderString(specificationToDot(SPEC), { format: "svg" }), /m_lock\(X0\) \(1\.00\)/);
  });
});

describe("cableModel words (issue 21)", () => {
  it("says label states in words, a legend of the colours drawn, and counts in one unit", () => {
    const mixed = withLattice(lattice(["good", "bad"]));
    const view = cableView(reduceCable(mixed, { kind: "select", concept: 2 }));
    assert.equal(view.concept?.state, "every scenario labelled");
    const legend = view.legend.map((e) => e.text);
    assert.ok(legend.length > 0 && legend.every((t) => !/Labeled|Unlabeled/.test(t)), legend.join());
    // one colour per meaning: good and bad are never the same colour
    const colours = new Map(view.legend.map((e) => [e.text, e.colour]));
    assert.equal(new Set(colours.values()).size, colours.size);
    assert.equal(goodSummary(5, 2), "mined again from 2 distinct scenarios labelled good (5 traces)");
    const good = reduceCable(mixed, { kind: "good", specification: SPEC, scenarios: 5, distinct: 2 });
    assert.equal(cableView(good).goodSummary, "mined again from 2 distinct scenarios labelled good (5 traces)");
  });
});

describe("cableModel: scenarios link to code (issue 21)", () => {
  it("names the call of each scenario event and finds its lines", () => {
    assert.equal(callName("m_lock(X0)"), "m_lock");
    assert.equal(callName("X0 = f_open(X1)"), "f_open");
    assert.equal(callName("end"), undefined);
    const text = "void f(void) {\n  m_lock(&a); // m_unlock(&a)\n  xm_lock(&a);\n  m_lock (&b);\n}\n";
    assert.deepEqual(callLines(text, "m_lock"), [1, 3]);
    assert.deepEqual(callLines(text, "m_unlock"), []); // only in a comment
    const view = cableView(reduceCable(withLattice(lattice(["good", null])), { kind: "select", concept: 2 }));
    assert.deepEqual(view.concept?.scenarios[0]?.calls, LOCK);
    assert.deepEqual(parseCableMessage({ type: "reveal", call: "m_lock(X0)" }), { type: "reveal", call: "m_lock" });
    assert.equal(parseCableMessage({ type: "reveal", call: "no call" }), undefined);
  });
});
