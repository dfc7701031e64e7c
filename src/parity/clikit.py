"""What the modules of the `parity` command share: one way to refuse, one way to set up
logging, and the `--threads` option. cli.py mounts the commands of each package's cli.py
(bench/, evaluation/, tasks/, search/, dashboard/, observe/); they all import this, so it
sits in the lowest layer and imports typer only, no Parity module."""

from __future__ import annotations

import logging
from typing import Annotated, NoReturn

import typer

# one setting for every command that computes (parity.threads.set_torch_threads); `parity
# train` maps it to the config tree's `threads`
THREADS = Annotated[int, typer.Option(
    help="torch CPU threads of this process (0: the cores it may use, shared among the "
         "processes it starts).")]


def fail(message: str) -> NoReturn:
    """`error: MESSAGE` in red on stderr, and exit status 2 (a usage error: no traceback)."""
    typer.secho(f"error: {message}", fg=typer.colors.RED, err=True)
    raise typer.Exit(2)


def setup_logging(verbose: bool) -> None:
    logging.basicConfig(level=logging.INFO if verbose else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
