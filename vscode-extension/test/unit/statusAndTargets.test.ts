import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { statusBarContent } from "../../src/statusText";
import { assertionCandidates, chooseTarget, mergeCandidates } from "../../src/targets";

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
  const source = [
    "#include <assert.h>",
    "void reach_error(void) { }",
    "int f(int x) {",
    "  // errlang: learn",
    "  assert(x > 0);",
    "  if (x > 9) reach_error();",
    "  /* assert(0) in a comment */",
    "  return __VERIFIER_assert(x != 3), x;",
    "}",
  ].join("\n");

  it("finds assertion lines textually", () => {
    assert.deepEqual(
      assertionCandidates(source).map((c) => c.line),
      [4, 5, 7],
    );
  });

  it("takes the target on the cursor's line or the marker line above it", () => {
    const candidates = assertionCandidates(source);
    assert.deepEqual(chooseTarget(4, candidates), { kind: "target", line: 4 });
    assert.deepEqual(chooseTarget(3, candidates), { kind: "target", line: 4 });
  });

  it("takes the only target, asks among several, and falls back to the cursor", () => {
    assert.deepEqual(chooseTarget(0, [{ line: 7, kind: "assertion" }]), { kind: "target", line: 7 });
    const pick = chooseTarget(1, assertionCandidates(source));
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

  it("merges server targets with textual ones", () => {
    const merged = mergeCandidates(
      [
        { line: 2, kind: "function" },
        { line: 4, kind: "assertion" },
      ],
      assertionCandidates(source),
    );
    assert.deepEqual(
      merged.map((c) => [c.line, c.kind]),
      [
        [2, "function"],
        [4, "assertion"],
        [5, "assertion"],
        [7, "assertion"],
      ],
    );
    assert.equal(merged[1].label, "assert(x > 0);");
  });
});
