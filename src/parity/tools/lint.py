"""read_lints: ruff diagnostics for the files the model names, or for the ones it changed."""

from __future__ import annotations

import os
import shlex
import shutil
import stat
import sys

from pydantic import Field

from parity.tools.base import Tool, ToolArgs, ToolContext, ToolError
from parity.tools.paths import lstat, require_file_or_dir, resolve

LINT_TIMEOUT_S = 60.0
# ruff, run in the sandbox on named files and on the Python files under named directories.
# `find -type f` walks the directories instead of ruff: ruff opens whatever its walk finds,
# and a FIFO named x.py would hang it until its timeout. --force-exclude keeps ruff's (and
# the repository's) excludes for the files a walk found. Arguments: ruff, then the targets.
_LINT_SCRIPT = (
    'ruff=$1; shift; files=(); for t in "$@"; do if [ -d "$t" ]; then '
    'mapfile -d "" -O "${#files[@]}" files < <(find "./$t" -type f '
    '\\( -name "*.py" -o -name "*.pyi" \\) -print0); else files+=("$t"); fi; done; '
    '[ ${#files[@]} -eq 0 ] && exit 0; exec "$ruff" check --no-cache --no-fix '
    '--output-format concise --quiet --force-exclude -- "${files[@]}"'
)


def ruff_binary(session: object = None) -> str | None:
    """The ruff that runs inside `session`: its tools layer's (bwrap, where nothing of the
    server's own environment is mounted), else the server's (backends that run on the host)."""
    layer = getattr(session, "tools_layer", False)
    if layer is not False:  # a backend with a tools layer: never the server's ruff
        ruff = os.path.join(layer, "bin", "ruff") if layer is not None else None
        return ruff if ruff is not None and os.path.exists(ruff) else None
    local = os.path.join(os.path.dirname(sys.executable), "ruff")
    return local if os.path.exists(local) else shutil.which("ruff")


def _is_file(root: str, rel: str) -> bool:
    st = lstat(root, rel)  # a FIFO named x.py would hang ruff until its timeout
    return st is not None and stat.S_ISREG(st.st_mode)


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
            for t in targets:  # resolve() refused symlinks out
                require_file_or_dir(ctx.root, "" if t == "." else t, "read_lints")
        else:
            targets = [
                p for p in ctx.session.changed_paths()
                if p.endswith(".py") and _is_file(ctx.root, p)
            ]
            if not targets:
                return "No changed Python files to lint."
        # ruff runs inside the sandbox: it canonicalizes paths, which breaks on the host's
        # view of an overlay (/proc/<pid>/root/...), and the repo's own ruff config applies.
        r = ctx.session.exec(
            shlex.join(["bash", "-c", _LINT_SCRIPT, "read_lints", ruff, *targets]),
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
