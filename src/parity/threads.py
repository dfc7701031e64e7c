"""How many CPU threads each of Parity's processes gives torch.

On one machine the engine, the trainer and the rollout workers' sandboxes share the cores;
torch's default (every core, per process) makes N processes run N x cores threads, and on a
busy 2-core box OpenMP barriers then wait on descheduled threads (steps 100x slower were
seen). So every command that computes takes one setting, resolved here: a positive number is
used as given; 0 divides the cores this process may run on (its CPU affinity, which a
container or `taskset` narrows) among the processes that compute beside it.

`parity train` reads it from the config tree (`threads`, also `--threads`) and passes each
engine process it starts its share; `parity eval`, `sft`, `pretrain` and `serve` take
`--threads`. Torch is imported only when threads are set, so `--help` stays fast.
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
    """Set torch's intra-op threads of this process (see `threads_for`); returns the count."""
    import torch

    n = threads_for(threads, processes)
    torch.set_num_threads(n)
    return n
