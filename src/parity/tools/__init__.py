"""The production tool set: one implementation used by `parity agent` and by training."""

from parity.tools.base import Tool, ToolContext, ToolError
from parity.tools.registry import DEFAULT_TOOLS, ToolSet

__all__ = ["DEFAULT_TOOLS", "Tool", "ToolContext", "ToolError", "ToolSet"]
