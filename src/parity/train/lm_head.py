"""Target logprobs from hidden states without the [tokens, vocab] logits in memory.

A 135M model with a 49,152-token vocabulary makes 4 x 1,024 training tokens into 805 MB of
fp32 logits, and autograd keeps them, their log-softmax and its gradient alive at once: more
than the whole model, its gradients and its optimizer state together. The loss needs one
number per target, log p(target) = z[target] - logsumexp(z), so the vocabulary projection
runs over `chunk` positions at a time and keeps only each position's logsumexp; backward
recomputes each chunk's logits and turns them into the gradient of the hidden states and of
the projection:

    d logp / d z = onehot(target) - softmax(z)          (per position, times 1/temperature)
    grad_hidden_NH = dz_NV @ W_VH,   grad_W_VH = dz_NV^T @ hidden_NH

This is the fused linear cross-entropy of Liger-Kernel (Hsu et al. 2024, arXiv:2410.10989)
and of Apple's Cut Cross-Entropy (Wijmans et al. 2024, arXiv:2411.09009) in plain PyTorch:
one extra matmul over the vocabulary in backward for a peak of [chunk, vocab] floats. The
entropy of the sampling distribution (a metric, no gradient) comes from the same chunks.

Left out: a bias or soft-capping on the output projection (no supported architecture has
one; the trainer keeps transformers' own head for a model that does), vocabulary
parallelism.
"""

from __future__ import annotations

import torch


def _chunk_logits(h_cH: torch.Tensor, w_VH: torch.Tensor, inv_temp: float) -> torch.Tensor:
    """fp32 logits of one chunk at the sampling temperature (the matmul in w's dtype)."""
    z_cV = (h_cH.to(w_VH.dtype) @ w_VH.T).float()
    return z_cV * inv_temp if inv_temp != 1.0 else z_cV


class _TargetLogprobs(torch.autograd.Function):
    @staticmethod
    def forward(ctx, hidden_NH: torch.Tensor, weight_VH: torch.Tensor, targets_N: torch.Tensor,
                inv_temp: float, chunk: int, compute_dtype: torch.dtype, entropy: bool):
        n = hidden_NH.shape[0]
        logprobs_N = hidden_NH.new_empty(n, dtype=torch.float32)
        lse_N = hidden_NH.new_empty(n, dtype=torch.float32)
        entropy_N = hidden_NH.new_zeros(n, dtype=torch.float32)
        with torch.autocast(hidden_NH.device.type, enabled=False), torch.no_grad():
            w_VH = weight_VH.to(compute_dtype)
            for i in range(0, n, chunk):
                z_cV = _chunk_logits(hidden_NH[i:i + chunk], w_VH, inv_temp)
                lse_c = z_cV.logsumexp(-1)
                lse_N[i:i + chunk] = lse_c
                logprobs_N[i:i + chunk] = (z_cV.gather(-1, targets_N[i:i + chunk, None])
                                           .squeeze(-1) - lse_c)
                if entropy:  # H = -sum p log p, with log p = z - lse (no cancellation)
                    logp_cV = z_cV.sub_(lse_c[:, None])
                    entropy_N[i:i + chunk] = -(logp_cV.exp() * logp_cV).sum(-1)
        ctx.save_for_backward(hidden_NH, weight_VH, targets_N, lse_N)
        ctx.inv_temp, ctx.chunk, ctx.compute_dtype = inv_temp, chunk, compute_dtype
        ctx.mark_non_differentiable(entropy_N)
        return logprobs_N, entropy_N

    @staticmethod
    def backward(ctx, grad_N: torch.Tensor, _grad_entropy: torch.Tensor):
        hidden_NH, weight_VH, targets_N, lse_N = ctx.saved_tensors
        want_h, want_w = ctx.needs_input_grad[0], ctx.needs_input_grad[1]
        grad_h = torch.empty_like(hidden_NH) if want_h else None
        grad_w = torch.zeros_like(weight_VH, dtype=torch.float32) if want_w else None
        with torch.autocast(hidden_NH.device.type, enabled=False):
            w_VH = weight_VH.to(ctx.compute_dtype)
            for i in range(0, hidden_NH.shape[0], ctx.chunk):
                h_cH = hidden_NH[i:i + ctx.chunk].to(ctx.compute_dtype)
                g_c = grad_N[i:i + ctx.chunk].float()
                z_cV = _chunk_logits(h_cH, w_VH, ctx.inv_temp)
                # dz = g * (onehot - softmax) / temperature, built in place over the logits
                dz_cV = z_cV.sub_(lse_N[i:i + ctx.chunk, None]).exp_().mul_(-g_c[:, None])
                dz_cV.scatter_add_(-1, targets_N[i:i + ctx.chunk, None], g_c[:, None])
                if ctx.inv_temp != 1.0:
                    dz_cV.mul_(ctx.inv_temp)
                dz_cV = dz_cV.to(ctx.compute_dtype)
                if want_h:
                    grad_h[i:i + ctx.chunk] = (dz_cV @ w_VH).to(grad_h.dtype)
                if want_w:
                    grad_w += (dz_cV.T @ h_cH).float()
        return (grad_h, None if grad_w is None else grad_w.to(weight_VH.dtype),
                None, None, None, None, None)


def target_logprobs(hidden_NH: torch.Tensor, weight_VH: torch.Tensor, targets_N: torch.Tensor,
                    temperature: float = 1.0, chunk: int = 512,
                    compute_dtype: torch.dtype | None = None, entropy: bool = False
                    ) -> tuple[torch.Tensor, torch.Tensor | None]:
    """(log p(target) [N] fp32, differentiable in hidden and weight; the entropy [N] of each
    position's distribution, or None) for logits = hidden @ weight.T / temperature, computed
    `chunk` positions at a time. `compute_dtype`: the matmuls' dtype (bf16 under autocast;
    default: the weight's); logsumexp and softmax are fp32 whatever it is."""
    if hidden_NH.ndim != 2 or weight_VH.ndim != 2 or hidden_NH.shape[1] != weight_VH.shape[1]:
        raise ValueError(f"hidden {tuple(hidden_NH.shape)} and weight {tuple(weight_VH.shape)} "
                         "must be [N, H] and [V, H]")
    if chunk < 1:
        raise ValueError(f"chunk must be at least 1, not {chunk}")
    logprobs_N, entropy_N = _TargetLogprobs.apply(
        hidden_NH, weight_VH, targets_N, 1.0 / temperature, chunk,
        compute_dtype or weight_VH.dtype, entropy)
    return logprobs_N, entropy_N if entropy else None
