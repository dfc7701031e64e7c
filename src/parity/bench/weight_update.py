"""`parity bench weights --engines N`: from the end of a trainer step to N engines serving it.

The figure a run pays per step: `WeightSync.push(state, v)` from the moment the trainer's
state dict is ready until every engine answers that it serves v, publish and the engines'
own copy into their parameters included. Engines are real: N `parity serve` processes
(TorchEngine, CPU, one thread each) on 127.0.0.1 for `shm` and `files`, N Ray actors
(`EngineActor`) for `ray`, one TorchEngine in this process for `local`. Two models, random
weights: the embedded default's tiny shape (TinyConfig, float32) and a Qwen2-0.5B config
(Qwen2Config with the published sizes, bfloat16), saved to a temporary directory. Next to it,
memcpy of the same bytes (the copy an engine makes at least once).

Each round changes every weight in place (the "trainer step", not timed), pushes the next
version and times the push; after the last one, every engine's /health version (or actor
version) and a greedy token's version and logprob are checked against this process's model
on the same weights. Not covered: GPUs (nccl is skipped without CUDA; `parity bench gpu`
measures device copies), engines on other machines, several trainer ranks.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from pathlib import Path
from typing import Any

import torch

from parity.weights.config import WeightsConfig

MODELS: dict[str, str] = {"tiny": "float32", "qwen2-0.5b": "bfloat16"}  # name -> dtype
TRANSPORTS = ("local", "shm", "files", "ray", "nccl")
DEFAULT_ENGINES = 2
DEFAULT_ROUNDS = 3
WARMUP_ROUNDS = 1
ENGINE_START_TIMEOUT_S = 300.0  # a 0.5B model loads slowly on a busy two-core machine
PROBE_IDS = [3, 14, 15, 92, 65, 35, 89, 79]
LOGPROB_TOLERANCE = {"float32": 1e-4, "bfloat16": 5e-2}
STEP_SCALE = 1e-2  # relative size of the fake trainer step


def model_config(name: str) -> Any:
    from transformers import Qwen2Config

    if name == "tiny":
        from parity.models.tiny import TinyConfig

        t = TinyConfig()
        return Qwen2Config(vocab_size=t.vocab_size, hidden_size=t.hidden_size,
                           intermediate_size=t.intermediate_size, num_hidden_layers=t.num_layers,
                           num_attention_heads=t.num_heads, num_key_value_heads=t.num_kv_heads,
                           max_position_embeddings=t.max_positions, tie_word_embeddings=True)
    if name == "qwen2-0.5b":  # the sizes of Qwen/Qwen2-0.5B's config.json
        return Qwen2Config(vocab_size=151936, hidden_size=896, intermediate_size=4864,
                           num_hidden_layers=24, num_attention_heads=14, num_key_value_heads=2,
                           max_position_embeddings=32768, rope_theta=1e6, rms_norm_eps=1e-6,
                           tie_word_embeddings=True)
    raise ValueError(f"unknown model {name!r}; pick from {', '.join(MODELS)}")


def build_model_dir(name: str, out: Path, seed: int = 0) -> Path:
    """A randomly initialised model of `name`'s config in its bench dtype, saved (no tokenizer)."""
    from transformers import AutoModelForCausalLM

    torch.manual_seed(seed)
    model = AutoModelForCausalLM.from_config(model_config(name), dtype=getattr(torch, MODELS[name]))
    model.save_pretrained(out, safe_serialization=True)
    return out


@asynccontextmanager
async def serve_engines(model_dir: Path, dtype: str, weights: WeightsConfig, num_engines: int,
                        log_dir: Path, timeout_s: float = ENGINE_START_TIMEOUT_S
                        ) -> AsyncIterator[list[Any]]:
    """`num_engines` `parity serve` processes that pull through `weights`, as HttpEngines."""
    from parity.inference.client import HttpEngine
    from parity.launch import free_port, start_servers
    from parity.weights.sync import serve_weights_args

    token = secrets.token_urlsafe(16)
    ports = [free_port() for _ in range(num_engines)]
    commands = [[sys.executable, "-m", "parity.cli", "serve", "--model", str(model_dir),
                 "--port", str(port), "--token", token, "--threads", "1", "--device", "cpu",
                 "--dtype", dtype, "--prefix-cache-mb", "0", *serve_weights_args(weights)]
                for port in ports]
    logs = [log_dir / f"engine-{weights.transport}-{port}.log" for port in ports]
    async with AsyncExitStack() as stack:
        processes, urls = await start_servers(commands, ports, logs, timeout_s=timeout_s)
        stack.callback(processes.close)
        engines = [HttpEngine(url, token=token) for url in urls]
        for engine in engines:
            stack.push_async_callback(engine.aclose)
        yield engines


@asynccontextmanager
async def actor_engines(model_dir: Path, dtype: str, weights: WeightsConfig,
                        num_engines: int) -> AsyncIterator[list[Any]]:
    """`num_engines` Ray `EngineActor`s that pull through `weights`, as RemoteEngines."""
    from parity.run.actors import EngineActor, RemoteEngine, kill, spawn

    handles = [spawn(EngineActor, str(model_dir), dtype, "cpu", weights=weights)
               for _ in range(num_engines)]
    try:
        yield [RemoteEngine(h) for h in handles]  # waits for each actor to be up
    finally:
        kill(*handles)


def trainer_step(state: dict[str, torch.Tensor], version: int) -> None:
    """Change every weight in place, differently per version (stands in for an optimizer step)."""
    g = torch.Generator().manual_seed(version)
    with torch.no_grad():
        for t in state.values():
            if t.is_floating_point():
                t.mul_(1 + STEP_SCALE * (torch.rand((), generator=g).item() - 0.5))


async def check_engine(engine: Any, model: Any, version: int, dtype: str) -> str | None:
    """None when `engine` serves `version` and its greedy logprob of a probe matches `model`'s."""
    from parity.inference.engine import SamplingParams

    ping = getattr(engine, "ping", None)
    served = await ping() if ping is not None else engine.version
    if served != version:
        return f"serves version {served}, expected {version}"
    c = await engine.generate(PROBE_IDS, SamplingParams(temperature=0.0, max_tokens=1))
    with torch.no_grad():
        logprobs = model(torch.tensor([PROBE_IDS])).logits[0, -1].float().log_softmax(-1)
    delta = abs(c.logprobs[0] - float(logprobs[c.token_ids[0]]))
    if c.version != version or c.token_versions != [version]:
        return f"sampled under version {c.token_versions}, expected {version}"
    if delta > LOGPROB_TOLERANCE[dtype]:
        return f"its logprob differs from this process's model by {delta:.2e}"
    return None


async def bench_transport(transport: str, model_name: str, model_dir: Path, num_engines: int,
                          rounds: int, work: Path) -> dict[str, Any]:
    from parity.inference.models import load_model
    from parity.weights.sync import WeightSync

    dtype = MODELS[model_name]
    model = load_model(model_dir, dtype=dtype, device="cpu")
    state = {k: v.detach() for k, v in model.state_dict().items()}
    weights = _config(transport, work)
    async with AsyncExitStack() as stack:
        if transport == "local":
            from parity.inference.torch_engine import TorchEngine, TorchEngineConfig

            engine = TorchEngine(load_model(model_dir, dtype=dtype, device="cpu"),
                                 TorchEngineConfig(prefix_cache_bytes=0))
            stack.callback(engine.close)
            engines = [engine]
        elif transport == "ray":
            engines = await stack.enter_async_context(actor_engines(model_dir, dtype, weights, num_engines))
        else:
            engines = await stack.enter_async_context(serve_engines(model_dir, dtype, weights,
                                                                    num_engines, work))
        sync = WeightSync(weights, engines)
        stack.callback(sync.close)
        reports = []
        for version in range(1, WARMUP_ROUNDS + rounds + 1):
            trainer_step(state, version)
            report = await sync.push(state, version)
            if version > WARMUP_ROUNDS:
                reports.append(report)
        problems = [f"{name}: {p}" for name, e in zip(sync.names, engines, strict=True)
                    if (p := await check_engine(e, model, version, dtype))]
    update_s = [r.update_s for r in reports]
    return {"update_s": statistics.median(update_s), "min_s": min(update_s),
            "publish_s": statistics.median(r.publish_s for r in reports),
            "load_s_max": statistics.median(max(r.load_s.values()) for r in reports),
            "engines": len(engines), "rounds": rounds, "verified": not problems,
            **({"problems": problems} if problems else {})}


def _config(transport: str, work: Path) -> WeightsConfig:
    tag = f"parity-bench-update-{os.getpid()}-{time.monotonic_ns()}"
    if transport == "shm":
        return WeightsConfig(transport="shm", shm={"name": tag})
    if transport == "files":
        return WeightsConfig(transport="files", files={"directory": str(work / tag)})
    if transport == "ray":
        return WeightsConfig(transport="ray", ray={"name": tag})
    return WeightsConfig(transport=transport)


def _unavailable(transport: str, cleanups: list[Any]) -> str | None:
    if transport == "nccl":
        if not torch.cuda.is_available():
            return "no CUDA device here (nccl moves weights between GPUs)"
        return "engine processes on GPUs are not benchmarked here yet; see `parity bench gpu`"
    if transport == "ray":
        from parity.bench.weights import start_local_ray

        try:
            if start_local_ray():
                import ray

                cleanups.append(ray.shutdown)
        except Exception as e:  # noqa: BLE001 - no Ray here is a skip, not a failure
            return f"Ray cannot start here: {type(e).__name__}: {e}"
    return None


def run_engine_updates(transports: tuple[str, ...], models: tuple[str, ...], num_engines: int,
                       rounds: int, memcpy_gb_per_s: Any, progress: Any) -> dict[str, Any]:
    """The `engine_update` part of the weights bench's JSON: per model its bytes and the
    memcpy time of them; per transport and model the push figures; skipped transports with
    their reasons. `memcpy_gb_per_s(state)` measures the reference on a state dict."""
    unknown = set(models) - set(MODELS)
    if unknown:
        raise ValueError(f"unknown models {sorted(unknown)}; pick from {', '.join(MODELS)}")
    if num_engines < 1 or rounds < 1:
        raise ValueError("need --engines >= 1 and rounds >= 1")
    out: dict[str, Any] = {"engines": num_engines, "rounds": rounds, "warmup_rounds": WARMUP_ROUNDS,
                           "models": {}, "transports": {}, "skipped": {}}
    wanted = [t for t in transports if t in TRANSPORTS]
    cleanups: list[Any] = []  # e.g. stopping the Ray this run started
    for t in wanted:
        if (reason := _unavailable(t, cleanups)) is not None:
            out["skipped"][t] = reason
    wanted = [t for t in wanted if t not in out["skipped"]]
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # the engines' copies need the cores more than this process does
    try:
        with tempfile.TemporaryDirectory(prefix="parity-bench-update-") as tmp:
            for model_name in models:
                progress(f"engine update: building {model_name} ...")
                model_dir = build_model_dir(model_name, Path(tmp) / model_name)
                from parity.inference.models import load_model

                # what a push sends: the model's state dict, tied weights under both names
                tensors = load_model(model_dir, dtype=MODELS[model_name], device="cpu").state_dict()
                nbytes = sum(t.numel() * t.element_size() for t in tensors.values())
                gb_per_s = memcpy_gb_per_s(tensors)
                del tensors
                out["models"][model_name] = {"dtype": MODELS[model_name], "state_bytes": nbytes,
                                             "memcpy_s": nbytes / (gb_per_s * 1e9)}
                for t in wanted:
                    progress(f"engine update: {t}, {model_name}, {num_engines if t != 'local' else 1} engines ...")
                    work = Path(tmp) / f"{t}-{model_name}"
                    work.mkdir()
                    try:
                        figure = asyncio.run(bench_transport(t, model_name, model_dir, num_engines,
                                                             rounds, work))
                    except Exception as e:  # noqa: BLE001 - report the failure, bench the others
                        first_line = (str(e).splitlines() or [""])[0]
                        progress(f"engine update: {t} failed: {type(e).__name__}: {first_line}")
                        figure = {"failed": f"{type(e).__name__}: {first_line}"}
                    if "update_s" in figure:
                        figure["x_memcpy"] = figure["update_s"] / out["models"][model_name]["memcpy_s"]
                    out["transports"].setdefault(t, {})[model_name] = figure
    finally:
        torch.set_num_threads(threads)
        for cleanup in cleanups:
            cleanup()
    return out
