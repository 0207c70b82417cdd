/**
 * The Cable view's HTML (docs/extension.md). Pure: the same content-security policy as the
 * automaton view (this extension's files, one nonce'd script, WebAssembly for Graphviz).
 */
import { contentSecurityPolicy } from "./webviewHtml";

function attr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export function cableHtml(cspSource: string, scriptUri: string, styleUri: string, nonce: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${attr(contentSecurityPolicy(cspSource, nonce))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${attr(styleUri)}">
<title>errlang Cable</title>
</head>
<body>
<header>
  <h1 id="title">Cable</h1> <span id="status" class="badge">starting</span>
</header>
<p id="message"></p>
<p id="summary"></p>
<div id="legend" class="legend"></div>
<div class="columns">
  <section class="lattice"><h2>Concepts</h2><div id="lattice" role="img" aria-label="concept lattice"></div></section>
  <section class="concept">
    <h2 id="concept-title">Click a concept</h2>
    <div class="toolbar">
      <button id="label-good" title="Label every scenario of this concept good">Good</button>
      <button id="label-bad" title="Label every scenario of this concept bad">Bad</button>
      <button id="label-good-unlabeled" title="Label only this concept's unlabelled scenarios good">Good (unlabelled only)</button>
      <button id="mine-good" title="Mine the specification again from the scenarios labelled good">Mine again from the good traces</button>
    </div>
    <div id="concept-automaton" role="img" aria-label="automaton of the concept"></div>
    <h3>Scenarios</h3>
    <ul id="scenarios"></ul>
  </section>
</div>
<section id="good" hidden><h2>Specification mined from the good scenarios</h2><p id="good-summary"></p><div id="good-automaton"></div></section>
<script nonce="${attr(nonce)}" src="${attr(scriptUri)}"></script>
</body>
</html>
`;
}
