"""`parity bench weights`: weight-sync bandwidth of each transport next to a plain memcpy.

The state dict is shaped like a small Qwen2 (embeddings, per-layer attention with q/k/v
biases, SwiGLU MLP, RMSNorms, an untied LM head; matrices in bf16, norms and biases in
fp32), randomly initialised and scaled to about `--size-mb`. Each figure is end to end:
from the sender's `publish(state, v)` until a receiver holds version v as a state dict,
the median over `--rounds` after warm-up rounds that map and fault in every buffer.

Receivers sit where they do in real use: in another process for `shm` and `files` (a
forkserver child) and in a Ray actor for `ray`; `local` is one process. `shm` receivers get
read-only views of shared memory (what an engine copies into its own parameters), so its
one copy is the sender's; `shm_copy` is the same with receivers that copy out (two copies,
so at most half of memcpy). `files` writes and fsyncs to a temporary directory on local
disk and reads back through the page cache, a best case for a shared filesystem. Receivers
use one thread: two processes of spinning OpenMP threads on a small machine would measure
the scheduler, not the transport.

The reference is the faster of torch `copy_` of the same tensors into their places in a
preallocated flat buffer and numpy `copyto` of one flat buffer of the same bytes (the
transports copy contiguous CPU tensors with numpy's memcpy, see layout.pack_into). Target
(DESIGN.md): shm at least 50 % of memcpy. Not covered: NCCL without two CUDA devices
(skipped, with the reason), several receivers at once, other machines.

With `engines > 0`, each transport also gets `update_s`: from a trainer step's end to that
many real engines serving the new version, for a tiny and a Qwen2-0.5B model
(weight_update.py; `engine_update` in the JSON holds the models' bytes and memcpy times).
"""

from __future__ import annotations

import json
import logging
import math
import multiprocessing
import os
import socket
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch

from parity.weights.base import TransportUnavailableError, make_receiver_factory, make_transport
from parity.weights.layout import Layout, pack_into, tensor_view

log = logging.getLogger(__name__)

DEFAULT_SIZE_MB = 256
DEFAULT_ROUNDS = 5
WARMUP_ROUNDS = 2
TRANSPORTS: tuple[str, ...] = ("local", "shm", "shm_copy", "files", "ray", "nccl")
SHM_TARGET_FRACTION = 0.5
RECEIVE_TIMEOUT_S = 300.0
INIT_STD = 0.02
HIDDEN_SIZES = (896, 640, 512, 384, 256, 128, 64)  # Qwen2-0.5B's width, then narrower
HEAD_DIM = 64
KV_GROUPS = 7  # 14 query heads share 2 KV heads in Qwen2-0.5B
MLP_RATIO = 4864 / 896
LAYER_SHARE = 0.7  # the rest goes to embeddings and the LM head


@dataclass(frozen=True)
class Qwen2LikeShape:
    hidden: int
    intermediate: int
    kv_dim: int
    num_layers: int
    vocab: int


def _layer_bytes(hidden: int, intermediate: int, kv_dim: int) -> int:
    bf16 = 2 * (2 * hidden * hidden + 2 * kv_dim * hidden + 3 * hidden * intermediate)
    fp32 = 4 * (hidden + 2 * kv_dim + 2 * hidden)  # q/k/v biases, two norms
    return bf16 + fp32


def qwen2_like_shape(total_bytes: int) -> Qwen2LikeShape:
    """The widest Qwen2-like shape with at least two layers in `total_bytes`; the vocabulary
    takes up what the layers leave."""
    for hidden in HIDDEN_SIZES:
        intermediate = max(64, round(hidden * MLP_RATIO / 64) * 64)
        kv_dim = max(HEAD_DIM, hidden // HEAD_DIM // KV_GROUPS * HEAD_DIM)
        per_layer = _layer_bytes(hidden, intermediate, kv_dim)
        num_layers = int(total_bytes * LAYER_SHARE // per_layer)
        if num_layers >= 2 or hidden == HIDDEN_SIZES[-1]:
            num_layers = max(num_layers, 1)
            rest = total_bytes - num_layers * per_layer - 4 * hidden
            vocab = max(64, rest // (2 * 2 * hidden) // 64 * 64)  # embeddings + LM head, bf16
            return Qwen2LikeShape(hidden, intermediate, kv_dim, num_layers, vocab)
    raise AssertionError("unreachable")


def qwen2_like_state(total_bytes: int, seed: int = 0) -> dict[str, torch.Tensor]:
    s = qwen2_like_shape(total_bytes)
    g = torch.Generator().manual_seed(seed)

    def matrix(rows: int, cols: int) -> torch.Tensor:
        return (torch.randn(rows, cols, generator=g) * INIT_STD).to(torch.bfloat16)

    def vector(n: int, fill: float | None = None) -> torch.Tensor:
        return torch.full((n,), fill) if fill is not None else torch.randn(n, generator=g) * INIT_STD

    state = {"model.embed_tokens.weight": matrix(s.vocab, s.hidden)}
    for i in range(s.num_layers):
        p = f"model.layers.{i}."
        state |= {
            p + "self_attn.q_proj.weight": matrix(s.hidden, s.hidden),
            p + "self_attn.q_proj.bias": vector(s.hidden),
            p + "self_attn.k_proj.weight": matrix(s.kv_dim, s.hidden),
            p + "self_attn.k_proj.bias": vector(s.kv_dim),
            p + "self_attn.v_proj.weight": matrix(s.kv_dim, s.hidden),
            p + "self_attn.v_proj.bias": vector(s.kv_dim),
            p + "self_attn.o_proj.weight": matrix(s.hidden, s.hidden),
            p + "mlp.gate_proj.weight": matrix(s.intermediate, s.hidden),
            p + "mlp.up_proj.weight": matrix(s.intermediate, s.hidden),
            p + "mlp.down_proj.weight": matrix(s.hidden, s.intermediate),
            p + "input_layernorm.weight": vector(s.hidden, 1.0),
            p + "post_attention_layernorm.weight": vector(s.hidden, 1.0),
        }
    state["model.norm.weight"] = vector(s.hidden, 1.0)
    state["lm_head.weight"] = matrix(s.vocab, s.hidden)
    return state


def state_nbytes(state: dict[str, torch.Tensor]) -> int:
    return sum(t.numel() * t.element_size() for t in state.values())


def checksum(state: dict[str, torch.Tensor]) -> list[int]:
    """Byte sums per tensor, in name order: cheap, and enough to catch a wrong transfer."""
    return [int(state[name].reshape(-1).view(torch.uint8).sum(dtype=torch.int64))
            for name in sorted(state)]


def _median_s(run: Callable[[], None], rounds: int) -> float:
    run()  # warm: touch both buffers once
    samples = []
    for _ in range(rounds):
        started = time.perf_counter()
        run()
        samples.append(time.perf_counter() - started)
    return statistics.median(samples)


def memcpy_figures(state: dict[str, torch.Tensor], rounds: int) -> dict[str, float]:
    nbytes = state_nbytes(state)
    layout = Layout.of(state)
    flat = torch.empty(layout.nbytes, dtype=torch.uint8)
    pairs = [(tensor_view(flat, spec), state[spec.name]) for spec in layout.specs]

    def torch_copy() -> None:
        for dst, src in pairs:
            dst.copy_(src)

    torch_s = _median_s(torch_copy, rounds)
    pack_into(state, layout, flat)
    src = flat.numpy().copy()
    dst = np.empty_like(src)
    numpy_s = _median_s(lambda: np.copyto(dst, src), rounds)
    return {"torch_gb_per_s": nbytes / torch_s / 1e9, "numpy_gb_per_s": nbytes / numpy_s / 1e9}


# ---- receivers in other processes -----------------------------------------------------------


def _receive_loop(transport: str, options: dict[str, Any], receiver_options: dict[str, Any],
                  num_versions: int, conn) -> None:
    """A forkserver child: receive versions 1..num_versions, answering each with the
    monotonic time it had it (CLOCK_MONOTONIC is one clock for all processes), then the
    checksum of the last one."""
    torch.set_num_threads(1)
    receiver = make_receiver_factory(transport, **options)(**receiver_options)
    conn.send("ready")
    state: dict[str, torch.Tensor] = {}
    for version in range(1, num_versions + 1):
        state, got = receiver.receive(min_version=version, timeout_s=RECEIVE_TIMEOUT_S)
        conn.send((got, time.monotonic()))
    conn.send(checksum({k: v.cpu() for k, v in state.items()}))
    del state
    receiver.close()
    conn.close()


def _timed_rounds(publish: Callable[[int], None], wait: Callable[[int], float],
                  rounds: int) -> list[float]:
    """Publish versions 1..WARMUP+rounds; each sample runs from before publish until the
    receiver's own timestamp of having it."""
    samples = []
    for version in range(1, WARMUP_ROUNDS + rounds + 1):
        started = time.monotonic()
        publish(version)
        done = wait(version)
        if version > WARMUP_ROUNDS:
            samples.append(done - started)
    return samples


def bench_in_child(transport: str, options: dict[str, Any], receiver_options: dict[str, Any],
                   state: dict[str, torch.Tensor], rounds: int, ctx) -> tuple[list[float], bool]:
    """Time `transport` with its receiver in a child process of `ctx`. The child starts
    first: an nccl sender only returns from construction once every receiver has joined."""
    parent, child = ctx.Pipe()
    process = ctx.Process(target=_receive_loop, daemon=True,
                          args=(transport, options, receiver_options, WARMUP_ROUNDS + rounds, child))
    process.start()
    sender = None
    try:
        sender, _ = make_transport(transport, **options)
        if not parent.poll(RECEIVE_TIMEOUT_S) or parent.recv() != "ready":
            raise RuntimeError(f"the {transport} receiver process did not start")

        def wait(version: int) -> float:
            got, done = parent.recv()
            if got != version:
                raise RuntimeError(f"{transport}: receiver got version {got}, expected {version}")
            return done

        samples = _timed_rounds(lambda v: sender.publish(state, v), wait, rounds)
        verified = parent.recv() == checksum({k: v.cpu() for k, v in state.items()})
        process.join(RECEIVE_TIMEOUT_S)
        return samples, verified
    finally:
        if process.is_alive():
            process.kill()
        if sender is not None:
            sender.close()


def _bench_local(state: dict[str, torch.Tensor], rounds: int) -> tuple[list[float], bool]:
    sender, factory = make_transport("local")
    receiver = factory()
    got: dict[str, torch.Tensor] = {}

    def publish(version: int) -> None:
        sender.publish(state, version)

    def wait(version: int) -> float:
        nonlocal got
        got, _ = receiver.receive(min_version=version, timeout_s=RECEIVE_TIMEOUT_S)
        return time.monotonic()

    samples = _timed_rounds(publish, wait, rounds)
    verified = checksum(got) == checksum(state)
    sender.close()
    return samples, verified


class _RayBenchReceiver:
    """Plain class; made a Ray actor in `_bench_ray` (the Ray edge of this benchmark)."""

    def __init__(self, name: str) -> None:
        torch.set_num_threads(1)
        self.receiver = make_receiver_factory("ray", name=name)()
        self.state: dict[str, torch.Tensor] = {}  # held, as an engine holds its weights

    def receive(self, version: int) -> tuple[int, float]:
        self.state, got = self.receiver.receive(min_version=version, timeout_s=RECEIVE_TIMEOUT_S)
        return got, time.monotonic()

    def checksum(self) -> list[int]:
        return checksum(self.state)


def start_local_ray(num_cpus: int = 2) -> bool:
    """Ray on this machine only: loopback, no dashboard, no usage reporting. Returns
    whether it started Ray (False: this process was already connected)."""
    os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    import ray

    if ray.is_initialized():
        return False
    ray.init(address="local", num_cpus=num_cpus, include_dashboard=False,
             log_to_driver=False, _node_ip_address="127.0.0.1")
    return True


def _bench_ray(state: dict[str, torch.Tensor], rounds: int,
               cleanups: list[Callable[[], None]]) -> tuple[list[float], bool]:
    try:
        if start_local_ray():
            import ray

            cleanups.append(ray.shutdown)
    except Exception as e:  # noqa: BLE001 - no Ray here is a skip, not a failure
        raise TransportUnavailableError(f"Ray cannot start here: {e}") from e
    import ray

    name = f"parity-bench-{os.getpid()}"
    sender, _ = make_transport("ray", name=name)
    actor = ray.remote(num_cpus=0.1)(_RayBenchReceiver).remote(name)
    try:
        pending: dict[int, Any] = {}

        def publish(version: int) -> None:
            sender.publish(state, version)

        def wait(version: int) -> float:
            got, done = ray.get(pending.pop(version), timeout=RECEIVE_TIMEOUT_S)
            if got != version:
                raise RuntimeError(f"ray: receiver got version {got}, expected {version}")
            return done

        def publish_after_asking(version: int) -> None:
            pending[version] = actor.receive.remote(version)  # the actor waits first
            publish(version)

        ray.get(actor.checksum.remote())  # the actor process is up before timing starts
        samples = _timed_rounds(publish_after_asking, wait, rounds)
        verified = ray.get(actor.checksum.remote()) == checksum(state)
        return samples, verified
    finally:
        ray.kill(actor)
        sender.close()


def _bench_nccl(state: dict[str, torch.Tensor], rounds: int) -> tuple[list[float], bool]:
    """cuda:0 broadcasts to cuda:1 in a spawned child (CUDA does not survive a fork)."""
    make_receiver_factory("nccl")  # raises the transport's own reason without CUDA/NCCL
    if torch.cuda.device_count() < 2:
        raise TransportUnavailableError("a broadcast needs two CUDA devices; this machine has "
                                        f"{torch.cuda.device_count()}")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    options = {"init_method": f"tcp://127.0.0.1:{port}", "world_size": 2, "backend": "nccl",
               "device": "cuda:0"}
    on_gpu = {k: v.to("cuda:0") for k, v in state.items()}
    return bench_in_child("nccl", options, {"rank": 1, "device": "cuda:1"}, on_gpu, rounds,
                          multiprocessing.get_context("spawn"))


def _measure(name: str, state: dict[str, torch.Tensor], rounds: int, tmp: Path, ctx,
             cleanups: list[Callable[[], None]]) -> tuple[list[float], bool]:
    if name == "local":
        return _bench_local(state, rounds)
    if name in ("shm", "shm_copy"):
        options = {"name": f"parity-bench-{os.getpid()}"}
        return bench_in_child("shm", options, {"copy": name == "shm_copy"}, state, rounds, ctx)
    if name == "files":
        options = {"directory": str(tmp / "files"), "keep_last": 2, "fsync": True}
        return bench_in_child("files", options, {}, state, rounds, ctx)
    if name == "ray":
        return _bench_ray(state, rounds, cleanups)
    if name == "nccl":
        return _bench_nccl(state, rounds)
    raise ValueError(f"unknown transport {name!r}; pick from {', '.join(TRANSPORTS)}")


def _progress(message: str) -> None:
    print(f"weights: {message}", file=sys.stderr, flush=True)


def run(json_path: str | None = None, size_mb: float = DEFAULT_SIZE_MB,
        rounds: int = DEFAULT_ROUNDS, transports: tuple[str, ...] = TRANSPORTS,
        engines: int = 0, update_models: tuple[str, ...] = ("tiny", "qwen2-0.5b"),
        update_rounds: int = 3) -> int:
    from parity.bench import weight_update

    if rounds < 1 or size_mb <= 0 or update_rounds < 1 or engines < 0:
        raise ValueError("need rounds >= 1, size_mb > 0, update_rounds >= 1 and engines >= 0")
    unknown = set(transports) - set(TRANSPORTS)
    if unknown:
        raise ValueError(f"unknown transports {sorted(unknown)}; pick from {', '.join(TRANSPORTS)}")
    unknown = set(update_models) - set(weight_update.MODELS)
    if engines and unknown:
        raise ValueError(f"unknown models {sorted(unknown)}; pick from {', '.join(weight_update.MODELS)}")
    state = qwen2_like_state(int(size_mb * 2**20))
    nbytes = state_nbytes(state)
    shape = qwen2_like_shape(int(size_mb * 2**20))
    memcpy = memcpy_figures(state, max(rounds, 3))
    reference = max(memcpy.values())
    _progress(f"state {nbytes / 2**20:.1f} MiB in {len(state)} tensors; memcpy "
              f"{reference:.2f} GB/s")
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["torch", "numpy", "parity.weights.shm", "parity.weights.files",
                                "parity.bench.weights"])
    figures: dict[str, dict[str, Any]] = {}
    skipped: dict[str, str] = {}
    cleanups: list[Callable[[], None]] = []  # e.g. stopping the Ray this run started
    with tempfile.TemporaryDirectory(prefix="parity-bench-weights-") as tmp:
        for name in transports:
            _progress(f"{name} ...")
            try:
                samples, verified = _measure(name, state, rounds, Path(tmp), ctx, cleanups)
            except TransportUnavailableError as e:
                skipped[name] = str(e)
                continue
            except Exception as e:  # noqa: BLE001 - report the failure, bench the others
                log.exception("weights bench: %s failed", name)
                skipped[name] = f"failed: {type(e).__name__}: {e}"
                continue
            seconds = statistics.median(samples)
            gb_per_s = nbytes / seconds / 1e9
            figures[name] = {"gb_per_s": gb_per_s, "fraction_of_memcpy": gb_per_s / reference,
                             "median_s": seconds, "min_s": min(samples), "verified": verified}
    for cleanup in cleanups:
        cleanup()
    engine_update = None
    if engines > 0:
        engine_update = weight_update.run_engine_updates(
            transports, update_models, engines, update_rounds,
            lambda st: max(memcpy_figures(st, 3).values()), _progress)
        for name, per_model in engine_update.pop("transports").items():
            entry = figures.setdefault(name, {})
            entry["update_s"] = {m: f.get("update_s") for m, f in per_model.items()}
            entry["update"] = per_model
    out = {
        "size_mb": nbytes / 2**20, "state_bytes": nbytes, "num_tensors": len(state),
        "shape": shape.__dict__, "rounds": rounds, "warmup_rounds": WARMUP_ROUNDS,
        "torch_threads": torch.get_num_threads(),
        "memcpy_gb_per_s": reference, "memcpy": memcpy,
        "transports": figures, "skipped": skipped,
        "target": {"transport": "shm", "fraction_of_memcpy": SHM_TARGET_FRACTION,
                   "met": bool(figures.get("shm", {}).get("fraction_of_memcpy", 0.0)
                               >= SHM_TARGET_FRACTION)},
    }
    if engine_update is not None:
        out["engine_update"] = engine_update
    print(_table(out))
    if json_path:
        path = Path(json_path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(_rounded(out), indent=2) + "\n")
        _progress(f"wrote {path}")
    bad = [name for name, f in figures.items() if not f.get("verified", True)]
    if bad:
        print(f"error: received state differs from the sent one for {', '.join(bad)}",
              file=sys.stderr)
    failed = [f"{name} ({model}: {'; '.join(u.get('problems', [])) or u.get('failed')})"
              for name, f in figures.items() for model, u in f.get("update", {}).items()
              if not u.get("verified", False)]
    if failed:
        print(f"error: engine updates failed or wrong for {', '.join(failed)}", file=sys.stderr)
    if bad or failed:
        return 1
    return 0


def _rounded(tree: Any) -> Any:
    if isinstance(tree, float):
        return round(tree, 4) if math.isfinite(tree) else None
    if isinstance(tree, dict):
        return {k: _rounded(v) for k, v in tree.items()}
    return tree


def _table(out: dict[str, Any]) -> str:
    m = out["memcpy"]
    lines = [
        f"parity bench weights: {out['size_mb']:.1f} MiB Qwen2-like state dict "
        f"({out['num_tensors']} tensors, bf16 matrices, fp32 norms and biases), median of "
        f"{out['rounds']} rounds after {out['warmup_rounds']} warm-up",
        f"memcpy: torch copy_ {m['torch_gb_per_s']:.2f} GB/s, numpy copyto "
        f"{m['numpy_gb_per_s']:.2f} GB/s -> reference {out['memcpy_gb_per_s']:.2f} GB/s",
        "",
        f"{'transport':<10} {'GB/s':>7} {'% memcpy':>9} {'median ms':>10}  receiver",
    ]
    where = {"local": "same process", "shm": "other process, views",
             "shm_copy": "other process, copies", "files": "other process, fsync",
             "ray": "Ray actor", "nccl": "other GPU"}
    for name, f in out["transports"].items():
        if "gb_per_s" not in f:
            continue
        flag = "" if f["verified"] else "  WRONG DATA"
        lines.append(f"{name:<10} {f['gb_per_s']:>7.2f} {100 * f['fraction_of_memcpy']:>8.0f}% "
                     f"{1000 * f['median_s']:>10.1f}  {where.get(name, '')}{flag}")
    for name, reason in out["skipped"].items():
        lines.append(f"{name:<10} skipped: {reason}")
    target = out["target"]
    if "shm" in out["transports"]:
        verdict = "met" if target["met"] else "NOT met"
        lines.append(f"\ntarget: shm >= {100 * target['fraction_of_memcpy']:.0f}% of memcpy: {verdict}")
    if "engine_update" in out:
        lines += ["", _update_table(out)]
    return "\n".join(lines)


def _update_table(out: dict[str, Any]) -> str:
    eu = out["engine_update"]
    lines = [f"weight update into engines (trainer step's end -> every engine serves it), "
             f"median of {eu['rounds']} rounds after {eu['warmup_rounds']} warm-up",
             f"{'transport':<10} {'model':<11} {'engines':>7} {'update ms':>10} {'publish ms':>10} "
             f"{'x memcpy':>9}"]
    for model, m in eu["models"].items():
        lines.append(f"{'memcpy':<10} {model:<11} {'':>7} {1000 * m['memcpy_s']:>10.1f} {'':>10} "
                     f"{1.0:>9.1f}   {m['state_bytes'] / 2**20:.1f} MiB {m['dtype']}")
    for name, f in out["transports"].items():
        for model, u in f.get("update", {}).items():
            if "update_s" not in u:
                lines.append(f"{name:<10} {model:<11} failed: {u.get('failed')}")
                continue
            flag = "" if u["verified"] else "  WRONG: " + "; ".join(u.get("problems", []))
            lines.append(f"{name:<10} {model:<11} {u['engines']:>7} {1000 * u['update_s']:>10.1f} "
                         f"{1000 * u['publish_s']:>10.1f} {u['x_memcpy']:>9.1f}{flag}")
    for name, reason in eu["skipped"].items():
        lines.append(f"{name:<10} skipped: {reason}")
    return "\n".join(lines)
