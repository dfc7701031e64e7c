"""Weight transports in one process: exact round trips, versions, waiting, cleanup.

Cross-process receivers, racing writers and Ray live in tests/integration/test_weights_*.
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest
import torch

from parity.weights import (
    NO_VERSION,
    TransportUnavailableError,
    WeightsConfig,
    WeightsTimeoutError,
    make_transport,
    make_transport_from_config,
)
from parity.weights.layout import BufferPool, Layout, pack_into, views
from parity.weights.testing import every_dtype_state, same_state, versioned_state

IN_PROCESS = ("local", "shm", "files")


def _shm_names(prefix: str) -> set[str]:
    return {p for p in os.listdir("/dev/shm") if p.startswith(prefix)}


@pytest.fixture
def transport(request, tmp_path: Path):
    """(sender, receiver factory) of one transport, closed afterwards."""
    name = request.param
    options = {"shm": {"name": f"pw-test-{os.getpid()}-{time.monotonic_ns()}"},
               "files": {"directory": str(tmp_path / "weights"), "fsync": False}}.get(name, {})
    sender, factory = make_transport(name, **options)
    yield sender, factory
    sender.close()


@pytest.mark.parametrize("transport", IN_PROCESS, indirect=True)
def test_round_trip_is_exact_for_every_dtype(transport):
    sender, factory = transport
    receiver = factory()
    owning = factory(copy=True)
    assert receiver.latest_version() == NO_VERSION
    for version in (0, 1, 7):
        sender.publish(every_dtype_state(seed=version), version)
        assert receiver.latest_version() == version
        state, got = receiver.receive(min_version=version, timeout_s=5)
        assert got == version
        assert same_state(state, every_dtype_state(seed=version)) == []
        copied, got = owning.receive(min_version=version, timeout_s=5)
        assert got == version and same_state(copied, every_dtype_state(seed=version)) == []
    receiver.close()
    owning.close()


@pytest.mark.parametrize("transport", IN_PROCESS, indirect=True)
def test_versions_must_increase(transport):
    sender, _ = transport
    sender.publish(versioned_state(3), 3)
    for stale in (3, 2):
        with pytest.raises(ValueError, match="not newer"):
            sender.publish(versioned_state(stale), stale)
    with pytest.raises(ValueError, match="empty"):
        sender.publish({}, 4)
    assert sender.version == 3


@pytest.mark.parametrize("transport", IN_PROCESS, indirect=True)
def test_receiver_never_goes_back_and_waits_for_newer(transport):
    sender, factory = transport
    receiver = factory()
    sender.publish(versioned_state(5), 5)
    assert receiver.receive(timeout_s=5)[1] == 5
    # Asking for an older version gives the one it has, never an older one.
    assert receiver.receive(min_version=1, timeout_s=5)[1] == 5
    # Without min_version it waits for a newer one, and says so when none comes.
    started = time.monotonic()
    with pytest.raises(WeightsTimeoutError, match=r"no weights version >= 6 .*latest published: 5"):
        receiver.receive(timeout_s=0.3)
    assert 0.25 <= time.monotonic() - started < 3.0
    assert receiver.version == 5


@pytest.mark.parametrize("transport", IN_PROCESS, indirect=True)
def test_receive_with_min_version_waits_for_a_later_publish(transport):
    sender, factory = transport
    receiver = factory()
    sender.publish(versioned_state(1), 1)

    def later() -> None:
        time.sleep(0.3)
        sender.publish(versioned_state(2), 2)
        sender.publish(versioned_state(3), 3)

    thread = threading.Thread(target=later)
    thread.start()
    started = time.monotonic()
    state, version = receiver.receive(min_version=3, timeout_s=10)
    thread.join()
    assert version == 3 and time.monotonic() - started >= 0.25
    assert not any((t.float() != 3).any() for t in state.values())
    with pytest.raises(WeightsTimeoutError, match="no weights version >= 9"):
        receiver.receive(min_version=9, timeout_s=0.2)


@pytest.mark.parametrize("transport", IN_PROCESS, indirect=True)
def test_the_state_may_change_size_and_names_between_versions(transport):
    sender, factory = transport
    receiver = factory()
    small = versioned_state(1, num_tensors=2, numel=10)
    large = versioned_state(2, num_tensors=6, numel=3 << 20)  # 6 x 3M elements, > one slot
    for state, version in ((small, 1), (large, 2), (small | {"extra": torch.ones(3)}, 3)):
        sender.publish(state, version)
        got, got_version = receiver.receive(timeout_s=10)
        assert got_version == version and same_state(got, state) == []


def test_local_copy_on_publish_isolates_the_trainer_and_no_copy_aliases():
    sender, factory = make_transport("local")
    weights = {"w": torch.zeros(4)}
    sender.publish(weights, 1)
    weights["w"].add_(1)  # an in-place optimizer step after publish
    state, _ = factory().receive(timeout_s=1)
    assert torch.equal(state["w"], torch.zeros(4))

    sender, factory = make_transport("local", copy_on_publish=False)
    sender.publish(weights, 1)
    state, _ = factory().receive(timeout_s=1)
    assert state["w"] is weights["w"]  # zero-copy: documented aliasing


def test_shm_leaves_nothing_in_dev_shm_and_old_views_survive(tmp_path):
    name = f"pw-clean-{os.getpid()}"
    sender, factory = make_transport("shm", name=name, max_slots=4)
    receiver = factory()
    sender.publish(versioned_state(1), 1)
    first, _ = receiver.receive(timeout_s=5)
    for version in range(2, 6):
        sender.publish(versioned_state(version), version)
        latest, got = receiver.receive(timeout_s=5)
        assert got == version and not any((t.float() != version).any() for t in latest.values())
    # The receiver still views version 1: the sender wrote around it, never over it.
    assert not any((t.float() != 1).any() for t in first.values())
    assert _shm_names(name), "segments exist while the sender is open"
    receiver.close()
    sender.close()
    assert _shm_names(name) == set()
    assert not any((t.float() != 1).any() for t in first.values())  # mapping outlives the names


def test_shm_slots_are_reused_once_views_are_dropped_and_exhaustion_is_clear():
    name = f"pw-slots-{os.getpid()}"
    sender, factory = make_transport("shm", name=name, max_slots=2, publish_timeout_s=0.2)
    receiver = factory()
    for version in range(1, 6):  # an engine that drops old weights: two slots suffice
        sender.publish(versioned_state(version), version)
        state, _ = receiver.receive(timeout_s=5)
    assert len(_shm_names(name)) == 3  # control + 2 slots
    kept = state  # holds the current slot; the other one is free
    sender.publish(versioned_state(6), 6)
    held, _ = receiver.receive(timeout_s=5)  # now both slots are viewed
    with pytest.raises(RuntimeError, match="all 2 slots are held by receivers"):
        sender.publish(versioned_state(7), 7)
    del kept, state
    sender.publish(versioned_state(7), 7)  # the slot of version 5 is free again
    assert receiver.receive(timeout_s=5)[1] == 7
    del held
    receiver.close()
    sender.close()
    assert _shm_names(name) == set()


def test_shm_refuses_a_second_sender_and_a_receiver_can_start_first():
    name = f"pw-two-{os.getpid()}"
    from parity.weights.shm import ShmReceiver, ShmSender

    early = ShmReceiver(name)
    assert early.latest_version() == NO_VERSION
    sender = ShmSender(name)
    try:
        with pytest.raises(RuntimeError, match="another shm sender"):
            ShmSender(name)
        threading.Timer(0.2, sender.publish, (versioned_state(1), 1)).start()
        assert early.receive(timeout_s=5)[1] == 1
    finally:
        early.close()
        sender.close()
    with pytest.raises(ValueError, match="shm name"):
        ShmSender("bad/name")


def test_files_keeps_the_last_k_and_writes_standard_safetensors(tmp_path):
    from safetensors import safe_open
    from safetensors.torch import load_file, save_file

    from parity.weights.files import read_safetensors

    directory = tmp_path / "w"
    sender, factory = make_transport("files", directory=str(directory), keep_last=2, fsync=True)
    for version in range(1, 6):
        sender.publish(every_dtype_state(version), version)
    names = sorted(p.name for p in directory.iterdir())
    assert names == ["LATEST", "v000000000004.safetensors", "v000000000005.safetensors"]
    assert (directory / "LATEST").read_text() == "5\n"
    path = directory / "v000000000005.safetensors"
    assert same_state(load_file(path), every_dtype_state(5)) == []
    with safe_open(path, "pt") as f:
        assert f.metadata()["parity_version"] == "5"
    # and files written by safetensors itself read back exactly
    other = tmp_path / "other.safetensors"
    plain = {k: v.detach().contiguous() for k, v in every_dtype_state(9).items()}
    save_file(plain, other)
    assert same_state(read_safetensors(other, BufferPool())[0], plain) == []
    # a restarted sender continues the numbering
    again = make_transport("files", directory=str(directory))[0]
    assert again.version == 5
    with pytest.raises(ValueError, match="not newer"):
        again.publish(versioned_state(5), 5)
    assert factory().receive(timeout_s=1)[1] == 5


def test_layout_round_trip_and_alignment():
    state = every_dtype_state(3)
    layout = Layout.from_json(Layout.of(state).to_json())
    assert all(spec.offset % 64 == 0 for spec in layout.specs)
    flat = torch.empty(layout.nbytes, dtype=torch.uint8)
    pack_into(state, layout, flat)
    out = views(layout, flat)
    assert same_state(out, state) == []
    assert all(t.untyped_storage().data_ptr() == flat.untyped_storage().data_ptr()
               for t in out.values())  # views, not copies
    with pytest.raises(TypeError, match="cannot be sent"):
        Layout.of({"c": torch.zeros(2).to(torch.float8_e4m3fnuz)})


def test_buffer_pool_reuses_only_what_nobody_views():
    pool = BufferPool(max_buffers=2)
    first = pool.acquire(1000)
    first_ptr = first.data_ptr()
    held = first[10:20]
    del first
    second = pool.acquire(1000)
    assert second.data_ptr() != first_ptr  # `held` still views the first buffer
    del held, second
    assert pool.acquire(500).data_ptr() == first_ptr  # both free now; the first is reused


def test_factory_and_config_pick_transports(tmp_path):
    with pytest.raises(ValueError, match="unknown weights transport 'carrier-pigeon'"):
        make_transport("carrier-pigeon")
    with pytest.raises(ValueError, match="bad options for the local transport"):
        make_transport("local", directory="x")
    config = WeightsConfig.model_validate(
        {"transport": "files", "files": {"directory": str(tmp_path / "cfg"), "keep_last": 3}})
    sender, factory = make_transport_from_config(config)
    sender.publish(versioned_state(1), 1)
    assert factory().receive(timeout_s=1)[1] == 1
    assert sender.keep_last == 3
    with pytest.raises(ValueError):
        WeightsConfig.model_validate({"transport": "smoke-signals"})


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the error raised without CUDA")
def test_nccl_without_cuda_refuses_at_construction():
    with pytest.raises(TransportUnavailableError, match="needs CUDA GPUs and a torch build with NCCL"):
        make_transport("nccl", init_method="tcp://127.0.0.1:1", world_size=2)
