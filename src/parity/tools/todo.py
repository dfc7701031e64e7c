"""todo_write: the model's own task list, kept per session and shown back in full."""

from __future__ import annotations

from pydantic import Field

from parity.tools.base import TodoItem, Tool, ToolArgs, ToolContext, ToolError

MAX_TODOS = 100
MAX_TODO_CHARS = 2000  # per item: the list is kept for the whole session and shown in full
MARKS = {"pending": "[ ]", "in_progress": "[~]", "completed": "[x]", "cancelled": "[-]"}


class TodoWrite(Tool):
    name = "todo_write"
    mutates = True  # session state: a fleet replays it after a failover
    description = (
        "Create or update your todo list for this task. With merge=true, items are updated "
        "by id and new ids appended; otherwise the list is replaced. Returns the whole list."
    )

    class Args(ToolArgs):
        todos: list[TodoItem] = Field(description="Items: {id, content, status}.")
        merge: bool = Field(False, description="Update by id instead of replacing the list.")

    def run(self, ctx: ToolContext, args: Args) -> str:
        for t in args.todos:
            if len(t.id) + len(t.content) > MAX_TODO_CHARS:
                raise ToolError(f"todo {t.id[:40]!r} is {len(t.id) + len(t.content)} "
                                f"characters long; the limit is {MAX_TODO_CHARS}")
        ids = [t.id for t in args.todos]
        if len(set(ids)) != len(ids):
            raise ToolError("todo ids must be unique within one call")
        if args.merge:
            by_id = {t.id: t for t in ctx.todos}
            for t in args.todos:
                by_id[t.id] = t
            new = list(by_id.values())
        else:
            new = list(args.todos)
        if len(new) > MAX_TODOS:
            raise ToolError(f"at most {MAX_TODOS} todos")
        ctx.todos[:] = new
        if not new:
            return "Todo list is empty."
        return "\n".join(f"{MARKS[t.status]} {t.id}: {t.content}" for t in new)
