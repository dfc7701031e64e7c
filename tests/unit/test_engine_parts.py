"""The engine's pieces on their own: top-k/top-p filtering, the prefix cache, the KV slab."""

from __future__ import annotations

import math

import torch

from parity.inference.kv_slab import KVSlab
from parity.inference.prefix_cache import PrefixCache
from parity.inference.sampling import filter_top_k_top_p, sample


def test_top_k_then_top_p_keep_what_they_should():
    probs = torch.tensor([[0.5, 0.25, 0.15, 0.1], [0.5, 0.25, 0.15, 0.1], [0.1, 0.2, 0.3, 0.4]])
    logits = probs.log()
    kept = filter_top_k_top_p(logits, torch.tensor([0, 2, 0]), torch.tensor([0.7, 1.0, 0.5]))
    finite = torch.isfinite(kept)
    assert finite[0].tolist() == [True, True, False, False]  # 0.5 + 0.25 reaches 0.7
    assert finite[1].tolist() == [True, True, False, False]  # top-2
    assert finite[2].tolist() == [False, False, True, True]  # 0.4 + 0.3 reaches 0.5
    tiny_p = filter_top_k_top_p(logits, torch.tensor([0, 0, 0]), torch.tensor([1e-6] * 3))
    assert torch.isfinite(tiny_p).sum(-1).tolist() == [1, 1, 1]  # the best token always stays


def test_sample_draws_from_the_filtered_distribution_and_reports_unfiltered_logprobs():
    logits = torch.tensor([[2.0, 1.0, 0.5, -1.0]]).repeat(2000, 1)
    num = logits.shape[0]
    gens = [torch.Generator().manual_seed(i) for i in range(num)]
    tokens, logprobs = sample(logits, torch.full((num,), 0.5), torch.ones(num),
                              torch.full((num,), 2, dtype=torch.long), gens)
    assert set(tokens.tolist()) == {0, 1}  # top-2 only
    p1 = (tokens == 1).float().mean().item()
    expected = 1 / (1 + math.exp((2.0 - 1.0) / 0.5))  # renormalised over the top 2
    assert abs(p1 - expected) < 0.03
    scaled = (logits[0] / 0.5).log_softmax(-1)
    assert torch.allclose(logprobs, scaled[tokens])  # before filtering, after temperature
    greedy_tokens, greedy_lp = sample(logits[:3], torch.zeros(3), torch.ones(3),
                                      torch.zeros(3, dtype=torch.long), gens[:3])
    assert greedy_tokens.tolist() == [0, 0, 0]
    assert torch.allclose(greedy_lp, logits[0].log_softmax(-1)[0].expand(3))


def kv(n: int, fill: float, layers: int = 2) -> list[tuple[torch.Tensor, torch.Tensor]]:
    t = torch.full((1, 2, n, 4), fill)
    return [(t.clone(), t.clone() + 0.5) for _ in range(layers)]


def test_prefix_cache_longest_match_supersede_version_and_lru_by_bytes():
    cache = PrefixCache(max_bytes=6_000, block_size=4)  # an entry of 14 tokens: 1792 bytes
    seq = list(range(10))
    assert cache.insert(seq, kv(10, 1.0), version=0)
    hit = cache.lookup(seq + [99, 98], version=0)
    assert hit and hit.num_tokens == 10
    hit = cache.lookup(seq[:6] + [50, 51, 52], version=0)
    assert hit and hit.num_tokens == 6  # the match runs past the block boundary
    assert cache.lookup(seq, version=0, max_tokens=9).num_tokens == 9
    assert cache.lookup(seq + [1], version=1) is None  # other weights, no reuse
    assert cache.lookup([0, 1, 2, 9, 9], version=0) is None  # under one block
    # the next turn replaces the entry it extends
    longer = seq + [10, 11, 12, 13]
    assert cache.insert(longer, kv(14, 2.0), version=0)
    assert len(cache) == 1 and cache.lookup(longer, version=0).num_tokens == 14
    # least recently used goes first once over the byte budget
    entry_bytes = cache.num_bytes
    other = [100 + i for i in range(14)]
    cache.insert(other, kv(14, 3.0), version=0)
    assert len(cache) == 2 and cache.num_bytes == 2 * entry_bytes
    cache.lookup(longer, version=0)  # touch: `other` is now the oldest
    third = [200 + i for i in range(20)]
    cache.insert(third, kv(20, 4.0), version=0)
    assert cache.lookup(other, version=0) is None and cache.lookup(longer, version=0) is not None
    assert cache.num_bytes <= cache.max_bytes
    assert not cache.insert(list(range(1000)), kv(1000, 5.0), version=0)  # larger than the budget
    cache.clear()
    assert len(cache) == 0 and cache.num_bytes == 0


def test_kv_slab_rows_join_shift_leave_and_read_back():
    slab = KVSlab(num_layers=2)
    a, b, c = kv(3, 1.0), kv(7, 2.0), kv(2, 3.0)
    slab.add_row(a)
    slab.add_row(b)  # longer than the slab: existing rows shift right
    slab.add_row(c)
    assert slab.kv_len == [3, 7, 2] and slab.length == 7
    for row, (src, n) in enumerate([(a, 3), (b, 7), (c, 2)]):
        got = slab.read_row(row, n)
        assert torch.equal(got[1][0], src[1][0]) and torch.equal(got[1][1], src[1][1])
    mask = slab.attention_mask(1, torch.device("cpu"))
    assert mask.sum(-1).tolist() == [4, 8, 3]
    slab.remove_row(1)  # the last row moves into its place
    assert slab.kv_len == [3, 2]
    assert torch.equal(slab.read_row(1, 2)[0][0], c[0][0])
    slab.reserve(1)  # compacts: every row pads the first 4 columns now
    assert slab.length == 3
    assert torch.equal(slab.read_row(0, 3)[0][0], a[0][0])
    for _ in range(100):  # grow far past the first allocation
        slab.reserve(1)
        for layer in slab.layers:
            layer.update(torch.full((2, 2, 1, 4), 9.0), torch.full((2, 2, 1, 4), 9.0))
        slab.advance()
    assert slab.kv_len == [103, 102]
    row0 = slab.read_row(0, 103)[0][0]
    assert torch.equal(row0[:, :, :3], a[0][0]) and bool((row0[:, :, 3:] == 9.0).all())


def test_kv_slab_never_grows_past_the_batch_and_the_longest_sequence():
    """Doubling stops at max_rows and max_columns: an engine of 8 rows and 8,192 tokens a
    sequence once held 8 x 12,008 columns, and two whole slabs while resizing (issue 46)."""
    slab = KVSlab(num_layers=2, max_rows=3, max_columns=40)
    rows = [kv(30, float(i)) for i in range(3)]
    for r in rows:
        slab.add_row(r)
    k = slab.layers[0].kbuf
    assert (k.shape[0], k.shape[2]) == (3, 40)  # 4 rows and 64 columns without the caps
    for _ in range(9):  # up to 39 tokens of KV a row: the last token of a 40 has none yet
        slab.reserve(1)
        for layer in slab.layers:
            layer.update(torch.full((3, 2, 1, 4), 9.0), torch.full((3, 2, 1, 4), 9.0))
        slab.advance()
    k = slab.layers[0].kbuf
    assert slab.kv_len == [39] * 3 and (k.shape[0], k.shape[2]) == (3, 40)
    assert torch.equal(slab.read_row(2, 39)[0][0][:, :, :30], rows[2][0][0])
    assert slab.layers[0].keys.data_ptr() == k.data_ptr()  # the views are of the new buffers
    small = KVSlab(num_layers=1, max_columns=100)
    small.add_row(kv(10, 1.0, layers=1))
    assert small.layers[0].kbuf.shape[2] == 64  # at least MIN_COLUMNS
    small.reserve(60)  # 70 columns: half again
    assert small.layers[0].kbuf.shape[2] == 96
    small.reserve(90)  # 100: half again would be 144, past the longest sequence
    assert small.layers[0].kbuf.shape[2] == 100
