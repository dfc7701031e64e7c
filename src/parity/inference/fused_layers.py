"""A Llama-family layer's RMSNorm and its MLP's SiLU-and-multiply in one pass each
(`elementwise.c`), put into the model's own modules, for the built-in engine on the CPU kernel
path (bf16, AVX512-BF16).

torch computes LlamaRMSNorm as eight calls (to float32, square, mean, add, rsqrt, multiply,
back to bf16, times the weight) and SwiGLU's middle as two (silu, then times up), each a pass
over memory and, in a decode step of a few rows, a dispatch that costs more than its
arithmetic. The C versions compute the same thing in the same precisions (bf16 rounding where
the modules round); the norm's sum of squares is added in another order, so an output can
differ from the module's in the last bit of bf16 now and then. Measured on smollm2-135m's
shapes (one thread): a norm of 661 rows 206 -> 69 us, of 8 rows 76 -> 4 us; SiLU-and-multiply
of 661 x 1536 478 -> 291 us (docs/inference.md).

```
 install(model)                      after packed.py and cpu_attention.install
   each RMSNorm module (NORMS)  ->   FusedRMSNorm: the same weight Parameter, so names, ties
                                     and weight updates are unchanged
   each gate/up/down MLP (SiLU) ->   its forward: down(silu_mul(gate(x), up(x)))
 decode_step.py calls act_mul(), the same function, so its logits stay those of the forward
```

Anything else (grad enabled, another dtype or device, a non-SiLU activation, the library
missing) computes what the module computed before.
"""

from __future__ import annotations

import ctypes
import logging
from typing import Any

import torch

from parity.inference import cpu_attention

log = logging.getLogger(__name__)

NORMS = ("LlamaRMSNorm", "Qwen2RMSNorm", "MistralRMSNorm", "Qwen3RMSNorm")
MLPS = ("LlamaMLP", "Qwen2MLP", "MistralMLP", "Qwen3MLP")
PARALLEL_ROWS = 64  # below this many rows one thread does it: a split costs more than it saves

_norm: Any = None
_silu_mul: Any = None


def _functions() -> bool:
    global _norm, _silu_mul
    if _norm is None:
        lib = cpu_attention.library()
        if lib is None:
            return False
        norm, silu_mul = lib.parity_rms_norm_bf16, lib.parity_silu_mul_bf16
        norm.argtypes = [ctypes.c_void_p, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p,
                         ctypes.c_long, ctypes.c_int, ctypes.c_float, ctypes.c_int, ctypes.c_int]
        norm.restype = None
        silu_mul.argtypes = [ctypes.c_void_p, ctypes.c_long] * 3 + [ctypes.c_int] * 3
        silu_mul.restype = None
        _norm, _silu_mul = norm, silu_mul
    return True


def _fits(*tensors: torch.Tensor) -> list[torch.Tensor] | None:
    """Each tensor as [rows, n] (`_rows`) when all are bf16 CPU tensors of evenly spaced rows,
    else None. (Callers check that no gradient is being recorded: a Parameter says
    requires_grad even under inference_mode.)"""
    rows = []
    for t in tensors:
        if t.dtype != torch.bfloat16 or t.device.type != "cpu":
            return None
        try:
            rows.append(_rows(t))
        except ValueError:
            return None
    return rows


def _rows(t: torch.Tensor) -> torch.Tensor:
    """[..., n] with a contiguous last dimension as [rows, n] without a copy: the rows must be
    evenly spaced (a column slice of a contiguous tensor is; ValueError otherwise)."""
    if t.dim() < 1 or t.shape[-1] == 0 or t.stride(-1) != 1:
        raise ValueError("not rows of contiguous elements")
    if t.dim() == 1:
        return t[None]
    step = expect = None  # the row stride: that of the innermost leading dimension over 1
    for size, stride in zip(reversed(t.shape[:-1]), reversed(t.stride()[:-1]), strict=True):
        if size == 1:
            continue
        if expect is None:
            step = expect = stride
        elif stride != expect:
            raise ValueError("rows not evenly spaced")
        expect *= size
    return t.as_strided((t.numel() // t.shape[-1], t.shape[-1]), (step or t.shape[-1], 1))


def _over_rows(call: Any, rows: int) -> None:
    if rows < PARALLEL_ROWS:
        call(0, rows)
    else:
        cpu_attention.in_parts(lambda r0, r1: call(r0, r1) or 0, rows)


def _norm_rows(x2: torch.Tensor, weight: torch.Tensor, eps: float, shape: torch.Size) -> torch.Tensor:
    """LlamaRMSNorm's output [*shape] in one pass, from x's rows x2 [rows, n] (`_fits`) and
    weight [n] (contiguous)."""
    n = shape[-1]
    out = torch.empty(shape, dtype=x2.dtype)
    o2 = out.view(-1, n)
    _over_rows(lambda r0, r1: _norm(x2.data_ptr(), x2.stride(0), weight.data_ptr(), o2.data_ptr(),
                                    o2.stride(0), n, float(eps), r0, r1), x2.shape[0])
    return out


def _silu_mul_rows(g2: torch.Tensor, u2: torch.Tensor, shape: torch.Size) -> torch.Tensor:
    """bf16(silu(gate)) * up, rounded to bf16, [*shape], from the rows of gate and up
    (`_fits`)."""
    n = shape[-1]
    out = torch.empty(shape, dtype=g2.dtype)
    o2 = out.view(-1, n)
    _over_rows(lambda r0, r1: _silu_mul(g2.data_ptr(), g2.stride(0), u2.data_ptr(), u2.stride(0),
                                        o2.data_ptr(), o2.stride(0), n, r0, r1), g2.shape[0])
    return out


def _is_silu(act: Any) -> bool:
    return isinstance(act, torch.nn.SiLU) or type(act).__name__ == "SiLUActivation"


def act_mul(act: Any, gate: torch.Tensor, up: torch.Tensor) -> torch.Tensor:
    """act(gate) * up: in one pass where the kernel takes it (SiLU, bf16), else as torch does."""
    if _silu_mul is not None and not torch.is_grad_enabled() and _is_silu(act) \
            and gate.shape == up.shape and (rows := _fits(gate, up)) is not None:
        return _silu_mul_rows(*rows, gate.shape)
    return act(gate) * up


class FusedRMSNorm(torch.nn.Module):
    """An RMSNorm module computed in one pass; the original's weight Parameter and epsilon."""

    def __init__(self, norm: torch.nn.Module) -> None:
        super().__init__()
        self.weight = norm.weight  # the same Parameter: names, ties and updates stay
        self.variance_epsilon = float(norm.variance_epsilon)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if _norm is not None and not torch.is_grad_enabled() and self.weight.dim() == 1 \
                and self.weight.shape[0] == x.shape[-1] and (rows := _fits(x, self.weight)) is not None:
            return _norm_rows(rows[0], self.weight, self.variance_epsilon, x.shape)
        dtype = x.dtype  # LlamaRMSNorm's own arithmetic
        h = x.to(torch.float32)
        h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + self.variance_epsilon)
        return self.weight * h.to(dtype)

    def extra_repr(self) -> str:
        return f"{tuple(self.weight.shape)}, eps={self.variance_epsilon} (elementwise.c)"


def _mlp_forward(mlp: torch.nn.Module) -> Any:
    def forward(x: torch.Tensor) -> torch.Tensor:
        return mlp.down_proj(act_mul(mlp.act_fn, mlp.gate_proj(x), mlp.up_proj(x)))
    return forward


def install(model: torch.nn.Module) -> str | None:
    """Put the one-pass norm and SiLU-and-multiply into `model`'s modules. None when done,
    else why not (the model is left as it was)."""
    if not _functions():
        return f"the CPU kernels are not loaded ({cpu_attention.why_not() or 'not asked for'})"
    norms = [(parent, name, child) for parent in model.modules()
             for name, child in parent.named_children()
             if type(child).__name__ in NORMS and hasattr(child, "variance_epsilon")]
    for parent, name, child in norms:
        setattr(parent, name, FusedRMSNorm(child))
    mlps = [m for m in model.modules() if type(m).__name__ in MLPS and _is_silu(getattr(m, "act_fn", None))
            and all(hasattr(m, n) for n in ("gate_proj", "up_proj", "down_proj"))]
    for mlp in mlps:
        mlp.forward = _mlp_forward(mlp)
    log.info("one-pass RMSNorm in %d modules and SiLU-and-multiply in %d MLPs (elementwise.c)",
             len(norms), len(mlps))
    return None
