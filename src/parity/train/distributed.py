"""Process groups for a trainer of several ranks where no launcher made one: gloo on CPUs
(tests, a CPU cluster), NCCL on GPUs, for ranks that are Ray actors (run/actors.py
`TrainerActor`) or spawned processes.

    rank 0 picks a free port on its own address -> every rank: init(rank, world, addr, port)
      -> Trainer(model, cfg): FSDP2 over the group (train/trainer.py)

Under torchrun the launcher's group is used as it is: `Trainer` only reads
`torch.distributed`'s world size and rank.
"""

from __future__ import annotations

import datetime
import socket

# a rank that died leaves the others in a collective: they fail after this long instead of
# waiting for ever (a lost node's ranks, tests/integration/test_ray_cluster.py)
DEFAULT_TIMEOUT_S = 300.0


def free_port(host: str = "127.0.0.1") -> int:
    """A port free on `host` now, for rank 0's rendezvous (a race with another process taking
    it is possible and ends in a clear error from init)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def backend_for(device: str) -> str:
    """NCCL where the trainer computes on a GPU ("cuda", "cuda:N", or "auto" with one), else
    gloo."""
    from parity.train.trainer import resolve_device

    return "nccl" if resolve_device(device).type == "cuda" else "gloo"


def init(rank: int, world: int, addr: str, port: int, device: str = "cpu",
         timeout_s: float = DEFAULT_TIMEOUT_S) -> None:
    """Join the trainer's process group (TCP rendezvous at addr:port, rank 0 listening)."""
    import torch.distributed as dist

    if dist.is_initialized():
        if dist.get_world_size() != world or dist.get_rank() != rank:
            raise RuntimeError(f"this process is rank {dist.get_rank()} of "
                               f"{dist.get_world_size()} already, not {rank} of {world}")
        return
    dist.init_process_group(backend_for(device), init_method=f"tcp://{addr}:{port}",
                            rank=rank, world_size=world,
                            timeout=datetime.timedelta(seconds=timeout_s))


def shutdown() -> None:
    import torch.distributed as dist

    if dist.is_initialized():
        dist.destroy_process_group()
