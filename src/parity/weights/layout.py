"""A state dict laid out as one flat byte buffer, and buffers that are reused, not reallocated.

Transports that move bytes (shm, files, nccl, the copying side of local) write every tensor
into one contiguous buffer at an aligned offset and describe it with a `Layout`: names,
dtypes, shapes, offsets. One buffer means one mapping, one read, one broadcast; the layout
is a few kilobytes of JSON that travels next to it.

`BufferPool` exists because fresh memory is slow: the first write to each page of a new
buffer is a page fault, and on a virtual machine that can make a 256 MB copy ten times
slower than a copy into memory already touched. A pooled buffer is reused only once no
tensor outside the pool still views it (its storage's use count says so), so reuse can never
change a tensor someone holds.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
import torch

ALIGN_BYTES = 64  # every tensor starts on a cache line, so any dtype view is aligned

# Constant: the dtypes a layout may carry, by the name torch prints without "torch.".
SUPPORTED_DTYPES: tuple[str, ...] = (
    "float64", "float32", "float16", "bfloat16", "float8_e4m3fn", "float8_e5m2",
    "int64", "int32", "int16", "int8", "uint8", "uint16", "uint32", "uint64", "bool",
    "complex64", "complex128",
)


def dtype_name(dtype: torch.dtype) -> str:
    name = str(dtype).removeprefix("torch.")
    if name not in SUPPORTED_DTYPES:
        raise TypeError(f"dtype {dtype} cannot be sent; supported: {', '.join(SUPPORTED_DTYPES)}")
    return name


def dtype_from_name(name: str) -> torch.dtype:
    if name not in SUPPORTED_DTYPES or not isinstance(getattr(torch, name, None), torch.dtype):
        raise TypeError(f"unknown or unsupported dtype {name!r}")
    return getattr(torch, name)


def align_up(nbytes: int, alignment: int = ALIGN_BYTES) -> int:
    return (nbytes + alignment - 1) // alignment * alignment


@dataclass(frozen=True)
class TensorSpec:
    name: str
    dtype: str
    shape: tuple[int, ...]
    offset: int  # bytes from the start of the flat buffer
    nbytes: int


@dataclass(frozen=True)
class Layout:
    specs: tuple[TensorSpec, ...]
    nbytes: int  # the flat buffer's size, padding included

    @classmethod
    def of(cls, state: Mapping[str, torch.Tensor]) -> Layout:
        specs = []
        offset = 0
        for name, tensor in state.items():
            nbytes = tensor.numel() * tensor.element_size()
            specs.append(TensorSpec(name, dtype_name(tensor.dtype), tuple(tensor.shape), offset, nbytes))
            offset = align_up(offset + nbytes)
        return cls(tuple(specs), offset)

    def to_json(self) -> bytes:
        return json.dumps({"nbytes": self.nbytes,
                           "tensors": [[s.name, s.dtype, list(s.shape), s.offset, s.nbytes]
                                       for s in self.specs]}, separators=(",", ":")).encode()

    @classmethod
    def from_json(cls, raw: bytes | str) -> Layout:
        tree = json.loads(raw)
        specs = tuple(TensorSpec(name, dtype, tuple(shape), offset, nbytes)
                      for name, dtype, shape, offset, nbytes in tree["tensors"])
        return cls(specs, tree["nbytes"])


def tensor_view(flat_u8: torch.Tensor, spec: TensorSpec) -> torch.Tensor:
    """The tensor `spec` describes, viewing `flat_u8` without a copy when the offset is
    aligned for its dtype, else copied out (files written by other tools may not align)."""
    dtype = dtype_from_name(spec.dtype)
    raw = flat_u8[spec.offset:spec.offset + spec.nbytes]
    if raw.numel() != spec.nbytes:
        raise ValueError(f"{spec.name}: the buffer ends before its {spec.nbytes} bytes")
    itemsize = torch.empty((), dtype=dtype).element_size()
    if (raw.data_ptr() % itemsize) == 0:
        return raw.view(dtype).view(spec.shape)
    out = torch.empty(spec.shape, dtype=dtype, device=flat_u8.device)
    out.reshape(-1).view(torch.uint8).copy_(raw)
    return out


def views(layout: Layout, flat_u8: torch.Tensor) -> dict[str, torch.Tensor]:
    return {spec.name: tensor_view(flat_u8, spec) for spec in layout.specs}


@torch.no_grad()
def pack_into(state: Mapping[str, torch.Tensor], layout: Layout, flat_u8: torch.Tensor) -> None:
    """Copy every tensor of `state` into its place in `flat_u8` (any device to any device;
    non-contiguous sources are fine).

    Contiguous CPU to CPU goes through numpy's single-threaded memcpy rather than torch's
    `copy_`: a copy is bound by memory bandwidth, which one thread nearly fills, and torch's
    OpenMP threads wait for each other at the end of every tensor, which costs tens of times
    the copy when the machine's cores are busy with anything else (a trainer, an engine)."""
    for spec in layout.specs:
        tensor = state[spec.name].detach()
        if not spec.nbytes:
            continue
        if tensor.device.type == "cpu" and flat_u8.device.type == "cpu" and tensor.is_contiguous():
            src = tensor.reshape(-1).view(torch.uint8).numpy()
            np.copyto(flat_u8[spec.offset:spec.offset + spec.nbytes].numpy(), src)
        else:
            tensor_view(flat_u8, spec).copy_(tensor)


def _use_count(tensor: torch.Tensor) -> int | None:
    # Trap: a private torch API. Without it the pool never reuses (correct, only slower).
    counter = getattr(torch._C, "_storage_Use_Count", None)
    if counter is None:
        return None
    return counter(tensor.untyped_storage()._cdata)


class BufferPool:
    """Flat uint8 buffers, each reused once nothing outside the pool views it."""

    def __init__(self, max_buffers: int = 3, device: str | torch.device = "cpu") -> None:
        self.max_buffers = max_buffers
        self.device = torch.device(device)
        self._buffers: list[tuple[torch.Tensor, int | None]] = []  # (buffer, use count when idle)

    def acquire(self, nbytes: int) -> torch.Tensor:
        """A buffer of at least `nbytes` bytes that nobody else is using."""
        for buffer, idle_count in self._buffers:
            if buffer.numel() >= nbytes and idle_count is not None and _use_count(buffer) == idle_count:
                return buffer[:nbytes]
        buffer = torch.empty(max(nbytes, 1), dtype=torch.uint8, device=self.device)
        self._buffers.append((buffer, _use_count(buffer)))
        if len(self._buffers) > self.max_buffers:
            # Forget the oldest idle one; busy ones stay alive through their users anyway.
            for i, (old, idle_count) in enumerate(self._buffers[:-1]):
                if idle_count is None or _use_count(old) == idle_count:
                    del self._buffers[i]
                    break
            else:
                del self._buffers[0]
        return buffer[:nbytes]

    def clear(self) -> None:
        self._buffers.clear()


def copy_state(state: Mapping[str, torch.Tensor], pool: BufferPool) -> dict[str, torch.Tensor]:
    """An owned copy of `state` in one pooled buffer (a single allocation, reused)."""
    layout = Layout.of(state)
    flat = pool.acquire(layout.nbytes)
    pack_into(state, layout, flat)
    return views(layout, flat)
