/**
 * The automaton view's real HTML (webviewHtml, its CSP, out/webview.js, media/webview.css)
 * served on a loopback port with a stand-in for VS Code's webview API and a dark theme's CSS
 * variables, opened in Debian's Chromium. For screenshots and fast checks of the view without
 * code-server; `npm run screenshot:view` writes the screenshots alone.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import * as path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { applyResult, initialState, selection, setViewport, viewModel, type PanelState } from "../../src/panelModel";
import type { HostMessage } from "../../src/shared/messages";
import type { AutomatonJson } from "../../src/shared/protocol";
import { makeNonce, webviewHtml } from "../../src/webviewHtml";
import { EXTENSION_DIR, TOOLS } from "./harness";

/** Colours of VS Code's "Dark Modern" theme, as the webview receives them. */
const THEME = `html {
  --vscode-font-family: system-ui, "Segoe UI", Ubuntu, sans-serif; --vscode-font-size: 13px;
  --vscode-editor-font-family: "DejaVu Sans Mono", monospace;
  --vscode-foreground: #cccccc; --vscode-editor-foreground: #cccccc; --vscode-editor-background: #1f1f1f;
  --vscode-descriptionForeground: #9d9d9d; --vscode-disabledForeground: #cccccc80;
  --vscode-errorForeground: #f85149; --vscode-editorWarning-foreground: #cca700;
  --vscode-charts-green: #89d185; --vscode-charts-red: #f14c4c; --vscode-charts-blue: #3794ff;
  --vscode-charts-purple: #b180d7; --vscode-charts-orange: #d18616; --vscode-charts-yellow: #cca700;
  --vscode-terminal-ansiCyan: #11a8cd; --vscode-focusBorder: #0078d4; --vscode-textLink-foreground: #4daafc;
  --vscode-button-secondaryForeground: #cccccc; --vscode-button-secondaryBackground: #313131;
  --vscode-button-secondaryHoverBackground: #3c3c3c; --vscode-badge-foreground: #f8f8f8;
  --vscode-badge-background: #616161; --vscode-inputValidation-errorBackground: #5a1d1d;
  --vscode-inputValidation-warningBackground: #352a05; --vscode-list-hoverBackground: #2a2d2e;
  --vscode-list-inactiveSelectionBackground: #37373d; --vscode-panel-border: #2b2b2b;
  --vscode-dropdown-background: #313131; --vscode-dropdown-foreground: #cccccc;
}
`;

const STUB = `
window.__messages = [];
window.__state = undefined;
function acquireVsCodeApi() {
  return {
    postMessage: (m) => window.__messages.push(m),
    setState: (s) => { window.__state = s; },
    getState: () => window.__state,
  };
}
`;

export function loadAutomaton(file: string): AutomatonJson {
  return JSON.parse(readFileSync(path.join(EXTENSION_DIR, "test", "fixtures", file), "utf8")) as AutomatonJson;
}

/** The "show" message the host sends for `automaton` (through the real panel model). */
export function showMessage(automaton: AutomatonJson, change?: (state: PanelState) => PanelState): HostMessage {
  const uri = "file:///w/bank.c";
  let state = applyResult(initialState({ uri, line: 57 }, "bank.c:58 — assertion"), {
    uri,
    version: 1,
    status: "done",
    automaton,
  }).state;
  if (change !== undefined) state = change(state);
  return { type: "show", view: viewModel(state, state.shownVersion ?? undefined), selection: selection(state) };
}

export class ViewPage {
  readonly consoleErrors: string[] = [];

  private constructor(
    readonly page: Page,
    private readonly browser: Browser,
    private readonly server: Server,
  ) {
    page.on("console", (m) => {
      if (m.type() === "error") this.consoleErrors.push(m.text());
    });
  }

  static async open(width = 1600, height = 1000): Promise<ViewPage> {
    const nonce = makeNonce();
    const out = path.join(EXTENSION_DIR, "out", "webview.js");
    const css = path.join(EXTENSION_DIR, "media", "webview.css");
    const server = createServer((request, response) => {
      const origin = `http://${request.headers.host ?? "127.0.0.1"}`;
      if (request.url === "/webview.js") {
        response.writeHead(200, { "content-type": "text/javascript" }).end(readFileSync(out));
      } else if (request.url === "/webview.css") {
        response.writeHead(200, { "content-type": "text/css" }).end(THEME + readFileSync(css, "utf8"));
      } else {
        const html = webviewHtml({
          cspSource: origin,
          nonce,
          scriptUri: `${origin}/webview.js`,
          styleUri: `${origin}/webview.css`,
        }).replace(`<script nonce="${nonce}"`, `<script nonce="${nonce}">${STUB}</script>\n<script nonce="${nonce}"`);
        response.writeHead(200, { "content-type": "text/html" }).end(html);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    const browser = await chromium.launch({
      executablePath: TOOLS.chromium,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    });
    const page = await browser.newPage({ viewport: { width, height } });
    const view = new ViewPage(page, browser, server);
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() =>
      (window as unknown as { __messages: { type: string }[] }).__messages.some((m) => m.type === "viewport"),
    );
    return view;
  }

  /**
   * Shows `automaton` as the host would: through the panel model, with the drawing area's size
   * the view reported (for the automatic layout) and an optional change of the panel state.
   */
  async show(automaton: AutomatonJson, change?: (state: PanelState) => PanelState): Promise<void> {
    const viewport = (await this.messages()).filter((m) => m.type === "viewport").at(-1) as
      { width: number; height: number } | undefined;
    await this.send(
      showMessage(automaton, (state) => {
        const sized = viewport !== undefined ? setViewport(state, viewport.width, viewport.height) : state;
        return change !== undefined ? change(sized) : sized;
      }),
    );
  }

  async send(message: HostMessage): Promise<void> {
    await this.page.evaluate((m) => window.postMessage(m, "*"), message);
  }

  /** Messages the view posted to the host so far. */
  messages(): Promise<{ type: string; [key: string]: unknown }[]> {
    return this.page.evaluate(
      () => (window as unknown as { __messages: { type: string; [key: string]: unknown }[] }).__messages,
    );
  }

  async close(): Promise<void> {
    await this.browser.close();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
