/**
 * State of the automaton panel and how server messages change it. Pure, so that the
 * version rules of docs/protocol.md are unit-tested: a result computed for an older document
 * version than the one shown is ignored; a shown automaton whose version is older than the
 * document is marked outdated; a `done` status for the target triggers a re-fetch.
 */
import { counterexampleSteps, pathUpToStep } from "./shared/automaton";
import { automatonToDot } from "./shared/dot";
import type { Selection, ViewModel } from "./shared/messages";
import {
  automatonProblem,
  type AutomatonJson,
  type AutomatonResult,
  type StatusParams,
  type StatusTarget,
} from "./shared/protocol";

export interface PanelTarget {
  uri: string;
  /** 0-based line of the target (assertion or function), as in `errlang/status`. */
  line: number;
}

export interface PanelState {
  target: PanelTarget;
  title: string;
  status: string;
  message?: string;
  automaton?: AutomatonJson;
  /** Document version the shown automaton was computed for (null: unknown). */
  shownVersion?: number | null;
  /** Version of the last status applied, to ignore older statuses. */
  statusVersion?: number | null;
  counterexample: number;
  step: number;
}

export function initialState(target: PanelTarget, title: string): PanelState {
  return { target, title, status: "starting", counterexample: 0, step: 0 };
}

function older(version: number | null | undefined, than: number | null | undefined): boolean {
  return typeof version === "number" && typeof than === "number" && version < than;
}

export interface Applied {
  state: PanelState;
  /** False if the message was ignored (other document, older version). */
  applied: boolean;
}

/** Applies an `errlang/automaton` result. */
export function applyResult(state: PanelState, result: AutomatonResult): Applied {
  if (result.uri !== state.target.uri || older(result.version, state.shownVersion)) {
    return { state, applied: false };
  }
  const next: PanelState = {
    ...state,
    status: result.status,
    message: result.message,
  };
  if (result.automaton !== undefined) {
    const problem = automatonProblem(result.automaton);
    if (problem !== undefined) {
      return {
        state: { ...next, status: "error", message: `The server sent an unusable automaton: ${problem}.` },
        applied: true,
      };
    }
    const same = JSON.stringify(result.automaton) === JSON.stringify(state.automaton);
    next.automaton = result.automaton;
    next.shownVersion = result.version;
    if (!same) {
      next.counterexample = 0;
      next.step = 0;
    }
  } else if (result.status === "none") {
    next.automaton = undefined;
    next.shownVersion = undefined;
  }
  return { state: next, applied: true };
}

/** The status entry for the panel's target, if the notification is about it. */
export function targetStatus(state: PanelState, params: StatusParams): StatusTarget | undefined {
  if (params.uri !== state.target.uri) return undefined;
  return params.targets.find((t) => t.line === state.target.line);
}

/**
 * Applies an `errlang/status` notification; `refetch` says whether the panel should ask for
 * the automaton again (the target has just finished, for a version not older than the shown one).
 */
export function applyStatus(state: PanelState, params: StatusParams): Applied & { refetch: boolean } {
  const entry = targetStatus(state, params);
  if (entry === undefined || older(params.version, state.statusVersion) || older(params.version, state.shownVersion)) {
    return { state, applied: false, refetch: false };
  }
  const refetch =
    entry.state === "done" &&
    (state.status !== "done" || state.automaton === undefined || params.version !== state.shownVersion);
  return {
    state: {
      ...state,
      status: entry.state,
      message: entry.message,
      statusVersion: params.version ?? state.statusVersion,
    },
    applied: true,
    refetch,
  };
}

/** True if the document has changed since the shown automaton was learned. */
export function isOutdated(state: PanelState, documentVersion: number | undefined): boolean {
  return older(state.shownVersion, documentVersion);
}

/** The counterexample selection (steps, path through the automaton), if there is one. */
export function selection(state: PanelState): Selection | undefined {
  const cexs = state.automaton?.counterexamples ?? [];
  const cex = cexs[state.counterexample];
  if (state.automaton === undefined || cex === undefined) return undefined;
  const steps = counterexampleSteps(state.automaton, cex);
  const step = Math.min(state.step, Math.max(steps.length - 1, 0));
  const { path, current } = pathUpToStep(steps, step);
  return { counterexample: state.counterexample, step, path, current };
}

/** The 1-based source line of the current step, if any. */
export function currentStepLine(state: PanelState): number | undefined {
  const cex = state.automaton?.counterexamples?.[state.counterexample];
  if (state.automaton === undefined || cex === undefined) return undefined;
  return counterexampleSteps(state.automaton, cex)[state.step]?.line;
}

export function nextCounterexample(state: PanelState): PanelState {
  const count = state.automaton?.counterexamples?.length ?? 0;
  if (count === 0) return state;
  return { ...state, counterexample: (state.counterexample + 1) % count, step: 0 };
}

export function selectCounterexample(state: PanelState, index: number, step = 0): PanelState {
  const count = state.automaton?.counterexamples?.length ?? 0;
  if (index >= count) return state;
  return { ...state, counterexample: index, step: Math.max(step, 0) };
}

/** Moves the current step by `delta`, staying within the counterexample. */
export function moveStep(state: PanelState, delta: number): PanelState {
  const cex = state.automaton?.counterexamples?.[state.counterexample];
  if (state.automaton === undefined || cex === undefined) return state;
  const count = counterexampleSteps(state.automaton, cex).length;
  const step = Math.min(Math.max(state.step + delta, 0), Math.max(count - 1, 0));
  return { ...state, step };
}

/** What the webview shows for this state. */
export function viewModel(state: PanelState, documentVersion: number | undefined): ViewModel {
  return {
    title: state.title,
    status: state.status,
    message: state.message,
    outdated: isOutdated(state, documentVersion),
    automaton: state.automaton,
    dot: state.automaton !== undefined ? automatonToDot(state.automaton) : undefined,
  };
}
