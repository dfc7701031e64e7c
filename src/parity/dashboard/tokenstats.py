"""Per-token trainer logprob, entropy and engine/trainer mismatch of one trajectory, computed
on demand from the run's own checkpoints, for the trajectory viewer's colour toggle.

No run writes these per token (they would double the buffer), so the dashboard recomputes
them: the tokens sampled at policy version v are scored by the weights of version v, with
the trainer's own code (`Trainer.compute_token_stats`: the same forward, temperature,
logsumexp and entropy as `train_step`), on CPU in fp32. Mismatch = engine logprob (from the
trajectory) - trainer logprob.

Where the weights of a version live (`VersionIndex`):

    version 0      the model RL started from: state.json's model_dir, or, in a run directory
                   copied from another machine, its warm-up stage inside it (sft/model,
                   pretrain/model, base), or [model] path
    version v > 0  RUN_DIR/checkpoints/step_NNNNNN (or [ray] shared_dir's copy of them), whose
                   trainer.pt holds the policy version after that step

A version with no weights kept (checkpoint_every_steps > 1) is scored with the nearest kept
one, and the answer says so per segment (`exact: false`); never silently.

Models load lazily in one worker thread, at most `MAX_MODELS` at once (an LRU), so the
server answers other pages meanwhile; the page polls until the job is done. Results are
cached as JSON under RUN_DIR/.dashboard-cache/ (a temp directory when the run directory is
read-only), keyed by the trajectory and the checkpoints used, so a live run that later keeps
the exact version is scored again. torch is imported only in the worker: the dashboard
starts without it. Left out: a GPU (a dashboard shares the machine with a run), bf16 (a run's
trainer in bf16 differs from this fp32 score by bf16 rounding), sharded checkpoints.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
import threading
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

MAX_TOKENS = 16384  # a longer trajectory is refused: one CPU forward of it takes too long
MAX_MODELS = 2
ANSWER_WAIT_S = 1.0  # a request waits this long for its job before answering "computing"
CACHE_DIR = ".dashboard-cache"
WARMUP_DIRS = ("sft/model", "pretrain/model", "base")  # parity.run.model.warm_up, last first


class ScoreError(Exception):
    """A trajectory that cannot be scored, with the one line that says why."""


@dataclass(frozen=True)
class Kept:
    version: int
    model_dir: Path
    label: str  # where it came from, for the page
    stamp: int  # mtime_ns of its weights: a rewritten checkpoint is a new one


class VersionIndex:
    """Policy version -> kept weights, re-read when the checkpoint directories change."""

    def __init__(self, run_dir: Path) -> None:
        self.run_dir = run_dir
        self._seen: dict[Path, tuple[int, Kept | None]] = {}  # step dir -> (mtime, kept)

    def config(self):
        from parity.config import load_config

        p = self.run_dir / "config.toml"
        if not p.is_file():
            raise ScoreError(f"{p} is missing: the run's config says how it sampled")
        return load_config(p)

    def checkpoint_roots(self, cfg) -> list[Path]:
        from parity.run.cluster import checkpoint_root

        roots = [self.run_dir / "checkpoints"]
        if cfg.ray.shared_dir:  # the run's own path hashes into it; a copied one does not
            for out in (self.run_dir, Path(cfg.out).expanduser()):
                roots.append(checkpoint_root(cfg, out))
        return list(dict.fromkeys(roots))

    def kept(self) -> dict[int, Kept]:
        cfg = self.config()
        out: dict[int, Kept] = {}
        base = self._version_zero(cfg)
        if base is not None:
            out[0] = base
        for root in self.checkpoint_roots(cfg):
            for step_dir in sorted(root.glob("step_*")) if root.is_dir() else []:
                k = self._checkpoint(step_dir, root)
                if k is not None:
                    out.setdefault(k.version, k)
        return out

    def _version_zero(self, cfg) -> Kept | None:
        state = _read_json(self.run_dir / "state.json")
        candidates = [Path(state["model_dir"])] if state.get("model_dir") else []
        candidates += [self.run_dir / d for d in WARMUP_DIRS]
        if cfg.model.path:
            candidates.append(Path(cfg.model.path).expanduser())
        for p in candidates:
            if (p / "config.json").is_file():
                label = str(p.relative_to(self.run_dir)) if p.is_relative_to(self.run_dir) \
                    else str(p)
                return Kept(0, p, f"{label} (the model RL started from)", _stamp(p))
        return None

    def _checkpoint(self, step_dir: Path, root: Path) -> Kept | None:
        trainer_file = step_dir / "trainer.pt"
        try:
            mtime = trainer_file.stat().st_mtime_ns
        except FileNotFoundError:
            return None  # incomplete (checkpoint.save writes it before the rename)
        seen = self._seen.get(step_dir)
        if seen is not None and seen[0] == mtime:
            return seen[1]
        import torch

        try:  # mmap: the optimizer state in the same file is not read
            blob = torch.load(trainer_file, map_location="cpu", weights_only=False, mmap=True)
            version = int(blob["policy_version"])
        except Exception as e:  # noqa: BLE001 - a damaged checkpoint: the others still serve
            log.warning("%s: unreadable: %s", trainer_file, e)
            kept = None
        else:
            label = (f"checkpoints/{step_dir.name}" if root == self.run_dir / "checkpoints"
                     else str(step_dir))
            kept = Kept(version, step_dir / "model", label, mtime)
        self._seen[step_dir] = (mtime, kept)
        return kept


def nearest(kept: dict[int, Kept], version: int) -> Kept:
    if not kept:
        raise ScoreError("this run directory keeps no model weights (no checkpoints/, no "
                         "warm-up model): nothing to score with")
    if version in kept:
        return kept[version]
    return kept[min(kept, key=lambda v: (abs(v - version), v))]


class TokenScorer:
    """Jobs of scoring trajectories, one worker thread, an LRU of loaded trainers."""

    def __init__(self, run_dir: Path) -> None:
        self.run_dir = run_dir
        self.index = VersionIndex(run_dir)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="parity-tokens")
        self._jobs: dict[str, Future] = {}
        self._lock = threading.Lock()
        self._trainers: OrderedDict[Path, Any] = OrderedDict()
        self._cache_dir: Path | None = None

    def request(self, traj: dict) -> dict:
        """{"status": "done", ...} with the values, {"status": "computing"} while the worker
        runs (ask again), or {"status": "error", "error": why}."""
        traj_id = str(traj.get("id"))
        with self._lock:
            job = self._jobs.get(traj_id)
            if job is None:
                job = self._jobs[traj_id] = self._pool.submit(self._score, traj)
        wait([job], timeout=ANSWER_WAIT_S)  # a cached answer comes in this one request
        if not job.done():
            return {"status": "computing"}
        with self._lock:
            self._jobs.pop(traj_id, None)  # next time: the disk cache, or a fresh score
        try:
            return job.result()
        except ScoreError as e:
            return {"status": "error", "error": str(e)}
        except Exception as e:  # noqa: BLE001 - a bad checkpoint must not take the page down
            log.exception("scoring %s", traj_id)
            return {"status": "error", "error": f"{type(e).__name__}: {e}"}

    def _score(self, traj: dict) -> dict:
        ids, mask = traj.get("token_ids") or [], traj.get("loss_mask") or []
        engine = traj.get("logprobs") or []
        if len(ids) > MAX_TOKENS:
            raise ScoreError(f"this trajectory has {len(ids)} tokens; the dashboard scores at "
                             f"most {MAX_TOKENS} on CPU")
        if not any(mask):
            raise ScoreError("this trajectory has no sampled tokens")
        if len(mask) != len(ids) or mask[0]:
            raise ScoreError("this record's loss_mask does not fit its token_ids (its length, "
                             "or a first token marked sampled with nothing before it)")
        versions = traj.get("versions") or []
        if len(versions) != len(ids):  # an older record: the turns say it
            versions = [-1] * len(ids)
            for t in traj.get("turns") or []:
                s = int(t.get("start", 0))
                versions[s:s + int(t.get("num_tokens", 0))] = \
                    [int(t.get("version", 0))] * int(t.get("num_tokens", 0))
        wanted = sorted({max(versions[i], 0) for i, m in enumerate(mask) if m})
        kept = self.index.kept()
        plan = {v: nearest(kept, v) for v in wanted}
        key = hashlib.sha256(json.dumps(
            [traj.get("id"), len(ids), [(v, str(k.model_dir), k.stamp) for v, k in plan.items()]]
        ).encode()).hexdigest()[:24]
        cached = self._cache_path(key)
        if cached.is_file():
            try:
                return json.loads(cached.read_text())
            except ValueError:
                pass  # torn by a crash mid-write: score again
        cfg = self.index.config()
        n = len(ids)
        trainer_lp: list[float | None] = [None] * n
        entropy: list[float | None] = [None] * n
        segments = []
        for v, k in plan.items():
            lps, ents = self._stats(k.model_dir, cfg, ids, mask)
            count = 0
            for i in range(n):
                if mask[i] and max(versions[i], 0) == v:
                    trainer_lp[i], entropy[i] = lps[i], ents[i]
                    count += 1
            segments.append({"version": v, "scored_with": k.version, "exact": k.version == v,
                             "weights": k.label, "num_tokens": count})
        mismatch = [None if t is None or i >= len(engine) else engine[i] - t
                    for i, t in enumerate(trainer_lp)]
        result = {"status": "done", "id": traj.get("id"),
                  "temperature": _train_cfg(cfg).sampling_temperature,
                  "values": {"trainer_logprob": trainer_lp, "entropy": entropy,
                             "mismatch": mismatch},
                  "segments": segments, "kept_versions": sorted(kept)}
        _write_atomic(cached, json.dumps(result))
        return result

    def _stats(self, model_dir: Path, cfg, ids: list[int], mask: list[int]
               ) -> tuple[list[float], list[float]]:
        from parity.types import Trajectory

        trainer = self._trainer(model_dir, cfg)
        t = Trajectory(id="score", task_id="", token_ids=ids, loss_mask=mask,
                       logprobs=[0.0] * len(ids))
        return trainer.compute_token_stats([t])[0]

    def _trainer(self, model_dir: Path, cfg) -> Any:
        if model_dir in self._trainers:
            self._trainers.move_to_end(model_dir)
            return self._trainers[model_dir]
        while len(self._trainers) >= MAX_MODELS:
            self._trainers.popitem(last=False)
        from parity.inference.models import load_model
        from parity.train.trainer import Trainer

        model = load_model(model_dir, dtype="float32", device="cpu")
        trainer = Trainer(model, _train_cfg(cfg))
        self._trainers[model_dir] = trainer
        return trainer

    def _cache_path(self, key: str) -> Path:
        if self._cache_dir is None:
            self._cache_dir = _writable_cache(self.run_dir)
        return self._cache_dir / f"tokens-{key}.json"

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


def _train_cfg(cfg):
    """The run's TrainConfig as the run used it (its sampling temperature), on CPU in fp32,
    one micro-batch for the whole trajectory, no reference model, nothing distributed."""
    from parity.run.learners import train_config

    t = train_config(cfg)
    return t.model_copy(update={
        "device": "cpu", "mixed_precision": "off",
        "micro_batch_tokens": max(t.micro_batch_tokens, MAX_TOKENS), "fsdp": False,
        "gradient_checkpointing": False, "loss": t.loss.model_copy(update={"kl_coef": 0.0})})


def _writable_cache(run_dir: Path) -> Path:
    d = run_dir / CACHE_DIR
    try:
        d.mkdir(exist_ok=True)
        probe = d / f".probe-{os.getpid()}"
        probe.write_text("")
        probe.unlink()
        return d
    except OSError:  # a read-only copy of a run: a cache of our own
        digest = hashlib.sha256(str(run_dir.resolve()).encode()).hexdigest()[:12]
        d = Path(tempfile.gettempdir()) / f"parity-dashboard-cache-{digest}"
        d.mkdir(exist_ok=True)
        log.info("%s is read-only: caching token scores in %s", run_dir, d)
        return d


def _write_atomic(path: Path, text: str) -> None:
    tmp = path.with_suffix(f".tmp-{os.getpid()}")
    tmp.write_text(text)
    tmp.replace(path)


def _stamp(model_dir: Path) -> int:
    return max((f.stat().st_mtime_ns for f in model_dir.glob("*.safetensors")), default=0)


def _read_json(p: Path) -> dict:
    try:
        d = json.loads(p.read_text())
    except (OSError, ValueError):
        return {}
    return d if isinstance(d, dict) else {}
