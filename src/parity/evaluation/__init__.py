"""Evaluation: pass@k of any model on any task set, through the production loop and graded
by the hidden tests. `parity eval` and a training run's before/after evaluation call the
same `evaluate`; `passk` is the math, `report` the markdown and JSON, `models` what
`--model` names."""

from parity.evaluation.report import write_report
from parity.evaluation.runner import EvalResult, EvalSample, evaluate

__all__ = ["EvalResult", "EvalSample", "evaluate", "write_report"]
