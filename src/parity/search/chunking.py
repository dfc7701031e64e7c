"""Code-aware chunks: what one search hit is, and the text the embedder and BM25 read.

Python files are cut along the AST: every function and method is a chunk (decorators and the
comment block right above it included), a class keeps its header, docstring and attributes in
a chunk of its own, and module-level statements between definitions are grouped into line
windows. A body longer than `max_lines` is split into parts that each repeat the signature
line as context, so a hit in the middle of a long function still says whose middle it is.
Every chunk carries its file path and enclosing class in `context`, read by both rankers.

Other text files are line windows with a small overlap. Left out on purpose: tree-sitter
grammars for other languages (a windowed file still ranks well lexically), nested functions
as chunks of their own (they stay inside their parent, whose name is the useful one), and
files that do not parse (they fall back to windows).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

CHUNKER_VERSION = "1"  # bump when chunk boundaries or texts change: persisted indexes key on it


@dataclass(frozen=True, slots=True)
class ChunkConfig:
    max_lines: int = 60  # longer bodies are split; MiniLM reads ~256 tokens, ~25 lines of code
    window_lines: int = 40  # non-Python files and module-level code
    window_overlap_lines: int = 8


@dataclass(frozen=True, slots=True)
class Chunk:
    """One searchable span of one file. Lines are 1-based and inclusive."""

    path: str  # relative, '/'-separated
    start_line: int
    end_line: int
    symbol: str | None  # "Class.method", "function", "Class"; None for module code and text
    kind: str  # function | method | class | module | text
    context: str  # header lines: the file, the enclosing class, the signature of a split body
    text: str  # the source lines themselves

    @property
    def document(self) -> str:
        """What the embedder and BM25 read: context first, then the code."""
        return f"{self.context}\n{self.text}"


_NEWLINE = re.compile(r"\r\n?|\n")


def split_lines(source: str) -> list[str]:
    """Lines as Python's tokenizer counts them. `str.splitlines` also breaks at form feeds
    and other Unicode separators, which would shift every AST line number after one."""
    lines = _NEWLINE.split(source)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def chunk_file(path: str, source: str, config: ChunkConfig = ChunkConfig()) -> list[Chunk]:
    """Chunks of one file, by AST for Python and by line windows for anything else."""
    if path.endswith((".py", ".pyi")):
        try:
            tree = ast.parse(source)
        except (SyntaxError, ValueError, RecursionError):
            pass  # a broken file is still searchable as text
        else:
            return _PythonChunker(path, source, config).run(tree)
    lines = split_lines(source)
    return _windows(path, lines, 1, len(lines), None, "text", f"# file: {path}", config)


def _windows(path: str, lines: list[str], start: int, end: int, symbol: str | None, kind: str,
             context: str, config: ChunkConfig) -> list[Chunk]:
    """Line windows over lines[start-1:end], skipping windows with nothing but blanks."""
    out: list[Chunk] = []
    step = max(1, config.window_lines - config.window_overlap_lines)
    s = start
    while s <= end:
        e = min(end, s + config.window_lines - 1)
        body = lines[s - 1 : e]
        if any(line.strip() for line in body):
            first, last = _trim_blank(body)
            out.append(Chunk(path, s + first, s + last, symbol, kind, context,
                             "\n".join(body[first : last + 1])))
        if e == end:
            break
        s += step
    return out


def _trim_blank(body: list[str]) -> tuple[int, int]:
    first = next(i for i, line in enumerate(body) if line.strip())
    last = max(i for i, line in enumerate(body) if line.strip())
    return first, last


class _PythonChunker:
    def __init__(self, path: str, source: str, config: ChunkConfig) -> None:
        self.path = path
        self.lines = split_lines(source)
        self.config = config
        self.chunks: list[Chunk] = []

    def run(self, tree: ast.Module) -> list[Chunk]:
        self._body(tree.body, 1, len(self.lines), qual=None, header=f"# file: {self.path}")
        return self.chunks

    def _start(self, node: ast.stmt) -> int:
        """First line of a definition: its decorators and the comment block just above."""
        start = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])
        while start > 1 and self.lines[start - 2].lstrip().startswith("#"):
            start -= 1
        return start

    def _body(self, stmts: list[ast.stmt], start: int, end: int, qual: str | None,
              header: str) -> None:
        """Definitions become chunks of their own; runs of other statements (and the class
        line itself, for a class body) become chunks of the container."""
        cursor = start
        kind = "class" if qual else "module"
        for node in stmts:
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                continue
            s = max(self._start(node), cursor)
            if cursor < s:
                self._segment(cursor, s - 1, qual, kind, header)
            name = f"{qual}.{node.name}" if qual else node.name
            e = node.end_lineno or node.lineno
            if isinstance(node, ast.ClassDef):
                self._body(node.body, s, e, name, f"# file: {self.path}\n# class {name}")
            else:
                self._function(node, s, e, name, "method" if qual else "function", header)
            cursor = e + 1
        if cursor <= end:
            self._segment(cursor, end, qual, kind, header)

    def _segment(self, start: int, end: int, qual: str | None, kind: str, header: str) -> None:
        self.chunks.extend(_windows(self.path, self.lines, start, end, qual, kind, header,
                                    self.config))

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef, start: int, end: int,
                  name: str, kind: str, header: str) -> None:
        max_lines = self.config.max_lines
        if end - start + 1 <= max_lines:
            self.chunks.append(Chunk(self.path, start, end, name, kind, header,
                                     "\n".join(self.lines[start - 1 : end])))
            return
        signature = self.lines[node.lineno - 1].strip()
        s = start
        while s <= end:
            e = min(end, s + max_lines - 1)
            context = header if s == start else f"{header}\n# {signature}  (continued)"
            body = self.lines[s - 1 : e]
            if any(line.strip() for line in body):
                self.chunks.append(Chunk(self.path, s, e, name, kind, context, "\n".join(body)))
            s = e + 1
