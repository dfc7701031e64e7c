"""Task selection for the bundled and kata sets: which tasks RL trains on, which evaluate it
(instances RL never saw), which are held out entirely, and which are left for SFT.

`partition_specs` is a pure function of the specs, a `SelectConfig` and a seed, so a run and
its resume (and the quickstart's demonstrations) draw the same sets. With split_by = "kind",
instances are split by function, so an evaluation task's code was never in an RL task; with
"repo" (kata), by buggy line within each RL repository, so no evaluated fix was ever an RL
target. docs/training.md says why the quickstart uses "repo".
"""

from __future__ import annotations

import random

from parity.tasks.config import SelectConfig
from parity.tasks.schema import TaskSpec, to_task
from parity.types import Task


def family_of(spec) -> str:
    """A task's family: its kata repository's template (`kata/clamp/apple` -> clamp), else its
    mutation kind(s)."""
    if spec.repo.startswith("kata/"):
        return spec.repo.split("/")[1]
    return spec.family


def in_families(spec, families: set[str] | list[str] | tuple[str, ...]) -> bool:
    """A family names a mutation kind or (kata) a template: a task is in it either way."""
    return family_of(spec) in families or spec.family in families


def _instance(spec) -> str:
    """What an "unseen instance" means: a function the RL tasks never touched."""
    m = spec.mutations[0] if spec.mutations else None
    return f"{spec.repo}:{m.file}:{m.description.split(':')[0]}" if m else spec.id


def split_tasks(specs: list[TaskSpec], sel: SelectConfig, seed: int, kata: bool,
                max_eval: int = 60, side_eval: int | None = None) -> tuple[list[Task], list[Task], list[Task]]:
    """(RL train, RL eval: unseen instances of the same families, held-out repositories).

    With split_by = "kind", instances are split by function, so an evaluation task's code
    was never in an RL task; with "repo", by buggy line within each RL repository, so no
    evaluated fix was ever an RL target. Held-out: the bundled set's eval repositories, or
    with `task_set = "kata"` the kata families in `heldout_families` (default: the kata
    set's eval split)."""
    parts = partition(specs, sel, seed, kata, max_eval, side_eval)
    return parts["rl"], parts["eval"], parts["heldout"]


def partition(specs: list[TaskSpec], sel: SelectConfig, seed: int, kata: bool,
              max_eval: int = 60, side_eval: int | None = None) -> dict[str, list[Task]]:
    """split_tasks' three sets, and "also": with split_by = "kind", tasks of
    `also_eval_families` on the evaluation functions (unseen by RL; the quickstart keeps them
    from SFT too); with split_by = "repo", the fresh repositories' tasks."""
    parts = partition_specs(specs, sel, seed, kata, max_eval, side_eval)
    return {name: [to_task(s) for s in part] for name, part in parts.items() if name != "sft"}


def partition_specs(specs: list[TaskSpec], sel: SelectConfig, seed: int, kata: bool,
                    max_eval: int = 60, side_eval: int | None = None) -> dict[str, list[TaskSpec]]:
    """`partition` as TaskSpecs, before any snapshot is built; also "sft": the tasks left for
    demonstrations (never RL-trained, never evaluated). `kata`: the specs are the kata set."""
    cfg = sel
    singles = [s for s in specs if len(s.mutations) == 1]
    heldout_fams = set(cfg.heldout_families or [])
    if kata and heldout_fams:
        train_specs = [s for s in singles if family_of(s) not in heldout_fams]
        heldout = [s for s in singles if family_of(s) in heldout_fams]
    else:
        train_specs = [s for s in singles if s.split == "train"]
        heldout = [s for s in singles if s.split == "eval"]
    rng = random.Random(seed)
    if cfg.split_by == "repo":
        if not kata:
            raise ValueError('split_by = "repo" needs tasks.train = "kata" (one function per repository)')
        parts = _split_by_repo(cfg, train_specs, rng)
        kinds = cfg.rl_kinds or cfg.rl_families
        if kinds:  # the same mutation kinds on the held-out families
            heldout = [s for s in heldout if s.family in set(kinds)]
        rng.shuffle(heldout)
    else:
        parts = _split_by_kind(cfg, train_specs, heldout, kata, rng)
        heldout = parts.pop("heldout")  # shuffled there, in the draw order of earlier runs
    n = max_eval
    side = side_eval if side_eval is not None else n
    return {"rl": parts["rl"], "eval": parts["eval"][:n], "heldout": heldout[:side],
            "also": parts["also"][:side], "sft": parts["sft"]}


def _split_by_kind(cfg: SelectConfig, train_specs: list, heldout: list, kata: bool,
                   rng: random.Random) -> dict:
    candidates = train_specs
    if cfg.rl_families:
        fams = set(cfg.rl_families)
        known = {family_of(s) for s in train_specs} | {s.family for s in train_specs}
        if fams - known:
            raise ValueError(f"no training task has family {', '.join(sorted(fams - known))}; "
                             f"known: {', '.join(sorted(known))}")
        train_specs = [s for s in train_specs if in_families(s, fams)]
        if not kata:  # the bundled held-out repositories, same mutation kinds
            heldout = [s for s in heldout if in_families(s, fams)]
    instances = sorted({_instance(s) for s in train_specs})
    rng.shuffle(instances)
    eval_inst = set(instances[: int(len(instances) * cfg.eval_fraction)])
    eval_specs = [s for s in train_specs if _instance(s) in eval_inst]
    rl_specs = [s for s in train_specs if _instance(s) not in eval_inst]
    rng.shuffle(eval_specs)
    rng.shuffle(heldout)
    also = [s for s in candidates if cfg.also_eval_families
            and in_families(s, cfg.also_eval_families) and _instance(s) in eval_inst]
    rng.shuffle(also)
    fams = set(cfg.rl_families or [])
    sft = [s for s in candidates if _instance(s) not in eval_inst
           and not (fams and in_families(s, fams))]
    return {"rl": rl_specs, "eval": eval_specs, "heldout": heldout, "also": also, "sft": sft}


def _split_by_repo(cfg: SelectConfig, train_specs: list, rng: random.Random) -> dict:
    # the split is of repositories, whatever the kinds; `rl_families` (mutation kinds) then
    # picks the tasks RL trains and is evaluated on. "sft" keeps every kind: the caller
    # chooses the kinds it demonstrates
    repos = sorted({s.repo for s in train_specs})
    rng.shuffle(repos)
    n_rl = round(len(repos) * cfg.rl_repo_fraction)
    n_fresh = round(len(repos) * cfg.fresh_repo_fraction)
    if n_rl < 1 or n_rl + n_fresh > len(repos):
        raise ValueError(f"rl_repo_fraction {cfg.rl_repo_fraction} and fresh_repo_fraction "
                         f"{cfg.fresh_repo_fraction} do not split {len(repos)} repositories")
    rl_repos, fresh_repos = set(repos[:n_rl]), set(repos[n_rl:n_rl + n_fresh])
    kinds = set(cfg.rl_families or [])
    practised = set(cfg.rl_kinds or [])
    unknown = (kinds | practised) - {s.family for s in train_specs}
    if unknown:
        raise ValueError(f"no training task has kind {', '.join(sorted(unknown))}")
    if kinds and practised - kinds:
        raise ValueError(f"rl_kinds {', '.join(sorted(practised - kinds))} "
                         f"not among rl_families, the kinds split by line")
    by_repo: dict[str, list] = {}
    for s in train_specs:
        if not kinds or s.family in kinds:
            by_repo.setdefault(s.repo, []).append(s)
    rl_specs, eval_specs = [], []
    for repo in sorted(rl_repos & set(by_repo)):
        lines = sorted({s.mutations[0].line for s in by_repo[repo]})
        rng.shuffle(lines)
        # at least one line held out, except in a repository with bugs on one line only: it
        # trains, since evaluating it would leave RL nothing to practise on there
        n_held = max(1, int(len(lines) * cfg.eval_fraction)) if len(lines) > 1 else 0
        held = set(lines[:n_held])
        for s in by_repo[repo]:
            (eval_specs if s.mutations[0].line in held else rl_specs).append(s)
    also = [s for r in sorted(fresh_repos & set(by_repo)) for s in by_repo[r]]
    if practised:  # after the line split: evaluation lines stay apart from all
        rl_specs, eval_specs, also = ([s for s in part if s.family in practised]
                                      for part in (rl_specs, eval_specs, also))
    sft = [s for s in train_specs if s.repo not in rl_repos | fresh_repos]
    rng.shuffle(eval_specs)
    rng.shuffle(also)
    return {"rl": rl_specs, "eval": eval_specs, "also": also, "sft": sft}
