"""The PyPI task set: bugs synthesized in real published packages, specs shipped, sources fetched.

`data/pypi.jsonl` (tens of KB) ships with Parity and holds, per task, the package it comes from
(`TaskSpec.sdist`: name, version, the sdist's URL and the sha256 PyPI reported), the patch that
introduces the bug into the pristine sdist, the gold fix, the failing and passing tests, the
problem statement and the dependency layer (`environment`). The packages' sources never ship:
`parity tasks fetch NAME` downloads each sdist, checks its sha256, unpacks it into the cache
(parity.tasks.synth.sdist: where `repo` "pypi/<name>-<version>" is found, as the kata set's
"kata/..." is found in its cache root), makes the tasks' snapshots and builds their layers.
Loading the set where a source is missing fails with that command.

Left out: mirrors. The URLs are PyPI's (files.pythonhosted.org); a machine that reaches only a
mirror fetches with `parity tasks synth --pypi NAME==VERSION`, which asks `$PARITY_PYPI_URL`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from parity.taskenv.spec import requirement_name
from parity.tasks import DATA_DIR
from parity.tasks.schema import Sdist, TaskSpec, materialize

PYPI_TASKS = DATA_DIR / "pypi.jsonl"
# small one-function bugs in packages nothing of a run trains on (`tasks.outside_eval`)
OUTSIDE_TASKS = DATA_DIR / "outside.jsonl"
SHIPPED = {"pypi": PYPI_TASKS, "outside": OUTSIDE_TASKS}  # the names commands take for them


def packages(specs: list[TaskSpec]) -> dict[str, Sdist]:
    """The pinned sdists of a set, by normalised name."""
    return {requirement_name(s.sdist.name): s.sdist for s in specs if s.sdist is not None}


def fetch_command(names: list[str], file: Path | None = None) -> str:
    """The command that fetches `names` of the task file or directory `file`: `--file` unless
    it is the PyPI set (the command reads that set by default, so a user's own synthesized
    file must be named, or the command answers "no package ... in the PyPI task set"); a
    shipped set by its name (`--file outside`)."""
    import shlex

    option = ""
    if file is not None and Path(file).resolve() != PYPI_TASKS.resolve():
        shipped = {path.resolve(): name for name, path in SHIPPED.items()}
        option = f"--file {shipped.get(Path(file).resolve()) or shlex.quote(str(file))} "
    return f"parity tasks fetch {option}" + " ".join(shlex.quote(n) for n in names)


def check_fetched(specs: list[TaskSpec], file: Path | None = None) -> None:
    """FileNotFoundError, one line naming `parity tasks fetch ...`, when a task's sdist is not
    unpacked here (or another archive than the one the set pins is). `file`: the task file or
    directory the specs come from, named in the command when it is not the shipped set."""
    if missing := unfetched(specs):
        raise FileNotFoundError(
            f"the sources of {len(missing)} PyPI package(s) of this task set are not fetched "
            f"here ({', '.join(missing)}): run `{fetch_command(missing, file)}`")


def unfetched(specs: list[TaskSpec]) -> list[str]:
    """The packages of `specs` whose pinned sdist is not unpacked here (or another archive is)."""
    from parity.tasks.synth.sdist import fetched

    missing = []
    for pin in packages(specs).values():
        have = fetched(pin.name, pin.version)
        if have is None or have.sha256 != pin.sha256:
            missing.append(pin.name)
    return missing


@dataclass
class Fetched:
    """What `fetch` did for one package, and how long it took."""

    name: str
    version: str
    tasks: int
    source_s: float = 0.0
    snapshots_s: float = 0.0
    env_s: float = 0.0
    envs_built: list[str] = field(default_factory=list)  # ids built now (not found cached)

    @property
    def total_s(self) -> float:
        return self.source_s + self.snapshots_s + self.env_s


def select(specs: list[TaskSpec], names: list[str]) -> dict[str, list[TaskSpec]]:
    """The tasks of each named package (`all`: every package), by normalised name; ValueError
    for a name the set does not hold."""
    by_name: dict[str, list[TaskSpec]] = {}
    for s in specs:
        if s.sdist is not None:
            by_name.setdefault(requirement_name(s.sdist.name), []).append(s)
    if not names:
        raise ValueError("name the packages to fetch, or `all` (the set holds: "
                         f"{', '.join(sorted(by_name))})")
    wanted = sorted(by_name) if "all" in names else [requirement_name(n) for n in names]
    unknown = [n for n in names if n != "all" and requirement_name(n) not in by_name]
    if unknown:
        raise ValueError(f"no package {', '.join(map(repr, unknown))} in the PyPI task set "
                         f"(it holds: {', '.join(sorted(by_name))}; or `all`); for a task "
                         "file of your own, name it: --file TASKS.jsonl")
    return {w: by_name[w] for w in dict.fromkeys(wanted)}


def fetch(specs: list[TaskSpec], log: Callable[[str], None] = lambda _: None,
          build_envs: bool = True) -> Fetched:
    """One package's tasks made runnable here: its sdist fetched (sha256 checked), every
    task's snapshot made, every layer built. Idempotent: what is there is kept."""
    from parity.taskenv import build
    from parity.tasks.synth.sdist import fetch_pinned

    pin = specs[0].sdist
    assert pin is not None and all(s.sdist == pin for s in specs), "one package's tasks"
    done = Fetched(pin.name, pin.version, len(specs))
    start = time.monotonic()
    path = fetch_pinned(pin)
    done.source_s = time.monotonic() - start
    log(f"{pin.name} {pin.version}: source in {done.source_s:.1f} s ({path})")
    start = time.monotonic()
    for s in specs:
        materialize(s)
    done.snapshots_s = time.monotonic() - start
    log(f"  {len(specs)} snapshots in {done.snapshots_s:.1f} s")
    if build_envs:
        envs = {s.environment.id: s.environment for s in specs
                if s.environment is not None and s.environment != "repo"}
        for env_id, env in envs.items():
            built = build(env)
            done.env_s += built.seconds
            if not built.cached:
                done.envs_built.append(env_id)
            log(f"  environment {env_id} {'cached' if built.cached else 'built'} in "
                f"{built.seconds:.1f} s ({built.size_bytes / 1e6:.1f} MB)")
    return done
