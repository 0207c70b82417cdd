/**
 * What the view draws, before Graphviz: parallel transitions merged into one edge labelled
 * `fee | withdraw`, the layout that suits the automaton's shape, the transitions an edit
 * removed, and a legend that keys exactly the marks drawn. Pure (issue 14 items 4 and 7).
 */
import type { AutomatonDiff } from "./automatonDiff";
import { decisionPoints, stateKey, transitionType } from "./automaton";
import type { AutomatonJson, TransitionType } from "./protocol";
import { KIND_WORDS, automatonKind, drawsAccepting, letterText, lettersNote } from "./words";

/** The legend's short meanings (tooltips and state details use the longer `EXPLAIN`). */
const MEANING = {
  start: "runs start here",
  doomed: "failure is certain from here",
  neighbourhood: "a run can still fail or succeed here",
  dominating: "every failing run calls it",
  dominatingFunction: "every run calls it",
  generalising: "the picture guesses here: a loop beyond the loop bound, or sequences the bound cannot decide",
  incorrect: "every run that takes it fails",
  correct: "no run that takes it fails",
  neutral: "failure still open after it",
  added: "new since the previous save",
  removed: "gone since the previous save",
  path: "the selected one, so far",
  current: "where the counterexample is now",
} as const;

/** One drawn edge: the transitions between two states that look the same, merged. */
export interface DrawnEdge {
  /** `edge-<i>`, i the first of its transitions (so an unmerged edge keeps its transition's index). */
  id: string;
  source: string;
  target: string;
  /** Indices into `automaton.transitions`, in order. */
  transitions: number[];
  letters: string[];
  /** Letters in plain words joined by " | ". */
  label: string;
  type?: TransitionType;
  dominating: boolean;
  /** The picture's `generalising` or `loop` mark (drawn dashed). */
  generalising: boolean;
  /** The picture's `loop` mark (said in the tooltip). */
  loop: boolean;
  /** Added by the last edit (see automatonDiff). */
  added: boolean;
  errorLetter: boolean;
}

/** A transition the last edit removed, drawn between the states that correspond to its ends. */
export interface GhostEdge {
  id: string;
  /** A state key of the new automaton, or a ghost state's node name. */
  source: string;
  target: string;
  label: string;
}

export interface GhostState {
  /** DOT node name (never a state key: they are prefixed). */
  name: string;
  oldState: string;
}

export type Layout = "LR" | "TB";
export type LayoutChoice = Layout | "auto";

/**
 * Indices of the transitions the last edit added, as a set, for the merge key; none when the
 * edit added every transition (nothing of the previous automaton is left to compare with, and
 * marking every edge would mark nothing).
 */
function addedSet(automaton: AutomatonJson, diff: AutomatonDiff | undefined): Set<number> {
  const added = new Set(diff?.added ?? []);
  return added.size > 0 && added.size >= automaton.transitions.length ? new Set() : added;
}

/** Merges parallel transitions that share every mark (type, dominating, generalising, added). */
export function drawnEdges(automaton: AutomatonJson, diff?: AutomatonDiff): DrawnEdge[] {
  const added = addedSet(automaton, diff);
  const byKey = new Map<string, DrawnEdge>();
  const result: DrawnEdge[] = [];
  automaton.transitions.forEach((t, index) => {
    const type = transitionType(automaton, t);
    const edge = {
      source: stateKey(t.source),
      target: stateKey(t.target),
      type,
      dominating: t.dominating === true,
      generalising: t.generalising === true || t.loop === true,
      loop: t.loop === true,
      added: added.has(index),
      errorLetter: t.letter === automaton.error_letter || t.letter === automaton.end_letter,
    };
    const key = JSON.stringify(edge);
    const existing = byKey.get(key);
    if (existing !== undefined) {
      existing.transitions.push(index);
      existing.letters.push(t.letter);
      existing.label = existing.letters.map((l) => letterText(automaton, l)).join(" | ");
      return;
    }
    const drawn: DrawnEdge = {
      ...edge,
      id: `edge-${index}`,
      transitions: [index],
      letters: [t.letter],
      label: letterText(automaton, t.letter),
    };
    byKey.set(key, drawn);
    result.push(drawn);
  });
  return result;
}

/** The removed transitions of `diff` as ghost edges, merged like the others, with their ghost states. */
export function ghostEdges(
  automaton: AutomatonJson,
  diff?: AutomatonDiff,
): { edges: GhostEdge[]; states: GhostState[] } {
  const states = new Map<string, GhostState>();
  const ghost = (newState: string | undefined, oldState: string): string => {
    if (newState !== undefined) return newState;
    const name = `removed-state-${oldState}`;
    if (!states.has(name)) states.set(name, { name, oldState });
    return name;
  };
  const byEnds = new Map<string, GhostEdge>();
  for (const r of diff?.removed ?? []) {
    const source = ghost(r.source, r.oldSource);
    const target = ghost(r.target, r.oldTarget);
    const key = `${source}\u0000${target}`;
    const existing = byEnds.get(key);
    const label = letterText(automaton, r.letter);
    if (existing !== undefined) {
      if (!existing.label.split(" | ").includes(label)) existing.label += ` | ${label}`;
    } else {
      byEnds.set(key, { id: `removed-${byEnds.size}`, source, target, label });
    }
  }
  return { edges: [...byEnds.values()], states: [...states.values()] };
}

/** Breadth-first levels from the initial state: their number and the widest level's size. */
export function shape(automaton: AutomatonJson): { levels: number; width: number } {
  if (automaton.states.length === 0) return { levels: 0, width: 0 };
  const level = new Map<string, number>([[stateKey(automaton.initial), 0]]);
  const queue = [stateKey(automaton.initial)];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i];
    for (const t of automaton.transitions) {
      const target = stateKey(t.target);
      if (stateKey(t.source) === here && !level.has(target)) {
        level.set(target, (level.get(here) ?? 0) + 1);
        queue.push(target);
      }
    }
  }
  const sizes = new Map<number, number>();
  for (const l of level.values()) sizes.set(l, (sizes.get(l) ?? 0) + 1);
  return { levels: sizes.size, width: Math.max(...sizes.values()) };
}

/** Levels beyond which a branching automaton is drawn top-down. */
export const LR_MAX_LEVELS = 6;

/** Rough size of a level and of a state within a level, in pixels, per direction. */
const LEVEL = { LR: 120, TB: 85 } as const;
const ACROSS = { LR: 70, TB: 110 } as const;

/** How much a drawing in direction `d` must shrink to fit a `viewport` (1: it fits). */
function fitScale(levels: number, width: number, d: Layout, viewport: { width: number; height: number }): number {
  const w = d === "LR" ? levels * LEVEL.LR : width * ACROSS.TB;
  const h = d === "LR" ? width * ACROSS.LR : levels * LEVEL.TB;
  return Math.min(1, viewport.width / w, viewport.height / h);
}

/**
 * Left to right for chains (at most two states per level: they read like a word); for a
 * branching automaton, the direction that needs less shrinking in the view's `viewport` (when
 * known), else left to right when shallow and top-down when deep (tall).
 */
export function chooseLayout(
  automaton: AutomatonJson,
  choice: LayoutChoice = "auto",
  viewport?: { width: number; height: number },
): Layout {
  if (choice !== "auto") return choice;
  const { levels, width } = shape(automaton);
  if (width <= 2) return "LR";
  if (viewport !== undefined && viewport.width > 0 && viewport.height > 0) {
    return fitScale(levels, width, "LR", viewport) >= fitScale(levels, width, "TB", viewport) ? "LR" : "TB";
  }
  return levels <= LR_MAX_LEVELS ? "LR" : "TB";
}

/** One entry of the legend: the mark's key (a CSS class of its swatch), its name, what it means. */
export interface LegendEntry {
  key:
    | "start"
    | "accepting"
    | "doomed"
    | "neighbourhood"
    | "dominating"
    | "generalising"
    | "correct"
    | "incorrect"
    | "neutral"
    | "added"
    | "removed"
    | "path"
    | "current"
    | "highlighted"
    | "letters";
  name: string;
  meaning: string;
}

export interface LegendInput {
  automaton: AutomatonJson;
  edges: readonly DrawnEdge[];
  ghosts: readonly GhostEdge[];
  /** A counterexample's path is drawn, and its current step's transition. */
  path: boolean;
  current: boolean;
}

/** The legend: one entry per kind of mark that is drawn, none for a mark that is not. */
export function legend(input: LegendInput): LegendEntry[] {
  const { automaton, edges, ghosts } = input;
  const kind = automatonKind(automaton);
  const fn = kind === "behaviour";
  const neighbourhoods = decisionPoints(automaton);
  const states = automaton.states;
  const entries: LegendEntry[] = [];
  const add = (present: boolean, entry: LegendEntry): void => {
    if (present) entries.push(entry);
  };
  add(states.length > 0, { key: "start", name: "start", meaning: MEANING.start });
  add(drawsAccepting(automaton) && states.some((s) => s.accepting), {
    key: "accepting",
    name: KIND_WORDS[kind].accepting,
    meaning: KIND_WORDS[kind].acceptingShort,
  });
  add(
    states.some((s) => s.doomed === true && !s.accepting),
    { key: "doomed", name: "doomed", meaning: MEANING.doomed },
  );
  add(
    states.some((s) => neighbourhoods.has(stateKey(s.id))),
    { key: "neighbourhood", name: "decision point", meaning: MEANING.neighbourhood },
  );
  add(
    edges.some((e) => e.dominating),
    { key: "dominating", name: "dominating", meaning: fn ? MEANING.dominatingFunction : MEANING.dominating },
  );
  add(
    edges.some((e) => e.generalising),
    { key: "generalising", name: "generalises", meaning: MEANING.generalising },
  );
  add(
    edges.some((e) => e.type === "incorrect"),
    { key: "incorrect", name: "commits to failure", meaning: MEANING.incorrect },
  );
  add(
    edges.some((e) => e.type === "correct"),
    { key: "correct", name: "rules failure out", meaning: MEANING.correct },
  );
  add(
    edges.some((e) => e.type === "neutral"),
    { key: "neutral", name: "neutral", meaning: MEANING.neutral },
  );
  add(
    edges.some((e) => e.added),
    { key: "added", name: "added by this edit", meaning: MEANING.added },
  );
  add(ghosts.length > 0, { key: "removed", name: "removed by this edit", meaning: MEANING.removed });
  add(input.path, { key: "path", name: "counterexample", meaning: MEANING.path });
  add(input.current, { key: "current", name: "current step", meaning: MEANING.current });
  const letters = lettersNote(automaton);
  add(letters !== undefined, { key: "letters", name: "letters", meaning: letters ?? "" });
  return entries;
}
