/** The text of each export format. Pure (no `vscode`): unit-tested. */
import { instance } from "@viz-js/viz";
import { automatonToDot } from "./shared/dot";
import type { AutomatonJson } from "./shared/protocol";

export type ExportFormat = "dot" | "svg" | "json";

export async function renderExport(automaton: AutomatonJson, format: ExportFormat): Promise<string> {
  switch (format) {
    case "json":
      return `${JSON.stringify(automaton, null, 2)}\n`;
    case "dot":
      return automatonToDot(automaton);
    case "svg": {
      const viz = await instance();
      return viz.renderString(automatonToDot(automaton), { format: "svg" });
    }
  }
}
