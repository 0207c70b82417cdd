"""Traces of API calls (thesis Ch. 2.3): from a JSON-lines file or from errlang's engine.

A value is an ``int`` (data), ``None`` (a null pointer) or a ``str``; a string starting with
``@`` is an object identity (a pointer's object, or a handle such as a file descriptor written
``"@3"`` by the tracer). Only identities carry flow dependences (Ch. 4.1).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

Value = int | str | None


class TraceError(ValueError):
    """A malformed trace file; the message names the file and line."""


@dataclass(frozen=True)
class Call:
    """One API call event: ``ret = name(args)`` (Ch. 2.3.2 abstract trace syntax)."""

    name: str
    args: tuple[Value, ...]
    ret: Value = None
    line: int = 0  # the source line of the call when known (engine traces)


@dataclass(frozen=True)
class Trace:
    """The API calls of one run, in order."""

    id: str
    calls: tuple[Call, ...]


def is_identity(value: Value) -> bool:
    return isinstance(value, str) and value.startswith("@")


def _value(raw: object, where: str) -> Value:
    if raw is None or isinstance(raw, str):
        return raw
    if isinstance(raw, bool):
        return int(raw)
    if isinstance(raw, int):
        return raw
    raise TraceError(f"{where}: a value must be an integer, a string or null, not {raw!r}")


def read_jsonl(path: str | Path) -> tuple[Trace, ...]:
    """Traces from JSON lines ``{"trace": id, "call": name, "args": [...], "ret": v}``."""
    try:
        lines = Path(path).read_text().splitlines()
    except OSError as error:
        raise TraceError(f"{path}: {error.strerror}") from error
    order: list[str] = []
    calls: dict[str, list[Call]] = {}
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        where = f"{path}:{number}"
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:
            raise TraceError(f"{where}: not JSON ({error.msg})") from error
        if not isinstance(record, dict) or "trace" not in record or "call" not in record:
            raise TraceError(f'{where}: expected {{"trace": id, "call": name, ...}}')
        name = record["call"]
        if not isinstance(name, str) or not name:
            raise TraceError(f"{where}: 'call' must be a function name")
        args = record.get("args", [])
        if not isinstance(args, list):
            raise TraceError(f"{where}: 'args' must be a list")
        key = str(record["trace"])
        if key not in calls:
            order.append(key)
            calls[key] = []
        calls[key].append(
            Call(name, tuple(_value(a, where) for a in args), _value(record.get("ret"), where))
        )
    return tuple(Trace(key, tuple(calls[key])) for key in order)


def to_jsonl(traces: Iterable[Trace]) -> str:
    """The JSON-lines form read by :func:`read_jsonl` (one call per line)."""
    out = [
        json.dumps({"trace": t.id, "call": c.name, "args": list(c.args), "ret": c.ret})
        for t in traces
        for c in t.calls
    ]
    return "\n".join(out) + ("\n" if out else "")
