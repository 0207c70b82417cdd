/**
 * Show PAC model after a `fails` verdict (issue 31): no empty box that says "done" — the view
 * shows the server's answer why there is no model (tests/lsp/test_lsp_pac.py checks the server
 * sends it), and no automaton controls.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { applyResult, initialState, viewModel } from "../../src/panelModel";

const URI = "file:///w/pac.c";
const WHY =
  "no PAC model: a sampled run fails the assertion (inputs k = 7, m = 2), so no model was learned; " +
  "the failing run is in Problems";

describe("Show PAC model after fails", () => {
  it("shows why there is no model instead of an empty view", () => {
    const start = initialState({ uri: URI, line: 9, source: "pac" }, "pac.c:10 — PAC model");
    const { state, applied } = applyResult(start, { uri: URI, version: 1, status: "done", message: WHY });
    assert.ok(applied);
    const view = viewModel(state, 1);
    assert.equal(view.automaton, undefined);
    assert.equal(view.message, WHY);
    assert.equal(view.status, "done");
  });
});
