/**
 * The automaton webview: renders the DOT the host sends with Graphviz compiled to WASM
 * (bundled; nothing is fetched), with zoom and pan, a legend of what is drawn, state and edge
 * details, the counterexamples, and the learning run's progress with Cancel. The host owns the
 * state; this script draws what it is told, and keeps only the zoom and what to restore after
 * a window reload (`setState`: the target, the layout, the picture toggle and a zoom the user
 * chose). The toggle "general picture / exact automaton" and the guarantee line are in
 * `picture.ts`.
 */
import { instance, type Viz } from "@viz-js/viz";
import type { LegendEntry } from "../shared/graphModel";
import type { HostMessage, LearnProgress, Selection, ViewMessage, ViewModel } from "../shared/messages";
import type { AutomatonJson } from "../shared/protocol";
import { savedView, savedZoom } from "../shared/savedView";
import { EXPLAIN, emptyText } from "../shared/words";
import { counterexampleList } from "./counterexamples";
import { boundsBanner } from "./bounds";
import { edgeBox, el, stateBox } from "./info";
import { pictureControls } from "./picture";
import { ZoomController, availableSize, clampZoom, sizeToPanel } from "./zoom";

interface VsCodeApi {
  postMessage(message: ViewMessage): void;
  setState(state: unknown): void;
  getState(): unknown;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
let vizPromise: Promise<Viz> | undefined;
let renderedDot: string | undefined;
let view: ViewModel | undefined;
let currentSelection: Selection | undefined;
let highlighted: number[] = [];
/** The state whose details are shown, and whether a click pinned them. */
let shownState: { key: string; pinned: boolean } | undefined;
let shownEdge: number[] | undefined;
/** The target whose automaton is drawn (JSON), to tell a new target from a re-learned one. */
let drawnFor: string | undefined;

function $(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`missing #${id}`);
  return element;
}

function post(message: ViewMessage): void {
  vscode.postMessage(message);
}

/** Keeps what a window reload restores (`savedView`, read back by the host's serializer). */
function saveState(): void {
  if (view === undefined) return;
  vscode.setState(savedView(view, vscode.getState(), zoom.chosen ? zoom.zoom : undefined));
}

const picture = pictureControls(post);
const bounds = boundsBanner();

const zoom = new ZoomController($("graph"), (level, clamped) => {
  $("zoom-level").textContent = `${Math.round(level * 100)} %`;
  $("zoom-note").hidden = !clamped;
  saveState();
});
const restoredZoom = savedZoom(vscode.getState());
if (restoredZoom !== undefined) {
  zoom.zoom = clampZoom(restoredZoom);
  zoom.chosen = true;
}

function statsText(automaton: AutomatonJson): string {
  const s = automaton.stats;
  if (s === undefined) return "";
  const names: [string, string][] = [
    ["membership_queries", "membership queries"],
    ["solver_calls", "solver calls"],
    ["equivalence_queries", "equivalence queries"],
    ["seconds", "s"],
  ];
  return names
    .filter(([key]) => typeof s[key] === "number")
    .map(([key, label]) => (key === "seconds" ? `${s[key].toFixed(2)} ${label}` : `${s[key]} ${label}`))
    .join(" · ");
}

function progressText(progress: LearnProgress | undefined, status: string): string {
  if (progress === undefined) return status === "queued" ? "Waiting to learn…" : "Learning…";
  const parts = ["Learning"];
  if (progress.bound !== undefined) parts.push(`with loop bound ${progress.bound}`);
  let text = parts.join(" ");
  if (progress.queries !== undefined) text += ` · ${progress.queries} queries so far`;
  if (progress.bound === undefined && progress.message !== undefined) text += ` · ${progress.message}`;
  return `${text}…`;
}

function renderProgress(model: ViewModel): void {
  const busy = model.status === "queued" || model.status === "running" || model.progress !== undefined;
  $("progress").hidden = !busy;
  if (!busy) return;
  $("progress-text").textContent = progressText(model.progress, model.status);
  const bar = $("progress-bar") as HTMLProgressElement;
  if (model.progress?.percentage !== undefined) {
    bar.max = 100;
    bar.value = model.progress.percentage;
  } else {
    bar.removeAttribute("value");
  }
  const cancel = $("cancel") as HTMLButtonElement;
  cancel.disabled = model.progress === undefined || !model.progress.cancellable;
  cancel.title =
    model.progress === undefined ? "Cancel is possible once the run has started" : "Stop this learning run";
}

function legendItem(entry: LegendEntry): HTMLElement {
  const swatch = el("span", { className: `swatch ${entry.key}` });
  return el(
    "span",
    { className: `key key-${entry.key}`, title: entry.meaning },
    swatch,
    el("b", { text: entry.name }),
    el("span", { className: "meaning", text: ` — ${entry.meaning}` }),
  );
}

function renderLegend(model: ViewModel): void {
  const entries = [...(model.legend ?? [])];
  if (highlighted.length > 0) entries.push({ key: "highlighted", name: "at the cursor", meaning: EXPLAIN.highlighted });
  const legend = $("legend");
  legend.replaceChildren(...entries.map(legendItem));
  legend.hidden = entries.length === 0 || model.automaton === undefined;
}

function renderHeader(model: ViewModel): void {
  $("title").textContent = model.title;
  const status = $("status");
  status.textContent = model.status;
  status.className = `badge status-${model.status}`;
  $("message").textContent = model.message ?? "";
  $("outdated").hidden = !model.outdated;
  if (model.outdatedText !== undefined) $("outdated").textContent = model.outdatedText;
  bounds.render(model);
  $("change").textContent = model.change ?? "";
  $("change").hidden = model.change === undefined;
  const automaton = model.automaton;
  $("summary").textContent = model.summary ?? "";
  picture.render(model);
  $("stats").textContent = automaton !== undefined ? statsText(automaton) : "";
  $("view-controls").hidden = automaton === undefined;
  ($("layout") as HTMLSelectElement).value = model.layout;
  const empty = automaton !== undefined ? emptyText(automaton) : undefined;
  $("empty").hidden = empty === undefined;
  if (empty !== undefined) $("empty").textContent = empty;
  for (const id of ["next-cex", "export-dot", "export-svg", "export-json"]) {
    ($(id) as HTMLButtonElement).disabled = automaton === undefined;
  }
  ($("next-cex") as HTMLButtonElement).disabled = (automaton?.counterexamples?.length ?? 0) < 2;
  renderProgress(model);
  renderLegend(model);
}

/** The transitions a drawn edge stands for (its `t-<i>` classes). */
function edgeTransitions(edge: Element): number[] {
  return [...edge.classList].filter((c) => /^t-\d+$/.test(c)).map((c) => Number(c.slice(2)));
}

function stateKeyOf(node: Element): string {
  return node.querySelector("title")?.textContent ?? "";
}

function reveal(index: number): void {
  post({ type: "revealTransition", index });
}

function renderInfo(): void {
  const box = $("info");
  const automaton = view?.automaton;
  if (automaton === undefined || (shownState === undefined && shownEdge === undefined)) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  const children =
    shownState !== undefined
      ? stateBox(automaton, shownState.key, shownState.pinned, reveal)
      : edgeBox(automaton, shownEdge ?? [], reveal);
  box.replaceChildren(...children);
  box.hidden = children.length === 0;
}

function wireGraph(svg: SVGSVGElement): void {
  for (const edge of svg.querySelectorAll<SVGGElement>("g.edge.transition")) {
    const transitions = edgeTransitions(edge);
    edge.addEventListener("click", (event) => {
      event.preventDefault();
      if (transitions.length > 1) {
        shownState = undefined;
        shownEdge = transitions;
        renderInfo();
      }
      reveal(transitions[0]);
    });
  }
  for (const node of svg.querySelectorAll<SVGGElement>("g.node.state")) {
    const key = stateKeyOf(node);
    node.addEventListener("mouseenter", () => {
      if (shownState?.pinned === true) return;
      shownState = { key, pinned: false };
      shownEdge = undefined;
      renderInfo();
    });
    node.addEventListener("click", (event) => {
      event.preventDefault();
      const again = shownState?.key === key && shownState.pinned;
      shownState = again ? undefined : { key, pinned: true };
      shownEdge = undefined;
      applyClasses();
      renderInfo();
    });
  }
  svg.addEventListener("mouseleave", () => {
    if (shownState !== undefined && !shownState.pinned) {
      shownState = undefined;
      renderInfo();
    }
  });
}

async function renderGraph(model: ViewModel): Promise<void> {
  const graph = $("graph");
  if (model.dot === undefined) {
    graph.replaceChildren();
    renderedDot = undefined;
    return;
  }
  if (model.dot === renderedDot) return;
  renderedDot = model.dot;
  try {
    vizPromise ??= instance();
    const viz = await vizPromise;
    if (renderedDot !== model.dot) return; // a newer automaton arrived while Graphviz loaded
    const svg = viz.renderSVGElement(model.dot);
    svg.classList.add("automaton");
    wireGraph(svg);
    const sameTarget = drawnFor === JSON.stringify(model.target);
    drawnFor = JSON.stringify(model.target);
    graph.replaceChildren(svg);
    zoom.attach(svg);
    // A new target starts where its runs start: the initial state in view.
    const initial = svg.querySelector("g.node.initial");
    if (!sameTarget && initial !== null) zoom.reveal(initial);
    if (shownState !== undefined && !model.automaton?.states.some((s) => String(s.id) === shownState?.key)) {
      shownState = undefined;
    }
    shownEdge = undefined;
    renderInfo();
    applyClasses();
    post({
      type: "rendered",
      states: svg.querySelectorAll("g.node.state").length,
      transitions: svg.querySelectorAll("g.edge.transition").length,
    });
  } catch (error) {
    renderedDot = undefined;
    const message = error instanceof Error ? error.message : String(error);
    graph.replaceChildren(el("p", { className: "error", text: `Graphviz could not draw the automaton: ${message}` }));
    post({ type: "renderError", message });
  }
}

function applyClasses(): void {
  const svg = document.querySelector("#graph svg");
  if (svg === null) return;
  for (const edge of svg.querySelectorAll("g.edge.transition")) {
    edge.classList.remove("highlighted", "on-path", "current-step");
  }
  for (const node of svg.querySelectorAll("g.node.state")) {
    node.classList.toggle("selected-state", shownState?.pinned === true && stateKeyOf(node) === shownState.key);
  }
  const mark = (indexes: readonly number[], cls: string): void => {
    for (const i of indexes) svg.querySelector(`g.edge.t-${i}`)?.classList.add(cls);
  };
  mark(highlighted, "highlighted");
  if (currentSelection !== undefined) {
    mark(currentSelection.path, "on-path");
    if (currentSelection.current !== undefined) mark([currentSelection.current], "current-step");
  }
}

function renderCounterexamples(model: ViewModel): void {
  counterexampleList($("counterexamples"), $("cex-list"), model.automaton, currentSelection, post);
}

async function show(model: ViewModel, selection: Selection | undefined): Promise<void> {
  if (view?.automaton !== undefined && JSON.stringify(view.automaton) !== JSON.stringify(model.automaton)) {
    shownEdge = undefined;
  }
  view = model;
  currentSelection = selection;
  saveState();
  renderHeader(model);
  renderCounterexamples(model);
  await renderGraph(model);
  applyClasses();
}

window.addEventListener("message", (event: MessageEvent<HostMessage>) => {
  const message = event.data;
  switch (message.type) {
    case "show":
      void show(message.view, message.selection);
      break;
    case "highlight":
      highlighted = message.transitions;
      if (view !== undefined) renderLegend(view);
      applyClasses();
      break;
  }
});

function button(id: string, message: ViewMessage): void {
  $(id).addEventListener("click", () => post(message));
}
button("relearn", { type: "command", command: "errlang.learn" });
button("next-cex", { type: "command", command: "errlang.nextCounterexample" });
button("prev-step", { type: "step", delta: -1 });
button("next-step", { type: "step", delta: 1 });
button("export-dot", { type: "command", command: "errlang.exportDot" });
button("export-svg", { type: "command", command: "errlang.exportSvg" });
button("export-json", { type: "command", command: "errlang.exportJson" });
$("cancel").addEventListener("click", () => {
  const token = view?.progress?.token;
  if (token !== undefined) post({ type: "cancel", token });
});
$("graph").addEventListener("keydown", (event) => {
  const actions: Record<string, () => void> = {
    "+": () => zoom.zoomIn(),
    "=": () => zoom.zoomIn(),
    "-": () => zoom.zoomOut(),
    "0": () => zoom.actualSize(),
    f: () => zoom.fit(),
  };
  const action = actions[event.key];
  if (action !== undefined && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
    action();
  }
});
$("zoom-in").addEventListener("click", () => zoom.zoomIn());
$("zoom-out").addEventListener("click", () => zoom.zoomOut());
$("zoom-fit").addEventListener("click", () => zoom.fit());
$("zoom-reset").addEventListener("click", () => zoom.actualSize());
$("layout").addEventListener("change", () => {
  const value = ($("layout") as HTMLSelectElement).value;
  if (value === "auto" || value === "LR" || value === "TB") post({ type: "layout", layout: value });
});
/** Reports the drawing area's size (for the automatic layout), when it settles. */
let resizeTimer: ReturnType<typeof setTimeout> | undefined;
let reported = "";
function reportViewport(): void {
  const room = availableSize($("graph"));
  const size = { width: Math.round(room.width / 50) * 50, height: Math.round(room.height / 50) * 50 };
  const key = `${size.width}x${size.height}`;
  if (key === reported || size.width === 0) return;
  reported = key;
  post({ type: "viewport", ...size });
}
new ResizeObserver(() => {
  if (resizeTimer !== undefined) clearTimeout(resizeTimer);
  resizeTimer = setTimeout(reportViewport, 250);
}).observe($("graph"));
window.addEventListener("resize", () => sizeToPanel($("graph")));
post({ type: "ready" });
reportViewport();
