"""Router over in-process TorchEngine replicas: placement by load, sticky sessions, failover
when a replica dies, weight updates to every replica."""

from __future__ import annotations

import asyncio

import pytest
import torch
from transformers import Qwen2Config, Qwen2ForCausalLM

from parity.inference.engine import SamplingParams
from parity.inference.records import EngineUnavailable
from parity.inference.router import Router
from parity.inference.torch_engine import TorchEngine, TorchEngineConfig

pytestmark = pytest.mark.usefixtures("one_torch_thread")  # tests/conftest.py

GREEDY = SamplingParams(temperature=0, max_tokens=4)


@pytest.fixture(scope="module")
def model():
    torch.manual_seed(0)
    return Qwen2ForCausalLM(Qwen2Config(
        hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, vocab_size=256, max_position_embeddings=1024)).eval()


@pytest.fixture
def replicas(model):
    engines = [TorchEngine(model, TorchEngineConfig(prefix_block_size=4)) for _ in range(2)]
    yield engines
    for e in engines:
        e.close()


async def test_new_sessions_go_to_the_least_loaded_replica_and_stay(replicas):
    router = Router(replicas)
    # a long request keeps replica 0 busy; the next new session must go to replica 1
    busy = asyncio.create_task(router.generate(list(range(10)), SamplingParams(temperature=0, max_tokens=200), "busy"))
    await asyncio.sleep(0)
    assert router.replica_of("busy") == 0
    convo = list(range(20, 40))
    first = await router.generate(convo, GREEDY, "agent")
    assert router.replica_of("agent") == 1
    await busy
    # later turns stay where the conversation's KV is, even now that both are idle
    convo += first.token_ids + [7, 8, 9]
    second = await router.generate(convo, GREEDY, "agent")
    assert router.replica_of("agent") == 1
    assert second.cached_prompt_tokens == len(convo) - 4  # a prefix cache hit on replica 1
    assert replicas[1].stats().num_finished == 2 and replicas[0].stats().num_finished == 1


async def test_a_dead_replica_is_taken_out_and_requests_fail_over(replicas):
    router = Router(replicas, retry_dead_after_s=3600)
    await router.generate([1, 2, 3], GREEDY, "a")
    await router.generate([4, 5, 6], GREEDY, "b")
    assert {router.replica_of("a"), router.replica_of("b")} == {0, 1}
    dead = router.replica_of("a")
    await asyncio.to_thread(replicas[dead].close)  # the replica is killed
    results = await asyncio.gather(*(router.generate([1, 2, 3, i], GREEDY, s)
                                     for i, s in enumerate(["a", "b", "c", "d"])))
    assert all(len(r.token_ids) == 4 for r in results)
    assert not router.replicas[dead].alive and router.replicas[dead].num_failures >= 1
    assert {router.replica_of(s) for s in "abcd"} == {1 - dead}
    await asyncio.to_thread(replicas[1 - dead].close)
    with pytest.raises(EngineUnavailable, match="replicas are out"):
        await router.generate([1], GREEDY, "e")


async def test_update_weights_reaches_every_replica(model, replicas):
    router = Router(replicas)
    state = {k: v.clone() for k, v in model.state_dict().items()}  # same values, new version
    await router.update_weights(state, version=5)
    assert router.version == 5 and [e.version for e in replicas] == [5, 5]
    c = await router.generate([1, 2, 3], GREEDY, "x")
    assert c.version == 5


class Flaky:
    """A real engine behind a link that can go down (what a replica's network does)."""

    def __init__(self, engine: TorchEngine) -> None:
        self.engine, self.down = engine, False

    @property
    def version(self) -> int:
        return self.engine.version

    async def generate(self, prompt_ids, params, session_id=None):
        if self.down:
            raise EngineUnavailable("link down")
        return await self.engine.generate(prompt_ids, params, session_id)

    async def update_weights(self, state, version):
        if self.down:
            raise EngineUnavailable("link down")
        await self.engine.update_weights(state, version)

    async def ping(self) -> int:
        if self.down:
            raise EngineUnavailable("link down")
        return self.engine.version


async def test_a_replica_that_comes_back_rejoins_unless_it_missed_an_update(model, replicas):
    flaky = Flaky(replicas[0])
    router = Router([flaky, replicas[1]], retry_dead_after_s=0.0)
    flaky.down = True
    await router.generate([1, 2], GREEDY, "a")
    assert not router.replicas[0].alive
    state = {k: v.clone() for k, v in model.state_dict().items()}
    await router.update_weights(state, version=2)  # replica 0 misses it
    flaky.down = False
    await router.generate([3, 4], GREEDY, "b")
    assert not router.replicas[0].alive  # back, but with old weights: kept out
    await replicas[0].update_weights(state, version=2)
    await router.generate([5, 6], GREEDY, "c")
    assert router.replicas[0].alive and router.replica_of("c") == 0


async def test_a_weight_push_that_misses_a_replica_takes_it_out_and_the_run_goes_on(model, replicas):
    """TrainerLearner.push over a router: a replica that fails the push is taken out (and left
    out of the next push), the router's version follows; a push that reaches none raises."""
    from parity.rollout.learner import TrainerLearner
    from parity.weights.sync import WeightSyncError

    router = Router(replicas, retry_dead_after_s=3600)
    learner = TrainerLearner(None, replicas, router=router)
    state = {k: v.clone() for k, v in model.state_dict().items()}
    replicas[0].close()
    await learner.push(state, 1)
    assert not router.replicas[0].alive and router.version == 1
    assert router.fault_metrics()["engine/replicas_down"] == 1.0
    assert replicas[1].version == 1
    await learner.push(state, 2)  # replica 0 is skipped, not waited on
    assert replicas[1].version == 2 and router.version == 2
    replicas[1].close()
    with pytest.raises(WeightSyncError):
        await learner.push(state, 3)
