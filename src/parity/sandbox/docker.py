"""The Docker/Podman backend, for machines where a container engine answers.

The workspace is a host copy of the snapshot bind-mounted at the task's workspace path
(/workspace unless the task says otherwise) into a long-lived
container (`--network none`, memory and pids limits, read-only root filesystem, no
capabilities); commands run through `docker exec`. Host-side tools use the copy directly.
Slower to create than bubblewrap (a container start), useful where bwrap is not allowed.

The engine's CLI runs on the host with the server's environment (DOCKER_HOST, podman's
XDG_RUNTIME_DIR); none of it enters the container, whose environment is the image's (no
`-e`). The workspace copy sits in a 0700 directory: files a container makes there may be
setuid and owned by host root. No disk quota (`disk_mb` is ignored).

The image: the task's own (SWE-bench's per-instance image, repository at /testbed), the one
`parity env build TASKS --engine docker` made from the task's environment
(`parity-env:<env id>`), or the backend's default.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from parity.sandbox.base import (
    WORKSPACE_MOUNT,
    ExecResult,
    Limits,
    SandboxError,
    SessionEnv,
    private_dir,
    session_dir,
)
from parity.sandbox.process import run_capped
from parity.sandbox.workspace import tree_changed_paths

DEFAULT_IMAGE = "python:3.11-slim"
IMAGE_REPO = "parity-env"  # the images of environments (parity.taskenv.containers)


def engine_unavailable_reason(engine: str = "docker") -> str | None:
    if shutil.which(engine) is None:
        return f"`{engine}` is not installed"
    try:
        r = subprocess.run([engine, "info", "--format", "{{.ServerVersion}}"],
                           capture_output=True, text=True, timeout=5)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"`{engine} info` did not answer: {e}"
    if r.returncode != 0:
        return f"no {engine} engine answers here: {r.stderr.strip()[:200]}"
    return None


class DockerSession:
    workspace_kind = "copy"

    def __init__(self, engine: str, image: str, snapshot: Path, session_id: str,
                 limits: Limits, base_dir: Path, workspace: str = WORKSPACE_MOUNT) -> None:
        self.backend = engine
        self.workspace = workspace
        self.engine = engine
        self.id = session_id
        self.snapshot = snapshot
        self.limits = limits
        self.dir = session_dir(base_dir, session_id)
        self.root = self.dir / "workspace"
        subprocess.run(["cp", "-a", "--reflink=auto", str(snapshot), str(self.root)], check=True)
        r = subprocess.run(
            [engine, "run", "-d", "--rm", "--network", "none", "--read-only",
             "--cap-drop", "ALL", "--security-opt", "no-new-privileges",
             "--memory", f"{limits.memory_mb}m", "--pids-limit", str(limits.max_procs),
             "--tmpfs", f"/tmp:size={limits.tmp_mb}m",
             "-v", f"{self.root}:{workspace}", "-w", workspace,
             "--name", f"parity-{session_id}", image, "sleep", "infinity"],
            capture_output=True, text=True,
        )
        if r.returncode != 0:
            shutil.rmtree(self.dir, ignore_errors=True)
            hint = ""
            if image.startswith(f"{IMAGE_REPO}:"):
                hint = (f" (the image of environment {image.split(':', 1)[1]}: build it with "
                        f"`parity env build TASKS --engine {engine}`)")
            raise SandboxError(f"{engine} run of {image} failed: {r.stderr.strip()[-500:]}{hint}")
        self.container = r.stdout.strip()

    def exec(self, command: str, timeout_s: float | None = None) -> ExecResult:
        return run_capped(
            [self.engine, "exec", "-w", self.workspace, self.container, "bash", "-c", command],
            self.limits, timeout_s=timeout_s, env=dict(os.environ),  # the CLI's, see above
        )

    def changed_paths(self) -> list[str]:
        return tree_changed_paths(self.root, self.snapshot)

    def close(self) -> None:
        subprocess.run([self.engine, "rm", "-f", self.container], capture_output=True)
        shutil.rmtree(self.dir, ignore_errors=True)


class DockerBackend:
    def __init__(self, base_dir: Path, engine: str = "docker", image: str = DEFAULT_IMAGE) -> None:
        self.name = engine
        self.engine = engine
        self.image = image
        self.base_dir = private_dir(base_dir, engine)

    def create(self, snapshot: Path, session_id: str, limits: Limits,
               env: SessionEnv | None = None) -> DockerSession:
        env = env or SessionEnv()
        if env.mounts:
            raise SandboxError(f"the {self.engine} backend binds no host directory into a "
                               "session (a harness rollout's model socket): use bwrap")
        if env.layer is not None or env.rootfs is not None:
            # a layer is a venv of the host's /usr/bin/python3, not the image's; an unpacked
            # OCI image is a root filesystem, not an image this engine knows. Their container
            # form is `env.container_image` (parity.taskenv.session_env with this backend's name)
            raise SandboxError(f"the {self.engine} backend runs a task's environment as an "
                               "image (SessionEnv.container_image), not as a layer or rootfs")
        return DockerSession(self.engine, env.container_image or self.image, snapshot,
                             session_id, limits, self.base_dir, env.workspace)
