"""The weight-sync protocol: a trainer publishes versioned state dicts, engines receive them.

One sender (the trainer, or its rank 0) publishes `state` as version `v`; any number of
receivers (engines) ask for the newest version, or wait for one at least as new as they
need. Every transport keeps the same three promises:

- versions are monotonic: `publish` refuses a version that is not newer than the last one;
- a receiver never returns a version older than one it already returned;
- a half-written publication is never visible: each transport writes the tensors first and
  flips a version marker last (a control header, a `LATEST` file, a registry entry).

Which transport carries the bytes is configuration (`WeightsConfig.transport`), picked
behind `make_transport`, so the trainer and the engines never name one:

    sender, new_receiver = make_transport("shm", name="run-42")
    sender.publish(model.state_dict(), version=step)        # trainer
    state, version = new_receiver().receive(min_version=step)  # engine
    await engine.update_weights(state, version)

Left out on purpose: partial (delta) updates, compression and resharding between trainer
and engine layouts; a state dict goes across whole, with the names the sender used.
"""

from __future__ import annotations

import importlib
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any

import torch

from parity.weights.config import (  # noqa: F401  (re-exported)
    FilesOptions,
    LocalOptions,
    NcclOptions,
    RayOptions,
    ShmOptions,
    TransportName,
    WeightsConfig,
)

NO_VERSION = -1  # what `latest_version` answers before anything is published
DEFAULT_RECEIVE_TIMEOUT_S = 300.0

StateDict = Mapping[str, torch.Tensor]
ReceiverFactory = Callable[..., "WeightReceiver"]


class WeightsTimeoutError(TimeoutError):
    """No version at least as new as asked for was published in time."""


class TransportUnavailableError(RuntimeError):
    """The transport cannot run here (no CUDA for NCCL, no /dev/shm, no Ray, ...)."""


class WeightSender(ABC):
    """Publishes state dicts under increasing versions. `version` is the last one published."""

    transport: str = "?"

    def __init__(self) -> None:
        self.version = NO_VERSION

    def publish(self, state: StateDict, version: int) -> None:
        """Make `state` visible to receivers as `version`, all at once. Returns when the
        sender may change its tensors again (they have been copied, or handed over)."""
        if version <= self.version:
            raise ValueError(f"version {version} is not newer than the last published "
                             f"({self.version}); versions must increase")
        if not state:
            raise ValueError("refusing to publish an empty state dict")
        for name, tensor in state.items():
            if not isinstance(tensor, torch.Tensor):
                raise TypeError(f"{name!r} is a {type(tensor).__name__}, not a tensor")
        self._publish(state, version)
        self.version = version

    @abstractmethod
    def _publish(self, state: StateDict, version: int) -> None: ...

    def close(self) -> None:
        """Release what the sender holds; published versions may disappear with it."""
        return None

    def __enter__(self):
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class WeightReceiver(ABC):
    """Receives the newest published version. `version` is the last one it returned."""

    transport: str = "?"

    def __init__(self) -> None:
        self.version = NO_VERSION

    @abstractmethod
    def latest_version(self) -> int:
        """The newest committed version (`NO_VERSION` before the first); does not wait."""

    def receive(self, min_version: int | None = None,
                timeout_s: float = DEFAULT_RECEIVE_TIMEOUT_S) -> tuple[dict[str, torch.Tensor], int]:
        """Return the newest published state dict and its version, waiting up to `timeout_s`
        until that version is at least `min_version`. Without `min_version`, wait for one
        newer than the last this receiver returned. Never returns an older version than the
        last one it returned. Raises `WeightsTimeoutError` when the wait runs out."""
        floor = self.version + 1 if min_version is None else max(min_version, self.version)
        got = self._receive(floor, time.monotonic() + timeout_s)
        if got is None:
            raise WeightsTimeoutError(
                f"{self.transport}: no weights version >= {floor} within {timeout_s:g} s "
                f"(latest published: {self.latest_version()}, this receiver has {self.version})")
        state, version = got
        if version < floor:  # a transport bug, not a condition to recover from
            raise AssertionError(f"{self.transport} returned version {version} < {floor}")
        self.version = version
        return state, version

    @abstractmethod
    def _receive(self, floor: int, deadline: float) -> tuple[dict[str, torch.Tensor], int] | None:
        """A committed version >= `floor`, or None once `deadline` (time.monotonic) passes."""

    def close(self) -> None:
        """Release what the receiver holds. Tensors it returned stay valid."""
        return None

    def __enter__(self):
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def poll_until(check: Callable[[], Any], deadline: float, first_sleep_s: float = 5e-5,
               max_sleep_s: float = 2e-3) -> Any:
    """Call `check` until it returns something other than None or `deadline` passes (then
    return None). Sleeps back off from tens of microseconds to a couple of milliseconds,
    which bounds the added latency without spinning a core that the copy needs."""
    sleep_s = first_sleep_s
    while True:
        result = check()
        if result is not None:
            return result
        remaining_s = deadline - time.monotonic()
        if remaining_s <= 0:
            return None
        time.sleep(min(sleep_s, remaining_s))
        sleep_s = min(sleep_s * 2, max_sleep_s)


# ---- configuration and the factory --------------------------------------------------------


_MODULES: dict[str, str] = {  # constant: transport name -> module with make() and receiver()
    "local": "parity.weights.local",
    "shm": "parity.weights.shm",
    "files": "parity.weights.files",
    "ray": "parity.weights.ray_store",
    "nccl": "parity.weights.nccl",
}


def _module(name: str):
    if name not in _MODULES:
        raise ValueError(f"unknown weights transport {name!r}; pick one of {sorted(_MODULES)}")
    return importlib.import_module(_MODULES[name])  # lazy: ray and torch.distributed are heavy


def make_transport(name: str, /, **options: Any) -> tuple[WeightSender, ReceiverFactory]:
    """Build the sender of transport `name` and a factory of its receivers.

    The factory takes `copy=True` for receivers that must own their tensors (the default
    hands out read-only views where the transport can) and, for nccl, `rank=`. Except for
    `local`, the factory pickles, so it can be shipped to engine processes and Ray actors.
    Each transport's options are the fields of its section in `WeightsConfig`."""
    module = _module(name)
    try:
        return module.make(**options)
    except TypeError as e:
        raise ValueError(f"bad options for the {name} transport: {e}") from e


def make_receiver_factory(name: str, /, **options: Any) -> ReceiverFactory:
    """The receiver factory alone, for a process that receives and never publishes."""
    return _module(name).receiver_factory(**options)


def make_transport_from_config(config: WeightsConfig) -> tuple[WeightSender, ReceiverFactory]:
    return make_transport(config.transport, **config.options())
