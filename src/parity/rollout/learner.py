"""The learner side of RL: a Trainer step on ready groups, then the new weights to every
engine. The trainer step runs in a worker thread, so rollouts keep running meanwhile; each
engine switches versions between decode steps without dropping in-flight requests.

How the weights travel is the `WeightSync`'s business (parity.weights.sync): by default every
engine is handed the state dict (`update_weights`), which is what in-process engines want; a
sync built from the run's `[weights]` section publishes once and has engine processes pull."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

from parity.inference.engine import Engine
from parity.types import Trajectory
from parity.weights.sync import PushReport, WeightSync, WeightSyncError

log = logging.getLogger(__name__)


class TrainerLearner:
    """`router`: the Router over `engines`, when there are several. Replicas it has out are
    left out of a push, and a replica a push misses is taken out of it, so a dead or hung
    replica costs the run that replica, not the run; only a push that reaches no engine
    raises. The router's version follows the pushes, so a replica that comes back with older
    weights stays out."""

    def __init__(self, trainer: Any, engines: list[Engine], sync: WeightSync | None = None,
                 router: Any = None) -> None:
        self.trainer = trainer
        self.engines = engines
        self.sync = sync or WeightSync(None, engines, load_timeout_s=None)
        self.router = router

    @property
    def version(self) -> int:
        return self.trainer.policy_version

    async def train(self, groups: list[list[Trajectory]]) -> dict[str, float]:
        trajs = [t for g in groups for t in g]
        group_ids = [t.group_id for t in trajs]
        metrics = await asyncio.to_thread(self.trainer.train_step, trajs, group_ids)
        state = self.trainer.state_dict_for_sync()
        report = await self.push(state, self.trainer.policy_version)
        return {**metrics, **report.metrics()}

    async def push(self, state: Any, version: int) -> PushReport:
        router = self.router
        if router is None:
            return await self.sync.push(state, version)
        down = {i for i, r in enumerate(router.replicas) if not r.alive}
        try:
            report = await self.sync.push(state, version, skip=down)
        except WeightSyncError as e:
            failed = {self.sync.names.index(name) for name in e.failures}
            if len(failed | down) >= len(self.engines):
                raise
            for i in sorted(failed):
                router.mark_down(i, f"missed weights version {version}: {e.failures[self.sync.names[i]]}")
            assert self.sync.last_report is not None
            report = self.sync.last_report
        router.version = version
        return report

    async def save(self, path: str | Path) -> None:
        """The current policy as a model directory (safetensors), loadable by every engine."""
        await asyncio.to_thread(self.trainer.save_model, str(path))
