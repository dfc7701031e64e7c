"""The `local` transport: trainer and engines in one process hand state dicts over directly.

For tests, the CPU quickstart, and colocated setups where the engine runs in the trainer's
process. A `LocalChannel` (a lock, a condition and the current version) is the meeting point;
it lives as long as the sender and the receivers made with it, never at module level.

Aliasing, the trap of this transport:

- `copy_on_publish=True` (the default): `publish` copies the state into a pooled flat buffer
  that belongs to the channel. The trainer may step its optimizer (in place) right after
  `publish` returns and receivers still see exactly the published version.
- `copy_on_publish=False`: zero-copy; receivers get the very tensors the sender passed. Only
  safe when the sender never writes them again (e.g. it publishes fresh clones, or pauses
  until every receiver has copied them). An in-place optimizer step would change a version
  after it was published, and a reader could see half of it: a torn version.

Either way, all receivers of one version share the same tensors: treat them as read-only,
or make receivers with `copy=True` to get an owned copy each. Not covered: other processes
(use shm) and other machines (ray, files, nccl).
"""

from __future__ import annotations

import functools
import threading
import time

import torch

from parity.weights.base import (
    NO_VERSION,
    StateDict,
    WeightReceiver,
    WeightSender,
)
from parity.weights.layout import BufferPool, copy_state


class LocalChannel:
    """One committed version at a time; swapping it is atomic under the lock."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._version = NO_VERSION
        self._state: dict[str, torch.Tensor] = {}

    def commit(self, state: dict[str, torch.Tensor], version: int) -> None:
        with self._changed:
            if version <= self._version:
                raise ValueError(f"version {version} is not newer than {self._version}")
            self._state, self._version = state, version
            self._changed.notify_all()

    def latest_version(self) -> int:
        with self._changed:
            return self._version

    def wait(self, floor: int, deadline: float) -> tuple[dict[str, torch.Tensor], int] | None:
        with self._changed:
            while self._version < floor:
                remaining_s = deadline - time.monotonic()
                if remaining_s <= 0:
                    return None
                self._changed.wait(remaining_s)
            return dict(self._state), self._version  # a new dict: receivers may add or drop keys


class LocalSender(WeightSender):
    transport = "local"

    def __init__(self, channel: LocalChannel, copy_on_publish: bool = True) -> None:
        super().__init__()
        self.channel = channel
        self.copy_on_publish = copy_on_publish
        self._pool = BufferPool(max_buffers=3)

    def _publish(self, state: StateDict, version: int) -> None:
        staged = copy_state(state, self._pool) if self.copy_on_publish else dict(state)
        self.channel.commit(staged, version)

    def close(self) -> None:
        self._pool.clear()


class LocalReceiver(WeightReceiver):
    transport = "local"

    def __init__(self, channel: LocalChannel, copy: bool = False) -> None:
        super().__init__()
        self.channel = channel
        self.copy = copy
        self._pool = BufferPool(max_buffers=2) if copy else None

    def latest_version(self) -> int:
        return self.channel.latest_version()

    def _receive(self, floor: int, deadline: float) -> tuple[dict[str, torch.Tensor], int] | None:
        got = self.channel.wait(floor, deadline)
        if got is None or self._pool is None:
            return got
        state, version = got
        return copy_state(state, self._pool), version


def make(copy_on_publish: bool = True) -> tuple[LocalSender, functools.partial[LocalReceiver]]:
    channel = LocalChannel()
    return LocalSender(channel, copy_on_publish), functools.partial(LocalReceiver, channel)


def receiver_factory(**options: object) -> functools.partial[LocalReceiver]:
    raise ValueError("local receivers share a channel with their sender: take the factory "
                     "that make_transport('local') returns, in the same process")
