"""Observability: metrics with `section/name` keys, run reports, plots."""
