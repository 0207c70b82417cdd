/**
 * One vocabulary (issue 8 item 5): the alphabet kinds and the analysis settings the extension
 * contributes (package.json) and sends (settings.ts) must be the engine's
 * (`errlang.session.settings`: `ALPHABETS` and the fields of `Settings` with their defaults),
 * asked of the engine's Python, so that a rename on either side fails this test instead of
 * being silently dropped by the server. Skipped when no Python with errlang is found.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import * as path from "node:path";
import { before, describe, it } from "node:test";
import { ALPHABETS, DEFAULT_SETTINGS, serverSettings } from "../../src/settings";

const EXTENSION = path.join(__dirname, "..", "..");
const PYTHON = process.env.ERRLANG_PYTHON ?? path.join(EXTENSION, "..", ".venv", "bin", "python");

interface Contributed {
  contributes: { configuration: { properties: Record<string, { items?: { enum?: string[] }; default?: unknown }> } };
}

function contributed(): Contributed["contributes"]["configuration"]["properties"] {
  const manifest = JSON.parse(readFileSync(path.join(EXTENSION, "package.json"), "utf8")) as Contributed;
  return manifest.contributes.configuration.properties;
}

/** The engine's vocabulary, asked of the engine itself (its module layout may change, its API not). */
interface EngineVocabulary {
  alphabets: string[];
  /** `Settings` field name → default value. */
  fields: Record<string, unknown>;
}

const ASK_ENGINE = `
import dataclasses, json
from errlang.session import settings as s
def plain(v):
    return list(v) if isinstance(v, tuple) else v
print(json.dumps({"alphabets": list(s.ALPHABETS),
                  "fields": {f.name: plain(f.default) for f in dataclasses.fields(s.Settings)}}))
`;

function engineVocabulary(): EngineVocabulary {
  const out = execFileSync(PYTHON, ["-c", ASK_ENGINE], { encoding: "utf8", timeout: 60_000 });
  return JSON.parse(out) as EngineVocabulary;
}

const noPython = existsSync(PYTHON) ? false : `no Python with errlang at ${PYTHON} (set ERRLANG_PYTHON)`;

const camel = (name: string): string => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Engine settings the editor does not set, and why. */
const NOT_IN_EDITOR: Record<string, string> = {
  algorithm: "the learning algorithm is a command-line choice (errlang learn --algorithm)",
  confirm_picture: "skipping the picture's confirmation is a command-line choice (errlang learn --no-confirm)",
  max_bytes: "an entry point's buffer size is a command-line choice (errlang check --entry F --max-bytes N)",
  nullable: "an entry point's null pointers are a command-line choice (errlang check --entry F --nullable)",
};
/** Engine names the editor spells differently (the server translates); to be removed when renamed. */
const EDITOR_NAME: Record<string, string> = {
  include_dirs: "includePaths",
  // `Settings.entry` is the engine's EntryOptions (the entry point's buffers, nulls, allocations)
  entry_point: "entry",
};

describe("one vocabulary with the engine", { skip: noPython }, () => {
  let engine: EngineVocabulary = { alphabets: [], fields: {} };
  before(() => {
    engine = engineVocabulary();
  });

  it("the alphabet kinds are the engine's, in package.json and in settings.ts", () => {
    assert.ok(engine.alphabets.length > 0);
    assert.deepEqual(contributed()["errlang.alphabet"].items?.enum, engine.alphabets);
    assert.deepEqual([...ALPHABETS], engine.alphabets);
  });

  it("every engine setting the editor can set is contributed and sent to the server", () => {
    const sent = Object.keys(serverSettings(DEFAULT_SETTINGS));
    const properties = contributed();
    const names = Object.keys(engine.fields);
    assert.ok(names.includes("alphabet") && names.includes("loop_bound"), names.join(", "));
    for (const name of names) {
      if (name in NOT_IN_EDITOR) continue;
      const key = EDITOR_NAME[name] ?? camel(name);
      assert.ok(`errlang.${key}` in properties, `engine setting ${name}: no errlang.${key} in package.json`);
      assert.ok(sent.includes(key), `engine setting ${name}: settings.ts does not send ${key}`);
    }
  });

  it("the defaults agree", () => {
    const properties = contributed();
    const defaults = serverSettings(DEFAULT_SETTINGS) as unknown as Record<string, unknown>;
    for (const [name, value] of Object.entries(engine.fields)) {
      if (name in NOT_IN_EDITOR) continue;
      const key = EDITOR_NAME[name] ?? camel(name);
      assert.deepEqual(properties[`errlang.${key}`]?.default, value, `default of errlang.${key}`);
      assert.deepEqual(defaults[key], value, `settings.ts default of ${key}`);
    }
  });
});
