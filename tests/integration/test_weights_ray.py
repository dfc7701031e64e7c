"""The ray transport against a real local Ray: object store, registry actor, and a receiver
in a Ray worker process. Skipped, with the reason, where Ray is missing or cannot start."""

from __future__ import annotations

import os

import pytest

from parity.weights import NO_VERSION, WeightsTimeoutError, make_transport
from parity.weights.testing import every_dtype_state, receive_versions, same_state, versioned_state

ray = pytest.importorskip("ray", reason="the ray package is not installed")

SEED = 200


@pytest.fixture(scope="module")
def local_ray():
    from parity.bench.weights import start_local_ray

    try:
        started_here = start_local_ray(num_cpus=2)
    except Exception as e:  # noqa: BLE001 - any failure to start is a reason to skip
        pytest.skip(f"a local Ray cannot start here: {type(e).__name__}: {e}")
    yield ray
    if started_here:
        ray.shutdown()


def test_round_trip_versions_and_timeouts_in_the_driver(local_ray):
    name = f"pw-ray-{os.getpid()}"
    sender, factory = make_transport("ray", name=name, keep_last=2)
    try:
        receiver, owning = factory(), factory(copy=True)
        assert receiver.latest_version() == NO_VERSION
        for version in (1, 2, 3):
            sender.publish(every_dtype_state(SEED + version), version)
        state, version = receiver.receive(timeout_s=10)
        assert version == 3 and same_state(state, every_dtype_state(SEED + 3)) == []
        copied, version = owning.receive(min_version=2, timeout_s=10)
        assert version == 3 and same_state(copied, every_dtype_state(SEED + 3)) == []
        assert receiver.receive(min_version=1, timeout_s=10)[1] == 3  # never older
        with pytest.raises(ValueError, match="not newer"):
            sender.publish(versioned_state(3), 3)
        with pytest.raises(WeightsTimeoutError, match="no weights version >= 4"):
            receiver.receive(timeout_s=0.3)
    finally:
        sender.close()
    with pytest.raises(WeightsTimeoutError):  # the registry went with the sender
        factory().receive(timeout_s=0.3)


def test_receiver_in_a_ray_worker_process(local_ray):
    name = f"pw-ray-actor-{os.getpid()}"
    sender, _ = make_transport("ray", name=name)
    try:
        remote_receive = ray.remote(num_cpus=0.1)(receive_versions)
        report = remote_receive.remote("ray", {"name": name}, [1, 2], 60.0, SEED)
        sender.publish(every_dtype_state(SEED + 1), 1)
        sender.publish(every_dtype_state(SEED + 2), 2)
        got = ray.get(report, timeout=120)
    finally:
        sender.close()
    assert [problems for _, problems in got] == [[], []]
    assert got[-1][0] == 2
