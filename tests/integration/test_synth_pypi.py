"""`parity tasks synth --pypi` end to end, the way a user runs it: a real package from PyPI
with one dependency (freezegun, which imports python-dateutil), its sdist downloaded and its
layer built into a private cache, tasks synthesized in the layer; then one task graded in
the environment server: its gold patch earns 1, the empty patch 0. Needs PyPI."""

from __future__ import annotations

import os
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from parity.envserver.config import EnvConfig
from parity.envserver.sessions import LocalEnv
from parity.tasks.schema import read_specs, to_task
from parity.tasks.synth.sdist import DEFAULT_INDEX
from tests.conftest import needs_bwrap

PACKAGE = "freezegun==1.5.1"
DEPENDENCY = "python-dateutil"

pytestmark = [pytest.mark.slow, needs_bwrap]


def _pypi_reachable() -> str | None:
    index = (os.environ.get("PARITY_PYPI_URL") or DEFAULT_INDEX).rstrip("/")
    try:  # the project's page: some mirrors answer only that (parity.tasks.synth.sdist)
        urllib.request.urlopen(f"{index}/freezegun/json", timeout=15).close()
    except OSError as e:
        return f"PyPI is unreachable ({e})"
    return None


@pytest.fixture(scope="module")
def synthesized(tmp_path_factory: pytest.TempPathFactory):
    if why := _pypi_reachable():
        pytest.skip(why)
    cache = tmp_path_factory.mktemp("cache")
    out = tmp_path_factory.mktemp("out")
    env = dict(os.environ, PARITY_CACHE=str(cache))
    r = subprocess.run([sys.executable, "-m", "parity.cli", "tasks", "synth", "--pypi", PACKAGE,
                        "--max-candidates", "4", "--workers", "2", "--out", str(out)],
                       capture_output=True, text=True, timeout=900, env=env)
    old = os.environ.get("PARITY_CACHE")
    os.environ["PARITY_CACHE"] = str(cache)  # where the layer and the sdist are
    yield out, r
    if old is None:
        os.environ.pop("PARITY_CACHE")
    else:
        os.environ["PARITY_CACHE"] = old


async def test_synth_pypi_tasks_grade_in_their_environment(synthesized, tmp_path: Path) -> None:
    out, r = synthesized
    assert r.returncode == 0, r.stderr[-3000:]  # in the test: the xfail above covers it
    specs = read_specs(out / "tasks.jsonl")
    assert specs, r.stderr[-2000:]
    spec = specs[0]
    # freezegun reads its callers' frames and replaces the clock: its tasks say so, learned
    # from the repository's own code (docs/tasks.md, "What a repository may do itself")
    for s in specs:  # (its other modules do neither)
        if "a/freezegun/api.py" in s.bug_patch:
            assert s.grading_allows == ["clock", "frames"], (s.id, s.grading_allows)
    assert any(s.grading_allows for s in specs), [s.id for s in specs]
    # the tasks name the layer, which holds the dependency the package's tests import
    assert spec.environment is not None and spec.environment != "repo"
    assert any(req.startswith(DEPENDENCY) for req in spec.environment.requirements)
    task = to_task(spec)
    assert task.environment == spec.environment.id
    assert f"environment {task.environment}" in r.stderr
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sb")))
    try:
        gold = await env.grade_patch(task, spec.gold_patch)
        assert gold.reward == 1.0, (gold.reasons, gold.output_tail[-2000:])
        noop = await env.grade_patch(task, "")
        assert noop.reward == 0.0, noop.reasons
    finally:
        await env.aclose()
    # without the layer (no dateutil) the gold patch earns 0: the layer is what ran
    bare = task.model_copy(update={"environment": None})
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sb2")))
    try:
        grade = await env.grade_patch(bare, spec.gold_patch)
    finally:
        await env.aclose()
    assert grade.reward == 0.0, grade.output_tail[-1000:]
