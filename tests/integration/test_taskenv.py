"""Environments: a repository whose tests import a package Parity's venv lacks (tomli_w)
runs and grades in its dependency layer, and fails clearly without it. Builds use the
network (PyPI) once per test module, into a private cache."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parity.envserver.base import BadRequest
from parity.envserver.config import EnvConfig
from parity.envserver.sessions import LocalEnv
from parity.taskenv import EnvMissing, EnvSpec, build, layer_dir, list_layers, spec_from_repo
from parity.tasks.config import GradingConfig
from parity.types import Snapshot, Task, ToolCall
from tests.conftest import needs_bwrap

PACKAGE = "tomli_w"  # pure Python, small, and not in Parity's own venv (checked below)
SOURCE = 'import tomli_w\n\n\ndef dump(d):\n    return tomli_w.dumps(d).strip() + "!"\n'
GOLD = """diff --git a/fmt/__init__.py b/fmt/__init__.py
--- a/fmt/__init__.py
+++ b/fmt/__init__.py
@@ -2,4 +2,4 @@ import tomli_w
{blank}
{blank}
 def dump(d):
-    return tomli_w.dumps(d).strip() + "!"
+    return tomli_w.dumps(d).strip()
""".replace("{blank}", " ")  # context lines of blank lines: one space
HIDDEN = {"tests/test_fmt.py": "from fmt import dump\n\n\ndef test_dump():\n"
                               "    assert dump({'a': 1}) == 'a = 1'\n"}


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory):
    old = os.environ.get("PARITY_CACHE")
    path = tmp_path_factory.mktemp("cache")
    os.environ["PARITY_CACHE"] = str(path)
    yield path
    if old is None:
        os.environ.pop("PARITY_CACHE")
    else:
        os.environ["PARITY_CACHE"] = old


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("fmt")
    (root / "fmt").mkdir()
    (root / "fmt" / "__init__.py").write_text(SOURCE)
    (root / "pyproject.toml").write_text(
        '[project]\nname = "fmt"\nversion = "0"\ndependencies = ["tomli_w>=1.0"]\n'
        '[project.optional-dependencies]\ntest = ["pytest", "fmt[extra]"]\n')
    return root


@pytest.fixture(scope="module")
def built(cache: Path, repo: Path) -> dict:
    spec = spec_from_repo(repo)
    start = time.monotonic()
    cold = build(spec)
    cold_s = time.monotonic() - start
    start = time.monotonic()
    again = build(spec)
    cached_s = time.monotonic() - start
    print(f"\nenv build: cold {cold_s:.2f} s, cached {cached_s * 1000:.2f} ms, "
          f"{cold.size_bytes / 1e6:.1f} MB")
    return {"spec": spec, "cold": cold, "again": again}


def _task(repo: Path, environment: str | None) -> Task:
    return Task(id="fmt-1", snapshot=Snapshot(path=str(repo)), hidden_tests=HIDDEN,
                fail_to_pass=["tests/test_fmt.py::test_dump"], gold_patch=GOLD,
                environment=environment)


def test_package_is_not_in_parity_venv() -> None:
    r = subprocess.run([sys.executable, "-c", f"import {PACKAGE}"], capture_output=True)
    assert r.returncode != 0, f"{PACKAGE} is importable here: the test would prove nothing"


def test_spec_from_repo(repo: Path) -> None:
    spec = spec_from_repo(repo)
    assert spec.requirements == ["pytest", "tomli_w>=1.0"]  # not the project itself
    assert spec.id == EnvSpec(requirements=["tomli_w>=1.0"]).id
    assert spec.id != EnvSpec(requirements=["tomli_w>=1.1"]).id
    with pytest.raises(ValueError, match="not a requirement"):
        EnvSpec(requirements=["-e ."])
    with pytest.raises(ValueError, match="env-"):
        layer_dir("../../etc")


def test_build_is_cached(built: dict) -> None:
    cold, again = built["cold"], built["again"]
    assert not cold.cached and again.cached and again.path == cold.path
    assert (cold.path / "bin" / "python").exists() and cold.size_bytes > 0
    listed = list_layers()
    assert [m["id"] for m in listed] == [cold.env_id]
    assert any(p.startswith("tomli") for p in listed[0]["installed"])


@needs_bwrap
@pytest.mark.parametrize("fork_server", [True, False])
async def test_session_and_grade_in_env(built: dict, repo: Path, tmp_path: Path,
                                        fork_server: bool) -> None:
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sb"),
                             grading=GradingConfig(fork_server=fork_server)))
    layer = built["cold"].path
    try:
        task = _task(repo, built["spec"].id)
        info = await env.create_session(task=task)
        [r] = await env.run_tools(info.session_id, [ToolCall(
            name="run_terminal_cmd", arguments=json.dumps(
                {"command": "python -c 'import sys, tomli_w; print(sys.prefix)'"}))])
        assert r.ok and r.output.splitlines()[0] == str(layer), r.output
        gold = await env.grade_patch(task, GOLD)
        assert gold.reward == 1.0, (gold.reasons, gold.output_tail)
        noop = await env.grade_patch(task, "")
        assert noop.reward == 0.0
        # the same task without its environment: the tests cannot import the package
        bare = await env.grade_patch(_task(repo, None), GOLD)
        assert bare.reward == 0.0 and "No module named 'tomli_w'" in bare.output_tail
        if fork_server:
            assert env.grader is not None and env.grader.counts["fast"] == 3
    finally:
        await env.aclose()


@needs_bwrap
async def test_missing_env_says_how_to_build(cache: Path, repo: Path, tmp_path: Path) -> None:
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sb")))
    task = _task(repo, "env-0123456789abcdef")
    try:
        for call in (env.create_session(task=task), env.grade_patch(task, GOLD)):
            with pytest.raises(BadRequest) as e:
                await call
            assert "env-0123456789abcdef" in str(e.value) and "parity env build" in str(e.value)
            assert "\n" not in str(e.value)
    finally:
        await env.aclose()
    from parity.taskenv import require
    with pytest.raises(EnvMissing):
        require("env-0123456789abcdef", "t")


def test_cli_build_list_prune(built: dict, repo: Path, tmp_path: Path) -> None:
    from parity.cli import app

    tasks = tmp_path / "tasks.jsonl"
    tasks.write_text(json.dumps({"id": "fmt-1", "repo": str(repo), "problem_statement": "x",
                                 "fail_to_pass": ["tests/test_fmt.py::test_dump"],
                                 "environment": "repo"}) + "\n")
    runner = CliRunner()
    r = runner.invoke(app, ["env", "build", str(tasks)])
    assert r.exit_code == 0 and f"{built['spec'].id}: cached" in r.output, r.output
    r = runner.invoke(app, ["env", "list"])
    assert r.exit_code == 0 and built["spec"].id in r.output and "tomli_w" in r.output
    r = runner.invoke(app, ["env", "prune", str(tasks)])
    assert r.exit_code == 0 and "nothing to remove" in r.output
    r = runner.invoke(app, ["env", "build", str(tmp_path / "missing.jsonl")])
    assert r.exit_code == 2 and "cannot read" in r.output
