"""Prefix cache: the KV tensors of finished sequences, found again by their token ids.

An agent's next turn resends the whole conversation, which extends a sequence the engine
has just finished. Entries are whole sequences; each is indexed by a chained hash of every
full block of `block_size` tokens it starts with, so a lookup walks the prompt's blocks and
takes the longest indexed prefix, then extends the match token by token past the block
boundary and checks the ids (a hash collision can never serve wrong KV). Any prefix of an
entry is valid KV for that prefix (attention is causal), so one entry serves every shorter
prompt that shares it.

An entry that becomes a prefix of a newer one is dropped when the newer one is inserted (a
conversation keeps one entry, not one per turn). Eviction is least-recently-used by bytes.
Entries carry the weight version they were computed with and the engine clears the cache on
a weight update, so KV from old weights is never served. Not done: sharing memory between
entries with a common prefix (a paged/radix cache); G rollouts of one prompt each store
their own copy of it.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

import torch

LayerKV = tuple[torch.Tensor, torch.Tensor]  # keys, values: [1, num_kv_heads, T, head_dim]


@dataclass(eq=False)
class Entry:
    token_ids: list[int]
    kv: list[LayerKV]
    version: int
    num_bytes: int
    block_hashes: list[int]


@dataclass
class Hit:
    entry: Entry
    num_tokens: int  # the first num_tokens of the prompt have KV in entry


def _block_hashes(token_ids: list[int], block_size: int) -> list[int]:
    hashes, h = [], 0
    for start in range(0, len(token_ids) - block_size + 1, block_size):
        h = hash((h, *token_ids[start:start + block_size]))
        hashes.append(h)
    return hashes


def _common_prefix(a: list[int], b: list[int], start: int, limit: int) -> int:
    n = start
    while n < limit and a[n] == b[n]:
        n += 1
    return n


class PrefixCache:
    def __init__(self, max_bytes: int, block_size: int = 16) -> None:
        if block_size < 1:
            raise ValueError("block_size must be at least 1")
        self.max_bytes = max_bytes
        self.block_size = block_size
        self._entries: OrderedDict[int, Entry] = OrderedDict()  # id(entry) -> entry, LRU first
        self._by_block: dict[int, dict[int, None]] = {}  # block hash -> ids of entries
        self.num_bytes = 0

    def __len__(self) -> int:
        return len(self._entries)

    def lookup(self, token_ids: list[int], version: int, max_tokens: int | None = None) -> Hit | None:
        """The longest cached prefix of `token_ids`, at most `max_tokens` long (an engine
        leaves at least one prompt token to compute, for the next-token logits)."""
        if not self._entries:
            return None
        limit = len(token_ids) if max_tokens is None else min(max_tokens, len(token_ids))
        hashes = _block_hashes(token_ids[:limit], self.block_size)
        for k in range(len(hashes) - 1, -1, -1):
            ids = self._by_block.get(hashes[k])
            if not ids:
                continue
            best: Hit | None = None
            for key in ids:
                entry = self._entries[key]
                if entry.version != version:
                    continue
                covered = (k + 1) * self.block_size
                if entry.token_ids[:covered] != token_ids[:covered]:
                    continue  # a hash collision
                n = _common_prefix(entry.token_ids, token_ids, covered,
                                   min(limit, len(entry.token_ids)))
                if best is None or n > best.num_tokens:
                    best = Hit(entry, n)
            if best is not None:
                self._entries.move_to_end(id(best.entry))
                return best
        return None

    def insert(self, token_ids: list[int], kv: list[LayerKV], version: int) -> bool:
        """Keep `kv` (not copied: callers hand over tensors nobody writes again) for
        `token_ids`. Drops a cached entry this one extends. False when it does not fit."""
        num_bytes = sum(k.numel() * k.element_size() + v.numel() * v.element_size() for k, v in kv)
        if num_bytes > self.max_bytes or len(token_ids) < self.block_size:
            return False
        older = self.lookup(token_ids, version)
        if older is not None and older.num_tokens == len(older.entry.token_ids):
            self._remove(older.entry)
        entry = Entry(list(token_ids), kv, version, num_bytes,
                      _block_hashes(token_ids, self.block_size))
        self._entries[id(entry)] = entry
        for h in entry.block_hashes:
            self._by_block.setdefault(h, {})[id(entry)] = None
        self.num_bytes += num_bytes
        while self.num_bytes > self.max_bytes:
            self._remove(next(iter(self._entries.values())))
        return True

    def clear(self) -> None:
        self._entries.clear()
        self._by_block.clear()
        self.num_bytes = 0

    def _remove(self, entry: Entry) -> None:
        del self._entries[id(entry)]
        for h in entry.block_hashes:
            ids = self._by_block.get(h)
            if ids is not None:
                ids.pop(id(entry), None)
                if not ids:
                    del self._by_block[h]
        self.num_bytes -= entry.num_bytes
