"""errlang.learner layer (see docs/architecture.md): Kearns–Vazirani and L* behind
:func:`learn`, talking to any :class:`Teacher`."""

from errlang.learner.base import (
    InconsistentTeacher,
    LearningCancelled,
    LearningError,
    LearnResult,
    RoundLimitReached,
    Teacher,
    learn,
)

__all__ = [
    "InconsistentTeacher",
    "LearnResult",
    "LearningCancelled",
    "LearningError",
    "RoundLimitReached",
    "Teacher",
    "learn",
]
