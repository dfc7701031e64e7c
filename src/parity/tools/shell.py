"""run_terminal_cmd: a shell command inside the session's sandbox."""

from __future__ import annotations

from concurrent.futures import Executor

from pydantic import Field

from parity.tools.base import Tool, ToolArgs, ToolContext, ToolError

# The command is one argument of `bash -c`: Linux refuses an argument of more than
# MAX_ARG_STRLEN (32 pages, 128 KiB, its NUL included) with E2BIG.
MAX_COMMAND_BYTES = (128 << 10) - 1


class RunTerminalCmd(Tool):
    name = "run_terminal_cmd"
    mutates = True
    description = (
        "Run a bash command in the workspace (cwd: the workspace root) inside the sandbox: no network, "
        "each command in a fresh process tree (background processes end with it). Returns "
        "its output (stdout and stderr, long output elided in the middle) and exit code."
    )

    class Args(ToolArgs):
        command: str = Field(description="The bash command line to run.")
        timeout_s: float | None = Field(None, gt=0, description="Wall-clock limit in seconds.")

    def run(self, ctx: ToolContext, args: Args) -> str:
        self._check(ctx, args)
        return ctx.session.exec(args.command, timeout_s=args.timeout_s).describe()

    async def arun(self, ctx: ToolContext, args: Args, executor: Executor | None) -> str:
        """A session with a command runner is awaited on the event loop, on the runner's
        pipe: no worker thread is woken or held for the command (others: `run` in one)."""
        aexec = getattr(ctx.session, "aexec", None)
        if aexec is None:
            return await super().arun(ctx, args, executor)
        self._check(ctx, args)
        return (await aexec(args.command, args.timeout_s, executor)).describe()

    @staticmethod
    def _check(ctx: ToolContext, args: Args) -> None:
        if not args.command.strip():
            raise ToolError("command is empty")
        size = len(args.command.encode("utf-8", "surrogateescape"))
        if size > MAX_COMMAND_BYTES:
            raise ToolError(f"command is {size} bytes; the limit is {MAX_COMMAND_BYTES}: "
                            "write a script with write_file and run that")
        timeout = args.timeout_s
        if timeout is not None and timeout > ctx.max_command_timeout_s:
            raise ToolError(f"timeout_s may be at most {ctx.max_command_timeout_s:g}")
