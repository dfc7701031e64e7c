"""`parity bench sft`: SFT tokens/s with the shared prefix run once, next to packing.

Agent demonstrations open with the same system prompt and tool list (about 700 of a kata
demonstration's 1,100 tokens on the tiny default), so a batch of them can run that prefix
once and let every row attend to its keys/values (`TrainConfig.share_prefix`). This bench
trains two copies of the same tiny Qwen2 from the same weights on the same batches, one step
each in turn (so both see the same machine load), one with the shared prefix and one packed,
and reports tokens/s (every token of every row, the prefix counted per row, as packing
computes it) over the median step, their ratio, and the first step's losses, which must
agree: the gradient is exact either way.

The batches are real demonstrations (`--demos`, a JSONL of trajectories such as the
quickstart's `demos.jsonl`) or, by default, synthetic ones of that shape: a common prefix of
`prefix_tokens`, then per row a suffix whose length is drawn from a log-normal around
`suffix_tokens`, a third of it targets.
"""

from __future__ import annotations

import json
import random
import statistics
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
import torch

from parity.observe.progress import bar
from parity.train.config import TrainConfig
from parity.train.packing import TokenSequence


@dataclass(frozen=True)
class SftBenchConfig:
    batch: int = 4
    steps: int = 6
    warmup_steps: int = 1
    prefix_tokens: int = 700
    suffix_tokens: int = 400
    hidden: int = 192
    layers: int = 4
    vocab: int = 4096
    threads: int = 0
    seed: int = 0
    demos: str | None = None
    mixed_precision: str = "off"  # "bf16": autocast, as the quickstart trains


def synthetic_batches(cfg: SftBenchConfig, n: int) -> list[list[TokenSequence]]:
    rng = random.Random(cfg.seed)
    prefix = [rng.randrange(16, cfg.vocab) for _ in range(cfg.prefix_tokens)]
    out = []
    for _ in range(n):
        rows = []
        for _ in range(cfg.batch):
            n_suffix = max(8, int(rng.lognormvariate(np.log(cfg.suffix_tokens), 0.4)))
            body = [rng.randrange(16, cfg.vocab) for _ in range(n_suffix)]
            mask = [0] * (len(prefix) + n_suffix - n_suffix // 3) + [1] * (n_suffix // 3)
            rows.append(TokenSequence.of(prefix + body, mask))
        out.append(rows)
    return out


def demo_batches(cfg: SftBenchConfig, n: int) -> list[list[TokenSequence]]:
    from parity.train.data import load_trajectories, sft_sequences

    seqs = sft_sequences(load_trajectories(cfg.demos), 4096)
    if len(seqs) < cfg.batch:
        raise ValueError(f"{cfg.demos} holds {len(seqs)} trajectories, fewer than --batch {cfg.batch}")
    rng = random.Random(cfg.seed)
    return [rng.sample(seqs, cfg.batch) for _ in range(n)]


def run(cfg: SftBenchConfig, json_path: str | None = None) -> int:
    from transformers import AutoModelForCausalLM, Qwen2Config

    from parity.train.trainer import Trainer

    if cfg.threads:
        torch.set_num_threads(cfg.threads)
    n = cfg.warmup_steps + cfg.steps
    batches = demo_batches(cfg, n) if cfg.demos else synthetic_batches(cfg, n)
    vocab = cfg.vocab
    if cfg.demos:
        vocab = max(vocab, 1 + max(int(s.token_ids.max()) for b in batches for s in b))
    config = Qwen2Config(vocab_size=vocab, hidden_size=cfg.hidden, num_hidden_layers=cfg.layers,
                         num_attention_heads=max(1, cfg.hidden // 32), num_key_value_heads=1,
                         intermediate_size=cfg.hidden * 2, max_position_embeddings=8192,
                         tie_word_embeddings=True)
    trainers = {}
    for name, share in (("shared_prefix", True), ("packed", False)):
        torch.manual_seed(cfg.seed)
        model = AutoModelForCausalLM.from_config(config)
        trainers[name] = Trainer(model, TrainConfig(lr=1e-4, share_prefix=share, device="cpu",
                                                    mixed_precision=cfg.mixed_precision,
                                                    micro_batch_tokens=32768, seed=cfg.seed))
    times: dict[str, list[float]] = {k: [] for k in trainers}
    first_loss: dict[str, float] = {}
    shared_tokens = 0.0
    progress = bar(len(batches) * len(trainers), "bench sft", "step")
    for i, batch in enumerate(batches):
        for name, trainer in trainers.items():
            t0 = time.perf_counter()
            m = trainer.sft_step(batch)
            dt = time.perf_counter() - t0
            if i == 0:
                first_loss[name] = m["train/loss"]
                shared_tokens = max(shared_tokens, m.get("train/shared_prefix", 0.0))
            if i >= cfg.warmup_steps:
                times[name].append(dt)
            progress.update()
    progress.close()
    tokens = statistics.fmean(sum(len(s) for s in b) for b in batches[cfg.warmup_steps:])
    res = {name: {"median_step_s": round(statistics.median(t), 4),
                  "tokens_per_s": round(tokens / statistics.median(t), 1)}
           for name, t in times.items()}
    speedup = res["shared_prefix"]["tokens_per_s"] / res["packed"]["tokens_per_s"]
    out = {"config": asdict(cfg), "tokens_per_batch": round(tokens, 1),
           "shared_prefix_tokens": shared_tokens, "first_step_loss": first_loss, **res,
           "speedup": round(speedup, 3)}
    print(f"SFT step, batch {cfg.batch}, {tokens:.0f} tokens per batch, "
          f"{shared_tokens:.0f} of each row's leading tokens shared "
          f"({'demonstrations: ' + cfg.demos if cfg.demos else 'synthetic agent-shaped rows'})")
    for name in ("packed", "shared_prefix"):
        print(f"  {name:14s} {res[name]['tokens_per_s']:>9.0f} tokens/s  "
              f"(median step {res[name]['median_step_s']:.3f} s, first loss "
              f"{first_loss[name]:.5f})")
    print(f"  speedup {speedup:.2f}x")
    if json_path:
        Path(json_path).write_text(json.dumps(out, indent=2) + "\n")
    if not np.isclose(first_loss["shared_prefix"], first_loss["packed"], rtol=1e-3):
        print("the two paths' first losses differ: the shared-prefix step is not the same step")
        return 1
    return 0
