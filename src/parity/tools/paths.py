"""Paths the model names, resolved safely inside a workspace.

The model addresses files relative to the workspace root (`/workspace/...` is accepted as
the same thing). `..` that leaves the root, absolute paths elsewhere, and symlinks whose
target lies outside the workspace are refused with a message. Resolution is done on the
names first (following in-workspace symlinks), then the file is opened component by
component with O_NOFOLLOW, so a symlink swapped in by a concurrent command fails instead of
escaping.
"""

from __future__ import annotations

import errno
import os
import posixpath

from parity.sandbox.base import WORKSPACE_MOUNT
from parity.tools.base import ToolError

MAX_SYMLINK_HOPS = 40


def normalize(path: str) -> str:
    """The workspace-relative form of what the model wrote ('' is the root)."""
    if not isinstance(path, str) or "\0" in path:
        raise ToolError("path must be a string without NUL bytes")
    p = path.strip()
    if p.startswith(WORKSPACE_MOUNT + "/") or p == WORKSPACE_MOUNT:
        p = p[len(WORKSPACE_MOUNT):]
        p = p.lstrip("/")
    elif p.startswith("/") or p.startswith("~"):
        raise ToolError(
            f"absolute path {path!r} is outside the workspace; use a path relative to the "
            "workspace root, such as 'src/module.py'"
        )
    parts: list[str] = []
    for part in p.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if not parts:
                raise ToolError(f"path {path!r} escapes the workspace through '..'")
            parts.pop()
        else:
            parts.append(part)
    return "/".join(parts)


def resolve(root: str, path: str) -> str:
    """Canonical workspace-relative path with in-workspace symlinks followed."""
    norm = normalize(path)
    pending = norm.split("/") if norm else []
    done: list[str] = []
    hops = 0
    while pending:
        part = pending.pop(0)
        candidate = posixpath.join(root, *done, part)
        if os.path.islink(candidate):
            hops += 1
            if hops > MAX_SYMLINK_HOPS:
                raise ToolError(f"too many levels of symbolic links in {path!r}")
            target = os.readlink(candidate)
            if target.startswith(WORKSPACE_MOUNT + "/") or target == WORKSPACE_MOUNT:
                base: list[str] = []
                target = target[len(WORKSPACE_MOUNT):].lstrip("/")
            elif target.startswith("/"):
                raise ToolError(
                    f"{'/'.join([*done, part])!r} is a symlink to {target!r}, outside the "
                    "workspace"
                )
            else:
                base = list(done)
            new: list[str] = []
            for t in [*base, *target.split("/")]:
                if t in ("", "."):
                    continue
                if t == "..":
                    if not new:
                        raise ToolError(
                            f"{'/'.join([*done, part])!r} is a symlink that points outside the "
                            "workspace"
                        )
                    new.pop()
                else:
                    new.append(t)
            done = []
            pending = new + pending
        else:
            done.append(part)
    return "/".join(done)


def _open_dir_chain(root: str, parts: list[str], create: bool) -> int:
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
    try:
        for part in parts:
            try:
                nfd = os.open(part, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=fd)
            except FileNotFoundError:
                if not create:
                    raise
                os.mkdir(part, 0o755, dir_fd=fd)
                nfd = os.open(part, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=fd)
            os.close(fd)
            fd = nfd
        return fd
    except BaseException:
        os.close(fd)
        raise


def open_file(root: str, rel: str, flags: int, mode: int = 0o644, create_parents: bool = False) -> int:
    """An fd for `rel` (already resolved) that cannot have gone through a symlink."""
    if not rel:
        raise ToolError("expected a file path, got the workspace root")
    *dirs, name = rel.split("/")
    try:
        dfd = _open_dir_chain(root, dirs, create_parents)
        try:
            return os.open(name, flags | os.O_NOFOLLOW, mode, dir_fd=dfd)
        finally:
            os.close(dfd)
    except FileNotFoundError as e:
        raise ToolError(f"file not found: {rel}") from e
    except NotADirectoryError as e:
        raise ToolError(f"a component of {rel!r} is not a directory") from e
    except IsADirectoryError as e:
        raise ToolError(f"{rel!r} is a directory, not a file") from e
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise ToolError(f"{rel!r} changed into a symlink while being opened") from e
        raise ToolError(f"cannot open {rel!r}: {e.strerror}") from e


def host_path(root: str, rel: str) -> str:
    return posixpath.join(root, rel) if rel else root
