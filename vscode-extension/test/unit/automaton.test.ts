import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  counterexampleSteps,
  lettersAtLine,
  locationsOfLetter,
  pathUpToStep,
  runWord,
  stepValues,
  summary,
  transitionType,
  transitionsAtLine,
} from "../../src/shared/automaton";
import { automatonProblem, isStatusParams, type AutomatonJson } from "../../src/shared/protocol";
import { vending } from "./fixture";

describe("automaton queries", () => {
  it("finds the letters and transitions of an event site's line", () => {
    const a = vending();
    assert.deepEqual(lettersAtLine(a, 8), ["vend"]);
    assert.deepEqual(transitionsAtLine(a, 8), [2, 5]);
    assert.deepEqual(transitionsAtLine(a, 9), [6]);
    assert.deepEqual(transitionsAtLine(a, 1), []);
  });

  it("falls back to the target's line for the error letter", () => {
    const a = vending();
    a.alphabet = a.alphabet.filter((e) => e.letter !== "err");
    assert.deepEqual(locationsOfLetter(a, "err"), [{ line: 9 }]);
    assert.deepEqual(lettersAtLine(a, 9), ["err"]);
    assert.deepEqual(locationsOfLetter(a, "nothing"), []);
  });

  it("runs words through the DFA; a missing transition rejects", () => {
    const a = vending();
    assert.deepEqual(runWord(a, ["coin", "vend", "vend", "err"]), {
      transitions: [0, 5, 2, 6],
      states: ["0", "1", "0", "2", "3"],
      accepted: true,
    });
    const stuck = runWord(a, ["coin", "err"]);
    assert.equal(stuck.accepted, false);
    assert.deepEqual(stuck.transitions, [0]);
    assert.equal(runWord(a, ["coin"]).accepted, false);
  });

  it("looks transition types up", () => {
    const a = vending();
    assert.equal(transitionType(a, a.transitions[2]), "incorrect");
    delete a.transition_types;
    assert.equal(transitionType(a, a.transitions[2]), undefined);
  });

  it("matches a counterexample's event steps to the word's transitions", () => {
    const a = vending();
    const steps = counterexampleSteps(a, a.counterexamples![0]);
    assert.deepEqual(
      steps.map((s) => [s.line, s.letter, s.transition]),
      [
        [14, undefined, undefined],
        [18, undefined, undefined],
        [8, "vend", 2],
        [9, "err", 6],
      ],
    );
    assert.deepEqual(pathUpToStep(steps, 1), { path: [], current: undefined });
    assert.deepEqual(pathUpToStep(steps, 2), { path: [2], current: 2 });
    assert.deepEqual(pathUpToStep(steps, 3), { path: [2, 6], current: 6 });
  });

  it("derives steps from the letters' sites when the counterexample has none", () => {
    const a = vending();
    const steps = counterexampleSteps(a, a.counterexamples![1]);
    assert.deepEqual(
      steps.map((s) => s.line),
      [6, 8, 8, 9],
    );
    assert.deepEqual(
      steps.map((s) => s.transition),
      [0, 5, 2, 6],
    );
    assert.equal(steps[0].label, "coin — line 6");
  });

  it("matches statement steps to function-entry letters (the engine's steps carry no events)", () => {
    // The shape `errlang learn --json` prints for the functions alphabet.
    const a: AutomatonJson = {
      target: { kind: "assertion", line: 9, function: "depart" },
      alphabet: [
        { letter: "open_doors", locations: [{ line: 6, function: "open_doors" }] },
        { letter: "depart", locations: [{ line: 8, function: "depart" }] },
      ],
      error_letter: "!error",
      initial: 0,
      states: [
        { id: 0, accepting: false },
        { id: 1, accepting: false },
        { id: 2, accepting: false },
        { id: 3, accepting: true },
      ],
      transitions: [
        { source: 0, letter: "open_doors", target: 1 },
        { source: 1, letter: "depart", target: 2 },
        { source: 2, letter: "!error", target: 3 },
      ],
    };
    const main = (line: number) => ({ line, function: "main" });
    const cex = {
      word: ["open_doors", "depart", "!error"],
      steps: [
        main(13),
        main(15),
        { line: 6, function: "open_doors" },
        main(15),
        main(17),
        { line: 9, function: "depart" },
      ],
    };
    const steps = counterexampleSteps(a, cex);
    assert.deepEqual(
      steps.map((s) => [s.line, s.letter, s.transition]),
      [
        [13, undefined, undefined],
        [15, undefined, undefined],
        [6, "open_doors", 0],
        [15, undefined, undefined],
        [17, undefined, undefined],
        [9, "depart", 1],
        [9, "!error", 2],
      ],
    );
    assert.equal(steps[5].label, "depart — depart, line 9");
  });

  it("appends word letters the steps do not mention", () => {
    const a = vending();
    const cex = { word: ["vend", "err"], steps: [{ line: 8, event: "vend" }] };
    assert.deepEqual(
      counterexampleSteps(a, cex).map((s) => [s.line, s.letter]),
      [
        [8, "vend"],
        [9, "err"],
      ],
    );
  });

  it("shows a step's values as the server grouped them (a loop on one line), else each write", () => {
    const a = vending();
    const writes = Array.from({ length: 1000 }, (_, k) => ({ name: "s", value: k + 1 }));
    const grouped = "s = 1, 2, 3, …, 1000 (1000 writes)";
    const shown = { line: 8, event: "vend", assignments: writes, written_text: grouped };
    const [step] = counterexampleSteps(a, { word: ["vend", "err"], steps: [shown] });
    assert.equal(step.values, grouped);
    assert.equal(stepValues({ line: 8, assignments: writes.slice(0, 2) }), "s = 1, s = 2");
    assert.equal(stepValues({ line: 8, assignments: [{ name: "c", value: 120, shown: "'x'" }] }), "c = 'x'");
    assert.equal(
      stepValues({ line: 8, assignments: [{ name: "__errlang_x", value: 1 }], written_text: "" }),
      undefined,
    );
  });

  it("summarises", () => {
    assert.equal(summary(vending()), "4 states, 7 transitions, 1 accepting");
  });
});

describe("protocol validation", () => {
  it("accepts the fixture and says what is wrong with broken automata", () => {
    assert.equal(automatonProblem(vending()), undefined);
    assert.equal(automatonProblem(null), "the automaton is not a JSON object");
    assert.equal(automatonProblem({ states: [], transitions: [] }), "the automaton has no 'alphabet' list");
    const a = vending();
    a.transitions.push({ source: 0, letter: "x", target: 9 });
    assert.match(automatonProblem(a) ?? "", /leaves the states/);
    const b = vending();
    b.initial = 7;
    assert.equal(automatonProblem(b), "the initial state is not among the states");
    assert.equal(automatonProblem({ alphabet: [], initial: 0, states: [], transitions: [] }), undefined);
  });

  it("recognises status notifications", () => {
    assert.ok(
      isStatusParams({ uri: "file:///a.c", version: 1, targets: [{ line: 3, kind: "assertion", state: "done" }] }),
    );
    assert.ok(!isStatusParams({ uri: "file:///a.c", targets: [{ line: "3", state: "done" }] }));
    assert.ok(!isStatusParams({ targets: [] }));
  });
});
