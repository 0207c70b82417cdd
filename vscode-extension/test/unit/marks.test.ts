/**
 * Marks that keep their meaning (issue 21 item 5): decision points only where an event commits
 * the run to failure, a type's colour kept on an edge the last edit added, no "added" mark when
 * the edit added every edge, and the cursor's highlight drawn as a glow that keeps the colours.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { describe, it } from "node:test";
import { decisionPoints } from "../../src/shared/automaton";
import type { AutomatonDiff } from "../../src/shared/automatonDiff";
import { automatonToDot } from "../../src/shared/dot";
import { drawnEdges } from "../../src/shared/graphModel";
import { stateInfo } from "../../src/shared/stateInfo";
import { bankExplained } from "./fixture";

function diffAdding(indices: number[]): AutomatonDiff {
  return { added: indices, removed: [], addedCount: 0, removedCount: 0, addedWords: [], removedWords: [], length: 4 };
}

describe("marks that keep their meaning", () => {
  it("marks decision points only where an event commits the run to failure (bank: 2 of 8, not 6)", () => {
    const bank = bankExplained();
    assert.equal(bank.states.length, 8);
    assert.deepEqual((bank.neighbourhoods ?? []).map(String), ["0", "1", "2", "3", "4", "5"]);
    assert.deepEqual([...decisionPoints(bank)].sort(), ["4", "5"]);
    const dot = automatonToDot(bank);
    assert.equal((dot.match(/class="state[^"]*neighbourhood/g) ?? []).length, 2);
    assert.ok(stateInfo(bank, "2")?.notes.every((n) => !/decision point|fail or succeed/.test(n)));
    assert.ok(stateInfo(bank, "4")?.notes.some((n) => /fail or succeed/.test(n)));
  });

  it("keeps a transition type's colour on an added edge; no added mark when every edge is new", () => {
    const bank = bankExplained();
    const incorrect = bank.transitions.findIndex((t) => t.letter === "withdraw" && String(t.source) === "4");
    const some = drawnEdges(bank, diffAdding([incorrect]));
    assert.ok(some.some((e) => e.added && e.type === "incorrect"));
    const dot = automatonToDot(bank, { diff: diffAdding([incorrect]) });
    assert.match(dot, /label="\+ withdraw"[^\n]*color="#c62828"/); // red, not the edit colour
    const all = bank.transitions.map((_, i) => i);
    assert.ok(drawnEdges(bank, diffAdding(all)).every((e) => !e.added));
  });

  it("draws the cursor's highlight as a glow that leaves stroke and fill alone", () => {
    const css = readFileSync(path.join(__dirname, "..", "..", "media", "webview.css"), "utf8");
    const rules = [...css.matchAll(/([^{}]*\.highlighted[^{}]*)\{([^}]*)\}/g)].filter((m) =>
      /svg\.automaton/.test(m[1]),
    );
    assert.ok(rules.length > 0);
    for (const [, selector, body] of rules) {
      assert.doesNotMatch(body, /(^|[^-])(stroke|fill)\s*:/, `${selector.trim()} changes a colour`);
    }
  });
});
