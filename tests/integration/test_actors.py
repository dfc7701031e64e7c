"""The Ray actors against a real local Ray: an EnvActor's bwrap sessions, an EngineActor's
generation and weight updates, and a trainer actor, all through the same protocols the
in-process path uses (a whole `parity train` with Ray actors: test_train_run.py). Skipped,
with the reason, where Ray cannot start."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from parity.inference.engine import SamplingParams
from parity.types import Snapshot, Task, ToolCall
from tests.conftest import HIDDEN_TESTS, needs_bwrap

ray = pytest.importorskip("ray", reason="the ray package is not installed")

pytestmark = needs_bwrap


@pytest.fixture(scope="module")
def local_ray():
    from parity.run.actors import start_ray

    try:
        started_here = start_ray(None)
    except Exception as e:  # noqa: BLE001 - any failure to start is a reason to skip
        pytest.skip(f"a local Ray cannot start here: {type(e).__name__}: {e}")
    yield ray
    if started_here:
        ray.shutdown()


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    import torch

    from parity.models.tiny import TinyConfig, build_default

    torch.set_num_threads(1)
    return build_default(tmp_path_factory.mktemp("m") / "tiny",
                         TinyConfig(hidden_size=64, num_layers=2, num_heads=4, num_kv_heads=2,
                                    intermediate_size=128, vocab_size=600),
                         corpus_bytes=60_000)


async def test_env_actor_sessions_tools_and_grade(local_ray, repo: Path, tmp_path: Path):
    from parity.envserver import SessionNotFound
    from parity.envserver.config import EnvConfig
    from parity.run.actors import EnvActor, RemoteEnv, spawn

    env = RemoteEnv(spawn(EnvActor, EnvConfig(base_dir=str(tmp_path / "sandboxes"))))
    try:
        task = Task(id="calc-add", snapshot=Snapshot(path=str(repo)), hidden_tests=HIDDEN_TESTS,
                    test_command="python -m pytest -q", test_timeout_s=60)
        assert '"edit_file"' in json.dumps(await env.tool_schemas())
        info = await env.create_session(task=task)
        (before,) = await env.run_tools(info.session_id, [ToolCall(
            id="c1", name="read_file", arguments='{"path": "pkg/calc.py"}')])
        assert before.ok and "a - b" in before.output
        failing = await env.grade(info.session_id)
        assert failing.reward == 0.0
        (edit,) = await env.run_tools(info.session_id, [ToolCall(
            id="c2", name="edit_file", arguments=json.dumps(
                {"path": "pkg/calc.py", "old_string": "a - b", "new_string": "a + b"}))])
        assert edit.ok, edit.output
        assert "+    return a + b" in await env.diff(info.session_id)
        grade = await env.grade(info.session_id)
        assert grade.reward > 0 and {t.outcome for t in grade.tests} == {"passed"}
        await env.close_session(info.session_id)
        with pytest.raises(SessionNotFound):  # the actor's exception arrives as itself
            await env.diff(info.session_id)
    finally:
        await env.aclose()


async def test_engine_actor_generates_and_takes_weights(local_ray, tiny_model):
    import torch

    from parity.inference.models import load_model
    from parity.run.actors import EngineActor, RemoteEngine, kill, spawn

    handle = spawn(EngineActor, str(tiny_model))
    try:
        engine = RemoteEngine(handle)
        assert engine.version == 0
        greedy = SamplingParams(temperature=0.0, max_tokens=8)
        before = await engine.generate([1, 2, 3, 4], greedy)
        assert before.version == 0 and len(before.token_ids) == len(before.logprobs) > 0
        state = {k: torch.zeros_like(v) if k.endswith("lm_head.weight") or "embed" in k else v
                 for k, v in load_model(tiny_model, "float32", "cpu").state_dict().items()}
        await engine.update_weights(ray.put(state), 3)  # an ObjectRef, resolved in the actor
        assert engine.version == 3 and ray.get(handle.version.remote()) == 3
        after = await engine.generate([1, 2, 3, 4], greedy)
        assert after.version == 3
        # zero embeddings and head: every token is equally likely, so the weights took effect
        assert after.logprobs[0] == pytest.approx(-torch.log(torch.tensor(600.0)).item(), abs=1e-3)
    finally:
        kill(handle)


async def test_remote_learner_trains_and_syncs_engines(local_ray, tiny_model, repo, tmp_path):
    """Trajectories sampled through RemoteEngine in a RemoteEnv session; one RemoteLearner
    step on the TrainerActor; the new weights reach the EngineActor through the object store."""
    from parity.agent.loop import AgentLimits, run_agent
    from parity.agent.policies import TokenPolicy
    from parity.envserver.config import EnvConfig
    from parity.inference.models import load_tokenizer
    from parity.run import actors as a
    from parity.train.config import TrainConfig

    tok = load_tokenizer(tiny_model)
    engine_h = a.spawn(a.EngineActor, str(tiny_model))
    trainer_h = a.spawn(a.TrainerActor, str(tiny_model),
                        TrainConfig(lr=1e-2, total_steps=10, micro_batch_tokens=16384),
                        tok.pad_token_id or 0)
    env = a.RemoteEnv(a.spawn(a.EnvActor, EnvConfig(base_dir=str(tmp_path / "sandboxes"))))
    try:
        engine = a.RemoteEngine(engine_h)
        learner = a.RemoteLearner(trainer_h, [engine])
        assert learner.version == 0
        info = await env.create_session(snapshot=Snapshot(path=str(repo)))
        trajs = [await run_agent(env, info.session_id,
                                 TokenPolicy(engine, tok, SamplingParams(temperature=1.0)),
                                 "fix add", AgentLimits(max_turns=1, max_tokens_per_turn=12))
                 for _ in range(4)]
        for i, t in enumerate(trajs):
            t.reward, t.group_id = float(i % 2), "g0"
            assert t.turns[0].version == 0 and sum(t.loss_mask) > 0
        metrics = await learner.train([trajs[:2], trajs[2:]])
        assert metrics and learner.version == 1 and engine.version == 1
        assert ray.get(engine_h.version.remote()) == 1
        probe = trajs[0].token_ids[: trajs[0].prompt_len]
        assert (await engine.generate(probe, SamplingParams(temperature=0.0, max_tokens=4))).version == 1
    finally:
        await env.aclose()
        a.kill(engine_h, trainer_h)
