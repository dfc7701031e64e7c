"""Which files of a tree get indexed, and reading them without following symlinks.

A session's workspace is written by the model: a symlink `notes.py -> /etc/shadow` must not
put a host file into search results. So files are opened component by component with
O_NOFOLLOW and symlinks are never indexed, in snapshots and workspaces alike. Skipped: hidden
directories (.git, .venv, ...), caches, virtualenvs and site-packages, binary files, files that are
not UTF-8, and files over `max_file_bytes` (generated data, minified bundles).
"""

from __future__ import annotations

import hashlib
import os
import stat
from dataclasses import dataclass
from pathlib import Path

SKIP_DIRS = frozenset({"__pycache__", "node_modules", "site-packages"})
BINARY_SUFFIXES = frozenset({
    ".png", ".jpg", ".jpeg", ".gif", ".bmp", ".ico", ".webp", ".pdf", ".zip", ".gz", ".bz2",
    ".xz", ".tar", ".whl", ".egg", ".so", ".dylib", ".dll", ".exe", ".o", ".a", ".pyc", ".pyo",
    ".npy", ".npz", ".pt", ".bin", ".safetensors", ".sqlite", ".db", ".woff", ".woff2", ".ttf",
    ".otf", ".mp3", ".mp4", ".wav", ".ogg", ".lock",
})
MAX_FILE_BYTES = 512 * 1024


def indexable_name(rel: str) -> bool:
    parts = rel.split("/")
    if any(p.startswith(".") or p in SKIP_DIRS for p in parts[:-1]):
        return False
    name = parts[-1]
    return not name.startswith(".") and os.path.splitext(name)[1].lower() not in BINARY_SUFFIXES


@dataclass(frozen=True)
class Scope:
    """What part of a tree to index: only under `include` (directories relative to the root;
    empty: all of it), minus directories named or pathed as in `exclude` (`tests` skips every
    directory called tests, `src/pkg/vendor` that one). Paths in the index stay relative to
    the root either way, so results read the same whatever the scope. A user who asks about
    `src` must not wait for the docs and tests to be embedded: the scope is part of the
    index's key, never a filter applied after the fact."""

    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        return "" if self == Scope() else f"{sorted(self.include)}|{sorted(self.exclude)}"

    def excluded(self, rel_dir: str) -> bool:
        return rel_dir in self.exclude or rel_dir.rsplit("/", 1)[-1] in self.exclude

    def starts(self, root: Path) -> list[Path]:
        """The directories to walk: the included ones that exist (nested ones once)."""
        inc = sorted({d.strip("/") for d in self.include}) or [""]
        if "" in inc:
            return [root]
        kept = [d for d in inc if not any(d.startswith(o + "/") for o in inc if o != d)]
        return [root / d for d in kept if (root / d).is_dir()]


def walk_files(root: Path, scope: Scope = Scope()) -> list[tuple[str, int, int]]:
    """(relative path, size, mtime_ns) of every indexable regular file in `scope`, sorted;
    symlinks and skipped directories are not entered."""
    out: list[tuple[str, int, int]] = []
    for start in scope.starts(root):
        for dirpath, dirnames, filenames in os.walk(start):
            rel_dir = os.path.relpath(dirpath, root).replace(os.sep, "/")
            dirnames[:] = sorted(
                d for d in dirnames if not d.startswith(".") and d not in SKIP_DIRS
                and not scope.excluded(d if rel_dir == "." else f"{rel_dir}/{d}")
                and not os.path.exists(os.path.join(dirpath, d, "pyvenv.cfg")))  # a venv
            for name in filenames:
                rel = name if rel_dir == "." else f"{rel_dir}/{name}"
                if not indexable_name(rel):
                    continue
                st = os.lstat(os.path.join(dirpath, name))
                if stat.S_ISREG(st.st_mode):
                    out.append((rel, st.st_size, st.st_mtime_ns))
    out.sort()
    return out


def tree_fingerprint(files: list[tuple[str, int, int]]) -> str:
    """Changes when any indexable file is added, removed, resized or touched."""
    h = hashlib.sha256()
    for rel, size, mtime_ns in files:
        h.update(f"{rel}\0{size}\0{mtime_ns}\n".encode())
    return h.hexdigest()[:24]


def read_text(root: Path, rel: str, max_file_bytes: int = MAX_FILE_BYTES) -> str | None:
    """The file as text, or None when it is missing, a symlink (anywhere on its path), not a
    regular file, too large, binary or not UTF-8."""
    if not indexable_name(rel):
        return None
    *dirs, name = rel.split("/")
    try:
        fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return None
    try:
        for part in dirs:
            nfd = os.open(part, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=fd)
            os.close(fd)
            fd = nfd
        ffd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK, dir_fd=fd)
    except OSError:
        return None
    finally:
        os.close(fd)
    with os.fdopen(ffd, "rb") as f:
        st = os.fstat(f.fileno())
        if not stat.S_ISREG(st.st_mode) or st.st_size > max_file_bytes:
            return None
        data = f.read(max_file_bytes + 1)
    if len(data) > max_file_bytes or b"\0" in data[:8192]:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:24]
