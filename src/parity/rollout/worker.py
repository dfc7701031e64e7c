"""A rollout worker: one task in, one graded Trajectory out, through the production path.

The session comes from an Environment (in process, a server, or a fleet), the loop is
`parity.agent.loop.run_agent`, the reward is the grader's verdict on the session's diff in a
fresh workspace, shaped only if configured. An environment failure is not the model's fault:
such a rollout comes back marked `error` and the orchestrator leaves it out of training.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from parity.agent.loop import AgentLimits, Policy, run_agent
from parity.envserver.base import EnvError, EnvFull, Environment
from parity.rollout.shaping import ShapingConfig, shaped_reward
from parity.types import Task, Trajectory

log = logging.getLogger(__name__)


class RolloutWorker:
    def __init__(self, env: Environment, policy_factory: Callable[[], Policy],
                 limits: AgentLimits | None = None, shaping: ShapingConfig | None = None,
                 max_create_attempts: int = 20) -> None:
        self.env = env
        self.policy_factory = policy_factory
        self.limits = limits or AgentLimits()
        self.shaping = shaping or ShapingConfig()
        self.max_create_attempts = max_create_attempts

    async def _create(self, task: Task) -> str:
        for attempt in range(self.max_create_attempts):
            try:
                return (await self.env.create_session(task=task)).session_id
            except EnvFull as e:
                await asyncio.sleep(min(e.retry_after_s, 0.2 * (attempt + 1)))
        raise EnvFull("no session could be created", 1.0)

    async def run(self, task: Task, group_id: str = "") -> Trajectory:
        session_id = None
        try:
            session_id = await self._create(task)
            traj = await run_agent(self.env, session_id, self.policy_factory(),
                                   task.problem_statement, self.limits, task_id=task.id)
            grade = await self.env.grade(session_id)
        except (EnvError, OSError) as e:
            log.warning("rollout of %s failed in the environment: %s", task.id, e)
            return Trajectory(id=f"failed-{group_id}-{id(e)}", task_id=task.id,
                              group_id=group_id, finish_reason="error", finish_detail=str(e))
        finally:
            if session_id is not None:
                try:
                    await self.env.close_session(session_id)
                except EnvError as e:
                    log.info("closing session %s: %s", session_id, e)
        traj.group_id = group_id
        traj.grade = grade
        traj.reward, traj.reward_terms = shaped_reward(traj, grade.reward, self.shaping)
        return traj
