"""A task whose suite is plain unittest, graded from its printed log in a real sandbox."""

from __future__ import annotations

from parity.envserver.sessions import LocalEnv
from parity.sandbox.workspace import text_patch
from parity.tasks.schema import TaskSpec, to_task
from tests.conftest import needs_bwrap

pytestmark = needs_bwrap

SHAPES = "def area(w, h):\n    return w * h\n\n\ndef perimeter(w, h):\n    return 2 * (w + h)\n"
BUGGY = SHAPES.replace("2 * (w + h)", "2 * w + h")
TESTS = '''import unittest

from shapes import area, perimeter


class ShapesTest(unittest.TestCase):
    def test_area(self):
        self.assertEqual(area(2, 3), 6)

    def test_perimeter(self):
        """Perimeter counts every side."""
        self.assertEqual(perimeter(2, 3), 10)
'''


async def test_unittest_task_graded_from_its_log(tmp_path, env_config):
    repo = tmp_path / "shapes"
    repo.mkdir()
    (repo / "shapes.py").write_text(SHAPES)
    (repo / "test_shapes.py").write_text(TESTS)
    spec = TaskSpec(
        id="shapes-1", repo=str(repo), problem_statement="perimeter(2, 3) is 7",
        bug_patch=text_patch("shapes.py", SHAPES, BUGGY),
        gold_patch=text_patch("shapes.py", BUGGY, SHAPES), test_files=["test_shapes.py"],
        test_command="python -m unittest -v", log_parser="unittest",
        # SWE-bench's django form (no method name in the parentheses), and a docstring id
        fail_to_pass=["test_perimeter (test_shapes.ShapesTest)",
                      "Perimeter counts every side."],
        pass_to_pass=["test_area (test_shapes.ShapesTest)"])
    task = to_task(spec)
    env = LocalEnv(env_config)
    try:
        gold = await env.grade_patch(task, task.gold_patch)
        assert gold.reward == 1.0, (gold.reasons, gold.output_tail)
        assert {t.test_id: t.outcome for t in gold.tests}[
            "test_area (test_shapes.ShapesTest)"] == "passed"
        noop = await env.grade_patch(task, "")
        assert noop.reward == 0.0
        assert any("2/2 FAIL_TO_PASS" in r and "(failed)" in r for r in noop.reasons), noop.reasons
        # code that prints every test as ok and kills the run before the runner's summary
        forge = ("\nimport os, signal\nfor t in ('test_area', 'test_perimeter'):\n"
                 "    print(t + ' (test_shapes.ShapesTest) ... ok', flush=True)\n"
                 "print('Perimeter counts every side. ... ok', flush=True)\n"
                 "os.kill(os.getpid(), signal.SIGKILL)\n")
        dies = text_patch("shapes.py", BUGGY, BUGGY + forge)
        died = await env.grade_patch(task, dies)
        assert died.reward == 0.0 and any("closing summary" in r for r in died.reasons)
    finally:
        await env.aclose()
