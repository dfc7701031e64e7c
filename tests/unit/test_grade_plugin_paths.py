"""Where the report plugin says code comes from (a workspace cannot launder a file into the
environment through a symlink), and what its armed audit hook refuses to whom."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import sysconfig

from parity.tasks.grading import PLUGIN_SOURCE


def _plugin():
    spec = importlib.util.spec_from_file_location("parity_grade_report_under_test", PLUGIN_SOURCE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_symlink_into_the_environment_does_not_make_workspace_code_trusted(tmp_path):
    p = _plugin()
    roots = p._environment_roots(str(tmp_path / "grader"))
    stdlib = sysconfig.get_paths()["stdlib"]
    workspace = str(tmp_path / "ws") + "/"
    os.makedirs(workspace)
    os.symlink(stdlib, tmp_path / "ws" / "lib")  # swapped in after an import, say
    assert p._where(os.path.join(stdlib, "os.py"), workspace, roots) == "environment"
    assert p._where(f"{workspace}lib/os.py", workspace, roots) == "workspace"
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    os.symlink(stdlib, outside / "lib")
    assert p._where(str(outside / "lib" / "os.py"), workspace, roots) == "elsewhere"
    assert p._where("", workspace, roots) == "environment"  # builtin or frozen


# The armed hook, in a subprocess of its own: an audit hook cannot be removed once added.
ARMED_SCRIPT = r'''
import importlib.util, json, os, sys
ws, source = sys.argv[1], sys.argv[2]
spec = importlib.util.spec_from_file_location("parity_grade_report", source)
plugin = importlib.util.module_from_spec(spec)
sys.modules["parity_grade_report"] = plugin
spec.loader.exec_module(plugin)  # no key in the environment: not armed at import
plugin.arm(json.dumps({"key": "00" * 32, "changed": ["changed_mod.py"]}).encode(),
           os.path.join(ws, ".grader"))
with open(os.path.join(ws, "new_mod.py"), "w") as f:  # written during the run
    f.write(open(os.path.join(ws, "repo_mod.py")).read())
sys.path.insert(0, ws)
out = {}
for name in ("repo_mod", "changed_mod", "new_mod"):
    mod = __import__(name)
    for what in ("walk", "frame", "swap", "forge"):
        try:
            getattr(mod, what)()
            out[f"{name}.{what}"] = "allowed"
        except PermissionError:
            out[f"{name}.{what}"] = "refused"
for path in (os.path.join(ws, ".grader", "report.json"), "/proc/self/mem"):
    try:
        open(path, "rb").close()
        out[path] = "allowed"
    except (PermissionError, FileNotFoundError) as e:
        out[path] = type(e).__name__
print(json.dumps(out))
'''
MODULE = (
    "import gc, sys\n\n\n"
    "def walk():\n    return len(gc.get_objects())\n\n\n"
    "def frame():\n    return sys._getframe().f_back\n\n\n"
    "def swap():\n    walk.__code__ = frame.__code__\n\n\n"
    "def forge():\n    return compile('x = 1', gc.__file__ if hasattr(gc, '__file__') else "
    "sys.modules['os'].__file__, 'exec')\n")


def test_the_armed_hook_refuses_code_under_test_and_nothing_else(tmp_path):
    """The repository's own file may walk the gc, read frames and make code; the same code
    in a file the agent changed, or one written during the run, is refused each of them."""
    ws = tmp_path / "ws"
    (ws / ".grader").mkdir(parents=True)
    (ws / "repo_mod.py").write_text(MODULE)
    (ws / "changed_mod.py").write_text(MODULE)
    (ws / ".grader" / "clock").write_text("")  # after every file of the grade
    r = subprocess.run([sys.executable, "-c", ARMED_SCRIPT, str(ws), str(PLUGIN_SOURCE)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    out = json.loads(r.stdout)
    for what in ("walk", "frame", "swap", "forge"):
        assert out[f"repo_mod.{what}"] == "allowed", out
        assert out[f"changed_mod.{what}"] == "refused", out
        assert out[f"new_mod.{what}"] == "refused", out
    assert out[str(ws / ".grader" / "report.json")] == "PermissionError"
    assert out["/proc/self/mem"] == "PermissionError"
