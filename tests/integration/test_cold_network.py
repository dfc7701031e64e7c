"""A machine with nothing cached: the tools layer builds with pip's network settings, a
missing index is one line at the command that needed it, and none of the server's network
settings reach a session (parity.sandbox.package_index)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from parity.launch import free_port
from tests.conftest import needs_bwrap

ROOT = Path(__file__).resolve().parents[2]
NETWORK_VARS = ("HTTPS_PROXY", "HTTP_PROXY", "https_proxy", "NO_PROXY", "SSL_CERT_FILE",
                "SSL_CERT_DIR", "PIP_INDEX_URL", "PIP_CERT", "PIP_FIND_LINKS", "UV_DEFAULT_INDEX",
                "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE")


def _cold_env(tmp: Path, **extra: str) -> dict[str, str]:
    """This process's environment with empty caches and no pip or uv configuration of the
    host's, plus `extra`."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PIP_", "UV_")) and k != "PARITY_CACHE"}
    env.update(PARITY_CACHE=str(tmp / "cache"), UV_CACHE_DIR=str(tmp / "uv"),
               PIP_CONFIG_FILE=os.devnull, XDG_CONFIG_HOME=str(tmp / "config"), **extra)
    return env


def _env_tools(env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "parity.cli", "env", "tools"],
                          capture_output=True, text=True, env=env, timeout=300)


@needs_bwrap
def test_an_unreachable_index_is_one_line_that_says_what_to_set(tmp_path):
    port = free_port()  # nothing listens there
    r = _env_tools(_cold_env(tmp_path, PIP_INDEX_URL=f"http://127.0.0.1:{port}/simple"))
    assert r.returncode == 2, r.stdout + r.stderr
    lines = [line for line in r.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith("error: cannot build the sandbox's tools layer"), lines[0]
    assert f"127.0.0.1:{port}/simple" in lines[0] and "cannot be reached" in lines[0]
    assert "index-url" in lines[0] and "HTTPS_PROXY" in lines[0]
    assert not (tmp_path / "cache" / "tools").exists() or not any(
        (d / ".complete").exists() for d in (tmp_path / "cache" / "tools").iterdir())


@needs_bwrap
def test_a_pin_missing_from_the_index_is_named(tmp_path):
    simple = tmp_path / "simple"  # a PEP 503 index that holds none of the pins
    (simple / "six").mkdir(parents=True)
    (simple / "index.html").write_text('<a href="six/">six</a>\n')
    (simple / "six" / "index.html").write_text("\n")
    r = _env_tools(_cold_env(tmp_path, PIP_INDEX_URL=simple.as_uri()))
    assert r.returncode == 2, r.stdout + r.stderr
    assert "not on the index " + simple.as_uri() in r.stderr, r.stderr
    assert "ruff==" in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr


def test_a_training_run_whose_grader_cannot_run_stops_at_start(tmp_path):
    port = free_port()
    env = _cold_env(tmp_path, PIP_INDEX_URL=f"http://127.0.0.1:{port}/simple")
    r = subprocess.run([sys.executable, "-m", "parity.cli", "train",
                        str(ROOT / "configs" / "quickstart-toy.toml"), f"out={tmp_path / 'run'}",
                        "envs.env.backend=bwrap"],
                       capture_output=True, text=True, env=env, timeout=300)
    if "bubblewrap backend unavailable" in r.stderr:
        pytest.skip(f"bubblewrap unavailable: {r.stderr.strip()[-200:]}")
    assert r.returncode == 2, r.stdout[-2000:] + r.stderr[-2000:]
    assert "cannot build the sandbox's tools layer" in r.stderr and "cannot be reached" in r.stderr
    assert "pretrain" not in r.stdout.lower(), r.stdout  # stopped before any stage ran
    assert not (tmp_path / "run" / "model").exists()


@needs_bwrap
def test_no_network_or_tls_setting_of_the_server_reaches_a_session(server_factory, monkeypatch,
                                                                    tmp_path):
    values = {var: f"/parity-secret-{var.lower()}" for var in NETWORK_VARS}
    values.update(HTTPS_PROXY="http://127.0.0.1:9", HTTP_PROXY="http://127.0.0.1:9",
                  https_proxy="http://127.0.0.1:9", NO_PROXY="127.0.0.1,localhost",
                  SSL_CERT_FILE=os.environ.get("SSL_CERT_FILE", "/etc/ssl/certs/ca-certificates.crt"))
    for var, value in values.items():
        monkeypatch.setenv(var, value)
    (tmp_path / "repo").mkdir()
    (tmp_path / "repo" / "a.py").write_text("x = 1\n")
    server = server_factory()
    with httpx.Client(base_url=server.url, trust_env=False, timeout=60,
                      headers={"Authorization": f"Bearer {server.token}"}) as c:
        r = c.post("/sessions", json={"snapshot": {"path": str(tmp_path / "repo")}})
        assert r.status_code == 200, r.text
        sid = r.json()["session_id"]
        script = ("for f in /proc/[0-9]*/environ; do tr '\\0' '\\n' < $f; done; "
                  "echo ===; env; echo ===; python -c 'import os; print(sorted(os.environ))'")
        r = c.post(f"/sessions/{sid}/tools", json={"calls": [{"name": "run_terminal_cmd",
                                                              "arguments": json.dumps({"command": script})}]})
        assert r.status_code == 200, r.text
        out = r.json()["results"][0]["output"]
    assert "===" in out and "PATH=" in out, out
    for var, value in values.items():
        assert f"{var}=" not in out and value not in out, (var, out)
