"""Where the report plugin says code comes from: a workspace cannot launder a file into the
environment through a symlink."""

from __future__ import annotations

import importlib.util
import os
import sysconfig

from parity.tasks.grading import PLUGIN_SOURCE


def _plugin():
    spec = importlib.util.spec_from_file_location("parity_grade_report_under_test", PLUGIN_SOURCE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_symlink_into_the_environment_does_not_make_workspace_code_trusted(tmp_path):
    p = _plugin()
    roots = p._environment_roots()
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
