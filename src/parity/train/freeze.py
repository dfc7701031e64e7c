"""Parameters a model declares frozen: the trainer leaves them alone, whatever the model.

A model's config may carry `parity_frozen`, a list of parameter-name prefixes (saved in its
config.json, so the declaration travels with the weights through checkpoints, SFT and RL).
The tiny default's copy circuit declares its attention this way (parity/models/induction.py);
any other model may too. The trainer reads the declaration and knows nothing of why.
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
    n = 0
    for name, p in model.named_parameters():
        if name.startswith(prefixes):
            p.requires_grad_(False)
            n += 1
    return n
