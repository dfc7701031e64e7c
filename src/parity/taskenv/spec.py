"""What an environment is: a Python plus a requirement list plus install commands.

An `EnvSpec` names its layer by content: the id hashes the Python's exact version, the
normalised requirement list (pytest always in it: grading needs it) and the install
commands, so two tasks whose repositories need the same packages share one layer, and a
changed requirement makes a new one. The list is hashed as declared, not as a resolver
would pin it today (resolving needs the network, and an id must be computable offline, at
task load time); the versions a build actually got are written into the layer's manifest.

`spec_from_repo` reads what a repository declares: `pyproject.toml` (`[project]`
dependencies, the test/dev extras and dependency groups), `requirements*.txt` at its top
level, and `setup.cfg`'s `install_requires` and test extras. Left out: `setup.py` (running
it to learn its requirements is running the repository's code on the host), `-r`/`-e`/
option lines of requirement files, and the repository itself (it is the snapshot, on the
sandbox's workspace path, not an installed package).
"""

from __future__ import annotations

import configparser
import functools
import hashlib
import json
import re
import shlex
import subprocess
import tomllib
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, field_validator

SYSTEM_PYTHON = "/usr/bin/python3"  # Debian's; visible in the sandbox through /usr
ENV_ID = re.compile(r"env-[0-9a-f]{16}")
TEST_EXTRAS = ("test", "tests", "testing", "dev")
_NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)")
_PINNED = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*==[A-Za-z0-9][A-Za-z0-9.+!_-]*")


def requirement_name(req: str) -> str:
    """The normalised project name of a requirement string (PEP 503), or ""."""
    m = _NAME.match(req)
    return re.sub(r"[-_.]+", "-", m.group(1)).lower() if m else ""


class EnvSpec(BaseModel):
    """A dependency layer, by what goes into it. `install`: shell commands run after the
    requirements, with the network and the layer's bin/ first on PATH, in an empty
    directory (a layer is shared by tasks of any snapshot: nothing of a repository in it)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    python: str = SYSTEM_PYTHON
    requirements: list[str] = Field(default_factory=list)
    install: list[str] = Field(default_factory=list)
    # Packages (NAME==VERSION) whose compiled extension modules the repository's C sources
    # build: installed, without dependencies, under `<prefix>/parity-ext/<name>/` (off
    # sys.path, so their Python code never shadows the repository's), from which a task's
    # setup links the extension files into the workspace (`extension_setup`).
    extensions: list[str] = Field(default_factory=list)

    @field_validator("requirements")
    @classmethod
    def _normalise(cls, v: list[str]) -> list[str]:
        reqs = {r.strip() for r in v if r.strip()}
        for r in reqs:
            if r.startswith("-") or "\n" in r or not requirement_name(r):
                raise ValueError(f"requirement {r[:80]!r}: not a requirement (a name first; "
                                 "no options, no -r/-e lines)")
        if not any(requirement_name(r) == "pytest" for r in reqs):
            reqs.add("pytest")  # the grader runs the tests with the layer's python
        return sorted(reqs)

    @field_validator("extensions")
    @classmethod
    def _pinned(cls, v: list[str]) -> list[str]:
        for r in v:
            if not _PINNED.fullmatch(r.strip()):
                raise ValueError(f"extension {r[:80]!r}: NAME==VERSION expected")
        return sorted({r.strip() for r in v})

    @property
    def id(self) -> str:
        parts = [python_version(self.python), self.requirements, self.install]
        if self.extensions:  # (a spec without any keeps the id it always had)
            parts.append(self.extensions)
        key = json.dumps(parts)
        return "env-" + hashlib.sha256(key.encode()).hexdigest()[:16]


@functools.lru_cache(maxsize=8)
def python_version(python: str) -> str:
    """The exact version of an interpreter (`3.11.2`): part of every id made with it."""
    try:
        r = subprocess.run([python, "-c", "import sys; print(sys.version.split()[0])"],
                           capture_output=True, text=True, timeout=30)
    except OSError as e:
        raise ValueError(f"environment python {python!r} cannot run: {e}") from e
    if r.returncode != 0:
        raise ValueError(f"environment python {python!r} failed: {r.stderr.strip()[-200:]}")
    return r.stdout.strip()


def spec_from_repo(repo: Path, install: list[str] | None = None) -> EnvSpec:
    """The environment a repository's declared dependencies need (see the module doc)."""
    reqs: list[str] = []
    own: set[str] = set()
    pyproject = repo / "pyproject.toml"
    if pyproject.is_file():
        try:
            data = tomllib.loads(pyproject.read_text())
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
            raise ValueError(f"{pyproject}: not valid TOML: {e}") from e
        project = data.get("project", {})
        if isinstance(project.get("name"), str):
            own.add(requirement_name(project["name"]))
        reqs += _strings(project.get("dependencies"))
        extras = project.get("optional-dependencies", {})
        groups = data.get("dependency-groups", {})
        for name in TEST_EXTRAS:
            reqs += _strings(extras.get(name)) + _strings(groups.get(name))
    for path in sorted(repo.glob("requirements*.txt")):
        for line in path.read_text(errors="replace").splitlines():
            line = line.split(" #")[0].strip()
            if line and not line.startswith(("#", "-")):
                reqs.append(line)
    setup_cfg = repo / "setup.cfg"
    if setup_cfg.is_file():
        cfg = configparser.ConfigParser(interpolation=None)
        try:
            cfg.read(setup_cfg)
        except configparser.Error as e:
            raise ValueError(f"{setup_cfg}: not readable: {e}") from e
        if cfg.has_option("metadata", "name"):
            own.add(requirement_name(cfg.get("metadata", "name")))
        if cfg.has_option("options", "install_requires"):
            reqs += cfg.get("options", "install_requires").splitlines()
        for name in TEST_EXTRAS:
            if cfg.has_option("options.extras_require", name):
                reqs += cfg.get("options.extras_require", name).splitlines()
    kept = [r for r in reqs if r.strip() and requirement_name(r) not in own]
    return EnvSpec(requirements=kept, install=install or [])


def _strings(v: object) -> list[str]:
    """The plain strings of a TOML list (dependency groups may hold include tables)."""
    return [x for x in v if isinstance(x, str)] if isinstance(v, list) else []


EXTENSIONS_DIR = "parity-ext"


def extension_setup(spec: EnvSpec | None) -> str:
    """A setup command that links each compiled extension module of `spec.extensions` into
    the workspace where the repository's package keeps its sources (`markupsafe/_speedups.c`
    gets `markupsafe/_speedups.cpython-311-x86_64-linux-gnu.so`, a link into the layer: read
    only, so code under test cannot change it, and inside the environment, so the grader lets
    it load). The layer is found from the interpreter the sandbox runs (its sys.prefix), so
    the command works wherever the layer is. "" without extensions."""
    if spec is None or not spec.extensions:
        return ""
    names = " ".join(shlex.quote(requirement_name(r)) for r in spec.extensions)
    return (
        f'prefix="$(python -c "import sys; print(sys.prefix)")" || exit 1; '
        f"for n in {names}; do ext=\"$prefix/{EXTENSIONS_DIR}/$n\"; "
        '[ -d "$ext" ] || continue; '
        '(cd "$ext" && find . -name "*.so" ! -path "./bin/*") | while read -r f; do '
        'f="${f#./}"; [ -d "$(dirname "$f")" ] && [ ! -e "$f" ] && ln -s "$ext/$f" "$f"; '
        "done; done; true")
