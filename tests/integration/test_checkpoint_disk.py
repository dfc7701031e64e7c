"""Checkpoints and the disk: only the newest keep their optimizer state, and a full disk
(a real one: a 4 MiB tmpfs in a user namespace) ends the save with a clear error that
leaves the previous checkpoint as `--resume` needs it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import torch

from parity.train import checkpoint
from parity.train.config import TrainConfig
from parity.train.trainer import Trainer

HERE = Path(__file__).parent


def tiny_trainer() -> Trainer:
    from transformers import AutoModelForCausalLM, Qwen2Config

    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_config(Qwen2Config(
        vocab_size=256, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, tie_word_embeddings=True))
    return Trainer(model, TrainConfig(device="cpu"))


def test_older_checkpoints_keep_their_weights_and_lose_their_optimizer_state(tmp_path):
    trainer = tiny_trainer()
    for step in (1, 2, 3):
        checkpoint.save(tmp_path, trainer, checkpoint.TrainState(step=step), keep_resumable=1)
    names = sorted(p.name for p in tmp_path.glob("step_*"))
    assert names == ["step_000001", "step_000002", "step_000003"]
    resumable = [n for n in names if (tmp_path / n / checkpoint.TRAINER_FILE).is_file()]
    assert resumable == ["step_000003"]
    assert all((tmp_path / n / "model" / "model.safetensors").is_file() for n in names)
    assert checkpoint.latest(tmp_path) == tmp_path / "step_000003"
    assert checkpoint.load(tmp_path / "step_000003", tiny_trainer()).step == 3

    checkpoint.save(tmp_path, trainer, checkpoint.TrainState(step=4))  # None: keep them all
    assert (tmp_path / "step_000003" / checkpoint.TRAINER_FILE).is_file()


SAVE_ON_A_FULL_DISK = textwrap.dedent("""
    import json, os, sys
    sys.path.insert(0, {here!r})
    from test_checkpoint_disk import tiny_trainer
    from parity.train import checkpoint

    root, trainer = sys.argv[1], tiny_trainer()
    checkpoint.save(root, trainer, checkpoint.TrainState(step=1))
    with open(os.path.join(sys.argv[2], "ballast"), "wb") as f:  # fill the disk
        try:
            while True:
                f.write(b"x" * 65536)
                f.flush()
        except OSError:
            pass
    try:
        checkpoint.save(root, trainer, checkpoint.TrainState(step=2))
    except checkpoint.CheckpointWriteError as e:
        print(json.dumps({{"error": str(e), "left": sorted(os.listdir(root)),
                          "latest": str(checkpoint.latest(root))}}))
""")


def test_a_full_disk_ends_the_save_with_a_clear_error_and_keeps_the_last_checkpoint(tmp_path):
    if shutil.which("unshare") is None:
        pytest.skip("needs unshare (util-linux) to mount a small tmpfs in a user namespace")
    disk = tmp_path / "disk"
    disk.mkdir()
    script = SAVE_ON_A_FULL_DISK.format(here=str(HERE))
    probe = subprocess.run(["unshare", "-Urm", "sh", "-c", f"mount -t tmpfs -o size=4m tmpfs {disk}"],
                           capture_output=True, text=True)
    if probe.returncode != 0:
        pytest.skip(f"this machine lets no user namespace mount a tmpfs: {probe.stderr.strip()}")
    done = subprocess.run(
        ["unshare", "-Urm", "sh", "-c",
         'mount -t tmpfs -o size=4m tmpfs "$1" && exec "$2" -c "$3" "$1/ckpt" "$1"',
         "sh", str(disk), sys.executable, script],
        capture_output=True, text=True, timeout=300, env=dict(os.environ, OMP_NUM_THREADS="1"))
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert "could not write checkpoint step_000002" in out["error"]
    assert "the disk is full" in out["error"]
    assert "step_000001 is intact" in out["error"] and "--resume" in out["error"]
    # nothing half-written is left, and a resume still starts from step 1
    assert out["left"] == ["latest", "step_000001"]
    assert out["latest"].endswith("step_000001")
