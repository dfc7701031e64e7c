"""The trajectory buffer on a disk that fills up: one clear error, whole lines only, and a
reopened buffer that holds exactly what was written before."""

from __future__ import annotations

import errno
import os
import subprocess
from pathlib import Path

import pytest

from parity.rollout.buffer import BufferWriteError, TrajectoryBuffer
from parity.types import Trajectory


def traj(i: int, n_tokens: int = 200) -> Trajectory:
    return Trajectory(id=f"t{i}", task_id="task", token_ids=list(range(n_tokens)),
                      loss_mask=[1] * n_tokens, logprobs=[-0.5] * n_tokens)


@pytest.fixture
def tiny_disk(tmp_path: Path):
    """A 64 KiB tmpfs (root only), so the disk really fills."""
    mnt = tmp_path / "disk"
    mnt.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs",
                                            str(mnt)], capture_output=True).returncode != 0:
        pytest.skip("cannot mount a tmpfs here (needs root)")
    yield mnt
    subprocess.run(["umount", "-l", str(mnt)], check=False)


def test_a_full_disk_gives_one_clear_error_and_leaves_whole_lines(tiny_disk):
    (tiny_disk / "filler").write_bytes(b"x" * 16384)  # deleted later, to free space
    buf = TrajectoryBuffer(tiny_disk / "buffer")
    written = 0
    with pytest.raises(BufferWriteError, match="No space left on device.*--resume"):
        for i in range(1000):
            buf.append(traj(i))
            written += 1
    assert written > 3  # some fitted before the disk filled
    raw = buf.path.read_bytes()
    assert raw.endswith(b"\n") and raw.count(b"\n") == written  # the torn line was cut off
    # free some space: the next append starts on a fresh line, and a reopen reads them all
    (tiny_disk / "filler").unlink()
    buf.settle(["t0"], "trained")
    again = TrajectoryBuffer(tiny_disk / "buffer")
    assert [t.id for t in again.all()] == [f"t{i}" for i in range(written)]
    assert [t.id for t in again.unsettled()] == [f"t{i}" for i in range(1, written)]


def test_a_failed_write_is_cut_back_even_after_part_of_it_landed(tmp_path, monkeypatch):
    """Where no tmpfs can be mounted: the fsync of a line fails after its bytes were written."""
    buf = TrajectoryBuffer(tmp_path / "buffer")
    buf.append(traj(0))
    real_fsync = os.fsync
    calls = {"n": 0}

    def failing_fsync(fd: int) -> None:
        calls["n"] += 1
        if calls["n"] == 1:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", failing_fsync)
    with pytest.raises(BufferWriteError, match="No space left"):
        buf.append(traj(1))
    monkeypatch.setattr(os, "fsync", real_fsync)
    buf.append(traj(2))
    assert [t.id for t in TrajectoryBuffer(tmp_path / "buffer").all()] == ["t0", "t2"]
