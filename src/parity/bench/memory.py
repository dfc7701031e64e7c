"""`parity bench memory`: a run's memory with glibc's malloc as it comes, beside the setting
every Parity process takes (`parity.threads.return_freed_memory`: a heap trimmer) and, with
`--settings glibc,mmap,parity`, the one it replaced (a fixed mmap threshold of 256 KiB).

```
 for each setting (glibc's default, Parity's, the old one), a fresh process, all at once:
   the engine (TorchEngine, bf16 where the CPU has it) and a trainer (fp32 master weights,
   bf16 autocast, gradient checkpointing) of one model, in one process, as `parity train`
   runs them on one machine (engines.placement = "inprocess")
   R rounds of what an RL step does there:
     generate: B prompts of random ids, their lengths drawn from 300-2,500 tokens (agent
               prompts grow with every turn), N new tokens each, all at once
     train:    one GRPO step on those B sequences (groups of 8, rewards 0/1)
     sync:     the trainer's weights into the engine (a new version; prefix cache cleared)
   the process's RSS after every round, its peak (ru_maxrss), and the wall time of each phase
 printed side by side: peak RSS and time, and Parity's over glibc's
```

The prompts, lengths and rewards come from one seed, the same in both processes, so both
allocate the same tensors in the same order; what differs is what malloc keeps, and what it
costs to map and unmap large blocks (the time ratio: the two run side by side, so they share
the machine's load; give each its own core with --threads 1 on a machine that has two). A run of
SmolLM2-135M with glibc's default grew to 18 GB over 4 RL steps (docs/results.md).
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field

SETTINGS = ("glibc", "mmap", "parity")
OLD_MMAP_THRESHOLD = 256 << 10  # the setting return_freed_memory took until 2026-12-06


@dataclass(frozen=True)
class MemoryBenchConfig:
    model: str = "smollm2-135m"  # a name (`parity model list`), a .gguf file or a directory
    rounds: int = 4
    rows: int = 16  # sequences per round (orchestrator: 2 groups of 8)
    new_tokens: int = 96
    min_prompt: int = 300
    max_prompt: int = 2500
    threads: int = 1
    seed: int = 0
    settings: tuple[str, ...] = ("glibc", "parity")


@dataclass
class SettingResult:
    setting: str
    peak_rss_bytes: int = 0
    rss_after_round: list[int] = field(default_factory=list)
    generate_s: float = 0.0
    train_s: float = 0.0
    sync_s: float = 0.0
    wall_s: float = 0.0


def _child(setting: str, cfg: MemoryBenchConfig, model_dir: str) -> SettingResult:
    """One setting's rounds in this (fresh) process."""
    import asyncio

    import numpy as np
    import torch

    from parity.inference.engine import SamplingParams
    from parity.inference.models import load_model
    from parity.inference.torch_engine import TorchEngine, TorchEngineConfig
    from parity.threads import return_freed_memory, rss_bytes
    from parity.train.config import TrainConfig
    from parity.train.trainer import Trainer
    from parity.types import Trajectory

    if setting == "parity":
        return_freed_memory()
    elif setting == "mmap":
        import ctypes

        ctypes.CDLL(None).mallopt(-3, OLD_MMAP_THRESHOLD)  # M_MMAP_THRESHOLD, glibc's malloc.h
    torch.set_num_threads(cfg.threads)
    torch.manual_seed(cfg.seed)
    result = SettingResult(setting)
    start = time.perf_counter()
    engine = TorchEngine(load_model(model_dir, dtype="auto"), TorchEngineConfig(seed=cfg.seed))
    trainer = Trainer(load_model(model_dir, dtype="float32", device="cpu"), TrainConfig(
        lr=1e-6, total_steps=cfg.rounds, mixed_precision="bf16", gradient_checkpointing=True,
        micro_batch_tokens=4096, device="cpu", seed=cfg.seed))
    vocab = int(engine.vocab_size)
    rng = np.random.default_rng(cfg.seed)

    async def generate(prompts: list[list[int]]):
        params = SamplingParams(max_tokens=cfg.new_tokens, temperature=1.0)
        return await asyncio.gather(*(engine.generate(p, params) for p in prompts))

    try:
        for r in range(cfg.rounds):
            lengths = rng.integers(cfg.min_prompt, cfg.max_prompt + 1, size=cfg.rows)
            prompts = [rng.integers(10, vocab, size=int(n)).tolist() for n in lengths]
            t = time.perf_counter()
            outs = asyncio.run(generate(prompts))
            result.generate_s += time.perf_counter() - t
            trajs = [Trajectory(
                id=f"r{r}-{i}", task_id=f"g{r}-{i // 8}", token_ids=p + o.token_ids,
                loss_mask=[0] * len(p) + [1] * len(o.token_ids),
                logprobs=[0.0] * len(p) + list(o.logprobs),
                versions=[-1] * len(p) + list(o.token_versions), prompt_len=len(p),
                reward=float(i % 2)) for i, (p, o) in enumerate(zip(prompts, outs, strict=True))]
            t = time.perf_counter()
            trainer.train_step(trajs)
            result.train_s += time.perf_counter() - t
            t = time.perf_counter()
            asyncio.run(engine.update_weights(trainer.state_dict_for_sync(),
                                              trainer.policy_version))
            result.sync_s += time.perf_counter() - t
            result.rss_after_round.append(rss_bytes())
    finally:
        engine.close()
    result.wall_s = time.perf_counter() - start
    result.peak_rss_bytes = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    return result


def _start_setting(setting: str, cfg: MemoryBenchConfig, model_dir: str) -> subprocess.Popen:
    env = dict(os.environ, OMP_NUM_THREADS=str(cfg.threads))
    env.pop("MALLOC_MMAP_THRESHOLD_", None)  # each child starts from glibc's own default
    env["PARITY_MALLOC"] = "" if setting == "parity" else "default"
    return subprocess.Popen([sys.executable, "-m", "parity.bench.memory", setting,
                             json.dumps(asdict(cfg)), model_dir],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def _result(setting: str, proc: subprocess.Popen) -> SettingResult:
    out, err = proc.communicate()
    if proc.returncode != 0:
        raise RuntimeError(f"the {setting} run failed: {err.strip()[-1500:]}")
    return SettingResult(**json.loads(out.strip().splitlines()[-1]))


def run(cfg: MemoryBenchConfig, json_path: str | None = None) -> int:
    from parity.models.pretrained import resolve_model

    model_dir = str(resolve_model(cfg.model))
    load = os.getloadavg()[0]
    print(f"[bench memory] {cfg.model}: {cfg.rounds} rounds of {cfg.rows} sequences "
          f"({cfg.min_prompt}-{cfg.max_prompt} prompt tokens, {cfg.new_tokens} new), "
          f"{cfg.threads} thread(s), load {load:.1f}", flush=True)
    # both at once, so that both see the same load (this machine is shared): the time ratio
    # is then the setting's cost, not the load's
    procs = {setting: _start_setting(setting, cfg, model_dir) for setting in cfg.settings}
    try:
        results = {setting: _result(setting, proc) for setting, proc in procs.items()}
    finally:
        for proc in procs.values():
            if proc.poll() is None:
                proc.kill()
    gib = 2 ** 30
    print("setting   peak RSS   RSS after each round (GiB)        generate  train   sync   wall")
    for s, r in results.items():
        rounds = " ".join(f"{b / gib:5.2f}" for b in r.rss_after_round)
        print(f"{s:8s} {r.peak_rss_bytes / gib:6.2f} GiB  {rounds:32s} {r.generate_s:6.0f} s "
              f"{r.train_s:5.0f} s {r.sync_s:4.1f} s {r.wall_s:5.0f} s")
    ratios = {}
    ours = results["parity"]
    for other in [s for s in cfg.settings if s != "parity"]:
        base = results[other]
        ratios[other] = {"peak": ours.peak_rss_bytes / max(base.peak_rss_bytes, 1),
                         "time": ours.wall_s / max(base.wall_s, 1e-9),
                         "generate": ours.generate_s / max(base.generate_s, 1e-9),
                         "train": ours.train_s / max(base.train_s, 1e-9)}
        r = ratios[other]
        print(f"parity / {other}: peak RSS {r['peak']:.2f}x, wall time {r['time']:.2f}x "
              f"(generate {r['generate']:.2f}x, train {r['train']:.2f}x)")
    print(f"load {load:.1f} at start, {os.getloadavg()[0]:.1f} at the end")
    if json_path:
        with open(json_path, "w") as f:
            json.dump({"config": asdict(cfg), "results": {k: asdict(v) for k, v in results.items()},
                       "ratios": ratios}, f, indent=2)
    return 0


if __name__ == "__main__":  # one setting's process (see _run_setting)
    _fields = json.loads(sys.argv[2])
    _fields["settings"] = tuple(_fields["settings"])
    _setting, _cfg, _model = sys.argv[1], MemoryBenchConfig(**_fields), sys.argv[3]
    print(json.dumps(asdict(_child(_setting, _cfg, _model))))
