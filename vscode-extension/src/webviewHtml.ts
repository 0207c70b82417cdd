/**
 * The automaton panel's HTML. Pure: the content-security policy allows only this extension's
 * own files, one nonce'd script, and WebAssembly compilation for the bundled Graphviz —
 * no remote sources, no inline scripts or styles, no eval.
 */
import { randomBytes } from "node:crypto";

export interface HtmlResources {
  /** `webview.cspSource` */
  cspSource: string;
  scriptUri: string;
  styleUri: string;
  nonce: string;
}

export function makeNonce(): string {
  return randomBytes(18)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "x");
}

export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `img-src ${cspSource} data:`,
    `style-src ${cspSource}`,
    `font-src ${cspSource}`,
    `script-src 'nonce-${nonce}' 'wasm-unsafe-eval'`,
  ].join("; ");
}

function attr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export function webviewHtml(r: HtmlResources): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${attr(contentSecurityPolicy(r.cspSource, r.nonce))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${attr(r.styleUri)}">
<title>errlang automaton</title>
</head>
<body>
<header>
  <div class="heading"><h1 id="title">errlang</h1> <span id="status" class="badge">starting</span></div>
  <div class="toolbar">
    <button id="relearn" title="Learn the error language of this target again">Re-learn</button>
    <button id="next-cex" title="errlang: Next counterexample">Next counterexample</button>
    <button id="export-dot" title="Save the automaton as Graphviz DOT">DOT</button>
    <button id="export-svg" title="Save the picture as SVG">SVG</button>
    <button id="export-json" title="Save the automaton JSON">JSON</button>
  </div>
</header>
<section id="progress" class="progress" hidden>
  <progress id="progress-bar"></progress>
  <span id="progress-text">Learning…</span>
  <button id="cancel" title="Stop this learning run">Cancel</button>
</section>
<p id="message"></p>
<p id="outdated" class="warning" hidden>The file has changed since this automaton was learned; save it to learn again.</p>
<p id="change" class="change" hidden></p>
<p id="summary"></p>
<p id="empty" class="note" hidden>The error language is empty: no run within the bounds fails this assertion.</p>
<div id="legend" class="legend" hidden></div>
<div id="view-controls" class="toolbar view-controls" hidden>
  <button id="zoom-out" title="Zoom out (Ctrl+wheel)">−</button>
  <span id="zoom-level" class="zoom-level" title="Zoom">100 %</span>
  <button id="zoom-in" title="Zoom in (Ctrl+wheel)">+</button>
  <button id="zoom-fit" title="Fit the whole automaton in the view (below the readable size if it must: zoom in on a part with Ctrl+wheel)">Fit</button>
  <button id="zoom-reset" title="Actual size">100 %</button>
  <label for="layout">Layout</label>
  <select id="layout" title="Direction of the drawing">
    <option value="auto">automatic</option>
    <option value="LR">left to right</option>
    <option value="TB">top down</option>
  </select>
  <span id="zoom-note" class="note" hidden>smallest readable size: drag or scroll to see the rest</span>
</div>
<div id="graph" role="img" aria-label="automaton" tabindex="0"></div>
<div class="details">
  <section id="info" class="info" hidden></section>
  <section id="counterexamples" hidden>
    <div class="heading"><h2>Counterexamples</h2>
      <span class="toolbar"><button id="prev-step" title="Previous step">◀ step</button><button id="next-step" title="Next step">step ▶</button></span>
    </div>
    <ol id="cex-list"></ol>
  </section>
</div>
<p id="stats" class="stats"></p>
<script nonce="${attr(r.nonce)}" src="${attr(r.scriptUri)}"></script>
</body>
</html>
`;
}
