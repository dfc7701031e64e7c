"""A scripted solver: turns a task's gold patch into the tool calls a good agent would make.

Used to make demonstrations (SFT data) through the production path: the replies it writes
are played by a ScriptedEngine inside the real agent loop, so the demonstration trajectories
have exactly the token layout of RL rollouts. Edits use the smallest `old_string` that is
unique in the file (an operator with its operands rather than a whole line), which is what
makes samples differ in *which* fix they try rather than in copying errors.
"""

from __future__ import annotations

import difflib
import json
import re
from pathlib import Path

from parity.tasks.grading import split_patch
from parity.tasks.schema import apply_patch

_TOKEN = re.compile(r"\w+|[^\w\s]")


def _call(name: str, **args) -> str:
    return f'<tool_call>{json.dumps({"name": name, "arguments": args})}</tool_call>'


def minimal_edits(buggy: str, fixed: str) -> list[tuple[str, str]]:
    """(old_string, new_string) pairs that turn `buggy` into `fixed`, each old unique."""
    edits = []
    sm = difflib.SequenceMatcher(None, buggy, fixed, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            continue
        # grow to whole tokens, then until the old text occurs once in the file
        a, b, c, d = i1, i2, j1, j2
        while a > 0 and (buggy[a - 1].isalnum() or buggy[a - 1] == "_"):
            a, c = a - 1, c - 1
        while b < len(buggy) and (buggy[b].isalnum() or buggy[b] == "_"):
            b, d = b + 1, d + 1
        while (buggy.count(buggy[a:b]) != 1 or not buggy[a:b].strip()) and (a > 0 or b < len(buggy)):
            if a > 0:
                a, c = a - 1, c - 1
            if b < len(buggy) and buggy.count(buggy[a:b]) != 1:
                b, d = b + 1, d + 1
        edits.append((buggy[a:b], fixed[c:d]))
    return _merge_overlaps(buggy, edits)


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


def solver_replies(snapshot: Path, gold_patch: str) -> list[str]:
    """The replies of a competent agent: look, read, fix every hunk, check, stop."""
    import shutil
    import tempfile

    replies = []
    files = [p for p, _ in split_patch(gold_patch)]
    replies.append(_call("grep", pattern=_probe(snapshot, gold_patch), glob="*.py"))
    replies.append("\n".join(_call("read_file", path=f) for f in files))
    with tempfile.TemporaryDirectory() as tmp:
        fixed_tree = Path(tmp) / "t"
        shutil.copytree(snapshot, fixed_tree)
        apply_patch(fixed_tree, gold_patch)
        calls = []
        for f in files:
            buggy = (snapshot / f).read_text()
            fixed = (fixed_tree / f).read_text()
            for old, new in minimal_edits(buggy, fixed):
                calls.append(_call("edit_file", path=f, old_string=old, new_string=new))
    replies.append("\n".join(calls))
    replies.append("Fixed the bug.")
    return replies


def _probe(snapshot: Path, gold_patch: str) -> str:
    """A grep pattern a person would try: the name of the function the patch touches."""
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
