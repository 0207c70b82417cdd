"""The minimum message length of a PFSA and its training set (Raman and Patrick; thesis §5.3.1).

MML = Σ_q { m_q + log((t_q − 1)! / ((m_q − 1)! Π_q' (W(q,q') − 1)!)) + m_q log|Σ| + m'_q log|Q| }
      − log((|Q| − 1)!)

in bits, summed over the states with outgoing transitions; ``m_q`` counts the transitions from
``q`` including the delimiter's, ``m'_q`` those on letters, ``t_q`` the weight through ``q``,
|Σ| the letters plus the delimiter, |Q| the states plus the final state q_f.
"""

from __future__ import annotations

import math

from errlang.mining.pfsa import PFSA

_LN2 = math.log(2)


def log2_factorial(n: int) -> float:
    return math.lgamma(n + 1) / _LN2


def mml(machine: PFSA, alphabet_size: int | None = None) -> float:
    """The MML of ``machine`` in bits (|Σ| from its letters unless ``alphabet_size`` is given)."""
    sigma = (alphabet_size if alphabet_size is not None else len(machine.letters)) + 1
    states = machine.size + 1
    total = 0.0
    for state in range(machine.size):
        weights = [w for _, w in machine.out(state).values()]
        letters = len(weights)
        if machine.ends.get(state, 0) > 0:
            weights.append(machine.ends[state])
        m = len(weights)
        if m == 0:
            continue
        t = sum(weights)
        total += m
        total += log2_factorial(t - 1) - log2_factorial(m - 1)
        total -= sum(log2_factorial(w - 1) for w in weights)
        total += m * math.log2(sigma) + letters * math.log2(states)
    return total - log2_factorial(states - 1)
