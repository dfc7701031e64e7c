"""The wheel a user installs: code, the bundled repositories and task specs, no generated data.

Builds the wheel from a copy of the checkout (`pip wheel`: the network reaches PyPI only for
the build backend), installs it into a fresh venv that sees this environment's packages
through a `.pth` line (so torch is not downloaded), and from a directory outside the
checkout loads every task set and materialises one task of each: the kata set is generated
into an empty cache there, checked against the digest the package ships, and regenerated
after one of its files is damaged.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
MAX_WHEEL_BYTES = 5 << 20  # the kata set alone was 13 MB of files (31 MB on disk)

CHECK = r"""
import json, sys
from pathlib import Path
import parity
from parity.tasks import BUNDLED_REPOS, bundled_repo, bundled_specs, kata_root
from parity.tasks.schema import to_task

out = {"parity": parity.__file__, "sets": {}}
sets = {"bundled": bundled_specs(), "kata": bundled_specs(kata=True)}
by_repo = {}
for s in sets["bundled"]:
    by_repo.setdefault(s.repo, s)
for name in BUNDLED_REPOS:  # every bundled repository: on disk, and one of its tasks runs
    assert (bundled_repo(name) / "tests").is_dir(), name
    sets[f"repo:{name}"] = [by_repo[name]]
for name, specs in sets.items():
    task = to_task(specs[0])
    snap = Path(task.snapshot.path)
    assert task.hidden_tests and any(snap.rglob("*.py")), name
    assert not any(snap.rglob("test_*.py")), f"{name}: hidden tests leaked into the snapshot"
    out["sets"][name] = {"tasks": len(specs), "first": specs[0].id}
out["kata_root"] = str(kata_root())
from parity.inference import cpu_attention  # the CPU kernels compile from the installed sources
cpu_attention.kernel()
out["kernel"] = cpu_attention.why_not()  # None: compiled and loaded
from parity.sandbox import tools_layer  # grading's preload library builds from its source
out["preload_source"] = tools_layer.PRELOAD_SOURCE.is_file()
print(json.dumps(out))
"""


def _copy_checkout(dest: Path) -> Path:
    """The files a build reads, without caches or build outputs, so the shared checkout
    gets no build/ or egg-info written into it."""
    skip = shutil.ignore_patterns("__pycache__", "*.egg-info", ".pytest_cache", "*.pyc")
    shutil.copytree(ROOT / "src", dest / "src", ignore=skip)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, dest / name)
    return dest


def _run(cmd: list[str], cwd: Path, env: dict | None = None, timeout_s: float = 600):
    r = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True,
                       timeout=timeout_s)
    assert r.returncode == 0, f"{cmd} failed:\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}"
    return r


def test_wheel_installs_and_loads_every_task_set(tmp_path: Path):
    src = _copy_checkout(tmp_path / "checkout")
    _run([sys.executable, "-m", "pip", "wheel", str(src), "--no-deps", "-w",
          str(tmp_path / "dist"), "-q"], cwd=tmp_path)
    (wheel,) = (tmp_path / "dist").glob("parity-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert wheel.stat().st_size < MAX_WHEEL_BYTES, f"{wheel.name}: {wheel.stat().st_size} bytes"
    assert "parity/tasks/data/bundled.jsonl" in names  # specs ship as package data
    assert "parity/tasks/data/pypi.jsonl" in names  # the PyPI set's specs; never its sources
    assert "parity/tasks/data/outside.jsonl" in names  # the outside set's too
    assert "parity/tasks/repos/fmtkit/tests/test_dates.py" in names
    assert not [n for n in names if "/kata/" in n or n.endswith("kata.jsonl")]
    assert not [n for n in names if n.endswith(".pyc")]
    for source in ("decode_attention.c", "elementwise.c", "cpu_simd.h"):  # compiled on first use
        assert f"parity/inference/{source}" in names, source

    env_dir = tmp_path / "venv"
    venv.create(env_dir, system_site_packages=True, with_pip=False)
    py = env_dir / "bin" / "python"
    site = Path(_run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                     cwd=tmp_path).stdout.strip())
    # this environment's dependencies, after the venv's own packages (the wheel's parity wins)
    (site / "parity-deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    _run([sys.executable, "-m", "pip", "--python", str(py), "install", "--no-deps", "-q",
          str(wheel)], cwd=tmp_path)

    work = tmp_path / "elsewhere"
    work.mkdir()
    env = {"PATH": f"{env_dir / 'bin'}:/usr/bin:/bin", "HOME": str(tmp_path),
           "PARITY_CACHE": str(tmp_path / "cache")}
    r = _run([str(py), "-c", CHECK], cwd=work, env=env)
    got = json.loads(r.stdout.strip().splitlines()[-1])
    assert got["parity"].startswith(str(site)), got["parity"]  # the wheel, not the checkout
    # where the CPU and compiler allow it, the kernels built from what the wheel installed
    assert got["kernel"] is None or "failed" not in got["kernel"], got["kernel"]
    assert got["preload_source"], "tasks/grade_preload.c is missing from the wheel"
    assert "generating the kata set" in r.stderr  # an empty cache: generated on first use
    assert got["sets"]["kata"]["tasks"] == 7075 and got["sets"]["bundled"]["tasks"] > 100
    assert set(got["sets"]) == {"bundled", "kata", "repo:fmtkit", "repo:minilisp",
                                "repo:structs", "repo:taskcli", "repo:textops",
                                "repo:tinyparse"}

    # a damaged cached set is regenerated, byte for byte
    core = next(Path(got["kata_root"]).glob("kata/clamp/*/kata_clamp/core.py"))
    original = core.read_text()
    core.write_text(original + "# damaged\n")
    r = _run([str(env_dir / "bin" / "parity"), "tasks", "kata"], cwd=work, env=env)
    assert "generating the kata set" in r.stderr and "checked" in r.stdout
    assert core.read_text() == original
