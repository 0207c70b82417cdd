/**
 * The on-demand analyses of the editor (docs/protocol.md): PAC verification of the assertion
 * at the cursor (`errlang.verifyPac`) and models of marked step functions (`errlang.learnModel`).
 * Pure: the options read from the settings, the arguments sent, what the user is told about a
 * result and which request the automaton view asks for each kind of automaton.
 */
import { AUTOMATON_REQUEST } from "./shared/protocol";

export const VERIFY_PAC = "errlang.verifyPac";
export const LEARN_MODEL = "errlang.learnModel";
export const PAC_MODEL_REQUEST = "errlang/pacModel";
export const MODEL_REQUEST = "errlang/model";
export const MINE = "errlang.mine";
export const SPEC_REQUEST = "errlang/spec";
/** Progress tokens of the on-demand runs (`errlang/pac/<n>`, `errlang/model/<n>`). */
export const ON_DEMAND_PROGRESS_PREFIXES = ["errlang/pac/", "errlang/model/"] as const;

/**
 * What the automaton view shows: a learned error language, a PAC model, a reactive model, or
 * the document's mined specification (line 0).
 */
export type ViewSource = "learn" | "pac" | "model" | "spec";

export function requestForSource(source: ViewSource | undefined): string {
  if (source === "pac") return PAC_MODEL_REQUEST;
  if (source === "model") return MODEL_REQUEST;
  if (source === "spec") return SPEC_REQUEST;
  return AUTOMATON_REQUEST;
}

export interface PacOptions {
  epsilon: number;
  confidence: number;
  batch: number;
  timeout: number;
}

export interface ModelOptions {
  traces: number;
  length: number;
  timeout: number;
}

export const DEFAULT_PAC_OPTIONS: PacOptions = { epsilon: 0.1, confidence: 0.9, batch: 10, timeout: 60 };
export const DEFAULT_MODEL_OPTIONS: ModelOptions = { traces: 50, length: 50, timeout: 60 };

type Read = (key: string) => unknown;

function probability(value: unknown, fallback: number): number {
  return typeof value === "number" && value > 0 && value < 1 ? value : fallback;
}

function positive(value: unknown, fallback: number, integer = false): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return fallback;
  return integer ? Math.max(1, Math.round(value)) : value;
}

/** `errlang.pac.*` settings, each out-of-range value replaced by its default. */
export function pacOptions(read: Read): PacOptions {
  const d = DEFAULT_PAC_OPTIONS;
  return {
    epsilon: probability(read("pac.epsilon"), d.epsilon),
    confidence: probability(read("pac.confidence"), d.confidence),
    batch: positive(read("pac.batch"), d.batch, true),
    timeout: positive(read("pac.timeout"), d.timeout),
  };
}

/** `errlang.model.*` settings, each out-of-range value replaced by its default. */
export function modelOptions(read: Read): ModelOptions {
  const d = DEFAULT_MODEL_OPTIONS;
  return {
    traces: positive(read("model.traces"), d.traces, true),
    length: positive(read("model.length"), d.length, true),
    timeout: positive(read("model.timeout"), d.timeout),
  };
}

/** `[uri, line, options]`: the target (from the lens, or the cursor when run from the palette). */
export function commandArguments(
  args: readonly unknown[],
  fallback: { uri: string; line: number } | undefined,
  options: PacOptions | ModelOptions,
): unknown[] | undefined {
  const [uri, line] = args;
  if (typeof uri === "string" && typeof line === "number") return [uri, line, options];
  if (fallback === undefined) return undefined;
  return [fallback.uri, fallback.line, options];
}

export interface Notice {
  severity: "info" | "warning" | "error";
  text: string;
  /** The view has something to show for it. */
  showModel: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What to tell the user about an `errlang.verifyPac` result. */
export function pacNotice(result: unknown): Notice {
  if (!isRecord(result)) return { severity: "error", text: "errlang: PAC: no answer", showModel: false };
  const line = typeof result.line === "number" ? `line ${result.line + 1}` : "the assertion";
  const verdict = typeof result.verdict === "string" ? result.verdict : "error";
  if (verdict === "holds") {
    // "holds, PAC(0.1, 0.9)" is jargon (issue 21): the Problems entry says what it promises.
    return {
      severity: "info",
      text: `errlang: ${line} holds with a statistical guarantee (what it promises: its Problems entry)`,
      showModel: true,
    };
  }
  if (verdict === "fails") {
    return {
      severity: "error",
      text: `errlang: ${line} fails (PAC): the run is in the diagnostic's related information`,
      showModel: false,
    };
  }
  const reason = typeof result.reason === "string" && result.reason !== "" ? `: ${result.reason}` : "";
  return { severity: "warning", text: `errlang: PAC verification of ${line}: ${verdict}${reason}`, showModel: false };
}

/** What to tell the user about an `errlang.learnModel` result. */
export function modelNotice(result: unknown): Notice {
  if (!isRecord(result) || result.state !== "done") {
    const message = isRecord(result) && typeof result.message === "string" ? `: ${result.message}` : "";
    return { severity: "warning", text: `errlang: the model could not be learned${message}`, showModel: false };
  }
  const invariants = Array.isArray(result.invariants) ? result.invariants.length : 0;
  const completeness =
    result.complete === true ? "complete" : `incomplete, α = ${Number(result.alpha ?? 0).toFixed(2)}`;
  return {
    severity: "info",
    text: `errlang: model with ${String(result.states)} states (${completeness}), ${invariants} invariants proved`,
    showModel: true,
  };
}

/** A seed as `errlang mine --seed` takes it: a call name or `X = name(...)`; else a reason. */
export function seedProblem(seed: string): string | undefined {
  const text = seed.trim();
  if (text === "") return "a seed is a call name, e.g. f_open, or a pattern such as X = f_open(...)";
  if (/^[A-Za-z_]\w*$/.test(text) || /^[A-Za-z_]\w*\s*=\s*[A-Za-z_]\w*\s*\(.*\)$/.test(text)) return undefined;
  return "a seed is a call name, e.g. f_open, or a pattern such as X = f_open(...)";
}

/** What to tell the user about an `errlang.mine` result. */
export function mineNotice(result: unknown): Notice {
  if (!isRecord(result) || result.state !== "done") {
    const message = isRecord(result) && typeof result.message === "string" ? `: ${result.message}` : "";
    return { severity: "warning", text: `errlang: no specification mined${message}`, showModel: false };
  }
  return {
    severity: "info",
    text: `errlang: specification around ${String(result.seed)}: ${String(result.states)} states, ${String(result.transitions)} transitions from ${String(result.scenarios)} scenarios`,
    showModel: true,
  };
}
