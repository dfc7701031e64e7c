"""Every CLI command, run the way a user runs it, with tiny settings."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import needs_bwrap

PARITY = [sys.executable, "-m", "parity.cli"]


def run(*args: str, timeout: float = 120, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([*PARITY, *args], capture_output=True, text=True, timeout=timeout,
                          cwd=cwd)


def test_help_lists_commands():
    r = run("--help")
    assert r.returncode == 0
    for cmd in ("env-server", "quickstart", "bench"):
        assert cmd in r.stdout


def test_env_server_rejects_bad_input_without_traceback(tmp_path):
    r = run("env-server", "--backend", "nope", "--port", "1")
    assert r.returncode == 2 and "unknown sandbox backend 'nope'" in r.stderr
    assert "Traceback" not in r.stderr
    r = run("env-server", "--config", str(tmp_path / "missing.toml"))
    assert r.returncode == 2 and "config file not found" in r.stderr
    bad = tmp_path / "bad.toml"
    bad.write_text("[env_server]\nbogus = 1\n")
    r = run("env-server", "--config", str(bad))
    assert r.returncode == 2 and "bogus" in r.stderr and "Traceback" not in r.stderr


def test_model_build_rejects_a_bad_flag_in_one_line(tmp_path):
    for flag, value, said in (("--kind", "sparse", "--kind: Input should be 'dense' or 'moe'"),
                              ("--vocab-size", "0", "--vocab-size: Input should be greater")):
        r = run("model", "build", "--out", str(tmp_path / "m"), flag, value)
        assert r.returncode == 2 and said in r.stderr, r.stderr
        assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr
    assert not (tmp_path / "m").exists()


def test_quickstart_rejects_a_bad_config_without_traceback(tmp_path):
    bad = tmp_path / "qs.toml"
    bad.write_text("[warmup]\nsft_s = 10\nbogus_budget = 1\n")
    r = run("quickstart", "--config", str(bad))
    assert r.returncode == 2 and "bad quickstart config" in r.stderr and "bogus_budget" in r.stderr
    assert "Traceback" not in r.stderr
    r = run("quickstart", "--config", str(tmp_path / "missing.toml"))
    assert r.returncode == 2 and "missing.toml" in r.stderr and "Traceback" not in r.stderr
    r = run("quickstart", "--toy", "--config", str(bad))  # two configs named: neither runs
    assert r.returncode == 2 and "--toy and --config" in r.stderr and "Traceback" not in r.stderr


@needs_bwrap
def test_quickstart_solves_the_demo_task():
    r = run("quickstart", "--demo-only", timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "backend=bwrap workspace=overlayfs" in r.stdout
    assert "escapes the workspace" in r.stdout
    after = re.search(r"after the fix : (\d+)/(\d+) hidden tests pass, exit code 0", r.stdout)
    assert after and after.group(1) == after.group(2) and int(after.group(1)) > 0
    before = re.search(r"before the fix: (\d+)/(\d+) hidden tests pass, exit code 1", r.stdout)
    assert before and int(before.group(1)) < int(before.group(2))
    assert "result: SOLVED (reward 1)" in r.stdout


@needs_bwrap
def test_agent_with_a_scripted_model_fixes_and_applies(tmp_path):
    import json

    from tests.conftest import make_repo

    repo = make_repo(tmp_path / "repo")
    replies = tmp_path / "replies.json"
    replies.write_text(json.dumps([
        '<tool_call>{"name": "read_file", "arguments": {"path": "pkg/calc.py"}}</tool_call>',
        '<tool_call>{"name": "edit_file", "arguments": {"path": "pkg/calc.py", '
        '"old_string": "a - b", "new_string": "a + b"}}</tool_call>',
        "Fixed add.",
    ]))
    r = run("agent", "--repo", str(repo), "--model", f"scripted:{replies}", "--threads", "1",
            "fix add")
    assert r.returncode == 0, r.stderr
    assert "finished: submitted after 3 turns" in r.stdout and "+    return a + b" in r.stdout
    assert "at most 30 turns of 1024 tokens, torch threads: 1" in r.stderr
    # each turn as it ends (the reply's calls, each result's size and first lines), then the diff
    out = r.stdout
    assert out.index("── turn 1") < out.index("── turn 3") < out.index("── diff ──")
    assert '  → read_file {"path": "pkg/calc.py"}' in out
    assert re.search(r"  ↳ read_file ok \(\d+ chars, \d+ lines\):\n    1\|def add", out), out
    assert "a - b" in (repo / "pkg/calc.py").read_text()  # not applied without --apply
    r = run("agent", "--repo", str(repo), "--model", f"scripted:{replies}", "--apply", "fix add")
    assert r.returncode == 0 and "a + b" in (repo / "pkg/calc.py").read_text()
    r = run("agent", "--repo", str(tmp_path / "nope"), "--model", "scripted:x", "t")
    assert r.returncode == 2 and "repository not found" in r.stderr


@pytest.fixture(scope="module")
def tiny_model_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("model") / "tiny"
    r = run("model", "build", "--out", str(out), "--corpus-bytes", "60000", "--vocab-size", "600")
    assert r.returncode == 0, r.stderr
    return out


def test_model_build_writes_a_loadable_hf_directory(tiny_model_dir):
    out = tiny_model_dir
    assert (out / "model.safetensors").is_file() and (out / "tokenizer.json").is_file()
    from parity.inference.models import load

    model, tok = load(out)
    assert model.config.model_type == "qwen2" and tok.chat_template
    text = tok.apply_chat_template([{"role": "user", "content": "hi"}], add_generation_prompt=True,
                                   tokenize=False)
    ids = tok.encode(text, add_special_tokens=False)
    assert model(__import__("torch").tensor([ids])).logits.shape[-1] == len(tok)


def test_model_build_can_write_the_copy_circuit(tmp_path):
    import json

    import torch

    from parity.inference.models import load

    out = tmp_path / "circuit"
    r = run("model", "build", "--out", str(out), "--corpus-bytes", "60000", "--vocab-size", "600",
            "--copy-circuit")
    assert r.returncode == 0, r.stderr
    assert json.loads((out / "config.json").read_text())["parity_frozen"]
    model, tok = load(out)
    seq = list(range(40, 100))
    ids = torch.tensor([seq + seq])
    with torch.no_grad():
        pred = model(input_ids=ids).logits[0, :-1].argmax(-1)
    assert (pred[60:] == ids[0, 61:]).float().mean().item() > 0.9  # the repeat is predicted


@needs_bwrap
def test_agent_with_the_tiny_real_model_in_process_and_over_http(tmp_path, tiny_model_dir):
    import os
    import time

    import httpx

    from parity.tasks import bundled_repo
    from tests.conftest import free_port

    repo = bundled_repo("fmtkit")
    args = ["--max-turns", "2", "--max-tokens-per-turn", "24", "--temperature", "1.0"]
    r = run("agent", "--repo", str(repo), "--model", str(tiny_model_dir), *args, "fix roman")
    assert r.returncode == 0, r.stderr[-2000:]
    assert "── turn 1 (v0" in r.stdout and "── finished:" in r.stdout

    port = free_port()
    server = subprocess.Popen([*PARITY, "serve", "--model", str(tiny_model_dir), "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              env=dict(os.environ))
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.3)
        r = run("agent", "--repo", str(repo), "--model", f"http://127.0.0.1:{port}/v1",
                *args, "fix roman")
        assert r.returncode == 0, r.stderr[-2000:]
        assert "── turn 1" in r.stdout and "── finished:" in r.stdout
    finally:
        server.terminate()
        server.wait(timeout=20)


def test_tasks_commands_on_the_bundled_set():
    r = run("tasks", "stats", "--json")
    stats = json.loads(r.stdout)
    assert stats["tasks"] >= 300 and stats["repos"] == 6 and stats["by_mutation"]
    r = run("tasks", "list", "--split", "eval", "--limit", "3")
    lines = r.stdout.splitlines()
    assert r.returncode == 0 and len(lines) == 4 and " eval " in lines[0]
    task_id = lines[0].split()[0]
    r = run("tasks", "show", task_id, "--patches")
    assert r.returncode == 0 and "FAIL_TO_PASS" in r.stdout and "gold patch" in r.stdout
    r = run("tasks", "show", "no-such-task")
    assert r.returncode == 2 and "no task" in r.stderr


@needs_bwrap
def test_tasks_validate_cheat_check_and_synth_with_tiny_settings(tmp_path):
    r = run("tasks", "validate", "--limit", "2", timeout=300)
    assert r.returncode == 0 and "2 tasks checked, 0 failed" in r.stdout
    r = run("tasks", "cheat-check", "--only", "conftest_passes_all,os_exit_at_import", timeout=300)
    # both grading paths by default, each its own block
    assert r.returncode == 0 and r.stdout.count("2 cheats tried, 0 rewarded") == 2
    assert "grading path: fork_server" in r.stdout and "grading path: sandbox" in r.stdout
    r = run("tasks", "cheat-check", "--only", "nope")
    assert r.returncode == 2 and "unknown cheats" in r.stderr
    from tests.integration.test_synth import LIB, TESTS

    repo = tmp_path / "lib"
    (repo / "tests").mkdir(parents=True)
    (repo / "lib.py").write_text(LIB)
    (repo / "tests" / "test_lib.py").write_text(TESTS)
    r = run("tasks", "synth", "--repo", str(repo), "--out", str(tmp_path / "out"),
            "--max-candidates", "3", "--workers", "2", timeout=600)
    assert r.returncode == 0, r.stderr
    r = run("tasks", "stats", str(tmp_path / "out" / "tasks.jsonl"), "--json")
    assert r.returncode == 0 and json.loads(r.stdout)["tasks"] >= 1
    r = run("tasks", "synth", "--out", str(tmp_path / "x"))
    assert r.returncode == 2 and "exactly one of" in r.stderr


def test_bench_peak_with_a_tiny_size(tmp_path):
    r = subprocess.run([*PARITY, "bench", "peak", "--size", "64", "--seconds", "0.05",
                        "--json", str(tmp_path / "peak.json")], capture_output=True, text=True,
                       timeout=120, env={**os.environ, "PARITY_CACHE": str(tmp_path / "cache")})
    assert r.returncode == 0, r.stderr[-2000:]
    figures = json.loads((tmp_path / "peak.json").read_text())
    assert figures["gflops"] > 0 and figures["threads"] == 1
    assert set(figures["by_shape"]) == {"512x576@576x1536", "512x1536@1536x576", "64x64@64x64"}
    assert figures["gflops"] == max(figures["by_shape"].values())
    assert figures["cpu_class"] in ("amx", "avx512_bf16", "none") and "GFLOP/s" in r.stdout
    cached = list((tmp_path / "cache" / "bench" / "peak").glob("*.json"))
    assert [str(p) for p in cached] == [figures["cache"]]
    r = subprocess.run([*PARITY, "bench", "peak", "--threads", "0"], capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 2 and "--threads" in r.stderr


@needs_bwrap
def test_readme_synth_then_list_validate_and_train_with_either_out(tmp_path):
    """The README's commands as written, with tiny settings: `--out mytasks.jsonl` writes
    that file (its report beside it), `--out DIR` a directory; whatever reads tasks takes
    either (tasks list/validate, tasks.train)."""
    from parity.config import load_config
    from parity.run.tasks import load_task_sets
    from parity.tasks import REPOS_DIR

    shutil.copytree(REPOS_DIR / "textops", tmp_path / "mylib")
    for out in ("mytasks.jsonl", "mytasks"):
        r = run("tasks", "synth", "--repo", "mylib", "--out", out, "--max-candidates", "2",
                "--workers", "2", cwd=tmp_path, timeout=600)
        assert r.returncode == 0, r.stderr[-2000:]
    assert (tmp_path / "mytasks.jsonl").is_file() and (tmp_path / "mytasks.report.json").is_file()
    assert {p.name for p in (tmp_path / "mytasks").iterdir()} == {"tasks.jsonl", "report.json"}
    for path in ("mytasks.jsonl", "mytasks"):
        r = run("tasks", "list", path, cwd=tmp_path)
        assert r.returncode == 0 and r.stdout.strip(), r.stderr
        r = run("tasks", "validate", path, "--limit", "1", cwd=tmp_path, timeout=300)
        assert r.returncode == 0 and "1 tasks checked, 0 failed" in r.stdout, r.stdout + r.stderr
        cfg = load_config(None, [f"tasks.train={tmp_path / path}", "tasks.eval_fraction=0.5"])
        sets = load_task_sets(cfg, tmp_path / ".synth-cache")
        assert sets.rl and sets.eval


@needs_bwrap
def test_a_run_refused_on_its_config_can_be_tried_again(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"name": "not a task"}\n')
    for _ in range(2):  # the first try left nothing that refuses the second
        r = run("train", f"tasks.train={json.dumps(str(bad))}",
                f"out={json.dumps(str(tmp_path / 'run'))}", timeout=300)
        assert r.returncode == 2 and "neither a Parity task" in r.stderr, r.stderr[-2000:]
        assert "holds a run" not in r.stderr and "Traceback" not in r.stderr
        assert not (tmp_path / "run").exists()


@needs_bwrap
def test_train_and_bench_rollout_commands_with_tiny_budgets(tmp_path, tiny_model_dir):
    from parity.tasks import bundled_specs
    from parity.tasks.schema import write_specs

    # an outside set (tasks.outside_eval) offline: a task of a repository nothing trains on
    outside = tmp_path / "outside.jsonl"
    write_specs(outside, [s for s in bundled_specs() if s.repo == "textops"][:1])
    r = run("train", f"model.path={json.dumps(str(tiny_model_dir))}",
            f"out={json.dumps(str(tmp_path / 'rl'))}", "orchestrator.steps=1",
            "tasks.max_eval_tasks=1", "orchestrator.max_rollouts=4", "orchestrator.group_size=2",
            "orchestrator.groups_per_step=1", "orchestrator.max_concurrent_rollouts=2",
            "orchestrator.max_turns=1", "orchestrator.max_tokens_per_turn=16",
            f"tasks.outside_eval={json.dumps(str(outside))}",
            # the untrained model solves nothing: train on its groups anyway, to take a step
            "orchestrator.filter_zero_variance=false", timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    summary = json.loads((tmp_path / "rl" / "summary.json").read_text())
    assert summary["eval_n"] == 1 and summary["heldout_n"] == 1 and summary["stop_reason"]
    # the outside set: evaluated before and after, paired, reported under its own label
    label = "outside packages, never trained on (textops)"
    assert summary["outside_n"] == 1 and summary["labels"]["outside"] == label
    assert "outside_paired_p_value" in summary and "outside_solve_rate_after" in summary
    assert (tmp_path / "rl" / "eval" / "after-outside.json").is_file()
    assert f"1 {label}" in r.stdout and re.search(f"; {re.escape(label)} [01]/1 ", r.stdout), \
        r.stdout[-3000:]
    # a line per RL step, though stdout is no terminal
    assert re.search(r"^RL step 1/1 \| \d+ rollouts .*tok/s \| \d+s left$", r.stdout, re.M), \
        r.stdout[-2000:]
    # where the time went: every stage that ran, the engine's and the trainer's tokens, the
    # share of this machine's bf16 peak; printed as a table and in summary.json
    breakdown = summary["time_breakdown"]
    stages = breakdown["stages"]
    assert list(stages) == ["tasks", "base_model", "startup", "eval_before", "rl", "eval_after",
                            "other"]
    assert sum(s["wall_s"] for s in stages.values()) == pytest.approx(breakdown["wall_s"],
                                                                     abs=0.5)
    for name in ("eval_before", "rl", "eval_after"):
        assert stages[name]["tokens"] > 0 and 0 < stages[name]["peak_share"] < 1, stages[name]
    assert stages["rl"]["forward_tokens"] > 0 and stages["rl"]["train_tokens"] > 0
    assert stages["rl"]["parts"]["trainer"]["train_tokens"] == stages["rl"]["train_tokens"]
    peak = breakdown["peak"]
    assert peak["gflops"] > 0 and peak["threads"] >= 1
    assert peak["cpu_class"] in ("amx", "avx512_bf16", "none")
    assert breakdown["params_non_embedding"] > 0
    assert "time breakdown: peak" in r.stdout and re.search(r"^  rl +\d", r.stdout, re.M)
    r = run("bench", "rollout", "--slots", "2", "--steps", "1", "--group-size", "2",
            "--step-s", "0.05", "--median-s", "0.02", "--json", str(tmp_path / "b.json"),
            timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    bench = json.loads((tmp_path / "b.json").read_text())
    assert bench["speedup"] == bench["async_throughput"] / bench["sync_throughput"]
    assert bench["details"]["async"]["trained"] == bench["details"]["sync"]["trained"] > 0
