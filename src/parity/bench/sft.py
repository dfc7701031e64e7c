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

`--vs trl` puts TRL's SFTTrainer beside Parity's trainer as it runs by default (shared
prefix on) instead of the packed copy: the same weights, batches (pre-tokenized rows with
TRL's `completion_mask` set where Parity's loss mask is, so both train on the same tokens),
lr, AdamW and precision, in one process, one step each in turn. TRL pads each batch to its
longest row and computes the logits of every position. `--model DIR` trains a real model
instead of the tiny Qwen2 (synthetic ids from its vocabulary).
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
    vs: str = "packed"  # "packed": Parity's two paths; "trl": Parity next to TRL's SFTTrainer
    model: str | None = None  # a model directory; None: a tiny Qwen2 of hidden x layers


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


def _tiny_model(cfg: SftBenchConfig, vocab: int, work: Path) -> Path:
    from transformers import AutoModelForCausalLM, Qwen2Config

    config = Qwen2Config(vocab_size=vocab, hidden_size=cfg.hidden, num_hidden_layers=cfg.layers,
                         num_attention_heads=max(1, cfg.hidden // 32), num_key_value_heads=1,
                         intermediate_size=cfg.hidden * 2, max_position_embeddings=8192,
                         tie_word_embeddings=True)
    torch.manual_seed(cfg.seed)
    AutoModelForCausalLM.from_config(config).save_pretrained(work, safe_serialization=True)
    return work


def _parity_trainer(cfg: SftBenchConfig, model_dir: Path, share: bool):
    from transformers import AutoModelForCausalLM

    from parity.train.trainer import Trainer

    model = AutoModelForCausalLM.from_pretrained(model_dir, local_files_only=True,
                                                 dtype=torch.float32)
    return Trainer(model, TrainConfig(lr=1e-4, min_lr_ratio=1.0, share_prefix=share,
                                      device="cpu", mixed_precision=cfg.mixed_precision,
                                      micro_batch_tokens=32768, seed=cfg.seed))


def _trl_steps(cfg: SftBenchConfig, model_dir: Path, batches: list[list[TokenSequence]],
               after_step, work: Path) -> list[float]:
    """TRL's SFTTrainer over `batches` in order, one optimizer step each; `after_step(i, loss)`
    runs after its step i (the other side's turn; TRL's loss of step 0, else None). Returns
    TRL's step times."""
    import os
    import warnings

    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    from datasets import Dataset
    from torch.utils.data import SequentialSampler
    from transformers import AutoModelForCausalLM, TrainerCallback
    from transformers.trainer_callback import PrinterCallback
    from trl import SFTConfig, SFTTrainer

    rows = [s for b in batches for s in b]
    data = Dataset.from_dict({"input_ids": [s.token_ids.tolist() for s in rows],
                              "completion_mask": [s.loss_mask.astype(int).tolist() for s in rows]})
    times: list[float] = []
    logged: list[float] = []

    class InOrder(SFTTrainer):
        def _get_train_sampler(self, *args, **kwargs):  # the batches as Parity sees them
            return SequentialSampler(self.train_dataset)

    class Interleave(TrainerCallback):
        def on_step_begin(self, args, state, control, **kwargs):
            self.start = time.perf_counter()

        def on_step_end(self, args, state, control, **kwargs):
            times.append(time.perf_counter() - self.start)

        def on_log(self, args, state, control, logs=None, **kwargs):
            if logs and "loss" in logs:  # logged after the step ends: the other side's turn
                logged.append(float(logs["loss"]))
                after_step(len(logged) - 1, logged[0] if len(logged) == 1 else None)

    torch.manual_seed(cfg.seed)
    model = AutoModelForCausalLM.from_pretrained(model_dir, local_files_only=True,
                                                 dtype=torch.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        args = SFTConfig(
            output_dir=str(work / "trl"), per_device_train_batch_size=cfg.batch,
            gradient_accumulation_steps=1, learning_rate=1e-4, lr_scheduler_type="constant",
            warmup_steps=0, weight_decay=0.0, max_grad_norm=1.0, max_steps=len(batches),
            logging_steps=1, save_strategy="no", report_to=[], use_cpu=True,
            bf16=cfg.mixed_precision == "bf16", seed=cfg.seed, gradient_checkpointing=False,
            disable_tqdm=True, dataloader_num_workers=0, completion_only_loss=True,
            packing=False, max_length=None, dataset_num_proc=None)
        trainer = InOrder(model=model, args=args, train_dataset=data, callbacks=[Interleave()])
        trainer.remove_callback(PrinterCallback)
        trainer.train()
    return times


def run(cfg: SftBenchConfig, json_path: str | None = None) -> int:
    import tempfile

    if cfg.vs not in ("packed", "trl"):
        raise ValueError(f"--vs must be packed or trl, not {cfg.vs!r}")
    if cfg.threads:
        torch.set_num_threads(cfg.threads)
    with tempfile.TemporaryDirectory(prefix="parity-bench-sft-") as tmp:
        return _run(cfg, json_path, Path(tmp))


def _run(cfg: SftBenchConfig, json_path: str | None, work: Path) -> int:
    n = cfg.warmup_steps + cfg.steps
    vocab = cfg.vocab
    if cfg.model is not None:
        from transformers import AutoConfig

        from parity.inference.models import _check_model_dir  # where a model name resolves

        model_dir = _check_model_dir(cfg.model)
        vocab = AutoConfig.from_pretrained(model_dir, local_files_only=True).vocab_size
        cfg_rows = cfg if cfg.vocab <= vocab else SftBenchConfig(**{**asdict(cfg), "vocab": vocab})
        batches = demo_batches(cfg, n) if cfg.demos else synthetic_batches(cfg_rows, n)
    else:
        batches = demo_batches(cfg, n) if cfg.demos else synthetic_batches(cfg, n)
        if cfg.demos:
            vocab = max(vocab, 1 + max(int(s.token_ids.max()) for b in batches for s in b))
        model_dir = _tiny_model(cfg, vocab, work / "model")
    names = ("shared_prefix", "packed") if cfg.vs == "packed" else ("parity", "trl")
    trainers = {name: _parity_trainer(cfg, model_dir, share=name != "packed")
                for name in names if name != "trl"}
    times: dict[str, list[float]] = {k: [] for k in names}
    first_loss: dict[str, float] = {}
    shared = {"tokens": 0.0}
    progress = bar(len(batches) * len(names), "bench sft", "step")

    def parity_steps(i: int) -> None:
        for name, trainer in trainers.items():
            t0 = time.perf_counter()
            m = trainer.sft_step(batches[i])
            dt = time.perf_counter() - t0
            if i == 0:
                first_loss[name] = m["train/loss"]
                shared["tokens"] = max(shared["tokens"], m.get("train/shared_prefix", 0.0))
            if i >= cfg.warmup_steps:
                times[name].append(dt)
            progress.update()

    if cfg.vs == "trl":
        def after_trl_step(i: int, loss: float | None) -> None:
            progress.update()
            if i == 0 and loss is not None:
                first_loss["trl"] = loss
            parity_steps(i)

        times["trl"] = _trl_steps(cfg, model_dir, batches, after_trl_step,
                                  work)[cfg.warmup_steps:]
    else:
        for i in range(len(batches)):
            parity_steps(i)
    progress.close()
    tokens = statistics.fmean(sum(len(s) for s in b) for b in batches[cfg.warmup_steps:])
    res = {name: {"median_step_s": round(statistics.median(t), 4),
                  "tokens_per_s": round(tokens / statistics.median(t), 1)}
           for name, t in times.items()}
    speedup = res[names[0]]["tokens_per_s"] / res[names[1]]["tokens_per_s"]
    out = {"config": asdict(cfg), "tokens_per_batch": round(tokens, 1),
           "shared_prefix_tokens": shared["tokens"], "first_step_loss": first_loss, **res,
           "speedup": round(speedup, 3)}
    print(f"SFT step, batch {cfg.batch}, {tokens:.0f} tokens per batch, "
          f"{shared['tokens']:.0f} of each row's leading tokens shared "
          f"({'demonstrations: ' + cfg.demos if cfg.demos else 'synthetic agent-shaped rows'}"
          f"; {cfg.model or 'tiny Qwen2'}, {cfg.mixed_precision})")
    for name in reversed(names):
        loss = f", first loss {first_loss[name]:.5f}" if name in first_loss else ""
        print(f"  {name:14s} {res[name]['tokens_per_s']:>9.0f} tokens/s  "
              f"(median step {res[name]['median_step_s']:.3f} s{loss})")
    print(f"  speedup {speedup:.2f}x ({names[0]} over {names[1]})")
    if json_path:
        Path(json_path).write_text(json.dumps(out, indent=2) + "\n")
    if cfg.vs == "packed" and not np.isclose(first_loss["shared_prefix"], first_loss["packed"],
                                             rtol=1e-3):
        print("the two paths' first losses differ: the shared-prefix step is not the same step")
        return 1
    return 0
