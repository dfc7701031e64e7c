"""The learner of a run: the trainer (in this process, or a Ray actor) and the weight sync
to the engines, with the checkpoints a resume continues from.

    placement = "ray"   the trainer is a TrainerActor; checkpoints are written by it
    otherwise           the trainer is in this process (train/trainer.py)

A checkpoint is `parity.train.checkpoint`'s: model, optimizer, scheduler, RNG, policy
version and the data cursor. `restore` loads one and pushes its weights to every engine
under its policy version, so engines and trainer agree from the first resumed rollout.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from parity.config import ParityConfig


def train_config(cfg: ParityConfig):
    return cfg.train.model_copy(update={
        "seed": cfg.seed, "sampling_temperature": max(cfg.orchestrator.temperature, 1e-3)})


async def make_learner(cfg: ParityConfig, model_dir: Path, tokenizer: Any, engines: Any):
    pad = tokenizer.pad_token_id or 0
    if cfg.engines.placement == "ray" and cfg.engines.kind == "builtin" and not cfg.engines.urls:
        from parity.rollout import actors

        handle = actors.spawn(actors.TrainerActor, str(model_dir), train_config(cfg), pad)
        return RayRunLearner(actors.RemoteLearner(handle, engines.replicas), handle)
    from parity.inference.models import load_model
    from parity.rollout.learner import TrainerLearner
    from parity.train.trainer import Trainer
    from parity.weights.sync import WeightSync

    trainer = Trainer(load_model(model_dir, dtype="float32", device="cpu"), train_config(cfg),
                      pad_token_id=pad)
    sync = WeightSync(cfg.weights, engines.replicas)
    return LocalRunLearner(TrainerLearner(trainer, engines.replicas, sync), sync)


class _RunLearner:
    """The orchestrator's learner (`inner`: TrainerLearner or RemoteLearner) with the run's
    checkpoints; the subclasses say where the trainer lives."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    @property
    def version(self) -> int:
        return self.inner.version

    async def train(self, groups):
        return await self.inner.train(groups)

    async def save(self, path: Path) -> None:
        await self.inner.save(path)


class LocalRunLearner(_RunLearner):
    def __init__(self, inner: Any, sync: Any) -> None:
        super().__init__(inner)
        self.sync = sync

    async def checkpoint(self, root: Path, step: int, cursor: dict, tokenizer: Any) -> None:
        from parity.train.checkpoint import TrainState, save

        await asyncio.to_thread(save, root, self.inner.trainer, TrainState(step, cursor), tokenizer)

    async def restore(self, path: Path) -> int:
        from parity.train.checkpoint import load

        trainer = self.inner.trainer
        await asyncio.to_thread(load, path, trainer)
        await self.sync.push(trainer.state_dict_for_sync(), trainer.policy_version)
        return trainer.policy_version

    async def aclose(self) -> None:
        self.sync.close()


class RayRunLearner(_RunLearner):
    def __init__(self, inner: Any, handle: Any) -> None:
        super().__init__(inner)
        self.handle = handle

    async def checkpoint(self, root: Path, step: int, cursor: dict, tokenizer: Any) -> None:
        await self.handle.checkpoint.remote(str(root), step, cursor, tokenizer)

    async def restore(self, path: Path) -> int:
        version = await self.handle.restore.remote(str(path))
        state_ref = self.handle.state_dict_for_sync.remote()
        await asyncio.gather(*(e.update_weights(state_ref, version) for e in self.inner.engines))
        self.inner.version = version
        return version

    async def aclose(self) -> None:
        from parity.rollout import actors

        actors.kill(self.handle)
