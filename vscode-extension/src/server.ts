/**
 * Starts and stops the errlang language server (`<python> -m errlang_lsp` over stdio) and
 * carries errlang's custom messages. Before starting, it checks that the interpreter can
 * import errlang_lsp, so that a missing install gets a clear message instead of a crash loop.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import * as vscode from "vscode";
import {
  LanguageClient,
  State,
  type StaticFeature,
  WorkDoneProgressCancelNotification,
  type LanguageClientOptions,
  type ServerOptions,
  type WorkDoneProgressBegin,
  type WorkDoneProgressEnd,
  type WorkDoneProgressReport,
} from "vscode-languageclient/node";
import { LEARN_MODEL, VERIFY_PAC, requestForSource, type ViewSource } from "./analysisCommands";
import {
  interpreterProblem,
  readSettings,
  resolvePythonPath,
  serverSettings,
  type PythonChoice,
  type ProbeOutcome,
  type Settings,
} from "./settings";
import {
  STATUS_NOTIFICATION,
  isStatusParams,
  type AutomatonParams,
  type AutomatonResult,
  type StatusParams,
} from "./shared/protocol";
import type { ServerState } from "./statusText";

const PROBE_TIMEOUT_MS = 30_000;
/** What this client shows in hovers that other clients do not: the server leaves `command:`
 * links and HTML out of hovers for clients that do not announce them (docs/protocol.md). */
const ERRLANG_CAPABILITIES: StaticFeature = {
  fillClientCapabilities(capabilities) {
    capabilities.experimental = {
      ...(capabilities.experimental as object | undefined),
      errlang: { commandLinks: true, hoverHtml: true },
    };
  },
  initialize() {},
  getState: () => ({ kind: "static" }),
  clear() {},
};
/** Tokens of the server's learning runs (docs/protocol.md). */
const LEARN_PROGRESS_PREFIX = "errlang/learn/";
/** The commands the server's hovers link to (server/errlang_lsp/features/hover.py). */
const HOVER_COMMANDS = ["errlang.showAutomaton", "errlang.nextStep"];

export interface ProgressEvent {
  token: string;
  value: WorkDoneProgressBegin | WorkDoneProgressReport | WorkDoneProgressEnd;
}

export function currentSettings(scope?: vscode.ConfigurationScope): Settings {
  const config = vscode.workspace.getConfiguration("errlang", scope);
  return readSettings((key) => config.get(key));
}

function workspaceFolderPaths(): string[] {
  return (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === "file").map((f) => f.uri.fsPath);
}

export function choosePython(): PythonChoice {
  return resolvePythonPath(currentSettings().pythonPath, {
    workspaceFolders: workspaceFolderPaths(),
    exists: existsSync,
    home: homedir(),
    platform: process.platform,
  });
}

function probe(choice: PythonChoice, cwd: string | undefined): Promise<ProbeOutcome> {
  return new Promise((resolve) => {
    execFile(
      choice.command,
      ["-c", "import errlang_lsp"],
      { timeout: PROBE_TIMEOUT_MS, cwd, windowsHide: true },
      (error, _stdout, stderr) => {
        if (error === null) {
          resolve({ exitCode: 0, stderr });
          return;
        }
        const code = (error as NodeJS.ErrnoException).code;
        if (typeof code === "string") {
          resolve({ spawnError: code, exitCode: null, stderr });
        } else {
          resolve({ exitCode: typeof code === "number" ? code : 1, stderr, timedOut: error.killed === true });
        }
      },
    );
  });
}

export interface ServerHooks {
  /** Fills in `[uri, line0]` for `errlang.learn` run without arguments (from the palette). */
  defaultLearnArguments: () => Promise<unknown[] | undefined>;
  /** `[uri, line0, options]` for `errlang.verifyPac` / `errlang.learnModel` (undefined: not run). */
  onDemandArguments: (command: string, args: unknown[]) => Promise<unknown[] | undefined>;
  /** Such a command returned `result` (the server answers when the run has ended). */
  onDemandFinished: (command: string, args: unknown[], result: unknown) => void;
}

function isLearnArguments(args: unknown[]): args is [string, number] {
  return args.length >= 2 && typeof args[0] === "string" && typeof args[1] === "number";
}

export class ErrlangServer implements vscode.Disposable {
  readonly output: vscode.LogOutputChannel;
  private client: LanguageClient | undefined;
  /** Listeners of the current client, dropped with it. */
  private clientDisposables: vscode.Disposable[] = [];
  /** Our own `errlang.learn` while the server does not provide it (not started, failed, older). */
  private fallbackLearn: vscode.Disposable | undefined;
  private readonly stateEmitter = new vscode.EventEmitter<ServerState>();
  private readonly statusEmitter = new vscode.EventEmitter<StatusParams>();
  private readonly progressEmitter = new vscode.EventEmitter<ProgressEvent>();
  /** Fires when the server starts, stops or fails. */
  readonly onDidChangeState = this.stateEmitter.event;
  /** Fires for every `errlang/status` notification. */
  readonly onStatus = this.statusEmitter.event;
  /** Fires for every work-done progress value of a learning run (VS Code shows them too). */
  readonly onProgress = this.progressEmitter.event;
  state: ServerState = "stopped";
  problem: string | undefined;
  /** Whether the server itself provides the `errlang.learn` command (executeCommandProvider). */
  serverHasLearnCommand = false;

  constructor(private readonly hooks: ServerHooks) {
    this.output = vscode.window.createOutputChannel("errlang", { log: true });
  }

  private setState(state: ServerState, problem?: string): void {
    this.state = state;
    this.problem = problem;
    this.stateEmitter.fire(state);
  }

  /**
   * Registers `errlang.learn` ourselves when the server does not: vscode-languageclient
   * registers the server's executeCommandProvider commands and fails on a duplicate, so ours
   * must be gone before a client starts.
   */
  private registerFallbackLearn(): void {
    this.fallbackLearn ??= vscode.commands.registerCommand("errlang.learn", async (...args: unknown[]) => {
      const actual = isLearnArguments(args) ? args : await this.hooks.defaultLearnArguments();
      if (actual === undefined || !isLearnArguments(actual)) return;
      try {
        await this.learn(actual[0], actual[1]);
      } catch (error) {
        void vscode.window.showErrorMessage(`errlang: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  }

  private dropFallbackLearn(): void {
    this.fallbackLearn?.dispose();
    this.fallbackLearn = undefined;
  }

  async start(): Promise<void> {
    if (this.client !== undefined) return;
    this.dropFallbackLearn();
    this.setState("starting");
    const choice = choosePython();
    const cwd = workspaceFolderPaths()[0];
    this.output.info(`Python interpreter: ${choice.command} (${choice.source})`);
    const problem = interpreterProblem(choice, await probe(choice, cwd));
    if (problem !== undefined) {
      this.output.error(problem);
      this.setState("failed", problem);
      this.registerFallbackLearn();
      void vscode.window.showErrorMessage(`errlang: ${problem}`, "Open setting", "Show log").then((answer) => {
        if (answer === "Open setting") {
          void vscode.commands.executeCommand("workbench.action.openSettings", "errlang.pythonPath");
        } else if (answer === "Show log") {
          this.output.show();
        }
      });
      return;
    }
    const serverOptions: ServerOptions = {
      command: choice.command,
      args: ["-m", "errlang_lsp"],
      options: { cwd },
    };
    const clientOptions: LanguageClientOptions = {
      documentSelector: [{ scheme: "file", language: "c" }],
      outputChannel: this.output,
      synchronize: { configurationSection: "errlang" },
      initializationOptions: serverSettings(currentSettings()),
      // The hover's command links and its collapsible <details> (docs/protocol.md).
      markdown: { isTrusted: { enabledCommands: HOVER_COMMANDS }, supportHtml: true },
      middleware: {
        // Work-done progress goes to VS Code's own progress UI as usual and to the automaton
        // view, which shows the run of its target with a Cancel button.
        handleWorkDoneProgress: (token, params, next) => {
          if (typeof token === "string" && token.startsWith(LEARN_PROGRESS_PREFIX)) {
            this.remember({ token, value: params });
            this.progressEmitter.fire({ token, value: params });
          }
          next(token, params);
        },
        executeCommand: async (command, args, next) => {
          let actual = args;
          if (command === "errlang.learn" && args.length === 0) {
            const defaults = await this.hooks.defaultLearnArguments();
            if (defaults === undefined) return undefined;
            actual = defaults;
          }
          if (command === VERIFY_PAC || command === LEARN_MODEL) {
            // Settings as options; the cursor's target when run from the palette.
            const completed = await this.hooks.onDemandArguments(command, args);
            if (completed === undefined) return undefined;
            actual = completed;
          }
          const result: unknown = await next(command, actual);
          if (command === VERIFY_PAC || command === LEARN_MODEL) this.hooks.onDemandFinished(command, actual, result);
          return result;
        },
        workspace: {
          configuration: (params, token, next) => {
            // Answer the `errlang` section with checked values; other sections as usual.
            if (params.items.every((item) => item.section === "errlang")) {
              return params.items.map((item) => {
                const scope = item.scopeUri !== undefined ? vscode.Uri.parse(item.scopeUri) : undefined;
                return serverSettings(currentSettings(scope));
              });
            }
            return next(params, token);
          },
        },
      },
    };
    const client = new LanguageClient("errlang", "errlang", serverOptions, clientOptions);
    client.registerFeature(ERRLANG_CAPABILITIES);
    this.client = client;
    this.clientDisposables.push(
      client.onDidChangeState((event) => {
        if (event.newState === State.Running) this.setState("running");
        else if (event.newState === State.Stopped && this.client === client) this.setState("stopped");
      }),
      client.onNotification(STATUS_NOTIFICATION, (params: unknown) => {
        if (isStatusParams(params)) this.statusEmitter.fire(params);
        else this.output.warn(`ignored a malformed ${STATUS_NOTIFICATION} notification`);
      }),
    );
    try {
      await client.start();
      const commands = client.initializeResult?.capabilities.executeCommandProvider?.commands ?? [];
      this.serverHasLearnCommand = commands.includes("errlang.learn");
      if (!this.serverHasLearnCommand) this.registerFallbackLearn();
      this.setState("running");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.output.error(`the language server failed to start: ${message}`);
      this.setState("failed", `The errlang language server failed to start: ${message}`);
      this.registerFallbackLearn();
    }
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.serverHasLearnCommand = false;
    for (const d of this.clientDisposables) d.dispose();
    this.clientDisposables = [];
    this.running.clear();
    if (client !== undefined) {
      try {
        await client.stop();
      } catch (error) {
        this.output.warn(`stopping the server: ${String(error)}`);
      }
    }
    this.setState("stopped");
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  isRunning(): boolean {
    return this.client?.state === State.Running;
  }

  /** The automaton shown for `source` at `line` (errlang/automaton, errlang/pacModel, errlang/model). */
  async requestAutomaton(uri: string, line: number, source?: ViewSource): Promise<AutomatonResult> {
    const client = this.client;
    if (client === undefined || !this.isRunning()) {
      return {
        uri,
        version: null,
        status: "error",
        message: this.problem ?? "The errlang language server is not running.",
      };
    }
    const params: AutomatonParams = { textDocument: { uri }, position: { line, character: 0 } };
    return client.sendRequest<AutomatonResult>(requestForSource(source), params);
  }

  /** One request to the server (the Cable view's `errlang/mine*`); rejects with the server's message. */
  async request(method: string, params: object): Promise<unknown> {
    const client = this.client;
    if (client === undefined || !this.isRunning()) {
      throw new Error(this.problem ?? "The errlang language server is not running.");
    }
    return client.sendRequest<unknown>(method, params);
  }

  /** Learning runs in progress: their begin and last report, so that a view opened late sees them. */
  private readonly running = new Map<string, ProgressEvent[]>();

  private remember(event: ProgressEvent): void {
    if (event.value.kind === "end") this.running.delete(event.token);
    else if (event.value.kind === "begin") this.running.set(event.token, [event]);
    else this.running.get(event.token)?.splice(1, 1, event);
  }

  /** The progress events of the runs in progress (begin, then the last report), oldest run first. */
  runningProgress(): ProgressEvent[] {
    return [...this.running.values()].flat();
  }

  /** Cancels the learning run of a work-done progress token (`window/workDoneProgress/cancel`). */
  async cancelProgress(token: string): Promise<void> {
    const client = this.client;
    if (client === undefined || !this.isRunning()) return;
    await client.sendNotification(WorkDoneProgressCancelNotification.type, { token });
  }

  /** Asks the server to (re-)learn the target at `line` (0-based); resolves when queued. */
  async learn(uri: string, line: number): Promise<void> {
    const client = this.client;
    if (client === undefined || !this.isRunning()) {
      throw new Error(this.problem ?? "The errlang language server is not running.");
    }
    await client.sendRequest("workspace/executeCommand", { command: "errlang.learn", arguments: [uri, line] });
  }

  dispose(): void {
    void this.stop();
    this.dropFallbackLearn();
    this.stateEmitter.dispose();
    this.statusEmitter.dispose();
    this.progressEmitter.dispose();
    this.output.dispose();
  }
}
