"""`parity bench gpu --tiny` on CPU: every part runs, the JSON has its keys and finite figures,
and the parts that need CUDA say so. The device-only plumbing (a buffer shared with a spawned
receiver, the NCCL attempt's killable process group) runs here with CPU stand-ins, and the
trainer's fallback for transformers releases without boolean `logits_to_keep` (the GPU
machine's) gives the same logprobs as the mask path."""

from __future__ import annotations

import dataclasses
import json
import math
import os
import subprocess
import sys

import pytest
import torch
from typer.testing import CliRunner

from parity.bench.gpu import (
    GpuBenchConfig,
    build_model,
    make_trainer,
    measure_cuda_ipc,
    measure_nccl,
    synthetic_trajectories,
)
from parity.bench.weights import qwen2_like_state
from parity.cli import app


@pytest.fixture(autouse=True)
def one_thread():
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


def test_tiny_gpu_bench_writes_finite_figures(tmp_path):
    # `python -m`, as on the GPU machine, where Parity is not installed.
    env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONUNBUFFERED="1")
    r = subprocess.run([sys.executable, "-m", "parity.bench.gpu", "--tiny", "--out", str(tmp_path)],
                       capture_output=True, text=True, timeout=300, env=env)
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-4000:]
    out = json.loads((tmp_path / "gpu_bench.json").read_text())
    assert out["failed_parts"] == []
    assert {"env", "model", "train", "mismatch", "sync", "nccl", "total_s"} <= set(out)
    train = out["train"]
    assert train["tokens_per_s"] > 0 and math.isfinite(train["tokens_per_s"])
    assert len(train["step_s"]) == 3 and all(math.isfinite(x) for x in train["loss"])
    for pairing in ("bf16", "bf16_engine_vs_fp32_trainer", "fp32"):
        figures = out["mismatch"][pairing]
        for key in ("mean_abs_logprob_diff", "max_abs_logprob_diff", "kl_k3"):
            assert math.isfinite(figures[key]) and figures[key] >= 0, (pairing, key)
        assert figures["tokens"] == 4 * 16
    assert out["mismatch"]["fp32"]["max_abs_logprob_diff"] < 1e-4  # same math, same precision
    sync = out["sync"]
    assert sync["copy"]["pack_gb_per_s"] > 0
    for name in ("local", "shm", "shm_copy"):
        assert sync["transports"][name]["verified"] is True, name
        assert sync["transports"][name]["gb_per_s"] > 0, name
    assert sync["engine_update_weights"]["gb_per_s"] > 0
    if not torch.cuda.is_available():
        assert sync["cuda_ipc"] == {"skipped": "no CUDA"}
        assert out["nccl"]["skipped"] == "no CUDA"
    assert "tokens/s" in r.stdout and "wrote" in r.stdout


def test_bench_gpu_command_is_registered():
    result = CliRunner().invoke(app, ["bench", "gpu", "--help"])
    assert result.exit_code == 0 and "--tiny" in result.output


def test_shared_buffer_receiver_and_killable_broadcast_on_cpu():
    cfg = GpuBenchConfig.tiny()
    ipc = measure_cuda_ipc(qwen2_like_state(1 << 20), cfg, torch.device("cpu"))
    assert ipc["verified"] is True and ipc["gb_per_s"] > 0
    specs = [("a", [256, 64]), ("b", [64])]
    sent = measure_nccl(specs, cfg, backend="gloo")
    assert sent.get("verified") is True, sent
    hung = measure_nccl(specs, dataclasses.replace(cfg, nccl_timeout_s=0.5), backend="gloo")
    assert "killed" in hung["error"]


def test_logits_fallback_matches_a_plain_forward():
    cfg = GpuBenchConfig.tiny()
    trainer = make_trainer(build_model(cfg, torch.device("cpu")), cfg, torch.device("cpu"), "off")
    trainer.mask_logits_to_keep = False  # the LM-head hook, whatever transformers is installed
    trajs = synthetic_trajectories(cfg)[:3]
    packed = trainer.compute_logprobs(trajs)
    trainer.model.eval()
    for t, got in zip(trajs, packed, strict=True):
        with torch.no_grad():
            logp = trainer.model(torch.tensor([t.token_ids])).logits[0].float().log_softmax(-1)
        want = [0.0] + [logp[p - 1, t.token_ids[p]].item() if t.loss_mask[p] else 0.0
                        for p in range(1, len(t.token_ids))]
        assert got == pytest.approx(want, abs=1e-4)
