"""bfloat16 linear layers with oneDNN-prepacked weights, for the engine on CPUs with AMX or
AVX512-BF16.

`F.linear` on a bf16 CPU tensor reorders the weight into oneDNN's blocked layout on every
call; a decode step of a small model is nothing but such calls on a few rows, so the
reorder is paid 200 times a step. Packing once (`torch.ops.mkldnn._reorder_linear_weight`,
what torch.compile's CPU backend does for bf16 linears) and calling
`torch.ops.mkldnn._linear_pointwise` gives the same numbers, bit for bit here, 1.3-1.7x
faster on smollm2-135m's shapes (docs/inference.md).

`pack_linears(model)` swaps each `nn.Linear` for a `PackedLinear` that keeps the original
`weight` (and `bias`) parameter, so state-dict names, tied weights and `update_weights`
are unchanged; `repack(model)` refreshes the packed copies after weights change (the
engine calls it after every update). The packed copy costs one more copy of the linear
weights in memory. Left out: float32 (oneDNN's packed fp32 path is not faster here),
quantized weights, GPUs.
"""

from __future__ import annotations

import logging

import torch

log = logging.getLogger(__name__)


def packing_available(model: torch.nn.Module) -> bool:
    """bf16 weights on a CPU whose oneDNN build has the packed linear ops."""
    from parity.inference.models import cpu_supports_bf16

    p = next(model.parameters(), None)
    return (p is not None and p.device.type == "cpu" and p.dtype == torch.bfloat16
            and torch.backends.mkldnn.is_available() and cpu_supports_bf16()
            and hasattr(torch.ops.mkldnn, "_linear_pointwise")
            and hasattr(torch.ops.mkldnn, "_reorder_linear_weight"))


class PackedLinear(torch.nn.Module):
    def __init__(self, linear: torch.nn.Linear, batch_hint: int) -> None:
        super().__init__()
        self.in_features, self.out_features = linear.in_features, linear.out_features
        self.weight = linear.weight  # the same Parameter: names and ties stay
        self.bias = linear.bias
        self.batch_hint = batch_hint
        self.packed: torch.Tensor | None = None
        self.repack()

    @torch.no_grad()
    def repack(self) -> None:
        self.packed = torch.ops.mkldnn._reorder_linear_weight(self.weight.detach(), self.batch_hint)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if torch.is_grad_enabled() and self.weight.requires_grad:  # never the engine's case
            return torch.nn.functional.linear(x, self.weight, self.bias)
        return torch.ops.mkldnn._linear_pointwise(x, self.packed, self.bias, "none", [], "")


def pack_linears(model: torch.nn.Module, batch_hint: int = 8) -> int:
    """Swap the model's bf16 linears for packed ones; how many were swapped."""
    swaps = [(parent, name, child) for parent in model.modules()
             for name, child in parent.named_children() if type(child) is torch.nn.Linear]
    for parent, name, child in swaps:
        setattr(parent, name, PackedLinear(child, batch_hint))
    log.info("packed %d bf16 linear layers for oneDNN", len(swaps))
    return len(swaps)


def repack(model: torch.nn.Module) -> None:
    for m in model.modules():
        if isinstance(m, PackedLinear):
            m.repack()
