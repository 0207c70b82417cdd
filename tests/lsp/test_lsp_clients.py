"""Clients other than VS Code (issue 21, item 8): a Neovim 0.7-style client (hover markdown
without HTML, no refresh support, no ``workspace/configuration``) gets plain markdown hovers,
no ``command:`` links and no refresh requests; VS Code with errlang's extension gets them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from errlang_lsp.client_support import ClientSupport
from errlang_lsp.testing import errlang_client, extension_capabilities
from lsprotocol import types
from pytest_lsp import client_capabilities

BANK = Path(__file__).parents[2] / "examples" / "bank.c"
ASSERTION = 33  # 0-based line of `assert(credit >= 0);`


@pytest.fixture
def bank(tmp_path: Path) -> Path:
    folder = tmp_path / "workspace"
    folder.mkdir()
    shutil.copy(BANK, folder / "bank.c")
    return folder


def test_what_each_client_announced() -> None:
    neovim = ClientSupport.from_capabilities(client_capabilities("neovim@v0.7.0"))
    assert neovim == ClientSupport()  # nothing beyond plain markdown
    ours = ClientSupport.from_capabilities(extension_capabilities())
    assert ours.html and ours.command_links and ours.code_lens_refresh and ours.inlay_hint_refresh
    plain_vscode = ClientSupport.from_capabilities(client_capabilities("visual-studio-code"))
    assert not plain_vscode.command_links  # another extension has no errlang commands


@pytest.mark.asyncio
async def test_neovim_gets_plain_markdown_and_no_refresh_requests(
    bank: Path, server_env: dict[str, str]
) -> None:
    neovim = client_capabilities("neovim@v0.7.0")
    async with errlang_client(bank, env=server_env, capabilities=neovim) as client:
        uri = client.open(bank / "bank.c")
        await client.wait_for_state(uri, ASSERTION, "done", timeout=60)
        await client.code_lenses(uri)
        text = await client.hover_text(uri, ASSERTION)
        assert "fails" in text and "withdraw" in text
        assert "<" not in text.replace("<=", "").replace("≤", ""), text  # no HTML tag
        assert "command:" not in text
        assert "Steps (" in text  # the steps, as a plain list
        hints = await client.text_document_inlay_hint_async(
            types.InlayHintParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=types.Range(start=types.Position(line=0, character=0),
                                  end=types.Position(line=40, character=0)),
            )
        )  # fmt: skip
        assert hints  # learned: the hints are there to be asked for
        assert client.refreshes == {"codeLens": 0, "inlayHint": 0}


@pytest.mark.asyncio
async def test_vscode_with_the_extension_gets_links_details_and_refreshes(
    bank: Path, server_env: dict[str, str]
) -> None:
    async with errlang_client(bank, env=server_env) as client:
        uri = client.open(bank / "bank.c")
        await client.wait_for_state(uri, ASSERTION, "done", timeout=60)
        text = await client.hover_text(uri, ASSERTION)
        assert "command:errlang.showAutomaton" in text and "<details>" in text
        assert client.refreshes["codeLens"] > 0 and client.refreshes["inlayHint"] > 0
