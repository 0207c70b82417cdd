"""errlang's own answer first, in any client (issue 31: "the assertion hover leads with eleven
lines of related information; errlang's answer is below the fold").

VS Code shows a diagnostic's message and related information above the hover: the failing
assertion's message is the answer itself — the verdict with the shortest failing sequence, where
it is decided, how many sequences fail within which bounds and where to look next — and the
related information follows it. A client that announces plain text hovers only (eglot without
markdown-mode) gets the hover as plain text, the answer before the steps."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client
from lsprotocol import types
from pytest_lsp import client_capabilities

pytestmark = pytest.mark.asyncio

BANK = Path(__file__).parents[2] / "examples" / "bank.c"
ASSERTION = 33  # 0-based line of `assert(credit >= 0);`


def _plaintext_client() -> types.ClientCapabilities:
    capabilities = client_capabilities("neovim@v0.7.0")
    assert capabilities.text_document is not None
    capabilities.text_document.hover = types.HoverClientCapabilities(
        content_format=[types.MarkupKind.PlainText]
    )
    return capabilities


def _failing(params: types.PublishDiagnosticsParams) -> types.Diagnostic | None:
    return next((d for d in params.diagnostics if d.code == "fails"), None)


async def test_a_plaintext_client_gets_the_answer_first_without_markup(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    shutil.copy(BANK, tmp_path / "bank.c")
    async with errlang_client(tmp_path, env=server_env, capabilities=_plaintext_client()) as client:
        uri = client.open(tmp_path / "bank.c")
        await client.wait_for_state(uri, ASSERTION, "done", timeout=60)
        published = await client.wait_for_diagnostics(
            uri, lambda p: "altogether" in ((_failing(p) or types.Diagnostic(
                range=types.Range(start=types.Position(line=0, character=0),
                                  end=types.Position(line=0, character=0)),
                message="")).message)
        )  # fmt: skip
        error = _failing(published)
        assert error is not None and error.range.start.line == ASSERTION
        lines = error.message.split("\n")
        assert lines[0] == (
            "`credit >= 0` fails; shortest failing sequence: withdraw · assertion fails"
        )
        assert lines[1].startswith("decided at line 15: ")
        # the count with its bounds and where to look next, before any related information
        assert lines[2] == (
            "altogether 14 failing sequences of at most 3 events (all runs);"
            " the hover lists the run's steps"
        )  # no command this client cannot run
        assert error.related_information  # after the answer

        hover = await client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                position=types.Position(line=ASSERTION, character=4),
            )
        )
        assert hover is not None and isinstance(hover.contents, types.MarkupContent)
        assert hover.contents.kind == types.MarkupKind.PlainText
        text = hover.contents.value
        assert text.startswith(
            "credit >= 0 fails — shortest failing sequence: withdraw · assertion fails\n"
            "Values: credit = -1 · inputs rounds = 1, op = 1\nDecided at line 15: "
        ), text
        assert "**" not in text and "`" not in text and "](" not in text
        assert text.index("Altogether 14 failing sequences") < text.index("Steps (")
