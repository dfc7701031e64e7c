"""The sandbox protocol: a session is a copy-on-write workspace plus a way to run commands
in it under limits.

Every tool that touches files runs on the host against `session.root`, a host path that
shows the workspace exactly as the sandboxed commands see it; commands run inside the
sandbox through `session.exec`. Backends differ only in how those two are provided.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel, ConfigDict


class SandboxError(RuntimeError):
    """The sandbox itself failed (not the command in it)."""


class Limits(BaseModel):
    """Per-session resource limits (also the `[env_server.env.limits]` config section)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    timeout_s: float = 60.0
    cpu_s: int = 120
    memory_mb: int = 2048
    max_procs: int = 256
    max_file_mb: int = 256
    # What a caller gets back; the middle of a long stream is elided (head and tail kept).
    max_output_bytes: int = 32 * 1024
    # Past this much output the command is killed: nobody reads a 1 GB print.
    max_stream_bytes: int = 16 * 1024 * 1024
    tmp_mb: int = 256


@dataclass
class ExecResult:
    exit_code: int | None
    output: str  # stdout and stderr interleaved, capped
    truncated: bool = False
    timed_out: bool = False
    killed_reason: str | None = None
    duration_s: float = 0.0

    def describe(self) -> str:
        """The text a model sees: output, then how the command ended."""
        parts = [self.output.rstrip("\n")] if self.output else []
        if self.killed_reason:
            parts.append(f"[command killed: {self.killed_reason}]")
        elif self.timed_out:
            parts.append("[command timed out]")
        parts.append(f"[exit code: {self.exit_code}]")
        return "\n".join(parts)


class SandboxSession(Protocol):
    id: str
    backend: str
    workspace_kind: str  # overlayfs, copy, ...
    snapshot: Path  # the read-only lower tree; never modified
    root: Path  # host path of the workspace as the sandbox sees it

    def exec(self, command: str, timeout_s: float | None = None) -> ExecResult: ...

    def changed_paths(self) -> list[str]: ...

    def close(self) -> None: ...


class SandboxBackend(Protocol):
    name: str

    def create(self, snapshot: Path, session_id: str, limits: Limits) -> SandboxSession: ...


WORKSPACE_MOUNT = "/workspace"
