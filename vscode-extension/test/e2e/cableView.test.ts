/**
 * The Cable view's real page (cableHtml, its CSP, out/cable.js with the bundled Graphviz,
 * media/cable.css) in Debian's Chromium with a stand-in for VS Code's webview API, fed the
 * model of a real lattice (`errlang cable lattice --json` on benchmarks/programs/api/mutex.c
 * after one label, test/fixtures/mutex.cable.json): the concepts are drawn in their colours,
 * a click on a concept posts `select`, the buttons post labels. Needs `node esbuild.mjs` first.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import * as path from "node:path";
import { after, before, describe, it } from "node:test";
import { chromium, type Browser, type Page } from "playwright-core";
import { cableHtml } from "../../src/cableHtml";
import {
  cableView,
  initialCable,
  reduceCable,
  type CableLattice,
  type CableState,
  type SpecificationJson,
} from "../../src/shared/cableModel";
import { makeNonce } from "../../src/webviewHtml";
import { EXTENSION_DIR, TOOLS } from "./harness";

/** A dark theme's colours, as VS Code gives them to the webview. */
const THEME = `html { --vscode-foreground: #cccccc; --vscode-editor-background: #1f1f1f;
  --vscode-button-background: #0078d4; --vscode-button-foreground: #ffffff; }\n`;
const STUB = `window.__messages = [];
function acquireVsCodeApi() { return { postMessage: (m) => window.__messages.push(m) }; }`;

function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(EXTENSION_DIR, "test", "fixtures", name), "utf8")) as T;
}

describe("the Cable webview", () => {
  const nonce = makeNonce();
  const server = createServer((request, response) => {
    const origin = `http://${request.headers.host ?? "127.0.0.1"}`;
    if (request.url === "/cable.js") {
      response
        .writeHead(200, { "content-type": "text/javascript" })
        .end(readFileSync(path.join(EXTENSION_DIR, "out", "cable.js")));
    } else if (request.url === "/cable.css") {
      response
        .writeHead(200, { "content-type": "text/css" })
        .end(THEME + readFileSync(path.join(EXTENSION_DIR, "media", "cable.css"), "utf8"));
    } else {
      const html = cableHtml(origin, `${origin}/cable.js`, `${origin}/cable.css`, nonce).replace(
        `<script nonce="${nonce}"`,
        `<script nonce="${nonce}">${STUB}</script>\n<script nonce="${nonce}"`,
      );
      response.writeHead(200, { "content-type": "text/html" }).end(html);
    }
  });
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    browser = await chromium.launch({ executablePath: TOOLS.chromium, args: ["--no-sandbox", "--disable-gpu"] });
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto(`http://127.0.0.1:${port}/`);
  });

  after(async () => {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const messages = (): Promise<{ type: string; [key: string]: unknown }[]> =>
    page.evaluate(() => (window as unknown as { __messages: { type: string }[] }).__messages);
  const send = (state: CableState): Promise<void> =>
    page.evaluate((model) => window.postMessage({ type: "model", model }, "*"), cableView(state));

  it("draws the lattice, selects a concept on click and sends labels", async () => {
    assert.deepEqual((await messages())[0], { type: "ready" });
    let state = reduceCable(initialCable("file:///w/mutex.c", "Cable · mutex.c", "m_lock"), {
      kind: "lattice",
      lattice: fixture<CableLattice>("mutex.cable.json"),
      labelsFile: "/w/.vscode/errlang-labels.json",
    });
    await send(state);
    await page.locator("#lattice svg g.node").nth(3).waitFor();
    assert.equal(await page.locator("#lattice g.node.unlabeled").count(), 1);
    assert.equal(await page.locator("#lattice g.node.partly").count(), 1);
    assert.equal(await page.locator("#lattice g.node.good").count(), 1);
    assert.equal(await page.locator("#label-good").isDisabled(), true);
    await page.locator("#lattice g.node.partly").click();
    assert.deepEqual((await messages()).at(-1), { type: "select", concept: 3 });
    state = reduceCable(state, { kind: "select", concept: 3 });
    state = reduceCable(state, {
      kind: "concept",
      concept: 3,
      specification: fixture<SpecificationJson>("mutex.concept3.spec.json"),
    });
    await send(state);
    await page.locator("#concept-automaton svg").waitFor();
    assert.equal(await page.locator("#scenarios li").count(), 2);
    assert.match((await page.locator("#concept-title").textContent()) ?? "", /Concept #3 · some scenarios labelled/);
    // each event of a scenario links to its call in the code (issue 21)
    const first = page.locator("#scenarios li a.call-link").first();
    const call = (await first.textContent()) ?? "";
    await first.click();
    assert.deepEqual((await messages()).at(-1), { type: "reveal", call });
    await page.locator("#label-bad").click();
    assert.deepEqual((await messages()).at(-1), { type: "label", concept: 3, label: "bad", onlyUnlabeled: false });
    await page.locator("#label-good-unlabeled").click();
    assert.deepEqual((await messages()).at(-1), { type: "label", concept: 3, label: "good", onlyUnlabeled: true });
    await page.locator("#mine-good").click();
    assert.deepEqual((await messages()).at(-1), { type: "mineGood" });
    if (process.env.ERRLANG_CABLE_SCREENSHOT) await page.screenshot({ path: process.env.ERRLANG_CABLE_SCREENSHOT });
    assert.deepEqual(errors, []);
  });
});
