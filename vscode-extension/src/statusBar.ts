/** The errlang status bar item, fed by the server state and `errlang/status`. */
import * as vscode from "vscode";
import type { ErrlangServer } from "./server";
import type { StatusParams } from "./shared/protocol";
import { statusBarContent } from "./statusText";

export class StatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem("errlang.status", vscode.StatusBarAlignment.Left, 50);
  /** Last status per document URI. */
  private readonly statuses = new Map<string, StatusParams>();
  private readonly disposables: vscode.Disposable[] = [];
  /** The C document the item is about: the active one, or the last one while a webview has focus. */
  private shownUri: string | undefined;

  constructor(private readonly server: ErrlangServer) {
    this.item.name = "errlang";
    this.item.command = "errlang.showAutomaton";
    this.disposables.push(
      server.onStatus((params) => {
        const known = this.statuses.get(params.uri);
        if (
          typeof known?.version === "number" &&
          typeof params.version === "number" &&
          params.version < known.version
        ) {
          return; // an older analysis reporting late
        }
        this.statuses.set(params.uri, params);
        this.update();
      }),
      server.onDidChangeState(() => this.update()),
      vscode.window.onDidChangeActiveTextEditor(() => this.update()),
      vscode.workspace.onDidCloseTextDocument((d) => this.statuses.delete(d.uri.toString())),
    );
    this.update();
  }

  /** The last status the server sent for `uri`. */
  statusFor(uri: string): StatusParams | undefined {
    return this.statuses.get(uri);
  }

  private update(): void {
    const editor = vscode.window.activeTextEditor;
    if (editor !== undefined) {
      this.shownUri = editor.document.languageId === "c" ? editor.document.uri.toString() : undefined;
    }
    const isC = this.shownUri !== undefined;
    const status = this.shownUri !== undefined ? this.statuses.get(this.shownUri) : undefined;
    const content = statusBarContent(this.server.state, status, this.server.problem);
    this.item.text = content.text;
    this.item.tooltip = content.tooltip;
    this.item.backgroundColor =
      content.severity === "error"
        ? new vscode.ThemeColor("statusBarItem.errorBackground")
        : content.severity === "warning"
          ? new vscode.ThemeColor("statusBarItem.warningBackground")
          : undefined;
    this.item.command = this.server.state === "failed" ? "errlang.restartServer" : "errlang.showAutomaton";
    if (isC || this.server.state === "failed") this.item.show();
    else this.item.hide();
  }

  dispose(): void {
    this.item.dispose();
    for (const d of this.disposables) d.dispose();
  }
}
