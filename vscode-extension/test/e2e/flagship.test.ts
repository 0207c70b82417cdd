/**
 * The paper's flagship in a real VS Code (issue 31, "Done when"): the 2015 tool's Linux-list
 * bubble sort (errlang's own version, benchmarks/programs/atva2015/bubble_sort_linux.c) at
 * default settings — no loop bound, no word length, the default budget. "errlang: Show
 * automaton" on its `_Learn_assert` must draw a picture of at most 12 states with a loop within
 * 10 s of the command (a completed bound's picture while the next is checked or learned), then
 * a final view of at most 20 states — or the exact automaton only with the refuting word said
 * under it — with its counterexamples listed. About 40 s with the session's start.
 *
 * Prerequisites: scripts/setup-vscode-test.sh, `npm run package`, the Python environment.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { describe, it } from "node:test";
import { REPO, VsCodeSession, missingTools, type SessionOptions } from "./harness";

const PROGRAM = readFileSync(path.join(REPO, "benchmarks", "programs", "atva2015", "bubble_sort_linux.c"), "utf8");
const ASSERTION_LINE = 36; // 1-based: _Learn_assert(at->next->prev == at);
const PICTURE_WITHIN = 10_000; // ms from the command
const FIRST_PICTURE_STATES = 12;
const FINAL_STATES = 20;

async function withVsCode(options: SessionOptions, body: (session: VsCodeSession) => Promise<void>): Promise<void> {
  assert.deepEqual(missingTools(), [], "prerequisites of the real-VS-Code test");
  const session = await VsCodeSession.start(options);
  try {
    await body(session);
  } catch (error) {
    await session.saveFailure(error);
    throw error;
  } finally {
    await session.close();
  }
}

interface Shown {
  states: number;
  loops: number;
  status: string;
  counterexamples: number;
  guarantee: string;
  at: number;
}

describe("errlang in a real VS Code: the bubble sort at default settings", { concurrency: 1 }, () => {
  it(
    "draws a readable picture with a loop within 10 s, then a final view of at most 20 states",
    { timeout: 180_000 },
    async (t) => {
      assert.ok(PROGRAM.split("\n")[ASSERTION_LINE - 1].includes("_Learn_assert"), "the assertion's line");
      await withVsCode({ name: "errlang-flagship", files: { "bubble.c": PROGRAM } }, async (vscode) => {
        await vscode.openFile("bubble.c");
        await vscode.goToLine(ASSERTION_LINE);
        const asked = Date.now();
        await vscode.runCommand("errlang: Show automaton");
        const view = vscode.webview();
        const shown = async (): Promise<Shown> => ({
          states: await view.locator("svg g.node.state").count(),
          loops: await view.locator("svg g.edge.loop").count(),
          status: await view.locator("#status").innerText(),
          counterexamples: await view.locator("li.cex").count(),
          guarantee: (await view.locator("body").innerText()).replace(/\s+/g, " "),
          at: Date.now() - asked,
        });
        const first = await vscode.until(
          "a picture with a loop",
          shown,
          (s) => s.states > 0 && s.states <= FIRST_PICTURE_STATES && s.loops > 0,
          60_000,
        );
        await vscode.screenshot("first-picture");
        const final = await vscode.until("the final view", shown, (s) => s.status === "done", 120_000);
        await vscode.screenshot("final");
        t.diagnostic(
          `first picture: ${first.states} states, ${first.loops} loop edges after ${first.at} ms; ` +
            `final: ${final.states} states, ${final.loops} loop edges, ${final.counterexamples} counterexamples after ${final.at} ms`,
        );
        assert.ok(first.at <= PICTURE_WITHIN, `the first picture with a loop came after ${first.at} ms`);
        assert.ok(
          final.states <= FINAL_STATES || /generalised wrongly: it is wrong on a word decided/.test(final.guarantee),
          `final view: ${final.states} states, without the refuting word`,
        );
        assert.ok(final.counterexamples > 0, "counterexamples listed");
      });
    },
  );
});
