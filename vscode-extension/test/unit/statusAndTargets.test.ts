import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { statusBarContent } from "../../src/statusText";
import type { StatusParams } from "../../src/shared/protocol";
import { chooseTarget, statusCandidates } from "../../src/targets";

const URI = "file:///w/a.c";

describe("status bar", () => {
  it("reflects the server's state", () => {
    assert.match(statusBarContent("starting", undefined).text, /loading~spin/);
    const failed = statusBarContent("failed", undefined, "errlang is not installed");
    assert.equal(failed.severity, "error");
    assert.equal(failed.tooltip, "errlang is not installed");
    assert.equal(statusBarContent("stopped", undefined).severity, "warning");
  });

  it("summarises the targets of errlang/status", () => {
    const s = (states: string[]) =>
      statusBarContent("running", {
        uri: URI,
        version: 1,
        targets: states.map((state, i) => ({ line: i * 10, kind: "assertion" as const, state: state as "done" })),
      });
    assert.equal(s([]).text, "$(check) errlang");
    assert.equal(s(["running", "queued", "done"]).text, "$(sync~spin) errlang: learning 2 of 3");
    assert.match(s(["running", "queued", "done"]).tooltip, /learning: line 1\nqueued: line 11\nlearned: line 21/);
    assert.equal(s(["done", "done"]).text, "$(type-hierarchy) errlang: 2 learned");
    assert.equal(s(["done", "stale"]).severity, "warning");
    const error = s(["error", "running"]);
    assert.equal(error.text, "$(error) errlang: 1 failed");
    assert.match(error.tooltip, /error at line 1: analysis failed/);
  });
});

describe("target choice for palette commands", () => {
  // what the server's errlang/status says of a file with `assert(x > 0)` on line 4,
  // `reach_error()` on line 5 and `__VERIFIER_assert(x != 3)` on line 7 (0-based; a
  // commented-out assert on line 6 is no assertion: the engine never reports it)
  const status: StatusParams = {
    uri: URI,
    version: 1,
    targets: [],
    assertions: [
      { line: 4, label: "x > 0" },
      { line: 5, label: "0" },
      { line: 7, label: "x != 3" },
    ],
  };

  it("takes the assertions from the server alone (no pattern of the extension's own)", () => {
    assert.deepEqual(
      statusCandidates(status).map((c) => c.line),
      [4, 5, 7],
    );
    assert.deepEqual(statusCandidates(undefined), []);
    assert.deepEqual(statusCandidates({ ...status, assertions: undefined }), []);
  });

  it("takes the target on the cursor's line or the marker line above it", () => {
    const candidates = statusCandidates(status);
    assert.deepEqual(chooseTarget(4, candidates), { kind: "target", line: 4 });
    assert.deepEqual(chooseTarget(3, candidates), { kind: "target", line: 4 });
  });

  it("takes the only target, asks among several, and falls back to the cursor", () => {
    assert.deepEqual(chooseTarget(0, [{ line: 7, kind: "assertion" }]), { kind: "target", line: 7 });
    const pick = chooseTarget(1, statusCandidates(status));
    assert.equal(pick.kind, "pick");
    assert.deepEqual(pick.kind === "pick" ? pick.candidates.map((c) => c.line) : [], [4, 5, 7]);
    const nearest = chooseTarget(6, [
      { line: 4, kind: "assertion" },
      { line: 9, kind: "assertion" },
      { line: 8, kind: "function" },
    ]);
    assert.deepEqual(nearest.kind === "pick" ? nearest.candidates.map((c) => c.line) : [], [4, 8, 9]);
    assert.deepEqual(chooseTarget(2, []), { kind: "cursor", line: 2 });
  });

  it("merges the server's targets with its assertions", () => {
    const merged = statusCandidates({
      ...status,
      targets: [
        { line: 2, kind: "function", state: "done" },
        { line: 4, kind: "assertion", state: "running" },
      ],
    });
    assert.deepEqual(
      merged.map((c) => [c.line, c.kind]),
      [
        [2, "function"],
        [4, "assertion"],
        [5, "assertion"],
        [7, "assertion"],
      ],
    );
    assert.equal(merged[1].label, "x > 0");
  });
});
