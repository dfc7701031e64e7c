"""A task on its own OCI image, with no Docker daemon: an image built here with umoci (a
minimal root filesystem: bash, coreutils, git, the system Python with pytest, and a small
repository with a bug at /testbed), pulled with `parity env pull`, run under bwrap."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from parity.envserver.sessions import LocalEnv
from parity.taskenv import EnvMissing, images
from parity.tasks.schema import TaskSpec, to_task
from parity.types import ToolCall
from tests.conftest import BWRAP_REASON

pytestmark = [
    pytest.mark.skipif(BWRAP_REASON is not None, reason=f"no bubblewrap sandbox: {BWRAP_REASON}"),
    pytest.mark.skipif(shutil.which("umoci") is None,
                       reason="umoci is not installed (apt-get install umoci)"),
]

BINARIES = ("/usr/bin/bash", "/usr/bin/dash", "/usr/bin/git", "/usr/bin/rm", "/usr/bin/cat",
            "/usr/bin/ls", "/usr/bin/mkdir", "/usr/bin/env", "/usr/bin/head",
            os.path.realpath("/usr/bin/python3"))
STDLIB_LEFT_OUT = {"test", "idlelib", "tkinter", "turtledemo", "ensurepip", "lib2to3",
                   "__pycache__", "pydoc_data"}
PYTEST_PACKAGES = ("pytest", "_pytest", "pluggy", "iniconfig", "packaging", "pygments", "py.py")
CALC = "def add(a, b):\n    return a - b\n\n\ndef mul(a, b):\n    return a * b\n"
GOLD = ("--- a/calc.py\n+++ b/calc.py\n@@ -1,3 +1,3 @@\n def add(a, b):\n"
        "-    return a - b\n+    return a + b\n \n")
TEST_PATCH = ("--- /dev/null\n+++ b/test_calc.py\n@@ -0,0 +1,7 @@\n+from calc import add, mul\n"
              "+\n+def test_add():\n+    assert add(2, 3) == 5\n+\n+def test_mul():\n"
              "+    assert mul(2, 3) == 6\n")


def _copy_with_libs(binary: str, rootfs: Path) -> None:
    """`binary` and the shared libraries ldd says it loads, at their paths in `rootfs`."""
    out = subprocess.run(["ldd", binary], capture_output=True, text=True, check=True).stdout
    for path in [binary, *re.findall(r"(/\S+) \(0x", out)]:
        dest = rootfs / path.lstrip("/")
        if not dest.exists():
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, dest)


def _umoci(*args: str) -> None:
    subprocess.run(["umoci", *args], check=True, capture_output=True)


@pytest.fixture(scope="session")
def oci_layout(tmp_path_factory) -> str:
    """A local OCI layout, tag `latest` (built once per test session, about 40 MB)."""
    work = tmp_path_factory.mktemp("oci")
    layout, bundle = work / "layout", work / "bundle"
    _umoci("init", "--layout", str(layout))
    _umoci("new", "--image", f"{layout}:base")
    _umoci("unpack", "--rootless", "--image", f"{layout}:base", str(bundle))
    rootfs = bundle / "rootfs"
    for d in ("usr/bin", "usr/lib", "usr/lib64", "etc", "testbed"):
        (rootfs / d).mkdir(parents=True, exist_ok=True)
    for top in ("bin", "lib", "lib64", "sbin"):  # Debian's merged /usr
        (rootfs / top).symlink_to(f"usr/{'bin' if top == 'sbin' else top}")
    for binary in BINARIES:
        _copy_with_libs(binary, rootfs)
    for name, target in (("sh", "dash"), ("python3", os.path.basename(BINARIES[-1])),
                         ("python", "python3")):
        (rootfs / "usr/bin" / name).symlink_to(target)
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    shutil.copytree(f"/usr/lib/{version}", rootfs / "usr/lib" / version, symlinks=True,
                    ignore=lambda d, names: [n for n in names if n in STDLIB_LEFT_OUT])
    site = Path(pytest.__file__).parent.parent  # this venv's: pytest is pure Python
    dist = rootfs / "usr/lib/python3/dist-packages"
    dist.mkdir(parents=True)
    for name in PYTEST_PACKAGES:
        src = site / name
        if src.is_dir():
            shutil.copytree(src, dist / name, ignore=shutil.ignore_patterns("__pycache__"))
        elif src.is_file():
            shutil.copy2(src, dist / name)
    (rootfs / "etc/image-marker").write_text("from the image\n")
    (rootfs / "testbed/calc.py").write_text(CALC)
    (rootfs / "testbed/README.md").write_text("# calc\n")
    _umoci("repack", "--image", f"{layout}:latest", str(bundle))
    return f"oci:{layout}:latest"


@pytest.fixture
def pulled(oci_layout):
    before = {r["ref"] for r in images.list_images()}
    r = subprocess.run([sys.executable, "-m", "parity.cli", "env", "pull", oci_layout],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    assert "unpacked" in r.stdout or "cached" in r.stdout
    listed = subprocess.run([sys.executable, "-m", "parity.cli", "env", "list"],
                            capture_output=True, text=True, timeout=120).stdout
    assert f"image {oci_layout}" in listed
    yield oci_layout
    images.prune(before - {oci_layout})  # the user's cache keeps only what it had
    assert oci_layout not in {r["ref"] for r in images.list_images()}


def _spec(ref: str) -> TaskSpec:
    return TaskSpec(id="calc-image", repo="calc", image=ref, workspace="/testbed",
                    problem_statement="add() subtracts", fail_to_pass=["test_calc.py::test_add"],
                    pass_to_pass=["test_calc.py::test_mul"], test_patch=TEST_PATCH,
                    hide_tests="none", gold_patch=GOLD, test_timeout_s=60)


async def test_a_session_runs_on_the_image(pulled, env_config):
    task = to_task(_spec(pulled))
    assert task.snapshot.path == str(images.require(pulled, task.id) / "testbed")
    env = LocalEnv(env_config)
    try:
        info = await env.create_session(task=task)

        async def sh(command: str) -> str:
            [r] = await env.run_tools(info.session_id, [ToolCall(
                id="c", name="run_terminal_cmd", arguments=json.dumps({"command": command}))])
            return r.output

        image_python = subprocess.run([BINARIES[-1], "--version"], capture_output=True,
                                      text=True).stdout.strip()
        out = await sh("pwd; python3 --version; python3 -c 'import os; print(os.getuid())'; "
                       "cat /etc/image-marker")
        assert out.splitlines()[:4] == ["/testbed", image_python, "1000", "from the image"]
        # nothing of the host: its /etc, its project venv, its own Python's site-packages
        out = await sh(f"cat /etc/hostname; ls {sys.prefix}; ls /usr/lib/python3.11/site-packages"
                       f"; ls {Path(__file__).parent}; echo x > /usr/x; echo y > /tmp/y && "
                       "cat /tmp/y")
        assert out.count("No such file or directory") == 4, out
        assert "Read-only file system" in out and out.splitlines()[-2] == "y", out
        [lint] = await env.run_tools(info.session_id, [ToolCall(
            id="l", name="read_lints", arguments='{"paths": ["calc.py"]}')])
        assert not lint.ok and "own OCI image" in lint.output
        [edit] = await env.run_tools(info.session_id, [ToolCall(
            id="e", name="edit_file", arguments=json.dumps(
                {"path": "/testbed/calc.py", "old_string": "a - b", "new_string": "a + b"}))])
        assert edit.ok, edit.output
        diff = await env.diff(info.session_id)
        assert "-    return a - b" in diff and "+    return a + b" in diff
        assert "a - b" in (images.require(pulled, task.id) / "testbed/calc.py").read_text()
        fixed = await env.grade(info.session_id)
        assert fixed.reward == 1.0, fixed.output_tail
        await env.close_session(info.session_id)
        gold = await env.grade_patch(task, GOLD)
        assert gold.reward == 1.0, gold
        empty = await env.grade_patch(task, "")
        assert empty.reward == 0.0 and any(t.outcome == "failed" for t in empty.tests), empty
    finally:
        await env.aclose()


def test_a_missing_image_says_how_to_pull_it(tmp_path):
    ref = f"oci:{tmp_path}/never-pulled:latest"
    with pytest.raises(FileNotFoundError) as e:  # at load: the CLI prints it in one line
        to_task(_spec(ref))
    with pytest.raises(EnvMissing, match="parity env pull"):  # at session creation
        images.require(ref, "calc-image")
    assert str(e.value) == (f"task calc-image needs image {ref}, which is not pulled here: "
                            f"run `parity env pull {ref}`")


def test_an_image_and_a_layer_are_refused_together():
    with pytest.raises(ValueError, match="an image or an environment, not both"):
        TaskSpec(id="t", repo="calc", image="x", environment="repo", problem_statement="p",
                 fail_to_pass=[])
