"""errlang-lsp: the errlang language server."""
