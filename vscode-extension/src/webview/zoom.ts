/**
 * Zoom and pan of the drawn automaton: the SVG is sized in pixels (Graphviz's points at 4/3 px
 * times the zoom) inside a scrolling container, so labels keep their size and the view
 * scrolls instead of shrinking them. Ctrl/⌘+wheel zooms at the pointer, dragging pans.
 */

/** Graphviz draws in points; a browser pixel is 3/4 point. */
const PX_PER_PT = 4 / 3;
/** Below this zoom the edge labels (11 pt) would be under 10 px: never go lower. */
export const MIN_ZOOM = 0.7;
export const MAX_ZOOM = 4;
/** The automatic zoom shrinks a large automaton at most to this (the readable floor), then
 * scrolls. It was 0.85: bank's view opened at 85 % with its accepting state cut off where 80 %
 * showed it whole (issue 31). */
export const AUTO_MIN_ZOOM = MIN_ZOOM;
/** Fit shows the whole drawing, below the readable size if it must (issue 21: a Fit that cut off
 * states at 70 % did not fit); the zoom level says how small it is. */
export const FIT_MIN_ZOOM = 0.05;
const STEP = 1.2;
const DRAG_THRESHOLD = 4;

/**
 * Sizes the drawing area to the panel (issue 21): it may grow to the view's height below its top
 * (at least 120 px); the details under it are scrolled to.
 */
export function sizeToPanel(container: HTMLElement): void {
  const top = container.getBoundingClientRect().top + window.scrollY;
  const room = Math.max(120, Math.floor(window.innerHeight - top - 8));
  container.style.maxHeight = `${room}px`;
}

/** The room the drawing area can take: its width, and its height when grown to its `max-height`. */
export function availableSize(container: HTMLElement): { width: number; height: number } {
  const max = parseFloat(getComputedStyle(container).maxHeight);
  return {
    width: container.clientWidth,
    height: Number.isFinite(max) ? Math.max(max, container.clientHeight) : container.clientHeight,
  };
}

/** The zoom a new drawing opens at, given the zoom that fits it whole: 100 % when it fits,
 * else the fitting zoom down to `AUTO_MIN_ZOOM` (then the view scrolls). */
export function automaticZoom(fit: number): number {
  return Math.max(AUTO_MIN_ZOOM, Math.min(1, fit));
}

export function clampZoom(zoom: number, floor = MIN_ZOOM): number {
  return Math.min(MAX_ZOOM, Math.max(floor, zoom));
}

export class ZoomController {
  private svg: SVGSVGElement | undefined;
  private width = 0;
  private height = 0;
  zoom = 1;
  /** True once the user zoomed: new drawings keep the zoom instead of choosing one. */
  chosen = false;
  /** Set while a drag pans the view, so the click that ends it is ignored. */
  private dragged = false;

  constructor(
    private readonly container: HTMLElement,
    private readonly changed: (zoom: number, clamped: boolean) => void,
  ) {
    container.addEventListener("wheel", (event) => this.onWheel(event), { passive: false });
    container.addEventListener("pointerdown", (event) => this.onPointerDown(event));
    container.addEventListener(
      "click",
      (event) => {
        if (this.dragged) {
          event.stopPropagation();
          event.preventDefault();
          this.dragged = false;
        }
      },
      true,
    );
  }

  /** Takes a new drawing; keeps the user's zoom, else picks one (`automatic`). */
  attach(svg: SVGSVGElement): void {
    sizeToPanel(this.container);
    const box = svg.viewBox.baseVal;
    this.svg = svg;
    this.width = box.width;
    this.height = box.height;
    if (this.chosen) this.apply(this.zoom);
    else this.automatic();
  }

  /** The whole drawing's zoom to fit the container at its largest (unclamped). */
  fitZoom(): number {
    if (this.width === 0 || this.height === 0) return 1;
    const { width, height } = availableSize(this.container);
    const w = width - 4;
    const h = height - 4;
    return Math.min(w / (this.width * PX_PER_PT), h / (this.height * PX_PER_PT));
  }

  /** 100 % when it fits; shrunk to fit down to `AUTO_MIN_ZOOM`, then scrolled. */
  automatic(): void {
    this.apply(automaticZoom(this.fitZoom()));
  }

  fit(): void {
    this.chosen = true;
    sizeToPanel(this.container);
    this.apply(Math.min(2, this.fitZoom()), undefined, FIT_MIN_ZOOM);
  }

  actualSize(): void {
    this.chosen = true;
    this.apply(1);
  }

  zoomBy(factor: number, around?: { x: number; y: number }): void {
    this.chosen = true;
    this.apply(this.zoom * factor, around);
  }

  zoomIn(): void {
    this.zoomBy(STEP);
  }

  zoomOut(): void {
    this.zoomBy(1 / STEP);
  }

  /** Sets the zoom, keeping the point `around` (container coordinates; default: the centre) in place. */
  apply(wanted: number, around?: { x: number; y: number }, floor = MIN_ZOOM): void {
    const zoom = clampZoom(wanted, floor);
    const c = this.container;
    const anchor = around ?? { x: c.clientWidth / 2, y: c.clientHeight / 2 };
    const ratio = zoom / this.zoom;
    const contentX = c.scrollLeft + anchor.x;
    const contentY = c.scrollTop + anchor.y;
    this.zoom = zoom;
    if (this.svg !== undefined) {
      this.svg.setAttribute("width", `${Math.round(this.width * PX_PER_PT * zoom)}px`);
      this.svg.setAttribute("height", `${Math.round(this.height * PX_PER_PT * zoom)}px`);
      c.scrollLeft = contentX * ratio - anchor.x;
      c.scrollTop = contentY * ratio - anchor.y;
    }
    this.changed(zoom, zoom > wanted + 1e-9);
  }

  /** Scrolls so that `element` is in view with `margin` pixels around it, if it is not. */
  reveal(element: Element, margin = 120): void {
    const c = this.container.getBoundingClientRect();
    const r = element.getBoundingClientRect();
    if (r.left - margin < c.left || r.right + margin > c.right) {
      this.container.scrollLeft += r.left + r.width / 2 - (c.left + c.width / 2);
    }
    if (r.top - margin < c.top || r.bottom + margin > c.bottom) {
      this.container.scrollTop += r.top + r.height / 2 - (c.top + c.height / 2);
    }
  }

  private onWheel(event: WheelEvent): void {
    if (!(event.ctrlKey || event.metaKey)) return; // plain wheel scrolls
    event.preventDefault();
    const rect = this.container.getBoundingClientRect();
    this.zoomBy(event.deltaY < 0 ? STEP : 1 / STEP, { x: event.clientX - rect.left, y: event.clientY - rect.top });
  }

  private onPointerDown(event: PointerEvent): void {
    if (event.button !== 0) return;
    const c = this.container;
    const start = { x: event.clientX, y: event.clientY, left: c.scrollLeft, top: c.scrollTop };
    let moved = false;
    const move = (e: PointerEvent): void => {
      const dx = e.clientX - start.x;
      const dy = e.clientY - start.y;
      if (!moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      moved = true;
      c.classList.add("panning");
      c.scrollLeft = start.left - dx;
      c.scrollTop = start.top - dy;
    };
    const up = (): void => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      c.classList.remove("panning");
      this.dragged = moved;
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
  }
}
