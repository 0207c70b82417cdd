/**
 * The `errlang.*` settings: reading them with sane fallbacks, the object the server receives
 * through `workspace/configuration`, and the choice of the Python interpreter. Pure (no
 * `vscode` import) so that unit tests cover it; the extension passes in a getter.
 */
import * as path from "node:path";

export const ALPHABETS = ["functions", "calls", "branches", "events"] as const;
export type Alphabet = (typeof ALPHABETS)[number];

/** What the server gets for the `errlang` section (docs/extension.md lists the keys). */
export interface ServerSettings {
  loopBound: number | null;
  maxLength: number | null;
  alphabet: Alphabet[];
  learnOnSave: boolean;
  /** A unit of compile_commands.json is analysed as part of its program (docs/projects.md). */
  linkProject: boolean;
  timeout: number;
  includePaths: string[];
  defines: string[];
  /** malloc, calloc and realloc may return NULL (docs/semantics.md, "Memory"). */
  mallocMayFail: boolean;
  /** The function the runs start in (`errlang check --entry F`); "main" by default. */
  entry: string;
  replay: { enabled: boolean };
}

export interface Settings extends ServerSettings {
  pythonPath: string;
}

export const DEFAULT_SETTINGS: Settings = {
  pythonPath: "",
  loopBound: null,
  maxLength: null,
  alphabet: ["functions"],
  learnOnSave: true,
  linkProject: true,
  timeout: 60,
  includePaths: [],
  defines: [],
  mallocMayFail: false,
  entry: "main",
  replay: { enabled: false },
};

/** A C identifier: what `errlang.entry` must be (a function's name). */
const C_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Reads one setting by its key below `errlang.` (e.g. "replay.enabled"). */
export type SettingGetter = (key: string) => unknown;

function optionalBound(value: unknown, minimum: number): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= minimum ? value : null;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "").map((v) => v.trim())
    : [];
}

/**
 * The settings, each replaced by its default when the stored value has the wrong type
 * (settings.json is hand-edited; the server should never see garbage).
 */
export function readSettings(get: SettingGetter): Settings {
  const alphabet = stringList(get("alphabet")).filter((a): a is Alphabet =>
    (ALPHABETS as readonly string[]).includes(a),
  );
  const timeout = get("timeout");
  const pythonPath = get("pythonPath");
  const learnOnSave = get("learnOnSave");
  const linkProject = get("linkProject");
  const replay = get("replay.enabled");
  const mallocMayFail = get("mallocMayFail");
  const entry = get("entry");
  return {
    pythonPath: typeof pythonPath === "string" ? pythonPath.trim() : "",
    loopBound: optionalBound(get("loopBound"), 1),
    maxLength: optionalBound(get("maxLength"), 1),
    alphabet: alphabet.length > 0 ? [...new Set(alphabet)] : [...DEFAULT_SETTINGS.alphabet],
    learnOnSave: typeof learnOnSave === "boolean" ? learnOnSave : DEFAULT_SETTINGS.learnOnSave,
    linkProject: typeof linkProject === "boolean" ? linkProject : DEFAULT_SETTINGS.linkProject,
    timeout:
      typeof timeout === "number" && Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_SETTINGS.timeout,
    includePaths: stringList(get("includePaths")),
    defines: stringList(get("defines")).filter((d) => /^[A-Za-z_][A-Za-z0-9_]*(=.*)?$/.test(d)),
    mallocMayFail: typeof mallocMayFail === "boolean" ? mallocMayFail : DEFAULT_SETTINGS.mallocMayFail,
    entry: typeof entry === "string" && C_IDENTIFIER.test(entry.trim()) ? entry.trim() : DEFAULT_SETTINGS.entry,
    replay: { enabled: typeof replay === "boolean" ? replay : DEFAULT_SETTINGS.replay.enabled },
  };
}

/** The `errlang` section as the server receives it (the interpreter is the client's business). */
export function serverSettings(settings: Settings): ServerSettings {
  const { pythonPath: _ignored, ...rest } = settings;
  return rest;
}

export interface PythonChoice {
  command: string;
  /** Where the choice came from, for messages. */
  source: "setting" | "workspace .venv" | "default";
}

export interface PythonEnvironment {
  workspaceFolders: readonly string[];
  exists: (file: string) => boolean;
  home: string;
  platform: NodeJS.Platform;
}

function venvPython(folder: string, platform: NodeJS.Platform): string {
  return platform === "win32"
    ? path.join(folder, ".venv", "Scripts", "python.exe")
    : path.join(folder, ".venv", "bin", "python");
}

/** Expands `~` and `${workspaceFolder}` in a configured interpreter path. */
export function expandPath(configured: string, env: PythonEnvironment): string {
  let result = configured;
  const folder = env.workspaceFolders[0];
  if (folder !== undefined) result = result.split("${workspaceFolder}").join(folder);
  if (result === "~" || result.startsWith("~/")) result = env.home + result.slice(1);
  return result;
}

/**
 * The interpreter that runs `-m errlang_lsp`: `errlang.pythonPath` if set, else the first
 * workspace folder's `.venv` interpreter if it exists, else `python3` (`python` on Windows).
 */
export function resolvePythonPath(configured: string, env: PythonEnvironment): PythonChoice {
  if (configured !== "") return { command: expandPath(configured, env), source: "setting" };
  for (const folder of env.workspaceFolders) {
    const candidate = venvPython(folder, env.platform);
    if (env.exists(candidate)) return { command: candidate, source: "workspace .venv" };
  }
  return { command: env.platform === "win32" ? "python" : "python3", source: "default" };
}

/** What running `<python> -c "import errlang_lsp"` produced. */
export interface ProbeOutcome {
  /** Spawn error code (e.g. ENOENT) if the interpreter could not be started. */
  spawnError?: string;
  exitCode: number | null;
  stderr: string;
  timedOut?: boolean;
}

/** A readable reason why the server cannot start with this interpreter, or undefined if it can. */
export function interpreterProblem(choice: PythonChoice, outcome: ProbeOutcome): string | undefined {
  const who = `the Python interpreter '${choice.command}' (${choice.source})`;
  if (outcome.spawnError === "ENOENT") return `${who} does not exist.`;
  if (outcome.spawnError !== undefined) return `${who} cannot be started (${outcome.spawnError}).`;
  if (outcome.timedOut === true) return `${who} did not answer within the time limit.`;
  if (outcome.exitCode === 0) return undefined;
  if (/No module named '?errlang/.test(outcome.stderr)) {
    return `errlang is not installed in ${who}. Install it there (pip install errlang, or pip install -e . in the errlang repository) or choose another interpreter.`;
  }
  const lastLine = outcome.stderr.trim().split(/\r?\n/).pop() ?? "";
  return `${who} cannot import errlang_lsp${lastLine !== "" ? `: ${lastLine}` : ""}.`;
}
