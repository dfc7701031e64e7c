"""RL wiring with every real part: TorchEngine sampling through the agent loop in a real
session, the Trainer stepping on graded groups, new weights reaching the engine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from parity.agent.loop import AgentLimits, run_agent
from parity.agent.policies import TokenPolicy
from parity.envserver.sessions import LocalEnv
from parity.inference.engine import SamplingParams
from parity.types import Snapshot
from tests.conftest import needs_bwrap

pytestmark = needs_bwrap


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    import torch

    from parity.models.tiny import TinyConfig, build_default

    torch.set_num_threads(1)
    return build_default(tmp_path_factory.mktemp("m") / "tiny",
                         # the default's copy circuit (frozen layers) at the smallest shape
                         TinyConfig(hidden_size=128, num_layers=2, num_heads=2, num_kv_heads=1,
                                    intermediate_size=128, vocab_size=600, copy_circuit=True),
                         corpus_bytes=60_000)


async def test_trainer_step_reaches_the_engine(tiny_model, repo, env_config):
    from parity.inference.models import load_model, load_tokenizer
    from parity.inference.torch_engine import TorchEngine
    from parity.rollout.learner import TrainerLearner
    from parity.train.config import TrainConfig
    from parity.train.trainer import Trainer

    tok = load_tokenizer(tiny_model)
    engine = TorchEngine(load_model(tiny_model, "float32", "cpu"))
    trainer = Trainer(load_model(tiny_model, "float32", "cpu"),
                      TrainConfig(lr=1e-2, total_steps=10, micro_batch_tokens=16384),
                      pad_token_id=tok.pad_token_id or 0)
    env = LocalEnv(env_config)
    try:
        info = await env.create_session(snapshot=Snapshot(path=str(repo)))
        policy = lambda: TokenPolicy(engine, tok, SamplingParams(temperature=1.0))  # noqa: E731
        trajs = [await run_agent(env, info.session_id, policy(), "fix add",
                                 AgentLimits(max_turns=1, max_tokens_per_turn=12))
                 for _ in range(4)]
        for i, t in enumerate(trajs):
            t.reward, t.group_id = float(i % 2), "g0"
            assert t.turns[0].version == 0 and sum(t.loss_mask) > 0
        probe = trajs[0].token_ids[: trajs[0].prompt_len]
        greedy = SamplingParams(temperature=0.0, max_tokens=8)
        before = (await engine.generate(probe, greedy)).token_ids
        metrics = await TrainerLearner(trainer, [engine]).train([trajs[:2], trajs[2:]])
        assert trainer.policy_version == 1 and engine.version == 1
        assert "loss/policy" in json.dumps(sorted(metrics)) or metrics
        after = await engine.generate(probe, greedy)
        assert after.version == 1
        # the engine now samples from the trained weights: identical to the trainer's model
        for name, p in trainer.state_dict_for_sync().items():
            assert engine.model.state_dict()[name].equal(p.to(engine.model.state_dict()[name].dtype))
        assert before is not None
    finally:
        await env.aclose()


async def test_solver_demonstrations_solve_their_tasks(env_config, tiny_tokenizer, tmp_path):
    from parity.rollout.demos import make_demos, write_jsonl
    from parity.tasks import bundled_specs

    specs = [s for s in bundled_specs("train") if len(s.mutations) == 1][:3]
    env = LocalEnv(env_config)
    try:
        demos, failed = await make_demos(specs, env, tiny_tokenizer, concurrency=3)
    finally:
        await env.aclose()
    assert failed == 0 and len(demos) == 3
    for d in demos:
        assert d.reward == 1.0 and d.finish_reason == "submitted"
        assert 0 < sum(d.loss_mask) < len(d.token_ids)
        assert any(c.name == "edit_file" for t in d.turns for c in t.tool_calls)
    path = write_jsonl(demos, tmp_path / "demos.jsonl")
    assert len(path.read_text().splitlines()) == 3


def test_parity_train_reports_a_bad_split_without_a_traceback(tiny_model, tmp_path):
    from typer.testing import CliRunner

    from parity.cli import app

    base = ["train", f"model.path={json.dumps(str(tiny_model))}",
            f"out={json.dumps(str(tmp_path / 'run'))}"]
    r = CliRunner().invoke(app, [*base, 'tasks.select.split_by="line"'])
    assert r.exit_code == 2 and "tasks.select.split_by" in r.output, r.output
    r = CliRunner().invoke(app, [*base, "orchestrator.probe_size=1"])  # a probe of one cannot disagree
    assert r.exit_code == 2 and "orchestrator.probe_size" in r.output, r.output
    r = CliRunner().invoke(app, [*base, 'tasks.select.split_by="repo"'])  # repository families need kata
    assert r.exit_code == 2 and "kata" in r.output, r.output


async def test_demonstration_routes_solve_in_their_own_number_of_turns(env_config,
                                                                       tiny_tokenizer):
    """Each route of the scripted solver (rollout/solver.py ROUTES) earns reward 1 through
    the real loop and sandbox, in the turns it is meant to take; `direct` edits from grep's
    context lines without reading the file, `parallel` lists and greps in one turn."""
    from parity.rollout.demos import make_demos
    from parity.rollout.solver import ROUTES, solver_replies
    from parity.tasks import bundled_specs

    kinds = ("invert_if", "flip_boolean", "swap_args", "drop_statement")
    specs = [s for s in bundled_specs(kata=True) if s.family in kinds][:4]
    env = LocalEnv(env_config)
    try:
        by_route = {}
        for route in [r for r in ROUTES if r != "engineer"]:  # engineer: the next test
            demos, failed = await make_demos(specs, env, tiny_tokenizer, concurrency=4,
                                             routes=[route])
            assert failed == 0 and len(demos) == len(specs), route
            by_route[route] = demos
    finally:
        await env.aclose()
    calls = {r: [[[c.name for c in t.tool_calls] for t in d.turns] for d in ds]
             for r, ds in by_route.items()}
    for turns in calls["read"]:
        assert turns == [["grep"], ["read_file"], ["edit_file"], []]
    for turns in calls["slow"]:
        assert turns == [["list_dir"], ["grep"], ["read_file"], ["edit_file"], []]
    for turns in calls["parallel"]:
        assert turns == [["list_dir", "grep"], ["read_file"], ["edit_file"], []]
    direct = [turns for turns in calls["direct"] if len(turns) == 3]
    assert direct, "no kata task took the direct route"
    for turns in direct:
        assert turns == [["grep"], ["edit_file"], []]
    # what let it skip the read: grep's context showed the line that the edit replaces
    d = next(d for d in by_route["direct"] if len(d.turns) == 3)
    old = json.loads(d.turns[1].tool_calls[0].arguments)["old_string"]
    shown = d.turns[0].tool_results[0].output
    assert all(line.strip() in shown for line in old.splitlines())
    assert '"context_lines"' in d.turns[0].text
    with pytest.raises(ValueError, match="unknown demonstration route"):
        solver_replies(Path("."), "", route="fast")


async def test_engineer_route_follows_the_traceback_it_was_shown(env_config, tiny_tokenizer):
    """The engineer route on multi-file repositories with their tests in the workspace: run
    the failing test, grep for the definition of the function the output names, edit from
    what the grep showed, rerun, stop; every argument it writes (the test id, the function's
    name, the lines it replaces) was shown to it before. With the tests hidden it finds
    nothing to follow, gives up, and nothing is kept."""
    import random
    import shlex
    from collections import Counter

    from parity.rollout.demos import make_demos
    from parity.tasks import bundled_specs
    from parity.tasks.schema import with_tests_visible

    specs = bundled_specs(kata=False)
    random.Random(1).shuffle(specs)
    specs = [s for s in specs if len(s.mutations) == 1][:10]
    env = LocalEnv(env_config)
    why: Counter[str] = Counter()
    try:
        demos, failed = await make_demos([with_tests_visible(s) for s in specs], env,
                                         tiny_tokenizer, concurrency=4, routes=["engineer"],
                                         why_failed=why)
        hidden, hidden_failed = await make_demos(specs[:2], env, tiny_tokenizer,
                                                 routes=["engineer"])
    finally:
        await env.aclose()
    assert len(demos) >= 5 and failed == sum(why.values()), why
    assert not hidden and hidden_failed == 2
    for d in demos:
        names = [[c.name for c in t.tool_calls] for t in d.turns]
        # more looks where the first did not show the fix: the failing test's definition, a
        # grep of a function the last look showed being called (a hop), a read from the line
        # of the fix's definition
        assert names[:2] == [["run_terminal_cmd"], ["grep"]], names
        assert names[-3:] == [["edit_file"], ["run_terminal_cmd"], []], names
        assert len(names) <= 7 and all(n in (["grep"], ["read_file"]) for n in names[2:-3]), names
        statement = d.messages[1].content
        run, grep = (t.tool_calls[0] for t in d.turns[:2])
        edit, rerun = (t.tool_calls[0] for t in d.turns[-3:-1])
        test_id = shlex.split(json.loads(run.arguments)["command"])[-1]
        assert f"`{test_id}`" in statement
        first, last = d.turns[0].tool_results[0].output, d.turns[-2].tool_results[0].output
        assert "failed" in first and "passed" in last and "failed" not in last
        pattern = json.loads(grep.arguments)["pattern"]
        assert pattern.startswith("def ") and pattern[4:] in first  # named by the traceback
        looked = d.turns[1].tool_results[0].output
        for turn in d.turns[2:-3]:  # its arguments copied from the last look's output
            second = json.loads(turn.tool_calls[0].arguments)
            if "path" in second and "pattern" in second:  # the failing test's own definition
                assert test_id.startswith(f"{second['path']}::")
                assert test_id.split("::")[-1].startswith(second["pattern"][4:])
            elif "pattern" in second:  # a hop: a function the last look showed being called
                assert f"{second['pattern'][4:]}(" in looked
            else:
                assert f"{second['path']}:{second['start_line']}:" in looked
            looked = turn.tool_results[0].output
        old = json.loads(edit.arguments)["old_string"]
        assert all(line.strip() in looked for line in old.splitlines())
