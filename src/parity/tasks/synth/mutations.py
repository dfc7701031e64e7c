"""AST mutations that make realistic one-spot bugs, as minimal text edits.

Sites are found with `ast`, but the edit is made on the source text (just the operator, the
constant, the lines of a statement), so the bug's diff is as small as a human's typo and the
rest of the file keeps its formatting. Kinds:

  flip_comparison   == / !=, < / <=, > / >=, in / not in, is / is not
  flip_boolean      and / or, or dropping a `not`
  swap_arithmetic   + / -, * / //, / / *, % / //, and += / -=
  off_by_one        an integer constant or a slice bound moved by one
  invert_if         `if cond:` becomes `if not (cond):`
  drop_statement    an assignment or call statement removed
  drop_branch       a guard clause (`if ...: return`) or an else/elif branch removed
  swap_args         the first two positional arguments of a call exchanged
  change_default    a default argument value changed

Functions are eligible when their body spans 3 to 60 lines; sites are then sampled with a
seeded RNG, balanced over kinds.
"""

from __future__ import annotations

import ast
import random
import re
from dataclasses import dataclass

KINDS = ("flip_comparison", "flip_boolean", "swap_arithmetic", "off_by_one", "invert_if",
         "drop_statement", "drop_branch", "swap_args", "change_default")
MIN_FUNC_LINES, MAX_FUNC_LINES = 3, 60

_CMP_SWAP = {ast.Eq: "!=", ast.NotEq: "==", ast.Lt: "<=", ast.LtE: "<", ast.Gt: ">=",
             ast.GtE: ">", ast.In: "not in", ast.NotIn: "in", ast.Is: "is not", ast.IsNot: "is"}
_CMP_TEXT = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">",
             ast.GtE: ">=", ast.In: "in", ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not"}
_ARITH_SWAP = {ast.Add: ("+", "-"), ast.Sub: ("-", "+"), ast.Mult: ("*", "//"),
               ast.FloorDiv: ("//", "*"), ast.Div: ("/", "*"), ast.Mod: ("%", "//")}


@dataclass(frozen=True)
class Mutant:
    kind: str
    file: str
    line: int
    function: str
    description: str
    start: int  # character offsets into the original source
    end: int
    replacement: str

    def apply(self, source: str) -> str:
        return source[: self.start] + self.replacement + source[self.end:]


_LINE_ENDS = re.compile(r"(?<=\n)|(?<=\r)(?!\n)")


class _Offsets:
    def __init__(self, source: str) -> None:
        self.source = source
        # Lines as the parser numbers them: ends at \n, \r\n or \r only (str.splitlines
        # also ends one at a form feed, \x1c-\x1e, \x85 or \u2028, which put every offset
        # after such a character on the wrong line: email/base64mime.py has a form feed).
        self.lines = [line for line in _LINE_ENDS.split(source) if line]
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))

    def at(self, lineno: int, col_bytes: int) -> int:
        line = self.lines[lineno - 1]
        return self.starts[lineno - 1] + len(line.encode()[:col_bytes].decode(errors="ignore"))

    def span(self, node: ast.AST) -> tuple[int, int]:
        return (self.at(node.lineno, node.col_offset),
                self.at(node.end_lineno, node.end_col_offset))

    def line_span(self, node: ast.stmt) -> tuple[int, int]:
        """Whole lines of a statement, for removal."""
        return self.starts[node.lineno - 1], self.starts[node.end_lineno]


def _between(off: _Offsets, left: ast.AST, right: ast.AST) -> tuple[int, int]:
    return off.span(left)[1], off.span(right)[0]


def _sites(func: ast.FunctionDef | ast.AsyncFunctionDef, off: _Offsets, file: str) -> list[Mutant]:
    out: list[Mutant] = []
    name = func.name
    src = off.source

    def add(kind: str, node: ast.AST, desc: str, start: int, end: int, text: str) -> None:
        if src[start:end] != text:
            out.append(Mutant(kind, file, getattr(node, "lineno", func.lineno), name, desc,
                              start, end, text))

    for default in [*func.args.defaults, *(d for d in func.args.kw_defaults if d is not None)]:
        if isinstance(default, ast.Constant):
            s, e = off.span(default)
            v = default.value
            if isinstance(v, bool):
                add("change_default", default, f"default {v} -> {not v}", s, e, str(not v))
            elif isinstance(v, int):
                add("change_default", default, f"default {v} -> {v + 1}", s, e, str(v + 1))
            elif isinstance(v, str) and v:
                add("change_default", default, f"default {v!r} -> ''", s, e, "''")

    default_nodes = {id(d) for d in func.args.defaults + func.args.kw_defaults if d is not None}
    body_nodes = [n for stmt in func.body for n in ast.walk(stmt)]
    docstring = (func.body[0].value if func.body and isinstance(func.body[0], ast.Expr)
                 and isinstance(func.body[0].value, ast.Constant) else None)
    slice_consts = set()
    for node in body_nodes:
        if isinstance(node, ast.Slice):
            for b in (node.lower, node.upper):
                if b is not None:
                    slice_consts.add(id(b))
    for node in body_nodes:
        if node is docstring or id(node) in default_nodes:
            continue
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            op = type(node.ops[0])
            s, e = _between(off, node.left, node.comparators[0])
            add("flip_comparison", node, f"{_CMP_TEXT[op]} -> {_CMP_SWAP[op]}", s, e,
                f" {_CMP_SWAP[op]} ")
        elif isinstance(node, ast.BoolOp) and len(node.values) == 2:
            new = "or" if isinstance(node.op, ast.And) else "and"
            s, e = _between(off, node.values[0], node.values[1])
            if src[s:e].strip() in ("and", "or"):
                add("flip_boolean", node, f"{src[s:e].strip()} -> {new}", s, e, f" {new} ")
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            s, e = off.span(node)
            add("flip_boolean", node, "drop `not`", s, e, src[slice(*off.span(node.operand))])
        elif isinstance(node, ast.BinOp) and type(node.op) in _ARITH_SWAP:
            old, new = _ARITH_SWAP[type(node.op)]
            s, e = _between(off, node.left, node.right)
            if src[s:e].strip() == old and not _is_str_format(node):
                add("swap_arithmetic", node, f"{old} -> {new}", s, e, f" {new} ")
        elif isinstance(node, ast.AugAssign) and type(node.op) in (ast.Add, ast.Sub):
            s = off.span(node.target)[1]
            e = off.span(node.value)[0]
            old, new = ("+=", "-=") if isinstance(node.op, ast.Add) else ("-=", "+=")
            if src[s:e].strip() == old:
                add("swap_arithmetic", node, f"{old} -> {new}", s, e, f" {new} ")
        elif (isinstance(node, ast.Constant) and type(node.value) is int
              and abs(node.value) < 10_000):
            s, e = off.span(node)
            delta = 1 if (node.value + node.lineno) % 2 == 0 or node.value == 0 else -1
            what = "slice bound" if id(node) in slice_consts else "constant"
            add("off_by_one", node, f"{what} {node.value} -> {node.value + delta}", s, e,
                str(node.value + delta))
        elif isinstance(node, ast.Slice):
            for bound in (node.lower, node.upper):
                if bound is not None and not isinstance(bound, ast.Constant):
                    s, e = off.span(bound)
                    add("off_by_one", bound, "slice bound + 1", s, e, f"{src[s:e]} + 1")
        elif isinstance(node, ast.If):
            s, e = off.span(node.test)
            add("invert_if", node, "if condition negated", s, e, f"not ({src[s:e]})")
            last = node.body[-1]
            if not node.orelse and isinstance(last, (ast.Return, ast.Raise, ast.Continue,
                                                     ast.Break)):
                s, e = off.line_span(node)
                add("drop_branch", node, "guard clause removed", s, e, "")
            elif node.orelse and not _is_elif(node, src, off):
                # drop `else:` and its body: from the end of the if-body to the end of the node
                s = off.starts[node.body[-1].end_lineno]
                e = off.starts[node.orelse[-1].end_lineno]
                add("drop_branch", node, "else branch removed", s, e, "")
        elif isinstance(node, ast.Call) and len(node.args) >= 2 and not any(
                isinstance(a, ast.Starred) for a in node.args[:2]):
            a, b = node.args[0], node.args[1]
            sa, ea = off.span(a)
            sb, eb = off.span(b)
            if src[sa:ea] != src[sb:eb] and ea <= sb:
                add("swap_args", node, "first two arguments swapped", sa, eb,
                    src[sb:eb] + src[ea:sb] + src[sa:ea])
    for stmt in ast.walk(func):
        for field in ("body", "orelse"):
            block = getattr(stmt, field, None)
            if isinstance(block, list) and len(block) >= 2 and stmt is not None:
                for child in block:
                    if isinstance(child, (ast.Assign, ast.AugAssign, ast.AnnAssign)) or (
                        isinstance(child, ast.Expr) and isinstance(child.value, ast.Call)):
                        s, e = off.line_span(child)
                        if ";" not in src[s:e]:
                            add("drop_statement", child, "statement removed", s, e, "")
    return out


def _is_str_format(node: ast.BinOp) -> bool:
    return isinstance(node.op, ast.Mod) and isinstance(node.left, ast.Constant) and isinstance(
        node.left.value, str)


def _is_elif(node: ast.If, src: str, off: _Offsets) -> bool:
    first = node.orelse[0]
    if not isinstance(first, ast.If):
        return False
    return src[off.starts[first.lineno - 1]:].lstrip().startswith("elif")


def _parses_in(source: str, start: int, end: int, m: Mutant) -> bool:
    """Whether `m` leaves the definition at source[start:end] (whole lines, `m` inside them)
    parsing. The rest of the file is unchanged, so this is the file's answer at the cost of
    one function (parsing the whole file per mutant made the search quadratic in a file's
    size: 150 s on a 6,400-line module). An indented definition is parsed as an `if` body."""
    text = source[start:m.start] + m.replacement + source[m.end:end]
    if text[:1] in (" ", "\t"):
        text = "if 1:\n" + text
    try:
        ast.parse(text)
    except SyntaxError:
        return False
    return True


def find_mutants(source: str, file: str) -> list[Mutant]:
    """Every mutation site in eligible functions of one file; each mutant still parses."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    off = _Offsets(source)
    unique: dict[tuple[int, int, str], tuple[Mutant, int, int]] = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            n_lines = node.end_lineno - node.lineno + 1
            if MIN_FUNC_LINES <= n_lines <= MAX_FUNC_LINES:
                span = off.starts[node.lineno - 1], off.starts[node.end_lineno]
                for m in _sites(node, off, file):
                    unique.setdefault((m.start, m.end, m.replacement), (m, *span))
    valid = [m for m, start, end in unique.values() if _parses_in(source, start, end, m)]
    return sorted(valid, key=lambda m: (m.file, m.start, m.kind))


def sample(mutants: list[Mutant], n: int, seed: int) -> list[Mutant]:
    """Up to n mutants, round-robin over kinds (then functions) so no kind dominates."""
    rng = random.Random(seed)
    by_kind: dict[str, list[Mutant]] = {}
    for m in mutants:
        by_kind.setdefault(m.kind, []).append(m)
    for group in by_kind.values():
        rng.shuffle(group)
    kinds = sorted(by_kind)
    rng.shuffle(kinds)
    chosen: list[Mutant] = []
    while len(chosen) < n and any(by_kind.values()):
        for k in kinds:
            if by_kind[k] and len(chosen) < n:
                chosen.append(by_kind[k].pop())
    return chosen


def combine(source: str, mutants: list[Mutant]) -> str | None:
    """Apply several mutants to one file when their edits do not touch each other."""
    ordered = sorted(mutants, key=lambda m: m.start)
    for a, b in zip(ordered, ordered[1:], strict=False):
        if a.end >= b.start or a.line == b.line:
            return None
    out = source
    for m in reversed(ordered):
        out = m.apply(out)
    try:
        ast.parse(out)
    except SyntaxError:
        return None
    return out


def disjoint_groups(mutants: list[Mutant], source: str, max_groups: int,
                    seed: int) -> list[list[Mutant]]:
    """Up to max_groups pairs and triples (alternating) of one file's mutants that `combine`
    accepts, no mutant in two groups, each group mixing kinds where it can. Seeded by seed and
    file (a str seed is hashed the same in every process)."""
    if not mutants:
        return []
    pool = list(mutants)
    random.Random(f"{seed}:{mutants[0].file}").shuffle(pool)
    groups: list[list[Mutant]] = []
    while len(groups) < max_groups:
        size = 2 if len(groups) % 2 == 0 else 3
        group: list[Mutant] = []
        # new kinds first, then any kind: a group of one kind only when the pool has no other
        for want_new_kind in (True, False):
            for m in pool:
                if len(group) == size:
                    break
                if m in group or (want_new_kind and m.kind in {g.kind for g in group}):
                    continue
                if combine(source, [*group, m]) is not None:
                    group.append(m)
        if len(group) < 2:
            break
        groups.append(group)
        pool = [m for m in pool if m not in group]
    return groups
