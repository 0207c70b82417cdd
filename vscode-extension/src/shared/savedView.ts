/**
 * What the automaton view keeps with `setState` and VS Code hands back to the extension's
 * `WebviewPanelSerializer` after a window reload. One module for both sides, so that what the
 * view saves is what the host restores (a unit test round-trips it): the target (document, line
 * and kind of automaton: a PAC model is restored as a PAC model, not re-learned as an error
 * language), the layout, the picture toggle and a zoom the user chose. The host never trusts
 * the saved value: it comes from the webview and from storage written by an older version.
 */
import type { ViewSource } from "../analysisCommands";
import type { LayoutChoice } from "./graphModel";
import type { ViewModel } from "./messages";
import { isPictureChoice, type PictureChoice } from "./picture";

/** What the view saves (`vscode.setState`). */
export interface SavedView {
  target: { uri: string; line: number; source?: ViewSource };
  layout: LayoutChoice;
  /** "general" or "exact"; absent until a document with a general picture was shown. */
  picture?: PictureChoice;
  /** The zoom level, only if the user chose one. */
  zoom?: number;
}

/** What the host restores from a saved state. */
export interface RestoredView {
  target: { uri: string; line: number; source?: ViewSource };
  layout: LayoutChoice;
  picture: PictureChoice;
}

const SOURCES: readonly ViewSource[] = ["learn", "pac", "model", "spec"];

function isLayout(value: unknown): value is LayoutChoice {
  return value === "auto" || value === "LR" || value === "TB";
}

function isSource(value: unknown): value is ViewSource {
  return typeof value === "string" && (SOURCES as readonly string[]).includes(value);
}

/**
 * The state the view saves after showing `view`: `previous` is the state saved before (a
 * document without a general picture keeps the toggle chosen earlier), `zoom` the level the
 * user chose (undefined: none, the view fits the drawing).
 */
export function savedView(view: ViewModel, previous: unknown, zoom: number | undefined): SavedView {
  const { uri, line, source } = view.target;
  const before = (previous as { picture?: unknown } | undefined)?.picture;
  const picture = view.picture?.available === true ? view.picture.choice : isPictureChoice(before) ? before : undefined;
  const saved: SavedView = {
    target: source === undefined || source === "learn" ? { uri, line } : { uri, line, source },
    layout: view.layout,
  };
  if (picture !== undefined) saved.picture = picture;
  if (zoom !== undefined) saved.zoom = zoom;
  return saved;
}

/** The zoom a saved state asks for, if it is a usable number. */
export function savedZoom(saved: unknown): number | undefined {
  const zoom = (saved as { zoom?: unknown } | undefined)?.zoom;
  return typeof zoom === "number" && Number.isFinite(zoom) ? zoom : undefined;
}

/**
 * The view to restore from a saved state; undefined when it names no target (a panel saved
 * before the view ever showed one, or garbage): such a panel is closed rather than left empty.
 * A missing or unknown layout or picture falls back to the defaults.
 */
export function restoredView(saved: unknown): RestoredView | undefined {
  if (typeof saved !== "object" || saved === null) return undefined;
  const { target, layout, picture } = saved as { target?: unknown; layout?: unknown; picture?: unknown };
  if (typeof target !== "object" || target === null) return undefined;
  const { uri, line, source } = target as { uri?: unknown; line?: unknown; source?: unknown };
  if (typeof uri !== "string" || uri === "" || typeof line !== "number" || !Number.isInteger(line) || line < 0) {
    return undefined;
  }
  return {
    target: isSource(source) && source !== "learn" ? { uri, line, source } : { uri, line },
    layout: isLayout(layout) ? layout : "auto",
    picture: isPictureChoice(picture) ? picture : "general",
  };
}
