"""Reading a workspace that its sandbox is changing at the same moment, by file descriptor.

The host reads a session's files (as the server's user, root in production) while the
agent's commands rename, swap and replace anything in the workspace. A path string is
resolved again at every use, so a directory checked a moment ago can be a symlink to `/`
by the time it is opened (`renameat2(RENAME_EXCHANGE)` makes the window as wide as the
attacker likes). Everything here holds a descriptor for each directory it goes through and
opens the next component relative to it with O_NOFOLLOW, so a swapped-in symlink makes
the open fail instead of escaping. Files are opened O_NONBLOCK and refused unless they are
regular files, so a FIFO cannot hang the reader (nor a device be read).

Names are the kernel's bytes decoded as `os.fsdecode` does (UTF-8 with surrogateescape),
so a name that is not UTF-8 round-trips; `c_quote` writes one for people and for git.

`clear_setid` takes the setuid and setgid bits off everything in a tree a sandbox wrote.

Not covered: a file that is rewritten while it is read is read as it is at that moment.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
from collections.abc import Iterator, Sequence
from pathlib import Path

log = logging.getLogger(__name__)

DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK
# A walk holds one descriptor per level; deeper directories are skipped (and logged).
MAX_WALK_DEPTH = 256


class NotRegularFile(OSError):
    """The name exists but is not a regular file (a directory, FIFO, socket or device)."""

    def __init__(self, name: str, mode: int) -> None:
        super().__init__(errno.EINVAL, f"is {describe_mode(mode)}, not a regular file", name)
        self.mode = mode


def describe_mode(mode: int) -> str:
    for test, what in ((stat.S_ISDIR, "a directory"), (stat.S_ISLNK, "a symlink"),
                       (stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISSOCK, "a socket"),
                       (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                       (stat.S_ISREG, "a regular file")):
        if test(mode):
            return what
    return "a special file"


def _check_name(name: str) -> None:
    if name in ("", ".", "..") or "/" in name or "\0" in name:
        raise OSError(errno.EINVAL, "not a single path component", name)


def open_dir(root: str | Path, parts: Sequence[str], create: bool = False) -> int:
    """A descriptor for root/parts[0]/parts[1]/..., each component opened with O_NOFOLLOW
    (a symlink anywhere fails with ENOTDIR). `root` itself is trusted and opened by path."""
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        for part in parts:
            _check_name(part)
            try:
                nfd = os.open(part, DIR_FLAGS, dir_fd=fd)
            except FileNotFoundError:
                if not create:
                    raise
                try:
                    os.mkdir(part, 0o755, dir_fd=fd)
                except FileExistsError:
                    pass  # made meanwhile: the open below says what it is
                nfd = os.open(part, DIR_FLAGS, dir_fd=fd)
            os.close(fd)
            fd = nfd
        return fd
    except BaseException:
        os.close(fd)
        raise


def open_regular(dir_fd: int, name: str, flags: int = os.O_RDONLY, mode: int = 0o644) -> int:
    """Open `name` in `dir_fd` without following a symlink and without blocking; anything
    but a regular file raises NotRegularFile. O_TRUNC is applied only once the file is known
    to be regular. The descriptor returned is blocking again."""
    _check_name(name)
    truncate = bool(flags & os.O_TRUNC)
    fd = os.open(name, (flags & ~os.O_TRUNC) | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC,
                 mode, dir_fd=dir_fd)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise NotRegularFile(name, st.st_mode)
        os.set_blocking(fd, True)
        if truncate:
            os.ftruncate(fd, 0)
        return fd
    except BaseException:
        os.close(fd)
        raise


def split(rel: str) -> tuple[list[str], str]:
    """('a/b/c') -> (['a', 'b'], 'c')."""
    *dirs, name = rel.split("/")
    return dirs, name


def open_file(root: str | Path, rel: str, flags: int = os.O_RDONLY, mode: int = 0o644,
              create_parents: bool = False) -> int:
    """`open_regular` of root/rel, reached through `open_dir`."""
    dirs, name = split(rel)
    dfd = open_dir(root, dirs, create_parents)
    try:
        return open_regular(dfd, name, flags, mode)
    finally:
        os.close(dfd)


def lstat(root: str | Path, rel: str) -> os.stat_result | None:
    """The entry's own stat (a symlink is not followed), or None when it is not there."""
    try:
        if not rel:
            fd = open_dir(root, [])
            try:
                return os.fstat(fd)
            finally:
                os.close(fd)
        dirs, name = split(rel)
        dfd = open_dir(root, dirs)
        try:
            return os.stat(name, dir_fd=dfd, follow_symlinks=False)
        finally:
            os.close(dfd)
    except (FileNotFoundError, NotADirectoryError):
        return None


def is_dir(root: str | Path, rel: str) -> bool:
    st = lstat(root, rel)
    return st is not None and stat.S_ISDIR(st.st_mode)


def read_link(root: str | Path, rel: str) -> str | None:
    dirs, name = split(rel)
    try:
        dfd = open_dir(root, dirs)
    except (FileNotFoundError, NotADirectoryError):
        return None
    try:
        return os.readlink(name, dir_fd=dfd)
    except OSError:
        return None
    finally:
        os.close(dfd)


def _list(fd: int) -> tuple[list[str], list[str]]:
    dirs: list[str] = []
    others: list[str] = []
    with os.scandir(fd) as it:  # scandir dups the descriptor; ours stays open
        for entry in it:
            try:
                is_dir = entry.is_dir(follow_symlinks=False)
            except OSError:  # gone since it was listed
                continue
            (dirs if is_dir else others).append(entry.name)
    dirs.sort()
    others.sort()
    return dirs, others


def walk(top_fd: int, max_depth: int = MAX_WALK_DEPTH
         ) -> Iterator[tuple[str, int, list[str], list[str]]]:
    """Like `os.walk` (top-down) from an open directory: (relative dir, its descriptor,
    subdirectory names, other names). Prune by editing the subdirectory list in place. Each
    subdirectory is opened from its parent's descriptor with O_NOFOLLOW, so a directory
    swapped for a symlink is skipped, never followed; symlinks are listed with the files.
    A yielded descriptor is valid until the walk moves on; `top_fd` is left open."""
    dirs, others = _list(top_fd)
    yield "", top_fd, dirs, others
    stack: list[tuple[str, int, list[str], int]] = [("", top_fd, dirs, 0)]
    try:
        while stack:
            rel, fd, subdirs, i = stack[-1]
            if i >= len(subdirs):
                stack.pop()
                if fd != top_fd:
                    os.close(fd)
                continue
            stack[-1] = (rel, fd, subdirs, i + 1)
            name = subdirs[i]
            sub_rel = f"{rel}/{name}" if rel else name
            if len(stack) > max_depth:
                log.warning("not walking %r: deeper than %d directories", sub_rel, max_depth)
                continue
            try:
                sub = os.open(name, DIR_FLAGS, dir_fd=fd)
            except OSError:  # removed, or replaced by something that is not a directory
                continue
            try:
                sub_dirs, sub_others = _list(sub)
            except OSError:
                os.close(sub)
                continue
            stack.append((sub_rel, sub, sub_dirs, 0))
            yield sub_rel, sub, sub_dirs, sub_others
    finally:
        for _, fd, _, _ in stack:
            if fd != top_fd:
                os.close(fd)


def files_under(root: str | Path, rel: str = "", prune: frozenset[str] = frozenset()
                ) -> list[str]:
    """Every non-directory below root/rel (symlinks included, never followed), as paths
    relative to `root`; directories named in `prune` are not entered."""
    try:
        fd = open_dir(root, rel.split("/") if rel else [])
    except (FileNotFoundError, NotADirectoryError):
        return []
    out: list[str] = []
    try:
        for sub, _, dirs, others in walk(fd):
            dirs[:] = [d for d in dirs if d not in prune]
            base = f"{rel}/{sub}" if rel and sub else rel or sub
            out.extend(f"{base}/{name}" if base else name for name in others)
    finally:
        os.close(fd)
    return out


# -- names ------------------------------------------------------------------------------------

# git's quote.c (cq_lookup): these get a letter after the backslash, the rest of the
# control characters, DEL and every byte >= 0x80 get three octal digits.
_LETTER_ESCAPES = {0x07: "a", 0x08: "b", 0x09: "t", 0x0A: "n", 0x0B: "v", 0x0C: "f",
                   0x0D: "r", 0x22: '"', 0x5C: "\\"}


def name_bytes(name: str) -> bytes:
    return name.encode("utf-8", "surrogateescape")


def needs_quote(name: str, non_ascii: bool = True) -> bool:
    """Whether git (core.quotePath on) would quote `name`; with `non_ascii=False`, only
    names a person cannot read as they are (not UTF-8, or with control characters)."""
    raw = name_bytes(name)
    if non_ascii:
        return any(b < 0x20 or b >= 0x7F or b in (0x22, 0x5C) for b in raw)
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return any(b < 0x20 or b == 0x7F for b in raw)


def c_quote(name: str) -> str:
    """`name` between double quotes with C escapes, as git's quote_c_style writes it:
    "\\377.py" for the byte 0xff. Always plain ASCII."""
    out = ['"']
    for b in name_bytes(name):
        if b in _LETTER_ESCAPES:
            out.append("\\" + _LETTER_ESCAPES[b])
        elif b < 0x20 or b >= 0x7F:
            out.append(f"\\{b:03o}")
        else:
            out.append(chr(b))
    out.append('"')
    return "".join(out)


# -- setuid and setgid bits ---------------------------------------------------------------

SETID_BITS = stat.S_ISUID | stat.S_ISGID


def clear_setid(root: str | Path) -> list[str]:
    """Clear the setuid and setgid bits of everything under `root`, `root` included; the
    paths that had one, relative to `root` ("" for `root` itself).

    For a tree that a sandbox wrote and that nothing sandboxed runs in any more: a command
    there can `chmod 4755` a file it made, and on the host that file belongs to the server's
    user (root). Nothing is followed: each entry is opened O_PATH|O_NOFOLLOW and its mode
    changed through that descriptor, and a symlink's own mode means nothing. One directory is
    open at a time (a parent is reached again through ".."), so no depth is out of reach, as
    it would be for `walk`. A directory its owner made unsearchable is given u+rwx first
    (root needs no such help)."""
    found: list[str] = []
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        _clear_bits(fd, "", found)
        stack: list[tuple[str, list[str]]] = [("", _sweep_entries(fd, "", found))]
        while stack:
            rel, todo = stack[-1]
            if not todo:
                stack.pop()
                if stack:
                    fd = _replace_fd(fd, os.open("..", DIR_FLAGS, dir_fd=fd))
                continue
            name = todo.pop()
            sub_rel = f"{rel}/{name}" if rel else name
            try:
                sub = _open_swept_dir(fd, name, sub_rel, found)
            except (FileNotFoundError, NotADirectoryError):  # gone since it was listed
                continue
            fd = _replace_fd(fd, sub)
            stack.append((sub_rel, _sweep_entries(fd, sub_rel, found)))
    finally:
        os.close(fd)
    return found


def _replace_fd(old: int, new: int) -> int:
    os.close(old)
    return new


def _clear_bits(path_fd: int, rel: str, found: list[str], add: int = 0) -> None:
    """Clear the setid bits of what `path_fd` (O_PATH, or any descriptor) refers to, adding
    the mode bits `add`."""
    mode = os.fstat(path_fd).st_mode
    if mode & SETID_BITS or ~mode & add:
        # chmod through /proc, as glibc's fchmodat(AT_SYMLINK_NOFOLLOW) does: an O_PATH
        # descriptor takes no fchmod
        os.chmod(f"/proc/self/fd/{path_fd}", (stat.S_IMODE(mode) & ~SETID_BITS) | add)
    if mode & SETID_BITS:
        found.append(rel)


def _sweep_entries(dir_fd: int, rel: str, found: list[str]) -> list[str]:
    """Clear the bits of the non-directories in `dir_fd`; its subdirectories' names."""
    subdirs: list[str] = []
    with os.scandir(dir_fd) as it:
        for entry in it:
            try:
                if entry.is_symlink():  # its own mode means nothing; not followed
                    continue
                st = entry.stat(follow_symlinks=False)
            except FileNotFoundError:
                continue
            if stat.S_ISDIR(st.st_mode):
                subdirs.append(entry.name)
            elif st.st_mode & SETID_BITS:
                try:
                    path_fd = os.open(entry.name, os.O_PATH | os.O_NOFOLLOW | os.O_CLOEXEC,
                                      dir_fd=dir_fd)
                except FileNotFoundError:
                    continue
                try:
                    _clear_bits(path_fd, f"{rel}/{entry.name}" if rel else entry.name, found)
                finally:
                    os.close(path_fd)
    return subdirs


def _open_swept_dir(dir_fd: int, name: str, rel: str, found: list[str]) -> int:
    """The subdirectory `name` opened for listing, its bits cleared first."""
    path_fd = os.open(name, os.O_PATH | os.O_NOFOLLOW | os.O_DIRECTORY | os.O_CLOEXEC,
                      dir_fd=dir_fd)
    try:
        _clear_bits(path_fd, rel, found)
        try:
            return os.open(f"/proc/self/fd/{path_fd}", DIR_FLAGS & ~os.O_NOFOLLOW)
        except PermissionError:  # made unsearchable by its owner, who is us
            _clear_bits(path_fd, rel, [], add=stat.S_IRWXU)
            return os.open(f"/proc/self/fd/{path_fd}", DIR_FLAGS & ~os.O_NOFOLLOW)
    finally:
        os.close(path_fd)
