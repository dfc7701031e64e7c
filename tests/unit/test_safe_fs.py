"""Reading workspaces by descriptor (`parity.sandbox.fs`), and what the tools and the diff
make of FIFOs, symlinks, odd names and large trees, on plain directories (no sandbox)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading
import time
from pathlib import Path

import pytest

from parity.sandbox import fs
from parity.sandbox.base import Limits
from parity.sandbox.local import LocalBackend
from parity.sandbox.workspace import (
    MAX_DIFF_FILE_BYTES,
    DiffTooLarge,
    quote_path,
    text_patch,
    tree_changed_paths,
    unified_diff,
)
from parity.tools import ToolContext, ToolSet
from parity.tools.base import ToolError
from parity.tools.paths import normalize
from parity.types import ToolCall

TOOLS = ToolSet()
ODD = [b"\xff.py", b"with space.py", b'quote".py', b"new\nline.py", b"back\\slash.py",
       b"tab\there.py", b"bell\x07.py", b"del\x7f.py", "caf\u00e9.py".encode()]


def call(ctx: ToolContext, name: str, **args):
    return TOOLS.run(ctx, ToolCall(name=name, arguments=json.dumps(args)))


@pytest.fixture
def ctx(repo: Path, tmp_path: Path):
    session = LocalBackend(tmp_path / "ws").create(repo, "s1", Limits(timeout_s=20))
    yield ToolContext(session=session)
    session.close()


def _git(cwd: Path, *args: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(["git", "-c", "core.quotePath=true", *args], cwd=cwd,
                          capture_output=True, check=True, **kw)


def test_walk_never_follows_symlinks(tmp_path: Path):
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "a" / "b" / "f.txt").write_text("x")
    (tmp_path / "a" / "up").symlink_to("/")
    (tmp_path / "a" / "loop").symlink_to(".")
    os.mkfifo(tmp_path / "a" / "pipe")
    assert sorted(fs.files_under(tmp_path)) == ["a/b/f.txt", "a/loop", "a/pipe", "a/up"]
    assert fs.files_under(tmp_path, "a/up") == []  # a symlink is not a directory to walk
    fd = fs.open_dir(tmp_path, [])
    try:
        seen = [rel for rel, _, _, _ in fs.walk(fd, max_depth=1)]
    finally:
        os.close(fd)
    assert seen == ["", "a"]


def test_open_file_refuses_symlinks_and_special_files(tmp_path: Path):
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "f").write_text("ok")
    (tmp_path / "link").symlink_to("d")
    (tmp_path / "d" / "flink").symlink_to("f")
    os.mkfifo(tmp_path / "pipe")
    os.close(fs.open_file(tmp_path, "d/f"))
    with pytest.raises(NotADirectoryError):
        fs.open_file(tmp_path, "link/f")
    with pytest.raises(OSError):
        fs.open_file(tmp_path, "d/flink")
    start = time.monotonic()
    for flags in (os.O_RDONLY, os.O_WRONLY | os.O_TRUNC):
        with pytest.raises(OSError):
            fs.open_file(tmp_path, "pipe", flags)
    with pytest.raises(fs.NotRegularFile, match="a directory"):
        fs.open_file(tmp_path, "d")
    assert time.monotonic() - start < 1
    with pytest.raises(OSError):
        fs.open_file(tmp_path, "../etc/passwd")


def _finishes(fn, limit_s: float = 1.0):
    box: list = []
    t = threading.Thread(target=lambda: box.append(fn()), daemon=True)
    start = time.monotonic()
    t.start()
    t.join(limit_s + 4)
    return (box[0] if box else None), time.monotonic() - start


@pytest.mark.parametrize(("name", "args"), [
    ("read_file", {"path": "pipe"}),
    ("write_file", {"path": "pipe", "content": "x"}),
    ("edit_file", {"path": "pipe", "old_string": "a", "new_string": "b"}),
])
def test_file_tools_refuse_a_fifo_at_once(ctx, name, args):
    fifo = Path(ctx.root) / "pipe"
    os.mkfifo(fifo)
    try:
        r, took = _finishes(lambda: call(ctx, name, **args))
    finally:  # release a tool stuck on the FIFO (the code before the fix)
        for flags in (os.O_RDONLY | os.O_NONBLOCK, os.O_WRONLY | os.O_NONBLOCK):
            try:
                os.close(os.open(fifo, flags))
            except OSError:
                pass
    assert r is not None and took < 1.0, f"{name} on a FIFO took {took:.1f} s"
    assert not r.ok and "FIFO" in r.output


def test_write_file_says_created_or_overwrote(ctx):
    assert call(ctx, "write_file", path="a/new.py", content="x\n").output.startswith("Created")
    assert call(ctx, "write_file", path="a/new.py", content="y\n").output.startswith("Overwrote")
    assert (Path(ctx.root) / "a/new.py").read_text() == "y\n"
    r = call(ctx, "read_file", path="pkg")
    assert not r.ok and "is a directory; use list_dir" in r.output


def test_paths_that_are_not_unicode_are_refused():
    with pytest.raises(ToolError, match="not valid Unicode"):
        normalize("\udcff.py")


def _make_odd(root: Path) -> None:
    for i, raw in enumerate(ODD):
        with open(os.path.join(os.fsencode(root), raw), "w") as f:
            f.write(f"file {i}\n")
    os.mkdir(os.path.join(os.fsencode(root), b"dir-\xfe"))


def test_list_dir_and_glob_show_odd_names_quoted(ctx):
    _make_odd(Path(ctx.root))
    listing = call(ctx, "list_dir")
    assert listing.ok, listing.output
    listing.output.encode("utf-8")
    rows = listing.output.splitlines()
    assert '"dir-\\376"/' in rows
    for shown in ['"\\377.py"', '"new\\nline.py"', '"tab\\there.py"', '"bell\\a.py"',
                  '"del\\177.py"', "with space.py", 'quote".py', "back\\slash.py",
                  "caf\u00e9.py"]:
        assert f"{shown}  (7 bytes)" in rows, shown
    assert "escaped as git writes them" in rows[-1]
    found = call(ctx, "glob", pattern="*.py")
    assert found.ok and '"\\377.py"' in found.output.splitlines()
    assert "escaped as git writes them" in found.output
    plain = call(ctx, "glob", pattern="pkg/*.py")
    assert "escaped" not in plain.output


def test_quoting_matches_git(tmp_path: Path):
    _make_odd(tmp_path)
    _git(tmp_path, "init", "-q", ".")
    _git(tmp_path, "add", "-A")
    listed = _git(tmp_path, "ls-files").stdout.decode().splitlines()
    ours = sorted(quote_path("", os.fsdecode(raw)) for raw in ODD)
    assert sorted(listed) == ours


def test_diff_matches_git_and_applies(tmp_path: Path, repo: Path):
    (repo / "form.txt").write_text("a\fb\nc\rd\ne\n")  # \f and \r are not line breaks
    work = tmp_path / "work"
    shutil.copytree(repo, work, symlinks=True)
    _make_odd(work)
    (work / "pkg" / "calc.py").write_text("def add(a, b):\n    return a + b\n")
    (work / "form.txt").write_text("a\fb\nc\rd\nE\n")
    (work / "README.md").unlink()
    paths = tree_changed_paths(work, repo)
    patch = unified_diff(repo, work, paths)
    patch.encode("utf-8")
    # git's own patch of the same change, without its index lines, is the same text
    _git(repo, "init", "-q", ".")
    _git(repo, "add", "-A")
    _git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base")
    shutil.rmtree(repo / "pkg")
    shutil.copytree(work / "pkg", repo / "pkg")
    for p in repo.iterdir():
        if p.name not in (".git", "pkg"):
            p.unlink() if not p.is_dir() else shutil.rmtree(p)
    for p in work.iterdir():
        if p.name != "pkg":
            (shutil.copytree if p.is_dir() else shutil.copy2)(p, repo / p.name)
    _git(repo, "add", "-A")
    theirs = _git(repo, "diff", "--cached", "--no-renames").stdout.decode()
    theirs = "".join(line for line in theirs.splitlines(keepends=True)
                     if not line.startswith("index "))
    assert patch == theirs
    _git(repo, "reset", "-q", "--hard")
    subprocess.run(["git", "apply", "-"], input=patch.encode(), cwd=repo, check=True)
    for raw in [*ODD, b"pkg/calc.py", b"form.txt"]:
        assert (repo / os.fsdecode(raw)).read_bytes() == (work / os.fsdecode(raw)).read_bytes()


def test_text_patch_of_a_name_with_a_space_applies(tmp_path: Path):
    (tmp_path / "my file.py").write_text("x = 1\n")
    patch = text_patch("my file.py", "x = 1\n", "x = 2\n")
    assert "--- a/my file.py\t\n" in patch
    subprocess.run(["git", "apply", "-"], input=patch.encode(), cwd=tmp_path, check=True)
    assert (tmp_path / "my file.py").read_text() == "x = 2\n"


def test_diff_is_capped_and_big_files_are_binary(tmp_path: Path):
    lower, root = tmp_path / "lower", tmp_path / "root"
    lower.mkdir()
    (lower / "big.txt").write_text("y" * (MAX_DIFF_FILE_BYTES + 10))
    shutil.copytree(lower, root)
    (root / "touched.txt").write_text("")
    for i in range(5):
        (root / f"f{i}.txt").write_text("line\n" * 1000)
    paths = tree_changed_paths(root, lower)
    patch = unified_diff(lower, root, [*paths, "big.txt"])
    assert "big.txt" not in patch  # the same bytes: no change, though too big to diff
    (root / "big.txt").write_text("z" * (MAX_DIFF_FILE_BYTES + 10))
    patch = unified_diff(lower, root, ["big.txt"])
    assert patch.startswith("diff --git a/big.txt b/big.txt\nindex ") and "GIT binary patch" in patch
    with pytest.raises(DiffTooLarge, match="more than 20000 bytes"):
        unified_diff(lower, root, paths, max_bytes=20_000)


def test_changed_paths_of_a_copy_list_symlinks_and_skip_fifos_in_the_diff(tmp_path: Path,
                                                                           repo: Path):
    work = tmp_path / "work"
    shutil.copytree(repo, work, symlinks=True)
    (work / "to_root").symlink_to("/")
    os.mkfifo(work / "pipe")
    (work / "pkg" / "calc.py").write_text("changed\n")
    paths = tree_changed_paths(work, repo)
    assert paths == ["pipe", "pkg/calc.py", "to_root"]
    patch = unified_diff(repo, work, paths)
    assert "pipe" not in patch and "to_root" not in patch and "+changed" in patch


def test_clear_setid_takes_every_bit_off_and_follows_nothing(tmp_path: Path):
    """Files and directories, the root itself, names that are not UTF-8, deeper than `walk`
    goes, and a symlink to a setuid file outside, which must keep its bit."""
    import stat

    tree = tmp_path / "tree"
    (tree / "a" / "b").mkdir(parents=True)
    outside = tmp_path / "outside"
    outside.write_text("x")
    os.chmod(outside, 0o4755)
    os.symlink(outside, tree / "a" / "link")
    made = {"a/suid": 0o4755, "a/b/sgid": 0o2644, os.fsdecode(b"a/\xfe"): 0o6700}
    for rel, mode in made.items():
        (tree / rel).write_text("x")
        os.chmod(tree / rel, mode)
    os.chmod(tree / "a" / "b", 0o2755)
    fd = os.open(tree, os.O_RDONLY)
    for _ in range(fs.MAX_WALK_DEPTH + 20):
        os.mkdir("d", dir_fd=fd)
        fd = _descend(fd)
    deep_fd = os.open("deep", os.O_CREAT | os.O_WRONLY, 0o644, dir_fd=fd)
    os.fchmod(deep_fd, 0o4755)
    os.close(deep_fd)
    os.close(fd)
    os.chmod(tree, 0o2775)  # last: a setgid directory's new subdirectories inherit the bit
    found = fs.clear_setid(tree)
    deep = "/".join(["d"] * (fs.MAX_WALK_DEPTH + 20) + ["deep"])
    assert sorted(found) == sorted(["", "a/b", *made, deep])
    assert fs.clear_setid(tree) == []
    for d, dirs, files in os.walk(tree):
        for name in dirs + files:
            mode = os.lstat(os.path.join(d, name)).st_mode
            assert stat.S_ISLNK(mode) or not mode & (stat.S_ISUID | stat.S_ISGID), name
    assert stat.S_IMODE(os.stat(tree / "a" / "suid").st_mode) == 0o755  # the rest kept
    assert os.stat(outside).st_mode & stat.S_ISUID


def _descend(fd: int) -> int:
    sub = os.open("d", os.O_RDONLY, dir_fd=fd)
    os.close(fd)
    return sub
