import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { applyResult, initialState, setLayout, viewModel, type PanelTarget } from "../../src/panelModel";
import type { ViewModel } from "../../src/shared/messages";
import { restoredView, savedView, savedZoom } from "../../src/shared/savedView";
import { vending } from "./fixture";

const URI = "file:///w/vending.c";

/** What the view shows for `target`, with the vending automaton learned. */
function shown(target: PanelTarget): ViewModel {
  const state = initialState(target, "vending.c:9 — assertion");
  const { state: learned } = applyResult(state, { uri: URI, version: 1, status: "done", automaton: vending() });
  return viewModel(setLayout(learned, "TB"), 1);
}

/** Saved by the view, stored by VS Code as JSON, handed back to the serializer. */
function roundTrip(view: ViewModel, previous?: unknown, zoom?: number): unknown {
  return JSON.parse(JSON.stringify(savedView(view, previous, zoom)));
}

describe("saved view: what the view keeps and a window reload restores", () => {
  it("restores the target, the layout and the picture the view saved", () => {
    const restored = restoredView(roundTrip(shown({ uri: URI, line: 8 })));
    assert.deepEqual(restored, { target: { uri: URI, line: 8 }, layout: "TB", picture: "general" });
  });

  it("restores a PAC model or a reactive model as such, not as an error language to learn", () => {
    for (const source of ["pac", "model", "spec"] as const) {
      const restored = restoredView(roundTrip(shown({ uri: URI, line: 8, source })));
      assert.deepEqual(restored?.target, { uri: URI, line: 8, source });
    }
    // The learned error language is the default: no source is saved for it.
    assert.deepEqual(savedView(shown({ uri: URI, line: 8, source: "learn" }), undefined, undefined).target, {
      uri: URI,
      line: 8,
    });
  });

  it("keeps the picture toggle chosen before when the document shown has no general picture", () => {
    const view = shown({ uri: URI, line: 8 });
    assert.equal(view.picture, undefined);
    assert.equal(savedView(view, { picture: "exact" }, undefined).picture, "exact");
    assert.equal(restoredView(roundTrip(view, { picture: "exact" }))?.picture, "exact");
    assert.equal(savedView(view, { picture: "sideways" }, undefined).picture, undefined);
    const withPicture: ViewModel = { ...view, picture: { choice: "general", available: true } };
    assert.equal(savedView(withPicture, { picture: "exact" }, undefined).picture, "general");
  });

  it("keeps a zoom only when the user chose one", () => {
    const view = shown({ uri: URI, line: 8 });
    assert.equal(savedZoom(roundTrip(view)), undefined);
    assert.equal(savedZoom(roundTrip(view, undefined, 1.5)), 1.5);
    assert.equal(savedZoom({ zoom: Number.NaN }), undefined);
    assert.equal(savedZoom({ zoom: "2" }), undefined);
    assert.equal(savedZoom(undefined), undefined);
  });

  it("restores nothing from a state without a usable target (the panel is closed, not left empty)", () => {
    for (const saved of [
      undefined,
      null,
      "vending.c",
      {},
      { target: null },
      { target: { uri: URI } },
      { target: { line: 8 } },
      { target: { uri: "", line: 8 } },
      { target: { uri: URI, line: "8" } },
      { target: { uri: URI, line: -1 } },
      { target: { uri: URI, line: 1.5 } },
    ]) {
      assert.equal(restoredView(saved), undefined, JSON.stringify(saved));
    }
  });

  it("falls back to the defaults for an unknown layout, picture or source", () => {
    assert.deepEqual(restoredView({ target: { uri: URI, line: 0, source: "oracle" }, layout: "RL", picture: 3 }), {
      target: { uri: URI, line: 0 },
      layout: "auto",
      picture: "general",
    });
  });
});
