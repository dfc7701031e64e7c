"""The shipped outside set end to end, as `parity train` meets it on a fresh machine: every
package fetched into an empty cache (`parity tasks fetch --file outside all`: sha256 checked,
no layer to build, the packages need nothing but pytest), then each task graded in the
environment server: its bug makes its failing tests fail (the empty patch earns 0, and not one
FAIL_TO_PASS test passes) and its gold patch earns 1; with the tests shown in the workspace
(`tasks.visible_tests`) too, for a task of each package. `load_task_sets` puts it beside the
kata and the bundled sets as a set of its own, labelled with its packages. Needs PyPI
(skipped, saying so, without it)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from parity.config import load_config
from parity.envserver.config import EnvConfig
from parity.envserver.sessions import LocalEnv
from parity.run.tasks import load_task_sets
from parity.tasks.pypi import OUTSIDE_TASKS, packages
from parity.tasks.schema import read_specs, to_task, with_tests_visible
from tests.conftest import needs_bwrap, pypi_unreachable

pytestmark = [pytest.mark.slow, needs_bwrap, pytest.mark.timeout(1800)]


@pytest.fixture
def fetched(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> float:
    """The set fetched into an empty cache; the seconds it took."""
    specs = read_specs(OUTSIDE_TASKS)
    if why := pypi_unreachable(next(iter(packages(specs).values())).url):
        pytest.skip(why)
    monkeypatch.setenv("PARITY_CACHE", str(tmp_path / "cache"))
    start = time.monotonic()
    r = subprocess.run([sys.executable, "-m", "parity.cli", "tasks", "fetch", "--file",
                        "outside", "all"], capture_output=True, text=True, timeout=600,
                       env=dict(os.environ))
    assert r.returncode == 0, r.stderr[-3000:]
    for pin in packages(specs).values():
        assert f"{pin.name} {pin.version}: source in" in r.stderr, r.stderr
    return time.monotonic() - start


async def test_every_bug_fails_its_tests_and_every_gold_patch_fixes_them(
        fetched: float, tmp_path: Path) -> None:
    assert fetched < 120, f"fetching the outside set took {fetched:.0f} s"
    specs = read_specs(OUTSIDE_TASKS)
    shown_once = {s.sdist.name: s for s in reversed(specs)}  # a task of each package
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sb")))
    try:
        for spec in specs + [with_tests_visible(s) for s in shown_once.values()]:
            task = to_task(spec)
            noop = await env.grade_patch(task, "")
            assert noop.reward == 0.0, (spec.id, noop.reasons)
            outcome = {t.test_id: t.outcome for t in noop.tests}
            assert not [t for t in spec.fail_to_pass if outcome.get(t) == "passed"], spec.id
            gold = await env.grade_patch(task, spec.gold_patch)
            assert gold.reward == 1.0, (spec.id, gold.reasons, gold.output_tail[-2000:])
    finally:
        await env.aclose()


@pytest.mark.parametrize("train", ["kata", "bundled"])
def test_the_built_in_sets_evaluate_it_as_a_set_of_its_own(fetched: float, train: str,
                                                             tmp_path: Path) -> None:
    cfg = load_config(None, [f"tasks.train={train}", "tasks.outside_eval=outside",
                             "tasks.outside_eval_tasks=8"])
    sets = load_task_sets(cfg, tmp_path / "synth")
    assert list(sets.eval_sets())[-1] == "outside" and len(sets.outside) == 8
    names = sorted(packages(read_specs(OUTSIDE_TASKS)))
    assert all(n in sets.labels["outside"] for n in names), sets.labels
    assert {t.repo for t in sets.outside}.isdisjoint({t.repo for t in sets.rl})
