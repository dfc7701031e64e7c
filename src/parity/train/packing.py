"""Sequence packing: many variable-length sequences in a few rows, no cross-talk.

Agent trajectories vary from a few hundred to many thousand tokens; padding a batch to its
longest wastes most of the compute. Sequences are packed first-fit-decreasing into rows as
long as the longest sequence, and rows are grouped into micro-batches of at most
`micro_batch_tokens` (rows x row length). Inside a row, position ids restart at 0 for every
sequence and the attention mask is not passed: transformers then reads the restarts as
packed sequences and builds a block-diagonal causal mask (sdpa/eager, CPU included) or
varlen flash-attention offsets (flash_attention_2), so no token attends to another
sequence. The tail of a row is padding with its own restarting positions: a block of its
own that no real token attends to and whose logits are never computed.

Only positions that predict a sampled token (loss mask 1 on the next token) get logits,
via transformers' boolean `logits_to_keep`: prompts and tool outputs go through the layers
but skip the vocabulary projection. Those targets come back as one flat vector in row-major
order; `MicroBatch.to_BT` scatters it into the (sequences, sampled tokens) layout that the
losses use.

Rows that open with the same tokens (an SFT batch's system prompt, a GRPO group's prompt:
~740 of a kata rollout's ~1,130 tokens) can instead share them (`pack_shared`): the common
tokens run once, every row attends to their keys/values and holds only its own tail, one
sequence per row. The gradient is exact: it flows back into the prefix through the keys and
values every row read. Left out: splitting a sequence across rows (context parallelism).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import numpy as np
import torch


@dataclass(frozen=True)
class TokenSequence:
    """One sequence to train on. `loss_mask[p] == 1` means token p is a target; per-token
    float arrays in `extras` (engine logprobs, old logprobs) are read at the targets."""

    token_ids: np.ndarray  # int64 [L]
    loss_mask: np.ndarray  # bool [L]; loss_mask[0] must be 0 (nothing predicts token 0)
    extras: dict[str, np.ndarray] = field(default_factory=dict)  # float32 [L] each

    @staticmethod
    def of(token_ids: Sequence[int], loss_mask: Sequence[int], **extras: Sequence[float]
           ) -> TokenSequence:
        ids = np.asarray(token_ids, dtype=np.int64)
        mask = np.asarray(loss_mask, dtype=bool)
        if ids.ndim != 1 or ids.shape != mask.shape:
            raise ValueError(f"token_ids ({ids.shape}) and loss_mask ({mask.shape}) must be "
                             "1-D and of equal length")
        if mask.size and mask[0]:
            raise ValueError("loss_mask[0] is 1, but the first token has no context to predict it")
        arrays = {}
        for name, values in extras.items():
            arr = np.asarray(values, dtype=np.float32)
            if arr.shape != ids.shape:
                raise ValueError(f"{name} has {arr.shape[0] if arr.ndim else 0} values for "
                                 f"{ids.shape[0]} tokens")
            arrays[name] = arr
        return TokenSequence(ids, mask, arrays)

    def __len__(self) -> int:
        return int(self.token_ids.shape[0])

    @property
    def num_targets(self) -> int:
        return int(self.loss_mask.sum())

    def through_last_target(self) -> TokenSequence:
        """This sequence up to its last target: what follows it (a rollout's last tool
        output, the end of its turn) predicts nothing, and no earlier position attends to it,
        so running it changes no logprob and no gradient. One with no target is kept whole."""
        targets = np.flatnonzero(self.loss_mask)
        n = int(targets[-1]) + 1 if targets.size else len(self)
        if n == len(self):
            return self
        return TokenSequence(self.token_ids[:n], self.loss_mask[:n],
                             {k: v[:n] for k, v in self.extras.items()})


@dataclass(frozen=True)
class MicroBatch:
    input_ids_RL: torch.Tensor  # long [rows, row_len]
    position_ids_RL: torch.Tensor  # long, restarting at 0 per sequence
    keep_RL: torch.Tensor  # bool: positions whose logits predict a target
    real_RL: torch.Tensor  # bool: real tokens (not row padding)
    targets_N: torch.Tensor  # long: target token ids in row-major order of keep_RL
    seq_slot_N: torch.Tensor  # long: which sequence of this micro-batch (0..S-1)
    tok_slot_N: torch.Tensor  # long: which sampled token of that sequence (0..T-1)
    seq_index_S: torch.Tensor  # long: index of each sequence in the caller's batch
    extras_N: dict[str, torch.Tensor]  # float: per-target extras, same order as targets_N
    max_targets: int  # T
    # pack_shared: long [1, p-1], the tokens every row follows (run once; the rows' positions
    # continue from p-1); None: rows of packed sequences
    prefix_ids: torch.Tensor | None = None

    @property
    def num_sequences(self) -> int:
        return int(self.seq_index_S.shape[0])

    @property
    def num_real_tokens(self) -> int:
        return int(self.real_RL.sum())

    @property
    def num_targets(self) -> int:
        return int(self.targets_N.shape[0])

    def to_BT(self, values_N: torch.Tensor) -> torch.Tensor:
        """Scatter per-target values into (sequences, sampled tokens), zeros elsewhere.
        Differentiable in `values_N`."""
        out_BT = values_N.new_zeros((self.num_sequences, self.max_targets))
        return out_BT.index_put((self.seq_slot_N, self.tok_slot_N), values_N)

    def mask_BT(self) -> torch.Tensor:
        return self.to_BT(torch.ones_like(self.targets_N, dtype=torch.float32))

    def to(self, device: torch.device) -> MicroBatch:
        def move(t: torch.Tensor) -> torch.Tensor:
            return t.to(device, non_blocking=True)

        return MicroBatch(
            move(self.input_ids_RL), move(self.position_ids_RL), move(self.keep_RL),
            move(self.real_RL), move(self.targets_N), move(self.seq_slot_N), move(self.tok_slot_N),
            move(self.seq_index_S), {k: move(v) for k, v in self.extras_N.items()},
            self.max_targets, None if self.prefix_ids is None else move(self.prefix_ids))

    @property
    def positions(self) -> int:
        """Token positions the forward pass computes (padding and a shared prefix included)."""
        shared = 0 if self.prefix_ids is None else self.prefix_ids.numel()
        return self.input_ids_RL.numel() + shared


def pack_rows(lengths: Sequence[int], row_len: int) -> list[list[int]]:
    """First-fit decreasing: indices of sequences per row, longest first. Ties keep input
    order, so the packing is a pure function of the lengths."""
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    rows: list[list[int]] = []
    free: list[int] = []
    for i in order:
        for r, room in enumerate(free):
            if lengths[i] <= room:
                rows[r].append(i)
                free[r] -= lengths[i]
                break
        else:
            rows.append([i])
            free.append(row_len - lengths[i])
    return rows


def pack(sequences: Sequence[TokenSequence], micro_batch_tokens: int, pad_token_id: int = 0
         ) -> list[MicroBatch]:
    """Micro-batches covering every sequence exactly once."""
    if not sequences:
        return []
    lengths = [len(s) for s in sequences]
    row_len = max(lengths)
    if row_len > micro_batch_tokens:
        raise ValueError(f"a sequence of {row_len} tokens exceeds micro_batch_tokens="
                         f"{micro_batch_tokens}; raise the budget or truncate upstream")
    rows = pack_rows(lengths, row_len)
    rows_per_mb = max(1, micro_batch_tokens // row_len)
    return [_build(sequences, rows[i:i + rows_per_mb], row_len, pad_token_id)
            for i in range(0, len(rows), rows_per_mb)]


def common_prefix(sequences: Sequence[TokenSequence]) -> int:
    """p: tokens [0, p) are the same in every sequence and none of them is a target."""
    first = sequences[0].token_ids
    p = min(len(s) for s in sequences)
    for s in sequences[1:]:
        diff = np.flatnonzero(s.token_ids[:p] != first[:p])
        if diff.size:
            p = int(diff[0])
    for s in sequences:  # token p may be the first target, no earlier
        targets = np.flatnonzero(s.loss_mask)
        if targets.size:
            p = min(p, int(targets[0]))
    return p


def shared_chunks(lengths: Sequence[int], p: int, micro_batch_tokens: int) -> list[list[int]]:
    """The micro-batches of one shared-prefix group, as lists of indices into `lengths` (the
    sequences' lengths, prefix included): shortest first, a micro-batch takes the next
    sequence while its rows, each padded to its longest tail, stay within
    `micro_batch_tokens`. Ordered by length, the padding of a micro-batch is the spread of
    lengths inside it, not of the whole group (tails of ~600 to ~1,500 tokens after a
    ~700-token prompt in the quickstart's RL batches; with `through_last_target`, 0.83x the
    positions of rows padded to the group's longest: docs/training.md, "Shared prompt in
    RL")."""
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    chunks: list[list[int]] = []
    for i in order:
        tail = lengths[i] - p + 1
        if chunks and (len(chunks[-1]) + 1) * tail <= micro_batch_tokens:
            chunks[-1].append(i)
        else:
            chunks.append([i])
    return chunks


def pack_shared(sequences: Sequence[TokenSequence], p: int, indices: Sequence[int] | None = None,
                pad_token_id: int = 0) -> MicroBatch:
    """One micro-batch of `sequences` (those at `indices`, which `seq_index_S` then names)
    whose tokens [0, p) are common (`common_prefix`): tokens [0, p-1) become `prefix_ids`,
    and each row holds one sequence from token p-1, whose logits predict token p."""
    if p < 2:
        raise ValueError(f"a shared prefix needs at least 2 common tokens, not {p}")
    idx = list(range(len(sequences))) if indices is None else list(indices)
    tails = [TokenSequence(s.token_ids[p - 1:], s.loss_mask[p - 1:],
                           {k: v[p - 1:] for k, v in s.extras.items()})
             for s in (sequences[i] for i in idx)]
    row_len = max(len(t) for t in tails)
    mb = _build(tails, [[k] for k in range(len(tails))], row_len, pad_token_id)
    # positions continue from the prefix, padding too (no restart: one causal block per row)
    positions = (p - 1 + torch.arange(row_len))[None].expand(len(tails), row_len).contiguous()
    return replace(mb, position_ids_RL=positions, seq_index_S=torch.tensor(idx, dtype=torch.long),
                   prefix_ids=torch.from_numpy(sequences[idx[0]].token_ids[:p - 1].copy())[None])


def _build(sequences: Sequence[TokenSequence], rows: list[list[int]], row_len: int,
           pad_token_id: int) -> MicroBatch:
    num_rows = len(rows)
    ids = np.full((num_rows, row_len), pad_token_id, dtype=np.int64)
    pos = np.zeros((num_rows, row_len), dtype=np.int64)
    real = np.zeros((num_rows, row_len), dtype=bool)
    names = sorted(sequences[rows[0][0]].extras)
    flat, targets, seq_slot, tok_slot, seq_index = [], [], [], [], []
    extras: dict[str, list[np.ndarray]] = {n: [] for n in names}
    for r, members in enumerate(rows):
        offset = 0
        for i in members:
            s = sequences[i]
            n = len(s)
            ids[r, offset:offset + n] = s.token_ids
            pos[r, offset:offset + n] = np.arange(n)
            real[r, offset:offset + n] = True
            target_pos = np.flatnonzero(s.loss_mask)  # p: token p is predicted at p - 1
            flat.append(r * row_len + offset + target_pos - 1)
            targets.append(s.token_ids[target_pos])
            seq_slot.append(np.full(target_pos.size, len(seq_index), dtype=np.int64))
            tok_slot.append(np.arange(target_pos.size, dtype=np.int64))
            seq_index.append(i)
            for name in names:
                if name not in s.extras:
                    raise ValueError(f"sequence {i} lacks {name!r}, which others carry")
                extras[name].append(s.extras[name][target_pos])
            offset += n
        pos[r, offset:] = np.arange(row_len - offset)  # padding: a block of its own
    flat_N = np.concatenate(flat)
    order = np.argsort(flat_N, kind="stable")  # logits come back in row-major order
    keep = np.zeros(num_rows * row_len, dtype=bool)
    keep[flat_N] = True

    def cat(parts: list[np.ndarray]) -> torch.Tensor:
        return torch.from_numpy(np.concatenate(parts)[order])

    return MicroBatch(
        input_ids_RL=torch.from_numpy(ids), position_ids_RL=torch.from_numpy(pos),
        keep_RL=torch.from_numpy(keep.reshape(num_rows, row_len)), real_RL=torch.from_numpy(real),
        targets_N=cat(targets), seq_slot_N=cat(seq_slot), tok_slot_N=cat(tok_slot),
        seq_index_S=torch.tensor(seq_index, dtype=torch.long),
        extras_N={n: cat(v) for n, v in extras.items()},
        max_targets=max(1, max(int(sequences[i].num_targets) for i in seq_index)),
    )
