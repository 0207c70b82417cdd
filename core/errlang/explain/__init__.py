"""errlang.explain layer (see docs/architecture.md)."""
