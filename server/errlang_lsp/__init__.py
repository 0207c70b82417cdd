"""errlang-lsp: the errlang language server."""

__version__ = "0.1.0"
