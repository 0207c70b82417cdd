/**
 * Plain words for what the view shows (issue 14 item 5): the error letter reads "assertion
 * fails" (the JSON keeps its letter), counts say "failing sequences", and each mark of the
 * picture has one sentence that explains it. Pure; shared by the host and the webview.
 */
import type { AutomatonJson } from "./protocol";

/** What the UI says for the error letter and for the end letter of explanation mode. */
export const ERROR_WORDS = "assertion fails";
export const END_WORDS = "function returns";

/** The explanation of each mark, in the words the legend, tooltips and state info use. */
export const EXPLAIN = {
  start: "where every run starts",
  accepting: "the assertion fails here: a failing sequence ends in this state",
  acceptingFunction: "a complete run ends in this state",
  doomed: "failure is certain from here: every way on ends with the assertion failing",
  dominating: "every failing run calls it",
  dominatingFunction: "every run calls it",
  generalising: "generalises: only sequences the bounded analysis cannot decide use it",
  loop: "generalises: the picture repeats it beyond the loop bound (see its guarantee)",
  neighbourhood: "decision point: from here a run can still fail or succeed",
  correct: "rules failure out: no run that takes it fails",
  incorrect: "commits to failure: every run that takes it fails",
  neutral: "decides nothing: failure is still open after it",
  added: "added by the last edit: new since the previous save",
  removed: "removed by the last edit: gone since the previous save",
  path: "the selected counterexample up to the current step",
  current: "the current step of the counterexample",
  highlighted: "events on the line of the cursor",
} as const;

/** True when the automaton explains a function (its words end with the end letter). */
export function isFunctionMode(automaton: AutomatonJson): boolean {
  return (
    automaton.target?.kind === "function" ||
    (automaton.error_letter === undefined && automaton.end_letter !== undefined)
  );
}

/** A letter as the UI shows it: the error letter is "assertion fails", the end letter "function returns". */
export function letterText(automaton: AutomatonJson, letter: string): string {
  if (letter === automaton.error_letter) return ERROR_WORDS;
  if (letter === automaton.end_letter) return END_WORDS;
  return letter;
}

/** A word as the UI shows it: letters joined with " · ". */
export function wordText(automaton: AutomatonJson, word: readonly string[]): string {
  return word.map((l) => letterText(automaton, l)).join(" · ");
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** The length up to which the automaton is exact (the guarantee), else the bound's maximum length. */
export function exactLength(automaton: AutomatonJson): number | undefined {
  return automaton.guarantee?.exact_up_to_length ?? automaton.bounds?.max_length;
}

/**
 * Number of words of length at most `n` the automaton accepts (a walk over lengths 0..n that
 * counts the runs reaching each state). Numbers beyond 2^53 lose precision; they are shown
 * rounded anyway.
 */
export function countAccepted(automaton: AutomatonJson, n: number): number {
  if (automaton.states.length === 0) return 0;
  const accepting = new Set(automaton.states.filter((s) => s.accepting).map((s) => String(s.id)));
  let counts = new Map<string, number>([[String(automaton.initial), 1]]);
  let total = accepting.has(String(automaton.initial)) ? 1 : 0;
  for (let length = 1; length <= n; length++) {
    const next = new Map<string, number>();
    for (const t of automaton.transitions) {
      const here = counts.get(String(t.source));
      if (here === undefined) continue;
      const key = String(t.target);
      next.set(key, (next.get(key) ?? 0) + here);
    }
    for (const [key, count] of next) if (accepting.has(key)) total += count;
    counts = next;
    if (counts.size === 0) break;
  }
  return total;
}

/**
 * The summary line: "14 failing sequences of length ≤ 4 (loop bound 3) · 6 states", with the
 * bounds the shown automaton was learned with, and what was left unproven if anything. With the
 * general picture `drawn`, the sequences are still counted on the exact `automaton` (the picture
 * may accept words of length ≤ n that only runs beyond the bound could produce) and the states
 * of both are said.
 */
export function summaryText(automaton: AutomatonJson, drawn?: AutomatonJson): string {
  const n = exactLength(automaton);
  const parts: string[] = [];
  const what = isFunctionMode(automaton) ? ["run", "runs"] : ["failing sequence", "failing sequences"];
  if (n !== undefined) {
    const count = countAccepted(automaton, n);
    const loop = automaton.bounds?.loop_bound;
    parts.push(
      `${plural(count, what[0], what[1])} of length ≤ ${n}${loop !== undefined ? ` (loop bound ${loop})` : ""}`,
    );
  }
  if (drawn !== undefined && drawn !== automaton) {
    // The picture: counts stay those of the exact automaton (the failing sequences are facts).
    parts.push(`general picture: ${plural(drawn.states.length, "state")} (exact: ${automaton.states.length})`);
  } else {
    parts.push(plural(automaton.states.length, "state"));
  }
  const unproven = automaton.guarantee?.unproven ?? [];
  if (unproven.length > 0) parts.push(`not proven: ${unproven.join(", ")}`);
  return parts.join(" · ");
}

/** A value of a counterexample as the UI shows it (strings unquoted when they are plain). */
export function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  return JSON.stringify(value) ?? String(value);
}
