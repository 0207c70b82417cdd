/**
 * Screenshots of the automaton view alone (`npm run screenshot:view`): the 20-state fixture at
 * 1600×1000 and beside an editor (800×1000), into test-results/view/.
 */
import { mkdirSync } from "node:fs";
import * as path from "node:path";
import { RESULTS } from "./harness";
import { ViewPage, loadAutomaton } from "./viewPage";

async function main(): Promise<void> {
  const dir = path.join(RESULTS, "view");
  mkdirSync(dir, { recursive: true });
  for (const [width, name] of [
    [1600, "bank20-1600"],
    [800, "bank20-800"],
  ] as const) {
    const view = await ViewPage.open(width, 1000);
    try {
      await view.show(loadAutomaton("bank20.automaton.json"));
      await view.page.locator("svg g.node.state").first().waitFor();
      await view.page.screenshot({ path: path.join(dir, `${name}.png`) });
      console.log(`${path.join(dir, name)}.png`, view.consoleErrors);
    } finally {
      await view.close();
    }
  }
}

void main();
