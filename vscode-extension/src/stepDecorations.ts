/**
 * The editor decorations of a counterexample walked in the automaton view: the current step's
 * line highlighted, with "◀ errlang step i/n: <step> — <values>" after it, and a dotted margin on
 * the lines of the other steps.
 */
import * as vscode from "vscode";
import { currentStepLine, type PanelState } from "./panelModel";
import { counterexampleSteps } from "./shared/automaton";

export class StepDecorations implements vscode.Disposable {
  private readonly step = vscode.window.createTextEditorDecorationType({
    isWholeLine: true,
    backgroundColor: new vscode.ThemeColor("editor.rangeHighlightBackground"),
    borderColor: new vscode.ThemeColor("editorInfo.foreground"),
    borderStyle: "solid",
    borderWidth: "0 0 0 3px",
    overviewRulerColor: new vscode.ThemeColor("editorInfo.foreground"),
    overviewRulerLane: vscode.OverviewRulerLane.Center,
  });
  private readonly path = vscode.window.createTextEditorDecorationType({
    isWholeLine: true,
    borderColor: new vscode.ThemeColor("editorInfo.foreground"),
    borderStyle: "dotted",
    borderWidth: "0 0 0 2px",
  });

  /** Decorates the visible editors of the panel's document (clears the others). */
  decorate(state: PanelState | undefined): void {
    const cex = state?.automaton?.counterexamples?.[state.counterexample];
    for (const editor of vscode.window.visibleTextEditors) {
      if (
        state === undefined ||
        cex === undefined ||
        state.automaton === undefined ||
        editor.document.uri.toString() !== state.target.uri
      ) {
        editor.setDecorations(this.step, []);
        editor.setDecorations(this.path, []);
        continue;
      }
      const steps = counterexampleSteps(state.automaton, cex);
      const current = currentStepLine(state);
      const lines = new Set(steps.map((s) => s.line).filter((l): l is number => l !== undefined && l !== current));
      const lineCount = editor.document.lineCount;
      const range = (l: number): vscode.Range => new vscode.Range(l - 1, 0, l - 1, 0);
      editor.setDecorations(this.path, [...lines].filter((l) => l >= 1 && l <= lineCount).map(range));
      const stepIndex = Math.min(state.step, steps.length - 1);
      const shown = steps[stepIndex];
      const text = `${shown?.label ?? ""}${shown?.values !== undefined ? ` — ${shown.values}` : ""}`;
      editor.setDecorations(
        this.step,
        current !== undefined && current >= 1 && current <= lineCount
          ? [
              {
                range: range(current),
                hoverMessage: `errlang: counterexample ${state.counterexample + 1}, step ${stepIndex + 1} of ${steps.length}`,
                renderOptions: {
                  after: {
                    contentText: `  ◀ errlang step ${stepIndex + 1}/${steps.length}: ${text}`,
                    color: new vscode.ThemeColor("editorCodeLens.foreground"),
                  },
                },
              },
            ]
          : [],
      );
    }
  }

  dispose(): void {
    this.step.dispose();
    this.path.dispose();
  }
}
