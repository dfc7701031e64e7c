"""`parity dashboard` over a run directory written by the run's own writers (MetricsWriter,
TrajectoryBuffer, RunDir, save_config, the services record of parity.run.train), with a real
env server holding a session and a dead one: every page over HTTP, then Chromium headless
(Debian's, through Selenium): the curves, the fleet and a trajectory render, and untrusted
model output stays text. Screenshots are kept in the test's tmp dir and tests/artifacts/."""

from __future__ import annotations

import asyncio
import html
import json
import math
import os
import re
import shutil
import stat
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import httpx
import pytest

from parity.config import ParityConfig, save_config
from parity.envserver.client import EnvClient
from parity.launch import free_port
from parity.observe.metrics import MetricsWriter
from parity.rollout.buffer import TrajectoryBuffer
from parity.run.train import RunDir, _record_services
from parity.types import Grade, Message, TestResult, ToolCall, ToolResult, Trajectory, Turn
from tests.conftest import ServerProcess, make_repo

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
XSS_TEXT = "I will run <script>window.__pwned = 1</script> now"
XSS_OUTPUT = '<img src=x onerror="window.__pwned = 2"> & more'
DIFF = ("--- a/pkg/calc.py\n+++ b/pkg/calc.py\n@@ -1,2 +1,2 @@\n def add(a, b):\n"
        "-    return a - b\n+    return a + b\n")
NUM_FILLERS = 60
TEMPERATURE = 0.7


def _trajectory(tok, traj_id: str, task_id: str, turns: list[tuple[str, list, list]],
                reward: float, grade: Grade | None) -> Trajectory:
    """Token ids, logprobs and turns laid out as the agent loop lays them out: the prompt,
    then per turn the sampled tokens (mask 1) and the tool output tokens (mask 0)."""
    prompt = tok.encode("system: fix the bug\nuser: add is wrong\n")
    ids, mask, lps, versions = list(prompt), [0] * len(prompt), [0.0] * len(prompt), [-1] * len(prompt)
    recs, messages = [], [Message(role="system", content="fix the bug"),
                          Message(role="user", content="add is wrong <b>really</b>")]
    for n, (text, calls, results) in enumerate(turns):
        sampled = tok.encode(text)
        recs.append(Turn(start=len(ids), num_tokens=len(sampled), version=n, finish_reason="stop",
                         text=text, tool_calls=calls, tool_results=results, generate_s=0.1))
        ids += sampled
        mask += [1] * len(sampled)
        lps += [-0.05 * (i % 40) for i in range(len(sampled))]
        versions += [n] * len(sampled)
        messages.append(Message(role="assistant", content=text, tool_calls=calls))
        for r in results:
            obs = tok.encode(r.output)
            ids += obs
            mask += [0] * len(obs)
            lps += [0.0] * len(obs)
            versions += [-1] * len(obs)
            messages.append(Message(role="tool", content=r.output, tool_call_id=r.call_id))
    return Trajectory(id=traj_id, task_id=task_id, group_id="g-1", session_id="s-1",
                      token_ids=ids, loss_mask=mask, logprobs=lps, versions=versions,
                      prompt_len=len(prompt), turns=recs, messages=messages, reward=reward,
                      reward_terms={"reward/grader": reward, "reward/turns": -0.01 * len(turns)},
                      grade=grade, wall_s=1.5)


def _tiny_model(tok, seed: int):
    import torch
    from transformers import AutoModelForCausalLM, Qwen2Config

    torch.manual_seed(seed)
    return AutoModelForCausalLM.from_config(Qwen2Config(
        vocab_size=len(tok), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=1024,
        tie_word_embeddings=True))


def _write_weights(run_path: Path, tok, cfg: ParityConfig) -> None:
    """The weights a run keeps: the model RL started from (run/base, as parity.run.model
    builds the tiny default) and the checkpoint of step 1 (policy version 1), written by the
    run's own checkpoint writer. Version 2 is not kept (checkpoint_every_steps > 1)."""
    from parity.run.learners import train_config
    from parity.train.checkpoint import TrainState, save
    from parity.train.trainer import Trainer

    base = _tiny_model(tok, seed=0)
    base.save_pretrained(run_path / "base")
    tok.save_pretrained(str(run_path / "base"))
    trainer = Trainer(_tiny_model(tok, seed=1), train_config(cfg))
    trainer.policy_version = 1
    save(run_path / "checkpoints", trainer, TrainState(step=1), tok)


def _write_run(run_path: Path, tok, live_url: str, dead_url: str, token: str) -> None:
    tok.save_pretrained(str(run_path / "model"))
    cfg = ParityConfig(out=str(run_path), orchestrator={"temperature": TEMPERATURE})
    save_config(cfg, run_path / "config.toml")
    _write_weights(run_path, tok, cfg)
    RunDir(run_path).save_state({
        "phase": "rl", "steps": 3,
        # where the run found its model on the machine it ran on: a copied run directory
        # holds it under base/ instead
        "model_dir": "/elsewhere/runs/run/base",
        "evals": {"before": {"eval": {"solve_rate": 0.25, "ci95": [0.1, 0.4], "n": 8,
                                      "solved": 2}}}})
    metrics = MetricsWriter(run_path / "metrics.jsonl")
    for step in (1, 2, 3):
        metrics.log(step, {"rollout/reward_mean": 0.2 * step, "rollout/solved": 0.1 * step,
                           "train/loss": 1.0 / step, "train/staleness_mean": 0.5,
                           "mismatch/kl_k3": 0.001 * step, "train/tokens_per_s": 100.0 * step,
                           "train/grad_norm": math.nan})
        if step == 2:
            with open(run_path / "metrics.jsonl", "a") as f:
                f.write('{"step": 2.5, "oops\n')  # a damaged line, to be skipped

    buf = TrajectoryBuffer(run_path / "buffer")
    read = ToolCall(id="c1", name="read_file", arguments='{"path": "pkg/calc.py"}')
    grep = ToolCall(id="c2", name="grep", arguments='{"pattern": "def add"}')
    edit = ToolCall(id="c3", name="edit_file", arguments='{"path": "pkg/calc.py", "old_string": "a - b"')
    passed = Grade(task_id="calc-add", exit_code=0, reward=1.0, output_tail="2 passed",
                   tests=[TestResult(test_id="tests/test_calc.py::test_add", outcome="passed")])
    buf.append(_trajectory(tok, "traj_parallel", "calc-add", [
        ("<tool_call>read and grep</tool_call>", [read, grep],
         [ToolResult(call_id="c1", name="read_file", ok=True, output="1|def add(a, b):\n2|    return a - b"),
          ToolResult(call_id="c2", name="grep", ok=True, output="pkg/calc.py:1:def add(a, b):")]),
        ("<tool_call>edit</tool_call>", [edit],
         [ToolResult(call_id="c3", name="edit_file", ok=True, output=DIFF)]),
        ("Fixed the bug.", [], []),
    ], 1.0, passed))
    failed = Grade(task_id="calc-xss", exit_code=1, reward=0.0, output_tail="<script>alert(1)</script>",
                   tests=[TestResult(test_id="tests/test_calc.py::test_add", outcome="failed",
                                     message="<b>boom</b>")], reasons=["FAIL_TO_PASS failed"])
    buf.append(_trajectory(tok, "traj_xss", "calc-xss", [
        (XSS_TEXT, [ToolCall(id="c9", name="shell", arguments='{"cmd": "<script>"}')],
         [ToolResult(call_id="c9", name="shell", ok=False, output=XSS_OUTPUT)]),
    ], 0.0, failed))
    with open(buf.path, "a") as f:
        f.write("{not json at all\n")
    for i in range(NUM_FILLERS):
        buf.append(_trajectory(tok, f"traj_fill_{i:03d}", f"filler-{i}", [("done", [], [])],
                               float(i % 2), None))
    # a record that also carries per-token entropies and trainer logprobs (the viewer offers
    # those colourings where a record has them)
    extra = _trajectory(tok, "traj_entropy", "calc-entropy", [("some answer text", [], [])], 0.5,
                        None).model_dump()
    extra["entropies"] = [0.1 * (i % 7) for i in range(len(extra["token_ids"]))]
    extra["trainer_logprobs"] = [x - 0.01 * (i % 5) for i, x in enumerate(extra["logprobs"])]
    with open(buf.path, "a") as f:
        f.write(json.dumps(extra) + "\n")
    buf.settle(["traj_parallel"], "trained")
    # two rollouts in flight, written by the orchestrator's own writer
    from parity.agent.loop import RolloutProgress
    from parity.rollout.orchestrator import Orchestrator, OrchestratorConfig

    orch = Orchestrator(iter(()), None, None, buf, OrchestratorConfig(max_concurrent_rollouts=4))
    orch.inflight_path = run_path / "inflight.json"
    orch._inflight[0] = RolloutProgress("calc-live", "g-live", time.time() - 3, "tools", 2)
    orch._inflight[3] = RolloutProgress("<script>x</script>", "g-other", time.time(), "grading",
                                        5, attempt=2)
    orch._write_inflight()

    fleet_cfg = cfg.model_copy(update={"envs": cfg.envs.model_copy(update={
        "mode": "fleet", "urls": [live_url, dead_url], "token": token})})
    _record_services(RunDir(run_path), fleet_cfg, object(), SimpleNamespace(replicas=[]))


@pytest.fixture(scope="module")
def env_server(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("envserver")
    server = ServerProcess(tmp)
    repo = make_repo(tmp / "repo")

    async def open_session():
        from parity.types import Snapshot

        client = EnvClient(server.url, server.token)
        try:
            info = await client.create_session(snapshot=Snapshot(path=str(repo)))
            await client.run_tools(info.session_id, [
                ToolCall(name="read_file", arguments='{"path": "pkg/calc.py"}'),
                ToolCall(name="read_file", arguments='{"path": "no/such/file.py"}')])
        finally:
            await client.aclose()

    asyncio.run(open_session())
    yield server
    server.stop()


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory, tiny_tokenizer, env_server) -> Path:
    path = tmp_path_factory.mktemp("run") / "run"
    path.mkdir()
    _write_run(path, tiny_tokenizer, env_server.url, f"http://127.0.0.1:{free_port()}",
               env_server.token)
    return path


def _dashboard_cmd(*args: str) -> list[str]:
    return [sys.executable, "-m", "parity.cli", "dashboard", *args]


@pytest.fixture(scope="module")
def dashboard(run_dir, tmp_path_factory):
    port = free_port()
    log = open(tmp_path_factory.mktemp("dash") / "dashboard.log", "w")  # noqa: SIM115
    proc = subprocess.Popen(_dashboard_cmd(str(run_dir), "--port", str(port)), stdout=log,
                            stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        assert proc.poll() is None, Path(log.name).read_text()
        try:
            if httpx.get(url + "/api/metrics", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        assert time.monotonic() < deadline, "dashboard did not come up"
        time.sleep(0.2)
    yield url
    proc.terminate()
    proc.wait(10)
    log.close()


def test_services_record_is_owner_only(run_dir, env_server):
    path = run_dir / "services.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    rec = json.loads(path.read_text())
    assert rec["env_servers"][0] == env_server.url and rec["env_token"] == env_server.token


def test_bad_run_dirs_and_busy_ports_are_one_line_errors(tmp_path, dashboard, run_dir):
    empty = tmp_path / "empty"
    empty.mkdir()
    busy = dashboard.rsplit(":", 1)[1]
    for args, words in [((str(tmp_path / "missing"),), "no such directory"),
                        ((str(empty),), "holds no run"),
                        ((str(empty.parent),), "holds no run")]:
        r = subprocess.run(_dashboard_cmd(*args), capture_output=True, text=True, timeout=60)
        assert r.returncode == 2 and words in r.stderr and "Traceback" not in r.stderr, r.stderr
        assert len(r.stderr.strip().splitlines()) == 1
    r = subprocess.run(_dashboard_cmd(str(run_dir), "--port", busy), capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2 and "cannot listen on" in r.stderr and "Traceback" not in r.stderr


def test_overview_and_live_metrics(dashboard, run_dir):
    r = httpx.get(dashboard + "/")
    assert r.status_code == 200
    assert '<script src="/static/plotly.min.js">' in r.text
    assert "1 malformed line(s) of metrics.jsonl skipped" in r.text
    assert "25.0 %" in r.text  # the evaluation table from state.json
    js = httpx.get(dashboard + "/static/plotly.min.js")
    assert js.status_code == 200 and len(js.content) > 1_000_000 and b"plotly" in js.content[:2000]
    d = httpx.get(dashboard + "/api/metrics").json()
    titles = [c["title"] for c in d["curves"]]
    assert titles == ["reward", "solve rate", "loss", "staleness (policy versions)",
                      "engine/trainer mismatch", "throughput (tokens/s)"]
    assert d["curves"][0]["series"][0]["x"] == [1, 2, 3] and d["skipped"] == 1
    # the run goes on: a new row appears without a restart
    MetricsWriter(run_dir / "metrics.jsonl").log(4, {"rollout/reward_mean": 0.9})
    d = httpx.get(dashboard + "/api/metrics").json()
    assert d["curves"][0]["series"][0]["x"] == [1, 2, 3, 4]


def test_fleet_shows_the_live_server_and_the_dead_one(dashboard, env_server):
    r = httpx.get(dashboard + "/fleet", timeout=30)
    assert r.status_code == 200
    blocks = r.text.split('<div class="server"')[1:]
    assert len(blocks) == 2
    live = next(b for b in blocks if env_server.url in b)
    dead = next(b for b in blocks if env_server.url not in b)
    assert '<span class="up">up</span>' in live and '<span class="down">down</span>' in dead
    assert "ConnectError" in dead
    assert re.search(r"<td>read_file</td><td>2</td><td>1</td>", live), live  # one failed
    assert env_server.token not in r.text  # services.json's token never reaches a page
    # the session opened on the live server, read from its /metrics (open, created)
    assert re.search(r"<th>sessions open</th>.*?<td>1</td>\s*<td>1</td>", live, re.S), live
    # and that session itself, from the server's /sessions (token): made from a bare
    # snapshot, so no task; idle between calls
    sessions = live.split('<table class="sessions">')[1].split("</table>")[0]
    assert re.search(r"<tr><td><code>[0-9a-f]{16}</code></td><td></td><td>idle</td>\s*"
                     r"<td>0</td>", sessions), sessions


def test_rollouts_page_filter_and_paging(dashboard):
    r = httpx.get(dashboard + "/rollouts")
    assert r.status_code == 200
    total = NUM_FILLERS + 3
    assert f"{total} of {total} finished trajectories" in r.text
    assert "1 malformed line(s) of trajectories.jsonl skipped" in r.text
    assert r.text.count('href="/trajectory/') == 50
    r2 = httpx.get(dashboard + "/rollouts", params={"page_no": 2})
    assert r2.text.count('href="/trajectory/') == total - 50
    r = httpx.get(dashboard + "/rollouts", params={"task": "calc", "min_reward": "1"})
    assert re.findall(r'href="/trajectory/([^"]+)"', r.text) == ["traj_parallel"]
    assert "trained" in r.text
    r = httpx.get(dashboard + "/rollouts", params={"min_reward": "oops"})
    assert r.status_code == 200  # a bad number filters nothing


def test_rollouts_page_shows_the_rollouts_in_flight(dashboard):
    r = httpx.get(dashboard + "/rollouts")
    table = r.text.split('<table id="inflight">')[1].split("</table>")[0]
    rows = re.findall(r"<tr><td>(\d+)</td><td>(.*?)</td><td>(.*?)</td><td>(\d+)</td>\s*"
                      r"<td>(\w+)</td><td>(\d+)</td>", table)
    assert rows == [("0", "calc-live", "g-live", "1", "tools", "2"),
                    ("3", "&lt;script&gt;x&lt;/script&gt;", "g-other", "2", "grading", "5")]


def test_trajectory_page_escapes_model_output(dashboard):
    r = httpx.get(dashboard + "/trajectory/traj_xss")
    assert r.status_code == 200
    assert "<script>window.__pwned" not in r.text and "onerror=\"window" not in r.text
    tokens = r.text.split('id="turn-1"')[1].split('<div class="tokens">')[1].split("</div>")[0]
    assert html.unescape("".join(re.findall(r"<span [^>]*>([^<]*)</span>", tokens))) == XSS_TEXT
    assert "&lt;img src=x onerror=&#34;window.__pwned = 2&#34;&gt; &amp; more" in r.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in r.text  # the grader's output tail
    assert "&lt;b&gt;boom&lt;/b&gt;" in r.text and "<b>boom</b>" not in r.text
    assert httpx.get(dashboard + "/trajectory/nope").status_code == 404
    assert httpx.get(dashboard + "/trajectory/%3Cscript%3E").status_code == 404


def test_trajectory_page_shows_turns_calls_diff_and_grade(dashboard):
    r = httpx.get(dashboard + "/trajectory/traj_parallel")
    assert r.status_code == 200
    turn1 = r.text.split('id="turn-1"')[1].split('id="turn-2"')[0]
    assert turn1.count('<div class="call ') == 2  # the two parallel calls, side by side
    assert "read_file" in turn1 and "grep" in turn1 and "def add(a, b):" in turn1
    assert '<span class="add">+    return a + b</span>' in r.text
    assert "reward/grader" in r.text and "tests/test_calc.py::test_add" in r.text
    assert "data-logprob=" in r.text and "data-entropy=" not in r.text
    r = httpx.get(dashboard + "/trajectory/traj_entropy")
    assert '<option value="entropy">' in r.text and '<option value="mismatch">' in r.text


def _token_stats(url: str, traj_id: str) -> dict:
    """GET the computed per-token values, asking again while the worker computes them."""
    deadline = time.monotonic() + 180
    while True:
        r = httpx.get(f"{url}/api/trajectory/{traj_id}/tokens", timeout=30)
        if r.status_code != 202:
            return r.json() | {"code": r.status_code}
        assert r.json() == {"status": "computing"}
        assert time.monotonic() < deadline, "token stats never came"
        time.sleep(0.2)


def test_token_stats_from_the_runs_checkpoints(dashboard, run_dir, tiny_tokenizer):
    """Entropy and mismatch per token, from the weights of each token's policy version, by
    the trainer's own code: equal to Trainer.compute_logprobs on the same checkpoint."""
    import torch

    from parity.inference.models import load_model
    from parity.run.learners import train_config
    from parity.train.checkpoint import load
    from parity.train.trainer import Trainer

    # the server stays responsive while the worker loads the models
    first = httpx.get(f"{dashboard}/api/trajectory/traj_parallel/tokens", timeout=30)
    assert first.status_code in (200, 202)
    assert httpx.get(dashboard + "/api/metrics", timeout=10).status_code == 200
    d = _token_stats(dashboard, "traj_parallel")
    assert d["code"] == 200 and d["status"] == "done", d
    assert d["temperature"] == TEMPERATURE and d["kept_versions"] == [0, 1]
    assert d["segments"] == [
        {"version": 0, "scored_with": 0, "exact": True,
         "weights": "base (the model RL started from)", "num_tokens": d["segments"][0]["num_tokens"]},
        {"version": 1, "scored_with": 1, "exact": True, "weights": "checkpoints/step_000001",
         "num_tokens": d["segments"][1]["num_tokens"]},
        {"version": 2, "scored_with": 1, "exact": False, "weights": "checkpoints/step_000001",
         "num_tokens": d["segments"][2]["num_tokens"]}]  # not kept: the nearest, labelled
    traj = Trajectory.model_validate(json.loads(next(
        line for line in (run_dir / "buffer" / "trajectories.jsonl").read_text().splitlines()
        if '"traj_parallel"' in line)))
    assert sum(g["num_tokens"] for g in d["segments"]) == sum(traj.loss_mask)

    cfg = train_config(ParityConfig(orchestrator={"temperature": TEMPERATURE}))
    cfg = cfg.model_copy(update={"device": "cpu", "mixed_precision": "off"})
    v0 = Trainer(load_model(run_dir / "base", dtype="float32", device="cpu"), cfg)
    v1 = Trainer(load_model(run_dir / "base", dtype="float32", device="cpu"), cfg)
    load(run_dir / "checkpoints" / "step_000001", v1)
    assert v1.policy_version == 1
    want = {0: v0.compute_logprobs([traj])[0], 1: v1.compute_logprobs([traj])[0]}
    vals = d["values"]
    log_v = math.log(len(tiny_tokenizer))
    for i, m in enumerate(traj.loss_mask):
        if not m:
            assert vals["trainer_logprob"][i] is None and vals["entropy"][i] is None
            continue
        used = min(traj.versions[i], 1)  # version 2's tokens: version 1's weights
        assert abs(vals["trainer_logprob"][i] - want[used][i]) < 1e-5, i
        assert 0 < vals["entropy"][i] < log_v
        assert vals["mismatch"][i] == pytest.approx(traj.logprobs[i] - vals["trainer_logprob"][i])
    # the temperature is applied: a plain HF forward of version 0 at the run's temperature
    p = traj.loss_mask.index(1)
    with torch.no_grad():
        logits = v0.model(torch.tensor([traj.token_ids[:p]])).logits[0, -1].float()
    plain = (logits / TEMPERATURE).log_softmax(-1)[traj.token_ids[p]].item()
    assert abs(vals["trainer_logprob"][p] - plain) < 1e-5
    # cached on disk: the next answer comes at once, the same
    assert list((run_dir / ".dashboard-cache").glob("tokens-*.json"))
    again = httpx.get(f"{dashboard}/api/trajectory/traj_parallel/tokens", timeout=30)
    assert again.status_code == 200 and again.json()["values"] == vals
    r = httpx.get(f"{dashboard}/api/trajectory/nope/tokens", timeout=30)
    assert r.status_code == 404 and "no trajectory nope" in r.json()["error"]


def test_token_stats_refusals_and_a_read_only_cache(run_dir, tmp_path):
    """Too long, no weights kept at all: one clear line each; a run directory where the cache
    cannot be written caches elsewhere."""
    from parity.dashboard.tokenstats import MAX_TOKENS, TokenScorer

    def ask(scorer: TokenScorer, traj: dict) -> dict:
        deadline = time.monotonic() + 120
        while (res := scorer.request(traj))["status"] == "computing":
            assert time.monotonic() < deadline
            time.sleep(0.1)
        return res

    scorer = TokenScorer(run_dir)
    long = {"id": "long", "token_ids": [5] * (MAX_TOKENS + 1), "loss_mask": [1] * (MAX_TOKENS + 1)}
    res = ask(scorer, long)
    assert res["status"] == "error" and f"at most {MAX_TOKENS}" in res["error"]
    scorer.close()

    bare = tmp_path / "bare"
    bare.mkdir()
    save_config(ParityConfig(out=str(bare)), bare / "config.toml")
    (bare / ".dashboard-cache").write_text("not a directory: the cache cannot go here")
    scorer = TokenScorer(bare)
    traj = {"id": "t", "token_ids": [5, 6, 7], "loss_mask": [0, 1, 1], "logprobs": [0, -1, -1],
            "versions": [-1, 3, 3]}
    res = ask(scorer, traj)
    assert res["status"] == "error" and "keeps no model weights" in res["error"], res
    # the weights of version 1, copied in: scored, labelled, cached outside the run directory
    shutil.copytree(run_dir / "checkpoints", bare / "checkpoints")
    res = ask(scorer, traj)
    assert res["status"] == "done", res
    assert res["segments"] == [{"version": 3, "scored_with": 1, "exact": False,
                                "weights": "checkpoints/step_000001", "num_tokens": 2}]
    assert scorer._cache_dir is not None and bare not in scorer._cache_dir.parents
    assert list(scorer._cache_dir.glob("tokens-*.json"))
    scorer.close()


def _chromium():
    """A Selenium driver for Debian's Chromium, or the reason there is none."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        return None, "selenium is not installed (pip install -e '.[dev]')"
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not browser or not driver:
        return None, ("Chromium or chromedriver missing (Debian: apt-get install chromium "
                      "chromium-driver; `make test` does it as root)")
    opts = Options()
    opts.binary_location = browser
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=1400,1100"):
        opts.add_argument(a)
    return webdriver.Chrome(service=Service(driver), options=opts), None


def _shot(driver, tmp_path: Path, name: str) -> Path:
    path = tmp_path / name
    assert driver.save_screenshot(str(path))
    if os.access(ARTIFACTS.parent, os.W_OK):
        ARTIFACTS.mkdir(exist_ok=True)
        shutil.copy(path, ARTIFACTS / name)
    return path


def test_in_chromium_headless(dashboard, tmp_path, env_server):
    driver, why = _chromium()
    if driver is None:
        pytest.skip(why)
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    try:
        driver.set_page_load_timeout(60)
        driver.get(dashboard + "/")
        WebDriverWait(driver, 60).until(
            lambda d: len(d.find_elements(By.CSS_SELECTOR, ".curve .main-svg .scatterlayer .trace")) >= 6)
        assert len(driver.find_elements(By.CSS_SELECTOR, ".curve")) == 6
        titles = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".curve .gtitle")]
        assert "reward" in titles and "throughput (tokens/s)" in titles
        _shot(driver, tmp_path, "dashboard-overview.png")

        driver.get(dashboard + "/fleet")
        servers = driver.find_elements(By.CSS_SELECTOR, ".server")
        assert len(servers) == 2
        assert [s.find_element(By.CSS_SELECTOR, ".up, .down").text for s in servers] == ["up", "down"]
        _shot(driver, tmp_path, "dashboard-fleet.png")

        driver.get(dashboard + "/trajectory/traj_xss")
        assert driver.execute_script("return typeof window.__pwned") == "undefined"
        assert "<script>window.__pwned = 1</script>" in driver.find_element(By.ID, "turn-1").text

        driver.get(dashboard + "/trajectory/traj_entropy")
        span = driver.find_element(By.CSS_SELECTOR, ".tokens span")
        before = span.value_of_css_property("background-color")
        Select(driver.find_element(By.ID, "token-view")).select_by_value("entropy")
        assert span.value_of_css_property("background-color") != before

        # computed from the checkpoints: "computing…", then the colours change
        driver.get(dashboard + "/trajectory/traj_parallel")
        spans = driver.find_elements(By.CSS_SELECTOR, ".tokens span")
        before = [s.value_of_css_property("background-color") for s in spans]
        Select(driver.find_element(By.ID, "token-view")).select_by_value("entropy")
        status = driver.find_element(By.ID, "token-status")
        WebDriverWait(driver, 120).until(lambda d: "temperature" in status.text
                                         or "rror" in status.text)
        assert "NOT KEPT" in status.text and "nearest kept version 1" in status.text, status.text
        after = [s.value_of_css_property("background-color") for s in spans]
        changed = sum(a != b for a, b in zip(after, before, strict=True))
        assert changed > len(spans) // 2, (changed, len(spans))
        assert "entropy" in spans[0].get_attribute("title")
        driver.execute_script("document.getElementById('turn-1').scrollIntoView()")
        _shot(driver, tmp_path, "dashboard-trajectory-entropy.png")
        Select(driver.find_element(By.ID, "token-view")).select_by_value("mismatch")
        assert [s.value_of_css_property("background-color") for s in spans] != after

        driver.get(dashboard + "/trajectory/traj_parallel")
        calls = driver.find_elements(By.CSS_SELECTOR, "#turn-1 .call")
        assert len(calls) == 2
        assert calls[0].location["y"] == calls[1].location["y"]  # side by side
        assert calls[0].location["x"] < calls[1].location["x"]
        driver.execute_script("document.getElementById('turn-1').scrollIntoView()")
        shot = _shot(driver, tmp_path, "dashboard-trajectory.png")
        assert shot.stat().st_size > 10_000
    finally:
        driver.quit()


def test_beside_a_run_that_has_not_started_yet(tmp_path, tiny_tokenizer):
    """`--dashboard` serves the run directory before the run has written anything."""
    from parity.dashboard.app import start_in_thread

    port = free_port()
    out = tmp_path / "later"
    server, thread = start_in_thread(out, "127.0.0.1", port)
    try:
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 30
        while not server.started:
            assert thread.is_alive() and time.monotonic() < deadline
            time.sleep(0.05)
        for page in ("/", "/fleet", "/rollouts", "/api/metrics"):
            assert httpx.get(url + page).status_code == 200, page
        assert "no training metrics yet" in httpx.get(url + "/").text
        out.mkdir()
        MetricsWriter(out / "metrics.jsonl").log(1, {"rollout/reward_mean": 0.5})
        assert httpx.get(url + "/api/metrics").json()["curves"][0]["series"][0]["y"] == [0.5]
    finally:
        server.should_exit = True
        thread.join(10)


def test_train_dashboard_on_a_busy_port_is_a_one_line_error(tmp_path, dashboard):
    busy = dashboard.rsplit(":", 1)[1]
    r = subprocess.run([sys.executable, "-m", "parity.cli", "train", f"out={tmp_path / 'r'}",
                        "--dashboard", "--dashboard-port", busy],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "--dashboard: cannot listen on" in r.stderr, r.stderr
    assert "Traceback" not in r.stderr and not (tmp_path / "r").exists()
