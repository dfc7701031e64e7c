"""`parity report RUN_DIR`: a finished (or live) run as PNG plots and a markdown summary.

Reads only what the run wrote: metrics.jsonl (curves), eval/*.json (the before/after
evaluations), eval/curve/*.json (the learning curve's points), summary.json and state.json.
Writes into OUT (default RUN_DIR/report): solve_rates.png, learning_curve.png,
throughput.png, staleness.png, mismatch.png, pareto.png (each only when the run has its
data) and report.md, which opens with the trade-off a user chooses a checkpoint on:

    quality   solve rate with its 95 % interval
    speed     wall seconds and model tokens (prompt + completion) per solved task,
              tool calls per turn and the share of turns with parallel calls
    cost      engine seconds (generating), sandbox seconds (tool calls + grading) per solved
              task, and the trainer seconds spent reaching the checkpoint

A figure the run did not record is shown as "n/a" and the report says why; nothing is
estimated. The learning curve's points (a fixed subset) and the before/after evaluations (the
whole set) are different task sets: the table names each row's set, and the Pareto plot
draws a frontier per set rather than comparing across them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from parity.observe.plots import _figure, _save, plot_before_after, plot_curves

NA = "n/a"


@dataclass
class Checkpoint:
    """One evaluated policy: a row of the trade-off table and a point of the Pareto plot."""

    label: str
    step: int | None
    task_set: str
    summary: dict[str, Any]
    samples: list[dict[str, Any]]


def check_run_dir(path: Path) -> str | None:
    """Why `path` holds no run to report on (one line), or None."""
    if not path.exists():
        return f"{path}: no such run directory"
    if not path.is_dir():
        return f"{path}: not a directory"
    if not ((path / "metrics.jsonl").is_file() or list(path.glob("eval/*.json"))):
        return (f"{path}: nothing to report (no metrics.jsonl and no eval/*.json; is it the "
                "`out` of a `parity train` run?)")
    return None


def _read_rows(path: Path) -> list[dict]:
    """metrics.jsonl, skipping a half-written last line of a live run."""
    rows = []
    if path.is_file():
        for line in path.read_text().splitlines():
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(row, dict) and isinstance(row.get("step"), int | float):
                rows.append(row)
    return rows


def _read_json(path: Path) -> dict:
    try:
        data = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def _checkpoints(run: Path, labels: dict[str, str], last_step: int | None) -> list[Checkpoint]:
    out = []
    for when, step in (("before", 0), ("after", last_step)):
        for path in sorted(run.glob(f"eval/{when}-*.json")):
            data = _read_json(path)
            if "summary" in data:
                name = path.stem.removeprefix(f"{when}-")
                out.append(Checkpoint(when, step, labels.get(name, name), data["summary"],
                                      [s for t in data.get("tasks", []) for s in t["samples"]]))
    for path in sorted(run.glob("eval/curve/step_*.json")):
        data = _read_json(path)
        if "summary" in data:
            step = int(path.stem.removeprefix("step_"))
            out.append(Checkpoint(f"step {step}", step, "learning-curve subset", data["summary"],
                                  [s for t in data.get("tasks", []) for s in t["samples"]]))
    return out


def _per_solved(total: float | None, solved: int) -> float | None:
    return None if total is None or solved == 0 else total / solved


def _sum(samples: list[dict], key: str) -> float | None:
    """The sum of a sample field, or None where any sample lacks it (an older report)."""
    values = [s.get(key) for s in samples]
    return None if not values or any(v is None for v in values) else float(sum(values))


def trade_off(cp: Checkpoint, rows: list[dict]) -> dict[str, Any]:
    s, samples = cp.summary, cp.samples
    solved = s["solved_samples"]
    tokens = s["tokens"]
    model_tokens = (tokens["prompt"] + tokens["completion"]
                    if tokens.get("prompt") is not None else None)
    tools, grade = _sum(samples, "tools_s"), _sum(samples, "grade_s")
    trainer = None
    if cp.step is not None and any("train/step_s" in r for r in rows):
        trainer = sum(r["train/step_s"] for r in rows
                      if "train/step_s" in r and r["step"] <= cp.step)
    timings = _sum(samples, "generate_s") is not None
    why = {"wall_s_per_solved": "no task solved",
           "model_tokens_per_solved": "no task solved" if solved == 0 or model_tokens is not None
           else "the policy recorded no token ids (a remote chat model)",
           "engine_s_per_solved": "no task solved" if solved == 0 or timings
           else "its evaluation report predates per-turn timings",
           "trainer_s": "no train/step_s in metrics.jsonl"}
    why["sandbox_s_per_solved"] = why["engine_s_per_solved"]
    return {"why": why,
        "checkpoint": cp.label, "step": cp.step, "task_set": cp.task_set,
        "solve_rate": s["pass@1"]["value"], "ci95": s["pass@1"]["ci95"],
        "n": s["num_samples"], "solved": solved,
        "wall_s_per_solved": _per_solved(_sum(samples, "wall_s"), solved),
        "model_tokens_per_solved": _per_solved(model_tokens, solved),
        "tool_calls_per_turn": s.get("tool_calls_per_turn"),
        "parallel_turn_share": s.get("parallel_turn_share"),
        "engine_s_per_solved": _per_solved(_sum(samples, "generate_s"), solved),
        "sandbox_s_per_solved": _per_solved(None if tools is None or grade is None
                                            else tools + grade, solved),
        "trainer_s": trainer,
    }


COLUMNS = [  # key, header, format
    ("wall_s_per_solved", "wall s / solved", "{:.2f}"),
    ("model_tokens_per_solved", "model tokens / solved", "{:,.0f}"),
    ("tool_calls_per_turn", "tool calls / turn", "{:.2f}"),
    ("parallel_turn_share", "turns with parallel calls", "{:.0%}"),
    ("engine_s_per_solved", "engine s / solved", "{:.2f}"),
    ("sandbox_s_per_solved", "sandbox s / solved", "{:.2f}"),
    ("trainer_s", "trainer s to here", "{:.1f}"),
]


def _cell(value: Any, fmt: str) -> str:
    return NA if value is None else fmt.format(value)


def table(entries: list[dict[str, Any]]) -> list[str]:
    head = ["checkpoint", "task set", "solve rate (95 % CI)", "solved / n",
            *[c[1] for c in COLUMNS]]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * 4 + "---:|" * len(COLUMNS)]
    for e in entries:
        lo, hi = e["ci95"]
        lines.append("| " + " | ".join([
            e["checkpoint"], e["task_set"],
            f"{e['solve_rate']:.1%} ({lo:.1%} to {hi:.1%})", f"{e['solved']} / {e['n']}",
            *[_cell(e[key], fmt) for key, _, fmt in COLUMNS]]) + " |")
    missing = []
    for key, header, _ in COLUMNS:
        reasons: dict[str, list[str]] = {}
        for e in entries:
            if e[key] is None:
                reasons.setdefault(e["why"].get(key, "not recorded"), []).append(
                    f"{e['checkpoint']} ({e['task_set']})")
        missing += [f"- {header}: {why}: {', '.join(where)}" for why, where in reasons.items()]
    if missing:
        lines += ["", "n/a, and why:", *missing]
    return lines


def pareto_front(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The points no other point beats on both axes (fewer tokens, higher solve rate),
    sorted by tokens."""
    front = [p for p in points
             if not any(q[0] <= p[0] and q[1] >= p[1] and q != p for q in points)]
    return sorted(set(front))


def plot_pareto(entries: list[dict[str, Any]], path: Path) -> Path | None:
    by_set: dict[str, list[dict]] = {}
    for e in entries:
        if e["model_tokens_per_solved"] is not None:
            by_set.setdefault(e["task_set"], []).append(e)
    if not by_set:
        return None
    fig, ax = _figure()
    for name, es in by_set.items():
        xs = [e["model_tokens_per_solved"] for e in es]
        ys = [100 * e["solve_rate"] for e in es]
        dots = ax.scatter(xs, ys, label=name, zorder=3)
        for e, x, y in zip(es, xs, ys, strict=True):
            ax.annotate(e["checkpoint"], (x, y), xytext=(4, 4), textcoords="offset points",
                        fontsize=7)
        front = pareto_front(list(zip(xs, ys, strict=True)))
        if len(front) > 1:
            ax.plot(*zip(*front, strict=True), color=dots.get_facecolor()[0], alpha=0.5,
                    linestyle="--")
    ax.set_xlabel("model tokens (prompt + completion) per solved task")
    ax.set_ylabel("solved (%)")
    return _save(fig, ax, path, "quality vs speed across checkpoints (dashed: Pareto front)")


def plot_learning_curve(rows: list[dict], path: Path) -> Path | None:
    pts = sorted((r["step"], r["eval/solve_rate"], r.get("eval/solve_rate_lo"),
                  r.get("eval/solve_rate_hi"), r.get("eval/n")) for r in rows
                 if isinstance(r.get("eval/solve_rate"), int | float))
    if not pts:
        return None
    fig, ax = _figure()
    steps = [p[0] for p in pts]
    ax.fill_between(steps, [100 * (p[2] if p[2] is not None else p[1]) for p in pts],
                    [100 * (p[3] if p[3] is not None else p[1]) for p in pts],
                    alpha=0.25, label="95 % Wilson interval")
    ax.plot(steps, [100 * p[1] for p in pts], marker="o", label="solve rate (greedy)")
    ax.set_xlabel("trainer step")
    ax.set_ylabel("solved (%)")
    ax.set_ylim(-2, 102)
    n = pts[-1][4]
    return _save(fig, ax, path, "learning curve: fixed held-aside subset"
                 + (f" of {int(n)} tasks" if n else ""))


def write_run_report(run: Path, out: Path | None = None) -> Path:
    """Plots and report.md for the run in `run`, into `out` (default RUN/report); returns
    the markdown's path. A ValueError (one line) when `run` holds nothing to report."""
    if (why := check_run_dir(run)) is not None:
        raise ValueError(why)
    out = out or run / "report"
    out.mkdir(parents=True, exist_ok=True)
    rows = _read_rows(run / "metrics.jsonl")
    summary = _read_json(run / "summary.json")
    labels = summary.get("labels") or {}
    train_steps = [r["step"] for r in rows if "train/step_s" in r]
    last_step = summary.get("rl_steps") or (max(train_steps) if train_steps else None)
    entries = [trade_off(cp, rows) for cp in _checkpoints(run, labels, last_step)]
    entries.sort(key=lambda e: (e["task_set"], -1 if e["step"] is None else e["step"]))

    plots: dict[str, str] = {}  # file -> what it shows, or why it is absent
    sets: dict[str, dict] = {}
    for e in entries:
        if e["checkpoint"] in ("before", "after"):
            sets.setdefault(e["task_set"], {})[e["checkpoint"]] = {
                "solve_rate": e["solve_rate"], "ci95": e["ci95"], "n": e["n"]}
    sets = {k: v for k, v in sets.items() if v}
    if sets and any(all(w in s for s in sets.values()) for w in ("before", "after")):
        plot_before_after(sets, out / "solve_rates.png", "solve rate, 95 % intervals")
        plots["solve_rates.png"] = "solve rate per evaluation set before/after RL"
    else:
        plots["solve_rates.png"] = "absent: no before/after evaluation in eval/"
    plots["learning_curve.png"] = (
        "greedy solve rate of a fixed held-aside subset every eval.every_steps steps"
        if plot_learning_curve(rows, out / "learning_curve.png")
        else "absent: no eval/solve_rate in metrics.jsonl (the run had eval.every_steps = 0)")
    for name, keys, title in (
            ("throughput.png", ["train/tokens_per_s"], "trainer throughput (tokens/s)"),
            ("staleness.png", ["train/staleness_mean"],
             "staleness of the trained batch (policy versions)"),
            ("mismatch.png", ["mismatch/kl_k3", "mismatch/abs_logprob_diff"],
             "engine/trainer logprob mismatch")):
        if any(k in r for r in rows for k in keys):
            plot_curves(rows, keys, out / name, title)
            plots[name] = title
        else:
            plots[name] = f"absent: no {', '.join(keys)} in metrics.jsonl"
    plots["pareto.png"] = ("solve rate vs model tokens per solved task, per task set"
                           if entries and plot_pareto(entries, out / "pareto.png")
                           else "absent: no evaluation with token counts and a solved task")

    lines = [f"# Run report: {run}", ""]
    if summary:
        lines += [f"- RL steps: {summary.get('rl_steps')}, stopped: {summary.get('stop_reason')}, "
                  f"wall: {summary.get('wall_s')} s",
                  f"- rollouts: {summary.get('rollouts')}, trained on: {summary.get('trained')}, "
                  f"filtered (no reward variance): {summary.get('filtered_zero_variance')}, "
                  f"dropped as stale: {summary.get('dropped_stale')}",
                  f"- rollout failures by kind: {summary.get('rollout_failures') or 'none'}",
                  f"- grading, median: {summary.get('grade_p50_s')} s", ""]
    else:
        lines += ["(no summary.json: the run has not finished)", ""]
    lines += ["## Quality, speed and cost by checkpoint", ""]
    lines += table(entries) if entries else ["no evaluation reports in eval/"]
    lines += ["", "Per solved task: totals over all samples of the evaluation divided by the "
              "tasks solved. Engine s: generating; sandbox s: tool calls and grading; trainer "
              "s: train/step_s (trainer and weight sync) summed up to the checkpoint's step, a "
              "cost paid once rather than per task.", "", "## Plots", ""]
    for name, what in plots.items():
        lines.append(f"- {name}: {what}" if what.startswith("absent")
                     else f"- [{name}]({name}): {what}")
    path = out / "report.md"
    path.write_text("\n".join(lines) + "\n")
    (out / "trade_off.json").write_text(json.dumps(entries, indent=2) + "\n")
    return path
