"""A run's new weights reach every engine: the trainer side (`WeightSync`) and the engine
side (`WeightLoader`) of one small protocol.

```
 trainer step ends ──► WeightSync.push(state, v)
   1. publish v once through the transport's sender          (only if some engine pulls)
   2. every engine serves v, concurrently:
      in-process engine ── engine.update_weights(state, v)
      `parity serve`    ── HttpEngine.load_published(v) ── POST /update_weights {"version": v}
                             └► the server's WeightLoader: receiver.receive(min_version=v)
                                                           ► engine.update_weights(state, got)
      Ray engine actor  ── RemoteEngine.load_published(v) ── the EngineActor's WeightLoader
   ◄── PushReport(publish_s, load_s per engine, update_s)
```

The protocol an engine out of this process implements (`HttpEngine`, `RemoteEngine`; a vLLM
engine through its worker extension):

    version: int                                      # the version it serves, as last seen
    async def load_published(version: int) -> None    # pull >= version from the transport

`load_published(v)` returns once the engine serves a version >= v (the newest published
one, pulled from its own receiver of the run's transport); it returns at once when it
already does; afterwards the handle's `version` is >= v. Requests in flight continue: the
engine swaps weights between decode steps and each token carries the version it was
sampled under. It raises when the engine cannot (unreachable, timed out, wrong names or
shapes). Whether an engine pulls or is handed the state is decided by that one method:
an engine without `load_published` is in this process and gets `update_weights(state, v)`.

Without a transport (`WeightSync(None, engines)`, the learners' default), every engine gets
`update_weights(state, v)`, as before this module existed (an `HttpEngine` then writes a
temporary safetensors file, which the server must be able to read). With `nccl`, publishing
is a collective that every engine rank must join, so engines are told to load while the
sender publishes; for the other transports, publishing comes first.

Left out: retries, and taking a failed engine out of service: a push that misses an engine
raises `WeightSyncError` naming it, after every other engine has loaded, and the run
decides (a `Router` keeps serving from the others). Engines joining mid-run catch up by
`load_published(sync.version)`.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from pydantic import ValidationError

from parity.weights.config import WeightsConfig

if TYPE_CHECKING:
    from parity.weights.base import WeightReceiver

log = logging.getLogger(__name__)

DEFAULT_LOAD_TIMEOUT_S = 600.0  # per engine: pull (receive) plus swap
NO_VERSION = -1  # same as parity.weights.base.NO_VERSION (that module imports torch)
COLLECTIVE_TRANSPORTS = frozenset({"nccl"})
# options an engine process gives its receiver that the sender has no use for
ENGINE_ONLY_OPTIONS = {"nccl": ("rank",), "ray": ("address",)}


class WeightSyncError(RuntimeError):
    """A version did not reach some engines; `failures` maps each one's name to its error."""

    def __init__(self, version: int, failures: Mapping[str, BaseException], num_engines: int) -> None:
        self.version = version
        self.failures = dict(failures)
        detail = "; ".join(f"{name}: {type(e).__name__}: {e}" for name, e in self.failures.items())
        super().__init__(f"weights version {version} did not reach {len(self.failures)} of "
                         f"{num_engines} engines: {detail}")


@dataclass
class PushReport:
    version: int
    publish_s: float  # the sender's publish (0 when nothing was published)
    load_s: dict[str, float] = field(default_factory=dict)  # per engine, from being told to serving
    update_s: float = 0.0  # from push() to every engine serving `version`

    def metrics(self) -> dict[str, float]:
        return {"weights/update_s": self.update_s, "weights/publish_s": self.publish_s,
                "weights/load_s_max": max(self.load_s.values(), default=0.0)}


class Publisher(Protocol):
    """Puts a version where engines pull it from. `needs_state`: False when the publisher
    has the weights itself (a trainer actor publishing its own)."""

    version: int
    needs_state: bool

    async def publish(self, state: Any, version: int) -> None: ...

    def close(self) -> None: ...


class SenderPublisher:
    """Publishes from this process through the configured transport's sender, made at the
    first publish (an `nccl` sender waits there for every engine rank to join)."""

    needs_state = True

    def __init__(self, config: WeightsConfig) -> None:
        self.config = config
        self.version = NO_VERSION
        self._sender: Any = None

    async def publish(self, state: Any, version: int) -> None:
        await asyncio.to_thread(self.publish_blocking, state, version)

    def publish_blocking(self, state: Any, version: int) -> None:
        if self._sender is None:
            from parity.weights.base import make_transport_from_config

            self._sender, _ = make_transport_from_config(self.config)
        self._sender.publish(state, version)
        self.version = version

    def close(self) -> None:
        if self._sender is not None:
            self._sender.close()
            self._sender = None


def engine_name(engine: Any, index: int) -> str:
    return str(getattr(engine, "name", None) or getattr(engine, "base_url", None)
               or f"{type(engine).__name__}#{index}")


def pulls(engine: Any) -> bool:
    """Whether `engine` loads published versions itself (is out of this process)."""
    return callable(getattr(engine, "load_published", None))


class WeightSync:
    """The trainer side: `await push(state, version)` makes every engine serve `version`.

    `config`: the run's `[weights]` section, or None for no transport (every engine is handed
    the state). `publisher`: who publishes (default: this process, `SenderPublisher`)."""

    def __init__(self, config: WeightsConfig | None, engines: Sequence[Any], *,
                 names: Sequence[str] | None = None, publisher: Publisher | None = None,
                 load_timeout_s: float | None = DEFAULT_LOAD_TIMEOUT_S) -> None:
        self.config = config
        self.engines = list(engines)
        self.names = list(names) if names is not None else self._default_names()
        if len(self.names) != len(self.engines) or len(set(self.names)) != len(self.names):
            raise ValueError(f"need one distinct name per engine, got {self.names}")
        transport = config.transport if config is not None else None
        self._pulls = [transport not in (None, "local") and pulls(e) for e in self.engines]
        if transport == "local" and any(pulls(e) for e in self.engines):
            far = [n for n, e in zip(self.names, self.engines, strict=True) if pulls(e)]
            raise ValueError(
                f"the local transport reaches engines in this process only; "
                f"{', '.join(far)} run elsewhere: set weights.transport to shm, files, ray or "
                "nccl in the run's config, and start each server with the same transport, "
                "e.g. `parity serve MODEL --token T --weights-transport shm` (the run's other "
                "[weights] keys as --weights-option KEY=VALUE, such as name=...)")
        self.publisher = publisher
        if self.publisher is None and any(self._pulls):
            assert config is not None
            self.publisher = SenderPublisher(config)
        self._collective = transport in COLLECTIVE_TRANSPORTS
        self.load_timeout_s = load_timeout_s
        self.version = NO_VERSION  # the last version every engine served
        self.last_report: PushReport | None = None

    def _default_names(self) -> list[str]:
        names = [engine_name(e, i) for i, e in enumerate(self.engines)]
        return [n if names.count(n) == 1 else f"{n}#{i}" for i, n in enumerate(names)]

    @property
    def needs_state(self) -> bool:
        """Whether `push` needs the state dict itself (some engine is handed it, or this
        process publishes it); False only when every engine pulls from a publisher that has
        the weights, such as a trainer actor."""
        publisher_needs = self.publisher is not None and getattr(self.publisher, "needs_state", True)
        return publisher_needs or not all(self._pulls)

    async def push(self, state: Any, version: int, *, skip: Collection[int] = ()) -> PushReport:
        """Publish `version` once (if any engine pulls and it is not published yet), then make
        every engine serve it. Raises `WeightSyncError` naming the engines that failed, once
        the others are done; a failed publish raises as itself. `skip`: indices of engines
        left out (a router has them out of service; a hung one would hold the push up to
        its load timeout); ignored for a collective transport, which needs every rank."""
        if state is None and self.needs_state:
            raise ValueError("this push hands the state to an engine or publishes it from "
                             "this process, so it needs the state dict")
        started = time.perf_counter()
        publish_s = 0.0
        publisher = self.publisher
        must_publish = publisher is not None and any(self._pulls) and version > publisher.version

        async def publish() -> None:
            nonlocal publish_s
            t0 = time.perf_counter()
            await publisher.publish(state, version)
            publish_s = time.perf_counter() - t0

        skipped = set() if self._collective else set(skip)
        loads = [self._load(i, state, version) for i in range(len(self.engines)) if i not in skipped]
        names = [n for i, n in enumerate(self.names) if i not in skipped]
        if must_publish and self._collective:  # the engines' receives are part of the publish
            published, *results = await asyncio.gather(publish(), *loads, return_exceptions=True)
            if isinstance(published, BaseException):
                raise published
        else:
            if must_publish:
                try:
                    await publish()
                except BaseException:
                    for load in loads:
                        load.close()  # never started
                    raise
            results = await asyncio.gather(*loads, return_exceptions=True)
        load_s: dict[str, float] = {}
        failures: dict[str, BaseException] = {}
        for name, result in zip(names, results, strict=True):
            if isinstance(result, BaseException):
                failures[name] = result
            else:
                load_s[name] = result
        report = PushReport(version, publish_s, load_s, time.perf_counter() - started)
        self.last_report = report
        if failures:
            for name, e in failures.items():
                log.error("weights version %d did not reach %s: %s: %s", version, name,
                          type(e).__name__, e)
            raise WeightSyncError(version, failures, len(self.engines))
        self.version = max(self.version, version)
        return report

    async def _load(self, index: int, state: Any, version: int) -> float:
        engine = self.engines[index]
        started = time.perf_counter()
        call = engine.load_published(version) if self._pulls[index] else engine.update_weights(state, version)
        try:
            await asyncio.wait_for(call, self.load_timeout_s)
        except TimeoutError:
            raise TimeoutError(f"not serving version {version} after {self.load_timeout_s} s") from None
        served = getattr(engine, "version", version)
        if served < version:
            raise RuntimeError(f"reports version {served} after loading {version}")
        return time.perf_counter() - started

    def close(self) -> None:
        """Release the publisher (an shm sender unlinks its segments, a Ray one kills its
        registry): engines can no longer pull what was published."""
        if self.publisher is not None:
            self.publisher.close()


# ---- the engine side -----------------------------------------------------------------------


class WeightLoader:
    """`load_published` for an engine in this process: pull from the run's transport with a
    receiver made at the first load (an nccl receiver joins the sender's group then), swap
    the weights in between decode steps. One load at a time."""

    def __init__(self, engine: Any, new_receiver: Callable[[], WeightReceiver],
                 timeout_s: float = DEFAULT_LOAD_TIMEOUT_S) -> None:
        self.engine = engine
        self.timeout_s = timeout_s
        self._new_receiver = new_receiver
        self._receiver: WeightReceiver | None = None
        self._lock = asyncio.Lock()

    async def load_published(self, version: int) -> None:
        async with self._lock:
            if self.engine.version >= version:
                return
            state, got = await asyncio.to_thread(self._receive, version)
            try:
                await self.engine.update_weights(state, got)
            finally:
                del state  # shm views keep their slot locked while they live

    def _receive(self, version: int) -> tuple[Any, int]:
        if self._receiver is None:
            self._receiver = self._new_receiver()
        return self._receiver.receive(min_version=version, timeout_s=self.timeout_s)

    def close(self) -> None:
        if self._receiver is not None:
            self._receiver.close()
            self._receiver = None


def engine_receiver_factory(transport: str, options: Mapping[str, Any] | None = None
                            ) -> Callable[[], WeightReceiver]:
    """The receiver factory of an engine process from `--weights-transport NAME` and its
    `--weights-option key=value`s: the transport's section of `WeightsConfig` (values are
    coerced from strings and checked), plus `rank` for nccl (this engine's rank) and
    `address` for ray (the cluster to join; default: the one this process is in, or
    `auto`). Bad input raises ValueError with a one-line message."""
    from parity.weights.config import TransportName

    names = TransportName.__args__
    if transport not in names:
        raise ValueError(f"unknown weights transport {transport!r}; pick one of {', '.join(names)}")
    if transport == "local":
        raise ValueError("the local transport reaches engines in the trainer's process only; "
                         "an engine process pulls through shm, files, ray or nccl")
    options = dict(options or {})
    extra = {k: options.pop(k) for k in ENGINE_ONLY_OPTIONS.get(transport, ()) if k in options}
    try:
        config = WeightsConfig.model_validate({"transport": transport, transport: options})
    except ValidationError as e:
        problems = "; ".join(f"{'.'.join(str(p) for p in err['loc'][1:]) or transport}: {err['msg']}"
                             for err in e.errors())
        raise ValueError(f"bad --weights-option for {transport}: {problems}") from None
    receiver_options: dict[str, Any] = {}
    if transport == "nccl":
        try:
            receiver_options["rank"] = int(extra["rank"])
        except (KeyError, ValueError):
            raise ValueError("an nccl engine needs --weights-option rank=N (1..world_size-1)") from None
    if transport == "ray":
        _join_ray(extra.get("address"))
    from parity.weights.base import TransportUnavailableError, make_receiver_factory

    try:
        factory = make_receiver_factory(transport, **config.options())
    except TransportUnavailableError as e:
        raise ValueError(str(e)) from None
    return functools.partial(factory, **receiver_options)


def _join_ray(address: str | None) -> None:
    try:
        import ray
    except ImportError:
        raise ValueError("the ray transport needs the 'ray' package") from None
    if not ray.is_initialized():
        try:
            ray.init(address=address or "auto", log_to_driver=False)
        except Exception as e:  # noqa: BLE001 - any failure to join is the user's to fix
            first_line = (str(e).splitlines() or [""])[0]
            raise ValueError(f"cannot join the Ray cluster at {address or 'auto'} "
                             f"(--weights-option address=...): {type(e).__name__}: {first_line}") from None


def serve_weights_args(config: WeightsConfig, **engine_options: Any) -> list[str]:
    """`parity serve` arguments for an engine process that pulls through `config`'s transport
    (`engine_options`: `rank=` for nccl, `address=` for ray)."""
    options = {**config.options(), **engine_options}
    args = ["--weights-transport", config.transport]
    for key, value in options.items():
        if value is not None:
            args += ["--weights-option", f"{key}={str(value).lower() if isinstance(value, bool) else value}"]
    return args
