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
weights in memory.

Siblings that read the same input (`SIBLINGS`: an attention's q/k/v projections, an MLP's
gate and up projections, as Llama, Qwen2/3 and Mistral name them) are packed as one
matrix (`FusedPack`): the first of them to be called with an input computes all their
outputs in one call and each takes its columns, the way vLLM and others fuse QKV. Fewer,
wider calls: 7 linears a layer become 4, and a decode step's linears of smollm2-135m take
0.92x the time (`parity bench engine --model ...`; docs/inference.md). "The same input" is
the same tensor object, held until every sibling has taken its part, so a sibling called
on another input computes its own, and none is ever given another input's output.
Left out: float32 (oneDNN's packed fp32 path is not faster here), quantized weights, GPUs.
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


SIBLINGS = (("q_proj", "k_proj", "v_proj"), ("gate_proj", "up_proj"))


def _linear(x: torch.Tensor, packed: torch.Tensor, bias: torch.Tensor | None) -> torch.Tensor:
    return torch.ops.mkldnn._linear_pointwise(x, packed, bias, "none", [], "")


class PackedLinear(torch.nn.Module):
    def __init__(self, linear: torch.nn.Linear, batch_hint: int) -> None:
        super().__init__()
        self.in_features, self.out_features = linear.in_features, linear.out_features
        self.weight = linear.weight  # the same Parameter: names and ties stay
        self.bias = linear.bias
        self.batch_hint = batch_hint
        self.packed: torch.Tensor | None = None
        self.fused: FusedPack | None = None  # set when packed with its siblings
        self.repack()

    @torch.no_grad()
    def repack(self) -> None:
        if self.fused is None:
            self.packed = torch.ops.mkldnn._reorder_linear_weight(self.weight.detach(), self.batch_hint)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if torch.is_grad_enabled() and self.weight.requires_grad:  # never the engine's case
            return torch.nn.functional.linear(x, self.weight, self.bias)
        if self.fused is not None:
            return self.fused.output(self, x)
        return _linear(x, self.packed, self.bias)


class FusedPack:
    """One packed matrix for sibling linears of one input: their weights stacked by rows."""

    def __init__(self, members: list[PackedLinear]) -> None:
        self.members = members
        self.columns: dict[int, tuple[int, int]] = {}
        start = 0
        for m in members:
            self.columns[id(m)] = (start, start + m.out_features)
            m.fused, m.packed = self, None
            start += m.out_features
        self.packed: torch.Tensor | None = None
        self.bias: torch.Tensor | None = None
        self._input: torch.Tensor | None = None
        self._output: torch.Tensor | None = None
        self._waiting: set[int] = set()
        self.repack()

    @torch.no_grad()
    def repack(self) -> None:
        weight = torch.cat([m.weight.detach() for m in self.members])
        self.packed = torch.ops.mkldnn._reorder_linear_weight(weight, self.members[0].batch_hint)
        if all(m.bias is None for m in self.members):
            self.bias = None
        else:
            self.bias = torch.cat([m.bias.detach() if m.bias is not None else
                                   m.weight.new_zeros(m.out_features) for m in self.members])
        self._input = self._output = None

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        """Every member's output for `x`, side by side in the members' order."""
        return _linear(x, self.packed, self.bias)

    def output(self, member: PackedLinear, x: torch.Tensor) -> torch.Tensor:
        if x is not self._input or self._output is None:
            self._output = self(x)
            self._input = x
            self._waiting = {id(m) for m in self.members}
        lo, hi = self.columns[id(member)]
        out = self._output[..., lo:hi]
        self._waiting.discard(id(member))
        if not self._waiting:  # every sibling has its part: hold nothing between calls
            self._input = self._output = None
        return out


def pack_linears(model: torch.nn.Module, batch_hint: int = 8) -> int:
    """Swap the model's bf16 linears for packed ones (siblings of one input fused); how many
    were swapped."""
    swaps = [(parent, name, child) for parent in model.modules()
             for name, child in parent.named_children() if type(child) is torch.nn.Linear]
    for parent, name, child in swaps:
        setattr(parent, name, PackedLinear(child, batch_hint))
    fused = 0
    for parent in model.modules():
        for names in SIBLINGS:
            members = [getattr(parent, n, None) for n in names]
            if (all(isinstance(m, PackedLinear) and m.fused is None for m in members)
                    and len({m.in_features for m in members}) == 1
                    and len({m.weight.dtype for m in members}) == 1):
                FusedPack(members)
                fused += 1
    log.info("packed %d bf16 linear layers for oneDNN (%d groups of siblings fused)", len(swaps), fused)
    return len(swaps)


def repack(model: torch.nn.Module) -> None:
    groups: dict[int, FusedPack] = {}
    for m in model.modules():
        if isinstance(m, PackedLinear):
            if m.fused is not None:
                groups[id(m.fused)] = m.fused
            else:
                m.repack()
    for group in groups.values():
        group.repack()
