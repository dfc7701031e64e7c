"""A rollout never kills a run: context overflow (from a real engine's limit), environments
and engines that raise, a run where everything fails, a trajectory longer than a trainer
micro-batch, and an evaluation with a failing task."""

from __future__ import annotations

import asyncio
import itertools
import json

import pytest

from parity.agent.loop import AgentLimits, run_agent
from parity.agent.policies import TokenPolicy
from parity.envserver.sessions import LocalEnv
from parity.inference.engine import context_tokens
from parity.inference.replay import ScriptedEngine
from parity.rollout.buffer import TrajectoryBuffer
from parity.rollout.orchestrator import Orchestrator, OrchestratorConfig, RolloutsFailing
from parity.rollout.worker import RolloutWorker
from parity.testing import ScriptedSolverEngine
from parity.types import Snapshot, Trajectory
from tests.conftest import RecordingLearner, calc_task, needs_bwrap

pytestmark = needs_bwrap


def call(name: str, **args) -> str:
    return f'<tool_call>{json.dumps({"name": name, "arguments": args})}</tool_call>'


FIX = call("edit_file", path="pkg/calc.py", old_string="a - b", new_string="a + b")
WRONG = call("edit_file", path="pkg/calc.py", old_string="a - b", new_string="a * b")
# about 16k tokens of the test tokenizer (the tool caps its output at 32 KiB)
HUGE = call("run_terminal_cmd", command="python3 -c \"print('x ' * 40000)\"")


@pytest.fixture
async def env(env_config):
    e = LocalEnv(env_config)
    yield e
    await e.aclose()


@pytest.fixture(scope="module")
def real_engine(tiny_tokenizer):
    """The built-in engine on a random tiny model, holding 6000 tokens per sequence while the
    tokenizer says nothing useful (model_max_length 1e30: the policy would assume 32768)."""
    import torch

    from parity.inference.torch_engine import TorchEngine, TorchEngineConfig
    from parity.models.tiny import TinyConfig, tiny_model_config

    torch.manual_seed(0)
    torch.set_num_threads(1)
    from transformers import AutoModelForCausalLM

    cfg = tiny_model_config(TinyConfig(hidden_size=32, num_layers=1, num_heads=2, num_kv_heads=1,
                                       intermediate_size=64), tiny_tokenizer)
    engine = TorchEngine(AutoModelForCausalLM.from_config(cfg).eval(),
                         TorchEngineConfig(max_seq_len=6000))
    yield engine
    engine.close()


class ScriptThenEngine:
    """Scripted replies first (the random model would never call a tool), then every turn
    goes to the real engine, which is what must accept or refuse the prompt."""

    def __init__(self, scripted: ScriptedEngine, real) -> None:
        self.scripted, self.real = scripted, real
        self.version = 0
        self.max_seq_len = real.max_seq_len

    async def generate(self, prompt_ids, params, session_id=None):
        engine = self.scripted if self.scripted.replies else self.real
        return await engine.generate(prompt_ids, params, session_id)




# -- context overflow -------------------------------------------------------------------------

async def test_a_huge_tool_output_ends_the_rollout_before_the_engine_refuses(
        env, repo, tiny_tokenizer, real_engine):
    """With the outputs' cut off (max_observation_tokens = 0): with it, the next test."""
    info = await env.create_session(snapshot=Snapshot(path=str(repo)))
    window = await context_tokens(real_engine)
    assert window == 6000
    engine = ScriptThenEngine(ScriptedEngine(tiny_tokenizer, [FIX, HUGE]), real_engine)
    traj = await run_agent(env, info.session_id,
                           TokenPolicy(engine, tiny_tokenizer, context_window=window), "fix add",
                           AgentLimits(max_turns=10, max_observation_tokens=0))  # no cut
    assert traj.finish_reason == "context" and traj.failure == "context_overflow"
    assert "6000" in traj.finish_detail and len(traj.turns) == 2
    # cut at the window: only observation tokens (mask 0) lay past it
    assert len(traj.token_ids) == len(traj.loss_mask) == len(traj.logprobs) == window
    assert sum(traj.loss_mask) == sum(t.num_tokens for t in traj.turns)
    assert "+    return a + b" in await env.diff(info.session_id)  # graded as it stands


async def test_with_the_cut_a_huge_tool_output_leaves_room_for_the_next_reply(
        env, repo, tiny_tokenizer, real_engine):
    """The default: the same huge output is cut to a quarter of the engine's window, and the
    rollout goes on to its next turn and submits."""
    info = await env.create_session(snapshot=Snapshot(path=str(repo)))
    window = await context_tokens(real_engine)
    engine = ScriptedEngine(tiny_tokenizer, [FIX, HUGE, "Done."])
    traj = await run_agent(env, info.session_id,
                           TokenPolicy(engine, tiny_tokenizer, context_window=window), "fix add",
                           AgentLimits(max_turns=10))
    assert traj.finish_reason == "submitted" and traj.failure is None and len(traj.turns) == 3
    assert traj.turns[2].start - traj.turns[1].start <= window // 4 + 300
    assert len(traj.token_ids) < window


async def test_an_engine_refusing_a_long_prompt_is_a_context_overflow(
        env, repo, tiny_tokenizer, real_engine):
    """What the run did before its window came from the engine: the policy trusts the
    tokenizer (32768), the real engine refuses the prompt, the rollout ends with a reason."""
    info = await env.create_session(snapshot=Snapshot(path=str(repo)))
    engine = ScriptThenEngine(ScriptedEngine(tiny_tokenizer, [HUGE]), real_engine)
    traj = await run_agent(env, info.session_id, TokenPolicy(engine, tiny_tokenizer), "x",
                           AgentLimits(max_turns=10, max_observation_tokens=0))
    assert traj.finish_reason == "context" and traj.failure == "context_overflow"
    assert "engine refused" in traj.finish_detail and "6000 per sequence" in traj.finish_detail
    assert len(traj.token_ids) > 6000  # the refused prompt; the trainer cuts it (see below)


async def test_the_context_window_comes_from_the_engine_in_process_served_or_routed(
        real_engine, tiny_tokenizer):
    import httpx

    from parity.inference.client import HttpEngine
    from parity.inference.router import Router
    from parity.inference.server import create_app

    served = HttpEngine("http://t", token="k", transport=httpx.ASGITransport(
        app=create_app(real_engine, token="k")))
    try:
        assert await context_tokens(served) == 6000  # its /v1/models max_model_len
    finally:
        await served.aclose()

    class Smaller:
        version, max_seq_len = 0, 3000

    assert await context_tokens(Router([real_engine, Smaller()])) == 3000
    assert await context_tokens(ScriptedEngine(tiny_tokenizer, [])) is None  # says nothing


async def test_orchestrator_trains_on_and_counts_context_overflows(env, repo, tiny_tokenizer,
                                                                  tmp_path):
    engine = ScriptedSolverEngine(tiny_tokenizer, [[FIX, HUGE, "Done."], [WRONG, "Done."]],
                                  [0.5, 0.5], seed=1)
    window = 6000
    worker = RolloutWorker(env, lambda: TokenPolicy(engine, tiny_tokenizer, context_window=window),
                           AgentLimits(max_turns=5, max_observation_tokens=0))
    learner = RecordingLearner()
    orch = Orchestrator(itertools.repeat(calc_task(repo)), worker, learner,
                        TrajectoryBuffer(tmp_path / "buffer"),
                        OrchestratorConfig(steps=2, group_size=4, groups_per_step=1,
                                           max_concurrent_rollouts=4, max_off_policy_steps=9,
                                           max_rollouts=None, max_wall_s=None))
    stats = await orch.run()
    assert stats.steps == 2 and stats.failures["context_overflow"] >= 1
    overflowed = [t for b in learner.batches for g in b for t in g if t.failure]
    assert overflowed and all(t.reward == 1.0 and len(t.token_ids) <= window for t in overflowed)
    # The last step's row counts every overflow finished by then: at least those it trained on,
    # at most the run's total (a rollout still in flight at the last step may overflow after it).
    row = stats.step_metrics[-1]
    assert len(overflowed) <= row["rollout/failures/context_overflow"] \
        <= stats.failures["context_overflow"]


# -- failures that are retried ------------------------------------------------------------------

class FlakyEnv:
    """A real LocalEnv whose tool calls raise a plain RuntimeError (not an EnvError) for the
    first `failures` calls, or always."""

    def __init__(self, env: LocalEnv, failures: int | None) -> None:
        self.env, self.failures = env, failures

    def __getattr__(self, name):
        return getattr(self.env, name)

    async def run_tools(self, session_id, calls):
        if self.failures is None or self.failures > 0:
            if self.failures is not None:
                self.failures -= 1
            raise RuntimeError("the tool runner fell over")
        return await self.env.run_tools(session_id, calls)


class RaisingEngine(ScriptedSolverEngine):
    async def generate(self, prompt_ids, params, session_id=None):
        raise ValueError("CUDA error: an illegal memory access was encountered")


def orchestrator(env, engine, tiny_tokenizer, repo, tmp_path, **cfg):
    worker = RolloutWorker(env, lambda: TokenPolicy(engine, tiny_tokenizer), AgentLimits(max_turns=4))
    learner = RecordingLearner()
    orch = Orchestrator(itertools.repeat(calc_task(repo)), worker, learner,
                        TrajectoryBuffer(tmp_path / "buffer"),
                        OrchestratorConfig(**{"max_rollouts": None, "max_wall_s": None, **cfg}))
    return orch, learner


async def test_an_env_that_raises_is_retried_in_a_fresh_session_and_counted(
        env, repo, tiny_tokenizer, tmp_path):
    engine = ScriptedSolverEngine(tiny_tokenizer, [[FIX, "Done."], [WRONG, "Done."]], [0.5, 0.5])
    orch, learner = orchestrator(FlakyEnv(env, failures=3), engine, tiny_tokenizer, repo,
                                 tmp_path, steps=1, group_size=4, groups_per_step=1,
                                 max_concurrent_rollouts=2, max_off_policy_steps=9, mode="sync")
    stats = await orch.run()
    assert stats.steps == 1
    assert stats.failures == {"env": 3} and stats.retries == 3 and stats.dropped_failed == 0
    assert len(learner.batches[0][0]) == 4  # every member came back on a retry
    assert stats.step_metrics[0]["rollout/failures/env"] == 3


async def test_a_member_that_keeps_failing_is_left_out_and_the_run_goes_on(
        env, repo, tiny_tokenizer, tmp_path):
    engine = ScriptedSolverEngine(tiny_tokenizer, [[FIX, "Done."], [WRONG, "Done."]], [0.5, 0.5])
    orch, learner = orchestrator(FlakyEnv(env, failures=2), engine, tiny_tokenizer, repo,
                                 tmp_path, steps=1, group_size=4, groups_per_step=1,
                                 max_concurrent_rollouts=1, max_off_policy_steps=9,
                                 max_rollout_retries=1, max_rollouts=12)
    stats = await orch.run()
    assert stats.failures["env"] == 2 and stats.retries == 1 and stats.dropped_failed == 1
    if stats.steps:  # the group trained on three members, or (no variance) was filtered
        assert all(len(g) == 3 and all(t.finish_reason != "error" for t in g)
                   for b in learner.batches for g in b)
    assert orch.buffer.counts()["error"] == 1


@pytest.mark.parametrize("mode", ["async", "sync"])
async def test_a_run_where_every_rollout_fails_stops_with_a_clear_error(
        env, repo, tiny_tokenizer, tmp_path, mode):
    engine = RaisingEngine(tiny_tokenizer, [["x"]], [1.0])
    orch, learner = orchestrator(env, engine, tiny_tokenizer, repo, tmp_path, steps=3,
                                 group_size=2, groups_per_step=1, max_concurrent_rollouts=3,
                                 failure_window=8, mode=mode)
    before = asyncio.all_tasks()
    with pytest.raises(RolloutsFailing, match="100% of the last 8 rollouts failed") as e:
        await orch.run()
    assert "engine" in str(e.value) and "illegal memory access" in str(e.value)
    assert not learner.batches and orch.stats.failures["engine"] >= 8
    assert asyncio.all_tasks() <= before  # no rollout left running


# -- the trainer and a trajectory longer than a micro-batch -------------------------------------

def test_a_trajectory_longer_than_a_micro_batch_is_cut_and_the_step_succeeds(tiny_tokenizer):
    import torch
    from transformers import AutoModelForCausalLM

    from parity.models.tiny import TinyConfig, tiny_model_config
    from parity.train.config import TrainConfig
    from parity.train.trainer import Trainer

    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_config(tiny_model_config(
        TinyConfig(hidden_size=32, num_layers=1, num_heads=2, num_kv_heads=1,
                   intermediate_size=64), tiny_tokenizer))
    trainer = Trainer(model, TrainConfig(lr=1e-3, total_steps=2, micro_batch_tokens=64,
                                         device="cpu"))

    def traj(i: int, n: int, reward: float) -> Trajectory:
        mask = [0] * 5 + [1] * (n - 5)
        return Trajectory(id=f"t{i}", task_id="a", token_ids=[(7 * k + i) % 500 + 10
                                                              for k in range(n)],
                          loss_mask=mask, logprobs=[-1.0 * m for m in mask],
                          versions=[0 if m else -1 for m in mask], reward=reward)

    trajs = [traj(0, 150, 1.0), traj(1, 40, 0.0), traj(2, 64, 1.0), traj(3, 30, 0.0)]
    logprobs = trainer.compute_logprobs(trajs)
    assert [len(x) for x in logprobs] == [150, 40, 64, 30]
    assert all(v == 0.0 for v in logprobs[0][64:]) and any(v != 0.0 for v in logprobs[0][:64])
    m = trainer.train_step(trajs, ["g"] * 4)
    assert m["train/truncated_sequences"] == 1.0 and trainer.policy_version == 1
    assert torch.isfinite(torch.tensor(m["loss/value"]))


# -- evaluation -----------------------------------------------------------------------------------

async def test_an_evaluation_with_failing_tasks_finishes_and_reports_them(
        env, repo, tiny_tokenizer, tmp_path):
    from parity.evaluation.eval_report import write_report
    from parity.evaluation.runner import evaluate

    good = calc_task(repo)
    broken_env = good.model_copy(update={"id": "broken-env"})
    raises = good.model_copy(update={"id": "raises"})
    engine = ScriptedSolverEngine(tiny_tokenizer, [[FIX, "Done."]], [1.0])

    class RaisingWorker:
        async def run(self, task, group_id=""):
            raise KeyError("a bug in a custom worker")

    def make_worker(sample):
        if sample.task.id == "raises":
            return RaisingWorker()
        e = FlakyEnv(env, None) if sample.task.id == "broken-env" else env
        return RolloutWorker(e, lambda: TokenPolicy(engine, tiny_tokenizer), AgentLimits(max_turns=4))

    result = await evaluate([good, broken_env, raises], make_worker, k=1, concurrency=3)
    by_id = {t.task_id: t.samples[0] for t in result.tasks}
    assert by_id["calc"].solved
    assert not by_id["broken-env"].solved and by_id["broken-env"].failure == "env"
    assert "tool runner fell over" in by_id["broken-env"].error
    assert by_id["raises"].failure == "other" and "a bug in a custom worker" in by_id["raises"].error
    s = result.summary()
    assert s["pass@1"]["value"] == pytest.approx(1 / 3) and s["failures"] == {"env": 1, "other": 1}
    write_report(result, tmp_path / "r.md", None)
    text = (tmp_path / "r.md").read_text()
    assert "## Failed samples" in text and "tool runner fell over" in text


# -- a grader that cannot run the tests ---------------------------------------------------------


async def test_a_test_command_that_cannot_run_is_a_grader_failure_not_a_reward_of_0(
        env, repo, tiny_tokenizer):
    """Exit 127 with no test results is the environment's fault (a tools layer swapped out, a
    command missing): the rollout fails with kind grader, so no policy is trained on it and
    the failure-rate guard can stop a run whose grader broke."""
    task = calc_task(repo).model_copy(update={"test_command": "definitely-not-a-command-x1 -q"})
    grade = await env.grade_patch(task, "")
    assert grade.reward == 0.0 and grade.exit_code == 127 and not grade.tests
    assert grade.error.startswith("the grader could not run the tests: the test command "
                                  "exited 127 (command not found)"), grade.error
    engine = ScriptedEngine(tiny_tokenizer, ["Nothing to do."])
    worker = RolloutWorker(env, lambda: TokenPolicy(engine, tiny_tokenizer),
                           AgentLimits(max_turns=2))
    traj = await worker.run(task, "g1")
    assert traj.failure == "grader" and traj.finish_reason == "error", traj.finish_detail
    assert "exited 127" in traj.finish_detail and traj.grade is None
    ok = await worker.run(calc_task(repo), "g2")  # the same worker and env, a real test run
    assert ok.failure is None and ok.grade is not None and ok.grade.error is None
