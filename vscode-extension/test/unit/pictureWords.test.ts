import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { AutomatonJson } from "../../src/shared/protocol";
import { shownAutomaton } from "../../src/shared/picture";
import { pictureWords } from "../../src/webview/pictureWords";

/** The session program at loop bound 3 before issue 20: the picture s_open (r|w|c)* !error
 * accepted `s_open · !error`, a sequence no run produces. */
function session(wordsThrough: unknown): AutomatonJson {
  const transitions = [
    { source: 0, letter: "s_open", target: 1 },
    { source: 1, letter: "s_close", target: 2 },
    { source: 2, letter: "s_write", target: 3 },
    { source: 3, letter: "!error", target: 4 },
  ];
  return {
    alphabet: [
      { letter: "s_open", locations: [{ line: 9 }] },
      { letter: "s_close", locations: [{ line: 15 }] },
      { letter: "s_write", locations: [{ line: 13 }] },
    ],
    error_letter: "!error",
    initial: 0,
    states: [0, 1, 2, 3, 4].map((id) => ({ id, accepting: id === 4 })),
    transitions,
    bounds: { loop_bound: 3, max_length: 5 },
    guarantee: { exact_up_to_length: 5, unproven: [] },
    picture: {
      initial: 0,
      states: [0, 1, 2].map((id) => ({ id, accepting: id === 2 })),
      transitions: [
        { source: 0, letter: "s_open", target: 1, generalising: false, loop: false },
        { source: 1, letter: "s_write", target: 1, generalising: false, loop: true },
        { source: 1, letter: "!error", target: 2, generalising: false, loop: false },
      ],
      exact: false,
      ...(wordsThrough === undefined ? {} : { words_through: wordsThrough }),
    },
  };
}

describe("the state panel's sequences when the picture is drawn (issue 20)", () => {
  it("lists decided sequences as failing and the others as assumed", () => {
    const doc = session([
      {
        state: 1,
        words: [
          { word: ["s_open", "s_close", "s_write", "!error"], decided: true },
          { word: ["s_open", "!error"], decided: false },
        ],
      },
    ]);
    const shown = pictureWords(shownAutomaton(doc, "general"), "1", [["s_open", "!error"]]);
    assert.deepEqual(shown?.decided, [["s_open", "s_close", "s_write", "!error"]]);
    assert.deepEqual(shown?.assumed, [["s_open", "!error"]]);
  });

  it("calls nothing decided when the engine gave no word list", () => {
    const shown = pictureWords(shownAutomaton(session(undefined), "general"), "1", [["s_open", "!error"]]);
    assert.deepEqual(shown?.decided, []);
    assert.deepEqual(shown?.assumed, [["s_open", "!error"]]);
    assert.equal(shown?.known, false);
  });

  it("leaves the exact automaton's sequences alone (they are facts)", () => {
    assert.equal(pictureWords(shownAutomaton(session([]), "exact"), "1", []), undefined);
  });
});
