"""The learner side of RL: a Trainer step on ready groups, then the new weights to every
engine. The trainer step runs in a worker thread, so rollouts keep running meanwhile; each
engine switches versions between decode steps without dropping in-flight requests."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from parity.inference.engine import Engine
from parity.types import Trajectory


class TrainerLearner:
    def __init__(self, trainer: Any, engines: list[Engine]) -> None:
        self.trainer = trainer
        self.engines = engines

    @property
    def version(self) -> int:
        return self.trainer.policy_version

    async def train(self, groups: list[list[Trajectory]]) -> dict[str, float]:
        trajs = [t for g in groups for t in g]
        group_ids = [t.group_id for t in trajs]
        metrics = await asyncio.to_thread(self.trainer.train_step, trajs, group_ids)
        state = self.trainer.state_dict_for_sync()
        await asyncio.gather(*(e.update_weights(state, self.trainer.policy_version)
                               for e in self.engines))
        return metrics

    async def save(self, path: str | Path) -> None:
        """The current policy as a model directory (safetensors), loadable by every engine."""
        await asyncio.to_thread(self.trainer.model.save_pretrained, str(path),
                                safe_serialization=True)
