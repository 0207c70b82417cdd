import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { MIN_ZOOM, automaticZoom } from "../../src/webview/zoom";

describe("the view's opening zoom", () => {
  it("shows a drawing whole when it fits at a readable size (issue 31: bank at 85 % cut off)", () => {
    assert.equal(automaticZoom(1.3), 1);
    assert.equal(automaticZoom(0.8), 0.8); // was 0.85: the accepting state cut off
    assert.equal(automaticZoom(0.72), 0.72);
  });

  it("never opens below the readable floor: a larger drawing scrolls", () => {
    assert.equal(automaticZoom(0.3), MIN_ZOOM);
  });
});
