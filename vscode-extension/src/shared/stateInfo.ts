/**
 * What clicking or hovering a state shows (issue 14 item 4): the shortest failing sequences
 * through it, what its marks mean, and the transitions in and out with their source locations.
 * Pure; the webview renders it.
 */
import { decisionPoints, locationsOfLetter, stateKey } from "./automaton";
import type { AutomatonJson, Location } from "./protocol";
import { EXPLAIN, KIND_WORDS, automatonKind, letterMeaning, letterText } from "./words";

export interface TransitionInfo {
  /** Index into `automaton.transitions`. */
  index: number;
  letter: string;
  /** The letter in plain words. */
  text: string;
  /** What a decision letter means ("the condition on line 15 is true"), if it is one. */
  meaning?: string;
  /** The other end (target of an outgoing, source of an incoming transition). */
  other: string;
  locations: Location[];
}

export interface StateInfo {
  state: string;
  /** Plain-words sentences for its marks (accepting, doomed, decision point, initial). */
  notes: string[];
  /** Shortest accepted words through the state (at most `limit`), shortest first. */
  words: string[][];
  /** False when no accepted word passes through the state. */
  live: boolean;
  outgoing: TransitionInfo[];
  incoming: TransitionInfo[];
}

/** Shortest words from the initial state to each state (up to `limit` per state, in letter order). */
function shortestPrefixes(automaton: AutomatonJson, limit: number): Map<string, string[][]> {
  const result = new Map<string, string[][]>();
  if (automaton.states.length === 0) return result;
  const start = stateKey(automaton.initial);
  result.set(start, [[]]);
  let frontier = [start];
  while (frontier.length > 0) {
    const reached = new Map<string, string[][]>();
    for (const here of frontier) {
      for (const t of automaton.transitions) {
        const target = stateKey(t.target);
        if (stateKey(t.source) !== here || result.has(target)) continue;
        const words = reached.get(target) ?? [];
        for (const w of result.get(here) ?? []) if (words.length < limit) words.push([...w, t.letter]);
        reached.set(target, words);
      }
    }
    for (const [state, words] of reached) result.set(state, words);
    frontier = [...reached.keys()];
  }
  return result;
}

/** Shortest words from each state to an accepting state (up to `limit` per state). */
function shortestSuffixes(automaton: AutomatonJson, limit: number): Map<string, string[][]> {
  const result = new Map<string, string[][]>();
  let frontier = automaton.states.filter((s) => s.accepting).map((s) => stateKey(s.id));
  for (const s of frontier) result.set(s, [[]]);
  while (frontier.length > 0) {
    const reached = new Map<string, string[][]>();
    for (const here of frontier) {
      for (const t of automaton.transitions) {
        const source = stateKey(t.source);
        if (stateKey(t.target) !== here || result.has(source)) continue;
        const words = reached.get(source) ?? [];
        for (const w of result.get(here) ?? []) if (words.length < limit) words.push([t.letter, ...w]);
        reached.set(source, words);
      }
    }
    for (const [state, words] of reached) result.set(state, words);
    frontier = [...reached.keys()];
  }
  return result;
}

function transitionInfo(automaton: AutomatonJson, index: number, other: string): TransitionInfo {
  const t = automaton.transitions[index];
  return {
    index,
    letter: t.letter,
    text: letterText(automaton, t.letter),
    meaning: letterMeaning(t.letter),
    other,
    locations: locationsOfLetter(automaton, t.letter),
  };
}

/** The information shown for `state` (a state key); undefined if there is no such state. */
export function stateInfo(automaton: AutomatonJson, state: string, limit = 3): StateInfo | undefined {
  const found = automaton.states.find((s) => stateKey(s.id) === state);
  if (found === undefined) return undefined;
  const prefixes = shortestPrefixes(automaton, limit).get(state) ?? [];
  const suffixes = shortestSuffixes(automaton, limit).get(state) ?? [];
  const words: string[][] = [];
  for (const p of prefixes) for (const s of suffixes) words.push([...p, ...s]);
  words.sort((a, b) => a.length - b.length);
  const notes: string[] = [];
  if (state === stateKey(automaton.initial)) notes.push(`start: ${EXPLAIN.start}`);
  if (found.accepting) notes.push(KIND_WORDS[automatonKind(automaton)].acceptingLong);
  else if (found.doomed === true) notes.push(`doomed: ${EXPLAIN.doomed}`);
  if (decisionPoints(automaton).has(state)) notes.push(EXPLAIN.neighbourhood);
  const outgoing: TransitionInfo[] = [];
  const incoming: TransitionInfo[] = [];
  automaton.transitions.forEach((t, index) => {
    if (stateKey(t.source) === state) outgoing.push(transitionInfo(automaton, index, stateKey(t.target)));
    if (stateKey(t.target) === state) incoming.push(transitionInfo(automaton, index, stateKey(t.source)));
  });
  return { state, notes, words: words.slice(0, limit), live: words.length > 0, outgoing, incoming };
}
