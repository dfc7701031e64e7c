"""The running batch's KV cache: one preallocated slab per layer, rows right-aligned.

Row b holds its `kv_len[b]` tokens in columns [L - kv_len[b], L) of every layer, where L is
the slab's shared length; the columns left of that are padding, masked out by the
attention mask. Right alignment is what lets Hugging Face models decode the whole batch
with one shared write position (column L) while every row keeps its own positions (passed
as position_ids). A decode step writes one column in place instead of concatenating the
whole cache as `DynamicCache` does, so a step costs O(batch) copies, not O(batch x length).

Rows join (a prefilled request's KV copied in; the slab shifts right when the newcomer is
longer than L), leave (the last row moves into the hole) and are read back out (copied) for
the prefix cache. Columns that every row pads are reclaimed before the slab grows. Rows grow
by doubling, columns by half again, so a long-running engine reallocates O(log length) times;
neither past `max_rows` (the engine's batch) and `max_columns` (its longest sequence), which no
row can outgrow. A resize lets go of each layer's old buffers once they are copied, so it never
holds two whole slabs. (Doubling columns, without either cap, and two slabs while resizing:
`parity eval` of a 135M model, float32, 8 conversations, peaked at 8.7 GB in issue 46.)
Every layer is a full-attention layer here: sliding-window models are correct (their masks
still apply) but keep all columns; linear-attention/hybrid models are not supported.
"""

from __future__ import annotations

import torch
from transformers.cache_utils import DynamicCache, DynamicLayer

from parity.inference.prefix_cache import LayerKV

MIN_COLUMNS = 64
MIN_ROWS = 4


class SlabLayer(DynamicLayer):
    """A `DynamicLayer` whose `update` writes into a preallocated buffer in place."""

    def __init__(self, slab: KVSlab) -> None:
        super().__init__()
        self.slab = slab
        self.kbuf: torch.Tensor | None = None
        self.vbuf: torch.Tensor | None = None
        self.length = 0
        self.is_initialized = True

    def update(self, key_states: torch.Tensor, value_states: torch.Tensor, *args, **kwargs
               ) -> tuple[torch.Tensor, torch.Tensor]:
        q = key_states.shape[-2]
        rows = self.slab.num_rows
        end = self.length + q
        self.kbuf[:rows, :, self.length:end] = key_states
        self.vbuf[:rows, :, self.length:end] = value_states
        self.length = end
        self.keys = self.kbuf[:rows, :, :end]
        self.values = self.vbuf[:rows, :, :end]
        return self.keys, self.values

    def get_seq_length(self) -> int:
        return self.length


class KVSlab:
    def __init__(self, num_layers: int, max_rows: int | None = None,
                 max_columns: int | None = None) -> None:
        self.layers = [SlabLayer(self) for _ in range(num_layers)]
        self.kv_len: list[int] = []  # tokens with KV, per row
        self.length = 0  # L, the shared column count in use
        self.max_rows = max_rows or 1 << 62  # capacity never grows past these
        self.max_columns = max_columns or 1 << 62

    @property
    def num_rows(self) -> int:
        return len(self.kv_len)

    def cache(self) -> DynamicCache:
        """A `DynamicCache` over the slab's layers, for one forward step."""
        cache = DynamicCache()
        cache.layers = list(self.layers)
        cache.layer_class_to_replicate = None
        return cache

    def reserve(self, columns: int) -> None:
        """Room for `columns` more columns in every row (call before a decode step). Padding
        columns are reclaimed first when the slab must grow or when they are half of it."""
        if self.kv_len and 2 * (self.length - max(self.kv_len)) >= self.length:
            self._compact()  # half the columns or more pad every row: attention would waste them
        need = self.length + columns
        first = self.layers[0].kbuf
        if first is not None and first.shape[2] >= need:
            return
        self._compact()
        need = self.length + columns
        if first is not None and first.shape[2] >= need:
            return
        cols = self._capacity_cols()
        self._resize(self._capacity_rows(), self._grown(cols, need, self.max_columns,
                                                        least=MIN_COLUMNS, room=cols // 2))

    def add_row(self, kv: list[LayerKV]) -> int:
        """Copy one sequence's KV ([1, H, n, D] per layer) in as a new last row."""
        n = kv[0][0].shape[2]
        rows = self.num_rows
        if self.layers[0].kbuf is None:
            first_rows = min(MIN_ROWS, self.max_rows)
            first_cols = self._grown(0, n + 1, self.max_columns, least=MIN_COLUMNS,
                                     room=(n + 1) // 2)
            for layer, (k, _) in zip(self.layers, kv, strict=True):
                layer.kbuf = k.new_zeros((first_rows, k.shape[1], first_cols, k.shape[3]))
                layer.vbuf = torch.zeros_like(layer.kbuf)
        cap_rows, cap_cols = self._capacity_rows(), self._capacity_cols()
        if rows + 1 > cap_rows or max(n, self.length) + 1 > cap_cols:
            self._compact()
            need_cols = max(n, self.length) + 1
            self._resize(self._grown(cap_rows, rows + 1, self.max_rows, room=cap_rows),
                         self._grown(cap_cols, need_cols, self.max_columns, room=cap_cols // 2))
        if n > self.length:
            self._shift_right(n - self.length)
        length = self.length
        for layer, (k, v) in zip(self.layers, kv, strict=True):
            layer.kbuf[rows, :, :length - n].zero_()
            layer.vbuf[rows, :, :length - n].zero_()
            layer.kbuf[rows, :, length - n:length] = k[0]
            layer.vbuf[rows, :, length - n:length] = v[0]
        self.kv_len.append(n)
        self._set_length(length)
        return rows

    def remove_row(self, row: int) -> None:
        """Drop `row`; the last row moves into its place (callers mirror the move)."""
        last = self.num_rows - 1
        if row != last:
            for layer in self.layers:
                layer.kbuf[row, :, :self.length] = layer.kbuf[last, :, :self.length]
                layer.vbuf[row, :, :self.length] = layer.vbuf[last, :, :self.length]
            self.kv_len[row] = self.kv_len[last]
        self.kv_len.pop()
        if not self.kv_len:
            self._set_length(0)

    def read_row(self, row: int, num_tokens: int) -> list[LayerKV]:
        """A copy of the first `num_tokens` of `row`'s KV, [1, H, num_tokens, D] per layer."""
        start = self.length - self.kv_len[row]
        return [(layer.kbuf[row:row + 1, :, start:start + num_tokens].clone(),
                 layer.vbuf[row:row + 1, :, start:start + num_tokens].clone())
                for layer in self.layers]

    def advance(self) -> None:
        """After a decode step: every row gained one token."""
        self.length = self.layers[0].length
        self.kv_len = [n + 1 for n in self.kv_len]

    def attention_mask(self, extra: int, device: torch.device) -> torch.Tensor:
        """[rows, L + extra] booleans: True where a row has a real token (or a new one)."""
        pad_B = torch.tensor([self.length - n for n in self.kv_len], device=device)
        col_C = torch.arange(self.length + extra, device=device)
        return col_C[None, :] >= pad_B[:, None]

    def num_bytes(self) -> int:
        return sum(2 * layer.kbuf.numel() * layer.kbuf.element_size()
                   for layer in self.layers if layer.kbuf is not None)

    @staticmethod
    def _grown(capacity: int, need: int, most: int, least: int = 1, room: int = 0) -> int:
        """`capacity` if it holds `need`; else `need`, or capacity + `room` where that is
        more, within [`least`, `most`] (`need` beats `most`)."""
        if need <= capacity:
            return capacity
        return max(need, min(max(least, capacity + room), most))

    def _capacity_rows(self) -> int:
        kbuf = self.layers[0].kbuf
        return 0 if kbuf is None else kbuf.shape[0]

    def _capacity_cols(self) -> int:
        kbuf = self.layers[0].kbuf
        return 0 if kbuf is None else kbuf.shape[2]

    def _set_length(self, length: int) -> None:
        self.length = length
        rows = self.num_rows
        for layer in self.layers:
            layer.length = length
            if layer.kbuf is not None:
                layer.keys = layer.kbuf[:rows, :, :length]
                layer.values = layer.vbuf[:rows, :, :length]

    def _shift_right(self, by: int) -> None:
        rows, length = self.num_rows, self.length
        for layer in self.layers:
            for buf in (layer.kbuf, layer.vbuf):
                buf[:rows, :, by:by + length] = buf[:rows, :, :length].clone()
                buf[:rows, :, :by].zero_()
        self._set_length(length + by)

    def _compact(self) -> None:
        """Drop the leading columns that are padding in every row."""
        if not self.kv_len:
            self._set_length(0)
            return
        by = self.length - max(self.kv_len)
        if by <= 0:
            return
        rows, keep = self.num_rows, self.length - by
        for layer in self.layers:
            for buf in (layer.kbuf, layer.vbuf):
                buf[:rows, :, :keep] = buf[:rows, :, by:self.length].clone()
        self._set_length(keep)

    def _resize(self, rows: int, cols: int) -> None:
        n_rows, length = self.num_rows, self.length
        for layer in self.layers:
            for name in ("kbuf", "vbuf"):
                old = getattr(layer, name)
                new = old.new_zeros((rows, old.shape[1], cols, old.shape[3]))
                new[:n_rows, :, :length] = old[:n_rows, :, :length]
                setattr(layer, name, new)
            # trap: its views hold the old buffers; dropped now, one layer's pair is ever
            # held twice, not the whole slab
            layer.keys, layer.values = layer.kbuf[:n_rows, :, :length], layer.vbuf[:n_rows, :, :length]
            del old
        self._set_length(length)
