/**
 * Which target a command means when it is run from the palette (no code-lens arguments):
 * the target on the cursor's line (or the line below, where the marker comment sits above
 * the assertion), else the only target of the file, else the user picks. Pure.
 */

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

const ASSERTION = /(^|[^\w.])(assert|__VERIFIER_assert|reach_error|__VERIFIER_error)\s*\(/;
const DECLARATION =
  /\b(void|int|extern|static|_Noreturn)\s+\**\s*(assert|__VERIFIER_assert|reach_error|__VERIFIER_error)\s*\(/;

/**
 * Assertion lines of a C source (0-based), found textually: the server knows better, but this
 * lets the palette commands offer targets before the server has said anything.
 */
export function assertionCandidates(text: string): Candidate[] {
  const result: Candidate[] = [];
  text.split(/\r?\n/).forEach((raw, line) => {
    const code = raw.replace(/\/\/.*$/, "").trim();
    if (code.startsWith("#") || code.startsWith("*") || code.startsWith("/*")) return;
    if (ASSERTION.test(code) && !DECLARATION.test(code)) {
      result.push({ line, kind: "assertion", label: raw.trim() });
    }
  });
  return result;
}
