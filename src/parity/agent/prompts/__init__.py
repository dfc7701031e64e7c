"""Prompts as files, so product and training read the same text."""

from pathlib import Path

from parity.types import DEFAULT_WORKSPACE

_SYSTEM_TEMPLATE = (Path(__file__).with_name("system.md")).read_text()


def system_prompt(workspace: str = DEFAULT_WORKSPACE) -> str:
    """The system prompt for a task whose repository is at `workspace` in the sandbox
    (`Task.workspace`). `replace`, not `format`: the prompt shows JSON braces."""
    return _SYSTEM_TEMPLATE.replace("{workspace}", workspace)


SYSTEM_PROMPT = system_prompt()
