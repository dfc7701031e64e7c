"""Task selection for the bundled and kata sets: which tasks RL trains on, which evaluate it
(instances RL never saw), which are held out entirely, and which are left for SFT.

`partition_specs` is a pure function of the specs, a `SelectConfig` and a seed, so a run and
its resume (and the quickstart's demonstrations) draw the same sets. With split_by = "kind",
instances are split by function, so an evaluation task's code was never in an RL task; with
"repo" (kata), by fix across the RL repositories (`fix_groups`), so no line an evaluated
fix writes was ever written by an RL target. docs/training.md says why the quickstart uses "repo".
"""

from __future__ import annotations

import keyword
import random
import re
from collections.abc import Callable

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


def in_turn(specs: list[TaskSpec], n: int | None,
            key: Callable[[TaskSpec], str]) -> list[TaskSpec]:
    """At most `n` of `specs` (None: all), one of each `key` (a kind, a package) in turn, each
    key's specs in their order; kept in the order they came. A cap that spreads over keys
    instead of keeping the first ones, which a file holds grouped."""
    if n is None or len(specs) <= n:
        return specs
    queues: dict[str, list[TaskSpec]] = {}
    for spec in specs:
        queues.setdefault(key(spec), []).append(spec)
    chosen: set[str] = set()
    while len(chosen) < n:
        for queue in queues.values():
            if queue and len(chosen) < n:
                chosen.add(queue.pop(0).id)
    return [spec for spec in specs if spec.id in chosen]


def _instance(spec) -> str:
    """What an "unseen instance" means: a function the RL tasks never touched."""
    m = spec.mutations[0] if spec.mutations else None
    return f"{spec.repo}:{m.file}:{m.description.split(':')[0]}" if m else spec.id


def split_tasks(specs: list[TaskSpec], sel: SelectConfig, seed: int, kata: bool,
                max_eval: int = 60, side_eval: int | None = None) -> tuple[list[Task], list[Task], list[Task]]:
    """(RL train, RL eval: unseen instances of the same families, held-out repositories).

    With split_by = "kind", instances are split by function, so an evaluation task's code
    was never in an RL task; with "repo", by fix across the RL repositories, so no line an
    evaluated fix writes is written by an RL target (`fix_groups`). Held-out: the bundled set's eval repositories, or
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


def written_lines(spec) -> set[str]:
    """The lines a task's fix writes: its gold patch's added lines, whitespace collapsed (a
    deleted statement or branch is written back), less those that say nothing of the code
    (`else:`, `return None`, a bracket: only keywords and punctuation). Without any, its
    repository and buggy line stand for them."""
    added = {" ".join(line[1:].split()) for line in (spec.gold_patch or "").splitlines()
             if line.startswith("+") and not line.startswith("+++")}
    added = {line for line in added if _SAYS_SOMETHING.search(_KEYWORDS.sub("", line))}
    if added:
        return added
    m = spec.mutations[0] if getattr(spec, "mutations", None) else None
    return {f"{spec.repo}:{m.line}" if m else spec.id}


_KEYWORDS = re.compile(r"\b(?:" + "|".join(keyword.kwlist) + r")\b")
_SAYS_SOMETHING = re.compile(r"\w")


def fix_groups(specs: list) -> dict[str, str]:
    """task id -> its fix group. Two tasks are one fix to a model when their fixes write a
    common line, whichever repository, line or kind of bug they come from: renamed copies of
    a template line, two kinds of bug on one line, a dropped branch and the condition that
    heads it; and bugs on one line of one repository are one group too. Groups are the
    connected components of that relation (union-find), named by their first node in sorted
    order."""
    parent: dict[str, str] = {}

    def root(x: str) -> str:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def nodes(s) -> list[str]:  # and its buggy line: bugs on one line of one repository
        m = s.mutations[0] if getattr(s, "mutations", None) else None  # stay together
        return sorted(written_lines(s) | ({f"{s.repo}:{m.line}"} if m else set()))

    for s in specs:
        first, *rest = nodes(s)
        for line in rest:
            parent[root(line)] = root(first)
        root(first)
    name: dict[str, str] = {}
    for line in sorted(parent):
        name.setdefault(root(line), line)
    return {s.id: name[root(nodes(s)[0])] for s in specs}


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
                         f"not among rl_families, the kinds split by fix")
    by_repo: dict[str, list] = {}
    for s in train_specs:
        if not kinds or s.family in kinds:
            by_repo.setdefault(s.repo, []).append(s)
    # the split is of fixes, not of (repository, line): every repository of a kata template
    # has the template's lines, most of them byte for byte, so a line held out in one
    # repository is an RL target in its siblings. No line an evaluated fix writes is written
    # by a fix RL trains on (`fix_groups`)
    pool = [s for repo in sorted(rl_repos & set(by_repo)) for s in by_repo[repo]]
    fresh = [s for r in sorted(fresh_repos & set(by_repo)) for s in by_repo[r]]
    group = fix_groups(pool + fresh)
    names = sorted({group[s.id] for s in pool})
    rng.shuffle(names)
    n_held = max(1, int(len(names) * cfg.eval_fraction)) if len(names) > 1 else 0
    held = set(names[:n_held])
    eval_specs = [s for s in pool if group[s.id] in held]
    rl_specs = [s for s in pool if group[s.id] not in held]
    also = fresh
    if practised:  # after the split: evaluation fixes stay apart from all
        rl_specs, eval_specs, also = ([s for s in part if s.family in practised]
                                      for part in (rl_specs, eval_specs, also))
    # the fresh repositories answer the other question: does what RL practised carry over
    # to repositories nothing trained in (its fix groups, in functions it never saw)
    trained = {group[s.id] for s in rl_specs}
    also = [s for s in also if group[s.id] in trained]
    sft = [s for s in train_specs if s.repo not in rl_repos | fresh_repos]
    rng.shuffle(eval_specs)
    rng.shuffle(also)
    if cfg.eval_per_fix is not None:  # a fix in 120 repositories is one fix, not 120
        eval_specs, also = (_at_most(part, group, cfg.eval_per_fix) for part in (eval_specs, also))
    return {"rl": rl_specs, "eval": eval_specs, "also": also, "sft": sft}


def _at_most(specs: list, group: dict[str, str], n: int) -> list:
    """The first n tasks of each fix group, in order."""
    seen: dict[str, int] = {}
    out = []
    for s in specs:
        seen[group[s.id]] = seen.get(group[s.id], 0) + 1
        if seen[group[s.id]] <= n:
            out.append(s)
    return out
