"""The `nccl` transport: a broadcast from the trainer's GPU to every engine's GPU.

```
 rank 0 (sender)                         ranks 1..N-1 (receivers)
 pack state into one flat GPU buffer
 broadcast header [version, data bytes, layout bytes] ──► wait for it (polled, resumable)
 broadcast layout JSON                                ──► allocate a flat buffer
 broadcast flat buffer                                ──► views of it: the state dict
```

GPU to GPU over NVLink or InfiniBand, no host memory on the way. Its group is its own: a
`TCPStore` at `init_method` and a process group built on it directly, so it neither needs
nor disturbs the trainer's default group (FSDP) or the engines' (tensor parallel).

The trap is that a broadcast is collective. `publish` returns only when every receiver has
joined it, so each engine rank must be in `receive` (a background thread does) for every
version the trainer publishes; receivers take every version, and `min_version` only makes
them keep receiving until one is new enough. A receive that times out keeps its posted
header broadcast and resumes waiting on it next time, so a slow trainer loses nothing.
`latest_version` is the last version this receiver saw: there is no way to ask a broadcast
what comes next. The commit marker is the header: nothing is visible before all three
broadcasts finish.

`backend="gloo"` runs the same protocol between CPU processes (the tests use it, as no GPU
is needed); without CUDA and NCCL, `backend="nccl"` refuses at construction. Not covered:
receivers joining late or leaving (the group is fixed at `world_size`), sharded senders
(an FSDP trainer gathers the full state on rank 0 first), pipelining the broadcast in chunks.
"""

from __future__ import annotations

import functools
import time
from datetime import timedelta
from urllib.parse import urlparse

import torch

from parity.weights.base import StateDict, TransportUnavailableError, WeightReceiver, WeightSender
from parity.weights.layout import BufferPool, Layout, pack_into, views

SENDER_RANK = 0
GROUP_PREFIX = "parity-weights"


def _check_backend(backend: str) -> None:
    import torch.distributed as dist

    if not dist.is_available():
        raise TransportUnavailableError("this torch build has no torch.distributed")
    if backend == "nccl":
        if not (torch.cuda.is_available() and dist.is_nccl_available()):
            raise TransportUnavailableError(
                "the nccl transport needs CUDA GPUs and a torch build with NCCL (here: "
                f"cuda available={torch.cuda.is_available()}, nccl available="
                f"{dist.is_nccl_available()}); on one machine use 'shm', across machines "
                "'ray' or 'files'")
    elif backend == "gloo":
        if not dist.is_gloo_available():
            raise TransportUnavailableError("this torch build has no gloo backend")
    else:
        raise ValueError(f"backend must be 'nccl' or 'gloo', not {backend!r}")


class _Group:
    """A standalone process group: its own store, never the default group."""

    def __init__(self, init_method: str, world_size: int, rank: int, backend: str,
                 device: str | None, timeout_s: float) -> None:
        import torch.distributed as dist

        _check_backend(backend)
        url = urlparse(init_method)
        if url.scheme != "tcp" or not url.hostname or not url.port:
            raise ValueError(f"init_method must look like tcp://HOST:PORT, not {init_method!r}")
        if not 0 <= rank < world_size or world_size < 2:
            raise ValueError(f"need world_size >= 2 and 0 <= rank < world_size (got {rank}, {world_size})")
        self.rank = rank
        self.timeout = timedelta(seconds=timeout_s)
        if device is None:
            device = f"cuda:{torch.cuda.current_device()}" if backend == "nccl" else "cpu"
        self.device = torch.device(device)
        # Blocks until all world_size ranks have connected (the rendezvous).
        self.store = dist.TCPStore(url.hostname, url.port, world_size, is_master=rank == SENDER_RANK,
                                   timeout=self.timeout)
        store = dist.PrefixStore(GROUP_PREFIX, self.store)
        if backend == "nccl":
            self.pg = dist.ProcessGroupNCCL(store, rank, world_size)
        else:
            self.pg = dist.ProcessGroupGloo(store, rank, world_size, self.timeout)

    def broadcast(self, tensor: torch.Tensor):
        import torch.distributed as dist

        opts = dist.BroadcastOptions()
        opts.rootRank = SENDER_RANK
        opts.timeout = self.timeout
        return self.pg.broadcast([tensor], opts)

    def close(self) -> None:
        shutdown = getattr(self.pg, "shutdown", None)
        if shutdown is not None:
            shutdown()


class NcclSender(WeightSender):
    transport = "nccl"

    def __init__(self, init_method: str = "tcp://127.0.0.1:29531", world_size: int = 2,
                 backend: str = "nccl", device: str | None = None, timeout_s: float = 600.0) -> None:
        super().__init__()
        _check_backend(backend)
        self._group = _Group(init_method, world_size, SENDER_RANK, backend, device, timeout_s)
        self._pool = BufferPool(max_buffers=2, device=self._group.device)

    def _publish(self, state: StateDict, version: int) -> None:
        layout = Layout.of(state)
        meta = layout.to_json()
        flat = self._pool.acquire(layout.nbytes)
        pack_into(state, layout, flat)
        device = self._group.device
        header = torch.tensor([version, layout.nbytes, len(meta)], dtype=torch.int64, device=device)
        meta_u8 = torch.frombuffer(bytearray(meta), dtype=torch.uint8).to(device)
        works = [self._group.broadcast(t) for t in (header, meta_u8, flat)]
        for work in works:
            work.wait()
        if device.type == "cuda":
            torch.cuda.current_stream(device).synchronize()  # the caller may now change `state`

    def close(self) -> None:
        self._group.close()


class NcclReceiver(WeightReceiver):
    transport = "nccl"

    def __init__(self, init_method: str = "tcp://127.0.0.1:29531", world_size: int = 2,
                 rank: int = 1, backend: str = "nccl", device: str | None = None,
                 timeout_s: float = 600.0, copy: bool = False) -> None:
        super().__init__()
        if rank == SENDER_RANK:
            raise ValueError(f"rank {SENDER_RANK} is the sender's")
        self._group = _Group(init_method, world_size, rank, backend, device, timeout_s)
        self._pool = BufferPool(max_buffers=2, device=self._group.device)
        self._pending: tuple[object, torch.Tensor] | None = None  # a posted header broadcast
        self._seen = self.version
        self.copy = copy  # received tensors are always this receiver's own

    def latest_version(self) -> int:
        return self._seen

    def _receive(self, floor: int, deadline: float) -> tuple[dict[str, torch.Tensor], int] | None:
        while True:
            header = self._next_header(deadline)
            if header is None:
                return None
            version, data_nbytes, meta_nbytes = (int(x) for x in header.tolist())
            device = self._group.device
            meta_u8 = torch.empty(meta_nbytes, dtype=torch.uint8, device=device)
            self._group.broadcast(meta_u8).wait()
            layout = Layout.from_json(meta_u8.cpu().numpy().tobytes())
            flat = self._pool.acquire(data_nbytes)
            self._group.broadcast(flat).wait()
            if device.type == "cuda":
                torch.cuda.current_stream(device).synchronize()
            self._seen = version
            if version >= floor:
                return views(layout, flat), version

    def _next_header(self, deadline: float) -> torch.Tensor | None:
        if self._pending is None:
            header = torch.empty(3, dtype=torch.int64, device=self._group.device)
            self._pending = (self._group.broadcast(header), header)
        work, header = self._pending
        sleep_s = 1e-4
        while not work.is_completed():
            if time.monotonic() >= deadline:
                return None  # stays pending: the next receive picks it up
            time.sleep(sleep_s)
            sleep_s = min(sleep_s * 2, 5e-3)
        work.wait()  # raises what the collective raised
        self._pending = None
        return header

    def close(self) -> None:
        self._group.close()


def make(init_method: str = "tcp://127.0.0.1:29531", world_size: int = 2, backend: str = "nccl",
         device: str | None = None, timeout_s: float = 600.0,
         ) -> tuple[NcclSender, functools.partial[NcclReceiver]]:
    """Trap: the sender waits here until every receiver rank has connected."""
    factory = receiver_factory(init_method, world_size, backend, None, timeout_s)
    return NcclSender(init_method, world_size, backend, device, timeout_s), factory


def receiver_factory(init_method: str = "tcp://127.0.0.1:29531", world_size: int = 2,
                     backend: str = "nccl", device: str | None = None, timeout_s: float = 600.0,
                     **_: object) -> functools.partial[NcclReceiver]:
    """Call the factory with `rank=` (1..world_size-1) in each engine process."""
    _check_backend(backend)
    return functools.partial(NcclReceiver, init_method, world_size, backend=backend,
                             device=device, timeout_s=timeout_s)
