/**
 * Pure queries on the automaton JSON: which transitions an event site labels, where a letter
 * happens in the source, the run of a word, the steps of a counterexample.
 */
import type {
  AutomatonJson,
  Counterexample,
  CounterexampleStep,
  Location,
  StateId,
  Transition,
  TransitionType,
} from "./protocol";
import { letterText, valueText } from "./words";

export function stateKey(id: StateId): string {
  return String(id);
}

/** Source locations of a letter: its alphabet entry, or the target's line for the error letter. */
export function locationsOfLetter(automaton: AutomatonJson, letter: string): Location[] {
  const entry = automaton.alphabet.find((a) => a.letter === letter);
  const locations = entry?.locations ?? [];
  if (locations.length > 0) return locations;
  const targetLine = automaton.target?.line;
  if (letter === automaton.error_letter && typeof targetLine === "number") {
    return [{ line: targetLine }];
  }
  return [];
}

/** Letters whose event site is on the 1-based `line`. */
export function lettersAtLine(automaton: AutomatonJson, line: number): string[] {
  const letters = automaton.alphabet
    .filter((a) => (a.locations ?? []).some((l) => l.line === line))
    .map((a) => a.letter);
  const error = automaton.error_letter;
  if (error !== undefined && !letters.includes(error)) {
    const errorLocations = locationsOfLetter(automaton, error);
    if (errorLocations.some((l) => l.line === line)) letters.push(error);
  }
  return letters;
}

/** Indices (into `automaton.transitions`) of the transitions labelled by one of `letters`. */
export function transitionsWithLetters(automaton: AutomatonJson, letters: readonly string[]): number[] {
  const wanted = new Set(letters);
  const result: number[] = [];
  automaton.transitions.forEach((t, i) => {
    if (wanted.has(t.letter)) result.push(i);
  });
  return result;
}

/** Transitions labelled by the event sites on the 1-based `line`. */
export function transitionsAtLine(automaton: AutomatonJson, line: number): number[] {
  return transitionsWithLetters(automaton, lettersAtLine(automaton, line));
}

/** The correct/incorrect/neutral type of a transition, if the explanation typed it. */
export function transitionType(automaton: AutomatonJson, transition: Transition): TransitionType | undefined {
  const typed = automaton.transition_types?.find(
    (t) =>
      stateKey(t.source) === stateKey(transition.source) &&
      stateKey(t.target) === stateKey(transition.target) &&
      t.letter === transition.letter,
  );
  return typed?.type;
}

/**
 * The decision points worth marking (issue 21 item 5): the engine's neighbourhoods (from there a
 * run can still fail or succeed) where an event, not the failure itself, commits the run to
 * failure — some transition on an event letter is "incorrect". Without transition types, the
 * engine's neighbourhoods as they are. (On bank.c: 2 of 8 states, not 6.)
 */
export function decisionPoints(automaton: AutomatonJson): Set<string> {
  const neighbourhoods = new Set((automaton.neighbourhoods ?? []).map(stateKey));
  if (automaton.transition_types === undefined) return neighbourhoods;
  const final = new Set([automaton.error_letter, automaton.end_letter]);
  const committing = new Set(
    automaton.transition_types
      .filter((t) => t.type === "incorrect" && !final.has(t.letter))
      .map((t) => stateKey(t.source)),
  );
  return new Set([...neighbourhoods].filter((s) => committing.has(s)));
}

export interface Run {
  /** Indices of the transitions taken, one per letter read before the run stopped. */
  transitions: number[];
  /** States visited, starting with the initial state. */
  states: string[];
  /** True if every letter was read and the run ends in an accepting state. */
  accepted: boolean;
}

/** The run of the DFA on `word`; a missing transition stops it (the sink is removed). */
export function runWord(automaton: AutomatonJson, word: readonly string[]): Run {
  const run: Run = { transitions: [], states: [], accepted: false };
  if (automaton.states.length === 0) return run;
  let current = stateKey(automaton.initial);
  run.states.push(current);
  for (const letter of word) {
    const index = automaton.transitions.findIndex((t) => stateKey(t.source) === current && t.letter === letter);
    if (index < 0) return run;
    run.transitions.push(index);
    current = stateKey(automaton.transitions[index].target);
    run.states.push(current);
  }
  const final = automaton.states.find((s) => stateKey(s.id) === current);
  run.accepted = final?.accepting === true;
  return run;
}

/** One step of a counterexample as the view shows it. */
export interface Step {
  /** 1-based source line, or undefined when the letter has no known site. */
  line: number | undefined;
  label: string;
  /** Letter read at this step, if the step is an event. */
  letter?: string;
  /** Index of the transition the step's letter takes, if the run gets that far. */
  transition?: number;
  /** Values at the step, in plain text (`credit = -1, op = 1`), when the engine gave them. */
  values?: string;
}

/**
 * The values of a step: its assignments, then the variables its event reads, then its macro. The
 * assignments as the server shows them (`written_text`: a loop's line reads `s = 1, 2, 3, …, 1000
 * (1000 writes)`, not its 2000 writes) when it gave them, else each one.
 */
export function stepValues(step: CounterexampleStep): string | undefined {
  const written =
    step.written_text !== undefined
      ? step.written_text === ""
        ? []
        : [step.written_text]
      : (step.assignments ?? []).map((a) => `${a.name} = ${a.shown ?? valueText(a.value)}`);
  const parts = [
    ...written,
    ...Object.entries(step.values ?? {}).map(([name, value]) => `${name} = ${valueText(value)}`),
  ];
  if (step.macro !== undefined) {
    const expansion = step.macro.expansion !== undefined ? `: ${step.macro.expansion}` : "";
    parts.push(`in macro ${step.macro.name}${expansion}`);
  }
  return parts.length > 0 ? parts.join(", ") : undefined;
}

/**
 * Whether a step (without an explicit `event`) is where `letter` happens: the step is on one of
 * the letter's event sites, or it enters the function the letter's site belongs to (the
 * `functions` alphabet: the engine's steps are statements, the letter is the entry).
 */
function stepHasLetter(
  automaton: AutomatonJson,
  letter: string,
  step: CounterexampleStep,
  previous: CounterexampleStep | undefined,
): boolean {
  if (step.event !== undefined) return step.event === letter;
  const sites = locationsOfLetter(automaton, letter);
  if (sites.some((l) => l.line === step.line)) return true;
  const entered = step.function !== undefined && previous?.function !== step.function;
  return entered && sites.some((l) => l.function === step.function);
}

/**
 * The steps of a counterexample: its `steps` when the engine gave them, each matched in order
 * to the next letter of the word it performs (see `stepHasLetter`); letters no step performs
 * (typically the error letter) follow at their sites. Without `steps`, one step per letter.
 */
export function counterexampleSteps(automaton: AutomatonJson, cex: Counterexample): Step[] {
  const run = runWord(automaton, cex.word);
  const steps: Step[] = [];
  let next = 0;
  const take = (step: Step): Step => {
    const letter = cex.word[next];
    const transition = run.transitions[next];
    next += 1;
    return transition === undefined ? { ...step, letter } : { ...step, letter, transition };
  };
  (cex.steps ?? []).forEach((s, i, all) => {
    const where = s.function !== undefined ? `${s.function}, line ${s.line}` : `line ${s.line}`;
    const values = stepValues(s);
    const step: Step = {
      line: s.line,
      label: s.event !== undefined ? `${letterText(automaton, s.event)} — ${where}` : where,
      ...(values !== undefined ? { values } : {}),
    };
    const letter = cex.word[next];
    const performs = letter !== undefined && stepHasLetter(automaton, letter, s, all[i - 1]);
    steps.push(
      performs
        ? take({ ...step, label: s.event !== undefined ? step.label : `${letterText(automaton, letter)} — ${where}` })
        : step,
    );
  });
  while (next < cex.word.length) {
    const letter = cex.word[next];
    const line = locationsOfLetter(automaton, letter)[0]?.line;
    const text = letterText(automaton, letter);
    steps.push(take({ line, label: line === undefined ? text : `${text} — line ${line}` }));
  }
  return steps;
}

/** Transitions taken up to and including step `stepIndex`, and the one taken at that step. */
export function pathUpToStep(
  steps: readonly Step[],
  stepIndex: number,
): { path: number[]; current: number | undefined } {
  const path: number[] = [];
  let current: number | undefined;
  steps.slice(0, stepIndex + 1).forEach((s, i) => {
    if (s.transition !== undefined) {
      path.push(s.transition);
      if (i === stepIndex) current = s.transition;
    }
  });
  return { path, current };
}

/** A short human description: "3 states, 4 transitions, accepting: 1". */
export function summary(automaton: AutomatonJson): string {
  const accepting = automaton.states.filter((s) => s.accepting).length;
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `${plural(automaton.states.length, "state")}, ${plural(automaton.transitions.length, "transition")}, ${accepting} accepting`;
}
