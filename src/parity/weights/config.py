"""The `[weights]` section of the config tree. Pydantic only, no torch: `parity.config`
imports it and `parity --help` must stay fast."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from parity.section import Section

TransportName = Literal["local", "shm", "files", "ray", "nccl"]


class LocalOptions(Section):
    copy_on_publish: bool = True  # False: receivers alias the sender's tensors (see local.py)


class ShmOptions(Section):
    name: str = "parity-weights"  # the segment prefix in /dev/shm; one sender per name
    max_slots: int = 4  # buffers kept for receivers still holding older versions
    publish_timeout_s: float = 60.0  # how long publish waits for a slot to be released


class FilesOptions(Section):
    directory: str = "weights"  # a directory all receivers can read (a shared filesystem)
    keep_last: int = 2
    fsync: bool = True


class RayOptions(Section):
    name: str = "parity-weights"  # the name of the version registry actor
    namespace: str | None = None
    keep_last: int = 2


class NcclOptions(Section):
    init_method: str = "tcp://127.0.0.1:29531"  # the sender (rank 0) listens here
    world_size: int = 2  # the sender plus every receiving rank
    backend: Literal["nccl", "gloo"] = "nccl"  # gloo: the same protocol on CPU, for tests
    device: str | None = None  # default: cuda:<local device> for nccl, cpu for gloo
    timeout_s: float = 600.0  # rendezvous and collective timeout


class WeightsConfig(Section):
    """The `[weights]` section: which transport, and each transport's options."""

    transport: TransportName = "shm"
    local: LocalOptions = Field(default_factory=LocalOptions)
    shm: ShmOptions = Field(default_factory=ShmOptions)
    files: FilesOptions = Field(default_factory=FilesOptions)
    ray: RayOptions = Field(default_factory=RayOptions)
    nccl: NcclOptions = Field(default_factory=NcclOptions)

    def options(self) -> dict[str, Any]:
        return getattr(self, self.transport).model_dump()


