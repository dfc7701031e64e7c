"""Text a sandbox made (file names and outputs that are not UTF-8) reaches every record
escaped: `safe_text`, the records' `SafeStr` fields, and the writers' guards (buffer, metrics,
run files, error bodies). The whole path through a real session is in
tests/integration/test_workspace_text.py."""

from __future__ import annotations

import json
import os

from parity.dashboard.runfiles import RunFiles
from parity.envserver.app import _clip
from parity.observe.metrics import MetricsWriter, read_metrics
from parity.rollout.buffer import TrajectoryBuffer
from parity.sandbox.process import capped_text
from parity.tools.registry import cap_text
from parity.types import (
    Grade,
    Message,
    TestResult,
    ToolCall,
    ToolResult,
    Trajectory,
    Turn,
    record_json,
    safe_json,
    safe_text,
)

NAME = os.fsdecode(b"\xfe/conftest.py")  # as a directory listing hands it over: "\udcfe/..."


def test_safe_text_shows_what_is_not_utf8_as_an_escape():
    assert safe_text(b"a\xffb\n") == "a\\xffb\n"
    assert safe_text(NAME) == "\\xfe/conftest.py"
    assert safe_text("x\ud800y") == "x\\ud800y"  # a lone surrogate JSON can carry
    assert safe_text("\udc41") == "\\udc41"  # not a byte surrogateescape keeps: as itself
    for fine in ("plain", "caf\u00e9 \u65e5\u672c \U0001f600", ""):
        assert safe_text(fine) is fine
    assert safe_json({NAME: [NAME, 1, None, {"k": b"\xff"}]}) == {
        "\\xfe/conftest.py": ["\\xfe/conftest.py", 1, None, {"k": b"\xff"}]}


def test_records_escape_sandbox_text_when_built_and_when_written():
    grade = Grade(task_id="t", exit_code=1, output_tail=NAME, error=NAME, reasons=[NAME],
                  grading_needs=[NAME], tests=[TestResult(test_id=f"t[{NAME}]",
                                                          outcome="failed", message=NAME)])
    assert grade.reasons == ["\\xfe/conftest.py"] and grade.error == "\\xfe/conftest.py"
    assert grade.tests[0].test_id == "t[\\xfe/conftest.py]"
    grade.reasons.append(f"added later: {NAME}")  # after the record was made
    back = Grade.model_validate_json(grade.model_dump_json())
    assert back.reasons[-1] == "added later: \\xfe/conftest.py"
    assert grade.model_dump(mode="json")["reasons"][-1] == "added later: \\xfe/conftest.py"
    result = ToolResult(call_id="c", name=NAME, ok=True, output=f"ls: {NAME}")
    assert result.output == "ls: \\xfe/conftest.py"
    turn = Turn(start=0, num_tokens=0, version=0, finish_reason="stop", text=NAME,
                tool_results=[result], parse_errors=[NAME])
    traj = Trajectory(id="x", task_id="t", turns=[turn], grade=grade, finish_detail=NAME,
                      messages=[Message(role="tool", content=NAME)])
    text = traj.model_dump_json()
    text.encode("utf-8")
    assert Trajectory.model_validate_json(text).finish_detail == "\\xfe/conftest.py"


def test_a_surrogate_outside_the_escaped_fields_is_still_written(tmp_path, caplog):
    call = ToolCall(id="c1", name="run_terminal_cmd", arguments=json.dumps(
        {"command": f"cat {NAME}"}, ensure_ascii=False))  # arguments: not a SafeStr field
    traj = Trajectory(id="x", task_id="t", turns=[Turn(
        start=0, num_tokens=0, version=0, finish_reason="stop", text="", tool_calls=[call])])
    line = record_json(traj)
    assert "not UTF-8 outside a SafeStr field" in caplog.text
    back = Trajectory.model_validate_json(line)
    assert "\\xfe/conftest.py" in back.turns[0].tool_calls[0].arguments
    buffer = TrajectoryBuffer(tmp_path / "buffer")
    buffer.append(traj)  # raised PydanticSerializationError outside any handler before
    assert [t.id for t in TrajectoryBuffer(tmp_path / "buffer").all()] == ["x"]


def test_metrics_rows_are_escaped(tmp_path):
    writer = MetricsWriter(tmp_path / "metrics.jsonl")
    writer.log(1, {"grader/refused": 1.0, f"grader/{NAME}": 2.0, "why": NAME})
    raw = (tmp_path / "metrics.jsonl").read_bytes()
    assert b"\\ud" not in raw.lower()  # no surrogate escape a reader would turn back
    [row] = read_metrics(tmp_path / "metrics.jsonl")
    assert row["grader/\\xfe/conftest.py"] == 2.0 and row["why"] == "\\xfe/conftest.py"
    assert writer.rows[0]["why"] == "\\xfe/conftest.py"


def test_run_files_written_by_plain_json_are_read_escaped(tmp_path):
    """A run directory whose files hold lone surrogates as JSON escapes (Python's json
    writes them; other writers may): what a page shows is escaped as it is read."""
    (tmp_path / "buffer").mkdir()
    (tmp_path / "metrics.jsonl").write_text(json.dumps({"step": 1, "why": NAME}) + "\n")
    row = {"id": "t1", "task_id": "t", "reward": 0.0, "turns": [], "loss_mask": [],
           "finish_detail": NAME, "grade": {"reasons": [NAME]}}
    (tmp_path / "buffer" / "trajectories.jsonl").write_text(json.dumps(row) + "\n")
    (tmp_path / "state.json").write_text(json.dumps({"phase": NAME}))
    run = RunFiles(tmp_path)
    assert run.metric_rows()[0]["why"] == "\\xfe/conftest.py"
    d = run.trajectory("t1")
    assert d is not None and d["grade"]["reasons"] == ["\\xfe/conftest.py"]
    assert run.phase() == "\\xfe/conftest.py"


def test_outputs_and_error_bodies_are_escaped():
    text, truncated = capped_text(b"ls: \xfe\n", b"", 6, 1024)
    assert text == "ls: \\xfe\n" and not truncated
    text, truncated = capped_text(b"\xff" * 10, b"\xfe" * 10, 100, 20)
    assert truncated and text.startswith("\\xff" * 10) and text.endswith("\\xfe" * 10)
    assert cap_text(f"ls: {NAME}", 1024) == ("ls: \\xfe/conftest.py", False)
    assert _clip(f"cannot diff: {NAME}") == "cannot diff: \\xfe/conftest.py"
