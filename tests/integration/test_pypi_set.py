"""The shipped PyPI task set end to end, the way a user runs it, for its smallest package
(inflection: one module, a fast parametrized suite, no dependency besides pytest): loading it
before the fetch names the command; `parity tasks fetch inflection` downloads the pinned sdist
into an empty cache (sha256 checked), makes the snapshots and builds the layer; a second fetch
is a no-op; then every one of its tasks is graded in the environment server, in its layer:
the gold patch earns 1, the empty patch 0. Needs PyPI (skipped, saying so, without it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from parity.envserver.config import EnvConfig
from parity.envserver.sessions import LocalEnv
from parity.tasks.loaders import load_tasks
from parity.tasks.pypi import PYPI_TASKS, check_fetched, packages
from parity.tasks.schema import read_specs, to_task
from tests.conftest import needs_bwrap, pypi_unreachable

PACKAGE = "inflection"

pytestmark = [pytest.mark.slow, needs_bwrap]


def _fetch(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "parity.cli", "tasks", "fetch", PACKAGE],
                          capture_output=True, text=True, timeout=900, env=env)


async def test_fetch_then_gold_earns_1_and_empty_earns_0(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    pin = packages(read_specs(PYPI_TASKS))[PACKAGE]
    if why := pypi_unreachable(pin.url):
        pytest.skip(why)
    monkeypatch.setenv("PARITY_CACHE", str(tmp_path / "cache"))
    with pytest.raises(FileNotFoundError, match="run `parity tasks fetch "):
        load_tasks("pypi")

    first = _fetch(dict(os.environ))
    assert first.returncode == 0, first.stderr[-3000:]
    assert f"{pin.name} {pin.version}: source in" in first.stderr
    assert "built in" in first.stderr, first.stderr  # the layer, into the empty cache
    again = _fetch(dict(os.environ))
    assert again.returncode == 0 and "cached in" in again.stderr, again.stderr[-2000:]

    specs = [s for s in read_specs(PYPI_TASKS) if s.sdist == pin]
    check_fetched(specs)  # this package's are; the set's others are not (not fetched here)
    others = sorted({s.sdist.name for s in read_specs(PYPI_TASKS)} - {pin.name})
    if others:
        with pytest.raises(FileNotFoundError, match="run `parity tasks fetch ") as e:
            load_tasks("pypi")
        assert all(name in str(e.value) for name in others) and pin.name not in str(e.value)
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sb")))
    try:
        for spec in specs:
            task = to_task(spec)
            assert task.environment == spec.environment.id
            gold = await env.grade_patch(task, spec.gold_patch)
            assert gold.reward == 1.0, (spec.id, gold.reasons, gold.output_tail[-2000:])
            noop = await env.grade_patch(task, "")
            assert noop.reward == 0.0, (spec.id, noop.reasons)
    finally:
        await env.aclose()
