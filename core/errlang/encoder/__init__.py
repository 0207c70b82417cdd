"""errlang.encoder layer (see docs/architecture.md)."""
