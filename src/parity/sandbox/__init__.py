"""Sandboxed, copy-on-write workspaces. `make_backend` picks the best that works here."""

from __future__ import annotations

import logging
import os
import tempfile
from pathlib import Path

from parity.sandbox.base import ExecResult, Limits, SandboxBackend, SandboxError, SandboxSession

log = logging.getLogger(__name__)

BACKENDS = ("auto", "bwrap", "docker", "podman", "local")

__all__ = ["ExecResult", "Limits", "SandboxBackend", "SandboxError", "SandboxSession",
           "make_backend", "default_base_dir"]


def default_base_dir() -> Path:
    return Path(os.environ.get("PARITY_SANDBOX_DIR")
                or os.path.join(tempfile.gettempdir(), f"parity-{os.getuid()}"))


def make_backend(name: str = "auto", base_dir: Path | None = None) -> SandboxBackend:
    """Build a backend by name; `auto` takes bwrap where it works, else says why and
    falls back to the unsandboxed local backend."""
    base = base_dir or default_base_dir()
    if name not in BACKENDS:
        raise ValueError(f"unknown sandbox backend {name!r}; choose one of {', '.join(BACKENDS)}")
    if name in ("auto", "bwrap"):
        from parity.sandbox.bwrap import BwrapBackend, bwrap_unavailable_reason

        reason = bwrap_unavailable_reason()
        if reason is None:
            return BwrapBackend(base)
        if name == "bwrap":
            raise SandboxError(f"bubblewrap backend unavailable: {reason}")
        log.warning("bubblewrap unavailable (%s); falling back to the local backend", reason)
        name = "local"
    if name in ("docker", "podman"):
        from parity.sandbox.docker import DockerBackend, engine_unavailable_reason

        reason = engine_unavailable_reason(name)
        if reason is not None:
            raise SandboxError(f"{name} backend unavailable: {reason}")
        return DockerBackend(base, engine=name)
    from parity.sandbox.local import LocalBackend

    return LocalBackend(base)
