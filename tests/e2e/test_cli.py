"""Every CLI command, run the way a user runs it, with tiny settings."""

from __future__ import annotations

import re
import subprocess
import sys

from tests.conftest import needs_bwrap

PARITY = [sys.executable, "-m", "parity.cli"]


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([*PARITY, *args], capture_output=True, text=True, timeout=timeout)


def test_help_lists_commands():
    r = run("--help")
    assert r.returncode == 0
    for cmd in ("env-server", "quickstart", "bench"):
        assert cmd in r.stdout


def test_env_server_rejects_bad_input_without_traceback(tmp_path):
    r = run("env-server", "--backend", "nope", "--port", "1")
    assert r.returncode == 2 and "unknown sandbox backend 'nope'" in r.stderr
    assert "Traceback" not in r.stderr
    r = run("env-server", "--config", str(tmp_path / "missing.toml"))
    assert r.returncode == 2 and "config file not found" in r.stderr
    bad = tmp_path / "bad.toml"
    bad.write_text("[env_server]\nbogus = 1\n")
    r = run("env-server", "--config", str(bad))
    assert r.returncode == 2 and "bogus" in r.stderr and "Traceback" not in r.stderr


@needs_bwrap
def test_quickstart_solves_the_demo_task():
    r = run("quickstart", timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "backend=bwrap workspace=overlayfs" in r.stdout
    assert "escapes the workspace" in r.stdout
    after = re.search(r"after the fix : (\d+)/(\d+) hidden tests pass, exit code 0", r.stdout)
    assert after and after.group(1) == after.group(2) and int(after.group(1)) > 0
    before = re.search(r"before the fix: (\d+)/(\d+) hidden tests pass, exit code 1", r.stdout)
    assert before and int(before.group(1)) < int(before.group(2))
    assert "result: SOLVED (reward 1)" in r.stdout
