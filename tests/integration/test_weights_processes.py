"""Weight transports between real processes: receivers in another process, a writer racing
a reader, a sender killed without cleanup, and the broadcast protocol over gloo.

Children come from a forkserver that imports torch once (a fresh interpreter takes seconds
to import it on a small machine), so each child starts in a fraction of a second.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
import torch

from parity.launch import free_port
from parity.weights import make_transport
from parity.weights.testing import (
    every_dtype_state,
    publish_versions,
    read_until,
    receive_versions,
    versioned_state,
)

PRELOAD = ["torch", "numpy", "parity.weights.shm", "parity.weights.files", "parity.weights.nccl",
           "parity.weights.testing"]
SEED = 100


@pytest.fixture(scope="module")
def ctx():
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(PRELOAD)
    return context


@pytest.fixture(autouse=True)
def one_thread():
    """Trap: this process's OpenMP threads spin after each copy and starve the child's on a
    two-core machine; the children use one thread too (see parity.weights.testing)."""
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


@pytest.fixture(scope="module")
def pool(ctx):
    with ProcessPoolExecutor(max_workers=1, mp_context=ctx) as executor:
        yield executor


def _options(transport: str, tmp_path: Path) -> dict:
    if transport == "shm":
        return {"name": f"pw-proc-{os.getpid()}-{time.monotonic_ns()}"}
    return {"directory": str(tmp_path / "weights"), "fsync": False}


def _wait_for_receiver(seconds: float = 0.3) -> None:
    time.sleep(seconds)  # let the child start waiting; correctness does not depend on it


@pytest.mark.parametrize("transport", ["shm", "files"])
def test_receiver_in_another_process_gets_exact_versions(pool, transport, tmp_path):
    options = _options(transport, tmp_path)
    sender, _ = make_transport(transport, **options)
    try:
        future = pool.submit(receive_versions, transport, options, [1, 2], 30.0, SEED)
        _wait_for_receiver()
        sender.publish(every_dtype_state(SEED + 1), 1)
        _wait_for_receiver()
        sender.publish(every_dtype_state(SEED + 2), 2)
        report = future.result(timeout=60)
    finally:
        sender.close()
    assert [problems for _, problems in report] == [[], []]
    assert report[-1][0] == 2 and report[0][0] >= 1


@pytest.mark.parametrize("transport", ["shm", "files"])
def test_reader_racing_a_writer_never_sees_torn_or_older_versions(pool, transport, tmp_path):
    options = _options(transport, tmp_path)
    last = 150
    sender, _ = make_transport(transport, **options)
    try:
        reader = pool.submit(read_until, transport, options, last, 30.0)
        sender.publish(versioned_state(1), 1)
        _wait_for_receiver()  # the reader holds version 1 from here on
        for version in range(2, last + 1):  # as fast as it goes, while the reader reads
            sender.publish(versioned_state(version), version)
        result = reader.result(timeout=60)
    finally:
        sender.close()
    assert result["error"] is None
    assert result["torn"] == []
    seen = result["seen"]
    assert seen[0] == 1 and seen[-1] == last
    assert all(a < b for a, b in zip(seen, seen[1:], strict=False))
    assert len(seen) > 2  # it did read while the writer wrote
    assert result["first_still_intact"]  # old views kept their version while the writer went on
    if transport == "shm":
        assert not [p for p in os.listdir("/dev/shm") if p.startswith(options["name"])]


def test_a_killed_shm_sender_is_cleaned_up_and_numbering_continues(ctx):
    name = f"pw-stale-{os.getpid()}"
    child = ctx.Process(target=publish_versions, args=("shm", {"name": name}, [1, 2, 3], False))
    child.start()
    child.join(60)
    assert child.exitcode == 0
    stale = sorted(p for p in os.listdir("/dev/shm") if p.startswith(name))
    assert name in stale and len(stale) >= 2  # control and slots left behind
    sender, factory = make_transport("shm", name=name)
    try:
        assert sender.version == 3
        assert sorted(p for p in os.listdir("/dev/shm") if p.startswith(name)) == [name]
        with pytest.raises(ValueError, match="not newer"):
            sender.publish(versioned_state(3), 3)
        sender.publish(versioned_state(4), 4)
        state, version = factory().receive(timeout_s=5)
        assert version == 4 and float(state["t0"][0]) == 4
    finally:
        sender.close()
    assert not [p for p in os.listdir("/dev/shm") if p.startswith(name)]


def test_broadcast_protocol_over_gloo(pool):
    """The nccl transport's protocol, run on CPU with gloo: a receive that times out keeps
    its place, versions older than asked for are taken and skipped, every dtype arrives."""
    options = {"init_method": f"tcp://127.0.0.1:{free_port()}", "world_size": 2,
               "backend": "gloo", "timeout_s": 60.0}
    future = pool.submit(receive_versions, "nccl", options, [1, 3], 30.0, SEED, {"rank": 1}, 0.3)
    sender, _ = make_transport("nccl", **options)  # returns once the receiver has connected
    try:
        time.sleep(0.6)  # the receiver's first, short receive times out meanwhile
        for version in (1, 2, 3):
            sender.publish(every_dtype_state(SEED + version), version)
        report = future.result(timeout=60)
    finally:
        sender.close()
    assert report == [("timed out", []), (1, []), (3, [])]


@pytest.mark.gpu
@pytest.mark.skipif(torch.cuda.device_count() < 2,
                    reason="NCCL broadcast needs two CUDA devices (one per rank)")
def test_nccl_broadcast_between_two_gpus(ctx):
    options = {"init_method": f"tcp://127.0.0.1:{free_port()}", "world_size": 2,
               "backend": "nccl", "device": "cuda:0"}
    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn")) as ex:
        future = ex.submit(receive_versions, "nccl", {**options, "device": "cuda:1"}, [1], 60.0,
                           SEED, {"rank": 1})
        sender, _ = make_transport("nccl", **options)
        try:
            state = {k: v.to("cuda:0") for k, v in every_dtype_state(SEED + 1).items()}
            sender.publish(state, 1)
            assert future.result(timeout=120) == [(1, [])]
        finally:
            sender.close()
