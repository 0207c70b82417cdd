"""errlang.frontend layer (see docs/architecture.md)."""
