"""Leaving a tool out (`parity eval --without-tool`): the registry's selection and the system
prompt fitted to the tools a session lists. The end-to-end check (prompt tokens, refused call)
is tests/integration/test_eval_cli.py::test_eval_without_a_tool_hides_it_and_refuses_calls_to_it."""

from __future__ import annotations

import pytest

from parity.agent.prompts import FINDER_TOOLS, SYSTEM_PROMPT, fit_to_tools
from parity.tools import ToolContext
from parity.tools.registry import DEFAULT_TOOLS, ToolSet, without_tools
from parity.types import ToolCall


def test_without_tools_drops_the_named_and_refuses_unknown_names():
    kept = without_tools(["semantic_search", "todo_write"])
    names = [cls.name for cls in kept]
    assert "semantic_search" not in names and "todo_write" not in names
    assert len(names) == len(DEFAULT_TOOLS) - 2 and "grep" in names
    assert without_tools([]) == DEFAULT_TOOLS
    with pytest.raises(ValueError, match=r"unknown tool 'semantic_serch'; the tools are: read_file"):
        without_tools(["semantic_serch"])


def test_a_call_to_a_dropped_tool_gets_the_unknown_tool_error():
    tools = ToolSet(without_tools(["semantic_search"]))
    assert "semantic_search" not in {s["function"]["name"] for s in tools.schemas()}
    # refused before any argument is read, so no sandbox is needed
    r = tools.run(ToolContext(session=None), ToolCall(id="c1", name="semantic_search", arguments='{"query": "x"}'))
    assert not r.ok and r.output.startswith("unknown tool 'semantic_search'; available tools:")
    assert "semantic_search" not in r.output.split("available tools:")[1]


def test_the_system_prompt_names_only_listed_finder_tools():
    every = [cls.name for cls in DEFAULT_TOOLS]
    assert fit_to_tools(SYSTEM_PROMPT, every) == SYSTEM_PROMPT  # the usual prompt, unchanged
    assert all(name in SYSTEM_PROMPT for name in FINDER_TOOLS)
    fitted = fit_to_tools(SYSTEM_PROMPT, [n for n in every if n != "semantic_search"])
    assert "semantic_search" not in fitted
    assert "list_dir, glob and grep find code; read_file shows it." in fitted
    only_grep = fit_to_tools(SYSTEM_PROMPT, ["grep", "read_file"])
    assert "Explore before you edit: grep find code; read_file" in only_grep
    none = fit_to_tools(SYSTEM_PROMPT, ["read_file"])
    assert "Explore before you edit: read_file shows it." in none
    assert fit_to_tools("A custom prompt.", ["read_file"]) == "A custom prompt."
