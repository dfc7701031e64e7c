"""Retrieval data mined from real code: a docstring's first sentence asks for its function.

For every Python file of a corpus, every function and method (at module or class level: the
ones that are chunks) with a docstring yields a pair (first sentence of the docstring, the
function). The docstrings of all functions are removed from the code that gets indexed,
so a query never matches its own words; a body left empty gets `pass`. Dropped: first
sentences under four words ("Return self."), sentences that more than one function shares
(the answer would be ambiguous), and docstrings sharing a line with other code.

The benchmark mines the running interpreter's standard library, which nobody here wrote; the
embedder's training mines other code (site-packages) and never these modules.
"""

from __future__ import annotations

import ast
import os
import re
import sysconfig
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from parity.search.chunking import split_lines

MIN_QUERY_WORDS = 4
MAX_QUERY_CHARS = 300
# Tests are not the library; lib2to3's fixtures and idle's tests are test data too.
STDLIB_SKIP_DIRS = frozenset({"test", "tests", "idle_test", "site-packages", "__pycache__"})
_SENTENCE_END = re.compile(r"(?<=[a-z0-9)\]'\"`])[.!?](?=\s|$)")
_ABBREVIATION = re.compile(r"\b(?:e\.g|i\.e|etc|vs|cf|resp|approx|viz)\.$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Pair:
    """A query and where its answer lives in the stripped corpus."""

    query: str
    path: str  # relative to the corpus root
    symbol: str  # "Class.method" or "function", as chunks name it
    code: str  # the function's source without its docstring (the training target)


def first_sentence(docstring: str) -> str:
    """The first sentence of the first paragraph, on one line."""
    para = docstring.strip().split("\n\n", 1)[0]
    text = " ".join(line.strip() for line in para.splitlines()).strip()
    for m in _SENTENCE_END.finditer(text):
        if not _ABBREVIATION.search(text[: m.end()]):
            return text[: m.end()]
    return text


def stdlib_root() -> Path:
    return Path(sysconfig.get_paths()["stdlib"])


def python_files(root: Path, skip_dirs: frozenset[str] = STDLIB_SKIP_DIRS) -> list[str]:
    """Relative paths of .py files under root, sorted, outside skipped and hidden dirs and
    outside per-platform build directories (config-3.11-x86_64-linux-gnu)."""
    out: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in skip_dirs
                             and not d.startswith((".", "config-")))
        rel_dir = os.path.relpath(dirpath, root)
        out += [name if rel_dir == "." else f"{rel_dir}/{name}"
                for name in filenames if name.endswith(".py")]
    return sorted(out)


def module_of(rel: str) -> str:
    """The top-level module or package a file belongs to: 'json/decoder.py' -> 'json'."""
    return rel.split("/", 1)[0].removesuffix(".py")


def select_files(root: Path, limit_modules: int | None = None) -> list[str]:
    """All library files, or those of `limit_modules` top-level modules spread evenly over
    the sorted module names (deterministic)."""
    files = python_files(root)
    if not limit_modules:
        return files
    modules = sorted({module_of(f) for f in files})
    step = max(1, len(modules) // limit_modules)
    chosen = set(modules[::step][:limit_modules])
    return [f for f in files if module_of(f) in chosen]


def strip_docstrings(source: str) -> tuple[str, list[tuple[str, str, str]]] | None:
    """The source with every function's docstring removed, and (symbol, first sentence,
    stripped function source) for the chunk-level functions that had one. None when the
    file does not parse."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError):
        return None
    lines = split_lines(source)
    drop: dict[int, str | None] = {}  # 0-based line -> replacement (None: delete)
    found: list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef, str]] = []

    def visit(body: list[ast.stmt], qual: str | None, top: bool) -> None:
        for node in body:
            if isinstance(node, ast.ClassDef):
                visit(node.body, f"{qual}.{node.name}" if qual else node.name, top)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                name = f"{qual}.{node.name}" if qual else node.name
                doc = _docstring_span(node, lines)
                if doc is not None:
                    start, end, text = doc
                    only = len(node.body) == 1
                    indent = lines[start][: len(lines[start]) - len(lines[start].lstrip())]
                    for i in range(start, end + 1):
                        drop[i] = None
                    if only:
                        drop[start] = f"{indent}pass"
                    if top:
                        found.append((name, node, first_sentence(text)))
                visit(node.body, name, False)  # nested defs: stripped, never queried
            else:
                for child in ast.iter_child_nodes(node):
                    if isinstance(child, ast.stmt):
                        visit([child], qual, False)

    visit(tree.body, None, True)
    kept: list[tuple[int, str]] = []  # (original 0-based line, text)
    for i, line in enumerate(lines):
        replacement = drop.get(i, line)
        if replacement is not None:
            kept.append((i, replacement))
    out = []
    for name, node, sentence in found:
        first = min([node.lineno, *(d.lineno for d in node.decorator_list)]) - 1
        last = (node.end_lineno or node.lineno) - 1
        out.append((name, sentence, "\n".join(t for i, t in kept if first <= i <= last)))
    return "\n".join(t for _, t in kept) + "\n", out


def _docstring_span(node: ast.FunctionDef | ast.AsyncFunctionDef, lines: list[str]
                    ) -> tuple[int, int, str] | None:
    """(first line, last line, text) of a docstring that has its lines to itself."""
    if not node.body:
        return None
    first = node.body[0]
    if not (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)):
        return None
    start, end = first.lineno - 1, (first.end_lineno or first.lineno) - 1
    if start == node.lineno - 1:  # def f(): "doc"
        return None
    if lines[start][: first.col_offset].strip() or lines[end][first.end_col_offset or 0 :].strip():
        return None  # shares a line with other code
    if len(node.body) > 1 and node.body[1].lineno - 1 <= end:
        return None
    return start, end, first.value.value


def mine(root: Path, files: list[str]) -> tuple[dict[str, str], list[Pair]]:
    """The stripped corpus {path: text} and its unambiguous (query, function) pairs."""
    texts: dict[str, str] = {}
    raw: list[Pair] = []
    for rel in files:
        try:
            source = (root / rel).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        stripped = strip_docstrings(source)
        if stripped is None:
            continue
        texts[rel], found = stripped
        for symbol, sentence, code in found:
            if len(sentence.split()) >= MIN_QUERY_WORDS and len(sentence) <= MAX_QUERY_CHARS:
                raw.append(Pair(sentence, rel, symbol, code))
    counts = Counter(p.query.lower() for p in raw)
    symbols = Counter((p.path, p.symbol) for p in raw)  # redefinitions (if/else branches)
    pairs = [p for p in raw if counts[p.query.lower()] == 1 and symbols[(p.path, p.symbol)] == 1]
    return texts, pairs
