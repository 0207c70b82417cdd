/**
 * Plain words for what the view shows (issue 14 item 5): the error letter reads "assertion
 * fails" (the JSON keeps its letter), counts say "failing sequences", and each mark of the
 * picture has one sentence that explains it. Pure; shared by the host and the webview.
 */
import type { AutomatonJson, Counterexample, NamedValue } from "./protocol";

/** What the UI says for the error letter and for the end letter of explanation mode. */
export const ERROR_WORDS = "assertion fails";
export const END_WORDS = "function returns";

/** The explanation of each mark, in the words the legend, tooltips and state info use. */
export const EXPLAIN = {
  start: "where every run starts",
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

/**
 * What an automaton is (issue 21 item 3): the error language of an assertion, the behaviour of
 * a function (explanation mode), a PAC model (the decisions of the program's runs), a model of
 * a step function, or a mined specification. Legends, summaries and state panels say what
 * their kind means; none but the error language says "assertion fails" of its states.
 */
export type AutomatonKind = "error" | "behaviour" | "pac" | "model" | "spec";

export function automatonKind(automaton: AutomatonJson): AutomatonKind {
  const kind = automaton.target?.kind;
  if (kind === "pac-model" || automaton.pac !== undefined) return "pac";
  if (kind === "model") return "model";
  if (kind === "specification") return "spec";
  if (kind === "function") return "behaviour";
  return automaton.error_letter === undefined && automaton.end_letter !== undefined ? "behaviour" : "error";
}

/** The words of each kind: what its accepted sequences are called, what an accepting state means. */
export interface KindWords {
  sequence: string;
  sequences: string;
  /** The legend's name of an accepting state, its short and its long meaning. */
  accepting: string;
  acceptingShort: string;
  acceptingLong: string;
}

export const KIND_WORDS: Record<AutomatonKind, KindWords> = {
  error: {
    sequence: "failing sequence",
    sequences: "failing sequences",
    accepting: "assertion fails",
    acceptingShort: "a failing sequence ends here",
    acceptingLong: "the assertion fails here: a failing sequence ends in this state",
  },
  behaviour: {
    sequence: "run",
    sequences: "runs",
    accepting: "end of a run",
    acceptingShort: "a complete run ends here",
    acceptingLong: "a complete run ends in this state",
  },
  pac: {
    sequence: "sequence of decisions",
    sequences: "sequences of decisions",
    accepting: "possible so far",
    acceptingShort: "the decisions up to here are those of a possible run",
    acceptingLong:
      "the decisions on the way here (branch outcomes, assertion outcomes) are those of a run of the program, as far as the model knows",
  },
  model: {
    sequence: "sequence of steps",
    sequences: "sequences of steps",
    accepting: "end",
    acceptingShort: "a sequence of steps may end here",
    acceptingLong: "a sequence of steps of the model may end in this state",
  },
  spec: {
    sequence: "scenario",
    sequences: "scenarios",
    accepting: "end of a scenario",
    acceptingShort: "a scenario may end here",
    acceptingLong: "a scenario of the specification may end in this state",
  },
};

/**
 * Whether accepting states are marked (double circle, legend): not when every state of a PAC
 * model (prefix-closed: docs/pac.md) or of a step function's model (it admits every trace it
 * has) accepts, where the mark would say nothing.
 */
export function drawsAccepting(automaton: AutomatonJson): boolean {
  const kind = automatonKind(automaton);
  return kind === "error" || kind === "behaviour" || kind === "spec" || automaton.states.some((s) => !s.accepting);
}

/** True when the automaton explains a function (its words end with the end letter). */
export function isFunctionMode(automaton: AutomatonJson): boolean {
  return automatonKind(automaton) === "behaviour";
}

/**
 * A letter as the UI shows it: the error letter is "assertion fails", the end letter of a
 * function's behaviour "function returns"; other letters as they are (decision letters are
 * explained by `letterMeaning`).
 */
export function letterText(automaton: AutomatonJson, letter: string): string {
  const kind = automatonKind(automaton);
  if (letter === automaton.error_letter && (kind === "error" || kind === "pac")) return ERROR_WORDS;
  if (letter === automaton.end_letter && kind === "behaviour") return END_WORDS;
  return letter;
}

const DECISION_LETTER = /^([LA])(\d+)(?:\.(\d+))?:([TF])$/;

/**
 * What a decision letter means (docs/pac.md, `branches` alphabet): `L15:T` "the condition on
 * line 15 is true", `A34:F` "the assertion on line 34 fails"; undefined for other letters.
 */
export function letterMeaning(letter: string): string | undefined {
  const m = DECISION_LETTER.exec(letter);
  if (m === null) return undefined;
  const [, kind, line, index, outcome] = m;
  const which = index !== undefined ? ` (the ${ordinal(Number(index))} on the line)` : "";
  if (kind === "L") return `the condition on line ${line}${which} is ${outcome === "T" ? "true" : "false"}`;
  return `the assertion on line ${line}${which} ${outcome === "T" ? "holds" : "fails"}`;
}

function ordinal(n: number): string {
  return n === 1 ? "first" : n === 2 ? "second" : n === 3 ? "third" : `${n}th`;
}

/** The legend's line for decision letters, when the automaton has any, with its own letters as examples. */
export function lettersNote(automaton: AutomatonJson): string | undefined {
  const letters = automaton.alphabet.map((a) => a.letter).filter((l) => DECISION_LETTER.test(l));
  if (letters.length === 0) return undefined;
  const example = (kind: string): string | undefined => {
    const m = DECISION_LETTER.exec(letters.find((l) => l.startsWith(kind)) ?? "");
    return m === null ? undefined : `${m[1]}${m[2]}${m[3] !== undefined ? `.${m[3]}` : ""}`;
  };
  const branch = example("L");
  const assertion = example("A");
  const line = (letter: string): string => letter.slice(1).split(".")[0];
  const parts = [
    branch !== undefined ? `${branch}:T / ${branch}:F: the condition on line ${line(branch)} is true / false` : "",
    assertion !== undefined
      ? `${assertion}:T / ${assertion}:F: the assertion on line ${line(assertion)} holds / fails`
      : "",
  ];
  return parts.filter((p) => p !== "").join("; ");
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
 * How long the sequences are, not counting the final failure (or return) letter: "of at most 3
 * events"; the length the automaton is exact up to counts that letter (issue 21 item 6).
 */
export function lengthText(automaton: AutomatonJson, n: number): string {
  const kind = automatonKind(automaton);
  const last = kind === "error" || kind === "behaviour" ? 1 : 0;
  const events = Math.max(n - last, 0);
  return events === 0 ? "with no event before" : `of at most ${plural(events, "event")}`;
}

/**
 * The loop bound as far as it matters: nothing when there is none (or 0); "(all runs)" when no
 * run reached it (the count is then of every run); else "(loop bound 3)".
 */
export function boundText(automaton: AutomatonJson): string {
  const bound = automaton.bounds?.loop_bound;
  if (bound === undefined || bound === 0) return "";
  return automaton.guarantee?.bound_reached === false ? " (all runs)" : ` (loop bound ${bound})`;
}

/**
 * What a PAC model is, in words: "what the runs decide (branch and assertion outcomes), learned
 * from 1650 sampled runs; probably right: with confidence 90 %, a batch of 10 sampled runs has
 * one outside the model with probability at most 10 %" (docs/pac.md's guarantee).
 */
export function pacText(automaton: AutomatonJson): string {
  const pac = automaton.pac ?? {};
  const sampled = typeof pac.samples === "number" ? `, learned from ${plural(pac.samples, "sampled run")}` : "";
  const { epsilon, confidence, batch } = pac;
  const guarantee =
    typeof epsilon === "number" && typeof confidence === "number" && typeof batch === "number"
      ? `; probably right: with confidence ${percent(confidence)}, a batch of ${plural(batch, "sampled run")} has one outside the model with probability at most ${percent(epsilon)}`
      : "; not exact";
  return `what the runs decide (branch and assertion outcomes)${sampled}${guarantee}`;
}

function percent(p: number): string {
  return `${Math.round(p * 1000) / 10} %`;
}

/**
 * The summary line: "14 failing sequences of at most 3 events (loop bound 3) · 6 states", with
 * the bounds the shown automaton was learned with, and what was left unproven if anything; for
 * a PAC model, a model or a specification, what it is and its states (no failing sequences).
 * With the general picture `drawn`, the sequences are still counted on the exact `automaton`
 * (the picture may accept words of length ≤ n that only runs beyond the bound could produce)
 * and the states of both are said. `noted`: the view's banner already says why learning stopped
 * early and what to change, so the summary does not say it again (issue 31).
 */
export function summaryText(automaton: AutomatonJson, drawn?: AutomatonJson, noted = false): string {
  const kind = automatonKind(automaton);
  if (kind === "pac") return `${pacText(automaton)} · ${plural(automaton.states.length, "state")}`;
  if (kind === "model") {
    const unproven = automaton.guarantee?.unproven ?? [];
    const open = unproven.length > 0 ? ` · not proven: ${unproven.join(", ")}` : " · complete";
    return `model of the step function · ${plural(automaton.states.length, "state")}${open}`;
  }
  if (kind === "spec") return `mined specification · ${plural(automaton.states.length, "state")}`;
  const n = exactLength(automaton);
  const parts: string[] = [];
  const words = KIND_WORDS[kind];
  if (n !== undefined) {
    const count = countAccepted(automaton, n);
    const counted =
      count === 0
        ? `no ${words.sequence}`
        : `${plural(count, words.sequence, words.sequences)} ${lengthText(automaton, n)}`;
    parts.push(`${counted}${boundText(automaton)}`);
  }
  if (drawn !== undefined && drawn !== automaton) {
    // The picture: counts stay those of the exact automaton (the failing sequences are facts).
    parts.push(`general picture: ${plural(drawn.states.length, "state")} (exact: ${automaton.states.length})`);
  } else {
    parts.push(plural(automaton.states.length, "state"));
  }
  parts.push(...unprovenParts(automaton.guarantee?.unproven ?? [], noted));
  return parts.join(" · ");
}

const STOPPED = "stability: the bound driver stopped before the automaton was stable";

/**
 * What the guarantee leaves open, in plain words: the bound driver's "stability: the bound
 * driver stopped before the automaton was stable (why)" reads "may change at a larger loop
 * bound: learning stopped early", with its reason only when no banner says it (`noted`);
 * anything else "not proven: …".
 */
export function unprovenParts(unproven: readonly string[], noted: boolean): string[] {
  const parts: string[] = [];
  const others = unproven.filter((u) => !u.startsWith(STOPPED));
  const stopped = unproven.find((u) => u.startsWith(STOPPED));
  if (stopped !== undefined) {
    const reason = stopped
      .slice(STOPPED.length)
      .trim()
      .replace(/^\((.*)\)$/s, "$1");
    const why = noted ? " (see the note above)" : reason !== "" ? ` (${reason})` : "";
    parts.push(`may change at a larger loop bound: learning stopped early${why}`);
  }
  if (others.length > 0) parts.push(`not proven: ${others.join(", ")}`);
  return parts;
}

/** A value of a counterexample as the UI shows it (strings unquoted when they are plain). */
/** The inputs of a run in call order: `op = 1`, a char as `'a'`, an unnamed one by its call and line. */
export function inputsText(cex: Counterexample): string {
  if (cex.inputs_text !== undefined) return cex.inputs_text.join(", ");
  return (cex.inputs ?? [])
    .map((i) => {
      // who receives it, else the call and its line (as the command line says it, never name@line)
      const who = i.name ?? `${i.function ?? "input"}()${i.line !== undefined ? ` at line ${i.line}` : ""}`;
      return `${who} = ${i.shown ?? valueText(i.value)}`;
    })
    .join(", ");
}

export function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  return JSON.stringify(value) ?? String(value);
}

/**
 * Where a counterexample is decided in the code (issue 21): the engine's deciding step — the
 * step index, its line and "tests amount = 1, credit = 0; so line 16 writes credit = -1" — or
 * undefined when the engine names none.
 */
export function decidingStep(cex: Counterexample): { index?: number; line: number; text: string } | undefined {
  const step = cex.explanation?.decision?.deciding_step;
  if (step === undefined || step === null || typeof step.line !== "number") return undefined;
  const named = (values: NamedValue[] | undefined): string =>
    (values ?? []).map((v) => `${v.name} = ${v.shown ?? valueText(v.value)}`).join(", ");
  if (step.text !== undefined) return { index: step.step_index, line: step.line, text: step.text };
  const verb = step.kind === "statement" ? "writes" : step.kind === "event" ? "reads" : "tests";
  const values = named(step.values);
  let text = values !== "" ? `${verb} ${values}` : "decides here";
  const written = named(step.write?.values);
  if (written !== "" && typeof step.write?.line === "number") text += `; so line ${step.write.line} writes ${written}`;
  return { index: step.step_index, line: step.line, text };
}

/** What the view says of an automaton that accepts nothing, in its kind's words (else undefined). */
export function emptyText(automaton: AutomatonJson): string | undefined {
  if (automaton.states.some((s) => s.accepting)) return undefined;
  const kind = automatonKind(automaton);
  if (kind === "error") return "The error language is empty: no run within the bounds fails this assertion.";
  if (kind === "behaviour") return "No complete run of this function within the bounds.";
  return undefined;
}
