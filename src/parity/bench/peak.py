"""`parity bench peak`: this CPU's bf16 matmul rate at a thread count, the figure a run's
time breakdown divides its FLOPs by (parity.observe.peak measures; parity.observe.timing
divides). It measures every time and writes the cache a run reads, so running it on a
quiet machine replaces a figure a run measured under load."""

from __future__ import annotations

import json

from parity.observe.peak import DEFAULT_SIZE, cache_path, measure, save


def run(threads: int, size: int, seconds_per_shape: float, json_path: str | None) -> int:
    from parity.sandbox.workspace import cache_dir

    peak = measure(threads, size, seconds_per_shape)
    path = cache_path(cache_dir() / "bench" / "peak", threads, size)
    save(peak, path)
    print(f"bf16 matmul, {threads} torch thread{'s' if threads != 1 else ''}, torch "
          f"{peak.torch_version}")
    print(f"CPU: {peak.cpu_model}: {peak.cpu_class_label}")
    print(f"  {'shape':<24}{'by CPU time':>14}{'by wall clock':>16}  GFLOP/s")
    for shape, gflops in peak.by_shape.items():
        print(f"  {shape:<24}{gflops:>14,.1f}{peak.wall_by_shape[shape]:>16,.1f}")
    load = f", load average {peak.load_1m:g}" if peak.load_1m is not None else ""
    print(f"peak: {peak.gflops:,.1f} GFLOP/s by CPU time, {peak.wall_gflops:,.1f} by the wall "
          f"clock{load} (best 0.1 s window of {seconds_per_shape:g} s a shape; "
          f"{peak.measure_s:.1f} s in all)")
    note = "" if size == DEFAULT_SIZE else f" (size {size}: a run reads the size {DEFAULT_SIZE} entry)"
    print(f"cached in {path}{note}")
    if json_path:
        from dataclasses import asdict

        with open(json_path, "w") as f:
            json.dump({**asdict(peak), "cache": str(path)}, f, indent=2)
    return 0
