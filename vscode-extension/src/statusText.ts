/**
 * The status bar item's text, tooltip and colour from the server's state and the last
 * `errlang/status` notification for the active document. Pure.
 */
import type { StatusParams } from "./shared/protocol";

export type ServerState = "starting" | "running" | "stopped" | "failed";

export interface StatusBarContent {
  text: string;
  tooltip: string;
  /** "error" and "warning" map to the theme's status bar error/warning backgrounds. */
  severity: "normal" | "warning" | "error";
}

function lineList(lines: readonly number[]): string {
  return lines.map((l) => String(l + 1)).join(", ");
}

export function statusBarContent(
  server: ServerState,
  status: StatusParams | undefined,
  serverProblem?: string,
): StatusBarContent {
  if (server === "failed") {
    return {
      text: "$(error) errlang",
      tooltip: serverProblem ?? "The errlang language server could not start.",
      severity: "error",
    };
  }
  if (server === "starting") {
    return { text: "$(loading~spin) errlang", tooltip: "Starting the errlang language server…", severity: "normal" };
  }
  if (server === "stopped") {
    return { text: "$(debug-stop) errlang", tooltip: "The errlang language server is stopped.", severity: "warning" };
  }
  const targets = status?.targets ?? [];
  if (targets.length === 0) {
    return {
      text: "$(check) errlang",
      tooltip: "errlang: no target is being learned in this file. Use a code lens or 'errlang: Learn error language'.",
      severity: "normal",
    };
  }
  const by = (state: string): number[] => targets.filter((t) => t.state === state).map((t) => t.line);
  const running = by("running");
  const queued = by("queued");
  const errors = by("error");
  const stale = by("stale");
  const done = by("done");
  // a partial automaton (issue 19): "loop bound 2 shown; learning loop bound 3…"
  const partial = targets.filter((t) => t.state === "running" && t.partial !== undefined && t.message !== undefined);
  const tooltip = [
    running.length > 0 ? `learning: line ${lineList(running)}` : "",
    ...partial.map((t) => `line ${t.line + 1}: ${t.message ?? ""}`),
    queued.length > 0 ? `queued: line ${lineList(queued)}` : "",
    done.length > 0 ? `learned: line ${lineList(done)}` : "",
    stale.length > 0 ? `stale (file changed): line ${lineList(stale)}` : "",
    ...targets
      .filter((t) => t.state === "error")
      .map((t) => `error at line ${t.line + 1}: ${t.message ?? "analysis failed"}`),
    "Click to show the automaton.",
  ]
    .filter((s) => s !== "")
    .join("\n");
  if (errors.length > 0) {
    return { text: `$(error) errlang: ${errors.length} failed`, tooltip, severity: "error" };
  }
  if (running.length + queued.length > 0) {
    const busy = running.length + queued.length;
    return { text: `$(sync~spin) errlang: learning ${busy} of ${targets.length}`, tooltip, severity: "normal" };
  }
  if (stale.length > 0) {
    return { text: `$(history) errlang: ${stale.length} stale`, tooltip, severity: "warning" };
  }
  return { text: `$(type-hierarchy) errlang: ${done.length} learned`, tooltip, severity: "normal" };
}
