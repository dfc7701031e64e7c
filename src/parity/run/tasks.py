"""The tasks of a run, from `[tasks]`: what RL trains on and what evaluates it.

    tasks.train = "bundled" | "kata"   the built-in sets, split by `tasks.select`
                                        (parity.tasks.select): RL, unseen instances for
                                        evaluation, held-out families, SFT leftovers
    tasks.train = FILE or DIR          any file `load_tasks` reads; evaluation tasks from
                                        `tasks.eval`, else the ones whose split is
                                        `tasks.eval_split`, else `eval_fraction` by seed
    tasks.synth_from = [REPO, ...]     synthesized and validated here, cached by content,
                                        and added to the train tasks
    tasks.outside_eval = "outside" | FILE   also evaluated, as the set "outside": tasks in
                                        packages no training task comes from, their sources
                                        fetched on first use (parity.tasks.pypi)

Everything is a function of the config and its seed, so a resumed run draws the same sets.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
from dataclasses import dataclass, field
from pathlib import Path

from parity.config import ConfigError, ParityConfig
from parity.tasks.schema import TaskSpec
from parity.types import Task

log = logging.getLogger(__name__)

BUILTIN_SETS = ("bundled", "kata")


@dataclass
class TaskSets:
    rl: list[Task]
    eval: list[Task]  # the claim: evaluated before and after
    heldout: list[Task] = field(default_factory=list)  # reported beside it
    also: list[Task] = field(default_factory=list)
    outside: list[Task] = field(default_factory=list)  # packages nothing here trains on
    sft: list[TaskSpec] = field(default_factory=list)  # left for demonstrations (built-in sets)
    demo_also: list[TaskSpec] = field(default_factory=list)  # warmup.demo_also's tasks
    train_specs: list[TaskSpec] = field(default_factory=list)  # what `rl` was made from
    labels: dict[str, str] = field(default_factory=dict)

    def eval_sets(self) -> dict[str, list[Task]]:
        sets = {"eval": self.eval, "heldout": self.heldout, "also": self.also,
                "outside": self.outside}
        return {k: v for k, v in sets.items() if v}


def check_paths(cfg: ParityConfig) -> None:
    """Every path the config names exists: one line naming the key otherwise."""
    from parity.models.pretrained import KNOWN
    from parity.run.agent_model import RECIPES

    named = cfg.model.path in KNOWN or cfg.model.path in RECIPES  # made on first use
    model_path = None if named else cfg.model.path
    paths = [("model.path", model_path), ("tasks.eval", cfg.tasks.eval),
             ("tasks.repos_root", cfg.tasks.repos_root)]
    from parity.tasks.loaders import named_file

    if cfg.tasks.train not in BUILTIN_SETS and named_file(cfg.tasks.train) is None:
        paths.append(("tasks.train", cfg.tasks.train))
    if cfg.tasks.outside_eval is not None and named_file(cfg.tasks.outside_eval) is None:
        paths.append(("tasks.outside_eval", cfg.tasks.outside_eval))
    paths += [(f"tasks.synth_from[{i}]", p) for i, p in enumerate(cfg.tasks.synth_from)]
    for key, value in paths:
        if value is not None and not Path(value).expanduser().exists():
            raise ConfigError(f"{key}: no such file or directory: {value}")
    if cfg.tasks.train in BUILTIN_SETS and cfg.tasks.eval is not None:
        raise ConfigError(f"tasks.eval: the {cfg.tasks.train} set brings its own evaluation "
                          f"tasks (tasks.select); give a task file as tasks.train to use it")


def load_task_sets(cfg: ParityConfig, cache_root: Path) -> TaskSets:
    from parity.tasks.schema import to_task

    t = cfg.tasks
    root = Path(t.repos_root).expanduser() if t.repos_root else None
    synth = [s for repo in t.synth_from for s in synthesize_cached(Path(repo), cfg, cache_root)]
    if t.train in BUILTIN_SETS:
        from parity.tasks import bundled_specs
        from parity.tasks.select import partition_specs

        kata = t.train == "kata"
        parts = partition_specs(bundled_specs(kata=kata), t.select, cfg.seed, kata,
                                t.max_eval_tasks, t.side_eval_tasks)
        parts = {k: _shown(cfg, v) for k, v in parts.items()}
        synth = _shown(cfg, synth)
        rl_specs = parts["rl"] + synth
        sets = TaskSets(rl=[to_task(s) for s in rl_specs],
                        eval=[to_task(s) for s in parts["eval"]],
                        heldout=[to_task(s) for s in parts["heldout"]],
                        also=[to_task(s) for s in parts["also"]], sft=parts["sft"],
                        train_specs=rl_specs)
        by_repo = t.select.split_by == "repo"
        sets.labels = {"eval": "RL families, unseen fixes" if by_repo
                       else "RL families, unseen functions",
                       # kata: the held-out templates; bundled: the repositories whose
                       # split is "eval" (taskcli, textops), never trained on
                       "heldout": "held-out families" if kata else "held-out repositories",
                       "also": ("fresh repositories, fixes RL practised" if by_repo
                                else ", ".join(t.select.also_eval_families or []))}
        return _with_demo_also(cfg, _with_outside(cfg, sets, root), root)
    from parity.tasks.loaders import load_tasks

    try:
        specs = load_tasks(t.train, root)
        eval_specs = load_tasks(t.eval, root) if t.eval else None
    except (ValueError, KeyError, FileNotFoundError) as e:  # FileNotFound: e.g. not fetched
        raise ConfigError(f"tasks: {e}") from None
    if eval_specs is None:
        eval_specs = [s for s in specs if s.split == t.eval_split]
        specs = [s for s in specs if s.split != t.eval_split]
        if not eval_specs and t.eval_fraction > 0:  # hold out a fraction, by seed
            order = sorted(specs, key=lambda s: s.id)
            random.Random(cfg.seed).shuffle(order)
            cut = int(round(len(order) * t.eval_fraction))
            held = {s.id for s in order[:cut]}
            eval_specs = [s for s in specs if s.id in held]
            specs = [s for s in specs if s.id not in held]
    if t.train_split is not None:
        specs = [s for s in specs if s.split == t.train_split]
    specs, eval_specs = _shown(cfg, specs + synth), _shown(cfg, eval_specs)
    if not specs:
        raise ConfigError(f"tasks.train: no training task in {t.train}")
    eval_specs = eval_specs[: t.max_eval_tasks]
    sets = TaskSets(rl=[to_task(s, root) for s in specs],
                    eval=[to_task(s, root) for s in eval_specs], train_specs=specs,
                    labels={"eval": f"evaluation tasks ({len(eval_specs)})"})
    return _with_demo_also(cfg, _with_outside(cfg, sets, root), root)


def _with_demo_also(cfg: ParityConfig, sets: TaskSets, root: Path | None) -> TaskSets:
    """`sets` with `warmup.demo_also`'s tasks: "bundled" is the bundled set's train split (its
    eval repositories stay unseen), anything else a task file. None may come from a package
    an evaluated task comes from: SFT on it would put that code in the model."""
    from parity.tasks.loaders import load_tasks

    also = cfg.warmup.demo_also
    if also is None or cfg.warmup.demos == 0:
        return sets
    if also == cfg.tasks.train and also in BUILTIN_SETS:
        raise ConfigError(f"warmup.demo_also: tasks.train is {also!r} already, and its SFT "
                          "share is demonstrated (warmup.demo_tasks); leave demo_also unset")
    try:
        if also == "bundled":
            from parity.tasks import bundled_specs

            specs = bundled_specs(split="train")
        else:
            specs = load_tasks(also, root, fetched=False)
    except (ValueError, KeyError, FileNotFoundError) as e:
        raise ConfigError(f"warmup.demo_also: {e}") from None
    if not specs:
        raise ConfigError(f"warmup.demo_also: no task in {also}")
    evaluated = {package_of(t) for part in sets.eval_sets().values() for t in part}
    if both := sorted({package_of(s) for s in specs} & evaluated):
        raise ConfigError(f"warmup.demo_also: {', '.join(both)} is evaluated too; "
                          "demonstrating it would train on the code the evaluation tests")
    if also != "bundled":  # PyPI packages not here are fetched, as for the outside set
        from parity.tasks.loaders import named_file

        fetch_packages(specs, "warmup.demo_also", named_file(also) or also)
    sets.demo_also = _shown(cfg, specs)
    return sets


def _with_outside(cfg: ParityConfig, sets: TaskSets, root: Path | None) -> TaskSets:
    """`sets` with `tasks.outside_eval`'s tasks as the set "outside": at most
    `outside_eval_tasks`, taken in turn from each package; the packages not fetched here
    fetched first. A package that a training or demonstration task comes from too is an
    error: the set's claim is that nothing trained on it."""
    from parity.tasks.loaders import load_tasks, named_file
    from parity.tasks.schema import to_task
    from parity.tasks.select import in_turn

    t = cfg.tasks
    if t.outside_eval is None:
        return sets
    try:
        specs = load_tasks(t.outside_eval, root, fetched=False)
    except (ValueError, KeyError, FileNotFoundError) as e:
        raise ConfigError(f"tasks.outside_eval: {e}") from None
    if not specs:
        raise ConfigError(f"tasks.outside_eval: no task in {t.outside_eval}")
    trained = {package_of(s) for s in sets.train_specs + sets.sft}
    if both := sorted({package_of(s) for s in specs} & trained):
        raise ConfigError(f"tasks.outside_eval: training tasks come from {', '.join(both)} "
                          f"too, so it is not outside; leave it out of one of them")
    specs = _shown(cfg, in_turn(specs, t.outside_eval_tasks, key=package_of))
    fetch_packages(specs, "tasks.outside_eval", named_file(t.outside_eval) or t.outside_eval)
    sets.outside = [to_task(s, root) for s in specs]
    names = dict.fromkeys(Path(package_of(s)).name for s in specs)
    sets.labels["outside"] = f"outside packages, never trained on ({', '.join(names)})"
    return sets


def package_of(task: TaskSpec | Task) -> str:
    """Where a task's code comes from: its PyPI package's name, whatever the version
    (`pypi/toolz-1.0.0` is toolz), else its repository."""
    from parity.taskenv.spec import requirement_name

    if sdist := getattr(task, "sdist", None):
        return requirement_name(sdist.name)
    if task.repo.startswith("pypi/"):
        return requirement_name(task.repo.removeprefix("pypi/").rsplit("-", 1)[0])
    return task.repo


def fetch_packages(specs: list[TaskSpec], key: str, file: str | Path) -> None:
    """The sources (and layers) of `specs`' PyPI packages that are not here, fetched as `parity
    tasks fetch` does, a line each; a failure is one line naming `key` and the command that
    fetches them later (`file`: where the specs come from)."""
    from parity.taskenv import EnvBuildError
    from parity.tasks.pypi import fetch, fetch_command, select, unfetched

    missing = unfetched(specs)
    for name, chosen in (select(specs, missing) if missing else {}).items():
        try:
            done = fetch(chosen)
        except (RuntimeError, ValueError, OSError, EnvBuildError) as e:
            why = " ".join(str(e).split())
            raise ConfigError(f"{key}: cannot fetch {name} ({why}): run `"
                              f"{fetch_command(missing, Path(file))}` where PyPI answers, or "
                              f"unset {key}") from None
        print(f"tasks: fetched {done.name} {done.version} in {done.total_s:.1f} s "
              f"({done.tasks} tasks)")


def _shown(cfg: ParityConfig, specs: list[TaskSpec]) -> list[TaskSpec]:
    """`specs` with their tests in the workspace where `tasks.visible_tests` asks for it."""
    from parity.tasks.schema import with_tests_visible

    return [with_tests_visible(s) for s in specs] if cfg.tasks.visible_tests else specs


def synthesize_cached(repo: Path, cfg: ParityConfig, cache_root: Path) -> list[TaskSpec]:
    """Validated tasks synthesized from `repo` (parity.tasks.synth), cached under
    `cache_root` by the repository's content stamp and the synthesis settings."""
    from parity.sandbox import Limits, make_backend
    from parity.tasks.schema import _tree_stamp, read_specs, write_specs
    from parity.tasks.synth.pipeline import SynthConfig, Synthesizer

    repo = repo.expanduser().resolve()
    synth_cfg = SynthConfig(seed=cfg.seed, max_candidates=cfg.tasks.synth_per_repo, split="train")
    key = hashlib.sha256(json.dumps([str(repo), _tree_stamp(repo), synth_cfg.__dict__],
                                    sort_keys=True).encode()).hexdigest()[:20]
    path = cache_root / f"{repo.name}-{key}.jsonl"
    if path.is_file():
        specs = read_specs(path)
        print(f"tasks: {len(specs)} synthesized tasks from {repo} (cached: {path})")
        return specs
    print(f"tasks: synthesizing from {repo} ...")
    box = make_backend(cfg.envs.env.backend)
    specs, report = Synthesizer(box, Limits(timeout_s=120), synth_cfg).synthesize(str(repo))
    if not specs:
        raise ConfigError(f"tasks.synth_from: no validated task from {repo} "
                          f"(rejected: {dict(report.rejected)})")
    cache_root.mkdir(parents=True, exist_ok=True)
    write_specs(path, specs)
    print(f"  {len(specs)} validated tasks, cached in {path}")
    return specs
