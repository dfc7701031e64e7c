"""Prompts as files, so product and training read the same text."""

from collections.abc import Collection
from pathlib import Path

from parity.types import DEFAULT_WORKSPACE

_SYSTEM_TEMPLATE = (Path(__file__).with_name("system.md")).read_text()

# The tools system.md names for finding code, in its order. A session without some of them
# (`parity eval --without-tool`) gets a prompt that names only those it has.
FINDER_TOOLS = ("list_dir", "glob", "grep", "semantic_search")


def _finders(names: Collection[str]) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def system_prompt(workspace: str = DEFAULT_WORKSPACE) -> str:
    """The system prompt for a task whose repository is at `workspace` in the sandbox
    (`Task.workspace`). `replace`, not `format`: the prompt shows JSON braces."""
    return _SYSTEM_TEMPLATE.replace("{workspace}", workspace)


def fit_to_tools(prompt: str, tool_names: Collection[str]) -> str:
    """`prompt` naming only the finder tools in `tool_names`: with all of them (the usual
    case) it is unchanged; a prompt that does not name them (a custom one) is too."""
    present = [n for n in FINDER_TOOLS if n in tool_names]
    if len(present) == len(FINDER_TOOLS):
        return prompt
    phrase = _finders(FINDER_TOOLS) + " find code; "
    return prompt.replace(phrase, _finders(present) + " find code; " if present else "")


SYSTEM_PROMPT = system_prompt()
