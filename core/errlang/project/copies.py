"""Which copy of a function an assertion is in, when one program has several at one place.

A ``static`` function a header defines has one copy per unit that includes it (renamed by the
link, shown ``hdr.c:bp_slot``), so one program may have several assertions at one
``file:line:column``. Imports nothing: the server's event loop uses it too.
"""

from __future__ import annotations

from typing import Any


def copy_of(item: dict[str, Any], check: dict[str, Any]) -> str:
    """`` in FUNCTION`` when another assertion of the same program is at ``item``'s location —
    the copies of a ``static`` function a header defines, one per unit that includes it
    (``include/pool.h:23:5 in hdr.c:bp_slot``) — else ``""``."""
    where = (item.get("file"), item.get("line"), item.get("column"))
    same = [
        a
        for a in check.get("assertions", [])
        if (a.get("file"), a.get("line"), a.get("column")) == where
    ]
    return f" in {item['function']}" if len(same) > 1 and item.get("function") else ""
