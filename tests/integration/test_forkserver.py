"""The grading fork server: same rewards as a new sandbox per grade, and no grade can reach
the next one (daemons, a killed or reconfigured server, forged replies, timeouts)."""

from __future__ import annotations

import os
import signal
import textwrap
import time
from pathlib import Path

import pytest

from parity.envserver.config import EnvConfig
from parity.envserver.sessions import LocalEnv
from parity.sandbox import make_backend
from parity.sandbox.base import Limits
from parity.sandbox.workspace import text_patch
from parity.tasks import forkserver
from parity.tasks.config import GradingConfig
from parity.tasks.forkserver import ForkServerPool
from parity.tasks.grading import grade_patch
from parity.types import Grade, Snapshot, Task
from tests.conftest import CALC, HIDDEN_TESTS, make_repo, needs_bwrap

pytestmark = needs_bwrap

FIX = text_patch("pkg/calc.py", CALC, CALC.replace("a - b", "a + b"))


def _init_patch(code: str, fixed: bool = False) -> str:
    """A patch that puts `code` into pkg/__init__.py, with or without the real fix."""
    return text_patch("pkg/__init__.py", "", textwrap.dedent(code)) + (FIX if fixed else "")


# Starts a detached process that, for ten seconds, "fixes" every grade directory it can see.
DAEMON = _init_patch('''
    import subprocess, sys
    HELPER = """
    import glob, time
    end = time.time() + 10
    while time.time() < end:
        for calc in glob.glob("/workspace/*/pkg/calc.py") + glob.glob("/workspace/pkg/calc.py"):
            try:
                open(calc, "w").write("def add(a, b):\\\\n    return a + b\\\\n\\\\n\\\\ndef mul(a, b):\\\\n    return a * b\\\\n")
            except OSError:
                pass
        open("/tmp/daemon-was-here", "w").close()
        time.sleep(0.01)
    """
    subprocess.Popen([sys.executable, "-c", HELPER], start_new_session=True,
                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
''')
KILL_PARENT = _init_patch('''
    import os, signal
    os.kill(os.getppid(), signal.SIGKILL)
''')
FORGE_REPLY = _init_patch('''
    import os
    line = b'{"exit_code": 0, "timed_out": false, "killed_reason": null, "head": "1 passed in 0.01s", "tail": "", "total": 17, "dirty": null}\\n'
    for fd in range(20):
        try:
            os.write(os.open(f"/proc/{os.getppid()}/fd/{fd}", os.O_WRONLY), line)
        except OSError:
            pass
''')
LOWER_SERVER_LIMITS = _init_patch('''
    import os, resource
    try:
        resource.prlimit(os.getppid(), resource.RLIMIT_NOFILE, (64, 64))
    except OSError:
        pass
''')
HANG = text_patch("pkg/calc.py", CALC, CALC.replace("    return a - b", "    while True:\n        pass"))
# A hidden test that fails if anything of an earlier grade is left where it could see it.
CLEAN_TEST = {"tests/test_clean.py": textwrap.dedent('''
    import glob, os

    def test_nothing_left_behind():
        assert not os.path.exists("/tmp/daemon-was-here")
        if os.getcwd() != "/workspace":  # a fork server's grade dir: no other may be there
            assert glob.glob("/workspace/*") == [os.getcwd()]
''')}


@pytest.fixture
def task(tmp_path: Path) -> Task:
    repo = make_repo(tmp_path / "repo")
    return Task(id="calc", snapshot=Snapshot(path=str(repo)),
                hidden_tests={**HIDDEN_TESTS, **CLEAN_TEST},
                fail_to_pass=["tests/test_calc.py::test_add"],
                pass_to_pass=["tests/test_calc.py::test_mul",
                              "tests/test_clean.py::test_nothing_left_behind"],
                test_timeout_s=20)


@pytest.fixture
def backend(tmp_path: Path):
    return make_backend("bwrap", tmp_path / "sandboxes")


@pytest.fixture
def pool(backend):
    p = ForkServerPool(backend, Limits(), GradingConfig(max_servers=1))
    yield p
    p.close()


def _grade(backend, pool, task: Task, patch: str) -> Grade:
    return grade_patch(backend, Path(task.snapshot.path), patch, task, Limits(),
                       f"t{time.monotonic_ns()}", fast=pool)


def test_fix_earns_one_and_no_fix_zero(backend, pool, task):
    good = _grade(backend, pool, task, FIX)
    assert good.reward == 1.0, good.reasons
    bad = _grade(backend, pool, task, "")
    assert bad.reward == 0.0 and any("FAIL_TO_PASS" in r for r in bad.reasons)
    wrong = _grade(backend, pool, task, text_patch("pkg/calc.py", CALC, CALC.replace("a - b", "a * b")))
    assert wrong.reward == 0.0
    assert pool.counts == {"fast": 3}
    [server] = pool.idle_servers()
    status = server.status()
    assert status["pids"] == []  # nothing but the server is alive between grades
    assert "pkg" not in status["modules"] and "pkg.calc" not in status["modules"]


def test_daemon_cannot_reach_the_next_grade(backend, pool, task):
    _grade(backend, pool, task, DAEMON)
    [server] = pool.idle_servers()
    assert server.status()["pids"] == []
    after = _grade(backend, pool, task, "")  # the daemon would have "fixed" this one
    assert after.reward == 0.0, after.reasons
    outcome = {t.test_id: t.outcome for t in after.tests}
    assert outcome.get("tests/test_clean.py::test_nothing_left_behind") == "passed"
    assert pool.counts == {"fast": 2}


def test_killing_the_server_pays_nothing_and_the_next_grade_is_fast(backend, pool, task):
    killed = _grade(backend, pool, task, KILL_PARENT)
    assert killed.reward == 0.0
    assert pool.counts == {"server_died": 1}
    # Even with the fix: code under test that kills its server is not graded again elsewhere
    # (a second path is a second chance for an attack).
    killed_fixed = _grade(backend, pool, task, KILL_PARENT + FIX)
    assert killed_fixed.reward == 0.0
    assert any("grading server died" in r for r in killed_fixed.reasons), killed_fixed.reasons
    after = _grade(backend, pool, task, FIX)
    assert after.reward == 1.0, after.reasons
    assert pool.counts == {"server_died": 2, "fast": 1}


def test_a_child_cannot_forge_replies_or_keep_a_reconfigured_server(backend, pool, task):
    forged = _grade(backend, pool, task, FORGE_REPLY)
    assert forged.reward == 0.0
    assert pool.counts == {"fast": 1} and pool.num_started == 1
    lowered = _grade(backend, pool, task, LOWER_SERVER_LIMITS)
    assert lowered.reward == 0.0
    after = _grade(backend, pool, task, FIX)
    assert after.reward == 1.0, after.reasons
    assert pool.counts == {"fast": 3}
    assert pool.num_started == 2  # the server whose limits were lowered was replaced


def test_a_server_that_died_while_idle_is_replaced(backend, pool, task):
    assert _grade(backend, pool, task, FIX).reward == 1.0
    [server] = pool.idle_servers()
    os.killpg(server.proc.pid, signal.SIGKILL)
    server.proc.wait()
    assert _grade(backend, pool, task, FIX).reward == 1.0
    assert pool.counts == {"fast": 2} and pool.num_started == 2


def test_snapshots_too_big_to_copy_go_the_slow_way(backend, task, tmp_path):
    small = ForkServerPool(backend, Limits(), GradingConfig(max_snapshot_files=2))
    try:
        assert _grade(backend, small, task, FIX).reward == 1.0
        assert small.counts == {"fallback:snapshot": 1} and small.num_started == 0
    finally:
        small.close()


def test_timeout_kills_the_run_and_the_server_goes_on(backend, pool, task):
    slow = task.model_copy(update={"test_timeout_s": 2.0})
    hung = _grade(backend, pool, slow, HANG)
    assert hung.timed_out and hung.reward == 0.0
    assert hung.error == "wall-clock timeout after 2 s"
    assert 2.0 <= hung.duration_s < 10.0
    after = _grade(backend, pool, slow, FIX)
    assert after.reward == 1.0, after.reasons
    assert pool.counts == {"fast": 2}


def test_a_stopped_server_is_replaced(backend, pool, task, monkeypatch):
    monkeypatch.setattr(forkserver, "REPLY_MARGIN_S", 1.0)
    quick = task.model_copy(update={"test_timeout_s": 2.0})
    stop = _init_patch("import os, signal\nos.kill(os.getppid(), signal.SIGSTOP)\n", fixed=True)
    stopped = _grade(backend, pool, quick, stop)
    assert stopped.reward == 0.0, stopped.reasons  # code under test stopped it: no retry
    assert any("grading server died" in r for r in stopped.reasons)
    assert pool.counts == {"server_died": 1}
    assert _grade(backend, pool, quick, FIX).reward == 1.0
    assert pool.counts["fast"] == 1


def test_what_the_fast_path_cannot_take_goes_the_slow_way(backend, pool, task, tmp_path):
    with_setup = task.model_copy(update={"setup": "true"})
    assert _grade(backend, pool, with_setup, FIX).reward == 1.0
    shell = task.model_copy(update={"test_command": "env python -m pytest -q"})
    assert _grade(backend, pool, shell, FIX).reward == 1.0
    assert pool.counts == {"fallback:setup": 1, "fallback:test_command": 1}
    local = ForkServerPool(make_backend("local", tmp_path / "local"), Limits(), GradingConfig())
    try:
        assert local.grade(Path(task.snapshot.path), FIX, task, time.monotonic()) is None
        assert local.counts == {"fallback:backend": 1}
    finally:
        local.close()


def _summary(g: Grade) -> tuple:
    return (g.reward, g.exit_code, g.timed_out, g.error,
            tuple((t.test_id, t.outcome) for t in g.tests), tuple(g.reasons))


def test_same_grades_as_the_slow_path_on_bundled_tasks(backend, pool):
    from parity.tasks import bundled_specs
    from parity.tasks.schema import to_task

    specs = bundled_specs("train")
    picked = [specs[i * (len(specs) // 5)] for i in range(5)]
    for spec in picked:
        task = to_task(spec)
        for patch, expected in ((spec.gold_patch, 1.0), ("", 0.0)):
            fast = _grade(backend, pool, task, patch)
            slow = _grade(backend, None, task, patch)
            assert fast.reward == expected, (spec.id, fast.reasons)
            assert _summary(fast) == _summary(slow), spec.id
    assert pool.counts == {"fast": 10}


async def test_local_env_grades_through_the_fork_server(tmp_path, task):
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "env")))
    try:
        info = await env.create_session(task=task)
        assert (await env.grade(info.session_id)).reward == 0.0
        assert (await env.grade_patch(task, FIX)).reward == 1.0
        stats = env.stats()["grading"]
        assert stats["counts"] == {"fast": 2} and stats["grade_p50_ms"] > 0
        registry = env.metrics.registry
        assert registry.get_sample_value("parity_env_grades_total", {"path": "fork_server"}) == 2
    finally:
        await env.aclose()
