/**
 * Drives a real VS Code: code-server (installed by scripts/setup-vscode-test.sh) with a fresh
 * profile and the packaged errlang.vsix, in Debian's Chromium through playwright-core.
 * See shared/notes/real-vscode-testing.md for where each step comes from.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import * as os from "node:os";
import * as path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium, type Browser, type FrameLocator, type Page } from "playwright-core";

export const EXTENSION_DIR = path.resolve(__dirname, "..", "..");
export const REPO = path.resolve(EXTENSION_DIR, "..");
export const RESULTS = path.join(REPO, "test-results");
const CACHE =
  process.env.ERRLANG_VSCODE_TEST_CACHE ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache"), "errlang", "vscode-test");

/** Everything the test needs from outside, each overridable by an environment variable. */
export const TOOLS = {
  vsix: process.env.ERRLANG_VSIX ?? path.join(EXTENSION_DIR, "errlang.vsix"),
  python: process.env.ERRLANG_PYTHON ?? path.join(REPO, ".venv", "bin", "python"),
  codeServer: process.env.ERRLANG_CODE_SERVER ?? path.join(CACHE, "node_modules", ".bin", "code-server"),
  chromium: process.env.ERRLANG_CHROMIUM ?? "/usr/bin/chromium",
};

/** Says what is missing, pointing at the installer, instead of failing obscurely later. */
export function missingTools(): string[] {
  const hints: Record<keyof typeof TOOLS, string> = {
    vsix: "run `npm run package`",
    python: "create .venv and `pip install -e .[dev]` there, or set ERRLANG_PYTHON",
    codeServer: "run scripts/setup-vscode-test.sh, or set ERRLANG_CODE_SERVER",
    chromium: "run scripts/setup-vscode-test.sh (apt-get install chromium), or set ERRLANG_CHROMIUM",
  };
  return (Object.keys(TOOLS) as (keyof typeof TOOLS)[])
    .filter((key) => !existsSync(TOOLS[key]))
    .map((key) => `${key} not found at ${TOOLS[key]}: ${hints[key]}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeout: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env, timeout, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error !== null) reject(new Error(`${command} ${args.join(" ")} failed: ${error.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

export interface SessionOptions {
  /** Name of the test, for screenshots and logs. */
  name: string;
  /** Files of the workspace, by relative path. */
  files: Record<string, string>;
  /** Those of `files` to make executable. */
  executables?: string[];
  /** Extra environment for code-server (and so the extension host and the language server). */
  env?: Record<string, string>;
  /** Extra user settings. */
  settings?: Record<string, unknown>;
}

export class VsCodeSession {
  readonly consoleErrors: string[] = [];
  /** What the test did, with times, saved with a failure. */
  private readonly trace: string[] = [];
  private readonly started = Date.now();
  private activeFile: string | undefined;

  /** `eventually`, noted in the trace. */
  async until<T>(what: string, probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs?: number): Promise<T> {
    this.note(`wait for ${what}`);
    const value = await eventually(what, probe, accept, timeoutMs);
    this.note(`  got ${JSON.stringify(value).slice(0, 200)}`);
    return value;
  }

  /** Notes a step of the test (kept for the failure report). */
  note(step: string): void {
    this.trace.push(`${((Date.now() - this.started) / 1000).toFixed(1)} s  ${step}`);
  }

  private constructor(
    readonly name: string,
    readonly tmp: string,
    readonly workspace: string,
    readonly userData: string,
    readonly page: Page,
    private readonly browser: Browser,
    private readonly server: ChildProcess,
  ) {
    page.on("console", (message) => {
      if (message.type() === "error") this.consoleErrors.push(message.text());
    });
  }

  static async start(options: SessionOptions): Promise<VsCodeSession> {
    const tmp = await mkdtemp(path.join(os.tmpdir(), "errlang-vscode-"));
    const home = path.join(tmp, "home");
    const userData = path.join(tmp, "user-data");
    const extensions = path.join(tmp, "extensions");
    const workspace = path.join(tmp, "workspace");
    for (const dir of [home, path.join(userData, "User"), extensions, workspace]) await mkdir(dir, { recursive: true });
    for (const [file, text] of Object.entries(options.files)) {
      await mkdir(path.dirname(path.join(workspace, file)), { recursive: true });
      await writeFile(path.join(workspace, file), text, { mode: options.executables?.includes(file) ? 0o755 : 0o644 });
    }
    const settings = {
      "errlang.pythonPath": TOOLS.python,
      "telemetry.telemetryLevel": "off",
      "workbench.startupEditor": "none",
      "workbench.tips.enabled": false,
      "workbench.enableExperiments": false,
      "workbench.colorTheme": "Default Dark Modern",
      "extensions.autoUpdate": false,
      "extensions.autoCheckUpdates": false,
      "extensions.ignoreRecommendations": true,
      "update.mode": "none",
      "security.workspace.trust.enabled": false,
      "chat.commandCenter.enabled": false,
      "git.enabled": false,
      "files.autoSave": "off",
      "editor.minimap.enabled": false,
      ...options.settings,
    };
    await writeFile(path.join(userData, "User", "settings.json"), JSON.stringify(settings, null, 2));

    // code-server and Chromium write into $HOME: keep both inside the temporary folder.
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of Object.keys(env)) if (key.startsWith("VSCODE_")) delete env[key];
    Object.assign(env, {
      HOME: home,
      XDG_CONFIG_HOME: path.join(home, ".config"),
      XDG_DATA_HOME: path.join(home, ".local", "share"),
      XDG_CACHE_HOME: path.join(home, ".cache"),
      ...options.env,
    });
    const flags = [
      "--auth",
      "none",
      "--user-data-dir",
      userData,
      "--extensions-dir",
      extensions,
      "--disable-telemetry",
      "--disable-update-check",
      "--disable-workspace-trust",
      "--disable-getting-started-override",
      "--disable-proxy",
    ];
    await run(TOOLS.codeServer, [...flags, "--install-extension", TOOLS.vsix], env, 120_000);

    const port = await freePort();
    const log = createWriteStream(path.join(tmp, "code-server.log"));
    const server = spawn(TOOLS.codeServer, ["--bind-addr", `127.0.0.1:${port}`, ...flags, workspace], {
      env,
      detached: true, // its own process group: stopping it stops the extension host and the server
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.pipe(log);
    server.stderr?.pipe(log);
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (server.exitCode !== null || Date.now() > deadline) {
        throw new Error(`code-server did not start (see ${path.join(tmp, "code-server.log")})`);
      }
      await sleep(200);
    }

    const browser = await chromium.launch({
      executablePath: TOOLS.chromium,
      headless: true,
      env: { ...env },
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    page.setDefaultTimeout(30_000);
    const session = new VsCodeSession(options.name, tmp, workspace, userData, page, browser, server);
    await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(workspace)}`);
    await page.locator(".monaco-workbench").waitFor({ timeout: 60_000 });
    return session;
  }

  /** Opens a workspace file by clicking it in the Explorer. */
  async openFile(file: string): Promise<void> {
    this.note(`open ${file}`);
    const row = this.page.locator(".explorer-folders-view .monaco-list-row", { hasText: file });
    await row.first().click({ timeout: 30_000 });
    this.activeFile = path.basename(file);
    await this.tab(this.activeFile).waitFor();
    await this.page.locator(".monaco-editor .view-lines").first().waitFor();
  }

  /** Runs a command from the command palette (F1) by its title; `then: "input"` when the
   * command asks for something in the quick input (a save dialog) so that it stays open. */
  async runCommand(title: string, then: "close" | "input" = "close"): Promise<void> {
    this.note(`command: ${title}`);
    const row = this.page.locator(".quick-input-widget .quick-input-list .monaco-list-row", { hasText: title });
    await this.quickInput("F1", `>${title}`, () => row.first().waitFor({ state: "visible", timeout: 10_000 }));
    await row.first().click();
    if (then === "close") await this.page.locator(".quick-input-widget").waitFor({ state: "hidden" });
  }

  /**
   * Opens the quick input with `key`, types `text` and waits for `ready`. The workbench
   * sometimes closes a quick input right after opening it, or does not open it (focus moving
   * after a panel, a notification or a new file in the explorer appeared: seen three times in a
   * row after an export, in a clean-clone CI run): then it is opened again after a pause, up to
   * five times, the command palette alternately with F1 and Ctrl+Shift+P.
   */
  private async quickInput(key: string, text: string, ready: () => Promise<unknown>): Promise<void> {
    const input = this.page.locator(".quick-input-widget input");
    for (let attempt = 1; ; attempt += 1) {
      await this.focusEditor();
      // The editor takes the focus a moment after its tab is clicked: a quick input opened
      // before that loses it at once and closes. The mouse leaves the editor too, so that no
      // hover opens under it meanwhile.
      await this.page.mouse.move(1, 1);
      await this.page
        .locator(".editor-group-container.active .monaco-editor.focused")
        .first()
        .waitFor({ timeout: 2_000 })
        .catch(() => undefined);
      await this.page.waitForTimeout(200);
      await this.page.keyboard.press(key === "F1" && attempt % 2 === 0 ? "Control+Shift+P" : key);
      try {
        await input.waitFor({ state: "visible", timeout: 5_000 });
        await input.fill(text, { timeout: 5_000 });
        await ready();
        return;
      } catch (error) {
        this.note(`  quick input attempt ${attempt} failed: ${String(error).split("\n")[0]}`);
        if (attempt >= 5) throw error;
        await this.page.keyboard.press("Escape");
        await this.page.waitForTimeout(1_000); // let the workbench settle its focus
      }
    }
  }

  private tab(file: string) {
    return this.page.locator(`.tabs-container .tab[data-resource-name="${file}"]`).first();
  }

  /**
   * Focuses the source editor (by its tab, so the cursor stays where it is): keys typed while
   * a webview has the focus do not reach the workbench reliably.
   */
  async focusEditor(): Promise<void> {
    if (this.activeFile !== undefined) await this.tab(this.activeFile).click();
  }

  /** Texts that decorations render after the editor's lines (CSS ::after content). */
  async decorationTexts(): Promise<string[]> {
    return this.page
      .locator(".editor-instance .view-lines span")
      .evaluateAll((spans) =>
        spans
          .map((span) => getComputedStyle(span, "::after").content)
          .filter((content) => content !== "none" && content !== "normal" && content !== ""),
      );
  }

  /**
   * Moves the cursor to the start of a 1-based line: a click in front of the line's text (found
   * by its number in the gutter), else "Go to Line". The click comes first because a quick input
   * opened while the workbench is still settling (a file just opened, a server starting) was seen
   * to close at once, three times in a row, in a clean-clone CI run.
   */
  async goToLine(line: number): Promise<void> {
    this.note(`go to line ${line}`);
    const input = this.page.locator(".quick-input-widget input");
    for (let attempt = 1; ; attempt += 1) {
      if (await this.clickLine(line)) return;
      this.note(`  clicking line ${line} did not move the cursor there (attempt ${attempt})`);
      try {
        await this.quickInput("Control+g", `:${line}`, () => Promise.resolve());
        await input.press("Enter").catch(() => undefined);
        await this.page.locator(".quick-input-widget").waitFor({ state: "hidden" });
        if ((await this.cursorLine()) === line) return;
      } catch (error) {
        if (attempt >= 3) throw error;
        await this.page.keyboard.press("Escape");
      }
      this.note(`  the cursor is not on line ${line} (attempt ${attempt})`);
      if (attempt >= 3) throw new Error(`could not move the cursor to line ${line}`);
    }
  }

  /** Clicks at the start of `line`'s text in the active editor; true when the cursor is there. */
  private async clickLine(line: number): Promise<boolean> {
    await this.focusEditor();
    const editor = this.page.locator(".editor-group-container.active .editor-instance").first();
    const number = editor
      .locator(".margin-view-overlays .line-numbers")
      .filter({ hasText: new RegExp(`^\\s*${line}\\s*$`) })
      .first();
    const gutter = await number.boundingBox({ timeout: 5_000 }).catch(() => null);
    const text = await editor
      .locator(".view-lines")
      .first()
      .boundingBox({ timeout: 5_000 })
      .catch(() => null);
    if (gutter === null || text === null) return false;
    await this.page.mouse.click(text.x + 1, gutter.y + gutter.height / 2);
    for (let poll = 0; poll < 10; poll += 1) {
      if ((await this.cursorLine()) === line) return true;
      await this.page.waitForTimeout(100); // the status bar follows the cursor asynchronously
    }
    return false;
  }

  /** The "Ln L, Col C" of the status bar. */
  async cursorLine(): Promise<number> {
    const text = await this.page.locator("#status\\.editor\\.selection").innerText();
    const match = /Ln (\d+)/.exec(text);
    return match === null ? -1 : Number(match[1]);
  }

  /** Texts of the notification toasts on screen. */
  async notifications(): Promise<string[]> {
    return this.page.locator(".notifications-toasts .notification-toast").allInnerTexts();
  }

  /** Opens the Problems panel and returns its rows' texts. */
  async problems(): Promise<string[]> {
    const rows = this.page.locator(".markers-panel .monaco-list-row");
    if (!(await this.page.locator(".markers-panel").isVisible())) {
      await this.runCommand("View: Focus Problems (Errors, Warnings, Infos)");
    }
    await this.page.locator(".markers-panel").waitFor({ state: "visible" });
    return rows.allInnerTexts();
  }

  /**
   * Reloads the window with "Developer: Reload Window": the workbench, its extension host and
   * views. Not `page.reload()`: the workbench keeps its layout (the open editors, a webview
   * panel and the state its script saved) in IndexedDB, flushed every minute or so when idle;
   * the command awaits that flush before reloading, whereas a browser reload only starts it in
   * `beforeunload`, and the page is often gone before it is written: the window then came back
   * without the automaton panel (2 runs in 3 here, under load).
   */
  async reload(): Promise<void> {
    this.note("reload the window");
    const title = "Developer: Reload Window";
    const row = this.page
      .locator(".quick-input-widget .quick-input-list .monaco-list-row", { hasText: title })
      .filter({ hasNotText: "Extensions Disabled" });
    await this.quickInput("F1", `>${title}`, () => row.first().waitFor({ state: "visible", timeout: 10_000 }));
    await Promise.all([
      this.page.waitForEvent("framenavigated", { predicate: (f) => f === this.page.mainFrame(), timeout: 60_000 }),
      row.first().click(),
    ]);
    await this.page.locator(".monaco-workbench").waitFor({ timeout: 60_000 });
  }

  /** The document inside the (single) webview panel. */
  webview(): FrameLocator {
    return this.page.frameLocator("iframe.webview.ready").frameLocator("#active-frame");
  }

  async screenshot(label: string): Promise<string> {
    await mkdir(RESULTS, { recursive: true });
    const file = path.join(RESULTS, `${this.name}-${label}.png`);
    await this.page.screenshot({ path: file });
    return file;
  }

  /** Keeps what helps to understand a failure: a screenshot, code-server's and VS Code's logs. */
  async saveFailure(error: unknown): Promise<void> {
    const folder = path.join(RESULTS, this.name);
    await mkdir(folder, { recursive: true });
    this.note(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await writeFile(path.join(folder, "trace.txt"), `${this.trace.join("\n")}\n`);
    try {
      await this.page.screenshot({ path: path.join(folder, "failure.png") });
    } catch (error) {
      await writeFile(path.join(folder, "screenshot-error.txt"), String(error));
    }
    await writeFile(path.join(folder, "console-errors.txt"), this.consoleErrors.join("\n"));
    await cp(path.join(this.tmp, "code-server.log"), path.join(folder, "code-server.log")).catch(() => undefined);
    await cp(path.join(this.userData, "logs"), path.join(folder, "logs"), { recursive: true }).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.browser.close().catch(() => undefined);
    if (this.server.pid !== undefined && this.server.exitCode === null) {
      try {
        process.kill(-this.server.pid, "SIGTERM");
      } catch {
        // already gone
      }
      const deadline = Date.now() + 5_000;
      while (this.server.exitCode === null && Date.now() < deadline) await sleep(100);
      if (this.server.exitCode === null) {
        try {
          process.kill(-this.server.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    }
    if (process.env.ERRLANG_KEEP_TMP === undefined) await rm(this.tmp, { recursive: true, force: true });
  }
}

/** Polls `probe` until it returns a value that `accept` likes; fails with the last value. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      last = await probe();
      if (accept(last)) return last;
    } catch (error) {
      lastError = error;
    }
    await sleep(250);
  }
  throw new Error(
    `timed out waiting for ${what}; last value: ${JSON.stringify(last)}` +
      (lastError instanceof Error ? `; last error: ${lastError.message}` : ""),
  );
}
