"""The learner side of RL: a Trainer step on ready groups, then the new weights to every
engine. The trainer step runs in a worker thread, so rollouts keep running meanwhile; each
engine switches versions between decode steps without dropping in-flight requests.

How the weights travel is the `WeightSync`'s business (parity.weights.sync): by default every
engine is handed the state dict (`update_weights`), which is what in-process engines want; a
sync built from the run's `[weights]` section publishes once and has engine processes pull."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from parity.inference.engine import Engine
from parity.types import Trajectory
from parity.weights.sync import WeightSync


class TrainerLearner:
    def __init__(self, trainer: Any, engines: list[Engine], sync: WeightSync | None = None) -> None:
        self.trainer = trainer
        self.engines = engines
        self.sync = sync or WeightSync(None, engines, load_timeout_s=None)

    @property
    def version(self) -> int:
        return self.trainer.policy_version

    async def train(self, groups: list[list[Trajectory]]) -> dict[str, float]:
        trajs = [t for g in groups for t in g]
        group_ids = [t.group_id for t in trajs]
        metrics = await asyncio.to_thread(self.trainer.train_step, trajs, group_ids)
        state = self.trainer.state_dict_for_sync()
        report = await self.sync.push(state, self.trainer.policy_version)
        return {**metrics, **report.metrics()}

    async def save(self, path: str | Path) -> None:
        """The current policy as a model directory (safetensors), loadable by every engine."""
        await asyncio.to_thread(self.trainer.model.save_pretrained, str(path),
                                safe_serialization=True)
