"""Weights from a trainer in this process into engines elsewhere, through every transport
available here: `parity serve` processes pulling through shm and files, and a Ray
`EngineActor` pulling through the ray transport (from the driver, and from a `TrainerActor`).

After each push the engine serves the version (/health, or the actor's version), tokens
sampled afterwards carry it, and the engine's logprobs of a fixed sequence equal this
process's forward pass on the same weights; a request in flight during a push completes,
its early tokens under the old version and its late ones under the new.
"""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

import pytest
import torch
from transformers import Qwen2Config, Qwen2ForCausalLM

from parity.bench.weight_update import serve_engines
from parity.inference.engine import SamplingParams
from parity.weights.config import WeightsConfig
from parity.weights.sync import WeightSync

pytestmark = pytest.mark.usefixtures("one_torch_thread")  # tests/conftest.py

SMALL = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
             num_key_value_heads=2, vocab_size=600, max_position_embeddings=4096)
PROMPT = [5, 17, 33, 2, 91, 40, 7, 8, 120, 64, 3, 19]
LONG_TOKENS = 2000  # long enough to still be running when a push lands
TOLERANCE = 1e-4


def tiny(seed: int) -> torch.nn.Module:
    torch.manual_seed(seed)
    return Qwen2ForCausalLM(Qwen2Config(**SMALL)).eval()


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory) -> Path:
    """What every engine starts from (seed 0); the trainer's weights differ (seed 1)."""
    out = tmp_path_factory.mktemp("engine-model")
    tiny(0).save_pretrained(out, safe_serialization=True)
    return out


def reference(model: torch.nn.Module, tokens: list[int]) -> list[float]:
    with torch.no_grad():
        logits_TV = model(torch.tensor([PROMPT + tokens])).logits[0, len(PROMPT) - 1:-1]
    return logits_TV.log_softmax(-1).gather(-1, torch.tensor(tokens)[:, None]).squeeze(-1).tolist()


async def assert_serves(engine, trainer: torch.nn.Module, version: int) -> None:
    """The engine's greedy continuation and its logprobs are the trainer model's."""
    c = await engine.generate(PROMPT, SamplingParams(temperature=0.0, max_tokens=8))
    assert c.version == version and c.token_versions == [version] * 8
    want = reference(trainer, c.token_ids)
    assert max(abs(a - b) for a, b in zip(c.logprobs, want, strict=True)) < TOLERANCE
    with torch.no_grad():  # and the tokens are the trainer model's argmax: a fixed sequence
        ids = list(PROMPT)
        for _ in range(8):
            ids.append(int(trainer(torch.tensor([ids])).logits[0, -1].argmax()))
    assert c.token_ids == ids[len(PROMPT):]


def train_step(model: torch.nn.Module) -> None:
    with torch.no_grad():
        for p in model.parameters():
            p.mul_(1.05)


async def push_during_a_long_request(sync: WeightSync, engine, trainer, version: int,
                                     running) -> None:
    """Start a long request, wait until the engine runs it, push `version`, let it finish."""
    long = asyncio.create_task(engine.generate(
        PROMPT, SamplingParams(temperature=1.0, seed=7, max_tokens=LONG_TOKENS)))
    deadline = time.monotonic() + 60
    while not await running():
        assert time.monotonic() < deadline and not long.done(), "the long request never ran"
        await asyncio.sleep(0.01)
    train_step(trainer)
    await sync.push(trainer.state_dict(), version)
    c = await long
    assert c.finish_reason == "length" and len(c.token_ids) == LONG_TOKENS
    assert c.token_versions[0] == version - 1 and c.token_versions[-1] == version
    assert c.token_versions == sorted(c.token_versions)


@pytest.mark.parametrize("transport", ["shm", "files"])
async def test_engine_processes_pull_through(transport, model_dir, tmp_path):
    tag = f"pw-eng-{os.getpid()}-{time.monotonic_ns()}"
    config = (WeightsConfig(transport="shm", shm={"name": tag}) if transport == "shm" else
              WeightsConfig(transport="files", files={"directory": str(tmp_path / tag), "fsync": False}))
    trainer = tiny(1)
    async with serve_engines(model_dir, "float32", config, 2, tmp_path) as engines:
        sync = WeightSync(config, engines)
        try:
            assert [await e.ping() for e in engines] == [0, 0]
            report = await sync.push(trainer.state_dict(), 1)
            assert report.publish_s > 0 and set(report.load_s) == {e.base_url for e in engines}
            assert [await e.ping() for e in engines] == [1, 1]  # /health says so
            for e in engines:
                await assert_serves(e, trainer, 1)

            async def running() -> bool:
                health = await engines[0]._http.request("GET", "/health")
                return health["num_running"] > 0

            await push_during_a_long_request(sync, engines[0], trainer, 2, running)
            assert [await e.ping() for e in engines] == [2, 2]
            await assert_serves(engines[1], trainer, 2)
        finally:
            sync.close()


@pytest.fixture(scope="module")
def local_ray():
    pytest.importorskip("ray", reason="the ray package is not installed")
    from parity.bench.weights import start_local_ray

    try:
        started_here = start_local_ray(num_cpus=2)
    except Exception as e:  # noqa: BLE001 - any failure to start is a reason to skip
        pytest.skip(f"a local Ray cannot start here: {type(e).__name__}: {e}")
    import ray

    yield ray
    if started_here:
        ray.shutdown()


async def test_a_ray_engine_actor_pulls_through_the_object_store(local_ray, model_dir, tmp_path):
    from parity.run.actors import EngineActor, RemoteEngine, kill, spawn

    config = WeightsConfig(transport="ray", ray={"name": f"pw-eng-ray-{os.getpid()}"})
    handle = spawn(EngineActor, str(model_dir), "float32", "cpu", weights=config)
    trainer = tiny(1)
    sync = None
    try:
        engine = RemoteEngine(handle)
        sync = WeightSync(config, [engine], names=["actor"])
        await sync.push(trainer.state_dict(), 1)
        assert engine.version == 1 and local_ray.get(handle.version.remote()) == 1
        await assert_serves(engine, trainer, 1)

        async def running() -> bool:  # the actor's engine has the request in its batch
            return (await handle.stats.remote()).num_running > 0

        await push_during_a_long_request(sync, engine, trainer, 2, running)
        await assert_serves(engine, trainer, 2)
    finally:
        if sync is not None:
            sync.close()
        kill(handle)


async def test_a_trainer_actor_publishes_and_the_remote_learner_refuses_a_driver_publisher(
        local_ray, model_dir, tmp_path):
    from parity.run.actors import (
        EngineActor,
        RemoteEngine,
        RemoteLearner,
        TrainerActor,
        TrainerPublisher,
        kill,
        spawn,
    )
    from parity.train.config import TrainConfig

    trainer_dir = tmp_path / "trainer-model"
    trainer = tiny(1)
    trainer.save_pretrained(trainer_dir, safe_serialization=True)
    config = WeightsConfig(transport="ray", ray={"name": f"pw-eng-trainer-{os.getpid()}"})
    engine_h = spawn(EngineActor, str(model_dir), "float32", "cpu", weights=config)
    trainer_h = spawn(TrainerActor, str(trainer_dir), TrainConfig(), 0)
    try:
        engine = RemoteEngine(engine_h)
        sync = WeightSync(config, [engine], publisher=TrainerPublisher(trainer_h, config))
        assert not sync.needs_state
        learner = RemoteLearner(trainer_h, [engine], sync)
        await learner.sync.push(None, 1)  # what train() does after an optimizer step
        await assert_serves(engine, trainer, 1)
        with pytest.raises(ValueError, match="must publish from there"):
            RemoteLearner(trainer_h, [engine], WeightSync(config, [engine]))
        sync.close()
    finally:
        kill(engine_h, trainer_h)
