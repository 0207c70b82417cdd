/**
 * "Export automaton as DOT / SVG / JSON": writes the automaton shown in the panel (or the one
 * of the target under the cursor) to a file the user picks, or to the path given as argument.
 * SVG is drawn by the same bundled Graphviz (WASM) as the view.
 */
import * as path from "node:path";
import * as vscode from "vscode";
import { renderExport, type ExportFormat } from "./exportFormats";
import type { AutomatonJson } from "./shared/protocol";

export type { ExportFormat } from "./exportFormats";

const FILTERS: Record<ExportFormat, Record<string, string[]>> = {
  dot: { "Graphviz DOT": ["dot", "gv"] },
  svg: { SVG: ["svg"] },
  json: { JSON: ["json"] },
};

/** Where to write: the argument (a path or Uri) if given, else a save dialog next to the source. */
async function destination(
  format: ExportFormat,
  sourceUri: string,
  line: number,
  argument: unknown,
): Promise<vscode.Uri | undefined> {
  if (argument instanceof vscode.Uri) return argument;
  if (typeof argument === "string" && argument !== "") {
    return argument.includes("://") ? vscode.Uri.parse(argument) : vscode.Uri.file(argument);
  }
  const source = vscode.Uri.parse(sourceUri);
  const base = `${path.basename(source.fsPath, path.extname(source.fsPath))}.line${line + 1}.errlang.${format}`;
  return vscode.window.showSaveDialog({
    defaultUri: vscode.Uri.joinPath(source, "..", base),
    filters: FILTERS[format],
    saveLabel: `Export ${format.toUpperCase()}`,
  });
}

export async function exportAutomaton(
  automaton: AutomatonJson,
  format: ExportFormat,
  sourceUri: string,
  line: number,
  argument: unknown,
): Promise<vscode.Uri | undefined> {
  const target = await destination(format, sourceUri, line, argument);
  if (target === undefined) return undefined;
  const text = await renderExport(automaton, format);
  await vscode.workspace.fs.writeFile(target, Buffer.from(text, "utf8"));
  return target;
}
