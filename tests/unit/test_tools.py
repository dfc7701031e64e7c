"""Every tool, and every kind of bad call, on a real workspace (local backend: tools run on
the host either way; the sandboxed backends are covered in tests/integration)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from parity.sandbox.base import Limits
from parity.sandbox.local import LocalBackend
from parity.tools import ToolContext, ToolSet
from parity.types import ToolCall


@pytest.fixture
def ctx(repo: Path, tmp_path: Path):
    session = LocalBackend(tmp_path / "ws").create(repo, "s1", Limits(timeout_s=20))
    yield ToolContext(session=session, max_output_bytes=4096)
    session.close()


TOOLS = ToolSet()


def call(ctx: ToolContext, name: str, **args):
    return TOOLS.run(ctx, ToolCall(name=name, arguments=json.dumps(args)))


def test_schemas_are_openai_functions():
    names = [s["function"]["name"] for s in TOOLS.schemas()]
    assert names == ["read_file", "edit_file", "write_file", "list_dir", "grep", "glob",
                     "run_terminal_cmd", "read_lints", "todo_write", "semantic_search"]
    for s in TOOLS.schemas():
        assert s["type"] == "function"
        params = s["function"]["parameters"]
        assert params["type"] == "object" and params["additionalProperties"] is False
        assert "title" not in json.dumps(params)


def test_read_file_numbers_lines_and_ranges(ctx):
    r = call(ctx, "read_file", path="pkg/calc.py")
    assert r.ok and r.output.splitlines()[1] == "2|    return a - b"
    r = call(ctx, "read_file", path="pkg/calc.py", start_line=5, end_line=6)
    assert r.ok and r.output.splitlines()[0] == "5|def mul(a, b):"
    assert "[lines 5-6 of 6]" in r.output
    r = call(ctx, "read_file", path="/workspace/pkg/calc.py", start_line=1, end_line=1)
    assert r.ok and "def add" in r.output


def test_read_file_past_end_and_inverted_range(ctx):
    assert "past the end" in call(ctx, "read_file", path="pkg/calc.py", start_line=99).output
    r = call(ctx, "read_file", path="pkg/calc.py", start_line=3, end_line=2)
    assert not r.ok and "before start_line" in r.output


def test_edit_file_exact_once_returns_diff(ctx):
    r = call(ctx, "edit_file", path="pkg/calc.py", old_string="a - b", new_string="a + b")
    assert r.ok and "-    return a - b" in r.output and "+    return a + b" in r.output
    assert "a + b" in (Path(ctx.root) / "pkg/calc.py").read_text()


def test_edit_file_multiple_matches_lists_lines(ctx):
    r = call(ctx, "edit_file", path="pkg/calc.py", old_string="(a, b)", new_string="(x, y)")
    assert not r.ok and "matches 2 times" in r.output and "lines 1, 5" in r.output
    r = call(ctx, "edit_file", path="pkg/calc.py", old_string="(a, b)", new_string="(x, y)",
             replace_all=True)
    assert r.ok and (Path(ctx.root) / "pkg/calc.py").read_text().count("(x, y)") == 2


def test_edit_file_no_match_hints_closest_line(ctx):
    r = call(ctx, "edit_file", path="pkg/calc.py", old_string="return a-b", new_string="x")
    assert not r.ok and "not found" in r.output and "line 2" in r.output


def test_edit_file_refuses_empty_or_identical(ctx):
    assert "write_file" in call(ctx, "edit_file", path="pkg/calc.py", old_string="",
                                new_string="x").output
    assert "identical" in call(ctx, "edit_file", path="pkg/calc.py", old_string="a",
                               new_string="a").output


def test_write_file_creates_parents_and_never_touches_snapshot(ctx, repo):
    r = call(ctx, "write_file", path="new/deep/mod.py", content="X = 1\n")
    assert r.ok and r.output.startswith("Created")
    assert (Path(ctx.root) / "new/deep/mod.py").read_text() == "X = 1\n"
    assert not (repo / "new").exists()
    assert call(ctx, "write_file", path="pkg", content="x").output.endswith("is a directory")


def test_list_dir(ctx):
    r = call(ctx, "list_dir")
    assert r.ok and r.output.splitlines()[0] == "pkg/" and "README.md  (" in r.output
    assert "is a file" in call(ctx, "list_dir", path="README.md").output
    assert "not found" in call(ctx, "list_dir", path="nope").output


def test_grep_with_glob_and_context(ctx):
    r = call(ctx, "grep", pattern=r"def \w+", glob="*.py")
    assert r.ok and r.output.splitlines() == ["pkg/calc.py:1:def add(a, b):",
                                              "pkg/calc.py:5:def mul(a, b):"]
    r = call(ctx, "grep", pattern="return a \\*", context_lines=1)
    assert "pkg/calc.py-5-def mul(a, b):" in r.output
    assert call(ctx, "grep", pattern="zzz_nothing").output == "No matches."
    r = call(ctx, "grep", pattern="(unclosed")
    assert not r.ok and "grep failed" in r.output


def test_grep_lists_files_in_path_order_every_time(ctx):
    """The same workspace gives the same grep output, whatever order rg's threads finish
    in: a demonstration or a rollout must not see files reordered between two runs."""
    names = [f"m{i:02d}" for i in range(40)]
    for n in reversed(names):
        call(ctx, "write_file", path=f"many/{n}/x.py", content="needle = 1\n")
    expected = [f"many/{n}/x.py:1:needle = 1" for n in names]
    for _ in range(3):
        assert call(ctx, "grep", pattern="needle", path="many").output.splitlines() == expected


def test_glob_patterns(ctx):
    assert call(ctx, "glob", pattern="*.py").output.splitlines() == ["pkg/__init__.py",
                                                                    "pkg/calc.py"]
    assert call(ctx, "glob", pattern="pkg/*.{py,md}").output.count(".py") == 2
    assert call(ctx, "glob", pattern="**/*.md").output == "README.md"
    assert call(ctx, "glob", pattern="*.rs").output == "No files matched."


def test_run_terminal_cmd_reports_exit_code(ctx):
    r = call(ctx, "run_terminal_cmd", command="echo hi; exit 3")
    assert r.ok and r.output == "hi\n[exit code: 3]"
    r = call(ctx, "run_terminal_cmd", command="sleep 5", timeout_s=0.3)
    assert "timed out" in r.output or "timeout" in r.output
    assert not call(ctx, "run_terminal_cmd", command="  ").ok


def test_read_lints_changed_and_named_files(ctx):
    assert call(ctx, "read_lints").output == "No changed Python files to lint."
    call(ctx, "write_file", path="pkg/bad.py", content="import os\n")
    r = call(ctx, "read_lints")
    assert "pkg/bad.py:1:8: F401" in r.output
    assert call(ctx, "read_lints", paths=["pkg/calc.py"]).output.startswith("No lint errors")


def test_todo_write_replace_and_merge(ctx):
    r = call(ctx, "todo_write", todos=[{"id": "a", "content": "read"},
                                       {"id": "b", "content": "fix", "status": "in_progress"}])
    assert r.output == "[ ] a: read\n[~] b: fix"
    r = call(ctx, "todo_write", merge=True, todos=[{"id": "a", "content": "read",
                                                    "status": "completed"}])
    assert r.output == "[x] a: read\n[~] b: fix"
    assert not call(ctx, "todo_write", todos=[{"id": "a", "content": "x"},
                                              {"id": "a", "content": "y"}]).ok


def test_semantic_search_says_index_not_available(ctx):
    r = call(ctx, "semantic_search", query="addition")
    assert not r.ok and "index not available" in r.output


@pytest.mark.parametrize(
    ("name", "arguments", "expected"),
    [
        ("rm_rf", "{}", "unknown tool 'rm_rf'; available tools: read_file"),
        ("read_file", "{not json", "not valid JSON"),
        ("read_file", "[1, 2]", "must be a JSON object, got list"),
        ("read_file", "{}", "missing required argument 'path'"),
        ("read_file", '{"path": 7}', "'path': Input should be a valid string"),
        ("read_file", '{"path": "a", "start_line": "x"}', "'start_line'"),
        ("read_file", '{"path": "a", "bogus": 1}', "unknown argument 'bogus'"),
        ("read_file", '{"path": "../../etc/passwd"}', "escapes the workspace"),
        ("read_file", '{"path": "/etc/passwd"}', "outside the workspace"),
        ("read_file", '{"path": "~/.ssh/id_rsa"}', "outside the workspace"),
        ("write_file", '{"path": "../x", "content": ""}', "escapes the workspace"),
        ("read_file", '{"path": "data.bin"}', "binary file"),
        ("read_file", '{"path": "missing.py"}', "file not found"),
        ("grep", '{"pattern": "x", "path": "/etc"}', "outside the workspace"),
        ("list_dir", '{"path": "pkg/../.."}', "escapes the workspace"),
    ],
)
def test_bad_calls_become_observations(ctx, name, arguments, expected):
    r = TOOLS.run(ctx, ToolCall(name=name, arguments=arguments))
    assert not r.ok
    assert expected in r.output


def test_symlink_escapes_are_refused(ctx):
    root = Path(ctx.root)
    os.symlink("/etc", root / "etc_link")
    os.symlink("../../..", root / "pkg" / "up")
    os.symlink("calc.py", root / "pkg" / "alias.py")
    assert "outside the workspace" in call(ctx, "read_file", path="etc_link/passwd").output
    assert "outside the workspace" in call(ctx, "write_file", path="etc_link/x",
                                          content="x").output
    assert "points outside" in call(ctx, "read_file", path="pkg/up/etc/passwd").output
    r = call(ctx, "read_file", path="pkg/alias.py")  # an in-workspace link is fine
    assert r.ok and "def add" in r.output


def test_huge_file_is_refused(ctx):
    (Path(ctx.root) / "big.txt").write_text("x" * (5 << 20))
    r = call(ctx, "read_file", path="big.txt")
    assert not r.ok and "too large" in r.output


def test_output_is_capped_and_marked(ctx):
    (Path(ctx.root) / "long.txt").write_text("line\n" * 5000)
    r = call(ctx, "read_file", path="long.txt")
    assert r.truncated and "[... output truncated" in r.output
    assert r.output.endswith("[lines 1-800 of 5000]")
    assert len(r.output.encode()) < 4096 + 100


async def test_batch_runs_concurrently_in_call_order(ctx):
    calls = [ToolCall(name="run_terminal_cmd", arguments=json.dumps({"command": f"sleep 0.4; echo {i}"}))
             for i in range(4)]
    import time

    start = time.monotonic()
    results = await TOOLS.run_batch(ctx, calls)
    assert [r.output.splitlines()[0] for r in results] == ["0", "1", "2", "3"]
    assert [r.call_id for r in results] == [c.id for c in calls]
    assert time.monotonic() - start < 1.4  # 4 x 0.4 s serially would be 1.6 s
