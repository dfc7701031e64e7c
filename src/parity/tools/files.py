"""File tools: read, edit, write and list, run on the host against the session's workspace.

Every open goes through `parity.tools.paths` (descriptors, O_NOFOLLOW, regular files only),
never through a host path: the sandbox can change the tree while a tool reads it.
"""

from __future__ import annotations

import difflib
import errno
import os
import stat

from pydantic import Field

from parity.sandbox.fs import describe_mode
from parity.tools.base import Tool, ToolArgs, ToolContext, ToolError
from parity.tools.paths import (
    QUOTED_NAMES_NOTE,
    create_or_open,
    display_name,
    open_dir,
    open_file,
    resolve,
)

MAX_READ_FILE_BYTES = 4 * 1024 * 1024
MAX_WRITE_FILE_BYTES = 4 * 1024 * 1024
DEFAULT_READ_LINES = 800
MAX_LIST_ENTRIES = 500
MAX_HINT_LINE_CHARS = 1000  # an old_string's first line, looked for among the file's lines


def read_text(ctx: ToolContext, rel: str) -> str:
    """A workspace file as text, or a ToolError that says why it cannot be read as text."""
    fd = open_file(ctx.root, rel, os.O_RDONLY)  # regular files only: a FIFO cannot hang us
    with os.fdopen(fd, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        if size > MAX_READ_FILE_BYTES:
            raise ToolError(
                f"{rel!r} is {size} bytes, too large to read (limit "
                f"{MAX_READ_FILE_BYTES}); use grep, or run_terminal_cmd with head/sed"
            )
        data = f.read(MAX_READ_FILE_BYTES + 1)
    if len(data) > MAX_READ_FILE_BYTES:
        raise ToolError(f"{rel!r} grew past {MAX_READ_FILE_BYTES} bytes while being read")
    if b"\0" in data[:8192]:
        raise ToolError(f"{rel!r} is a binary file ({len(data)} bytes); it cannot be shown as text")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ToolError(f"{rel!r} is not valid UTF-8 text (byte {e.start})") from e


def write_text(ctx: ToolContext, rel: str, text: str) -> bool:
    """Write a file, creating parents; True when it was created."""
    data = text.encode("utf-8")
    if len(data) > MAX_WRITE_FILE_BYTES:
        raise ToolError(f"content is {len(data)} bytes; the limit is {MAX_WRITE_FILE_BYTES}")
    fd, created = create_or_open(ctx.root, rel)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
    except OSError as e:
        if e.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
            raise ToolError(f"cannot write {rel!r}: {e.strerror} (the workspace's disk quota "
                            "or file size limit); remove files you do not need") from e
        raise
    return created


def diff_text(rel: str, old: str, new: str) -> str:
    lines = difflib.unified_diff(
        old.splitlines(keepends=True), new.splitlines(keepends=True), f"a/{rel}", f"b/{rel}"
    )
    return "".join(line if line.endswith("\n") else line + "\n" for line in lines)


class ReadFile(Tool):
    name = "read_file"
    description = (
        "Read a text file of the workspace with line numbers. Reads up to "
        f"{DEFAULT_READ_LINES} lines at a time; use start_line/end_line (1-based, inclusive) "
        "to read a range."
    )

    class Args(ToolArgs):
        path: str = Field(description="Path relative to the workspace root.")
        start_line: int | None = Field(None, ge=1, description="First line to read (1-based).")
        end_line: int | None = Field(None, ge=1, description="Last line to read (inclusive).")

    def run(self, ctx: ToolContext, args: Args) -> str:
        rel = resolve(ctx.root, args.path, ctx.workspace)
        lines = read_text(ctx, rel).splitlines()
        total = len(lines)
        start = args.start_line or 1
        end = args.end_line or start + DEFAULT_READ_LINES - 1
        if end < start:
            raise ToolError(f"end_line ({end}) is before start_line ({start})")
        if total == 0:
            return f"{rel} is empty."
        if start > total:
            raise ToolError(f"start_line {start} is past the end of {rel} ({total} lines)")
        end = min(end, total)
        width = len(str(end))
        body = "\n".join(f"{i:>{width}}|{lines[i - 1]}" for i in range(start, end + 1))
        if start > 1 or end < total:
            body += f"\n[lines {start}-{end} of {total}]"
        return body


class EditFile(Tool):
    name = "edit_file"
    mutates = True
    description = (
        "Replace an exact string in a file. old_string must match exactly once (include "
        "enough surrounding context to make it unique) unless replace_all is true. Returns "
        "the diff of the change."
    )

    class Args(ToolArgs):
        path: str = Field(description="Path relative to the workspace root.")
        old_string: str = Field(description="Exact text to replace, whitespace included.")
        new_string: str = Field(description="Text to put in its place.")
        replace_all: bool = Field(False, description="Replace every occurrence.")

    def run(self, ctx: ToolContext, args: Args) -> str:
        if args.old_string == "":
            raise ToolError("old_string is empty; use write_file to create or overwrite a file")
        if args.old_string == args.new_string:
            raise ToolError("old_string and new_string are identical; nothing to change")
        rel = resolve(ctx.root, args.path, ctx.workspace)
        old = read_text(ctx, rel)
        count = old.count(args.old_string)
        if count == 0:
            raise ToolError(f"old_string was not found in {rel}." + _closest_hint(old, args.old_string))
        if count > 1 and not args.replace_all:
            starts = _match_lines(old, args.old_string)
            raise ToolError(
                f"old_string matches {count} times in {rel} (at lines "
                f"{', '.join(map(str, starts))}); add surrounding context so it matches once, "
                "or set replace_all"
            )
        new = old.replace(args.old_string, args.new_string)
        write_text(ctx, rel, new)
        return diff_text(rel, old, new) or "(no change)"


def _match_lines(text: str, needle: str) -> list[int]:
    out, i = [], text.find(needle)
    while i != -1:
        out.append(text.count("\n", 0, i) + 1)
        i = text.find(needle, i + 1)
    return out


def _closest_hint(text: str, needle: str) -> str:
    first = needle.strip("\n").splitlines()[0].strip() if needle.strip() else ""
    if not first:
        return ""
    if len(first) > MAX_HINT_LINE_CHARS:  # difflib's cost grows with the square of it
        return " Read the file again to see its current content."
    lines = text.splitlines()
    stripped = [line.strip() for line in lines]
    close = difflib.get_close_matches(first, stripped, n=1, cutoff=0.6)
    if not close:
        return " Read the file again to see its current content."
    n = stripped.index(close[0]) + 1
    return (
        f" The closest line is line {n}: {lines[n - 1]!r}. Check whitespace and indentation, "
        "or read the file again."
    )


class WriteFile(Tool):
    name = "write_file"
    mutates = True
    description = "Create or overwrite a file with the given content (parent directories are created)."

    class Args(ToolArgs):
        path: str = Field(description="Path relative to the workspace root.")
        content: str = Field(description="The complete new content of the file.")

    def run(self, ctx: ToolContext, args: Args) -> str:
        rel = resolve(ctx.root, args.path, ctx.workspace)
        created = write_text(ctx, rel, args.content)
        n = len(args.content.splitlines())
        return f"{'Created' if created else 'Overwrote'} {rel} ({n} lines)."


class ListDir(Tool):
    name = "list_dir"
    description = "List a directory of the workspace: subdirectories end with '/', files show their size."

    class Args(ToolArgs):
        path: str = Field(".", description="Directory relative to the workspace root.")

    def run(self, ctx: ToolContext, args: Args) -> str:
        rel = resolve(ctx.root, args.path, ctx.workspace)
        fd = open_dir(ctx.root, rel)
        try:
            # Through the descriptor: the directory stays the one we opened even if a
            # concurrent command renames it or swaps a symlink into its place.
            with os.scandir(fd) as it:
                entries = sorted(it, key=lambda e: (not e.is_dir(follow_symlinks=False), e.name))
            rows, quoted = [], False
            for e in entries[:MAX_LIST_ENTRIES]:
                name = display_name(e.name)
                quoted = quoted or name != e.name
                try:
                    if e.is_symlink():
                        target = os.readlink(e.name, dir_fd=fd)
                        quoted = quoted or display_name(target) != target
                        rows.append(f"{name} -> {display_name(target)}")
                    elif e.is_dir(follow_symlinks=False):
                        rows.append(f"{name}/")
                    else:
                        st = e.stat(follow_symlinks=False)
                        rows.append(f"{name}  ({st.st_size} bytes)" if stat.S_ISREG(st.st_mode)
                                    else f"{name}  ({describe_mode(st.st_mode)})")
                except OSError:  # removed or replaced since it was listed
                    continue
        finally:
            os.close(fd)
        if len(entries) > MAX_LIST_ENTRIES:
            rows.append(f"[... {len(entries) - MAX_LIST_ENTRIES} more entries]")
        if quoted:
            rows.append(QUOTED_NAMES_NOTE)
        return "\n".join(rows) if rows else f"{rel or '.'} is empty."
