"""`parity bench ...`: the benchmark commands, one module of this package each (env.py for
`parity bench env`, ...); cli.py mounts this group. Heavy imports stay inside the commands.

`parity search train-fusion` is here too (`search_train_fusion`, joined to the search group
by cli.py): it mines and indexes as the search benchmark does (bench/search.py), and
parity.search may not import bench."""

from __future__ import annotations

import json
import os
import pathlib
import sys
from typing import Annotated

import typer

from parity.clikit import fail as _fail
from parity.clikit import setup_logging
from parity.search.cli import CacheOpt, ModelOpt

app = typer.Typer(no_args_is_help=True, rich_markup_mode="markdown", help="Benchmarks that print figures and ratios.")


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



@app.command("rollout")
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
    setup_logging(False)
    from parity.bench.rollout import run

    sys.exit(run(json_path, slots, steps, group_size, step_s, sigma, median_s, seed))


@app.command("env")
def bench_env(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    iterations: Annotated[int, typer.Option(help="Samples per latency figure.")] = 50,
    swerex: Annotated[bool, typer.Option(help="Also run SWE-ReX side by side.")] = True,
) -> None:
    """Environment latencies (session create, read_file, shell, 8 concurrent sleeps),
    Parity next to SWE-ReX on the same machine."""
    setup_logging(False)
    from parity.bench.env import run

    sys.exit(run(json_path=json_path, iterations=iterations, with_swerex=swerex))


@app.command("load")
def bench_load(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    sessions: Annotated[int, typer.Option(help="Concurrent sessions on the one env server.")] = 256,
    requests: Annotated[int | None, typer.Option(help="Requests in all (default: 8 per session).")] = None,
    seconds: Annotated[float | None, typer.Option(help="Stop after this long instead (or as well).")] = None,
) -> None:
    """One env server under many concurrent sessions issuing mixed tool calls: throughput,
    p50/p99 per tool, errors, 429s, memory per session."""
    setup_logging(False)
    from parity.bench.load import run

    try:
        code = run(json_path=json_path, num_sessions=sessions, num_requests=requests,
                   seconds=seconds)
    except ValueError as e:
        _fail(str(e))
    sys.exit(code)


@app.command("grade")
def bench_grade(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    num_tasks: Annotated[int, typer.Option(help="Tasks whose gold patches are graded.")] = 10,
    iterations: Annotated[int, typer.Option(help="Grades per task and path.")] = 3,
    tasks: Annotated[str | None, typer.Option(help="A task file or directory instead of the bundled tasks.")] = None,
) -> None:
    """Grade latency (p50, p99) through the fork server and a new sandbox per grade, side
    by side on the same gold patches, and the speedup."""
    setup_logging(False)
    from parity.bench.grade import run

    sys.exit(run(json_path=json_path, num_tasks=num_tasks, iterations=iterations,
                 tasks_path=tasks))


@app.command("memory")
def bench_memory(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    model: Annotated[str, typer.Option(help="A name (`parity model list`), a .gguf file or a model directory.")] = "smollm2-135m",
    rounds: Annotated[int, typer.Option(help="Rounds of generate, train, sync.")] = 4,
    rows: Annotated[int, typer.Option(help="Sequences per round.")] = 16,
    new_tokens: Annotated[int, typer.Option(help="Tokens generated per sequence.")] = 96,
    threads: Annotated[int, typer.Option(help="torch CPU threads of each run.")] = 1,
    settings: Annotated[str, typer.Option(help="Comma-separated, among glibc (malloc as it comes), mmap (the former setting: a fixed 256 KiB mmap threshold) and parity (the heap trimmer); parity is always run.")] = "glibc,parity",
) -> None:
    """A run's peak memory (engine and trainer in one process, rounds of generate, train and
    weight sync) with glibc's malloc as it comes beside Parity's setting (a heap trimmer),
    each in a fresh process at the same time, and the ratios."""
    setup_logging(False)
    from parity.bench.memory import SETTINGS, MemoryBenchConfig, run
    from parity.models.pretrained import ModelNotFound

    if min(rounds, rows, new_tokens, threads) < 1:
        _fail("--rounds, --rows, --new-tokens and --threads must be 1 or more")
    chosen = [s.strip() for s in settings.split(",") if s.strip()]
    unknown = sorted(set(chosen) - set(SETTINGS))
    if unknown:
        _fail(f"--settings: {', '.join(unknown)} unknown; choose among {', '.join(SETTINGS)}")
    chosen = tuple(s for s in SETTINGS if s in chosen or s == "parity")
    try:
        code = run(MemoryBenchConfig(model=model, rounds=rounds, rows=rows, new_tokens=new_tokens,
                                     threads=threads, settings=chosen), json_path=json_path)
    except (ModelNotFound, ValueError, OSError, RuntimeError) as e:
        _fail(str(e))
    sys.exit(code)


@app.command("peak")
def bench_peak(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    threads: Annotated[int, typer.Option(help="torch CPU threads (a run measures at its own).")] = 1,
    size: Annotated[int, typer.Option(help="Side of the large square matmul.")] = 2048,
    seconds: Annotated[float, typer.Option(help="Timed seconds per shape, after a warm-up.")] = 0.6,
) -> None:
    """This CPU's bf16 matmul GFLOP/s (a small model's linears and a large square) and its
    class (AMX, AVX512-BF16, neither), cached for the time breakdown of `parity train`."""
    setup_logging(False)
    if threads < 1 or size < 1 or seconds <= 0:
        _fail("--threads and --size must be 1 or more, --seconds more than 0")
    from parity.bench.peak import run

    sys.exit(run(threads, size, seconds, json_path))


@app.command("engine")
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
    setup_logging(False)
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
        except (ModelNotFound, ValueError, OSError, RuntimeError) as e:  # a server that failed, a run with nothing to time
            _fail(str(e))
        sys.exit(code)
    if vs != "none":
        _fail("--vs needs --model")
    from parity.bench.engine import BenchConfig, run

    sys.exit(run(BenchConfig(hidden=hidden, layers=layers, vocab=vocab, requests=requests,
                             prompt_tokens=prompt_tokens, new_tokens=new_tokens,
                             sessions=sessions, turns=turns, threads=threads), json_path=json_path))



@app.command("search")
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
    setup_logging(False)
    from parity.bench.search import run

    sys.exit(run(json_path=json_path, model=model, limit_modules=limit_modules,
                 max_queries=max_queries, cache_dir=cache_dir, latency_queries=latency_queries,
                 roots=root, pypi=pypi, stdlib=stdlib, fusion_weights=fusion_weights))


@app.command("train")
def bench_train(
    vs: Annotated[str, typer.Option(help="trl: TRL's GRPOTrainer side by side; packed: Parity with every rollout packed whole (no shared prompt); sdpa: Parity with torch's SDPA attention instead of its kernels (train.attention); none: Parity alone.")] = "trl",
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
    trajectories: Annotated[str | None, typer.Option(help="Train on a run's rollouts (its buffer/trajectories.jsonl, with the --model it trained): the first --prompts groups whose rewards differ, --generations each.")] = None,
    micro_batch_tokens: Annotated[int, typer.Option(help="train.micro_batch_tokens on every side (0: max(16384, half the batch)).")] = 0,
) -> None:
    """GRPO training tokens/s and peak memory: Parity's trainer next to TRL's GRPOTrainer,
    same model and data."""
    setup_logging(False)
    if vs not in ("trl", "packed", "sdpa", "none"):
        _fail(f"--vs must be trl, packed, sdpa or none, not {vs!r}")
    if trajectories is not None:
        if not os.path.isfile(trajectories):
            _fail(f"--trajectories: no file {trajectories}")
        if model is None or vs == "trl":
            _fail("--trajectories needs the --model that made them, and --vs packed, sdpa or none")
    from dataclasses import replace

    from parity.bench.train import BenchConfig, run

    model = _model_dir(model)
    cfg = BenchConfig(steps=steps, prompts=prompts, generations=generations,
                      max_prompt_tokens=max_prompt_tokens, max_completion_tokens=max_completion_tokens,
                      hidden=hidden, layers=layers, vocab=vocab, threads=threads, with_trl=vs == "trl",
                      vs_packed=vs == "packed", vs_sdpa=vs == "sdpa", model=model, bf16=bf16,
                      gradient_checkpointing=gradient_checkpointing, memory=memory,
                      trajectories=trajectories, micro_batch_tokens=micro_batch_tokens)
    if uniform_lengths:
        cfg = replace(cfg, min_prompt_tokens=max_prompt_tokens, min_completion_tokens=max_completion_tokens)
    try:
        code = run(cfg, json_path=json_path)
    except (OSError, ValueError) as e:  # a --model that is no model directory
        _fail(str(e))
    sys.exit(code)


@app.command("sft")
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
    setup_logging(False)
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


@app.command("weights")
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
    setup_logging(False)
    from parity.bench.weights import run

    try:
        code = run(json_path=json_path, size_mb=size_mb, rounds=rounds,
                   transports=tuple(t.strip() for t in transports.split(",") if t.strip()),
                   engines=engines, update_rounds=update_rounds,
                   update_models=tuple(m.strip() for m in update_models.split(",") if m.strip()))
    except ValueError as e:
        _fail(str(e))
    sys.exit(code)


@app.command("gpu")
def bench_gpu(
    out: Annotated[str, typer.Option(help="Directory for gpu_bench.json (written after each part).")] = ".",
    tiny: Annotated[bool, typer.Option("--tiny", help="A tiny Qwen2 instead of 0.5B; CPU without CUDA.")] = False,
) -> None:
    """One-shot GPU check: bf16 training tokens/s of a random Qwen2-0.5B, weight-sync GB/s
    (device copy, CUDA IPC, shm, NCCL), engine/trainer logprob mismatch (bf16 and fp32)."""
    setup_logging(False)
    from parity.bench.gpu import run

    sys.exit(run(out, tiny=tiny))


@app.command("faults")
def bench_faults(
    json_path: Annotated[str | None, typer.Option("--json", help="Write the figures as JSON here.")] = None,
    kinds: Annotated[str, typer.Option(help="Comma-separated: env_server_kill, engine_replica_kill, engine_hang, trainer_kill, disk_full.")] = "env_server_kill,engine_replica_kill,engine_hang,trainer_kill,disk_full",
    steps: Annotated[int, typer.Option(min=4, help="RL steps per run; the fault comes after the first, and a group starts after it.")] = 4,
    work_dir: Annotated[str | None, typer.Option(help="Where the runs go (default: a temporary directory).")] = None,
    request_timeout_s: Annotated[float, typer.Option(help="Engine request timeout (how soon a hung replica is noticed).")] = 15.0,
) -> None:
    """A tiny real training run per fault (a dead env server, a dead or hung engine replica, a
    killed trainer, a full disk): did the run finish, were trajectories lost or doubled, how
    long to the next step."""
    setup_logging(False)
    import tempfile

    from parity.bench.faults import FaultBench, run

    with tempfile.TemporaryDirectory(prefix="parity-faults-") as tmp:
        b = FaultBench(pathlib.Path(work_dir or tmp), steps=steps, request_timeout_s=request_timeout_s)
        try:
            report = run(b, [k.strip() for k in kinds.split(",") if k.strip()], json_path)
        except (ValueError, RuntimeError) as e:
            _fail(str(e))
    sys.exit(0 if all(f["recovered"] for f in report["faults"]) else 1)


# `parity search train-fusion`: a command of the search group (cli.py joins it there), whose
# code is the search benchmark's (codebases mined and indexed as `parity bench search` does)
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
    validate: Annotated[bool, typer.Option(
        help="Also print leave-one-codebase-out figures (one fit per codebase).")] = False,
    model: ModelOpt = "default",
    cache_dir: CacheOpt = None,
) -> None:
    """Fit the learned fusion of BM25 and dense rankings on pairs mined from codebases the
    benchmark does not score; use the result with `--fusion-weights`."""
    if not root and not pypi and not stdlib_modules:
        _fail("name codebases to train on with --root, --pypi or --stdlib-modules")
    from parity.bench.search import codebases_from, stdlib_training_codebase
    from parity.bench.search import train_fusion as fit_fusion

    try:
        codebases = codebases_from(root, pypi, False, None) if root or pypi else []
        if stdlib_modules:
            codebases.append(stdlib_training_codebase(stdlib_modules))
        result = fit_fusion(codebases, pathlib.Path(out), model, max_queries, cache_dir, steps,
                            validate)
    except (ValueError, RuntimeError) as e:
        _fail(str(e))
    typer.echo(f"trained on {result['num_trained']} of {result['num_queries']} queries (the "
               f"rest had no answer among the candidates) from "
               f"{', '.join(result['codebases'])}; loss {result['loss']:.3f}")
    typer.echo(json.dumps(result["weights"]))
    if "leave_one_codebase_out" in result:
        typer.echo(f"leave one codebase out: {json.dumps(result['leave_one_codebase_out'])}")
    typer.echo(f"saved to {out}")

