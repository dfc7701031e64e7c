"""What a task's sessions and grades run in, resolved on this machine: its dependency layer,
its OCI image's root filesystem and its workspace path, as the sandbox backends take them."""

from __future__ import annotations

from parity.sandbox.base import SessionEnv
from parity.taskenv import containers, images, layers
from parity.types import Task


def session_env(task: Task, backend: str = "bwrap") -> SessionEnv:
    """EnvMissing (saying how to build or pull it) when the task's layer or image is not
    here. A layer in an image is refused at task load (`TaskSpec`), not here. A container
    backend (`docker`, `podman`) gets an image name instead: the task's own, or the one
    `parity env build --engine` made from its environment (`containers`)."""
    if backend in containers.ENGINES:
        return SessionEnv(container_image=containers.container_image(
            task.environment, task.image, task.id), workspace=task.workspace)
    return SessionEnv(
        layer=layers.require(task.environment, task.id) if task.environment else None,
        rootfs=images.require(task.image, task.id) if task.image else None,
        workspace=task.workspace)
