"""How a sharded trainer's ranks split a step's micro-batches (train/trainer.py rank_share):
every micro-batch on exactly one rank, every rank the same count (FSDP's collectives run
once per forward and backward on each), stand-ins at weight 0 where a rank is short, the
tokens balanced, and the same answer on every rank."""

from __future__ import annotations

import pytest
import torch

from parity.train.packing import TokenSequence, pack
from parity.train.trainer import rank_share


def micro_batches(lengths: list[int]):
    seqs = [TokenSequence.of(list(range(1, n + 1)), [0] + [1] * (n - 1)) for n in lengths]
    return pack(seqs, max(lengths), 0)  # one sequence a micro-batch at most this long


@pytest.mark.parametrize("lengths,world", [([40, 30, 20, 10, 5], 2), ([40, 30], 3),
                                           ([8] * 7, 4), ([50, 3, 3, 3, 3, 3], 2)])
def test_each_micro_batch_once_the_same_count_each_rank(lengths, world):
    mbs = micro_batches(lengths)
    shares = [rank_share(mbs, r, world) for r in range(world)]
    assert len({len(s) for s in shares}) == 1  # the same count on every rank
    counted = [id(mb) for s in shares for mb, w in s if w == 1.0]
    assert sorted(counted) == sorted(id(mb) for mb in mbs)  # each exactly once
    assert all(w in (0.0, 1.0) for s in shares for _, w in s)
    tokens = [sum(mb.input_ids_RL.numel() for mb, w in s if w) for s in shares]
    biggest = max(mb.input_ids_RL.numel() for mb in mbs)
    assert max(tokens) - min(tokens) <= biggest  # greedy by size: within one micro-batch
    again = [rank_share(mbs, r, world) for r in range(world)]  # deterministic
    assert [[(id(m), w) for m, w in s] for s in again] == [[(id(m), w) for m, w in s]
                                                          for s in shares]


def test_one_rank_keeps_every_micro_batch_in_order():
    mbs = micro_batches([5, 9, 3])
    assert [(id(m), w) for m, w in rank_share(mbs, 0, 1)] == [(id(m), 1.0) for m in mbs]
    assert torch.equal(mbs[0].input_ids_RL, rank_share(mbs, 0, 1)[0][0].input_ids_RL)
