"""A rollout worker: one task in, one graded Trajectory out, through the production path.

The session comes from an Environment (in process, a server, or a fleet), the loop is
`parity.agent.loop.run_agent`, the reward is the grader's verdict on the session's diff in a
fresh workspace, shaped only if configured.

A rollout never raises (cancellation aside). Every failure comes back as a Trajectory with
finish_reason "error", `failure` set to its kind and `finish_detail` to the reason:
  - env: creating the session or running its tools raised (EnvError, OSError, anything)
  - engine: the engine raised on a turn (a context refusal is not a failure: see below)
  - grader: grading raised
  - timeout: the whole rollout ran past `deadline_s` (a hung tool or engine call; the loop's
    own `wall_time_s` is checked only between turns)
  - other: anything else, a bug included (logged with its traceback)
A conversation that outgrows the context window is not an error: the loop ends it with
failure "context_overflow" and it is graded and trained on as it is. What to do with a failed
rollout (retry it, drop it) is the orchestrator's or the evaluation's business.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import Callable

from parity.agent.loop import AgentLimits, Policy, RolloutFailure, run_agent, set_phase
from parity.agent.prompts import system_prompt
from parity.envserver.base import EnvError, EnvFull, Environment
from parity.rollout.shaping import ShapingConfig, shaped_reward, with_partial_credit
from parity.tasks.grading import GRADER_COULD_NOT_RUN
from parity.types import FailureKind, Task, Trajectory

log = logging.getLogger(__name__)


def failed(task_id: str, group_id: str, kind: FailureKind, detail: str) -> Trajectory:
    """The record of a rollout that failed: no grade, no reward, a kind and a reason."""
    return Trajectory(id=f"failed-{uuid.uuid4().hex[:12]}", task_id=task_id, group_id=group_id,
                      finish_reason="error", failure=kind, finish_detail=detail[:2000])


class RolloutWorker:
    def __init__(self, env: Environment, policy_factory: Callable[[], Policy],
                 limits: AgentLimits | None = None, shaping: ShapingConfig | None = None,
                 max_create_attempts: int = 20, deadline_s: float | None = None,
                 partial_credit: float = 0.0) -> None:
        self.env = env
        self.policy_factory = policy_factory
        self.limits = limits or AgentLimits()
        self.shaping = shaping or ShapingConfig()
        # an unsolved rollout's verdict: this x the share of FAIL_TO_PASS tests it made pass
        # (0: off; rollout/shaping.py)
        self.partial_credit = partial_credit
        self.max_create_attempts = max_create_attempts
        # default: the loop's wall time plus room for its last turn and for grading
        self.deadline_s = deadline_s or self.limits.wall_time_s * 1.5 + 300.0

    async def _create(self, task: Task) -> str:
        for attempt in range(self.max_create_attempts):
            try:
                return (await self.env.create_session(task=task)).session_id
            except EnvFull as e:
                await asyncio.sleep(min(e.retry_after_s, 0.2 * (attempt + 1)))
        raise EnvFull("no session could be created", 1.0)

    async def run(self, task: Task, group_id: str = "") -> Trajectory:
        try:
            return await asyncio.wait_for(self._run(task, group_id), self.deadline_s)
        except TimeoutError:
            log.warning("rollout of %s ran past its deadline of %g s", task.id, self.deadline_s)
            return failed(task.id, group_id, "timeout",
                          f"the rollout ran past its deadline of {self.deadline_s:g} s")

    async def _run(self, task: Task, group_id: str) -> Trajectory:
        session_id = None
        stage: FailureKind = "env"
        try:
            set_phase("session")
            session_id = await self._create(task)
            stage = "other"
            traj = await run_agent(self.env, session_id, self.policy_factory(),
                                   task.problem_statement, self.limits, task_id=task.id,
                                   system_prompt=system_prompt(task.workspace))
            stage = "grader"
            set_phase("grading", len(traj.turns))
            grade = await self.env.grade(session_id)
        except RolloutFailure as e:
            log.warning("rollout of %s failed (%s): %s", task.id, e.kind, e)
            return failed(task.id, group_id, e.kind, str(e))
        except (EnvError, OSError) as e:
            kind: FailureKind = "grader" if stage == "grader" else "env"
            log.warning("rollout of %s failed in the environment (%s): %s", task.id, kind, e)
            return failed(task.id, group_id, kind, f"{type(e).__name__}: {e}")
        except Exception as e:  # noqa: BLE001 - a rollout must never end a run
            log.exception("rollout of %s failed (%s)", task.id, stage)
            return failed(task.id, group_id, stage, f"{type(e).__name__}: {e}")
        finally:
            if session_id is not None:
                try:
                    await self.env.close_session(session_id)
                except Exception as e:  # noqa: BLE001 - the rollout's result stands
                    log.info("closing session %s: %s", session_id, e)
        if grade.error is not None and grade.error.startswith(GRADER_COULD_NOT_RUN):
            log.warning("rollout of %s: %s", task.id, grade.error)
            return failed(task.id, group_id, "grader", grade.error)
        traj.group_id = group_id
        traj.grade = grade
        traj.reward, traj.reward_terms = shaped_reward(traj, grade.reward, self.shaping)
        with_partial_credit(traj, grade, task, self.partial_credit)
        return traj
