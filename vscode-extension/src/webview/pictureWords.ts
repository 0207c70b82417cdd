/**
 * Issue 20: the state panel never presents an undecided sequence as a failing one. When the
 * view draws the general picture, the sequences listed for a state come from the engine's
 * `picture.words_through` (facts — failing sequences the bounded analysis decided — first,
 * each marked `decided`); a sequence only the picture's generalisation accepts is listed apart,
 * as assumed ("the picture assumes this; not checked"). Pure; `info.ts` renders it.
 */
import type { AutomatonJson } from "../shared/protocol";

export const ASSUMED_NOTE = "the picture assumes this; not checked";

export interface PictureWords {
  /** Failing sequences the analysis decided (real failing words within the bounds). */
  decided: string[][];
  /** Sequences only the picture accepts (its generalisation). */
  assumed: string[][];
  /** False when the engine gave no word list (an older engine): nothing is called decided. */
  known: boolean;
}

interface ShownWord {
  word: string[];
  decided: boolean;
}

function isShownWord(value: unknown): value is ShownWord {
  const v = value as Partial<ShownWord> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    Array.isArray(v.word) &&
    v.word.every((l) => typeof l === "string") &&
    typeof v.decided === "boolean"
  );
}

/** True when `automaton` is the document's general picture as the view draws it. */
export function drawsPicture(automaton: AutomatonJson): boolean {
  const picture = automaton.picture;
  if (picture === undefined || picture.exact === true) return false;
  return (
    automaton.states === picture.states ||
    automaton.transitions.some((t) => t.generalising !== undefined || t.loop !== undefined)
  );
}

/**
 * The sequences to list for `state` (its key) when the picture is drawn; undefined when the
 * exact automaton is drawn (its accepted sequences within the bounds are all facts).
 */
export function pictureWords(automaton: AutomatonJson, state: string, fallback: string[][]): PictureWords | undefined {
  if (!drawsPicture(automaton)) return undefined;
  const through = automaton.picture?.words_through;
  if (!Array.isArray(through)) return { decided: [], assumed: fallback, known: false };
  const entry = (through as unknown[]).find(
    (e) => typeof e === "object" && e !== null && String((e as { state?: unknown }).state) === state,
  ) as { words?: unknown } | undefined;
  const words = Array.isArray(entry?.words) ? (entry.words as unknown[]).filter(isShownWord) : [];
  return {
    decided: words.filter((w) => w.decided).map((w) => w.word),
    assumed: words.filter((w) => !w.decided).map((w) => w.word),
    known: true,
  };
}
