/**
 * One vocabulary (issue 8 item 5): the alphabet kinds and the analysis settings the extension
 * contributes (package.json) and sends (settings.ts) must be the engine's
 * (core/errlang/session/settings.py), read here as text so that a rename on either side fails
 * this test instead of being silently dropped by the server.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { describe, it } from "node:test";
import { ALPHABETS, DEFAULT_SETTINGS, serverSettings } from "../../src/settings";

const EXTENSION = path.join(__dirname, "..", "..");
const ENGINE_SETTINGS = path.join(EXTENSION, "..", "core", "errlang", "session", "settings.py");

interface Contributed {
  contributes: { configuration: { properties: Record<string, { items?: { enum?: string[] }; default?: unknown }> } };
}

function contributed(): Contributed["contributes"]["configuration"]["properties"] {
  const manifest = JSON.parse(readFileSync(path.join(EXTENSION, "package.json"), "utf8")) as Contributed;
  return manifest.contributes.configuration.properties;
}

const engineSource = (): string => readFileSync(ENGINE_SETTINGS, "utf8");

/** The string literals of the engine's `ALPHABETS = (...)` (or a `Literal[...]` alias named like it). */
function engineAlphabets(): string[] {
  const source = engineSource();
  const match =
    /^ALPHABETS?\b[^=\n]*=\s*(?:tuple\(\s*)?[([]([^)\]]*)[)\]]/m.exec(source) ?? /Literal\[([^\]]*)\]/.exec(source);
  assert.ok(match !== null, `no ALPHABETS in ${ENGINE_SETTINGS}`);
  return [...match[1].matchAll(/["']([^"']+)["']/g)].map((m) => m[1]);
}

/** The field names of the engine's `Settings` dataclass. */
function engineSettingNames(): string[] {
  const source = engineSource();
  const body = /class Settings\b[^\n]*:\n((?:[ \t]+[^\n]*\n|\n)*)/.exec(source);
  assert.ok(body !== null, `no class Settings in ${ENGINE_SETTINGS}`);
  return [...body[1].matchAll(/^ {4}([a-z_][a-z0-9_]*)\s*:/gm)].map((m) => m[1]);
}

/** The text of a top-level constant's value (`NAME: type = value`), following a name it refers to. */
function constant(source: string, name: string): string {
  const match = new RegExp(`^${name}\\b[^=\\n]*=\\s*(.+)$`, "m").exec(source);
  assert.ok(match !== null, `no ${name} in ${ENGINE_SETTINGS}`);
  const value = match[1].replace(/#.*$/, "").trim();
  return /^[A-Z_][A-Z0-9_]*$/.test(value) ? constant(source, value) : value;
}

/** The default of a field of the engine's `Settings` (a literal, or a constant it names). */
function engineDefault(field: string): string {
  const source = engineSource();
  const match = new RegExp(`^\\s+${field}:[^=\\n]*=\\s*(.+)$`, "m").exec(source);
  assert.ok(match !== null, `no default for ${field} in ${ENGINE_SETTINGS}`);
  const value = match[1].replace(/#.*$/, "").trim();
  return /^[A-Z_][A-Z0-9_]*$/.test(value) ? constant(source, value) : value;
}

const camel = (name: string): string => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Engine settings the editor does not set, and why. */
const NOT_IN_EDITOR: Record<string, string> = {
  algorithm: "the learning algorithm is a command-line choice (errlang learn --algorithm)",
};
/** Engine names the editor spells differently (the server translates); to be removed when renamed. */
const EDITOR_NAME: Record<string, string> = {
  include_dirs: "includePaths",
};

describe("one vocabulary with the engine", () => {
  it("the alphabet kinds are the engine's, in package.json and in settings.ts", () => {
    const engine = engineAlphabets();
    assert.ok(engine.length > 0);
    assert.deepEqual(contributed()["errlang.alphabet"].items?.enum, engine);
    assert.deepEqual([...ALPHABETS], engine);
  });

  it("every engine setting the editor can set is contributed and sent to the server", () => {
    const sent = Object.keys(serverSettings(DEFAULT_SETTINGS));
    const properties = contributed();
    for (const name of engineSettingNames()) {
      if (name in NOT_IN_EDITOR) continue;
      const key = EDITOR_NAME[name] ?? camel(name);
      assert.ok(`errlang.${key}` in properties, `engine setting ${name}: no errlang.${key} in package.json`);
      assert.ok(sent.includes(key), `engine setting ${name}: settings.ts does not send ${key}`);
    }
  });

  it("the defaults agree: the alphabet and the time budget", () => {
    const alphabet = engineDefault("alphabet");
    const timeout = engineDefault("timeout");
    const engineAlphabet = [...alphabet.matchAll(/["']([^"']+)["']/g)].map((m) => m[1]);
    assert.ok(engineAlphabet.length > 0, `the engine's default alphabet: ${alphabet}`);
    assert.deepEqual(contributed()["errlang.alphabet"].default, engineAlphabet);
    assert.deepEqual(DEFAULT_SETTINGS.alphabet, engineAlphabet);
    assert.equal(contributed()["errlang.timeout"].default, Number(timeout));
    assert.equal(DEFAULT_SETTINGS.timeout, Number(timeout));
  });
});
