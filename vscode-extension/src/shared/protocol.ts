/**
 * Types of errlang's editor protocol (docs/protocol.md) and of the automaton JSON that
 * `errlang learn --json` prints (core/errlang/schema/automaton.schema.json).
 *
 * Shared by the extension host and the webview: no imports of `vscode` or of the DOM here.
 * Fields the engine may add later are tolerated; only what the extension reads is typed.
 */

/** A state id as the engine writes it: the schema allows numbers or strings. */
export type StateId = number | string;

/** A 1-based source location of an event site. */
export interface Location {
  line: number;
  column?: number;
  file?: string;
  /** Function the site belongs to (for `functions` letters, the function entered). */
  function?: string;
}

export interface AlphabetEntry {
  letter: string;
  locations?: Location[];
}

export interface State {
  id: StateId;
  accepting: boolean;
  doomed?: boolean;
}

export interface Transition {
  source: StateId;
  letter: string;
  target: StateId;
  dominating?: boolean;
  /** Picture only (issue 13): only words the bounded analysis cannot decide use it. */
  generalising?: boolean;
  /** Picture only: on a cycle, so the picture repeats it beyond the loop bound. */
  loop?: boolean;
}

export type TransitionType = "correct" | "incorrect" | "neutral";

export interface TypedTransition {
  source: StateId;
  letter: string;
  target: StateId;
  type: TransitionType;
}

export interface CounterexampleInput {
  /** The variable or expression that receives the input (`op`), when the engine names it. */
  name?: string;
  function?: string;
  line?: number;
  value: unknown;
  /** How C shows the value by the input's type, when not as the number (`'a'` for a char). */
  shown?: string;
}

/** A variable and its value at a step (`credit = -1`). */
export interface NamedValue {
  name: string;
  value: unknown;
  /** How C shows the value by its type, when not as the number (`'x'` for a char, `BLUE`). */
  shown?: string;
}

export interface CounterexampleStep {
  line: number;
  function?: string;
  event?: string;
  /** Values of the variables the step's event reads. */
  values?: Record<string, unknown>;
  /** The value written by each assignment on the step's line, in order. */
  assignments?: NamedValue[];
  /**
   * The assignments as the server shows them (`s = 1, 2, 3, …, 1000 (1000 writes)`: the engine's
   * grouping of a name written many times, `errlang_lsp.summaries.with_shown_values`).
   */
  written_text?: string;
  /** The macro the step is inside, with its expansion. */
  macro?: { name: string; expansion?: string };
}

/** The engine's deciding step in the code (`explain/deciding.py`, `DecidingStep.to_json`). */
export interface DecidingStepJson {
  kind?: "branch" | "statement" | "event";
  /** Index into the counterexample's `steps`. */
  step_index?: number;
  line: number;
  function?: string;
  values?: NamedValue[];
  write?: { step_index?: number; line?: number; values?: NamedValue[] };
  /** The sentence as the server says it (`tests i = 0 the first time; so line 5 writes …`). */
  text?: string;
}

export interface Counterexample {
  word: string[];
  /** The explanation of the run (only what the view reads is typed). */
  explanation?: { decision?: { line?: number; deciding_step?: DecidingStepJson | null } };
  inputs?: CounterexampleInput[];
  steps?: CounterexampleStep[];
  replayed?: boolean;
  /** The values that make the failing assertion false (`credit = -1`). */
  violation?: NamedValue[];
  /** `violation` as the server shows it (grouped like `written_text`). */
  violation_text?: string;
  /** The inputs as `errlang check` shows them (`buf[1] = 'a'`, `argv[1] = "xy"`), from the server. */
  inputs_text?: string[];
}

export interface Target {
  /** "assertion", "function" (explanation mode), "pac-model", "model" or "specification". */
  kind?: string;
  line?: number;
  function?: string;
  file?: string;
  [key: string]: unknown;
}

/** The JSON of `errlang learn --json` (issue 3 item 7), plus the explanation fields. */
export interface AutomatonJson {
  target?: Target;
  alphabet: AlphabetEntry[];
  error_letter?: string;
  end_letter?: string;
  initial: StateId;
  states: State[];
  transitions: Transition[];
  /**
   * `stopped`: why the bound driver stopped where it did (a budget ran out: what to change);
   * on a partial automaton, which bound is being learned (issue 19).
   */
  bounds?: { loop_bound?: number; max_length?: number; stopped?: string };
  /** A completed loop bound's automaton while the bound driver learns the next (issue 19). */
  partial?: boolean;
  guarantee?: { exact_up_to_length?: number; unproven?: string[]; bound_reached?: boolean };
  stats?: Record<string, number>;
  /** A PAC model's sampling (docs/pac.md): ε, δ and the runs sampled. */
  pac?: { epsilon?: number; confidence?: number; batch?: number; samples?: number; [key: string]: unknown };
  counterexamples?: Counterexample[];
  transition_types?: TypedTransition[];
  neighbourhoods?: StateId[];
  /** The general picture (DESIGN §3, schema `picture`): right on every decided word. */
  picture?: PictureJson;
}

/** The `picture` member of an automaton document (only what the view reads is typed). */
export interface PictureJson {
  initial: StateId;
  states: State[];
  transitions: Transition[];
  /** True when the picture is the exact automaton (nothing to generalise). */
  exact?: boolean;
  learned_at_bound?: number;
  max_length?: number;
  confirmed_at_bounds?: number[];
  refuted_at_bounds?: number[];
  /** The guarantee in words ("every word of length ≤ 3 decided within loop bound 1 is right; …"). */
  guarantee?: string;
  [key: string]: unknown;
}

export type AnalysisState = "queued" | "running" | "done" | "stale" | "error";

/** Result of the `errlang/automaton` request. */
export interface AutomatonResult {
  uri: string;
  version: number | null;
  status: AnalysisState | "none";
  message?: string;
  automaton?: AutomatonJson;
  /** The automaton is a partial one of the run going on (issue 19), never a final result. */
  partial?: boolean;
}

/** Params of the `errlang/automaton` request. */
export interface AutomatonParams {
  textDocument: { uri: string };
  position: { line: number; character: number };
}

export interface StatusTarget {
  /** 0-based line of the assertion or function. */
  line: number;
  kind: "assertion" | "function";
  state: AnalysisState;
  message?: string;
  /** While running: the loop bound of the partial automaton `errlang/automaton` answers now. */
  partial?: number | boolean;
}

/** An assertion of the document's last check (0-based line; label: its condition). */
export interface StatusAssertion {
  line: number;
  label?: string;
}

/** Params of the `errlang/status` notification. */
export interface StatusParams {
  uri: string;
  version: number | null;
  targets: StatusTarget[];
  /** Every assertion the engine found (issue 31: the extension has no pattern of its own). */
  assertions?: StatusAssertion[];
}

export const AUTOMATON_REQUEST = "errlang/automaton";
export const MEMBERSHIP_REQUEST = "errlang/membership";
export const STATUS_NOTIFICATION = "errlang/status";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isStateId(value: unknown): value is StateId {
  return typeof value === "number" || typeof value === "string";
}

/**
 * Checks the parts of an automaton JSON that rendering relies on; returns a reason when it
 * does not fit, so that the view can say what is wrong instead of drawing nonsense.
 */
export function automatonProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return "the automaton is not a JSON object";
  if (!Array.isArray(value.states)) return "the automaton has no 'states' list";
  if (!Array.isArray(value.transitions)) return "the automaton has no 'transitions' list";
  if (!Array.isArray(value.alphabet)) return "the automaton has no 'alphabet' list";
  const ids = new Set<string>();
  for (const state of value.states) {
    if (!isRecord(state) || !isStateId(state.id)) return "a state has no id";
    ids.add(String(state.id));
  }
  if (value.states.length > 0 && !(isStateId(value.initial) && ids.has(String(value.initial)))) {
    return "the initial state is not among the states";
  }
  for (const t of value.transitions) {
    if (!isRecord(t) || !isStateId(t.source) || !isStateId(t.target)) {
      return "a transition has no source or target";
    }
    if (typeof t.letter !== "string") return "a transition has no letter";
    if (!ids.has(String(t.source)) || !ids.has(String(t.target))) {
      return `the transition ${String(t.source)} -${t.letter}-> ${String(t.target)} leaves the states`;
    }
  }
  return undefined;
}

/** True if `value` looks like an `errlang/status` notification's params. */
export function isStatusParams(value: unknown): value is StatusParams {
  if (!isRecord(value) || typeof value.uri !== "string" || !Array.isArray(value.targets)) {
    return false;
  }
  return value.targets.every((t) => isRecord(t) && typeof t.line === "number" && typeof t.state === "string");
}
