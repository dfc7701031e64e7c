"""Per-test outcomes read from the printed log of a test suite that is not run by pytest.

Some repositories run their suites with their own runner: django's `tests/runtests.py`,
sympy's `bin/test`, or plain `python -m unittest -v`. Grading cannot load its report plugin
into them, so it reads what the runner prints, as SWE-bench's harness does
(swebench.harness.log_parsers: one parser per repository, the ids in FAIL_TO_PASS and
PASS_TO_PASS being the names those parsers read). Each parser here is a pure function,
log text -> {test id: outcome}, written from the runners' formats:

  - unittest verbose (django's runner is unittest's, at --verbosity 2): `name (module.Class)
    ... ok|FAIL|ERROR|skipped '...'|expected failure|unexpected success`. A test with a
    docstring prints its id on one line and the docstring's first line, then ` ... ok`, on
    the next: both lines become ids (SWE-bench's django ids are the docstring line). Python
    3.11 prints `name (module.Class.name)`: each form is also keyed as the other. A failed
    subtest (`name (module.Class) (i=1) ... FAIL`) fails its test too. Output printed
    between ` ... ` and the outcome (django's "System check identified ...") is skipped over.
  - sympy's bin/test --verbose: `test_name ok|F|E|f|X|s` under each file's header.

When a test is reported more than once its worst outcome stands (passed < skipped <
failed < error), so an extra `... ok` line cannot hide a failure the runner reported.
Nothing here can tell the runner's lines from lines that code under test prints: a log can
be forged (docs/tasks.md, "What grading does not catch"); `finished` only checks that the
runner got to its closing summary.
"""

from __future__ import annotations

import re

from parity.types import TestOutcome

LOG_PARSERS = ("pytest", "django", "sympy", "unittest")
# SWE-bench repositories whose suites are not pytest, and how their logs are read.
REPO_LOG_PARSERS = {"django/django": "django", "sympy/sympy": "sympy"}

_RANK = {"passed": 0, "skipped": 1, "failed": 2, "error": 3}
_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
# `name (dotted.where)` with an optional subtest's `(params)` after it
_UNITTEST_ID = re.compile(r"(?P<name>[^\s()]+) \((?P<where>[\w.]+)\)(?P<sub> \(.*\))?")
_UNITTEST_WORDS = (("ok", "passed"), ("OK", "passed"), ("FAIL", "failed"), ("ERROR", "error"),
                   ("skipped", "skipped"), ("expected failure", "passed"),
                   ("unexpected success", "failed"))
_ERROR_HEADER = re.compile(r"(?P<kind>FAIL|ERROR): (?P<desc>.+)")
_SYMPY_LETTERS = {"ok": "passed", "F": "failed", "E": "error", "X": "passed", "f": "skipped",
                  "s": "skipped", "w": "skipped", "K": "skipped", "T": "failed"}
_SYMPY_LINE = re.compile(r"(?P<name>test_\w+)\s+(?:.*\s)?(?P<letter>ok|[FEXfswKT])")
_SYMPY_FILE_RESULT = re.compile(r"\s*\[(?:OK|FAIL)\]$")
_SYMPY_TRACEBACK = re.compile(r"_+ (?P<file>\S+\.py):(?P<name>\w+) _+")


def _set(out: dict[str, TestOutcome], test_id: str, outcome: TestOutcome) -> None:
    if test_id and _RANK[outcome] >= _RANK.get(out.get(test_id, "passed"), 0):
        out[test_id] = outcome


def _unittest_ids(desc: str) -> list[str]:
    """The id as printed, the other Python version's form of it, and for a subtest its
    test's ids."""
    m = _UNITTEST_ID.fullmatch(desc)
    if not m:
        return [desc]
    name, where = m["name"], m["where"]
    short = where.removesuffix(f".{name}")
    ids = [desc] if m["sub"] else []
    return ids + [f"{name} ({short})", f"{name} ({short}.{name})"]


def _unittest_word(rest: str) -> TestOutcome | None:
    for word, outcome in _UNITTEST_WORDS:
        if rest == word or rest.startswith(word + " "):
            return outcome  # type: ignore[return-value]
    return None


def parse_unittest(text: str) -> dict[str, TestOutcome]:
    """unittest's verbose output (and django's runner's, at --verbosity 2)."""
    out: dict[str, TestOutcome] = {}
    pending: list[str] = []  # a test whose outcome comes on a later line
    prev = ""
    lines = _ANSI.sub("", text).splitlines()
    for i, raw in enumerate(lines):
        line = raw.strip()
        if " ... " in line or line.endswith(" ..."):
            desc, _, rest = line.partition(" ...")
            rest = rest.strip()
            ids = _unittest_ids(desc)
            if not _UNITTEST_ID.fullmatch(desc) and _UNITTEST_ID.fullmatch(prev):
                ids += _unittest_ids(prev)  # `desc` is the docstring of the test above
            outcome = _unittest_word(rest)
            if outcome is None:
                pending = ids
            else:
                for t in ids:
                    _set(out, t, outcome)
                pending = []
        elif pending and (outcome := _unittest_word(line)) is not None:
            for t in pending:
                _set(out, t, outcome)
            pending = []
        elif m := _ERROR_HEADER.fullmatch(line):
            ids = _unittest_ids(m["desc"])
            doc = lines[i + 1].strip() if i + 1 < len(lines) else ""
            if doc and not doc.startswith("---"):
                ids.append(doc)
            for t in ids:
                _set(out, t, "failed" if m["kind"] == "FAIL" else "error")
        if line:
            prev = line
    return out


def parse_sympy(text: str) -> dict[str, TestOutcome]:
    """sympy's `bin/test --verbose`: one `test_name <result>` line per test; a traceback
    header `___ path.py:test_name ___` is also keyed `path.py:test_name`."""
    out: dict[str, TestOutcome] = {}
    for raw in _ANSI.sub("", text).splitlines():
        line = _SYMPY_FILE_RESULT.sub("", raw.strip())
        if m := _SYMPY_LINE.fullmatch(line):
            _set(out, m["name"], _SYMPY_LETTERS[m["letter"]])  # type: ignore[arg-type]
        elif m := _SYMPY_TRACEBACK.fullmatch(line):
            _set(out, f"{m['file']}:{m['name']}", "failed")
    return out


_PARSERS = {"django": parse_unittest, "unittest": parse_unittest, "sympy": parse_sympy}
_CLOSING = {"django": re.compile(r"(?m)^Ran \d+ tests? in "),
            "unittest": re.compile(r"(?m)^Ran \d+ tests? in "),
            "sympy": re.compile(r"tests finished: ")}


def parse(kind: str, text: str) -> dict[str, TestOutcome]:
    if kind not in _PARSERS:
        raise ValueError(f"unknown log parser {kind!r} (one of: {', '.join(LOG_PARSERS)}; "
                         "pytest runs are read by the report plugin, not a log)")
    return _PARSERS[kind](text)


def finished(kind: str, text: str) -> bool:
    """Whether the runner printed its closing summary (it did not die or exit early)."""
    return bool(_CLOSING[kind].search(_ANSI.sub("", text)))
