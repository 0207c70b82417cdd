/**
 * The banner about the bounds (issue 19), under the outdated banner: "Partial result: the
 * automaton of loop bound 2 …, shown while errlang is learning loop bound 3…", or, on a final
 * automaton whose bound driver stopped early, why and what to change (the engine's
 * `bounds.stopped`). Made here rather than in the page's HTML (`webviewHtml`); the host writes
 * the text (`boundsNote` in panelModel.ts).
 */
import type { ViewModel } from "../shared/messages";
import { el } from "./info";

export interface BoundsBanner {
  render(model: ViewModel): void;
}

export function boundsBanner(): BoundsBanner {
  const banner = el("p", { className: "warning bounds-note" });
  banner.id = "bounds-note";
  banner.hidden = true;
  banner.setAttribute("role", "status");
  document.getElementById("outdated")?.after(banner);
  return {
    render(model: ViewModel): void {
      const note = model.automaton !== undefined ? model.boundsNote : undefined;
      banner.hidden = note === undefined;
      banner.textContent = note?.text ?? "";
      banner.dataset.kind = note?.kind ?? "";
    },
  };
}
