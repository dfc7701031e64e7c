"""Warmup stages stop on step counts: the same seed gives the same weights, and the wall-time
cap is only a safety that says when it fired (parity.run.model)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file

from parity.config import load_config
from parity.observe.timing import TimeBreakdown
from parity.run.model import base_model, warm_up, warmup_report


@pytest.fixture(autouse=True)
def one_thread():
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    out = tmp_path_factory.mktemp("base")
    cfg = load_config(None, [f"out={out}", "model.tiny.hidden_size=48", "model.tiny.num_layers=1",
                             "train.device=cpu"])
    return base_model(cfg, out)


def _warm(base, out, *extra, timing=None):
    cfg = load_config(None, [f"out={out}", f"model.path={base}", "train.device=cpu",
                             "train.mixed_precision=off", "warmup.pretrain_steps=3", *extra])
    return warm_up(cfg, base, [], out, timing)


def test_same_seed_same_weights_and_the_step_count_is_recorded(base, tmp_path):
    timing = TimeBreakdown()
    a = load_file(_warm(base, tmp_path / "a", timing=timing) / "model.safetensors")
    # the stage's time and the tokens it trained on (3 steps of 8 rows of 513 tokens)
    pretrain = timing.stages["pretrain"]
    assert pretrain.wall_s > 0 and pretrain.train_tokens == 3 * 8 * 513
    again = TimeBreakdown()  # a resumed run: the stage is done, and says so
    _warm(base, tmp_path / "a", timing=again)
    assert again.stages["pretrain"].skipped == "done before this run was resumed"
    b = load_file(_warm(base, tmp_path / "b") / "model.safetensors")
    first = load_file(base / "model.safetensors")
    assert a.keys() == b.keys()
    assert max(float((a[k] - b[k]).abs().max()) for k in a) == 0.0
    assert any(not torch.equal(a[k], first[k]) for k in a)  # it did train
    report = warmup_report(tmp_path / "a")
    assert report["pretrain"]["steps"] == 3 and report["pretrain"]["time_capped"] is False
    c = load_file(_warm(base, tmp_path / "c", "seed=1") / "model.safetensors")
    assert any(not torch.equal(a[k], c[k]) for k in a)  # the seed does matter


def test_a_time_cap_that_fires_is_reported(base, tmp_path, capsys):
    _warm(base, tmp_path, "warmup.pretrain_steps=1000", "warmup.pretrain_s=0.001")
    marker = json.loads((tmp_path / "pretrain" / "done").read_text())
    assert marker["time_capped"] is True and 1 <= marker["steps"] < 1000
    assert "safety cap" in capsys.readouterr().out


def test_a_cap_without_a_step_count_is_a_clear_error(base, tmp_path):
    cfg = load_config(None, [f"out={tmp_path}", f"model.path={base}", "warmup.sft_s=100"])
    with pytest.raises(ValueError, match="sft_steps"):
        warm_up(cfg, base, [], tmp_path)


def _own_tasks(tmp_path, n=4):
    """A task file of the user's own: bundled tasks written out as `parity tasks synth` would
    (no SFT share: that exists only for the built-in sets)."""
    from parity.tasks import bundled_specs
    from parity.tasks.schema import write_specs

    specs = [s for s in bundled_specs() if s.split == "train"][:n]
    path = tmp_path / "own.jsonl"
    write_specs(path, [s.model_copy(update={"split": "train"}) for s in specs])
    return path, specs


def test_warm_up_from_the_users_own_tasks_in_one_config(base, tmp_path, capsys):
    """Demonstrations on the run's own training tasks (warmup.demo_tasks = "auto" with a task
    file), SFT on them; then by a named model (a scripted one here), replayed through the
    run's tokenizer; and the errors on this path say what to set."""
    from parity.rollout.solver import solver_replies
    from parity.run.model import demo_specs
    from parity.run.tasks import load_task_sets
    from parity.tasks.schema import to_task

    tasks, specs = _own_tasks(tmp_path)
    common = [f"model.path={base}", "train.device=cpu", "train.mixed_precision=off",
              f"tasks.train={tasks}", "tasks.eval_fraction=0.25", "warmup.demos=3",
              "warmup.sft_steps=2", "warmup.sft_batch=2"]
    cfg = load_config(None, [f"out={tmp_path / 'a'}", *common])
    sets = load_task_sets(cfg, tmp_path / "synth-cache")
    chosen = demo_specs(cfg, sets)
    assert len(chosen) == 3 and {s.id for s in chosen} == {t.id for t in sets.rl}
    timing = TimeBreakdown()
    model = warm_up(cfg, base, chosen, tmp_path / "a", timing)
    assert (model / "model.safetensors").is_file() and model.parent.name == "sft"
    assert list(timing.stages) == ["demos", "sft"]
    assert timing.stages["demos"].wall_s > 0 and timing.stages["sft"].train_tokens > 0
    demos = (tmp_path / "a" / "demos.jsonl").read_text().splitlines()
    assert len(demos) == 3, capsys.readouterr().out  # the scripted solver solves each

    # a named model: its solved replies are replayed and graded again
    script = {s.id: solver_replies(Path(to_task(s).snapshot.path), s.gold_patch,
                                   s.problem_statement, "line", "read") for s in chosen}
    script[chosen[0].id] = ["I give up."]  # one the model does not solve
    model_file = tmp_path / "demo-model.json"
    model_file.write_text(json.dumps(script))
    cfg_m = load_config(None, [f"out={tmp_path / 'b'}", *common,
                               f"warmup.demo_model=scripted:{model_file}"])
    warm_up(cfg_m, base, chosen, tmp_path / "b")
    out = capsys.readouterr().out
    assert "solved 2 of 3" in out and "by the model scripted:" in out, out
    assert len((tmp_path / "b" / "demos.jsonl").read_text().splitlines()) == 2

    sft_only = load_config(None, [f"out={tmp_path / 'c'}", *common, "warmup.demo_tasks=sft"])
    with pytest.raises(ValueError, match='warmup.demo_tasks = "train"'):
        warm_up(sft_only, base, demo_specs(sft_only, sets), tmp_path / "c")
    nobody = {s.id: ["I give up."] for s in chosen}
    model_file.write_text(json.dumps(nobody))
    with pytest.raises(ValueError, match="none of the 3 demonstrations .* solved its task"):
        warm_up(load_config(None, [f"out={tmp_path / 'd'}", *common,
                                   f"warmup.demo_model=scripted:{model_file}"]),
                base, chosen, tmp_path / "d")
