"""Parameters training leaves alone: those a model declares, and those a config names.

A model's config may carry `parity_frozen`, a list of parameter-name prefixes (saved in its
config.json, so the declaration travels with the weights through checkpoints, SFT and RL).
The tiny default's copy circuit declares its attention this way (parity/models/induction.py);
any other model may too. The trainer reads the declaration and knows nothing of why.

A run may freeze more by config (`train.freeze`, prefixes again): on a CPU every frozen
tensor saves its gradient and two AdamW moments (12 bytes a parameter in fp32; a 135M
model's 28M-parameter tied embedding is 340 MB of it), and the engines still receive whole
weights, so any engine kind serves the result. A prefix that matches nothing is an error: a
typo would otherwise train what it meant to freeze.
"""

from __future__ import annotations

from typing import Any

FROZEN_ATTR = "parity_frozen"  # config attribute: name prefixes of parameters training leaves alone


def freeze_declared(model: Any) -> int:
    """Turn off gradients for the parameters the model's config declares frozen; returns how
    many tensors were frozen (0 for a model that declares none)."""
    prefixes = tuple(getattr(model.config, FROZEN_ATTR, None) or ())
    if not prefixes:
        return 0
    return freeze_prefixes(model, prefixes, declared=True)


def freeze_prefixes(model: Any, prefixes: list[str] | tuple[str, ...], declared: bool = False
                    ) -> int:
    """Turn off gradients for parameters whose names start with any of `prefixes`; returns
    how many tensors matched. Unless `declared`, a prefix that matches none raises."""
    prefixes = tuple(prefixes)
    if not prefixes:
        return 0
    n, used = 0, set()
    for name, p in model.named_parameters():
        hit = [x for x in prefixes if name.startswith(x)]
        if hit:
            p.requires_grad_(False)
            used.update(hit)
            n += 1
    unused = [x for x in prefixes if x not in used]
    if unused and not declared:
        names = [name for name, _ in model.named_parameters()]
        raise ValueError(f"train.freeze: {unused} match no parameter of "
                         f"{type(model).__name__} (names look like {names[0]!r}, {names[-1]!r})")
    return n


def trainable_share(model: Any) -> float:
    """Trainable parameters over all parameters (a tied tensor counted once)."""
    params = list(model.parameters())  # transformers ties by sharing the tensor
    total = sum(p.numel() for p in params)
    return sum(p.numel() for p in params if p.requires_grad) / max(1, total)
