import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { diffAutomata, diffText } from "../../src/shared/automatonDiff";
import { ghostEdges } from "../../src/shared/graphModel";
import type { AutomatonJson } from "../../src/shared/protocol";
import { stateInfo } from "../../src/shared/stateInfo";
import { countAccepted, summaryText, wordText } from "../../src/shared/words";
import { vending } from "./fixture";

/** deposit* · withdraw · !error, with the states numbered as the engine might. */
function bank(extra: { source: number; letter: string; target: number }[] = []): AutomatonJson {
  return {
    alphabet: [
      { letter: "deposit", locations: [{ line: 10 }] },
      { letter: "withdraw", locations: [{ line: 20 }] },
      { letter: "fee", locations: [{ line: 30 }] },
    ],
    error_letter: "!error",
    initial: 0,
    states: [
      { id: 0, accepting: false },
      { id: 1, accepting: false, doomed: true },
      { id: 2, accepting: true, doomed: true },
    ],
    transitions: [
      { source: 0, letter: "deposit", target: 0 },
      { source: 0, letter: "withdraw", target: 1 },
      { source: 1, letter: "!error", target: 2 },
      ...extra,
    ],
    bounds: { loop_bound: 3, max_length: 4 },
    guarantee: { exact_up_to_length: 4, unproven: [] },
  };
}

/** The same language as `bank()` with the states renumbered. */
function renumbered(): AutomatonJson {
  const a = bank();
  const map = (id: number | string): number => ({ 0: 5, 1: 3, 2: 9 })[Number(id)] ?? -1;
  return {
    ...a,
    initial: 5,
    states: a.states.map((s) => ({ ...s, id: map(s.id) })),
    transitions: a.transitions.map((t) => ({ ...t, source: map(t.source), target: map(t.target) })),
  };
}

describe("state information", () => {
  it("lists the shortest failing sequences through a state and its marks in plain words", () => {
    const info = stateInfo(vending(), "2");
    assert.ok(info !== undefined);
    assert.deepEqual(info.words[0], ["vend", "err"]);
    assert.ok(info.notes.some((n) => /failure is certain from here/.test(n)));
    assert.deepEqual(
      info.outgoing.map((t) => [t.text, t.other, t.locations.map((l) => l.line)]),
      [["assertion fails", "3", [9]]],
    );
    assert.deepEqual(
      info.incoming.map((t) => [t.letter, t.other]),
      [["vend", "0"]],
    );
  });

  it("orders words by length and through the state only", () => {
    const info = stateInfo(vending(), "1");
    assert.ok(info !== undefined);
    assert.deepEqual(info.words[0], ["coin", "refund", "vend", "err"]);
    for (const w of info.words) assert.equal(w[0], "coin");
  });

  it("says when no failing sequence passes through a state, and notes decision points", () => {
    const a = vending();
    a.states.push({ id: 7, accepting: false });
    a.transitions.push({ source: 0, letter: "coin", target: 7 });
    assert.equal(stateInfo(a, "7")?.live, false);
    assert.ok(stateInfo(vending(), "0")?.notes.some((n) => /decision point/.test(n)));
    assert.equal(stateInfo(vending(), "nope"), undefined);
  });
});

describe("plain words", () => {
  it("counts failing sequences up to the exact length, with the loop bound", () => {
    assert.equal(countAccepted(bank(), 4), 3); // withdraw·err, deposit·withdraw·err, deposit²·withdraw·err
    assert.equal(summaryText(bank()), "3 failing sequences of at most 3 events (loop bound 3) · 3 states");
    assert.equal(wordText(bank(), ["withdraw", "!error"]), "withdraw · assertion fails");
  });
});

describe("what an edit changed", () => {
  it("finds nothing between two numberings of the same automaton", () => {
    assert.equal(diffAutomata(bank(), renumbered()), undefined);
  });

  it("marks the transition that opens a new way to fail, and says which sequence it adds", () => {
    const after = bank([{ source: 0, letter: "fee", target: 1 }]);
    const diff = diffAutomata(renumbered(), after);
    assert.ok(diff !== undefined);
    assert.deepEqual(diff.added, [3]);
    assert.deepEqual(diff.removed, []);
    assert.equal(diff.addedCount, 3); // fee·err, deposit·fee·err, deposit²·fee·err
    assert.deepEqual(diff.addedWords[0], ["fee", "!error"]);
    assert.equal(
      diffText(diff, (w) => wordText(after, w)),
      "this edit added 3 failing sequences: fee · assertion fails; deposit · fee · assertion fails; deposit · deposit · fee · assertion fails",
    );
  });

  it("places a removed transition between the states that correspond to its ends", () => {
    const before = bank([{ source: 0, letter: "fee", target: 1 }]);
    const diff = diffAutomata(before, renumbered());
    assert.ok(diff !== undefined);
    assert.deepEqual(diff.added, []);
    assert.deepEqual(diff.removed, [{ letter: "fee", source: "5", target: "3", oldSource: "0", oldTarget: "1" }]);
    assert.equal(diff.removedCount, 3);
    assert.match(
      diffText(diff, (w) => w.join(" ")),
      /^this edit removed 3 failing sequences: fee !error; /,
    );
    const ghosts = ghostEdges(renumbered(), diff);
    assert.deepEqual(ghosts.edges, [{ id: "removed-0", source: "5", target: "3", label: "fee" }]);
    assert.deepEqual(ghosts.states, []);
  });

  it("draws a removed part of the automaton with ghost states", () => {
    const before = bank();
    before.states.push({ id: 3, accepting: false });
    before.transitions.push({ source: 0, letter: "fee", target: 3 }, { source: 3, letter: "withdraw", target: 1 });
    const diff = diffAutomata(before, bank());
    assert.ok(diff !== undefined);
    const ghosts = ghostEdges(bank(), diff);
    assert.deepEqual(
      ghosts.edges.map((e) => [e.source, e.target, e.label]),
      [
        ["0", "removed-state-3", "fee"],
        ["removed-state-3", "1", "withdraw"],
      ],
    );
    assert.equal(diff.removedCount, 2);
  });

  it("treats a new loop as added even where the old automaton had the event elsewhere", () => {
    // before: withdraw · withdraw · err; after: withdraw+ · err
    const before: AutomatonJson = {
      alphabet: [],
      error_letter: "!error",
      initial: 0,
      states: [0, 1, 2, 3].map((id) => ({ id, accepting: id === 3 })),
      transitions: [
        { source: 0, letter: "withdraw", target: 1 },
        { source: 1, letter: "withdraw", target: 2 },
        { source: 2, letter: "!error", target: 3 },
      ],
      guarantee: { exact_up_to_length: 4 },
    };
    const after: AutomatonJson = {
      ...before,
      states: [0, 1, 2].map((id) => ({ id, accepting: id === 2 })),
      transitions: [
        { source: 0, letter: "withdraw", target: 1 },
        { source: 1, letter: "withdraw", target: 1 },
        { source: 1, letter: "!error", target: 2 },
      ],
    };
    const diff = diffAutomata(before, after);
    assert.ok(diff !== undefined);
    assert.equal(diff.addedCount, 2); // withdraw·err, withdraw³·err
    assert.equal(diff.removedCount, 0);
    assert.ok(diff.added.includes(1) && diff.added.includes(2), `added ${diff.added.join(", ")}`);
    assert.ok(!diff.added.includes(0));
  });
});
