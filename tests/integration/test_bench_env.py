"""`parity bench env` with tiny settings, against a real env-server subprocess.

SWE-ReX is left out (`with_swerex=False`): installing it needs the network and a minute.
No timing targets are asserted, only that the figures exist and that eight `sleep 0.5`
really ran at once (serialised they would take four seconds).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from parity.bench.env import run

PARITY_KEYS = ("session_create_p50_ms", "session_create_p99_ms", "read_file_p50_ms",
               "shell_p50_ms", "concurrent_sleep_s")


def _check(out: dict) -> None:
    parity = out["parity"]
    for key in PARITY_KEYS:
        assert isinstance(parity[key], float) and parity[key] > 0, (key, parity[key])
    assert parity["session_create_p99_ms"] >= parity["session_create_p50_ms"]
    assert 0.5 <= parity["concurrent_sleep_s"] < 4.0
    for side in ("swerex", "swerex_tuned"):
        assert out[side]["skipped"]
        assert all(out[side][key] is None for key in PARITY_KEYS)
        assert set(out["ratios"][side]) == set(PARITY_KEYS)


def test_run_writes_parity_figures(tmp_path: Path, capsys):
    path = tmp_path / "bench.json"
    assert run(json_path=str(path), iterations=5, with_swerex=False) == 0
    _check(json.loads(path.read_text()))
    printed = capsys.readouterr()
    assert "session create p50 (ms)" in printed.out
    assert "parity: session create" in printed.err


def test_cli_smoke(tmp_path: Path):
    path = tmp_path / "bench.json"
    proc = subprocess.run(
        [sys.executable, "-m", "parity.cli", "bench", "env", "--iterations", "3", "--no-swerex",
         "--json", str(path)],
        capture_output=True, text=True, timeout=240,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "read_file p50 (ms)" in proc.stdout
    _check(json.loads(path.read_text()))
