"""A scripted solver: turns a task's gold patch into the tool calls a good agent would make.

Used to make demonstrations (SFT data) through the production path: the replies it writes
are played by a ScriptedEngine inside the real agent loop, so the demonstration trajectories
have exactly the token layout of RL rollouts. Edits use the smallest `old_string` that is
unique in the file (an operator with its operands rather than a whole line), which is what
makes samples differ in *which* fix they try rather than in copying errors.
"""

from __future__ import annotations

import builtins
import difflib
import json
import keyword
import re
from pathlib import Path

from parity.tasks.grading import split_patch
from parity.tasks.schema import apply_patch

_TOKEN = re.compile(r"\w+|[^\w\s]")


def _call(name: str, **args) -> str:
    return f'<tool_call>{json.dumps({"name": name, "arguments": args})}</tool_call>'


def minimal_edits(buggy: str, fixed: str, style: str = "minimal") -> list[tuple[str, str]]:
    """(old_string, new_string) pairs that turn `buggy` into `fixed`, each old unique.

    Lines are diffed first. With style "minimal", a change inside one line becomes the
    changed tokens (an operator with its operands); when that is not unique in the file, or
    lines are added or removed, or with style "line", the edit spans whole lines (from the
    first one's first non-blank character), grown a line at a time until unique. Minimal
    edits make samples differ in which fix they try; whole lines make every kind of fix the
    same act (rewrite the line that is wrong), which is what transfers to kinds of bug a
    demonstration never showed."""
    if style not in ("minimal", "line"):
        raise ValueError(f"unknown edit style {style!r}; use minimal or line")
    a_lines = buggy.splitlines(keepends=True)
    b_lines = fixed.splitlines(keepends=True)
    a_off = [0]
    for line in a_lines:
        a_off.append(a_off[-1] + len(line))
    edits = []
    sm = difflib.SequenceMatcher(None, a_lines, b_lines, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            continue
        if style == "minimal" and tag == "replace" and i2 - i1 == 1 and j2 - j1 == 1:
            edit = _in_line(buggy, a_lines[i1], b_lines[j1])
            if edit is not None:
                edits.append(edit)
                continue
        new_block = "".join(b_lines[j1:j2])
        if i1 == i2:  # lines only added: anchor on the line above (or below, at the top)
            if i1 > 0:
                i1, new_block = i1 - 1, a_lines[i1 - 1] + new_block
            else:
                i2, new_block = 1, new_block + a_lines[0]
        edits.append(_whole_lines(buggy, a_lines, a_off, i1, i2, new_block))
    return _merge_overlaps(buggy, edits)


def _klass(ch: str) -> int:
    return 0 if ch.isspace() else 1 if (ch.isalnum() or ch == "_") else 2


def _in_line(buggy: str, old_line: str, new_line: str) -> tuple[str, str] | None:
    sm = difflib.SequenceMatcher(None, old_line, new_line, autojunk=False)
    ops = [op for op in sm.get_opcodes() if op[0] != "equal"]
    a, b, c, d = ops[0][1], ops[-1][2], ops[0][3], ops[-1][4]
    # whole tokens: grow over characters of the same class as the edge ones
    while a > 0 and a < len(old_line) and _klass(old_line[a - 1]) == _klass(old_line[a]) != 0:
        a, c = a - 1, c - 1
    while 0 < b < len(old_line) and _klass(old_line[b]) == _klass(old_line[b - 1]) != 0:
        b, d = b + 1, d + 1
    for step in range(3):
        old = old_line[a:b]
        operator = not re.search(r"\w", old)
        if old.strip() and buggy.count(old) == 1 and not (operator and step == 0):
            break
        na, nb = _token_edge(old_line, a, -1), _token_edge(old_line, b, 1)
        a, c, b, d = na, c - (a - na), nb, d + (nb - b)
    old, new = old_line[a:b], new_line[c:d]
    if old.strip() and buggy.count(old) == 1 and "\n" not in old:
        return old, new
    return None


def _whole_lines(buggy: str, lines: list[str], off: list[int], i1: int, i2: int,
                 new_block: str) -> tuple[str, str]:
    """Lines i1..i2 of `buggy` (grown until unique) and what replaces them."""
    prefix, suffix = "", ""
    up = True
    while True:
        start = off[i1] + len(lines[i1]) - len(lines[i1].lstrip(" \t")) if i1 < len(lines) else off[i1]
        old = buggy[start:off[i2]].rstrip("\n")
        if (old.strip() and buggy.count(old) == 1) or (i1 == 0 and i2 == len(lines)):
            break
        if (up and i1 > 0) or i2 >= len(lines):
            i1 -= 1
            prefix = lines[i1] + prefix
        else:
            suffix += lines[i2]
            i2 += 1
        up = not up
    new = (prefix + new_block + suffix)[start - off[i1]:]  # without the first line's indent
    trailing = len(buggy[start:off[i2]]) - len(old)
    if trailing and new.endswith("\n" * trailing):
        new = new[: len(new) - trailing]
    return old, new


def _token_edge(text: str, i: int, step: int) -> int:
    """The offset one token (and the blanks before it) away from `i`, within the line."""
    j = i
    if step < 0:
        while j > 0 and text[j - 1] in " \t":
            j -= 1
        m = re.search(r"(\w+|[^\w\s]+)\Z", text[:j])
        return j - len(m.group(1)) if m else i
    while j < len(text) and text[j] in " \t":
        j += 1
    m = re.match(r"\w+|[^\w\s]+", text[j:])
    return j + len(m.group(0)) if m else i


def _merge_overlaps(buggy: str, edits: list[tuple[str, str]]) -> list[tuple[str, str]]:
    spans = sorted((buggy.index(o), buggy.index(o) + len(o), o, n) for o, n in edits)
    merged: list[list] = []
    for s, e, o, n in spans:
        if merged and s < merged[-1][1]:
            return [(buggy, _apply_all(buggy, edits))]  # rare: fall back to one whole-file edit
        merged.append([s, e, o, n])
    return [(o, n) for _, _, o, n in merged]


def _apply_all(text: str, edits: list[tuple[str, str]]) -> str:
    for o, n in edits:
        text = text.replace(o, n, 1)
    return text


# How a demonstration reaches the fix. Each solves the task; they differ in turns and in
# whether a turn calls tools in parallel, so that RL with efficiency shaping (rollout/shaping.py)
# has routes of different lengths to choose among: a policy cannot learn to be faster from
# demonstrations that all take the same four turns.
#   read      grep for the function, read the file, edit, stop (4 turns)
#   direct    grep for the function with enough context lines to show the wrong lines, edit
#             from that, stop (3 turns; "read" where the context would not reach them)
#   slow      list the repository first, then as read (5 turns)
#   parallel  list the repository and grep in one turn, then as read (4 turns, one parallel)
#   engineer  run the first failing test, grep for the definition of the function its
#             traceback (or the test's line) names with 20 lines of context, edit, rerun the
#             test, stop (5 turns): the route that works on a repository of any size, on
#             tasks whose tests the workspace shows (`tasks.visible_tests`); EngineerSolver
ROUTES = ("read", "direct", "slow", "parallel", "engineer")
_MAX_CONTEXT = 20  # the grep tool's context_lines limit (tools/search.py)


def gold_edits(snapshot: Path, gold_patch: str, edit_style: str = "minimal"
               ) -> tuple[list[str], list[tuple[str, str, str]]]:
    """The files the gold patch changes, and its (file, old_string, new_string) edits."""
    import shutil
    import tempfile

    files = [p for p, _ in split_patch(gold_patch)]
    with tempfile.TemporaryDirectory() as tmp:
        fixed_tree = Path(tmp) / "t"
        shutil.copytree(snapshot, fixed_tree)
        apply_patch(fixed_tree, gold_patch)
        edits = [(f, old, new) for f in files
                 for old, new in minimal_edits((snapshot / f).read_text(),
                                               (fixed_tree / f).read_text(), edit_style)]
    return files, edits


def solver_replies(snapshot: Path, gold_patch: str, statement: str = "",
                   edit_style: str = "minimal", route: str = "read") -> list[str]:
    """The replies of a competent agent taking `route` (ROUTES): look (unless the statement
    names the files, as a test file `tests/test_<module>.py` does), read, fix every hunk,
    stop."""
    if route not in ROUTES:
        raise ValueError(f"unknown demonstration route {route!r}; use one of {', '.join(ROUTES)}")
    if route == "engineer":
        raise ValueError("the engineer route reads what it is shown: use EngineerSolver with "
                         "a ReactiveEngine (rollout/demos.py)")
    files, edits = gold_edits(snapshot, gold_patch, edit_style)
    turns: list[list[str]] = []
    named = all(re.search(rf"\b{re.escape(Path(f).stem)}\b", statement) for f in files)
    probe = _look_pattern(snapshot, files, edits, statement, gold_patch)
    context = _context_to_reach(snapshot, probe, files, edits) if route == "direct" else None
    if context is not None:
        pattern, lines = context
        turns.append([_call("grep", pattern=pattern, glob="*.py", context_lines=lines)])
    else:
        look = [] if named else [_call("grep", pattern=probe, glob="*.py")]
        if route == "slow":
            turns.append([_call("list_dir", path=".")])
        elif route == "parallel":
            look.insert(0, _call("list_dir", path="."))
        if look:
            turns.append(look)
        turns.append([_call("read_file", path=f) for f in files])
    turns.append([_call("edit_file", path=f, old_string=old, new_string=new)
                  for f, old, new in edits])
    return ["\n".join(calls) for calls in turns] + ["Fixed the bug."]


def _context_to_reach(snapshot: Path, probe: str, files: list[str],
                      edits: list[tuple[str, str, str]]) -> tuple[str, int] | None:
    """(grep pattern, context lines) whose output shows every line an edit replaces, or None:
    one file, and 6, 12 or 20 lines (the tool's limit) around the pattern's matches in it
    reach every such line. Round sizes rather than the exact reach, so that a policy can learn
    the number: 6 lines around `def ` reach every kata bug."""
    if len(files) != 1:
        return None
    text = (snapshot / files[0]).read_text()
    pattern = re.compile(probe)
    hits = [i for i, line in enumerate(text.splitlines()) if pattern.search(line)]
    wanted = {i for _, old, _ in edits
              for i in range(text.count("\n", 0, text.index(old)),
                             text.count("\n", 0, text.index(old) + len(old)) + 1)}
    for n in (6, 12, _MAX_CONTEXT):
        if hits and all(any(abs(i - h) <= n for h in hits) for i in wanted):
            return probe, n
    return None


_SMALL_REPO_DEFS = 20  # at most this many definitions: grep them all (`def `)
_DEF_LINE = r"^[ \t]*(?:async[ \t]+)?def "  # a definition's line, up to its name
_DEF = re.compile(_DEF_LINE, re.M)


def _look_pattern(snapshot: Path, files: list[str], edits: list[tuple[str, str, str]],
                  statement: str, gold_patch: str) -> str:
    """What a demonstration greps for first, from what the agent can see. In a small
    repository (a kata module of a few functions) every definition, `def `: its output names
    the file and each function, and it is the same pattern on every task, which a small
    model learns. The tiny default could not copy a name from the statement: trained on
    greps for `def NAME`, it grepped for names it made up and found nothing (12/288 solved
    before RL, against 44/288 when demonstrations grepped a word of the patch). Elsewhere,
    the function the statement calls, else the function or a name of the patch (`_probe`)."""
    count = 0
    for path in sorted(snapshot.rglob("*.py")):
        count += len(_DEF.findall(path.read_text(errors="replace")))
        if count > _SMALL_REPO_DEFS:
            return _named_function(snapshot, files, edits, statement) or _probe(snapshot, gold_patch)
    return "def "


_CALL = re.compile(r"\b([A-Za-z_]\w*)\(")


def _named_function(snapshot: Path, files: list[str], edits: list[tuple[str, str, str]],
                    statement: str) -> str | None:
    """`def NAME` for a function the statement calls (a failing test's `where 0 = f(...)`)
    that is defined in a file the fix touches, or None. This is the grep an agent can make
    from what it is shown; the patch's own lines are not shown to it, so a demonstration
    that greps for them teaches a guess. Of several such functions, the one whose definition
    comes last before the first edit (the one that holds it) is preferred."""
    named = [n for n in dict.fromkeys(_CALL.findall(statement))
             if not keyword.iskeyword(n) and not hasattr(builtins, n)]
    best: tuple[int, str] | None = None
    for f in files:
        text = (snapshot / f).read_text()
        first_edit = min((text.index(old) for g, old, _ in edits if g == f), default=len(text))
        for name in named:
            for m in re.finditer(rf"{_DEF_LINE}{re.escape(name)}\b", text, re.M):
                rank = m.start() if m.start() <= first_edit else -1
                if best is None or rank > best[0]:
                    best = (rank, name)
    return None if best is None else f"def {best[1]}"


def _probe(snapshot: Path, gold_patch: str) -> str:
    """A grep pattern from the patch itself, when the statement names no function: the
    function in the hunk header, else a name on a removed line."""
    m = re.search(r"^@@ .*@@ *(?:def|class) (\w+)", gold_patch, re.M)
    if m:
        return f"def {m.group(1)}"
    for line in gold_patch.splitlines():
        if line.startswith("-") and not line.startswith("---"):
            words = _TOKEN.findall(line[1:])
            names = [w for w in words if w.isidentifier() and len(w) > 3]
            if names:
                return names[0]
    return "def "


_FAILING_TEST = re.compile(r"^- `([^`\n]+::[^`\n]+)`", re.M)  # a statement's failing test
# a line of grep's output: `path:12:text` for a match, `path-12-text` around it
_GREP_LINE = re.compile(r"^[^\n]*?\.py[:-]\d+[:-]([^\n]*)$", re.M)


def test_command(test_id: str) -> str:
    """How an engineer runs one failing test: stop at the first failure, short frames (each
    names its file, line and function), quiet."""
    import shlex

    return f"python -m pytest -x -q --tb=short {shlex.quote(test_id)}"


class EngineerSolver:
    """An engineer's replies, each made from what the last turn showed (`__call__`, for a
    parity.inference.replay.ReactiveEngine): run the statement's first failing test; grep
    for the definition of the function each fix lies in, named by a frame of the traceback
    (`lru.py:55: in pop`) or by the test's own line (`assert word_counts("b a c") == ...`),
    with 20 lines of context; edit from what the grep showed; rerun the test; stop.

    Every argument a reply writes is copied from something shown before it: the test id
    from the statement, the function's name from the traceback; the context is always 20.
    Line numbers are never written: a first version read the function by its line range,
    whose end no output shows, and the SFT model wrote the same range on every task. What
    it knows of the fix (the gold patch) picks *which* shown name to follow, never one it was
    not shown. Where the first look does not reach the fix, one more, copied the same way:
    the failing test's own definition (`grep "def TEST" TEST_FILE`, from the test id) or one
    hop to a function the output calls whose definition calls the fix's, and a `read_file`
    from the line grep printed for the fix's `def` when 20 lines after it do not show the fix.
    A fix no look reaches is `unreachable`, and the demonstration gives up (and is not
    kept). That is the route that scales: the traceback names the function in a repository
    of any size, where a grep of every definition fills the context (issue 46)."""

    def __init__(self, snapshot: Path, gold_patch: str, statement: str,
                 edit_style: str = "line") -> None:
        _, self.edits = gold_edits(snapshot, gold_patch, edit_style)
        m = _FAILING_TEST.search(statement)
        self.test_id = m.group(1) if m else None
        self.names = [_enclosing(snapshot, f, old) for f, old, _ in self.edits]
        self.snapshot = snapshot
        self.followed: set[str] = set()
        self.hops = 0
        self.read_done = False
        self.test_read = False
        self.stage = "run"
        self.unreachable: str | None = None if self.test_id else "the statement names no test"

    def __call__(self, shown: str) -> str | None:
        stage, self.stage = self.stage, _NEXT_STAGE.get(self.stage, "end")
        if self.unreachable is not None:
            self.stage = "end"
            return None if stage == "end" else _GIVE_UP
        if stage in ("run", "rerun"):
            return _call("run_terminal_cmd", command=test_command(self.test_id or ""))
        if stage == "locate":
            missing = [n for n in self.names
                       if n is None or not re.search(rf"\b{re.escape(n)}\b", shown)]
            if missing:
                caller = self._caller_of(missing, shown)
                if caller is not None:
                    # one hop: the function the output names, whose body calls the fix's
                    self.stage = "locate"
                    return _call("grep", pattern=f"def {caller}", glob="*.py",
                                 context_lines=_MAX_CONTEXT)
                test = self._test_definition()
                if test is not None:
                    # the failing test's own body: what it called before the line that
                    # failed (`result = match_file(...)`, then `assertIs(result, True)`)
                    self.stage = "locate"
                    return test
                return self._give_up("the fix's function is named by no frame or output")
            return "\n".join(_call("grep", pattern=f"def {n}", glob="*.py",
                                    context_lines=_MAX_CONTEXT)  # one a policy can learn
                              for n in dict.fromkeys(self.names))
        if stage == "edit":
            # every line an edit replaces (or the part of one: a minimal edit) on a line the
            # grep (or the read) printed, its prefix (file and number) left out
            grepped = "\n".join(m.group(1) for m in _GREP_LINE.finditer(shown)) + "\n" + \
                "\n".join(m.group(1) for m in _READ_LINE.finditer(shown))
            if not all(line.strip() in grepped
                       for _, old, _ in self.edits for line in old.splitlines()):
                read = self._read_from_definition(shown)
                if read is None:
                    return self._give_up("20 lines around the definition do not show the fix")
                self.stage = "edit"
                return read
            return "\n".join(_call("edit_file", path=f, old_string=old, new_string=new)
                             for f, old, new in self.edits)
        if stage == "done":
            return "Fixed the bug: the failing test passes now."
        return None

    def _give_up(self, why: str) -> str:
        self.unreachable, self.stage = why, "end"
        return _GIVE_UP

    def _caller_of(self, missing: list[str | None], shown: str) -> str | None:
        """A function `shown` calls (`name(`) that the repository defines outside its tests
        and whose definition, with 20 lines around it, calls one of the fix's functions not
        yet named: the hop an engineer makes from the API a test calls to the helper that
        holds the bug. Once per locate: a name already followed is not followed again."""
        if self.hops >= _MAX_HOPS or any(n is None for n in missing):
            return None
        for name in dict.fromkeys(_CALL.findall(shown)):
            if name in self.followed or keyword.iskeyword(name) or hasattr(builtins, name):
                continue
            around = _definition_context(self.snapshot, name)
            if not around:
                continue
            # a call, not the definition of a neighbour that the 20 lines happen to show
            calls = re.sub(rf"{_DEF_LINE}\w+", "", around, flags=re.M)
            if any(re.search(rf"\b{re.escape(n)}\(", calls) for n in missing):
                self.followed.add(name)
                self.hops += 1
                return name
        return None

    def _test_definition(self) -> str | None:
        """`grep "def TEST" PATH` with 20 lines of context, both copied from the failing
        test's id (`tests/test_util.py::MatchTest::test_one[case]`), once; None where the
        fix's functions include module code (no name to find)."""
        if self.test_read or self.test_id is None or any(n is None for n in self.names):
            return None
        self.test_read = True
        path, *_, name = self.test_id.split("::")
        return _call("grep", pattern=f"def {name.split('[')[0]}", path=path,
                     context_lines=_MAX_CONTEXT)

    def _read_from_definition(self, shown: str) -> str | None:
        """`read_file` of the fix's file from the line of its function's definition, both
        copied from the grep's output (`path:12:def name(`): a long function's body past
        the 20 lines the grep shows. None where the grep shows no such line, or once read."""
        if self.read_done:
            return None
        f = self.edits[0][0]
        name = self.names[0]
        m = re.search(rf"^{re.escape(f)}:(\d+):[ \t]*(?:async[ \t]+)?def {re.escape(name or '')}\b",
                      shown, re.M)
        if m is None or name is None:
            return None
        self.read_done = True
        return _call("read_file", path=f, start_line=int(m.group(1)))


_GIVE_UP = "I could not find where the failure comes from."
_MAX_HOPS = 1  # functions followed from the one the output names to the one the fix is in
_READ_LINE = re.compile(r"^ *\d+\|([^\n]*)$", re.M)  # a line of read_file's output


def _definition_context(snapshot: Path, name: str) -> str:
    """What `grep "def NAME" --context 20` over the repository's non-test Python files
    shows, as text (empty where nothing defines it)."""
    from parity.tasks.grading import is_test_path

    out: list[str] = []
    for path in sorted(snapshot.rglob("*.py")):
        rel = path.relative_to(snapshot).as_posix()
        if is_test_path(rel):
            continue
        lines = path.read_text(errors="replace").splitlines()
        for i, line in enumerate(lines):
            if re.match(rf"{_DEF_LINE}{re.escape(name)}\b", line):
                out += lines[max(0, i - _MAX_CONTEXT): i + _MAX_CONTEXT + 1]
    return "\n".join(out)
_NEXT_STAGE = {"run": "locate", "locate": "edit", "edit": "rerun", "rerun": "done",
               "done": "end"}


def _enclosing(snapshot: Path, rel: str, old: str) -> str | None:
    """The name of the innermost function of `rel` holding `old` (None: module code)."""
    import ast

    text = (snapshot / rel).read_text()
    start = text.count("\n", 0, text.index(old)) + 1
    end = start + old.count("\n")
    best = None
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            last = node.end_lineno or node.lineno
            if first <= start and end <= last and (best is None or first >= best[0]):
                best = (first, node.name)
    return None if best is None else best[1]
