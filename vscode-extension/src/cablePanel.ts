/**
 * The Cable view (issue 12 item 4; docs/extension.md): one webview per document beside the
 * code, driving `errlang/mineLattice`, `mineConcept`, `mineLabel` and `mineGood`
 * (docs/protocol.md). The state lives in the pure reducer `shared/cableModel.ts`; this file is
 * the VS Code glue: the panel, its strict-CSP HTML, the requests and the webview's messages.
 */
import * as path from "node:path";
import * as vscode from "vscode";
import {
  cableView,
  callLines,
  initialCable,
  parseCableMessage,
  reduceCable,
  type CableEvent,
  type CableLattice,
  type CableMessage,
  type CableState,
  type SpecificationJson,
} from "./shared/cableModel";
import { cableHtml } from "./cableHtml";
import { makeNonce } from "./webviewHtml";

/** Sends one request to the language server (rejects with the server's message). */
export type CableRequest = (method: string, params: object) => Promise<unknown>;

interface LatticeAnswer {
  lattice: CableLattice;
  labelsFile?: string | null;
}

export class CablePanel implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private state: CableState | undefined;
  /** The call site shown last per called function, so repeated clicks visit each in turn. */
  private readonly revealed = new Map<string, number>();

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly request: CableRequest,
  ) {}

  /** Opens (or reuses) the view for `uri` and mines the lattice around `seed`. */
  async show(uri: string, seed: string): Promise<void> {
    const file = path.basename(vscode.Uri.parse(uri).fsPath);
    this.state = initialCable(uri, `Cable · ${file} · around ${seed}`, seed);
    const panel = this.ensurePanel();
    panel.title = `Cable: ${file}`;
    panel.reveal(vscode.ViewColumn.Beside, true);
    this.post();
    await this.mineLattice();
  }

  private ensurePanel(): vscode.WebviewPanel {
    if (this.panel !== undefined) return this.panel;
    const media = vscode.Uri.joinPath(this.extensionUri, "media");
    const out = vscode.Uri.joinPath(this.extensionUri, "out");
    const panel = vscode.window.createWebviewPanel(
      "errlang.cable",
      "errlang Cable",
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: true, retainContextWhenHidden: true, localResourceRoots: [media, out] },
    );
    const webview = panel.webview;
    webview.html = cableHtml(
      webview.cspSource,
      webview.asWebviewUri(vscode.Uri.joinPath(out, "cable.js")).toString(),
      webview.asWebviewUri(vscode.Uri.joinPath(media, "cable.css")).toString(),
      makeNonce(),
    );
    webview.onDidReceiveMessage((value: unknown) => {
      const message = parseCableMessage(value);
      if (message !== undefined) void this.handle(message);
    });
    panel.onDidDispose(() => {
      this.panel = undefined;
      this.state = undefined;
    });
    this.panel = panel;
    return panel;
  }

  private apply(event: CableEvent): void {
    if (this.state === undefined) return;
    this.state = reduceCable(this.state, event);
    this.post();
  }

  private post(): void {
    if (this.state !== undefined) void this.panel?.webview.postMessage({ type: "model", model: cableView(this.state) });
  }

  private async ask<T>(what: string, method: string, params: object): Promise<T | undefined> {
    const uri = this.state?.uri;
    if (uri === undefined) return undefined;
    this.apply({ kind: "running", what });
    try {
      const answer = (await this.request(method, { uri, ...params })) as T;
      return this.state?.uri === uri ? answer : undefined; // the view moved to another document
    } catch (error) {
      this.apply({ kind: "error", message: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  }

  /** Moves the editor to the next line of the document that calls `name` (issue 21: scenarios link to code). */
  private async reveal(name: string): Promise<void> {
    const uri = this.state?.uri;
    if (uri === undefined) return;
    const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(uri));
    const lines = callLines(document.getText(), name);
    if (lines.length === 0) {
      void vscode.window.showInformationMessage(
        `errlang: ${name} is not called in ${path.basename(document.fileName)}`,
      );
      return;
    }
    const next = ((this.revealed.get(name) ?? -1) + 1) % lines.length;
    this.revealed.set(name, next);
    const position = new vscode.Position(lines[next], 0);
    const visible = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === uri);
    await vscode.window.showTextDocument(document, {
      viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One,
      selection: new vscode.Range(position, position),
      preserveFocus: false,
    });
  }

  private async mineLattice(): Promise<void> {
    const seed = this.state?.seed;
    if (seed === undefined) return;
    const trusted = vscode.workspace.isTrusted;
    const answer = await this.ask<LatticeAnswer>("mining the scenarios and their concepts…", "errlang/mineLattice", {
      seed,
      radius: "2,0",
      learner: "auto",
      trusted,
    });
    if (answer !== undefined) {
      this.apply({ kind: "lattice", lattice: answer.lattice, labelsFile: answer.labelsFile ?? null });
    }
  }

  private async handle(message: CableMessage): Promise<void> {
    switch (message.type) {
      case "ready":
        this.post();
        return;
      case "select": {
        this.apply({ kind: "select", concept: message.concept });
        const answer = await this.ask<{ specification: SpecificationJson | null }>(
          `learning the automaton of concept ${message.concept}…`,
          "errlang/mineConcept",
          { concept: message.concept },
        );
        if (answer !== undefined) {
          this.apply({ kind: "concept", concept: message.concept, specification: answer.specification });
        }
        return;
      }
      case "label": {
        const answer = await this.ask<LatticeAnswer>(
          `labelling concept ${message.concept} ${message.label}…`,
          "errlang/mineLabel",
          {
            concept: message.concept,
            label: message.label,
            onlyUnlabeled: message.onlyUnlabeled,
          },
        );
        if (answer !== undefined) {
          this.apply({ kind: "lattice", lattice: answer.lattice, labelsFile: answer.labelsFile ?? null });
        }
        return;
      }
      case "reveal":
        await this.reveal(message.call);
        return;
      case "mineGood": {
        const answer = await this.ask<{ specification: SpecificationJson; scenarios: number; distinct?: number }>(
          "mining again from the good scenarios…",
          "errlang/mineGood",
          {},
        );
        if (answer !== undefined) {
          this.apply({
            kind: "good",
            specification: answer.specification,
            scenarios: answer.scenarios,
            distinct: answer.distinct,
          });
        }
        return;
      }
    }
  }

  dispose(): void {
    this.panel?.dispose();
  }
}
