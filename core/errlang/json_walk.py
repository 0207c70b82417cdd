"""The objects of an engine JSON document, one walk for every reader that looks for located
items wherever they are (run steps, deciding steps, events, the alphabet's sites): the session's
(``session/locations``) and the language server's (``errlang_lsp.program``, ``step_files``).
A leaf that imports nothing, like :mod:`errlang.vocabulary`: the server imports it without
loading the engine."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def objects(
    node: Any, key: str | None = None, skip: frozenset[str] = frozenset()
) -> Iterator[tuple[dict[str, Any], str | None]]:
    """Every JSON object in ``node``, each before its members, with the key it is the value
    of (in a list: the list's key; ``None`` at the top); members named in ``skip`` are not
    entered. An object may be changed when it is yielded, before its members are walked."""
    if isinstance(node, dict):
        yield node, key
        for name, value in node.items():
            if name not in skip:
                yield from objects(value, name, skip)
    elif isinstance(node, list):
        for value in node:
            yield from objects(value, key, skip)
