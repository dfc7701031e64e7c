"""The learner of a run: the trainer (in this process, or a Ray actor) and the weight sync
to the engines, with the checkpoints a resume continues from.

    placement = "ray"   the trainer is a TrainerActor in its own placement group; it publishes
                        each version through `[weights]` (`ray`: the object store) and the
                        engine actors pull; checkpoints are written by it, into
                        `[ray] shared_dir` when set (run/cluster.py)
    otherwise           the trainer is in this process (train/trainer.py)

With Ray actors in the run, every step's metrics carry `ray/restarts/<role>` (ActorWatch).

A checkpoint is `parity.train.checkpoint`'s: model, optimizer, scheduler, RNG, policy
version and the data cursor. `restore` loads one and pushes its weights to every engine
under its policy version, so engines and trainer agree from the first resumed rollout.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

from parity.config import ParityConfig

log = logging.getLogger(__name__)


def train_config(cfg: ParityConfig):
    """The trainer's config in a run: its LR schedule spans the run's optimizer steps unless
    `train.total_steps` says otherwise. (Its seed and sampling temperature are the run's
    already: parity.config fills them in, and refuses a [train] value that differs.)"""
    t = cfg.train
    steps = t.total_steps or max(1, cfg.orchestrator.steps * t.ppo_epochs * t.minibatches
                                 // t.grad_accum_steps)
    return t.model_copy(update={"total_steps": steps})


async def make_learner(cfg: ParityConfig, model_dir: Path, tokenizer: Any, engines: Any,
                       env: Any = None, out: Path | None = None):
    learner = await _make_learner(cfg, model_dir, tokenizer, engines, out)
    watch = _watch(engines, env, learner, out)
    if watch is not None:
        await watch.poll()  # where each actor landed, in OUT/ray_actors.json
        learner.watch = watch
    return learner


def _watch(engines: Any, env: Any, learner: Any, out: Path | None):
    from parity.run.cluster import ActorWatch

    watch = ActorWatch(out / "ray_actors.json" if out is not None else None)
    for h in engines.handles:
        watch.add("engine", h)
    if getattr(env, "handle", None) is not None:
        watch.add("env", env.handle)
    if isinstance(learner, RayRunLearner):
        for h in getattr(learner.handle, "handles", [learner.handle]):  # each rank
            watch.add("trainer", h)
    return watch if watch.actors else None


async def _make_learner(cfg: ParityConfig, model_dir: Path, tokenizer: Any, engines: Any,
                        out: Path | None):
    pad = tokenizer.pad_token_id or 0
    if cfg.engines.placement == "ray" and cfg.engines.kind == "builtin" and not cfg.engines.urls:
        from parity.run import actors
        from parity.run.cluster import remove_groups, shared_run_dir, trainer_options
        from parity.weights.sync import WeightSync

        options, groups = trainer_options(cfg)
        try:
            handle = actors.spawn_trainer(str(model_dir), train_config(cfg), pad, options)
        except BaseException:
            remove_groups(groups)
            raise
        sync = None
        if cfg.weights.transport != "local":  # the trainer actor publishes, engines pull
            sync = WeightSync(cfg.weights, engines.replicas, load_timeout_s=None,
                              publisher=actors.TrainerPublisher(handle, cfg.weights))
        shared = shared_run_dir(cfg, out) if out is not None else None
        return RayRunLearner(actors.RemoteLearner(handle, engines.replicas, sync), handle,
                             groups, shared)
    from parity.inference.models import load_model
    from parity.rollout.learner import TrainerLearner
    from parity.train.trainer import Trainer
    from parity.weights.sync import WeightSync

    trainer = Trainer(load_model(model_dir, dtype="float32", device="cpu"), train_config(cfg),
                      pad_token_id=pad)
    sync = WeightSync(cfg.weights, engines.replicas, load_timeout_s=cfg.engines.weight_load_timeout_s)
    router = engines.engine if len(engines.replicas) > 1 else None
    return LocalRunLearner(TrainerLearner(trainer, engines.replicas, sync, router), sync)


class _RunLearner:
    """The orchestrator's learner (`inner`: TrainerLearner or RemoteLearner) with the run's
    checkpoints; the subclasses say where the trainer lives."""

    watch: Any = None  # parity.run.cluster.ActorWatch, when the run has Ray actors

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    @property
    def version(self) -> int:
        return self.inner.version

    async def train(self, groups):
        metrics = await self.inner.train(groups)
        if self.watch is not None:
            metrics = {**metrics, **await self.watch.poll()}
        return metrics

    async def save(self, path: Path) -> None:
        await self.inner.save(path)


class LocalRunLearner(_RunLearner):
    def __init__(self, inner: Any, sync: Any) -> None:
        super().__init__(inner)
        self.sync = sync

    async def checkpoint(self, root: Path, step: int, cursor: dict, tokenizer: Any,
                         keep_resumable: int | None = None) -> None:
        from parity.train.checkpoint import TrainState, save

        await asyncio.to_thread(save, root, self.inner.trainer, TrainState(step, cursor), tokenizer,
                                keep_resumable)

    async def restore(self, path: Path) -> tuple[int, Any]:
        """Load a checkpoint and push its weights; its policy version and TrainState."""
        from parity.train.checkpoint import load

        trainer = self.inner.trainer
        state = await asyncio.to_thread(load, path, trainer)
        await self.inner.push(trainer.state_dict_for_sync(), trainer.policy_version)
        return trainer.policy_version, state

    async def aclose(self) -> None:
        self.sync.close()


class RayRunLearner(_RunLearner):
    """The trainer actor. `shared`: this run's directory in `[ray] shared_dir`, where the
    actor writes the policy (`save`) before it is copied into the run directory here."""

    def __init__(self, inner: Any, handle: Any, groups: list[Any] | None = None,
                 shared: Path | None = None) -> None:
        super().__init__(inner)
        self.handle = handle
        self.groups = groups or []
        self.shared = shared

    async def checkpoint(self, root: Path, step: int, cursor: dict, tokenizer: Any,
                         keep_resumable: int | None = None) -> None:
        await self.handle.checkpoint.remote(str(root), step, cursor, tokenizer, keep_resumable)

    async def save(self, path: Path) -> None:
        if self.shared is None:
            return await super().save(path)
        import shutil

        staged = self.shared / "model"
        await self.inner.save(staged)
        await asyncio.to_thread(shutil.copytree, staged, path, dirs_exist_ok=True)

    async def restore(self, path: Path) -> tuple[int, Any]:
        version, state = await self.handle.restore.remote(str(path))
        if self.inner.sync.publisher is not None:  # published, so a restarted engine finds it
            await self.inner.sync.push(None, version)
        else:
            state_ref = self.handle.state_dict_for_sync.remote()
            await asyncio.gather(*(e.update_weights(state_ref, version)
                                   for e in self.inner.engines))
        self.inner.version = version
        return version, state

    async def aclose(self) -> None:
        from parity.run import actors
        from parity.run.cluster import remove_groups

        if self.inner.sync.publisher is not None:
            try:
                self.inner.sync.close()  # the trainer's sender kills its registry
            except Exception as e:  # noqa: BLE001 - the trainer may be gone with its node
                log.warning("closing the trainer's weights publisher: %s", e)
        actors.kill(self.handle)
        remove_groups(self.groups)
