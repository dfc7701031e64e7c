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
and trainer in one process) grew to 18 GB that way. `set_torch_threads` therefore starts a
heap trimmer (`return_freed_memory`): a daemon thread reads the process's RSS every second
and calls glibc's `malloc_trim(0)`, which hands every free page of every arena back, when
RSS has grown `TRIM_SLACK` (1 GiB) past what it was after the last trim. Peak RSS is then at
most the largest live set plus the slack; a process that stops growing is never trimmed.
The first fix, a fixed mmap threshold of 256 KiB (every block above it mapped and unmapped,
and its pages faulted in and zeroed again at every allocation) bounded memory as well but
made a SmolLM2 SFT step 1.53x slower (245 -> 160 tokens/s, `parity bench sft --bf16`,
2026-12-06) and RL's decode and train steps 1.1-1.3x (`parity bench memory --settings
glibc,mmap,parity` compares the three). `PARITY_MALLOC=default` leaves glibc as it is, and
a `MALLOC_MMAP_THRESHOLD_` the user sets is glibc's own business. Other C libraries (musl,
macOS) are left alone.
"""

from __future__ import annotations

import os
import threading
import time


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


TRIM_SLACK = 1 << 30
TRIM_INTERVAL_S = 1.0
_trimmer: threading.Thread | None = None
_trimmer_lock = threading.Lock()


def rss_bytes() -> int:
    """This process's resident memory (Linux: /proc/self/statm)."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def _trim_loop(malloc_trim, slack: int, interval_s: float) -> None:
    floor = rss_bytes()
    while True:
        time.sleep(interval_s)
        if rss_bytes() > floor + slack:
            malloc_trim(0)
            floor = rss_bytes()


def return_freed_memory(slack: int = TRIM_SLACK, interval_s: float = TRIM_INTERVAL_S) -> bool:
    """Start this process's heap trimmer (see the top), once. True where it runs."""
    global _trimmer
    if os.environ.get("PARITY_MALLOC") == "default" or not os.path.exists("/proc/self/statm"):
        return False
    try:
        import ctypes

        malloc_trim = ctypes.CDLL(None).malloc_trim  # glibc only
    except (ImportError, OSError, AttributeError):
        return False
    malloc_trim.argtypes, malloc_trim.restype = [ctypes.c_size_t], ctypes.c_int
    with _trimmer_lock:
        if _trimmer is None or not _trimmer.is_alive():
            _trimmer = threading.Thread(target=_trim_loop, args=(malloc_trim, slack, interval_s),
                                        name="parity-heap-trim", daemon=True)
            _trimmer.start()
    return True
