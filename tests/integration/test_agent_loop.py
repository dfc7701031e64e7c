"""The agent loop over a real environment: token identity across multi-turn rollouts with
parallel calls, malformed calls as observations, limits, and rendering parity with the
chat template."""

from __future__ import annotations

import json

import pytest

from parity.agent.loop import AgentLimits, run_agent, transcript
from parity.agent.policies import TokenPolicy
from parity.envserver.sessions import LocalEnv
from parity.testing import ScriptedEngine
from parity.types import Snapshot
from tests.conftest import needs_bwrap

pytestmark = needs_bwrap


def call(name: str, **args) -> str:
    return f'<tool_call>{json.dumps({"name": name, "arguments": args})}</tool_call>'


REPLIES = [
    "Let me look.\n" + call("read_file", path="pkg/calc.py") + "\n" + call("grep", pattern="def "),
    call("edit_file", path="pkg/calc.py", old_string="a - b", new_string="a + b"),
    '<tool_call>{"name": "read_file", "arguments": {"path": </tool_call>',
    call("run_terminal_cmd", command="python -c 'from pkg.calc import add; print(add(2, 3))'")
    + "\n" + call("todo_write", todos=[{"id": "1", "content": "fix add", "status": "completed"}]),
    "Fixed `add`: it subtracted instead of adding.",
]


@pytest.fixture
async def env(env_config):
    e = LocalEnv(env_config)
    yield e
    await e.aclose()


async def test_trajectory_holds_exactly_the_sampled_ids(env, repo, tiny_tokenizer):
    engine = ScriptedEngine(tiny_tokenizer, REPLIES)
    info = await env.create_session(snapshot=Snapshot(path=str(repo)))
    traj = await run_agent(env, info.session_id, TokenPolicy(engine, tiny_tokenizer),
                           "add() is wrong", task_id="calc")
    assert traj.finish_reason == "submitted" and len(traj.turns) == 5
    assert len(traj.token_ids) == len(traj.loss_mask) == len(traj.logprobs) == len(traj.versions)
    for i, turn in enumerate(traj.turns):
        span = slice(turn.start, turn.start + turn.num_tokens)
        # what the trainer will see is what the engine sampled, and what it was prompted with
        assert traj.token_ids[span] == engine.returned[i]
        assert traj.token_ids[: turn.start] == engine.prompts[i]
        assert set(traj.loss_mask[span]) == {1}
        assert traj.logprobs[span] == pytest.approx([-0.5 - 0.001 * k for k in range(turn.num_tokens)])
    assert sum(traj.loss_mask) == sum(len(r) for r in engine.returned)
    # rendering parity: the ids decode to what the chat template makes of the messages
    tools = await env.tool_schemas()
    rendered = tiny_tokenizer.apply_chat_template(
        [m.to_openai() for m in traj.messages], tools=tools, tokenize=False)
    assert tiny_tokenizer.decode(traj.token_ids) == rendered

    first, _, malformed, check, _ = traj.turns
    assert [r.name for r in first.tool_results] == ["read_file", "grep"]
    assert malformed.parse_errors and "not valid JSON" in malformed.tool_results[0].output
    assert check.tool_results[0].output.startswith("5")
    assert "+    return a + b" in await env.diff(info.session_id)
    text = transcript(traj)
    assert "turn 3" in text and "finished: submitted" in text
    assert "  → read_file {\"path\": \"pkg/calc.py\"}" in text  # each call on its line
    assert '  → (unparsed) {"name": "read_file", "arguments": {"path":' in text  # as written


async def test_on_turn_hears_each_turn_once_it_is_whole(env, repo, tiny_tokenizer):
    """`parity agent` prints turns through `on_turn`: each turn once, in order, with its tool
    results, before the next turn is generated; the final reply too."""
    engine = ScriptedEngine(tiny_tokenizer, REPLIES)
    info = await env.create_session(snapshot=Snapshot(path=str(repo)))
    heard: list[tuple] = []

    def on_turn(turn):  # what had happened at that moment
        heard.append((turn, [r.name for r in turn.tool_results], len(engine.prompts)))

    traj = await run_agent(env, info.session_id, TokenPolicy(engine, tiny_tokenizer),
                           "add() is wrong", task_id="calc", on_turn=on_turn)
    assert [t for t, _, _ in heard] == traj.turns and len(heard) == 5
    assert [n for _, _, n in heard] == [1, 2, 3, 4, 5]  # each before the next generate
    assert heard[0][1] == ["read_file", "grep"]  # its results had arrived
    assert heard[-1][1] == [] and heard[-1][0].text.startswith("Fixed")  # the final reply


async def test_context_window_ends_the_rollout_with_a_reason(env, repo, tiny_tokenizer):
    engine = ScriptedEngine(tiny_tokenizer, [call("list_dir")] * 50)
    info = await env.create_session(snapshot=Snapshot(path=str(repo)))
    probe = await run_agent(env, info.session_id, TokenPolicy(engine, tiny_tokenizer), "x",
                            limits=AgentLimits(max_turns=1))
    window = probe.prompt_len + 300  # room for a few turns of list_dir
    limits = AgentLimits(max_turns=50, max_total_tokens=window)
    traj = await run_agent(env, info.session_id, TokenPolicy(engine, tiny_tokenizer), "x",
                           limits=limits)
    assert traj.finish_reason == "context" and "context window" in traj.finish_detail
    assert 2 <= len(traj.turns) < 50
    assert all(t.start + t.num_tokens <= window for t in traj.turns)


async def test_turn_limit_and_truncated_reply(env, repo, tiny_tokenizer):
    engine = ScriptedEngine(tiny_tokenizer, [call("list_dir")] * 5)
    info = await env.create_session(snapshot=Snapshot(path=str(repo)))
    traj = await run_agent(env, info.session_id, TokenPolicy(engine, tiny_tokenizer), "x",
                           limits=AgentLimits(max_turns=3))
    assert traj.finish_reason == "max_turns" and len(traj.turns) == 3
    long = ScriptedEngine(tiny_tokenizer, ["word " * 400])
    traj = await run_agent(env, info.session_id, TokenPolicy(long, tiny_tokenizer), "x",
                           limits=AgentLimits(max_tokens_per_turn=32))
    assert traj.finish_reason == "max_tokens" and traj.turns[0].num_tokens == 32


async def test_one_turns_outputs_cannot_fill_the_context(env, repo, tiny_tokenizer):
    """A command printing 200 KB (a grep of every `def` in a real repository does) is cut to
    the turn's share of the window, head and tail kept, and the rollout goes on to its next
    turn instead of ending for want of context (issue 46)."""
    flood = call("run_terminal_cmd",
                 command="python -c \"print('\\n'.join('line %d of the listing' % i "
                         "for i in range(8000))); print('LAST LINE')\"")
    replies = [flood + "\n" + call("list_dir"), call("list_dir"), "Done."]
    engine = ScriptedEngine(tiny_tokenizer, replies)
    info = await env.create_session(snapshot=Snapshot(path=str(repo)))
    limits = AgentLimits(max_turns=5, max_total_tokens=4096, max_tokens_per_turn=128)
    traj = await run_agent(env, info.session_id, TokenPolicy(engine, tiny_tokenizer), "x",
                           limits=limits)
    assert traj.finish_reason == "submitted" and len(traj.turns) == 3
    first, second = traj.turns[0], traj.turns[1]
    observed = second.start - (first.start + first.num_tokens)  # closing ids + the outputs
    assert observed <= 4096 // 4 + 8, observed
    seen = [m.content for m in traj.messages if m.role == "tool"][:2]
    assert "line 0 of the listing" in seen[0] and "LAST LINE" in seen[0]
    assert "output truncated" in seen[0]
    assert "pkg" in seen[1]  # the small output of the same turn is whole
    # the record keeps what the tool returned; the model saw the cut
    assert len(first.tool_results[0].output) > len(seen[0])


def test_fit_outputs_shares_what_is_left():
    from parity.agent.policies import fit_outputs

    small, big, bigger = "a" * 100, "b" * 5000, "c" * 9000
    out = fit_outputs([small, big, bigger], 3000)
    assert out[0] == small
    assert sum(len(o.encode()) for o in out) <= 3000 + 2 * 80  # two truncation markers
    assert abs(len(out[1]) - len(out[2])) < 20  # the two big ones share equally
    assert fit_outputs([small, big], 10_000) == [small, big]
