"""`parity report RUN_DIR`: a run's plots and report.md (run_report.py); cli.py mounts it."""

from __future__ import annotations

from typing import Annotated

import typer

from parity.clikit import fail as _fail


def report(
    run_dir: Annotated[str, typer.Argument(help="A run directory (`out` of `parity train`).")],
    out: Annotated[str | None, typer.Option(help="Where the plots and report.md go (default RUN_DIR/report).")] = None,
) -> None:
    """PNG plots (solve rates, learning curve, throughput, staleness, mismatch, Pareto) and
    report.md with the quality/speed/cost table across checkpoints (docs/observability.md)."""
    from pathlib import Path

    from parity.observe.run_report import write_run_report

    try:
        path = write_run_report(Path(run_dir).expanduser(),
                                Path(out).expanduser() if out else None)
    except (ValueError, OSError) as e:
        _fail(str(e))
    typer.echo(f"report: {path}")
