"""What every tool shares: its context, its error type and its schema.

A tool is a class with a pydantic `Args` model (the OpenAI function schema is generated from
it, and the same model validates what the model sent) and a `run` that returns the text the
model will read. A `ToolError` is a mistake the model can fix: it becomes an error
observation, never an exception through the agent loop.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, Protocol

from pydantic import BaseModel, ConfigDict

from parity.sandbox.base import SandboxSession


class ToolError(Exception):
    """A bad call; the message tells the model what was wrong and how to fix it."""


class ToolArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SemanticSearcher(Protocol):
    def search(self, root: str, query: str, top_k: int, directories: list[str]) -> str: ...


TodoStatus = Literal["pending", "in_progress", "completed", "cancelled"]


class TodoItem(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    content: str
    status: TodoStatus = "pending"


@dataclass
class ToolContext:
    """Everything a tool may touch: one session's workspace and its per-session state."""

    session: SandboxSession
    max_output_bytes: int = 32 * 1024
    max_command_timeout_s: float = 600.0
    searcher: SemanticSearcher | None = None
    todos: list[TodoItem] = field(default_factory=list)

    @property
    def root(self) -> str:
        return str(self.session.root)

    @property
    def workspace(self) -> str:
        """Where the sandbox's commands see the workspace (/workspace, /testbed, ...)."""
        return self.session.workspace


class Tool:
    name: ClassVar[str]
    description: ClassVar[str]
    Args: ClassVar[type[ToolArgs]]
    # Whether the call can change the workspace (a fleet replays these after a failover).
    mutates: ClassVar[bool] = False

    def run(self, ctx: ToolContext, args: Any) -> str:
        raise NotImplementedError

    async def arun(self, ctx: ToolContext, args: Any, executor: Executor | None) -> str:
        """The call, awaited on the event loop. By default `run` in a worker thread of
        `executor`; a tool whose wait need not hold a thread (the shell's, on the command
        runner's pipe) overrides it."""
        return await asyncio.get_running_loop().run_in_executor(executor, self.run, ctx, args)

    @classmethod
    def schema(cls) -> dict[str, Any]:
        params = cls.Args.model_json_schema()
        _strip_titles(params)
        params.setdefault("properties", {})
        params["additionalProperties"] = False
        return {
            "type": "function",
            "function": {"name": cls.name, "description": cls.description, "parameters": params},
        }


def _strip_titles(node: Any) -> None:
    if isinstance(node, dict):
        node.pop("title", None)
        for key, value in node.items():
            if key != "properties":
                _strip_titles(value)
            else:
                for prop in value.values():
                    _strip_titles(prop)
    elif isinstance(node, list):
        for item in node:
            _strip_titles(item)
