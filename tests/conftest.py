"""Shared fixtures: small real repositories, real sandboxes, real servers."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import httpx
import pytest

from parity.envserver.config import EnvConfig
from parity.launch import free_port
from parity.sandbox.bwrap import bwrap_unavailable_reason
from parity.types import Snapshot, Task, Trajectory

# A query without a running `parity index serve` starts one in the background for the next
# query; tests start their own where they test it (test_search_cli.py), none is left behind.
os.environ.setdefault("PARITY_SEARCH_SERVER", "0")

BWRAP_REASON = bwrap_unavailable_reason()
needs_bwrap = pytest.mark.skipif(BWRAP_REASON is not None,
                                 reason=f"bubblewrap sandbox unavailable: {BWRAP_REASON}")


def pypi_unreachable(url: str) -> str | None:
    """Why a test that downloads `url` from PyPI is skipped here, or None when it answers."""
    try:
        urllib.request.urlopen(urllib.request.Request(url, method="HEAD"), timeout=5).close()
    except OSError as e:
        return f"PyPI is unreachable from here ({url}: {e})"
    return None


CALC = "def add(a, b):\n    return a - b\n\n\ndef mul(a, b):\n    return a * b\n"
HIDDEN_TESTS = {
    "tests/test_calc.py": (
        "from pkg.calc import add, mul\n\n"
        "def test_add():\n    assert add(2, 3) == 5\n\n"
        "def test_mul():\n    assert mul(2, 3) == 6\n"
    )
}


def make_repo(root: Path) -> Path:
    (root / "pkg").mkdir(parents=True)
    (root / "pkg" / "__init__.py").write_text("")
    (root / "pkg" / "calc.py").write_text(CALC)
    (root / "README.md").write_text("# calc\nA tiny calculator.\n")
    (root / "data.bin").write_bytes(b"\x00\x01\x02binary")
    return root


def calc_task(repo: Path) -> Task:
    """The task of `make_repo`'s repository: `add` subtracts; HIDDEN_TESTS grade it."""
    return Task(id="calc", snapshot=Snapshot(path=str(repo)), hidden_tests=HIDDEN_TESTS,
                fail_to_pass=["tests/test_calc.py::test_add"],
                pass_to_pass=["tests/test_calc.py::test_mul"], test_timeout_s=30)


class RecordingLearner:
    """A learner that trains nothing: it keeps each batch of groups and counts versions."""

    def __init__(self) -> None:
        self.version = 0
        self.batches: list[list[list[Trajectory]]] = []

    async def train(self, groups):
        self.batches.append(groups)
        self.version += 1
        return {"loss/policy": 0.0}


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return make_repo(tmp_path / "repo")


@pytest.fixture(scope="session")
def tiny_tokenizer():
    """A small byte-level BPE with Parity's chat template, trained here in about a second."""
    from parity.models.corpus import code_corpus
    from parity.models.tiny import train_tokenizer

    return train_tokenizer(code_corpus(max_bytes=150_000), vocab_size=800)


@pytest.fixture
def env_config(tmp_path: Path) -> EnvConfig:
    return EnvConfig(base_dir=str(tmp_path / "sandboxes"))


class ServerProcess:
    """A real `parity env-server` in a subprocess on a free loopback port (`--port`, or
    `port_in_config`: the port the config file sets, and no `--port` flag)."""

    def __init__(self, tmp: Path, *extra: str, config: str | None = None,
                 port_in_config: int | None = None) -> None:
        self.port = port_in_config or free_port()
        self.token = "test-token-" + os.urandom(4).hex()
        self.url = f"http://127.0.0.1:{self.port}"
        port_flag = [] if port_in_config else ["--port", str(self.port)]
        argv = [sys.executable, "-m", "parity.cli", "env-server", *port_flag,
                "--token", self.token, *extra]
        if config:
            cfg = tmp / f"env-{self.port}.toml"
            cfg.write_text(config)
            argv += ["--config", str(cfg)]
        self.log = open(tmp / f"server-{self.port}.log", "w")  # noqa: SIM115
        env = dict(os.environ, PARITY_SANDBOX_DIR=str(tmp / f"sandboxes-{self.port}"))
        self.proc = subprocess.Popen(argv, stdout=self.log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {(tmp / f'server-{self.port}.log').read_text()}")
            try:
                if httpx.get(self.url + "/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("server did not come up")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()


@pytest.fixture
def server_factory(tmp_path: Path):
    servers: list[ServerProcess] = []

    def start(*extra: str, config: str | None = None,
              port_in_config: int | None = None) -> ServerProcess:
        s = ServerProcess(tmp_path, *extra, config=config, port_in_config=port_in_config)
        servers.append(s)
        return s

    yield start
    for s in servers:
        s.stop()


@pytest.fixture(scope="module")
def one_torch_thread():
    """Tiny matmuls on a shared 2-core machine: one thread is several times faster."""
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)
