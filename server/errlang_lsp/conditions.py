"""An assertion's condition as the user wrote it: the engine's module
(:mod:`errlang.explain.conditions`), which the command line uses too, so that both show the
same words."""

from errlang.explain.conditions import as_written, source_condition, with_written_conditions

__all__ = ["as_written", "source_condition", "with_written_conditions"]
