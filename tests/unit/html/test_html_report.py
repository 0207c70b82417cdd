"""The HTML page of `errlang learn --format html` (issue 3 item 7): self-contained, the automaton
as well-formed inline SVG with a deterministic layered layout, the guarantee, stats and
counterexamples."""

from __future__ import annotations

import copy
import json
import random
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from errlang.explain.html import Edge, automaton_svg, html_report, layers, merged_edges
from errlang.session.serialise import learned_from_json

SVG = "{http://www.w3.org/2000/svg}"


def sample() -> dict:
    """A language of error over {a, b, c, d, e}: a (b|c|d|e) !error, and a loop a a* on 1."""
    letters = ["a", "b", "c", "d", "e"]
    transitions = [
        {"source": 0, "letter": "a", "target": 1, "dominating": True},
        {"source": 1, "letter": "a", "target": 1, "dominating": False},
        *[{"source": 1, "letter": x, "target": 2, "dominating": False} for x in "bcde"],
        {"source": 2, "letter": "!error", "target": 3, "dominating": True},
        {"source": 2, "letter": "a", "target": 0, "dominating": False},
    ]
    return {
        "target": {"kind": "assertion", "file": "p.c", "line": 9, "column": 3,
                   "text": "x < 3 && y > 0", "function": "main"},
        "alphabet": [{"letter": x, "locations": [{"line": i + 2, "function": x}]}
                     for i, x in enumerate(letters)],
        "error_letter": "!error",
        "initial": 0,
        "states": [{"id": 0, "accepting": False, "doomed": False},
                   {"id": 1, "accepting": False, "doomed": False},
                   {"id": 2, "accepting": False, "doomed": False},
                   {"id": 3, "accepting": True, "doomed": True}],
        "transitions": transitions,
        "dominating_letters": ["!error", "a"],
        "bounds": {"loop_bound": 2, "max_length": 5, "bounds_tried": [2]},
        "guarantee": {"exact_up_to_length": 5, "unproven": [], "bound_reached": False,
                      "generalisation": "none"},
        "stats": {"membership_queries": 200, "filtered": 150, "cached": 10, "solver_calls": 4,
                  "equivalence_queries": 3, "seconds": 0.5},
        "counterexamples": [{
            "word": ["a", "b", "!error"],
            "inputs": [{"function": "__VERIFIER_nondet_int", "line": 7, "value": -17}],
            "steps": [{"line": 7, "function": "main"}, {"line": 9, "function": "main"}],
            "events": [{"letter": "a", "line": 2, "function": "a", "values": {"v": 41}}],
        }],
    }  # fmt: skip


def svg_of(page: str) -> ET.Element:
    match = re.search(r"<svg .*?</svg>", page, re.S)
    assert match, "the page has an inline SVG"
    return ET.fromstring(match.group(0))


def test_page_is_self_contained() -> None:
    page = html_report(learned_from_json(sample()))
    assert page.startswith("<!DOCTYPE html>")
    assert "Content-Security-Policy" in page and "default-src 'none'" in page
    for forbidden in ("<script", "<link", "@import", "<iframe", "<img", "src="):
        assert forbidden not in page
    urls = re.findall(r"https?://[^\s\"'<>]+", page)
    assert set(urls) <= {"http://www.w3.org/2000/svg"}, urls
    assert set(re.findall(r"url\(([^)]*)\)", page)) == {"#arrow"}


def test_svg_is_well_formed_and_draws_every_state_once() -> None:
    root = svg_of(html_report(learned_from_json(sample())))
    groups = root.findall(f"{SVG}g")
    assert sorted(int(g.get("data-state", -1)) for g in groups) == [0, 1, 2, 3]
    circles = {int(g.get("data-state", -1)): g.findall(f"{SVG}circle") for g in groups}
    assert [len(circles[s]) for s in range(4)] == [1, 1, 1, 2]  # accepting: double circle
    assert circles[3][0].get("fill") == "#fde2e2"  # doomed
    assert circles[0][0].get("fill") == "#ffffff"


def test_every_state_lies_inside_the_view_box() -> None:
    root = svg_of(html_report(learned_from_json(sample())))
    x0, y0, w, h = map(float, root.get("viewBox", "").split())
    centres = set()
    for circle in root.iter(f"{SVG}circle"):
        x, y, r = (float(circle.get(k, 0)) for k in ("cx", "cy", "r"))
        assert x0 <= x - r and x + r <= x0 + w and y0 <= y - r and y + r <= y0 + h
        centres.add((x, y))
    assert len(centres) == 4, "no two states share a position"


def test_dominating_transitions_are_bold_and_labels_merge_letters() -> None:
    root = svg_of(html_report(learned_from_json(sample())))
    widths = [float(p.get("stroke-width", 0)) for p in root.iter(f"{SVG}path")
              if p.get("marker-end") and p.get("fill") == "none"]  # fmt: skip
    assert len(widths) == 5  # 0→1, 1→1, 1→2 (b,c,d,e merged), 2→3, 2→0
    assert sorted(widths).count(2.6) == 2  # a on 0→1 and !error
    shown = {}
    for text in root.iter(f"{SVG}text"):
        title = text.find(f"{SVG}title")
        full = "".join(text.itertext())
        if title is not None and title.text:
            shown[title.text] = full[len(title.text) :]
    assert shown["b, c, d, e"] == "b, c, d, … (+1)"
    assert shown["a"] == "a"
    titles = [t.text for t in root.iter(f"{SVG}title")]
    assert "b, c, d, e" in titles
    bold = [s.text or "" for s in root.iter(f"{SVG}tspan") if s.get("font-weight") == "bold"]
    assert sorted(bold) == ["!error", "a"]


def test_layout_is_deterministic_and_independent_of_input_order() -> None:
    first = html_report(learned_from_json(sample()))
    shuffled = sample()
    random.Random(7).shuffle(shuffled["transitions"])
    shuffled["states"].reverse()
    assert html_report(learned_from_json(shuffled)) == first
    assert html_report(learned_from_json(copy.deepcopy(sample()))) == first


def test_layers_are_breadth_first_with_final_states_last() -> None:
    edges = merged_edges(learned_from_json(sample()))
    assert layers(0, [0, 1, 2, 3], edges, final=[3]) == [[0], [1], [2], [3]]
    extra = [*edges, Edge(0, 4, (("z", False),)), Edge(4, 3, (("!error", False),))]
    assert layers(0, [0, 1, 2, 3, 4, 5], extra, final=[3]) == [[0], [1, 4], [2], [3], [5]]


def test_target_is_escaped_and_guarantee_shown() -> None:
    page = html_report(learned_from_json(sample()))
    assert "assert(x &lt; 3 &amp;&amp; y &gt; 0)" in page
    assert "x < 3" not in page
    assert 'class="ok"' in page and "UNPROVEN" not in page
    assert "2.0 %" in page  # solver calls per membership query


def test_unproven_items_are_prominent() -> None:
    result = sample()
    result["guarantee"]["unproven"] = ["no spurious word: budget exhausted at length 4"]
    result["guarantee"]["bound_reached"] = True
    page = html_report(learned_from_json(result))
    assert 'class="unproven"' in page and "UNPROVEN" in page
    assert page.index("UNPROVEN") < page.index("<svg")
    assert "no spurious word: budget exhausted at length 4" in page
    assert "reach the loop bound" in page


def test_counterexamples_show_word_inputs_steps_and_values() -> None:
    page = html_report(learned_from_json(sample()))
    section = page[page.index("<h2>Counterexamples</h2>") :]
    assert '<span class="letter final">!error</span>' in section
    assert "-17" in section and "__VERIFIER_nondet_int" in section
    assert "<td>7</td><td>main</td>" in section and "<td>9</td><td>main</td>" in section
    assert "v = 41" in section


def test_empty_language_and_explanation_mode() -> None:
    result = sample()
    result["transitions"] = []
    result["states"] = [{"id": 0, "accepting": False, "doomed": False}]
    result["counterexamples"] = []
    page = html_report(learned_from_json(result))
    assert "The language is empty" in page and "fails this assertion" in page
    assert len(list(svg_of(page).iter(f"{SVG}circle"))) == 1
    explained = sample()
    explained.pop("error_letter")
    explained["end_letter"] = "!end"
    explained["target"] = {"kind": "function", "function": "main", "line": 4, "file": "p.c"}
    page = html_report(learned_from_json(explained))
    assert "<h1>behaviour of main</h1>" in page


def test_large_automaton_is_drawn() -> None:
    n = 60
    states = [{"id": i, "accepting": i == n - 1, "doomed": False} for i in range(n)]
    transitions = [{"source": i, "letter": f"l{(i * 7) % 5}", "target": (i * 3 + 1) % n,
                    "dominating": False} for i in range(n)]  # fmt: skip
    transitions += [{"source": i, "letter": "x", "target": i + 1, "dominating": False}
                    for i in range(n - 1)]  # fmt: skip
    result = {**sample(), "states": states, "transitions": transitions, "initial": 0}
    root = ET.fromstring(automaton_svg(learned_from_json(result)))
    assert len(root.findall(f"{SVG}g")) == n


def test_cli_writes_the_page(tmp_path: Path) -> None:
    source = tmp_path / "prog.c"
    source.write_text(
        "#include <assert.h>\n"
        "extern int __VERIFIER_nondet_int(void);\n"
        "static void ping(void) {}\n"
        "int main(void) {\n"
        "  int x = __VERIFIER_nondet_int();\n"
        "  if (x > 2) ping();\n"
        "  assert(x != 5);\n"
        "  return 0;\n"
        "}\n"
    )
    errlang = Path(sys.executable).with_name("errlang")
    out = tmp_path / "report.html"
    command = [str(errlang), "learn", str(source), "--line", "7", "--loop-bound", "1"]
    subprocess.run([*command, "--format", "html", "-o", str(out)], check=True, capture_output=True)
    page = out.read_text()
    assert "assert(x != 5)" in page
    root = svg_of(page)
    assert len(root.findall(f"{SVG}g")) == 3  # 0 -ping-> 1 -!error-> 2
    again = subprocess.run([*command, "--json"], check=True, capture_output=True, text=True)
    redrawn = html_report(learned_from_json(json.loads(again.stdout)))
    picture = re.search(r"<svg .*?</svg>", redrawn, re.S)
    assert picture and picture.group(0) in page  # the same automaton, drawn the same way
