"""Finding code: grep (ripgrep), glob, and semantic_search (engine in `parity.search`)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

from pydantic import Field

from parity.tools.base import Tool, ToolArgs, ToolContext, ToolError
from parity.tools.paths import host_path, resolve

MAX_GLOB_RESULTS = 200
GREP_TIMEOUT_S = 30.0


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
        rg = shutil.which("rg")
        if rg is None:
            raise ToolError("grep is unavailable: ripgrep (rg) is not installed on this server")
        rel = resolve(ctx.root, args.path)
        if not os.path.exists(host_path(ctx.root, rel)):
            raise ToolError(f"path not found: {rel or '.'}")
        argv = [rg, "--line-number", "--no-heading", "--with-filename", "--color", "never",
                "--no-config", "--max-columns", "400", "--max-columns-preview",
                "--max-count", str(args.max_matches)]
        if args.case_insensitive:
            argv.append("-i")
        if args.context_lines:
            argv += ["-C", str(args.context_lines)]
        if args.glob:
            argv += ["-g", args.glob]
        argv += ["-e", args.pattern, "--", rel or "."]
        try:
            r = subprocess.run(argv, cwd=ctx.root, capture_output=True, timeout=GREP_TIMEOUT_S,
                               env={"PATH": os.environ.get("PATH", "/usr/bin")})
        except subprocess.TimeoutExpired as e:
            raise ToolError(f"grep timed out after {GREP_TIMEOUT_S:g} s; narrow the path or glob") from e
        out = r.stdout.decode("utf-8", "replace")
        if r.returncode == 1:
            return "No matches."
        if r.returncode != 0:
            raise ToolError(f"grep failed: {r.stderr.decode('utf-8', 'replace').strip()}")
        lines = out.splitlines()
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
        rel = resolve(ctx.root, args.path)
        base = host_path(ctx.root, rel)
        if not os.path.isdir(base):
            raise ToolError(f"directory not found: {rel or '.'}")
        try:
            rx = glob_regex(args.pattern.strip())
        except re.error as e:
            raise ToolError(f"invalid glob pattern {args.pattern!r}: {e}") from e
        found: list[str] = []
        total = 0
        for dirpath, dirnames, filenames in os.walk(base):  # never follows symlinked dirs
            dirnames[:] = sorted(d for d in dirnames if d not in (".git", "__pycache__", ".pytest_cache", "node_modules"))
            sub = os.path.relpath(dirpath, base)
            for name in sorted(filenames):
                p = name if sub == "." else f"{sub}/{name}"
                if rx.match(p):
                    total += 1
                    if len(found) < MAX_GLOB_RESULTS:
                        found.append(f"{rel}/{p}" if rel else p)
        if not found:
            return "No files matched."
        if total > len(found):
            found.append(f"[... {total - len(found)} more files]")
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
        dirs = [resolve(ctx.root, d) for d in args.target_directories]
        return ctx.searcher.search(ctx.root, args.query, args.top_k, dirs)
