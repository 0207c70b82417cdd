/**
 * errlang's VS Code extension: starts the language server, contributes the commands, the
 * status bar item and the automaton panel. Wiring only; the logic is in the modules it uses.
 */
import * as vscode from "vscode";
import {
  MINE,
  VERIFY_PAC,
  commandArguments,
  mineNotice,
  modelNotice,
  modelOptions,
  pacNotice,
  pacOptions,
  seedProblem,
} from "./analysisCommands";
import { AutomatonPanel } from "./automatonPanel";
import { CablePanel } from "./cablePanel";
import { exportAutomaton, type ExportFormat } from "./exports";
import { ErrlangServer } from "./server";
import type { AutomatonJson } from "./shared/protocol";
import { StatusBar } from "./statusBar";
import { chooseTarget, statusCandidates } from "./targets";

interface TargetRef {
  uri: string;
  line: number;
}

let server: ErrlangServer | undefined;

function argumentTarget(args: unknown[]): TargetRef | undefined {
  const [uri, line] = args;
  if (typeof line !== "number") return undefined;
  if (typeof uri === "string") return { uri, line };
  if (uri instanceof vscode.Uri) return { uri: uri.toString(), line };
  return undefined;
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  server = new ErrlangServer({
    defaultLearnArguments: async () => {
      const target = await pickTarget("errlang: learn the error language of");
      return target === undefined ? undefined : [target.uri, target.line];
    },
    onDemandArguments: async (command, args) => {
      const settings = vscode.workspace.getConfiguration("errlang");
      const read = (key: string): unknown => settings.get(key);
      if (command === VERIFY_PAC) {
        const target = argumentTarget(args) ?? (await pickTarget("errlang: verify with PAC guarantee"));
        return commandArguments([], target, pacOptions(read));
      }
      return commandArguments(args, argumentTarget(args) ?? cursorTarget(), modelOptions(read));
    },
    onDemandFinished: (command, args, result) => {
      const notice = command === VERIFY_PAC ? pacNotice(result) : modelNotice(result);
      const target = argumentTarget(args);
      const source = command === VERIFY_PAC ? "pac" : "model";
      const show = notice.showModel && target !== undefined ? ["Show model"] : [];
      const tell =
        notice.severity === "error"
          ? vscode.window.showErrorMessage
          : notice.severity === "warning"
            ? vscode.window.showWarningMessage
            : vscode.window.showInformationMessage;
      void tell(notice.text, ...show).then((answer) => {
        if (answer === "Show model" && target !== undefined) void panel.show(target.uri, target.line, source);
      });
      if (target !== undefined && panel.target?.source === source) void panel.show(target.uri, target.line, source);
    },
  });
  const theServer = server;
  /** The cursor's line in the active C editor. */
  const cursorTarget = (): TargetRef | undefined => {
    const editor = vscode.window.activeTextEditor;
    if (editor === undefined || editor.document.languageId !== "c") return undefined;
    return { uri: editor.document.uri.toString(), line: editor.selection.active.line };
  };
  const statusBar = new StatusBar(theServer);
  const panel = new AutomatonPanel(context.extensionUri, theServer);
  const cable = new CablePanel(context.extensionUri, (method, params) => theServer.request(method, params));

  /** The target a palette command means: see targets.ts. */
  const pickTarget = async (purpose: string): Promise<TargetRef | undefined> => {
    const editor = vscode.window.activeTextEditor;
    if (editor === undefined || editor.document.languageId !== "c") {
      if (panel.target !== undefined) return panel.target;
      void vscode.window.showInformationMessage("errlang: open a C file and put the cursor on an assertion first.");
      return undefined;
    }
    const uri = editor.document.uri.toString();
    const candidates = statusCandidates(statusBar.statusFor(uri));
    const choice = chooseTarget(editor.selection.active.line, candidates);
    if (choice.kind !== "pick") return { uri, line: choice.line };
    const picked = await vscode.window.showQuickPick(
      choice.candidates.map((c) => ({
        label: `line ${c.line + 1}`,
        description: c.label ?? editor.document.lineAt(c.line).text.trim(),
        detail: c.kind,
        line: c.line,
      })),
      { title: purpose, placeHolder: "Which assertion or function?" },
    );
    return picked === undefined ? undefined : { uri, line: picked.line };
  };

  const automatonForExport = async (): Promise<{ automaton: AutomatonJson; target: TargetRef } | undefined> => {
    if (panel.automaton !== undefined && panel.target !== undefined) {
      return { automaton: panel.automaton, target: panel.target };
    }
    const target = await pickTarget("errlang: export the automaton of");
    if (target === undefined) return undefined;
    const result = await theServer.requestAutomaton(target.uri, target.line);
    if (result.automaton === undefined) {
      void vscode.window.showWarningMessage(
        `errlang: no automaton for line ${target.line + 1} yet (${result.status}${result.message !== undefined ? `: ${result.message}` : ""}).`,
      );
      return undefined;
    }
    return { automaton: result.automaton, target };
  };

  const exporter = (format: ExportFormat) => async (destination?: unknown) => {
    const found = await automatonForExport();
    if (found === undefined) return undefined;
    const written = await exportAutomaton(found.automaton, format, found.target.uri, found.target.line, destination);
    if (written !== undefined && destination === undefined) {
      void vscode.window
        .showInformationMessage(`errlang: exported ${vscode.workspace.asRelativePath(written)}`, "Open")
        .then((a) => {
          if (a === "Open") void vscode.commands.executeCommand("vscode.open", written);
        });
    }
    return written?.toString();
  };

  context.subscriptions.push(
    theServer,
    statusBar,
    panel,
    vscode.commands.registerCommand("errlang.showAutomaton", async (...args: unknown[]) => {
      const target = argumentTarget(args) ?? (await pickTarget("errlang: show the automaton of"));
      if (target !== undefined) await panel.show(target.uri, target.line);
    }),
    vscode.commands.registerCommand("errlang.showPacModel", async (...args: unknown[]) => {
      const target = argumentTarget(args) ?? cursorTarget();
      if (target !== undefined) await panel.show(target.uri, target.line, "pac");
    }),
    vscode.commands.registerCommand("errlang.showModel", async (...args: unknown[]) => {
      const target = argumentTarget(args) ?? cursorTarget();
      if (target !== undefined) await panel.show(target.uri, target.line, "model");
    }),
    vscode.commands.registerCommand("errlang.mineSpecification", async () => {
      const editor = vscode.window.activeTextEditor;
      if (editor === undefined || editor.document.languageId !== "c") return;
      const seed = await vscode.window.showInputBox({
        title: "errlang: mine the specification around a seed call",
        placeHolder: "X = f_open(...)",
        validateInput: (value) => seedProblem(value),
      });
      if (seed === undefined) return;
      const uri = editor.document.uri.toString();
      const timeout = vscode.workspace.getConfiguration("errlang").get<number>("timeout") ?? 60;
      const result: unknown = await vscode.commands.executeCommand(MINE, uri, seed.trim(), { timeout });
      const notice = mineNotice(result);
      if (notice.showModel) await panel.show(uri, 0, "spec");
      else void vscode.window.showWarningMessage(notice.text);
    }),
    cable,
    vscode.commands.registerCommand("errlang.cable", async () => {
      const editor = vscode.window.activeTextEditor;
      if (editor === undefined || editor.document.languageId !== "c") return;
      const seed = await vscode.window.showInputBox({
        title: "errlang: Cable — cluster the scenarios around a seed call",
        placeHolder: "X = f_open(...)",
        validateInput: (value) => seedProblem(value),
      });
      if (seed !== undefined) await cable.show(editor.document.uri.toString(), seed.trim());
    }),
    vscode.commands.registerCommand("errlang.nextCounterexample", () => {
      if (!panel.nextCounterexample()) {
        void vscode.window.showInformationMessage(
          "errlang: no counterexample to show; open an automaton first (errlang: Show automaton).",
        );
      }
    }),
    vscode.commands.registerCommand("errlang.nextStep", () => panel.step(1)),
    vscode.commands.registerCommand("errlang.previousStep", () => panel.step(-1)),
    vscode.commands.registerCommand("errlang.exportDot", exporter("dot")),
    vscode.commands.registerCommand("errlang.exportSvg", exporter("svg")),
    vscode.commands.registerCommand("errlang.exportJson", exporter("json")),
    vscode.commands.registerCommand("errlang.restartServer", () => theServer.restart()),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration("errlang.pythonPath")) void theServer.restart();
    }),
  );
  await theServer.start();
}

export async function deactivate(): Promise<void> {
  await server?.stop();
  server = undefined;
}
