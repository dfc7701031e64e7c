"""Paths the model names, resolved safely inside a workspace.

The model addresses files relative to the workspace root (the absolute form inside the
sandbox, `/workspace/...` or the task's own path such as `/testbed/...`, is accepted as the
same thing). `..` that leaves the root, absolute paths elsewhere, and symlinks whose
target lies outside the workspace are refused with a message. Resolution walks the names
by file descriptor (following in-workspace symlinks by their text), then the file is
opened component by component with O_NOFOLLOW (`parity.sandbox.fs`), so a symlink swapped
in by a concurrent command fails instead of escaping, and a FIFO or device is refused
instead of hanging the server.

Names that are not UTF-8 (a command can make them) cannot travel as JSON text, so the
tools show them quoted (`display_name`) and refuse them as arguments.
"""

from __future__ import annotations

import errno
import os
import posixpath
import stat

from parity.sandbox import fs
from parity.sandbox.base import WORKSPACE_MOUNT
from parity.tools.base import ToolError

MAX_SYMLINK_HOPS = 40
MAX_PATH_CHARS = 4096  # Linux's PATH_MAX; a longer one would only be echoed back in errors
QUOTED_NAMES_NOTE = (
    "[names in double quotes are escaped as git writes them (\\ooo: a byte that is not "
    "UTF-8 text; \\n, \\t: control characters); file tools cannot open them, "
    "run_terminal_cmd can, e.g. cat $'\\377.py']"
)


def normalize(path: str, mount: str = WORKSPACE_MOUNT) -> str:
    """The workspace-relative form of what the model wrote ('' is the root); `mount` is
    where the sandbox shows the workspace."""
    if not isinstance(path, str) or "\0" in path:
        raise ToolError("path must be a string without NUL bytes")
    if len(path) > MAX_PATH_CHARS:
        raise ToolError(f"path is {len(path)} characters long; the limit is {MAX_PATH_CHARS}")
    _check_text(path, path)
    p = path.strip()
    if p.startswith(mount + "/") or p == mount:
        p = p[len(mount):]
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


def _check_text(name: str, given: str) -> None:
    # A lone surrogate (JSON allows "\udcff") would name a non-UTF-8 file and then break
    # every message that repeats the path.
    try:
        name.encode("utf-8")
    except UnicodeEncodeError as e:
        raise ToolError(
            f"path {given!r} is not valid Unicode text (it stands for bytes that are not "
            "UTF-8); such files can only be used through run_terminal_cmd"
        ) from e


def resolve(root: str, path: str, mount: str = WORKSPACE_MOUNT) -> str:
    """Canonical workspace-relative path with in-workspace symlinks followed. Each component
    is looked at through its parent's descriptor, so a directory swapped for a symlink to /
    while this runs shows its link text (and is refused), never the host's files."""
    norm = normalize(path, mount)
    pending = norm.split("/") if norm else []
    done: list[str] = []
    hops = 0
    fd: int | None = fs.open_dir(root, [])  # None once a component is missing
    try:
        while pending:
            part = pending.pop(0)
            st = None
            if fd is not None:
                try:
                    st = os.stat(part, dir_fd=fd, follow_symlinks=False)
                except OSError:
                    st = None
            if fd is not None and st is not None and stat.S_ISLNK(st.st_mode):
                hops += 1
                if hops > MAX_SYMLINK_HOPS:
                    raise ToolError(f"too many levels of symbolic links in {path!r}")
                try:
                    target = os.readlink(part, dir_fd=fd)
                except OSError as e:
                    raise ToolError(
                        f"{'/'.join([*done, part])!r} changed while being resolved") from e
                pending = _link_parts(done, part, target, mount) + pending
                done = []
                os.close(fd)
                fd = None  # so that a failing reopen is not closed twice
                fd = fs.open_dir(root, [])
                continue
            done.append(part)
            nfd = None
            if fd is not None and pending and st is not None and stat.S_ISDIR(st.st_mode):
                try:
                    nfd = os.open(part, fs.DIR_FLAGS, dir_fd=fd)
                except OSError:
                    nfd = None
            if fd is not None:
                os.close(fd)
            fd = nfd
    finally:
        if fd is not None:
            os.close(fd)
    rel = "/".join(done)
    _check_text(rel, path)
    return rel


def _link_parts(done: list[str], part: str, target: str, mount: str) -> list[str]:
    """The workspace components that the symlink done/part (text `target`) stands for."""
    if target.startswith(mount + "/") or target == mount:
        base: list[str] = []
        target = target[len(mount):].lstrip("/")
    elif target.startswith("/"):
        raise ToolError(
            f"{'/'.join([*done, part])!r} is a symlink to {target!r}, outside the workspace"
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
    return new


def open_file(root: str, rel: str, flags: int, mode: int = 0o644, create_parents: bool = False) -> int:
    """An fd for the regular file `rel` (already resolved) that cannot have gone through a
    symlink; a FIFO, socket, device or directory is refused at once (never blocks)."""
    if not rel:
        raise ToolError("expected a file path, got the workspace root")
    try:
        return fs.open_file(root, rel, flags, mode, create_parents)
    except fs.NotRegularFile as e:
        if stat.S_ISDIR(e.mode):
            raise ToolError(f"{rel!r} is a directory; use list_dir") from e
        raise ToolError(f"{rel!r} is {fs.describe_mode(e.mode)}, not a regular file; "
                        "file tools open only regular files") from e
    except FileNotFoundError as e:
        raise ToolError(f"file not found: {rel}") from e
    except NotADirectoryError as e:
        raise ToolError(f"a component of {rel!r} is not a directory") from e
    except IsADirectoryError as e:
        raise ToolError(f"{rel!r} is a directory") from e
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise ToolError(f"{rel!r} changed into a symlink while being opened") from e
        if e.errno == errno.ENXIO:  # a FIFO with no reader, or a socket, opened to write
            raise ToolError(f"{rel!r} is a FIFO or a socket, not a regular file; file tools "
                            "open only regular files") from e
        raise ToolError(f"cannot open {rel!r}: {e.strerror}") from e


def create_or_open(root: str, rel: str) -> tuple[int, bool]:
    """An fd to write the regular file `rel` from scratch (parents are made), and whether
    the file was created: decided by O_EXCL, not by a look beforehand."""
    try:
        return open_file(root, rel, os.O_WRONLY | os.O_CREAT | os.O_EXCL, create_parents=True), True
    except ToolError as e:
        if not isinstance(e.__cause__, FileExistsError):
            raise
    return open_file(root, rel, os.O_WRONLY | os.O_TRUNC), False


def open_dir(root: str, rel: str) -> int:
    """An fd for the directory `rel` (already resolved), or a ToolError that says what is
    there instead."""
    try:
        return fs.open_dir(root, rel.split("/") if rel else [])
    except (FileNotFoundError, NotADirectoryError) as e:
        st = lstat(root, rel)
        if st is not None and stat.S_ISREG(st.st_mode):
            raise ToolError(f"{rel!r} is a file, not a directory; use read_file") from e
        if st is not None and not stat.S_ISDIR(st.st_mode):
            raise ToolError(f"{rel!r} is {fs.describe_mode(st.st_mode)}, not a directory") from e
        raise ToolError(f"directory not found: {rel or '.'}") from e
    except OSError as e:
        raise ToolError(f"cannot open the directory {rel or '.'!r}: {e.strerror}") from e


def lstat(root: str, rel: str) -> os.stat_result | None:
    """What `rel` is, without following a symlink anywhere on the way; None if missing."""
    return fs.lstat(root, rel)


def require_file_or_dir(root: str, rel: str, tool: str) -> None:
    """A ToolError unless `rel` is a regular file or a directory: a tool that runs a reader
    in the sandbox (rg, ruff) on a FIFO would wait for a writer until its timeout."""
    st = fs.lstat(root, rel)
    if st is None:
        raise ToolError(f"path not found: {rel or '.'}")
    if not (stat.S_ISREG(st.st_mode) or stat.S_ISDIR(st.st_mode)):
        raise ToolError(f"{rel!r} is {fs.describe_mode(st.st_mode)}; {tool} reads regular "
                        "files and directories only")


def display_name(name: str) -> str:
    """A name as a person (and JSON) can read it: as is, or C-quoted when it is not UTF-8
    or holds control characters."""
    return fs.c_quote(name) if fs.needs_quote(name, non_ascii=False) else name


def host_path(root: str, rel: str) -> str:
    """The host path of `rel`. Only for messages and for handing to a sandboxed command:
    opening it by this path would follow symlinks a concurrent command swapped in."""
    return posixpath.join(root, rel) if rel else root
