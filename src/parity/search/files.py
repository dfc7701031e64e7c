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


def walk_files(root: Path) -> list[tuple[str, int, int]]:
    """(relative path, size, mtime_ns) of every indexable regular file, sorted; symlinks and
    skipped directories are not entered."""
    out: list[tuple[str, int, int]] = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(
            d for d in dirnames if not d.startswith(".") and d not in SKIP_DIRS
            and not os.path.exists(os.path.join(dirpath, d, "pyvenv.cfg")))  # a virtualenv
        rel_dir = os.path.relpath(dirpath, root)
        for name in filenames:
            rel = name if rel_dir == "." else f"{rel_dir}/{name}"
            if not indexable_name(rel):
                continue
            st = os.lstat(os.path.join(dirpath, name))
            if stat.S_ISREG(st.st_mode):
                out.append((rel.replace(os.sep, "/"), st.st_size, st.st_mtime_ns))
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
