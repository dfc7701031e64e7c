"""The non-default backends: docker/podman where an engine answers, local everywhere."""

from __future__ import annotations

import logging
import uuid

import pytest

from parity.sandbox import Limits, SandboxError, make_backend
from parity.sandbox.docker import engine_unavailable_reason


def test_local_backend_warns_and_keeps_the_snapshot(tmp_path, repo, caplog):
    backend = make_backend("local", tmp_path / "sb")
    with caplog.at_level(logging.WARNING):
        s = backend.create(repo, uuid.uuid4().hex[:8], Limits(timeout_s=10))
    try:
        assert "ISOLATES NOTHING" in caplog.text
        r = s.exec("echo more >> pkg/calc.py && cat pkg/calc.py | tail -1")
        assert r.output.strip() == "more"
        assert "more" not in (repo / "pkg" / "calc.py").read_text()
        assert s.changed_paths() == ["pkg/calc.py"]
    finally:
        s.close()


def test_unknown_backend_is_a_clear_error(tmp_path):
    with pytest.raises(ValueError, match="unknown sandbox backend"):
        make_backend("vm", tmp_path)


@pytest.mark.parametrize("engine", ["docker", "podman"])
def test_container_backend(tmp_path, repo, engine):
    reason = engine_unavailable_reason(engine)
    if reason is not None:
        with pytest.raises(SandboxError, match="unavailable"):
            make_backend(engine, tmp_path)
        pytest.skip(f"{engine} backend not testable here: {reason}")
    s = make_backend(engine, tmp_path / "sb").create(repo, uuid.uuid4().hex[:8],
                                                     Limits(timeout_s=60))
    try:
        r = s.exec("cat pkg/calc.py | head -1; python3 -c 'import socket; socket.create_connection((\"1.1.1.1\", 80), 2)'")
        assert "def add" in r.output and r.exit_code != 0
    finally:
        s.close()
