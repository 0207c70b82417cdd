import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseViewMessage } from "../../src/shared/messages";
import { contentSecurityPolicy, makeNonce, webviewHtml } from "../../src/webviewHtml";

describe("messages from the webview", () => {
  it("accepts well-formed messages", () => {
    assert.deepEqual(parseViewMessage({ type: "ready" }), { type: "ready" });
    assert.deepEqual(parseViewMessage({ type: "revealTransition", index: 2 }), { type: "revealTransition", index: 2 });
    assert.deepEqual(parseViewMessage({ type: "step", delta: -1 }), { type: "step", delta: -1 });
    assert.deepEqual(parseViewMessage({ type: "selectStep", counterexample: 1, step: 0 }), {
      type: "selectStep",
      counterexample: 1,
      step: 0,
    });
    assert.deepEqual(parseViewMessage({ type: "command", command: "errlang.exportSvg" }), {
      type: "command",
      command: "errlang.exportSvg",
    });
    assert.deepEqual(parseViewMessage({ type: "layout", layout: "TB" }), { type: "layout", layout: "TB" });
    assert.deepEqual(parseViewMessage({ type: "cancel", token: "errlang/learn/3" }), {
      type: "cancel",
      token: "errlang/learn/3",
    });
    assert.deepEqual(parseViewMessage({ type: "viewport", width: 800, height: 600 }), {
      type: "viewport",
      width: 800,
      height: 600,
    });
    assert.deepEqual(parseViewMessage({ type: "rendered", states: 4, transitions: 7 }), {
      type: "rendered",
      states: 4,
      transitions: 7,
    });
  });

  it("rejects malformed ones and commands outside the list", () => {
    for (const bad of [
      null,
      "ready",
      {},
      { type: "nope" },
      { type: "revealTransition", index: -1 },
      { type: "revealTransition", index: 1.5 },
      { type: "revealTransition", index: "1" },
      { type: "step", delta: 2 },
      { type: "command", command: "workbench.action.terminal.new" },
      { type: "selectStep", counterexample: 0 },
      { type: "renderError", message: 3 },
      { type: "layout", layout: "diagonal" },
      { type: "cancel", token: 7 },
      { type: "viewport", width: -1, height: 3 },
    ]) {
      assert.equal(parseViewMessage(bad), undefined, JSON.stringify(bad));
    }
  });

  it("caps the length of error messages", () => {
    const m = parseViewMessage({ type: "renderError", message: "x".repeat(5000) });
    assert.equal(m?.type === "renderError" ? m.message.length : 0, 2000);
  });
});

describe("webview HTML", () => {
  it("has a strict content-security policy: nonce'd script, own files, WASM, nothing remote", () => {
    const csp = contentSecurityPolicy("vscode-resource:", "abc");
    assert.match(csp, /^default-src 'none'/);
    assert.match(csp, /script-src 'nonce-abc' 'wasm-unsafe-eval'/);
    assert.doesNotMatch(csp, /unsafe-inline|'unsafe-eval'|https?:|\*/);
  });

  it("loads exactly one script, with the nonce, and no inline code", () => {
    const nonce = makeNonce();
    assert.match(nonce, /^[A-Za-z0-9]{24}$/);
    const html = webviewHtml({ cspSource: "vscode-resource:", nonce, scriptUri: "s.js", styleUri: "s.css" });
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    assert.deepEqual(scripts, [`<script nonce="${nonce}" src="s.js">`]);
    assert.doesNotMatch(html, /<style|\sstyle="|\son[a-z]+="/);
    assert.match(html, /http-equiv="Content-Security-Policy"/);
  });
});
