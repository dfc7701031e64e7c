"""The evaluation package's commands, mounted by cli.py: `parity eval` (pass@k of a model on
a task set, with its progress lines and the trajectories it writes) and `parity tasks
cheat-check` (the reward-hack catalogue against the grader).

`parity eval` is made by `eval_command(resolve_model, from_run)`: a `--model` naming a tuned
model (`smollm2-135m-agent`) is made by a training run on first use (parity.run.agent_model),
and `--config` is a `parity train` config whose evaluation tasks are the run's
(parity.run.tasks); run and the config tree sit above evaluation, so cli.py hands both in.

`tasks_cheat_check` belongs to the tasks group (cli.py joins it there): the catalogue is
parity.tasks.cheats, but it runs in an in-process environment (parity.envserver), which
tasks may not import."""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated

import typer

from parity.clikit import RUN_CONFIG, layered, setup_logging
from parity.clikit import fail as _fail
from parity.threads import set_torch_threads

if TYPE_CHECKING:
    from parity.evaluation.command import FromRun


# eval's own defaults; with --config, the run's values come over them and the flags given
# over those (parity.clikit.layered). The agent's limits are those the default agent
# (smollm2-135m-agent) is run and evaluated with on real repositories
# (configs/smollm2-repos.toml [orchestrator]: its route takes 5-6 turns and a final reply, of
# 160 tokens at most; the kata run, configs/smollm2-cpu.toml, takes 5), so `parity eval`
# measures what a run measures, and a task set finishes on a CPU: 8 bundled tasks at once took
# 4 min 12 s on 2 loaded cores, where 30 turns of 1,024 tokens took about 13 minutes a task
# (issue 46). A larger model, a GPU or a remote server: --max-turns and
# --max-tokens-per-turn, or --config.
EVAL_DEFAULTS = {"model": None, "k": 1, "temperature": None, "seed": 0, "concurrency": 8,
                 "max_turns": 8, "max_tokens_per_turn": 160, "backend": "auto",
                 "device": "auto", "without_tool": None, "threads": 0}


def eval_command(resolve_model: Callable[[str], str],
                 from_run: Callable[[str], FromRun]) -> Callable[..., None]:
    """`parity eval`, given what makes a `--model` argument a model directory (a name or a
    .gguf file: its directory, made once; anything else passed through), and what reads
    `--config` (a `parity train` config: parity.evaluation.command.FromRun)."""

    def eval_cmd(
        model: Annotated[str | None, typer.Option(
            help="A model's name (`parity model list`), a .gguf file, a local model directory "
                 "(built-in engine), the URL of an OpenAI-compatible server, or scripted:FILE "
                 "(replies; per task: docs/training.md). Required, unless the config's "
                 "[model] path gives it.")] = None,
        tasks: Annotated[str | None, typer.Option(
            help="Task file or directory: Parity JSONL, SWE-bench/SWE-Gym/SWE-smith files. "
                 "Required, unless --config gives the run's evaluation tasks.")] = None,
        k: Annotated[int | None, typer.Option(
            "--k", help="Samples per task; reports pass@1 and pass@k. [default: the config's "
                        "[eval] k, else 1]")] = None,
        temperature: Annotated[float | None, typer.Option(
            help="Sampling temperature [default: 1.0 when k > 1 (the config's [eval] "
                 "temperature), else 0].")] = None,
        seed: Annotated[int | None, typer.Option(
            help="Seed of every sample and of the bootstrap. [default: the config's seed, else 0]")] = None,
        concurrency: Annotated[int | None, typer.Option(
            help="Samples in flight at once. [default: the config's [eval] concurrency, else 8]")] = None,
        json_path: Annotated[str | None, typer.Option("--json", help="Write every figure and sample as JSON here.")] = None,
        report: Annotated[str | None, typer.Option(help="Write the markdown report here.")] = None,
        trajectories: Annotated[str | None, typer.Option(help="Write every sample's trajectory here (JSONL).")] = None,
        split: Annotated[str | None, typer.Option(help="Only tasks of this split.")] = None,
        limit: Annotated[int | None, typer.Option(help="Only the first N tasks.")] = None,
        visible_tests: Annotated[bool, typer.Option(
            "--visible-tests", help="Put each synthesized task's tests in its workspace, as a "
                                    "user's repository has them (the route smollm2-135m-agent "
                                    "learned runs them; with --config: its tasks.visible_tests)"
        )] = False,
        max_turns: Annotated[int | None, typer.Option(
            help="[default: the config's [orchestrator] max_turns, else 8]")] = None,
        max_tokens_per_turn: Annotated[int | None, typer.Option(
            help="[default: the config's [orchestrator] max_tokens_per_turn, else 160]")] = None,
        env: Annotated[str | None, typer.Option(help="An env-server URL (default: sessions in this process).")] = None,
        env_token: Annotated[str | None, typer.Option(envvar="PARITY_ENV_TOKEN", help="The env-server's token.")] = None,
        backend: Annotated[str | None, typer.Option(
            help="Sandbox backend of in-process sessions. [default: the config's [envs.env] "
                 "backend, else auto]")] = None,
        tokenizer: Annotated[str | None, typer.Option(help="Tokenizer directory for scripted runs.")] = None,
        model_name: Annotated[str, typer.Option(help="Model name sent to a remote server.")] = "default",
        api_key: Annotated[str | None, typer.Option(envvar="PARITY_API_KEY", help="Remote API key.")] = None,
        device: Annotated[str | None, typer.Option(
            help="Built-in engine device: auto, cpu, cuda, ... [default: the config's [engines] "
                 "device, else auto]")] = None,
        without_tool: Annotated[list[str] | None, typer.Option(
            "--without-tool", help="Leave this tool out (repeatable): not shown to the model, "
                                   "a call to it refused. [default: the config's [envs.env] "
                                   "without_tools]")] = None,
        threads: Annotated[int | None, typer.Option(
            help="torch CPU threads of this process (0: the cores it may use). [default: the "
                 "config's threads, else 0]")] = None,
        harness: Annotated[str | None, typer.Option(
            help="Run this agent harness instead of Parity's loop: a recipe's name (minimal) "
                 "or a shell command, started inside each task's sandbox with "
                 "OPENAI_BASE_URL and OPENAI_API_KEY for this process's engine, every call "
                 "recorded token for token (docs/harness.md). Local models, greedy.")] = None,
        harness_timeout_s: Annotated[float, typer.Option(
            help="Wall time of one harness rollout, in seconds.")] = 600.0,
        config: RUN_CONFIG = None,
    ) -> None:
        """pass@1 and pass@k of a model on a task set, through the production loop, graded by
        the hidden tests; a markdown report and a JSON file. With --config, the model, the
        agent's limits and the evaluation tasks of a `parity train` config."""
        import asyncio

        import httpx

        setup_logging(False)
        run = from_run(config) if config is not None else None
        s = layered(EVAL_DEFAULTS, run.settings if run else {},
                    {"model": model, "k": k, "temperature": temperature, "seed": seed,
                     "concurrency": concurrency, "max_turns": max_turns,
                     "max_tokens_per_turn": max_tokens_per_turn, "backend": backend,
                     "device": device, "without_tool": without_tool or None, "threads": threads})
        if temperature is None and s.k == 1:
            s.temperature = None  # one sample a task is greedy, as a run evaluates it
        if s.model is None:
            _fail("give --model (or --config with a [model] path)")
        if tasks is None and run is None:
            _fail("give --tasks (or --config: the run's evaluation tasks)")
        num_threads = set_torch_threads(s.threads)
        from parity.evaluation.command import EvalOptions, load_eval_tasks, run_eval
        from parity.evaluation.eval_report import markdown, write_report
        from parity.tools.registry import without_tools
        from parity.types import record_json

        k = s.k
        if k < 1 or s.concurrency < 1 or (limit is not None and limit < 1):
            _fail("--k, --concurrency and --limit must be at least 1")
        if s.temperature is not None and s.temperature < 0:
            _fail(f"--temperature must be 0 or more, not {s.temperature}")
        from parity.models.pretrained import ModelNotFound

        try:
            model = resolve_model(s.model)  # a name or a .gguf file: its directory (made once)
        except (ModelNotFound, OSError, RuntimeError) as e:
            _fail(str(e))
        opts = EvalOptions(model=model, tasks=tasks or run.tasks_label, k=k,
                           temperature=s.temperature, seed=s.seed, concurrency=s.concurrency,
                           max_turns=s.max_turns, max_tokens_per_turn=s.max_tokens_per_turn,
                           split=split, limit=limit, env_url=env, env_token=env_token,
                           backend=s.backend, tokenizer=tokenizer, model_name=model_name,
                           api_key=api_key, device=s.device,
                           without_tools=list(s.without_tool or []), harness=harness,
                           harness_timeout_s=harness_timeout_s)
        try:
            without_tools(opts.without_tools)
            if tasks is not None:
                task_list = load_eval_tasks(tasks, split, limit, visible_tests)
            else:  # the run's evaluation set, as `parity train` evaluates before and after
                task_list = [t for t in run.load_tasks() if split is None or t.split == split]
                task_list = task_list[:limit] if limit is not None else task_list
                if not task_list:
                    raise ValueError(f"no tasks in {opts.tasks}"
                                     + (f" with split {split!r}" if split else ""))
        except (OSError, ValueError, ImportError) as e:
            _fail(str(e))
        seed = s.seed
        total, done, solved, started = len(task_list) * k, 0, 0, time.monotonic()
        typer.echo(f"evaluating {model} on {len(task_list)} tasks x {k} samples "
                   f"(temperature {opts.sampling_temperature:g}, seed {seed}; at most "
                   f"{opts.max_turns} turns of {opts.max_tokens_per_turn} tokens, "
                   f"{opts.concurrency} at once, torch threads: {num_threads})", err=True)

        def progress(sample, rec, traj) -> None:
            nonlocal done, solved
            done += 1
            solved += rec.solved
            verdict = "solved" if rec.solved else rec.finish_reason if rec.finish_reason == "error" else "failed"
            typer.echo(f"[{done}/{total}] {sample.task.id} #{rec.index}: {verdict}, reward "
                       f"{rec.reward:g} ({rec.turns} turns, {rec.wall_s:.1f} s); {solved} of "
                       f"{done} solved, {time.monotonic() - started:.0f} s so far", err=True)
            if traj_file is not None:
                traj_file.write(record_json(traj) + "\n")
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

    return eval_cmd


def tasks_cheat_check(
    task_id: Annotated[str | None, typer.Option(help="Task to attack (default: the set's first).")] = None,
    only: Annotated[str | None, typer.Option(help="Comma-separated cheat names to run.")] = None,
    tasks: Annotated[str | None, typer.Option(help="Task file or directory, or `pypi` (default: the bundled training tasks).")] = None,
    backend: Annotated[str, typer.Option(help="Sandbox backend.")] = "auto",
    path: Annotated[str, typer.Option(help="Grading path: fork_server (RL's), sandbox (a new "
                                           "session per grade) or both.")] = "both",
) -> None:
    """Run the catalogue of scripted cheating agents; each must earn 0."""
    import asyncio

    from parity.envserver.config import EnvConfig
    from parity.envserver.sessions import LocalEnv
    from parity.tasks.cheats import run_catalogue
    from parity.tasks.cli import _load
    from parity.tasks.config import GradingConfig

    paths = {"both": ("fork_server", "sandbox"), "fork_server": ("fork_server",),
             "sandbox": ("sandbox",)}.get(path)
    if paths is None:
        _fail(f"--path: fork_server, sandbox or both, not {path!r}")
    specs = _load(tasks) if tasks else None

    async def check(where: str):
        env = LocalEnv(EnvConfig(backend=backend, grading=GradingConfig(
            fork_server=where == "fork_server")))
        try:
            return await run_catalogue(env, task_id, only=only.split(",") if only else None,
                                       specs=specs)
        finally:
            await env.aclose()

    failed = False
    for where in paths:
        try:
            rows, honest = asyncio.run(check(where))
        except ValueError as e:
            _fail(str(e))
        typer.echo(f"== grading path: {where}")
        for row in rows:
            mark = "ok " if row.reward == 0 else "REWARDED"
            typer.echo(f"[{mark}] {row.name:38s} reward={row.reward:g}  {row.why[:110]}")
        typer.echo(f"control: the honest fix earns {honest:g}")
        by_kind = Counter(r.stopped_by for r in rows)
        typer.echo("stopped by: " + ", ".join(f"{k} {n}" for k, n in by_kind.most_common()))
        rewarded = sum(r.reward > 0 for r in rows)
        typer.echo(f"{len(rows)} cheats tried, {rewarded} rewarded")
        failed = failed or rewarded > 0 or honest != 1.0
    sys.exit(1 if failed else 0)
