"""RL wiring with every real part: TorchEngine sampling through the agent loop in a real
session, the Trainer stepping on graded groups, new weights reaching the engine."""

from __future__ import annotations

import json

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

    from parity.inference.models import TinyConfig, build_default

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


def test_parity_rl_runs_and_reports_honestly(tiny_model, tmp_path):
    from parity.rl import RLConfig, run_rl

    summary = run_rl(RLConfig(model=str(tiny_model), out=str(tmp_path / "run"), steps=1,
                              max_eval_tasks=2, max_rollouts=8, group_size=2,
                              groups_per_step=1, max_concurrent_rollouts=4, max_turns=1,
                              max_tokens_per_turn=16, eval_concurrency=2))
    for key in ("rl_families_solve_rate_before", "rl_families_solve_rate_after",
                "rl_families_ci95", "heldout_repos_solve_rate_before",
                "heldout_repos_solve_rate_after", "num_eval_tasks", "rl_steps", "seed", "wall_s"):
        assert key in summary
    assert summary["num_eval_tasks"] == {"rl_families": 2, "heldout_repos": 2}
    assert summary["rollouts"] <= 8 + 4
    assert summary["stop_reason"]
    run = tmp_path / "run"
    assert (run / "summary.json").is_file() and (run / "config.json").is_file()
    assert (run / "buffer" / "trajectories.jsonl").stat().st_size > 0
    assert (run / "solve_rates.png").stat().st_size > 0
    # the policy after RL, loadable as a model directory (it is what was evaluated after)
    from parity.inference.models import load_model, load_tokenizer

    assert load_model(run / "model", dtype="float32", device="cpu") is not None
    assert load_tokenizer(run / "model") is not None


def test_parity_rl_on_repository_families_reports_the_fresh_functions(tiny_model, tmp_path):
    from parity.rl import RLConfig, run_rl
    from parity.tasks import KATA_EVAL_FAMILIES

    summary = run_rl(RLConfig(model=str(tiny_model), out=str(tmp_path / "run"), steps=1,
                              task_set="kata", split_by="repo",
                              heldout_families=list(KATA_EVAL_FAMILIES),
                              rl_families=["invert_if", "flip_boolean"],
                              rl_kinds=["invert_if"], retire_settled_tasks=True,
                              probe_size=2,
                              max_eval_tasks=2, max_rollouts=8, group_size=2,
                              groups_per_step=1, max_concurrent_rollouts=4, max_turns=1,
                              max_tokens_per_turn=16, eval_concurrency=2))
    assert summary["split_by"] == "repo"
    assert summary["num_eval_tasks"] == {"rl_families": 2, "heldout_repos": 2}
    assert summary["also_num_eval_tasks"] == 2 and summary["also_label"].startswith("fresh")
    # a tiny untrained model solves nothing: every group is filtered, its task retired
    assert summary["retired_tasks"] * 2 == summary["filtered_zero_variance"]
    assert summary["rollouts"] <= 8 + 4


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


def test_parity_rl_cli_reports_a_bad_split_without_a_traceback(tiny_model, tmp_path):
    from typer.testing import CliRunner

    from parity.cli import app

    base = ["rl", "--model", str(tiny_model), "--out", str(tmp_path / "run")]
    r = CliRunner().invoke(app, [*base, "--split-by", "line"])
    assert r.exit_code == 2 and "split_by" in r.output, r.output
    r = CliRunner().invoke(app, [*base, "--probe-size", "1"])  # a probe of one cannot disagree
    assert r.exit_code == 2 and "probe_size" in r.output, r.output
    r = CliRunner().invoke(app, [*base, "--split-by", "repo"])  # repository families need kata
    assert r.exit_code == 2 and "task_set" in r.output, r.output
