"""WeightSync and the engine side of `load_published`, in one process: a failing engine is an
error that names it (the others still load), the protocol's checks, the engine-side option
parsing, and /update_weights {"version"} pulling from a real shm sender (ASGI, no socket).
Engine processes, files and Ray are in tests/integration/test_weights_engines.py."""

from __future__ import annotations

import asyncio
import os
import time

import httpx
import pytest
import torch
from transformers import Qwen2Config, Qwen2ForCausalLM
from typer.testing import CliRunner

from parity.cli import app
from parity.inference.client import HttpEngine
from parity.inference.records import EngineUnavailable
from parity.inference.server import create_app
from parity.inference.torch_engine import TorchEngine, TorchEngineConfig
from parity.launch import free_port
from parity.weights import make_receiver_factory, make_transport
from parity.weights.config import WeightsConfig
from parity.weights.sync import WeightSync, WeightSyncError, engine_receiver_factory

pytestmark = pytest.mark.usefixtures("one_torch_thread")  # tests/conftest.py

SMALL = dict(hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2,
             num_key_value_heads=1, vocab_size=128, max_position_embeddings=64)


def tiny(seed: int) -> torch.nn.Module:
    torch.manual_seed(seed)
    return Qwen2ForCausalLM(Qwen2Config(**SMALL)).eval()


@pytest.fixture
async def engine():
    e = TorchEngine(tiny(0), TorchEngineConfig(prefix_cache_bytes=0))
    yield e
    e.close()


def shm_config() -> WeightsConfig:
    return WeightsConfig(transport="shm", shm={"name": f"pw-sync-{os.getpid()}-{time.monotonic_ns()}"})


class BrokenEngine:
    """An out-of-process engine handle whose load fails (as a crashed server's would)."""

    name = "broken-replica"
    version = 0

    async def load_published(self, version: int) -> None:
        raise EngineUnavailable("connection refused")


class LyingEngine:
    """Returns from load_published without serving the version: a protocol violation."""

    version = 0

    async def load_published(self, version: int) -> None:
        return None


class StuckEngine:
    version = 0

    async def load_published(self, version: int) -> None:
        await asyncio.sleep(60)


async def test_a_failed_engine_is_named_and_the_others_still_load(engine):
    trainer = tiny(1).state_dict()
    sync = WeightSync(shm_config(), [engine, BrokenEngine()])
    try:
        with pytest.raises(WeightSyncError) as info:
            await sync.push(trainer, 1)
    finally:
        sync.close()
    err = info.value
    assert set(err.failures) == {"broken-replica"} and err.version == 1
    assert "broken-replica: EngineUnavailable: connection refused" in str(err)
    assert "1 of 2 engines" in str(err)
    assert engine.version == 1  # the in-process engine was handed the state all the same
    assert torch.equal(engine.model.state_dict()["lm_head.weight"], trainer["lm_head.weight"])
    assert sync.version == -1 and sync.last_report.load_s.keys() == {"TorchEngine#0"}


async def test_an_unreachable_engine_process_is_named_by_its_url():
    dead = HttpEngine(f"http://127.0.0.1:{free_port()}", token="t")
    sync = WeightSync(shm_config(), [dead])
    try:
        with pytest.raises(WeightSyncError, match=rf"{dead.base_url}: EngineUnavailable"):
            await sync.push(tiny(1).state_dict(), 1)
        assert sync.last_report.publish_s > 0  # published once, before telling the engine
    finally:
        sync.close()
        await dead.aclose()


async def test_protocol_violations_and_timeouts_are_engine_failures():
    sync = WeightSync(shm_config(), [LyingEngine(), StuckEngine()], names=["liar", "stuck"],
                      load_timeout_s=0.2)
    try:
        with pytest.raises(WeightSyncError) as info:
            await sync.push(tiny(1).state_dict(), 1)
    finally:
        sync.close()
    assert "reports version 0 after loading 1" in str(info.value.failures["liar"])
    assert isinstance(info.value.failures["stuck"], TimeoutError)


async def test_without_a_transport_every_engine_is_handed_the_state(engine):
    sync = WeightSync(None, [engine])
    report = await sync.push(tiny(2).state_dict(), 4)
    assert engine.version == 4 and sync.publisher is None and report.publish_s == 0
    assert set(report.metrics()) == {"weights/update_s", "weights/publish_s", "weights/load_s_max"}
    with pytest.raises(ValueError, match="needs the state dict"):
        await sync.push(None, 5)


def test_the_local_transport_refuses_engines_elsewhere():
    with pytest.raises(ValueError, match="broken-replica run elsewhere"):
        WeightSync(WeightsConfig(transport="local"), [BrokenEngine()])
    with pytest.raises(ValueError, match="one distinct name per engine"):
        WeightSync(None, [BrokenEngine(), BrokenEngine()], names=["a", "a"])


@pytest.mark.parametrize(("transport", "options", "message"), [
    ("pigeon", {}, "unknown weights transport 'pigeon'"),
    ("local", {}, "local transport reaches engines in the trainer's process only"),
    ("shm", {"nmae": "x"}, "bad --weights-option for shm: nmae: Extra inputs are not permitted"),
    ("files", {"keep_last": "many"}, "bad --weights-option for files: keep_last"),
    ("nccl", {"backend": "gloo"}, "an nccl engine needs --weights-option rank=N"),
])
def test_engine_options_are_checked_with_one_line_errors(transport, options, message):
    with pytest.raises(ValueError, match=message) as info:
        engine_receiver_factory(transport, options)
    assert "\n" not in str(info.value)


def test_parity_serve_refuses_bad_weights_options_before_loading_anything(tmp_path):
    runner = CliRunner()
    result = runner.invoke(app, ["serve", "--model", str(tmp_path), "--weights-transport", "pigeon"])
    assert result.exit_code == 2 and "unknown weights transport 'pigeon'" in result.output
    result = runner.invoke(app, ["serve", "--model", str(tmp_path), "--weights-option", "name"])
    assert result.exit_code == 2 and "expected KEY=VALUE" in result.output
    result = runner.invoke(app, ["serve", "--model", str(tmp_path), "--weights-option", "name=x"])
    assert result.exit_code == 2 and "needs --weights-transport" in result.output


async def test_update_weights_route_pulls_the_published_version(engine):
    config = shm_config()
    sender, _ = make_transport("shm", **config.options())
    new_receiver = make_receiver_factory("shm", **config.options())
    app_ = create_app(engine, token="sekrit", new_receiver=new_receiver)
    headers = {"Authorization": "Bearer sekrit"}
    try:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app_), base_url="http://t") as http:
            trainer = tiny(3).state_dict()
            sender.publish(trainer, 2)
            r = await http.post("/update_weights", json={"version": 2}, headers=headers)
            assert r.status_code == 200 and r.json() == {"version": 2}
            assert engine.version == 2
            assert torch.equal(engine.model.state_dict()["model.norm.weight"], trainer["model.norm.weight"])
            again = await http.post("/update_weights", json={"version": 1}, headers=headers)
            assert again.json() == {"version": 2}  # already serving something newer
            bare = create_app(engine, token=None, new_receiver=new_receiver)
            async with httpx.AsyncClient(transport=httpx.ASGITransport(app=bare), base_url="http://t") as open_http:
                r = await open_http.post("/update_weights", json={"version": 3})
                assert r.status_code == 403
            nothing = create_app(engine, token="sekrit")
            async with httpx.AsyncClient(transport=httpx.ASGITransport(app=nothing),
                                         base_url="http://t") as plain:
                r = await plain.post("/update_weights", json={"version": 3}, headers=headers)
                assert r.status_code == 400 and "--weights-transport" in r.json()["error"]["message"]
    finally:
        sender.close()
