"""What the modules of the `parity` command share: one way to refuse, one way to set up
logging, the `--threads` and `--config` options, and one rule for a setting that a flag, a
config file and a default may all give (`layered`). cli.py mounts the commands of each
package's cli.py (bench/, evaluation/, tasks/, search/, dashboard/, observe/); they all
import this, so it sits in the lowest layer and imports typer only, no Parity module."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from types import SimpleNamespace
from typing import Annotated, Any, NoReturn

import typer

# one setting for every command that computes (parity.threads.set_torch_threads); `parity
# train` maps it to the config tree's `threads`
THREADS = Annotated[int, typer.Option(
    help="torch CPU threads of this process (0: the cores it may use, shared among the "
         "processes it starts).")]


# `parity eval`, `parity agent` and `parity serve`: a `parity train` config, read for what the
# command shares with the run (the model, the agent's limits, ...: docs/training.md)
RUN_CONFIG = Annotated[str | None, typer.Option(
    help="A `parity train` config (TOML): its model, agent limits and the like, as the run "
         "had them; a flag given beats it.")]


def layered(defaults: Mapping[str, Any], *layers: Mapping[str, Any]) -> SimpleNamespace:
    """A command's settings: its defaults, then each layer over them, lowest first (a config
    file's values, then the flags given). A later layer's value beats an earlier one's, and
    None in a layer means "not set here". That is why a command that reads a config file
    gives its flags a None default (the real default in their help): a flag's own default
    written over the file would lose the file's value silently. The defaults are taken
    whole, None included."""
    out = dict(defaults)
    for layer in layers:
        out.update({k: v for k, v in layer.items() if v is not None})
    return SimpleNamespace(**out)


def fail(message: str) -> NoReturn:
    """`error: MESSAGE` in red on stderr, and exit status 2 (a usage error: no traceback)."""
    typer.secho(f"error: {message}", fg=typer.colors.RED, err=True)
    raise typer.Exit(2)


def setup_logging(verbose: bool) -> None:
    logging.basicConfig(level=logging.INFO if verbose else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
