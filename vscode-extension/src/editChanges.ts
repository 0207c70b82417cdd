/**
 * The status line "this edit added 1 failing sequence: …" for every learned target, whether
 * its view is open or not (issue 14 item 7): the last automaton seen per target, and the
 * difference when a newer version of the document brings a different one. Pure; the extension
 * feeds it the automata of targets that `errlang/status` reports done.
 */
import { diffAutomata, diffText } from "./shared/automatonDiff";
import type { AutomatonJson } from "./shared/protocol";
import { KIND_WORDS, automatonKind, wordText } from "./shared/words";

interface Seen {
  version: number | null;
  json: string;
  automaton: AutomatonJson;
}

export class EditChanges {
  private readonly seen = new Map<string, Seen>();

  private static key(uri: string, line: number): string {
    return `${uri}#${line}`;
  }

  /** Whether the automaton of this target at `version` is worth asking for (not seen yet). */
  wants(uri: string, line: number, version: number | null): boolean {
    const seen = this.seen.get(EditChanges.key(uri, line));
    return seen === undefined || seen.version !== version || version === null;
  }

  /**
   * Records the automaton learned for `version`; returns what the edit changed ("this edit
   * added …") when an older version had a different automaton, else undefined.
   */
  record(uri: string, line: number, version: number | null, automaton: AutomatonJson): string | undefined {
    const key = EditChanges.key(uri, line);
    const previous = this.seen.get(key);
    if (typeof previous?.version === "number" && typeof version === "number" && version < previous.version) {
      return undefined; // a late answer about an older text
    }
    const json = JSON.stringify(automaton);
    this.seen.set(key, { version, json, automaton });
    const edited =
      previous !== undefined &&
      typeof version === "number" &&
      typeof previous.version === "number" &&
      version > previous.version;
    if (!edited || previous.json === json) return undefined;
    const diff = diffAutomata(previous.automaton, automaton);
    if (diff === undefined) return undefined;
    const noun = KIND_WORDS[automatonKind(automaton)].sequence;
    return diffText(diff, (w) => wordText(automaton, w), noun);
  }

  /** Forgets a closed document's targets. */
  forget(uri: string): void {
    for (const key of [...this.seen.keys()]) if (key.startsWith(`${uri}#`)) this.seen.delete(key);
  }
}
