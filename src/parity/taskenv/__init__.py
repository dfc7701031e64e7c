"""Environments: content-addressed, read-only dependency layers that tasks run in.

A task names its environment by id (`Task.environment`); the layer, a venv of the system's
Python with the repository's dependencies and pytest, is built once (`parity env build`)
and bound read-only into every session and grade of the task, its bin/ first on PATH.
docs/environments.md says how. A task may instead name an OCI image (`Task.image`), pulled
with skopeo and unpacked with umoci into a root filesystem that replaces the host's system
in its sandbox (`images`).

`parity env ...` is in parity/tasks/env_cli.py: it reads task sets, and tasks sit above taskenv.
"""

from parity.taskenv.layers import (
    Built,
    EnvBuildError,
    EnvMissing,
    build,
    envs_root,
    layer_dir,
    list_layers,
    prune,
    require,
)
from parity.taskenv.session import session_env
from parity.taskenv.spec import EnvSpec, spec_from_repo

__all__ = ["Built", "EnvBuildError", "EnvMissing", "EnvSpec", "build", "envs_root",
           "layer_dir", "list_layers", "prune", "require", "session_env", "spec_from_repo"]
