"""`synth --pypi` and `tasks fetch` on a machine that reaches only the mirror pip is set to
use: the sdist comes from pip's index-url (a PEP 503 simple index), checked by sha256."""

from __future__ import annotations

import hashlib
import io
import os
import tarfile

import pytest

from parity.launch import free_port
from parity.tasks.schema import Sdist
from parity.tasks.synth.sdist import fetch_pinned, fetch_sdist, find_sdist


@pytest.fixture
def mirror(tmp_path, monkeypatch):
    """A directory simple index holding demo-pkg 1.0's sdist; pip pointed at it, nothing else."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        data = b"def f():\n    return 1\n"
        info = tarfile.TarInfo("demo_pkg-1.0/demo_pkg.py")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    archive = buf.getvalue()
    sha = hashlib.sha256(archive).hexdigest()
    project = tmp_path / "simple" / "demo-pkg"
    project.mkdir(parents=True)
    (project / "demo_pkg-1.0.tar.gz").write_bytes(archive)
    (project / "index.html").write_text(
        f'<html><body><a href="demo_pkg-0.9.tar.gz">demo_pkg-0.9.tar.gz</a>\n'
        f'<a href="demo_pkg-1.0.tar.gz#sha256={sha}">demo_pkg-1.0.tar.gz</a></body></html>\n')
    for var in [v for v in os.environ if v.startswith("PIP_")] + ["PARITY_PYPI_URL"]:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("PIP_CONFIG_FILE", os.devnull)
    monkeypatch.setenv("PIP_INDEX_URL", (tmp_path / "simple").as_uri())
    monkeypatch.setenv("PARITY_CACHE", str(tmp_path / "cache"))
    return sha


def test_the_sdist_comes_from_pips_index_url(mirror):
    pin = find_sdist("demo-pkg==1.0")
    assert pin.sha256 == mirror and pin.url.endswith("/demo-pkg/demo_pkg-1.0.tar.gz")
    top = fetch_sdist("demo-pkg==1.0")
    assert (top / "demo_pkg.py").read_text().startswith("def f()")
    with pytest.raises(RuntimeError, match="no source distribution of demo-pkg==2.0"):
        find_sdist("demo-pkg==2.0")


def test_a_pinned_pypi_url_out_of_reach_is_fetched_from_the_mirror_and_checked(mirror):
    dead = f"http://127.0.0.1:{free_port()}/packages/demo_pkg-1.0.tar.gz"
    top = fetch_pinned(Sdist(name="demo-pkg", version="1.0", url=dead, sha256=mirror))
    assert (top / "demo_pkg.py").is_file()
    with pytest.raises(RuntimeError, match="sha256 mismatch"):
        fetch_pinned(Sdist(name="demo-pkg", version="1.0", url=dead, sha256="0" * 64))
