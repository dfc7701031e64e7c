"""`parity bench grade` with tiny settings: the figures exist, every gold patch earned 1 on
both sides and the fork server took every grade. No timing targets are asserted."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.conftest import needs_bwrap

pytestmark = needs_bwrap


def test_cli_smoke(tmp_path: Path):
    path = tmp_path / "grade.json"
    proc = subprocess.run(
        [sys.executable, "-m", "parity.cli", "bench", "grade", "--num-tasks", "1",
         "--iterations", "2", "--json", str(path)],
        capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    assert "speedup p50" in proc.stdout
    out = json.loads(path.read_text())
    for name in ("gold", "tiny"):
        r = out[name]
        assert r["all_rewarded"] and r["sides_agree"]
        assert r["num_grades_per_side"] == 2
        for side in ("fast", "slow"):
            assert 0 < r[side]["p50_ms"] <= r[side]["p99_ms"]
        assert r["speedup_p50"] == round(r["slow"]["p50_ms"] / r["fast"]["p50_ms"], 2)
        assert r["fork_server_counts"] == {"fast": 3}  # the start-up grade and two timed
