"""Limits without a sandbox around them: the rlimit fallback and the cgroup path."""

from __future__ import annotations

import uuid

import pytest

from parity.sandbox.base import Limits
from parity.sandbox.limits import SessionLimiter
from parity.sandbox.process import run_capped


@pytest.mark.parametrize("use_cgroups", [False, True])
def test_cpu_and_memory_limits(use_cgroups):
    limits = Limits(cpu_s=1, memory_mb=200, timeout_s=20)
    lim = SessionLimiter(uuid.uuid4().hex[:8], limits, use_cgroups=use_cgroups)
    try:
        if use_cgroups and lim.mode == "rlimit":
            pytest.skip("no writable cgroup hierarchy here")
        r = run_capped(lim.wrap(["bash", "-c", "while :; do :; done"]), limits,
                       oom_check=lim.oom_check())
        assert not r.timed_out and r.killed_reason is not None
        assert "CPU time" in r.killed_reason or "SIGKILL" in r.killed_reason
        r = run_capped(lim.wrap(["python3", "-c", "x = bytearray(400 << 20); print('ok')"]),
                       limits, oom_check=lim.oom_check())
        assert "ok" not in r.output and r.exit_code != 0
        assert "MemoryError" in r.output or (r.killed_reason and "out of memory" in r.killed_reason)
        r = run_capped(lim.wrap(["bash", "-c", "ulimit -S -t; echo fine"]), limits)
        assert r.output.split() == ["1", "fine"]
    finally:
        lim.close()


def test_output_keeps_head_and_tail():
    limits = Limits(max_output_bytes=100, timeout_s=10)
    r = run_capped(["bash", "-c", "echo START; seq 1 100000; echo END"], limits)
    assert r.truncated and r.output.startswith("START") and r.output.rstrip().endswith("END")
    assert "bytes of output truncated" in r.output
