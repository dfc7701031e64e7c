"""The tools layer: what Parity itself runs inside a session, and nothing of the host's Python.

A session sees the system's /usr (Debian's /usr/bin/python3), its workspace, a private /tmp,
the task's environment layer when it has one, and this: a small venv on /usr/bin/python3
holding ruff (read_lints), pytest and pytest-timeout (grading), plus a copy of Parity's
pytest report plugin (`plugins/pytest_report.py`). No Parity package, no server venv, no
torch. It is built once per (interpreter, package pins, plugin source) into
`cache_dir()/tools/<hash>/` with uv and mounted read-only at the same absolute path, so
its scripts' absolute paths hold inside the sandbox wherever the checkout or cache lives
(/tmp included: the mount goes on top of the session's private /tmp).

Concurrent builders (several env servers, test workers) serialize on a lock file; a
directory counts only once its `.complete` marker exists, so a killed build is redone.
"""

from __future__ import annotations

import fcntl
import hashlib
import logging
import os
import shutil
import subprocess
from pathlib import Path

from parity.sandbox.base import SandboxError
from parity.sandbox.package_index import PackageIndexError, run_uv, uv_settings
from parity.sandbox.workspace import cache_dir

log = logging.getLogger(__name__)

SYSTEM_PYTHON = "/usr/bin/python3"
# The versions the project itself is tested with (pyproject's dev extra): grading sees the
# same pytest whatever the server's own environment holds.
PACKAGES = ("ruff==0.17.6", "pytest==9.2.0", "pytest-timeout==2.4.0")
PLUGIN_SOURCE = Path(__file__).resolve().parent.parent / "tasks" / "pytest_report.py"
# Preloaded into graded test processes: non-dumpable before Python starts, so the report
# plugin loads no ctypes, and Python signal handlers locked out once it arms
# (tasks/grade_preload.c says why)
PRELOAD_SOURCE = PLUGIN_SOURCE.with_name("grade_preload.c")
PRELOAD = "plugins/grade_preload.so"
BUILD_TIMEOUT_S = 600.0
MARKER = ".complete"


def uv_binary() -> str | None:
    try:
        from uv import find_uv_bin  # the `uv` package from pyproject's dependencies
        return find_uv_bin()
    except (ImportError, FileNotFoundError):
        return shutil.which("uv")


def layer_key(python: str = SYSTEM_PYTHON, packages: tuple[str, ...] = PACKAGES,
              plugin: bool = True) -> str:
    """What the layer's content depends on: the interpreter (its resolved file and size, so
    a Debian point release rebuilds), the package pins and the plugin's source."""
    real = os.path.realpath(python)
    st = os.stat(real)
    h = hashlib.sha256()
    h.update(f"{real}\0{st.st_size}\0{st.st_mtime_ns}\0".encode())
    h.update("\0".join(packages).encode())
    if plugin:
        h.update(PLUGIN_SOURCE.read_bytes())
        h.update(PRELOAD_SOURCE.read_bytes())
    return h.hexdigest()[:16]


def grade_preload_library(layer: Path | None) -> Path | None:
    """The tools layer's preload library, or None where it could not be built (then the
    report plugin makes its process non-dumpable through ctypes: docs/tasks.md)."""
    if layer is None:
        return None
    lib = layer / PRELOAD
    return lib if lib.is_file() else None


def tools_layer(python: str = SYSTEM_PYTHON, base: Path | None = None) -> Path:
    """The layer's directory, built first if missing. SandboxError when it cannot be."""
    return python_layer(base or cache_dir() / "tools", PACKAGES, python, plugin=True,
                        what="the sandbox's tools layer (pytest and ruff for sessions and "
                             "grading)")


def python_layer(base: Path, packages: tuple[str, ...], python: str = SYSTEM_PYTHON, *,
                 plugin: bool = False, what: str = "a sandbox layer") -> Path:
    """A venv on the sandbox's system Python holding `packages` (and, for the tools layer,
    the report plugin), built once into `base/<key>`: the tools layer, and a harness's own
    packages (parity.harness.layer). SandboxError when it cannot be built."""
    if not os.path.exists(python):
        raise SandboxError(f"{python} is missing: the sandbox's tools need the system Python "
                           "(apt-get install python3)")
    base = base.resolve()
    try:
        base.mkdir(parents=True, exist_ok=True)
        root = base / layer_key(python, packages, plugin)
        if (root / MARKER).exists():
            return root
        with open(base / f"{root.name}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # another process may be building it right now
            if not (root / MARKER).exists():
                _build(root, python, packages, plugin, what)
    except OSError as e:
        raise SandboxError(f"cannot build {what} in {base}: {e} "
                           "(set PARITY_CACHE to a writable directory)") from e
    return root


def _compile_grade_preload(out: Path) -> None:
    """grade_preload.c into `out` with the host's C compiler (cc, gcc, or CC). Without one the
    layer still works; grading then loads ctypes into its test processes, and says so."""
    compiler = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    why = "no C compiler (cc or gcc; CC names another)" if compiler is None else None
    if compiler is not None:
        try:
            done = subprocess.run([compiler, "-O2", "-shared", "-fPIC", "-o", str(out),
                                   str(PRELOAD_SOURCE), "-ldl"], capture_output=True,
                                  text=True, timeout=120)
            if done.returncode != 0:
                why = f"{compiler} failed: {(done.stderr or done.stdout).strip()[-300:]}"
        except (OSError, subprocess.TimeoutExpired) as e:
            why = f"{compiler} failed: {e}"
    if why is not None:
        out.unlink(missing_ok=True)
        log.warning("grading's preload library was not built (%s): graded test processes "
                    "load ctypes to become non-dumpable, and code under test can reach raw "
                    "memory through it (docs/tasks.md)", why)
        return
    os.chmod(out, 0o755)


def _build(root: Path, python: str, packages: tuple[str, ...], plugin: bool,
           layer: str) -> None:
    uv = uv_binary()
    if uv is None:
        raise SandboxError(f"cannot build {layer}: `uv` is not installed (pip install uv)")
    shutil.rmtree(root, ignore_errors=True)  # an interrupted build
    log.info("building %s in %s (%s)", layer, root, ", ".join(packages))
    # the host's network settings as pip has them (package_index): the build only, never a
    # session, whose environment is process.clean_env()
    settings = uv_settings()
    what = f"cannot build {layer}"
    try:
        run_uv([uv, "venv", "--quiet", "--no-project", "--python", python, str(root)],
               settings, what=what, packages="a venv", timeout_s=BUILD_TIMEOUT_S)
        install = [uv, "pip", "install", "--quiet", "--python", str(root / "bin" / "python"),
                   *settings.flags, *packages]
        try:
            run_uv(install, settings, what=what, packages=" ".join(packages),
                   timeout_s=BUILD_TIMEOUT_S)
        except PackageIndexError as online:
            try:  # no index reachable: uv's cache may hold the wheels
                run_uv([*install, "--offline"], settings, what=what,
                       packages=" ".join(packages), timeout_s=BUILD_TIMEOUT_S)
            except PackageIndexError:
                raise online from None
    except PackageIndexError as e:
        shutil.rmtree(root, ignore_errors=True)
        raise SandboxError(str(e)) from None
    if plugin:
        plugins = root / "plugins"
        plugins.mkdir()
        shutil.copyfile(PLUGIN_SOURCE, plugins / PLUGIN_SOURCE.name)
        for path in (plugins, plugins / PLUGIN_SOURCE.name):
            os.chmod(path, 0o755 if path.is_dir() else 0o644)
        _compile_grade_preload(root / PRELOAD)
    os.chmod(root, 0o755)
    (root / MARKER).write_text(" ".join(packages) + "\n")

