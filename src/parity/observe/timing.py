"""Where a run's time went: each stage's wall time, the tokens it processed, tokens/s, and its
share of the machine's bf16 peak (parity.observe.peak).

A stage counts two kinds of tokens: forward tokens, which the engine computed (prompt tokens
not served from its prefix cache, and generated ones: evaluations, RL's rollouts), and
trained tokens (pre-training, SFT, RL's trainer: every token of the data, not padding; a
prefix a batch runs once still counts once per row, as packing would compute it). FLOPs are
estimated the way Kaplan et al. 2020 ("Scaling Laws for Neural Language Models", section 2.1)
count them: a forward pass costs 2N FLOPs per token and training 6N (the backward pass is
twice the forward), N the model's parameters without its embeddings. Attention scores and the
logits' matmul are left out, so a share is a floor. Share of the peak = FLOPs /
(wall_s x peak FLOP/s).

Stages are exclusive: a stage entered while another is open (a learning-curve point inside
RL) counts its time for itself, not for the stage around it, so the stages and `other` (what
no stage covered: starting up, saving, closing) add up to the run's wall time. A stage done by
an earlier process of a resumed run is recorded as skipped, with why. A stage may have parts
(RL: its rollouts and its trainer) whose wall times overlap; they are shown under it and not
added to the total.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

FORWARD_FLOPS_PER_PARAM = 2.0  # per token (Kaplan et al. 2020, section 2.1)
TRAIN_FLOPS_PER_PARAM = 6.0  # forward and backward, per token


def stage_figures(wall_s: float, forward_tokens: int, train_tokens: int,
                  params: int | None, peak_flops_per_s: float | None) -> dict[str, Any]:
    """One stage's tokens, tokens/s, estimated FLOPs and share of the peak; a figure that
    cannot be had (no wall time, no parameter count, no peak) is None."""
    tokens = forward_tokens + train_tokens
    flops = (None if params is None else
             params * (FORWARD_FLOPS_PER_PARAM * forward_tokens
                       + TRAIN_FLOPS_PER_PARAM * train_tokens))
    rate_ok = wall_s > 0
    return {
        "wall_s": round(wall_s, 2),
        "tokens": tokens, "forward_tokens": forward_tokens, "train_tokens": train_tokens,
        "tokens_per_s": round(tokens / wall_s, 1) if rate_ok else None,
        "flops": flops,
        "peak_share": (round(flops / (wall_s * peak_flops_per_s), 4)
                       if flops is not None and peak_flops_per_s and rate_ok else None),
    }


def processes_at_once(threads: int, processes: int, cores: int) -> int:
    """How many of a run's computing processes, each at `threads`, the cores run at once: the
    run's peak is that many times one process's (an engine process beside the trainer adds
    its cores' worth, never more cores than there are)."""
    return max(1, min(processes, cores // max(1, threads)))


@dataclass
class StageRecord:
    name: str
    wall_s: float = 0.0
    forward_tokens: int = 0
    train_tokens: int = 0
    skipped: str | None = None  # why, where an earlier process of the run did it
    parts: list[StageRecord] = field(default_factory=list)


class TimeBreakdown:
    """The stages of one run, in the order they first ran; `stage()` times one."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.stages: dict[str, StageRecord] = {}
        self._open: list[list[float]] = []  # per open stage: [time in stages nested in it]

    def record(self, name: str) -> StageRecord:
        return self.stages.setdefault(name, StageRecord(name))

    def skip(self, name: str, why: str) -> None:
        self.record(name).skipped = why

    @contextmanager
    def stage(self, name: str, forward: Callable[[], int] | None = None,
              train: Callable[[], int] | None = None) -> Iterator[StageRecord]:
        """Time the block as stage `name` (added to what it has, for a stage run in pieces).
        `forward`/`train`: cumulative token counters read before and after; the block may
        also add to the record's counts itself."""
        rec = self.record(name)
        f0, t0 = (forward() if forward else 0), (train() if train else 0)
        start = self.clock()
        self._open.append([0.0])
        try:
            yield rec
        finally:
            nested_s = self._open.pop()[0]
            elapsed = self.clock() - start
            rec.wall_s += elapsed - nested_s
            rec.skipped = None
            if self._open:
                self._open[-1][0] += elapsed
            if forward:
                rec.forward_tokens += forward() - f0
            if train:
                rec.train_tokens += train() - t0

    def report(self, wall_s: float, params: int | None, peak: dict[str, Any] | None
               ) -> dict[str, Any]:
        """summary.json's `time_breakdown`: the peak used, N, and each stage's figures;
        `other` is the run's wall time that no stage covered."""
        peak_flops = peak["run_gflops"] * 1e9 if peak else None

        def figures(rec: StageRecord) -> dict[str, Any]:
            if rec.skipped is not None:
                return {"skipped": rec.skipped}
            out = stage_figures(rec.wall_s, rec.forward_tokens, rec.train_tokens, params,
                                peak_flops)
            if rec.parts:
                out["parts"] = {p.name: figures(p) for p in rec.parts}
            return out

        stages = {name: figures(rec) for name, rec in self.stages.items()}
        covered = sum(rec.wall_s for rec in self.stages.values() if rec.skipped is None)
        stages["other"] = stage_figures(max(wall_s - covered, 0.0), 0, 0, params, peak_flops)
        return {"wall_s": round(wall_s, 1), "params_non_embedding": params, "peak": peak,
                "stages": stages}


def _si(x: float | None) -> str:
    if x is None:
        return "-"
    for div, unit in ((1e15, "P"), (1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(x) >= div:
            return f"{x / div:.1f}{unit}"
    return f"{x:.0f}"


def format_table(report: dict[str, Any]) -> str:
    """The breakdown as a plain table, one stage a line (parts indented under theirs)."""
    peak = report.get("peak")
    head = "time breakdown: no bf16 peak measured"
    if peak:
        n, threads = peak["processes_at_once"], peak["threads"]
        each = f"{peak['gflops']:,.0f} per process x {n} processes, " if n > 1 else ""
        head = (f"time breakdown: peak {peak['run_gflops']:,.0f} GFLOP/s bf16 ({each}"
                f"{threads} thread{'s' if threads != 1 else ''} each, "
                f"{peak['cpu_class_label']})")
    if report.get("params_non_embedding"):
        head += f", N = {report['params_non_embedding']:,} parameters without embeddings"
    lines = [head, f"  {'stage':<16}{'wall s':>9}{'% wall':>7}{'tokens':>9}{'tok/s':>9}"
                   f"{'FLOPs':>9}{'of peak':>9}"]
    total = report["wall_s"] or 0.0

    def line(name: str, s: dict[str, Any], indent: str = "") -> None:
        label = f"{indent}{name}"
        if "skipped" in s:
            lines.append(f"  {label:<16}  skipped: {s['skipped']}")
            return
        share = f"{s['wall_s'] / total:.0%}" if total and not indent else ""
        of_peak = f"{s['peak_share']:.1%}" if s["peak_share"] is not None and s["tokens"] else "-"
        lines.append(f"  {label:<16}{s['wall_s']:>9.1f}{share:>7}"
                     f"{_si(s['tokens']) if s['tokens'] else '-':>9}"
                     f"{_si(s['tokens_per_s']) if s['tokens'] else '-':>9}"
                     f"{_si(s['flops']) if s['tokens'] else '-':>9}{of_peak:>9}")
        for part, p in s.get("parts", {}).items():
            line(part, p, indent + "  ")

    for name, s in report["stages"].items():
        line(name, s)
    lines.append(f"  {'total':<16}{total:>9.1f}")
    return "\n".join(lines)
