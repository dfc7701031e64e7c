"""The `files` transport: safetensors files in a directory, the portable fallback.

```
 <directory>/v000000000042.safetensors   one file per version, never rewritten
 <directory>/LATEST                       "42\\n": the commit marker
```

Works wherever sender and receivers see one directory: one machine, or a shared filesystem
(NFS, Lustre, a mounted bucket with atomic rename) between machines. Publishing writes a
hidden temporary file, fsyncs it, renames it into place (atomic on POSIX), then replaces
`LATEST` the same way; so a reader sees a whole version or none. The sender keeps the last
`keep_last` versions and deletes older ones; a reader that opened a file before it was
deleted still reads it whole (POSIX keeps an open file's data), and one that was too late
finds the file gone and rereads `LATEST`.

The files are standard safetensors (readable by `safetensors`, vLLM, and
`TorchEngine.update_weights(path, version)`), with the version in the header's metadata.
Tensors are written largest element size first, so every offset is aligned for its dtype
and receivers view one read buffer instead of copying tensor by tensor.

Receivers read a version into a pooled buffer of their own (one read; no mmap, because a
file deleted by a sender on another NFS client turns a later page-in into SIGBUS). Not
covered: several senders in one directory, object stores without atomic rename, cleanup of
temporary files left by a sender that was killed mid-write (they start with '.').
"""

from __future__ import annotations

import functools
import json
import os
import re
import secrets
import struct
from collections.abc import Mapping
from pathlib import Path

import torch

from parity.weights.base import NO_VERSION, StateDict, WeightReceiver, WeightSender, poll_until
from parity.weights.layout import BufferPool, TensorSpec, dtype_name, tensor_view

LATEST = "LATEST"
VERSION_FILE_RE = re.compile(r"v(\d{12,})\.safetensors")
HEADER_ALIGN_BYTES = 8
READ_CHUNK_BYTES = 64 << 20
METADATA_VERSION_KEY = "parity_version"

# Constant: safetensors dtype codes, by torch dtype name.
SAFETENSORS_DTYPES: dict[str, str] = {
    "float64": "F64", "float32": "F32", "float16": "F16", "bfloat16": "BF16",
    "float8_e4m3fn": "F8_E4M3", "float8_e5m2": "F8_E5M2",
    "int64": "I64", "int32": "I32", "int16": "I16", "int8": "I8",
    "uint64": "U64", "uint32": "U32", "uint16": "U16", "uint8": "U8", "bool": "BOOL",
}
TORCH_DTYPES: dict[str, str] = {code: name for name, code in SAFETENSORS_DTYPES.items()}


def version_path(directory: Path, version: int) -> Path:
    return directory / f"v{version:012d}.safetensors"


def read_latest(directory: Path) -> int:
    try:
        return int((directory / LATEST).read_text().strip())
    except FileNotFoundError:
        return NO_VERSION


def _fsync_dir(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _write_atomically(path: Path, write, fsync: bool) -> None:
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}-{secrets.token_hex(4)}")
    try:
        with open(tmp, "wb", buffering=0) as f:
            write(f)
            if fsync:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if fsync:
        _fsync_dir(path.parent)


def write_safetensors(f, state: StateDict, metadata: Mapping[str, str]) -> None:
    """Stream `state` into an open binary file as safetensors, without building the file
    in memory: header, then each tensor's bytes straight from its memory."""
    items = sorted(state.items(), key=lambda kv: -kv[1].element_size())  # keeps offsets aligned
    header: dict[str, object] = {"__metadata__": dict(metadata)}
    offset = 0
    for name, tensor in items:
        code = SAFETENSORS_DTYPES.get(dtype_name(tensor.dtype))
        if code is None:
            raise TypeError(f"{name!r}: safetensors has no code for {tensor.dtype}")
        nbytes = tensor.numel() * tensor.element_size()
        header[name] = {"dtype": code, "shape": list(tensor.shape), "data_offsets": [offset, offset + nbytes]}
        offset += nbytes
    raw = json.dumps(header, separators=(",", ":")).encode()
    raw += b" " * (-len(raw) % HEADER_ALIGN_BYTES)
    f.write(struct.pack("<Q", len(raw)) + raw)
    for _, tensor in items:
        if tensor.numel():
            data = tensor.detach().to("cpu").contiguous().reshape(-1).view(torch.uint8)
            f.write(memoryview(data.numpy()))


def read_safetensors(path: Path, pool: BufferPool) -> tuple[dict[str, torch.Tensor], dict[str, str]]:
    """Read a safetensors file into one pooled buffer; tensors view it where aligned."""
    with open(path, "rb", buffering=0) as f:
        (header_nbytes,) = struct.unpack("<Q", _read_exactly(f, 8))
        header = json.loads(_read_exactly(f, header_nbytes))
        metadata = header.pop("__metadata__", None) or {}
        specs = []
        data_nbytes = 0
        for name, entry in header.items():
            begin, end = entry["data_offsets"]
            if entry["dtype"] not in TORCH_DTYPES:
                raise TypeError(f"{path}: {name!r} has dtype {entry['dtype']}, unsupported here")
            specs.append(TensorSpec(name, TORCH_DTYPES[entry["dtype"]], tuple(entry["shape"]),
                                    begin, end - begin))
            data_nbytes = max(data_nbytes, end)
        flat = pool.acquire(data_nbytes)
        view = memoryview(flat.numpy())
        done = 0
        while done < data_nbytes:
            n = f.readinto(view[done:min(data_nbytes, done + READ_CHUNK_BYTES)])
            if not n:
                raise ValueError(f"{path} ends after {done} of {data_nbytes} data bytes")
            done += n
    return {spec.name: tensor_view(flat, spec) for spec in specs}, metadata


def _read_exactly(f, nbytes: int) -> bytes:
    data = f.read(nbytes)
    if len(data) != nbytes:
        raise ValueError(f"{f.name}: truncated safetensors header")
    return data


class FilesSender(WeightSender):
    transport = "files"

    def __init__(self, directory: str | Path, keep_last: int = 2, fsync: bool = True) -> None:
        super().__init__()
        if keep_last < 1:
            raise ValueError("keep_last must be at least 1")
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.keep_last = keep_last
        self.fsync = fsync
        self.version = max(read_latest(self.directory), *self._versions(), NO_VERSION)

    def _versions(self) -> list[int]:
        found = (VERSION_FILE_RE.fullmatch(p.name) for p in self.directory.iterdir())
        return sorted(int(m.group(1)) for m in found if m)

    def _publish(self, state: StateDict, version: int) -> None:
        metadata = {"format": "pt", METADATA_VERSION_KEY: str(version)}
        _write_atomically(version_path(self.directory, version),
                          lambda f: write_safetensors(f, state, metadata), self.fsync)
        _write_atomically(self.directory / LATEST, lambda f: f.write(f"{version}\n".encode()),
                          self.fsync)  # the commit
        for old in self._versions()[:-self.keep_last]:
            version_path(self.directory, old).unlink(missing_ok=True)


class FilesReceiver(WeightReceiver):
    transport = "files"

    def __init__(self, directory: str | Path, copy: bool = False) -> None:
        super().__init__()
        self.directory = Path(directory)
        self.copy = copy  # every receive already returns owned tensors; kept for the protocol
        self._pool = BufferPool(max_buffers=2)

    def latest_version(self) -> int:
        return read_latest(self.directory)

    def _receive(self, floor: int, deadline: float) -> tuple[dict[str, torch.Tensor], int] | None:
        def attempt() -> tuple[dict[str, torch.Tensor], int] | None:
            version = self.latest_version()
            if version < floor:
                return None
            try:
                state, metadata = read_safetensors(version_path(self.directory, version), self._pool)
            except FileNotFoundError:
                return None  # pruned after LATEST was read: a newer one is there
            if metadata.get(METADATA_VERSION_KEY) != str(version):
                raise ValueError(f"{self.directory}: file of version {version} says "
                                 f"{metadata.get(METADATA_VERSION_KEY)!r}")
            return state, version

        return poll_until(attempt, deadline, first_sleep_s=1e-3, max_sleep_s=50e-3)


def make(directory: str = "weights", keep_last: int = 2,
         fsync: bool = True) -> tuple[FilesSender, functools.partial[FilesReceiver]]:
    return FilesSender(directory, keep_last, fsync), receiver_factory(directory)


def receiver_factory(directory: str = "weights", **_: object) -> functools.partial[FilesReceiver]:
    return functools.partial(FilesReceiver, directory)
