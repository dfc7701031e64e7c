"""The durable trajectory buffer: finished rollouts are on disk before anyone trains on them.

Two append-only JSONL files, each line fsynced: `trajectories.jsonl` (one Trajectory per
line, written as each rollout finishes) and `consumed.jsonl` (the ids the orchestrator has
settled: trained on, or filtered out, with the reason). After a crash of any process,
reopening the buffer yields exactly the finished trajectories not yet settled, so a resumed
run neither drops nor double-counts one. A torn last line (a crash mid-write) is cut off.
A write that fails (a full disk: ENOSPC, a quota) is cut off at once, so the file holds whole
lines only, and raises `BufferWriteError` (the run stops with that one line; free space, then
`--resume`). A line always encodes: text a sandbox made (file names, outputs, the grader's
reasons) is escaped in the records themselves (`parity.types.SafeStr`), and anything else
that is not UTF-8 by `record_json`.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections import Counter
from pathlib import Path

from parity.types import Trajectory, record_json

log = logging.getLogger(__name__)


def _repair(path: Path) -> None:
    if not path.exists():
        return
    with open(path, "rb+") as f:
        data = f.read()
        if data and not data.endswith(b"\n"):
            f.truncate(data.rfind(b"\n") + 1)


class BufferWriteError(RuntimeError):
    """A line could not be written (disk full, quota, I/O error); the file was cut back to
    its last whole line, so nothing written before is lost or corrupted."""


def _append_line(path: Path, line: str) -> None:
    data = memoryview((line + "\n").encode())
    # unbuffered: a Python file object would retry its buffer on close and on truncate
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        start = os.fstat(fd).st_size
        try:
            while data:
                data = data[os.write(fd, data):]
            os.fsync(fd)
        except OSError as e:
            # part of the line may be on disk: cut it off, so a later append (once space is
            # free) does not glue itself to half a line
            try:
                os.ftruncate(fd, start)
                os.fsync(fd)
            except OSError as again:  # nothing more to do here; _repair cuts it on reopen
                log.error("could not cut the partial line off %s: %s", path, again)
            raise BufferWriteError(
                f"cannot write to the trajectory buffer {path}: {e.strerror or e}; it holds "
                f"whole lines only, so free space and continue the run with --resume") from e
    finally:
        os.close(fd)


class TrajectoryBuffer:
    def __init__(self, directory: str | Path) -> None:
        self.dir = Path(directory)
        self.dir.mkdir(parents=True, exist_ok=True)
        self.path = self.dir / "trajectories.jsonl"
        self.settled_path = self.dir / "consumed.jsonl"
        self._lock = threading.Lock()
        _repair(self.path)
        _repair(self.settled_path)
        self.settled: dict[str, str] = {}
        if self.settled_path.exists():
            for line in self.settled_path.read_text().splitlines():
                row = json.loads(line)
                self.settled[row["id"]] = row["why"]
        self.num_written = sum(1 for _ in open(self.path)) if self.path.exists() else 0

    def append(self, traj: Trajectory) -> None:
        with self._lock:
            _append_line(self.path, record_json(traj))
            self.num_written += 1

    def settle(self, ids: list[str], why: str) -> None:
        """Record that these trajectories are done with: `trained`, `filtered`, `stale`..."""
        with self._lock:
            for i in ids:
                if i not in self.settled:
                    _append_line(self.settled_path, json.dumps({"id": i, "why": why}))
                    self.settled[i] = why

    def all(self) -> list[Trajectory]:
        if not self.path.exists():
            return []
        with open(self.path) as f:
            return [Trajectory.model_validate_json(line) for line in f if line.strip()]

    def unsettled(self) -> list[Trajectory]:
        return [t for t in self.all() if t.id not in self.settled]

    def counts(self) -> dict[str, int]:
        return {"written": self.num_written, **Counter(self.settled.values())}
