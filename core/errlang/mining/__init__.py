"""Specification mining (DESIGN §10; Ammons' Strauss and Cable): traces of API calls, scenarios,
sk-strings learners with the MML, concept lattices for Cable, and checking a specification."""
