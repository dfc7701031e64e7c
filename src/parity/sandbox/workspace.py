"""Repo snapshots and what a session changed in them.

A snapshot is a read-only tree. A git commit becomes one through `git archive` (no history:
`git log` inside a workspace reveals nothing) and is cached by commit id. A session's
changes are found without walking the repo when the workspace is an overlay (the upper
directory holds exactly what changed, deletions as whiteouts); a copied workspace is compared
file by file. The diff is git-compatible so that `git apply` rebuilds it in a fresh workspace.
"""

from __future__ import annotations

import difflib
import os
import stat
import subprocess
import tarfile
import tempfile
from pathlib import Path

# Written by tools that run tests, never part of the agent's work.
IGNORED_NAMES = frozenset({"__pycache__", ".pytest_cache", ".ruff_cache", ".mypy_cache", ".git"})
MAX_DIFF_FILE_BYTES = 1 << 20


def cache_dir() -> Path:
    base = os.environ.get("PARITY_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "parity"
    )
    return Path(base)


def prepare_snapshot(path: str | Path, commit: str | None = None) -> Path:
    """The directory a session should use as its lower tree."""
    src = Path(path).expanduser().resolve()
    if commit is None:
        if not src.is_dir():
            raise FileNotFoundError(f"snapshot directory does not exist: {src}")
        return src
    try:
        sha = subprocess.run(
            ["git", "-C", str(src), "rev-parse", "--verify", f"{commit}^{{commit}}"],
            check=True, capture_output=True, text=True,
        ).stdout.strip()
    except subprocess.CalledProcessError as e:
        raise FileNotFoundError(f"no commit {commit!r} in {src}: {e.stderr.strip()}") from e
    dest = cache_dir() / "snapshots" / sha
    if dest.is_dir():
        return dest
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=dest.parent, prefix=f".{sha[:12]}-"))
    with subprocess.Popen(
        ["git", "-C", str(src), "archive", "--format=tar", sha], stdout=subprocess.PIPE
    ) as proc:
        assert proc.stdout is not None
        with tarfile.open(fileobj=proc.stdout, mode="r|") as tar:
            tar.extractall(tmp, filter="data")
    if proc.returncode != 0:
        raise RuntimeError(f"git archive {sha} failed in {src}")
    try:
        tmp.rename(dest)
    except OSError:  # another process won the race; theirs is identical
        subprocess.run(["rm", "-rf", str(tmp)], check=False)
    return dest


def _ignored(rel: str) -> bool:
    return any(part in IGNORED_NAMES for part in rel.split("/"))


def _is_whiteout(st: os.stat_result) -> bool:
    return stat.S_ISCHR(st.st_mode) and st.st_rdev == 0


def overlay_changed_paths(upper: Path, lower: Path) -> list[str]:
    """Paths (relative, files only) that differ between the overlay and its lower tree."""
    changed: list[str] = []
    for dirpath, dirnames, filenames in os.walk(upper):
        rel_dir = os.path.relpath(dirpath, upper)
        rel_dir = "" if rel_dir == "." else rel_dir
        for name in list(dirnames):
            rel = f"{rel_dir}/{name}" if rel_dir else name
            st = os.lstat(os.path.join(dirpath, name))
            if _is_whiteout(st):  # not reached: whiteouts are char devices, listed as files
                dirnames.remove(name)
            elif _opaque(Path(dirpath, name)) and (lower / rel).is_dir():
                # A directory removed and recreated: everything below the old one is gone.
                changed.extend(_files_under(lower / rel, rel))
        for name in filenames:
            rel = f"{rel_dir}/{name}" if rel_dir else name
            st = os.lstat(os.path.join(dirpath, name))
            if _is_whiteout(st):
                target = lower / rel
                if target.is_dir() and not target.is_symlink():
                    changed.extend(_files_under(target, rel))
                else:
                    changed.append(rel)
            else:
                changed.append(rel)
    return sorted({p for p in changed if not _ignored(p)})


def _opaque(path: Path) -> bool:
    for attr in ("user.overlay.opaque", "trusted.overlay.opaque"):
        try:
            if os.getxattr(path, attr, follow_symlinks=False) == b"y":
                return True
        except OSError:
            continue
    return False


def _files_under(root: Path, rel_root: str) -> list[str]:
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in IGNORED_NAMES]
        rel_dir = os.path.relpath(dirpath, root)
        for name in filenames:
            rel = name if rel_dir == "." else f"{rel_dir}/{name}"
            out.append(f"{rel_root}/{rel}" if rel_root else rel)
    return out


def tree_changed_paths(root: Path, lower: Path) -> list[str]:
    """Compare two whole trees (for copied workspaces)."""
    mine = set(_files_under(root, ""))
    theirs = set(_files_under(lower, ""))
    changed = mine ^ theirs
    for rel in mine & theirs:
        a, b = root / rel, lower / rel
        sa, sb = os.lstat(a), os.lstat(b)
        if stat.S_IFMT(sa.st_mode) != stat.S_IFMT(sb.st_mode) or sa.st_size != sb.st_size:
            changed.add(rel)
        elif stat.S_ISLNK(sa.st_mode):
            if os.readlink(a) != os.readlink(b):
                changed.add(rel)
        elif sa.st_mode != sb.st_mode or a.read_bytes() != b.read_bytes():
            changed.add(rel)
    return sorted(p for p in changed if not _ignored(p))


def _read(path: Path) -> bytes | None:
    try:
        if path.is_symlink() or not path.is_file():
            return None
        return path.read_bytes()
    except OSError:
        return None


def _mode(path: Path) -> str:
    return "100755" if os.lstat(path).st_mode & 0o111 else "100644"


def unified_diff(lower: Path, root: Path, paths: list[str]) -> str:
    """A git-style patch from `lower` to `root` over `paths` (text files; binaries noted)."""
    chunks: list[str] = []
    for rel in paths:
        old_path, new_path = lower / rel, root / rel
        old = _read(old_path) if os.path.lexists(old_path) else None
        new = _read(new_path) if os.path.lexists(new_path) else None
        if old is None and new is None:
            continue
        if _binary(old) or _binary(new):
            header = _header(rel, old is None, new is None,
                             _mode(new_path) if old is None else _mode(old_path))
            chunks.append(header + f"Binary files a/{rel} and b/{rel} differ\n")
            continue
        chunks.append(text_patch(
            rel, None if old is None else old.decode(), None if new is None else new.decode(),
            mode=_mode(new_path) if old is None else _mode(old_path)))
    return "".join(chunks)


def _header(rel: str, added: bool, deleted: bool, mode: str) -> str:
    header = f"diff --git a/{rel} b/{rel}\n"
    if added:
        header += f"new file mode {mode}\n"
    elif deleted:
        header += f"deleted file mode {mode}\n"
    return header


def text_patch(rel: str, old: str | None, new: str | None, mode: str = "100644") -> str:
    """A git-style patch of one text file (None: the file does not exist on that side)."""
    body = list(
        difflib.unified_diff(
            (old or "").splitlines(keepends=True),
            (new or "").splitlines(keepends=True),
            fromfile="/dev/null" if old is None else f"a/{rel}",
            tofile="/dev/null" if new is None else f"b/{rel}",
        )
    )
    header = _header(rel, old is None, new is None, mode)
    if not body:
        # an empty file added or removed still needs its header; otherwise nothing changed
        return header if (old is None) != (new is None) else ""
    out = [header]
    for line in body:
        out.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(out)


def _binary(data: bytes | None) -> bool:
    if data is None:
        return False
    if len(data) > MAX_DIFF_FILE_BYTES or b"\0" in data[:8192]:
        return True
    try:
        data.decode()
    except UnicodeDecodeError:
        return True
    return False
