"""A training run across several Ray nodes that loses one mid-run: a head node and two worker
nodes on loopback (`ray.cluster_utils.Cluster`), engines spread over the workers, the env
actor on one of them; that node is removed after the first step and the run goes on through
the same code `parity train` runs. Also: a restarted engine actor loads the newest published
weights before it answers, and a cluster of several nodes without `ray.shared_dir` refuses."""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

import pytest

from tests.conftest import HIDDEN_TESTS, make_repo, needs_bwrap

# read when Ray is imported: with it, "127.0.0.1" stays loopback instead of being replaced by
# this machine's address (where nothing listens)
os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"
ray = pytest.importorskip("ray", reason="the ray package is not installed")

pytestmark = [needs_bwrap, pytest.mark.slow]

LOOPBACK = "127.0.0.1"
# workers offer what engine and env actors ask for, the head what the trainer asks for: the
# trainer and the driver stay on the head, a worker can be lost, and the survivor has room
# for what it hosted (Ray reschedules the lost node's bundle and actors there)
WORKER = {"parity_engine": 2, "parity_env": 1}


@pytest.fixture(scope="module")
def cluster():
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    from ray._private import ray_constants
    from ray.cluster_utils import Cluster

    # the same, where another test module imported Ray before this one set the variable
    ray_constants.ENABLE_RAY_CLUSTER = False

    try:
        c = Cluster(initialize_head=True, head_node_args={
            "num_cpus": 2, "resources": {"parity_head": 2}, "node_ip_address": LOOPBACK,
            "include_dashboard": False,
            # a lost node is noticed in about two seconds, not the default half minute
            "_system_config": {"health_check_period_ms": 500,
                               "health_check_failure_threshold": 4}})
        workers = [c.add_node(num_cpus=1, resources=WORKER, node_ip_address=LOOPBACK)
                   for _ in range(2)]
        c.wait_for_nodes()
        ray.init(address=c.address)
    except Exception as e:  # noqa: BLE001 - any failure to start is a reason to skip
        pytest.skip(f"a local Ray cluster cannot start here: {type(e).__name__}: {e}")
    yield c, workers
    ray.shutdown()
    c.shutdown()


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory) -> Path:
    from parity.models.tiny import TinyConfig, build_default

    return build_default(tmp_path_factory.mktemp("m") / "tiny",
                         TinyConfig(hidden_size=64, num_layers=1, num_heads=2, num_kv_heads=1,
                                    intermediate_size=64, vocab_size=600),
                         corpus_bytes=60_000)


def task_file(root: Path) -> Path:
    """Three tasks on one small repository (the add bug), as a Parity task file."""
    repo = make_repo(root / "calc")
    for rel, text in HIDDEN_TESTS.items():
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        (repo / rel).write_text(text)
    path = root / "tasks.jsonl"
    path.write_text("".join(json.dumps({
        "id": f"calc-{i}", "repo": str(repo), "problem_statement": "add() subtracts; fix it",
        "fail_to_pass": ["tests/test_calc.py::test_add"],
        "pass_to_pass": ["tests/test_calc.py::test_mul"],
        "test_files": list(HIDDEN_TESTS), "test_timeout_s": 60}) + "\n" for i in range(3)))
    return path


def run_config(tmp_path: Path, model: Path, steps: int, shared: Path | None, *more: str):
    from parity.config import load_config

    return load_config(None, [
        f'out="{tmp_path / "run"}"', "seed=5", f'model.path="{model}"',
        f'tasks.train="{task_file(tmp_path)}"', "tasks.eval_fraction=0.34",
        "tasks.max_eval_tasks=1", f"orchestrator.steps={steps}", "orchestrator.group_size=2",
        "orchestrator.groups_per_step=1", "orchestrator.max_concurrent_rollouts=2",
        "orchestrator.max_turns=1", "orchestrator.max_tokens_per_turn=8",
        "orchestrator.filter_zero_variance=false", "orchestrator.max_rollouts=200",
        "train.lr=1e-3", "train.total_steps=10", "eval.before=false", "eval.after=false",
        'engines.placement="ray"', "engines.replicas=2", 'envs.mode="ray"',
        "ray.engine.resources={parity_engine=1}", "ray.env.resources={parity_env=1}",
        "ray.trainer.resources={parity_head=1}",
        *([f'ray.shared_dir="{shared}"'] if shared is not None else []), *more])


def test_a_run_survives_the_loss_of_a_node(cluster, tmp_path, tiny_model):
    from parity.run.train import run_train

    c, workers = cluster
    shared = tmp_path / "shared"
    cfg = run_config(tmp_path, tiny_model, steps=4, shared=shared)
    out = Path(cfg.out)
    result: dict = {}

    def train() -> None:
        try:
            result["summary"] = run_train(cfg)
        except BaseException as e:  # noqa: BLE001 - handed to the test's thread
            result["error"] = e

    thread = threading.Thread(target=train, daemon=True)
    thread.start()
    metrics, placed = out / "metrics.jsonl", out / "ray_actors.json"
    deadline = time.monotonic() + 240
    while thread.is_alive() and time.monotonic() < deadline and not (
            metrics.is_file() and metrics.read_text().strip()):
        time.sleep(0.2)
    assert "error" not in result, result
    before = {a["role"] + str(i): a for i, a in enumerate(json.loads(placed.read_text()))}
    engine_nodes = {a["node_id"] for k, a in before.items() if k.startswith("engine")}
    worker_ids = {w.node_id: w for w in workers}
    assert engine_nodes == set(worker_ids), "the engine replicas were not spread over the workers"
    env = next(a for a in before.values() if a["role"] == "env")
    trainer = next(a for a in before.values() if a["role"] == "trainer")
    assert env["node_id"] in worker_ids and trainer["node_id"] == c.head_node.node_id
    done_at_kill = len(metrics.read_text().splitlines())
    assert done_at_kill < 4, "the run finished before the node went: make it longer"
    c.remove_node(worker_ids[env["node_id"]])  # an env actor and an engine replica go with it

    thread.join(timeout=300)
    assert not thread.is_alive(), "the run did not finish after the node was lost"
    assert "error" not in result, result.get("error")
    assert result["summary"]["rl_steps"] == 4 and result["summary"]["stop_reason"] == "num_steps"
    rows = [json.loads(x) for x in metrics.read_text().splitlines()]
    assert [r["step"] for r in rows] == [1, 2, 3, 4]
    assert [r["policy/version"] for r in rows] == [1, 2, 3, 4]
    last = rows[-1]
    assert last["ray/restarts/env"] >= 1 and last["ray/restarts/engine"] >= 1, last
    assert last["ray/restarts/trainer"] == 0
    # (whether a session was open when the node went is up to timing: the loss of one is
    # test_a_restarted_env_actor_has_lost_its_sessions)
    # the actors that were on the lost node now live on the survivor
    after = json.loads(placed.read_text())
    survivor = next(iter(set(worker_ids) - {env["node_id"]}))
    assert {a["node_id"] for a in after if a["role"] != "trainer"} == {survivor}
    # every finished trajectory written once
    ids = [json.loads(x)["id"] for x in (out / "buffer" / "trajectories.jsonl").read_text()
           .splitlines()]
    assert ids and len(ids) == len(set(ids))
    # snapshots and checkpoints in the shared directory; the policy copied into the run
    (run_shared,) = (shared / "runs").iterdir()
    assert list((run_shared / "snapshots").glob("*/*/pkg/calc.py"))
    assert (run_shared / "checkpoints" / "latest").read_text().strip() == "step_000004"
    assert (out / "model" / "config.json").is_file()


def test_a_restarted_engine_loads_the_newest_published_weights(cluster, tiny_model):
    from parity.inference.models import load_model
    from parity.run.actors import EngineActor, RemoteEngine, spawn
    from parity.weights.config import WeightsConfig
    from parity.weights.ray_store import RaySender

    name = f"pw-restart-{os.getpid()}"
    weights = WeightsConfig(transport="ray", ray={"name": name})
    handle = spawn(EngineActor, str(tiny_model), "float32", "cpu", weights,
                   options={"max_restarts": 1, "max_task_retries": 1,
                            "resources": {"parity_engine": 1}})
    sender = RaySender(name)
    try:
        engine = RemoteEngine(handle)
        assert engine.version == 0
        state = {k: v + 0.5 for k, v in load_model(tiny_model).state_dict().items()}
        sender.publish(state, 3)
        first = ray.get(handle.boot.remote())
        ray.kill(handle, no_restart=False)  # the process dies; Ray starts it again
        deadline = time.monotonic() + 120
        while (again := ray.get(handle.boot.remote(), timeout=120))["id"] == first["id"]:
            assert time.monotonic() < deadline, "the engine actor was not restarted"
            time.sleep(0.2)
        assert again["restarted"]
        assert ray.get(handle.version.remote(), timeout=120) == 3
    finally:
        sender.close()
        ray.kill(handle)


async def test_a_restarted_env_actor_has_lost_its_sessions(cluster, repo, tmp_path):
    """What the worker sees after an env actor's node is lost: its call retried on the new
    actor raises SessionNotFound, an EnvError, which the worker counts as kind `env` and the
    orchestrator runs again in a fresh session (on the new actor)."""
    from parity.envserver import SessionNotFound
    from parity.envserver.base import EnvError
    from parity.envserver.config import EnvConfig
    from parity.run.actors import EnvActor, RemoteEnv, spawn
    from parity.types import Snapshot, Task, ToolCall

    handle = spawn(EnvActor, EnvConfig(base_dir=str(tmp_path / "sandboxes")),
                   options={"max_restarts": 1, "max_task_retries": 1,
                            "resources": {"parity_env": 1}})
    env = RemoteEnv(handle)
    try:
        task = Task(id="calc-add", snapshot=Snapshot(path=str(repo)), hidden_tests=HIDDEN_TESTS)
        info = await env.create_session(task=task)
        first = await handle.boot.remote()
        ray.kill(handle, no_restart=False)
        deadline = time.monotonic() + 120
        while (await handle.boot.remote())["id"] == first["id"]:
            assert time.monotonic() < deadline, "the env actor was not restarted"
            time.sleep(0.2)
        with pytest.raises(SessionNotFound):
            await env.run_tools(info.session_id, [ToolCall(
                id="c1", name="read_file", arguments='{"path": "pkg/calc.py"}')])
        assert issubclass(SessionNotFound, EnvError)  # the worker's kind `env` (worker.py)
        fresh = await env.create_session(task=task)  # the retry's fresh session works
        await env.close_session(fresh.session_id)
    finally:
        await env.aclose()


def test_several_nodes_without_a_shared_dir_refuse(cluster, tmp_path, tiny_model):
    from parity.config import ConfigError
    from parity.run.cluster import check_cluster

    with pytest.raises(ConfigError, match=r"^ray.shared_dir: this Ray cluster has \d nodes"):
        check_cluster(run_config(tmp_path, tiny_model, steps=1, shared=None))


def test_a_two_rank_trainer_across_two_nodes_resumes_after_losing_one(cluster, tmp_path,
                                                                        tiny_model):
    """The trainer sharded over two Ray actors on two nodes (`ray.trainer_ranks = 2`,
    STRICT_SPREAD), one process group over loopback gloo. The node of one rank is lost once the
    run has logged two steps: the run stops with the trainer's error (a rank cannot rejoin a
    process group), and `--resume` on a new node continues from the last sharded checkpoint
    on two ranks again: the rows of steps after it are dropped and those steps run again, so
    every step's row is there once, versions in order, no trajectory written twice."""
    from parity.run.train import run_train

    c, _ = cluster
    rank_node = {"num_cpus": 1, "resources": {"parity_rank": 1}, "node_ip_address": LOOPBACK}
    nodes = [c.add_node(**rank_node) for _ in range(2)]
    c.wait_for_nodes()
    shared = tmp_path / "shared"
    ranks = ("ray.trainer_ranks=2", 'ray.trainer_strategy="STRICT_SPREAD"',
             "ray.trainer.resources={parity_rank=1}")
    # the weights: published by rank 0 through the ray transport (after every rank's gather)
    # in the first run, handed to the engines as rank 0's ObjectRef in the resumed one
    cfg = run_config(tmp_path, tiny_model, 5, shared, *ranks, 'weights.transport="ray"',
                     f'weights.ray.name="pw-ranks-{os.getpid()}"')
    resumed_cfg = cfg.model_copy(update={"weights": type(cfg.weights)(transport="local")})
    out = Path(cfg.out)
    result: dict = {}

    def train(resume: bool) -> None:
        try:
            result["summary"] = run_train(resumed_cfg if resume else cfg, resume=resume)
        except BaseException as e:  # noqa: BLE001 - handed to the test's thread
            result["error"] = e

    thread = threading.Thread(target=train, args=(False,), daemon=True)
    thread.start()
    metrics, placed = out / "metrics.jsonl", out / "ray_actors.json"
    deadline = time.monotonic() + 300
    while thread.is_alive() and time.monotonic() < deadline and not (
            metrics.is_file() and len(metrics.read_text().splitlines()) >= 2):
        time.sleep(0.2)
    assert "error" not in result, result
    trainers = [a for a in json.loads(placed.read_text()) if a["role"] == "trainer"]
    assert sorted(a["node_id"] for a in trainers) == sorted(n.node_id for n in nodes)
    lost = next(n for n in nodes if n.node_id == trainers[1]["node_id"])
    c.remove_node(lost)  # rank 1 goes with it
    thread.join(timeout=300)
    assert not thread.is_alive(), "the run did not stop after a trainer rank was lost"
    if "error" not in result:  # it finished before the loss mattered: nothing to resume
        pytest.skip("the run ended before the lost rank's next collective; make it longer")
    (run_shared,) = (shared / "runs").iterdir()
    last = (run_shared / "checkpoints" / "latest").read_text().strip()
    ckpt = run_shared / "checkpoints" / last
    assert (ckpt / "sharded" / ".metadata").is_file()
    assert sorted(p.name for p in (ckpt / "sharded").glob("*.distcp")) == ["__0_0.distcp",
                                                                            "__1_0.distcp"]
    done = int(last.split("_")[1])
    assert 1 <= done < 5

    nodes.append(c.add_node(**rank_node))  # the replacement node
    c.wait_for_nodes()
    result.clear()
    train(resume=True)
    assert "error" not in result, result.get("error")
    assert result["summary"]["rl_steps"] == 5
    rows = [json.loads(x) for x in metrics.read_text().splitlines()]
    assert [r["step"] for r in rows] == [1, 2, 3, 4, 5]
    assert [r["policy/version"] for r in rows] == [1, 2, 3, 4, 5]
    ids = [json.loads(x)["id"] for x in (out / "buffer" / "trajectories.jsonl").read_text()
           .splitlines()]
    assert ids and len(ids) == len(set(ids))
    assert (run_shared / "checkpoints" / "latest").read_text().strip() == "step_000005"
    trainers = [a for a in json.loads(placed.read_text()) if a["role"] == "trainer"]
    assert len(trainers) == 2 and lost.node_id not in {a["node_id"] for a in trainers}
