"""Mid-training and SFT: the RL trainer's machinery with a next-token loss.

`parity pretrain` continues pre-training a model on local code (packed fixed-length rows);
`parity sft` fine-tunes on Trajectory records where their loss mask is 1. Both run the same
loop: load the model, build a `Trainer`, draw batches from a resumable `BatchSource`, take
one optimizer step per batch, log a line of metrics per step to `metrics.jsonl`, checkpoint
every `save_every_steps`, and write the final model in HF layout to `OUT/model`.

    OUT/
      model/             the final model and tokenizer (HF layout)
      checkpoints/       step_NNNNNN/ (see checkpoint.py) and `latest`
      metrics.jsonl      {"step": n, "train/loss": ..., ...} per step
      run_config.json    the resolved TrainConfig and loop options

`resume=True` continues from `checkpoints/latest`: weights, optimizer, schedule, RNG and
data cursor, and drops metrics lines past that step (a run killed after logging a step but
before checkpointing it recomputes that step, identically). Stops at `max_steps`; `max_time_s`
is a safety cap, and a stage it cuts short says so (`loop/time_capped` in what `run_loop`
returns, and a printed line): a step count gives the same model from the same seed on a
fast machine and a slow one, a time budget does not. Left out: evaluation sets, early stopping.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from parity.train import checkpoint
from parity.train.config import TrainConfig
from parity.train.data import (
    BatchSource,
    EpochBatches,
    corpus_rows,
    load_trajectories,
    sft_sequences,
    tokenize_corpus,
)
from parity.train.freeze import trainable_share


@dataclass(frozen=True)
class LoopOptions:
    out_dir: str
    max_steps: int
    max_time_s: float | None = None
    save_every_steps: int = 50
    log_every_steps: int = 1
    resume: bool = False
    seed: int = 0


def _truncate_metrics(path: Path, last_step: int) -> None:
    if not path.is_file():
        return
    kept = [line for line in path.read_text().splitlines()
            if line.strip() and json.loads(line)["step"] <= last_step]
    path.write_text("".join(line + "\n" for line in kept))


def run_loop(model_dir: str | Path, make_source: Callable[[Any], BatchSource], cfg: TrainConfig,
             opts: LoopOptions, log: Callable[[str], None] = print) -> dict[str, float]:
    """Train until max_steps (or the time cap); return the last step's metrics with
    `loop/steps`, `loop/tokens` (trained on by this call), `loop/wall_s` and
    `loop/time_capped` (1.0 when the cap stopped it)."""
    from parity.inference.models import load
    from parity.train.trainer import Trainer

    out = Path(opts.out_dir)
    ckpt_root, metrics_path = out / "checkpoints", out / "metrics.jsonl"
    found = checkpoint.latest(ckpt_root)
    if found is not None and not opts.resume:
        raise ValueError(f"{out} already holds checkpoints; pass --resume to continue, or "
                         "choose another --out")
    if opts.resume and found is None:
        log(f"no checkpoint under {ckpt_root}: starting from {model_dir}")
    checkpoint.seed_everything(opts.seed)
    if cfg.total_steps is None:  # the schedule spans the stage: warm-up and decay both end
        cfg = cfg.model_copy(update={"total_steps": opts.max_steps})
    # fp32 master weights whatever the device; the trainer moves them and autocasts.
    model, tokenizer = load(model_dir, dtype="float32", device="cpu")
    trainer = Trainer(model, cfg, pad_token_id=tokenizer.pad_token_id or 0)
    if trainer.frozen_tensors:
        log(f"frozen: {trainer.frozen_tensors} tensors; training "
            f"{trainable_share(trainer.model):.1%} of the parameters")
    source = make_source(tokenizer)
    state = checkpoint.TrainState()
    if found is not None:
        state = checkpoint.load(found, trainer)
        source.seek(state.data_cursor)
        _truncate_metrics(metrics_path, state.step)
        log(f"resumed from {found} at step {state.step} (policy version {trainer.policy_version})")
    elif metrics_path.exists():
        metrics_path.unlink()
    out.mkdir(parents=True, exist_ok=True)
    (out / "run_config.json").write_text(json.dumps(
        {"train": cfg.model_dump(mode="json"), "loop": asdict(opts)}, indent=2) + "\n")

    from parity.observe.progress import bar

    progress = bar(opts.max_steps, out.name or "train", unit="step")
    progress.update(state.step)
    start, metrics, saved_at, capped = time.monotonic(), {}, state.step, False
    tokens = 0.0  # trained on by this process (a resumed stage: since the resume)
    while state.step < opts.max_steps:
        if opts.max_time_s is not None and time.monotonic() - start >= opts.max_time_s:
            capped = True
            log(f"safety cap: the time cap of {opts.max_time_s:.0f}s fired at step "
                f"{state.step} of {opts.max_steps}; this model depends on machine speed")
            break
        metrics = trainer.sft_step(source.next_batch())
        tokens += metrics["train/tokens"]
        state.step += 1
        state.data_cursor = source.cursor()
        progress.update(1)
        progress.set_postfix_str(f"loss {metrics['train/loss']:.3f}")
        with metrics_path.open("a") as f:
            f.write(json.dumps({"step": state.step, **metrics}) + "\n")
        if state.step % opts.log_every_steps == 0 or state.step == opts.max_steps:
            log(f"step {state.step}/{opts.max_steps} loss {metrics['train/loss']:.4f} "
                f"lr {metrics.get('train/lr', 0.0):.2e} "
                f"tokens/s {metrics['train/tokens_per_s']:.0f} "
                f"elapsed {time.monotonic() - start:.1f}s")
        if state.step % opts.save_every_steps == 0:
            checkpoint.save(ckpt_root, trainer, state, tokenizer)
            saved_at = state.step
    progress.close()
    if saved_at != state.step:
        checkpoint.save(ckpt_root, trainer, state, tokenizer)
    trainer.save_model(out / "model")
    tokenizer.save_pretrained(out / "model")
    log(f"saved model to {out / 'model'} (step {state.step})")
    return {**metrics, "loop/steps": float(state.step), "loop/tokens": tokens,
            "loop/wall_s": time.monotonic() - start, "loop/time_capped": float(capped)}


def pretrain(model_dir: str | Path, texts: list[str], cfg: TrainConfig, opts: LoopOptions,
             seq_len: int = 256, batch_rows: int = 8,
             log: Callable[[str], None] = print) -> dict[str, float]:
    """Continued pre-training on `texts` (the caller picks them, e.g.
    parity.models.corpus.pretrain_on_code), packed into rows of seq_len + 1 tokens."""

    def make_source(tokenizer: Any) -> BatchSource:
        rows = corpus_rows(tokenize_corpus(tokenizer, texts), seq_len)
        log(f"corpus: {len(rows)} rows of {seq_len + 1} tokens "
            f"({sum(map(len, texts))} characters in {len(texts)} texts)")
        return EpochBatches(rows, batch_rows, opts.seed)

    return run_loop(model_dir, make_source, cfg, opts, log)


def sft(model_dir: str | Path, data_path: str | Path, cfg: TrainConfig, opts: LoopOptions,
        batch_size: int = 8, max_tokens: int | None = None,
        log: Callable[[str], None] = print) -> dict[str, float]:
    """Supervised fine-tuning on trajectories: loss only where loss_mask is 1."""
    sequences = sft_sequences(load_trajectories(data_path), max_tokens)
    log(f"sft data: {len(sequences)} trajectories, "
        f"{sum(s.num_targets for s in sequences)} target tokens")

    def make_source(tokenizer: Any) -> BatchSource:
        return EpochBatches(sequences, batch_size, opts.seed)

    return run_loop(model_dir, make_source, cfg, opts, log)
