"""An evaluation as files: a markdown report for people, a JSON file for programs.

The JSON holds `summary` (EvalResult.summary(): the figures the markdown shows) and `tasks`
(every task with its n, c, pass@1, pass@k and every sample's record), so a later comparison
of two runs (before and after training) needs nothing but the two files.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from parity.evaluation.runner import EvalResult


def to_json(result: EvalResult) -> dict[str, Any]:
    k = result.k
    return {
        "summary": result.summary(),
        "tasks": [{"task_id": t.task_id, "repo": t.repo, "kind": t.family, "n": t.n,
                   "correct": t.correct, "pass@1": t.pass_at(1),
                   **({f"pass@{k}": t.pass_at(k)} if k > 1 else {}),
                   "wall_s": round(t.wall_s, 3),
                   "samples": [s.model_dump() for s in t.samples]}
                  for t in result.tasks],
    }


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def _rate(fig: dict[str, Any]) -> str:
    lo, hi = fig["ci95"]
    return f"{_pct(fig['value'])} ({_pct(lo)} to {_pct(hi)})"


def _breakdown(title: str, rows: dict[str, dict[str, Any]], k: int) -> list[str]:
    head = f"| {title} | tasks | solved samples | pass@1 (95 % CI) |"
    rule = "|---|---:|---:|---|"
    if k > 1:
        head, rule = head + f" pass@{k} (95 % CI) |", rule + "---|"
    lines = [head, rule]
    for name, row in rows.items():
        line = f"| {name} | {row['tasks']} | {row['solved_samples']} | {_rate(row['pass@1'])} |"
        if k > 1:
            line += f" {_rate(row[f'pass@{k}'])} |"
        lines.append(line)
    return lines


def markdown(result: EvalResult) -> str:
    s = result.summary()
    k = result.k
    tok, wall = s["tokens"], s["wall_s"]
    lines = ["# Evaluation", ""]
    if result.info:
        lines += [f"- {key}: `{value}`" for key, value in result.info.items()]
    lines += [f"- tasks: {s['num_tasks']}, samples per task: {k}, seed: {result.seed}, "
              f"concurrency: {result.concurrency}", "",
              "## Solve rates", "",
              "| metric | value (95 % CI) | interval |", "|---|---|---|",
              f"| pass@1 | {_rate(s['pass@1'])} | {s['pass@1']['interval']} |"]
    if k > 1:
        lines.append(f"| pass@{k} | {_rate(s[f'pass@{k}'])} | {s[f'pass@{k}']['interval']} |")
    lines += ["",
              f"{s['solved_samples']} of {s['num_samples']} samples solved their task; "
              f"{s['tasks_solved_at_least_once']} of {s['num_tasks']} tasks were solved at "
              "least once. pass@k is the unbiased estimator of Chen et al. 2021, "
              "1 - C(n-c, k) / C(n, k), averaged over tasks.", ""]
    if s["environment_errors"]:
        kinds = ", ".join(f"{k}: {n}" for k, n in s.get("failures", {}).items()
                          if k != "context_overflow")
        lines += [f"**{s['environment_errors']} samples failed** ({kinds}; no grade); they "
                  "count as unsolved (each one's reason: Failed samples, below).", ""]
    lines += ["## By repository", "", *_breakdown("repository", s["by_repo"], k), "",
              "## By kind of bug", "", *_breakdown("kind", s["by_kind"], k), "",
              "## Behaviour", "",
              "| figure | value |", "|---|---:|",
              f"| prompt tokens (all samples) | {_num(tok['prompt'])} |",
              f"| completion tokens (all samples) | {_num(tok['completion'])} |",
              f"| prompt tokens served from the prefix cache | {_num(tok['cached_prompt'])} |",
              f"| prompt tokens per sample | {_num(tok['prompt_per_sample'])} |",
              f"| completion tokens per sample | {_num(tok['completion_per_sample'])} |",
              f"| turns per sample | {s['turns_per_sample']:.2f} |",
              f"| tool calls per turn | {s['tool_calls_per_turn']:.2f} |",
              f"| turns with parallel tool calls | {_pct(s['parallel_turn_share'])} |",
              f"| finish reasons | {', '.join(f'{r}: {n}' for r, n in s['finish_reasons'].items())} |",
              "",
              "## Wall time", "",
              "| figure | seconds |", "|---|---:|",
              f"| whole evaluation | {wall['total']:.1f} |",
              f"| per task (its samples summed), mean | {wall['per_task_mean']:.2f} |",
              f"| per task, median | {wall['per_task_p50']:.2f} |",
              f"| per task, max | {wall['per_task_max']:.2f} |",
              f"| per sample, mean | {wall['per_sample_mean']:.2f} |",
              f"| grading per sample, mean | {wall['grade_per_sample_mean']:.2f} |",
              "",
              "## Tasks", "",
              "| task | repository | kind | solved | pass@1 |" + (f" pass@{k} |" if k > 1 else "")
              + " turns (mean) | wall s |",
              "|---|---|---|---:|---:|" + ("---:|" if k > 1 else "") + "---:|---:|"]
    for t in result.tasks:
        mean_turns = sum(x.turns for x in t.samples) / t.n if t.n else 0.0
        lines.append(f"| {t.task_id} | {t.repo} | {t.family} | {t.correct}/{t.n} | "
                     f"{t.pass_at(1):.3f} |" + (f" {t.pass_at(k):.3f} |" if k > 1 else "")
                     + f" {mean_turns:.1f} | {t.wall_s:.1f} |")
    failed = [(t.task_id, x) for t in result.tasks for x in t.samples if x.error]
    if failed:
        lines += ["", "## Failed samples", "", "| task | sample | kind | reason |",
                  "|---|---:|---|---|"]
        lines += [f"| {task} | {x.index} | {x.failure or 'unknown'} | "
                  f"{' '.join(x.error.split())[:300].replace('|', '/')} |" for task, x in failed]
    return "\n".join(lines) + "\n"


def _num(x: float | int | None) -> str:
    if x is None:
        return "not recorded"
    return f"{x:,.0f}" if isinstance(x, int) or x >= 100 else f"{x:.1f}"


def write_report(result: EvalResult, path_md: str | Path | None,
                 path_json: str | Path | None) -> None:
    """Write the markdown report and/or the JSON file (either path may be None)."""
    for path, text in ((path_md, lambda: markdown(result)),
                       (path_json, lambda: json.dumps(to_json(result), indent=2) + "\n")):
        if path is not None:
            p = Path(path)
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(text())
