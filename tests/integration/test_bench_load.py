"""`parity bench load` small: a real env-server subprocess, real sandboxes, real HTTP."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from parity.bench.load import MIX, NUM_OVER_CAP, run
from tests.conftest import needs_bwrap


@needs_bwrap
def test_load_of_16_sessions_has_no_errors_but_deliberate_429s(tmp_path: Path, capsys):
    path = tmp_path / "load.json"
    assert run(json_path=str(path), num_sessions=16, num_requests=240, seconds=None) == 0
    out = json.loads(path.read_text())
    assert out["requests"] == 240 and out["sessions"] == 16
    assert out["errors"] == 0, out["error_samples"]
    assert out["rejected_429"] == NUM_OVER_CAP
    assert set(out["p99_ms_by_tool"]) <= {tool for tool, _ in MIX}
    assert {"read_file", "run_terminal_cmd"} <= set(out["p99_ms_by_tool"])
    for tool, p99 in out["p99_ms_by_tool"].items():
        assert 0 < out["p50_ms_by_tool"][tool] <= p99
    assert sum(out["requests_by_tool"].values()) == 240
    assert out["rss_mb_per_session"] > 0  # 16 sandboxes cost the server's tree something
    assert "deliberate 429s 4" in capsys.readouterr().out


def test_cli_smoke_and_bad_input(tmp_path: Path):
    path = tmp_path / "load.json"
    proc = subprocess.run(
        [sys.executable, "-m", "parity.cli", "bench", "load", "--sessions", "3",
         "--requests", "12", "--json", str(path)],
        capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(path.read_text())["requests"] == 12
    bad = subprocess.run(
        [sys.executable, "-m", "parity.cli", "bench", "load", "--sessions", "0"],
        capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "error: --sessions must be at least 1" in bad.stderr
    assert "Traceback" not in bad.stderr
