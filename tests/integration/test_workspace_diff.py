"""The session diff is a real git patch: applying it to the snapshot rebuilds the workspace."""

from __future__ import annotations

import subprocess
import uuid
from pathlib import Path

import pytest

from parity.sandbox import Limits, make_backend
from parity.sandbox.workspace import MAX_DIFF_FILE_BYTES, unified_diff, workspace_diff
from tests.conftest import BWRAP_REASON


@pytest.mark.parametrize("backend_name", ["local", "bwrap"])
def test_diff_applies_with_git(tmp_path: Path, repo: Path, backend_name: str):
    if backend_name == "bwrap" and BWRAP_REASON:
        pytest.skip(f"bubblewrap unavailable: {BWRAP_REASON}")
    (repo / "noeol.txt").write_text("no newline")
    (repo / "gone").mkdir()
    (repo / "gone" / "x.py").write_text("X = 1\n")
    s = make_backend(backend_name, tmp_path / "sb").create(repo, uuid.uuid4().hex[:8], Limits())
    try:
        r = s.exec(
            "printf 'def add(a, b):\\n    return a + b\\n' > pkg/calc.py && rm README.md && "
            "rm -r gone && mkdir -p new && printf 'n' > new/f.py && printf 'x\\ny' > noeol.txt "
            "&& : > empty.txt && mkdir -p __pycache__ && echo junk > __pycache__/c.pyc"
        )
        assert r.exit_code == 0, r.output
        patch = unified_diff(s.snapshot, s.root, s.changed_paths())
        assert "__pycache__" not in patch and "Binary files" not in patch
        copy = tmp_path / "copy"
        subprocess.run(["cp", "-a", str(repo), str(copy)], check=True)
        subprocess.run(["git", "apply", "--whitespace=nowarn", "-"], input=patch.encode(),
                       cwd=copy, check=True)
        for rel in ("pkg/calc.py", "new/f.py", "noeol.txt", "empty.txt"):
            assert (copy / rel).read_bytes() == (s.root / rel).read_bytes(), rel
        assert not (copy / "README.md").exists() and not (copy / "gone").exists()
    finally:
        s.close()


@pytest.mark.parametrize("backend_name", ["local", "bwrap"])
def test_binary_big_and_odd_files_round_trip_through_git(tmp_path: Path, repo: Path,
                                                         backend_name: str):
    if backend_name == "bwrap" and BWRAP_REASON:
        pytest.skip(f"bubblewrap unavailable: {BWRAP_REASON}")
    (repo / "old.bin").write_bytes(b"\0\1\2" * 100)
    (repo / "gone.bin").write_bytes(b"\0gone")
    (repo / "big.txt").write_text("a\n" * MAX_DIFF_FILE_BYTES)
    s = make_backend(backend_name, tmp_path / "sb").create(repo, uuid.uuid4().hex[:8], Limits())
    try:
        r = s.exec(
            "printf '\\0\\1\\3' > old.bin && rm gone.bin && sed -i 's/a/b/' big.txt && "
            "head -c 200000 /dev/urandom > rnd.bin && : > empty.bin && "
            "printf 'x = 1\\n' > $'new\\nline.py' && printf 'x\\0' > $'bin\\nname.dat' && "
            "python3 -c \"import sqlite3; sqlite3.connect('db.sqlite').execute('create "
            "table t (x)')\""
        )
        assert r.exit_code == 0, r.output
        paths = s.changed_paths()
        diff = workspace_diff(s.snapshot, s.root, paths)
        assert diff.left_out == [] and "Binary files" not in diff.patch
        assert diff.patch.count("GIT binary patch") == 6, diff.patch[:2000]
        copy = tmp_path / "copy"
        subprocess.run(["cp", "-a", str(repo), str(copy)], check=True)
        subprocess.run(["git", "apply", "-"], input=diff.patch.encode(), cwd=copy, check=True)
        for rel in paths:
            assert (copy / rel).exists() == (s.root / rel).exists(), rel
            if (s.root / rel).exists():
                assert (copy / rel).read_bytes() == (s.root / rel).read_bytes(), rel
        # With room for the text changes only, the random bytes are left out and named.
        small = workspace_diff(s.snapshot, s.root, paths, max_bytes=len(diff.patch) - 100_000)
        assert [n.split(" ")[0] for n in small.left_out] == ["rnd.bin"], small.left_out
        assert "rnd.bin" not in small.patch and small.patch.count("GIT binary patch") == 5
    finally:
        s.close()
