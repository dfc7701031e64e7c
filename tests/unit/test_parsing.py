"""Tool-call parsing: well-formed, parallel, malformed, and OpenAI-style messages."""

from __future__ import annotations

import json

from parity.format.toolcalls import parse_hermes, parse_openai_message


def test_parallel_calls_and_text():
    text = ('I will look.\n<tool_call>{"name": "read_file", "arguments": {"path": "a.py"}}</tool_call>\n'
            '<tool_call>{"name": "grep", "arguments": {"pattern": "x"}}</tool_call>')
    p = parse_hermes(text)
    assert p.content == "I will look."
    assert [c.name for c in p.calls] == ["read_file", "grep"]
    assert json.loads(p.calls[0].arguments) == {"path": "a.py"}
    assert len({c.id for c in p.calls}) == 2 and not p.errors


def test_malformed_calls_become_errors_not_exceptions():
    p = parse_hermes('<tool_call>{"name": "x", "arguments": {</tool_call>'
                     '<tool_call>["list"]</tool_call>'
                     '<tool_call>{"name": "y", "arguments": 3}</tool_call>'
                     '<tool_call>{"name": "z", "arguments": {}}')
    assert not p.calls
    messages = [e.message for e in p.errors]
    assert "not valid JSON" in messages[0]
    assert "needs a string \"name\"" in messages[1]
    assert "must be a JSON object" in messages[2]
    assert "missing its closing" in messages[3]


def test_string_arguments_pass_through():
    p = parse_hermes('<tool_call>{"name": "x", "arguments": "{\\"a\\": 1}"}</tool_call>')
    assert p.calls[0].arguments == '{"a": 1}'


def test_no_calls_is_a_final_answer():
    p = parse_hermes("All done.")
    assert p.content == "All done." and not p.calls and not p.errors


def test_openai_message_with_tool_calls():
    p = parse_openai_message({"content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "read_file", "arguments": '{"path": "a"}'}},
        {"id": "c2", "type": "function", "function": {"name": "grep", "arguments": {"pattern": "b"}}},
        {"id": "c3", "type": "function", "function": {}}]})
    assert [(c.id, c.name) for c in p.calls] == [("c1", "read_file"), ("c2", "grep")]
    assert json.loads(p.calls[1].arguments) == {"pattern": "b"}
    assert len(p.errors) == 1
    # a server without a tool parser leaves Hermes blocks in the content
    p = parse_openai_message({"content": '<tool_call>{"name": "ls", "arguments": {}}</tool_call>'})
    assert p.calls[0].name == "ls"
