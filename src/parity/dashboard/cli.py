"""`parity dashboard RUN_DIR`, and the `--dashboard` of `parity train` and `parity
quickstart` (`start_beside`); cli.py mounts the command."""

from __future__ import annotations

from typing import Annotated

import typer

from parity.clikit import fail as _fail
from parity.clikit import setup_logging


def start_beside(out: str, port: int) -> None:
    """`--dashboard` of `parity train` and `parity quickstart`: the dashboard in a thread of
    this process, serving the run directory."""
    from pathlib import Path

    from parity.dashboard.app import port_error, start_in_thread

    if (why := port_error("127.0.0.1", port)) is not None:
        _fail(f"--dashboard: {why} (choose another with --dashboard-port)")
    start_in_thread(Path(out).expanduser(), "127.0.0.1", port)
    typer.echo(f"dashboard: http://127.0.0.1:{port}/", err=True)


def dashboard(
    run_dir: Annotated[str, typer.Argument(help="A run directory (`out` of `parity train`), live or finished.")],
    host: Annotated[str, typer.Option(help="Address to bind; loopback unless you mean it.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8765,
) -> None:
    """A web page over a run: the env-server fleet, the curves, the rollouts and a
    trajectory viewer, refreshed while the run goes on (docs/observability.md)."""
    setup_logging(False)
    from pathlib import Path

    from parity.dashboard.app import port_error, serve
    from parity.dashboard.runfiles import check_run_dir

    path = Path(run_dir).expanduser()
    if (why := check_run_dir(path) or port_error(host, port)) is not None:
        _fail(why)
    if host not in ("127.0.0.1", "localhost", "::1"):
        typer.secho(f"warning: binding {host}: the dashboard has no login, and shows every "
                    "prompt, tool output and test report of the run", err=True,
                    fg=typer.colors.YELLOW)
    typer.echo(f"dashboard of {path}: http://{host}:{port}/", err=True)
    serve(path, host, port)
