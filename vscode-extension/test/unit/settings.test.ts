import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  DEFAULT_SETTINGS,
  interpreterProblem,
  readSettings,
  resolvePythonPath,
  serverSettings,
  type PythonEnvironment,
} from "../../src/settings";

function getter(values: Record<string, unknown>) {
  return (key: string): unknown => values[key];
}

describe("settings", () => {
  it("uses the defaults when nothing is set", () => {
    assert.deepEqual(readSettings(getter({})), DEFAULT_SETTINGS);
  });

  it("passes valid values through", () => {
    const s = readSettings(
      getter({
        pythonPath: " /opt/py/bin/python ",
        loopBound: 4,
        maxLength: 8,
        alphabet: ["calls", "branches", "calls"],
        learnOnSave: false,
        linkProject: false,
        timeout: 2.5,
        includePaths: ["include", " ", "/usr/local/include"],
        defines: ["DEBUG", "N=3", "1BAD", "X Y"],
        mallocMayFail: true,
        entry: " parse_header ",
        "replay.enabled": true,
      }),
    );
    assert.deepEqual(s, {
      pythonPath: "/opt/py/bin/python",
      loopBound: 4,
      maxLength: 8,
      alphabet: ["calls", "branches"],
      learnOnSave: false,
      linkProject: false,
      timeout: 2.5,
      includePaths: ["include", "/usr/local/include"],
      defines: ["DEBUG", "N=3"],
      mallocMayFail: true,
      entry: "parse_header",
      replay: { enabled: true },
    });
  });

  it("replaces values of the wrong type by the defaults", () => {
    const s = readSettings(
      getter({
        loopBound: 0,
        maxLength: 0,
        alphabet: ["words"],
        learnOnSave: "yes",
        timeout: 0,
        mallocMayFail: 1,
        entry: "not a name",
        "replay.enabled": 1,
      }),
    );
    assert.equal(s.entry, "main");
    assert.equal(readSettings(getter({ entry: 3 })).entry, "main");
    assert.equal(readSettings(getter({ entry: "" })).entry, "main");
    assert.equal(s.loopBound, null);
    assert.equal(s.maxLength, null);
    assert.deepEqual(s.alphabet, ["functions"]);
    assert.equal(s.learnOnSave, true);
    assert.equal(s.linkProject, true);
    assert.equal(s.timeout, 60);
    assert.equal(s.mallocMayFail, false);
    assert.equal(s.replay.enabled, false);
    assert.equal(readSettings(getter({ loopBound: 2.5 })).loopBound, null);
  });

  it("sends the server everything but the interpreter", () => {
    const server = serverSettings(readSettings(getter({ pythonPath: "/x", loopBound: 2 })));
    assert.ok(!("pythonPath" in server));
    assert.equal(server.loopBound, 2);
    assert.deepEqual(Object.keys(server).sort(), [
      "alphabet",
      "defines",
      "entry",
      "includePaths",
      "learnOnSave",
      "linkProject",
      "loopBound",
      "mallocMayFail",
      "maxLength",
      "replay",
      "timeout",
    ]);
  });
});

describe("the Python interpreter", () => {
  const env = (existing: string[], folders = ["/w"]): PythonEnvironment => ({
    workspaceFolders: folders,
    exists: (file) => existing.includes(file),
    home: "/home/me",
    platform: "linux",
  });

  it("prefers the setting, expanding ~ and ${workspaceFolder}", () => {
    assert.deepEqual(resolvePythonPath("~/venv/bin/python", env([])), {
      command: "/home/me/venv/bin/python",
      source: "setting",
    });
    assert.deepEqual(resolvePythonPath("${workspaceFolder}/env/bin/python", env([])), {
      command: "/w/env/bin/python",
      source: "setting",
    });
  });

  it("then the workspace's .venv, then python3", () => {
    assert.deepEqual(resolvePythonPath("", env(["/w/.venv/bin/python"])), {
      command: "/w/.venv/bin/python",
      source: "workspace .venv",
    });
    assert.deepEqual(resolvePythonPath("", env(["/b/.venv/bin/python"], ["/a", "/b"])).command, "/b/.venv/bin/python");
    assert.deepEqual(resolvePythonPath("", env([])), { command: "python3", source: "default" });
    assert.equal(resolvePythonPath("", { ...env([]), platform: "win32" }).command, "python");
  });

  it("explains why an interpreter cannot run the server", () => {
    const choice = { command: "/w/.venv/bin/python", source: "workspace .venv" as const };
    assert.equal(interpreterProblem(choice, { exitCode: 0, stderr: "" }), undefined);
    assert.match(
      interpreterProblem(choice, { spawnError: "ENOENT", exitCode: null, stderr: "" }) ?? "",
      /does not exist/,
    );
    const missing = interpreterProblem(choice, {
      exitCode: 1,
      stderr: "Traceback (most recent call last):\nModuleNotFoundError: No module named 'errlang_lsp'\n",
    });
    assert.match(missing ?? "", /errlang is not installed in the Python interpreter '\/w\/.venv\/bin\/python'/);
    assert.match(missing ?? "", /pip install/);
    const broken = interpreterProblem(choice, { exitCode: 1, stderr: "ImportError: cannot import name 'x'\n" });
    assert.match(broken ?? "", /cannot import errlang_lsp: ImportError: cannot import name 'x'/);
    assert.match(interpreterProblem(choice, { exitCode: null, stderr: "", timedOut: true }) ?? "", /did not answer/);
  });
});
