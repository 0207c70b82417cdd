"""What PAC verification returns (frozen; JSON is made once, in :mod:`errlang.pac.json_io`)."""

from __future__ import annotations

from dataclasses import dataclass

from errlang.automata.dfa import DFA, Word
from errlang.explain.replay import ReplayResult
from errlang.pac.alphabet import DecisionAlphabet
from errlang.pac.outcome import InputValue

PRECISION = (
    "The model is a finite automaton over decision letters (branch and assertion outcomes) "
    "without call/return letters: for recursive programs it is a regular approximation of a "
    "language that need not be regular, with no guarantee beyond PAC(ε, δ) for it. The error "
    "automaton B is exact: a pushdown automaton that returns to the right caller (Sec. 9.2)."
)


@dataclass(frozen=True)
class PacSettings:
    """ε (``epsilon``), δ (``confidence``), k (``batch``) as in Chen et al.; the explorer's
    limits are part of the sampling distribution."""

    epsilon: float = 0.1
    confidence: float = 0.9
    batch: int = 10
    learner: str = "kv"
    seed: int = 0
    timeout: float = 60.0
    max_decisions: int = 200
    max_steps: int = 100_000
    replay: bool = True
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    # the time.monotonic() instant ``timeout`` counts from (errlang pac: the process' start);
    # None: from the start of learning. Not part of the guarantee (not saved with a model).
    started: float | None = None


@dataclass(frozen=True)
class SiteRef:
    index: int
    line: int
    column: int
    text: str
    function: str
    file: str | None = None  # in a linked program: the unit (or header) it is in


@dataclass(frozen=True)
class FailingRun:
    """A feasible error vector and the concrete run taking it (inputs in call order)."""

    vector: Word
    inputs: tuple[InputValue, ...]
    found_by: str
    replay: ReplayResult | None


@dataclass(frozen=True)
class Verdict:
    """``fails`` (with ``run``), ``holds`` (PAC(ε, δ), see ``PacResult.guarantee``) or
    ``unknown`` (``reason``). ``from_model``: decided by a saved model, without learning."""

    site: SiteRef
    verdict: str
    run: FailingRun | None = None
    reason: str = ""
    from_model: bool = False


@dataclass(frozen=True)
class PacModel:
    """A learned model of the feasible decision vectors, with what its guarantee rests on."""

    dfa: DFA
    file: str
    fingerprint: str
    settings: PacSettings
    equivalence_queries: int
    last_batches: int
    samples: int


@dataclass(frozen=True)
class PacStats:
    membership_queries: int = 0
    solver_calls: int = 0
    membership_seconds: float = 0.0
    equivalence_queries: int = 0
    rounds: int = 0
    batches: int = 0
    samples: int = 0
    flips: int = 0
    sampling_seconds: float = 0.0
    intersection_seconds: float = 0.0
    learning_runs: int = 0
    seconds: float = 0.0

    @property
    def membership_share(self) -> float:
        return self.membership_seconds / self.seconds if self.seconds > 0 else 0.0


@dataclass(frozen=True)
class PacResult:
    file: str
    settings: PacSettings
    verdicts: tuple[Verdict, ...]
    model: PacModel | None
    stats: PacStats
    guarantee: str
    alphabet: DecisionAlphabet
    precision: str = PRECISION


def guarantee_text(settings: PacSettings) -> str:
    """The statement of Chen et al., Lemma 2 and Corollaries 1-2, with the parameters."""
    e, d, k = settings.epsilon, settings.confidence, settings.batch
    return (
        f"PAC({e}, {d}): with confidence {d}, a batch of {k} runs drawn by errlang's concolic "
        f"explorer (seeded, restarted per batch; a run longer than {settings.max_decisions} "
        f"decisions is represented by its first {settings.max_decisions}) contains a decision "
        f"vector outside the model with probability at most {e}; the model contains no vector, "
        f"of any length, that fails a 'holds' assertion (exact intersection with its error "
        f"automaton), so with confidence {d} the explorer finds a failure of it in a batch "
        f"with probability at most {e}. A statistical statement, not a proof."
    )
