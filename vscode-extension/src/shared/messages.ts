/**
 * Messages between the extension host and the automaton webview (both directions), and a
 * validator for what the webview sends: the host never trusts the webview's messages blindly.
 */
import type { ViewSource } from "../analysisCommands";
import type { LayoutChoice, LegendEntry } from "./graphModel";
import { isPictureChoice, type PictureChoice } from "./picture";
import type { AutomatonJson } from "./protocol";

/** A learning run of the panel's target, from the server's work-done progress. */
export interface LearnProgress {
  /** The work-done progress token (`errlang/learn/<n>`); Cancel sends it back. */
  token: string;
  title: string;
  message?: string;
  percentage?: number;
  /** The loop bound being tried, when the message says it. */
  bound?: number;
  /** Queries so far, when the message says it. */
  queries?: number;
  cancellable: boolean;
}

/** What the panel shows; sent whole whenever it changes. */
export interface ViewModel {
  /**
   * The document and 0-based line of the target, and which automaton of it is shown (absent:
   * the learned error language); kept by the view to restore it after a reload (savedView.ts).
   */
  target: { uri: string; line: number; source?: ViewSource };
  /** "failing.c:12 — assertion" */
  title: string;
  /** queued / running / done / stale / error / none / starting */
  status: string;
  message?: string;
  /** True if the document changed since this automaton was learned. */
  outdated: boolean;
  /** What the outdated banner says (what is happening to the newer text). */
  outdatedText?: string;
  automaton?: AutomatonJson;
  /** DOT of `automaton` (made by the host so that the view and "Export DOT" agree). */
  dot?: string;
  /** "14 failing sequences of length ≤ 4 (loop bound 3) · 6 states" */
  summary?: string;
  /** One entry per kind of mark drawn. */
  legend?: LegendEntry[];
  layout: LayoutChoice;
  /** The general picture, when the document has one: what is drawn, whether the toggle applies, its guarantee. */
  picture?: { choice: PictureChoice; available: boolean; guarantee?: string };
  /** "this edit added 1 failing sequence: …" until the next save. */
  change?: string;
  progress?: LearnProgress;
  /**
   * The banner about the bounds (issue 19): a partial automaton (which bound is shown, which is
   * being learned), or a final one whose bound driver stopped early (what to change).
   */
  boundsNote?: { kind: "partial" | "stopped"; text: string };
}

export interface Selection {
  counterexample: number;
  step: number;
  /** Transitions taken up to the current step. */
  path: number[];
  /** Transition taken at the current step. */
  current?: number;
}

export type HostMessage =
  { type: "show"; view: ViewModel; selection?: Selection } | { type: "highlight"; transitions: number[] };

/** Commands the webview's buttons may run (nothing else is accepted). */
export const VIEW_COMMANDS = [
  "errlang.learn",
  "errlang.nextCounterexample",
  "errlang.exportDot",
  "errlang.exportSvg",
  "errlang.exportJson",
] as const;
export type ViewCommand = (typeof VIEW_COMMANDS)[number];

export type ViewMessage =
  | { type: "ready" }
  | { type: "revealTransition"; index: number }
  | { type: "selectCounterexample"; index: number }
  | { type: "selectStep"; counterexample: number; step: number }
  | { type: "step"; delta: 1 | -1 }
  | { type: "command"; command: ViewCommand }
  | { type: "rendered"; states: number; transitions: number }
  | { type: "renderError"; message: string }
  | { type: "layout"; layout: LayoutChoice }
  | { type: "picture"; picture: PictureChoice }
  | { type: "cancel"; token: string }
  | { type: "viewport"; width: number; height: number };

function isIndex(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/** The message if it is a well-formed `ViewMessage`, else undefined. */
export function parseViewMessage(value: unknown): ViewMessage | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case "ready":
      return { type: "ready" };
    case "revealTransition":
      return isIndex(m.index) ? { type: "revealTransition", index: m.index } : undefined;
    case "selectCounterexample":
      return isIndex(m.index) ? { type: "selectCounterexample", index: m.index } : undefined;
    case "selectStep":
      return isIndex(m.counterexample) && isIndex(m.step)
        ? { type: "selectStep", counterexample: m.counterexample, step: m.step }
        : undefined;
    case "step":
      return m.delta === 1 || m.delta === -1 ? { type: "step", delta: m.delta } : undefined;
    case "command":
      return (VIEW_COMMANDS as readonly unknown[]).includes(m.command)
        ? { type: "command", command: m.command as ViewCommand }
        : undefined;
    case "rendered":
      return isIndex(m.states) && isIndex(m.transitions)
        ? { type: "rendered", states: m.states, transitions: m.transitions }
        : undefined;
    case "renderError":
      return typeof m.message === "string" ? { type: "renderError", message: m.message.slice(0, 2000) } : undefined;
    case "layout":
      return m.layout === "auto" || m.layout === "LR" || m.layout === "TB"
        ? { type: "layout", layout: m.layout }
        : undefined;
    case "picture":
      return isPictureChoice(m.picture) ? { type: "picture", picture: m.picture } : undefined;
    case "viewport":
      return isIndex(m.width) && isIndex(m.height) ? { type: "viewport", width: m.width, height: m.height } : undefined;
    case "cancel":
      return typeof m.token === "string" && m.token.length < 200 ? { type: "cancel", token: m.token } : undefined;
    default:
      return undefined;
  }
}
