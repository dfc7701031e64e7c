"""Observability: metrics with `section/name` keys (metrics.py), PNG plots (plots.py), and
`parity report RUN_DIR`, a run's report (run_report.py)."""
