/**
 * "What this edit changed" (issue 14 item 7): the difference between the automaton shown
 * before a save and the one learned after it, computed from the two automata alone (no solver
 * call). Pure; the panel model keeps the result until the next save.
 *
 * Both automata are partial DFAs (a missing transition rejects). The product of the two, from
 * the pair of initial states, says which states correspond: a pair (q, p) is reachable when
 * some word leads the new automaton to q and the old one to p (⊥ when the old one rejects it on
 * the way). Then:
 *  - a transition q -a-> q' of the new automaton is *added* when a reachable pair (q, p) with a
 *    real old state p has no `a` out of p (the event was impossible there before), or when q
 *    is reached only where the old automaton rejects (a part that is new as a whole);
 *    transitions out of unreachable states are neither;
 *  - a transition of the old automaton is *removed* in the same way with the roles swapped,
 *    and is drawn between the new states that correspond to its ends (or ghost states);
 *  - the failing sequences added and removed are the words of length ≤ n accepted by one
 *    automaton and not the other (counted exactly, the shortest few listed).
 */
import type { AutomatonJson, Transition } from "./protocol";
import { exactLength } from "./words";

/** A transition of the previous automaton that the new one lost, placed on the new picture. */
export interface RemovedTransition {
  letter: string;
  /** The new state its source corresponds to, or undefined (a ghost state is drawn). */
  source: string | undefined;
  target: string | undefined;
  /** Its ends in the previous automaton. */
  oldSource: string;
  oldTarget: string;
}

export interface AutomatonDiff {
  /** Indices into the new automaton's `transitions`. */
  added: number[];
  removed: RemovedTransition[];
  /** The length n up to which failing sequences were compared. */
  length: number;
  addedCount: number;
  removedCount: number;
  /** The shortest added / removed failing sequences (at most `WORDS_LISTED`), shortest first. */
  addedWords: string[][];
  removedWords: string[][];
}

export const WORDS_LISTED = 3;
const SINK = "⊥";

interface Dfa {
  initial: string;
  accepting: Set<string>;
  /** state → letter → target */
  delta: Map<string, Map<string, string>>;
  letters: string[];
}

function dfaOf(automaton: AutomatonJson): Dfa {
  const delta = new Map<string, Map<string, string>>();
  for (const s of automaton.states) delta.set(String(s.id), new Map());
  const letters = new Set<string>();
  for (const t of automaton.transitions) {
    delta.get(String(t.source))?.set(t.letter, String(t.target));
    letters.add(t.letter);
  }
  return {
    initial: automaton.states.length > 0 ? String(automaton.initial) : SINK,
    accepting: new Set(automaton.states.filter((s) => s.accepting).map((s) => String(s.id))),
    delta,
    letters: [...letters],
  };
}

function step(dfa: Dfa, state: string, letter: string): string {
  return dfa.delta.get(state)?.get(letter) ?? SINK;
}

type Pair = readonly [string, string];
const pairKey = (q: string, p: string): string => `${q}\u0000${p}`;

/** The reachable pairs of the product (new, old), in breadth-first order. */
function reachablePairs(fresh: Dfa, old: Dfa, letters: readonly string[]): Pair[] {
  const start: Pair = [fresh.initial, old.initial];
  if (start[0] === SINK && start[1] === SINK) return [];
  const seen = new Set([pairKey(...start)]);
  const order: Pair[] = [start];
  for (let i = 0; i < order.length; i++) {
    const [q, p] = order[i];
    for (const a of letters) {
      const next: Pair = [step(fresh, q, a), step(old, p, a)];
      const key = pairKey(...next);
      if ((next[0] === SINK && next[1] === SINK) || seen.has(key)) continue;
      seen.add(key);
      order.push(next);
    }
  }
  return order;
}

/** For each state of `side` (0: new, 1: old), the first real state of the other side paired with it. */
function counterparts(pairs: readonly Pair[], side: 0 | 1): Map<string, string> {
  const result = new Map<string, string>();
  for (const pair of pairs) {
    const mine = pair[side];
    const other = pair[1 - side];
    if (mine !== SINK && other !== SINK && !result.has(mine)) result.set(mine, other);
  }
  return result;
}

/** Transitions of `mine` that `other` could not take in a corresponding situation. */
function lostIn(other: Dfa, pairs: readonly Pair[], side: 0 | 1, transitions: readonly Transition[]): number[] {
  const matched = counterparts(pairs, side);
  const reached = new Set(pairs.map((pair) => pair[side]));
  const result: number[] = [];
  transitions.forEach((t, index) => {
    const source = String(t.source);
    if (!reached.has(source)) return; // unreachable: not part of either language
    if (!matched.has(source)) {
      result.push(index);
      return;
    }
    const impossible = pairs.some(
      (pair) => pair[side] === source && pair[1 - side] !== SINK && !other.delta.get(pair[1 - side])?.has(t.letter),
    );
    if (impossible) result.push(index);
  });
  return result;
}

/** Words of length ≤ n that `yes` accepts and `no` rejects: their number and the shortest few. */
function languageMinus(yes: Dfa, no: Dfa, letters: readonly string[], n: number): { count: number; words: string[][] } {
  const pairs = reachablePairs(yes, no, letters);
  const wanted = (q: string, p: string): boolean => yes.accepting.has(q) && !no.accepting.has(p);
  // Pairs from which a wanted pair is reachable: only those are worth walking to list words.
  const useful = new Set<string>(pairs.filter(([q, p]) => wanted(q, p)).map(([q, p]) => pairKey(q, p)));
  for (let changed = true; changed;) {
    changed = false;
    for (const [q, p] of pairs) {
      const key = pairKey(q, p);
      if (useful.has(key)) continue;
      if (letters.some((a) => useful.has(pairKey(step(yes, q, a), step(no, p, a))))) {
        useful.add(key);
        changed = true;
      }
    }
  }
  // Count: runs per pair and length.
  let counts = new Map<string, { pair: Pair; count: number }>();
  const start: Pair = [yes.initial, no.initial];
  if (start[0] === SINK) return { count: 0, words: [] };
  counts.set(pairKey(...start), { pair: start, count: 1 });
  let count = wanted(...start) ? 1 : 0;
  for (let length = 1; length <= n && counts.size > 0; length++) {
    const next = new Map<string, { pair: Pair; count: number }>();
    for (const { pair, count: here } of counts.values()) {
      for (const a of letters) {
        const to: Pair = [step(yes, pair[0], a), step(no, pair[1], a)];
        if (to[0] === SINK || !useful.has(pairKey(...to))) continue;
        const key = pairKey(...to);
        const entry = next.get(key) ?? { pair: to, count: 0 };
        entry.count += here;
        next.set(key, entry);
      }
    }
    for (const { pair, count: c } of next.values()) if (wanted(...pair)) count += c;
    counts = next;
  }
  // List: breadth-first over words, through useful pairs only.
  const words: string[][] = [];
  let frontier: { pair: Pair; word: string[] }[] = useful.has(pairKey(...start)) ? [{ pair: start, word: [] }] : [];
  for (let length = 0; length <= n && frontier.length > 0 && words.length < WORDS_LISTED; length++) {
    const next: typeof frontier = [];
    for (const { pair, word } of frontier) {
      if (wanted(...pair) && words.length < WORDS_LISTED) words.push(word);
      if (length === n || next.length > 10_000) continue;
      for (const a of letters) {
        const to: Pair = [step(yes, pair[0], a), step(no, pair[1], a)];
        if (to[0] !== SINK && useful.has(pairKey(...to))) next.push({ pair: to, word: [...word, a] });
      }
    }
    frontier = next;
  }
  return { count, words };
}

/** The difference from `previous` to `current`; undefined if they are the same automaton. */
export function diffAutomata(previous: AutomatonJson, current: AutomatonJson): AutomatonDiff | undefined {
  const fresh = dfaOf(current);
  const old = dfaOf(previous);
  const letters = [...new Set([...fresh.letters, ...old.letters])];
  const pairs = reachablePairs(fresh, old, letters);
  const added = lostIn(old, pairs, 0, current.transitions);
  const newOf = counterparts(pairs, 1);
  const removed = lostIn(fresh, pairs, 1, previous.transitions).map((index): RemovedTransition => {
    const t = previous.transitions[index];
    return {
      letter: t.letter,
      source: newOf.get(String(t.source)),
      target: newOf.get(String(t.target)),
      oldSource: String(t.source),
      oldTarget: String(t.target),
    };
  });
  const n = exactLength(current) ?? exactLength(previous) ?? 0;
  const more = languageMinus(fresh, old, letters, n);
  const fewer = languageMinus(old, fresh, letters, n);
  const acceptingChanged = pairs.some(([q, p]) => fresh.accepting.has(q) !== old.accepting.has(p));
  if (added.length === 0 && removed.length === 0 && !acceptingChanged) return undefined;
  return {
    added,
    removed,
    length: n,
    addedCount: more.count,
    removedCount: fewer.count,
    addedWords: more.words,
    removedWords: fewer.words,
  };
}

/**
 * The status line: "this edit added 1 failing sequence: deposit · assertion fails", or
 * "removed …", or both; `wordText` renders a word in plain words.
 */
export function diffText(
  diff: AutomatonDiff,
  wordText: (word: readonly string[]) => string,
  noun = "failing sequence",
): string {
  const part = (verb: string, count: number, words: readonly string[][]): string => {
    const listed = words.map((w) => wordText(w)).join("; ");
    const more = count > words.length ? `; … (${count - words.length} more)` : "";
    return `${verb} ${count} ${noun}${count === 1 ? "" : "s"}${count > 0 ? `: ${listed}${more}` : ""}`;
  };
  const parts: string[] = [];
  if (diff.addedCount > 0) parts.push(part("added", diff.addedCount, diff.addedWords));
  if (diff.removedCount > 0) parts.push(part("removed", diff.removedCount, diff.removedWords));
  if (parts.length === 0) {
    return `this edit changed the automaton but no ${noun} of length ≤ ${diff.length}`;
  }
  return `this edit ${parts.join("; and ")}`;
}
