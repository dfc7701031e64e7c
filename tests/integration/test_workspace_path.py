"""A task's workspace path (`Task.workspace`: /workspace by default, SWE-bench's /testbed):
the sandbox's cwd, the path file tools accept, the path the model is told, and grading
in it. Real bwrap sessions through the in-process environment."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from parity.agent.prompts import SYSTEM_PROMPT, system_prompt
from parity.envserver.sessions import LocalEnv
from parity.tasks.schema import read_specs
from parity.types import Snapshot, Task, ToolCall
from tests.conftest import HIDDEN_TESTS, needs_bwrap

GOLD = ("--- a/pkg/calc.py\n+++ b/pkg/calc.py\n@@ -1,3 +1,3 @@\n def add(a, b):\n"
        "-    return a - b\n+    return a + b\n \n")


def make_task(repo: Path, workspace: str = "/testbed") -> Task:
    return Task(id="calc-testbed", snapshot=Snapshot(path=str(repo)), hidden_tests=HIDDEN_TESTS,
                fail_to_pass=["tests/test_calc.py::test_add"],
                pass_to_pass=["tests/test_calc.py::test_mul"], workspace=workspace,
                test_timeout_s=60)


@needs_bwrap
async def test_testbed_session_cwd_tools_and_grading(repo, env_config):
    env = LocalEnv(env_config)
    try:
        task = make_task(repo)
        info = await env.create_session(task=task)
        assert info.workspace_path == "/testbed"
        calls = [
            ToolCall(id="pwd", name="run_terminal_cmd",
                     arguments='{"command": "pwd; ls /workspace 2>&1 | head -1"}'),
            ToolCall(id="edit", name="edit_file", arguments=json.dumps(
                {"path": "/testbed/pkg/calc.py", "old_string": "a - b",
                 "new_string": "a + b"})),
        ]
        pwd, edit = await env.run_tools(info.session_id, calls)
        lines = pwd.output.splitlines()
        assert lines[0] == "/testbed"
        assert "No such file" in lines[1]  # nothing at the default path
        assert edit.ok, edit.output
        # a path outside the task's workspace is refused as before
        [outside] = await env.run_tools(info.session_id, [ToolCall(
            id="r", name="read_file", arguments='{"path": "/workspace/pkg/calc.py"}')])
        assert not outside.ok and "outside the workspace" in outside.output
        [cat] = await env.run_tools(info.session_id, [ToolCall(
            id="c", name="run_terminal_cmd", arguments='{"command": "cat /testbed/pkg/calc.py"}')])
        assert "a + b" in cat.output
        assert "+    return a + b" in await env.diff(info.session_id)
        fixed = await env.grade(info.session_id)
        assert fixed.reward == 1.0, fixed
        await env.close_session(info.session_id)

        empty = await env.grade_patch(task, "")
        assert empty.reward == 0.0
        gold = await env.grade_patch(task, GOLD)
        assert gold.reward == 1.0, gold
    finally:
        await env.aclose()


def test_the_model_is_told_the_task_path():
    assert "repository at /testbed." in system_prompt("/testbed")
    assert "/testbed" not in SYSTEM_PROMPT and "repository at /workspace." in SYSTEM_PROMPT


@pytest.mark.parametrize("bad", ["testbed", "/", "/usr", "/usr/src/app", "/tmp/x", "/proc",
                                 "/a/../b", "/testbed/", "/etc", "/dev/shm"])
def test_a_bad_workspace_is_a_one_line_error_at_task_load(tmp_path, bad):
    record = {"id": "t", "repo": "calc", "problem_statement": "p", "fail_to_pass": [],
              "workspace": bad}
    path = tmp_path / "tasks.jsonl"
    path.write_text(json.dumps(record) + "\n")
    with pytest.raises(ValueError, match="workspace") as e:
        read_specs(path)
    message = str(e.value)
    assert "workspace" in message.splitlines()[0], message
