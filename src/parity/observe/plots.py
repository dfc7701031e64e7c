"""PNG plots for run reports (training curves; solve rates before and after, with their 95 %
intervals), and the Wilson interval such a solve rate carries."""

from __future__ import annotations

import math
import textwrap
from pathlib import Path


def wilson_interval(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval for a binomial proportion (Wilson 1927); sound at 0 and 1
    where the normal approximation is not."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _figure():
    """A figure and axes of the size every report plot uses, drawn without a display."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt.subplots(figsize=(7, 4), dpi=110)


def _save(fig, ax, path: str | Path, title: str, grid_axis: str = "both") -> Path:
    import matplotlib.pyplot as plt

    ax.set_title(title)
    ax.grid(alpha=0.3, axis=grid_axis)
    ax.legend()
    fig.tight_layout()
    out = Path(path)
    fig.savefig(out)
    plt.close(fig)
    return out


def plot_curves(rows: list[dict], keys: list[str], path: str | Path, title: str) -> Path:
    fig, ax = _figure()
    for key in keys:
        pts = [(r["step"], r[key]) for r in rows if key in r]
        if pts:
            xs, ys = zip(*pts, strict=True)
            ax.plot(xs, ys, marker="o", label=key)
    ax.set_xlabel("trainer step")
    return _save(fig, ax, path, title)


def plot_before_after(sets: dict[str, dict], path: str | Path, title: str) -> Path:
    """Solve rates before and after, one pair of bars per evaluation set, with their 95 %
    intervals as error bars. `sets`: label -> {"before": ev, "after": ev}, where an ev has
    solve_rate, ci95 and n (what `parity.rl.evaluate` returns); a run evaluated only before
    (or only after) gets one bar per set."""
    fig, ax = _figure()
    whens = [w for w in ("before", "after") if all(w in s for s in sets.values())]
    width = 0.76 / len(whens)
    for i, when in enumerate(whens):
        xs = [j + (i - (len(whens) - 1) / 2) * width for j in range(len(sets))]
        rates = [100 * s[when]["solve_rate"] for s in sets.values()]
        lo = [100 * (s[when]["solve_rate"] - s[when]["ci95"][0]) for s in sets.values()]
        hi = [100 * (s[when]["ci95"][1] - s[when]["solve_rate"]) for s in sets.values()]
        bars = ax.bar(xs, rates, width, yerr=[lo, hi], capsize=4, label=when)
        for bar, rate, up in zip(bars, rates, hi, strict=True):  # above the error bar
            ax.annotate(f"{rate:.1f}", (bar.get_x() + bar.get_width() / 2, rate + up),
                        xytext=(0, 2), textcoords="offset points", ha="center", fontsize=8)
    ax.set_xticks(range(len(sets)))
    # long labels ("outside packages, never trained on (...)") wrapped, not run together
    ax.set_xticklabels([f"{textwrap.fill(label, 28)}\n(n={s[whens[0]]['n']})"
                        for label, s in sets.items()], fontsize=8)
    ax.set_ylabel("solved (%), 95 % interval")
    return _save(fig, ax, path, title, grid_axis="y")
