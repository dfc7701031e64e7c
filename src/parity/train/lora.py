"""LoRA adapters on a frozen model, with merged weights for everything outside the trainer.

Low-rank adaptation (Hu et al. 2021, arXiv:2106.09685): each adapted linear layer computes
y = x W^T + (alpha / r) * (x A^T) B^T, with W frozen, A [r, in] random and B [out, r]
zero, so training starts at the model as it is. On a CPU this is what a full fine-tune of
a 135M model does not afford: gradients and two AdamW moments for r x (in + out) numbers a
layer instead of in x out.

The adapters live in the trainer, not in the model: a forward hook on each adapted layer
adds the low-rank term, and the model's own state dict keeps its names and its frozen
weights. Everything that leaves the trainer gets merged weights, W + (alpha / r) B A, under
the model's own names: the engines (every transport and engine kind takes a plain state
dict), the HF model directories it writes (loadable anywhere, no adapter format), and a
checkpoint's model/. A checkpoint also keeps A and B; resuming subtracts their product from
the merged weights, which returns W to within one rounding of each weight (a LoRA resume is
exact to float rounding, not bit for bit as a full fine-tune's).

Left out: dropout on the adapter input, adapting embeddings or the LM head, quantised W.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import torch

from parity.train.config import LoraConfig


class LoraAdapters(torch.nn.Module):
    """A and B of every adapted linear layer of `model`, keyed by the layer's name."""

    def __init__(self, model: torch.nn.Module, cfg: LoraConfig) -> None:
        super().__init__()
        self.scale = cfg.alpha / cfg.rank
        self.layers: dict[str, torch.nn.Linear] = {}
        self.a = torch.nn.ParameterDict()
        self.b = torch.nn.ParameterDict()
        self._hooks = []
        for name, module in model.named_modules():
            if isinstance(module, torch.nn.Linear) and name.rsplit(".", 1)[-1] in cfg.targets:
                key = name.replace(".", "__")  # ParameterDict keys cannot hold dots
                w = module.weight
                a = torch.empty(cfg.rank, w.shape[1], device=w.device, dtype=torch.float32)
                torch.nn.init.kaiming_uniform_(a, a=math.sqrt(5))  # as nn.Linear, as PEFT
                self.a[key] = torch.nn.Parameter(a)
                self.b[key] = torch.nn.Parameter(torch.zeros(w.shape[0], cfg.rank,
                                                             device=w.device, dtype=torch.float32))
                self.layers[name] = module
                self._hooks.append(module.register_forward_hook(self._hook(key)))
        if not self.layers:
            raise ValueError(f"train.lora.targets {cfg.targets} name no linear layer of "
                             f"{type(model).__name__}")

    def _hook(self, key: str):
        def add_low_rank(_module: torch.nn.Module, args: tuple, out: torch.Tensor) -> torch.Tensor:
            x = args[0]
            a, b = self.a[key], self.b[key]
            if torch.is_autocast_enabled(x.device.type):  # autocast picks the matmuls' dtype
                return out + (x @ a.T @ b.T) * self.scale
            return out + ((x.to(a.dtype) @ a.T @ b.T) * self.scale).to(out.dtype)
        return add_low_rank

    def deltas(self) -> Iterator[tuple[str, torch.Tensor]]:
        """(weight name in the model's state dict, (alpha / r) B A) of every adapted layer."""
        for name in self.layers:
            key = name.replace(".", "__")
            yield f"{name}.weight", (self.b[key] @ self.a[key]) * self.scale

    @torch.no_grad()
    def merged_state_dict(self, model: torch.nn.Module) -> dict[str, torch.Tensor]:
        """The model's state dict with every adapted weight replaced by W + (alpha / r) B A."""
        state = {k: v.detach() for k, v in model.state_dict().items()}
        for name, delta in self.deltas():
            state[name] = state[name] + delta.to(state[name].dtype)
        return state

    @torch.no_grad()
    def unmerge_into(self, model: torch.nn.Module) -> None:
        """W <- W - (alpha / r) B A in place: a model loaded from merged weights gets its
        frozen base back (to within rounding)."""
        params = dict(model.named_parameters())
        for name, delta in self.deltas():
            params[name].sub_(delta.to(params[name].dtype))

    def remove(self) -> None:
        for h in self._hooks:
            h.remove()
        self._hooks = []


def trainable_parameters(adapters: LoraAdapters) -> list[torch.nn.Parameter]:
    return [*adapters.a.values(), *adapters.b.values()]
