"""A workspace can name files with bytes that are not UTF-8 and print such bytes, and nothing
it makes may crash a record's writer: one shell command once made `/grade` answer 500 and
ended an in-process training run at the buffer's append.

The rollouts here are real (the agent loop on a scripted engine, a LocalEnv on bubblewrap,
both grading paths, the orchestrator, the buffer, the metrics file) and so is the HTTP
server; the dashboard reads the run directory they wrote. Each record shows the name
escaped: `\\xfe` in outputs, `"\\376/conftest.py"` (as git quotes it) in the grade."""

from __future__ import annotations

import itertools
import json

import httpx
import pytest
from fastapi.testclient import TestClient

from parity.agent.loop import AgentLimits
from parity.agent.policies import TokenPolicy
from parity.dashboard.app import create_app
from parity.envserver.client import EnvClient
from parity.envserver.config import EnvConfig
from parity.envserver.sessions import LocalEnv
from parity.observe.metrics import MetricsWriter, read_metrics
from parity.rollout.buffer import TrajectoryBuffer
from parity.rollout.orchestrator import Orchestrator, OrchestratorConfig
from parity.rollout.worker import RolloutWorker
from parity.tasks.config import GradingConfig
from parity.testing import ScriptedSolverEngine
from parity.types import ToolCall, Trajectory
from tests.conftest import RecordingLearner, calc_task, needs_bwrap

pytestmark = needs_bwrap


def call(name: str, **args) -> str:
    return f'<tool_call>{json.dumps({"name": name, "arguments": args})}</tool_call>'


# A protected path (a conftest) under a directory whose name is not UTF-8, a file named and
# filled with such bytes, then `ls` and `cat` of them.
MAKE = ("mkdir $'\\xfe' && : > $'\\xfe/conftest.py' && printf 'a\\xffb\\n' > $'bad\\xfd.txt' "
        "&& ls && cat $'bad\\xfd.txt'")
ATTACK = call("run_terminal_cmd", command=MAKE)
FIX = call("edit_file", path="pkg/calc.py", old_string="a - b", new_string="a + b")
WRONG = call("edit_file", path="pkg/calc.py", old_string="a - b", new_string="a * b")
DROPPED = "ignored the agent's changes to tests or test configuration: \"\\376/conftest.py\""




def _check_outputs(output: str) -> None:
    output.encode("utf-8")
    assert "bad\\xfd.txt" in output.splitlines()  # ls
    assert "\\xfe" in output.splitlines()
    assert "a\\xffb" in output  # cat


@pytest.mark.parametrize("fork_server", [True, False], ids=["fork_server", "sandbox"])
async def test_a_training_run_survives_names_that_are_not_utf8(repo, tmp_path, tiny_tokenizer,
                                                               fork_server):
    run_dir = tmp_path / "run"
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sb"),
                             grading=GradingConfig(fork_server=fork_server)))
    engine = ScriptedSolverEngine(tiny_tokenizer, [[ATTACK, FIX, "Done."],
                                                   [ATTACK, WRONG, "Done."]], [0.5, 0.5], seed=1)
    worker = RolloutWorker(env, lambda: TokenPolicy(engine, tiny_tokenizer),
                           AgentLimits(max_turns=5))
    metrics = MetricsWriter(run_dir / "metrics.jsonl")
    orch = Orchestrator(itertools.repeat(calc_task(repo)), worker, RecordingLearner(),
                        TrajectoryBuffer(run_dir / "buffer"),
                        OrchestratorConfig(steps=1, group_size=2, groups_per_step=1,
                                           max_concurrent_rollouts=2, max_off_policy_steps=9,
                                           max_rollouts=6, max_wall_s=None),
                        metrics=metrics)
    try:
        stats = await orch.run()  # the buffer's append raised here, and the run ended
    finally:
        await env.aclose()
    assert stats.failures == {} and stats.rollouts >= 2
    if fork_server:
        assert env.grader is not None and env.grader.counts["fast"] >= 2
    trajs = TrajectoryBuffer(run_dir / "buffer").all()  # written, and read back
    assert len(trajs) == stats.rollouts
    for traj in trajs:
        assert traj.grade is not None and DROPPED in traj.grade.reasons, traj.grade
        _check_outputs(traj.turns[0].tool_results[0].output)
    assert {t.reward for t in trajs} <= {0.0, 1.0}
    # a metrics row holding a grader's reason (a per-rollout refusal, as telemetry would log
    # it), raw from the workspace: escaped in the file
    metrics.log(99, {"grader/refused": 1.0, "grader/last_reason": trajs[0].grade.reasons[0],
                     f"grader/{trajs[0].session_id}/\udcfe": 1.0})
    rows = read_metrics(run_dir / "metrics.jsonl")
    assert rows[-1]["grader/last_reason"] == DROPPED and rows[-1]["step"] == 99
    assert (run_dir / "metrics.jsonl").read_bytes().decode("utf-8")

    page = TestClient(create_app(run_dir))
    for path in ("/", "/rollouts", "/api/metrics"):
        assert page.get(path).status_code == 200, path
    r = page.get(f"/trajectory/{trajs[0].id}")
    assert r.status_code == 200
    assert "\\376/conftest.py" in r.text and "bad\\xfd.txt" in r.text and "a\\xffb" in r.text


async def test_the_server_answers_a_grade_of_such_a_workspace(server_factory, repo):
    server = server_factory()  # the fork server grades (the default)
    client = EnvClient(server.url, server.token)
    try:
        info = await client.create_session(task=calc_task(repo))
        [shell] = await client.run_tools(info.session_id, [
            ToolCall(name="run_terminal_cmd", arguments=json.dumps({"command": MAKE}))])
        _check_outputs(shell.output)
        [listing] = await client.run_tools(info.session_id, [
            ToolCall(name="list_dir", arguments="{}")])
        assert '"\\376"/' in listing.output and '"bad\\375.txt"  (' in listing.output
        grade = await client.grade(info.session_id)  # a 500 before
        assert grade.reward == 0.0 and DROPPED in grade.reasons, grade.reasons
        async with httpx.AsyncClient(base_url=server.url) as http:
            r = await http.post(f"/sessions/{info.session_id}/grade", json={},
                                headers={"Authorization": f"Bearer {server.token}"})
        assert r.status_code == 200 and DROPPED in r.json()["reasons"]
        assert Trajectory(id="t", task_id="calc", grade=grade).model_dump_json()
        await client.close_session(info.session_id)
    finally:
        await client.aclose()
