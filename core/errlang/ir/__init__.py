"""errlang.ir layer (see docs/architecture.md)."""
