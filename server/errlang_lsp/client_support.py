"""What the client announced it can show or answer (issue 21, item 8), read once at
``initialize``.

* HTML in hovers (``<details>``): the client announced ``general.markdown.allowedTags`` (LSP
  3.17; vscode-languageclient sends it when ``markdown.supportHtml`` is on) or errlang's own
  ``experimental.errlang.hoverHtml``.
* ``command:`` links in hovers: only ``experimental.errlang.commandLinks`` (errlang's VS Code
  extension announces it; the commands are the extension's, no other client has them).
* Markdown in hovers: unless the client's ``textDocument.hover.contentFormat`` leaves it out
  (Emacs' eglot without markdown-mode announces plaintext only): then the hover is plain text,
  the same words in the same order (issue 31).
* ``workspace/codeLens/refresh`` and ``workspace/inlayHint/refresh``: only to a client that
  announced ``refreshSupport`` (Neovim 0.7 answers them with MethodNotFound).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lsprotocol import types


@dataclass(frozen=True)
class ClientSupport:
    html: bool = False
    command_links: bool = False
    code_lens_refresh: bool = False
    inlay_hint_refresh: bool = False
    hover_markdown: bool = True

    @classmethod
    def from_capabilities(cls, capabilities: types.ClientCapabilities | None) -> ClientSupport:
        if capabilities is None:
            return cls()
        markdown = capabilities.general.markdown if capabilities.general else None
        ours = _errlang_experimental(capabilities.experimental)
        workspace = capabilities.workspace
        lens = workspace.code_lens if workspace else None
        hint = workspace.inlay_hint if workspace else None
        return cls(
            html=bool(markdown and markdown.allowed_tags) or ours.get("hoverHtml") is True,
            command_links=ours.get("commandLinks") is True,
            code_lens_refresh=bool(lens and lens.refresh_support),
            inlay_hint_refresh=bool(hint and hint.refresh_support),
            hover_markdown=_hover_markdown(capabilities.text_document),
        )


def _hover_markdown(text_document: types.TextDocumentClientCapabilities | None) -> bool:
    """Markdown unless the client listed hover formats without it."""
    hover = text_document.hover if text_document else None
    formats = hover.content_format if hover else None
    return not formats or types.MarkupKind.Markdown in formats


def _errlang_experimental(experimental: Any) -> dict[str, Any]:
    """``experimental.errlang`` as a dict (pygls leaves unknown structures as dicts or
    attribute objects)."""
    if experimental is None:
        return {}
    section = (
        experimental.get("errlang")
        if isinstance(experimental, dict)
        else getattr(experimental, "errlang", None)
    )
    if isinstance(section, dict):
        return section
    return dict(vars(section)) if section is not None and hasattr(section, "__dict__") else {}
