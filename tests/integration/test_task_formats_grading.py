"""A SWE-bench-style instance graded end to end: the agent sees the repo's own tests, the
hidden ones arrive as a test_patch only at grading."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from parity.envserver.sessions import LocalEnv
from parity.sandbox.workspace import text_patch
from parity.tasks.loaders import load_tasks
from parity.tasks.schema import to_task
from tests.conftest import needs_bwrap

pytestmark = needs_bwrap

OPS = "def double(x):\n    return x + x\n\n\ndef half(x):\n    return x * 2\n"
TESTS = "from ops import double\n\n\ndef test_double():\n    assert double(2) == 4\n"


def _git_repo(root: Path) -> str:
    root.mkdir(parents=True)
    (root / "ops.py").write_text(OPS)
    (root / "tests").mkdir()
    (root / "tests" / "test_ops.py").write_text(TESTS)
    git = ["git", "-C", str(root), "-c", "user.email=t@t", "-c", "user.name=t"]
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-qm", "base"], check=True)
    return subprocess.run([*git, "rev-parse", "HEAD"], capture_output=True, text=True,
                          check=True).stdout.strip()


async def test_swebench_instance_is_graded_with_its_test_patch(tmp_path, env_config):
    repos = tmp_path / "repos"
    commit = _git_repo(repos / "acme__ops")
    fixed = OPS.replace("x * 2", "x / 2")
    test_patch = text_patch("tests/test_ops.py", TESTS,
                            TESTS.replace("from ops import double", "from ops import double, half")
                            + "\n\ndef test_half():\n    assert half(4) == 2\n")
    record = {
        "instance_id": "acme__ops-1", "repo": "acme/ops", "base_commit": commit,
        "patch": text_patch("ops.py", OPS, fixed), "test_patch": test_patch,
        "problem_statement": "half(4) returns 8", "version": "1.0",
        "FAIL_TO_PASS": json.dumps(["tests/test_ops.py::test_half"]),
        "PASS_TO_PASS": json.dumps(["tests/test_ops.py::test_double"]),
    }
    data = tmp_path / "swe.jsonl"
    data.write_text(json.dumps(record) + "\n")
    [spec] = load_tasks(data, repos_root=repos)
    task = to_task(spec)
    assert (Path(task.snapshot.path) / "tests" / "test_ops.py").exists()  # the agent sees them
    env = LocalEnv(env_config)
    try:
        gold = await env.grade_patch(task, task.gold_patch)
        assert gold.reward == 1.0, gold.reasons
        noop = await env.grade_patch(task, "")
        assert noop.reward == 0.0 and any("FAIL_TO_PASS" in r for r in noop.reasons)
    finally:
        await env.aclose()
