"""The `shm` transport: POSIX shared memory between processes of one machine (Linux).

```
 /dev/shm/<name>                control: seqlock, committed version, current slot, slot table
 /dev/shm/<name>.<token>.<i>    slot i: header | layout JSON | pad to 4 KiB | flat tensor bytes
```

The sender writes a version into a slot no receiver is reading, then flips the control
header to it (the commit). Receivers map slots once and keep the mappings; a receive is a
lookup, a lock and views of memory that is already mapped, so the one copy on the way is
the sender's copy into the slot. Slots are reused rather than made anew because the first
touch of fresh shared memory costs a page fault per 4 KiB page, ten times a memcpy here.

Who may overwrite a slot is decided by `flock` on the slot's file:

- the sender takes `LOCK_EX | LOCK_NB` on a slot before writing it, so it never writes a
  slot that a receiver holds, and picks another (or makes one, up to `max_slots`);
- a receiver takes `LOCK_SH` before it reads a slot's header, and keeps it for as long as
  any tensor it returned still views the slot: the lock's file descriptor is closed by a
  finalizer on the numpy array under those tensors. So views stay valid however long the
  engine keeps them; a receiver holding old views only makes the sender use another slot.
- the kernel drops the locks of a dead process, so a crashed receiver never wedges a slot,
  and a crashed sender leaves its slot marked unwritten (version -1), never half valid.

Receivers check the slot's own header (magic, version) after locking it, so a torn read of
the control header (it is read without the lock) costs a retry, never wrong weights.

Returned tensors are read-only views (the mapping is PROT_READ: writing to them crashes the
process); receivers made with `copy=True` get owned copies instead. Not covered: other
machines, other operating systems (no /dev/shm), GPU memory (CUDA IPC), several senders
under one name (the second one is refused). Segments are owner-only (mode 0600): sender and
receivers run as the same user. A sender that is killed leaves its segments behind; the
next sender under the same name removes them and continues its version numbering.
"""

from __future__ import annotations

import errno
import fcntl
import functools
import mmap
import os
import re
import secrets
import struct
import time
import warnings
import weakref
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch

from parity.weights.base import (
    NO_VERSION,
    StateDict,
    TransportUnavailableError,
    WeightReceiver,
    WeightSender,
    poll_until,
)
from parity.weights.layout import BufferPool, Layout, align_up, copy_state, pack_into, views

SHM_DIR = Path("/dev/shm")
FORMAT_VERSION = 1
MAX_TABLE_SLOTS = 16
NAME_BYTES = 64
SLOT_ROUND_BYTES = 2 << 20  # slots round up so that a slightly larger state still fits
PAGE_BYTES = 4096

# control: magic, format, num_slots, seq (odd while writing), version, current slot name
CONTROL = struct.Struct(f"<8sIIqq{NAME_BYTES}s")
CONTROL_MAGIC = b"PRTYWCTL"
NUM_SLOTS = struct.Struct("<I")
NUM_SLOTS_OFFSET = 12
SEQ = struct.Struct("<q")
SEQ_OFFSET = 16
COMMIT = struct.Struct(f"<q{NAME_BYTES}s")  # version, current slot: written between seq bumps
COMMIT_OFFSET = 24
CONTROL_BYTES = CONTROL.size + MAX_TABLE_SLOTS * NAME_BYTES
# slot: magic, format, reserved, version (-1 while written), layout bytes, data offset, data bytes
SLOT = struct.Struct("<8sIIqqqq")
SLOT_MAGIC = b"PRTYWSLT"

_NAME_RE = re.compile(r"[A-Za-z0-9_.-]{1,40}")


def _check_available(name: str) -> None:
    if not SHM_DIR.is_dir():
        raise TransportUnavailableError(f"the shm transport needs {SHM_DIR} (Linux); use "
                                        "'local' in one process or 'files' elsewhere")
    if not _NAME_RE.fullmatch(name):
        raise ValueError(f"shm name {name!r}: use 1-40 letters, digits, '_', '.', '-'")


def _encode(name: str) -> bytes:
    return name.encode().ljust(NAME_BYTES, b"\0")


def _decode(raw: bytes) -> str:
    return raw.rstrip(b"\0").decode(errors="replace")  # a torn name is only a miss


def _read_control(mm: mmap.mmap) -> tuple[int, str] | None:
    """(version, current slot) read under the seqlock, or None if a write was in flight."""
    magic, fmt, _, seq1, version, current = CONTROL.unpack_from(mm, 0)
    if magic != CONTROL_MAGIC or fmt != FORMAT_VERSION or seq1 % 2:
        return None
    seq2 = CONTROL.unpack_from(mm, 0)[3]
    return (version, _decode(current)) if seq1 == seq2 else None


@dataclass
class _Slot:
    name: str
    fd: int
    mm: mmap.mmap
    flat: torch.Tensor  # uint8 over the whole mapping
    capacity: int

    def release(self) -> None:
        del self.flat  # the export must go before the mapping can close
        self.mm.close()
        os.close(self.fd)


def _remove(paths: list[Path]) -> None:
    for path in paths:
        try:
            path.unlink()
        except FileNotFoundError:
            pass


class ShmSender(WeightSender):
    transport = "shm"

    def __init__(self, name: str = "parity-weights", max_slots: int = 4,
                 publish_timeout_s: float = 60.0) -> None:
        super().__init__()
        _check_available(name)
        if not 2 <= max_slots <= MAX_TABLE_SLOTS:
            raise ValueError(f"max_slots must be in [2, {MAX_TABLE_SLOTS}]")
        self.name = name
        self.max_slots = max_slots
        self.publish_timeout_s = publish_timeout_s
        self._token = secrets.token_hex(4)
        self._next_index = 0
        self._slots: list[_Slot] = []
        self._current: str | None = None
        self._paths: list[Path] = []  # everything to unlink; shared with the finalizer
        self._control_path = SHM_DIR / name
        self._control_fd, self._control = self._open_control()
        self._paths.append(self._control_path)
        self._finalizer = weakref.finalize(self, _remove, self._paths)

    def _open_control(self) -> tuple[int, mmap.mmap]:
        path = self._control_path
        try:
            fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_RDWR, 0o600)
            fresh = True
        except FileExistsError:
            fd = os.open(path, os.O_RDWR)
            fresh = False
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # held for the sender's life
        except BlockingIOError:
            os.close(fd)
            raise RuntimeError(f"another shm sender is publishing as {self.name!r}") from None
        if fresh or os.fstat(fd).st_size < CONTROL_BYTES:
            os.ftruncate(fd, CONTROL_BYTES)
        mm = mmap.mmap(fd, CONTROL_BYTES, flags=mmap.MAP_SHARED)
        magic, fmt, num_slots, seq, version, _ = CONTROL.unpack_from(mm, 0)
        if not fresh and magic == CONTROL_MAGIC and fmt == FORMAT_VERSION:
            # A previous sender died without closing: remove its slots, keep its numbering,
            # so receivers never see a version go backwards.
            stale = [_decode(mm[CONTROL.size + i * NAME_BYTES:CONTROL.size + (i + 1) * NAME_BYTES])
                     for i in range(min(num_slots, MAX_TABLE_SLOTS))]
            _remove([SHM_DIR / s for s in stale if s])
            self.version = version
            seq += seq % 2
        else:
            version, seq = NO_VERSION, 0
        mm[:] = b"\0" * CONTROL_BYTES
        CONTROL.pack_into(mm, 0, CONTROL_MAGIC, FORMAT_VERSION, 0, seq, version, b"")
        return fd, mm

    # ---- publishing ---------------------------------------------------------------------

    def _publish(self, state: StateDict, version: int) -> None:
        layout = Layout.of(state)
        meta = layout.to_json()
        data_offset = align_up(SLOT.size + len(meta), PAGE_BYTES)
        slot = self._claim(data_offset + layout.nbytes)  # holds LOCK_EX on it
        try:
            SLOT.pack_into(slot.mm, 0, SLOT_MAGIC, FORMAT_VERSION, 0, NO_VERSION, len(meta),
                           data_offset, layout.nbytes)
            slot.mm[SLOT.size:SLOT.size + len(meta)] = meta
            pack_into(state, layout, slot.flat[data_offset:data_offset + layout.nbytes])
            SLOT.pack_into(slot.mm, 0, SLOT_MAGIC, FORMAT_VERSION, 0, version, len(meta),
                           data_offset, layout.nbytes)
        finally:
            fcntl.flock(slot.fd, fcntl.LOCK_UN)
        self._commit(version, slot.name)
        self._current = slot.name

    def _commit(self, version: int, slot_name: str) -> None:
        # The version marker flips last. Trap: these are plain stores; readers re-check the
        # slot's own header under its lock, so a torn or reordered read is only a retry.
        mm = self._control
        (seq,) = SEQ.unpack_from(mm, SEQ_OFFSET)
        SEQ.pack_into(mm, SEQ_OFFSET, seq + 1)  # odd: readers retry
        COMMIT.pack_into(mm, COMMIT_OFFSET, version, _encode(slot_name))
        SEQ.pack_into(mm, SEQ_OFFSET, seq + 2)

    def _claim(self, nbytes: int) -> _Slot:
        deadline = time.monotonic() + self.publish_timeout_s
        slot = poll_until(lambda: self._try_claim(nbytes), deadline)
        if slot is None:
            raise RuntimeError(
                f"shm {self.name!r}: all {len(self._slots)} slots are held by receivers still "
                f"using older versions after {self.publish_timeout_s:.0f} s; drop old weights "
                f"(or receive with copy=True) or raise max_slots")
        return slot

    def _try_claim(self, nbytes: int) -> _Slot | None:
        for slot in self._slots:
            if slot.name != self._current and slot.capacity >= nbytes and _try_lock(slot.fd):
                return slot
        for slot in list(self._slots):  # free slots too small for this state: make room
            if slot.name != self._current and slot.capacity < nbytes and _try_lock(slot.fd):
                self._drop(slot)
        if len(self._slots) < self.max_slots:
            return self._new_slot(nbytes)
        return None

    def _new_slot(self, nbytes: int) -> _Slot:
        name = f"{self.name}.{self._token}.{self._next_index}"
        self._next_index += 1
        path = SHM_DIR / name
        capacity = align_up(nbytes, SLOT_ROUND_BYTES)
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_RDWR, 0o600)
        self._paths.append(path)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            os.ftruncate(fd, capacity)
            # Trap: without reserving the pages, a full /dev/shm turns a write into SIGBUS.
            os.posix_fallocate(fd, 0, capacity)
            mm = mmap.mmap(fd, capacity, flags=mmap.MAP_SHARED | mmap.MAP_POPULATE)
        except OSError as e:
            os.close(fd)
            _remove([path])
            if e.errno in (errno.ENOSPC, errno.ENOMEM):
                raise RuntimeError(f"{SHM_DIR} has no room for {capacity / 2**20:.0f} MiB "
                                   "(in a container, raise --shm-size)") from e
            raise
        slot = _Slot(name, fd, mm, torch.frombuffer(mm, dtype=torch.uint8), capacity)
        self._slots.append(slot)
        self._write_table()
        return slot

    def _drop(self, slot: _Slot) -> None:
        self._slots.remove(slot)
        _remove([SHM_DIR / slot.name])  # receivers that mapped it keep their mapping
        slot.release()
        self._write_table()

    def _write_table(self) -> None:
        # Read only by a sender taking over after a crash, to find the slots to remove.
        mm = self._control
        table = b"".join(_encode(s.name) for s in self._slots)
        mm[CONTROL.size:CONTROL.size + len(table)] = table
        NUM_SLOTS.pack_into(mm, NUM_SLOTS_OFFSET, len(self._slots))

    def close(self) -> None:
        """Unlink every segment. Receivers that mapped a slot keep their views; its memory
        goes back to the system when the last of them is gone."""
        if self._control_fd < 0:
            return
        for slot in self._slots:
            slot.release()
        self._slots.clear()
        self._finalizer()  # unlinks the control segment and every slot
        self._control.close()
        os.close(self._control_fd)
        self._control_fd = -1


def _try_lock(fd: int, kind: int = fcntl.LOCK_EX) -> bool:
    try:
        fcntl.flock(fd, kind | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False


# ---- receiving ------------------------------------------------------------------------------


@dataclass
class _Mapping:
    inode: int
    mm: mmap.mmap


class ShmReceiver(WeightReceiver):
    transport = "shm"

    def __init__(self, name: str = "parity-weights", copy: bool = False) -> None:
        super().__init__()
        _check_available(name)
        self.name = name
        self.copy = copy
        self._control: _Mapping | None = None
        self._maps: dict[str, _Mapping] = {}
        self._pool = BufferPool(max_buffers=2) if copy else None

    def _control_map(self) -> mmap.mmap | None:
        path = SHM_DIR / self.name
        try:
            inode = path.stat().st_ino
        except FileNotFoundError:
            return None
        if self._control is None or self._control.inode != inode:  # a new sender, a new file
            try:
                fd = os.open(path, os.O_RDONLY)
            except FileNotFoundError:
                return None
            try:
                if os.fstat(fd).st_size < CONTROL_BYTES:
                    return None  # the sender is still creating it
                mm = mmap.mmap(fd, CONTROL_BYTES, flags=mmap.MAP_SHARED, prot=mmap.PROT_READ)
                if self._control is not None:
                    _close_quietly(self._control.mm)
                self._control = _Mapping(os.fstat(fd).st_ino, mm)
            finally:
                os.close(fd)
        return self._control.mm

    def _committed(self) -> tuple[int, str] | None:
        mm = self._control_map()
        if mm is None:
            return None
        for _ in range(100):  # a write in flight lasts microseconds
            got = _read_control(mm)
            if got is not None:
                return got
        return None

    def latest_version(self) -> int:
        got = self._committed()
        return NO_VERSION if got is None else got[0]

    def _receive(self, floor: int, deadline: float) -> tuple[dict[str, torch.Tensor], int] | None:
        def attempt() -> tuple[dict[str, torch.Tensor], int] | None:
            got = self._committed()
            if got is None or got[0] < floor or not got[1]:
                return None
            return self._lease(got[1], floor)

        return poll_until(attempt, deadline)

    def _lease(self, slot_name: str, floor: int) -> tuple[dict[str, torch.Tensor], int] | None:
        try:
            fd = os.open(SHM_DIR / slot_name, os.O_RDONLY)
        except FileNotFoundError:
            return None  # replaced since the control was read
        owned = False
        try:
            if not _try_lock(fd, fcntl.LOCK_SH):
                return None  # the sender is writing it: it is no longer current
            try:
                mm = self._map(slot_name, fd)
            except FileNotFoundError:
                return None
            magic, fmt, _, version, meta_nbytes, data_offset, data_nbytes = SLOT.unpack_from(mm, 0)
            if magic != SLOT_MAGIC or fmt != FORMAT_VERSION or version < floor:
                return None
            layout = Layout.from_json(mm[SLOT.size:SLOT.size + meta_nbytes])
            array = np.frombuffer(mm, dtype=np.uint8, count=data_nbytes, offset=data_offset)
            # The lock lives exactly as long as the tensors: closing fd releases LOCK_SH.
            weakref.finalize(array, os.close, fd)
            owned = True
            with warnings.catch_warnings():
                warnings.filterwarnings("ignore", message="The given NumPy array is not writable")
                state = views(layout, torch.from_numpy(array))
            del array
            if self._pool is not None:
                state = copy_state(state, self._pool)  # the views die here, and the lock
            return state, version
        finally:
            if not owned:
                os.close(fd)

    def _map(self, slot_name: str, lease_fd: int) -> mmap.mmap:
        inode = os.fstat(lease_fd).st_ino
        known = self._maps.get(slot_name)
        if known is None or known.inode != inode:
            # Trap: mmap keeps a dup of the fd it maps, and a dup shares the flock. Mapping
            # through the lease's fd would hold the lease as long as the mapping lives.
            map_fd = os.open(SHM_DIR / slot_name, os.O_RDONLY)
            try:
                if os.fstat(map_fd).st_ino != inode:
                    raise FileNotFoundError(slot_name)  # replaced in between; retried
                mm = mmap.mmap(map_fd, os.fstat(map_fd).st_size, prot=mmap.PROT_READ,
                               flags=mmap.MAP_SHARED | mmap.MAP_POPULATE)
            finally:
                os.close(map_fd)
            self._maps[slot_name] = known = _Mapping(inode, mm)
            self._forget_dropped_slots()
        return known.mm

    def _forget_dropped_slots(self) -> None:
        for name in list(self._maps):
            if not (SHM_DIR / name).exists():
                _close_quietly(self._maps.pop(name).mm)

    def close(self) -> None:
        for mapping in self._maps.values():
            _close_quietly(mapping.mm)
        self._maps.clear()
        if self._control is not None:
            _close_quietly(self._control.mm)
            self._control = None


def _close_quietly(mm: mmap.mmap) -> None:
    try:
        mm.close()
    except BufferError:
        pass  # tensors still view it; the mapping goes when they do


def make(name: str = "parity-weights", max_slots: int = 4,
         publish_timeout_s: float = 60.0) -> tuple[ShmSender, functools.partial[ShmReceiver]]:
    return ShmSender(name, max_slots, publish_timeout_s), receiver_factory(name)


def receiver_factory(name: str = "parity-weights", **_: object) -> functools.partial[ShmReceiver]:
    _check_available(name)
    return functools.partial(ShmReceiver, name)
