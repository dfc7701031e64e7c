"""`parity bench weights` with tiny settings: the command runs, receivers in other processes
get the right bytes, and the JSON has the documented keys. No speed is asserted (figures
are for the benchmark, not for tests); Ray's figure is left to test_weights_ray.py's Ray."""

from __future__ import annotations

import json
import multiprocessing
import socket

import pytest
from typer.testing import CliRunner

from parity.bench.weights import (
    bench_in_child,
    qwen2_like_shape,
    qwen2_like_state,
    state_nbytes,
)
from parity.cli import app


def test_bench_weights_command_writes_the_documented_json(tmp_path):
    path = tmp_path / "weights.json"
    result = CliRunner().invoke(app, ["bench", "weights", "--size-mb", "2", "--rounds", "1",
                                      "--transports", "local,shm,shm_copy,files,nccl",
                                      "--engines", "0", "--json", str(path)])
    assert result.exit_code == 0, result.output
    out = json.loads(path.read_text())
    assert out["memcpy_gb_per_s"] > 0
    assert set(out["transports"]) == {"local", "shm", "shm_copy", "files"}
    for name, figure in out["transports"].items():
        assert figure["gb_per_s"] > 0 and figure["fraction_of_memcpy"] > 0, name
        assert figure["verified"] is True, name
    assert "nccl" in out["skipped"] and out["skipped"]["nccl"]
    assert "% memcpy" in result.output and "target: shm >= 50% of memcpy" in result.output


def test_bench_weights_times_updates_into_engine_processes(tmp_path):
    path = tmp_path / "weights.json"
    result = CliRunner().invoke(app, ["bench", "weights", "--size-mb", "1", "--rounds", "1",
                                      "--transports", "local,shm,nccl", "--engines", "1",
                                      "--update-models", "tiny", "--update-rounds", "1",
                                      "--json", str(path)])
    assert result.exit_code == 0, result.output
    out = json.loads(path.read_text())
    tiny = out["engine_update"]["models"]["tiny"]
    assert tiny["state_bytes"] > 0 and tiny["memcpy_s"] > 0 and tiny["dtype"] == "float32"
    for name, engines in (("local", 1), ("shm", 1)):
        update = out["transports"][name]["update"]["tiny"]
        assert update["verified"] is True and update["engines"] == engines, update
        assert out["transports"][name]["update_s"]["tiny"] == update["update_s"] > 0
        assert update["x_memcpy"] > 0
    assert out["transports"]["shm"]["update"]["tiny"]["publish_s"] > 0
    assert out["engine_update"]["skipped"]["nccl"]  # with its reason
    assert "weight update into engines" in result.output


def test_bench_weights_rejects_unknown_transports():
    result = CliRunner().invoke(app, ["bench", "weights", "--transports", "pigeon"])
    assert result.exit_code == 2
    assert "unknown transports ['pigeon']" in result.output
    result = CliRunner().invoke(app, ["bench", "weights", "--update-models", "gpt5"])
    assert result.exit_code == 2 and "unknown models ['gpt5']" in result.output


@pytest.mark.parametrize("size_mb", [1, 16, 256, 4096])
def test_qwen2_like_shapes_add_up_to_the_size_asked(size_mb):
    total = size_mb * 2**20
    shape = qwen2_like_shape(total)
    assert shape.num_layers >= 2
    if size_mb >= 256:
        assert shape.hidden == 896  # Qwen2-0.5B's width once it fits
    if size_mb <= 16:
        state = qwen2_like_state(total)
        assert 0.8 * total <= state_nbytes(state) <= 1.05 * total
        dtypes = {t.dtype for t in state.values()}
        assert {str(d) for d in dtypes} == {"torch.bfloat16", "torch.float32"}


def test_bench_runs_the_broadcast_protocol_with_its_receiver_in_a_child():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    options = {"init_method": f"tcp://127.0.0.1:{port}", "world_size": 2, "backend": "gloo",
               "timeout_s": 60.0}
    state = qwen2_like_state(1 << 20)
    samples, verified = bench_in_child("nccl", options, {"rank": 1}, state, 1,
                                       multiprocessing.get_context("forkserver"))
    assert verified and len(samples) == 1 and samples[0] > 0
