"""`parity eval`'s wiring: a task file, a model, an environment, then `evaluate`.

    --tasks FILE ──► load_tasks ──► every repository on this machine? ──► Task (snapshots built)
    --model ──► EvalModel (engine dir / OpenAI URL / scripted replay) ──┐
    --env URL or an in-process LocalEnv ────────────────────────────────┼─► RolloutWorker per sample
                                                                        ▼
                                                       evaluate(k, concurrency, seed) ─► EvalResult

`--without-tool NAME` takes a tool out of the in-process sessions (EnvConfig.without_tools):
the model is not shown it (neither in the tool list nor in the system prompt, which the loop
fits to the listed tools) and a call to it gets the unknown-tool error.

Every user mistake (a missing file, an unreadable task file, a bad URL, a repository not on
this machine) is a `ValueError`/`OSError` with a one-line message before any rollout starts.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from parity.evaluation.runner import EvalResult, EvalSample, SampleRecord, evaluate
from parity.types import Task, Trajectory


@dataclass
class EvalOptions:
    model: str
    tasks: str
    k: int = 1
    temperature: float | None = None  # None: 1.0 when k > 1, else 0 (greedy)
    seed: int = 0
    concurrency: int = 8
    max_turns: int = 8  # why: evaluation/cli.py, EVAL_DEFAULTS
    max_tokens_per_turn: int = 160
    split: str | None = None  # only tasks of this split
    limit: int | None = None  # only the first N tasks (after --split)
    env_url: str | None = None  # an env-server; None: sessions in this process
    env_token: str | None = None
    backend: str = "auto"  # the in-process environment's sandbox
    tokenizer: str | None = None  # scripted models
    model_name: str = "default"  # sent to an OpenAI-compatible server
    api_key: str | None = None
    device: str = "auto"
    # tools the model is not offered (an ablation: `--without-tool semantic_search`)
    without_tools: list[str] = field(default_factory=list)
    # an external harness instead of Parity's loop (parity.harness): a recipe or a command
    harness: str | None = None
    harness_timeout_s: float = 600.0  # one harness rollout's wall time

    @property
    def sampling_temperature(self) -> float:
        if self.temperature is not None:
            return self.temperature
        return 1.0 if self.k > 1 else 0.0


@dataclass
class FromRun:
    """What `parity eval --config FILE` takes from a `parity train` config: the run's values
    of eval's options (by option name; None: the run leaves it to eval's default), and its
    evaluation tasks, used where --tasks is not given. cli.py reads the file: the config
    tree and the run's task sets sit above evaluation."""

    settings: dict[str, Any]
    tasks_label: str
    load_tasks: Callable[[], list[Task]]


def load_eval_tasks(path: str, split: str | None = None, limit: int | None = None,
                    visible_tests: bool = False) -> list[Task]:
    """The runnable tasks of a task file or directory; a task whose repository is not on this
    machine, or whose bug does not apply, is a ValueError naming it. `visible_tests`: their
    tests in the workspace (parity.tasks.schema.with_tests_visible)."""
    from parity.tasks.loaders import check_available, load_tasks
    from parity.tasks.schema import to_task, with_tests_visible

    specs = load_tasks(path)
    if split is not None:
        specs = [s for s in specs if s.split == split]
    if limit is not None:
        specs = specs[:limit]
    if not specs:
        raise ValueError(f"no tasks in {path}" + (f" with split {split!r}" if split else ""))
    missing = [m for m in (check_available(s) for s in specs) if m]
    if missing:
        more = f" (and {len(missing) - 1} more tasks)" if len(missing) > 1 else ""
        raise ValueError(missing[0] + more)
    return [to_task(with_tests_visible(s) if visible_tests else s) for s in specs]


async def run_eval(opts: EvalOptions, tasks: list[Task],
                   on_sample: Callable[[EvalSample, SampleRecord, Trajectory], None] | None = None
                   ) -> EvalResult:
    from parity.agent.loop import AgentLimits
    from parity.evaluation.model_arg import open_model
    from parity.rollout.worker import RolloutWorker
    from parity.tools.registry import without_tools

    if opts.k < 1:
        raise ValueError(f"--k must be at least 1, not {opts.k}")
    if opts.concurrency < 1:
        raise ValueError(f"--concurrency must be at least 1, not {opts.concurrency}")
    without_tools(opts.without_tools)  # an unknown name is a ValueError before anything starts
    if opts.env_url is not None and not opts.env_token:
        raise ValueError("--env needs the server's token (--env-token or PARITY_ENV_TOKEN)")
    temperature = opts.sampling_temperature
    async with contextlib.AsyncExitStack() as stack:
        # the environment first: a wrong env-server answers before a model is loaded
        env, where = await _open_env(opts)
        stack.push_async_callback(env.aclose)
        model = open_model(opts.model, temperature=temperature, tokenizer_path=opts.tokenizer,
                           api_key=opts.api_key, model_name=opts.model_name, device=opts.device,
                           concurrency=opts.concurrency)
        stack.push_async_callback(model.aclose)
        model.check_tasks(tasks)
        limits = AgentLimits.of(opts)

        def make_worker(sample: EvalSample) -> Any:
            return RolloutWorker(env, lambda: model.policy_for(sample), limits)

        info: dict[str, Any] = {}
        if opts.harness is not None:
            make_worker, info = await _harness_workers(opts, env, model, stack)

        return await evaluate(
            tasks, make_worker, k=opts.k, concurrency=opts.concurrency, seed=opts.seed,
            on_sample=on_sample,
            info={"model": model.label, "task_file": opts.tasks, "temperature": temperature,
                  "max_turns": opts.max_turns, "max_tokens_per_turn": opts.max_tokens_per_turn,
                  "environment": where, "without_tools": list(opts.without_tools), **info})


async def _harness_workers(opts: EvalOptions, env: Any, model: Any,
                           stack: contextlib.AsyncExitStack) -> tuple[Callable, dict[str, Any]]:
    """Workers that run `opts.harness` for each sample (parity.harness.worker), behind an
    endpoint serving this process's engine. ValueError where that cannot be: a remote model
    or env-server, a sandbox other than bwrap."""
    from parity.harness.endpoint import HarnessEndpoint
    from parity.harness.worker import HarnessWorker, resolve_harness

    if opts.env_url is not None:
        raise ValueError("--harness runs the harness inside this process's sandboxes: leave "
                         "out --env")
    from parity.types import parse_model_arg

    remote = parse_model_arg(opts.model).kind == "url"
    if model.served is None and not remote:
        raise ValueError("--harness serves a model this process runs (a name, a directory "
                         "or a .gguf file) or forwards to an OpenAI-compatible URL; not "
                         "scripted:FILE")
    if opts.sampling_temperature != 0.0:
        raise ValueError("--harness evaluates greedily for now (k = 1, temperature 0): the "
                         "harness sets its own sampling, and no seed reaches the engine")
    harness = resolve_harness(opts.harness)
    if remote:  # the harness still reaches only the endpoint, which forwards with the key
        endpoint = await HarnessEndpoint(None, None, upstream=(opts.model, opts.api_key)
                                         ).start()
    else:
        engine, tokenizer, eos_ids = model.served
        endpoint = await HarnessEndpoint(engine, tokenizer, model_name=opts.model_name,
                                         eos_token_ids=eos_ids).start()
    stack.push_async_callback(endpoint.aclose)
    worker = HarnessWorker(env, endpoint, harness, wall_time_s=opts.harness_timeout_s,
                           model_name=opts.model_name, max_turns=opts.max_turns,
                           max_tokens_per_turn=opts.max_tokens_per_turn)
    return (lambda sample: worker), {"harness": harness.name,
                                     "harness_command": harness.command}


async def _open_env(opts: EvalOptions):
    """(environment, how to name it). A server is asked for its tools first, with the token:
    a wrong URL or token is one clear error here, not every sample failing later."""
    if opts.env_url is not None:
        from parity.envserver.base import EnvError, ServerUnavailable
        from parity.envserver.client import EnvClient
        from parity.evaluation.model_arg import check_url

        check_url(opts.env_url)
        env = EnvClient(opts.env_url, opts.env_token or "")
        try:
            offered = {t["function"]["name"] for t in await env.tool_schemas()}
        except ServerUnavailable as e:
            await env.aclose()
            raise ValueError(f"cannot reach the env-server at {opts.env_url}: {e}") from e
        except EnvError as e:
            await env.aclose()
            raise ValueError(f"the env-server at {opts.env_url} refused: {e}") from e
        kept = sorted(offered & set(opts.without_tools))
        if kept:
            await env.aclose()
            raise ValueError(f"the env-server at {opts.env_url} offers {', '.join(kept)}; "
                             f"--without-tool applies to in-process sessions (a server leaves "
                             f"a tool out with env.without_tools in its config)")
        return env, opts.env_url
    from parity.envserver.config import EnvConfig
    from parity.envserver.sessions import LocalEnv

    env = LocalEnv(EnvConfig(backend=opts.backend, max_sessions=max(64, 2 * opts.concurrency),
                             without_tools=list(opts.without_tools)))
    return env, f"in process ({env.backend.name})"
