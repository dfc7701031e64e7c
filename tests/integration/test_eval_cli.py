"""`parity eval` run the way a user runs it: a scripted model on four kata tasks, every sample
through the real loop in a real sandbox and graded by the hidden tests, and the pass@k it
reports checked against values computed by hand from the scripts."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import needs_bwrap

PARITY = [sys.executable, "-m", "parity.cli"]
GIVE_UP = [
    # two calls in one turn: a parallel turn the report must count
    '<tool_call>{"name": "list_dir", "arguments": {"path": "."}}</tool_call>\n'
    '<tool_call>{"name": "grep", "arguments": {"pattern": "def "}}</tool_call>',
    "I could not find the bug.",
]


def run(*args: str, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run([*PARITY, *args], capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def eval_set(tmp_path_factory, tiny_tokenizer):
    """Four kata tasks from two repositories, two kinds in each, and a scripted model:
    task 0 always fixed, task 1 never, task 2 on samples 0 and 2 of 4 ([fix, give up]),
    task 3 on sample 2 only ([give up, give up, fix, give up])."""
    from parity.rollout.solver import solver_replies
    from parity.tasks import bundled_specs
    from parity.tasks.schema import to_task, write_specs

    by_repo: dict[str, list] = {}
    for s in bundled_specs(kata=True):
        if len(s.mutations) == 1:
            by_repo.setdefault(s.repo, []).append(s)
    picked = []
    for repo in sorted(by_repo):
        kinds = {}
        for s in by_repo[repo]:
            kinds.setdefault(s.family, s)
        if len(kinds) >= 2:
            picked += list(kinds.values())[:2]
        if len(picked) == 4:
            break
    tmp = tmp_path_factory.mktemp("eval")
    write_specs(tmp / "tasks.jsonl", picked)
    fix = [solver_replies(Path(to_task(s).snapshot.path), s.gold_patch, s.problem_statement)
           for s in picked]
    scripts = {picked[0].id: [fix[0]], picked[1].id: [GIVE_UP],
               picked[2].id: [fix[2], GIVE_UP], picked[3].id: [GIVE_UP, GIVE_UP, fix[3], GIVE_UP]}
    (tmp / "model.json").write_text(json.dumps(scripts))
    tiny_tokenizer.save_pretrained(tmp / "tok")
    return tmp, picked, scripts


def played(scripts: dict, task_id: str, k: int) -> list[list[str]]:
    return [scripts[task_id][i % len(scripts[task_id])] for i in range(k)]


@needs_bwrap
def test_eval_reports_the_pass_at_k_the_scripts_imply(eval_set):
    tmp, picked, scripts = eval_set
    out_json, out_md = tmp / "eval.json", tmp / "eval.md"
    r = run("eval", "--model", f"scripted:{tmp / 'model.json'}", "--tasks", str(tmp / "tasks.jsonl"),
            "--k", "4", "--concurrency", "4", "--tokenizer", str(tmp / "tok"),
            "--json", str(out_json), "--report", str(out_md))
    assert r.returncode == 0, r.stdout + r.stderr
    data = json.loads(out_json.read_text())
    s = data["summary"]
    # by hand: per-task pass@1 = c/4 = 1, 0, 1/2, 1/4; pass@4 = 1 if c > 0 = 1, 0, 1, 1
    assert s["pass@1"]["value"] == pytest.approx((1 + 0 + 0.5 + 0.25) / 4)
    assert s["pass@4"]["value"] == pytest.approx(3 / 4)
    lo, hi = s["pass@4"]["ci95"]
    assert lo <= 0.75 <= hi and "bootstrap" in s["pass@4"]["interval"]
    assert s["num_samples"] == 16 and s["solved_samples"] == 7 and s["environment_errors"] == 0
    per_task = {t["task_id"]: [x["solved"] for x in t["samples"]] for t in data["tasks"]}
    assert per_task == {picked[0].id: [True] * 4, picked[1].id: [False] * 4,
                        picked[2].id: [True, False, True, False],
                        picked[3].id: [False, False, True, False]}
    repo_a, repo_b = picked[0].repo, picked[2].repo
    assert s["by_repo"][repo_a]["pass@1"]["value"] == pytest.approx(0.5)
    assert s["by_repo"][repo_a]["pass@4"]["value"] == pytest.approx(0.5)
    assert s["by_repo"][repo_b]["pass@1"]["value"] == pytest.approx(0.375)
    assert s["by_repo"][repo_b]["pass@4"]["value"] == pytest.approx(1.0)
    assert sum(row["tasks"] for row in s["by_kind"].values()) == 4
    assert s["by_kind"][picked[1].family]["tasks"] >= 1
    # every reply is one turn; its <tool_call> blocks are its calls
    replies = [r for t in picked for script in played(scripts, t.id, 4) for r in script]
    calls = [r.count("<tool_call>") for r in replies]
    assert s["turns_per_sample"] == pytest.approx(len(replies) / 16)
    assert s["tool_calls_per_turn"] == pytest.approx(sum(calls) / len(replies))
    assert s["parallel_turn_share"] == pytest.approx(sum(c >= 2 for c in calls) / len(replies))
    assert s["tokens"]["prompt"] > s["tokens"]["completion"] > 0
    assert s["finish_reasons"] == {"submitted": 16}
    assert s["wall_s"]["per_task_mean"] > 0 and s["info"]["temperature"] == 1.0
    md = out_md.read_text()
    assert "| pass@1 | 43.8 % (" in md and "| pass@4 | 75.0 % (" in md
    assert f"| {repo_b} | 2 | 3 | 37.5 % (" in md and "## By kind of bug" in md
    assert f"| {picked[2].id} | {repo_b} | {picked[2].family} | 2/4 | 0.500 | 1.000 |" in md
    assert "pass@1 = 0.4375" in r.stdout and "pass@4 = 0.7500" in r.stdout
    assert "[16/16]" in r.stderr


@needs_bwrap
def test_eval_through_an_env_server_with_one_greedy_sample(eval_set, server_factory):
    tmp, picked, _ = eval_set
    server = server_factory()
    r = run("eval", "--model", f"scripted:{tmp / 'model.json'}", "--tasks", str(tmp / "tasks.jsonl"),
            "--tokenizer", str(tmp / "tok"), "--env", server.url, "--env-token", server.token,
            "--json", str(tmp / "k1.json"))
    assert r.returncode == 0, r.stdout + r.stderr
    s = json.loads((tmp / "k1.json").read_text())["summary"]
    # sample 0 of each: fixed, given up, fixed, given up
    assert s["pass@1"]["value"] == 0.5 and "pass@2" not in s and s["samples_per_task"] == 1
    assert s["pass@1"]["interval"] == "wilson over tasks" and s["info"]["temperature"] == 0.0
    assert s["info"]["environment"] == server.url
    r = run("eval", "--model", f"scripted:{tmp / 'model.json'}", "--tasks", str(tmp / "tasks.jsonl"),
            "--tokenizer", str(tmp / "tok"), "--env", server.url, "--env-token", "wrong")
    assert r.returncode == 2 and "refused" in r.stderr and "Traceback" not in r.stderr


@needs_bwrap
def test_eval_with_a_training_config_uses_its_model_and_limits_and_a_flag_beats_them(eval_set):
    """`--config`: a `parity train` config's [model] path and agent limits, as the run has
    them; one turn cannot reach a fix, so the file's max_turns shows in pass@1."""
    tmp, _, _ = eval_set
    cfg = tmp / "run.toml"
    cfg.write_text(f'[model]\npath = "scripted:{tmp / "model.json"}"\n'
                   "[orchestrator]\nmax_turns = 1\nmax_tokens_per_turn = 99\n")
    common = ["--config", str(cfg), "--tasks", str(tmp / "tasks.jsonl"),
              "--tokenizer", str(tmp / "tok")]
    r = run("eval", *common, "--json", str(tmp / "cfg.json"))
    assert r.returncode == 0, r.stdout + r.stderr
    s = json.loads((tmp / "cfg.json").read_text())["summary"]
    assert s["info"]["max_turns"] == 1 and s["info"]["max_tokens_per_turn"] == 99
    assert s["info"]["model"] == f"scripted:{tmp / 'model.json'}" and s["pass@1"]["value"] == 0.0
    r = run("eval", *common, "--max-turns", "30", "--json", str(tmp / "flag.json"))
    assert r.returncode == 0, r.stdout + r.stderr
    s = json.loads((tmp / "flag.json").read_text())["summary"]
    assert s["info"]["max_turns"] == 30 and s["info"]["max_tokens_per_turn"] == 99
    assert s["pass@1"]["value"] == 0.5  # sample 0 of each: fixed, given up, fixed, given up


def test_eval_refuses_bad_input_in_one_line(tmp_path, eval_set):
    tmp, picked, _ = eval_set
    tasks = str(tmp / "tasks.jsonl")
    model = f"scripted:{tmp / 'model.json'}"
    cases = [
        (["--model", model, "--tasks", str(tmp_path / "missing.jsonl")], "no task file"),
        (["--model", "http://127.0.0.1:9/v1", "--tasks", tasks], "cannot reach"),
        (["--model", "ftp://example", "--tasks", tasks], "only http:// and https://"),
        (["--model", str(tmp_path / "no-model"), "--tasks", tasks], "no such directory"),
        (["--model", f"scripted:{tmp_path / 'none.json'}", "--tasks", tasks], "not found"),
        (["--model", model, "--tasks", tasks, "--k", "0"], "at least 1"),
        (["--model", model, "--tasks", tasks, "--split", "nope"], "no tasks in"),
        (["--model", model, "--tasks", tasks, "--without-tool", "nope"], "unknown tool 'nope'"),
    ]
    (tmp_path / "garbled.jsonl").write_text('{"id": 1}\n')
    cases.append((["--model", model, "--tasks", str(tmp_path / "garbled.jsonl")], "garbled.jsonl:1"))
    partial = tmp_path / "partial.json"
    partial.write_text(json.dumps({picked[0].id: ["Done."]}))
    cases.append((["--model", f"scripted:{partial}", "--tasks", tasks, "--tokenizer", str(tmp / "tok")],
                  "no script for task"))
    for args, message in cases:
        r = run("eval", *args, timeout=120)
        assert r.returncode == 2, (args, r.stdout, r.stderr)
        assert message in r.stderr and "Traceback" not in r.stderr, (args, r.stderr)
        assert len(r.stderr.strip().splitlines()) <= 2, (args, r.stderr)


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    from parity.models.tiny import TinyConfig, build_default

    return build_default(tmp_path_factory.mktemp("m") / "tiny",
                         TinyConfig(hidden_size=64, num_layers=2, num_heads=2, num_kv_heads=1,
                                    intermediate_size=128, vocab_size=600),
                         corpus_bytes=60_000)


@needs_bwrap
def test_eval_of_a_model_directory_samples_reproducibly(eval_set, tiny_model, tmp_path):
    tmp, picked, _ = eval_set
    runs = []
    for name in ("a", "b"):
        r = run("eval", "--model", str(tiny_model), "--tasks", str(tmp / "tasks.jsonl"),
                "--limit", "2", "--k", "2", "--seed", "5", "--concurrency", "1",
                "--max-turns", "1", "--max-tokens-per-turn", "12", "--device", "cpu",
                "--json", str(tmp_path / f"{name}.json"),
                "--trajectories", str(tmp_path / f"{name}.jsonl"))
        assert r.returncode == 0, r.stdout + r.stderr
        data = json.loads((tmp_path / f"{name}.json").read_text())
        trajs = {}
        for line in (tmp_path / f"{name}.jsonl").read_text().splitlines():
            t = json.loads(line)
            trajs[t["id"]] = t
        # every sample is a real forward pass of the engine: sampled ids with their logprobs
        sampled = {}
        for task in data["tasks"]:
            for s in task["samples"]:
                t = trajs[s["trajectory_id"]]
                ids = [i for i, m in zip(t["token_ids"], t["loss_mask"], strict=True) if m]
                assert len(ids) == s["completion_tokens"] > 0 and t["task_id"] == task["task_id"]
                sampled[(task["task_id"], s["index"])] = (s["seed"], ids)
        assert data["summary"]["num_samples"] == 4 and data["summary"]["info"]["temperature"] == 1.0
        runs.append(sampled)
    a, b = runs
    assert a == b  # the same seed: the same seeds per sample and the same tokens
    assert len({tuple(v[1]) for v in a.values()}) > 1  # samples differ from one another


@needs_bwrap
def test_eval_of_an_openai_compatible_server(eval_set, tiny_model, tmp_path):
    """A real `parity serve` over HTTP, with a token, driven through ChatPolicy."""
    import os
    import time

    import httpx

    from parity.launch import free_port

    tmp, picked, _ = eval_set
    port, token = free_port(), "eval-" + os.urandom(4).hex()
    log = open(tmp_path / "serve.log", "w")  # noqa: SIM115
    server = subprocess.Popen([*PARITY, "serve", "--model", str(tiny_model), "--port", str(port),
                               "--token", token, "--threads", "1", "--device", "cpu"],
                              stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            assert server.poll() is None, (tmp_path / "serve.log").read_text()
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.3)
        args = ["--model", url, "--tasks", str(tmp / "tasks.jsonl"), "--limit", "1",
                "--max-turns", "1", "--max-tokens-per-turn", "8"]
        r = run("eval", *args, "--api-key", token, "--report", str(tmp_path / "url.md"),
                "--json", str(tmp_path / "url.json"))
        assert r.returncode == 0, r.stdout + r.stderr
        s = json.loads((tmp_path / "url.json").read_text())["summary"]
        assert s["num_samples"] == 1 and s["info"]["model"] == url
        assert s["tokens"]["prompt"] is None and 0 < s["tokens"]["completion"] <= 8
        assert "| prompt tokens (all samples) | not recorded |" in (tmp_path / "url.md").read_text()
        r = run("eval", *args, "--api-key", "wrong")  # the server refuses: one line, exit 2
        assert r.returncode == 2 and "401" in r.stderr and "Traceback" not in r.stderr
    finally:
        server.terminate()
        server.wait(timeout=20)
        log.close()


@needs_bwrap
def test_eval_without_a_tool_hides_it_and_refuses_calls_to_it(eval_set, tmp_path):
    """`--without-tool semantic_search`: the prompt the model reads (tool list and system
    prompt) lacks it, and a call to it gets the unknown-tool error; without the flag the same
    call runs."""
    from transformers import AutoTokenizer

    tmp, picked, _ = eval_set
    search = ('<tool_call>{"name": "semantic_search", "arguments": {"query": "where is the '
              'bug"}}</tool_call>')
    (tmp_path / "model.json").write_text(json.dumps({picked[0].id: [[search, "Done."]]}))
    tok = AutoTokenizer.from_pretrained(tmp / "tok", local_files_only=True)
    seen = {}
    for arm, extra in (("with", []), ("without", ["--without-tool", "semantic_search"])):
        r = run("eval", "--model", f"scripted:{tmp_path / 'model.json'}", "--tasks",
                str(tmp / "tasks.jsonl"), "--limit", "1", "--tokenizer", str(tmp / "tok"),
                "--json", str(tmp_path / f"{arm}.json"),
                "--trajectories", str(tmp_path / f"{arm}.jsonl"), *extra)
        assert r.returncode == 0, r.stdout + r.stderr
        traj = json.loads((tmp_path / f"{arm}.jsonl").read_text().splitlines()[0])
        prompt = tok.decode(traj["token_ids"][:traj["prompt_len"]])
        result = traj["turns"][0]["tool_results"][0]
        seen[arm] = (prompt, result)
        info = json.loads((tmp_path / f"{arm}.json").read_text())["summary"]["info"]
        assert info["without_tools"] == extra[1:]
    prompt, result = seen["with"]
    assert prompt.count("semantic_search") >= 2  # its schema and the system prompt's mention
    assert result["name"] == "semantic_search" and result["ok"], result
    prompt, result = seen["without"]
    assert "semantic_search" not in prompt
    assert "list_dir, glob and grep find code" in prompt and '"grep"' in prompt
    assert not result["ok"] and result["output"].startswith("unknown tool 'semantic_search'")
    assert "semantic_search" not in result["output"].split("available tools:")[1]


def test_eval_tasks_with_visible_tests_show_them(tmp_path):
    """`parity eval --visible-tests`: each task's snapshot holds its repository's tests and
    its statement says to run them; without the flag neither."""
    from pathlib import Path

    from parity.evaluation.command import load_eval_tasks
    from parity.tasks import DATA_DIR

    path = str(Path(DATA_DIR) / "bundled.jsonl")
    hidden = load_eval_tasks(path, split="eval", limit=2)
    shown = load_eval_tasks(path, split="eval", limit=2, visible_tests=True)
    for h, v in zip(hidden, shown, strict=True):
        test_file = next(iter(v.hidden_tests))
        assert not (Path(h.snapshot.path) / test_file).exists()
        assert (Path(v.snapshot.path) / test_file).read_text() == v.hidden_tests[test_file]
        assert "run a failing one" in v.problem_statement
        assert "run a failing one" not in h.problem_statement


@needs_bwrap
def test_eval_through_a_harness_and_its_refusals(eval_set, tiny_model, tmp_path):
    """`--harness minimal`: every sample is the harness inside the sandbox against this
    process's engine; the report names the harness, the trajectories hold its recorded
    calls. A scripted model or a sampled evaluation is refused in one line."""
    from tests.conftest import pypi_unreachable

    why = pypi_unreachable("https://pypi.org/simple/openai/")
    if why:
        pytest.skip(why)
    tmp, _, _ = eval_set
    r = run("eval", "--model", str(tiny_model), "--tasks", str(tmp / "tasks.jsonl"),
            "--limit", "2", "--concurrency", "2", "--max-turns", "2",
            "--max-tokens-per-turn", "12", "--device", "cpu", "--harness", "minimal",
            "--json", str(tmp_path / "h.json"), "--trajectories", str(tmp_path / "h.jsonl"))
    assert r.returncode == 0, r.stdout + r.stderr
    data = json.loads((tmp_path / "h.json").read_text())
    assert data["summary"]["info"]["harness"] == "minimal"
    trajs = [json.loads(x) for x in (tmp_path / "h.jsonl").read_text().splitlines()]
    assert len(trajs) == 2
    for t in trajs:
        assert t["harness"]["calls"] >= 1 and t["harness"]["exit_code"] == 0
        sampled = [i for i, m in zip(t["token_ids"], t["loss_mask"], strict=True) if m]
        assert 0 < len(sampled) <= 12 * t["harness"]["calls"]
    for extra, says in ((["--model", f"scripted:{tmp / 'model.json'}"], "not scripted:FILE"),
                        (["--model", str(tiny_model), "--k", "2"], "greedily")):
        r = run("eval", "--tasks", str(tmp / "tasks.jsonl"), "--limit", "1", "--harness",
                "minimal", *extra)
        assert r.returncode != 0 and says in r.stderr and "Traceback" not in r.stderr, r.stderr
