"""A run's time breakdown (parity.observe.timing), wired to this machine: the bf16 peak it
is a share of, read from `parity bench peak`'s cache or measured at the run's start (a few
seconds, before any engine starts), and N, counted from the model RL started from.

The peak is measured at the run's torch threads per process and counted once for each
computing process that can run at once on the cores (parity.observe.timing.processes_at_once).
A run that trains on a GPU has no CPU peak to be a share of: its shares are left out
(`parity bench gpu` measures a GPU).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from parity.config import ParityConfig
from parity.observe.timing import TimeBreakdown, format_table

log = logging.getLogger(__name__)


def _on_gpu(cfg: ParityConfig) -> bool:
    device = cfg.train.device
    if device == "auto":
        import torch

        return torch.cuda.is_available()
    return device.startswith("cuda")


def machine_peak(cfg: ParityConfig, threads: int, processes: int) -> dict[str, Any] | None:
    """The peak a run's stages are a share of (summary.json's time_breakdown.peak)."""
    if _on_gpu(cfg):
        print("bf16 peak: none (the trainer is on a GPU); shares of the peak are left out")
        return None
    from parity.observe.peak import cached_or_measured
    from parity.observe.timing import processes_at_once
    from parity.sandbox.workspace import cache_dir
    from parity.threads import available_cores

    peak, cached = cached_or_measured(cache_dir() / "bench" / "peak", threads)
    at_once = processes_at_once(threads, processes, available_cores())
    print(f"bf16 peak: {peak.gflops:,.0f} GFLOP/s at {threads} torch "
          f"thread{'s' if threads != 1 else ''} ({peak.cpu_class_label}; "
          + (f"cached {peak.measured_at}" if cached else f"measured in {peak.measure_s:.1f} s")
          + "; `parity bench peak` measures it again)")
    return {"gflops": peak.gflops, "threads": threads, "processes_at_once": at_once,
            "run_gflops": peak.gflops * at_once, "cpu_model": peak.cpu_model,
            "cpu_class": peak.cpu_class, "cpu_class_label": peak.cpu_class_label,
            "torch_version": peak.torch_version, "wall_gflops": peak.wall_gflops,
            "load_1m": peak.load_1m, "measured_at": peak.measured_at, "cached": cached}


def report(timing: TimeBreakdown, wall_s: float, model_dir: Path,
           peak: dict[str, Any] | None) -> dict[str, Any]:
    """summary.json's time_breakdown; the table is printed."""
    from parity.inference.models import non_embedding_parameters

    try:
        params: int | None = non_embedding_parameters(model_dir)
    except Exception:  # noqa: BLE001 - an architecture transformers cannot build on meta
        log.exception("counting the parameters of %s failed: no FLOPs in the breakdown",
                      model_dir)
        params = None
    out = timing.report(wall_s, params, peak)
    print(format_table(out))
    return out
