"""Finding code: grep (ripgrep), glob, and semantic_search (engine in `parity.search`).

grep runs ripgrep inside the sandbox (like read_lints runs ruff); glob walks the workspace
on the host by file descriptor. Neither can be led out of the workspace by a symlink that a
concurrent command swaps into the tree.
"""

from __future__ import annotations

import os
import re
import secrets
import shlex

from pydantic import Field

from parity.sandbox.fs import walk
from parity.tools.base import Tool, ToolArgs, ToolContext, ToolError
from parity.tools.paths import (
    MAX_PATH_CHARS,
    QUOTED_NAMES_NOTE,
    display_name,
    open_dir,
    require_file_or_dir,
    resolve,
)

MAX_GLOB_RESULTS = 200
GREP_TIMEOUT_S = 30.0
# A regex travels in the sandbox command line (at most 128 KiB in all); a glob is a path.
MAX_PATTERN_CHARS = 16 << 10
MAX_QUERY_CHARS = 4096  # a sentence; the embedder would tokenize all of a longer one


def _check_length(what: str, text: str | None, limit: int) -> None:
    if text is not None and len(text) > limit:
        raise ToolError(f"{what} is {len(text)} characters long; the limit is {limit}")
GLOB_SKIP_DIRS = frozenset({".git", "__pycache__", ".pytest_cache", "node_modules"})


class Grep(Tool):
    name = "grep"
    description = (
        "Search file contents with a regular expression (ripgrep syntax). Returns matching "
        "lines as path:line:text. Respects .gitignore; use `glob` to restrict the files."
    )

    class Args(ToolArgs):
        pattern: str = Field(description="Regular expression to search for.")
        path: str = Field(".", description="File or directory to search, relative to the root.")
        glob: str | None = Field(None, description="Only files matching this glob, e.g. '*.py'.")
        case_insensitive: bool = False
        context_lines: int = Field(0, ge=0, le=20, description="Lines of context around matches.")
        max_matches: int = Field(200, ge=1, le=2000, description="Stop after this many matches.")

    def run(self, ctx: ToolContext, args: Args) -> str:
        _check_length("pattern", args.pattern, MAX_PATTERN_CHARS)
        _check_length("glob", args.glob, MAX_PATH_CHARS)
        rel = resolve(ctx.root, args.path, ctx.workspace)
        require_file_or_dir(ctx.root, rel, "grep")
        argv = ["rg", "--line-number", "--no-heading", "--with-filename", "--color", "never",
                "--no-config", "--max-columns", "400", "--max-columns-preview",
                "--max-count", str(args.max_matches),
                # in path order: rg's threads otherwise print files in whatever order they
                # finish, so the same repository gave two demonstrations with different
                # token ids, and a seed's SFT model drifted from one run to the next
                "--sort", "path"]
        if args.case_insensitive:
            argv.append("-i")
        if args.context_lines:
            argv += ["-C", str(args.context_lines)]
        if args.glob:
            argv += ["-g", args.glob]
        argv += ["-e", args.pattern, "--", rel or "."]
        # ripgrep runs inside the sandbox: a tree walk on the host would follow whatever
        # symlink a concurrent command swaps in, out to the host's files. exec interleaves
        # stdout and stderr, so rg's stderr goes to a file and is shown only on failure,
        # after a marker that no file's content can predict.
        mark = f"--parity-grep-stderr-{secrets.token_hex(8)}--"
        r = ctx.session.exec(
            f'e=$(mktemp) || exit 3; {shlex.join(argv)} 2>"$e"; s=$?; '
            f'if [ $s -ge 2 ]; then printf "\\n%s\\n" {mark}; cat "$e"; fi; rm -f "$e"; exit $s',
            timeout_s=GREP_TIMEOUT_S,
        )
        if r.timed_out or r.killed_reason:
            why = r.killed_reason or f"timed out after {GREP_TIMEOUT_S:g} s"
            raise ToolError(f"grep did not finish ({why}); narrow the path or glob")
        if r.exit_code == 1:
            return "No matches."
        if r.exit_code != 0:
            err = r.output.rpartition(mark)[2].strip() if mark in r.output else r.output.strip()
            if r.exit_code == 127:
                raise ToolError("grep is unavailable: ripgrep (rg) is not installed in the sandbox")
            raise ToolError(f"grep failed: {err[-2000:]}")
        lines = r.output.splitlines()
        if rel == "" or rel == ".":
            lines = [line[2:] if line.startswith("./") else line for line in lines]
        if len(lines) > args.max_matches * (1 + 2 * args.context_lines):
            lines = lines[: args.max_matches]
            lines.append(f"[stopped after {args.max_matches} lines]")
        return "\n".join(lines)


def glob_regex(pattern: str) -> re.Pattern[str]:
    """Translate a glob with `**` into a regex over '/'-separated relative paths. A pattern
    without '/' matches a file name at any depth."""
    if "/" not in pattern:
        pattern = "**/" + pattern
    out, i = [], 0
    while i < len(pattern):
        c = pattern[i]
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif c == "*":
            out.append("[^/]*")
            i += 1
        elif c == "?":
            out.append("[^/]")
            i += 1
        elif c == "[":
            j = pattern.find("]", i + 1)
            if j == -1:
                out.append(re.escape(c))
                i += 1
            else:
                body = pattern[i + 1 : j].replace("\\", "\\\\")
                if body.startswith("!"):
                    body = "^" + body[1:]
                out.append(f"[{body}]")
                i = j + 1
        elif c == "{":
            j = pattern.find("}", i + 1)
            if j == -1:
                out.append(re.escape(c))
                i += 1
            else:
                alts = pattern[i + 1 : j].split(",")
                out.append("(?:" + "|".join(re.escape(a) for a in alts) + ")")
                i = j + 1
        else:
            out.append(re.escape(c))
            i += 1
    return re.compile("".join(out) + r"\Z")


class Glob(Tool):
    name = "glob"
    description = (
        "Find files by name pattern, e.g. '*.py', 'src/**/test_*.py', '**/*.{js,ts}'. A "
        "pattern without '/' matches at any depth. Skips .git and caches."
    )

    class Args(ToolArgs):
        pattern: str = Field(description="Glob pattern.")
        path: str = Field(".", description="Directory to search in, relative to the root.")

    def run(self, ctx: ToolContext, args: Args) -> str:
        _check_length("pattern", args.pattern, MAX_PATH_CHARS)
        rel = resolve(ctx.root, args.path, ctx.workspace)
        try:
            rx = glob_regex(args.pattern.strip())
        except re.error as e:
            raise ToolError(f"invalid glob pattern {args.pattern!r}: {e}") from e
        found: list[str] = []
        total = 0
        quoted = False
        fd = open_dir(ctx.root, rel)
        try:
            # A walk by descriptor never enters a symlink, even one swapped in meanwhile.
            for sub, _, dirnames, filenames in walk(fd):
                dirnames[:] = [d for d in dirnames if d not in GLOB_SKIP_DIRS]
                for name in filenames:
                    p = f"{sub}/{name}" if sub else name
                    if rx.match(p):
                        total += 1
                        if len(found) < MAX_GLOB_RESULTS:
                            path = f"{rel}/{p}" if rel else p
                            quoted = quoted or display_name(path) != path
                            found.append(display_name(path))
        finally:
            os.close(fd)
        if not found:
            return "No files matched."
        if total > len(found):
            found.append(f"[... {total - len(found)} more files]")
        if quoted:
            found.append(QUOTED_NAMES_NOTE)
        return "\n".join(found)


class SemanticSearch(Tool):
    name = "semantic_search"
    description = (
        "Find code by meaning rather than exact text: describe what you are looking for in a "
        "sentence, e.g. 'where are HTTP retries configured'."
    )

    class Args(ToolArgs):
        query: str = Field(description="A natural-language description of the code you want.")
        target_directories: list[str] = Field(
            default_factory=list, description="Limit the search to these directories."
        )
        top_k: int = Field(8, ge=1, le=50)

    def run(self, ctx: ToolContext, args: Args) -> str:
        if ctx.searcher is None:
            raise ToolError(
                "semantic search index not available in this environment; use grep or glob"
            )
        if not args.query.strip():
            raise ToolError("query is empty; describe the code you are looking for")
        _check_length("query", args.query, MAX_QUERY_CHARS)
        dirs = [resolve(ctx.root, d, ctx.workspace) for d in args.target_directories]
        return ctx.searcher.search(ctx.root, args.query, args.top_k, dirs)
