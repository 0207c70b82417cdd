"""One state at a time (issue 21, item 7): after a save, the lens, the hover and Problems never
show the counts of the older text's automaton beside the new text's verdict; a save that does
not parse says so everywhere. Real engine, ``examples/bank.c``."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import pytest
from errlang_lsp.testing import ErrlangClient, errlang_client, lens_at
from lsprotocol import types

pytestmark = pytest.mark.asyncio

BANK = Path(__file__).parents[2] / "examples" / "bank.c"
ASSERTION = 33  # 0-based line of `assert(credit >= 0);`
CONDITION = 14  # 0-based line of `if (amount <= credit + 1)`


async def _lens_title(client: ErrlangClient, uri: str) -> str:
    lens = lens_at(await client.code_lenses(uri), ASSERTION)
    assert lens is not None
    return lens.title or ""


async def test_a_fixing_save_never_shows_the_old_counts(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    shutil.copy(BANK, tmp_path / "bank.c")
    async with errlang_client(tmp_path, env=server_env) as client:
        uri = client.open(tmp_path / "bank.c")
        await client.wait_for_state(uri, ASSERTION, "done", timeout=60)
        assert "14 failing sequences" in await _lens_title(client, uri)
        client.edit(uri, CONDITION, "  if (amount <= credit) /* fixed */\n", CONDITION + 1)
        assert "14 failing" not in await _lens_title(client, uri)  # edited, not saved: outdated
        published = len(client.published.get(uri, []))
        client.save(uri)
        seen = []  # every lens title and verdict until the new automaton is shown
        while True:
            title = await _lens_title(client, uri)
            codes = {
                d.code for d in client.diagnostics.get(uri, []) if d.range.start.line == ASSERTION
            }
            seen.append((title, codes))
            entry = client.target_state(uri, ASSERTION)
            if entry and entry["state"] == "done" and "no failing sequence" in title:
                break
            await asyncio.sleep(0.05)
        assert all("14 failing" not in title for title, _ in seen), seen
        final = await client.wait_for_diagnostics(uri, lambda p: True, after=published)
        assert not [d for d in final.diagnostics if d.code == "fails"]
        hover = await client.hover_text(uri, ASSERTION)
        assert hover.startswith("**`credit >= 0` holds** — no failing sequence (all runs)")


async def test_a_save_that_does_not_parse_says_so(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    shutil.copy(BANK, tmp_path / "bank.c")
    async with errlang_client(tmp_path, env=server_env) as client:
        uri = client.open(tmp_path / "bank.c")
        await client.wait_for_state(uri, ASSERTION, "done", timeout=60)
        client.edit(uri, CONDITION, "  if (amount <= credit {\n", CONDITION + 1)
        client.save(uri)
        entry = await client.wait_for_state(uri, ASSERTION, "error", timeout=30)
        assert "syntax error" in (entry.get("message") or "")
        published = await client.wait_for_diagnostics(
            uri, lambda p: any(d.code == "input" for d in p.diagnostics)
        )
        assert published.diagnostics[0].severity == types.DiagnosticSeverity.Error
        assert "failing sequences" not in await _lens_title(client, uri)
        answer = await client.automaton(uri, ASSERTION)
        assert answer["status"] == "error" and "syntax error" in answer["message"]
