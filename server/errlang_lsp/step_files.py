"""The file of each step of a learned automaton, read from the check of the same text.

A learned automaton locates its runs' steps, its deciding step and its letters' event sites
by line and function only, while the check names the file of every step outside the
document. On real C that includes a library's ``.c`` (mmh3's harness ``#include
"murmurhash3.c"``, cmark's ``buffer.c``), the learned run's steps read ``line 27 in
murmurhash3_x86_32`` in the hover, its deciding step ``Decided at line 81`` (the harness has
no line 81), and an event site at line 27 of murmurhash3.c would have carried its inlay hint
at line 27 of the harness. A function whose steps the check placed in one other file is in
that file; a function seen in the document too (a header's ``static`` copied into several
units) or in two files is left as it is.
"""

from __future__ import annotations

from typing import Any

from errlang.json_walk import objects

OWN = ""  # a step in the document itself (the check's own steps carry no ``file``)


def function_files(check: Any) -> dict[str, str]:
    """``function → file`` for the functions whose run steps in ``check`` (the document's
    check JSON, own ``file`` keys dropped) are all in one other file (only steps: an input's
    ``function`` is the function called, not where)."""
    seen: dict[str, set[str]] = {}
    for node, key in objects(check):
        function, file = node.get("function"), node.get("file", OWN)
        if key == "steps" and isinstance(function, str) and isinstance(node.get("line"), int):
            seen.setdefault(function, set()).add(file if isinstance(file, str) else OWN)
    return {
        function: next(iter(files))
        for function, files in seen.items()
        if len(files) == 1 and OWN not in files
    }


def with_step_files(automaton: Any, files: dict[str, str]) -> Any:
    """``automaton`` (a learned automaton's JSON) with a ``file`` on every located item —
    run steps, events, deciding steps, the alphabet's locations — of a function ``files``
    places in another file; in place, returned. Its ``target`` is the document's."""
    if not files or not isinstance(automaton, dict):
        return automaton
    for node, _ in objects(automaton, skip=frozenset({"target"})):
        function = node.get("function")
        located = isinstance(node.get("line"), int) and "file" not in node
        if located and isinstance(function, str) and function in files:
            node["file"] = files[function]
    return automaton


def mark_foreign_sites(automaton: Any, text: str) -> Any:
    """``automaton`` with ``elsewhere: true`` on each event site (the alphabet's locations)
    without a ``file`` whose line in ``text`` (the checked document) names neither its
    function nor its letter: a site in an included file that no run of the check went through
    (cmark's ``cmark_strbuf_init`` at buffer.c line 23 put its inlay hint ``never in a
    failing run`` on the harness's line 23, an assertion). In place, returned."""
    if not isinstance(automaton, dict):
        return automaton
    lines = text.splitlines()
    for entry in automaton.get("alphabet") or []:
        letter = str(entry.get("letter", ""))
        for location in entry.get("locations") or []:
            line = location.get("line")
            if "file" in location or not isinstance(line, int):
                continue
            code = lines[line - 1] if 0 < line <= len(lines) else ""
            names = {str(location.get("function") or ""), letter} - {""}
            if not any(name in code for name in names):
                location["elsewhere"] = True
    return automaton
