"""VllmEngine against real vLLM servers on a CPU (a tiny random Qwen2): token-level
generation, the logprobs-mode check, weights swapped in without a restart while requests
are in flight, and a rollout -> three training steps -> weights on the server loop, with
the server's logprobs of a fixed sequence checked against the trainer's forward pass."""

from __future__ import annotations

import asyncio
import json

import pytest
import torch

from parity.inference.engine import SamplingParams
from parity.inference.records import EngineCompletion
from parity.inference.vllm import VllmEngine, VllmSetupError

TOLERANCE = 1e-3  # float32 on both sides: measured max |delta| is ~1e-5


@pytest.fixture
async def engine(vllm_servers):
    e = VllmEngine(vllm_servers[0])
    yield await e.start()
    await e.aclose()


@pytest.fixture(scope="module")
def hf_model(tiny_model_dir):
    from parity.inference.models import load_model

    return load_model(tiny_model_dir, dtype="float32", device="cpu")


def reference_logprobs(model, ids: list[int], start: int, temperature: float = 1.0) -> list[float]:
    """log softmax(logits / T) of ids[start:] under the Hugging Face model."""
    with torch.no_grad():
        logits = model(torch.tensor([ids])).logits[0].float()
    t = temperature if temperature > 0 else 1.0
    logprobs = (logits / t).log_softmax(-1)
    return [logprobs[i - 1, ids[i]].item() for i in range(start, len(ids))]


def max_delta(a: list[float], b: list[float]) -> float:
    assert len(a) == len(b)
    return max(abs(x - y) for x, y in zip(a, b, strict=True))


async def test_generate_maps_ids_logprobs_and_stops(engine, hf_model):
    prompt = list(range(10, 40))
    for temperature in (1.0, 0.7, 0.0):
        out = await engine.generate(prompt, SamplingParams(temperature=temperature, max_tokens=12,
                                                           seed=3))
        assert out.finish_reason == "length" and len(out.token_ids) == 12 == len(out.logprobs)
        assert out.version == engine.version and out.token_versions == [out.version] * 12
        ref = reference_logprobs(hf_model, prompt + out.token_ids, len(prompt), temperature)
        delta = max_delta(out.logprobs, ref)
        print(f"temperature {temperature}: engine vs forward pass max |delta| = {delta:.2e}")
        assert delta < TOLERANCE
    # a stop id ends the request and is its last token (the model's EOS alone does not)
    greedy = await engine.generate(prompt, SamplingParams(temperature=0.0, max_tokens=12))
    stop_at = greedy.token_ids[4]
    first = greedy.token_ids.index(stop_at)
    out = await engine.generate(prompt, SamplingParams(temperature=0.0, max_tokens=12,
                                                       stop_token_ids=[stop_at]))
    assert out.finish_reason == "stop" and out.token_ids == greedy.token_ids[:first + 1]
    # top logprobs: the sampled token's logprob is among them when it is the most likely
    top = await engine.generate(prompt, SamplingParams(temperature=0.0, max_tokens=3,
                                                       top_logprobs=4))
    assert [len(t) for t in top.top_logprobs] == [4, 4, 4]
    for token, logprob, alternatives in zip(top.token_ids, top.logprobs, top.top_logprobs,
                                            strict=True):
        assert alternatives[0] == (token, pytest.approx(logprob))
    # the server's context bounds max_tokens; a prompt that fills it is refused up front
    with pytest.raises(ValueError, match="no room"):
        await engine.generate([5] * 4096, SamplingParams(max_tokens=4))


async def test_raw_logprobs_server_is_refused(vllm_servers):
    e = VllmEngine(vllm_servers[1])
    try:
        with pytest.raises(VllmSetupError, match="processed logprobs") as err:
            await e.start()
        print(err.value)
        assert "raw_logprobs" in str(err.value) and "--logprobs-mode processed_logprobs" in str(err.value)
    finally:
        await e.aclose()


async def test_weights_swap_under_load_and_score(engine, hf_model, tmp_path):
    """An update while long requests run: none is lost, later tokens use the new weights,
    and the server's logprobs then match the new weights' forward pass."""
    prompt = list(range(50, 80))
    before = await engine.score(prompt, list(range(80, 100)))
    assert max_delta(before, reference_logprobs(hf_model, list(range(50, 100)), 30)) < TOLERANCE
    new_state = {k: v + 0.02 * torch.randn_like(v) for k, v in hf_model.state_dict().items()}
    version = engine.version + 1
    running = [asyncio.create_task(engine.generate(prompt, SamplingParams(max_tokens=300, seed=i)))
               for i in range(3)]
    await asyncio.sleep(0.3)  # let them start decoding
    await engine.update_weights(new_state, version)
    done: list[EngineCompletion] = await asyncio.gather(*running)
    assert [c.finish_reason for c in done] == ["length"] * 3
    assert all(len(c.token_ids) == 300 for c in done)
    assert engine.version == version and await engine.ping() == version
    after = await engine.score(prompt, list(range(80, 100)))
    new_model = type(hf_model)(hf_model.config)
    new_model.load_state_dict(new_state)
    delta = max_delta(after, reference_logprobs(new_model.eval(), list(range(50, 100)), 30))
    print(f"after the swap: server vs new weights max |delta| = {delta:.2e}, "
          f"moved by {max_delta(after, before):.3f}")
    assert delta < TOLERANCE and max_delta(after, before) > 10 * TOLERANCE
    out = await engine.generate(prompt, SamplingParams(max_tokens=4))
    assert out.version == version
    # a path the server can read loads too (the original weights, as the next version)
    path = tmp_path / "original.safetensors"
    from safetensors.torch import save_file

    save_file({k: v.clone() for k, v in hf_model.state_dict().items()}, str(path))
    await engine.update_weights(path, version + 1)
    assert max_delta(await engine.score(prompt, list(range(80, 100))), before) < TOLERANCE


def tool_call(name: str, **arguments) -> str:
    return f'<tool_call>{json.dumps({"name": name, "arguments": arguments})}</tool_call>'


class ForcedFirstTurn:
    """The Engine protocol over a VllmEngine whose first reply is forced: the random model
    emits no tool calls, so the first turn is a scripted pair of parallel calls, scored by
    the server (`score`: its logprob of each forced token), and every later turn is
    sampled by vLLM as it is."""

    def __init__(self, engine: VllmEngine, forced_ids: list[int]) -> None:
        self.engine = engine
        self.forced_ids = forced_ids
        self.used = False

    @property
    def version(self) -> int:
        return self.engine.version

    async def generate(self, prompt_ids, params, session_id=None) -> EngineCompletion:
        if self.used:
            return await self.engine.generate(prompt_ids, params, session_id)
        self.used = True
        logprobs = await self.engine.score(prompt_ids, self.forced_ids)
        return EngineCompletion(token_ids=list(self.forced_ids), logprobs=logprobs,
                                finish_reason="stop", version=self.engine.version)

    async def update_weights(self, state, version: int) -> None:
        await self.engine.update_weights(state, version)


async def test_rollout_train_and_sync(vllm_servers, launch_weights, tiny_model_dir, tmp_path):
    from parity.agent.loop import AgentLimits, run_agent
    from parity.agent.policies import TokenPolicy
    from parity.envserver.config import EnvConfig
    from parity.envserver.sessions import LocalEnv
    from parity.inference.models import load
    from parity.tasks import bundled_specs
    from parity.tasks.schema import to_task
    from parity.train.config import TrainConfig
    from parity.train.trainer import Trainer
    from parity.types import Trajectory
    from parity.weights.sync import WeightSync

    model, tokenizer = load(tiny_model_dir, dtype="float32", device="cpu")
    # as a run wires it: the server was launched with the run's transport (launch_weights)
    engine = await VllmEngine(vllm_servers[0]).start()
    told = VllmEngine(vllm_servers[0], weights=launch_weights)  # a handle told the transport
    start_version = engine.version
    task = to_task(bundled_specs("train")[0])
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sandboxes")))
    forced = tool_call("list_dir", path=".") + "\n" + tool_call("grep", pattern="def ") + "<|im_end|>"
    trajectories: list[Trajectory] = []
    try:
        for seed in range(2):  # a group of two rollouts of one task
            session = await env.create_session(task=task)
            policy = TokenPolicy(ForcedFirstTurn(engine, tokenizer.encode(forced, add_special_tokens=False)), tokenizer,
                                 SamplingParams(temperature=1.0, seed=seed))
            traj = await run_agent(env, session.session_id, policy, task.problem_statement,
                                   limits=AgentLimits(max_turns=2, max_tokens_per_turn=24),
                                   task_id=task.id)
            trajectories.append(traj)
    finally:
        await env.aclose()
    first = trajectories[0]
    assert [r.name for r in first.turns[0].tool_results] == ["list_dir", "grep"]
    assert all(r.ok for r in first.turns[0].tool_results)
    assert len(first.turns) == 2 and first.turns[1].num_tokens > 0
    # the random model solves nothing: rewards are set so the group has signal
    trajectories[0].reward, trajectories[1].reward = 1.0, 0.0

    trainer = Trainer(model, TrainConfig(lr=3e-3, device="cpu", total_steps=10,
                                         micro_batch_tokens=8192))
    rollout_delta = max(max_delta([lp for lp, m in zip(t.logprobs, t.loss_mask, strict=True) if m],
                                  [lp for lp, m in zip(trainer_lps, t.loss_mask, strict=True) if m])
                        for t, trainer_lps in zip(trajectories, trainer.compute_logprobs(trajectories),
                                                  strict=True))
    print(f"rollout: engine vs trainer logprobs of sampled tokens, max |delta| = {rollout_delta:.2e}")
    assert rollout_delta < TOLERANCE

    fixed = first.token_ids[:160]
    probe = Trajectory(id="probe", task_id=task.id, token_ids=fixed,
                       loss_mask=[0] * 80 + [1] * 80, logprobs=[0.0] * 160)
    sync = WeightSync(launch_weights, [engine])
    previous = await engine.score(fixed[:80], fixed[80:])
    try:
        for step in range(3):
            trainer.train_step(trajectories)
            version = start_version + trainer.policy_version
            state = trainer.state_dict_for_sync()
            if step == 0:  # the run's transport: the workers pull version v from its files
                await sync.push(state, version)
            elif step == 1:  # the same, with the transport named by the client
                await sync.publisher.publish(state, version)
                await told.load_published(version)
            else:  # handed over: the engine writes the files itself, then loads
                await engine.update_weights(state, version)
            served = await engine.ping()
            server_lps = await engine.score(fixed[:80], fixed[80:])
            trainer_lps = [lp for lp, m in zip(trainer.compute_logprobs([probe])[0],
                                               probe.loss_mask, strict=True) if m]
            delta = max_delta(server_lps, trainer_lps)
            moved = max_delta(server_lps, previous)
            print(f"step {step + 1}: server version {served}, server vs trainer max |delta| = "
                  f"{delta:.2e}, moved {moved:.3f} since the last version")
            assert served == version and delta < TOLERANCE and moved > 10 * TOLERANCE
            previous = server_lps
    finally:
        sync.close()
        await engine.aclose()
        await told.aclose()
