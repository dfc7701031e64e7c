"""What the modules of the `parity` command share (cli.py, cli_env.py, tasks/cli.py,
search/cli.py): one way to refuse. typer only, no Parity import."""

from __future__ import annotations

from typing import NoReturn

import typer


def fail(message: str) -> NoReturn:
    """`error: MESSAGE` in red on stderr, and exit status 2 (a usage error: no traceback)."""
    typer.secho(f"error: {message}", fg=typer.colors.RED, err=True)
    raise typer.Exit(2)
