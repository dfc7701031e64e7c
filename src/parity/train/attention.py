"""The trainer's attention on CPUs with AVX512-BF16: Parity's own kernels, forward and
backward (`inference/attention_train.c`), where torch's CPU flash attention was 46 % of a
GRPO step of smollm2-135m on the quickstart's rollouts.

    Trainer(model, cfg)  cfg.attention "auto", bf16 autocast, CPU, kernel compiled, model fits
      install(model): transformers' attention "parity_train" (mask function: SDPA's)
    each layer's attention(q, k, v, mask):
      causal after a cached prefix (no mask and T == C, or the mask is exactly that) ->
          KernelAttention: bf16 q, k, v -> out [B, T, H, D] and each row's log-sum-exp;
          backward: FlashAttention-2's, dK and dV summed over each KV head's query heads
      anything else (a packed row's block-diagonal mask, dropout, sinks) -> SDPA, as before

What changes for the numbers: under bf16 autocast transformers hands attention float32
queries and keys (the rotary embedding promotes them), so torch's kernel ran in float32; the
kernels round q, k and v to bf16, as the engines' attention does (inference/cpu_attention.py),
and the attention weights to bf16 for their products, as FlashAttention does on GPUs. The
output is rounded to bf16 (and handed back in the query's dtype), which the next linear
does under autocast anyway.
"""

from __future__ import annotations

from typing import Any

import torch

from parity.inference import cpu_attention

NAME = "parity_train"
_SDPA_ONLY_KWARGS = ("s_aux", "sliding_window", "softcap")  # what the kernels do not compute


def unfit(model: torch.nn.Module) -> str | None:
    """Why the kernels cannot train this model's attention here, or None."""
    p = next(model.parameters(), None)
    if p is None or p.device.type != "cpu":
        return "the kernels are for models on CPU"
    reason = cpu_attention.unfit_config(model.config)
    if reason is None and cpu_attention.kernel() is None:
        reason = cpu_attention.why_not()
    return reason


def install(model: torch.nn.Module) -> str | None:
    """Route `model`'s attention through `attention`. None when installed, else why not (the
    model is left as it was)."""
    reason = unfit(model)
    if reason is None:
        cpu_attention.use_attention(model, NAME, attention)
    return reason


def attention(module: torch.nn.Module, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
              attention_mask: torch.Tensor | None, dropout: float = 0.0, scaling: float | None = None,
              **kwargs: Any) -> tuple[torch.Tensor, None]:
    """transformers' attention signature: query [B, H, T, D], key and value [B, Hk, C, D];
    returns [B, T, H, D]."""
    T, C = query.shape[2], key.shape[2]
    if (dropout == 0.0 and getattr(module, "is_causal", True) and T <= C
            and query.device.type == "cpu" and query.shape[-1] % 32 == 0
            and not any(kwargs.get(k) is not None for k in _SDPA_ONLY_KWARGS)
            and (attention_mask is None and T in (C, 1) or _causal_after_prefix(attention_mask, T, C))):
        scale = scaling if scaling is not None else query.shape[-1] ** -0.5
        return KernelAttention.apply(query, key, value, float(scale)), None
    from transformers.integrations.sdpa_attention import sdpa_attention_forward

    return sdpa_attention_forward(module, query, key, value, attention_mask, dropout=dropout,
                                  scaling=scaling, **kwargs)


_checked: list[Any] = [None, False]  # the last mask looked at (held, so its id is not reused), its verdict


def _causal_after_prefix(mask: torch.Tensor | None, T: int, C: int) -> bool:
    """Whether a boolean mask [B or 1, 1, T, C] lets query i see exactly keys [0, C - T + i].
    The layers of one forward share one mask: it is compared once."""
    if mask is None or mask.dtype != torch.bool or mask.dim() != 4 or mask.shape[1:] != (1, T, C):
        return False
    if _checked[0] is mask:
        return bool(_checked[1])
    i = torch.arange(T)[:, None]
    j = torch.arange(C)[None, :]
    verdict = bool(torch.equal(mask, (j <= i + (C - T)).expand(mask.shape)))
    _checked[0], _checked[1] = mask, verdict
    return verdict


class KernelAttention(torch.autograd.Function):
    """Causal attention after a cached prefix (query i of T sees keys [0, C - T + i]) by the
    kernels of attention_train.c: q [B, H, T, D], k and v [B, Hk, C, D] in any float dtype
    (computed in bf16); out [B, T, H, D] in the query's dtype."""

    @staticmethod
    def forward(ctx: Any, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
                scale: float) -> torch.Tensor:
        q = query.to(torch.bfloat16).transpose(1, 2).contiguous()  # [B, T, H, D]
        k = key.to(torch.bfloat16).contiguous()
        v = value.to(torch.bfloat16).contiguous()
        B, T, H, D = q.shape
        Hk, C = k.shape[1], k.shape[2]
        out = torch.empty(B, T, H, D, dtype=torch.bfloat16)
        lse = torch.empty(B, H, T, dtype=torch.float32)
        fn = cpu_attention.library().parity_attention_fwd_bf16

        def items(w0: int, w1: int) -> int:
            return fn(*_strided(q), *_strided(k), *_strided(v), *_strided(out),
                      lse.data_ptr(), lse.stride(0), lse.stride(1), lse.stride(2),
                      H, Hk, D, T, C, scale, w0, w1)

        _run(items, B * Hk, "forward", q, k)
        ctx.save_for_backward(q, k, v, out, lse)
        ctx.scale = scale
        ctx.dtypes = (query.dtype, key.dtype, value.dtype)
        return out.to(query.dtype)  # as SDPA's: under autocast the next linear rounds it again

    @staticmethod
    def backward(ctx: Any, grad_out: torch.Tensor) -> tuple[torch.Tensor | None, ...]:
        q, k, v, out, lse = ctx.saved_tensors
        B, T, H, D = q.shape
        Hk, C = k.shape[1], k.shape[2]
        dout = grad_out.to(torch.bfloat16).contiguous()
        delta = (dout.float() * out.float()).sum(-1).transpose(1, 2).contiguous()  # [B, H, T]
        dq = torch.empty_like(q)
        dk = torch.zeros(B, Hk, C, D, dtype=torch.float32)
        dv = torch.zeros(B, Hk, C, D, dtype=torch.float32)
        fn = cpu_attention.library().parity_attention_bwd_bf16

        def items(w0: int, w1: int) -> int:
            return fn(*_strided(q), *_strided(k), *_strided(v), *_strided(dout),
                      lse.data_ptr(), delta.data_ptr(), lse.stride(0), lse.stride(1), lse.stride(2),
                      *_strided(dq), dk.data_ptr(), dv.data_ptr(),
                      dk.stride(0), dk.stride(1), dk.stride(2),
                      H, Hk, D, T, C, ctx.scale, w0, w1)

        _run(items, B * Hk, "backward", q, k)
        qd, kd, vd = ctx.dtypes
        return dq.transpose(1, 2).to(qd), dk.to(kd), dv.to(vd), None


def _strided(t: torch.Tensor) -> tuple[int, int, int, int]:
    """A 4-d tensor whose last dimension is contiguous, as the kernels take it."""
    return t.data_ptr(), t.stride(0), t.stride(1), t.stride(2)


def _run(items: Any, n: int, which: str, q: torch.Tensor, k: torch.Tensor) -> None:
    codes = cpu_attention.in_parts(items, n)
    if any(code == -2 for code in codes):
        raise MemoryError(f"the attention {which} kernel's buffers ({k.shape[2]} columns)")
    if any(codes):
        raise RuntimeError(f"the attention {which} kernel refused q {tuple(q.shape)}, k {tuple(k.shape)}")
