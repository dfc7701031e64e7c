"""`parity bench faults`, reduced to one fault kind: a real 2-step training run with env
servers and engines as processes, one env server SIGKILLed after the first of 3 steps; the run
finishes, nothing written before the fault is lost or doubled, and the fleet's failover
shows in the run's metrics."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import needs_bwrap

pytestmark = [needs_bwrap, pytest.mark.slow]


def test_bench_faults_env_server_kill(tmp_path: Path):
    path = tmp_path / "faults.json"
    r = subprocess.run([sys.executable, "-m", "parity.cli", "bench", "faults", "--kinds",
                        "env_server_kill", "--steps", "4", "--work-dir", str(tmp_path / "w"),
                        "--json", str(path)], capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
    report = json.loads(path.read_text())
    [fault] = report["faults"]
    assert set(fault) >= {"kind", "recovered", "trajectories_lost", "trajectories_duplicated",
                          "recovery_s"}
    assert fault["kind"] == "env_server_kill" and fault["recovered"] is True
    assert fault["trajectories_lost"] == 0 and fault["trajectories_duplicated"] == 0
    assert fault["recovery_s"] is not None and fault["recovery_s"] > 0
    # visible in the run's own metrics: the fleet saw the server go (a later step's new
    # sessions tried it) or moved its sessions
    m = fault["metrics"]
    assert m["env/servers_down"] == 1 or m["env/sessions_replayed"] >= 1, m
    assert "ray_node_kill" in report["not_run"]  # not faked: said not run


def test_bench_faults_refuses_an_unknown_kind(tmp_path: Path):
    r = subprocess.run([sys.executable, "-m", "parity.cli", "bench", "faults", "--kinds", "meteor",
                        "--work-dir", str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "unknown fault kinds" in r.stderr and "Traceback" not in r.stderr
