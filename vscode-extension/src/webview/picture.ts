/**
 * The view's toggle "general picture / exact automaton" (placed before the layout choice) and
 * the picture's guarantee under the summary (DESIGN §3, issue 13 item 4). Made here rather
 * than in the page's HTML (`webviewHtml`); the host decides what is drawn (`setPicture`).
 */
import type { ViewMessage, ViewModel } from "../shared/messages";
import { el } from "./info";

export interface PictureControls {
  /** Shows the model's choice, whether it applies, and the guarantee. */
  render(model: ViewModel): void;
}

export function pictureControls(post: (message: ViewMessage) => void): PictureControls {
  const label = el("label", { text: "Show" });
  label.setAttribute("for", "picture");
  const select = document.createElement("select");
  select.id = "picture";
  select.title =
    "general picture: the smallest automaton right on every sequence the bounds decide (loops drawn where the bound cannot tell); exact automaton: exactly the failing sequences within the bounds";
  for (const [value, text] of [
    ["general", "general picture"],
    ["exact", "exact automaton"],
  ]) {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = text;
    select.append(option);
  }
  const control = el("span", { className: "picture-toggle" }, label, select);
  document.getElementById("view-controls")?.insertBefore(control, document.querySelector('label[for="layout"]'));
  const guarantee = el("p", { className: "guarantee note" });
  guarantee.id = "guarantee";
  guarantee.hidden = true;
  document.getElementById("summary")?.after(guarantee);
  select.addEventListener("change", () => {
    const value = select.value;
    if (value === "general" || value === "exact") post({ type: "picture", picture: value });
  });
  return {
    render(model: ViewModel): void {
      guarantee.textContent = model.picture?.guarantee ?? "";
      guarantee.hidden = model.picture?.guarantee === undefined || model.picture.guarantee === "";
      control.hidden = model.picture?.available !== true;
      select.value = model.picture?.choice ?? "exact";
    },
  };
}
