"""One rank of a sharded trainer, for test_trainer_sharded.py: `python -m
tests.integration.sharded_ranks JOB.json RANK` joins the job's gloo group (world 1 runs
unsharded), trains the job's steps on the job's fixed batches, saves or resumes a checkpoint
where told, and writes its losses (and rank 0 the gathered weights) into the job's directory."""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

import torch

from parity.train import checkpoint, distributed
from parity.train.config import LossConfig, TrainConfig
from parity.train.trainer import Trainer
from parity.types import Trajectory
from tests.integration.test_trainer_resume import tiny_model  # the same tiny Qwen2


def batch(step: int) -> list[Trajectory]:
    """Ten rollouts in groups of 5 of 6-40 tokens: several micro-batches of 64 tokens, more
    than one a rank and not the same count on each."""
    rng = random.Random(step)
    out = []
    for i in range(10):
        n_prompt, n_out = rng.randint(2, 10), rng.randint(4, 30)
        ids = [rng.randrange(256) for _ in range(n_prompt + n_out)]
        out.append(Trajectory(id=f"{step}-{i}", task_id=f"g{i // 5}", token_ids=ids,
                              loss_mask=[0] * n_prompt + [1] * n_out,
                              logprobs=[0.0] * n_prompt + [-rng.uniform(1, 6) for _ in range(n_out)],
                              reward=float(rng.random() < 0.5)))
    return out


def config(job: dict) -> TrainConfig:
    return TrainConfig(lr=1e-2, warmup_steps=1, total_steps=8, device="cpu", seed=0,
                       micro_batch_tokens=64, share_prefix=False,
                       mixed_precision=job.get("precision", "off"),
                       loss=LossConfig(name="dapo", eps_high=0.28))


def main(job_path: str, rank: int) -> None:
    job = json.loads(Path(job_path).read_text())
    out = Path(job["dir"])
    torch.set_num_threads(1)
    world = job["world"]
    if world > 1:
        distributed.init(rank, world, "127.0.0.1", job["port"], timeout_s=120)
    checkpoint.seed_everything(0)
    trainer = Trainer(tiny_model(0), config(job))
    first = 0
    if job.get("resume"):
        state = checkpoint.load(job["resume"], trainer)
        first = state.step
    losses = {}
    for step in range(first, job["steps"]):
        metrics = trainer.train_step(batch(step))
        losses[step] = [metrics["train/loss"], metrics["train/grad_norm"]]
        if job.get("save_at") == step + 1:
            checkpoint.save(out / "ckpt", trainer, checkpoint.TrainState(step + 1, {"at": step + 1}))
    weights = trainer.state_dict_for_sync()  # every rank takes part; rank 0 gets them all
    if rank == 0:
        torch.save({k: v.detach().clone() for k, v in weights.items()}, out / "weights.pt")
        (out / "losses.json").write_text(json.dumps(losses))
        (out / "sharded.json").write_text(json.dumps(trainer.sharded))
        if job.get("publish"):  # through a transport, as a trainer actor publishes
            from parity.weights.config import WeightsConfig
            from parity.weights.sync import SenderPublisher

            publisher = SenderPublisher(WeightsConfig.model_validate(job["publish"]))
            publisher.publish_blocking(weights, trainer.policy_version)
            (out / "published").write_text(str(trainer.policy_version))
            deadline = time.monotonic() + 120  # the sender keeps shm segments alive until read
            while not (out / "read").exists() and time.monotonic() < deadline:
                time.sleep(0.05)
            publisher.close()
    distributed.shutdown()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
