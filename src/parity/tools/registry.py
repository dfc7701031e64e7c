"""The tool set: schemas for the model, and one `run` that never raises.

The agent loop (product and training alike) calls `run_batch` with all the calls of a turn;
they run concurrently in threads and come back in call order. Every failure of a call, be it
unknown tool, bad JSON, wrong arguments or a tool's own error, becomes a ToolResult with
ok=False and a message the model can act on.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from concurrent.futures import Executor
from typing import Any

from pydantic import ValidationError

from parity.tools.base import Tool, ToolContext, ToolError
from parity.tools.files import EditFile, ListDir, ReadFile, WriteFile
from parity.tools.lint import ReadLints
from parity.tools.search import Glob, Grep, SemanticSearch
from parity.tools.shell import RunTerminalCmd
from parity.tools.todo import TodoWrite
from parity.types import ToolCall, ToolResult, safe_text

log = logging.getLogger(__name__)

# A call's JSON arguments, before they are parsed: room for the largest file write_file
# takes (MAX_WRITE_FILE_BYTES, 4 MiB) with JSON escapes; more is refused, not parsed.
MAX_ARGUMENTS_CHARS = 8 << 20

DEFAULT_TOOLS: tuple[type[Tool], ...] = (
    ReadFile, EditFile, WriteFile, ListDir, Grep, Glob, RunTerminalCmd, ReadLints, TodoWrite,
    SemanticSearch,
)


def without_tools(names: list[str] | tuple[str, ...],
                  tools: tuple[type[Tool], ...] = DEFAULT_TOOLS) -> tuple[type[Tool], ...]:
    """`tools` less those named (an ablation: `parity eval --without-tool semantic_search`).
    A name that is no tool is a ValueError naming the tools there are."""
    known = [cls.name for cls in tools]
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ValueError(f"unknown tool {unknown[0]!r}; the tools are: {', '.join(known)}")
    return tuple(cls for cls in tools if cls.name not in names)


def cap_text(text: str, max_bytes: int) -> tuple[str, bool]:
    """Keep the head and the tail (where a command's summary and exit code are). A name that
    is not UTF-8 (a surrogate escape) comes out escaped (`safe_text`), never as an error."""
    data = safe_text(text).encode("utf-8")
    if len(data) <= max_bytes:
        return data.decode("utf-8"), False
    half = max_bytes // 2
    head = data[:half].decode("utf-8", "ignore")
    tail = data[len(data) - half:].decode("utf-8", "ignore")
    return head + f"\n[... output truncated: {len(data) - 2 * half} bytes omitted ...]\n" + tail, True


def _describe_validation(name: str, err: ValidationError) -> str:
    problems = []
    for e in err.errors():
        where = ".".join(str(x) for x in e["loc"]) or "arguments"
        if e["type"] == "missing":
            problems.append(f"missing required argument '{where}'")
        elif e["type"] == "extra_forbidden":
            problems.append(f"unknown argument '{where}'")
        else:
            problems.append(f"'{where}': {e['msg']} (got {e.get('input')!r:.80})")
    return f"invalid arguments for {name}: " + "; ".join(problems)


class ToolSet:
    def __init__(self, tools: tuple[type[Tool], ...] = DEFAULT_TOOLS) -> None:
        self.tools: dict[str, Tool] = {cls.name: cls() for cls in tools}

    def schemas(self) -> list[dict[str, Any]]:
        return [t.schema() for t in self.tools.values()]

    def mutates(self, name: str) -> bool:
        tool = self.tools.get(name)
        return tool is None or tool.mutates

    def run(self, ctx: ToolContext, call: ToolCall) -> ToolResult:
        start = time.monotonic()
        tool, args = self._parse(call)
        if tool is None:
            return self._result(ctx, call, False, args, start)
        try:
            ok, text = True, tool.run(ctx, args)
        except Exception as e:
            ok, text = False, self._failure(call, e)
        return self._result(ctx, call, ok, text, start)

    async def arun(self, ctx: ToolContext, call: ToolCall,
                   executor: Executor | None = None) -> ToolResult:
        """`run`, awaited: each tool's `arun` (a worker thread of `executor` unless the tool
        waits on the event loop itself)."""
        start = time.monotonic()
        tool, args = self._parse(call)
        if tool is None:
            return self._result(ctx, call, False, args, start)
        try:
            ok, text = True, await tool.arun(ctx, args, executor)
        except Exception as e:
            ok, text = False, self._failure(call, e)
        return self._result(ctx, call, ok, text, start)

    @staticmethod
    def _failure(call: ToolCall, e: Exception) -> str:
        """The model's message for a call that raised (called while handling `e`)."""
        if isinstance(e, ToolError):
            return f"{call.name} error: {e}"
        # a bug or an environment failure; the rollout goes on
        log.exception("tool %s failed on call %s", call.name, call.id)
        return f"{call.name} failed with an internal error: {type(e).__name__}: {e}"

    @staticmethod
    def _result(ctx: ToolContext, call: ToolCall, ok: bool, text: str,
                start: float) -> ToolResult:
        text, truncated = cap_text(text, ctx.max_output_bytes)
        return ToolResult(call_id=call.id, name=call.name, ok=ok, output=text,
                          truncated=truncated, duration_s=time.monotonic() - start)

    def _parse(self, call: ToolCall) -> tuple[Tool, Any] | tuple[None, str]:
        """(the tool, its validated arguments), or (None, the message for the model)."""
        tool = self.tools.get(call.name)
        if tool is None:
            return None, (f"unknown tool {call.name!r}; available tools: "
                          f"{', '.join(self.tools)}")
        if len(call.arguments) > MAX_ARGUMENTS_CHARS:
            return None, (f"arguments for {call.name} are {len(call.arguments)} characters; "
                          f"the limit is {MAX_ARGUMENTS_CHARS}")
        try:
            raw = json.loads(call.arguments) if call.arguments.strip() else {}
        except json.JSONDecodeError as e:
            return None, (f"arguments for {call.name} are not valid JSON ({e.msg} at line "
                          f"{e.lineno} column {e.colno}); send a JSON object")
        if not isinstance(raw, dict):
            return None, (f"arguments for {call.name} must be a JSON object, "
                          f"got {type(raw).__name__}")
        try:
            return tool, tool.Args.model_validate(raw)
        except ValidationError as e:
            return None, _describe_validation(call.name, e)

    async def run_batch(
        self, ctx: ToolContext, calls: list[ToolCall], executor: Executor | None = None
    ) -> list[ToolResult]:
        """All calls of a turn, concurrently; results in call order."""
        return list(await asyncio.gather(*(self.arun(ctx, c, executor) for c in calls)))
