/**
 * The view's list of counterexamples: each in plain words with its inputs by name, the values
 * that make the assertion fail, and (for the selected one) its steps with their values.
 */
import { counterexampleSteps } from "../shared/automaton";
import type { Selection, ViewMessage } from "../shared/messages";
import type { AutomatonJson, Counterexample } from "../shared/protocol";
import { decidingStep, inputsText, valueText, wordText } from "../shared/words";
import { el } from "./info";

type Post = (message: ViewMessage) => void;

function counterexampleItem(
  cex: Counterexample,
  index: number,
  automaton: AutomatonJson,
  currentSelection: Selection | undefined,
  post: Post,
): HTMLLIElement {
  const selected = currentSelection?.counterexample === index;
  const word = el("span", { className: "word", text: wordText(automaton, cex.word) });
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
    item.append(el("div", { className: "inputs", text: `inputs: ${inputsText(cex)}` }));
  }
  if (cex.violation !== undefined && cex.violation.length > 0) {
    const values =
      cex.violation_text ?? cex.violation.map((v) => `${v.name} = ${v.shown ?? valueText(v.value)}`).join(", ");
    item.append(el("div", { className: "violation", text: `the assertion fails with ${values}` }));
  }
  const deciding = decidingStep(cex);
  if (deciding !== undefined) {
    item.append(el("div", { className: "deciding", text: `decided at line ${deciding.line}: ${deciding.text}` }));
  }
  item.addEventListener("click", (event) => {
    if ((event.target as HTMLElement).closest(".steps") !== null) return;
    post({ type: "selectCounterexample", index });
  });
  if (selected && currentSelection !== undefined) {
    item.append(stepsList(cex, index, automaton, currentSelection.step, post));
  }
  return item;
}

function stepsList(
  cex: Counterexample,
  index: number,
  automaton: AutomatonJson,
  current: number,
  post: Post,
): HTMLElement {
  const list = el("ol", { className: "steps" });
  const deciding = decidingStep(cex)?.index;
  counterexampleSteps(automaton, cex).forEach((step, i) => {
    const decides = i === deciding;
    const classes = [
      "step",
      step.letter !== undefined ? "event" : "",
      i === current ? "current" : "",
      decides ? "deciding" : "",
    ];
    const li = el("li", { className: classes.filter((c) => c !== "").join(" "), text: step.label });
    if (step.values !== undefined) li.append(el("span", { className: "values", text: ` — ${step.values}` }));
    if (decides) li.append(el("span", { className: "decides", text: " ◀ decides the failure" }));
    li.addEventListener("click", () => post({ type: "selectStep", counterexample: index, step: i }));
    list.append(li);
  });
  return list;
}

/** Fills the counterexamples section (hidden when there are none). */
export function counterexampleList(
  section: HTMLElement,
  list: HTMLElement,
  automaton: AutomatonJson | undefined,
  selection: Selection | undefined,
  post: Post,
): void {
  const cexs = automaton?.counterexamples ?? [];
  section.hidden = automaton === undefined || cexs.length === 0;
  if (automaton === undefined) {
    list.replaceChildren();
    return;
  }
  list.replaceChildren(...cexs.map((cex, i) => counterexampleItem(cex, i, automaton, selection, post)));
}
