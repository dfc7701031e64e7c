"""`parity bench train --vs trl`: GRPO training tokens/s, Parity's trainer next to TRL's
GRPOTrainer, on the same tiny model, data, batch and lengths, in one process. `--vs packed`:
Parity's step as it runs (each group's prompt run once, train/packing.py pack_shared) next to
the same trainer with every rollout packed whole (`share_prefix = false`), steps alternating.
`--vs sdpa`: Parity's step as it runs next to the same trainer with torch's SDPA attention
instead of its kernels (`train.attention = "sdpa"`, train/attention.py), steps alternating.
`--trajectories FILE --model M`: a run's own rollouts (groups whose rewards differ) instead of
random ids, for the packed and SDPA comparisons (the memory pass keeps the random batch).

What is compared is training alone. Both sides get the same fixed batch: P prompts x G
completions of random token ids with lengths drawn once from a heavy-tailed distribution
(agent turns vary a lot in length), fixed 0/1 rewards, and the same initial weights.
Generation is excluded for both:
  - Parity's `Trainer.train_step` receives the finished trajectories (it never generates).
  - TRL gets them through its `rollout_func` hook, which returns the precomputed prompt and
    completion ids; the reward function returns the precomputed rewards. The time TRL spends
    inside `_generate` (the rollout_func call, decoding completions to text, its length
    metrics) and `_calculate_rewards` is measured and subtracted from each step.
What remains on both sides: advantages, batching (TRL pads, Parity packs), forward,
backward, gradient clipping and the AdamW step.

Settings are matched: GRPO loss with per-sequence token mean (TRL `loss_type="grpo"`),
group-normalised advantages, eps 0.2, beta 0 (no reference model, no KL), one optimizer
step per batch (so neither side needs a separate old-logprob pass), lr 1e-6 constant,
max grad norm 1, fp32, no gradient checkpointing, truncated IS off on Parity's side (TRL
applies none without vLLM). The first step's gradient norm of each is printed: with the
same weights and data they must agree, which shows both computed the same loss.

Steps alternate: TRL's trainer calls back after each of its optimizer steps and Parity's
step runs then, so both see the same machine load (this machine is shared). The first
`warmup_steps` of each are not timed. tokens/s = (prompt + completion tokens of the batch)
/ the median step time: the median, because other work on a shared machine makes single
steps slow at random, and a mean would report that noise.

`--model DIR` runs both on a real model instead of the tiny one (random token ids from its
vocabulary; the batch shape is the same), and `--bf16` / `--gradient-checkpointing` turn
those on for both sides alike. Peak memory is measured apart from the timing: each side
runs its warm-up and one step alone in a fresh process (`ru_maxrss`: weights, gradients,
optimizer state and the step's working memory, as a user running that trainer would see
it), since two trainers sharing one process share one high-water mark.
"""

from __future__ import annotations

import json
import math
import tempfile
import time
import warnings
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np
import torch

from parity.train.config import LossConfig, TrainConfig
from parity.types import Trajectory

TARGET_SPEEDUP = 1.5


@dataclass(frozen=True)
class BenchConfig:
    prompts: int = 4
    generations: int = 8
    min_prompt_tokens: int = 32
    max_prompt_tokens: int = 256
    min_completion_tokens: int = 16
    max_completion_tokens: int = 512
    steps: int = 5
    warmup_steps: int = 1
    hidden: int = 192
    layers: int = 4
    vocab: int = 2048
    threads: int = 0  # 0: torch's default
    seed: int = 0
    with_trl: bool = True
    vs_packed: bool = False  # the other side: Parity with share_prefix off, not TRL
    vs_sdpa: bool = False  # the other side: Parity with torch's SDPA attention (train.attention)
    # a JSONL of graded trajectories (a run's buffer/trajectories.jsonl) to train on instead of
    # random ids: the first `prompts` groups whose rewards differ, `generations` rollouts each
    trajectories: str | None = None
    micro_batch_tokens: int = 0  # 0: max(16384, half the batch's tokens)
    model: str | None = None  # a model directory; None: the tiny Qwen2 built from the sizes above
    bf16: bool = False  # autocast on both sides
    gradient_checkpointing: bool = False  # on both sides
    memory: bool = True  # peak RSS of each side in a process of its own


@dataclass
class Batch:
    prompt_ids: list[list[int]]  # one per completion (P x G, grouped)
    completion_ids: list[list[int]]
    rewards: list[float]
    group: list[int]

    @property
    def tokens(self) -> int:
        return sum(len(p) + len(c) for p, c in zip(self.prompt_ids, self.completion_ids, strict=True))


@dataclass
class Side:
    step_s: list[float] = field(default_factory=list)
    first_grad_norm: float | None = None
    error: str | None = None

    def tokens_per_s(self, tokens_per_step: int, warmup: int) -> float | None:
        timed = self.step_s[warmup:]
        return tokens_per_step / float(np.median(timed)) if timed else None


def make_batch(cfg: BenchConfig, vocab_size: int, eos_id: int, num_special: int) -> Batch:
    rng = np.random.default_rng(cfg.seed)

    def length(lo: int, hi: int) -> int:  # log-normal, median ~ lo * 3, clipped
        return int(np.clip(lo * 3 * rng.lognormal(0.0, 0.9), lo, hi))

    batch = Batch([], [], [], [])
    for p in range(cfg.prompts):
        prompt = rng.integers(num_special, vocab_size, length(cfg.min_prompt_tokens,
                                                              cfg.max_prompt_tokens)).tolist()
        rewards = rng.integers(0, 2, cfg.generations).astype(float)
        rewards[0], rewards[1] = 0.0, 1.0  # every group carries signal
        for g in range(cfg.generations):
            n = length(cfg.min_completion_tokens, cfg.max_completion_tokens)
            completion = rng.integers(num_special, vocab_size, n).tolist()
            completion[-1] = eos_id
            batch.prompt_ids.append(prompt)
            batch.completion_ids.append(completion)
            batch.rewards.append(float(rewards[g]))
            batch.group.append(p)
    return batch


def trajectories(batch: Batch) -> list[Trajectory]:
    out = []
    for i, (p, c) in enumerate(zip(batch.prompt_ids, batch.completion_ids, strict=True)):
        out.append(Trajectory(
            id=f"t{i}", task_id=f"p{batch.group[i]}", token_ids=p + c,
            loss_mask=[0] * len(p) + [1] * len(c), logprobs=[0.0] * len(p) + [-1.0] * len(c),
            versions=[-1] * len(p) + [0] * len(c), prompt_len=len(p), reward=batch.rewards[i]))
    return out


def build_model_dir(cfg: BenchConfig, out: Path) -> Path:
    from transformers import AutoModelForCausalLM

    from parity.models.corpus import code_corpus
    from parity.models.tiny import TinyConfig, tiny_model_config, train_tokenizer

    tokenizer = train_tokenizer(code_corpus(400_000, cfg.seed), cfg.vocab)
    heads = max(1, cfg.hidden // 32)  # head dim 32: 6 heads / 2 KV heads at hidden 192
    tiny = TinyConfig(hidden_size=cfg.hidden, num_layers=cfg.layers, vocab_size=cfg.vocab,
                      num_heads=heads, num_kv_heads=2 if heads % 2 == 0 else 1)
    torch.manual_seed(cfg.seed)
    model = AutoModelForCausalLM.from_config(tiny_model_config(tiny, tokenizer))
    model.save_pretrained(out, safe_serialization=True)
    tokenizer.save_pretrained(out)
    return out


def parity_trainer(model_dir: Path, tokens_per_step: int, cfg_bench: BenchConfig,
                   share_prefix: bool = True, attention: str = "auto"):
    from parity.inference.models import load
    from parity.train.trainer import Trainer

    model, tokenizer = load(model_dir, dtype="float32", device="cpu")
    cfg = TrainConfig(lr=1e-6, min_lr_ratio=1.0, max_grad_norm=1.0, advantage="grpo",
                      loss=LossConfig(name="grpo", eps_low=0.2, eps_high=0.2, tis_cap=None),
                      micro_batch_tokens=(cfg_bench.micro_batch_tokens
                                          or max(16384, tokens_per_step // 2)),
                      mixed_precision="bf16" if cfg_bench.bf16 else "off",
                      gradient_checkpointing=cfg_bench.gradient_checkpointing, device="cpu",
                      share_prefix=share_prefix, attention=attention)
    return Trainer(model, cfg, pad_token_id=tokenizer.pad_token_id)


def recorded_batch(path: str, groups: int, size: int) -> list[Trajectory]:
    """The first `groups` groups of a run's trajectories whose rewards differ (the ones a
    GRPO step trains on), `size` rollouts each, in the file's order."""
    import collections

    from parity.train.data import load_trajectories

    by_group: dict[str, list[Trajectory]] = collections.defaultdict(list)
    for t in load_trajectories(path):
        by_group[t.group_id or t.task_id].append(t)
    picked = [g[:size] for g in by_group.values()
              if len(g) >= size and len({t.reward for t in g[:size]}) > 1][:groups]
    if len(picked) < groups:
        raise ValueError(f"{path} holds {len(picked)} groups of {size} rollouts whose rewards "
                         f"differ; --prompts {groups} asks for more")
    return [t for g in picked for t in g]


def run_parity_step(trainer, trajs: list[Trajectory], side: Side) -> None:
    start = time.perf_counter()
    metrics = trainer.train_step(trajs)
    side.step_s.append(time.perf_counter() - start)
    if side.first_grad_norm is None:
        side.first_grad_norm = metrics["train/grad_norm"]


def run_with_trl(cfg: BenchConfig, model_dir: Path, batch: Batch, parity, trajs, parity_side: Side,
                 trl_side: Side, work: Path) -> None:
    """TRL's loop drives; a callback runs one Parity step after each TRL step."""
    import os

    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    from datasets import Dataset
    from transformers import AutoModelForCausalLM, AutoTokenizer, TrainerCallback
    from transformers.trainer_callback import PrinterCallback
    from trl import GRPOConfig, GRPOTrainer

    by_prompt = {f"p{p}": [i for i, g in enumerate(batch.group) if g == p] for p in range(cfg.prompts)}

    def rollout_func(prompts: list[str], trainer: Any) -> dict[str, list]:
        seen: dict[str, int] = {}
        picked = []
        for prompt in prompts:
            k = seen.get(prompt, 0)
            seen[prompt] = k + 1
            picked.append(by_prompt[prompt][k % cfg.generations])
        return {"prompt_ids": [batch.prompt_ids[i] for i in picked],
                "completion_ids": [batch.completion_ids[i] for i in picked],
                "logprobs": [[-1.0] * len(batch.completion_ids[i]) for i in picked],
                "fixed_reward": [batch.rewards[i] for i in picked]}

    def fixed_reward(prompts, completions, fixed_reward, **kwargs) -> list[float]:
        return list(fixed_reward)

    class TimedGRPOTrainer(GRPOTrainer):
        excluded_s = 0.0

        def _generate(self, prompts):
            start = time.perf_counter()
            try:
                return super()._generate(prompts)
            finally:
                self.excluded_s += time.perf_counter() - start

        def _calculate_rewards(self, *args, **kwargs):
            start = time.perf_counter()
            try:
                return super()._calculate_rewards(*args, **kwargs)
            finally:
                self.excluded_s += time.perf_counter() - start

    class Interleave(TrainerCallback):
        def on_step_begin(self, args, state, control, **kwargs):
            self.start, self.excluded0 = time.perf_counter(), trainer.excluded_s

        def on_step_end(self, args, state, control, **kwargs):
            excluded = trainer.excluded_s - self.excluded0
            trl_side.step_s.append(time.perf_counter() - self.start - excluded)
            if parity is not None:  # None: TRL alone (the memory pass)
                run_parity_step(parity, trajs, parity_side)

        def on_log(self, args, state, control, logs=None, **kwargs):
            if logs and "grad_norm" in logs and trl_side.first_grad_norm is None:
                trl_side.first_grad_norm = float(logs["grad_norm"])

    batch_size = cfg.prompts * cfg.generations
    model = AutoModelForCausalLM.from_pretrained(model_dir, local_files_only=True, dtype=torch.float32)
    tokenizer = AutoTokenizer.from_pretrained(model_dir, local_files_only=True)
    dataset = Dataset.from_dict({"prompt": list(by_prompt)})
    with warnings.catch_warnings():  # TRL still passes transformers' renamed arguments
        warnings.simplefilter("ignore", FutureWarning)
        args = GRPOConfig(
            output_dir=str(work / "trl"), per_device_train_batch_size=batch_size,
            gradient_accumulation_steps=1, num_generations=cfg.generations,
            max_completion_length=cfg.max_completion_tokens, learning_rate=1e-6,
            lr_scheduler_type="constant", warmup_steps=0, weight_decay=0.0, max_grad_norm=1.0,
            beta=0.0, loss_type="grpo", epsilon=0.2, scale_rewards="group", num_iterations=1,
            max_steps=cfg.warmup_steps + cfg.steps, logging_steps=1, save_strategy="no",
            report_to=[], use_cpu=True, bf16=cfg.bf16, fp16=False, seed=cfg.seed,
            # TRL's default is True; here both sides do what the bench says
            gradient_checkpointing=cfg.gradient_checkpointing,
            disable_tqdm=True, dataloader_num_workers=0, log_completions=False)
        trainer = TimedGRPOTrainer(model=model, reward_funcs=[fixed_reward], args=args,
                                   train_dataset=dataset, processing_class=tokenizer,
                                   rollout_func=rollout_func, callbacks=[Interleave()])
        trainer.remove_callback(PrinterCallback)  # its per-step log dicts would drown the report
        if getattr(trainer.model, "is_gradient_checkpointing", False) != cfg.gradient_checkpointing:
            raise RuntimeError("TRL's gradient checkpointing differs from Parity's: the "
                               "comparison would be unfair")
        trainer.train()


def _peak_rss_gb() -> float:
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6  # KiB on Linux


def _side_alone(side: str, cfg: BenchConfig, model_dir: str, batch: Batch) -> float:
    """One side's warm-up and one step in this (fresh) process; its peak RSS in GB."""
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
    if cfg.threads:
        torch.set_num_threads(cfg.threads)
    alone = replace(cfg, steps=1)
    trajs = trajectories(batch)
    if side == "parity":
        trainer = parity_trainer(Path(model_dir), batch.tokens, alone)
        for _ in range(alone.warmup_steps + alone.steps):
            run_parity_step(trainer, trajs, Side())
    else:
        with tempfile.TemporaryDirectory(prefix="parity-bench-trl-") as tmp:
            run_with_trl(alone, Path(model_dir), batch, None, trajs, Side(), Side(), Path(tmp))
    return _peak_rss_gb()


def side_alone_main(job_path: str) -> None:
    """Entry of the memory pass's child process: read the job, write {"peak_rss_gb": x}."""
    import pickle

    with open(job_path, "rb") as f:
        side, cfg, model_dir, batch = pickle.load(f)
    peak = _side_alone(side, cfg, model_dir, batch)
    Path(job_path + ".json").write_text(json.dumps({"peak_rss_gb": peak}))


def peak_memory(cfg: BenchConfig, model_dir: Path, batch: Batch, sides: list[str]
                ) -> dict[str, float | str]:
    """Peak RSS (GB) of each side run alone in a child process, or why it failed. A plain
    subprocess, not a multiprocessing pool: a spawned pool worker was seen to hang for good
    after the first, beside torch's and TRL's threads."""
    import pickle
    import subprocess
    import sys

    out: dict[str, float | str] = {}
    with tempfile.TemporaryDirectory(prefix="parity-bench-mem-") as tmp:
        for side in sides:
            job = Path(tmp) / f"{side}.pkl"
            job.write_bytes(pickle.dumps((side, cfg, str(model_dir), batch)))
            code = f"from parity.bench.train import side_alone_main; side_alone_main({str(job)!r})"
            r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
            result = Path(str(job) + ".json")
            if r.returncode == 0 and result.is_file():
                out[side] = float(json.loads(result.read_text())["peak_rss_gb"])
            else:
                tail = (r.stderr.strip().splitlines() or ["no output"])[-1]
                out[side] = f"exit {r.returncode}: {tail[:300]}"
    return out


def model_source(cfg: BenchConfig, work: Path) -> tuple[Path, str]:
    """(model directory, one line naming it): the given one, or the tiny one built here."""
    if cfg.model is None:
        return build_model_dir(cfg, work / "model"), \
            f"Qwen2 hidden={cfg.hidden} layers={cfg.layers}"
    from transformers import AutoConfig

    # the helper every loader goes through: where a model name resolves, it resolves here
    from parity.inference.models import _check_model_dir

    path = _check_model_dir(cfg.model)
    config = AutoConfig.from_pretrained(path, local_files_only=True)
    return path, (f"{path} ({config.model_type}, hidden={config.hidden_size} "
                  f"layers={config.num_hidden_layers})")


def run(cfg: BenchConfig, json_path: str | None = None) -> int:
    from transformers.utils import logging as hf_logging

    hf_logging.disable_progress_bar()
    hf_logging.set_verbosity_error()
    if cfg.threads:
        torch.set_num_threads(cfg.threads)
    with tempfile.TemporaryDirectory(prefix="parity-bench-train-") as tmp:
        work = Path(tmp)
        model_dir, described = model_source(cfg, work)
        from transformers import AutoTokenizer

        tok = AutoTokenizer.from_pretrained(model_dir, local_files_only=True)
        batch = make_batch(cfg, len(tok), tok.eos_token_id, len(tok.all_special_ids))
        trajs = trajectories(batch)
        tokens = batch.tokens
        sampled = sum(len(c) for c in batch.completion_ids)
        if cfg.trajectories:  # a run's rollouts instead (the memory pass keeps random ids)
            trajs = recorded_batch(cfg.trajectories, cfg.prompts, cfg.generations)
            tokens = sum(len(t.token_ids) for t in trajs)
            sampled = sum(sum(t.loss_mask) for t in trajs)
            if max(max(t.token_ids) for t in trajs) >= len(tok):
                raise ValueError(f"{cfg.trajectories} holds token ids past {described}'s vocabulary: "
                                 "give the --model its run trained")
        print(f"model: {described} vocab={len(tok)}; batch: "
              f"{cfg.prompts} prompts x {cfg.generations} completions, {tokens} tokens "
              f"({sampled} completion tokens"
              f"{', from ' + cfg.trajectories if cfg.trajectories else ''}); "
              f"{'bf16 autocast' if cfg.bf16 else 'fp32'}"
              f"{', gradient checkpointing' if cfg.gradient_checkpointing else ''}; "
              f"torch threads={torch.get_num_threads()}")
        memory: dict[str, float | str] = {}
        if cfg.memory:  # first, while this process holds no model: never two big ones at once
            print("peak memory: each trainer alone in a fresh process ...")
            memory = peak_memory(cfg, model_dir, batch, ["parity"] + (["trl"] if cfg.with_trl
                                                                      else []))
        parity = parity_trainer(model_dir, tokens, cfg)
        parity_side, trl_side = Side(), Side()
        preflight = Side()  # a failure shows here, not disguised as TRL's inside its loop
        run_parity_step(parity, trajs, preflight)
        parity_side.first_grad_norm = preflight.first_grad_norm  # same weights as TRL's first
        if cfg.vs_packed or cfg.vs_sdpa:  # alternating, so both see the same machine load
            other = (parity_trainer(model_dir, tokens, cfg, share_prefix=False) if cfg.vs_packed
                     else parity_trainer(model_dir, tokens, cfg, attention="sdpa"))
            print(f"attention: {parity.attention_why_not or 'Parity kernels'} vs "
                  f"{other.attention_why_not or 'Parity kernels'}")
            run_parity_step(other, trajs, trl_side)
            trl_side.step_s.clear()  # the first grad norm kept: the same weights and data
            while len(parity_side.step_s) < cfg.warmup_steps + cfg.steps:
                run_parity_step(parity, trajs, parity_side)
                run_parity_step(other, trajs, trl_side)
        elif cfg.with_trl:
            try:
                run_with_trl(cfg, model_dir, batch, parity, trajs, parity_side, trl_side, work)
            except ImportError as e:
                trl_side.error = f"TRL is not installed ({e}); pip install trl"
            except Exception as e:  # report Parity's figure whatever TRL does
                trl_side.error = f"TRL failed: {type(e).__name__}: {e}"
        else:
            trl_side.error = "skipped (--vs none)"
        if trl_side.error:
            print(f"TRL: {trl_side.error}; timing Parity alone")
        while len(parity_side.step_s) < cfg.warmup_steps + cfg.steps:
            run_parity_step(parity, trajs, parity_side)
    return report(cfg, tokens, parity_side, trl_side, json_path, memory,
                  other="packed" if cfg.vs_packed else "SDPA" if cfg.vs_sdpa else "TRL")


def _gb(value: float | str | None) -> str:
    return f"{value:.2f}" if isinstance(value, float) else "n/a"


def report(cfg: BenchConfig, tokens: int, parity: Side, trl: Side, json_path: str | None,
           memory: dict[str, float | str] | None = None, other: str = "TRL") -> int:
    """The two sides' figures; `other` names the second (TRL, or Parity's packed step)."""
    memory = memory or {}
    parity_tps = parity.tokens_per_s(tokens, cfg.warmup_steps)
    trl_tps = trl.tokens_per_s(tokens, cfg.warmup_steps) if trl.error is None else None
    speedup = parity_tps / trl_tps if parity_tps and trl_tps else None
    parity_gb, trl_gb = memory.get("parity"), memory.get("trl")
    fmt = "{:<28}{:>14}{:>14}"
    print(fmt.format("", "Parity", other))
    print(fmt.format("training tokens/s", f"{parity_tps:.0f}",
                     f"{trl_tps:.0f}" if trl_tps else "n/a"))
    print(fmt.format("median step (s)", f"{tokens / parity_tps:.2f}" if parity_tps else "n/a",
                     f"{tokens / trl_tps:.2f}" if trl_tps else "n/a"))
    print(fmt.format("peak memory (GB, alone)", _gb(parity_gb), _gb(trl_gb)))
    print(fmt.format("first-step grad norm", f"{parity.first_grad_norm:.6f}",
                     f"{trl.first_grad_norm:.6f}" if trl.first_grad_norm is not None else "n/a"))
    for name, side in (("Parity", parity), (other, trl)):
        if side.step_s:
            timed = " ".join(f"{x:.2f}" for x in side.step_s[cfg.warmup_steps:])
            print(f"{name} step times (s): {timed} (after {cfg.warmup_steps} untimed)")
    for name, value in memory.items():
        if isinstance(value, str):
            print(f"peak memory of {name}: not measured ({value})")
    if speedup is not None and other == "TRL":
        verdict = "meets" if speedup >= TARGET_SPEEDUP else "misses"
        print(f"speedup: {speedup:.2f}x ({verdict} the {TARGET_SPEEDUP}x target)")
    elif speedup is not None:
        print(f"speedup: {speedup:.2f}x " + ("(each group's prompt run once over every rollout packed)"
                                             if other == "packed" else "(Parity's attention kernels over SDPA)"))
    memory_ratio = (parity_gb / trl_gb if isinstance(parity_gb, float)
                    and isinstance(trl_gb, float) else None)
    if memory_ratio is not None:
        print(f"peak memory: Parity at {memory_ratio:.2f}x TRL's")
    if json_path:
        Path(json_path).write_text(json.dumps({
            "parity_tokens_per_s": parity_tps, "trl_tokens_per_s": trl_tps, "speedup": speedup,
            "tokens_per_step": tokens, "parity_step_s": parity.step_s, "trl_step_s": trl.step_s,
            "parity_first_grad_norm": parity.first_grad_norm,
            "trl_first_grad_norm": trl.first_grad_norm, "trl_error": trl.error,
            "parity_peak_rss_gb": parity_gb if isinstance(parity_gb, float) else None,
            "trl_peak_rss_gb": trl_gb if isinstance(trl_gb, float) else None,
            "memory_errors": {k: v for k, v in memory.items() if isinstance(v, str)},
            "memory_ratio": memory_ratio, "config": asdict(cfg),
            "other": other}, indent=2) + "\n")  # what the trl_* figures measured
    return 0 if parity_tps and math.isfinite(parity_tps) else 1
