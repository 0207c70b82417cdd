/**
 * Graphviz DOT of an automaton JSON. Pure: used by the webview (rendered with Graphviz/WASM),
 * by "Export DOT/SVG", and by the unit tests.
 *
 * The DOT carries ids and classes for the view to work with: every state is a node with
 * `id="state-<id>"` and class `state` (plus `accepting`, `doomed` (not accepting),
 * `neighbourhood`, `initial`); parallel transitions that share every mark are one edge
 * (`graphModel.drawnEdges`) with `id="edge-<i>"`, i its first transition's index into
 * `transitions`, and classes `transition`, `t-<j>` for each of its transitions, and `dominating`,
 * `generalising` (the picture's `generalising` or `loop` mark; dashed), `loop`, `added`, `error-letter`, `correct`/`incorrect`/`neutral` as they apply;
 * transitions the last edit removed are edges of class `removed` (ids `removed-<k>`). Colours are
 * plain Graphviz colours so an exported file reads well on its own; the webview overrides them
 * with the editor theme's colours through these classes.
 */
import { decisionPoints, locationsOfLetter, stateKey } from "./automaton";
import type { AutomatonDiff } from "./automatonDiff";
import { chooseLayout, drawnEdges, ghostEdges, type Layout } from "./graphModel";
import type { AutomatonJson } from "./protocol";
import { EXPLAIN, KIND_WORDS, automatonKind, drawsAccepting, letterMeaning, letterText } from "./words";

export interface DotOptions {
  /** Graph direction; default: `chooseLayout` (left to right for chains, top-down when tall). */
  rankdir?: Layout;
  /** The last edit's difference: added transitions get their style, removed ones are drawn as ghosts. */
  diff?: AutomatonDiff;
  /** Graph name (a DOT id). */
  name?: string;
}

const TYPE_COLOURS = { correct: "#2e7d32", incorrect: "#c62828", neutral: "#757575" } as const;
const ADDED_COLOUR = "#00838f";
const REMOVED_COLOUR = "#9e9e9e";

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

/**
 * DOT source of `automaton`: one node per state, one edge per group of parallel transitions
 * that share every mark (`drawnEdges`), and, given the last edit's `diff`, its removed
 * transitions as dashed ghost edges (class `removed`) between the states that correspond.
 */
export function automatonToDot(automaton: AutomatonJson, options: DotOptions = {}): string {
  const lines: string[] = [];
  lines.push(`digraph ${dotString(options.name ?? "errlang")} {`);
  lines.push(`  rankdir=${options.rankdir ?? chooseLayout(automaton)};`);
  lines.push('  bgcolor="transparent";');
  lines.push('  node [fontname="Helvetica", fontsize=12, shape=circle, width=0.4];');
  lines.push('  edge [fontname="Helvetica", fontsize=11, arrowsize=0.7];');

  const kind = automatonKind(automaton);
  const fn = kind === "behaviour";
  const marked = drawsAccepting(automaton);
  const neighbourhoods = decisionPoints(automaton);
  const initial = automaton.states.length > 0 ? stateKey(automaton.initial) : undefined;
  if (initial !== undefined) {
    lines.push(`  "__start"${attributes({ id: "start", class: "start", shape: "point", width: 0.08, label: "" })};`);
  }
  for (const state of automaton.states) {
    const key = stateKey(state.id);
    const doomed = state.doomed === true && !state.accepting;
    const accepting = state.accepting && marked;
    const classes = ["state"];
    if (accepting) classes.push("accepting");
    if (doomed) classes.push("doomed");
    if (neighbourhoods.has(key)) classes.push("neighbourhood");
    if (key === initial) classes.push("initial");
    const tooltip = [
      `state ${key}`,
      state.accepting ? KIND_WORDS[kind].acceptingLong : undefined,
      doomed ? `doomed: ${EXPLAIN.doomed}` : undefined,
      neighbourhoods.has(key) ? EXPLAIN.neighbourhood : undefined,
    ]
      .filter((part) => part !== undefined)
      .join("\n");
    lines.push(
      `  ${dotString(key)}${attributes({
        id: stateNodeId(state.id),
        class: classes.join(" "),
        label: key,
        shape: accepting ? "doublecircle" : "circle",
        style: doomed ? "filled" : undefined,
        fillcolor: doomed ? "#fde0e0" : undefined,
        color: neighbourhoods.has(key) ? "#ef6c00" : undefined,
        penwidth: neighbourhoods.has(key) ? 3 : undefined,
        tooltip,
      })};`,
    );
  }
  const ghosts = ghostEdges(automaton, options.diff);
  for (const ghost of ghosts.states) {
    lines.push(
      `  ${dotString(ghost.name)}${attributes({
        id: ghost.name,
        class: "removed-state",
        label: "",
        shape: "circle",
        style: "dashed",
        color: "#9e9e9e",
        width: 0.3,
        tooltip: `a state of the previous automaton (${ghost.oldState}) that this edit removed`,
      })};`,
    );
  }
  if (initial !== undefined) {
    lines.push(`  "__start" -> ${dotString(initial)}${attributes({ id: "start-edge", class: "start" })};`);
  }
  // One "assertion fails" label per accepting state: three into one state piled up at Fit
  // (issue 31); the other error-letter edges carry it in their tooltip and colour class.
  const errorLabelled = new Set<string>();
  for (const edge of drawnEdges(automaton, options.diff)) {
    const classes = ["transition", ...edge.transitions.map((i) => `t-${i}`)];
    const repeated = edge.errorLetter && !edge.added && errorLabelled.has(String(edge.target));
    if (edge.errorLetter) errorLabelled.add(String(edge.target));
    if (edge.type !== undefined) classes.push(edge.type);
    if (edge.dominating) classes.push("dominating");
    if (edge.generalising) classes.push("generalising");
    if (edge.loop) classes.push("loop");
    if (edge.added) classes.push("added");
    if (edge.errorLetter) classes.push("error-letter");
    const sites = edge.letters.map((letter) => {
      const at = locationsOfLetter(automaton, letter).map((l) => l.line);
      const where = at.length > 0 ? ` — line${at.length > 1 ? "s" : ""} ${at.join(", ")}` : "";
      const meaning = letterMeaning(letter);
      return `${letterText(automaton, letter)}${meaning !== undefined ? `: ${meaning}` : where}`;
    });
    const tooltip = [
      ...sites,
      edge.dominating ? `dominating: ${fn ? EXPLAIN.dominatingFunction : EXPLAIN.dominating}` : "",
      edge.loop ? EXPLAIN.loop : edge.generalising ? EXPLAIN.generalising : "",
      edge.type !== undefined ? EXPLAIN[edge.type] : "",
      edge.added ? EXPLAIN.added : "",
    ]
      .filter((s) => s !== "")
      .join("\n");
    // One meaning per colour: a transition's type keeps its colour when an edit added it (the
    // label's "+" says that); only an untyped added transition is drawn in the added colour.
    const colour = edge.type !== undefined ? TYPE_COLOURS[edge.type] : edge.added ? ADDED_COLOUR : undefined;
    const styles = [edge.dominating ? "bold" : "", edge.generalising ? "dashed" : ""].filter((s) => s !== "");
    lines.push(
      `  ${dotString(edge.source)} -> ${dotString(edge.target)}${attributes({
        id: edge.id,
        class: classes.join(" "),
        label: edge.added ? `+ ${edge.label}` : repeated ? "" : edge.label,
        tooltip,
        labeltooltip: tooltip,
        color: colour,
        fontcolor: colour,
        penwidth: edge.dominating ? 2 : undefined,
        style: styles.length > 0 ? styles.join(",") : undefined,
      })};`,
    );
  }
  for (const ghost of ghosts.edges) {
    lines.push(
      `  ${dotString(ghost.source)} -> ${dotString(ghost.target)}${attributes({
        id: ghost.id,
        class: "removed",
        label: `− ${ghost.label}`,
        tooltip: `${ghost.label}\n${EXPLAIN.removed}`,
        labeltooltip: `${ghost.label}\n${EXPLAIN.removed}`,
        color: REMOVED_COLOUR,
        fontcolor: REMOVED_COLOUR,
        style: "dashed",
      })};`,
    );
  }
  lines.push("}");
  return `${lines.join("\n")}\n`;
}
