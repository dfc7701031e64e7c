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
model_app = typer.Typer(no_args_is_help=True, help="Models without a hub: build the embedded default.")
app.add_typer(model_app, name="model")
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


@app.command()
def agent(
    task: Annotated[str, typer.Argument(help="What the agent should do.")],
    repo: Annotated[str, typer.Option(help="The repository to work on.")] = ".",
    model: Annotated[str, typer.Option(
        help="A local model directory (built-in engine), the URL of an OpenAI-compatible "
             "server, or scripted:FILE (a JSON list of replies).")] = "",
    tokenizer: Annotated[str | None, typer.Option(help="Tokenizer directory for scripted runs.")] = None,
    model_name: Annotated[str, typer.Option(help="Model name sent to a remote server.")] = "default",
    api_key: Annotated[str | None, typer.Option(envvar="PARITY_API_KEY", help="Remote API key.")] = None,
    apply: Annotated[bool, typer.Option(help="Write the final diff back into --repo.")] = False,
    max_turns: int = 30,
    max_tokens_per_turn: int = 1024,
    temperature: float = 0.0,
    backend: Annotated[str, typer.Option(help="Sandbox backend.")] = "auto",
) -> None:
    """Run the agent on a local repository in a sandboxed session; print the transcript
    and the diff (applied with --apply)."""
    import asyncio
    from pathlib import Path

    _setup_logging(False)
    from parity.agent.loop import AgentLimits
    from parity.agent.run import make_policy, run_on_repo, transcript
    from parity.sandbox import SandboxError

    root = Path(repo).resolve()
    if not root.is_dir():
        _fail(f"repository not found: {repo}")
    if not model:
        _fail("give --model: a model directory, an http(s):// URL, or scripted:FILE")
    try:
        policy, closer = make_policy(model, tokenizer, temperature, api_key, model_name)
    except (OSError, ValueError) as e:
        _fail(str(e))
    limits = AgentLimits(max_turns=max_turns, max_tokens_per_turn=max_tokens_per_turn)

    async def go():
        try:
            return await run_on_repo(root, task, policy, limits, backend=backend, apply=apply)
        finally:
            if closer is not None and hasattr(closer, "aclose"):
                await closer.aclose()

    try:
        result = asyncio.run(go())
    except (SandboxError, RuntimeError, OSError) as e:
        _fail(str(e))
    typer.echo(transcript(result.trajectory))
    typer.echo("\n── diff ──")
    typer.echo(result.diff or "(no changes)")
    if result.applied:
        typer.echo(f"applied to {root}")
    elif result.diff and not apply:
        typer.echo("(not applied: rerun with --apply to write it into the repository)")


@model_app.command("build")
def model_build(
    out: Annotated[str, typer.Option(help="Directory to write the model and tokenizer to.")],
    kind: Annotated[str, typer.Option(help="dense (Qwen2) or moe (Qwen2-MoE).")] = "dense",
    seed: int = 0,
    corpus_bytes: Annotated[int, typer.Option(help="Local code to train the tokenizer on.")] = 4 << 20,
    vocab_size: int = 4096,
) -> None:
    """Build the embedded default: a tokenizer trained on local code and a tiny model."""
    _setup_logging(False)
    from parity.inference.models import TinyConfig, build_default

    try:
        path = build_default(out, TinyConfig(kind=kind, vocab_size=vocab_size), seed=seed,
                             corpus_bytes=corpus_bytes)
    except ValueError as e:
        _fail(str(e))
    typer.echo(f"wrote {path}")


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
