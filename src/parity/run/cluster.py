"""Where a run's Ray actors go, and what survives the loss of a node (`[ray]`).

    [ray.engine|env|trainer]   cpus, gpus, resources ─► each actor's ray.remote options
    engines    one placement group, a bundle per replica, SPREAD over the nodes
    trainer    one placement group, a bundle per rank (`trainer_ranks`: a sharded trainer,
               FSDP2 over gloo or NCCL, run/actors.py TrainerGang), `trainer_strategy`
               over the nodes; one rank: STRICT_PACK (its CPUs and GPUs on one node)
    engine and env actors      max_restarts = max_task_retries = ray.max_restarts
    ActorWatch                 each actor's node and incarnation, polled once a step: the
                               `ray/restarts/<role>` metrics and OUT/ray_actors.json
    SnapshotStager             task snapshots copied once into [ray] shared_dir
    checkpoint_root            checkpoints in [ray] shared_dir when it is set

What a restart costs: an engine replica comes back with the base weights and loads the newest
published version before it answers (run/actors.py); calls in flight are retried on it.
An env actor comes back empty: the rollouts whose sessions it held fail with kind `env` and
the orchestrator runs them again in fresh sessions. Ray reschedules a dead node's bundles on
the nodes left, so a restart needs room there. The trainer is not restarted: its optimizer
lives in its process; a run that lost it continues with `--resume` from the last checkpoint.

Left out: autoscaling, and a replica over several GPUs (tensor parallel: a bundle per GPU,
STRICT_PACK within the replica); here a replica is one bundle.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import shutil
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from parity.config import ConfigError, ParityConfig
from parity.types import Snapshot

log = logging.getLogger(__name__)

PLACEMENT_TIMEOUT_S = 120.0  # a placement group no node can hold is a config mistake
BOOT_TIMEOUT_S = 5.0  # an actor restarting does not answer; the next poll sees it


def has_gpus() -> bool:
    import ray

    return ray.cluster_resources().get("GPU", 0) > 0


def role_resources(cfg: ParityConfig, role: str) -> dict[str, float]:
    """One actor's bundle: {"CPU": .., "GPU": .., custom ones}."""
    r = getattr(cfg.ray, role)
    gpus = r.gpus if r.gpus is not None else (1.0 if role != "env" and has_gpus() else 0.0)
    return {"CPU": r.cpus, **({"GPU": gpus} if gpus else {}), **r.resources}


def _options(bundle: dict[str, float], restarts: int) -> dict[str, Any]:
    custom = {k: v for k, v in bundle.items() if k not in ("CPU", "GPU")}
    return {"num_cpus": bundle["CPU"], "num_gpus": bundle.get("GPU", 0),
            **({"resources": custom} if custom else {}),
            "max_restarts": restarts, "max_task_retries": restarts}


def _group(bundles: list[dict[str, float]], strategy: str, key: str) -> Any:
    import ray
    from ray.util.placement_group import placement_group, remove_placement_group

    pg = placement_group(bundles, strategy=strategy)
    ready, _ = ray.wait([pg.ready()], timeout=PLACEMENT_TIMEOUT_S)
    if not ready:
        remove_placement_group(pg)
        raise ConfigError(f"{key}: no node of this Ray cluster can hold {bundles[0]} within "
                          f"{PLACEMENT_TIMEOUT_S:g} s (ray.cluster_resources(): "
                          f"{ray.cluster_resources()})")
    return pg


def _in_group(pg: Any, index: int) -> dict[str, Any]:
    from ray.util.scheduling_strategies import PlacementGroupSchedulingStrategy

    return {"scheduling_strategy": PlacementGroupSchedulingStrategy(
        pg, placement_group_bundle_index=index)}


def engine_options(cfg: ParityConfig, replicas: int) -> tuple[list[dict[str, Any]], list[Any]]:
    """ray.remote options per engine replica, and the placement groups to remove at the end."""
    bundle = role_resources(cfg, "engine")
    base = _options(bundle, cfg.ray.max_restarts)
    if not cfg.ray.placement_groups:
        return [base] * replicas, []
    pg = _group([bundle] * replicas, "SPREAD", "ray.engine")
    return [{**base, **_in_group(pg, i)} for i in range(replicas)], [pg]


def env_options(cfg: ParityConfig) -> dict[str, Any]:
    return _options(role_resources(cfg, "env"), cfg.ray.max_restarts)


def trainer_options(cfg: ParityConfig) -> tuple[list[dict[str, Any]], list[Any]]:
    """ray.remote options per trainer rank (`ray.trainer_ranks`), and the placement groups to
    remove at the end: one group, a bundle per rank, `ray.trainer_strategy` (one rank:
    STRICT_PACK, its CPUs and GPUs on one node)."""
    bundle = role_resources(cfg, "trainer")
    ranks = cfg.ray.trainer_ranks
    base = _options(bundle, 0)
    if not cfg.ray.placement_groups:
        return [base] * ranks, []
    pg = _group([bundle] * ranks, cfg.ray.trainer_strategy if ranks > 1 else "STRICT_PACK",
                "ray.trainer")
    return [{**base, **_in_group(pg, i)} for i in range(ranks)], [pg]


def remove_groups(groups: list[Any]) -> None:
    from ray.util.placement_group import remove_placement_group

    for pg in groups:
        try:
            remove_placement_group(pg)
        except Exception as e:  # noqa: BLE001 - the cluster may be gone already
            log.info("removing a placement group: %s", e)


def check_cluster(cfg: ParityConfig) -> None:
    """Refuse a cluster of several nodes without a shared directory: snapshots and
    checkpoints would be written on one node and looked for on another."""
    import ray

    nodes = [n for n in ray.nodes() if n.get("Alive")]
    if len(nodes) > 1 and not cfg.ray.shared_dir:
        raise ConfigError(f"ray.shared_dir: this Ray cluster has {len(nodes)} nodes; set it to "
                          f"a directory every node mounts (task snapshots and checkpoints go "
                          f"there)")


def shared_run_dir(cfg: ParityConfig, out: Path) -> Path | None:
    """This run's directory in [ray] shared_dir, the same for a resume of the same run."""
    if not cfg.ray.shared_dir:
        return None
    out = out.resolve()
    digest = hashlib.sha256(str(out).encode()).hexdigest()[:10]
    return Path(cfg.ray.shared_dir).expanduser() / "runs" / f"{out.name}-{digest}"


def checkpoint_root(cfg: ParityConfig, out: Path) -> Path:
    shared = shared_run_dir(cfg, out)
    return (shared if shared is not None else out) / "checkpoints"


class SnapshotStager:
    """Copies each task snapshot once into the shared directory, where an env actor on any
    node can read it. The copy is made beside its place and renamed, so a reader never sees
    half of one."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._locks: dict[str, asyncio.Lock] = {}

    async def stage(self, snapshot: Snapshot) -> Snapshot:
        src = Path(snapshot.path).resolve()
        key = hashlib.sha256(str(src).encode()).hexdigest()[:16]
        dest = self.root / key / (src.name or "snapshot")
        async with self._locks.setdefault(key, asyncio.Lock()):
            if not dest.exists():
                await asyncio.to_thread(_copy_tree, src, dest)
        return snapshot.model_copy(update={"path": str(dest)})


def _copy_tree(src: Path, dest: Path) -> None:
    tmp = dest.with_name(dest.name + ".partial")
    shutil.rmtree(tmp, ignore_errors=True)
    shutil.copytree(src, tmp, symlinks=True)
    tmp.replace(dest)


@dataclass
class _Watched:
    role: str
    handle: Any
    boot_id: str | None = None
    node_id: str | None = None


@dataclass
class ActorWatch:
    """The run's actors by role; `poll()` asks each which incarnation answers. A new one is a
    restart (two restarts between polls count as one). `path`: where the actors' nodes and
    restarts are written (OUT/ray_actors.json), for people and tests."""

    path: Path | None = None
    actors: list[_Watched] = field(default_factory=list)
    restarts: Counter[str] = field(default_factory=Counter)

    def add(self, role: str, handle: Any) -> None:
        self.actors.append(_Watched(role, handle))

    async def poll(self) -> dict[str, float]:
        await asyncio.gather(*(self._poll_one(w) for w in self.actors))
        if self.path is not None:  # replaced whole: a reader never sees it half-written
            tmp = self.path.with_name(self.path.name + ".tmp")
            tmp.write_text(json.dumps(
                [{"role": w.role, "actor_id": w.handle._actor_id.hex(), "node_id": w.node_id,
                  "boot_id": w.boot_id} for w in self.actors], indent=2) + "\n")
            os.replace(tmp, self.path)
        return {f"ray/restarts/{role}": float(self.restarts[role])
                for role in sorted({w.role for w in self.actors})}

    async def _poll_one(self, w: _Watched) -> None:
        try:
            boot = await asyncio.wait_for(w.handle.boot.remote(), BOOT_TIMEOUT_S)
        except Exception as e:  # noqa: BLE001 - restarting, or gone: the next poll tells
            log.info("the %s actor did not answer boot(): %s: %s", w.role, type(e).__name__, e)
            return
        if (w.boot_id is not None and boot["id"] != w.boot_id) or (
                w.boot_id is None and boot["restarted"]):
            self.restarts[w.role] += 1
            log.warning("the %s actor restarted (now on node %s)", w.role, boot["node_id"])
        w.boot_id, w.node_id = boot["id"], boot["node_id"]
