"""Metrics as JSONL lines `{"step": n, "time": t, "section/name": value, ...}`, one writer
per run; everything else (plots, dashboards, `parity report`) reads these files.

The same rows can go on to sinks: TensorBoard event files (OUT/tensorboard) and Weights &
Biases (offline by default). A sink takes the numeric values only (TensorBoard and W&B plot
scalars); the JSONL keeps everything. A sink that fails to write is logged and dropped, never
the run: the JSONL is the record, the sinks are views of it.
"""

from __future__ import annotations

import json
import logging
import math
import os
import time
from pathlib import Path
from typing import Any, Protocol

from parity.types import safe_json

log = logging.getLogger(__name__)


class Sink(Protocol):
    def log(self, step: int, scalars: dict[str, float]) -> None: ...

    def close(self) -> None: ...


class MetricsWriter:
    def __init__(self, path: str | Path | None, sinks: list[Sink] | None = None) -> None:
        self.path = Path(path) if path else None
        if self.path:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self.rows: list[dict] = []
        self.sinks = list(sinks or [])

    def log(self, step: int, values: dict[str, float]) -> None:
        # a key or value can carry text the sandbox made (a tool's name, a grader's reason):
        # escaped, so the line always encodes and a reader never meets a lone surrogate
        row = safe_json({"step": step, "time": time.time(), **values})
        self.rows.append(row)
        if self.path:
            with open(self.path, "a") as f:
                f.write(json.dumps(row) + "\n")
        if self.sinks:
            scalars = {k: float(v) for k, v in values.items()
                       if isinstance(v, int | float) and math.isfinite(v)}
            for sink in list(self.sinks):
                try:
                    sink.log(step, scalars)
                except Exception:  # noqa: BLE001 - a view of the metrics never stops a run
                    log.exception("metrics sink %s failed; dropped", type(sink).__name__)
                    self.sinks.remove(sink)

    def close(self) -> None:
        for sink in self.sinks:
            try:
                sink.close()
            except Exception:  # noqa: BLE001
                log.exception("closing metrics sink %s failed", type(sink).__name__)
        self.sinks = []


def drop_rows_after(path: str | Path, step: int) -> list[int]:
    """Remove the rows of steps after `step` from a metrics.jsonl (a resumed run trains them
    again from the checkpoint of `step`: their rows describe a policy it discarded); the
    steps dropped. The file is replaced whole."""
    path = Path(path)
    if not path.is_file():
        return []
    rows = [(json.loads(line).get("step", 0), line)
            for line in path.read_text().splitlines() if line.strip()]
    keep = [line for step_of, line in rows if step_of <= step]
    if len(keep) == len(rows):
        return []
    dropped = sorted({step_of for step_of, _ in rows if step_of > step})
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text("".join(line + "\n" for line in keep))
    os.replace(tmp, path)
    return dropped


def read_metrics(path: str | Path) -> list[dict]:
    return [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]


class TensorBoardSink:
    """Scalars into event files under `log_dir`; a resumed run adds a new event file, and
    TensorBoard merges them by step."""

    def __init__(self, log_dir: str | Path) -> None:
        from torch.utils.tensorboard import SummaryWriter

        self.writer = SummaryWriter(log_dir=str(log_dir))

    def log(self, step: int, scalars: dict[str, float]) -> None:
        for key, value in scalars.items():
            self.writer.add_scalar(key, value, global_step=step)
        self.writer.flush()  # one flush per step: a reader sees a live run

    def close(self) -> None:
        self.writer.close()


class WandbSink:
    def __init__(self, run_dir: Path, *, project: str, entity: str | None, mode: str,
                 config: dict[str, Any] | None = None) -> None:
        import wandb

        self.run = wandb.init(project=project, entity=entity, mode=mode, dir=str(run_dir),
                              name=run_dir.name, config=config or {}, reinit=True)

    def log(self, step: int, scalars: dict[str, float]) -> None:
        self.run.log(scalars, step=step)

    def close(self) -> None:
        import wandb

        self.run.finish()
        # finish() can return before wandb's service process has written the run file;
        # teardown waits for it (a run of `parity train` holds no other W&B run)
        wandb.teardown()


def wandb_missing(enabled: bool) -> str | None:
    """Why `[observe] wandb = true` cannot run here (one line), or None."""
    if not enabled:
        return None
    import importlib.util

    if importlib.util.find_spec("wandb") is None:
        return ("observe.wandb = true needs the wandb package: pip install 'parity[wandb]' "
                "(or set observe.wandb = false)")
    return None


def open_metrics(run_dir: Path, observe: Any, config: dict[str, Any] | None = None
                 ) -> MetricsWriter:
    """The run's one writer: RUN_DIR/metrics.jsonl plus the sinks `observe` (an
    ObserveConfig) enables."""
    sinks: list[Sink] = []
    if observe.tensorboard:
        sinks.append(TensorBoardSink(run_dir / "tensorboard"))
    if observe.wandb:
        if (why := wandb_missing(True)) is not None:
            raise RuntimeError(why)
        sinks.append(WandbSink(run_dir, project=observe.wandb_project,
                               entity=observe.wandb_entity, mode=observe.wandb_mode,
                               config=config))
    return MetricsWriter(run_dir / "metrics.jsonl", sinks)
