/**
 * Every view right for what it shows (issue 21 item 3): the legend, the summary, the state
 * panel and the drawing of a PAC model, a function's behaviour, a model and a specification say
 * what their kind means; only an error language says "assertion fails" of its states.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { automatonToDot } from "../../src/shared/dot";
import { drawnEdges, ghostEdges, legend } from "../../src/shared/graphModel";
import type { AutomatonJson } from "../../src/shared/protocol";
import { stateInfo } from "../../src/shared/stateInfo";
import { automatonKind, decidingStep, emptyText, inputsText, letterMeaning, summaryText } from "../../src/shared/words";
import { applyResult, initialState, viewModel } from "../../src/panelModel";
import { pacHolds, vending } from "./fixture";

function legendOf(automaton: AutomatonJson): Map<string, string> {
  const edges = drawnEdges(automaton);
  const entries = legend({ automaton, edges, ghosts: ghostEdges(automaton).edges, path: false, current: false });
  return new Map(entries.map((e) => [e.key, `${e.name} — ${e.meaning}`]));
}

/** Every text a user reads about the automaton: summary, legend, each state's panel, the DOT's tooltips. */
function everyText(automaton: AutomatonJson): string {
  const states = automaton.states.map((s) => stateInfo(automaton, String(s.id))?.notes.join("\n") ?? "");
  return [summaryText(automaton), ...legendOf(automaton).values(), ...states, automatonToDot(automaton)].join("\n");
}

describe("each kind of automaton in its own words", () => {
  it("a PAC model of a holding assertion never says the assertion fails", () => {
    const model = pacHolds();
    assert.equal(automatonKind(model), "pac");
    assert.equal(model.states.length, 11);
    assert.ok(model.states.every((s) => s.accepting)); // the engine's model: prefix-closed
    const text = everyText(model);
    assert.doesNotMatch(text, /assertion fails|failing sequence|loop bound 0|length ≤ 0/);
    const summary = summaryText(model);
    assert.match(summary, /^what the runs decide \(branch and assertion outcomes\), learned from \d+ sampled runs/);
    assert.match(summary, /with confidence 90 %, a batch of 10 sampled runs has one outside the model/);
    assert.match(summary, / · 11 states$/);
    // every state accepts: no double circles, no legend entry that would mark them all
    const dot = automatonToDot(model);
    assert.doesNotMatch(dot, /doublecircle/);
    assert.equal(legendOf(model).has("accepting"), false);
    // the decision letters are explained where they are drawn and in the legend
    assert.match(legendOf(model).get("letters") ?? "", /L15:T \/ L15:F: the condition on line 15 is true \/ false/);
    assert.match(dot, /L15:T: the condition on line 15 is true/);
    const info = stateInfo(model, String(model.initial));
    assert.ok(info !== undefined);
    assert.match(info.notes.join(" "), /those of a run of the program/);
    assert.ok(
      info.outgoing.every((t) => t.meaning !== undefined && /^the (condition|assertion) on line/.test(t.meaning)),
    );
  });

  it("the view model of a PAC model: summary and legend of its kind", () => {
    const target = { uri: "file:///bank.c", line: 33, source: "pac" as const };
    const { state } = applyResult(initialState(target, "PAC model"), {
      uri: target.uri,
      version: 1,
      status: "done",
      automaton: pacHolds(),
    });
    const view = viewModel(state, 1);
    assert.doesNotMatch(view.summary ?? "", /failing/);
    assert.ok((view.legend ?? []).every((e) => !/assertion fails|failing sequence/.test(`${e.name} ${e.meaning}`)));
  });

  it("decision letters", () => {
    assert.equal(letterMeaning("L15:T"), "the condition on line 15 is true");
    assert.equal(letterMeaning("L15:F"), "the condition on line 15 is false");
    assert.equal(letterMeaning("A34:T"), "the assertion on line 34 holds");
    assert.equal(letterMeaning("A34.2:F"), "the assertion on line 34 (the second on the line) fails");
    assert.equal(letterMeaning("withdraw"), undefined);
  });

  it("an error language says failing sequences without the failure letter, and the bound only when it cut runs", () => {
    const language = vending();
    assert.equal(automatonKind(language), "error");
    assert.equal(legendOf(language).get("accepting"), "assertion fails — a failing sequence ends here");
    const complete = { ...language, guarantee: { ...language.guarantee, bound_reached: false } };
    assert.match(summaryText(complete), /failing sequences? of at most \d+ events? \(all runs\) · /);
    const unbounded = { ...language, bounds: { ...language.bounds, loop_bound: 0 } };
    assert.doesNotMatch(summaryText(unbounded), /loop bound/);
  });

  it("a function's behaviour, a model and a specification", () => {
    const language = vending();
    const behaviour: AutomatonJson = {
      ...language,
      error_letter: undefined,
      end_letter: "!end",
      target: { kind: "function", function: "vend" },
    };
    assert.equal(automatonKind(behaviour), "behaviour");
    assert.equal(legendOf(behaviour).get("accepting"), "end of a run — a complete run ends here");
    assert.match(summaryText(behaviour), /^\d+ runs? of at most/);
    // a model's and a specification's documents carry no failure marks (server editor_jobs.py)
    const plain: AutomatonJson = {
      ...behaviour,
      states: behaviour.states.map((s) => ({ id: s.id, accepting: s.accepting })),
      transitions: behaviour.transitions.map((t) => ({ source: t.source, letter: t.letter, target: t.target })),
      transition_types: undefined,
      neighbourhoods: undefined,
    };
    const model: AutomatonJson = { ...plain, end_letter: "step", target: { kind: "model" } };
    assert.equal(automatonKind(model), "model");
    assert.match(summaryText(model), /^model of the step function · \d+ states · (complete|not proven: .*)$/);
    const everyStateAccepts = { ...model, states: model.states.map((s) => ({ ...s, accepting: true })) };
    assert.doesNotMatch(automatonToDot(everyStateAccepts), /doublecircle/);
    const spec: AutomatonJson = { ...plain, end_letter: "end", target: { kind: "specification" } };
    assert.equal(automatonKind(spec), "spec");
    for (const other of [model, spec]) {
      assert.doesNotMatch(everyText(other), /assertion fails|failing|function returns/);
      const none = { ...other, states: other.states.map((s) => ({ ...s, accepting: false })) };
      assert.equal(emptyText(none), undefined); // never "the error language is empty"
    }
    const emptyLanguage = { ...language, states: language.states.map((s) => ({ ...s, accepting: false })) };
    assert.match(emptyText(emptyLanguage) ?? "", /^The error language is empty/);
  });
});

describe("the deciding step in the view (issue 21)", () => {
  it("reads the engine's deciding step of a counterexample", () => {
    const cex = {
      word: ["withdraw", "!error"],
      explanation: {
        decision: {
          line: 34,
          deciding_step: {
            kind: "branch" as const,
            step_index: 7,
            line: 15,
            function: "withdraw",
            values: [
              { name: "amount", value: 1 },
              { name: "credit", value: 0 },
            ],
            write: { step_index: 8, line: 16, values: [{ name: "credit", value: -1 }] },
          },
        },
      },
    };
    assert.deepEqual(decidingStep(cex), {
      index: 7,
      line: 15,
      text: "tests amount = 1, credit = 0; so line 16 writes credit = -1",
    });
    const told = { line: 4, step_index: 2, kind: "branch" as const, text: "tests i = 0 the first time" };
    assert.deepEqual(decidingStep({ word: ["a"], explanation: { decision: { deciding_step: told } } }), {
      index: 2,
      line: 4,
      text: "tests i = 0 the first time",
    });
    assert.equal(decidingStep({ word: ["a"] }), undefined);
    const inputs = [
      { name: "op", function: "__VERIFIER_nondet_int", line: 12, value: 1 },
      { name: "c", function: "__VERIFIER_nondet_char", line: 13, value: 97, shown: "'a'" },
      { function: "__VERIFIER_nondet_int", line: 21, value: 2 },
    ];
    assert.equal(inputsText({ word: ["a"], inputs }), "op = 1, c = 'a', __VERIFIER_nondet_int() at line 21 = 2");
    assert.equal(inputsText({ word: ["a"], inputs, inputs_text: ["buf[1] = 'a'"] }), "buf[1] = 'a'");
    assert.equal(decidingStep({ word: ["a"], explanation: { decision: { line: 3, deciding_step: null } } }), undefined);
  });
});
