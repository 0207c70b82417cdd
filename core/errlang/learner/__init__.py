"""errlang.learner layer (see docs/architecture.md)."""
