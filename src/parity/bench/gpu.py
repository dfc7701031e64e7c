"""`parity bench gpu`: the figures only a GPU can give, in one short run on a lent machine.

    build a random Qwen2-0.5B (fp32 master weights) ──► train: GRPO steps, bf16 autocast
        ──► mismatch: TorchEngine samples (bf16 weights) vs the Trainer's logprobs, and fp32
        ──► sync: the bf16 state dict (~1 GB): device copy, CUDA IPC, Parity's transports
        ──► NCCL: Parity's broadcast, in child processes that are killed if they hang

Device time is scarce and a run may be the only one, so every part is caught on its own,
prints its figures as it finishes, and `gpu_bench.json` in `--out` is rewritten after each
part. NCCL goes last: with one GPU its two ranks share a device, which NCCL usually refuses
("Duplicate GPU detected"); that error is recorded, not raised, and its processes are killed
after `nccl_timeout_s` whatever they do.

What each figure means:
  - train: Parity's `Trainer.train_step` (packing, forward, backward, clip, fused AdamW) on
    synthetic trajectories of 512-4096 tokens; tokens/s = all tokens (prompt and sampled) of
    the timed steps over their wall time, after untimed warm-up steps; peak memory of those.
  - mismatch: `TorchEngine` (prefill at batch 1, batched decode with a KV cache, weights cast
    to bf16) samples at temperature 1; `Trainer.compute_logprobs` (packed, teacher-forced,
    bf16 autocast over fp32 weights) scores the same tokens. Reported as in the trainer's
    `mismatch/*` metrics plus the max |Δ|. A random model's distribution is nearly uniform,
    so a trained, peaked model may well differ more.
  - sync: GB/s of the bf16 state dict from publish to the receiver holding its own copy.
    Device `copy_` is the reference; CUDA IPC shares one flat GPU buffer with a spawned
    process once, and then each round packs into it and the receiver copies out; `local` and
    `shm` are Parity's host transports fed from GPU tensors (so bound by device-to-host).
Not measured: several GPUs (NCCL takes a second one only if present), FSDP, vLLM.

`--tiny` runs the same code on a tiny Qwen2 (CPU if no CUDA), for tests. Runnable without
installing Parity or its server dependencies: `PYTHONPATH=src python3 -m parity.bench.gpu`.
"""

from __future__ import annotations

import argparse
import asyncio
import copy
import json
import math
import multiprocessing
import os
import platform
import signal
import socket
import statistics
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch

JSON_NAME = "gpu_bench.json"


@dataclass(frozen=True)
class GpuBenchConfig:
    # Qwen2-0.5B's published sizes (config.json of Qwen/Qwen2-0.5B).
    hidden_size: int = 896
    num_layers: int = 24
    num_heads: int = 14
    num_kv_heads: int = 2
    intermediate_size: int = 4864
    vocab_size: int = 151936
    max_positions: int = 32768
    # Training batch: groups x group_size trajectories, lengths uniform in [min, max].
    groups: int = 4
    group_size: int = 8
    min_tokens: int = 512
    max_tokens: int = 4096
    micro_batch_tokens: int = 8192
    warmup_steps: int = 2
    timed_steps: int = 4
    # Sampling for the mismatch.
    sequences: int = 8
    prompt_tokens: int = 256
    new_tokens: int = 64
    # Weight sync.
    sync_rounds: int = 5
    copy_rounds: int = 10
    nccl_timeout_s: float = 60.0
    child_timeout_s: float = 120.0
    # Time guards: training stops after this many seconds (once a step was timed), and parts
    # that would start after `budget_s` are skipped, so a slow machine still finishes.
    train_budget_s: float = 90.0
    budget_s: float = 270.0
    seed: int = 0

    @staticmethod
    def tiny() -> GpuBenchConfig:
        return GpuBenchConfig(hidden_size=64, num_layers=2, num_heads=4, num_kv_heads=2,
                              intermediate_size=128, vocab_size=512, max_positions=1024,
                              groups=2, group_size=4, min_tokens=32, max_tokens=256,
                              micro_batch_tokens=1024, warmup_steps=1, timed_steps=2,
                              sequences=4, prompt_tokens=32, new_tokens=16, sync_rounds=2,
                              copy_rounds=3, nccl_timeout_s=60.0, child_timeout_s=60.0,
                              train_budget_s=60.0, budget_s=240.0)


class Report:
    """The figures so far, printed as they come and rewritten to JSON after every part."""

    def __init__(self, out_dir: Path, budget_s: float) -> None:
        self.path = out_dir / JSON_NAME
        self.figures: dict[str, Any] = {}
        self.failed: list[str] = []
        self.deadline = time.perf_counter() + budget_s

    def part(self, name: str, measure: Callable[[], dict[str, Any]]) -> dict[str, Any] | None:
        print(f"\n== {name}", flush=True)
        started = time.perf_counter()
        if started > self.deadline:
            self.figures[name] = {"skipped": "the run's time budget is spent"}
            print(f"{name}: skipped, the run's time budget is spent", flush=True)
            self.write()
            return None
        try:
            figures = measure()
        except Exception as e:  # noqa: BLE001 - one part failing must not cost the others
            traceback.print_exc()
            figures = {"error": f"{type(e).__name__}: {e}"[:2000]}
            self.failed.append(name)
            _free_cuda()
        figures["wall_s"] = time.perf_counter() - started
        self.figures[name] = figures
        print(f"{name}: {json.dumps(_finite(figures), indent=1)}", flush=True)
        self.write()
        return None if "error" in figures else figures

    def write(self) -> None:
        self.figures["failed_parts"] = self.failed
        self.path.write_text(json.dumps(_finite(self.figures), indent=2) + "\n")


def _finite(tree: Any) -> Any:
    """JSON without NaN/inf (null instead), full precision kept."""
    if isinstance(tree, float):
        return tree if math.isfinite(tree) else None
    if isinstance(tree, dict):
        return {k: _finite(v) for k, v in tree.items()}
    if isinstance(tree, list | tuple):
        return [_finite(v) for v in tree]
    return tree


def _free_cuda() -> None:
    if torch.cuda.is_available():
        torch.cuda.empty_cache()


def _sync(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


# ---- environment and model ------------------------------------------------------------------


def environment(device: torch.device, cfg: GpuBenchConfig) -> dict[str, Any]:
    import transformers

    env: dict[str, Any] = {
        "device": str(device), "python": platform.python_version(), "torch": torch.__version__,
        "transformers": transformers.__version__, "torch_cuda": torch.version.cuda,
        "cpu_count": os.cpu_count(), "torch_threads": torch.get_num_threads(),
        "config": asdict(cfg)}
    if device.type == "cuda":
        props = torch.cuda.get_device_properties(device)
        env |= {"gpu": torch.cuda.get_device_name(device), "gpu_count": torch.cuda.device_count(),
                "gpu_memory_gib": props.total_memory / 2**30,
                "capability": f"{props.major}.{props.minor}",
                "nccl": str(torch.cuda.nccl.version()),
                "matmul_allow_tf32": torch.backends.cuda.matmul.allow_tf32}
    if Path("/dev/shm").is_dir():
        stat = os.statvfs("/dev/shm")
        env["dev_shm_free_gib"] = stat.f_bavail * stat.f_frsize / 2**30
    return env


def build_model(cfg: GpuBenchConfig, device: torch.device) -> torch.nn.Module:
    """Random weights, fp32 (the trainer's master copy), made on `device` directly."""
    from transformers import Qwen2Config, Qwen2ForCausalLM

    config = Qwen2Config(
        vocab_size=cfg.vocab_size, hidden_size=cfg.hidden_size, num_hidden_layers=cfg.num_layers,
        num_attention_heads=cfg.num_heads, num_key_value_heads=cfg.num_kv_heads,
        intermediate_size=cfg.intermediate_size, max_position_embeddings=cfg.max_positions,
        rms_norm_eps=1e-6, rope_theta=1e6, tie_word_embeddings=True, use_cache=True)
    torch.manual_seed(cfg.seed)
    with device:
        return Qwen2ForCausalLM(config)


def make_trainer(model: torch.nn.Module, cfg: GpuBenchConfig, device: torch.device,
                 mixed_precision: str):
    from parity.train.config import TrainConfig
    from parity.train.trainer import Trainer

    train_cfg = TrainConfig(lr=1e-6, min_lr_ratio=1.0, micro_batch_tokens=cfg.micro_batch_tokens,
                            mixed_precision=mixed_precision, device=str(device), seed=cfg.seed)
    return Trainer(model, train_cfg)


# ---- training ---------------------------------------------------------------------------------


def synthetic_trajectories(cfg: GpuBenchConfig) -> list:
    """GRPO groups of random-token trajectories: a prompt (10-40 %) then sampled tokens, engine
    logprobs near a uniform policy's, 0/1 rewards with signal in every group."""
    from parity.types import Trajectory

    rng = np.random.default_rng(cfg.seed)
    uniform_logprob = -math.log(cfg.vocab_size)
    out = []
    for g in range(cfg.groups):
        rewards = rng.integers(0, 2, cfg.group_size).astype(float)
        rewards[:2] = (0.0, 1.0)
        for i in range(cfg.group_size):
            n = int(rng.integers(cfg.min_tokens, cfg.max_tokens + 1))
            prompt = max(1, int(n * rng.uniform(0.1, 0.4)))
            engine = (uniform_logprob + rng.normal(0.0, 0.05, n - prompt)).tolist()
            out.append(Trajectory(
                id=f"g{g}-{i}", task_id=f"g{g}", group_id=f"g{g}",
                token_ids=rng.integers(0, cfg.vocab_size, n).tolist(),
                loss_mask=[0] * prompt + [1] * (n - prompt),
                logprobs=[0.0] * prompt + engine, versions=[-1] * prompt + [0] * (n - prompt),
                prompt_len=prompt, reward=float(rewards[i])))
    return out


def measure_training(trainer, cfg: GpuBenchConfig, device: torch.device) -> dict[str, Any]:
    trajs = synthetic_trajectories(cfg)
    tokens = sum(len(t.token_ids) for t in trajs)
    sampled = sum(t.num_model_tokens for t in trajs)
    params = sum(p.numel() for p in trainer.model.parameters())
    embed = trainer.model.get_input_embeddings().weight.numel()
    print(f"batch: {len(trajs)} trajectories, {tokens} tokens ({sampled} sampled); "
          f"{params / 1e6:.1f} M parameters; bf16={trainer.bf16}", flush=True)
    steps: list[dict[str, float]] = []
    training_started = time.perf_counter()
    for step in range(cfg.warmup_steps + cfg.timed_steps):
        if (step > cfg.warmup_steps
                and time.perf_counter() - training_started > cfg.train_budget_s):
            print(f"training budget of {cfg.train_budget_s:g} s spent: {step} steps", flush=True)
            break
        if step == cfg.warmup_steps and device.type == "cuda":
            torch.cuda.reset_peak_memory_stats(device)
        _sync(device)
        started = time.perf_counter()
        metrics = trainer.train_step(trajs)
        _sync(device)
        metrics["wall_s"] = time.perf_counter() - started
        steps.append(metrics)
        timed = "timed" if step >= cfg.warmup_steps else "warm-up"
        print(f"step {step} ({timed}): {metrics['wall_s']:.3f} s, "
              f"{tokens / metrics['wall_s']:.0f} tokens/s, loss {metrics['train/loss']:.4f}, "
              f"grad norm {metrics['train/grad_norm']:.4f}", flush=True)
    timed_s = [m["wall_s"] for m in steps[cfg.warmup_steps:]]
    tokens_per_s = tokens * len(timed_s) / sum(timed_s)
    # Dense matmul FLOPs only (6 per parameter per token, the LM head only at sampled
    # tokens; attention scores left out): a floor on the work done, for a rough utilisation.
    flops_per_step = 6 * ((params - embed) * tokens + embed * sampled)
    out: dict[str, Any] = {
        "tokens_per_s": tokens_per_s, "sampled_tokens_per_s": sampled * len(timed_s) / sum(timed_s),
        "median_step_s": statistics.median(timed_s), "step_s": [m["wall_s"] for m in steps],
        "tokens_per_step": tokens, "sampled_tokens_per_step": sampled,
        "trajectories": len(trajs), "parameters": params,
        "micro_batches": steps[-1]["train/micro_batches"],
        "pack_efficiency": steps[-1]["train/pack_efficiency"],
        "loss": [m["train/loss"] for m in steps], "grad_norm": [m["train/grad_norm"] for m in steps],
        "bf16_autocast": trainer.bf16,
        "attn_implementation": getattr(trainer.model.config, "_attn_implementation", None),
        "approx_matmul_tflops": flops_per_step * len(timed_s) / sum(timed_s) / 1e12,
        "warmup_steps": cfg.warmup_steps}
    if device.type == "cuda":
        out["peak_allocated_gib"] = torch.cuda.max_memory_allocated(device) / 2**30
        out["peak_reserved_gib"] = torch.cuda.max_memory_reserved(device) / 2**30
    print(f"training: {tokens_per_s:.0f} tokens/s, median step {out['median_step_s']:.3f} s",
          flush=True)
    return out


# ---- engine/trainer mismatch --------------------------------------------------------------------


def sample_with_engine(model: torch.nn.Module, cfg: GpuBenchConfig) -> tuple[list, float]:
    """`cfg.sequences` seeded samples from Parity's engine: (trajectories, generation wall s)."""
    from parity.inference.engine import SamplingParams
    from parity.inference.torch_engine import TorchEngine, TorchEngineConfig
    from parity.types import Trajectory

    rng = np.random.default_rng(cfg.seed + 1)
    prompts = [rng.integers(0, cfg.vocab_size, cfg.prompt_tokens).tolist()
               for _ in range(cfg.sequences)]
    engine = TorchEngine(model, TorchEngineConfig(max_batch_size=cfg.sequences,
                                                  prefix_cache_bytes=0, seed=cfg.seed))

    async def generate_all():
        return await asyncio.gather(*(
            engine.generate(p, SamplingParams(temperature=1.0, max_tokens=cfg.new_tokens,
                                              seed=cfg.seed + i))
            for i, p in enumerate(prompts)))

    try:
        started = time.perf_counter()
        completions = asyncio.run(generate_all())
        wall_s = time.perf_counter() - started
    finally:
        engine.close()
    trajs = []
    for i, (p, c) in enumerate(zip(prompts, completions, strict=True)):
        trajs.append(Trajectory(
            id=f"s{i}", task_id="mismatch", token_ids=p + c.token_ids,
            loss_mask=[0] * len(p) + [1] * len(c.token_ids),
            logprobs=[0.0] * len(p) + c.logprobs, versions=[-1] * len(p) + [0] * len(c.token_ids),
            prompt_len=len(p), reward=0.0))
    return trajs, wall_s


def mismatch(trainer, trajs: list) -> dict[str, float]:
    """The trainer's logprobs of the engine's tokens, compared as the trainer's metrics do."""
    from parity.train.loss import mismatch_metrics

    scored = trainer.compute_logprobs(trajs)

    def sampled_BT(rows: list[list[float]]) -> torch.Tensor:
        return torch.tensor([[v for v, m in zip(row, t.loss_mask, strict=True) if m]
                             for row, t in zip(rows, trajs, strict=True)], dtype=torch.float64)

    trainer_BT, engine_BT = sampled_BT(scored), sampled_BT([t.logprobs for t in trajs])
    mask_BT = torch.ones_like(trainer_BT)
    metrics = mismatch_metrics(trainer_BT, engine_BT, mask_BT, mask_BT, None)
    return {"mean_abs_logprob_diff": float(metrics["mismatch/abs_logprob_diff"]),
            "max_abs_logprob_diff": float((trainer_BT - engine_BT).abs().max()),
            "kl_k3": float(metrics["mismatch/kl_k3"]), "kl_k1": float(metrics["mismatch/kl_k1"]),
            "mean_engine_logprob": float(engine_BT.mean()),
            "mean_trainer_logprob": float(trainer_BT.mean()), "tokens": int(mask_BT.sum())}


def _attempt(out: dict[str, Any], key: str, measure: Callable[[], Any]) -> None:
    """`out[key] = measure()`, or the error in its place: a part's other figures still count."""
    try:
        out[key] = measure()
    except Exception as e:  # noqa: BLE001 - recorded in the JSON, printed with its traceback
        traceback.print_exc()
        out[key] = {"error": f"{type(e).__name__}: {e}"[:1000]}
    print(f"{key}: {out[key]}", flush=True)


def measure_mismatch(trainer, cfg: GpuBenchConfig, device: torch.device) -> dict[str, Any]:
    out: dict[str, Any] = {"sequences": cfg.sequences, "prompt_tokens": cfg.prompt_tokens,
                           "new_tokens": cfg.new_tokens, "temperature": 1.0}
    fp32_trainer = make_trainer(trainer.model, cfg, device, "off")  # same weights, no autocast

    def sample(dtype: torch.dtype) -> list:
        engine_model = copy.deepcopy(trainer.model).to(dtype)
        trajs, wall_s = sample_with_engine(engine_model, cfg)
        out[f"engine_tokens_per_s_{str(dtype).removeprefix('torch.')}"] = \
            cfg.sequences * cfg.new_tokens / wall_s
        return trajs

    try:
        bf16_trajs = sample(torch.bfloat16)
        _attempt(out, "bf16", lambda: mismatch(trainer, bf16_trajs))  # the production pairing
        _attempt(out, "bf16_engine_vs_fp32_trainer", lambda: mismatch(fp32_trainer, bf16_trajs))
        fp32_trajs = sample(torch.float32)
        _attempt(out, "fp32", lambda: mismatch(fp32_trainer, fp32_trajs))
    finally:
        trainer.model.train()
    return out


# ---- weight sync ------------------------------------------------------------------------------


def engine_state(trainer) -> dict[str, torch.Tensor]:
    """What a bf16 engine receives: the trainer's weights in bf16, tied ones once."""
    seen: set[tuple[int, tuple[int, ...]]] = set()
    state = {}
    for name, tensor in trainer.state_dict_for_sync().items():
        key = (tensor.data_ptr(), tuple(tensor.shape))
        if key in seen:
            continue
        seen.add(key)
        state[name] = tensor.to(torch.bfloat16).contiguous()
    return state


def _median_s(run: Callable[[], None], rounds: int, device: torch.device) -> float:
    run()  # warm: allocate, fault in, first-touch
    samples = []
    for _ in range(rounds):
        _sync(device)
        started = time.perf_counter()
        run()
        _sync(device)
        samples.append(time.perf_counter() - started)
    return statistics.median(samples)


def copy_baselines(state: dict[str, torch.Tensor], rounds: int, device: torch.device
                   ) -> dict[str, float]:
    from parity.bench.weights import state_nbytes
    from parity.weights.layout import Layout, pack_into

    nbytes = state_nbytes(state)
    layout = Layout.of(state)
    flat = torch.empty(layout.nbytes, dtype=torch.uint8, device=device)
    out = {"pack_gb_per_s": nbytes / _median_s(lambda: pack_into(state, layout, flat), rounds,
                                               device) / 1e9}
    other = torch.empty_like(flat)
    out["flat_copy_gb_per_s"] = nbytes / _median_s(lambda: other.copy_(flat), rounds, device) / 1e9
    if device.type == "cuda":
        pinned = torch.empty(layout.nbytes, dtype=torch.uint8, pin_memory=True)
        out["d2h_pinned_gb_per_s"] = nbytes / _median_s(
            lambda: pinned.copy_(flat, non_blocking=True), rounds, device) / 1e9
        out["h2d_pinned_gb_per_s"] = nbytes / _median_s(
            lambda: flat.copy_(pinned, non_blocking=True), rounds, device) / 1e9
        pageable = torch.empty(layout.nbytes, dtype=torch.uint8)
        out["d2h_pageable_gb_per_s"] = nbytes / _median_s(
            lambda: pageable.copy_(flat), rounds, device) / 1e9
    return out


def _ipc_receiver(conn, num_versions: int) -> None:
    """A spawned process: map the sender's flat GPU buffer once, then for each version copy
    it into a buffer of its own and answer with the monotonic time it had it."""
    started = time.monotonic()
    shared = conn.recv()  # torch.multiprocessing rebuilds it from a CUDA IPC handle
    device = shared.device
    own = torch.empty_like(shared)
    _sync(device)
    conn.send(("ready", time.monotonic() - started))
    for _ in range(num_versions):
        version = conn.recv()
        own.copy_(shared)
        _sync(device)
        conn.send((version, time.monotonic()))
    conn.send(int(own.sum(dtype=torch.int64)))
    del shared
    conn.recv()  # the sender's "done": release the mapping before it frees the buffer


def measure_cuda_ipc(state: dict[str, torch.Tensor], cfg: GpuBenchConfig, device: torch.device
                     ) -> dict[str, Any]:
    import torch.multiprocessing as tmp

    from parity.bench.weights import WARMUP_ROUNDS, _timed_rounds, state_nbytes
    from parity.weights.layout import Layout, pack_into

    layout = Layout.of(state)
    flat = torch.empty(layout.nbytes, dtype=torch.uint8, device=device)
    pack_into(state, layout, flat)
    _sync(device)
    ctx = tmp.get_context("spawn")
    parent, child = ctx.Pipe()
    process = ctx.Process(target=_ipc_receiver, args=(child, WARMUP_ROUNDS + cfg.sync_rounds),
                          daemon=True)
    started = time.monotonic()
    process.start()
    child.close()
    try:
        parent.send(flat)

        def recv():
            if not parent.poll(cfg.child_timeout_s):
                raise TimeoutError(f"the CUDA IPC receiver did not answer in {cfg.child_timeout_s} s")
            return parent.recv()

        tag, open_s = recv()
        startup_s = time.monotonic() - started

        def publish(version: int) -> None:
            pack_into(state, layout, flat)
            _sync(device)  # the bytes are there before the receiver is told
            parent.send(version)

        def wait(version: int) -> float:
            got, done = recv()
            if got != version:
                raise RuntimeError(f"CUDA IPC receiver answered {got}, expected {version}")
            return done

        samples = _timed_rounds(publish, wait, cfg.sync_rounds)
        verified = recv() == int(flat.sum(dtype=torch.int64))
        parent.send("done")
        process.join(cfg.child_timeout_s)
    finally:
        if process.is_alive():
            process.kill()
    seconds = statistics.median(samples)
    return {"gb_per_s": state_nbytes(state) / seconds / 1e9, "median_s": seconds,
            "min_s": min(samples), "verified": verified, "receiver_open_s": open_s,
            "receiver_startup_s": startup_s,
            "copies": "sender packs into the shared buffer, receiver copies out (2 device copies)"}


def measure_transports(state: dict[str, torch.Tensor], cfg: GpuBenchConfig) -> dict[str, Any]:
    """Parity's host transports fed with the device's tensors (receivers get CPU tensors)."""
    from parity.bench import weights as wb

    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["torch", "numpy", "parity.weights.shm", "parity.bench.weights"])
    nbytes = wb.state_nbytes(state)
    out: dict[str, Any] = {}
    cleanups: list[Callable[[], None]] = []

    def measure(name: str, tmp: str) -> dict[str, Any]:
        samples, verified = wb._measure(name, state, cfg.sync_rounds, Path(tmp), ctx, cleanups)
        seconds = statistics.median(samples)
        return {"gb_per_s": nbytes / seconds / 1e9, "median_s": seconds, "verified": verified}

    # Trap: bench_in_child waits RECEIVE_TIMEOUT_S (300 s) for a receiver that never starts;
    # bound it by this run's child timeout, device time being what it is.
    receive_timeout_s, wb.RECEIVE_TIMEOUT_S = wb.RECEIVE_TIMEOUT_S, cfg.child_timeout_s
    try:
        with tempfile.TemporaryDirectory(prefix="parity-bench-gpu-") as tmp:
            for name in ("local", "shm", "shm_copy"):
                _attempt(out, name, lambda: measure(name, tmp))  # noqa: B023 - called at once
    finally:
        wb.RECEIVE_TIMEOUT_S = receive_timeout_s
        for cleanup in cleanups:
            cleanup()
    return out


def measure_sync(trainer, cfg: GpuBenchConfig, device: torch.device) -> dict[str, Any]:
    from parity.bench.weights import state_nbytes

    state = engine_state(trainer)
    nbytes = state_nbytes(state)
    out: dict[str, Any] = {"state_bytes": nbytes, "num_tensors": len(state), "dtype": "bfloat16",
                           "rounds": cfg.sync_rounds}
    print(f"state: {nbytes / 1e9:.3f} GB in {len(state)} tensors", flush=True)
    out["copy"] = copy_baselines(state, cfg.copy_rounds, device)
    print(f"copy baselines: {out['copy']}", flush=True)
    if device.type == "cuda":
        _attempt(out, "cuda_ipc", lambda: measure_cuda_ipc(state, cfg, device))
    else:
        out["cuda_ipc"] = {"skipped": "no CUDA"}
    out["transports"] = measure_transports(state, cfg)
    _attempt(out, "engine_update_weights", lambda: measure_engine_update(trainer, state, cfg))
    reference = out["copy"]["pack_gb_per_s"]
    for figure in [out["cuda_ipc"], *out["transports"].values()]:
        if "gb_per_s" in figure:
            figure["fraction_of_copy"] = figure["gb_per_s"] / reference
    return out


def measure_engine_update(trainer, state: dict[str, torch.Tensor], cfg: GpuBenchConfig
                          ) -> dict[str, float]:
    """`TorchEngine.update_weights` of the received state: the engine's own copy into its
    parameters, between two decode steps."""
    from parity.bench.weights import state_nbytes
    from parity.inference.torch_engine import TorchEngine, TorchEngineConfig

    model = copy.deepcopy(trainer.model).to(torch.bfloat16)
    engine = TorchEngine(model, TorchEngineConfig(prefix_cache_bytes=0))

    async def update(version: int) -> float:
        started = time.perf_counter()
        await engine.update_weights(state, version)
        return time.perf_counter() - started

    try:
        samples = [asyncio.run(update(v)) for v in range(1, cfg.sync_rounds + 2)][1:]
    finally:
        engine.close()
    seconds = statistics.median(samples)
    return {"gb_per_s": state_nbytes(state) / seconds / 1e9, "median_s": seconds}


# ---- NCCL on one machine ----------------------------------------------------------------------


def _nccl_attempt(conn, specs: list[tuple[str, list[int]]], rounds: int, backend: str,
                  devices: tuple[str, str], timeout_s: float) -> None:
    """A spawned process: Parity's nccl transport, this process rank 0 on devices[0], rank 1
    in a grandchild on devices[1]. It leads its own process group, so the parent can kill
    both at once. `backend="gloo"` runs the same steps on CPU (tests)."""
    os.setpgrp()
    os.environ.setdefault("NCCL_DEBUG", "WARN")  # NCCL's own reason on stderr
    from parity.bench.weights import bench_in_child

    try:
        g = torch.Generator(device=devices[0]).manual_seed(0)
        state = {name: torch.randn(shape, generator=g, device=devices[0]).to(torch.bfloat16)
                 for name, shape in specs}
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        options = {"init_method": f"tcp://127.0.0.1:{port}", "world_size": 2, "backend": backend,
                   "device": devices[0], "timeout_s": timeout_s}
        samples, verified = bench_in_child("nccl", options,
                                           {"rank": 1, "device": devices[1]}, state, rounds,
                                           multiprocessing.get_context("spawn"))
        conn.send(("ok", samples, verified))
    except Exception as e:  # noqa: BLE001 - the parent records it
        traceback.print_exc()
        conn.send(("error", f"{type(e).__name__}: {e}"[:2000], None))


def measure_nccl(specs: list[tuple[str, list[int]]], cfg: GpuBenchConfig, backend: str = "nccl"
                 ) -> dict[str, Any]:
    """Parity's nccl transport between two processes, on two GPUs if there are two, else both
    on one (which NCCL usually refuses: the error is the figure then)."""
    if backend == "nccl" and not torch.cuda.is_available():
        return {"skipped": "no CUDA"}
    if backend == "nccl":
        devices = ("cuda:0", "cuda:1" if torch.cuda.device_count() > 1 else "cuda:0")
    else:
        devices = ("cpu", "cpu")
    out: dict[str, Any] = {"backend": backend, "sender_device": devices[0],
                           "receiver_device": devices[1]}
    ctx = multiprocessing.get_context("spawn")
    parent, child = ctx.Pipe()
    process = ctx.Process(target=_nccl_attempt, daemon=False,  # daemons may not have children
                          args=(child, specs, cfg.sync_rounds, backend, devices,
                                cfg.nccl_timeout_s * 0.6))
    process.start()
    child.close()
    answered = False
    try:
        answered = parent.poll(cfg.nccl_timeout_s)
        if answered:
            status, detail, verified = parent.recv()
        else:
            status, detail, verified = ("error", f"no answer within {cfg.nccl_timeout_s:g} s "
                                        "(killed)", None)
    except EOFError:
        status, detail, verified = "error", f"the process died (exit code {process.exitcode})", None
    finally:
        process.join(5 if answered else 0)
        if process.exitcode is None:
            try:
                os.killpg(process.pid, signal.SIGKILL)  # it and its receiver grandchild
            except ProcessLookupError:
                pass
            process.join(5)
    if status == "ok":
        seconds = statistics.median(detail)
        nbytes = 2 * sum(math.prod(shape) for _, shape in specs)  # bf16
        out |= {"gb_per_s": nbytes / seconds / 1e9, "median_s": seconds, "verified": verified}
    else:
        out["error"] = detail
    return out


# ---- the run ----------------------------------------------------------------------------------


def run(out_dir: str | Path, tiny: bool = False) -> int:
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
    cfg = GpuBenchConfig.tiny() if tiny else GpuBenchConfig()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if device.type == "cuda":
        device = torch.device("cuda", torch.cuda.current_device())
    elif not tiny:
        print("warning: no CUDA; the full-size run on a CPU will be very slow (use --tiny)",
              flush=True)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    report = Report(out, cfg.budget_s)
    started = time.perf_counter()
    env = report.part("env", lambda: environment(device, cfg))
    if env is not None:
        print(f"GPU: {env.get('gpu', 'none')}, torch {env['torch']}, transformers "
              f"{env['transformers']}", flush=True)

    held: dict[str, Any] = {}

    def build() -> dict[str, Any]:
        model_started = time.perf_counter()
        model = build_model(cfg, device)
        _sync(device)
        built_s = time.perf_counter() - model_started
        mixed = "bf16" if device.type == "cuda" else "bf16" if tiny else "auto"
        held["trainer"] = make_trainer(model, cfg, device, mixed)
        return {"build_s": built_s, "parameters": sum(p.numel() for p in model.parameters()),
                "config": model.config.to_diff_dict()}

    report.part("model", build)
    trainer = held.get("trainer")
    if trainer is not None:
        report.part("train", lambda: measure_training(trainer, cfg, device))
        report.part("mismatch", lambda: measure_mismatch(trainer, cfg, device))
        report.part("sync", lambda: measure_sync(trainer, cfg, device))
        specs = [(k, list(v.shape)) for k, v in trainer.model.state_dict().items()
                 if k != "lm_head.weight" or not trainer.model.config.tie_word_embeddings]
        del trainer, held["trainer"]
        _free_cuda()  # the NCCL processes need the memory more
        report.part("nccl", lambda: measure_nccl(specs, cfg))
    report.figures["total_s"] = time.perf_counter() - started
    report.write()
    print(f"\nwrote {report.path} in {report.figures['total_s']:.1f} s; failed parts: "
          f"{', '.join(report.failed) or 'none'}", flush=True)
    return 1 if report.failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m parity.bench.gpu", description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=".", help=f"directory for {JSON_NAME}")
    parser.add_argument("--tiny", action="store_true", help="a tiny Qwen2 (CPU without CUDA)")
    args = parser.parse_args(argv)
    return run(args.out, tiny=args.tiny)


if __name__ == "__main__":
    # Run the imported module, not this `__main__` copy: spawned children (CUDA IPC, NCCL)
    # then find their target functions as `parity.bench.gpu.<name>`.
    from parity.bench.gpu import main as imported_main

    sys.exit(imported_main())
