"""This machine's bf16 matmul rate: what a run's FLOPs are a share of.

A stage's share of the peak (parity.observe.timing) needs a peak measured where the run
runs: the same CPU class can differ twofold in bf16 (an Intel Xeon with AMX, an AMD Zen with
AVX512-BF16 and no AMX, a CPU with neither, where torch emulates bf16 and is slower than at
float32). So `measure` times torch's bf16 matmuls at a given thread count: two shapes of a
small model's linears (512 tokens through SmolLM2-135M's MLP: 576 -> 1536 and back) and one
large square (`size`), each warmed up, then timed in windows of about 0.1 s for
`seconds_per_shape`; a shape's figure is its best window, the peak is the best shape's.

Each window is timed twice: by the wall clock, and by the CPU time the process got, divided
by the threads. On a machine shared with other work (2 cores at load 8) the wall-clock rate
fell to 42-60 GFLOP/s where the CPU-time rate stayed at 195-215, what the same CPU gave
quiet: other processes take cores away, they do not slow the instructions. The peak is the
CPU-time figure (the machine's, when the run has it); the wall-clock one and the load average
are kept beside it. Idle OpenMP threads spin on CPU time, so with several threads the
CPU-time figure errs low, never high.

Results are cached as JSON under `cache_root` (the caller passes `cache_dir()/bench/peak`),
one file per machine and setting: the key is the CPU's model name and flags, the thread
count, torch's version and the shapes, so a measurement with tiny settings (a smoke test)
never stands in for the real one. `parity bench peak` measures and writes the cache; a run
reads it and measures only where nothing is cached (a few seconds). Left out: fp32, GPUs
(`parity bench gpu`), and memory bandwidth, which bounds decode more than FLOPs do.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

# (tokens, in_features, out_features): a linear layer's matmul, as F.linear computes it
MODEL_SHAPES: tuple[tuple[int, int, int], ...] = ((512, 576, 1536), (512, 1536, 576))
DEFAULT_SIZE = 2048
DEFAULT_SECONDS_PER_SHAPE = 0.6
WINDOW_S = 0.1

CPU_CLASSES = {"amx": "AMX", "avx512_bf16": "AVX512-BF16 without AMX",
               "none": "no native bf16 (emulated)"}


@dataclass(frozen=True)
class Peak:
    gflops: float  # the best shape's best window by CPU time, GFLOP/s, at `threads`
    threads: int
    cpu_model: str
    cpu_class: str  # a key of CPU_CLASSES
    torch_version: str
    wall_gflops: float = 0.0  # the best window by the wall clock (lower under load)
    by_shape: dict[str, float] = field(default_factory=dict)  # "MxK@KxN" -> GFLOP/s (CPU time)
    wall_by_shape: dict[str, float] = field(default_factory=dict)
    load_1m: float | None = None  # the load average as the measurement started
    measured_at: str = ""
    measure_s: float = 0.0

    @property
    def cpu_class_label(self) -> str:
        return CPU_CLASSES.get(self.cpu_class, self.cpu_class)


def cpu_identity(cpuinfo: str | None = None) -> tuple[str, frozenset[str]]:
    """The CPU's model name and flags, from /proc/cpuinfo (or the text given); ("unknown",
    empty) where there is none (macOS)."""
    if cpuinfo is None:
        try:
            cpuinfo = Path("/proc/cpuinfo").read_text()
        except OSError:
            cpuinfo = ""
    model, flags = "unknown", frozenset()
    for line in cpuinfo.splitlines():
        key, _, value = line.partition(":")
        key = key.strip()
        if key == "model name" and model == "unknown":
            model = value.strip()
        elif key == "flags" and not flags:
            flags = frozenset(value.split())
    return model, flags


def cpu_class(flags: frozenset[str] | set[str]) -> str:
    """AMX (amx_bf16: tile matmuls), AVX512-BF16 without AMX, or neither (as `lscpu` names
    the flags)."""
    if "amx_bf16" in flags:
        return "amx"
    if "avx512_bf16" in flags:
        return "avx512_bf16"
    return "none"


def shapes_for(size: int) -> list[tuple[int, int, int]]:
    return [*MODEL_SHAPES, (size, size, size)]


def cache_key(cpu_model: str, flags: frozenset[str] | set[str], threads: int,
              torch_version: str, shapes: list[tuple[int, int, int]]) -> str:
    text = json.dumps([cpu_model, sorted(flags), threads, torch_version, shapes])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _shape_name(m: int, k: int, n: int) -> str:
    return f"{m}x{k}@{k}x{n}"


def _best_rates(m: int, k: int, n: int, seconds: float, threads: int) -> tuple[float, float]:
    """GFLOP/s of y = x W^T (x: m x k, W: n x k, bf16): the best window's rate by CPU time
    (per thread's share) and by the wall clock."""
    import torch
    import torch.nn.functional as F

    gen = torch.Generator().manual_seed(0)
    x = torch.randn(m, k, generator=gen).to(torch.bfloat16)
    w = torch.randn(n, k, generator=gen).to(torch.bfloat16)
    for _ in range(2):  # warm-up: oneDNN picks and builds its kernel on the first call
        F.linear(x, w)
    flops = 2.0 * m * k * n
    best_cpu = best_wall = 0.0
    deadline = time.perf_counter() + seconds
    while True:
        reps, start, cpu_start = 0, time.perf_counter(), time.process_time()
        while True:
            F.linear(x, w)
            reps += 1
            elapsed = time.perf_counter() - start
            if elapsed >= WINDOW_S:
                break
        cpu_s = (time.process_time() - cpu_start) / threads
        best_wall = max(best_wall, flops * reps / elapsed / 1e9)
        if cpu_s > 0:
            best_cpu = max(best_cpu, flops * reps / cpu_s / 1e9)
        if time.perf_counter() >= deadline:
            return best_cpu or best_wall, best_wall


def measure(threads: int, size: int = DEFAULT_SIZE,
            seconds_per_shape: float = DEFAULT_SECONDS_PER_SHAPE) -> Peak:
    """Time the shapes at `threads` torch threads (restored afterwards)."""
    import torch

    if threads < 1 or size < 1 or seconds_per_shape <= 0:
        raise ValueError(f"threads and size must be 1 or more and seconds positive, not "
                         f"{threads}, {size}, {seconds_per_shape}")
    model, flags = cpu_identity()
    load = round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None
    before = torch.get_num_threads()
    torch.set_num_threads(threads)
    start = time.monotonic()
    try:
        rates = {_shape_name(*s): _best_rates(*s, seconds_per_shape, threads)
                 for s in shapes_for(size)}
    finally:
        torch.set_num_threads(before)
    by_shape = {name: round(cpu, 1) for name, (cpu, _) in rates.items()}
    wall_by_shape = {name: round(wall, 1) for name, (_, wall) in rates.items()}
    return Peak(gflops=max(by_shape.values()), threads=threads, cpu_model=model,
                cpu_class=cpu_class(flags), torch_version=torch.__version__,
                wall_gflops=max(wall_by_shape.values()), by_shape=by_shape,
                wall_by_shape=wall_by_shape, load_1m=load,
                measured_at=time.strftime("%Y-%m-%dT%H:%M:%S"),
                measure_s=round(time.monotonic() - start, 2))


def cache_path(cache_root: Path, threads: int, size: int = DEFAULT_SIZE) -> Path:
    import torch

    model, flags = cpu_identity()
    return cache_root / f"{cache_key(model, flags, threads, torch.__version__, shapes_for(size))}.json"


def save(peak: Peak, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(asdict(peak), indent=2) + "\n")
    tmp.replace(path)


def load(path: Path) -> Peak | None:
    """The cached peak at `path`; None where there is none or it does not parse."""
    try:
        return Peak(**json.loads(path.read_text()))
    except (OSError, ValueError, TypeError):
        return None


def cached_or_measured(cache_root: Path, threads: int) -> tuple[Peak, bool]:
    """The peak at `threads` with the default shapes, from the cache or measured now (and
    cached); True where it came from the cache."""
    path = cache_path(cache_root, threads)
    peak = load(path)
    if peak is not None:
        return peak, True
    peak = measure(threads)
    save(peak, path)
    return peak, False
