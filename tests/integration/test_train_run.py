"""`parity train` the way a user runs it: their own repository's tasks, a config file, the
command line; a refused second run into the same directory; a run killed after a checkpoint
and continued with --resume."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import needs_bwrap

PARITY = [sys.executable, "-m", "parity.cli"]

pytestmark = [needs_bwrap, pytest.mark.slow]


def run(*args: str, timeout: float = 900) -> subprocess.CompletedProcess:
    return subprocess.run([*PARITY, *args], capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def user_tasks(tmp_path_factory) -> Path:
    """A user's repository with tests, turned into a task file by `parity tasks synth`."""
    from tests.integration.test_synth import LIB, TESTS

    root = tmp_path_factory.mktemp("user")
    repo = root / "lib"
    (repo / "tests").mkdir(parents=True)
    (repo / "lib.py").write_text(LIB)
    (repo / "tests" / "test_lib.py").write_text(TESTS)
    r = run("tasks", "synth", "--repo", str(repo), "--out", str(root / "synth"),
            "--max-candidates", "4", "--workers", "2")
    assert r.returncode == 0, r.stderr[-2000:]
    path = root / "synth" / "tasks.jsonl"
    assert len(path.read_text().splitlines()) >= 2
    return path


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory) -> Path:
    from parity.models.tiny import TinyConfig, build_default

    return build_default(tmp_path_factory.mktemp("m") / "tiny",
                         TinyConfig(hidden_size=64, num_layers=1, num_heads=2, num_kv_heads=1,
                                    intermediate_size=64, vocab_size=600),
                         corpus_bytes=60_000)


def write_config(path: Path, model: Path, tasks: Path, out: Path, steps: int) -> Path:
    path.write_text(f"""
out = "{out}"
seed = 3

[model]
path = "{model}"

[tasks]
train = "{tasks}"
eval_fraction = 0.34
max_eval_tasks = 2

[orchestrator]
steps = {steps}
group_size = 2
groups_per_step = 1
max_concurrent_rollouts = 2
max_turns = 1
max_tokens_per_turn = 8
max_rollouts = 200
filter_zero_variance = false  # the untrained model solves nothing: train on it anyway
temperature = 1.0

[train]
lr = 1e-3
total_steps = 10

[eval]
concurrency = 2
""")
    return path


def test_train_on_a_user_task_file_end_to_end(tmp_path, tiny_model, user_tasks):
    out = tmp_path / "run"
    cfg = write_config(tmp_path / "run.toml", tiny_model, user_tasks, out, steps=2)
    r = run("train", str(cfg))
    assert r.returncode == 0, r.stderr[-3000:]
    summary = json.loads((out / "summary.json").read_text())
    assert summary["rl_steps"] == 2 and summary["stop_reason"] == "num_steps"
    assert summary["eval_n"] >= 1 and 0.0 <= summary["eval_solve_rate_after"] <= 1.0
    assert set(summary["evals"]) == {"before", "after"}
    # the paired test on the same tasks, and what shaping aims at, before and after
    paired = summary["eval_paired"]
    assert paired["n"] == summary["eval_n"] and summary["paired_p_value"] == paired["p_value"]
    assert 0.0 < summary["paired_p_value"] <= 1.0 and summary["wall_s_total"] > 0
    # and over fix groups: the user's synthesized tasks each write their own lines
    assert 1 <= paired["clusters"] <= paired["n"]
    assert summary["paired_cluster_p_value"] == paired["cluster_p_value"]
    assert paired["clusters_changed"] <= paired["improved"] + paired["regressed"]
    for when in ("before", "after"):
        assert 0.0 <= summary[f"eval_parallel_turn_fraction_{when}"] <= 1.0
        assert f"eval_turns_per_solved_{when}" in summary
        assert f"eval_model_tokens_per_solved_{when}" in summary
    # the resolved config, loadable again; the evaluation reports; the checkpoints
    from parity.config import load_config

    saved = load_config(out / "config.toml")
    assert saved.orchestrator.steps == 2 and saved.model.path == str(tiny_model)
    assert (out / "eval" / "after-eval.md").read_text().count("pass@1") >= 1
    before = json.loads((out / "eval" / "before-eval.json").read_text())
    # every evaluated sample's trajectory, named by the report's samples
    for when in ("before", "after"):
        trajs = [json.loads(x) for x in
                 (out / "eval" / f"{when}-eval.trajectories.jsonl").read_text().splitlines()]
        assert len(trajs) == summary["eval_n"] and all(t["messages"] for t in trajs)
    named = {s["trajectory_id"] for t in before["tasks"] for s in t["samples"]}
    assert named == {json.loads(x)["id"] for x in
                     (out / "eval" / "before-eval.trajectories.jsonl").read_text().splitlines()}
    assert (out / "checkpoints" / "latest").read_text().strip() == "step_000002"
    assert (out / "model" / "config.json").is_file()
    # trajectories of the user's tasks, trained on
    lines = (out / "buffer" / "trajectories.jsonl").read_text().splitlines()
    tasks = {json.loads(x)["id"] for x in user_tasks.read_text().splitlines()}
    assert lines and {json.loads(x)["task_id"] for x in lines} <= tasks
    # each step's row: the rollouts since the last step, the slots, the engine, the env
    rows = [json.loads(x) for x in (out / "metrics.jsonl").read_text().splitlines()]
    # (a step whose window is empty, every rollout since the last having finished before
    # it, has no per-rollout figures: none are made up)
    windowed = [row for row in rows if row["rollout/window_n"] > row.get("rollout/window_failed", 0)]
    assert windowed
    for row in windowed:
        for key in ("rollout/turns_per_rollout", "rollout/wall_s_mean",
                    "rollout/tokens_per_rollout", "rollout/tool_calls_per_turn",
                    "rollout/parallel_turn_frac", "env/grade_s_mean"):
            assert key in row, (key, sorted(row))
    for row in rows:
        assert "env/sessions" in row and "env/workers_busy_frac" in row
        assert 0 < row["rollout/slots_used_frac"] <= row["rollout/slots_busy_frac"] <= 1
        # a step's generation may all have happened before the last step's row was taken
        # (one-turn rollouts sampled while the trainer ran): idle is then the true answer
        busy, in_flight = row["engine/busy_frac"], row["engine/requests_in_flight_mean"]
        assert 0 <= busy <= 1 and (in_flight > 0) == (busy > 0)
    assert any(row["engine/busy_frac"] > 0 for row in rows)
    inflight = json.loads((out / "inflight.json").read_text())  # left as the run ended
    assert inflight["running"] is False and inflight["rollouts"] == []

    # a second run into the same directory refuses, and says how to continue
    r = run("train", str(cfg))
    assert r.returncode == 2 and "holds a run already" in r.stderr and "--resume" in r.stderr
    assert "Traceback" not in r.stderr


def test_a_killed_run_resumes_from_its_last_checkpoint(tmp_path, tiny_model, user_tasks):
    out = tmp_path / "run"
    cfg = write_config(tmp_path / "run.toml", tiny_model, user_tasks, out, steps=4)
    proc = subprocess.Popen([*PARITY, "train", str(cfg), "eval.after=false"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)
    latest = out / "checkpoints" / "latest"
    deadline = time.monotonic() + 600
    while not latest.is_file() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.2)
    os.killpg(proc.pid, signal.SIGKILL)  # the whole process group, as an OOM or preemption would
    proc.wait()
    assert latest.is_file(), proc.stderr.read().decode()[-3000:]
    import torch

    blob = torch.load(out / "checkpoints" / latest.read_text().strip() / "trainer.pt",
                      weights_only=False)
    done = blob["step"]
    assert 1 <= done < 4, "the run finished before it was killed: make it longer"
    assert blob["policy_version"] == done
    # The kill may land between the checkpoint and state.json's save (CI saw it: the state
    # a step behind, and the resumed run trained one step too many). Make that case
    # certain: the checkpoint, not state.json, must say where RL resumes.
    state_file = out / "state.json"
    state_file.write_text(json.dumps({**json.loads(state_file.read_text()), "steps": done - 1}))

    r = run("train", str(cfg), "--resume", "eval.after=false")
    assert r.returncode == 0, r.stderr[-3000:]
    assert f"resumed after step {done}, policy version {done}" in r.stdout, r.stdout[-2000:]
    summary = json.loads((out / "summary.json").read_text())
    assert summary["rl_steps"] == 4
    blob = torch.load(out / "checkpoints" / "step_000004" / "trainer.pt", weights_only=False)
    assert blob["policy_version"] == 4  # versions continue; never a fresh version 0
    # only the newest checkpoint keeps its optimizer state; every version keeps its weights
    kept = sorted((out / "checkpoints").glob("step_*"))
    assert [p.name for p in kept if (p / "trainer.pt").is_file()] == ["step_000004"]
    assert len(kept) == 4 and all((p / "model" / "config.json").is_file() for p in kept)
    steps = [json.loads(x)["step"] for x in (out / "metrics.jsonl").read_text().splitlines()]
    assert steps[-1] == 4 and sorted(set(steps)) == list(range(1, 5))
    # the before-evaluation ran once: the resumed run kept the first run's, and says so
    assert json.loads((out / "state.json").read_text())["evals"]["before"]
    stages = summary["time_breakdown"]["stages"]
    assert stages["eval_before"] == {"skipped": "done before this run was resumed"}
    assert stages["rl"]["train_tokens"] > 0 and "eval_after" not in stages

    # resuming with other tasks or another seed refuses
    r = run("train", str(cfg), "--resume", "seed=4")
    assert r.returncode == 2 and "seed differs" in r.stderr


def test_config_mistakes_are_one_line_and_exit_2(tmp_path, tiny_model, user_tasks):
    cfg = write_config(tmp_path / "run.toml", tiny_model, user_tasks, tmp_path / "o", steps=1)
    for args, expected in [
        (["orchestrator.stepz=3"], "unknown key orchestrator.stepz"),
        (["train.lr=fast"], "train.lr"),
        ([f"tasks.train={json.dumps(str(tmp_path / 'nope.jsonl'))}"], "tasks.train: no such file"),
        ([f"model.path={json.dumps(str(tmp_path / 'nomodel'))}"], "model.path: no such file"),
    ]:
        r = run("train", str(cfg), *args)
        assert r.returncode == 2 and expected in r.stderr, (args, r.stderr)
        assert "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1
    r = run("train", str(tmp_path / "missing.toml"))
    assert r.returncode == 2 and "config file not found" in r.stderr
    r = run("train", "--print-config", "orchestrator.steps=7", "--threads", "3")
    assert r.returncode == 0 and "steps = 7" in r.stdout and "[weights.nccl]" in r.stdout
    assert "\nthreads = 3\n" in r.stdout  # --threads is the config tree's `threads`
    r = run("train", "--resume", str(cfg))
    assert r.returncode == 2 and "holds no run to continue" in r.stderr


@pytest.mark.parametrize("engines,envs,transport", [
    ("process", "processes", "shm"),  # `parity serve` and `parity env-server` processes
    ("process", "inprocess", "files"),
    ("ray", "ray", "ray"),  # engine, environment and trainer as Ray actors
])
def test_engines_and_envs_out_of_process(tmp_path, tiny_model, user_tasks, engines, envs,
                                         transport):
    out = tmp_path / "run"
    cfg = write_config(tmp_path / "run.toml", tiny_model, user_tasks, out, steps=2)
    r = run("train", str(cfg), f'engines.placement="{engines}"', "engines.replicas=2",
            f'envs.mode="{envs}"', "envs.servers=2", f'weights.transport="{transport}"',
            "eval.before=false")
    assert r.returncode == 0, r.stderr[-3000:]
    summary = json.loads((out / "summary.json").read_text())
    assert summary["rl_steps"] == 2
    rows = [json.loads(x) for x in (out / "metrics.jsonl").read_text().splitlines()]
    assert [row["policy/version"] for row in rows] == [1, 2]
    if envs == "processes":  # sessions per env server, as the fleet placed them
        assert all("env/sessions/0" in row and "env/sessions/1" in row for row in rows)
    if engines == "process":  # published once through the transport, pulled by both engines
        assert all(row["weights/publish_s"] > 0 for row in rows)
        assert len(list((out / "logs").glob("engine-*.log"))) == 2


def test_train_through_an_external_harness(tmp_path, tiny_model, user_tasks):
    """orchestrator.harness = "minimal": every rollout and both evaluations run the shipped
    harness inside the sandbox against the run's engine; RL trains on what was recorded."""
    from tests.conftest import pypi_unreachable

    why = pypi_unreachable("https://pypi.org/simple/openai/")
    if why:
        pytest.skip(why)
    out = tmp_path / "run"
    cfg = write_config(tmp_path / "run.toml", tiny_model, user_tasks, out, steps=2)
    r = run("train", str(cfg), 'orchestrator.harness="minimal"', "orchestrator.harness_timeout_s=120")
    assert r.returncode == 0, r.stderr[-3000:]
    assert "the minimal harness" in r.stdout + r.stderr
    summary = json.loads((out / "summary.json").read_text())
    assert summary["rl_steps"] == 2 and set(summary["evals"]) == {"before", "after"}
    trained = [json.loads(x) for x in (out / "buffer" / "trajectories.jsonl").read_text().splitlines()]
    assert trained and all(t["harness"] and t["harness"]["calls"] >= 1 for t in trained)
    for t in trained:  # loss on the sampled ids of the first segment's calls, and only them
        first = len(t["turns"]) - sum(seg["calls"] for seg in t["harness"]["more_segments"])
        assert sum(t["loss_mask"]) == sum(turn["num_tokens"] for turn in t["turns"][:first]) > 0
        assert len(t["token_ids"]) == len(t["loss_mask"]) == len(t["logprobs"])
        assert all(v == -1 for v, m in zip(t["versions"], t["loss_mask"], strict=True) if not m)
    evals = [json.loads(x) for x in
             (out / "eval" / "before-eval.trajectories.jsonl").read_text().splitlines()]
    assert evals and all(t["harness"] for t in evals)
    # a harness where the run cannot place it is a config error, one line
    r = run("train", str(cfg), 'orchestrator.harness="minimal"', 'envs.mode="processes"')
    assert r.returncode == 2 and "orchestrator.harness" in r.stderr and "Traceback" not in r.stderr
