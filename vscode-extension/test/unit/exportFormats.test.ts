import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { renderExport } from "../../src/exportFormats";
import { automatonToDot } from "../../src/shared/dot";
import { vending } from "./fixture";

describe("exports", () => {
  it("writes the automaton JSON unchanged", async () => {
    const a = vending();
    assert.deepEqual(JSON.parse(await renderExport(a, "json")), a);
  });

  it("writes the same DOT as the view draws", async () => {
    assert.equal(await renderExport(vending(), "dot"), automatonToDot(vending()));
  });

  it("draws a standalone SVG with every state", async () => {
    const svg = await renderExport(vending(), "svg");
    assert.match(svg, /^<\?xml/);
    assert.match(svg, /<svg /);
    assert.equal(svg.match(/class="node state/g)?.length, 4);
  });
});
