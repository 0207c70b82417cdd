/**
 * The automaton panel: one webview beside the code showing the automaton of one target.
 * It fetches `errlang/automaton`, follows `errlang/status`, links the graph with the code
 * (edge click → event site; cursor on an event site → its edges) and steps counterexamples
 * with an editor decoration on the current step's line.
 */
import * as path from "node:path";
import * as vscode from "vscode";
import {
  applyProgress,
  applyResult,
  applyStatus,
  currentStepLine,
  documentSaved,
  initialState,
  learnOnFetch,
  moveStep,
  nextCounterexample,
  RESTORED_MESSAGE,
  sameTarget,
  selectCounterexample,
  selection,
  setLayout,
  setPicture,
  setViewport,
  shownOf,
  viewModel,
  type PanelState,
  type PanelTarget,
} from "./panelModel";
import type { ViewSource } from "./analysisCommands";
import type { ErrlangServer, ProgressEvent } from "./server";
import { StepDecorations } from "./stepDecorations";
import { locationsOfLetter, transitionsAtLine } from "./shared/automaton";
import { parseViewMessage, type HostMessage, type ViewMessage } from "./shared/messages";
import type { AutomatonJson, Location, StatusParams } from "./shared/protocol";
import { restoredView } from "./shared/savedView";
import { makeNonce, webviewHtml } from "./webviewHtml";

const VISIBLE_CONTEXT = "errlang.automatonVisible";
/** The webview's type, also its serializer's (package.json `onWebviewPanel:` activation). */
export const VIEW_TYPE = "errlang.automaton";

const SOURCE_TITLES = { pac: "PAC model", model: "model", spec: "specification" } as const;
/** The engine's target kinds in words (the title said "pac-model"). */
const KIND_TITLES: Record<string, string> = {
  "pac-model": "PAC model",
  assertion: "error language",
  specification: "specification",
};

function targetTitle(target: PanelTarget, automaton?: AutomatonJson): string {
  const file = path.basename(vscode.Uri.parse(target.uri).fsPath);
  const raw = automaton?.target?.kind;
  const kind =
    (raw !== undefined ? (KIND_TITLES[raw] ?? raw) : undefined) ??
    (target.source === undefined || target.source === "learn" ? "target" : SOURCE_TITLES[target.source]);
  const fn = automaton?.target?.function;
  return `${file}:${target.line + 1}${fn !== undefined && kind === "function" ? ` — ${fn}` : ` — ${kind}`}`;
}

export class AutomatonPanel implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private state: PanelState | undefined;
  private viewReady = false;
  private fetchGeneration = 0;
  /** Whether the panel already asked the server to learn its target. */
  private learnRequested = false;
  /** The panel is one VS Code restored after a reload: it learns only when asked. */
  private restored = false;
  private readonly revealCursor = new Map<string, number>();
  private readonly disposables: vscode.Disposable[] = [];
  private readonly decorations = new StepDecorations();
  /** Counts the webview reported after its last render (read by tests through the log). */
  lastRendered: { states: number; transitions: number } | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly server: ErrlangServer,
  ) {
    this.disposables.push(
      server.onStatus((params) => this.onStatus(params)),
      server.onProgress((event) => this.onProgress(event)),
      vscode.workspace.onDidSaveTextDocument((document) => {
        if (this.state === undefined) return;
        const next = documentSaved(this.state, document.uri.toString());
        if (next !== this.state) {
          this.state = next;
          this.post();
        }
      }),
      vscode.window.registerWebviewPanelSerializer(VIEW_TYPE, {
        deserializeWebviewPanel: (panel, saved: unknown) => this.restore(panel, saved),
      }),
      server.onDidChangeState((s) => {
        if (s === "running" && this.state !== undefined) void this.fetch();
      }),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (this.state !== undefined && e.document.uri.toString() === this.state.target.uri) this.post();
      }),
      vscode.window.onDidChangeTextEditorSelection((e) => this.onCursor(e.textEditor)),
      vscode.window.onDidChangeVisibleTextEditors(() => this.decorate()),
    );
  }

  get target(): PanelTarget | undefined {
    return this.state?.target;
  }

  /** The automaton drawn (the general picture or the exact one): DOT and SVG exports draw it. */
  get automaton(): AutomatonJson | undefined {
    return this.state === undefined ? undefined : shownOf(this.state);
  }

  /** The document as the server sent it (exact automaton, `picture` member, explanation). */
  get document(): AutomatonJson | undefined {
    return this.state?.automaton;
  }

  /**
   * Opens (or reuses) the panel for the target at `line` (0-based) of `uri`; `source`: the
   * learned error language (default), the PAC model or the reactive model learned there.
   */
  async show(uri: string, line: number, source: ViewSource = "learn"): Promise<void> {
    const target: PanelTarget = source === "learn" ? { uri, line } : { uri, line, source };
    if (!sameTarget(this.state?.target, target)) {
      // The picture toggle is the user's preference: it stays across targets.
      const picture = this.state?.picture ?? "general";
      this.state = this.withRunningProgress(initialState(target, targetTitle(target), "auto", picture));
      this.learnRequested = false;
    }
    this.restored = false; // the user asked for this view: a never-learned target is learned
    if (this.panel === undefined) {
      this.panel = this.adopt(this.createPanel());
    } else {
      this.panel.reveal(undefined, true);
    }
    this.panel.title = `errlang: ${this.state?.title ?? ""}`;
    this.post();
    await this.fetch();
  }

  private webviewOptions(): vscode.WebviewOptions & vscode.WebviewPanelOptions {
    const media = vscode.Uri.joinPath(this.extensionUri, "media");
    const out = vscode.Uri.joinPath(this.extensionUri, "out");
    return { enableScripts: true, retainContextWhenHidden: true, localResourceRoots: [media, out] };
  }

  private createPanel(): vscode.WebviewPanel {
    return vscode.window.createWebviewPanel(
      VIEW_TYPE,
      "errlang automaton",
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      this.webviewOptions(),
    );
  }

  /**
   * A panel VS Code restored after a window reload: shows the target the view had saved (its
   * `setState`, see shared/savedView.ts), fetching the automaton again; a panel without a usable
   * saved state is closed. VS Code shows the panel's content only once this resolves, so the
   * automaton is fetched without waiting for it: the view shows "starting" (or the run's
   * progress) at once, and the server's start, if it is still starting, triggers the fetch.
   */
  async restore(panel: vscode.WebviewPanel, saved: unknown): Promise<void> {
    const view = restoredView(saved);
    if (view === undefined || this.panel !== undefined) {
      panel.dispose();
      return;
    }
    const { target } = view;
    this.state = this.withRunningProgress(initialState(target, targetTitle(target), view.layout, view.picture));
    this.learnRequested = false;
    this.restored = true; // learns only when asked (issue 31)
    panel.webview.options = this.webviewOptions();
    this.panel = this.adopt(panel);
    this.panel.title = `errlang: ${this.state.title}`;
    this.server.output.info(`automaton view restored for ${target.uri}:${target.line + 1}`);
    try {
      // The server answers about open documents only (the editor may not have been restored).
      await vscode.workspace.openTextDocument(vscode.Uri.parse(target.uri));
    } catch (error) {
      if (this.state === undefined || !sameTarget(this.state.target, target)) return;
      this.state = { ...this.state, status: "error", message: `Cannot open ${target.uri}: ${String(error)}` };
      this.post();
      return;
    }
    if (this.server.isRunning() && this.state !== undefined && sameTarget(this.state.target, target)) {
      void this.fetch();
    }
  }

  /** Gives a panel (new or restored) the view's HTML and listeners. */
  private adopt(panel: vscode.WebviewPanel): vscode.WebviewPanel {
    const out = vscode.Uri.joinPath(this.extensionUri, "out");
    const media = vscode.Uri.joinPath(this.extensionUri, "media");
    const webview = panel.webview;
    this.viewReady = false;
    webview.html = webviewHtml({
      cspSource: webview.cspSource,
      nonce: makeNonce(),
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(out, "webview.js")).toString(),
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(media, "webview.css")).toString(),
    });
    webview.onDidReceiveMessage((raw: unknown) => void this.onViewMessage(raw));
    panel.onDidDispose(() => {
      if (this.panel !== panel) return;
      this.panel = undefined;
      this.state = undefined;
      this.decorate();
      void vscode.commands.executeCommand("setContext", VISIBLE_CONTEXT, false);
    });
    void vscode.commands.executeCommand("setContext", VISIBLE_CONTEXT, true);
    return panel;
  }

  /** Asks the server for the automaton; learns the target first if it never was. */
  async fetch(): Promise<void> {
    const state = this.state;
    if (state === undefined) return;
    const generation = ++this.fetchGeneration;
    let result;
    try {
      result = await this.server.requestAutomaton(state.target.uri, state.target.line, state.target.source);
    } catch (error) {
      result = { uri: state.target.uri, version: null, status: "error" as const, message: String(error) };
    }
    if (generation !== this.fetchGeneration || this.state === undefined) return;
    const { state: next, applied } = applyResult(this.state, result);
    if (!applied) return;
    this.state = { ...next, title: targetTitle(next.target, next.automaton) };
    const learnNow = learnOnFetch(result.status, this.learnRequested, this.restored, state.target.source);
    if (result.status === "none" && this.restored && this.state.message === undefined) {
      this.state = { ...this.state, message: RESTORED_MESSAGE };
    }
    if (learnNow) {
      // Never learned: learn it (once per target shown, so an unlearnable line cannot loop).
      this.learnRequested = true;
      const asked = this.state.status;
      try {
        await this.server.learn(state.target.uri, state.target.line);
        // errlang/status may already have said "running" (a worker ready at once starts the run
        // before the request's answer arrives): "queued" only when no status came meanwhile
        if (this.state !== undefined && this.state.status === asked) {
          this.state = { ...this.state, status: "queued", message: undefined };
        }
      } catch (error) {
        this.state = {
          ...this.state,
          status: "error",
          message: error instanceof Error ? error.message : String(error),
        };
      }
    }
    // While the target is queued or running, errlang/status says when it is done (applyStatus
    // asks for a re-fetch then); the stdio channel loses no notification, so nothing polls.
    if (this.panel !== undefined) this.panel.title = `errlang: ${this.state.title}`;
    this.post();
    this.decorate();
  }

  private onStatus(params: StatusParams): void {
    if (this.state === undefined) return;
    const { state, applied, refetch } = applyStatus(this.state, params);
    if (!applied) return;
    this.state = state;
    this.post();
    if (refetch) void this.fetch();
  }

  private documentVersion(): number | undefined {
    const uri = this.state?.target.uri;
    return vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri)?.version;
  }

  /** A new panel state with the progress of its target's run if one is already going on. */
  private withRunningProgress(state: PanelState): PanelState {
    return this.server.runningProgress().reduce((s, e) => applyProgress(s, e.token, e.value), state);
  }

  private onProgress(event: ProgressEvent): void {
    if (this.state === undefined) return;
    const next = applyProgress(this.state, event.token, event.value);
    if (next === this.state) return;
    this.state = next;
    this.post();
  }

  private send(message: HostMessage): void {
    if (this.panel !== undefined && this.viewReady) void this.panel.webview.postMessage(message);
  }

  private post(): void {
    if (this.state === undefined) return;
    const view = viewModel(this.state, this.documentVersion());
    this.send({ type: "show", view, selection: selection(this.state) });
  }

  private async onViewMessage(raw: unknown): Promise<void> {
    const message: ViewMessage | undefined = parseViewMessage(raw);
    if (message === undefined) {
      this.server.output.warn("ignored a malformed message from the automaton view");
      return;
    }
    switch (message.type) {
      case "ready":
        this.viewReady = true;
        this.post();
        break;
      case "revealTransition":
        await this.revealTransition(message.index);
        break;
      case "selectCounterexample":
        this.updateSelection((s) => selectCounterexample(s, message.index));
        break;
      case "selectStep":
        this.updateSelection((s) => selectCounterexample(s, message.counterexample, message.step));
        break;
      case "step":
        this.updateSelection((s) => moveStep(s, message.delta));
        break;
      case "command":
        if (message.command === "errlang.learn" && this.state !== undefined) {
          const asked = this.state.status;
          await vscode.commands.executeCommand("errlang.learn", this.state.target.uri, this.state.target.line);
          // as in fetch: a status that came while the command ran is newer than "queued"
          if (this.state !== undefined && this.state.status === asked) this.state = { ...this.state, status: "queued" };
          this.post();
        } else {
          await vscode.commands.executeCommand(message.command);
        }
        break;
      case "rendered":
        this.lastRendered = { states: message.states, transitions: message.transitions };
        this.server.output.info(`automaton view rendered ${message.states} states, ${message.transitions} transitions`);
        break;
      case "renderError":
        this.server.output.error(`automaton view: ${message.message}`);
        break;
      case "layout":
        if (this.state !== undefined) {
          this.state = setLayout(this.state, message.layout);
          this.post();
        }
        break;
      case "picture":
        if (this.state !== undefined) {
          this.state = setPicture(this.state, message.picture);
          this.post();
          this.decorate();
        }
        break;
      case "viewport":
        if (this.state !== undefined) {
          this.state = setViewport(this.state, message.width, message.height);
          this.post();
        }
        break;
      case "cancel":
        await this.server.cancelProgress(message.token);
        this.server.output.info(`cancel requested for ${message.token}`);
        break;
    }
  }

  private updateSelection(change: (state: PanelState) => PanelState): void {
    if (this.state === undefined) return;
    this.state = change(this.state);
    this.post();
    this.decorate();
    this.revealStep();
  }

  /** "Next counterexample": selects the next one and shows its first step in the editor. */
  nextCounterexample(): boolean {
    if (this.state?.automaton?.counterexamples === undefined || this.state.automaton.counterexamples.length === 0) {
      return false;
    }
    this.updateSelection(nextCounterexample);
    return true;
  }

  step(delta: 1 | -1): boolean {
    if (this.state?.automaton?.counterexamples === undefined) return false;
    this.updateSelection((s) => moveStep(s, delta));
    return true;
  }

  private async sourceEditor(location?: Location): Promise<vscode.TextEditor | undefined> {
    if (this.state === undefined) return undefined;
    let uri = vscode.Uri.parse(this.state.target.uri);
    if (location?.file !== undefined && path.basename(location.file) !== path.basename(uri.fsPath)) {
      uri = vscode.Uri.file(path.resolve(path.dirname(uri.fsPath), location.file));
    }
    const visible = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === uri.toString());
    const column = visible?.viewColumn ?? vscode.ViewColumn.One;
    const document = await vscode.workspace.openTextDocument(uri);
    return vscode.window.showTextDocument(document, { viewColumn: column, preserveFocus: false });
  }

  /** Edge click: moves the cursor to the transition's event site (cycling through several). */
  private async revealTransition(index: number): Promise<void> {
    const automaton = this.state === undefined ? undefined : shownOf(this.state);
    const transition = automaton?.transitions[index];
    if (automaton === undefined || transition === undefined) return;
    const locations = locationsOfLetter(automaton, transition.letter);
    if (locations.length === 0) {
      void vscode.window.showInformationMessage(`errlang: the event '${transition.letter}' has no source location.`);
      return;
    }
    const turn = this.revealCursor.get(transition.letter) ?? 0;
    this.revealCursor.set(transition.letter, turn + 1);
    const location = locations[turn % locations.length];
    const editor = await this.sourceEditor(location);
    if (editor === undefined) return;
    const line = Math.max(location.line - 1, 0);
    const character = Math.max((location.column ?? 1) - 1, 0);
    const position = new vscode.Position(line, character);
    editor.selection = new vscode.Selection(position, position);
    editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  private revealStep(): void {
    if (this.state === undefined) return;
    const line = currentStepLine(this.state);
    if (line === undefined) return;
    const editor = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === this.state?.target.uri);
    const range = new vscode.Range(line - 1, 0, line - 1, 0);
    editor?.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  /** Cursor moved: highlight the edges labelled by event sites on the cursor's line. */
  private onCursor(editor: vscode.TextEditor): void {
    const automaton = this.state === undefined ? undefined : shownOf(this.state);
    if (automaton === undefined || editor.document.uri.toString() !== this.state?.target.uri) return;
    const line = editor.selection.active.line + 1;
    this.send({ type: "highlight", transitions: transitionsAtLine(automaton, line) });
  }

  /** Decorates the selected counterexample's steps in the editor. */
  private decorate(): void {
    this.decorations.decorate(this.state);
  }

  dispose(): void {
    this.panel?.dispose();
    this.decorations.dispose();
    for (const d of this.disposables) d.dispose();
  }
}
