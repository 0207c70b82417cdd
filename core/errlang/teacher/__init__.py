"""errlang.teacher layer (see docs/architecture.md)."""
