import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { EditChanges } from "../../src/editChanges";
import { vending } from "./fixture";

const URI = "file:///w/vending.c";

describe("what a save changed, for the status line", () => {
  it("says nothing for the first automaton of a target or the same one again", () => {
    const changes = new EditChanges();
    assert.equal(changes.record(URI, 8, 1, vending()), undefined);
    assert.equal(changes.wants(URI, 8, 1), false);
    assert.equal(changes.wants(URI, 8, 2), true);
    assert.equal(changes.record(URI, 8, 2, vending()), undefined);
  });

  it("says what a newer version's automaton added, in plain words", () => {
    const changes = new EditChanges();
    changes.record(URI, 8, 1, vending());
    const opened = vending();
    opened.transitions.push({ source: 1, letter: "err", target: 3 });
    assert.match(
      changes.record(URI, 8, 3, opened) ?? "",
      /^this edit added 20 failing sequences: coin · assertion fails; /,
    );
    // and what closing it again removed
    assert.match(changes.record(URI, 8, 4, vending()) ?? "", /^this edit removed 20 failing sequences/);
  });

  it("keeps targets apart and forgets a closed document", () => {
    const changes = new EditChanges();
    changes.record(URI, 8, 1, vending());
    const other = vending();
    other.transitions.pop();
    assert.equal(changes.record(URI, 20, 2, other), undefined, "another target: its first automaton");
    changes.forget(URI);
    assert.equal(changes.wants(URI, 8, 1), true);
  });

  it("ignores a result for an older version than the one recorded", () => {
    const changes = new EditChanges();
    changes.record(URI, 8, 5, vending());
    const older = vending();
    older.transitions.pop();
    assert.equal(changes.record(URI, 8, 4, older), undefined);
    assert.equal(changes.record(URI, 8, 6, vending()), undefined, "compared with version 5, not the late 4");
  });
});
