"""The engineer route's scripted solver (rollout/solver.py EngineerSolver) driven through the
real tools on a real workspace: each reply it makes is run, and what the tool printed is the
next thing it is shown. Two shapes of a real repository that the plain route (run, grep the
named function, edit, rerun) cannot reach: the bug in a helper that no output names, and a
bug further into a long function than grep's 20 lines of context show."""

from __future__ import annotations

import difflib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from parity.format.toolcalls import parse_hermes
from parity.rollout.solver import EngineerSolver
from parity.sandbox.base import Limits
from parity.sandbox.local import LocalBackend
from parity.tools import ToolContext, ToolSet
from parity.types import ToolCall

TOOLS = ToolSet()


def _repo(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def _patch(root: Path, rel: str, old: str, new: str) -> str:
    before = (root / rel).read_text()
    after = before.replace(old, new, 1)
    assert after != before
    return "".join(difflib.unified_diff(before.splitlines(True), after.splitlines(True),
                                        f"a/{rel}", f"b/{rel}"))


def _drive(repo: Path, tmp: Path, gold: str, test_id: str) -> tuple[list[list[str]], EngineerSolver]:
    """Every turn's tool calls (name and arguments), and the solver at the end."""
    statement = f"The tests below fail.\n\n- `{test_id}`\n"
    solver = EngineerSolver(repo, gold, statement)
    session = LocalBackend(tmp / "ws").create(repo, "s1", Limits(timeout_s=60))
    ctx = ToolContext(session=session, max_output_bytes=8192)
    turns: list[list[str]] = []
    shown = statement
    try:
        for _ in range(12):
            reply = solver(shown)
            if reply is None:
                break
            calls = parse_hermes(reply).calls
            if not calls:
                turns.append([])
                continue
            turns.append([f"{c.name} {c.arguments}" for c in calls])
            shown = "\n".join(TOOLS.run(ctx, ToolCall(name=c.name, arguments=c.arguments)).output
                              for c in calls)
    finally:
        session.close()
    return turns, solver


@pytest.fixture(autouse=True)
def _pytest_on_path(monkeypatch):
    # the workspace's `python` must be this interpreter, which has pytest
    monkeypatch.setenv("PATH", f"{Path(sys.executable).parent}:" + __import__("os").environ["PATH"])


def test_one_hop_from_the_function_the_test_names_to_the_helper_it_calls(tmp_path):
    repo = _repo(tmp_path / "repo", {
        "shop/__init__.py": "",
        "shop/prices.py": "def unit_price(item):\n    return item['cents'] / 100\n\n\n"
                          "def line_total(item):\n    return unit_price(item) + item['count']\n",
        "shop/cart.py": "from shop.prices import line_total\n\n\n"
                        "def cart_total(items):\n    return round(sum(line_total(i) for i in items), 2)\n",
        "tests/test_cart.py": "from shop.cart import cart_total\n\n\n"
                              "def test_total():\n"
                              "    assert cart_total([{'cents': 250, 'count': 2}]) == 5.0\n",
    })
    gold = _patch(repo, "shop/prices.py", "    return unit_price(item) + item['count']\n",
                  "    return unit_price(item) * item['count']\n")
    out = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "--tb=short", "-p",
                          "no:cacheprovider", "tests/test_cart.py::test_total"], cwd=repo,
                         capture_output=True, text=True).stdout
    assert "cart_total" in out and "line_total" not in out  # no output names the fix's function

    turns, solver = _drive(repo, tmp_path, gold, "tests/test_cart.py::test_total")
    names = [[c.split()[0] for c in t] for t in turns]
    assert names == [["run_terminal_cmd"], ["grep"], ["grep"], ["edit_file"],
                     ["run_terminal_cmd"], []], (turns, solver.unreachable)
    first, second = (json.loads(t[0].split(" ", 1)[1])["pattern"] for t in turns[1:3])
    # the hop: from the function the test's line names to the one its definition calls
    assert (first, second) == ("def cart_total", "def line_total")
    assert solver.unreachable is None


def test_a_read_from_the_definition_line_when_grep_does_not_show_the_fix(tmp_path):
    body = "".join(f"    step{i} = {i}\n" for i in range(30))
    repo = _repo(tmp_path / "repo", {
        "calc/__init__.py": "",
        "calc/core.py": "def compute(x):\n" + body + "    return x - 1\n",
        "tests/test_core.py": "from calc.core import compute\n\n\n"
                              "def test_compute():\n    assert compute(1) == 2\n",
    })
    gold = _patch(repo, "calc/core.py", "    return x - 1\n", "    return x + 1\n")
    turns, solver = _drive(repo, tmp_path, gold, "tests/test_core.py::test_compute")
    names = [[c.split()[0] for c in t] for t in turns]
    assert names == [["run_terminal_cmd"], ["grep"], ["read_file"], ["edit_file"],
                     ["run_terminal_cmd"], []], (turns, solver.unreachable)
    read = json.loads(turns[2][0].split(" ", 1)[1])
    # the path and line copied from grep's `calc/core.py:1:def compute(x):`
    assert read == {"path": "calc/core.py", "start_line": 1}
    assert solver.unreachable is None


def test_gives_up_where_nothing_shown_leads_to_the_fix(tmp_path):
    repo = _repo(tmp_path / "repo", {
        "m/__init__.py": "",
        "m/a.py": "def helper():\n    return 1\n\n\ndef api():\n    return 2\n",
        "tests/test_a.py": "from m.a import api\n\n\ndef test_api():\n    assert api() == 3\n",
    })
    gold = _patch(repo, "m/a.py", "    return 1\n", "    return 3\n")
    turns, solver = _drive(repo, tmp_path, gold, "tests/test_a.py::test_api")
    # after the run, the failing test's own definition (it calls api, and api calls nothing
    # of the fix's), then it gives up: a neighbour's `def helper` is not a call
    assert [[c.split()[0] for c in t] for t in turns] == [["run_terminal_cmd"], ["grep"], []]
    assert json.loads(turns[1][0].split(" ", 1)[1]) == {
        "pattern": "def test_api", "path": "tests/test_a.py", "context_lines": 20}
    assert solver.unreachable == "the fix's function is named by no frame or output"
    assert not any(re.search(r"def helper", c) for t in turns for c in t)


def test_the_failing_tests_body_names_what_it_called(tmp_path):
    repo = _repo(tmp_path / "repo", {
        "paths/__init__.py": "",
        "paths/util.py": "def match_file(patterns, name):\n"
                         "    return not any(name.endswith(p) for p in patterns)\n",
        "tests/test_util.py": "import unittest\n\nfrom paths.util import match_file\n\n\n"
                              "class MatchTest(unittest.TestCase):\n"
                              "    def test_include(self):\n"
                              "        result = match_file(['.txt'], 'a.txt')\n"
                              "        self.assertIs(result, True)\n",
    })
    gold = _patch(repo, "paths/util.py", "    return not any(", "    return any(")
    turns, solver = _drive(repo, tmp_path, gold, "tests/test_util.py::MatchTest::test_include")
    assert [[c.split()[0] for c in t] for t in turns] == [
        ["run_terminal_cmd"], ["grep"], ["grep"], ["edit_file"], ["run_terminal_cmd"], []], turns
    patterns = [json.loads(t[0].split(" ", 1)[1])["pattern"] for t in turns[1:3]]
    # the traceback shows only `assertIs(result, True)`; the test's body shows the call
    assert patterns == ["def test_include", "def match_file"]
    assert solver.unreachable is None
