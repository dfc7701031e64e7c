"""`[observe]`: where a run's metrics go besides metrics.jsonl (always written)."""

from __future__ import annotations

from typing import Literal

from parity.section import Section


class ObserveConfig(Section):
    # event files under OUT/tensorboard (`tensorboard --logdir OUT/tensorboard`)
    tensorboard: bool = True
    # Weights & Biases: needs `pip install 'parity[wandb]'`; offline by default (files under
    # OUT/wandb, `wandb sync` uploads them later), so an enabled run never needs a network
    wandb: bool = False
    wandb_mode: Literal["offline", "online"] = "offline"
    wandb_project: str = "parity"
    wandb_entity: str | None = None
