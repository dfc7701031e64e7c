"""The trainer over several processes on CPU (FSDP2 over gloo, train/trainer.py): two ranks
step exactly as one process on the same global batch; a sharded checkpoint resumes bit for
bit on the same number of ranks and on another number (one unsharded process, three ranks);
an unsharded checkpoint is refused by a sharded trainer with the reason; the weights, gathered
on rank 0, reach engine processes through the shm and files transports.

Each rank is a real process (`python -m tests.integration.sharded_ranks`), joined over
loopback TCP; the batches are fixed (sharded_ranks.batch), several micro-batches a rank."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch

from parity.train.distributed import free_port
from tests.integration.sharded_ranks import tiny_model

pytestmark = pytest.mark.usefixtures("one_torch_thread")  # tests/conftest.py

ROOT = Path(__file__).resolve().parents[2]
ENV = dict(os.environ, OMP_NUM_THREADS="1", PYTHONPATH=str(ROOT))


def run_ranks(out: Path, world: int, steps: int = 3, wait: bool = True, **job):
    """Run `world` rank processes of one job; with `wait`, their losses and rank 0's weights."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "job.json").write_text(json.dumps(dict(dir=str(out), world=world, port=free_port(),
                                                  steps=steps, **job)))
    procs = [subprocess.Popen([sys.executable, "-m", "tests.integration.sharded_ranks",
                               str(out / "job.json"), str(r)], env=ENV, cwd=ROOT,
                              stderr=subprocess.PIPE, text=True) for r in range(world)]
    if not wait:
        return procs
    return finish(out, procs)


def finish(out: Path, procs) -> tuple[dict[int, list[float]], dict[str, torch.Tensor]]:
    for p in procs:
        _, err = p.communicate(timeout=300)
        assert p.returncode == 0, err[-3000:]
    losses = {int(k): v for k, v in json.loads((out / "losses.json").read_text()).items()}
    return losses, torch.load(out / "weights.pt")


def max_diff(a: dict[str, torch.Tensor], b: dict[str, torch.Tensor]) -> float:
    assert sorted(a) == sorted(b)
    return max((a[k].float() - b[k].float()).abs().max().item() for k in a)


def test_two_ranks_step_as_one_process_on_the_same_global_batch(tmp_path):
    one, w_one = run_ranks(tmp_path / "one", 1)
    two, w_two = run_ranks(tmp_path / "two", 2)
    assert json.loads((tmp_path / "two" / "sharded.json").read_text()) is True
    assert json.loads((tmp_path / "one" / "sharded.json").read_text()) is False
    assert sorted(one) == sorted(two) == [0, 1, 2]
    for step in one:  # loss and gradient norm: the same up to the order of float sums
        for a, b in zip(one[step], two[step], strict=True):
            assert a == pytest.approx(b, rel=1e-5, abs=1e-6), (step, one[step], two[step])
    assert max_diff(w_one, w_two) < 1e-5
    moved = max_diff(w_one, {k: v for k, v in tiny_model(0).state_dict().items()})
    assert moved > 1e-3  # the steps trained: a match of untouched weights would prove nothing


def test_a_sharded_checkpoint_resumes_on_any_number_of_ranks(tmp_path):
    straight, w_straight = run_ranks(tmp_path / "straight", 2, steps=4, save_at=2)
    ckpt = tmp_path / "straight" / "ckpt" / "step_000002"
    assert (ckpt / "sharded" / ".metadata").is_file()
    assert sorted(p.name for p in (ckpt / "sharded").glob("*.distcp")) == ["__0_0.distcp",
                                                                            "__1_0.distcp"]
    assert (tmp_path / "straight" / "ckpt" / "latest").read_text().strip() == ckpt.name

    same, w_same = run_ranks(tmp_path / "same", 2, steps=4, resume=str(ckpt))
    assert sorted(same) == [2, 3]
    assert same == {k: straight[k] for k in (2, 3)}  # bit for bit
    assert max_diff(w_straight, w_same) == 0.0

    for world in (1, 3):  # resharded on load: the same run up to float sums' order
        other, w_other = run_ranks(tmp_path / f"on{world}", world, steps=4, resume=str(ckpt))
        for step in (2, 3):
            assert other[step] == pytest.approx(straight[step], rel=1e-5, abs=1e-6)
        assert max_diff(w_straight, w_other) < 1e-5

    # the gathered model/ loads anywhere and holds the weights at step 2
    from parity.inference.models import load

    model, _ = load(ckpt / "model", dtype="float32", device="cpu")
    at2, w_at2 = run_ranks(tmp_path / "at2", 1, steps=2)
    assert max_diff({k: v for k, v in model.state_dict().items() if k in w_at2}, w_at2) < 1e-5


def test_a_sharded_trainer_refuses_an_unsharded_checkpoint_with_the_reason(tmp_path):
    run_ranks(tmp_path / "one", 1, steps=2, save_at=2)
    ckpt = tmp_path / "one" / "ckpt" / "step_000002"
    procs = run_ranks(tmp_path / "two", 2, steps=3, resume=str(ckpt), wait=False)
    errors = [p.communicate(timeout=300)[1] for p in procs]
    assert all(p.returncode != 0 for p in procs)
    assert any("is an unsharded checkpoint: it resumes on one process" in e for e in errors)


@pytest.mark.parametrize("transport", ["shm", "files"])
async def test_weights_gathered_from_two_ranks_reach_engine_processes(transport, tmp_path):
    from parity.bench.weight_update import serve_engines
    from parity.weights.config import WeightsConfig
    from parity.weights.sync import WeightSync
    from tests.integration.test_weights_engines import PROMPT, reference

    tag = f"pw-shard-{os.getpid()}-{time.monotonic_ns()}"
    config = (WeightsConfig(transport="shm", shm={"name": tag}) if transport == "shm" else
              WeightsConfig(transport="files",
                            files={"directory": str(tmp_path / tag), "fsync": False}))
    start = tmp_path / "start"
    tiny_model(0).save_pretrained(start, safe_serialization=True)
    out = tmp_path / "ranks"
    procs = run_ranks(out, 2, steps=3, wait=False, publish=config.model_dump(mode="json"))

    class RankZero:
        """The publisher is rank 0 of the trainer: the version is published when it says."""
        needs_state = False
        version = -1

        async def publish(self, state, version: int) -> None:
            import asyncio

            deadline = time.monotonic() + 300
            while not (out / "published").exists():
                assert time.monotonic() < deadline and all(p.poll() in (None, 0) for p in procs)
                await asyncio.sleep(0.05)
            self.version = version

        def close(self) -> None:
            pass

    try:
        async with serve_engines(start, "float32", config, 1, tmp_path) as engines:
            sync = WeightSync(config, engines, publisher=RankZero())
            report = await sync.push(None, 3)
            assert report.version == 3 and len(report.load_s) == 1  # failures raise
            (out / "read").write_text("")
            assert await engines[0].ping() == 3
            losses, weights = finish(out, procs)
            trained = tiny_model(0)
            trained.load_state_dict(weights)
            trained.eval()
            from parity.inference.engine import SamplingParams

            c = await engines[0].generate(PROMPT, SamplingParams(temperature=0.0, max_tokens=8))
            assert c.version == 3
            want = reference(trained, c.token_ids)
            assert max(abs(a - b) for a, b in zip(c.logprobs, want, strict=True)) < 1e-4
            untrained = reference(tiny_model(0).eval(), c.token_ids)
            assert max(abs(a - b) for a, b in zip(c.logprobs, untrained, strict=True)) > 1e-3
    finally:
        (out / "read").write_text("")
        for p in procs:
            if p.poll() is None:
                p.kill()


def test_weights_from_two_ranks_over_the_nccl_transports_protocol_on_gloo(tmp_path):
    """The nccl transport (its own group on a TCPStore, beside the trainer's) run with gloo:
    rank 0 broadcasts the gathered weights, a receiver here gets exactly them."""
    import threading

    from parity.weights import make_receiver_factory
    from parity.weights.config import WeightsConfig

    options = {"init_method": f"tcp://127.0.0.1:{free_port()}", "world_size": 2,
               "backend": "gloo", "timeout_s": 120.0}
    config = WeightsConfig(transport="nccl", nccl=options)
    out = tmp_path / "ranks"
    procs = run_ranks(out, 2, steps=3, wait=False, publish=config.model_dump(mode="json"))
    got: dict = {}

    def receive() -> None:
        receiver = make_receiver_factory("nccl", **options)(rank=1)
        try:
            got["state"], got["version"] = receiver.receive(min_version=3, timeout_s=240)
        finally:
            receiver.close()

    thread = threading.Thread(target=receive, daemon=True)
    thread.start()
    thread.join(timeout=300)
    (out / "read").write_text("")
    _, weights = finish(out, procs)
    assert got.get("version") == 3
    assert sorted(got["state"]) == sorted(weights)
    assert all(torch.equal(got["state"][k], weights[k]) for k in weights)
