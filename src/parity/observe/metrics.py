"""Metrics as JSONL lines `{"step": n, "time": t, "section/name": value, ...}`, one writer
per run; everything else (plots, dashboards, summaries) reads these files."""

from __future__ import annotations

import json
import time
from pathlib import Path


class MetricsWriter:
    def __init__(self, path: str | Path | None) -> None:
        self.path = Path(path) if path else None
        if self.path:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self.rows: list[dict] = []

    def log(self, step: int, values: dict[str, float]) -> None:
        row = {"step": step, "time": time.time(), **values}
        self.rows.append(row)
        if self.path:
            with open(self.path, "a") as f:
                f.write(json.dumps(row) + "\n")


def read_metrics(path: str | Path) -> list[dict]:
    return [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
