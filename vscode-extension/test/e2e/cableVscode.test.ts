/**
 * The Cable view in real VS Code: the packaged extension in code-server with the real server
 * and engine on benchmarks/programs/api/mutex.c. "errlang: Debug specification clusters
 * (Cable)" with the seed m_lock draws the lattice (every concept but the empty one green); a
 * click on an Unlabeled concept shows its automaton and scenarios; *Good* labels it (saved in
 * .vscode/errlang-labels.json, the workspace being trusted); *Mine again from the good traces*
 * draws the new specification.
 *
 * Prerequisites: scripts/setup-vscode-test.sh, `npm run package` (or ERRLANG_VSIX), the
 * Python environment. Screenshots and logs of a failure go to test-results/.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import * as path from "node:path";
import { describe, it } from "node:test";
import { REPO, VsCodeSession, missingTools } from "./harness";

describe("the Cable view in VS Code", () => {
  it("mines the lattice, shows a concept, labels it good and mines again", { timeout: 240_000 }, async () => {
    assert.deepEqual(missingTools(), [], "prerequisites of the real-VS-Code test");
    const source = readFileSync(path.join(REPO, "benchmarks", "programs", "api", "mutex.c"), "utf8");
    const vscode = await VsCodeSession.start({ name: "cable", files: { "mutex.c": source } });
    try {
      await vscode.openFile("mutex.c");
      await vscode.runCommand("errlang: Debug specification clusters (Cable)", "input");
      await vscode.page.locator(".quick-input-widget input").fill("m_lock");
      await vscode.page.keyboard.press("Enter");
      const view = vscode.webview();
      const nodes = view.locator("#lattice svg g.node");
      await vscode.until(
        "the lattice drawn",
        () => nodes.count(),
        (n) => n >= 3,
        120_000,
      );
      // every concept but the bottom one starts unlabeled (wait: the drawing may still grow)
      await vscode.until(
        "every concept but the bottom one unlabeled",
        async () => (await nodes.count()) - (await view.locator("#lattice g.node.unlabeled").count()),
        (n) => n === 1,
        30_000,
      );
      const top = view.locator("#lattice g.node.unlabeled").first();
      await top.click();
      await vscode.until(
        "the concept's automaton",
        () => view.locator("#concept-automaton svg").count(),
        (n) => n === 1,
        60_000,
      );
      assert.ok((await view.locator("#scenarios li").count()) >= 1);
      await view.locator("#label-good").click();
      await vscode.until(
        "one decision",
        async () => (await view.locator("#summary").textContent()) ?? "",
        (t) => t.includes("with 1 decision"),
        60_000,
      );
      assert.ok(existsSync(path.join(vscode.workspace, ".vscode", "errlang-labels.json")));
      await view.locator("#mine-good").click();
      await vscode.until(
        "the good specification",
        () => view.locator("#good-automaton svg").count(),
        (n) => n === 1,
        60_000,
      );
      await vscode.screenshot("cable");
      assert.deepEqual(
        vscode.consoleErrors.filter((e) => e.includes("cable")),
        [],
      );
    } catch (error) {
      await vscode.saveFailure(error);
      throw error;
    } finally {
      await vscode.close();
    }
  });
});
