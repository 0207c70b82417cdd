/**
 * The errlang status bar item, fed by the server state and `errlang/status`; and the status
 * line that says what a save changed in a target's automaton ("this edit added …").
 */
import * as vscode from "vscode";
import { EditChanges } from "./editChanges";
import type { ErrlangServer } from "./server";
import type { StatusParams } from "./shared/protocol";
import { statusBarContent } from "./statusText";

/** How long "this edit added …" stays in the status bar. */
const CHANGE_MESSAGE_MS = 20_000;

export class StatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem("errlang.status", vscode.StatusBarAlignment.Left, 50);
  /** Last status per document URI. */
  private readonly statuses = new Map<string, StatusParams>();
  private readonly disposables: vscode.Disposable[] = [];
  /** The C document the item is about: the active one, or the last one while a webview has focus. */
  private shownUri: string | undefined;
  private readonly changes = new EditChanges();

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
        void this.followChanges(params);
      }),
      server.onDidChangeState(() => this.update()),
      vscode.window.onDidChangeActiveTextEditor(() => this.update()),
      vscode.workspace.onDidCloseTextDocument((d) => {
        this.statuses.delete(d.uri.toString());
        this.changes.forget(d.uri.toString());
      }),
    );
    this.update();
  }

  /**
   * For each target just learned on a version not seen yet, fetches its automaton (the server
   * answers from stored results) and says in the status bar what the edit changed, if anything.
   */
  private async followChanges(params: StatusParams): Promise<void> {
    for (const target of params.targets) {
      if (target.state !== "done" || !this.changes.wants(params.uri, target.line, params.version)) continue;
      try {
        const result = await this.server.requestAutomaton(params.uri, target.line);
        if (result.status !== "done" || result.automaton === undefined) continue;
        const text = this.changes.record(params.uri, target.line, result.version, result.automaton);
        if (text === undefined) continue;
        const where = `${vscode.workspace.asRelativePath(vscode.Uri.parse(params.uri))}:${target.line + 1}`;
        vscode.window.setStatusBarMessage(`$(diff) errlang ${where}: ${text}`, CHANGE_MESSAGE_MS);
        this.server.output.info(`${where}: ${text}`);
      } catch (error) {
        this.server.output.warn(`what the edit changed at line ${target.line + 1}: ${String(error)}`);
      }
    }
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
