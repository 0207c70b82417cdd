"""PAC verification (DESIGN §8; Chen et al., "PAC learning-based verification and model
synthesis"): learn the feasible decision vectors of a program with membership by path
feasibility and equivalence by sampling, and decide assertions against that model.

Entry points: :func:`errlang.pac.verify.verify` and :func:`errlang.pac.verify.check_with_model`;
JSON in :mod:`errlang.pac.json_io`. See docs/pac.md.
"""
