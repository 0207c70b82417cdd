"""errlang.automata layer (see docs/architecture.md)."""
