/**
 * The Cable webview: draws the model the host sends (shared/cableModel.ts `CableViewModel`)
 * with the bundled Graphviz (WASM, no network) and sends the user's clicks back.
 */
import { instance, type Viz } from "@viz-js/viz";
import { conceptOfNodeId, type CableMessage, type CableViewModel } from "../shared/cableModel";

interface VsCodeApi {
  postMessage(message: CableMessage): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
let vizPromise: Promise<Viz> | undefined;
let current: CableViewModel | undefined;

function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`the Cable view has no #${id}`);
  return element as T;
}

async function draw(target: HTMLElement, dot: string | undefined): Promise<void> {
  target.replaceChildren();
  if (dot === undefined) return;
  try {
    vizPromise ??= instance();
    const viz = await vizPromise;
    target.append(viz.renderSVGElement(dot));
  } catch (error) {
    const p = document.createElement("p");
    p.className = "error";
    p.textContent = `Graphviz could not draw this: ${error instanceof Error ? error.message : String(error)}`;
    target.append(p);
  }
}

async function render(model: CableViewModel): Promise<void> {
  current = model;
  byId("title").textContent = model.title;
  const status = byId("status");
  status.textContent = model.status;
  status.className = `badge ${model.status}`;
  byId("message").textContent = model.message ?? "";
  byId("summary").textContent = model.summary ?? "";
  const legend = byId("legend");
  legend.replaceChildren(
    ...model.legend.map((entry) => {
      const item = document.createElement("span");
      item.className = "legend-item";
      const swatch = document.createElement("span");
      swatch.className = "swatch";
      swatch.style.background = entry.colour;
      item.append(swatch, entry.text);
      return item;
    }),
  );
  byId("concept-title").textContent =
    model.concept === undefined ? "Click a concept" : `Concept #${model.concept.id} · ${model.concept.state}`;
  const list = byId("scenarios");
  list.replaceChildren(
    ...(model.concept?.scenarios ?? []).map((scenario) => {
      const item = document.createElement("li");
      item.className = `scenario ${scenario.label ?? "unlabelled"}`;
      const mark = document.createElement("span");
      mark.className = "mark";
      mark.textContent = scenario.label ?? "–";
      const code = document.createElement("code");
      // each event links to where the code makes that call (repeated clicks: the next call site)
      scenario.calls.forEach((call, i) => {
        if (i > 0) code.append(" ; ");
        const link = document.createElement("a");
        link.href = "#";
        link.className = "call-link";
        link.title = "Show this call in the code";
        link.textContent = call;
        link.addEventListener("click", (event) => {
          event.preventDefault();
          vscode.postMessage({ type: "reveal", call });
        });
        code.append(link);
      });
      item.append(mark, " ", code);
      return item;
    }),
  );
  for (const id of ["label-good", "label-bad", "label-good-unlabeled"]) {
    byId<HTMLButtonElement>(id).disabled = !model.canLabel;
  }
  byId<HTMLButtonElement>("mine-good").disabled = !model.canMineGood;
  byId("good").hidden = model.goodDot === undefined;
  byId("good-summary").textContent = model.goodSummary ?? "";
  await Promise.all([
    draw(byId("lattice"), model.latticeDot),
    draw(byId("concept-automaton"), model.conceptDot),
    draw(byId("good-automaton"), model.goodDot),
  ]);
}

function label(label: "good" | "bad", onlyUnlabeled: boolean): void {
  const concept = current?.selected;
  if (concept !== undefined) vscode.postMessage({ type: "label", concept, label, onlyUnlabeled });
}

byId("lattice").addEventListener("click", (event) => {
  const node = (event.target as Element | null)?.closest("g.node");
  const concept = conceptOfNodeId(node?.getAttribute("id"));
  if (concept !== undefined) vscode.postMessage({ type: "select", concept });
});
byId("label-good").addEventListener("click", () => label("good", false));
byId("label-bad").addEventListener("click", () => label("bad", false));
byId("label-good-unlabeled").addEventListener("click", () => label("good", true));
byId("mine-good").addEventListener("click", () => vscode.postMessage({ type: "mineGood" }));

window.addEventListener("message", (event: MessageEvent<unknown>) => {
  const data = event.data as { type?: unknown; model?: CableViewModel } | null;
  if (data?.type === "model" && data.model !== undefined) void render(data.model);
});
vscode.postMessage({ type: "ready" });
