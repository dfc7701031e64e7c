"""The per-step rollout aggregates, on hand-built trajectories with numbers worked out by
hand; the busy meter on a clock we move; sessions per server of a fleet client."""

from __future__ import annotations

import pytest

from parity.envserver.fleet import Fleet
from parity.rollout.stats import BusyMeter, env_metrics, rollout_metrics
from parity.rollout.worker import failed
from parity.types import Grade, ToolCall, ToolResult, Trajectory, Turn


def turn(calls: list[tuple[str, float, bool]], gen_s: float = 1.0, tools_s: float = 0.5) -> Turn:
    tc = [ToolCall(name=n) for n, _, _ in calls]
    return Turn(start=0, num_tokens=5, version=0, finish_reason="stop", text="",
                tool_calls=tc, generate_s=gen_s, tools_s=tools_s,
                tool_results=[ToolResult(call_id=c.id, name=n, ok=ok, output="", duration_s=d)
                              for c, (n, d, ok) in zip(tc, calls, strict=True)])


def traj(turns: list[Turn], reward: float, tokens: int, sampled: int, wall_s: float,
         grade_s: float) -> Trajectory:
    return Trajectory(id=f"t{wall_s}", task_id="x", turns=turns, reward=reward,
                      token_ids=[1] * tokens, loss_mask=[1] * sampled + [0] * (tokens - sampled),
                      wall_s=wall_s,
                      grade=Grade(task_id="x", exit_code=0, reward=reward, duration_s=grade_s))


def test_aggregates_over_the_rollouts_of_a_step():
    a = traj([turn([("run_terminal_cmd", 0.2, True), ("read_file", 0.1, True)]),  # parallel
              turn([("run_terminal_cmd", 0.4, False)]),
              turn([])], reward=1.0, tokens=100, sampled=30, wall_s=10.0, grade_s=2.0)
    b = traj([turn([("read_file", 0.3, True)], gen_s=2.0, tools_s=1.0)],
             reward=0.0, tokens=50, sampled=10, wall_s=4.0, grade_s=1.0)
    m = rollout_metrics([a, b, failed("x", "g", "env", "boom")])
    assert m["rollout/window_n"] == 3 and m["rollout/window_failed"] == 1
    assert m["rollout/window_reward_mean"] == 0.5 and m["rollout/window_solve_rate"] == 0.5
    assert m["rollout/turns_per_rollout"] == 2.0 and m["rollout/turns_max"] == 3
    assert m["rollout/tokens_per_rollout"] == 75 and m["rollout/model_tokens_per_rollout"] == 20
    assert m["rollout/wall_s_mean"] == 7.0 and m["rollout/wall_s_max"] == 10.0
    # 4 turns with 2, 1, 0, 1 calls: 1 call per turn, one turn in four parallel
    assert m["rollout/tool_calls_per_turn"] == 1.0
    assert m["rollout/parallel_turn_frac"] == 0.25
    assert m["rollout/generate_s_mean"] == 2.5 and m["rollout/tools_s_mean"] == 1.25
    assert m["env/tool_calls/run_terminal_cmd"] == 2 and m["env/tool_calls/read_file"] == 2
    assert m["env/tool_s_mean/run_terminal_cmd"] == pytest.approx(0.3)
    assert m["env/tool_s_max/run_terminal_cmd"] == 0.4
    assert m["env/tool_s_mean/read_file"] == pytest.approx(0.2)
    assert m["env/tool_fail_frac/run_terminal_cmd"] == 0.5 and m["env/tool_fail_frac/read_file"] == 0.0
    assert m["env/grade_s_mean"] == 1.5 and m["env/grade_s_max"] == 2.0


def test_a_tool_name_the_model_made_up_opens_no_metric_series_of_its_own():
    made_up = traj([turn([("if not w", 0.1, False), ("for i in range(file", 0.3, False),
                          ("grep", 0.2, True), ("invalid_tool_call", 0.0, False)])],
                   reward=0.0, tokens=10, sampled=5, wall_s=1.0, grade_s=0.1)
    m = rollout_metrics([made_up])
    tools = {k.split("/", 2)[2] for k in m if k.startswith("env/tool_calls/")}
    assert tools == {"unknown_tool", "grep", "invalid_tool_call"}
    assert m["env/tool_calls/unknown_tool"] == 2
    assert m["env/tool_s_max/unknown_tool"] == 0.3
    assert m["env/tool_fail_frac/unknown_tool"] == 1.0


def test_the_graders_refusals_are_counted_by_kind():
    def refused(kinds: list[str]) -> Trajectory:
        t = traj([turn([])], reward=0.0, tokens=10, sampled=5, wall_s=1.0, grade_s=0.1)
        t.grade.refusals = kinds
        return t

    m = rollout_metrics([refused(["tests_edited", "runner_tampered"]), refused(["tests_edited"]),
                         refused([]), refused(["made up by a remote server"])])
    assert m["grade/refused/tests_edited"] == 2 and m["grade/refused/runner_tampered"] == 1
    assert m["grade/refused/other"] == 1  # a kind outside REFUSALS opens no series of its own
    assert m["grade/refused_rollouts"] == 3
    assert m["grade/refused/always_equal"] == 0  # every kind, zeros too, once a grade came
    clean = rollout_metrics([refused([])])
    assert clean["grade/refused_rollouts"] == 0 and "grade/refused/other" not in clean


def test_no_rollouts_or_only_failures_give_counts_and_no_nan():
    assert rollout_metrics([]) == {"rollout/window_n": 0.0}
    m = rollout_metrics([failed("x", "g", "engine", "down")] * 2)
    assert m == {"rollout/window_n": 2.0, "rollout/window_failed": 2.0}


def test_busy_meter_integrates_occupancy_between_takes():
    now = [0.0]
    meter = BusyMeter(clock=lambda: now[0])
    meter.enter()            # t 0..2: one user
    now[0] = 2.0
    meter.enter()            # t 2..3: two users
    now[0] = 3.0
    meter.exit()
    meter.exit()             # t 3..4: idle
    now[0] = 4.0
    busy, mean = meter.take()
    assert busy == pytest.approx(3 / 4) and mean == pytest.approx((2 + 2) / 4)
    now[0] = 6.0             # nobody since: idle
    assert meter.take() == (0.0, 0.0)


def test_sessions_per_server_of_a_fleet():
    fleet = Fleet.from_urls(["http://127.0.0.1:1", "http://127.0.0.1:2"], "t")
    fleet.load[:] = [3, 1]  # what the fleet placed on each server
    assert env_metrics(fleet) == {"env/sessions/0": 3.0, "env/sessions/1": 1.0,
                                  "env/sessions": 4.0, "env/servers_down": 0.0,
                                  "env/sessions_replayed": 0.0}
    assert env_metrics(object()) == {}


def test_computed_tokens_leave_out_what_the_prefix_cache_served():
    from parity.inference.engine import Completion
    from parity.rollout.stats import computed_tokens

    c = Completion(token_ids=[1, 2, 3], logprobs=[0.0] * 3, finish_reason="stop", version=0,
                   prompt_tokens=100, cached_prompt_tokens=64)
    assert computed_tokens(c) == 100 - 64 + 3
    # an engine that reports no prompt (a remote one without usage): what it generated
    assert computed_tokens(Completion([7], [0.0], "stop", 0)) == 1


def test_a_metered_engine_counts_the_tokens_it_computed(tiny_tokenizer):
    import asyncio

    from parity.inference.engine import SamplingParams
    from parity.inference.replay import ScriptedEngine
    from parity.rollout.stats import MeteredEngine

    inner = ScriptedEngine(tiny_tokenizer, ["def f(): pass", "Done."])
    engine = MeteredEngine(inner)

    async def go() -> None:
        await engine.generate([1, 2, 3, 4, 5], SamplingParams(max_tokens=64))
        assert engine.metrics()["engine/computed_tokens"] == 5 + len(inner.returned[0])
        await engine.generate([1, 2], SamplingParams(max_tokens=64))

    asyncio.run(go())
    first, second = (len(r) for r in inner.returned)
    assert engine.computed_tokens == 5 + first + 2 + second  # a running count
    assert engine.metrics()["engine/computed_tokens"] == 2 + second  # since the last take
