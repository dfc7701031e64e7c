"""`parity bench grade`: grade latency through the fork server and the slow path, side by side.

Both sides are `LocalEnv.grade_patch`, what RL's rewards go through, on the same tasks with
the same patches, one environment with `grading.fork_server` on and one with it off, grades
interleaved (fast, slow, fast, ...) so that both see the same load. Two task sets:

  gold      gold patches of `num_tasks` bundled training tasks, spread over the repositories
            (their hidden suites have up to a few hundred tests), or of the tasks in `--tasks`
            (the kata set, generated into the cache on first use, is RL's many small tasks)
  tiny      one small synthetic task: a module and one test file of six tests, the shape of
            the many tiny tasks RL grades on a CPU, where per-grade overhead is all there is

Every grade must earn 1 (gold patches) on both sides, and both sides must agree; the fork
server's own start (once per server) is reported separately, not in the percentiles.
p99 is the nearest-rank percentile. Not covered: concurrent grades, SWE-bench-size repos.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from parity.bench.env import _percentile
from parity.envserver.config import EnvConfig
from parity.envserver.sessions import LocalEnv
from parity.observe.progress import bar
from parity.sandbox.workspace import text_patch
from parity.tasks.config import GradingConfig
from parity.types import Snapshot, Task

TINY_SOURCE = "def clamp(n, lo=3, hi=8):\n    if n < lo:\n        return lo\n    if n > hi:\n        return hi\n    return n\n"
TINY_BUG = TINY_SOURCE.replace("n < lo", "n <= lo - 2")
TINY_TESTS = "from tiny.clamp import clamp\n\n" + "".join(
    f"\n\ndef test_clamp_{i}():\n    assert clamp({n}) == {min(max(n, 3), 8)}\n"
    for i, n in enumerate((0, 2, 3, 5, 8, 11)))


def _tiny_task(root: Path) -> tuple[Task, str]:
    (root / "tiny").mkdir(parents=True)
    (root / "tiny" / "__init__.py").write_text("")
    (root / "tiny" / "clamp.py").write_text(TINY_BUG)
    task = Task(id="tiny-clamp", snapshot=Snapshot(path=str(root)),
                hidden_tests={"tests/test_clamp.py": TINY_TESTS},
                fail_to_pass=["tests/test_clamp.py::test_clamp_1"],
                pass_to_pass=[f"tests/test_clamp.py::test_clamp_{i}" for i in (0, 2, 3, 4, 5)])
    return task, text_patch("tiny/clamp.py", TINY_BUG, TINY_SOURCE)


def _gold(num_tasks: int, path: str | None) -> list[tuple[Task, str]]:
    """Gold patches of `num_tasks` tasks, round-robin over their repositories."""
    from parity.tasks import bundled_specs
    from parity.tasks.loaders import load_tasks
    from parity.tasks.schema import to_task

    specs = [s for s in (load_tasks(Path(path)) if path else bundled_specs("train"))
             if s.gold_patch]
    by_repo: dict[str, list] = {}
    for s in specs:
        by_repo.setdefault(s.repo, []).append(s)
    picked = []
    while len(picked) < num_tasks and any(by_repo.values()):
        for repo in sorted(by_repo):
            if by_repo[repo] and len(picked) < num_tasks:
                picked.append(by_repo[repo].pop(0))
    return [(to_task(s), s.gold_patch) for s in picked]


def _figures(samples_ms: list[float]) -> dict[str, float]:
    return {"p50_ms": round(_percentile(samples_ms, 0.5), 1),
            "p99_ms": round(_percentile(samples_ms, 0.99), 1),
            "mean_ms": round(statistics.fmean(samples_ms), 1)}


async def _measure(cases: list[tuple[Task, str]], iterations: int,
                   base: Path) -> dict[str, Any]:
    fast_env = LocalEnv(EnvConfig(base_dir=str(base / "fast"), grading=GradingConfig()))
    slow_env = LocalEnv(EnvConfig(base_dir=str(base / "slow"),
                                  grading=GradingConfig(fork_server=False)))
    samples: dict[str, list[float]] = {"fast": [], "slow": []}
    rewards_ok = agree = True
    try:
        t0 = time.perf_counter()
        await fast_env.grade_patch(*cases[0])  # starts the fork server
        start_ms = (time.perf_counter() - t0) * 1000
        await slow_env.grade_patch(*cases[0])
        with bar(iterations * len(cases), "grades (both sides)", "task") as progress:
            for _ in range(iterations):
                for task, patch in cases:
                    grades = {}
                    for side, env in (("fast", fast_env), ("slow", slow_env)):
                        t0 = time.perf_counter()
                        grades[side] = await env.grade_patch(task, patch)
                        samples[side].append((time.perf_counter() - t0) * 1000)
                    rewards_ok &= all(g.reward == 1.0 for g in grades.values())
                    agree &= grades["fast"].reward == grades["slow"].reward
                    progress.update()
        assert fast_env.grader is not None
        counts = dict(fast_env.grader.counts)
    finally:
        await fast_env.aclose()
        await slow_env.aclose()
    fast, slow = _figures(samples["fast"]), _figures(samples["slow"])
    return {"num_tasks": len(cases), "num_grades_per_side": len(samples["fast"]),
            "fast": fast, "slow": slow,
            "speedup_p50": round(slow["p50_ms"] / fast["p50_ms"], 2),
            "speedup_p99": round(slow["p99_ms"] / fast["p99_ms"], 2),
            "server_start_ms": round(start_ms, 1), "fork_server_counts": counts,
            "all_rewarded": rewards_ok, "sides_agree": agree}


def _progress(line: str) -> None:
    print(f"[bench grade] {line}", file=sys.stderr, flush=True)


def run(json_path: str | None, num_tasks: int, iterations: int, tasks_path: str | None) -> int:
    if num_tasks < 1 or iterations < 1:
        raise ValueError("num_tasks and iterations must be at least 1")
    load = os.getloadavg()[0]
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="parity-bench-grade-") as tmp:
        cases = {"gold": _gold(num_tasks, tasks_path),
                 "tiny": [_tiny_task(Path(tmp) / "tiny-repo")]}
        for name, these in cases.items():
            n = iterations * (1 if name == "gold" else num_tasks)  # as many grades
            _progress(f"{name}: {len(these)} tasks x {n} grades per side")
            results[name] = asyncio.run(_measure(these, n, Path(tmp) / name))
    results["tasks"] = tasks_path or "bundled"
    results["machine"] = {"cpus": os.cpu_count(), "load_avg_at_start": round(load, 2)}
    print(f"parity bench grade: LocalEnv.grade_patch with and without the fork server; gold "
          f"patches of {results['tasks']} tasks; {os.cpu_count()} CPUs, load average {load:.1f} "
          "at start")
    header = ("tasks", "grades", "fast p50", "fast p99", "slow p50", "slow p99", "speedup p50",
              "server start")
    rows = [header]
    for name in ("gold", "tiny"):
        r = results[name]
        rows.append((f"{name} ({r['num_tasks']} task{'s' if r['num_tasks'] > 1 else ''})", str(r["num_grades_per_side"]),
                     f"{r['fast']['p50_ms']:.0f} ms", f"{r['fast']['p99_ms']:.0f} ms",
                     f"{r['slow']['p50_ms']:.0f} ms", f"{r['slow']['p99_ms']:.0f} ms",
                     f"{r['speedup_p50']:.1f}x", f"{r['server_start_ms']:.0f} ms"))
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    for row in rows:
        print("  ".join([row[0].ljust(widths[0])]
                        + [c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True)]))
    ok = True
    for name in ("gold", "tiny"):
        r = results[name]
        if not (r["all_rewarded"] and r["sides_agree"]):
            print(f"{name}: NOT every gold patch earned 1 on both sides")
            ok = False
        fallbacks = {k: v for k, v in r["fork_server_counts"].items() if k != "fast"}
        if fallbacks:
            print(f"{name}: fork server fell back: {fallbacks}")
    if json_path:
        path = Path(json_path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(results, indent=2) + "\n")
        _progress(f"wrote {path}")
    return 0 if ok else 1
