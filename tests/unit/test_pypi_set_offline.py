"""The PyPI task set's fetch, offline: a real sdist-shaped archive behind a file:// URL, a
private cache. A wrong sha256 is refused in one line; a set whose sources are not fetched
fails to load with the fetch command; once fetched it loads, and a second fetch downloads
nothing. The shipped set itself: every task pins its package and names its layer."""

from __future__ import annotations

import hashlib
import io
import tarfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parity.cli import app
from parity.tasks.loaders import load_tasks, reverse_patch
from parity.tasks.pypi import PYPI_TASKS, packages
from parity.tasks.schema import Sdist, TaskSpec, read_specs, to_task, write_specs
from parity.tasks.synth.sdist import fetch_pinned, fetched

BUG = """\
--- a/tinypkg/core.py
+++ b/tinypkg/core.py
@@ -1,2 +1,2 @@
 def add(a, b):
-    return a + b
+    return a - b
"""


def _sdist(tmp_path: Path) -> tuple[Path, str]:
    """tinypkg-1.0.tar.gz: a top directory with the package and its tests, as sdists are."""
    files = {"tinypkg-1.0/tinypkg/__init__.py": "",
             "tinypkg-1.0/tinypkg/core.py": "def add(a, b):\n    return a + b\n",
             "tinypkg-1.0/tests/test_core.py":
                 "from tinypkg.core import add\n\ndef test_add():\n    assert add(2, 3) == 5\n",
             "tinypkg-1.0/PKG-INFO": "Metadata-Version: 2.1\nName: tinypkg\nVersion: 1.0\n"}
    archive = tmp_path / "tinypkg-1.0.tar.gz"
    with tarfile.open(archive, "w:gz") as t:
        for name, text in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(text.encode())
            t.addfile(info, io.BytesIO(text.encode()))
    return archive, hashlib.sha256(archive.read_bytes()).hexdigest()


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("PARITY_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _task_file(tmp_path: Path, pin: Sdist) -> Path:
    spec = TaskSpec(id="tinypkg-1.0-op", repo="pypi/tinypkg-1.0", bug_patch=BUG,
                    gold_patch=reverse_patch(BUG),
                    problem_statement="add subtracts", fail_to_pass=["tests/test_core.py::test_add"],
                    sdist=pin)
    path = tmp_path / "tasks.jsonl"
    write_specs(path, [spec])
    return path


def test_sha256_mismatch_is_refused_in_one_line(tmp_path: Path, cache: Path) -> None:
    archive, digest = _sdist(tmp_path)
    wrong = Sdist(name="tinypkg", version="1.0", url=archive.as_uri(), sha256="0" * 64)
    with pytest.raises(RuntimeError, match="sha256 mismatch") as e:
        fetch_pinned(wrong)
    assert "\n" not in str(e.value) and digest[:16] in str(e.value)
    assert fetched("tinypkg", "1.0") is None and not (cache / "pypi" / "tinypkg-1.0").exists()
    # the command says it in one line, exit status 2, no traceback
    result = CliRunner().invoke(app, ["tasks", "fetch", "tinypkg", "--no-env",
                                      "--file", str(_task_file(tmp_path, wrong))])
    assert result.exit_code == 2, result.output
    assert "sha256 mismatch" in result.output and "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1, result.output


def test_not_fetched_names_the_command_then_fetch_makes_it_load(tmp_path: Path,
                                                                 cache: Path) -> None:
    archive, digest = _sdist(tmp_path)
    tasks = _task_file(tmp_path, Sdist(name="tinypkg", version="1.0", url=archive.as_uri(),
                                       sha256=digest))
    # a task file of the user's own: the command names it (the default is the shipped set)
    with pytest.raises(FileNotFoundError) as e:
        load_tasks(tasks)
    assert f"run `parity tasks fetch --file {tasks} tinypkg`" in str(e.value)
    assert "\n" not in str(e.value)
    listed = CliRunner().invoke(app, ["tasks", "list", str(tasks)])
    assert listed.exit_code == 2 and f"parity tasks fetch --file {tasks} tinypkg" in listed.output
    assert len(listed.output.strip().splitlines()) == 1, listed.output

    first = CliRunner().invoke(app, ["tasks", "fetch", "TinyPkg", "--no-env", "--file", str(tasks)])
    assert first.exit_code == 0, first.output
    assert "tinypkg 1.0: 1 tasks ready" in first.output
    (spec,) = load_tasks(tasks)
    task = to_task(spec)
    snapshot = Path(task.snapshot.path)
    assert "a - b" in (snapshot / "tinypkg/core.py").read_text()  # the bug, applied
    assert not (snapshot / "tests/test_core.py").exists()  # the tests hidden
    assert fetched("tinypkg", "1.0") == spec.sdist
    archive.unlink()  # fetched: a second fetch needs no download
    again = CliRunner().invoke(app, ["tasks", "fetch", "all", "--no-env", "--file", str(tasks)])
    assert again.exit_code == 0, again.output
    unknown = CliRunner().invoke(app, ["tasks", "fetch", "nope", "--file", str(tasks)])
    assert unknown.exit_code == 2 and "no package 'nope'" in unknown.output


def test_a_directory_synth_wrote_is_fetched_and_loaded_like_its_file(tmp_path: Path,
                                                                     cache: Path) -> None:
    """`synth --pypi --out DIR` writes DIR/tasks.jsonl beside DIR/report.json."""
    archive, digest = _sdist(tmp_path)
    tasks = _task_file(tmp_path, Sdist(name="tinypkg", version="1.0", url=archive.as_uri(),
                                       sha256=digest))
    out = tmp_path / "out"
    out.mkdir()
    tasks.rename(out / "tasks.jsonl")
    (out / "report.json").write_text('{"repos": [], "wall_s": 1.0}\n')
    with pytest.raises(FileNotFoundError) as e:
        load_tasks(out)
    assert f"run `parity tasks fetch --file {out} tinypkg`" in str(e.value)
    done = CliRunner().invoke(app, ["tasks", "fetch", "tinypkg", "--no-env", "--file", str(out)])
    assert done.exit_code == 0, done.output
    (spec,) = load_tasks(out)
    assert fetched("tinypkg", "1.0") == spec.sdist


def test_the_shipped_set_pins_each_package_and_names_its_layer() -> None:
    specs = read_specs(PYPI_TASKS)
    pins = packages(specs)
    assert len(pins) >= 4, sorted(pins)
    assert PYPI_TASKS.stat().st_size < 200_000  # specs only: the sources are fetched
    for s in specs:
        assert s.sdist is not None and s.repo == f"pypi/{s.sdist.name}-{s.sdist.version}"
        assert s.sdist.url.startswith("https://files.pythonhosted.org/")
        assert len(s.sdist.sha256) == 64 and s.bug_patch and s.gold_patch and s.fail_to_pass
        assert s.environment is not None and s.environment != "repo"
