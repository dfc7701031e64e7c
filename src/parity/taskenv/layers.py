"""Dependency layers on disk: built once with uv, then mounted read-only into sessions.

    cache_dir()/envs/<env id>/          a venv: bin/python -> /usr/bin/python3, site-packages,
                  parity-ext/<name>/    the spec's `extensions`, installed off sys.path
                  parity-env.json       the spec, the versions installed, size and build time
    cache_dir()/envs/.build-XXXX/       a build in progress (renamed into place when done)
    cache_dir()/uv/                     uv's own download and wheel cache

Traps, and what is done about them:
  - a venv hard-codes absolute paths (the shebangs of its scripts), and a layer is built in
    a temporary directory and renamed. Built with `uv venv --relocatable`, its scripts find
    their interpreter relative to themselves, so the layer works wherever it is; sandboxes
    bind it at its own host path all the same (nothing to translate in error messages);
  - sessions see the layer read-only with PYTHONDONTWRITEBYTECODE: without bytecode in the
    layer every import would compile from source, every time. `--compile-bytecode` puts it
    there at build time;
  - the network is used by the build only (uv, and the spec's install commands, on the
    host); a sandbox never has any. uv reaches the index with the settings pip has here
    (TLS trust, proxies, index URLs: parity.sandbox.package_index); install commands run
    with the host's environment.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from parity.sandbox.package_index import PackageIndexError, run_uv, uv_settings
from parity.sandbox.workspace import cache_dir
from parity.taskenv.spec import (
    ENV_ID,
    EXTENSIONS_DIR,
    EnvSpec,
    python_version,
    requirement_name,
)

log = logging.getLogger(__name__)

MANIFEST = "parity-env.json"
BUILD_PREFIX = ".build-"
BUILD_TIMEOUT_S = 1800


class EnvMissing(RuntimeError):
    """A task names an environment that is not built on this machine."""


class EnvBuildError(RuntimeError):
    """uv or an install command failed while building a layer."""


def envs_root() -> Path:
    # resolved: sandboxes bind a layer at this very path, which must not go through a symlink
    return (cache_dir() / "envs").resolve()


def layer_dir(env_id: str) -> Path:
    if not ENV_ID.fullmatch(env_id):
        raise ValueError(f"not an environment id: {env_id[:80]!r} (expected env-<16 hex>)")
    return envs_root() / env_id


def require(env_id: str, task_id: str) -> Path:
    """The layer of a task's environment, or EnvMissing saying how to build it."""
    path = layer_dir(env_id)
    if not (path / MANIFEST).is_file():
        raise EnvMissing(f"task {task_id} needs environment {env_id}, which is not built "
                         f"here ({path}): run `parity env build <the task file>`")
    return path


@dataclass
class Built:
    env_id: str
    path: Path
    seconds: float
    size_bytes: int
    cached: bool


def uv_bin() -> str:
    from uv import find_uv_bin  # the `uv` package's binary, whatever PATH says

    return find_uv_bin()


def build(spec: EnvSpec) -> Built:
    """The layer for `spec`: found in the cache, or built into a temporary directory and
    renamed into place (atomic; a concurrent build of the same spec loses the race
    harmlessly)."""
    start = time.monotonic()
    dest = layer_dir(spec.id)
    if (dest / MANIFEST).is_file():
        return Built(spec.id, dest, time.monotonic() - start, _manifest(dest).get("size_bytes", 0),
                     cached=True)
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=dest.parent, prefix=BUILD_PREFIX))
    venv = tmp / "venv"
    env = _build_env()
    # uv gets the host's pip/uv network settings (TLS, proxies, index: sandbox.package_index)
    settings = uv_settings()
    what = f"cannot build environment {spec.id}"
    try:
        _run([uv_bin(), "venv", "--quiet", "--relocatable", "--python", spec.python, str(venv)],
             settings.env, tmp, "uv venv")
        reqs = tmp / "requirements.txt"
        reqs.write_text("\n".join(spec.requirements) + "\n")
        try:
            run_uv([uv_bin(), "pip", "install", "--quiet", "--compile-bytecode", *settings.flags,
                    "--python", str(venv / "bin" / "python"), "-r", str(reqs)], settings,
                   what=what, packages=", ".join(spec.requirements) or "nothing",
                   timeout_s=BUILD_TIMEOUT_S, cwd=tmp)
        except PackageIndexError as e:
            raise EnvBuildError(str(e)) from None
        for requirement in spec.extensions:  # compiled extensions, off sys.path
            target = venv / EXTENSIONS_DIR / requirement_name(requirement)
            try:
                run_uv([uv_bin(), "pip", "install", "--quiet", "--no-deps", *settings.flags,
                        "--python", str(venv / "bin" / "python"), "--target", str(target),
                        requirement], settings, what=what, packages=requirement,
                       timeout_s=BUILD_TIMEOUT_S, cwd=tmp)
            except PackageIndexError as e:
                raise EnvBuildError(str(e)) from None
        path_env = dict(env, VIRTUAL_ENV=str(venv),
                        PATH=f"{venv}/bin:{env['PATH']}")
        for command in spec.install:
            _run(["bash", "-c", command], path_env, tmp, f"install command {command!r}")
        frozen = subprocess.run([uv_bin(), "pip", "freeze", "--python", str(venv / "bin/python")],
                                capture_output=True, text=True, env=settings.env,
                                check=False).stdout
        _run([str(venv / "bin" / "python"), "-c", "import pytest"], env, tmp,
             "the layer's pytest check")
        size = _size(venv)
        (venv / MANIFEST).write_text(json.dumps({
            "id": spec.id, "spec": spec.model_dump(), "python_version": python_version(spec.python),
            "installed": frozen.split(), "size_bytes": size,
            "build_s": round(time.monotonic() - start, 2), "built_at": time.time(),
        }, indent=1))
        try:
            os.rename(venv, dest)
        except OSError:
            if not (dest / MANIFEST).is_file():
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return Built(spec.id, dest, time.monotonic() - start, size, cached=False)


def _build_env() -> dict[str, str]:
    """The host's environment for uv (proxies, certificates), with uv's cache under ours and
    no interpreter downloads (python-build-standalone is out of reach here)."""
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH",
                                                            "PYTHONHOME", "CONDA_PREFIX")}
    env.update(UV_CACHE_DIR=str(cache_dir() / "uv"), UV_PYTHON_DOWNLOADS="never",
               UV_NO_PROGRESS="1")
    env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    return env


def _run(argv: list[str], env: dict[str, str], cwd: Path, what: str) -> None:
    try:
        r = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=cwd,
                           timeout=BUILD_TIMEOUT_S)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise EnvBuildError(f"{what} failed: {e}") from e
    if r.returncode != 0:
        tail = (r.stderr.strip() or r.stdout.strip())[-1500:]
        raise EnvBuildError(f"{what} failed (exit {r.returncode}): {tail}")


def _size(path: Path) -> int:
    total = 0
    for dirpath, _, filenames in os.walk(path):
        for name in filenames:
            try:
                total += os.lstat(os.path.join(dirpath, name)).st_size
            except OSError:
                pass
    return total


def _manifest(path: Path) -> dict:
    try:
        return json.loads((path / MANIFEST).read_text())
    except (OSError, ValueError):
        return {}


def list_layers() -> list[dict]:
    """The manifests of every built layer, newest first."""
    root = envs_root()
    if not root.is_dir():
        return []
    found = [dict(_manifest(p), path=str(p)) for p in root.iterdir()
             if ENV_ID.fullmatch(p.name) and (p / MANIFEST).is_file()]
    return sorted(found, key=lambda m: -m.get("built_at", 0))


def prune(keep: set[str] | None) -> list[str]:
    """Remove abandoned builds, and every layer not in `keep` (None: keep every layer).
    Trap: a layer removed under a live session breaks it (its files go, mounted or not)."""
    root = envs_root()
    removed = []
    if not root.is_dir():
        return removed
    for p in root.iterdir():
        stale_build = p.name.startswith(BUILD_PREFIX) and time.time() - p.stat().st_mtime > 3600
        unwanted = keep is not None and ENV_ID.fullmatch(p.name) and p.name not in keep
        if stale_build or unwanted:
            shutil.rmtree(p, ignore_errors=True)
            removed.append(p.name)
    return removed
