"""read_lints: ruff diagnostics for the files the model names, or for the ones it changed."""

from __future__ import annotations

import os
import shlex
import shutil
import sys

from pydantic import Field

from parity.tools.base import Tool, ToolArgs, ToolContext, ToolError
from parity.tools.paths import host_path, resolve

LINT_TIMEOUT_S = 60.0


def ruff_binary(session: object = None) -> str | None:
    """The ruff that runs inside `session`: its tools layer's (bwrap, where nothing of the
    server's own environment is mounted), else the server's (backends that run on the host)."""
    layer = getattr(session, "tools_layer", False)
    if layer is not False:  # a backend with a tools layer: never the server's ruff
        ruff = os.path.join(layer, "bin", "ruff") if layer is not None else None
        return ruff if ruff is not None and os.path.exists(ruff) else None
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
        ruff = ruff_binary(ctx.session)
        if ruff is None:
            if getattr(ctx.session, "rootfs", None) is not None:
                raise ToolError("read_lints is unavailable: this task runs in its own OCI "
                                "image, where Parity's ruff (built for the host's Python) "
                                "cannot run; run the image's linters with run_terminal_cmd")
            raise ToolError("read_lints is unavailable: ruff is not installed in this sandbox")
        if args.paths:
            targets = [resolve(ctx.root, p, ctx.workspace) or "." for p in args.paths]
            for t in targets:
                if not os.path.lexists(host_path(ctx.root, t)):  # resolve() refused symlinks out
                    raise ToolError(f"path not found: {t}")
        else:
            targets = [
                p for p in ctx.session.changed_paths()
                if p.endswith(".py") and os.path.lexists(host_path(ctx.root, p))
            ]
            if not targets:
                return "No changed Python files to lint."
        # ruff runs inside the sandbox: it canonicalizes paths, which breaks on the host's
        # view of an overlay (/proc/<pid>/root/...), and the repo's own ruff config applies.
        r = ctx.session.exec(
            shlex.join([ruff, "check", "--no-cache", "--no-fix", "--output-format", "concise",
                        "--quiet", "--", *targets]),
            timeout_s=LINT_TIMEOUT_S,
        )
        if r.timed_out or r.killed_reason:
            raise ToolError(f"ruff did not finish: {r.killed_reason or 'timed out'}")
        out = r.output.strip()
        if r.exit_code == 0:
            return f"No lint errors in {len(targets)} path(s)."
        if r.exit_code == 1 and out:
            return out
        raise ToolError(f"ruff failed (exit {r.exit_code}): {out[-2000:]}")
