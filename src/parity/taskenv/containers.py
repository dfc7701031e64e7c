"""A dependency layer as a container image, for the Docker/Podman backends.

A layer (`layers.build`) is a venv of the host's /usr/bin/python3: a container cannot use it
(its interpreter is the image's, at another path and maybe another version). Where a
container engine runs the sessions, the same `EnvSpec` is built instead into an image
tagged `parity-env:<env id>`, from the official Python image of the spec's exact version,
with the same requirements (installed with uv, as the layer's are) and install commands:

    parity env build TASKS --engine docker      # or podman

A task that names its own image (`Task.image`: SWE-bench's per-instance images) runs that
image under a container engine as it is, the repository at the task's workspace (/testbed).
A local OCI layout (`oci:PATH`) is bwrap's alone: an engine runs what its registry or its
store has.

Like the layer, the image uses the network while it is built and never after: sessions run
with `--network none`.
"""

from __future__ import annotations

import shlex
import subprocess
import tempfile
import time
from pathlib import Path

from parity.sandbox.docker import IMAGE_REPO
from parity.taskenv.layers import BUILD_TIMEOUT_S, Built, EnvBuildError, EnvMissing
from parity.taskenv.spec import EXTENSIONS_DIR, EnvSpec, python_version, requirement_name

ENGINES = ("docker", "podman")


def image_tag(env_id: str) -> str:
    return f"{IMAGE_REPO}:{env_id}"


def dockerfile(spec: EnvSpec) -> str:
    """The build recipe of `spec`'s image. Its context holds `requirements.txt` and
    `install.sh` (the spec's install commands, run with bash -e in an empty directory)."""
    lines = [
        f"FROM python:{python_version(spec.python)}-slim",
        "COPY requirements.txt install.sh /parity-env/",
        "RUN pip install --no-cache-dir uv && uv pip install --system --compile-bytecode "
        "-r /parity-env/requirements.txt",
    ]
    for requirement in spec.extensions:  # sys.prefix is /usr/local in this image
        lines.append(f"RUN uv pip install --system --no-deps --target "
                     f"/usr/local/{EXTENSIONS_DIR}/{requirement_name(requirement)} "
                     f"'{requirement}'")
    if spec.install:
        lines.append("RUN mkdir -p /parity-env/work && cd /parity-env/work && "
                     "bash -e /parity-env/install.sh")
    lines.append(f"LABEL org.parity.env.id={spec.id}")
    return "\n".join(lines) + "\n"


def build_context(spec: EnvSpec, directory: Path) -> Path:
    """Write the image's build context for `spec` into `directory`."""
    (directory / "Dockerfile").write_text(dockerfile(spec))
    (directory / "requirements.txt").write_text("\n".join(spec.requirements) + "\n")
    (directory / "install.sh").write_text(
        "".join(f"{command}\n" for command in spec.install) or "true\n")
    return directory


def build_image(spec: EnvSpec, engine: str = "docker") -> Built:
    """`spec`'s image in `engine`'s store: found there, or built. `Built.path` is the
    build context's recipe (Dockerfile), for a user who wants to read it."""
    if engine not in ENGINES:
        raise ValueError(f"engine {engine!r}: expected one of {', '.join(ENGINES)}")
    start = time.monotonic()
    tag = image_tag(spec.id)
    size = _image_size(engine, tag)
    if size is not None:
        return Built(spec.id, Path(tag), time.monotonic() - start, size, cached=True)
    with tempfile.TemporaryDirectory(prefix="parity-env-image-") as tmp:
        build_context(spec, Path(tmp))
        argv = [engine, "build", "--quiet", "-t", tag, tmp]
        try:
            r = subprocess.run(argv, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S)
        except (OSError, subprocess.TimeoutExpired) as e:
            raise EnvBuildError(f"{shlex.join(argv[:3])} failed: {e}") from e
        if r.returncode != 0:
            raise EnvBuildError(f"{engine} build of {tag} failed (exit {r.returncode}): "
                                f"{(r.stderr or r.stdout).strip()[-1500:]}")
    return Built(spec.id, Path(tag), time.monotonic() - start, _image_size(engine, tag) or 0,
                 cached=False)


def _image_size(engine: str, tag: str) -> int | None:
    """The image's size in bytes, or None when `engine` does not have it."""
    try:
        r = subprocess.run([engine, "image", "inspect", "--format", "{{.Size}}", tag],
                           capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if r.returncode != 0:
        return None
    try:
        return int(r.stdout.strip())
    except ValueError:
        return 0


def container_image(env_id: str | None, image: str | None, task_id: str) -> str | None:
    """The image a container engine runs for a task: its own image, the one built from its
    environment, or None (the backend's default image)."""
    from parity.taskenv.images import local_layout

    if image:
        if local_layout(image) is not None:
            raise EnvMissing(f"task {task_id} runs on the local OCI layout {image}, which a "
                             "container engine cannot run: use the bwrap backend, or push "
                             "the image to a registry the engine reaches")
        return image
    return image_tag(env_id) if env_id else None
