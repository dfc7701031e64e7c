"""A real `parity serve` subprocess on a tiny random model saved with its tokenizer and chat
template: the token-level route against an in-process forward pass, the chat route with tools
and token ids, auth, bad requests, metrics, weight updates, and clients and the router over
HTTP (with a dead replica)."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from parity.inference.client import HttpEngine, OpenAIChatClient
from parity.inference.engine import SamplingParams
from parity.inference.records import EngineRequestError
from parity.inference.router import Router
from tests.conftest import free_port
from tests.unit.test_engine_chat import TOOLS, build_chat_model_dir

TOKEN = "engine-token-" + os.urandom(4).hex()
MESSAGES = [{"role": "system", "content": "You fix bugs."}, {"role": "user", "content": "Fix a.py"}]


class Served:
    def __init__(self, model_dir: Path, log_path: Path) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = open(log_path, "w")  # noqa: SIM115
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "parity.cli", "serve", "--model", str(model_dir), "--port",
             str(self.port), "--token", TOKEN, "--threads", "1", "--device", "cpu",
             "--dtype", "float32"],  # compared with float32 forwards; auto is bf16 on AMX CPUs
            stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {log_path.read_text()}")
            try:
                if httpx.get(self.url + "/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.2)
        raise RuntimeError(f"server did not come up: {log_path.read_text()}")

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.log.close()


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory) -> Path:
    return build_chat_model_dir(tmp_path_factory.mktemp("tiny-chat-model"))


@pytest.fixture(scope="module")
def server(model_dir, tmp_path_factory):
    s = Served(model_dir, tmp_path_factory.mktemp("logs") / "serve.log")
    yield s
    s.stop()


@pytest.fixture(scope="module")
def local(model_dir):
    """The same model in this process, for reference forward passes."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield AutoModelForCausalLM.from_pretrained(model_dir).eval(), AutoTokenizer.from_pretrained(model_dir)
    torch.set_num_threads(threads)


def auth(token: str = TOKEN) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def ref_logprobs(model, prompt_ids: list[int], tokens: list[int]) -> torch.Tensor:
    with torch.no_grad():
        logits = model(torch.tensor([prompt_ids + tokens])).logits[0, len(prompt_ids) - 1:-1]
    return logits.log_softmax(-1).gather(-1, torch.tensor(tokens)[:, None]).squeeze(-1)


def greedy(model, prompt_ids: list[int], n: int) -> list[int]:
    ids = list(prompt_ids)
    with torch.no_grad():
        for _ in range(n):
            ids.append(int(model(torch.tensor([ids])).logits[0, -1].argmax()))
    return ids[len(prompt_ids):]


async def test_generate_matches_a_forward_pass_and_reuses_the_prefix(server, local):
    model, _ = local
    engine = HttpEngine(server.url, token=TOKEN)
    try:
        prompt = [5, 17, 33, 2, 91, 40, 7, 8, 120, 64, 3, 19, 22, 45, 71, 88, 90]
        c = await engine.generate(prompt, SamplingParams(temperature=0, max_tokens=10), "s1")
        assert c.token_ids == greedy(model, prompt, 10) and c.finish_reason == "length"
        assert torch.allclose(torch.tensor(c.logprobs), ref_logprobs(model, prompt, c.token_ids), atol=1e-4)
        assert c.version == 0 and c.token_versions == [0] * 10
        nxt = prompt + c.token_ids + [11, 12, 13]
        c2 = await engine.generate(nxt, SamplingParams(temperature=0, max_tokens=5), "s1")
        assert c2.cached_prompt_tokens == len(prompt) + 9
        assert c2.token_ids == greedy(model, nxt, 5)
    finally:
        await engine.aclose()


async def test_chat_with_tools_returns_token_ids_and_true_logprobs(server, local):
    model, tokenizer = local
    chat = OpenAIChatClient(server.url, "tiny", api_key=TOKEN)
    try:
        result = await chat.chat(MESSAGES, TOOLS, SamplingParams(temperature=0, max_tokens=12))
    finally:
        await chat.aclose()
    expected_prompt = tokenizer.apply_chat_template(MESSAGES, tools=TOOLS, add_generation_prompt=True,
                                                    tokenize=True, return_dict=False)
    assert result.prompt_token_ids == expected_prompt
    assert result.token_ids == greedy(model, expected_prompt, len(result.token_ids))
    assert result.completion_tokens == len(result.token_ids) and result.prompt_tokens == len(expected_prompt)
    assert result.finish_reason in ("stop", "length", "tool_calls")
    assert torch.allclose(torch.tensor(result.logprobs),
                          ref_logprobs(model, expected_prompt, result.token_ids), atol=1e-4)
    r = httpx.post(server.url + "/v1/chat/completions", headers=auth(), json={
        "messages": MESSAGES, "tools": TOOLS, "max_tokens": 4, "logprobs": True,
        "return_tokens_as_token_ids": True, "seed": 1})
    content = r.json()["choices"][0]["logprobs"]["content"]
    assert len(content) == r.json()["usage"]["completion_tokens"]
    assert all(e["token"].startswith("token_id:") for e in content)


def test_auth_and_bad_requests_leave_the_server_up(server):
    ok = {"prompt_ids": [1, 2, 3], "sampling": {"max_tokens": 2}}
    assert httpx.post(server.url + "/generate", json=ok).status_code == 401
    assert httpx.post(server.url + "/generate", json=ok, headers=auth("nope")).status_code == 401
    assert httpx.get(server.url + "/metrics").status_code == 401
    for body, status in (({"prompt_ids": []}, 422), ({"prompt_ids": ["a"]}, 422),
                         ({"prompt_ids": [1], "sampling": {"top_p": 0}}, 422),
                         ({"prompt_ids": [1], "extra": True}, 422),
                         ({"prompt_ids": [10**9]}, 400), ({"prompt_ids": [1] * 600}, 400)):
        r = httpx.post(server.url + "/generate", json=body, headers=auth())
        assert r.status_code == status, (body, r.text)
        assert "message" in r.json()["error"]
    r = httpx.post(server.url + "/generate", content=b"{oops", headers={**auth(), "Content-Type": "application/json"})
    assert r.status_code == 422
    r = httpx.post(server.url + "/v1/chat/completions", json={"messages": MESSAGES, "n": 3}, headers=auth())
    assert r.status_code == 422
    assert httpx.get(server.url + "/health").json()["ok"] is True
    assert len(httpx.post(server.url + "/generate", json=ok, headers=auth()).json()["token_ids"]) == 2


async def test_router_fails_over_from_a_dead_replica(server):
    dead = HttpEngine(f"http://127.0.0.1:{free_port()}", token=TOKEN)  # nothing listens there
    live = HttpEngine(server.url, token=TOKEN)
    router = Router([dead, live], retry_dead_after_s=3600)
    try:
        outs = [await router.generate([1, 2, 3, i], SamplingParams(temperature=0, max_tokens=3), f"s{i}")
                for i in range(3)]
        assert all(len(c.token_ids) == 3 for c in outs)
        assert not router.replicas[0].alive and router.replicas[1].alive
        assert {router.replica_of(f"s{i}") for i in range(3)} == {1}
        with pytest.raises(EngineRequestError):  # a bad request is not a dead replica
            await router.generate([10**9], SamplingParams(), "s9")
        assert router.replicas[1].alive
    finally:
        await dead.aclose()
        await live.aclose()


async def test_router_takes_out_a_hung_replica_and_takes_it_back(server, model_dir, tmp_path):
    """A replica that stops answering (SIGSTOP: alive, connected, silent) times out, is
    marked down and its session's next turn runs elsewhere; once it answers again, the
    router's probe brings it back."""
    import signal

    other = Served(model_dir, tmp_path / "serve-2.log")
    hung = HttpEngine(other.url, token=TOKEN, request_timeout_s=3.0)
    live = HttpEngine(server.url, token=TOKEN, request_timeout_s=3.0)
    router = Router([hung, live], retry_dead_after_s=0.5)
    params = SamplingParams(temperature=0, max_tokens=3)
    try:
        await router.generate([1, 2, 3], params, "a")
        assert router.replica_of("a") == 0
        other.proc.send_signal(signal.SIGSTOP)
        out = await router.generate([1, 2, 3, 4], params, "a")
        assert len(out.token_ids) == 3 and router.replica_of("a") == 1
        assert router.fault_metrics() == {"engine/replicas_down": 1.0, "engine/timeouts": 1.0}
        await asyncio.sleep(0.6)
        await router.generate([5, 6], params, "b")  # the probe times out too: still down
        assert router.fault_metrics()["engine/replicas_down"] == 1.0 and router.replica_of("b") == 1
        other.proc.send_signal(signal.SIGCONT)
        await asyncio.sleep(0.6)
        await router.generate([7, 8], params, "c")
        assert router.fault_metrics()["engine/replicas_down"] == 0.0
    finally:
        other.proc.send_signal(signal.SIGCONT)
        await hung.aclose()
        await live.aclose()
        other.stop()


async def test_metrics_then_weight_update_over_http(server, local, tmp_path):
    model, _ = local
    text = httpx.get(server.url + "/metrics", headers=auth()).text
    assert "parity_engine_generated_tokens_total" in text and "parity_engine_running_requests" in text
    assert "parity_engine_prefix_cache_hit_tokens_total" in text
    from safetensors.torch import save_file

    torch.manual_seed(1)
    new_state = {k: v + 0.05 * torch.randn_like(v) for k, v in model.state_dict().items()}
    path = tmp_path / "v1.safetensors"
    save_file({k: v.contiguous() for k, v in new_state.items()}, str(path))
    engine = HttpEngine(server.url, token=TOKEN)
    try:
        with pytest.raises(EngineRequestError):
            await engine.update_weights(str(tmp_path / "missing.safetensors"), 1)
        await engine.update_weights(str(path), 1)
        assert engine.version == 1 and await engine.ping() == 1
        model.load_state_dict(new_state, strict=False)
        prompt = [9, 8, 7, 6, 5]
        c = await engine.generate(prompt, SamplingParams(temperature=0, max_tokens=6))
        assert c.version == 1 and c.token_ids == greedy(model, prompt, 6)
    finally:
        await engine.aclose()


async def test_greedy_agent_runs_match_token_for_token_in_process_and_served(
        tmp_path, env_config):
    """The same model, greedy, through the whole agent loop on kata tasks: in process
    (TorchEngine) and through `parity serve` (HttpEngine) give the same trajectory, token for
    token (prompt, sampled ids, tool outputs, loss mask), the same turns and the same reward.
    What `parity eval --model DIR` and `--model` of a served engine rely on."""
    from parity.agent.loop import AgentLimits
    from parity.agent.policies import TokenPolicy
    from parity.envserver.sessions import LocalEnv
    from parity.inference.models import load
    from parity.inference.torch_engine import TorchEngine
    from parity.models.tiny import TinyConfig, build_default
    from parity.rollout.worker import RolloutWorker
    from parity.tasks import bundled_specs
    from parity.tasks.schema import to_task

    # the embedded default's format: its chat template lists the tools one line each, so an
    # agent prompt fits its window (the chat-test model above holds 512 tokens)
    model_dir = tmp_path / "tiny"
    build_default(model_dir, TinyConfig(hidden_size=48, num_layers=1), seed=0)
    server = Served(model_dir, tmp_path / "serve.log")
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # as the server runs (--threads 1)
    net, tok = load(model_dir, device="cpu")
    local_engine = TorchEngine(net)
    served_engine = HttpEngine(server.url, token=TOKEN)
    window = local_engine.max_seq_len
    assert await served_engine.context_tokens() == window
    tasks = [to_task(s) for s in bundled_specs(kata=True)[:2]]
    limits = AgentLimits(max_turns=3, max_tokens_per_turn=24)
    env = LocalEnv(env_config)
    try:
        for task in tasks:
            runs = []
            for engine in (local_engine, served_engine):
                policy = TokenPolicy(engine, tok, SamplingParams(temperature=0.0),
                                     context_window=window)
                worker = RolloutWorker(env, lambda p=policy: p, limits)
                runs.append(await worker.run(task, group_id="parity"))
            here, there = runs
            assert here.failure is None and there.failure is None, (here.finish_detail,
                                                                    there.finish_detail)
            assert here.token_ids == there.token_ids, task.id
            assert here.loss_mask == there.loss_mask and here.prompt_len == there.prompt_len
            assert [t.text for t in here.turns] == [t.text for t in there.turns]
            assert here.finish_reason == there.finish_reason and here.reward == there.reward
            assert len(here.turns) >= 1 and sum(here.loss_mask) > 0
    finally:
        await env.aclose()
        await served_engine.aclose()
        local_engine.close()
        server.stop()
        torch.set_num_threads(threads)
