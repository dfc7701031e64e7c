"""Fetch a PyPI source distribution that ships its tests, for synthesis on unseen code."""

from __future__ import annotations

import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

from parity.sandbox.workspace import cache_dir


def fetch_sdist(requirement: str) -> Path:
    """Download NAME==VERSION's sdist with pip and unpack it under the cache (once)."""
    if "==" not in requirement:
        raise ValueError(f"give an exact version, like NAME==VERSION (got {requirement!r})")
    dest = cache_dir() / "sdists" / requirement.replace("==", "-")
    if dest.is_dir():
        return next(p for p in dest.iterdir() if p.is_dir())
    with tempfile.TemporaryDirectory() as tmp:
        r = subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
             "--no-build-isolation", "-q", "-d", tmp, requirement],
            capture_output=True, text=True, timeout=300,
        )
        if r.returncode != 0:
            raise RuntimeError(f"pip could not download {requirement}: {r.stderr.strip()[-800:]}")
        files = list(Path(tmp).iterdir())
        if not files:
            raise RuntimeError(f"pip downloaded nothing for {requirement}")
        archive = files[0]
        unpack = Path(tempfile.mkdtemp(dir=tmp))
        if archive.name.endswith(".zip"):
            with zipfile.ZipFile(archive) as z:
                z.extractall(unpack)
        else:
            with tarfile.open(archive) as t:
                t.extractall(unpack, filter="data")
        dest.parent.mkdir(parents=True, exist_ok=True)
        unpack.rename(dest)
    return next(p for p in dest.iterdir() if p.is_dir())
