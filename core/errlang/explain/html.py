"""One self-contained HTML page for a learned automaton (issue 3 item 7, ``--format html``).

The page has no scripts, fonts or other resources and its content-security policy forbids
fetching any: the automaton is inline SVG drawn by a small deterministic layered layout
(breadth-first layers from the initial state, left to right). Accepting states are double
circles, doomed states (acceptance inevitable; Chapman et al., ATVA 2015, §6.1) are red, and
dominating transitions (every accepted word takes them) are bold. Below the picture: the target,
the bounds, the guarantee with its unproven items first, the statistics, the alphabet and the
counterexamples.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from html import escape

from errlang.explain.results import LearnedAutomaton
from errlang.explain.values import input_rows, value_text, violation_text, written_text
from errlang.teacher.solver import Run

RADIUS = 18.0
LAYER_GAP = 150.0
ROW_GAP = 90.0
MARGIN = 40.0
MAX_LABEL_LETTERS = 3
CSP = "default-src 'none'; style-src 'unsafe-inline'"

_CSS = """
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px;color:#1f2328}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px}
code,.mono{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px}
.sub{color:#57606a}.unproven{border:2px solid #b91c1c;background:#fef2f2;padding:8px 12px;
border-radius:6px}.unproven strong{color:#b91c1c}.ok{border:1px solid #1a7f37;background:#f0fff4;
padding:6px 12px;border-radius:6px}.warn{color:#9a6700}
table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:3px 8px;text-align:left}
th{background:#f6f8fa}.letter{display:inline-block;border:1px solid #8c959f;border-radius:10px;
padding:0 7px;margin:1px 2px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px}
.final{border-color:#b91c1c;color:#b91c1c}.figure{overflow:auto;border:1px solid #d0d7de;
border-radius:6px;padding:8px}.example{margin-bottom:16px}
svg text{font-family:ui-monospace,Menlo,Consolas,monospace}
"""


@dataclass(frozen=True)
class Edge:
    """All transitions from ``source`` to ``target``, drawn as one arrow."""

    source: int
    target: int
    letters: tuple[tuple[str, bool], ...]  # (letter, dominating)


def layers(
    initial: int, states: Sequence[int], edges: Iterable[Edge], final: Iterable[int] = ()
) -> list[list[int]]:
    """Breadth-first layers from ``initial``; the ``final`` states (accepting, no way out) form
    the last layer so that the error or end letter always points right, after them the states
    the initial state does not reach."""
    successors: dict[int, list[int]] = {}
    for edge in edges:
        successors.setdefault(edge.source, []).append(edge.target)
    order = {initial: 0}
    depth = {initial: 0}
    queue = deque([initial])
    while queue:
        state = queue.popleft()
        for nxt in successors.get(state, []):
            if nxt not in depth:
                depth[nxt] = depth[state] + 1
                order[nxt] = len(order)
                queue.append(nxt)
    last = [s for s in final if s in depth and s != initial]
    inner = [s for s in depth if s not in last]
    result: list[list[int]] = [[] for _ in range(max(depth[s] for s in inner) + 1)]
    for state in sorted(inner, key=lambda s: (depth[s], order[s])):
        result[depth[state]].append(state)
    if last:
        result.append(sorted(last, key=order.__getitem__))
    rest = [s for s in states if s not in depth]
    return result + ([rest] if rest else [])


def positions(layered: list[list[int]]) -> dict[int, tuple[float, float]]:
    """Centre of each state: layers left to right, each layer centred vertically."""
    tallest = max(len(layer) for layer in layered)
    placed = {}
    for column, layer in enumerate(layered):
        top = MARGIN + RADIUS + (tallest - len(layer)) * ROW_GAP / 2
        for row, state in enumerate(layer):
            placed[state] = (MARGIN + RADIUS + 40 + column * LAYER_GAP, top + row * ROW_GAP)
    return placed


def merged_edges(learned: LearnedAutomaton) -> list[Edge]:
    """The transitions of ``learned`` grouped by (source, target), dominating letters marked."""
    grouped: dict[tuple[int, int], list[tuple[str, bool]]] = {}
    for (source, letter), target in learned.dfa.transitions.items():
        dominating = (source, letter) in learned.dominating_transitions
        grouped.setdefault((source, target), []).append((letter, dominating))
    return [Edge(s, d, tuple(sorted(letters))) for (s, d), letters in sorted(grouped.items())]


def _unit(dx: float, dy: float) -> tuple[float, float]:
    length = math.hypot(dx, dy) or 1.0
    return dx / length, dy / length


def _label(edge: Edge, x: float, y: float) -> str:
    shown = edge.letters[:MAX_LABEL_LETTERS]
    spans = [
        f'<tspan font-weight="bold">{escape(letter)}</tspan>' if bold else escape(letter)
        for letter, bold in shown
    ]
    more = len(edge.letters) - len(shown)
    text = ", ".join(spans) + (f", … (+{more})" if more else "")
    title = escape(", ".join(letter for letter, _ in edge.letters))
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="middle" font-size="12" '
        f'paint-order="stroke" stroke="#fff" stroke-width="4">'
        f"<title>{title}</title>{text}</text>"
    )


class _Canvas:
    """SVG elements plus the bounding box they cover."""

    def __init__(self) -> None:
        self.items: list[str] = []
        self.box = [math.inf, math.inf, -math.inf, -math.inf]

    def cover(self, x: float, y: float, pad: float = 0.0) -> None:
        self.box = [
            min(self.box[0], x - pad),
            min(self.box[1], y - pad),
            max(self.box[2], x + pad),
            max(self.box[3], y + pad),
        ]

    def svg(self, title: str) -> str:
        x0, y0, x1, y1 = self.box
        w, h = x1 - x0 + 2 * MARGIN, y1 - y0 + 2 * MARGIN
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{w:.0f}" '
            f'height="{h:.0f}" viewBox="{x0 - MARGIN:.1f} {y0 - MARGIN:.1f} {w:.1f} {h:.1f}">'
            f"<title>{escape(title)}</title>"
            '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" '
            'markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto">'
            '<path d="M0,0 L10,5 L0,10 z" '
            'fill="#24292f"/></marker></defs>' + "".join(self.items) + "</svg>"
        )


def _draw_edge(
    canvas: _Canvas,
    edge: Edge,
    placed: Mapping[int, tuple[float, float]],
    column: Mapping[int, int],
    pairs: set[tuple[int, int]],
    spread: int = 0,
) -> None:
    """One arrow: straight between neighbouring layers, bowed otherwise (``spread``-th of the
    long arrows into the same state bows further, so that they do not overlap)."""
    bold = any(dominating for _, dominating in edge.letters)
    stroke = f'stroke="#24292f" stroke-width="{2.6 if bold else 1.2}" fill="none"'
    (sx, sy), (tx, ty) = placed[edge.source], placed[edge.target]
    if edge.source == edge.target:
        a, b = (sx - 9, sy - RADIUS + 3), (sx + 9, sy - RADIUS + 3)
        top = sy - RADIUS - 42
        canvas.items.append(
            f'<path d="M{a[0]:.1f},{a[1]:.1f} C{sx - 30:.1f},{top:.1f} '
            f'{sx + 30:.1f},{top:.1f} {b[0]:.1f},{b[1]:.1f}" {stroke} '
            'marker-end="url(#arrow)"/>'
        )
        canvas.items.append(_label(edge, sx, top + 4))
        canvas.cover(sx, top - 14, 40)
        return
    dx, dy = tx - sx, ty - sy
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    adjacent = column[edge.target] == column[edge.source] + 1
    bend = 0.0 if adjacent and (edge.target, edge.source) not in pairs else 22.0
    if not adjacent:
        bend = max(bend, 0.22 * length * (1 + 0.4 * spread))
    cx, cy = (sx + tx) / 2 + nx * bend, (sy + ty) / 2 + ny * bend
    ux, uy = _unit(cx - sx, cy - sy)
    vx, vy = _unit(cx - tx, cy - ty)
    start = (sx + ux * RADIUS, sy + uy * RADIUS)
    end = (tx + vx * (RADIUS + 2), ty + vy * (RADIUS + 2))
    canvas.items.append(
        f'<path d="M{start[0]:.1f},{start[1]:.1f} Q{cx:.1f},{cy:.1f} '
        f'{end[0]:.1f},{end[1]:.1f}" {stroke} marker-end="url(#arrow)"/>'
    )
    lx = 0.25 * start[0] + 0.5 * cx + 0.25 * end[0]
    ly = 0.25 * start[1] + 0.5 * cy + 0.25 * end[1] - 4
    canvas.items.append(_label(edge, lx, ly))
    canvas.cover(lx, ly, 30)


def automaton_svg(result: LearnedAutomaton) -> str:
    """The automaton of ``result`` as one inline SVG element."""
    dfa = result.dfa
    initial = dfa.initial
    edges = merged_edges(result)
    exits = {edge.source for edge in edges}
    final = [s for s in dfa.states if s in dfa.accepting and s not in exits]
    layered = layers(initial, sorted(dfa.states), edges, final)
    placed = positions(layered)
    column = {state: i for i, layer in enumerate(layered) for state in layer}
    pairs = {(e.source, e.target) for e in edges}
    canvas = _Canvas()
    ix, iy = placed[initial]
    canvas.items.append(
        f'<path d="M{ix - RADIUS - 34:.1f},{iy:.1f} H{ix - RADIUS - 2:.1f}" '
        'stroke="#24292f" stroke-width="1.2" marker-end="url(#arrow)"/>'
    )
    canvas.cover(ix - RADIUS - 34, iy)
    long_into: dict[int, int] = {}
    for edge in edges:
        spread = 0
        if edge.source != edge.target and column[edge.target] != column[edge.source] + 1:
            spread = long_into.get(edge.target, 0)
            long_into[edge.target] = spread + 1
        _draw_edge(canvas, edge, placed, column, pairs, spread)
    for state_id, (x, y) in sorted(placed.items()):
        accepting = state_id in dfa.accepting
        doomed = state_id in result.doomed_states
        fill, line = ("#fde2e2", "#b91c1c") if doomed else ("#ffffff", "#24292f")
        kind = ["accepting"] if accepting else []
        kind += ["doomed"] if doomed else []
        tip = f"state {state_id}" + (f" ({', '.join(kind)})" if kind else "")
        group = [
            f'<g class="state" data-state="{state_id}"><title>{escape(tip)}</title>',
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{RADIUS}" fill="{fill}" '
            f'stroke="{line}" stroke-width="1.4"/>',
        ]
        if accepting:
            group.append(
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{RADIUS - 4}" fill="none" '
                f'stroke="{line}" stroke-width="1.4"/>'
            )
        group.append(
            f'<text x="{x:.1f}" y="{y + 4:.1f}" text-anchor="middle" font-size="12">'
            f"{state_id}</text></g>"
        )
        canvas.items.append("".join(group))
        canvas.cover(x, y, RADIUS + 2)
    return canvas.svg(title_of(result))


def title_of(result: LearnedAutomaton) -> str:
    target = result.target
    if target.kind == "function":
        return f"behaviour of {target.function or '?'}"
    where = f"line {target.line}"
    return (
        f"language of error of assert({target.text}) at {where}"
        if target.text
        else (f"target at {where}")
    )


def _chips(word: Iterable[str], final: set[str]) -> str:
    return "".join(
        f'<span class="letter{" final" if letter in final else ""}">{escape(letter)}</span>'
        for letter in word
    )


def _table(header: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"


def _guarantee(result: LearnedAutomaton) -> str:
    guarantee, bounds = result.guarantee, result.bounds
    n = guarantee.exact_up_to_length
    parts = []
    confirmed = result.picture
    if confirmed is not None and result.dfa == confirmed.picture.dfa:
        parts.append(
            f'<div class="ok"><strong>Picture</strong> (a smallest automaton right on every '
            f"word the bounded analysis decides): {escape(confirmed.guarantee())}. The exact "
            "automaton: <code>--picture exact</code>.</div>"
        )
    if guarantee.unproven:
        items = "".join(f"<li>{escape(item)}</li>" for item in guarantee.unproven)
        parts.append(
            f'<div class="unproven"><strong>UNPROVEN</strong> — the claim below holds '
            f"only partly:<ul>{items}</ul></div>"
        )
    else:
        parts.append(
            f'<div class="ok">Exact up to length {n}: a word of at most {n} letters is accepted '
            "if and only if a run within the loop bound produces it.</div>"
        )
    tried = list(bounds.bounds_tried)
    parts.append(
        f"<p>Loop bound <b>{bounds.loop_bound}</b>"
        + (f" (tried {escape(str(tried))})" if tried else "")
        + f", exact up to length <b>{n}</b>.</p>"
    )
    if guarantee.bound_reached:
        parts.append(
            '<p class="warn">Some runs reach the loop bound: longer loops and deeper '
            "recursion were not explored.</p>"
        )
    generalisation = (
        "accepted words longer than exact_up_to_length are generalisation"
        if guarantee.longest_word > n
        else "none: every word of a run within the bound was checked"
    )
    parts.append(f'<p class="sub">Generalisation: {escape(generalisation)}</p>')
    return "".join(parts)


def _stats(result: LearnedAutomaton) -> str:
    stats = result.stats
    rows: list[tuple[str, object]] = [
        (f.name.replace("_", " "), _shown(getattr(stats, f.name))) for f in fields(stats)
    ]
    if stats.membership_queries:
        share = 100.0 * stats.solver_calls / stats.membership_queries
        rows.append(("solver calls per membership query", f"{share:.1f} %"))
    return _table(("statistic", "value"), rows)


def _shown(value: object) -> object:
    return round(value, 3) if isinstance(value, float) else value


def _alphabet(result: LearnedAutomaton) -> str:
    rows = []
    for entry in result.alphabet:
        places = ", ".join(
            f"{loc.function or ''}:{loc.line}".lstrip(":") for loc in entry.locations
        )
        dominating = "yes" if entry.letter in result.dominating_letters else ""
        rows.append((entry.letter, places, dominating))
    return _table(("letter", "locations", "dominating"), rows)


def _example(example: Run, final: set[str]) -> str:
    parts = [f'<div class="example"><div>{_chips(example.word, final)}</div>']
    if example.violation:
        parts.append(f'<p class="mono">fails with: {escape(violation_text(example))}</p>')
    if example.inputs:
        inputs = [
            (who, "" if line is None else line, value) for who, line, value in input_rows(example)
        ]
        parts.append(_table(("input", "line", "value"), inputs))
    else:
        parts.append('<p class="sub">no inputs</p>')
    if example.steps:
        steps = [
            (line, function, written_text(example, index))
            for index, (line, function) in enumerate(example.steps)
        ]
        parts.append(_table(("line", "function", "values written"), steps))
    if example.events:
        events = [
            (e.letter, e.line, ", ".join(f"{k} = {value_text(v)}" for k, v in e.display().items()))
            for e in example.events
        ]
        parts.append(_table(("event", "line", "values"), events))
    return "".join(parts) + "</div>"


def html_report(result: LearnedAutomaton) -> str:
    """A learned automaton as one self-contained HTML page (no network, no scripts)."""
    title = title_of(result)
    target = result.target
    final = {result.final_letter}
    where = escape(f"{target.file}:{target.line}".strip(":"))
    picture = (
        (
            "<p><b>The language is empty:</b> no run within the bound "
            + ("fails this assertion" if target.kind == "assertion" else "ends normally")
            + ".</p>"
        )
        if result.empty
        else ""
    )
    examples_html = (
        "".join(_example(e, final) for e in result.counterexamples) or '<p class="sub">none</p>'
    )
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}</title><style>{_CSS}</style></head>
<body>
<h1>{escape(title)}</h1>
<p class="sub mono">{where}</p>
<h2>Guarantee</h2>{_guarantee(result)}
<h2>Automaton</h2>{picture}
<div class="figure">{automaton_svg(result)}</div>
<p class="sub">Double circle: accepting. Red: doomed (acceptance inevitable). Bold: dominating
transitions (every accepted word takes them). Missing transitions reject.</p>
<h2>Counterexamples</h2>{examples_html}
<h2>Alphabet</h2>{_alphabet(result)}
<h2>Statistics</h2>{_stats(result)}
</body></html>
"""
