"""Every command a `parity tasks` message tells the user to run works when run as printed.

The path of a user who synthesized tasks from a PyPI package (`synth --pypi` writes a task
file that pins the sdist), on a machine whose cache does not hold the sources yet: listing
the file names the fetch command, the fetch names the list command, and validation prints
each task's gold and empty rewards. An sdist-shaped archive behind a file:// URL stands in
for PyPI; grading runs in the real sandbox."""

from __future__ import annotations

import hashlib
import io
import json
import re
import shlex
import tarfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parity.cli import app
from parity.tasks.loaders import reverse_patch
from parity.tasks.schema import Sdist, TaskSpec, write_specs

BUG = """\
--- a/tinypkg/core.py
+++ b/tinypkg/core.py
@@ -1,2 +1,2 @@
 def add(a, b):
-    return a + b
+    return a - b
"""

HINT = re.compile(r"`(parity [^`]+)`")


def _sdist(tmp_path: Path) -> tuple[Path, str]:
    files = {"tinypkg-1.0/tinypkg/__init__.py": "",
             "tinypkg-1.0/tinypkg/core.py": "def add(a, b):\n    return a + b\n",
             "tinypkg-1.0/tests/test_core.py":
                 "from tinypkg.core import add\n\ndef test_add():\n    assert add(2, 3) == 5\n"
                 "\n\ndef test_zero():\n    assert add(0, 0) == 0\n",
             "tinypkg-1.0/PKG-INFO": "Metadata-Version: 2.1\nName: tinypkg\nVersion: 1.0\n"}
    archive = tmp_path / "tinypkg-1.0.tar.gz"
    with tarfile.open(archive, "w:gz") as t:
        for name, text in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(text.encode())
            t.addfile(info, io.BytesIO(text.encode()))
    return archive, hashlib.sha256(archive.read_bytes()).hexdigest()


def _hints(output: str) -> list[list[str]]:
    """The commands a message tells the user to run, as argument lists without `parity`."""
    return [shlex.split(h)[1:] for h in HINT.findall(output)]


def test_each_printed_hint_runs_as_printed(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # A private root for unpacked sdists (the sandbox's tools layer stays in the real cache)
    import parity.tasks.synth.sdist as sdist

    monkeypatch.setattr(sdist, "pypi_root", lambda: tmp_path / "pypi")
    archive, digest = _sdist(tmp_path)
    pin = Sdist(name="tinypkg", version="1.0", url=archive.as_uri(), sha256=digest)
    spec = TaskSpec(id="tinypkg-1.0-op", repo="pypi/tinypkg-1.0", bug_patch=BUG,
                    gold_patch=reverse_patch(BUG), problem_statement="add subtracts",
                    fail_to_pass=["tests/test_core.py::test_add"],
                    pass_to_pass=["tests/test_core.py::test_zero"],
                    test_files=["tests/test_core.py"], sdist=pin)
    tasks = tmp_path / "my tasks.jsonl"  # a space: the hint must quote it
    write_specs(tasks, [spec])
    runner = CliRunner()

    listed = runner.invoke(app, ["tasks", "list", str(tasks)])
    assert listed.exit_code == 2
    (fetch,) = _hints(listed.output)
    assert fetch == ["tasks", "fetch", "--file", str(tasks), "tinypkg"], listed.output
    fetched = runner.invoke(app, fetch)
    assert fetched.exit_code == 0, fetched.output
    (list_again,) = _hints(fetched.output)
    assert list_again == ["tasks", "list", str(tasks)]
    again = runner.invoke(app, list_again)
    assert again.exit_code == 0 and "tinypkg-1.0-op" in again.output, again.output

    # the shipped set's fetch refuses a package it does not hold, and says how to name a file
    refused = runner.invoke(app, ["tasks", "fetch", "tinypkg"])
    assert refused.exit_code == 2 and "--file TASKS.jsonl" in refused.output

    shown = runner.invoke(app, ["tasks", "validate", str(tasks), "--workers", "1"])
    assert shown.exit_code == 0, shown.output
    assert re.search(r"tinypkg-1.0-op\s+gold 1.0\s+empty 0.0\s+ok", shown.output), shown.output
    assert "1 tasks checked, 0 failed" in shown.output
    as_json = runner.invoke(app, ["tasks", "validate", str(tasks), "--json", "--workers", "1"])
    assert as_json.exit_code == 0, as_json.output
    data = json.loads(as_json.stdout)
    (row,) = data["tasks"]
    assert (row["task_id"], row["gold_reward"], row["empty_reward"], row["problem"]) == (
        "tinypkg-1.0-op", 1.0, 0.0, None)
    assert data["checked"] == 1 and data["failed"] == 0 and row["gold_s"] > 0
