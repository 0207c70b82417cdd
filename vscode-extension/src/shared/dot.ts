/**
 * Graphviz DOT of an automaton JSON. Pure: used by the webview (rendered with Graphviz/WASM),
 * by "Export DOT/SVG", and by the unit tests.
 *
 * The DOT carries ids and classes for the view to work with: every state is a node with
 * `id="state-<id>"` and class `state` (plus `accepting`, `doomed`, `neighbourhood`, `initial`);
 * every transition `i` (index into `transitions`) is an edge with `id="edge-<i>"` and class
 * `transition` (plus `dominating`, `error-letter`, `correct`/`incorrect`/`neutral`). Colours are
 * plain Graphviz colours so an exported file reads well on its own; the webview overrides them
 * with the editor theme's colours through these classes.
 */
import { locationsOfLetter, stateKey, transitionType } from "./automaton";
import type { AutomatonJson } from "./protocol";

export interface DotOptions {
  /** Graph direction; left to right reads like a word. */
  rankdir?: "LR" | "TB";
  /** Graph name (a DOT id). */
  name?: string;
}

const TYPE_COLOURS = { correct: "#2e7d32", incorrect: "#c62828", neutral: "#757575" } as const;

/** A DOT double-quoted string: backslashes, quotes and line breaks escaped. */
export function dotString(text: string): string {
  const escaped = text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\r?\n/g, "\\n");
  return `"${escaped}"`;
}

/** The id used for a state's node (also its SVG element id). */
export function stateNodeId(id: string | number): string {
  return `state-${stateKey(id).replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;
}

/** The id used for transition `index`'s edge (also its SVG element id). */
export function edgeId(index: number): string {
  return `edge-${index}`;
}

function attributes(attrs: Record<string, string | number | undefined>): string {
  const parts = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${typeof value === "number" ? String(value) : dotString(value)}`);
  return parts.length === 0 ? "" : ` [${parts.join(", ")}]`;
}

/** DOT source of `automaton`: one node per state, one edge per transition. */
export function automatonToDot(automaton: AutomatonJson, options: DotOptions = {}): string {
  const lines: string[] = [];
  lines.push(`digraph ${dotString(options.name ?? "errlang")} {`);
  lines.push(`  rankdir=${options.rankdir ?? "LR"};`);
  lines.push('  bgcolor="transparent";');
  lines.push('  node [fontname="Helvetica", fontsize=12, shape=circle, width=0.4];');
  lines.push('  edge [fontname="Helvetica", fontsize=11, arrowsize=0.7];');

  const neighbourhoods = new Set((automaton.neighbourhoods ?? []).map(stateKey));
  const initial = automaton.states.length > 0 ? stateKey(automaton.initial) : undefined;
  if (initial !== undefined) {
    lines.push(`  "__start"${attributes({ id: "start", class: "start", shape: "point", width: 0.08, label: "" })};`);
  }
  for (const state of automaton.states) {
    const key = stateKey(state.id);
    const classes = ["state"];
    if (state.accepting) classes.push("accepting");
    if (state.doomed === true) classes.push("doomed");
    if (neighbourhoods.has(key)) classes.push("neighbourhood");
    if (key === initial) classes.push("initial");
    const tooltip = [
      `state ${key}`,
      state.accepting ? "accepting (a failing run ends here)" : undefined,
      state.doomed === true ? "doomed: acceptance is inevitable" : undefined,
      neighbourhoods.has(key) ? "neighbourhood: the choice between failure and success is made here" : undefined,
    ]
      .filter((part) => part !== undefined)
      .join("\n");
    lines.push(
      `  ${dotString(key)}${attributes({
        id: stateNodeId(state.id),
        class: classes.join(" "),
        label: key,
        shape: state.accepting ? "doublecircle" : "circle",
        style: state.doomed === true ? "filled" : undefined,
        fillcolor: state.doomed === true ? "#fde0e0" : undefined,
        color: neighbourhoods.has(key) ? "#ef6c00" : undefined,
        penwidth: neighbourhoods.has(key) ? 3 : undefined,
        tooltip,
      })};`,
    );
  }
  if (initial !== undefined) {
    lines.push(`  "__start" -> ${dotString(initial)}${attributes({ id: "start-edge", class: "start" })};`);
  }
  automaton.transitions.forEach((t, index) => {
    const classes = ["transition"];
    const type = transitionType(automaton, t);
    if (type !== undefined) classes.push(type);
    if (t.dominating === true) classes.push("dominating");
    if (t.letter === automaton.error_letter) classes.push("error-letter");
    const sites = locationsOfLetter(automaton, t.letter).map((l) => l.line);
    const tooltip =
      `${t.letter}` +
      (sites.length > 0 ? ` — line${sites.length > 1 ? "s" : ""} ${sites.join(", ")}` : "") +
      (t.dominating === true ? "\ndominating: every failing run takes this event" : "") +
      (type !== undefined ? `\n${type} transition` : "");
    lines.push(
      `  ${dotString(stateKey(t.source))} -> ${dotString(stateKey(t.target))}${attributes({
        id: edgeId(index),
        class: classes.join(" "),
        label: t.letter,
        tooltip,
        labeltooltip: tooltip,
        color: type !== undefined ? TYPE_COLOURS[type] : undefined,
        fontcolor: type !== undefined ? TYPE_COLOURS[type] : undefined,
        penwidth: t.dominating === true ? 2 : undefined,
        style: t.dominating === true ? "bold" : undefined,
      })};`,
    );
  });
  lines.push("}");
  return `${lines.join("\n")}\n`;
}
