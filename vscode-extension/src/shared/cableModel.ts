/**
 * The Cable view (Ammons' thesis §7.3; issue 12 item 4; docs/extension.md): the concept
 * lattice of the scenarios mined around a seed, coloured by label state, the automaton of the
 * selected concept, its scenarios, and labels on whole concepts. Pure — a reducer over the
 * server's answers (`errlang/mineLattice`, `mineConcept`, `mineLabel`, `mineGood`,
 * docs/protocol.md), the DOT the view draws, and a validator of the webview's messages — so it
 * is unit-tested without VS Code.
 */

export type ConceptState = "Unlabeled" | "PartlyLabeled" | "Labeled";
export type Label = "good" | "bad";

/** One concept of `errlang cable lattice --json`. */
export interface CableConcept {
  id: number;
  state: ConceptState;
  /** The standardised scenario words of the concept's extent. */
  scenarios: string[][];
  /** The label of each scenario (null: unlabelled). */
  labels: (string | null)[];
  /** The reference automaton's transitions all of them use (the intent). */
  transitions: string[];
  parents: number[];
  children: number[];
}

export interface CableLattice {
  concepts: CableConcept[];
  top: number;
  distinct_scenarios: number;
  labelled: number;
  decisions: number;
}

/** `spec_to_json` of a mined specification (the parts the view draws). */
export interface SpecificationJson {
  seed: string;
  initial: number;
  states: { id: number; final: boolean }[];
  transitions: { source: number; letter: string; target: number; probability: number }[];
}

export interface CableState {
  uri: string;
  title: string;
  seed: string;
  /** idle: nothing asked yet; running: a request is out; done; error. */
  status: "idle" | "running" | "done" | "error";
  /** What is running, or the last error. */
  message?: string;
  lattice?: CableLattice;
  /** Where the labels are saved (null: not saved, an untrusted workspace). */
  labelsFile?: string | null;
  selected?: number;
  /** The automaton of the selected concept (null: a concept without scenarios). */
  concept?: { id: number; specification: SpecificationJson | null };
  /** The specification mined again from the scenarios labelled good (traces; distinct scenarios when known). */
  good?: { specification: SpecificationJson; scenarios: number; distinct?: number };
}

export type CableEvent =
  | { kind: "running"; what: string }
  | { kind: "lattice"; lattice: CableLattice; labelsFile?: string | null }
  | { kind: "select"; concept: number }
  | { kind: "concept"; concept: number; specification: SpecificationJson | null }
  | { kind: "good"; specification: SpecificationJson; scenarios: number; distinct?: number }
  | { kind: "error"; message: string };

export function initialCable(uri: string, title: string, seed: string): CableState {
  return { uri, title, seed, status: "idle" };
}

/** The state after `event`. A new lattice keeps the selection when the concept still exists. */
export function reduceCable(state: CableState, event: CableEvent): CableState {
  switch (event.kind) {
    case "running":
      return { ...state, status: "running", message: event.what };
    case "lattice": {
      const keep = state.selected !== undefined && state.selected < event.lattice.concepts.length;
      return {
        ...state,
        status: "done",
        message: undefined,
        lattice: event.lattice,
        labelsFile: event.labelsFile ?? state.labelsFile,
        selected: keep ? state.selected : undefined,
        concept: keep ? state.concept : undefined,
      };
    }
    case "select":
      if (state.lattice === undefined || !(event.concept in state.lattice.concepts)) return state;
      return { ...state, selected: event.concept, concept: undefined };
    case "concept":
      if (event.concept !== state.selected) return state; // an answer for an older click
      return {
        ...state,
        status: "done",
        message: undefined,
        concept: { id: event.concept, specification: event.specification },
      };
    case "good":
      return {
        ...state,
        status: "done",
        message: undefined,
        good: { specification: event.specification, scenarios: event.scenarios, distinct: event.distinct },
      };
    case "error":
      return { ...state, status: "error", message: event.message };
  }
}

/** How a concept is drawn: its label state, and for a labelled one which labels it holds. */
export type ConceptColour = "empty" | "unlabeled" | "partly" | "labeled" | "good" | "bad";

/**
 * The thesis's three label states (§7.3.1), with one colour per meaning (issue 21): nothing
 * labelled grey, partly labelled yellow, and a fully labelled concept by what its labels say —
 * all good green, all bad red, good and bad purple (the thesis drew every labelled concept red,
 * so a lattice labelled from its top turned red whatever the labels); a concept with no
 * scenario white ("no scenario").
 */
export function conceptColour(concept: CableConcept): ConceptColour {
  // a concept without scenarios (the lattice's bottom, often) is "labelled" only vacuously: it
  // holds no label at all, so it is drawn as empty, never as "labelled good and bad" (issue 31)
  if (concept.scenarios.length === 0) return "empty";
  if (concept.state === "Unlabeled") return "unlabeled";
  if (concept.state === "PartlyLabeled") return "partly";
  const kinds = new Set(concept.labels);
  if (kinds.size === 1) {
    if (kinds.has("good")) return "good";
    if (kinds.has("bad")) return "bad";
  }
  return "labeled";
}

export const COLOURS: Record<ConceptColour, { fill: string; text: string; legend: string }> = {
  empty: { fill: "#ffffff", text: "#606060", legend: "no scenario" },
  unlabeled: { fill: "#d9d9d9", text: "#202020", legend: "not labelled" },
  partly: { fill: "#f5d547", text: "#302800", legend: "partly labelled" },
  labeled: { fill: "#c9a0dc", text: "#201028", legend: "labelled good and bad" },
  good: { fill: "#7fc97f", text: "#102010", legend: "all labelled good" },
  bad: { fill: "#e06666", text: "#200808", legend: "all labelled bad" },
};

/** The label state in words (the engine's names are `Unlabeled`, `PartlyLabeled`, `Labeled`). */
export const STATE_WORDS: Record<ConceptState, string> = {
  Unlabeled: "no scenario labelled",
  PartlyLabeled: "some scenarios labelled",
  Labeled: "every scenario labelled",
};

function quote(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}

function counts(concept: CableConcept): { good: number; bad: number } {
  return {
    good: concept.labels.filter((l) => l === "good").length,
    bad: concept.labels.filter((l) => l === "bad").length,
  };
}

/** The lattice as DOT: the Hasse diagram, top concept first, one node per concept (`id` concept_N). */
export function latticeToDot(lattice: CableLattice, selected?: number): string {
  const lines = [
    "digraph cable {",
    "  rankdir=TB;",
    '  bgcolor="transparent";',
    '  node [fontname="Helvetica", fontsize=11, shape=box, style="rounded,filled"];',
    '  edge [arrowhead=none, color="#888888"];',
  ];
  for (const concept of lattice.concepts) {
    const colour = conceptColour(concept);
    const { good, bad } = counts(concept);
    const size = concept.scenarios.length;
    const marks = colour === "good" ? " ✓ good" : colour === "bad" ? " ✗ bad" : "";
    const label =
      `#${concept.id}${marks}\n${size} scenario${size === 1 ? "" : "s"}` +
      (good + bad > 0 ? `\n${good} good · ${bad} bad` : "");
    const attributes = [
      `id=${quote(`concept_${concept.id}`)}`,
      `class=${quote(`concept ${colour}`)}`,
      `label=${quote(label)}`,
      `fillcolor=${quote(COLOURS[colour].fill)}`,
      `fontcolor=${quote(COLOURS[colour].text)}`,
      `tooltip=${quote(`${STATE_WORDS[concept.state]}; its scenarios share ${concept.transitions.length} transitions`)}`,
    ];
    if (concept.id === selected) attributes.push("penwidth=3");
    if (colour === "bad") attributes.push('color="#400000"', "peripheries=2");
    lines.push(`  c${concept.id} [${attributes.join(", ")}];`);
  }
  for (const concept of lattice.concepts) {
    for (const child of concept.children) lines.push(`  c${concept.id} -> c${child};`);
  }
  lines.push("}");
  return lines.join("\n");
}

/** A mined specification as DOT: final states double circles, each transition with its probability. */
export function specificationToDot(spec: SpecificationJson): string {
  const lines = [
    "digraph specification {",
    "  rankdir=LR;",
    '  bgcolor="transparent";',
    '  node [fontname="Helvetica", fontsize=11, shape=circle, width=0.35];',
    '  edge [fontname="Helvetica", fontsize=10, arrowsize=0.7];',
    '  start [shape=point, width=0.08, label=""];',
  ];
  for (const state of spec.states) {
    lines.push(`  s${state.id} [label=${quote(String(state.id))}${state.final ? ", shape=doublecircle" : ""}];`);
  }
  lines.push(`  start -> s${spec.initial};`);
  for (const t of spec.transitions) {
    lines.push(`  s${t.source} -> s${t.target} [label=${quote(`${t.letter} (${t.probability.toFixed(2)})`)}];`);
  }
  lines.push("}");
  return lines.join("\n");
}

/** What the webview shows; sent whole whenever it changes. */
export interface CableViewModel {
  title: string;
  status: CableState["status"];
  message?: string;
  summary?: string;
  latticeDot?: string;
  selected?: number;
  /** The selected concept's state (in words) and scenarios (one line each, with its label and its calls). */
  concept?: { id: number; state: string; scenarios: { text: string; label: string | null; calls: string[] }[] };
  conceptDot?: string;
  /** Whether the selected concept can be labelled (it has scenarios; nothing running). */
  canLabel: boolean;
  canMineGood: boolean;
  goodDot?: string;
  goodSummary?: string;
  legend: { colour: string; text: string }[];
}

export function cableView(state: CableState): CableViewModel {
  const lattice = state.lattice;
  const selected = state.selected !== undefined ? lattice?.concepts[state.selected] : undefined;
  const busy = state.status === "running";
  const labelledGood = lattice?.concepts.some((k) => k.labels.includes("good")) ?? false;
  const model: CableViewModel = {
    title: state.title,
    status: state.status,
    message: state.message,
    canLabel: !busy && selected !== undefined && selected.scenarios.length > 0,
    canMineGood: !busy && labelledGood,
    selected: state.selected,
    legend: legendColours(lattice).map((c) => ({ colour: COLOURS[c].fill, text: COLOURS[c].legend })),
  };
  if (lattice !== undefined) {
    model.latticeDot = latticeToDot(lattice, state.selected);
    const saved = state.labelsFile ? ` · saved in ${state.labelsFile}` : " · labels not saved (untrusted workspace)";
    model.summary =
      `${lattice.concepts.length} concepts · ${lattice.labelled} of ${lattice.distinct_scenarios} ` +
      `distinct scenarios labelled with ${lattice.decisions} decision${lattice.decisions === 1 ? "" : "s"}${saved}`;
  }
  if (selected !== undefined) {
    model.concept = {
      id: selected.id,
      state: STATE_WORDS[selected.state],
      scenarios: selected.scenarios.map((words, i) => ({
        text: words.join(" ; "),
        label: selected.labels[i] ?? null,
        calls: words,
      })),
    };
  }
  if (state.concept?.specification) model.conceptDot = specificationToDot(state.concept.specification);
  if (state.good !== undefined) {
    model.goodDot = specificationToDot(state.good.specification);
    model.goodSummary = goodSummary(state.good.scenarios, state.good.distinct);
  }
  return model;
}

/** The colours the lattice uses (all five before there is one), in a fixed order. */
function legendColours(lattice: CableLattice | undefined): ConceptColour[] {
  const order: ConceptColour[] = ["unlabeled", "partly", "good", "bad", "labeled", "empty"];
  if (lattice === undefined) return order;
  const used = new Set(lattice.concepts.map(conceptColour));
  return order.filter((c) => used.has(c));
}

/**
 * "mined again from 2 distinct scenarios labelled good (5 traces)": the same unit as the
 * summary's "2 of 2 distinct scenarios labelled" (the engine counts traces, with repeats).
 */
export function goodSummary(traces: number, distinct?: number): string {
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (distinct === undefined) return `mined again from ${plural(traces, "trace")} whose scenario is labelled good`;
  return `mined again from ${plural(distinct, "distinct scenario")} labelled good (${plural(traces, "trace")})`;
}

/** What the webview sends. */
export type CableMessage =
  | { type: "ready" }
  | { type: "select"; concept: number }
  | { type: "label"; concept: number; label: Label; onlyUnlabeled: boolean }
  | { type: "mineGood" }
  | { type: "reveal"; call: string };

/** The webview's message, checked (undefined: not one the host accepts). */
export function parseCableMessage(value: unknown): CableMessage | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const m = value as Record<string, unknown>;
  const concept = m.concept;
  const isConcept = typeof concept === "number" && Number.isInteger(concept) && concept >= 0;
  switch (m.type) {
    case "ready":
      return { type: "ready" };
    case "mineGood":
      return { type: "mineGood" };
    case "reveal":
      return typeof m.call === "string" && callName(m.call) !== undefined
        ? { type: "reveal", call: callName(m.call) as string }
        : undefined;
    case "select":
      return isConcept ? { type: "select", concept } : undefined;
    case "label":
      if (!isConcept || (m.label !== "good" && m.label !== "bad")) return undefined;
      return { type: "label", concept, label: m.label, onlyUnlabeled: m.onlyUnlabeled === true };
    default:
      return undefined;
  }
}

/** A concept number from an SVG node id (`concept_N`), or undefined. */
export function conceptOfNodeId(id: string | null | undefined): number | undefined {
  const match = /^concept_(\d+)$/.exec(id ?? "");
  return match ? Number(match[1]) : undefined;
}

/** The function a scenario's event calls: `m_lock(X0)` → `m_lock`, `X0 = f_open(…)` → `f_open`. */
export function callName(event: string): string | undefined {
  const match = /([A-Za-z_]\w*)\s*\(/.exec(event);
  return match === null ? undefined : match[1];
}

/** The 0-based lines of `text` that call `name` (outside a `//` comment), in order: where a scenario's event is in the code. */
export function callLines(text: string, name: string): number[] {
  const call = new RegExp(`(^|[^\\w$])${name}\\s*\\(`);
  const lines: number[] = [];
  text.split("\n").forEach((line, index) => {
    if (call.test(line.split("//")[0])) lines.push(index);
  });
  return lines;
}
