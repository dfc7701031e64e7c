"""`parity bench rollout` with tiny settings: both modes run and the figures are sane."""

from __future__ import annotations

import json

from parity.bench.rollout import run
from tests.conftest import needs_bwrap

pytestmark = needs_bwrap


def test_bench_rollout_reports_both_modes(tmp_path):
    out = tmp_path / "r.json"
    assert run(str(out), slots=4, steps=1, group_size=2, step_s=0.1, sigma=0.5,
               median_s=0.05, seed=0) == 0
    data = json.loads(out.read_text())
    for key in ("async_throughput", "sync_throughput", "speedup", "utilization"):
        assert data[key] > 0
    assert 0 < data["utilization"] <= 1.0
    assert data["details"]["async"]["trained"] == data["details"]["sync"]["trained"] == 4
