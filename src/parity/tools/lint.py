"""read_lints: ruff diagnostics for the files the model names, or for the ones it changed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

from pydantic import Field

from parity.tools.base import Tool, ToolArgs, ToolContext, ToolError
from parity.tools.paths import host_path, resolve

LINT_TIMEOUT_S = 60.0


def ruff_binary() -> str | None:
    local = os.path.join(os.path.dirname(sys.executable), "ruff")
    return local if os.path.exists(local) else shutil.which("ruff")


class ReadLints(Tool):
    name = "read_lints"
    description = (
        "Lint Python files with ruff and report diagnostics as path:line:col: CODE message. "
        "Without paths, lints the Python files changed in this session."
    )

    class Args(ToolArgs):
        paths: list[str] = Field(default_factory=list, description="Files or directories to lint.")

    def run(self, ctx: ToolContext, args: Args) -> str:
        ruff = ruff_binary()
        if ruff is None:
            raise ToolError("read_lints is unavailable: ruff is not installed on this server")
        if args.paths:
            targets = [resolve(ctx.root, p) or "." for p in args.paths]
            for t in targets:
                if not os.path.exists(host_path(ctx.root, t)):
                    raise ToolError(f"path not found: {t}")
        else:
            targets = [
                p for p in ctx.session.changed_paths()
                if p.endswith(".py") and os.path.exists(host_path(ctx.root, p))
            ]
            if not targets:
                return "No changed Python files to lint."
        try:
            r = subprocess.run(
                [ruff, "check", "--no-cache", "--no-fix", "--output-format", "concise",
                 "--quiet", "--", *targets],
                cwd=ctx.root, capture_output=True, timeout=LINT_TIMEOUT_S,
                env={"PATH": os.environ.get("PATH", "/usr/bin"), "HOME": "/nonexistent"},
            )
        except subprocess.TimeoutExpired as e:
            raise ToolError(f"ruff timed out after {LINT_TIMEOUT_S:g} s") from e
        out = r.stdout.decode("utf-8", "replace").strip()
        if r.returncode == 0:
            return f"No lint errors in {len(targets)} path(s)."
        if r.returncode == 1 and out:
            return out
        err = r.stderr.decode("utf-8", "replace").strip()
        raise ToolError(f"ruff failed: {err or out}")
