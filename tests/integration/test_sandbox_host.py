"""Nothing of the host's Python inside a session: the system's /usr, the workspace, a private
/tmp and Parity's small tools layer (ruff, pytest), wherever the checkout and cache live."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import textwrap
import uuid
from pathlib import Path

import pytest

from parity.sandbox import Limits, make_backend
from parity.sandbox.tools_layer import SYSTEM_PYTHON, uv_binary
from parity.tools import ToolContext, ToolSet
from parity.types import ToolCall
from tests.conftest import needs_bwrap

pytestmark = needs_bwrap

ROOT = Path(__file__).resolve().parents[2]
LINTY = "import os\n\n\ndef f():\n    return undefined_name\n"


def call(ctx: ToolContext, name: str, **args):
    return ToolSet().run(ctx, ToolCall(name=name, arguments=json.dumps(args)))


@pytest.fixture
def session(tmp_path: Path, repo: Path):
    (repo / "linty.py").write_text(LINTY)
    s = make_backend("bwrap", tmp_path / "sb").create(repo, uuid.uuid4().hex[:8],
                                                      Limits(timeout_s=30))
    yield s
    s.close()


def test_python_is_the_systems_with_only_the_tools(session):
    assert session.tools_layer is not None
    r = session.exec("python -c 'import sys, os; print(sys.base_prefix, sys.prefix, "
                     "os.path.realpath(sys.executable))'")
    assert r.exit_code == 0, r.output
    base, prefix, exe = r.output.split()
    assert base == "/usr" and exe == os.path.realpath(SYSTEM_PYTHON)
    assert prefix == str(session.tools_layer)
    for module in ("parity", "torch", "pydantic", "transformers"):
        r = session.exec(f"python -c 'import {module}'")
        assert r.exit_code == 1 and "ModuleNotFoundError" in r.output, (module, r.output)
    r = session.exec("python -c 'import pytest, pytest_timeout; print(pytest.__version__)'")
    assert r.exit_code == 0, r.output


def test_no_host_python_prefix_is_mounted(session):
    host = {sys.prefix, sys.base_prefix, os.path.realpath(sys.base_prefix),
            sysconfig.get_paths()["purelib"], str(ROOT / "src")}
    host = {p for p in host if not p.startswith("/usr/")}
    assert host, "this test needs a Python outside /usr to be meaningful"
    r = session.exec("for p in " + " ".join(sorted(host)) + "; do test -e $p && echo $p; done; "
                     "echo end")
    assert r.output.strip() == "end", r.output


def test_tools_layer_is_read_only(session):
    r = session.exec(f"touch {session.tools_layer}/bin/x || echo refused; "
                     f"rm {session.tools_layer}/bin/ruff || echo refused")
    assert r.output.count("refused") == 2, r.output
    assert (session.tools_layer / "bin" / "ruff").exists()


def test_read_lints_and_grep_in_a_session(session):
    ctx = ToolContext(session=session)
    r = call(ctx, "read_lints", paths=["linty.py"])
    assert "F401" in r.output and "F821" in r.output, r.output
    r = call(ctx, "grep", pattern="undefined_name")
    assert "linty.py" in r.output, r.output


SCRIPT = """
import json, sys, uuid
from pathlib import Path
from parity.sandbox import Limits, make_backend
from parity.tools import ToolContext, ToolSet
from parity.types import ToolCall
repo = Path(sys.argv[1])
s = make_backend("bwrap", Path(sys.argv[2])).create(repo, uuid.uuid4().hex[:8], Limits())
try:
    ctx = ToolContext(session=s)
    lint = ToolSet().run(ctx, ToolCall(name="read_lints", arguments='{"paths": ["linty.py"]}'))
    py = s.exec("python -c 'import sys; print(sys.prefix)'; python -c 'import parity'")
    print(json.dumps({"lint": lint.output, "python": py.output, "layer": str(s.tools_layer)}))
finally:
    s.close()
"""


def test_a_checkout_under_tmp_works(tmp_path: Path):
    """A server run from a venv under /tmp with its cache under /tmp: the session's private
    /tmp must hide neither read_lints' ruff nor anything it needs, and show none of the venv."""
    assert str(tmp_path).startswith("/tmp/"), "this test is about checkouts under /tmp"
    venv = tmp_path / "clone" / ".venv"
    uv = uv_binary()
    assert uv is not None
    subprocess.run([uv, "venv", "--quiet", "--python", os.path.realpath(sys.base_prefix)
                    + "/bin/python3", str(venv)], check=True, capture_output=True)
    purelib = subprocess.run([str(venv / "bin" / "python"), "-c",
                              "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             check=True, capture_output=True, text=True).stdout.strip()
    # The clone's venv sees Parity and its dependencies (as an editable install would).
    Path(purelib, "parity_deps.pth").write_text(f"{ROOT / 'src'}\n{ROOT}\n"
                                                f"{sysconfig.get_paths()['purelib']}\n")
    repo = tmp_path / "clone" / "work"
    repo.mkdir()
    (repo / "linty.py").write_text(LINTY)
    env = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/root"),
           "PARITY_CACHE": str(tmp_path / "cache")}
    r = subprocess.run([str(venv / "bin" / "python"), "-c", textwrap.dedent(SCRIPT), str(repo),
                        str(tmp_path / "sb")], capture_output=True, text=True, env=env,
                       timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["layer"].startswith(str(tmp_path / "cache" / "tools")), out
    assert "F401" in out["lint"] and "F821" in out["lint"], out["lint"]
    prefix, *rest = out["python"].splitlines()
    assert prefix == out["layer"] and str(venv) not in out["python"], out["python"]
    assert "No module named 'parity'" in "\n".join(rest), out["python"]


def test_without_a_tools_layer_sessions_run_and_read_lints_says_why(tmp_path, repo, monkeypatch):
    (tmp_path / "not-a-dir").write_text("")
    monkeypatch.setenv("PARITY_CACHE", str(tmp_path / "not-a-dir"))
    backend = make_backend("bwrap", tmp_path / "sb")
    assert backend.tools_layer is None and "PARITY_CACHE" in backend.tools_error
    s = backend.create(repo, uuid.uuid4().hex[:8], Limits(timeout_s=30))
    try:
        assert s.exec("python3 -c 'import sys; print(sys.prefix)'").output.strip() == "/usr"
        r = call(ToolContext(session=s), "read_lints", paths=["pkg"])
        assert not r.ok and "ruff is not installed in this sandbox" in r.output, r.output
    finally:
        s.close()
