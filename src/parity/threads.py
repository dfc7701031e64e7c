"""How each of Parity's computing processes is set up: how many CPU threads it gives torch,
and that the memory it frees goes back to the system.

On one machine the engine, the trainer and the rollout workers' sandboxes share the cores;
torch's default (every core, per process) makes N processes run N x cores threads, and on a
busy 2-core box OpenMP barriers then wait on descheduled threads (steps 100x slower were
seen). So every command that computes takes one setting, resolved here: a positive number is
used as given; 0 divides the cores this process may run on (its CPU affinity, which a
container or `taskset` narrows) among the processes that compute beside it.

`parity train` reads it from the config tree (`threads`, also `--threads`) and passes each
engine process it starts its share; `parity eval`, `sft`, `pretrain` and `serve` take
`--threads`. Torch is imported only when threads are set, so `--help` stays fast.

Memory: glibc's malloc serves a freed block of more than its mmap threshold from the heap
the next time, raising the threshold to that block's size (up to 32 MiB); the heap then
holds tensors of every size an engine and a trainer make (KV slabs, activations of
sequences of every length) and is not given back. A real-model run (SmolLM2-135M, engine
and trainer in one process) grew to 18 GB that way. `set_torch_threads` therefore fixes
the threshold at 256 KiB (`mallopt(M_MMAP_THRESHOLD)`, which also turns the adjustment off):
a freed tensor above it is unmapped at once. `MALLOC_MMAP_THRESHOLD_` is set for the
processes this one starts; a value the user set is kept, and `PARITY_MALLOC=default`
leaves glibc as it is. Other C libraries (musl, macOS) are left alone. What it saves and
costs (`parity bench memory`, SmolLM2-135M): peak RSS 0.79x and no growth from round to
round, for 1.18x the wall time (every block above the threshold is mapped and unmapped).
"""

from __future__ import annotations

import os


def available_cores() -> int:
    """Cores this process may run on (its affinity mask where the OS has one)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # macOS, Windows
        return os.cpu_count() or 1


def threads_for(threads: int, processes: int = 1) -> int:
    """`threads` if positive, else this machine's cores shared by `processes`, at least 1."""
    if threads < 0 or processes < 1:
        raise ValueError(f"threads must be 0 or more and processes 1 or more, not "
                         f"{threads} and {processes}")
    return threads if threads > 0 else max(1, available_cores() // processes)


def set_torch_threads(threads: int, processes: int = 1) -> int:
    """Set torch's intra-op threads of this process (see `threads_for`) and give the memory
    it frees back (`return_freed_memory`); returns the thread count."""
    import torch

    n = threads_for(threads, processes)
    torch.set_num_threads(n)
    return_freed_memory()
    return n


MMAP_THRESHOLD = 256 << 10
_M_MMAP_THRESHOLD = -3  # glibc's malloc.h


def return_freed_memory() -> bool:
    """Fix glibc's mmap threshold (see the top) in this process and the ones it starts.
    True where it took effect."""
    if os.environ.get("PARITY_MALLOC") == "default":
        return False
    value = os.environ.setdefault("MALLOC_MMAP_THRESHOLD_", str(MMAP_THRESHOLD))
    try:
        import ctypes

        libc = ctypes.CDLL(None)
        mallopt = libc.mallopt  # glibc only
        threshold = int(value)
    except (ImportError, OSError, AttributeError, ValueError):
        return False
    return mallopt(_M_MMAP_THRESHOLD, threshold) == 1
