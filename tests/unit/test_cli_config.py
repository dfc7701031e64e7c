"""`parity eval`, `parity agent` and `parity serve` with `--config FILE` (a `parity train`
config, issue 31): the file's values are used, a flag given beats the file, the command's own
defaults stand without it, and a bad file is one line with no traceback. And the one reader
of a `--model` argument (parity.types.parse_model_arg): the forms it takes, and its errors.

The commands run in process (typer's runner) with the part that would load a model or start
sandboxes replaced by a recorder, so what each command decided is checked without either."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from typer.testing import CliRunner

from parity.agent.loop import AgentLimits
from parity.cli import app
from parity.clikit import layered
from parity.types import LOCAL_MODELS, parse_model_arg

PARITY = [sys.executable, "-m", "parity.cli"]


class Stop(Exception):
    """Raised by a recorder where the command would start the real work."""


def run_config(tmp_path: Path, model: Path) -> Path:
    """A `parity train` config with a value other than every command's default for each key
    the commands read."""
    path = tmp_path / "run.toml"
    path.write_text(f"""
seed = 7
threads = 1
[model]
path = "{model}"
dtype = "float32"
[engines]
device = "cpu"
max_batch_size = 5
[envs.env]
backend = "local"
without_tools = ["semantic_search"]
[orchestrator]
max_turns = 3
max_tokens_per_turn = 77
temperature = 0.7
[eval]
k = 2
temperature = 0.4
concurrency = 3
""")
    return path


@pytest.fixture
def model_dir(tmp_path: Path) -> Path:
    (tmp_path / "model").mkdir()
    return tmp_path / "model"


def invoke(*args: str):
    return CliRunner().invoke(app, list(args))


# --- the rule: flag given > file > default ---------------------------------------------------

def test_a_flag_given_beats_the_file_and_the_file_beats_the_default():
    s = layered({"a": 1, "b": 2, "c": None}, {"a": 10, "b": None}, {"a": None, "b": 20})
    assert (s.a, s.b, s.c) == (10, 20, None)  # None in a layer: not set there


def test_agent_limits_are_read_from_a_section_in_one_place():
    limits = AgentLimits.of(SimpleNamespace(max_turns=3, max_tokens_per_turn=77),
                            max_total_tokens=100)
    assert (limits.max_turns, limits.max_tokens_per_turn, limits.max_total_tokens) == (3, 77, 100)


# --- serve -----------------------------------------------------------------------------------

@pytest.fixture
def served(monkeypatch):
    seen = {}

    def serve_model(model_path, host, port, **kw):
        seen.update(kw, model_path=model_path)

    monkeypatch.setattr("parity.inference.server.serve_model", serve_model)
    return seen


def test_serve_takes_the_runs_model_and_engine_settings(tmp_path, model_dir, served):
    r = invoke("serve", "--config", str(run_config(tmp_path, model_dir)))
    assert r.exit_code == 0, r.output
    assert served["model_path"] == str(model_dir)
    assert (served["device"], served["dtype"], served["max_batch_size"], served["threads"]) == (
        "cpu", "float32", 5, 1)


def test_serve_flags_beat_the_config_and_defaults_stand_without_one(tmp_path, model_dir, served):
    other = tmp_path / "other"
    other.mkdir()
    r = invoke("serve", "--config", str(run_config(tmp_path, model_dir)), "--model", str(other),
               "--max-batch-size", "9", "--dtype", "bfloat16")
    assert r.exit_code == 0, r.output
    assert (served["model_path"], served["max_batch_size"], served["dtype"]) == (
        str(other), 9, "bfloat16")
    assert served["device"] == "cpu"  # not given: the file's
    r = invoke("serve", "--model", str(other))
    assert r.exit_code == 0, r.output
    assert (served["device"], served["dtype"], served["max_batch_size"], served["threads"]) == (
        "auto", "auto", 64, 0)


def test_serve_refuses_a_url_or_a_scripted_model_in_one_line(tmp_path):
    for model in ("http://127.0.0.1:9", f"scripted:{tmp_path}"):
        r = invoke("serve", "--model", model)
        assert r.exit_code == 2 and "give a model's name" in r.output, r.output


# --- agent -----------------------------------------------------------------------------------

@pytest.fixture
def agent_run(monkeypatch):
    seen = {}

    def make_policy(model, tokenizer, temperature, api_key, model_name):
        seen.update(model=model, temperature=temperature)
        return object(), None

    async def run_on_repo(root, task, policy, limits, backend, apply, on_turn=None):
        seen.update(limits=limits, backend=backend)
        raise Stop

    monkeypatch.setattr("parity.agent.run.make_policy", make_policy)
    monkeypatch.setattr("parity.agent.run.run_on_repo", run_on_repo)
    monkeypatch.setattr("parity.cli.set_torch_threads", lambda n, *a: seen.update(threads=n))
    return seen


def test_agent_takes_the_runs_model_limits_and_sandbox(tmp_path, model_dir, agent_run):
    r = invoke("agent", "fix it", "--repo", str(tmp_path), "--config",
               str(run_config(tmp_path, model_dir)))
    assert isinstance(r.exception, Stop), r.output
    assert agent_run["model"] == str(model_dir)
    assert (agent_run["limits"].max_turns, agent_run["limits"].max_tokens_per_turn) == (3, 77)
    # the temperature the run evaluates at: [eval] temperature, as k = 2
    assert (agent_run["temperature"], agent_run["backend"], agent_run["threads"]) == (0.4, "local", 1)


def test_agent_flags_beat_the_config_and_defaults_stand_without_one(tmp_path, model_dir, agent_run):
    cfg = str(run_config(tmp_path, model_dir))
    r = invoke("agent", "fix it", "--repo", str(tmp_path), "--config", cfg, "--max-turns", "9",
               "--temperature", "0", "--backend", "bwrap")
    assert isinstance(r.exception, Stop), r.output
    assert (agent_run["limits"].max_turns, agent_run["limits"].max_tokens_per_turn) == (9, 77)
    assert (agent_run["temperature"], agent_run["backend"]) == (0.0, "bwrap")
    agent_run.clear()
    r = invoke("agent", "fix it", "--repo", str(tmp_path), "--model", str(model_dir))
    assert isinstance(r.exception, Stop), r.output
    assert (agent_run["limits"].max_turns, agent_run["limits"].max_tokens_per_turn) == (30, 1024)
    assert (agent_run["temperature"], agent_run["backend"]) == (0.0, "auto")
    assert agent_run["threads"] == 0  # parity.threads' choice: the cores this process may use
    agent_run.clear()
    r = invoke("agent", "fix it", "--repo", str(tmp_path), "--config", cfg, "--threads", "2")
    assert isinstance(r.exception, Stop), r.output
    assert agent_run["threads"] == 2  # the flag beats the config's threads = 1


# --- eval ------------------------------------------------------------------------------------

@pytest.fixture
def evaluated(monkeypatch):
    seen = {}
    run_tasks = [SimpleNamespace(id=f"t{i}", split="eval") for i in range(3)]

    def load_task_sets(cfg, cache_root):
        return SimpleNamespace(eval=run_tasks)

    async def run_eval(opts, tasks, on_sample=None):
        seen.update(opts=opts, tasks=tasks)
        raise Stop

    monkeypatch.setattr("parity.run.tasks.load_task_sets", load_task_sets)
    monkeypatch.setattr("parity.evaluation.command.run_eval", run_eval)
    monkeypatch.setattr("parity.evaluation.command.load_eval_tasks",
                        lambda path, split, limit, visible=False: [SimpleNamespace(id=path)])
    monkeypatch.setattr("parity.evaluation.cli.set_torch_threads",
                        lambda n, *a: seen.update(threads=n))
    return seen


def test_eval_takes_the_runs_model_limits_sampling_and_evaluation_tasks(tmp_path, model_dir,
                                                                        evaluated):
    r = invoke("eval", "--config", str(run_config(tmp_path, model_dir)), "--limit", "2")
    assert isinstance(r.exception, Stop), r.output
    o = evaluated["opts"]
    assert o.model == str(model_dir)
    assert (o.k, o.temperature, o.seed, o.concurrency) == (2, 0.4, 7, 3)
    assert (o.max_turns, o.max_tokens_per_turn) == (3, 77)
    assert (o.backend, o.device, o.without_tools, evaluated["threads"]) == (
        "local", "cpu", ["semantic_search"], 1)
    assert [t.id for t in evaluated["tasks"]] == ["t0", "t1"]  # the run's, --limit applied


def test_eval_flags_beat_the_config_and_defaults_stand_without_one(tmp_path, model_dir, evaluated):
    cfg = str(run_config(tmp_path, model_dir))
    r = invoke("eval", "--config", cfg, "--tasks", "mine.jsonl", "--k", "1", "--max-turns", "8",
               "--without-tool", "grep")
    assert isinstance(r.exception, Stop), r.output
    o = evaluated["opts"]
    assert [t.id for t in evaluated["tasks"]] == ["mine.jsonl"]
    # --k 1: greedy, as the run evaluates with one sample a task; [eval] temperature is for k > 1
    assert (o.k, o.sampling_temperature, o.max_turns, o.max_tokens_per_turn) == (1, 0.0, 8, 77)
    assert o.without_tools == ["grep"]
    r = invoke("eval", "--model", str(model_dir), "--tasks", "mine.jsonl")
    assert isinstance(r.exception, Stop), r.output
    o = evaluated["opts"]
    # the default agent's run's limits (configs/smollm2-repos.toml): a task set ends on a CPU
    assert (o.k, o.temperature, o.seed, o.concurrency, o.max_turns, o.max_tokens_per_turn) == (
        1, None, 0, 8, 8, 160)
    assert (o.backend, o.device, o.without_tools, evaluated["threads"]) == ("auto", "auto", [], 0)


def test_eval_needs_a_model_and_tasks_from_a_flag_or_the_config(tmp_path, model_dir):
    assert "give --model" in invoke("eval", "--tasks", "x.jsonl").output
    assert "give --tasks" in invoke("eval", "--model", str(model_dir)).output
    cfg = tmp_path / "tiny.toml"
    cfg.write_text("[orchestrator]\nmax_turns = 2\n")  # [model] path unset: the tiny default
    r = invoke("eval", "--config", str(cfg))
    assert r.exit_code == 2 and "[model] path is unset" in r.output, r.output


# --- a bad file, for every command: one line, no traceback -----------------------------------

@pytest.mark.parametrize("text, words", [
    (None, "config file not found"),
    ("[model\n", "not valid TOML"),
    ("[orchestrator]\nmax_turnz = 3\n", "unknown key orchestrator.max_turnz"),
    ("[orchestrator]\nmax_turns = 0\n", "orchestrator.max_turns"),
])
def test_a_bad_config_is_one_line_without_a_traceback(tmp_path, text, words):
    path = tmp_path / "run.toml"
    if text is not None:
        path.write_text(text)
    for args in (["eval", "--tasks", "x.jsonl"], ["agent", "fix it", "--repo", str(tmp_path)],
                 ["serve"]):
        r = subprocess.run([*PARITY, *args, "--config", str(path)], capture_output=True,
                           text=True, timeout=120)
        assert r.returncode == 2, (args, r.stdout, r.stderr)
        assert words in r.stderr and "Traceback" not in r.stderr, (args, r.stderr)
        assert len(r.stderr.strip().splitlines()) == 1, (args, r.stderr)


# --- the one --model reader ------------------------------------------------------------------

def test_the_model_argument_forms(tmp_path):
    (tmp_path / "m").mkdir()
    (tmp_path / "w.gguf").write_bytes(b"GGUF")
    (tmp_path / "s.json").write_text("[]")
    cases = {"smollm2-135m-agent": ("name", "smollm2-135m-agent"),
             str(tmp_path / "m"): ("dir", str(tmp_path / "m")),
             str(tmp_path / "w.gguf"): ("gguf", str(tmp_path / "w.gguf")),
             "http://127.0.0.1:8000/v1": ("url", "http://127.0.0.1:8000/v1"),
             "https://api.example.com": ("url", "https://api.example.com"),
             f"scripted:{tmp_path / 's.json'}": ("scripted", str(tmp_path / "s.json"))}
    for text, (kind, value) in cases.items():
        arg = parse_model_arg(text)
        assert (arg.kind, arg.value) == (kind, value), text


@pytest.mark.parametrize("text, accept, words", [
    ("", None, "no model given"),
    ("ftp://example", None, "only http:// and https://"),
    ("http://", None, "with a host"),
    ("./nowhere", None, "no such directory"),
    ("missing.gguf", None, "no such .gguf file"),
    ("scripted:/nowhere.json", None, "scripted model file not found"),
    ("http://127.0.0.1:8000", LOCAL_MODELS, "is the http(s):// URL of an OpenAI-compatible server"),
    ("scripted:/nowhere.json", LOCAL_MODELS, "give a model's name"),
])
def test_the_model_argument_errors_are_one_line(text, accept, words):
    with pytest.raises(ValueError) as e:
        parse_model_arg(text, *(() if accept is None else (accept,)))
    assert words in str(e.value) and "\n" not in str(e.value)


def test_every_command_reads_a_model_the_same_way(tmp_path):
    """The name resolver, eval's model opener and the agent's policy maker all refuse what
    the reader refuses, with its words."""
    from parity.agent.run import make_policy
    from parity.evaluation.model_arg import open_model
    from parity.run.agent_model import resolve

    for opener in (resolve, lambda m: open_model(m, temperature=0.0),
                   lambda m: make_policy(m, None, 0.0, None, "default")):
        with pytest.raises(ValueError, match="only http:// and https://"):
            opener("ftp://example")
        with pytest.raises(ValueError, match="no such directory"):
            opener(str(tmp_path / "nowhere"))
    with pytest.raises(ValueError, match="not a model here"):
        resolve("no-such-model")
