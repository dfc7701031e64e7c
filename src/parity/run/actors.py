"""Ray at the edge: the plain environment, engine and trainer hosted as Ray actors, and
client-side proxies that speak the same protocols over actor handles.

    driver process                               Ray actors (own processes)
    ──────────────                               ──────────────────────────
    RolloutWorker ─► RemoteEnv ───────────────►  EnvActor      (LocalEnv: bwrap sessions)
    TokenPolicy   ─► RemoteEngine ────────────►  EngineActor   (TorchEngine)
    Orchestrator  ─► RemoteLearner ─ train ───►  TrainerActor  (Trainer)
                                   └ weights: the trainer's state dict, one object in the
                                     object store; each EngineActor gets its ObjectRef
                                     (or, with a transport, TrainerActor publishes and each
                                     EngineActor pulls: parity.weights.sync)

Nothing above this module knows Ray exists: the orchestrator, the workers and the evaluation
see `Environment`, `Engine` and `Learner`. The actors are thin: every method forwards to the
plain class, so the in-process path and this one run the same code. The module sits in `run`,
the wiring at the top of the package order, because it hosts the trainer next to the engines
and environments: `rollout` and `train` stay apart (parity.rollout.learner takes any trainer).

Where actors go (resources, placement groups) and how often they come back is the run's
choice (`spawn(..., options=)`, parity.run.cluster). Every actor answers `boot()` (its
incarnation and node), so the run can count restarts. A restarted EngineActor loads the
newest published weights version before it serves again (`_catch_up`); a restarted EnvActor
starts empty, and calls for the sessions it lost raise `SessionNotFound`. The model directory
must be readable on every node; task snapshots travel through `RemoteEnv(stage=)`.
"""

from __future__ import annotations

import logging
import os
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

from parity.envserver.base import EnvError, ServerUnavailable
from parity.inference.engine import Completion, SamplingParams
from parity.types import Grade, SessionInfo, Snapshot, Task, ToolCall, ToolResult, Trajectory

log = logging.getLogger(__name__)

ACTOR_NUM_CPUS = 0.25


def start_ray(address: str | None = None, num_cpus: int = 2) -> bool:
    """Join the cluster at `address`, or start a local Ray on loopback with no dashboard.
    Returns whether this call started (or joined) Ray; False: already connected."""
    os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    import ray

    if ray.is_initialized():
        return False
    if address:
        ray.init(address=address)
    else:
        ray.init(address="local", num_cpus=num_cpus, include_dashboard=False,
                 _node_ip_address="127.0.0.1")
    return True


def spawn(cls: type, *args: Any, options: dict[str, Any] | None = None, **kwargs: Any) -> Any:
    """Start `cls` (one of the actor classes below) as a Ray actor; returns its handle.
    `options`: `ray.remote`'s (num_cpus, num_gpus, resources, max_restarts, max_task_retries,
    scheduling_strategy); default: a quarter of a CPU, no restarts."""
    import ray

    return ray.remote(**{"num_cpus": ACTOR_NUM_CPUS, **(options or {})})(cls).remote(*args, **kwargs)


def kill(*handles: Any) -> None:
    import ray

    for h in handles:
        for one in getattr(h, "handles", [h]):  # a TrainerGang's ranks
            ray.kill(one)


async def _call(ref: Any, unavailable: type[Exception]) -> Any:
    """Await an actor call; the actor's own exception comes back as itself (so `EnvFull`
    stays `EnvFull` for the worker's retry), a dead actor as `unavailable`."""
    import ray.exceptions as rx

    try:
        return await ref
    except rx.RayTaskError as e:
        if isinstance(e.cause, Exception):
            raise e.cause from None
        raise
    except rx.RayActorError as e:
        raise unavailable(f"actor died: {e}") from e


# ---- actors: plain classes, made remote by `spawn` ----------------------------------------


class _Booted:
    """`boot()`: which incarnation of the actor answers, and on which node."""

    _boot_id = ""

    def _booted(self) -> None:
        from parity.threads import return_freed_memory

        self._boot_id = uuid.uuid4().hex
        return_freed_memory()  # an actor computes: its heap is trimmed as every Parity process

    def boot(self) -> dict[str, Any]:
        import ray

        ctx = ray.get_runtime_context()
        return {"id": self._boot_id, "node_id": ctx.get_node_id(),
                "restarted": bool(ctx.was_current_actor_reconstructed)}


class EnvActor(_Booted):
    """Hosts a `LocalEnv`; sessions live in this actor's process (a restart loses them)."""

    def __init__(self, config: Any = None) -> None:
        from parity.envserver.sessions import LocalEnv

        self._booted()
        self.env = LocalEnv(config)

    async def create_session(self, task: Task | None = None,
                             snapshot: Snapshot | None = None) -> SessionInfo:
        return await self.env.create_session(task=task, snapshot=snapshot)

    async def run_tools(self, session_id: str, calls: list[ToolCall]) -> list[ToolResult]:
        return await self.env.run_tools(session_id, calls)

    async def diff(self, session_id: str) -> str:
        return await self.env.diff(session_id)

    async def grade(self, session_id: str, task: Task | None = None) -> Grade:
        return await self.env.grade(session_id, task)

    async def close_session(self, session_id: str) -> None:
        await self.env.close_session(session_id)

    async def tool_schemas(self) -> list[dict[str, Any]]:
        return await self.env.tool_schemas()

    async def aclose(self) -> None:
        await self.env.aclose()


class EngineActor(_Booted):
    """Hosts a `TorchEngine` loaded from a model directory. With `weights` (the run's
    `[weights]` section), `load_published` pulls versions from that transport (`ray`: the
    object store this actor shares with the trainer), and before its first answer the actor
    loads the newest version already published: a restarted replica never serves the base
    weights of a run that has moved on (nccl aside: a collective cannot be joined late)."""

    def __init__(self, model_dir: str, dtype: str = "float32", device: str = "cpu",
                 weights: Any = None) -> None:
        from parity.inference.models import load_model
        from parity.inference.torch_engine import TorchEngine

        self._booted()
        self.engine = TorchEngine(load_model(model_dir, dtype=dtype, device=device))
        self.loader = None
        self._caught_up = weights is None or weights.transport == "nccl"
        if weights is not None:
            from parity.weights.sync import WeightLoader, engine_receiver_factory

            self.loader = WeightLoader(self.engine, engine_receiver_factory(weights.transport,
                                                                            weights.options()))

    async def _catch_up(self) -> None:
        if self._caught_up or self.loader is None:
            return
        import asyncio

        from parity.weights.sync import NO_VERSION

        receiver = self.loader._new_receiver()
        try:
            latest = await asyncio.to_thread(receiver.latest_version)
        finally:
            receiver.close()
        if latest != NO_VERSION and latest > self.engine.version:
            log.warning("engine actor (re)started behind the run: loading weights version %d",
                        latest)
            await self.loader.load_published(latest)
        self._caught_up = True

    async def generate(self, prompt_ids: list[int], params: SamplingParams,
                       session_id: str | None = None) -> Completion:
        await self._catch_up()
        return await self.engine.generate(prompt_ids, params, session_id=session_id)

    async def update_weights(self, state: Any, version: int) -> None:
        # Ray resolved the ObjectRef before this call: `state` is the state dict itself
        await self.engine.update_weights(state, version)

    async def load_published(self, version: int) -> int:
        if self.loader is None:
            raise RuntimeError("this engine actor was started without a weights transport "
                               "(EngineActor(..., weights=WeightsConfig(...)))")
        self._caught_up = True  # this load is the catch-up
        await self.loader.load_published(version)
        return self.engine.version

    async def version(self) -> int:
        await self._catch_up()
        return self.engine.version

    async def context_tokens(self) -> int:
        return self.engine.max_seq_len

    async def stats(self) -> Any:
        return self.engine.stats()

    async def close(self) -> None:
        if self.loader is not None:
            self.loader.close()
        self.engine.close()


class TrainerActor(_Booted):
    """Hosts a `Trainer`, or one rank of a sharded one (`TrainerGang`). A synchronous actor:
    one call at a time, which is what a trainer is. With `world` > 1 the trainer is built in
    `join`, once every rank knows rank 0's address; every method but `policy_version`,
    `address` and `close_weights` is then called on every rank (their collectives meet)."""

    def __init__(self, model_dir: str, config: Any, pad_token_id: int, rank: int = 0,
                 world: int = 1) -> None:
        self._booted()
        self.args = (model_dir, config, pad_token_id)
        self.rank, self.world = rank, world
        self.trainer: Any = None
        self.publisher: Any = None  # a SenderPublisher, made by the first publish_weights
        if world == 1:
            self._build()

    def _build(self) -> None:
        from parity.inference.models import load_model
        from parity.train.trainer import Trainer

        model_dir, config, pad_token_id = self.args
        self.trainer = Trainer(load_model(model_dir, dtype="float32", device="cpu"), config,
                               pad_token_id=pad_token_id)

    def address(self) -> tuple[str, int]:
        """Where rank 0 listens for the others: this node's address and a free port on it."""
        import ray

        from parity.train.distributed import free_port

        host = ray.util.get_node_ip_address()
        return host, free_port(host)

    def join(self, addr: str, port: int) -> int:
        """Join the trainer's process group and build the (sharded) trainer; its version."""
        from parity.train import distributed

        distributed.init(self.rank, self.world, addr, port, device=self.args[1].device)
        self._build()
        return self.trainer.policy_version

    def train_step(self, trajectories: list[Trajectory], group_ids: list[str]) -> dict[str, float]:
        return self.trainer.train_step(trajectories, group_ids)

    def state_dict_for_sync(self) -> Any:
        return self.trainer.state_dict_for_sync()  # sharded: whole on rank 0, empty elsewhere

    def publish_weights(self, weights: Any, version: int) -> None:
        """Publish the current weights as `version` through `weights`' transport, from this
        process: the state never passes through the driver. Sharded, every rank gathers and
        rank 0 publishes."""
        from parity.weights.sync import SenderPublisher

        state = self.trainer.state_dict_for_sync()
        if self.rank != 0:
            return
        if self.publisher is None:
            self.publisher = SenderPublisher(weights)
        self.publisher.publish_blocking(state, version)

    def close_weights(self) -> None:
        if self.publisher is not None:
            self.publisher.close()
            self.publisher = None

    def policy_version(self) -> int:
        return self.trainer.policy_version

    def save(self, path: str) -> None:
        self.trainer.save_model(path)  # merged weights with LoRA; sharded: rank 0 writes

    def checkpoint(self, root: str, step: int, cursor: dict[str, Any], tokenizer: Any,
                   keep_resumable: int | None = None) -> None:
        from parity.train.checkpoint import TrainState, save

        save(root, self.trainer, TrainState(step, cursor), tokenizer, keep_resumable)

    def restore(self, path: str) -> tuple[int, Any]:
        """Load a checkpoint (parity.train.checkpoint); returns its policy version and its
        TrainState (step, data cursor)."""
        from parity.train.checkpoint import load

        state = load(path, self.trainer)
        return self.trainer.policy_version, state


class TrainerGang:
    """The ranks of a sharded trainer (`TrainerActor`s, one process group) behind one
    handle's interface: `gang.method.remote(...)` calls the method on every rank and returns
    rank 0's ObjectRef (whose answer is the trainer's: the gathered weights, the metrics);
    `RANK0_ONLY` methods touch no collective and go to rank 0 alone. A rank that dies fails
    the others' next collective (gloo sees the closed connection, or its timeout), so the
    failure reaches the driver through rank 0's ref; the run then resumes from the last
    sharded checkpoint (`--resume`), on any number of ranks."""

    RANK0_ONLY = frozenset({"policy_version", "close_weights", "address", "boot"})

    def __init__(self, handles: list[Any]) -> None:
        self.handles = handles

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return _GangMethod(self, name)

    @property
    def _actor_id(self) -> Any:  # rank 0's, where one handle is expected (ActorWatch)
        return self.handles[0]._actor_id


class _GangMethod:
    def __init__(self, gang: TrainerGang, name: str) -> None:
        self.gang, self.name = gang, name

    def remote(self, *args: Any, **kwargs: Any) -> Any:
        handles = self.gang.handles[:1] if self.name in TrainerGang.RANK0_ONLY else self.gang.handles
        return [getattr(h, self.name).remote(*args, **kwargs) for h in handles][0]


def spawn_trainer(model_dir: str, config: Any, pad_token_id: int, options: list[dict[str, Any]]
                  ) -> Any:
    """The trainer: one `TrainerActor`, or with several `options` (one per rank, e.g. each
    its placement group bundle) a `TrainerGang` whose ranks have joined one process group
    at rank 0's address."""
    import ray

    if len(options) == 1:
        return spawn(TrainerActor, model_dir, config, pad_token_id, options=options[0])
    world = len(options)
    handles = [spawn(TrainerActor, model_dir, config, pad_token_id, rank, world, options=o)
               for rank, o in enumerate(options)]
    try:
        addr, port = ray.get(handles[0].address.remote())
        ray.get([h.join.remote(addr, port) for h in handles])
    except BaseException:
        kill(*handles)
        raise
    return TrainerGang(handles)


# ---- client-side proxies: the protocols over actor handles ----------------------------------


class RemoteEnv:
    """`Environment` over an `EnvActor` handle. `stage`: makes a snapshot readable where the
    actor runs (parity.run.cluster.SnapshotStager: a copy in the cluster's shared directory)."""

    def __init__(self, handle: Any,
                 stage: Callable[[Snapshot], Awaitable[Snapshot]] | None = None) -> None:
        self.handle = handle
        self.stage = stage

    async def create_session(self, task: Task | None = None,
                             snapshot: Snapshot | None = None) -> SessionInfo:
        if self.stage is not None:
            if task is not None:
                task = task.model_copy(update={"snapshot": await self.stage(task.snapshot)})
            if snapshot is not None:
                snapshot = await self.stage(snapshot)
        return await _call(self.handle.create_session.remote(task, snapshot), ServerUnavailable)

    async def run_tools(self, session_id: str, calls: list[ToolCall]) -> list[ToolResult]:
        return await _call(self.handle.run_tools.remote(session_id, calls), ServerUnavailable)

    async def diff(self, session_id: str) -> str:
        return await _call(self.handle.diff.remote(session_id), ServerUnavailable)

    async def grade(self, session_id: str, task: Task | None = None) -> Grade:
        return await _call(self.handle.grade.remote(session_id, task), ServerUnavailable)

    async def close_session(self, session_id: str) -> None:
        await _call(self.handle.close_session.remote(session_id), ServerUnavailable)

    async def tool_schemas(self) -> list[dict[str, Any]]:
        return await _call(self.handle.tool_schemas.remote(), ServerUnavailable)

    async def aclose(self) -> None:
        """Close the sessions, then end the actor."""
        try:
            await _call(self.handle.aclose.remote(), ServerUnavailable)
        except EnvError as e:
            log.info("closing the environment actor: %s", e)
        kill(self.handle)


class RemoteEngine:
    """`Engine` over an `EngineActor` handle. `version` is the last version this client saw
    (from its own weight updates and from completions): reading it never blocks."""

    def __init__(self, handle: Any, version: int | None = None) -> None:
        import ray

        self.handle = handle
        self.version = ray.get(handle.version.remote()) if version is None else version

    async def generate(self, prompt_ids: list[int], params: SamplingParams,
                       session_id: str | None = None) -> Completion:
        from parity.inference.records import EngineUnavailable

        out = await _call(self.handle.generate.remote(prompt_ids, params, session_id),
                          EngineUnavailable)
        self.version = max(self.version, out.version)
        return out

    async def update_weights(self, state: Any, version: int) -> None:
        """`state`: a state dict, a safetensors path, or an ObjectRef to either (the cheap
        way to send one state dict to many engines)."""
        from parity.inference.records import EngineUnavailable

        await _call(self.handle.update_weights.remote(state, version), EngineUnavailable)
        self.version = max(self.version, version)

    async def load_published(self, version: int) -> None:
        """Pull version >= `version` from the run's weights transport into the actor (it was
        spawned with `weights=`); parity.weights.sync's protocol."""
        from parity.inference.records import EngineUnavailable

        served = await _call(self.handle.load_published.remote(version), EngineUnavailable)
        self.version = max(self.version, served)

    async def context_tokens(self) -> int:
        """The actor's engine's maximum sequence length (parity.inference.engine.context_tokens)."""
        from parity.inference.records import EngineUnavailable

        return int(await _call(self.handle.context_tokens.remote(), EngineUnavailable))


class TrainerPublisher:
    """A `parity.weights.sync.Publisher` that has the `TrainerActor` publish its own weights
    through the run's transport: with `WeightSync(config, engines, publisher=...)`, the state
    dict goes from the trainer actor to the engines without the driver holding it."""

    needs_state = False

    def __init__(self, trainer_handle: Any, weights: Any) -> None:
        self.handle = trainer_handle
        self.weights = weights
        self.version = -1

    async def publish(self, state: Any, version: int) -> None:  # noqa: ARG002 - the actor has it
        await _call(self.handle.publish_weights.remote(self.weights, version), RuntimeError)
        self.version = version

    def close(self) -> None:
        import ray

        ray.get(self.handle.close_weights.remote())


class RemoteLearner:
    """The orchestrator's `Learner`: a train step on the trainer actor, then its new weights to
    every engine through `sync`. The default sync hands every engine the same ObjectRef: the
    state dict goes into the object store once, as the trainer actor's return value, and never
    through this process. A sync with a transport publishes from the trainer actor
    (`TrainerPublisher`) and engines pull."""

    def __init__(self, trainer_handle: Any, engines: list[RemoteEngine], sync: Any = None) -> None:
        import ray

        from parity.weights.sync import WeightSync

        self.trainer = trainer_handle
        self.engines = engines
        self.sync = sync or WeightSync(None, engines, load_timeout_s=None)
        if self.sync.publisher is not None and self.sync.publisher.needs_state:
            raise ValueError("RemoteLearner's trainer is an actor: its WeightSync must publish "
                             "from there (publisher=TrainerPublisher(trainer_handle, config))")
        self.version: int = ray.get(trainer_handle.policy_version.remote())

    async def train(self, groups: list[list[Trajectory]]) -> dict[str, float]:
        trajs = [t for g in groups for t in g]
        metrics = await _call(self.trainer.train_step.remote(trajs, [t.group_id for t in trajs]),
                              RuntimeError)
        version = await _call(self.trainer.policy_version.remote(), RuntimeError)
        if version != self.version:  # no optimizer step (gradient accumulation): nothing to send
            state_ref = self.trainer.state_dict_for_sync.remote() if self.sync.needs_state else None
            report = await self.sync.push(state_ref, version)
            metrics = {**metrics, **report.metrics()}
            self.version = version
        return metrics

    async def save(self, path: Any) -> None:
        """The current policy as a model directory, written by the trainer actor (same machine
        or a shared filesystem)."""
        await _call(self.trainer.save.remote(str(path)), RuntimeError)
