/**
 * The automaton view alone in Chromium (no code-server, a few seconds): the real HTML, CSP and
 * bundled script with the 20-state fixture at 1600×1000 and beside an editor (800×1000) —
 * labels at a readable size, zoom and fit, the legend keys only what is drawn, a state's
 * details on click, merged edges, the edit's difference and the progress with Cancel.
 * Screenshots go to test-results/view/ (CI artefacts). Needs `npm run build` (or package).
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync } from "node:fs";
import * as path from "node:path";
import { after, before, describe, it } from "node:test";
import { applyProgress, applyResult, setPicture, type PanelState } from "../../src/panelModel";
import { EXTENSION_DIR, RESULTS, TOOLS } from "./harness";
import { ViewPage, loadAutomaton } from "./viewPage";

const SHOTS = path.join(RESULTS, "view");

/** Smallest rendered height (px) of the edge labels and state labels in the view. */
async function smallestLabel(view: ViewPage): Promise<number> {
  return view.page
    .locator("#graph svg text")
    .evaluateAll((texts: Element[]) => Math.min(...texts.map((t) => t.getBoundingClientRect().height)));
}

async function zoomPercent(view: ViewPage): Promise<number> {
  return Number((await view.page.locator("#zoom-level").innerText()).replace(/[^0-9]/g, ""));
}

describe("the automaton view in Chromium", { concurrency: 1 }, () => {
  let view: ViewPage;

  before(async () => {
    assert.ok(existsSync(TOOLS.chromium), `Chromium at ${TOOLS.chromium}`);
    assert.ok(existsSync(path.join(EXTENSION_DIR, "out", "webview.js")), "out/webview.js: run npm run build");
    mkdirSync(SHOTS, { recursive: true });
    view = await ViewPage.open(1600, 1000);
  });

  after(async () => {
    await view.close();
  });

  it("draws the 20-state automaton with readable labels, and zooms", async () => {
    await view.show(loadAutomaton("bank20.automaton.json"));
    const page = view.page;
    await page.locator("svg g.node.state").first().waitFor();
    assert.equal(await page.locator("svg g.node.state").count(), 20);
    // Parallel `withdraw` and `fee` edges are one edge each time.
    assert.ok((await page.locator("svg g.edge.transition text", { hasText: "withdraw | fee" }).count()) >= 5);
    assert.ok((await smallestLabel(view)) >= 10, `labels ${await smallestLabel(view)} px`);
    await page.screenshot({ path: path.join(SHOTS, "bank20-1600.png") });
    // An accepting state shows both circles (the outer one is not filled over the inner one).
    const fills = await page
      .locator("svg g.node.accepting ellipse")
      .evaluateAll((es: Element[]) => es.map((e) => getComputedStyle(e).fill));
    assert.equal(fills.length, 2);
    assert.equal(fills[1], "none");

    const start = await zoomPercent(view);
    await page.locator("#zoom-in").click();
    assert.ok((await zoomPercent(view)) > start);
    await page.locator("#zoom-reset").click();
    assert.equal(await zoomPercent(view), 100);
    await page.locator("#zoom-fit").click();
    // Fit fits (issue 21): every one of the 20 states is inside the drawing area, unscrolled.
    const outside = await page.evaluate(() => {
      const area = document.getElementById("graph")!.getBoundingClientRect();
      return Array.from(document.querySelectorAll("svg g.node.state")).filter((node) => {
        const r = node.getBoundingClientRect();
        return r.left < area.left - 1 || r.right > area.right + 1 || r.top < area.top - 1 || r.bottom > area.bottom + 1;
      }).length;
    });
    assert.equal(outside, 0, `${outside} states outside the drawing area after Fit (${await zoomPercent(view)} %)`);
    // the drawing area is sized to the panel: it may grow down to the bottom of the view
    const room = await page.evaluate(() => {
      const area = document.getElementById("graph")!;
      return area.getBoundingClientRect().top + parseFloat(getComputedStyle(area).maxHeight);
    });
    assert.ok(room > 1000 - 20 && room <= 1000, `the drawing area may grow to ${room} px of 1000`);
    // and in a small panel beside the code (the size the issue saw Fit cut off states in)
    await page.setViewportSize({ width: 700, height: 450 });
    await page.locator("#zoom-fit").click();
    const hidden = await page.evaluate(() => {
      const area = document.getElementById("graph")!.getBoundingClientRect();
      return Array.from(document.querySelectorAll("svg g.node.state")).filter((node) => {
        const r = node.getBoundingClientRect();
        return r.left < area.left - 1 || r.right > area.right + 1 || r.top < area.top - 1 || r.bottom > area.bottom + 1;
      }).length;
    });
    assert.equal(hidden, 0, `${hidden} states outside the drawing area after Fit at 700×450`);
    await page.screenshot({ path: path.join(SHOTS, "bank20-fit-700x450.png") });
    await page.setViewportSize({ width: 1600, height: 1000 });
    // zooming out by hand stops at the readable minimum
    for (let i = 0; i < 10; i++) await page.locator("#zoom-out").click();
    assert.equal(await zoomPercent(view), 70);
    await page.locator("#zoom-reset").click();
  });

  it("keys exactly the marks drawn, with the [hidden] legend really hidden when empty", async () => {
    const page = view.page;
    const keys = await page
      .locator("#legend .key")
      .evaluateAll((items: Element[]) => items.map((i) => i.className.replace("key key-", "")));
    for (const [key, selector] of [
      ["accepting", "g.node.accepting"],
      ["doomed", "g.node.doomed"],
      ["neighbourhood", "g.node.neighbourhood"],
      ["dominating", "g.edge.dominating"],
      ["generalising", "g.edge.generalising"],
      ["incorrect", "g.edge.incorrect"],
      ["correct", "g.edge.correct"],
      ["neutral", "g.edge.neutral"],
      ["added", "g.edge.added"],
      ["removed", "g.edge.removed"],
    ] as const) {
      const drawn = (await page.locator(`svg ${selector}`).count()) > 0;
      assert.equal(keys.includes(key), drawn, `legend ${key}: drawn ${drawn}, keys ${keys.join(", ")}`);
    }
    assert.match(await page.locator("#legend").innerText(), /every failing run calls it/);
    assert.match(await page.locator("#legend").innerText(), /failure is certain from here/);
    assert.match(await page.locator("#summary").innerText(), /failing sequences of at most 8 events \(loop bound 3\)/);

    const plain = loadAutomaton("vending.automaton.json");
    delete plain.transition_types;
    delete plain.neighbourhoods;
    await view.show(plain);
    await page.waitForFunction(() => document.querySelectorAll("svg g.node.state").length === 4);
    assert.equal(await page.locator("#legend .key-correct").count(), 0);
    assert.equal(await page.locator("#legend .key-neighbourhood").count(), 0);
    // The legend's display:flex must not override [hidden].
    await view.send({
      type: "show",
      view: {
        target: { uri: "file:///w/a.c", line: 0 },
        title: "a.c:1",
        status: "none",
        outdated: false,
        layout: "auto",
      },
    });
    await page.waitForFunction(() => document.getElementById("legend")?.hidden === true);
    assert.equal(await page.locator("#legend").isVisible(), false);
  });

  it("shows a state's shortest failing sequences and its transitions' lines on click", async () => {
    await view.show(loadAutomaton("bank20.automaton.json"));
    const page = view.page;
    await page.locator("svg #state-17").waitFor();
    await page.locator("svg #state-17 ellipse").first().click();
    const info = page.locator("#info");
    await info.waitFor({ state: "visible" });
    const text = await info.innerText();
    assert.match(text, /State 17/);
    assert.match(text, /failure is certain from here/);
    assert.match(text, /Shortest failing sequences through it/);
    assert.match(text, /check_balance · assertion fails/);
    assert.equal(await page.locator("svg #state-17.selected-state").count(), 1);
    await page.locator("#info .line-link").first().click();
    const messages = await view.messages();
    assert.equal(messages.at(-1)?.type, "revealTransition");
    await page.screenshot({ path: path.join(SHOTS, "state-info-1600.png"), fullPage: true });
  });

  it("draws what the last edit added and removed, and says it in one line", async () => {
    const before = loadAutomaton("bank20.automaton.json");
    const after = loadAutomaton("bank20.automaton.json");
    after.transitions.push({ source: 10, letter: "check_balance", target: 18, dominating: false });
    after.transitions = after.transitions.filter((t) => !(t.source === 16 && t.letter === "interest"));
    await view.show(after, (state: PanelState) => {
      const older = applyResult(
        { ...state, automaton: before, shownVersion: 1 },
        {
          uri: state.target.uri,
          version: 2,
          status: "done",
          automaton: after,
        },
      ).state;
      return older;
    });
    const page = view.page;
    await page.locator("svg g.edge.added").first().waitFor();
    assert.match(
      await page.locator("#change").innerText(),
      /^this edit added \d+ failing sequences?: .*audit · check_balance · assertion fails/,
    );
    // 16 -interest-> 9 is gone, but no failing sequence of length ≤ 9 used it: drawn, not counted.
    assert.doesNotMatch(await page.locator("#change").innerText(), /removed/);
    assert.ok((await page.locator("svg g.edge.removed").count()) >= 1);
    await page.screenshot({ path: path.join(SHOTS, "edit-diff-1600.png") });
  });

  it("shows the learning run's bound and queries with a Cancel that names the run", async () => {
    await view.show(loadAutomaton("bank20.automaton.json"), (state) => {
      let s: PanelState = { ...state, status: "running" };
      s = applyProgress(s, "errlang/learn/7", {
        kind: "begin",
        title: "errlang: learning the error language of assertion at line 58",
        cancellable: true,
      });
      return applyProgress(s, "errlang/learn/7", {
        kind: "report",
        message: "learning with loop bound 2, 120 queries",
      });
    });
    const page = view.page;
    await page.locator("#progress").waitFor({ state: "visible" });
    assert.match(await page.locator("#progress-text").innerText(), /loop bound 2 · 120 queries so far/);
    await page.locator("#cancel").click();
    const messages = await view.messages();
    assert.deepEqual(messages.at(-1), { type: "cancel", token: "errlang/learn/7" });
    await page.screenshot({ path: path.join(SHOTS, "progress-1600.png") });
  });

  it("draws the general picture with its loop dashed, the guarantee, and a toggle to the exact automaton", async () => {
    const page = view.page;
    await view.show(loadAutomaton("loop.automaton.json"));
    await page.locator("svg g.node.state").first().waitFor();
    assert.equal(await page.locator("svg g.node.state").count(), 3);
    const loop = page.locator("svg g.edge.generalising.loop path");
    assert.equal(await loop.count(), 1);
    assert.notEqual(await loop.evaluate((p) => getComputedStyle(p).strokeDasharray), "none");
    assert.match(
      await page.locator("#guarantee").innerText(),
      /the loop at state 0 \(g\) generalises, confirmed at bound 4/,
    );
    assert.ok(await page.locator(".legend .key-generalising").isVisible());
    assert.ok(await page.locator("#picture").isVisible());
    assert.equal(await page.locator("#picture").inputValue(), "general");
    await page.screenshot({ path: path.join(SHOTS, "loop-picture.png") });
    await page.locator("#picture").selectOption("exact");
    const sent = (await view.messages()).filter((m) => m.type === "picture").at(-1);
    assert.deepEqual(sent, { type: "picture", picture: "exact" });
    // the host answers with the exact automaton (through the panel model)
    await view.show(loadAutomaton("loop.automaton.json"), (state) => setPicture(state, "exact"));
    await page.waitForFunction(() => document.querySelectorAll("svg g.node.state").length === 6);
    assert.equal(await page.locator("svg g.edge.generalising").count(), 0);
    assert.equal(await page.locator(".legend .key-generalising").count(), 0);
    assert.match(await page.locator("#guarantee").innerText(), /^the general picture has 3 states: /);
    const saved = await page.evaluate(() => (window as unknown as { __state: { picture?: string } }).__state);
    assert.equal(saved.picture, "exact");
    await page.screenshot({ path: path.join(SHOTS, "loop-exact.png") });
  });

  it("is readable beside an editor (800×1000), without CSP violations", async () => {
    const narrow = await ViewPage.open(800, 1000);
    try {
      await narrow.show(loadAutomaton("bank20.automaton.json"));
      await narrow.page.locator("svg g.node.state").first().waitFor();
      assert.ok((await smallestLabel(narrow)) >= 10);
      await narrow.page.screenshot({ path: path.join(SHOTS, "bank20-800.png") });
      assert.deepEqual(narrow.consoleErrors, []);
    } finally {
      await narrow.close();
    }
    assert.deepEqual(
      view.consoleErrors.filter((e) => /Content Security Policy|Refused to/.test(e)),
      [],
    );
  });
});
