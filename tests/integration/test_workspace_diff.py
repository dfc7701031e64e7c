"""The session diff is a real git patch: applying it to the snapshot rebuilds the workspace."""

from __future__ import annotations

import subprocess
import uuid
from pathlib import Path

import pytest

from parity.sandbox import Limits, make_backend
from parity.sandbox.workspace import unified_diff
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
