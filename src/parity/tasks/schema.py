"""The stored task format, and how a stored task becomes a runnable one.

A `TaskSpec` names a repository (a bundled one by name, or a local path, optionally at a
commit) and carries the bug as a patch on it, SWE-smith style: the snapshot a session starts
from is that repository, without its test files, with the patch applied. The hidden tests
are the repository's own test files (read at load time) and/or a SWE-bench `test_patch`.
Snapshots are materialized once per content hash under the cache and shared by every
session; they hold no git history.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from parity.sandbox.workspace import cache_dir, prepare_snapshot
from parity.taskenv.spec import EnvSpec, spec_from_repo
from parity.tasks.grading import is_test_path
from parity.types import (
    DEFAULT_WORKSPACE,
    Snapshot,
    Task,
    check_workspace_mount,
    check_workspace_path,
)

SKIP_NAMES = {"__pycache__", ".pytest_cache", ".git", ".benchmarks", ".ruff_cache", ".mypy_cache"}


class Mutation(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: str
    file: str
    line: int
    description: str


class Sdist(BaseModel):
    """A PyPI source distribution a task's repository is unpacked from (`repo` "pypi/<name>-
    <version>"), pinned by the sha256 the index reported (parity.tasks.synth.sdist)."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str
    version: str
    url: str
    sha256: str


class TaskSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    repo: str  # a bundled repository's name, or a path
    base_commit: str | None = None
    bug_patch: str = ""  # applied to the repository to make the snapshot
    gold_patch: str = ""  # the fix: applied to the snapshot, makes every test pass
    problem_statement: str
    fail_to_pass: list[str]
    pass_to_pass: list[str] = Field(default_factory=list)
    test_files: list[str] = Field(default_factory=list)  # the repo's hidden test files
    test_patch: str = ""
    test_command: str = "python -m pytest -q"
    log_parser: Literal["pytest", "django", "sympy", "unittest"] = "pytest"  # Task.log_parser
    test_timeout_s: float = 120.0
    setup: str = ""
    mutations: list[Mutation] = Field(default_factory=list)
    split: str = "train"
    # Which tests the snapshot leaves out: "all" test files (synthesized tasks: the whole
    # suite is hidden), only the "listed" test_files (SWE-smith), or "none" (SWE-bench: the
    # agent sees the repo's tests; the hidden ones arrive as test_patch at grading).
    hide_tests: Literal["all", "listed", "none"] = "all"
    # The dependency layer it runs in (docs/environments.md): a spec, or "repo" for what the
    # repository declares (pyproject.toml, requirements*.txt, setup.cfg); None: none.
    environment: EnvSpec | Literal["repo"] | None = None
    # Where the repository sits in the sandbox: the commands' cwd, what the model is told
    # (SWE-bench's images and tests expect /testbed).
    workspace: str = DEFAULT_WORKSPACE
    # An OCI image the task runs on (`parity env pull IMAGE`; docs/environments.md): its root
    # filesystem is the sandbox's system and its tree at `workspace` the snapshot (`repo`
    # then only names the repository).
    image: str | None = Field(None, max_length=512)
    sdist: Sdist | None = None  # where `repo` comes from: `parity tasks fetch` brings it
    grading_allows: list[Literal["frames", "clock", "test_source", "ctypes", "signals", "test_globals"]] = Field(default_factory=list)  # Task's

    @field_validator("workspace")
    @classmethod
    def _workspace_is_a_mount(cls, v: str) -> str:
        return check_workspace_mount(v)

    @model_validator(mode="after")
    def _image_or_layer(self) -> TaskSpec:
        if self.image is not None and self.environment is not None:
            raise ValueError("a task names an image or an environment, not both (a layer is "
                             "built on the host's Python, an image brings its own)")
        return self

    @field_validator("test_files")
    @classmethod
    def _test_files_stay_inside(cls, v: list[str]) -> list[str]:
        # read from the repository at load time: `..` would read files outside it
        return [check_workspace_path(rel, "hidden test path") for rel in v]

    @property
    def family(self) -> str:
        return "+".join(sorted({m.kind for m in self.mutations})) or "unknown"


def repo_path(repo: str, repos_root: Path | None = None) -> Path:
    """A task's repository: a path, else a bundled one by name; `kata/...` (the generated
    kata set) lives in the cache, generated there on first use."""
    from parity.tasks import REPOS_DIR, kata_root

    candidates = [Path(repo)] if os.sep in repo or repo.startswith(".") else []
    if repos_root is None and repo.startswith("kata/"):
        repos_root = kata_root(check=False)
    candidates += [(repos_root or REPOS_DIR) / repo]
    if repo.startswith("pypi/"):  # an sdist, unpacked in the cache (never a clone's root)
        from parity.tasks.synth.sdist import pypi_root

        candidates = [pypi_root() / repo.removeprefix("pypi/")]
    for c in candidates:
        if c.is_dir():
            return c.resolve()
    if repo.startswith("pypi/"):
        name = repo.removeprefix("pypi/").rsplit("-", 1)[0]
        raise FileNotFoundError(f"the sources of {repo} are not fetched here ({candidates[0]}): "
                                f"run `parity tasks fetch {name}` (`parity tasks fetch --file "
                                f"TASKS.jsonl {name}` for a task file of your own)")
    raise FileNotFoundError(
        f"repository {repo!r} is not on this machine (looked in: "
        f"{', '.join(str(c) for c in candidates)}); clone or unpack it there")


def copy_without_tests(src: Path, dest: Path, test_files: set[str] | None = None,
                       hide: str = "all") -> None:
    """Copy a source tree without caches and without the tests `hide` says to leave out."""
    for dirpath, dirnames, filenames in os.walk(src):
        dirnames[:] = [d for d in dirnames if d not in SKIP_NAMES]
        rel_dir = os.path.relpath(dirpath, src)
        for name in filenames:
            rel = name if rel_dir == "." else f"{rel_dir}/{name}"
            # data files under a tests folder stay (tests read them; grading protects them)
            if hide == "all" and (name == "conftest.py" or (
                    is_test_path(rel) and name.endswith(".py"))):
                continue
            if hide != "none" and test_files and rel in test_files:
                continue
            target = dest / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(os.path.join(dirpath, name), target, follow_symlinks=False)


def apply_patch(tree: Path, patch: str) -> None:
    if not patch.strip():
        return
    r = subprocess.run(["git", "apply", "--whitespace=nowarn", "-"], input=patch.encode(),
                       cwd=tree, capture_output=True,
                       env=dict(os.environ, GIT_CEILING_DIRECTORIES=str(tree.parent)))
    if r.returncode != 0:
        raise ValueError(f"patch does not apply in {tree}: {r.stderr.decode().strip()}")


def image_tree(spec: TaskSpec) -> Path:
    """The repository inside a pulled image; FileNotFoundError, saying how to pull it, if
    not (at load, as for a repository that is not here)."""
    from parity.taskenv import EnvMissing, images

    try:
        return images.require(spec.image or "", spec.id) / spec.workspace.lstrip("/")
    except EnvMissing as e:
        raise FileNotFoundError(str(e)) from None


def materialize(spec: TaskSpec, repos_root: Path | None = None) -> Path:
    """The snapshot directory for a task: built once, then shared. An image's repository,
    with nothing to hide or patch, is its own snapshot (the overlay's lower layer)."""
    if spec.image is not None:
        src = image_tree(spec)
        if not spec.bug_patch and spec.hide_tests == "none":
            return src
    else:
        src = repo_path(spec.repo, repos_root)
    if spec.base_commit and spec.image is None:
        src = prepare_snapshot(src, spec.base_commit)
    digest = hashlib.sha256(
        json.dumps([str(src), spec.base_commit, spec.bug_patch, sorted(spec.test_files),
                    spec.hide_tests, _tree_stamp(src)]).encode()).hexdigest()[:20]
    dest = cache_dir() / "task-snapshots" / digest
    if dest.is_dir():
        return dest
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=dest.parent, prefix=".build-"))
    try:
        copy_without_tests(src, tmp / "tree", set(spec.test_files), spec.hide_tests)
        (tmp / "tree").mkdir(exist_ok=True)
        apply_patch(tmp / "tree", spec.bug_patch)
        try:
            os.rename(tmp / "tree", dest)
        except OSError:
            pass  # built concurrently by someone else: identical
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return dest


def _tree_stamp(src: Path) -> str:
    """Cheap content stamp of a source tree (sizes and mtimes), so edits rebuild snapshots."""
    h = hashlib.sha256()
    for dirpath, dirnames, filenames in os.walk(src):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_NAMES)
        for name in sorted(filenames):
            st = os.stat(os.path.join(dirpath, name))
            h.update(f"{dirpath}/{name}:{st.st_size}:{st.st_mtime_ns}".encode())
    return h.hexdigest()


def env_spec(spec: TaskSpec, repos_root: Path | None = None) -> EnvSpec | None:
    """The environment a task runs in, "repo" read from its repository at its commit."""
    if spec.environment != "repo":
        return spec.environment
    src = repo_path(spec.repo, repos_root)
    return spec_from_repo(prepare_snapshot(src, spec.base_commit) if spec.base_commit else src)


def to_task(spec: TaskSpec, repos_root: Path | None = None) -> Task:
    src = image_tree(spec) if spec.image else repo_path(spec.repo, repos_root)
    if spec.base_commit and not spec.image:  # the hidden tests as of the task's commit
        src = prepare_snapshot(src, spec.base_commit)
    environment = env_spec(spec, repos_root)
    hidden = {}
    for rel in spec.test_files:
        p = src / rel
        if not p.is_file():
            raise FileNotFoundError(f"task {spec.id}: test file {rel} is missing from {src}")
        hidden[rel] = p.read_text()
    return Task(
        id=spec.id, snapshot=Snapshot(path=str(materialize(spec, repos_root))),
        problem_statement=spec.problem_statement, hidden_tests=hidden,
        test_patch=spec.test_patch, test_command=spec.test_command, log_parser=spec.log_parser,
        test_timeout_s=spec.test_timeout_s, setup=spec.setup,
        fail_to_pass=spec.fail_to_pass, pass_to_pass=spec.pass_to_pass,
        gold_patch=spec.gold_patch or None, repo=spec.repo, family=spec.family,
        split=spec.split, environment=environment.id if environment else None,
        workspace=spec.workspace, image=spec.image, grading_allows=spec.grading_allows,
    )


def with_tests_visible(spec: TaskSpec) -> TaskSpec:
    """`spec` with its repository's tests in the workspace (`hide_tests` "none"), as a
    user's own repository has them, so an agent can run a failing test and follow its
    traceback; the statement says so. Grading is unchanged: the diff's test files are
    dropped and the hidden copies written in (grading.py). A task that already shows its
    tests, or hides only listed ones, is returned as it is. The price: an agent can read the
    expected values the grader checks (docs/tasks.md, "Visible tests")."""
    from parity.tasks.synth.statements import with_tests_visible as shown

    if spec.hide_tests != "all":
        return spec
    return spec.model_copy(update={"hide_tests": "none",
                                   "problem_statement": shown(spec.problem_statement)})


def read_specs(path: Path) -> list[TaskSpec]:
    specs = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                try:
                    specs.append(TaskSpec.model_validate_json(line))
                except ValueError as e:
                    raise ValueError(f"{path}:{n}: not a task record: {e}") from e
    return specs


def write_specs(path: Path, specs: list[TaskSpec]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    with open(tmp, "w") as f:
        for s in specs:
            f.write(s.model_dump_json(exclude_defaults=False) + "\n")
    os.replace(tmp, path)
