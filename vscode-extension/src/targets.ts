/**
 * Which target a command means when it is run from the palette (no code-lens arguments):
 * the target on the cursor's line (or the line below, where the marker comment sits above
 * the assertion), else the only target of the file, else the user picks. Pure.
 */

import type { StatusParams } from "./shared/protocol";

export interface Candidate {
  /** 0-based line. */
  line: number;
  kind: "assertion" | "function";
  /** What a quick pick shows, e.g. "assert(x > 0)". */
  label?: string;
}

export type Choice =
  { kind: "target"; line: number } | { kind: "pick"; candidates: Candidate[] } | { kind: "cursor"; line: number };

/** Merges candidate lists (status targets, diagnostics), one per line, sorted by line. */
export function mergeCandidates(...lists: readonly (readonly Candidate[])[]): Candidate[] {
  const byLine = new Map<number, Candidate>();
  for (const list of lists) {
    for (const c of list) {
      const known = byLine.get(c.line);
      byLine.set(c.line, known === undefined ? c : { ...known, label: known.label ?? c.label });
    }
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

export function chooseTarget(cursorLine: number, candidates: readonly Candidate[]): Choice {
  const at = candidates.find((c) => c.line === cursorLine) ?? candidates.find((c) => c.line === cursorLine + 1);
  if (at !== undefined) return { kind: "target", line: at.line };
  if (candidates.length === 1) return { kind: "target", line: candidates[0].line };
  if (candidates.length === 0) return { kind: "cursor", line: cursorLine };
  const byDistance = [...candidates].sort(
    (a, b) => Math.abs(a.line - cursorLine) - Math.abs(b.line - cursorLine) || a.line - b.line,
  );
  return { kind: "pick", candidates: byDistance };
}

/**
 * The candidates the server told of in `errlang/status`: its targets and every assertion of the
 * document's last check (issue 31: the engine is the one source of where the assertions are —
 * `_Learn_assert`, `__CPROVER_assert`, `__assert_fail` included, a commented-out one never).
 */
export function statusCandidates(status: StatusParams | undefined): Candidate[] {
  if (status === undefined) return [];
  const targets: Candidate[] = status.targets.map((t) => ({ line: t.line, kind: t.kind }));
  const assertions: Candidate[] = (status.assertions ?? []).map((a) => ({
    line: a.line,
    kind: "assertion",
    ...(a.label !== undefined ? { label: a.label } : {}),
  }));
  return mergeCandidates(targets, assertions);
}
