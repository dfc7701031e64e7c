"""Typed records shared by every part of Parity.

Pydantic models, because most of them cross an HTTP boundary (env server, engines) and
must validate what arrives. Hot per-token records live with the code that owns them.
"""

from __future__ import annotations

import uuid
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class Record(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ToolCall(Record):
    """One call the model made. `arguments` is the raw JSON text the model produced:
    parsing it is the tool layer's job, so that bad JSON becomes an observation."""

    id: str = Field(default_factory=lambda: f"call_{uuid.uuid4().hex[:12]}")
    name: str
    arguments: str = "{}"


class ToolResult(Record):
    call_id: str
    name: str
    ok: bool
    output: str
    truncated: bool = False
    duration_s: float = 0.0


class Snapshot(Record):
    """A repository state a session starts from: a directory on the server's machine, or
    a commit of a git repository there (exported once, without history, and cached)."""

    path: str
    commit: str | None = None


class Task(Record):
    """What a session is made from and graded against. The tasks package fills in the
    rest of the format (FAIL_TO_PASS, PASS_TO_PASS, ...); the environment needs only this."""

    id: str
    snapshot: Snapshot
    problem_statement: str = ""
    # Relative path -> file content. Copied into a fresh workspace only at grading time:
    # they never exist inside a session the model acts in.
    hidden_tests: dict[str, str] = Field(default_factory=dict)
    test_command: str = "python -m pytest -q"
    test_timeout_s: float = 120.0


TestOutcome = Literal["passed", "failed", "error", "skipped"]


class TestResult(Record):
    test_id: str
    outcome: TestOutcome
    message: str = ""


class Grade(Record):
    """The outcome of running a task's tests on a session's diff in a fresh workspace."""

    task_id: str
    exit_code: int | None
    timed_out: bool = False
    tests: list[TestResult] = Field(default_factory=list)
    output_tail: str = ""
    duration_s: float = 0.0
    error: str | None = None

    @property
    def passed(self) -> list[str]:
        return [t.test_id for t in self.tests if t.outcome == "passed"]

    @property
    def all_passed(self) -> bool:
        return (
            self.error is None
            and self.exit_code == 0
            and bool(self.tests)
            and all(t.outcome == "passed" for t in self.tests)
        )


class SessionInfo(Record):
    session_id: str
    backend: str
    workspace: str  # how the copy-on-write workspace is made: overlayfs, copy, ...
    task_id: str | None = None
    server: str | None = None  # filled in by clients that talk to several servers
