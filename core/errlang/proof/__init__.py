"""Proofs for every run (issue 33, docs/proofs.md): k-induction on the loop that stopped a
bounded check, with invariants guessed from the program and proved by Houdini. The questions
are programs rewritten from the IR and asked of the encoder (``programs``); ``loops`` says which
loops may start from an arbitrary state, ``invariants`` finds the invariants, ``induction`` is
the prover ``check`` calls (``errlang.session.check_proof``)."""

from errlang.proof.induction import InductionProof, LoopProver, ProofAttempt

__all__ = ["InductionProof", "LoopProver", "ProofAttempt"]
