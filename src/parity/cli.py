"""The `parity` command. Heavy libraries are imported inside commands, so `--help` is fast."""

from __future__ import annotations

import json
import logging
import os
import secrets
import sys
from typing import Annotated

import typer

from parity.search import cli as search_cli
from parity.tasks import cli as tasks_cli

app = typer.Typer(add_completion=False, no_args_is_help=True, rich_markup_mode="markdown",
                  help="Parity: train coding agents with RL in the production harness itself.")
bench_app = typer.Typer(no_args_is_help=True, rich_markup_mode="markdown", help="Benchmarks that print figures and ratios.")
app.add_typer(bench_app, name="bench")
model_app = typer.Typer(no_args_is_help=True, help="Models without a hub: build the embedded default.")
app.add_typer(model_app, name="model")
app.add_typer(tasks_cli.app, name="tasks")
app.add_typer(search_cli.index_app, name="index")
app.add_typer(search_cli.search_app, name="search")


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
def serve(
    model: Annotated[str, typer.Option(help="Local Hugging Face model directory (config, weights, tokenizer).")],
    host: Annotated[str, typer.Option(help="Address to bind; loopback unless you mean it.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    token: Annotated[str | None, typer.Option(
        envvar="PARITY_ENGINE_TOKEN", help="Bearer token clients must send (none: open, and no /update_weights).")] = None,
    device: Annotated[str, typer.Option(help="auto, cpu, cuda, cuda:1, ...")] = "auto",
    dtype: Annotated[str, typer.Option(help="auto (bfloat16 on GPU, float32 on CPU), float32, bfloat16, float16.")] = "auto",
    max_batch_size: Annotated[int, typer.Option(help="Sequences decoded together.")] = 64,
    prefix_cache_mb: Annotated[int, typer.Option(help="Prefix cache budget in MiB; 0 turns it off.")] = 1024,
    served_model_name: Annotated[str | None, typer.Option(help="Name in /v1/models (default: the directory name).")] = None,
    threads: Annotated[int, typer.Option(help="torch CPU threads (0: torch's default).")] = 0,
    verbose: Annotated[bool, typer.Option("--verbose", "-v")] = False,
) -> None:
    """Serve a model with the built-in engine: token-level /generate and OpenAI-compatible chat."""
    _setup_logging(verbose)
    from parity.inference.server import serve_model

    if host not in ("127.0.0.1", "localhost", "::1") and not token:
        typer.secho(f"warning: binding {host} without --token: anyone who reaches it can use the model",
                    err=True, fg=typer.colors.YELLOW)
    typer.echo(f"parity serve {model} on http://{host}:{port}", err=True)
    try:
        serve_model(model, host, port, token=token, device=device, dtype=dtype,
                    max_batch_size=max_batch_size, prefix_cache_bytes=prefix_cache_mb << 20,
                    model_name=served_model_name, threads=threads,
                    log_level="info" if verbose else "warning")
    except (OSError, ValueError) as e:
        _fail(str(e))


@app.command()
def quickstart(
    backend: Annotated[str, typer.Option(help="Sandbox backend.")] = "auto",
    demo_only: Annotated[bool, typer.Option(help="Only the environment demo (seconds).")] = False,
    config: Annotated[str | None, typer.Option(
        help="TOML file of quickstart settings (sizes, budgets, families; see docs/training.md).")] = None,
    out: Annotated[str | None, typer.Option(help="Run directory [default: runs/quickstart].")] = None,
    seed: Annotated[int | None, typer.Option(help="Seed of model, data order and sampling [default: 0].")] = None,
) -> None:
    """The whole system on the embedded default: the environment demo, then model build,
    continued pre-training, demonstrations, SFT and asynchronous RL with a before/after
    evaluation (about 20 minutes on 2 CPU cores)."""
    _setup_logging(False)
    if demo_only:
        from parity.demo import run_demo

        sys.exit(run_demo(backend=backend))
    from pydantic import ValidationError

    from parity.quickstart import load_quickstart_config, run_quickstart

    try:
        cfg = load_quickstart_config(config, out=out, seed=seed, backend=backend)
    except (OSError, ValueError, ValidationError) as e:
        _fail(f"bad quickstart config: {e}")
    sys.exit(run_quickstart(cfg))


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


@app.command()
def rl(
    model: Annotated[str, typer.Option(help="Model directory to start from.")],
    out: Annotated[str, typer.Option(help="Run directory.")] = "runs/rl",
    steps: int = 8,
    seed: int = 0,
    group_size: int = 4,
    groups_per_step: int = 2,
    max_concurrent_rollouts: int = 8,
    temperature: float = 1.0,
    max_eval_tasks: int = 60,
    families: Annotated[str | None, typer.Option(help="Comma-separated mutation kinds to train on.")] = None,
    task_set: Annotated[str, typer.Option(help="bundled (real repositories) or kata (generated practice set).")] = "bundled",
    split_by: Annotated[str, typer.Option(help="kata: what a family is, kind or repo (docs/training.md).")] = "kind",
    rl_kinds: Annotated[str | None, typer.Option(help="--split-by repo: comma-separated kinds RL practises and is evaluated on.")] = None,
    probe_size: Annotated[int | None, typer.Option(help="A new group runs this many rollouts first; all of them only if they disagree.")] = None,
    retire_settled: Annotated[bool, typer.Option(help="Draw a task whose group had no reward variance no more.")] = False,
    lr: float = 2e-5,
    max_rollouts: Annotated[int, typer.Option(help="Stop after this many rollouts.")] = 400,
    max_wall_s: Annotated[float, typer.Option(help="Stop RL after this many seconds.")] = 1800.0,
    ray: Annotated[bool, typer.Option("--ray/--no-ray", help="Engine, environment and trainer as Ray actors.")] = False,
    address: Annotated[str | None, typer.Option(help="With --ray: join this Ray cluster (default: a local Ray).")] = None,
) -> None:
    """Asynchronous RL on bundled tasks (real engine, trainer, sandboxes and grader), with a
    before/after evaluation on unseen instances and held-out repositories."""
    _setup_logging(False)
    from parity.rl import RLConfig, run_rl
    from parity.train.config import TrainConfig

    try:  # a bad value (an unknown --split-by, say) is a ValueError too: a message, no traceback
        cfg = RLConfig(model=model, out=out, steps=steps, seed=seed, group_size=group_size,
                       groups_per_step=groups_per_step, max_concurrent_rollouts=max_concurrent_rollouts,
                       temperature=temperature, max_eval_tasks=max_eval_tasks,
                       rl_families=families.split(",") if families else None,
                       task_set=task_set, split_by=split_by,
                       rl_kinds=rl_kinds.split(",") if rl_kinds else None, probe_size=probe_size,
                       retire_settled_tasks=retire_settled,
                       max_rollouts=max_rollouts, max_wall_s=max_wall_s, ray=ray, ray_address=address,
                       train=TrainConfig(lr=lr, total_steps=max(steps, 1) * 2, micro_batch_tokens=16384))
        summary = run_rl(cfg)
    except (FileNotFoundError, ValueError) as e:
        _fail(str(e))
    typer.echo(json.dumps(summary, indent=2))


@model_app.command("build")
def model_build(
    out: Annotated[str, typer.Option(help="Directory to write the model and tokenizer to.")],
    kind: Annotated[str, typer.Option(help="dense (Qwen2) or moe (Qwen2-MoE).")] = "dense",
    seed: int = 0,
    corpus_bytes: Annotated[int, typer.Option(help="Local code to train the tokenizer on.")] = 4 << 20,
    vocab_size: int = 4096,
    copy_circuit: Annotated[bool, typer.Option(
        help="Write a frozen induction (copy) circuit into layers 0-1 (inference/induction.py)."
    )] = False,
) -> None:
    """Build the embedded default: a tokenizer trained on local code and a tiny model."""
    _setup_logging(False)
    from parity.inference.models import TinyConfig, build_default

    try:
        path = build_default(out, TinyConfig(kind=kind, vocab_size=vocab_size,
                                             copy_circuit=copy_circuit), seed=seed,
                             corpus_bytes=corpus_bytes)
    except ValueError as e:
        _fail(str(e))
    typer.echo(f"wrote {path}")


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
    threads: Annotated[int, typer.Option(help="torch CPU threads (0: torch's default).")] = 0,
) -> None:
    """Built-in engine: concurrent requests vs sequential HF generate, logprob agreement,
    prefix cache on a multi-turn agent workload."""
    _setup_logging(False)
    from parity.bench.engine import BenchConfig, run

    sys.exit(run(BenchConfig(hidden=hidden, layers=layers, vocab=vocab, requests=requests,
                             prompt_tokens=prompt_tokens, new_tokens=new_tokens,
                             sessions=sessions, turns=turns, threads=threads), json_path=json_path))


@bench_app.command("search")
def bench_search(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    model: Annotated[str, typer.Option(help="'default' (packaged MiniLM), a model directory, or 'hash'.")] = "default",
    limit_modules: Annotated[int | None, typer.Option(help="Only this many stdlib modules (smoke runs).")] = None,
    max_queries: Annotated[int | None, typer.Option(help="At most this many queries, spread evenly.")] = None,
    latency_queries: Annotated[int, typer.Option(help="Queries timed one at a time.")] = 300,
    cache_dir: Annotated[str | None, typer.Option(help="Embedding cache (default: ~/.cache/parity/search).")] = None,
) -> None:
    """Semantic search on the Python standard library: recall@1/@10 and MRR of BM25, dense
    and hybrid; index throughput, query latency, re-index after a one-file edit."""
    _setup_logging(False)
    from parity.bench.search import run

    sys.exit(run(json_path=json_path, model=model, limit_modules=limit_modules,
                 max_queries=max_queries, cache_dir=cache_dir, latency_queries=latency_queries))


def _run_training(kind: str, model: str, out: str, steps: int, schedule_steps: int | None,
                  max_time_s: float | None, lr: float, warmup_steps: int, micro_batch_tokens: int,
                  save_every: int, resume: bool, bf16: bool, gradient_checkpointing: bool,
                  seed: int, **data) -> None:
    from transformers.utils import logging as hf_logging

    from parity.train.config import TrainConfig
    from parity.train.pretrain import LoopOptions, pretrain, sft

    hf_logging.disable_progress_bar()  # our own progress lines say more

    cfg = TrainConfig(lr=lr, warmup_steps=warmup_steps, total_steps=schedule_steps or steps,
                      micro_batch_tokens=micro_batch_tokens, seed=seed,
                      mixed_precision="bf16" if bf16 else "auto",
                      gradient_checkpointing=gradient_checkpointing)
    opts = LoopOptions(out_dir=out, max_steps=steps, max_time_s=max_time_s,
                       save_every_steps=save_every, resume=resume, seed=seed)
    try:
        if kind == "pretrain":
            pretrain(model, cfg, opts, **data)
        else:
            sft(model, data.pop("data_path"), cfg, opts, **data)
    except (OSError, ValueError) as e:
        _fail(str(e))


_STEPS = Annotated[int, typer.Option(help="Optimizer steps to stop at.")]
_SCHEDULE = Annotated[int | None, typer.Option(help="Steps the cosine LR schedule spans (default: --steps).")]
_TIME = Annotated[float | None, typer.Option(help="Stop after this many seconds (checkpointing first).")]
_RESUME = Annotated[bool, typer.Option("--resume", help="Continue from OUT/checkpoints/latest.")]
_BF16 = Annotated[bool, typer.Option("--bf16", help="bf16 autocast (on by itself on CUDA; off on CPU unless this flag).")]
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
) -> None:
    """Continued pre-training (mid-training) on a local code corpus, next-token loss."""
    _setup_logging(False)
    _run_training("pretrain", model, out, steps, schedule_steps, max_time_s, lr, warmup_steps,
                  micro_batch_tokens, save_every, resume, bf16, gradient_checkpointing, seed,
                  seq_len=seq_len, batch_rows=batch_rows, corpus_bytes=corpus_bytes)


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
) -> None:
    """Supervised fine-tuning on trajectories, loss only where loss_mask is 1."""
    _setup_logging(False)
    _run_training("sft", model, out, steps, schedule_steps, max_time_s, lr, warmup_steps,
                  micro_batch_tokens, save_every, resume, bf16, gradient_checkpointing, seed,
                  data_path=data, batch_size=batch_size, max_tokens=micro_batch_tokens)


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
) -> None:
    """GRPO training tokens/s: Parity's trainer next to TRL's GRPOTrainer, same model and data."""
    _setup_logging(False)
    if vs not in ("trl", "none"):
        _fail(f"--vs must be trl or none, not {vs!r}")
    from dataclasses import replace

    from parity.bench.train import BenchConfig, run

    cfg = BenchConfig(steps=steps, prompts=prompts, generations=generations,
                      max_prompt_tokens=max_prompt_tokens, max_completion_tokens=max_completion_tokens,
                      hidden=hidden, layers=layers, vocab=vocab, threads=threads, with_trl=vs == "trl")
    if uniform_lengths:
        cfg = replace(cfg, min_prompt_tokens=max_prompt_tokens, min_completion_tokens=max_completion_tokens)
    sys.exit(run(cfg, json_path=json_path))


@bench_app.command("sft")
def bench_sft(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    demos: Annotated[str | None, typer.Option(help="A JSONL of trajectories (e.g. a quickstart's demos.jsonl); default: synthetic agent-shaped rows.")] = None,
    steps: Annotated[int, typer.Option(help="Timed steps per path (after one warm-up).")] = 6,
    batch: int = 4, prefix_tokens: int = 700, suffix_tokens: int = 400,
    hidden: int = 192, layers: int = 4,
    threads: Annotated[int, typer.Option(help="torch CPU threads (0: torch's default).")] = 0,
) -> None:
    """SFT tokens/s with the shared prefix (system prompt) run once, next to packing."""
    _setup_logging(False)
    from parity.bench.sft import SftBenchConfig, run

    if demos and not os.path.isfile(demos):
        _fail(f"--demos: no file {demos}")
    cfg = SftBenchConfig(steps=steps, batch=batch, prefix_tokens=prefix_tokens,
                         suffix_tokens=suffix_tokens, hidden=hidden, layers=layers,
                         threads=threads, demos=demos)
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
) -> None:
    """Weight-sync bandwidth per transport, publish to received, next to memcpy."""
    _setup_logging(False)
    from parity.bench.weights import run

    try:
        code = run(json_path=json_path, size_mb=size_mb, rounds=rounds,
                   transports=tuple(t.strip() for t in transports.split(",") if t.strip()))
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


def main() -> None:
    app()


if __name__ == "__main__":
    main()
