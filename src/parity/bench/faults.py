"""`parity bench faults`: a tiny real training run per fault kind, the fault injected after
its first step, and what the run made of it.

Each run is `parity train` in a subprocess with env servers and engines as processes (two
of each, behind the fleet client and the router), weights through files, and evaluation off.
Once the run has logged step `fault_after_step`, the bench reads the trajectory ids already
in the buffer, then injects:

    env_server_kill      SIGKILL one `parity env-server`: its sessions move, by replaying
                         their tool-call logs, to the other server (envserver/fleet.py)
    engine_replica_kill  SIGKILL one `parity serve`: the router sends its requests, and the
                         weight sync leaves it out (inference/router.py, rollout/learner.py)
    engine_hang          SIGSTOP one `parity serve`: requests time out after
                         engines.request_timeout_s, the replica is marked down, the rest reroute
    trainer_kill         SIGKILL the whole run (its process group), then `--resume`
    disk_full            the buffer directory moved onto a tmpfs with a few KiB to spare (root
                         only): the run stops with one line, the space is given back, `--resume`

and then reports, per kind: `recovered` (the run finished all its steps), the ids written
before the fault that are missing after (`trajectories_lost`), ids written twice or trained
on twice (`trajectories_duplicated`), `recovery_s` (the fault to the next step logged; where the run stops and is resumed, the
next step the resumed run logs), and
the run's own fault metrics (`env/servers_down`, `engine/timeouts`...) at their largest.

Runs are bounded in steps, not seconds, and take at least `fault_after_step + 3` of them: with
`max_off_policy_steps = 1` the batch of step k+1 is being sampled while step k trains, so the
groups of step `fault_after_step + 2` may be done before the fault; the group of step
`fault_after_step + 3` starts after it and has to meet the fleet without the killed server. Left out, with a note in the JSON: a Ray node lost
(tests/integration/test_ray_cluster.py kills one; this bench does not run Ray), and a
command that never ends (the tiny model never asks for one; the per-command timeout ends
`while :; do :; done` in tests/integration/test_envserver.py's abuse test).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

KINDS = ("env_server_kill", "engine_replica_kill", "engine_hang", "trainer_kill", "disk_full")
NOT_RUN = {
    "ray_node_kill": "not run here: tests/integration/test_ray_cluster.py kills a Ray node "
                     "mid-run; this bench runs no Ray cluster",
    "command_never_ends": "not run here: the tiny model never asks for such a command; the "
                          "per-command timeout ends `while :; do :; done` in "
                          "tests/integration/test_envserver.py (abuse test)",
}
FAULT_METRICS = ("env/servers_down", "env/sessions_replayed", "engine/replicas_down",
                 "engine/timeouts", "rollout/window_failed")


@dataclass
class FaultResult:
    kind: str
    recovered: bool
    trajectories_lost: int
    trajectories_duplicated: int
    recovery_s: float | None
    metrics: dict[str, float] = field(default_factory=dict)  # the run's fault metrics, max
    note: str = ""


@dataclass
class FaultBench:
    work_dir: Path
    steps: int = 4
    fault_after_step: int = 1
    request_timeout_s: float = 15.0
    run_timeout_s: float = 900.0
    log: Any = print


def _config(b: FaultBench, model: Path, out: Path) -> str:
    return f"""
out = "{out}"
seed = 3

[model]
path = "{model}"

[tasks]
train = "bundled"
max_eval_tasks = 0

[orchestrator]
steps = {b.steps}
group_size = 2
groups_per_step = 1
max_concurrent_rollouts = 4
max_turns = 2
max_tokens_per_turn = 8
max_rollouts = 400
max_off_policy_steps = 1
filter_zero_variance = false
temperature = 1.0

[train]
lr = 1e-3
total_steps = {b.steps + 2}

[eval]
before = false
after = false

[engines]
placement = "process"
replicas = 2
device = "cpu"
request_timeout_s = {b.request_timeout_s}
weight_load_timeout_s = {max(20.0, b.request_timeout_s)}

[weights]
transport = "files"

[envs]
mode = "processes"
servers = 2
"""


def _rows(out: Path) -> list[dict[str, Any]]:
    path = out / "metrics.jsonl"
    if not path.exists():
        return []
    rows = []
    for line in path.read_text().splitlines():
        try:
            rows.append(json.loads(line))
        except ValueError:  # a line being written
            break
    return rows


def _ids(out: Path) -> list[str]:
    path = out / "buffer" / "trajectories.jsonl"
    if not path.exists():
        return []
    ids = []
    for line in path.read_bytes().split(b"\n"):
        try:
            ids.append(json.loads(line)["id"])
        except (ValueError, KeyError):
            continue  # empty, or a line being written
    return ids


def _trained_twice(out: Path) -> int:
    path = out / "buffer" / "consumed.jsonl"
    rows = [json.loads(x) for x in path.read_text().splitlines() if x.strip()] if path.exists() else []
    n = Counter(r["id"] for r in rows if r["why"] == "trained")
    return sum(1 for c in n.values() if c > 1)


def _start(cfg: Path, log_path: Path, *extra: str) -> subprocess.Popen[bytes]:
    with open(log_path, "ab") as log:
        return subprocess.Popen([sys.executable, "-m", "parity.cli", "train", str(cfg), *extra],
                                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)


def _children(pid: int, word: str) -> list[Any]:
    """The run's live descendants whose command line holds `word`; the short-lived ones (a
    tool call's sandbox) that exit or turn zombie while they are read are left out."""
    import psutil

    found = []
    for p in psutil.Process(pid).children(recursive=True):
        try:
            if word in " ".join(p.cmdline()):
                found.append(p)
        except psutil.Error:  # NoSuchProcess, ZombieProcess, AccessDenied
            continue
    return sorted(found, key=lambda p: p.pid)


def _wait_step(proc: subprocess.Popen[bytes], out: Path, step: int, deadline: float) -> None:
    while time.monotonic() < deadline and proc.poll() is None:
        if any(r.get("step", 0) >= step for r in _rows(out)):
            return
        time.sleep(0.2)
    raise RuntimeError(f"the run did not reach step {step} (exit {proc.poll()}; see its log)")


def _finish(proc: subprocess.Popen[bytes], deadline: float) -> int:
    try:
        return proc.wait(max(1.0, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        return proc.wait()


def _fill_buffer_disk(out: Path, pid: int) -> Path:
    """Move the buffer onto a tmpfs with a few KiB to spare, the run paused meanwhile (the
    buffer opens its files per write, so the next one lands on the small disk)."""
    buf, mnt = out / "buffer", out.parent / "buffer-disk"
    mnt.mkdir(exist_ok=True)
    os.killpg(pid, signal.SIGSTOP)
    try:
        used = sum(p.stat().st_size for p in buf.iterdir())
        size_kib = (used // 4096 + 3) * 4  # the pages in use, plus two
        subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_kib}k", "tmpfs", str(mnt)],
                       check=True, capture_output=True)
        for p in buf.iterdir():
            shutil.copy2(p, mnt / p.name)
        subprocess.run(["mount", "--bind", str(mnt), str(buf)], check=True, capture_output=True)
    finally:
        os.killpg(pid, signal.SIGCONT)
    return mnt


def _give_disk_back(out: Path, mnt: Path) -> None:
    buf, keep = out / "buffer", out.parent / "buffer-kept"
    shutil.copytree(buf, keep, dirs_exist_ok=True)
    subprocess.run(["umount", str(buf)], check=True, capture_output=True)
    subprocess.run(["umount", str(mnt)], check=True, capture_output=True)
    shutil.copytree(keep, buf, dirs_exist_ok=True)


def run_fault(b: FaultBench, kind: str, model: Path) -> FaultResult:
    root = b.work_dir / kind
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    out = root / "run"
    cfg = root / "run.toml"
    cfg.write_text(_config(b, model, out))
    log_path = root / "train.log"
    deadline = time.monotonic() + b.run_timeout_s
    proc = _start(cfg, log_path)
    note = ""
    try:
        _wait_step(proc, out, b.fault_after_step, deadline)
        before = set(_ids(out))
        fault_at = resumed_at = time.time()
        if kind == "env_server_kill":
            _children(proc.pid, "env-server")[0].kill()
        elif kind == "engine_replica_kill":
            _children(proc.pid, " serve ")[0].kill()
        elif kind == "engine_hang":
            _children(proc.pid, " serve ")[0].suspend()
        elif kind == "trainer_kill":
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            proc = _start(cfg, log_path, "--resume")
        elif kind == "disk_full":
            mnt = _fill_buffer_disk(out, proc.pid)
            code = _finish(proc, deadline)
            tail = log_path.read_text(errors="replace").strip().splitlines()[-1:]
            note = f"the run stopped (exit {code}): {tail[0] if tail else ''}"
            _give_disk_back(out, mnt)
            resumed_at = time.time()
            proc = _start(cfg, log_path, "--resume")
        else:
            raise ValueError(f"unknown fault kind {kind!r}; known: {', '.join(KINDS)}")
        code = _finish(proc, deadline)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    rows = _rows(out)
    summary = json.loads((out / "summary.json").read_text()) if (out / "summary.json").exists() else {}
    after = _ids(out)
    later = [r["time"] for r in rows if r["time"] > resumed_at]
    metrics = {k: max(r[k] for r in rows if k in r) for k in FAULT_METRICS if any(k in r for r in rows)}
    dup = sum(1 for c in Counter(after).values() if c > 1) + _trained_twice(out)
    return FaultResult(kind, code == 0 and summary.get("rl_steps") == b.steps,
                       len(before - set(after)), dup,
                       round(min(later) - fault_at, 2) if later else None, metrics, note)


def run(b: FaultBench, kinds: list[str], json_path: str | None = None) -> dict[str, Any]:
    from parity.models.tiny import TinyConfig, build_default

    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        raise ValueError(f"unknown fault kinds {unknown}; known: {', '.join(KINDS)}")
    if b.steps < b.fault_after_step + 3:
        raise ValueError(f"--steps {b.steps}: a fault after step {b.fault_after_step} needs at "
                         f"least {b.fault_after_step + 3} steps, so that a group starts after it")
    b.work_dir.mkdir(parents=True, exist_ok=True)
    model = b.work_dir / "tiny-model"
    if not (model / "config.json").exists():
        build_default(model, TinyConfig(hidden_size=64, num_layers=1, num_heads=2, num_kv_heads=1,
                                        intermediate_size=64, vocab_size=600), corpus_bytes=60_000)
    results, skipped = [], dict(NOT_RUN)
    for kind in kinds:
        if kind == "disk_full" and os.geteuid() != 0:
            skipped[kind] = "not run: mounting the small tmpfs needs root"
            continue
        b.log(f"fault {kind}: a {b.steps}-step run, the fault after step {b.fault_after_step}")
        r = run_fault(b, kind, model)
        b.log(f"  recovered={r.recovered} lost={r.trajectories_lost} "
              f"duplicated={r.trajectories_duplicated} recovery_s={r.recovery_s} {r.metrics}")
        results.append(r)
    report = {"faults": [asdict(r) for r in results], "not_run": skipped,
              "steps": b.steps, "fault_after_step": b.fault_after_step}
    if json_path:
        Path(json_path).write_text(json.dumps(report, indent=2))
    return report
