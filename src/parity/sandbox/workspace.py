"""Repo snapshots and what a session changed in them.

A snapshot is a read-only tree. A git commit becomes one through `git archive` (no history:
`git log` inside a workspace reveals nothing) and is cached by commit id. A session's
changes are found without walking the repo when the workspace is an overlay (the upper
directory holds exactly what changed, deletions as whiteouts); a copied workspace is compared
file by file. The diff is git-compatible so that `git apply` rebuilds it in a fresh workspace,
names that are not UTF-8 or hold quotes, backslashes or newlines included (quoted as git
does), and binary files and text files over MAX_DIFF_FILE_BYTES as git's binary patches
(`git diff --binary --full-index`, forward hunk only: `git apply -R` cannot undo one). A
binary file that does not fit in what is left of MAX_DIFF_BYTES after the text changes (or is
over MAX_BINARY_FILE_BYTES) is left out of the patch and named in `WorkspaceDiff.left_out`,
so that a workspace holding a database, a log or a built extension never costs a fix its
reward; text changes over the limit are still DiffTooLarge. Every read of a workspace goes through `parity.sandbox.fs` (descriptors, O_NOFOLLOW,
regular files only): the sandbox may be changing the tree while the host reads it.
"""

from __future__ import annotations

import base64
import difflib
import hashlib
import os
import stat
import subprocess
import tarfile
import tempfile
import zlib
from dataclasses import dataclass
from pathlib import Path

from parity.sandbox import fs

# Written by tools that run tests, never part of the agent's work.
IGNORED_NAMES = frozenset({"__pycache__", ".pytest_cache", ".ruff_cache", ".mypy_cache", ".git"})
# Bigger files are diffed as binary (streamed, never held whole).
MAX_DIFF_FILE_BYTES = 1 << 20
# Bigger binary files are left out of the patch unread.
MAX_BINARY_FILE_BYTES = 64 << 20
# A patch travels back as JSON (newlines and quotes double) in a POST /grade body, which
# the env server caps at 64 MiB (envserver.app.MAX_BODY_BYTES): half of that leaves room.
MAX_DIFF_BYTES = 32 << 20
READ_CHUNK_BYTES = 1 << 20


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
    """Paths (relative, non-directories only) that differ between the overlay and its lower
    tree. The upper directory is walked by descriptor (`fs.walk`): the sandbox renames in it
    while we read, and a directory swapped for a symlink must not lead the walk to /."""
    changed: list[str] = []
    top = fs.open_dir(upper, [])
    try:
        for rel_dir, dfd, _, others in fs.walk(top):
            if rel_dir:
                below = fs.lstat(lower, rel_dir)
                if below is not None and not stat.S_ISDIR(below.st_mode):
                    changed.append(rel_dir)  # a file replaced by this directory
                elif below is not None and _opaque(dfd):
                    # A directory removed and recreated: everything below the old one is gone.
                    changed.extend(_files_under(lower, rel_dir))
            for name in others:
                rel = f"{rel_dir}/{name}" if rel_dir else name
                try:
                    st = os.stat(name, dir_fd=dfd, follow_symlinks=False)
                except OSError:  # gone since it was listed: the next call sees what replaced it
                    continue
                was_dir = fs.is_dir(lower, rel)
                if was_dir:  # a directory deleted, or replaced by this file
                    changed.extend(_files_under(lower, rel))
                if not (was_dir and _is_whiteout(st)):
                    changed.append(rel)
    finally:
        os.close(top)
    return sorted({p for p in changed if not _ignored(p)})


def _opaque(dir_fd: int) -> bool:
    for attr in ("user.overlay.opaque", "trusted.overlay.opaque"):
        try:
            if os.getxattr(dir_fd, attr) == b"y":
                return True
        except OSError:
            continue
    return False


def _files_under(root: Path, rel_root: str) -> list[str]:
    return fs.files_under(root, rel_root, prune=IGNORED_NAMES)


def _tree_stats(root: Path) -> dict[str, os.stat_result]:
    """lstat of every non-directory below root, by descriptor."""
    out: dict[str, os.stat_result] = {}
    top = fs.open_dir(root, [])
    try:
        for rel_dir, dfd, dirs, others in fs.walk(top):
            dirs[:] = [d for d in dirs if d not in IGNORED_NAMES]
            for name in others:
                try:
                    st = os.stat(name, dir_fd=dfd, follow_symlinks=False)
                except OSError:
                    continue
                out[f"{rel_dir}/{name}" if rel_dir else name] = st
    finally:
        os.close(top)
    return out


def tree_changed_paths(root: Path, lower: Path) -> list[str]:
    """Compare two whole trees (for copied workspaces), by descriptor and without reading a
    file that is not regular."""
    mine, theirs = _tree_stats(root), _tree_stats(lower)
    changed = set(mine) ^ set(theirs)
    for rel in set(mine) & set(theirs):
        sa, sb = mine[rel], theirs[rel]
        if stat.S_IFMT(sa.st_mode) != stat.S_IFMT(sb.st_mode) or sa.st_size != sb.st_size:
            changed.add(rel)
        elif stat.S_ISLNK(sa.st_mode):
            if fs.read_link(root, rel) != fs.read_link(lower, rel):
                changed.add(rel)
        elif stat.S_ISREG(sa.st_mode) and (sa.st_mode != sb.st_mode
                                           or not _same_content(root, lower, rel)):
            changed.add(rel)
    return sorted(p for p in changed if not _ignored(p))


def _same_content(a: Path, b: Path, rel: str) -> bool:
    """Whether a/rel and b/rel are regular files with the same bytes (read in chunks)."""
    try:
        fa = fs.open_file(a, rel)
    except OSError:
        return False
    try:
        fb = fs.open_file(b, rel)
    except OSError:
        os.close(fa)
        return False
    with os.fdopen(fa, "rb") as xa, os.fdopen(fb, "rb") as xb:
        while True:
            ca, cb = xa.read(READ_CHUNK_BYTES), xb.read(READ_CHUNK_BYTES)
            if ca != cb:
                return False
            if not ca:
                return True


# -- the patch ----------------------------------------------------------------------------


class DiffTooLarge(ValueError):
    """The patch of a session would be larger than `MAX_DIFF_BYTES`."""


@dataclass
class _Side:
    """One side of a changed path: a regular file's mode and size, and its bytes when it is
    small enough to diff as text (None: over MAX_DIFF_FILE_BYTES, treated as binary)."""

    mode: str
    size: int
    data: bytes | None


def _side(base: Path, rel: str) -> _Side | None:
    """base/rel as a regular file, or None (missing, a symlink, a FIFO, a directory, ...)."""
    try:
        fd = fs.open_file(base, rel)
    except OSError:
        return None
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(f.fileno())
        mode = "100755" if st.st_mode & 0o111 else "100644"
        if st.st_size > MAX_DIFF_FILE_BYTES:
            return _Side(mode, st.st_size, None)
        data = f.read(MAX_DIFF_FILE_BYTES + 1)  # it may have grown since fstat
    if len(data) > MAX_DIFF_FILE_BYTES:
        return _Side(mode, len(data), None)
    return _Side(mode, len(data), data)


@dataclass
class WorkspaceDiff:
    """A session's patch, and the binary files left out of it ("path (why)")."""

    patch: str
    left_out: list[str]


def unified_diff(lower: Path, root: Path, paths: list[str], max_bytes: int | None = None
                 ) -> str:
    """`workspace_diff`'s patch alone."""
    return workspace_diff(lower, root, paths, max_bytes).patch


def workspace_diff(lower: Path, root: Path, paths: list[str], max_bytes: int | None = None
                   ) -> WorkspaceDiff:
    """A git-style patch from `lower` to `root` over `paths`.

    Text files first, one at a time, reading at most MAX_DIFF_FILE_BYTES of each: over
    `max_bytes` in all is DiffTooLarge. Then binary (and bigger) files, each streamed into a
    git binary patch in what the text left of `max_bytes`; one that does not fit is left
    out and noted. Memory stays near twice the patch. Only regular files are diffed;
    symlinks and special files are left out.
    """
    max_bytes = MAX_DIFF_BYTES if max_bytes is None else max_bytes
    chunks: dict[int, str] = {}
    binaries: list[tuple[int, str, _Binary]] = []
    total = 0
    for i, rel in enumerate(paths):
        chunk = _file_patch(lower, root, rel)
        if isinstance(chunk, _Binary):
            binaries.append((i, rel, chunk))
            continue
        if not chunk:
            continue
        total += _size(chunk)
        if total > max_bytes:
            raise DiffTooLarge(
                f"the session's changes make a patch of more than {max_bytes} bytes (the "
                f"limit), {len(chunks)} files in; large generated files in the workspace are "
                "the usual cause")
        chunks[i] = chunk
    left_out: list[str] = []
    for i, rel, change in binaries:
        chunk = _binary_patch(lower, root, rel, change, max_bytes - total, max_bytes)
        if isinstance(chunk, str):
            total += _size(chunk)
            chunks[i] = chunk
        else:
            left_out.append(f"{quote_path('', rel)} ({chunk.why})")
    return WorkspaceDiff("".join(chunks[i] for i in sorted(chunks)), left_out)


def _size(chunk: str) -> int:
    return len(chunk) if chunk.isascii() else len(chunk.encode())


@dataclass
class _Binary:
    """A change to diff as binary: which sides exist, the mode of the one that does."""

    added: bool
    deleted: bool
    mode: str


@dataclass
class _LeftOut:
    why: str


def _file_patch(lower: Path, root: Path, rel: str) -> str | _Binary:
    old, new = _side(lower, rel), _side(root, rel)
    either = old or new
    if either is None:
        return ""
    mode = either.mode
    if old is not None and new is not None and old.size == new.size:
        if old.data is not None and new.data is not None:
            if old.data == new.data:
                return ""
        elif _same_content(lower, root, rel):  # both too large to hold: compare in chunks
            return ""
    old_text, new_text = _text(old), _text(new)
    if old_text is False or new_text is False:
        return _Binary(added=old is None, deleted=new is None, mode=mode)
    return text_patch(rel, old_text, new_text, mode=mode)


# -- binary patches, as git writes them (diff.c emit_binary_diff_body, base85.c) ------------

ZERO_OID = "0" * 40
BINARY_LINE_BYTES = 52  # deflated bytes per base85 line; a length letter leads each line


class _Changing(Exception):
    """The file got shorter while it was read."""


def _encode_lines(data: bytes) -> str:
    """Deflated bytes as git's base85 lines: a letter for the line's length (A-Z: 1-26,
    a-z: 27-52), then 5 characters per 4 bytes, the last group padded with zeros.
    Python's b85 alphabet is git's. Whole lines are encoded in one call, then cut."""
    whole = len(data) - len(data) % BINARY_LINE_BYTES
    text = base64.b85encode(data[:whole]).decode()
    step = BINARY_LINE_BYTES // 4 * 5
    out = [f"z{text[at:at + step]}\n" for at in range(0, len(text), step)]
    if n := len(data) - whole:
        out.append((chr(ord("A") + n - 1) if n <= 26 else chr(ord("a") + n - 27))
                   + base64.b85encode(data[whole:], pad=True).decode() + "\n")
    return "".join(out)


def _stream_blob(base: Path, rel: str, budget: int | None) -> tuple[str, int, str | None]:
    """(git's blob id, size, the `literal` hunk's lines; None when `budget` is None) of
    base/rel, read once in chunks, so the id and the hunk are of the same bytes however the
    file changes meanwhile (it is read up to the size it had when opened; shorter by then
    is _Changing). A hunk over `budget` characters raises OverflowError."""
    fd = fs.open_file(base, rel)
    with os.fdopen(fd, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        sha = hashlib.sha1(b"blob %d\0" % size)  # git's object id of a blob
        zip_ = zlib.compressobj() if budget is not None else None
        pending = b""
        lines: list[str] = []
        used = 0
        left = size
        while left:
            data = f.read(min(READ_CHUNK_BYTES, left))
            if not data:
                raise _Changing()
            left -= len(data)
            sha.update(data)
            if zip_ is None:
                continue
            pending += zip_.compress(data)
            whole = len(pending) - len(pending) % BINARY_LINE_BYTES
            if whole:
                lines.append(_encode_lines(pending[:whole]))
                used += len(lines[-1])
                pending = pending[whole:]
                if used > (budget or 0):
                    raise OverflowError()
    if zip_ is None:
        return sha.hexdigest(), size, None
    lines.append(_encode_lines(pending + zip_.flush()))
    if used + len(lines[-1]) > (budget or 0):
        raise OverflowError()
    return sha.hexdigest(), size, "".join(lines)


def _binary_patch(lower: Path, root: Path, rel: str, change: _Binary, budget: int,
                  limit: int) -> str | _LeftOut:
    """git's binary patch of one file with full object ids (git apply checks the old one and
    refuses a binary patch without them), or why it is left out."""
    try:
        new_st = None if change.deleted else fs.lstat(root, rel)
        if new_st is not None and new_st.st_size > MAX_BINARY_FILE_BYTES:
            return _LeftOut(f"binary, {new_st.st_size} bytes: over the "
                            f"{MAX_BINARY_FILE_BYTES}-byte limit for one file")
        old_oid = ZERO_OID if change.added else _stream_blob(lower, rel, None)[0]
        header = _header(rel, change.added, change.deleted, change.mode)
        if change.deleted:
            new_oid, size, hunk = ZERO_OID, 0, _encode_lines(zlib.compress(b""))
        else:
            # 200: the index line and the rest around the hunk
            new_oid, size, hunk = _stream_blob(root, rel, budget - len(header) - 200)
    except OverflowError:
        return _LeftOut(f"binary: its patch does not fit in the {limit}-byte limit on a "
                        "patch, after the text changes and the binary files before it")
    except (_Changing, OSError) as e:
        return _LeftOut(f"binary: changed or gone while it was read ({e.__class__.__name__})")
    same_mode = "" if change.added or change.deleted else f" {change.mode}"
    return (f"{header}index {old_oid}..{new_oid}{same_mode}\n"
            f"GIT binary patch\nliteral {size}\n{hunk}\n")


def _text(side: _Side | None) -> str | None | bool:
    """The side as text; None when it does not exist; False when it is binary."""
    if side is None:
        return None
    if side.data is None or b"\0" in side.data[:8192]:
        return False
    try:
        return side.data.decode()
    except UnicodeDecodeError:
        return False


def quote_path(prefix: str, rel: str) -> str:
    """prefix+rel as git writes it in a patch: C-quoted when it holds bytes >= 0x80, control
    characters, '"' or '\\' (git's quote_c_style with core.quotePath on)."""
    path = prefix + rel
    return fs.c_quote(path) if fs.needs_quote(path) else path


def _label(prefix: str, rel: str, exists: bool) -> str:
    return quote_path(prefix, rel) if exists else "/dev/null"


def _header(rel: str, added: bool, deleted: bool, mode: str) -> str:
    header = f"diff --git {quote_path('a/', rel)} {quote_path('b/', rel)}\n"
    if added:
        header += f"new file mode {mode}\n"
    elif deleted:
        header += f"deleted file mode {mode}\n"
    return header


def _lines(text: str) -> list[str]:
    # Split on "\n" only, as git does: str.splitlines would also split on \r, \f, \v,
    # \x1c-\x1e, \x85 and \u2028, and make a patch that does not apply.
    parts = text.split("\n")
    lines = [p + "\n" for p in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def text_patch(rel: str, old: str | None, new: str | None, mode: str = "100644") -> str:
    """A git-style patch of one text file (None: the file does not exist on that side)."""
    header = _header(rel, old is None, new is None, mode)
    if (old is None) != (new is None) and not (old or new):
        return header  # an empty file added or removed: the header says it all
    # git ends a name that holds a space with a tab on these lines (diff.c); apply reads it.
    tab = "\t" if " " in rel else ""
    names = (f"--- {_label('a/', rel, old is not None)}{tab if old is not None else ''}\n"
             f"+++ {_label('b/', rel, new is not None)}{tab if new is not None else ''}\n")
    if old is None or new is None:
        return header + names + _whole_file_hunk(old or new or "", added=old is None)
    body = difflib.unified_diff(_lines(old), _lines(new))
    if next(body, None) is None:  # the "--- " line; nothing follows when nothing changed
        return ""
    next(body)  # the "+++ " line: written above with the names
    out = [header, names]
    for line in body:
        out.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(out)


def _whole_file_hunk(text: str, added: bool) -> str:
    """The one hunk of a file added or deleted whole, as difflib would write it, without a
    Python object per line (a 1 MiB file of short lines would cost ~50 MiB through difflib)."""
    n = text.count("\n") + (0 if text.endswith("\n") else 1)
    lines = "1" if n == 1 else f"1,{n}"
    sign = "+" if added else "-"
    head = f"@@ -0,0 +{lines} @@\n" if added else f"@@ -{lines} +0,0 @@\n"
    body = sign + text.replace("\n", "\n" + sign)
    body = body[:-1] if text.endswith("\n") else body + "\n\\ No newline at end of file\n"
    return head + body
