"""The `parity` command. Heavy libraries are imported inside commands, so `--help` is fast."""

from __future__ import annotations

import logging
import os
import secrets
import sys
from typing import Annotated

import typer

from parity.tasks import cli as tasks_cli

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="Parity: train coding agents with RL in the production harness itself.")
bench_app = typer.Typer(no_args_is_help=True, help="Benchmarks that print figures and ratios.")
app.add_typer(bench_app, name="bench")
app.add_typer(tasks_cli.app, name="tasks")


def _fail(message: str) -> None:
    typer.secho(f"error: {message}", fg=typer.colors.RED, err=True)
    raise typer.Exit(2)


def _setup_logging(verbose: bool) -> None:
    logging.basicConfig(level=logging.INFO if verbose else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")


@app.command("env-server")
def env_server(
    host: Annotated[str, typer.Option(help="Address to bind; loopback unless you mean it.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8700,
    token: Annotated[str | None, typer.Option(
        envvar="PARITY_ENV_TOKEN", help="Bearer token clients must send (default: random, printed).")] = None,
    backend: Annotated[str, typer.Option(help="Sandbox backend: auto, bwrap, docker, podman, local.")] = "auto",
    max_sessions: Annotated[int, typer.Option(help="Sessions before new ones get 429.")] = 256,
    session_ttl_s: Annotated[float, typer.Option(help="Idle seconds before a session is reaped.")] = 900.0,
    config: Annotated[str | None, typer.Option(help="TOML config file ([env_server] section).")] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v")] = False,
) -> None:
    """Serve sandboxed sessions and the production tools over HTTP."""
    _setup_logging(verbose)
    from parity.config import load_config
    from parity.envserver.app import serve
    from parity.envserver.sessions import LocalEnv
    from parity.sandbox import SandboxError

    try:
        cfg = load_config(config).env_server
    except (OSError, ValueError) as e:
        _fail(str(e))
    env_cfg = cfg.env.model_copy(update={"backend": backend, "max_sessions": max_sessions,
                                          "session_ttl_s": session_ttl_s})
    if host not in ("127.0.0.1", "localhost", "::1"):
        typer.secho(f"warning: binding {host}: sessions run code, guard the token", err=True,
                    fg=typer.colors.YELLOW)
    token = token or cfg.token or secrets.token_urlsafe(24)
    try:
        env = LocalEnv(env_cfg)
    except (SandboxError, ValueError) as e:
        _fail(str(e))
    typer.echo(f"parity env-server on http://{host}:{port} backend={env.backend.name} "
               f"max_sessions={max_sessions}", err=True)
    if not os.environ.get("PARITY_ENV_TOKEN"):
        typer.echo(f"token: {token}", err=True)
    serve(env, host, port, token, log_level="info" if verbose else "warning")


@app.command()
def quickstart(
    backend: Annotated[str, typer.Option(help="Sandbox backend.")] = "auto",
) -> None:
    """Run the main end-to-end demo on the embedded default."""
    _setup_logging(False)
    from parity.demo import run_demo

    sys.exit(run_demo(backend=backend))


@bench_app.command("env")
def bench_env(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    iterations: Annotated[int, typer.Option(help="Samples per latency figure.")] = 50,
    swerex: Annotated[bool, typer.Option(help="Also run SWE-ReX side by side.")] = True,
) -> None:
    """Environment latencies (session create, read_file, shell, 8 concurrent sleeps),
    Parity next to SWE-ReX on the same machine."""
    _setup_logging(False)
    from parity.bench.env import run

    sys.exit(run(json_path=json_path, iterations=iterations, with_swerex=swerex))


def main() -> None:
    app()


if __name__ == "__main__":
    main()
