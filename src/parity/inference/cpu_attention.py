"""Attention of our own on CPUs with AVX512-BF16 (`decode_attention.c`), for the built-in
engine's decode steps and prefills; anything else stays torch's SDPA.

A bf16 decode step of smollm2-135m at 8 rows and ~650 cached tokens spent 27 of its 78 ms in
attention (the same step with attention skipped: 51 ms), although the keys and values it
reads are 1.6 MB a layer. torch's CPU flash kernel reads each KV head once per query head of
its group, and the cache streams from memory with nobody prefetching it. The kernel reads a
KV head once for its whole group, prefetches the rows it is about to read, and reads only a
row's real columns: the engine passes each row's first real column (`parity_kv_start`), so
the slab's left padding costs nothing and no mask is built. Measured in the engine's step
(docs/inference.md): attention 0.78 -> 0.55 ms a layer, the step 77 -> 71 ms.

Prefill (`prefill`, the engine passes `parity_causal`): torch's CPU flash attention spent
46 % of a 694-token prefill of smollm2-135m (11 ms a layer; its bf16 path is no faster than
float32 here). The kernel packs each KV head's keys and values in bf16 pairs, the layout in
which one AVX512-BF16 instruction gives sixteen products, and takes the queries in tiles of
12 rows (a position's query heads side by side, sharing their keys' loads): a tile's scores
are written out whole, softmaxed in two plain passes (maximum, then exponentials to bf16's
precision), and multiplied with the values in registers. 1.7 ms a layer on that shape, 6x
SDPA (an online-softmax version over blocks of 32 keys took 4.6 ms); docs/inference.md. The
attention weights are rounded to bf16 for their product with the values, as FlashAttention
does on GPUs.

The same library holds elementwise.c's one-pass RMSNorm and SiLU-and-multiply, which
fused_layers.py puts into the model's modules (`library()`).

```
 TorchEngine(bf16 model on an AVX512-BF16 CPU)
   install(model): compile decode_attention.c and elementwise.c once per source and compiler into
                   cache_dir()/kernels/ (cc, a second), load it with ctypes, register
                   `parity_cpu` in transformers' attention and mask interfaces
 each decode step: model(..., parity_kv_start=[B] first real column), or decode_step.py -> decode()
   attention(module, q, k, v, ...):  one query token and parity_kv_start -> the kernel
                                      (rows split over torch's thread count)
 each prefill: model(..., parity_causal=True) -> prefill(): one sequence, causal (KV heads
                                      split over threads)
                                      anything else (other callers) -> SDPA
```

Numerics: float32 inside like SDPA's; the products of bf16 pairs are summed in a different
order, so logits differ from SDPA's path in the last bits of bf16 (tests/unit/
test_cpu_attention.py bounds it). Where the kernel cannot run (no compiler, no AVX512-BF16,
float32, head_dim not a multiple of 32, sliding-window layers, `PARITY_DECODE_ATTENTION=sdpa`)
the engine says why once and decodes with SDPA as before.
"""

from __future__ import annotations

import ctypes
import hashlib
import logging
import os
import shutil
import subprocess
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import torch

log = logging.getLogger(__name__)

NAME = "parity_cpu"
# compiled together into one library: the attention kernels, and the norm and activation
# steps that fused_layers.py puts into the model's modules, and the trainer's attention
# (attention_train.c: a forward with each row's log-sum-exp and its backward; train/attention.py)
SOURCES = tuple(Path(__file__).with_name(name)
                for name in ("decode_attention.c", "attention_train.c", "elementwise.c"))
HEADERS = tuple(Path(__file__).with_name(name)  # what they include
                for name in ("cpu_simd.h", "attention_tiles.h"))
FLAGS = ["-O3", "-mavx512f", "-mavx512bw", "-mavx512vl", "-mavx512bf16", "-mfma", "-fPIC", "-shared"]
CPU_FLAGS = ("avx512f", "avx512bw", "avx512vl", "avx512_bf16")
MAX_GROUP = 16  # query heads per KV head (the kernel's MAX_G)
MAX_HEAD_DIM = 256
COMPILE_TIMEOUT_S = 120.0

_lock = threading.Lock()
_kernel: Any = None
_prefill: Any = None
_lib: Any = None
_why_not: str | None = None
_pool: ThreadPoolExecutor | None = None


def _cpu_flags() -> set[str]:
    try:
        with open("/proc/cpuinfo") as f:
            return set(next((line.split(":", 1)[1].split() for line in f if line.startswith("flags")), []))
    except OSError:
        return set()


def _compile(out: Path) -> None:
    compiler = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        raise RuntimeError("no C compiler (cc or gcc; CC names another)")
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out.parent) as tmp:
        so = Path(tmp) / out.name
        done = subprocess.run([compiler, *FLAGS, *map(str, SOURCES), "-o", str(so), "-lm"],
                              capture_output=True, text=True, timeout=COMPILE_TIMEOUT_S)
        if done.returncode != 0:
            raise RuntimeError(f"{compiler} failed: {(done.stderr or done.stdout).strip()[-400:]}")
        so.replace(out)  # atomic: processes starting together never load half a file


def kernel() -> Any:
    """The compiled kernel (a ctypes function), or None; `why_not()` says why not."""
    global _kernel, _prefill, _lib, _why_not
    with _lock:
        if _kernel is not None or _why_not is not None:
            return _kernel
        try:
            if os.environ.get("PARITY_DECODE_ATTENTION", "kernel") == "sdpa":
                raise RuntimeError("PARITY_DECODE_ATTENTION=sdpa")
            missing = [f for f in CPU_FLAGS if f not in _cpu_flags()]
            if missing:
                raise RuntimeError(f"this CPU lacks {', '.join(missing)}")
            from parity.sandbox.workspace import cache_dir

            key = hashlib.sha256(b"".join(src.read_bytes() for src in SOURCES + HEADERS)
                                 + " ".join(FLAGS).encode()
                                 + (os.environ.get("CC") or "").encode()).hexdigest()[:12]
            path = cache_dir() / "kernels" / f"decode_attention-{key}.so"
            if not path.is_file():
                _compile(path)
            lib = ctypes.CDLL(str(path))
            fn = lib.parity_decode_attention_bf16
            fn.argtypes = ([ctypes.c_void_p, ctypes.c_long, ctypes.c_long]
                           + [ctypes.c_void_p, ctypes.c_long, ctypes.c_long, ctypes.c_long] * 2
                           + [ctypes.c_void_p, ctypes.c_long, ctypes.c_long, ctypes.c_void_p]
                           + [ctypes.c_int] * 4 + [ctypes.c_float, ctypes.c_int, ctypes.c_int])
            fn.restype = ctypes.c_int
            pre = lib.parity_prefill_attention_bf16
            pre.argtypes = ([ctypes.c_void_p, ctypes.c_long, ctypes.c_long]
                            + [ctypes.c_void_p, ctypes.c_long, ctypes.c_long] * 2
                            + [ctypes.c_void_p, ctypes.c_long, ctypes.c_long]
                            + [ctypes.c_int] * 5 + [ctypes.c_float, ctypes.c_int, ctypes.c_int])
            pre.restype = ctypes.c_int
            strided = [ctypes.c_void_p, ctypes.c_long, ctypes.c_long, ctypes.c_long]
            shape = [ctypes.c_int] * 5 + [ctypes.c_float, ctypes.c_int, ctypes.c_int]
            lib.parity_attention_fwd_bf16.argtypes = strided * 5 + shape
            lib.parity_attention_fwd_bf16.restype = ctypes.c_int
            lib.parity_attention_bwd_bf16.argtypes = (
                strided * 4 + [ctypes.c_void_p] * 2 + [ctypes.c_long] * 3 + strided
                + [ctypes.c_void_p] * 2 + [ctypes.c_long] * 3 + shape)
            lib.parity_attention_bwd_bf16.restype = ctypes.c_int
            _kernel, _prefill, _lib = fn, pre, lib
        except (OSError, RuntimeError, subprocess.SubprocessError) as e:
            _why_not = str(e)
        return _kernel


def why_not() -> str | None:
    return _why_not


def library() -> Any:
    """The compiled library (ctypes.CDLL) once `kernel()` has loaded it, else None."""
    return _lib if kernel() is not None else None


def unfit(model: torch.nn.Module) -> str | None:
    """Why the kernel cannot decode this model, or None when it can."""
    p = next(model.parameters(), None)
    if p is None or p.device.type != "cpu" or p.dtype != torch.bfloat16:
        return "the kernel is for bfloat16 models on CPU"
    return unfit_config(model.config)


def unfit_config(config: Any) -> str | None:
    """Why the kernels cannot compute this model's attention (its heads, head size, layer
    kinds), or None when they can."""
    cfg = config.get_text_config()
    heads = int(cfg.num_attention_heads)
    kv_heads = int(getattr(cfg, "num_key_value_heads", None) or heads)
    head_dim = int(getattr(cfg, "head_dim", None) or cfg.hidden_size // heads)
    if heads % kv_heads or heads // kv_heads > MAX_GROUP:
        return f"{heads} query heads over {kv_heads} KV heads"
    if head_dim % 32 or head_dim > MAX_HEAD_DIM:
        return f"head_dim {head_dim} (the kernel takes multiples of 32 up to {MAX_HEAD_DIM})"
    if set(getattr(cfg, "layer_types", None) or ["full_attention"]) != {"full_attention"} \
            or getattr(cfg, "sliding_window", None) and getattr(cfg, "use_sliding_window", True):
        return "sliding-window attention layers"
    if getattr(cfg, "attn_logit_softcapping", None):
        return "attention logit soft-capping"
    return None


def install(model: torch.nn.Module) -> str | None:
    """Route `model`'s attention through `attention` (decode: the kernel; else SDPA). None
    when installed, else why not (the model is left as it was)."""
    reason = unfit(model)
    if reason is None and kernel() is None:
        reason = why_not()
    if reason is not None:
        return reason
    use_attention(model, NAME, attention)
    return None


def use_attention(model: torch.nn.Module, name: str, fn: Any) -> None:
    """Register `fn` as transformers' attention `name`, with SDPA's masks, and route `model`'s
    attention through it (the engine's here, the trainer's in train/attention.py)."""
    from transformers import AttentionInterface
    from transformers.masking_utils import AttentionMaskInterface, sdpa_mask

    AttentionInterface.register(name, fn)
    AttentionMaskInterface.register(name, sdpa_mask)
    model.set_attn_implementation(name)


def attention(module: torch.nn.Module, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
              attention_mask: torch.Tensor | None, dropout: float = 0.0, scaling: float | None = None,
              parity_kv_start: torch.Tensor | None = None, parity_causal: bool = False,
              **kwargs: Any) -> tuple[torch.Tensor, None]:
    """transformers' attention signature: query [B, H, q, D], key and value [B, Hk, C, D];
    returns [B, q, H, D]. `parity_kv_start` ([B] int64): row b's real columns are
    [start[b], C), its decode step's query the last of them. `parity_causal`: one sequence's
    prefill, its q queries the last q of the C positions, each attending to those up to it
    (whatever `attention_mask` says: the engine passes none)."""
    if parity_causal and query.shape[0] == 1 and query.shape[2] > 1 and _prefill is not None:
        out = prefill(query[0].transpose(0, 1), key[0], value[0],
                      scaling if scaling is not None else query.shape[-1] ** -0.5)
        return out[None], None
    if parity_kv_start is None or query.shape[2] != 1:
        from transformers.integrations.sdpa_attention import sdpa_attention_forward

        return sdpa_attention_forward(module, query, key, value, attention_mask, dropout=dropout,
                                      scaling=scaling, **kwargs)
    out = decode(query[:, :, 0], key, value, parity_kv_start,
                 scaling if scaling is not None else query.shape[-1] ** -0.5)
    return out[:, None], None


def decode(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, start: torch.Tensor,
           scale: float) -> torch.Tensor:
    """The kernel on one query token a row: query [B, H, D], key and value [B, Hk, C, D]
    (each a strided view whose last dimension is contiguous), start [B]: row b's real
    columns are [start[b], C). Returns [B, H, D]."""
    fn = _kernel
    B, H, D = query.shape
    Hk, C = key.shape[1], key.shape[2]
    _check(fn, "decode", query, key, value)
    if start.dtype != torch.int64 or not start.is_contiguous():
        start = start.to(torch.int64).contiguous()
    out = torch.empty(B, H, D, dtype=query.dtype)
    scale = float(scale)

    def rows(r0: int, r1: int) -> int:
        return fn(query.data_ptr(), query.stride(0), query.stride(1),
                  key.data_ptr(), key.stride(0), key.stride(1), key.stride(2),
                  value.data_ptr(), value.stride(0), value.stride(1), value.stride(2),
                  out.data_ptr(), out.stride(0), out.stride(1), start.data_ptr(),
                  H, Hk, D, C, scale, r0, r1)

    codes = in_parts(rows, B)
    if any(codes):
        raise RuntimeError(f"the decode kernel refused {H} heads over {Hk} of dimension {D}")
    return out


def prefill(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, scale: float) -> torch.Tensor:
    """The prefill kernel: query [T, H, D], key and value [Hk, C, D] (strided views whose last
    dimension is contiguous), query i at position C - T + i attending to keys [0, C - T + i].
    Returns [T, H, D]."""
    fn = _prefill
    T, H, D = query.shape
    Hk, C = key.shape[0], key.shape[1]
    _check(fn, "prefill", query, key, value)
    out = torch.empty(T, H, D, dtype=query.dtype)
    scale = float(scale)

    def heads(h0: int, h1: int) -> int:
        return fn(query.data_ptr(), query.stride(0), query.stride(1),
                  key.data_ptr(), key.stride(0), key.stride(1),
                  value.data_ptr(), value.stride(0), value.stride(1),
                  out.data_ptr(), out.stride(0), out.stride(1),
                  H, Hk, D, T, C, scale, h0, h1)

    codes = in_parts(heads, Hk)
    if any(code == -2 for code in codes):
        raise MemoryError(f"the prefill kernel's packed keys and values ({C} columns)")
    if any(codes):
        raise RuntimeError(f"the prefill kernel refused {H} heads over {Hk} of dimension {D}, "
                           f"{T} queries over {C} columns")
    return out


def _check(fn: Any, which: str, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor) -> None:
    """The kernel is loaded and the tensors are what it reads: bf16, last dimension contiguous."""
    if (fn is None or query.dtype != torch.bfloat16 or key.dtype != torch.bfloat16
            or value.dtype != torch.bfloat16
            or query.stride(-1) != 1 or key.stride(-1) != 1 or value.stride(-1) != 1):
        raise RuntimeError(f"the {which} kernel cannot run here "
                           f"(kernel {'loaded' if fn else 'missing'}, {query.dtype}, strides "
                           f"{query.stride()}, {key.stride()})")


def in_parts(call: Any, n: int) -> list[int]:
    """call(lo, hi) over [0, n) in as many parts as torch has threads; their return codes.
    ctypes lets go of the GIL, so the other parts run in the pool meanwhile."""
    threads = min(torch.get_num_threads(), n)
    if threads <= 1:
        return [call(0, n)]
    cuts = [n * i // threads for i in range(threads + 1)]
    pool = _thread_pool(threads - 1)
    others = [pool.submit(call, cuts[i], cuts[i + 1]) for i in range(1, threads)]
    return [call(cuts[0], cuts[1])] + [f.result() for f in others]


def _thread_pool(workers: int) -> ThreadPoolExecutor:
    global _pool
    with _lock:
        if _pool is None or _pool._max_workers < workers:
            _pool = ThreadPoolExecutor(workers, thread_name_prefix="parity-attention")
        return _pool
