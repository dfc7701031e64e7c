"""The `ray` transport: the state dict goes into Ray's object store; a small actor keeps the
version registry.

```
 sender ── ray.put(tensors as uint8 arrays) ──► object store (shared memory per node)
    └──── registry.commit(version, [ref]) ──► VersionRegistry actor (named)
 receiver ── registry.wait_for(floor) ──► (version, [ref]) ── ray.get(ref) ──► views
```

For engines that are Ray actors, possibly on other nodes: Ray moves the object between
nodes and, on one node, receivers map the same shared-memory copy. Each tensor is put as a
flat numpy uint8 array (bf16 has no numpy dtype) so Ray stores it out of band: one copy into
the object store on `publish`, none on `ray.get` on the same node. The registry holds the
refs of the last `keep_last` versions, which keeps those objects alive; the commit is one
actor call after the `ray.put` has finished, so a receiver never sees a ref to a partial
object. Receivers long-poll the registry (an async actor method), so no one spins.

Returned tensors view the object store and are read-only (the warning torch gives for that
is silenced here); make receivers with `copy=True` for owned tensors. This module is the
Ray edge of weight sync: `VersionRegistry` is a plain class, made an actor only here. It
never calls `ray.init`: the process that owns the cluster connection does. Not covered:
objects outlive the sender process only as long as Ray's ownership lets them (the sender
owns them; if it dies, receivers get `ObjectLostError`); GPU tensors are copied to CPU first.
"""

from __future__ import annotations

import asyncio
import functools
import time
import warnings
from collections import OrderedDict
from typing import Any

import numpy as np
import torch

from parity.weights.base import (
    NO_VERSION,
    StateDict,
    TransportUnavailableError,
    WeightReceiver,
    WeightSender,
    poll_until,
)
from parity.weights.layout import BufferPool, TensorSpec, copy_state, dtype_name, tensor_view

REGISTRY_NUM_CPUS = 0.1  # the registry only answers small calls
RPC_SLACK_S = 30.0  # extra time ray.get allows beyond a long-poll's own timeout


class VersionRegistry:
    """The committed versions and the object refs that hold them (plain class)."""

    def __init__(self, keep_last: int = 2) -> None:
        if keep_last < 1:
            raise ValueError("keep_last must be at least 1")
        self.keep_last = keep_last
        self._refs: OrderedDict[int, list[Any]] = OrderedDict()
        self._latest = NO_VERSION
        self._changed = asyncio.Condition()

    async def commit(self, version: int, refs: list[Any]) -> None:
        async with self._changed:
            if version <= self._latest:
                raise ValueError(f"version {version} is not newer than {self._latest}")
            self._refs[version] = refs
            while len(self._refs) > self.keep_last:
                self._refs.popitem(last=False)
            self._latest = version
            self._changed.notify_all()

    async def latest(self) -> int:
        return self._latest

    async def wait_for(self, floor: int, timeout_s: float) -> tuple[int, list[Any]] | None:
        """The newest (version, refs) once version >= floor, or None after timeout_s."""
        async with self._changed:
            try:
                await asyncio.wait_for(self._changed.wait_for(lambda: self._latest >= floor),
                                       max(timeout_s, 0.0))
            except TimeoutError:
                return None
            return self._latest, self._refs[self._latest]


def _ray():
    try:
        import ray
    except ImportError as e:
        raise TransportUnavailableError("the ray transport needs the 'ray' package") from e
    if not ray.is_initialized():
        raise TransportUnavailableError("the ray transport needs a Ray connection: call "
                                        "ray.init() in this process first")
    return ray


def pack(state: StateDict) -> dict[str, Any]:
    """What goes into the object store: specs plus one uint8 numpy array per tensor (views
    of CPU tensors, so Ray's out-of-band pickling makes the only copy)."""
    specs, arrays = [], []
    for name, tensor in state.items():
        flat = tensor.detach().to("cpu").contiguous().reshape(-1).view(torch.uint8)
        specs.append((name, dtype_name(tensor.dtype), tuple(tensor.shape)))
        arrays.append(flat.numpy())
    return {"specs": specs, "arrays": arrays}


def unpack(packed: dict[str, Any]) -> dict[str, torch.Tensor]:
    state = {}
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="The given NumPy array is not writable")
        for (name, dtype, shape), array in zip(packed["specs"], packed["arrays"], strict=True):
            flat = torch.from_numpy(np.asarray(array))
            state[name] = tensor_view(flat, TensorSpec(name, dtype, tuple(shape), 0, flat.numel()))
    return state


class RaySender(WeightSender):
    transport = "ray"

    def __init__(self, name: str = "parity-weights", namespace: str | None = None,
                 keep_last: int = 2) -> None:
        super().__init__()
        ray = _ray()
        self._ray = ray
        actor = ray.remote(VersionRegistry).options(
            name=name, namespace=namespace, get_if_exists=True, num_cpus=REGISTRY_NUM_CPUS)
        self.registry = actor.remote(keep_last)
        self.version = ray.get(self.registry.latest.remote())  # continue a registry's numbering

    def _publish(self, state: StateDict, version: int) -> None:
        ref = self._ray.put(pack(state))
        # In a list, so Ray passes the ref itself, not the object, to the registry.
        self._ray.get(self.registry.commit.remote(version, [ref]))

    def close(self) -> None:
        """Kill the registry; the objects it held are freed."""
        if self.registry is not None:
            self._ray.kill(self.registry)
            self.registry = None


class RayReceiver(WeightReceiver):
    transport = "ray"

    def __init__(self, name: str = "parity-weights", namespace: str | None = None,
                 copy: bool = False) -> None:
        super().__init__()
        self._ray = _ray()
        self.name = name
        self.namespace = namespace
        self.copy = copy
        self._registry = None
        self._pool = BufferPool(max_buffers=2) if copy else None

    def _find_registry(self):
        if self._registry is None:
            try:
                self._registry = self._ray.get_actor(self.name, namespace=self.namespace)
            except ValueError:  # not created yet
                return None
        return self._registry

    def latest_version(self) -> int:
        registry = self._find_registry()
        return NO_VERSION if registry is None else self._ray.get(registry.latest.remote())

    def _receive(self, floor: int, deadline: float) -> tuple[dict[str, torch.Tensor], int] | None:
        registry = poll_until(self._find_registry, deadline, first_sleep_s=1e-2, max_sleep_s=0.2)
        if registry is None:
            return None
        remaining_s = max(deadline - time.monotonic(), 0.0)
        got = self._ray.get(registry.wait_for.remote(floor, remaining_s),
                            timeout=remaining_s + RPC_SLACK_S)
        if got is None:
            return None
        version, (ref,) = got
        state = unpack(self._ray.get(ref))
        if self._pool is not None:
            state = copy_state(state, self._pool)
        return state, version


def make(name: str = "parity-weights", namespace: str | None = None,
         keep_last: int = 2) -> tuple[RaySender, functools.partial[RayReceiver]]:
    return RaySender(name, namespace, keep_last), receiver_factory(name, namespace)


def receiver_factory(name: str = "parity-weights", namespace: str | None = None,
                     **_: object) -> functools.partial[RayReceiver]:
    return functools.partial(RayReceiver, name, namespace)
