"""The engines of a run, from `[engines]`, and the trainer that feeds them.

    kind = "builtin", placement = "inprocess"   TorchEngines in this process
                      placement = "process"     `parity serve` processes started here
                      placement = "ray"         EngineActors (and the trainer as an actor)
    kind = "vllm"                               vLLM servers started here, or attached
    urls = [...]                                attach to running servers instead of starting

N replicas sit behind the router (a trajectory's turns stay on one replica). New weights
reach every replica through `parity.weights` (WeightSync): in process directly, into engine
processes through the `[weights]` transport, into actors through the object store.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from parity.config import ConfigError, ParityConfig

log = logging.getLogger(__name__)


@dataclass
class EngineSet:
    replicas: list[Any]  # Engine
    engine: Any  # the router over them, or the one replica
    handles: list[Any] = field(default_factory=list)  # Ray actors to kill
    stack: contextlib.ExitStack = field(default_factory=contextlib.ExitStack)  # processes

    async def aclose(self) -> None:
        for e in self.replicas:
            close = getattr(e, "aclose", None)
            if close is not None:
                with contextlib.suppress(Exception):
                    await close()
            elif hasattr(e, "close"):
                e.close()
        if self.handles:
            from parity.run import actors

            actors.kill(*self.handles)
        self.stack.close()


def engine_dtype(cfg: ParityConfig, device: str) -> str:
    """The engines' dtype. `auto`: a model given by path as `parity serve` loads it
    (`serving_dtype`: bfloat16 on a GPU and on CPUs that multiply it in hardware; in the
    quickstart's run that made the evaluation 2.3x and rollouts 3.6x faster than float32,
    docs/results.md); the tiny default (`model.path` unset) in float32 on a CPU, so its runs
    are reproduced bit for bit. The trainer keeps float32 master weights either way."""
    if cfg.model.dtype != "auto":
        return cfg.model.dtype
    if cfg.model.path is not None:
        from parity.inference.models import serving_dtype

        return serving_dtype(device)
    return "bfloat16" if device.startswith("cuda") else "float32"


async def start_engines(cfg: ParityConfig, model_dir: Path, out: Path) -> EngineSet:
    e = cfg.engines
    if e.kind == "vllm":
        replicas, stack = await _vllm(cfg, model_dir, out)
        es = EngineSet(replicas, None, stack=stack)
    elif e.urls:
        from parity.inference.client import HttpEngine

        es = EngineSet([HttpEngine(u, token=e.api_key, request_timeout_s=e.request_timeout_s)
                        for u in e.urls], None)
    elif e.placement == "inprocess":
        from parity.inference.models import load_model
        from parity.inference.torch_engine import TorchEngine, TorchEngineConfig
        from parity.train.trainer import resolve_device

        device = resolve_device(e.device)
        dtype = engine_dtype(cfg, device.type)
        es = EngineSet([TorchEngine(load_model(model_dir, device=str(device), dtype=dtype),
                                    TorchEngineConfig(max_batch_size=e.max_batch_size))
                        for _ in range(e.replicas)], None)
    elif e.placement == "process":
        es = await _processes(cfg, model_dir, out)
    else:  # ray
        es = _ray_actors(cfg, model_dir)
    if len(es.replicas) == 1:
        es.engine = es.replicas[0]
    else:
        from parity.inference.router import Router

        es.engine = Router(es.replicas)
    return es


def _ray_actors(cfg: ParityConfig, model_dir: Path) -> EngineSet:
    """EngineActors in a placement group spread over the nodes (parity.run.cluster), each
    restarted after a crash or a lost node; with a pulling `[weights]` transport (a run's
    `ray` placement gets `ray`: run/train.py) a restarted one loads the newest version first."""
    from parity.run import actors
    from parity.run.cluster import engine_options, remove_groups

    options, groups = engine_options(cfg, cfg.engines.replicas)
    device = "cuda" if options[0]["num_gpus"] else "cpu"
    weights = cfg.weights if cfg.weights.transport != "local" else None
    handles = [actors.spawn(actors.EngineActor, str(model_dir), engine_dtype(cfg, device),
                            device, weights, options=o) for o in options]
    es = EngineSet([actors.RemoteEngine(h) for h in handles], None, handles=handles)
    es.stack.callback(remove_groups, groups)
    return es


async def _processes(cfg: ParityConfig, model_dir: Path, out: Path) -> EngineSet:
    """`parity serve` processes on loopback, each with a weights receiver of the run's
    transport, so new weights go through `[weights]` and never through HTTP bodies."""
    import secrets

    from parity.inference.client import HttpEngine
    from parity.launch import free_port, start_servers
    from parity.weights.sync import serve_weights_args

    w = cfg.weights
    if w.transport == "local":
        raise ConfigError('weights.transport: "local" cannot reach engine processes; use '
                          '"shm" (one machine), "files" or "nccl" with engines.placement = '
                          '"process"')
    token = secrets.token_hex(16)
    logs = out / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    from parity.threads import threads_for

    n = cfg.engines.replicas
    ports = [free_port() for _ in range(n)]
    threads = threads_for(cfg.threads, 1 + n)  # this process (the trainer) and the engines
    commands = [[sys.executable, "-m", "parity.cli", "serve", "--model", str(model_dir),
                 "--host", "127.0.0.1", "--port", str(port), "--device", cfg.engines.device,
                 "--threads", str(threads),
                 "--dtype", engine_dtype(cfg, cfg.engines.device),
                 *serve_weights_args(w, **({"rank": i + 1} if w.transport == "nccl" else {}))]
                for i, port in enumerate(ports)]
    stack, urls = await start_servers(
        commands, ports, [logs / f"engine-{i}.log" for i in range(n)],
        env={**os.environ, "PARITY_ENGINE_TOKEN": token},  # not on the command line
        timeout_s=300)
    replicas = [HttpEngine(url, token=token, request_timeout_s=cfg.engines.request_timeout_s)
                for url in urls]
    return EngineSet(replicas, None, stack=stack)


async def _vllm(cfg: ParityConfig, model_dir: Path, out: Path):
    """vLLM servers started here (blocking until each answers /health) or attached; each
    engine checks the server's logprob mode before the first rollout (inference/vllm.py)."""
    import asyncio

    from parity.inference import vllm

    e = cfg.engines
    stack = contextlib.ExitStack()
    try:
        if e.urls:
            urls = list(e.urls)
        else:
            urls = list(stack.enter_context(await asyncio.to_thread(
                vllm.launch_vllm, model_dir, e.replicas, command=e.vllm.command,
                devices=e.vllm.devices or None, extra_args=e.vllm.extra_args,
                log_dir=out / "logs", env=e.vllm.env or None, weights=cfg.weights)))
        engines = [await vllm.VllmEngine(u, api_key=e.api_key,
                                         model=None if e.urls else str(model_dir),
                                         weights=cfg.weights,
                                         weights_dir=out / "weights-vllm").start()
                   for u in urls]
    except BaseException:
        stack.close()
        raise
    return engines, stack
