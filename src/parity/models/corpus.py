"""Local code to train on: the bundled repositories and a sample of the standard library.

The tiny default's tokenizer is trained on it (tiny.py) and `parity pretrain` continues
pre-training on it (`pretrain_on_code`): the trainer takes texts, this module picks them.
"""

from __future__ import annotations

import random
import sysconfig
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from parity.train.config import TrainConfig
    from parity.train.pretrain import LoopOptions


def code_corpus(max_bytes: int = 4 << 20, seed: int = 0, kata: bool = False) -> list[str]:
    """Local code to train on: the bundled repos and a sample of the standard library.

    The kata sources only with `kata=True` (the tokenizer: their identifiers become whole
    tokens, which a tiny model copies far more reliably). Never for pre-training: the
    canonical sources would teach the RL-only and held-out families before RL does."""
    from parity.tasks import REPOS_DIR, kata_root

    files = [p for p in REPOS_DIR.rglob("*.py") if "kata" not in p.relative_to(REPOS_DIR).parts]
    if kata:  # generated into the cache; ordered as if it sat beside the bundled repositories
        root = kata_root()
        files += [p for p in (root / "kata").rglob("*.py") if "__pycache__" not in p.parts]
        files.sort(key=lambda p: REPOS_DIR / p.relative_to(root) if p.is_relative_to(root) else p)
    else:
        files.sort()
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    std = sorted(p for p in stdlib.glob("*.py"))
    random.Random(seed).shuffle(std)
    out, total = [], 0
    for p in [*files, *std]:
        try:
            text = p.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        out.append(text)
        total += len(text)
        if total >= max_bytes:
            break
    return out


def pretrain_on_code(model_dir: str | Path, cfg: TrainConfig, opts: LoopOptions, seq_len: int = 256,
                     batch_rows: int = 8, corpus_bytes: int = 1 << 20,
                     log: Callable[[str], None] = print) -> dict[str, float]:
    """`parity pretrain`: continued pre-training (train.pretrain) on `corpus_bytes` of
    `code_corpus` drawn with the run's seed."""
    from parity.train.pretrain import pretrain

    return pretrain(model_dir, code_corpus(corpus_bytes, opts.seed), cfg, opts, seq_len,
                    batch_rows, log)
