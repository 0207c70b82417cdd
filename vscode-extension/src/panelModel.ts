/**
 * State of the automaton panel and how server messages change it. Pure, so that the
 * version rules of docs/protocol.md are unit-tested: a result computed for an older document
 * version than the one shown is ignored; a shown automaton whose version is older than the
 * document is marked outdated; a `done` status for the target triggers a re-fetch.
 *
 * Partial automata (issue 19): while the bound driver learns loop bound b+1, the server answers
 * the automaton of bound b marked `partial` (its `errlang/status` entry says `partial: b`, which
 * triggers a re-fetch). A partial automaton never replaces a final one of the same or a newer
 * version, nor a partial one of a larger bound; the final one replaces it, and what the edit
 * changed is computed against the final automaton shown before the partial ones.
 */
import type { ViewSource } from "./analysisCommands";
import { counterexampleSteps, pathUpToStep } from "./shared/automaton";
import { diffAutomata, diffText, type AutomatonDiff } from "./shared/automatonDiff";
import { automatonToDot } from "./shared/dot";
import { chooseLayout, drawnEdges, ghostEdges, legend, type LayoutChoice } from "./shared/graphModel";
import { guaranteeText, hasGeneralPicture, shownAutomaton, type PictureChoice } from "./shared/picture";
import type { LearnProgress, Selection, ViewModel } from "./shared/messages";
import { KIND_WORDS, automatonKind, summaryText, wordText } from "./shared/words";
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
  /** What is shown: the learned error language (default), a PAC model or a reactive model. */
  source?: ViewSource;
}

/** Whether two targets are the same view (same line, same kind of automaton). */
export function sameTarget(a: PanelTarget | undefined, b: PanelTarget): boolean {
  return a !== undefined && a.uri === b.uri && a.line === b.line && (a.source ?? "learn") === (b.source ?? "learn");
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
  /** The layout the user chose in the view ("auto": chosen by the automaton's shape). */
  layout: LayoutChoice;
  /** What the view draws: the general picture (default, when the document has one) or the exact automaton. */
  picture: PictureChoice;
  /** What the last edit changed (kept until the next save), between the drawn automata. */
  diff?: AutomatonDiff;
  /** The document shown before the last edit (to draw the difference on either automaton). */
  previous?: AutomatonJson;
  /** While a partial automaton is shown: the final one shown before it (what an edit changed is computed against it). */
  beforePartial?: { automaton: AutomatonJson; version: number | null | undefined };
  /** The learning run of the target while it runs (from work-done progress). */
  progress?: LearnProgress;
  /** Size of the view's drawing area in pixels, for the automatic layout. */
  viewport?: { width: number; height: number };
}

/**
 * Whether a fetch that found the target never learned (`none`) starts learning it: a view the
 * user opened does, once per target shown (an unlearnable line cannot loop); a view VS Code
 * restored after a reload does not (issue 31: it re-learned the bubble sort for 60 s by itself)
 * — it says so and waits for Learn.
 */
export function learnOnFetch(status: string, learnRequested: boolean, restored: boolean, source: unknown): boolean {
  return status === "none" && !learnRequested && !restored && source === undefined;
}

/** What a restored view says while its target is not learned in this session. */
export const RESTORED_MESSAGE = "restored after a reload: not learned in this session; Re-learn to learn it";

export function initialState(
  target: PanelTarget,
  title: string,
  layout: LayoutChoice = "auto",
  picture: PictureChoice = "general",
): PanelState {
  return { target, title, status: "starting", counterexample: 0, step: 0, layout, picture };
}

/** The automaton the view draws (the picture or the exact one); steps and links use it too. */
export function shownOf(state: PanelState): AutomatonJson | undefined {
  return state.automaton === undefined ? undefined : shownAutomaton(state.automaton, state.picture);
}

/**
 * What an edit changed, drawn on the automaton shown: transitions added and removed between
 * the two drawn automata (pictures or exact ones), failing sequences added and removed counted
 * on the exact ones (facts up to n; a picture may accept more).
 */
export function editDiff(
  previous: AutomatonJson,
  current: AutomatonJson,
  picture: PictureChoice,
): AutomatonDiff | undefined {
  const exact = diffAutomata(previous, current);
  if (picture === "exact") return exact;
  const drawn = diffAutomata(shownAutomaton(previous, picture), shownAutomaton(current, picture));
  if (exact === undefined) {
    return drawn === undefined
      ? undefined
      : { ...drawn, addedCount: 0, removedCount: 0, addedWords: [], removedWords: [] };
  }
  return { ...exact, added: drawn?.added ?? [], removed: drawn?.removed ?? [] };
}

function older(version: number | null | undefined, than: number | null | undefined): boolean {
  return typeof version === "number" && typeof than === "number" && version < than;
}

function newer(version: number | null | undefined, than: number | null | undefined): boolean {
  return typeof version === "number" && typeof than === "number" && version > than;
}

export interface Applied {
  state: PanelState;
  /** False if the message was ignored (other document, older version). */
  applied: boolean;
}

/** Whether an automaton document is a partial one (a completed bound while the driver goes on). */
export function isPartial(automaton: AutomatonJson | undefined): boolean {
  return automaton?.partial === true;
}

/** The loop bound a partial automaton's driver is learning ("still learning: loop bound 3 is being learned"). */
export function boundBeingLearned(automaton: AutomatonJson): number | undefined {
  const said = /loop bound (\d+) is being learned/.exec(automaton.bounds?.stopped ?? "");
  if (said !== null) return Number(said[1]);
  const shown = automaton.bounds?.loop_bound;
  return shown !== undefined ? shown + 1 : undefined;
}

/**
 * Whether a partial automaton of `version` must not replace what the panel shows: a final
 * automaton of the same or a newer version, or a partial one of that version with a larger bound
 * (an answer overtaken by a newer one).
 */
function partialIsOutdone(state: PanelState, automaton: AutomatonJson, version: number | null): boolean {
  const shown = state.automaton;
  if (shown === undefined || newer(version, state.shownVersion)) return false;
  if (!isPartial(shown)) return true;
  return (shown.bounds?.loop_bound ?? 0) > (automaton.bounds?.loop_bound ?? 0);
}

/** Applies an `errlang/automaton` result. */
export function applyResult(state: PanelState, result: AutomatonResult): Applied {
  // (a partial automaton is no result: whatever the server has once its run ended replaces it)
  if (result.uri !== state.target.uri || (older(result.version, state.shownVersion) && !isPartial(state.automaton))) {
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
    const partial = result.partial === true || isPartial(result.automaton);
    const automaton: AutomatonJson = partial ? { ...result.automaton, partial: true } : result.automaton;
    if (partial && partialIsOutdone(state, automaton, result.version)) {
      // keep the final (or larger) automaton shown; only the run's state is news
      return { state: { ...state, status: result.status }, applied: true };
    }
    const same = JSON.stringify(automaton) === JSON.stringify(state.automaton);
    // What an edit changed is between final automata: the one shown before any partial one.
    const before =
      state.automaton !== undefined && isPartial(state.automaton)
        ? state.beforePartial
        : state.automaton !== undefined
          ? { automaton: state.automaton, version: state.shownVersion }
          : undefined;
    next.automaton = automaton;
    next.shownVersion = result.version;
    next.beforePartial = partial ? before : undefined;
    if (!same) {
      next.counterexample = 0;
      next.step = 0;
      // Learned on a newer text than the one shown: an edit changed it (issue 14 item 7).
      const edited = !partial && before !== undefined && newer(result.version, before.version);
      next.previous = edited ? before.automaton : undefined;
      next.diff = edited ? editDiff(before.automaton, automaton, state.picture) : undefined;
    }
  } else if (result.status === "none") {
    next.automaton = undefined;
    next.shownVersion = undefined;
    next.beforePartial = undefined;
    next.message ??= notComputed(state.target.source);
  } else if (isPartial(state.automaton)) {
    // the run whose partial automaton was shown ended without a result: back to the final one
    next.automaton = state.beforePartial?.automaton;
    next.shownVersion = state.beforePartial?.version;
    next.beforePartial = undefined;
  }
  return { state: next, applied: true };
}

/**
 * What a view of a PAC model, a model or a specification says when the server has none for its
 * line (a restored view after a reload: the restarted server keeps no such results). An error
 * language is learned at once instead (the panel asks for it), so it needs no message.
 */
export function notComputed(source: ViewSource | undefined): string | undefined {
  const command: Record<ViewSource, string | undefined> = {
    learn: undefined,
    pac: "errlang: Verify with PAC guarantee",
    model: "errlang: Learn model of the step function",
    spec: "errlang: Mine specification around a call",
  };
  const run = command[source ?? "learn"];
  if (run === undefined) return undefined;
  return `Nothing computed for this line since the language server started: run “${run}” here.`;
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
  // errlang/status is about learning runs: a PAC or model view is fetched when its run ends.
  const entry = (state.target.source ?? "learn") === "learn" ? targetStatus(state, params) : undefined;
  if (entry === undefined || older(params.version, state.statusVersion) || older(params.version, state.shownVersion)) {
    return { state, applied: false, refetch: false };
  }
  const shownPartial = isPartial(state.automaton) ? state.automaton?.bounds?.loop_bound : undefined;
  const refetch =
    (entry.state === "done" &&
      (state.status !== "done" ||
        state.automaton === undefined ||
        params.version !== state.shownVersion ||
        shownPartial !== undefined)) ||
    // a newer partial automaton of the run (issue 19), or the run ended while one is shown
    (entry.state === "running" && entry.partial !== undefined && entry.partial !== shownPartial) ||
    (shownPartial !== undefined && entry.state !== "running" && entry.state !== "queued");
  const busy = entry.state === "queued" || entry.state === "running";
  // The run whose partial automaton is shown ended: its state comes with the automaton that
  // replaces it (the re-fetch), never "done" beside the partial automaton in the meantime.
  const replacing = shownPartial !== undefined && !busy;
  return {
    state: {
      ...state,
      status: replacing ? state.status : entry.state,
      message: replacing ? state.message : entry.message,
      statusVersion: params.version ?? state.statusVersion,
      progress: busy ? state.progress : undefined,
    },
    applied: true,
    refetch,
  };
}

/** The document was saved: what the previous edit changed is no longer shown. */
export function documentSaved(state: PanelState, uri: string): PanelState {
  return uri === state.target.uri && (state.diff !== undefined || state.previous !== undefined)
    ? { ...state, diff: undefined, previous: undefined }
    : state;
}

export function setLayout(state: PanelState, layout: LayoutChoice): PanelState {
  return { ...state, layout };
}

/**
 * The toggle "general picture / exact automaton": the counterexample selection stays (the
 * words are the same, their paths are recomputed on the other states), the edit's difference
 * is redrawn on the automaton now shown.
 */
export function setPicture(state: PanelState, picture: PictureChoice): PanelState {
  if (picture === state.picture) return state;
  const diff =
    state.previous !== undefined && state.automaton !== undefined
      ? editDiff(state.previous, state.automaton, picture)
      : state.diff;
  return { ...state, picture, diff };
}

/** The view's drawing area changed size (the automatic layout may change with it). */
export function setViewport(state: PanelState, width: number, height: number): PanelState {
  return { ...state, viewport: { width, height } };
}

/**
 * The target a work-done progress is about, from its title ("errlang: learning the error
 * language of assertion at line 9", "errlang: explaining function push"): a 0-based line or a
 * function name. The server's titles carry no URI, see docs/protocol.md.
 */
export function progressTarget(title: string): { line?: number; function?: string } | undefined {
  const line = /\bat line (\d+)\b/.exec(title);
  if (line !== null) return { line: Number(line[1]) - 1 };
  const fn = /\bfunction ([A-Za-z_][A-Za-z0-9_]*)/.exec(title);
  return fn !== null ? { function: fn[1] } : undefined;
}

/** True if a progress with this title is about the panel's target. */
export function isOwnProgress(state: PanelState, title: string): boolean {
  const about = progressTarget(title);
  if (about === undefined) return false;
  if (about.line !== undefined) return about.line === state.target.line;
  return about.function !== undefined && about.function === state.automaton?.target?.function;
}

/**
 * Applies a work-done progress value (begin/report/end) of the run `token` (only those of the
 * panel's target, see `isOwnProgress`): the loop bound tried and the queries so far are read
 * from the message when it carries them ("learning with loop bound 2", "… 120 queries").
 */
export function applyProgress(
  state: PanelState,
  token: string,
  value: { kind: string; title?: string; message?: string; percentage?: number; cancellable?: boolean },
): PanelState {
  if (value.kind === "end") {
    return state.progress?.token === token ? { ...state, progress: undefined } : state;
  }
  if (value.kind === "begin") {
    if (value.title === undefined || !isOwnProgress(state, value.title)) return state;
    return {
      ...state,
      progress: { token, title: value.title, message: value.message, cancellable: value.cancellable !== false },
    };
  }
  if (state.progress?.token !== token) return state;
  const progress: LearnProgress = { ...state.progress };
  if (value.message !== undefined) {
    progress.message = value.message;
    // "learning with loop bound 3 · …", "loop bound 2 shown; learning loop bound 3…": the bound tried;
    // not the bound of the partial automaton shown that the server appends ("· loop bound 2 shown")
    const text = value.message.replace(/ · loop bound \d+ shown$/, "");
    const bound = /learning (?:with )?loop bound (\d+)/.exec(text) ?? /loop bound (\d+)/.exec(text);
    if (bound !== null) progress.bound = Number(bound[1]);
    const queries = /(\d+) (?:membership )?quer(?:y|ies)/.exec(value.message);
    if (queries !== null) progress.queries = Number(queries[1]);
  }
  if (value.percentage !== undefined) progress.percentage = value.percentage;
  if (value.cancellable !== undefined) progress.cancellable = value.cancellable;
  return { ...state, progress };
}

/** True if the document has changed since the shown automaton was learned. */
export function isOutdated(state: PanelState, documentVersion: number | undefined): boolean {
  return older(state.shownVersion, documentVersion);
}

/**
 * The outdated banner (issue 21 item 7): what happens to the newer text — being learned, not
 * analysable (the last save failed: saving again does not help until it is fixed), or waiting
 * for a save.
 */
export function outdatedText(state: PanelState): string {
  const changed = "The file has changed since this automaton was learned";
  if (state.status === "queued" || state.status === "running") return `${changed}; learning the saved version…`;
  if (state.status === "error") {
    const why = state.message !== undefined && state.message !== "" ? ` (${state.message})` : "";
    return `${changed}, and the saved version could not be analysed${why}: fix it and save (see Problems).`;
  }
  return `${changed}; save it to learn again.`;
}

/**
 * The banner about the bounds (issue 19): on a partial automaton, that it is partial, which
 * bound it is and which is being learned; on a final automaton whose bound driver stopped
 * before it was done (a time budget, the solver or the encoder: the engine's `bounds.stopped`
 * then says what to change, "To get further: raise the timeout …"), that text.
 */
/** Where the editor changes what `bounds.stopped` suggests (package.json's settings, the marker's options). */
export const EDITOR_SETTINGS =
  "In the editor: the settings errlang.timeout, errlang.loopBound, errlang.maxLength and errlang.alphabet, " +
  "or a marker `// errlang: learn loop-bound=… max-length=… alphabet=…` on the line above the assertion.";

export function boundsNote(document: AutomatonJson | undefined): ViewModel["boundsNote"] {
  if (document === undefined) return undefined;
  const shown = document.bounds?.loop_bound;
  if (isPartial(document)) {
    const learning = boundBeingLearned(document);
    const bound = shown !== undefined ? `loop bound ${shown}` : "a smaller loop bound";
    const next = learning !== undefined ? `learning loop bound ${learning}…` : "learning a larger loop bound…";
    return {
      kind: "partial",
      text:
        `Partial result: the automaton of ${bound} (exact for that bound), shown while errlang is ${next} ` +
        "It is replaced by the final automaton when learning ends" +
        ((document.counterexamples ?? []).length > 0
          ? "; its counterexamples are real failing runs of that bound."
          : "; it has no counterexamples yet."),
    };
  }
  const stopped = document.bounds?.stopped ?? "";
  const early =
    /To get further/.test(stopped) ||
    (document.guarantee?.unproven ?? []).some((u) => u.startsWith("stability: the bound driver stopped"));
  if (!early || stopped === "") return undefined;
  const text = stopped.charAt(0).toUpperCase() + stopped.slice(1);
  return {
    kind: "stopped",
    text: `Learning stopped early: ${text}${/[.…]$/.test(text) ? "" : "."} ${EDITOR_SETTINGS}`,
  };
}

/** The counterexample selection (steps, path through the automaton), if there is one. */
export function selection(state: PanelState): Selection | undefined {
  const automaton = shownOf(state);
  const cex = automaton?.counterexamples?.[state.counterexample];
  if (automaton === undefined || cex === undefined) return undefined;
  const steps = counterexampleSteps(automaton, cex);
  const step = Math.min(state.step, Math.max(steps.length - 1, 0));
  const { path, current } = pathUpToStep(steps, step);
  return { counterexample: state.counterexample, step, path, current };
}

/** The 1-based source line of the current step, if any. */
export function currentStepLine(state: PanelState): number | undefined {
  const automaton = shownOf(state);
  const cex = automaton?.counterexamples?.[state.counterexample];
  if (automaton === undefined || cex === undefined) return undefined;
  return counterexampleSteps(automaton, cex)[state.step]?.line;
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
  const document = state.automaton;
  const automaton = shownOf(state);
  const note = boundsNote(document);
  const model: ViewModel = {
    target: state.target,
    title: state.title,
    status: state.status,
    // the server's "loop bound 2 shown; learning loop bound 3…" is what the partial banner says
    message: note?.kind === "partial" ? undefined : state.message,
    outdated: isOutdated(state, documentVersion),
    outdatedText: isOutdated(state, documentVersion) ? outdatedText(state) : undefined,
    automaton,
    layout: state.layout,
    progress: state.progress,
    boundsNote: note,
  };
  if (automaton === undefined || document === undefined) return model;
  if (document.picture !== undefined) {
    model.picture = {
      choice: hasGeneralPicture(document) ? state.picture : "exact",
      available: hasGeneralPicture(document),
      guarantee: guaranteeText(document, hasGeneralPicture(document) ? state.picture : "general"),
    };
  }
  const rankdir = chooseLayout(automaton, state.layout, state.viewport);
  const shown = selection(state);
  const edges = drawnEdges(automaton, state.diff);
  model.dot = automatonToDot(automaton, { rankdir, diff: state.diff });
  model.summary = summaryText(document, automaton, note?.kind === "stopped"); // no advice twice
  model.legend = legend({
    automaton,
    edges,
    ghosts: ghostEdges(automaton, state.diff).edges,
    path: (shown?.path.length ?? 0) > 0,
    current: shown?.current !== undefined,
  });
  if (state.diff !== undefined) {
    const noun = KIND_WORDS[automatonKind(automaton)].sequence;
    model.change = diffText(state.diff, (w) => wordText(automaton, w), noun);
  }
  return model;
}
