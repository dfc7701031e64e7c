"""Checkpoints that resume exactly.

A checkpoint is a directory:

    step_000012/
      model/          HF layout (config.json, model.safetensors, tokenizer files): loadable
                      by `parity.inference.models.load`, an engine, or transformers as is
      trainer.pt      optimizer, LR scheduler, RNG states (python, numpy, torch, CUDA),
                      data cursor, step, policy version, the TrainConfig it was made with
      sharded/        a sharded trainer's weights and optimizer state, one file per rank
                      (torch.distributed.checkpoint); `model/` then holds the weights gathered
    latest            (in the parent) the name of the newest complete checkpoint

Writes go to a temporary directory that is renamed into place, and `latest` is replaced
atomically after that, so a run killed at any instant leaves the previous checkpoint
intact and `--resume` picks up the last complete one. Saving happens only on optimizer-step
boundaries: gradients accumulated mid-step are not saved.

Exactness: weights are saved in their own dtype (fp32 stays fp32), Adam moments and step
counts as tensors, the scheduler by its step count, and RNG states as they were, so on CPU
a resumed run reproduces the uninterrupted loss curve bit for bit (an integration test
checks this).

Sharded trainers (FSDP2, train/trainer.py): every rank calls `save` and `load`. The weights
and Adam state go through torch.distributed.checkpoint (each rank writes its shards; the
metadata says where every piece of every tensor is), so a checkpoint of N ranks resumes on
N (bit for bit: a test), on M, or on one process unsharded: DCP reshards on load. Rank 0
writes `trainer.pt` (scheduler, its RNG states, which every rank restores, version, step,
cursor) and the gathered `model/`, and renames into place once every rank's shards are
written. An unsharded checkpoint resumes unsharded only (its optimizer state is keyed by
parameter position, not name).

Disk: `keep_resumable=k` keeps `trainer.pt` (the optimizer state, 2/3 of a checkpoint:
SmolLM2-135M's is 1.1 of 1.6 GB) in the newest k checkpoints only; older ones keep their
model, which the dashboard scores each policy version with. A write that fails (a full
disk: torch.save's own words are "unexpected pos") leaves no partial directory and raises
`CheckpointWriteError`, which names the free space and the checkpoint a resume starts from.
"""

from __future__ import annotations

import errno
import os
import random
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import torch

from parity.train.trainer import Trainer

LATEST = "latest"
TRAINER_FILE = "trainer.pt"
SHARDED_DIR = "sharded"


@dataclass
class TrainState:
    """What a training loop needs besides the trainer to continue where it stopped."""

    step: int = 0
    data_cursor: dict[str, Any] = field(default_factory=dict)


def capture_rng() -> dict[str, Any]:
    state: dict[str, Any] = {"python": random.getstate(), "numpy": np.random.get_state(),
                             "torch": torch.get_rng_state()}
    if torch.cuda.is_available():
        state["cuda"] = torch.cuda.get_rng_state_all()
    return state


def restore_rng(state: dict[str, Any]) -> None:
    random.setstate(state["python"])
    np.random.set_state(state["numpy"])
    torch.set_rng_state(state["torch"])
    if "cuda" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda"])


def seed_everything(seed: int) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def checkpoint_name(step: int) -> str:
    return f"step_{step:06d}"


class CheckpointWriteError(RuntimeError):
    """A checkpoint could not be written; the previous one, if any, is intact."""


def save(root: str | Path, trainer: Trainer, state: TrainState, tokenizer: Any = None,
         keep_resumable: int | None = None) -> Path:
    """Write `root/step_NNNNNN` and point `root/latest` at it; with `keep_resumable`, drop
    the optimizer state of all but the newest that many checkpoints."""
    if trainer.accumulated_calls:
        raise RuntimeError("checkpoint in the middle of gradient accumulation: save after the "
                           "optimizer step")
    root = Path(root)
    final = root / checkpoint_name(state.step)
    lead = trainer.rank == 0
    if lead:
        root.mkdir(parents=True, exist_ok=True)
        for stale in root.glob(".*.tmp-*"):  # left by a run killed mid-save
            shutil.rmtree(stale, ignore_errors=True) if stale.is_dir() else stale.unlink(missing_ok=True)
    # the ranks of a sharded trainer write into one directory: its name cannot be a pid
    tmp = root / f".{final.name}.tmp-{'sharded' if trainer.sharded else os.getpid()}"
    _barrier(trainer)
    try:
        _write(tmp, trainer, state, tokenizer)
    except (OSError, RuntimeError) as e:
        if lead:
            shutil.rmtree(tmp, ignore_errors=True)
        raise CheckpointWriteError(_write_failed(root, final.name, e)) from e
    _barrier(trainer)  # every rank's shards are on disk
    if lead:
        if final.exists():
            shutil.rmtree(final)
        os.replace(tmp, final)
        pointer = root / f".{LATEST}.tmp-{os.getpid()}"
        pointer.write_text(final.name + "\n")
        os.replace(pointer, root / LATEST)
        if keep_resumable is not None:
            for old in _complete(root)[:-max(keep_resumable, 1)]:
                if old != final:
                    (old / TRAINER_FILE).unlink(missing_ok=True)
                    shutil.rmtree(old / SHARDED_DIR, ignore_errors=True)
    _barrier(trainer)  # no rank goes on (or loads) before `latest` names it
    return final


def _barrier(trainer: Trainer) -> None:
    if trainer.sharded:
        import torch.distributed as dist

        dist.barrier()


def _complete(root: Path) -> list[Path]:
    """The checkpoints under root that a resume could start from, oldest first."""
    return sorted(p for p in root.glob("step_*") if (p / TRAINER_FILE).is_file())


def _write_failed(root: Path, name: str, e: BaseException) -> str:
    free = shutil.disk_usage(root).free
    last = latest(root)
    full = (isinstance(e, OSError) and e.errno == errno.ENOSPC) or free < 1 << 30
    cause = f"the disk is full ({free / 2**20:,.0f} MiB free)" if full else str(e)
    then = (f"{last.name} is intact: free space, then continue with `--resume`" if last
            else "no earlier checkpoint to resume from")
    return f"could not write checkpoint {name} under {root}: {cause}; {then}"


def _write(tmp: Path, trainer: Trainer, state: TrainState, tokenizer: Any) -> None:
    lead = trainer.rank == 0
    if trainer.sharded:
        if trainer.lora is not None:
            raise ValueError("a sharded trainer with LoRA adapters cannot be checkpointed yet")
        import torch.distributed.checkpoint as dcp

        dcp.save(_sharded_state(trainer), checkpoint_id=tmp / SHARDED_DIR)
    trainer.save_model(tmp / "model")  # merged weights with LoRA: loadable anywhere
    if not lead:
        return
    if tokenizer is not None:
        tokenizer.save_pretrained(tmp / "model")
    torch.save({
        "optimizer": None if trainer.sharded else trainer.optimizer.state_dict(),
        "scheduler": trainer.scheduler.state_dict(),
        "rng": capture_rng(),
        "policy_version": trainer.policy_version,
        "step": state.step,
        "data_cursor": state.data_cursor,
        "train_config": trainer.cfg.model_dump(mode="json"),
        "lora": trainer.lora.state_dict() if trainer.lora is not None else None,
        "ranks": trainer.world if trainer.sharded else 1,
    }, tmp / TRAINER_FILE)


def _sharded_state(trainer: Trainer) -> dict[str, Any]:
    """The model's and optimizer's state by parameter name (each rank's shards when sharded,
    whole tensors when not): what DCP saves, and the structure it loads into."""
    from torch.distributed.checkpoint.state_dict import get_state_dict

    model_state, optim_state = get_state_dict(trainer.model, trainer.optimizer)
    return {"model": model_state, "optim": optim_state}


def latest(root: str | Path) -> Path | None:
    """The newest complete checkpoint under root, or None."""
    pointer = Path(root) / LATEST
    if not pointer.is_file():
        return None
    path = Path(root) / pointer.read_text().strip()
    return path if (path / TRAINER_FILE).is_file() else None


def _load_weights(model: torch.nn.Module, model_dir: Path) -> None:
    from safetensors.torch import load_file

    files = sorted(model_dir.glob("*.safetensors"))
    if not files:
        raise FileNotFoundError(f"no safetensors weights in {model_dir}")
    weights: dict[str, torch.Tensor] = {}
    for f in files:
        weights.update(load_file(f))
    missing, unexpected = model.load_state_dict(weights, strict=False)
    # Tied weights (lm_head = embeddings) are saved once; anything else missing is an error.
    ptr_of = {name: t.data_ptr() for name, t in model.state_dict().items()}
    loaded_ptrs = {ptr_of[name] for name in weights if name in ptr_of}
    untied = [name for name in missing if ptr_of[name] not in loaded_ptrs]
    if untied or unexpected:
        raise ValueError(f"checkpoint {model_dir} does not fit the model: missing {untied}, "
                         f"unexpected {unexpected}")


def load(path: str | Path, trainer: Trainer) -> TrainState:
    """Restore weights, optimizer, scheduler, RNG and policy version into `trainer`."""
    path = Path(path)
    # Our own file, written by `save`: it holds numpy RNG state, so not weights_only.
    blob = torch.load(path / TRAINER_FILE, map_location="cpu", weights_only=False)
    if (path / SHARDED_DIR).is_dir():
        _load_sharded(path / SHARDED_DIR, trainer)
    elif trainer.sharded:
        raise ValueError(f"{path} is an unsharded checkpoint: it resumes on one process "
                         f"(its optimizer state is keyed by parameter position); this trainer "
                         f"has {trainer.world} ranks")
    else:
        _load_weights(trainer.model, path / "model")
        if trainer.lora is not None:  # model/ holds merged weights: take the adapters back out
            if blob.get("lora") is None:
                raise ValueError(f"{path} has no LoRA adapters, but train.lora.rank is "
                                 f"{trainer.cfg.lora.rank}")
            trainer.lora.load_state_dict(blob["lora"])
            trainer.lora.unmerge_into(trainer.model)
        trainer.optimizer.load_state_dict(blob["optimizer"])
    trainer.scheduler.load_state_dict(blob["scheduler"])
    trainer.policy_version = int(blob["policy_version"])
    trainer.accumulated_calls = 0
    restore_rng(blob["rng"])  # rank 0's, on every rank
    return TrainState(step=int(blob["step"]), data_cursor=dict(blob["data_cursor"]))


def _load_sharded(path: Path, trainer: Trainer) -> None:
    """DCP reads into this trainer's own layout, whatever the saving ranks' layout was."""
    import torch.distributed.checkpoint as dcp
    from torch.distributed.checkpoint.state_dict import set_state_dict

    if trainer.lora is not None:
        raise ValueError(f"{path.parent}: a sharded checkpoint resumes without LoRA adapters")
    state = _sharded_state(trainer)
    dcp.load(state, checkpoint_id=path)
    set_state_dict(trainer.model, trainer.optimizer, model_state_dict=state["model"],
                   optim_state_dict=state["optim"])
