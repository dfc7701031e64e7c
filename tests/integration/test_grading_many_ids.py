"""A task that lists more test ids than one command-line argument can hold (Linux: 128 KiB,
and the slow path's whole command is one `bash -c` argument): graded on the slow path (a
new sandbox session, as every task with setup commands is) and through the fork server."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from parity.sandbox import make_backend
from parity.sandbox.base import Limits
from parity.sandbox.workspace import text_patch
from parity.tasks.config import GradingConfig
from parity.tasks.forkserver import ForkServerPool
from parity.tasks.grading import grade_patch
from parity.types import Snapshot, Task
from tests.conftest import CALC, make_repo, needs_bwrap

pytestmark = needs_bwrap

NUM_CASES = 1200
PAD = "a-long-parameter-id-" * 5  # 1,200 ids of 137 bytes: 165 KB
MANY = (
    "import pytest\n\nfrom pkg.calc import add, mul\n\n\n"
    f"@pytest.mark.parametrize('n', range({NUM_CASES}), ids=lambda n: f'{PAD}{{n:05d}}')\n"
    "def test_mul(n):\n    assert mul(n, 1) == n\n\n\n"
    "def test_add():\n    assert add(2, 3) == 5\n"
)
FIX = text_patch("pkg/calc.py", CALC, CALC.replace("a - b", "a + b"))


@pytest.fixture
def task(tmp_path: Path) -> Task:
    repo = make_repo(tmp_path / "repo")
    ids = [f"tests/test_many.py::test_mul[{PAD}{n:05d}]" for n in range(NUM_CASES)]
    assert len(" ".join(ids)) > 128 * 1024
    return Task(id="many", snapshot=Snapshot(path=str(repo)),
                hidden_tests={"tests/test_many.py": MANY},
                fail_to_pass=["tests/test_many.py::test_add"], pass_to_pass=ids,
                test_timeout_s=300)


@pytest.mark.parametrize("path", ["slow", "fork_server"])
def test_more_ids_than_a_command_line_holds(tmp_path, task, path):
    backend = make_backend("bwrap", tmp_path / "sandboxes")
    pool = ForkServerPool(backend, Limits(), GradingConfig(max_servers=1)) \
        if path == "fork_server" else None
    try:
        for patch, expected in ((FIX, 1.0), ("", 0.0)):
            grade = grade_patch(backend, Path(task.snapshot.path), patch, task, Limits(),
                                f"t{time.monotonic_ns()}", fast=pool)
            assert grade.reward == expected, grade.reasons
            assert len(grade.tests) == NUM_CASES + 1  # exactly the listed tests ran
            assert sum(t.outcome == "passed" for t in grade.tests) == NUM_CASES + expected
        assert pool is None or pool.counts == {"fast": 2}
    finally:
        if pool is not None:
            pool.close()


def test_conftests_of_the_ids_directories_load_first(tmp_path):
    """pytest calls a conftest's `pytest_sessionstart` only for its initial conftests, the
    ones beside its arguments: the ids given through the plugin count as arguments there."""
    repo = make_repo(tmp_path / "repo")
    hidden = {
        "pkg/checks/conftest.py": "import os\n\n\ndef pytest_sessionstart(session):\n"
                                  "    os.environ['CHECKS_SESSION'] = 'started'\n",
        "pkg/checks/test_start.py": "import os\n\nfrom pkg.calc import add\n\n\n"
                                    "def test_start():\n"
                                    "    assert os.environ.get('CHECKS_SESSION') == 'started'\n"
                                    "    assert add(2, 3) == 5\n",
    }
    task = Task(id="start", snapshot=Snapshot(path=str(repo)), hidden_tests=hidden,
                fail_to_pass=["pkg/checks/test_start.py::test_start"], test_timeout_s=60)
    backend = make_backend("bwrap", tmp_path / "sandboxes")
    grade = grade_patch(backend, repo, FIX, task, Limits(), "start")
    assert grade.reward == 1.0, grade.reasons


def test_a_command_naming_its_rootdir_reads_the_configuration_beside_the_ids(tmp_path):
    """pytest looks for its configuration before it has the ids: a command that names only
    `--rootdir` still gets the file pytest would find from the ids' directories."""
    repo = make_repo(tmp_path / "repo")
    (repo / "pkg" / "checks").mkdir()
    (repo / "pkg" / "checks" / "pytest.ini").write_text("[pytest]\npython_functions = check_*\n")
    hidden = {"pkg/checks/test_names.py": "from pkg.calc import add\n\n\n"
                                          "def check_add():\n    assert add(2, 3) == 5\n"}
    task = Task(id="rootdir", snapshot=Snapshot(path=str(repo)), hidden_tests=hidden,
                test_command="python -m pytest -q --rootdir=.",
                fail_to_pass=["pkg/checks/test_names.py::check_add"], test_timeout_s=60)
    backend = make_backend("bwrap", tmp_path / "sandboxes")
    grade = grade_patch(backend, repo, FIX, task, Limits(), "rootdir")
    assert grade.reward == 1.0, grade.reasons
