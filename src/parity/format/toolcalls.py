"""Tool calls out of model text, in the Hermes/Qwen format, and out of OpenAI responses.

Hermes/Qwen: the model writes `<tool_call>{"name": ..., "arguments": {...}}</tool_call>`,
one block per call, several per turn for parallel calls. A malformed block does not raise:
it becomes a `ParseError` that the agent loop turns into an observation telling the model
what to fix, so the rollout goes on and the model can learn the format.
"""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass, field
from typing import Any

from parity.types import ToolCall

TOOL_CALL_OPEN = "<tool_call>"
TOOL_CALL_CLOSE = "</tool_call>"
_BLOCK = re.compile(r"<tool_call>(.*?)(</tool_call>|$)", re.S)


@dataclass
class ParseError:
    index: int
    message: str
    raw: str


@dataclass
class ParsedTurn:
    content: str  # text outside the tool-call blocks
    calls: list[ToolCall] = field(default_factory=list)
    errors: list[ParseError] = field(default_factory=list)


def _call_id() -> str:
    return f"call_{uuid.uuid4().hex[:12]}"


def parse_hermes(text: str) -> ParsedTurn:
    calls: list[ToolCall] = []
    errors: list[ParseError] = []
    content = _BLOCK.sub("", text).strip()
    for i, m in enumerate(_BLOCK.finditer(text)):
        raw = m.group(1).strip()
        if not m.group(2):
            errors.append(ParseError(i, "the tool call is missing its closing </tool_call>", raw))
            continue
        try:
            obj = json.loads(raw)
        except json.JSONDecodeError as e:
            errors.append(ParseError(i, f"the tool call is not valid JSON ({e.msg} at column "
                                        f"{e.colno}); write {{\"name\": ..., \"arguments\": {{...}}}}", raw))
            continue
        if not isinstance(obj, dict) or not isinstance(obj.get("name"), str):
            errors.append(ParseError(i, "a tool call needs a string \"name\" and an object "
                                        "\"arguments\"", raw))
            continue
        args = obj.get("arguments", {})
        if isinstance(args, str):  # some models double-encode; keep the text, tools parse it
            arguments = args
        elif isinstance(args, dict):
            arguments = json.dumps(args, ensure_ascii=False)
        else:
            errors.append(ParseError(i, "\"arguments\" must be a JSON object", raw))
            continue
        calls.append(ToolCall(id=_call_id(), name=obj["name"], arguments=arguments))
    return ParsedTurn(content=content, calls=calls, errors=errors)


def parse_openai_message(message: dict[str, Any]) -> ParsedTurn:
    """An OpenAI chat `message` with optional `tool_calls` (remote endpoints)."""
    content = message.get("content") or ""
    calls, errors = [], []
    for i, tc in enumerate(message.get("tool_calls") or []):
        fn = tc.get("function") or {}
        name = fn.get("name")
        if not isinstance(name, str):
            errors.append(ParseError(i, "tool call without a function name", json.dumps(tc)))
            continue
        args = fn.get("arguments", "{}")
        calls.append(ToolCall(id=tc.get("id") or _call_id(), name=name,
                              arguments=args if isinstance(args, str) else json.dumps(args)))
    if not calls and TOOL_CALL_OPEN in content:  # servers without a tool parser
        return parse_hermes(content)
    return ParsedTurn(content=content, calls=calls, errors=errors)
