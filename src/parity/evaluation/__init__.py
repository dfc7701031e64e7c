"""Evaluation: pass@k of any model on any task set, through the production loop and graded
by the hidden tests. `parity eval` and a training run's before/after evaluation call the
same `evaluate` (runner.py); `passk` is the math, `eval_report` the markdown and JSON,
`model_arg` what `--model` names, `cli` the commands.

Nothing is imported here: the CLI imports `parity.evaluation.cli` for `parity --help`, which
must not pay for pydantic and the runner."""
