/**
 * The automaton webview: renders the DOT the host sends with Graphviz compiled to WASM
 * (bundled; nothing is fetched), lists the counterexamples, and reports clicks to the host.
 * All state lives in the host; this script only draws what it is told.
 */
import { instance, type Viz } from "@viz-js/viz";
import { counterexampleSteps, summary } from "../shared/automaton";
import type { HostMessage, Selection, ViewMessage, ViewModel } from "../shared/messages";
import type { AutomatonJson, Counterexample } from "../shared/protocol";

interface VsCodeApi {
  postMessage(message: ViewMessage): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
let vizPromise: Promise<Viz> | undefined;
let renderedDot: string | undefined;
let view: ViewModel | undefined;
let currentSelection: Selection | undefined;
let highlighted: number[] = [];

function $(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`missing #${id}`);
  return element;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; text?: string; title?: string } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (props.className !== undefined) element.className = props.className;
  if (props.text !== undefined) element.textContent = props.text;
  if (props.title !== undefined) element.title = props.title;
  element.append(...children);
  return element;
}

function post(message: ViewMessage): void {
  vscode.postMessage(message);
}

function describe(automaton: AutomatonJson): string {
  const parts = [summary(automaton)];
  const b = automaton.bounds;
  if (b !== undefined) {
    const bounds = [
      b.loop_bound !== undefined ? `loop bound ${b.loop_bound}` : "",
      b.max_length !== undefined ? `max length ${b.max_length}` : "",
    ].filter((s) => s !== "");
    if (bounds.length > 0) parts.push(bounds.join(", "));
  }
  const g = automaton.guarantee;
  if (g?.exact_up_to_length !== undefined) {
    const unproven = g.unproven ?? [];
    parts.push(
      unproven.length === 0 ? `exact up to length ${g.exact_up_to_length}` : `unproven: ${unproven.join(", ")}`,
    );
  }
  return parts.join(" · ");
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

function renderHeader(model: ViewModel): void {
  $("title").textContent = model.title;
  const status = $("status");
  status.textContent = model.status;
  status.className = `badge status-${model.status}`;
  $("message").textContent = model.message ?? "";
  $("outdated").hidden = !model.outdated;
  const automaton = model.automaton;
  $("summary").textContent = automaton !== undefined ? describe(automaton) : "";
  $("stats").textContent = automaton !== undefined ? statsText(automaton) : "";
  $("legend").hidden =
    (automaton?.transition_types?.length ?? 0) === 0 && (automaton?.neighbourhoods?.length ?? 0) === 0;
  const empty = automaton !== undefined && !automaton.states.some((s) => s.accepting);
  $("empty").hidden = !empty;
  for (const id of ["next-cex", "export-dot", "export-svg", "export-json"]) {
    ($(id) as HTMLButtonElement).disabled = automaton === undefined;
  }
  ($("next-cex") as HTMLButtonElement).disabled = (automaton?.counterexamples?.length ?? 0) < 2;
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
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    svg.classList.add("automaton");
    // Graphviz writes <title> children used as tooltips; edges need a wide click target.
    for (const edge of svg.querySelectorAll<SVGGElement>("g.edge.transition")) {
      const index = Number(edge.id.replace(/^edge-/, ""));
      edge.addEventListener("click", (event) => {
        event.preventDefault();
        post({ type: "revealTransition", index });
      });
    }
    graph.replaceChildren(svg);
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
  const mark = (indexes: readonly number[], cls: string): void => {
    for (const i of indexes) svg.querySelector(`#edge-${i}`)?.classList.add(cls);
  };
  mark(highlighted, "highlighted");
  if (currentSelection !== undefined) {
    mark(currentSelection.path, "on-path");
    if (currentSelection.current !== undefined) mark([currentSelection.current], "current-step");
  }
}

function counterexampleItem(cex: Counterexample, index: number, automaton: AutomatonJson): HTMLLIElement {
  const selected = currentSelection?.counterexample === index;
  const word = el("span", { className: "word", text: cex.word.join(" · ") });
  const item = el("li", { className: selected ? "cex selected" : "cex" }, word);
  item.dataset.index = String(index);
  if (cex.replayed === true) {
    item.append(
      " ",
      el("span", {
        className: "replayed",
        text: "replayed ✓",
        title: "Compiled and run: the assertion fails on these inputs.",
      }),
    );
  }
  if (cex.inputs !== undefined && cex.inputs.length > 0) {
    const inputs = cex.inputs
      .map((i) => `${i.function ?? "input"}${i.line !== undefined ? `@${i.line}` : ""} = ${JSON.stringify(i.value)}`)
      .join(", ");
    item.append(el("div", { className: "inputs", text: `inputs: ${inputs}` }));
  }
  item.addEventListener("click", (event) => {
    if ((event.target as HTMLElement).closest(".steps") !== null) return;
    post({ type: "selectCounterexample", index });
  });
  if (selected && currentSelection !== undefined) {
    item.append(stepsList(cex, index, automaton, currentSelection.step));
  }
  return item;
}

function stepsList(cex: Counterexample, index: number, automaton: AutomatonJson, current: number): HTMLElement {
  const list = el("ol", { className: "steps" });
  counterexampleSteps(automaton, cex).forEach((step, i) => {
    const classes = ["step", step.letter !== undefined ? "event" : "", i === current ? "current" : ""];
    const li = el("li", { className: classes.filter((c) => c !== "").join(" "), text: step.label });
    li.addEventListener("click", () => post({ type: "selectStep", counterexample: index, step: i }));
    list.append(li);
  });
  return list;
}

function renderCounterexamples(model: ViewModel): void {
  const section = $("counterexamples");
  const list = $("cex-list");
  const automaton = model.automaton;
  const cexs = automaton?.counterexamples ?? [];
  section.hidden = automaton === undefined || cexs.length === 0;
  if (automaton === undefined) {
    list.replaceChildren();
    return;
  }
  list.replaceChildren(...cexs.map((cex, i) => counterexampleItem(cex, i, automaton)));
}

async function show(model: ViewModel, selection: Selection | undefined): Promise<void> {
  view = model;
  currentSelection = selection;
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
    case "select":
      currentSelection = message.selection;
      if (view !== undefined) renderCounterexamples(view);
      applyClasses();
      break;
    case "highlight":
      highlighted = message.transitions;
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
post({ type: "ready" });
