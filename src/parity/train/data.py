"""Data for mid-training and SFT, as batches of `TokenSequence` with a resumable cursor.

Mid-training (continued pre-training): a local code corpus (`code_corpus`: the bundled
repositories and the Python standard library), tokenized, documents joined by EOS, cut
into rows of seq_len + 1 tokens that overlap by one, so that every token but the very
first is a target exactly once. SFT: `Trajectory` records from JSONL, trained where their
loss mask is 1 (the model's own turns), never on prompts or tool output.

Order: a seeded permutation per epoch, drawn from (seed, epoch) alone, and a cursor that is
a count of samples served. The cursor is all a checkpoint needs to continue the exact same
order; no hidden iterator state. Left out: streaming corpora bigger than memory, mixing
several sources by weight, deduplication.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from parity.train.packing import TokenSequence
from parity.types import Trajectory


class BatchSource(Protocol):
    def next_batch(self) -> list[TokenSequence]: ...

    def cursor(self) -> dict[str, int]: ...

    def seek(self, cursor: dict[str, int]) -> None: ...


class EpochBatches:
    """Fixed-size batches over `items`, reshuffled every epoch; batches cross epoch ends."""

    def __init__(self, items: Sequence[TokenSequence], batch_size: int, seed: int = 0) -> None:
        if not items:
            raise ValueError("no training samples")
        if batch_size < 1:
            raise ValueError("batch_size must be at least 1")
        self.items, self.batch_size, self.seed = list(items), batch_size, seed
        self.samples_served = 0
        self._perm_epoch, self._perm = -1, np.arange(0)

    def _order(self, epoch: int) -> np.ndarray:
        if epoch != self._perm_epoch:
            self._perm = np.random.default_rng([self.seed, epoch]).permutation(len(self.items))
            self._perm_epoch = epoch
        return self._perm

    def next_batch(self) -> list[TokenSequence]:
        out = []
        for k in range(self.samples_served, self.samples_served + self.batch_size):
            epoch, i = divmod(k, len(self.items))
            out.append(self.items[int(self._order(epoch)[i])])
        self.samples_served += self.batch_size
        return out

    def cursor(self) -> dict[str, int]:
        return {"samples_served": self.samples_served}

    def seek(self, cursor: dict[str, int]) -> None:
        self.samples_served = int(cursor.get("samples_served", 0))

    @property
    def epoch(self) -> float:
        return self.samples_served / len(self.items)


def tokenize_corpus(tokenizer: Any, texts: Sequence[str]) -> np.ndarray:
    """All documents as one token stream, each followed by EOS."""
    eos = tokenizer.eos_token_id
    ids = tokenizer(list(texts), add_special_tokens=False)["input_ids"]
    stream = [tok for doc in ids for tok in (*doc, eos)]
    return np.asarray(stream, dtype=np.int64)


def corpus_rows(stream: np.ndarray, seq_len: int) -> list[TokenSequence]:
    """Rows of seq_len + 1 tokens with stride seq_len: seq_len targets each."""
    if seq_len < 1:
        raise ValueError("seq_len must be at least 1")
    num_rows = (len(stream) - 1) // seq_len
    if num_rows < 1:
        raise ValueError(f"corpus of {len(stream)} tokens is shorter than one row of {seq_len + 1}")
    mask = np.ones(seq_len + 1, dtype=bool)
    mask[0] = False
    return [TokenSequence(stream[r * seq_len:(r + 1) * seq_len + 1], mask) for r in range(num_rows)]


def load_trajectories(path: str | Path) -> list[Trajectory]:
    """Trajectory records, one JSON object a line (blank lines skipped)."""
    out = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                out.append(Trajectory.model_validate_json(line))
            except ValueError as e:
                raise ValueError(f"{path}:{n}: not a Trajectory record: {e}") from e
    return out


def sft_sequences(trajectories: Sequence[Trajectory], max_tokens: int | None = None
                  ) -> list[TokenSequence]:
    """Trajectories with at least one target, cut to max_tokens (the tail is dropped) and
    to their last target (`TokenSequence.through_last_target`)."""
    out = []
    for t in trajectories:
        if len(t.loss_mask) != len(t.token_ids):
            raise ValueError(f"trajectory {t.id}: {len(t.loss_mask)} mask values for "
                             f"{len(t.token_ids)} tokens")
        ids, mask = t.token_ids[:max_tokens], t.loss_mask[:max_tokens]
        if any(mask):
            out.append(TokenSequence.of(ids, mask).through_last_target())
    if not out:
        raise ValueError("no trajectory has a token with loss_mask 1 to train on")
    return out
