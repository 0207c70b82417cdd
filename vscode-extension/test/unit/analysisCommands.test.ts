import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  DEFAULT_MODEL_OPTIONS,
  DEFAULT_PAC_OPTIONS,
  MODEL_REQUEST,
  PAC_MODEL_REQUEST,
  SPEC_REQUEST,
  commandArguments,
  mineNotice,
  modelNotice,
  modelOptions,
  pacNotice,
  pacOptions,
  requestForSource,
  seedProblem,
} from "../../src/analysisCommands";
import { applyStatus, initialState, sameTarget } from "../../src/panelModel";
import { AUTOMATON_REQUEST } from "../../src/shared/protocol";

function getter(values: Record<string, unknown>) {
  return (key: string): unknown => values[key];
}

describe("on-demand analyses: options", () => {
  it("reads the PAC settings and replaces values out of range by the defaults", () => {
    assert.deepEqual(pacOptions(getter({})), DEFAULT_PAC_OPTIONS);
    assert.deepEqual(
      pacOptions(getter({ "pac.epsilon": 0.05, "pac.confidence": 0.99, "pac.batch": 4.6, "pac.timeout": 5 })),
      { epsilon: 0.05, confidence: 0.99, batch: 5, timeout: 5 },
    );
    assert.deepEqual(
      pacOptions(getter({ "pac.epsilon": 1, "pac.confidence": 0, "pac.batch": -1, "pac.timeout": "x" })),
      DEFAULT_PAC_OPTIONS,
    );
  });

  it("reads the model settings", () => {
    assert.deepEqual(modelOptions(getter({})), DEFAULT_MODEL_OPTIONS);
    assert.deepEqual(modelOptions(getter({ "model.traces": 20, "model.length": 0, "model.timeout": 9 })), {
      traces: 20,
      length: DEFAULT_MODEL_OPTIONS.length,
      timeout: 9,
    });
  });

  it("sends [uri, line, options], the lens's target first, else the cursor's", () => {
    const options = DEFAULT_PAC_OPTIONS;
    assert.deepEqual(commandArguments(["file:///a.c", 3], { uri: "file:///b.c", line: 9 }, options), [
      "file:///a.c",
      3,
      options,
    ]);
    assert.deepEqual(commandArguments([], { uri: "file:///b.c", line: 9 }, options), ["file:///b.c", 9, options]);
    assert.equal(commandArguments([], undefined, options), undefined);
  });
});

describe("on-demand analyses: results", () => {
  it("tells a PAC verdict with its guarantee and offers the model only when it holds", () => {
    const holds = pacNotice({ line: 12, verdict: "holds", shown: "holds, PAC(0.1, 0.9)" });
    assert.deepEqual(holds, {
      severity: "info",
      text: "errlang: line 13 holds with a statistical guarantee (what it promises: its Problems entry)",
      showModel: true,
    });
    const fails = pacNotice({ line: 13, verdict: "fails", shown: "fails" });
    assert.equal(fails.severity, "error");
    assert.equal(fails.showModel, false);
    assert.match(fails.text, /line 14 fails \(PAC\)/);
    const unknown = pacNotice({ line: 0, verdict: "unknown", reason: "time budget" });
    assert.deepEqual(unknown.severity, "warning");
    assert.match(unknown.text, /unknown: time budget$/);
    assert.equal(pacNotice(null).severity, "error");
  });

  it("tells a model's size, completeness and invariants", () => {
    const done = modelNotice({ state: "done", states: 3, complete: true, invariants: [{}, {}] });
    assert.deepEqual(done, {
      severity: "info",
      text: "errlang: model with 3 states (complete), 2 invariants proved",
      showModel: true,
    });
    assert.match(modelNotice({ state: "done", states: 2, complete: false, alpha: 0.5 }).text, /α = 0\.50/);
    const failed = modelNotice({ state: "error", message: "--observe: 'speed' is not a global" });
    assert.equal(failed.severity, "warning");
    assert.match(failed.text, /speed/);
  });
});

describe("automaton view: what it shows", () => {
  it("asks the request of each kind of automaton", () => {
    assert.equal(requestForSource(undefined), AUTOMATON_REQUEST);
    assert.equal(requestForSource("learn"), AUTOMATON_REQUEST);
    assert.equal(requestForSource("pac"), PAC_MODEL_REQUEST);
    assert.equal(requestForSource("model"), MODEL_REQUEST);
  });

  it("tells the learned language and the PAC model of one line apart", () => {
    const learned = { uri: "file:///a.c", line: 4 };
    assert.ok(sameTarget(learned, { uri: "file:///a.c", line: 4, source: "learn" }));
    assert.ok(!sameTarget(learned, { uri: "file:///a.c", line: 4, source: "pac" }));
    assert.ok(!sameTarget(undefined, learned));
  });

  it("ignores learning statuses in a PAC or model view", () => {
    const status = {
      uri: "file:///a.c",
      version: 2,
      targets: [{ line: 4, kind: "assertion" as const, state: "done" as const }],
    };
    const pac = initialState({ uri: "file:///a.c", line: 4, source: "pac" }, "a.c:5");
    assert.equal(applyStatus(pac, status).applied, false);
    const learned = initialState({ uri: "file:///a.c", line: 4 }, "a.c:5");
    assert.deepEqual(
      { applied: applyStatus(learned, status).applied, refetch: applyStatus(learned, status).refetch },
      { applied: true, refetch: true },
    );
  });
});

describe("mined specifications", () => {
  it("accepts a call name or an X = name(...) pattern as the seed", () => {
    assert.equal(seedProblem("f_open"), undefined);
    assert.equal(seedProblem(" X = f_open(...) "), undefined);
    assert.match(seedProblem("") ?? "", /call name/);
    assert.match(seedProblem("X = = (") ?? "", /call name/);
  });

  it("tells the size of the specification and shows it", () => {
    const done = mineNotice({ state: "done", seed: "X = f_open(...)", states: 3, transitions: 5, scenarios: 19 });
    assert.equal(done.showModel, true);
    assert.match(done.text, /3 states, 5 transitions from 19 scenarios/);
    assert.equal(mineNotice({ state: "error", message: "bad seed" }).text, "errlang: no specification mined: bad seed");
    assert.equal(requestForSource("spec"), SPEC_REQUEST);
  });
});
