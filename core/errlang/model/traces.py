"""Valuations and traces (the paper's Section II-A): a valuation maps each observable to its
value (a tuple in the order of ``--observe``); a trace is the valuations after each step."""

from __future__ import annotations

Valuation = tuple[int, ...]
Trace = tuple[Valuation, ...]
