"""Problem statements from what a user would see: failing tests and their messages.

Never the location or the fix: lines of a traceback that point into library source files
are dropped, only the test's name, the assertion explanation (pytest's `E` lines) and the
exception are kept.
"""

from __future__ import annotations

import re

from parity.types import TestResult

MAX_TESTS_SHOWN = 4
MAX_LINES_PER_TEST = 4
HIDDEN_TESTS_NOTE = "The tests are not in the repository; do not add or edit tests."
# the same task with its tests in the workspace (TaskSpec.hide_tests "none", `tasks.visible_tests`)
VISIBLE_TESTS_NOTE = ("The tests are in the repository: run a failing one to see where it fails. "
                      "Do not add or edit tests.")


def with_tests_visible(statement: str) -> str:
    """`statement` for the task with its tests shown: the note on hidden tests swapped."""
    return statement.replace(HIDDEN_TESTS_NOTE, VISIBLE_TESTS_NOTE)


def _evidence(message: str, source_files: set[str]) -> list[str]:
    """The first lines of the last block of `E` lines: the innermost error and its
    explanation (a long traceback's earlier frames and chained exceptions come before it)."""
    blocks: list[list[str]] = []
    in_block = False
    for raw in message.splitlines():
        line = raw.rstrip()
        if not line.startswith("E "):
            in_block = False
            continue
        if not in_block:
            blocks.append([])
            in_block = True
        blocks[-1].append(line[1:].strip())
    lines: list[str] = []
    for text in blocks[-1] if blocks else []:
        if not text or any(f in text for f in source_files):
            continue
        text = re.sub(r"\s+", " ", text)
        if len(text) > 160:
            text = text[:157] + "..."
        if text not in lines:
            lines.append(text)
        if len(lines) >= MAX_LINES_PER_TEST:
            break
    return lines


def problem_statement(package: str, failing: list[TestResult], total_failing: int,
                      source_files: set[str]) -> str:
    out = [f"Something is broken in `{package}`: {total_failing} of its tests fail."]
    out.append("")
    out.append("What fails:")
    for t in failing[:MAX_TESTS_SHOWN]:
        out.append(f"- `{t.test_id}`")
        for line in _evidence(t.message, source_files):
            out.append(f"    {line}")
    if total_failing > MAX_TESTS_SHOWN:
        out.append(f"- ... and {total_failing - MAX_TESTS_SHOWN} more")
    out.append("")
    out.append("Find the cause in the library code and fix it so that the behaviour above is "
               "correct again. " + HIDDEN_TESTS_NOTE)
    return "\n".join(out)
