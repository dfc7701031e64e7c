"""The orchestrator with real sessions, grading and a durable buffer: groups, filtering,
staleness, async vs sync, and a crash-and-resume that neither drops nor double-counts."""

from __future__ import annotations

import asyncio
import itertools
import json

import pytest

from parity.agent.loop import AgentLimits
from parity.agent.policies import TokenPolicy
from parity.envserver.sessions import LocalEnv
from parity.rollout.buffer import TrajectoryBuffer
from parity.rollout.orchestrator import Orchestrator, OrchestratorConfig
from parity.rollout.worker import RolloutWorker
from parity.testing import ScriptedSolverEngine
from parity.types import Snapshot, Task
from tests.conftest import HIDDEN_TESTS, needs_bwrap

pytestmark = needs_bwrap


def call(name: str, **args) -> str:
    return f'<tool_call>{json.dumps({"name": name, "arguments": args})}</tool_call>'


FIX = [call("edit_file", path="pkg/calc.py", old_string="a - b", new_string="a + b"), "Done."]
WRONG = [call("edit_file", path="pkg/calc.py", old_string="a - b", new_string="a * b"), "Done."]


class FakeLearner:
    def __init__(self, engine, step_s: float = 0.05) -> None:
        self.engine = engine
        self.version = 0
        self.step_s = step_s
        self.versions_per_step = 1  # optimizer steps per update (ppo_epochs x minibatches)
        self.batches: list[list[list]] = []

    async def train(self, groups):
        self.batches.append(groups)
        await asyncio.sleep(self.step_s)
        self.version += self.versions_per_step
        await self.engine.update_weights(None, self.version)
        return {"loss/policy": 0.0}


def record_lags(learner: FakeLearner) -> list[int]:
    """Each batch's lag, in versions, of its oldest token behind the trainer, as it trains."""
    lags: list[int] = []
    train = learner.train

    async def train_and_record(groups):
        lags.append(learner.version - min(t.min_version for g in groups for t in g))
        return await train(groups)

    learner.train = train_and_record
    return lags


NO_BUDGETS = {"max_rollouts": None, "max_wall_s": None}  # a test sets the ones it checks


def make(repo, env, tiny_tokenizer, tmp_path, p_fix=0.5, seed=0, **cfg):
    task = Task(id="calc", snapshot=Snapshot(path=str(repo)), hidden_tests=HIDDEN_TESTS,
                fail_to_pass=["tests/test_calc.py::test_add"],
                pass_to_pass=["tests/test_calc.py::test_mul"], test_timeout_s=30)
    engine = ScriptedSolverEngine(tiny_tokenizer, [FIX, WRONG], [p_fix, 1 - p_fix], seed=seed)
    worker = RolloutWorker(env, lambda: TokenPolicy(engine, tiny_tokenizer),
                           AgentLimits(max_turns=4))
    learner = FakeLearner(engine)
    buffer = TrajectoryBuffer(tmp_path / "buffer")
    orch = Orchestrator(itertools.repeat(task), worker, learner, buffer,
                        OrchestratorConfig(**{**NO_BUDGETS, **cfg}), task_index={"calc": task})
    return orch, learner, buffer


@pytest.fixture
async def env(env_config):
    e = LocalEnv(env_config)
    yield e
    await e.aclose()


async def test_async_run_trains_on_mixed_groups_only(env, repo, tiny_tokenizer, tmp_path):
    orch, learner, buffer = make(repo, env, tiny_tokenizer, tmp_path, steps=2,
                                 group_size=4, groups_per_step=1, max_concurrent_rollouts=4,
                                 max_off_policy_steps=4)
    stats = await orch.run()
    assert stats.steps == 2 and learner.version == 2
    for batch in learner.batches:
        for group in batch:
            rewards = {t.reward for t in group}
            assert rewards == {0.0, 1.0}  # only groups that carry signal
            assert len({t.task_id for t in group}) == 1 and len({t.group_id for t in group}) == 1
    counts = buffer.counts()
    assert counts["trained"] == stats.trained == 8
    assert counts.get("zero_variance", 0) == stats.filtered_zero_variance
    assert counts["written"] >= stats.trained


async def test_zero_variance_groups_are_filtered_and_counted(env, repo, tiny_tokenizer, tmp_path):
    orch, learner, _ = make(repo, env, tiny_tokenizer, tmp_path, p_fix=1.0, steps=1,
                            group_size=2, groups_per_step=1, max_concurrent_rollouts=2,
                            mode="sync")
    orch.tasks = iter([orch.task_index["calc"]] * 3)  # all solved: no group has signal
    stats = await orch.run()
    assert stats.steps == 0 and stats.filtered_zero_variance == 6 and not learner.batches


@pytest.mark.parametrize("mode", ["async", "sync"])
async def test_a_run_whose_groups_never_disagree_stops_and_says_why(env, repo, tiny_tokenizer,
                                                                     tmp_path, mode):
    """Every rollout fails (a model too weak for its tasks): no group has variance, no step
    can come; after max_flat_groups such groups the run stops, naming the solve rate and
    what to change, instead of sampling until a budget."""
    orch, learner, _ = make(repo, env, tiny_tokenizer, tmp_path, p_fix=0.0, steps=2,
                            group_size=2, groups_per_step=1, max_concurrent_rollouts=2,
                            max_flat_groups=3, max_rollouts=40, mode=mode)
    stats = await orch.run()
    assert stats.steps == 0 and not learner.batches
    assert stats.filtered_zero_variance == 6 and stats.rollouts <= 8  # stopped, not at 40
    assert stats.stop_reason.startswith("no signal: 3 groups in a row (6 rollouts)")
    assert "solve rate of 0.0%" in stats.stop_reason
    assert "orchestrator.partial_credit" in stats.stop_reason


async def test_a_budget_stops_launches_and_one_that_cost_no_step_is_not_the_reason(
        env, repo, tiny_tokenizer, tmp_path):
    """A budget spent at the start (a run's max_wall_s used up before RL): no rollout, no
    step, and the reason. One that fires while the last step's rollouts drain: "num_steps"."""
    orch, learner, _ = make(repo, env, tiny_tokenizer, tmp_path, steps=2, group_size=2,
                            groups_per_step=1, max_concurrent_rollouts=2)
    # what a run hands over when its budget is spent (run/train.py: a config takes no 0 s)
    orch.cfg = orch.cfg.model_copy(update={"max_wall_s": 0.0})
    stats = await orch.run()
    assert (stats.rollouts, stats.steps, stats.stop_reason) == (0, 0, "max_wall_s (0 s)")
    # the budget fires at the third launch, while the first group (one fix, one wrong edit
    # with this seed) is still out; that group completes and makes the one step asked for
    orch, learner, _ = make(repo, env, tiny_tokenizer, tmp_path / "b", p_fix=0.5, steps=1,
                            group_size=2, groups_per_step=1, max_concurrent_rollouts=2,
                            max_rollouts=2, seed=1)
    stats = await orch.run()
    assert (stats.rollouts, stats.steps, stats.stop_reason) == (2, 1, "num_steps")


async def test_a_task_without_signal_is_retired_and_never_drawn_again(env, repo, tiny_tokenizer,
                                                                   tmp_path):
    orch, learner, _ = make(repo, env, tiny_tokenizer, tmp_path, p_fix=1.0, steps=5,
                            group_size=2, groups_per_step=1, max_concurrent_rollouts=2,
                            mode="sync", retire_settled_tasks=True)
    drawn = []

    def cycle():
        while True:  # a cycled list, as `parity rl` draws its tasks
            drawn.append("calc")
            yield orch.task_index["calc"]

    orch.tasks = cycle()
    stats = await orch.run()
    # every sample solves: the first group is filtered, the task retired, and the run ends
    # instead of cycling the same signal-free task until a budget runs out
    assert stats.filtered_zero_variance == 2 and stats.retired_tasks == 1
    assert stats.steps == 0 and stats.stop_reason == "every task retired"
    assert len(drawn) == 3  # drawn once, then skipped twice (the second skip proves the cycle)


async def test_a_retired_task_stays_retired_when_the_run_resumes(env, repo, tiny_tokenizer,
                                                                tmp_path):
    cfg = dict(p_fix=1.0, steps=5, group_size=2, groups_per_step=1,
               max_concurrent_rollouts=2, mode="sync", retire_settled_tasks=True)
    orch, _, _ = make(repo, env, tiny_tokenizer, tmp_path, **cfg)
    orch.tasks = itertools.repeat(orch.task_index["calc"])
    assert (await orch.run()).retired_tasks == 1
    # the same run directory again (a restart): the task is not drawn, no rollout is spent
    again, _, _ = make(repo, env, tiny_tokenizer, tmp_path, **cfg)
    again.tasks = itertools.repeat(again.task_index["calc"])
    stats = await again.run()
    assert stats.rollouts == 0 and stats.stop_reason == "every task retired"


async def test_a_family_without_signal_is_retired_and_its_tasks_never_drawn(
        env, repo, tiny_tokenizer, tmp_path):
    """retire_flat_families = 3: family "easy" (its tasks graded on `test_mul` alone, which
    every edit here leaves passing) settles three flat groups in a row and is drawn no more;
    family "calc" (the fix, half the samples) keeps giving signal and is drawn on. On a
    restart the streaks are counted again from the buffer, so "easy" stays retired."""
    cfg = dict(steps=3, group_size=4, groups_per_step=1, max_concurrent_rollouts=4,
               mode="sync", retire_flat_families=3, max_flat_groups=None, seed=2)
    orch, learner, _ = make(repo, env, tiny_tokenizer, tmp_path, **cfg)
    calc = orch.task_index["calc"].model_copy(update={"family": "calc"})
    easy = [calc.model_copy(update={"id": f"easy{i}", "family": "easy", "fail_to_pass": []})
            for i in range(5)]
    orch.task_index = {t.id: t for t in [calc, *easy]}
    drawn: list[str] = []

    def cycle():
        for task in itertools.cycle([easy[0], easy[1], calc, easy[2], easy[3], easy[4]]):
            drawn.append(task.id)
            yield task

    orch.tasks = cycle()
    stats = await orch.run()
    assert stats.retired_families == 1 and orch.retired_families == {"easy"}
    assert stats.steps == 3
    launched = {t.task_id for batch in learner.batches for g in batch for t in g}
    assert launched == {"calc"}  # only the family with signal trains
    ran = {t.task_id for t in orch.buffer.all()}
    assert {"easy0", "easy1", "easy2"} <= ran and stats.filtered_zero_variance >= 12
    # easy3 and easy4 were drawn (and skipped), never run
    assert {"easy3", "easy4"} <= set(drawn) and not {"easy3", "easy4"} & ran

    again, _, _ = make(repo, env, tiny_tokenizer, tmp_path, **cfg)
    again.task_index = orch.task_index
    assert again.retired_families == set()
    again._resume()
    assert again.retired_families == {"easy"}


async def test_a_probe_that_agrees_settles_its_group_early(env, repo, tiny_tokenizer, tmp_path):
    orch, learner, buffer = make(repo, env, tiny_tokenizer, tmp_path, p_fix=1.0, steps=1,
                                 group_size=8, probe_size=2, groups_per_step=1,
                                 max_concurrent_rollouts=8, mode="sync")
    orch.tasks = iter([orch.task_index["calc"]] * 3)  # all solved: every probe agrees
    stats = await orch.run()
    # 2 rollouts per task, not 8: the probes were filtered as zero-variance groups of 2
    assert stats.rollouts == 6 and stats.filtered_zero_variance == 6 and stats.steps == 0
    assert stats.probes == 3 and stats.probes_disagreed == 0
    assert buffer.counts()["zero_variance"] == 6


async def test_a_probe_that_disagrees_grows_to_a_full_group(env, repo, tiny_tokenizer, tmp_path):
    orch, learner, buffer = make(repo, env, tiny_tokenizer, tmp_path, p_fix=0.5, steps=3,
                                 group_size=6, probe_size=2, groups_per_step=1,
                                 max_concurrent_rollouts=6, max_off_policy_steps=4)
    stats = await orch.run()
    assert stats.steps == 3
    for batch in learner.batches:
        for group in batch:  # trained groups have every sample, not just the probe's
            assert len(group) == 6 and {t.reward for t in group} == {0.0, 1.0}
            assert len({t.group_id for t in group}) == 1
    # filtered probes (both solved, or both failed) are settled at their size: 2
    assert stats.filtered_zero_variance % 2 == 0
    # every trained group began as a probe that disagreed; each flat probe was filtered
    assert stats.probes_disagreed >= 3
    assert stats.probes - stats.probes_disagreed == stats.filtered_zero_variance // 2
    assert buffer.counts().get("zero_variance", 0) == stats.filtered_zero_variance


async def test_stale_groups_are_dropped(env, repo, tiny_tokenizer, tmp_path):
    orch, learner, buffer = make(repo, env, tiny_tokenizer, tmp_path, steps=1,
                                 group_size=2, groups_per_step=1, max_off_policy_steps=0)
    learner.version = 5  # the trainer is ahead of every rollout's version 0
    orch.tasks = iter([orch.task_index["calc"]] * 4)
    stats = await orch.run()
    assert stats.dropped_stale == 8 and stats.steps == 0
    assert buffer.counts()["stale"] == 8


async def test_staleness_is_checked_again_when_a_batch_is_taken(env, repo, tiny_tokenizer,
                                                                tmp_path):
    """Groups that complete while the trainer works queue at the version they completed at;
    the trainer then moves on, and they must not train past the bound (a check at completion
    alone let staleness reach 2.03 with a bound of 1)."""
    orch, learner, buffer = make(repo, env, tiny_tokenizer, tmp_path, steps=3,
                                 group_size=2, groups_per_step=1, max_concurrent_rollouts=4,
                                 max_off_policy_steps=0)
    learner.step_s = 1.0  # rollouts finish while it trains: ready groups queue
    # the backpressure launches no group that could go stale; the check at take time is
    # the guard for a group that outlives it (a rollout slower than two steps), so the old
    # rule, which queued them, makes the case here
    orch._may_launch = lambda training: len(orch.ready) < 2
    lags = record_lags(learner)
    stats = await orch.run()
    assert stats.steps == 3 and lags == [0, 0, 0]
    assert stats.dropped_stale > 0 and buffer.counts()["stale"] == stats.dropped_stale


@pytest.mark.parametrize("off_policy", [0, 1])
async def test_no_rollout_is_started_that_would_go_stale(env, repo, tiny_tokenizer, tmp_path,
                                                        off_policy):
    """A slow trainer (1 s a step) and fast rollouts: the old rule queued 2 x groups_per_step
    ready groups and kept rollouts in flight besides, and dropped what went stale (on 2
    cores, CPU the trainer lost). Now nothing is dropped; with a bound of 1 the next batch
    is still sampled while the trainer works, and with 0 (on-policy) nothing is."""
    orch, learner, buffer = make(repo, env, tiny_tokenizer, tmp_path, steps=3,
                                 group_size=2, groups_per_step=1, max_concurrent_rollouts=4,
                                 max_off_policy_steps=off_policy)
    learner.step_s = 1.0
    steps: list[tuple[float, float]] = []
    starts: list[float] = []
    train, run = learner.train, orch.worker.run

    async def timed_train(groups):
        t0 = asyncio.get_running_loop().time()
        try:
            return await train(groups)
        finally:
            steps.append((t0, asyncio.get_running_loop().time()))

    async def timed_run(task, gid):
        starts.append(asyncio.get_running_loop().time())
        return await run(task, gid)

    learner.train, orch.worker.run = timed_train, timed_run
    stats = await orch.run()
    assert stats.steps == 3 and stats.dropped_stale == 0 and "stale" not in buffer.counts()
    during = [t for t in starts if any(a < t < b for a, b in steps)]
    assert bool(during) == (off_policy > 0), (during, steps)


async def test_the_staleness_bound_counts_weight_updates_not_optimizer_steps(
        env, repo, tiny_tokenizer, tmp_path):
    """Two optimizer steps per update move the version by 2 at each publish. A bound of 1
    still trains a group sampled one update ago; counted in versions, it dropped every group
    in flight during a step, and trained only groups sampled after the last publish."""
    orch, learner, buffer = make(repo, env, tiny_tokenizer, tmp_path, steps=4,
                                 group_size=2, groups_per_step=1, max_concurrent_rollouts=4,
                                 max_off_policy_steps=1)
    learner.step_s, learner.versions_per_step = 1.0, 2
    lags = record_lags(learner)
    stats = await orch.run()
    assert stats.steps == 4 and learner.version == 8
    assert set(lags) <= {0, 2} and 2 in lags, lags  # one update behind: kept
    assert all(r["train/staleness_max_updates"] <= 1 for r in stats.step_metrics)
    assert [r["train/staleness_max_updates"] for r in stats.step_metrics] == [lag / 2 for lag in lags]


async def test_resume_after_a_crash_neither_drops_nor_double_counts(env, repo, tiny_tokenizer,
                                                                    tmp_path):
    orch, learner, buffer = make(repo, env, tiny_tokenizer, tmp_path, steps=1,
                                 group_size=4, groups_per_step=1, max_off_policy_steps=10)
    await orch.run()
    written_before = buffer.all()
    unsettled = buffer.unsettled()
    # "crash": a new orchestrator on the same buffer directory
    orch2, learner2, buffer2 = make(repo, env, tiny_tokenizer, tmp_path, steps=2,
                                    group_size=4, groups_per_step=1, max_off_policy_steps=10)
    await orch2.run()
    ids = [t.id for t in buffer2.all()]
    assert len(ids) == len(set(ids))  # nothing written twice
    assert [t.id for t in buffer2.all()[: len(written_before)]] == [t.id for t in written_before]
    trained = [t.id for b in learner.batches + learner2.batches for g in b for t in g]
    assert len(trained) == len(set(trained))  # nothing trained on twice
    # what was finished but unsettled at the crash is settled now (trained or filtered)
    assert all(t.id in buffer2.settled for t in unsettled if t.group_id not in
               {tt.group_id for tt in buffer2.unsettled()})


async def test_step_rows_carry_rollout_env_and_slot_metrics_and_inflight_is_live(
        env, repo, tiny_tokenizer, tmp_path):
    from parity.rollout.stats import env_metrics

    orch, _, _ = make(repo, env, tiny_tokenizer, tmp_path, steps=2, group_size=4,
                      groups_per_step=1, max_concurrent_rollouts=4, max_off_policy_steps=4)
    orch.inflight_path = tmp_path / "inflight.json"
    orch.step_probes.append(lambda: env_metrics(env))
    seen: list[dict] = []

    async def watch() -> None:
        while True:
            if orch.inflight_path.exists():  # replaced atomically: always a whole document
                seen.append(json.loads(orch.inflight_path.read_text()))
            await asyncio.sleep(0.05)

    watcher = asyncio.create_task(watch())
    try:
        stats = await orch.run()
    finally:
        watcher.cancel()
    assert stats.steps == 2
    running = [r for doc in seen if doc["running"] for r in doc["rollouts"]]
    assert running, "no snapshot of the in-flight file showed a rollout running"
    for r in running:
        assert r["task_id"] == "calc" and r["group_id"].startswith("g-")
        assert 0 <= r["slot"] < 4 and r["attempt"] == 1 and r["started_at"] > 0
        assert r["phase"] in {"starting", "session", "generating", "tools", "grading"}
    assert max(r["turns"] for r in running) <= 2  # FIX and WRONG each take 2 turns
    final = json.loads(orch.inflight_path.read_text())
    assert final["running"] is False and final["rollouts"] == []
    for row in stats.step_metrics:
        assert row["rollout/window_n"] >= 1
        # each scripted rollout: an edit_file turn, then a reply with no call
        assert row["rollout/tool_calls_per_turn"] == 0.5
        assert row["rollout/parallel_turn_frac"] == 0.0
        assert row["rollout/turns_per_rollout"] == 2.0
        assert row["rollout/tokens_per_rollout"] > row["rollout/model_tokens_per_rollout"] > 0
        assert row["env/tool_calls/edit_file"] >= 1 and row["env/tool_s_mean/edit_file"] > 0
        assert row["env/grade_s_mean"] > 0 and row["rollout/wall_s_max"] > 0
        assert 0 < row["rollout/slots_used_frac"] <= row["rollout/slots_busy_frac"] <= 1
        assert "env/sessions" in row and "env/workers_busy" in row
