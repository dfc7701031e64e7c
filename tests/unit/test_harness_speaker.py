"""The engineer's tool calls in a bash harness's words (parity.harness.demos): each command
shows what Parity's tool shows, and a harness's JSON observation reads as the tool's output."""

from __future__ import annotations

import json
import subprocess

from parity.harness.demos import BashSpeaker, bash_command, tool_output


def test_each_tool_has_a_shell_form_that_shows_the_same(tmp_path):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "a.py").write_text("x = 1\n\ndef f(a):\n    return a + 1\n")

    def sh(command: str) -> str:
        return subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True,
                              text=True).stdout

    grep = sh(bash_command("grep", {"pattern": "def f", "glob": "*.py", "context_lines": 1}))
    assert grep.splitlines() == ["pkg/a.py-2-", "pkg/a.py:3:def f(a):", "pkg/a.py-4-    return a + 1"]
    read = sh(bash_command("read_file", {"path": "pkg/a.py", "start_line": 3}))
    assert read.splitlines() == ["3|def f(a):", "4|    return a + 1"]
    edit = bash_command("edit_file", {"path": "pkg/a.py", "old_string": "a + 1",
                                      "new_string": "a - 1  # \"quoted\" 'both'"})
    assert sh(edit).strip() == "edited pkg/a.py"
    assert "return a - 1  # \"quoted\" 'both'" in (tmp_path / "pkg" / "a.py").read_text()
    assert subprocess.run(edit, shell=True, cwd=tmp_path).returncode != 0  # no match now


def test_a_json_observation_reads_as_the_output_and_calls_become_bash():
    shown = '{\n  "returncode": 1,\n  "output": "a.py:3: in f\\n    boom\\nE   ValueError"\n}'
    assert tool_output(shown) == "a.py:3: in f\n    boom\nE   ValueError"
    assert tool_output("plain text") == "plain text"
    replies = iter(['Run it.<tool_call>{"name": "run_terminal_cmd", "arguments": '
                    '{"command": "pytest -x"}}</tool_call>', "Fixed it.", None])
    seen: list[str] = []

    def solver(text: str) -> str | None:
        seen.append(text)
        return next(replies)

    speak = BashSpeaker(solver, "echo DONE")
    first = speak("the task")
    assert first.startswith("Run it.\n<tool_call>")
    call = json.loads(first.split("<tool_call>")[1].split("</tool_call>")[0])
    assert call == {"name": "bash", "arguments": {"command": "pytest -x"}}
    assert '"echo DONE"' in speak(shown) and seen[1].startswith("a.py:3: in f\n")
    assert speak("") is None
    assert BashSpeaker(lambda text: "Fixed.", None)("x") == "Fixed."  # minimal: text ends it
