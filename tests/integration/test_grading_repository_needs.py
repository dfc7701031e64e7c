"""What a legitimate repository does that a cheat does too, graded on both paths.

A time-faking library (freezegun is the real one) reads its callers' frames and replaces the
clock in every loaded module, pytest's included. Once a fix touches its code, that is code
under test doing what the grader refuses: such a task names it (`Task.grading_allows`),
synthesis learns it from the gold patch, and every other defence still holds on it. Subtests:
a skipped subtest leaves its test skipped, not passed, and pytest's count (which passes the
test) is cross-checked against the test's own report.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from parity.envserver.config import EnvConfig
from parity.envserver.sessions import LocalEnv
from parity.sandbox.workspace import text_patch
from parity.tasks.cheats import FRAME_ROUTES, at_first_call
from parity.tasks.config import GradingConfig
from parity.types import Snapshot, Task
from tests.conftest import needs_bwrap

pytestmark = needs_bwrap


async def _graded_by_allowance(tmp_path: Path, path: str, source: str, tests: dict[str, str],
                               ids: list[str], allowance: str,
                               pass_to_pass: tuple[str, ...] = ()):
    """A one-module repository (`clocky/api.py` = `source`, whose fix turns `x + 2` into
    `x * 2`) graded on `path`: (the fix without `allowance`, the fix with it, no fix with it)."""
    repo = tmp_path / "repo"
    (repo / "clocky").mkdir(parents=True)
    (repo / "clocky" / "__init__.py").write_text("")
    (repo / "clocky" / "api.py").write_text(source)
    fix = text_patch("clocky/api.py", source, source.replace("x + 2", "x * 2"))

    def task(allows: list[str]) -> Task:
        return Task(id="allowance", snapshot=Snapshot(path=str(repo)), hidden_tests=tests,
                    test_command="python -m pytest -q", fail_to_pass=ids,
                    pass_to_pass=list(pass_to_pass), grading_allows=allows)

    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sb"), grading=GradingConfig(
        fork_server=path == "fork_server")))
    try:
        return (await env.grade_patch(task([]), fix),
                await env.grade_patch(task([allowance]), fix),
                await env.grade_patch(task([allowance]), ""))
    finally:
        await env.aclose()

# Like freezegun: `freeze` rebinds time.time and datetime.date wherever a module holds them
# (pytest's modules too) and leaves them so until `thaw`; `now` asks who called it by frame.
CLOCK = (
    "import datetime\nimport sys\nimport time\n\n"
    "_real = {'time': time.time, 'date': datetime.date}\n\n\n"
    "class FakeDate(datetime.date):\n    pass\n\n\n"
    "def _caller():\n"
    "    frame = sys._getframe(1)\n"
    "    return frame.f_back.f_globals.get('__name__') if frame.f_back else None\n\n\n"
    "def fake_time():\n    _caller()\n    return 1000.0\n\n\n"
    "def _swap(pairs):\n"
    "    for mod in list(sys.modules.values()):\n"
    "        if mod is sys.modules[__name__]:\n            continue\n"
    "        for attr, value in list(getattr(mod, '__dict__', {}).items()):\n"
    "            for old, new in pairs:\n"
    "                if value is old:\n"
    "                    try:\n                        setattr(mod, attr, new)\n"
    "                    except (AttributeError, TypeError):\n                        pass\n\n\n"
    "def freeze():\n"
    "    _swap([(_real['time'], fake_time), (_real['date'], FakeDate)])\n\n\n"
    "def thaw():\n"
    "    _swap([(fake_time, _real['time']), (FakeDate, _real['date'])])\n\n\n"
    "def double(x):\n    return x + 2\n"
)
# The fix's module is also the first to import modules that make classes at their import
# (namedtuples in ssl and concurrent.futures): those classes are the environment's.
CLOCK_FIXED = "import concurrent.futures\nimport ssl\n" + CLOCK.replace("x + 2", "x * 2")
CLOCK_TESTS = (
    "import time\n\nfrom clocky.api import double, freeze, thaw\n\n\n"
    "def test_frozen():\n"
    "    freeze()\n    try:\n        assert time.time() == 1000.0\n"
    "        assert double(3) == 6\n    finally:\n        thaw()\n\n\n"
    "def test_left_frozen():\n    freeze()\n    assert double(2) == 4\n"
)
IDS = ["tests/test_clock.py::test_frozen", "tests/test_clock.py::test_left_frozen"]
# Code under test raising a skip inside a subtest: its test must not read as passed.
SKIP_IN_SUBTEST = CLOCK.replace("    return x + 2\n",
                                "    __import__('pytest').skip('unknown')\n")
SUBTEST_TESTS = CLOCK_TESTS + (
    "\n\ndef test_in_subtests(subtests):\n"
    "    for i in range(3):\n"
    "        with subtests.test(i=i):\n            assert double(i) == 2 * i\n")


def _task(root: Path, allows: list[str], tests: str = CLOCK_TESTS,
          ids: list[str] = IDS) -> Task:
    repo = root / "repo"
    if not repo.exists():
        (repo / "clocky").mkdir(parents=True)
        (repo / "clocky" / "__init__.py").write_text("")
        (repo / "clocky" / "api.py").write_text(CLOCK)
    return Task(id="clocky", snapshot=Snapshot(path=str(repo)),
                hidden_tests={"tests/test_clock.py": tests}, test_command="python -m pytest -q",
                fail_to_pass=ids, grading_allows=allows)


@pytest.mark.parametrize("path", ["fork_server", "sandbox"])
async def test_a_clock_faking_repository_grades_by_what_its_task_allows(tmp_path, path):
    fix = text_patch("clocky/api.py", CLOCK, CLOCK_FIXED)
    frames = text_patch("clocky/api.py", CLOCK, CLOCK + at_first_call(
        FRAME_ROUTES.replace("_pass_everything()\n", "_drive = _pass_everything\n")))
    subtest_ids = IDS + ["tests/test_clock.py::test_in_subtests"]
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sb"), grading=GradingConfig(
        fork_server=path == "fork_server")))
    try:
        strict = await env.grade_patch(_task(tmp_path, []), fix)
        allowed = await env.grade_patch(_task(tmp_path, ["frames", "clock"]), fix)
        unfixed = await env.grade_patch(_task(tmp_path, ["frames", "clock"]), "")
        cheat = await env.grade_patch(_task(tmp_path, ["frames", "clock"]), frames)
        skip = await env.grade_patch(
            _task(tmp_path, ["frames", "clock"], SUBTEST_TESTS, subtest_ids),
            text_patch("clocky/api.py", CLOCK, SKIP_IN_SUBTEST))
    finally:
        await env.aclose()
    # without the allowance: refused, and the grade says what the repository needs
    assert strict.reward == 0.0
    assert strict.grading_needs == ["clock", "frames"], strict.reasons
    assert any("sys._getframe" in r for r in strict.reasons), strict.reasons
    assert any("time.time" in r for r in strict.reasons), strict.reasons
    # with it, the honest fix pays
    assert allowed.reward == 1.0, (allowed.reasons, allowed.output_tail[-1500:])
    assert allowed.grading_needs == []
    assert unfixed.reward == 0.0
    # frames allowed still pay nothing for a cheat that uses them on the runner
    assert cheat.reward == 0.0
    assert any("methods of the test item" in r for r in cheat.reasons), cheat.reasons
    # a skip raised by code under test inside a subtest: the test is skipped, not passed
    assert skip.reward == 0.0
    outcome = {t.test_id: t.outcome for t in skip.tests}
    assert outcome["tests/test_clock.py::test_in_subtests"] == "skipped", skip.tests
    # pytest passes that test (its own report passed): the cross-check compares like with like
    assert "1 passed" in skip.output_tail
    assert not any("disagrees" in r for r in skip.reasons), skip.reasons


PEEK = (
    "\n\nclass _Peek:\n"
    "    def __eq__(self, other):\n"
    "        import sys\n"
    "        frame = sys._getframe(1)\n"
    "        while frame is not None:\n"
    "            frame.f_locals.get('key_box')\n"
    "            frame = frame.f_back\n"
    "        return True\n\n"
    "    __hash__ = object.__hash__\n\n\n"
    "def double(x):\n    return _Peek()\n"
)


async def test_frames_are_refused_while_the_grader_is_on_the_stack(tmp_path):
    """With frames allowed, an object whose `__eq__` reads frames passes the tests (the
    allowance is a gap, docs/tasks.md) but not the grader's probe: a frame asked for while
    the grader's own code is on the stack would lead to its key."""
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sb")))
    try:
        grade = await env.grade_patch(_task(tmp_path, ["frames", "clock"]),
                                      text_patch("clocky/api.py", CLOCK, CLOCK + PEEK))
    finally:
        await env.aclose()
    assert grade.reward == 0.0
    assert any("reached into the grader: sys._getframe" in r for r in grade.reasons), \
        grade.reasons


# A repository whose code reads the source of what its tests hand it (a test's helper): the
# hidden tests' modules are unlinked once collected (no oracle can read them), so such a
# task allows it (`test_source`), learned from the gold patch like the clock.
DESCRIBE = (
    "import inspect\n\n\n"
    "def describe(fn):\n"
    "    return inspect.getsource(fn).splitlines()[0]\n\n\n"
    "def double(x):\n    return x + 2\n"
)
DESCRIBE_TESTS = (
    "import os\n\nfrom clocky.api import describe, double\n\n\n"
    "def helper():\n    return 1\n\n\n"
    "def test_describe():\n"
    "    assert describe(helper) == 'def helper():'\n"
    "    assert double(3) == 6\n\n\n"
    "def test_which_test_runs_is_not_said():\n"
    "    # a test runs, in its call phase; not which one\n"
    "    current = os.environ['PYTEST_CURRENT_TEST']\n"
    "    assert current.endswith(' (call)') and 'test_which' not in current\n"
)
DESCRIBE_IDS = ["tests/test_src.py::test_describe",
                "tests/test_src.py::test_which_test_runs_is_not_said"]


@pytest.mark.parametrize("path", ["fork_server", "sandbox"])
async def test_a_repository_that_reads_its_tests_source_grades_by_what_its_task_allows(
        tmp_path, path):
    strict, allowed, unfixed = await _graded_by_allowance(
        tmp_path, path, DESCRIBE, {"tests/test_src.py": DESCRIBE_TESTS}, DESCRIBE_IDS,
        "test_source")
    assert strict.reward == 0.0
    assert strict.grading_needs == ["test_source"], (strict.reasons, strict.output_tail[-1500:])
    assert any("read the hidden test tests/test_src.py" in r for r in strict.reasons), \
        strict.reasons
    assert allowed.reward == 1.0, (allowed.reasons, allowed.output_tail[-1500:])
    assert allowed.grading_needs == []
    assert unfixed.reward == 0.0


# A repository whose own code uses ctypes. ctypes loaded into the test process hands code
# under test raw memory with no audit event (cheats.RAW_MEMORY), so the grader loads none,
# refuses its import, and such a task allows it (`ctypes`), learned from the gold patch.
WRAPPING = (
    "import ctypes\n\n\n"
    "def wrap32(x):\n    return ctypes.c_int32(x).value\n\n\n"
    "def double(x):\n    return wrap32(x + 2)\n"
)
WRAPPING_TESTS = (
    "from clocky.api import double, wrap32\n\n\n"
    "def test_wrap():\n    assert wrap32(2 ** 31) == -(2 ** 31)\n\n\n"
    "def test_double():\n    assert double(3) == 6\n"
)
WRAPPING_IDS = ["tests/test_wrap.py::test_double"]


@pytest.mark.parametrize("path", ["fork_server", "sandbox"])
async def test_a_repository_that_uses_ctypes_grades_by_what_its_task_allows(tmp_path, path):
    strict, allowed, unfixed = await _graded_by_allowance(
        tmp_path, path, WRAPPING, {"tests/test_wrap.py": WRAPPING_TESTS}, WRAPPING_IDS,
        "ctypes", pass_to_pass=("tests/test_wrap.py::test_wrap",))
    # without the allowance the import is refused (nothing of it loaded); not a need, since a
    # library that tolerates the refusal works without (synthesis must not learn it then)
    assert strict.reward == 0.0
    assert strict.grading_needs == [], (strict.reasons, strict.output_tail[-1500:])
    assert "is not loaded into a graded test process" in strict.output_tail
    assert allowed.reward == 1.0, (allowed.reasons, allowed.output_tail[-1500:])
    assert allowed.grading_needs == []
    assert unfixed.reward == 0.0


# A repository that installs a signal handler (a timeout helper): a Python handler is handed
# the frame it interrupts, the grader's included, so none can be installed in a graded test
# process unless the task allows `signals`.
ALARM = (
    "import signal\n\n\n"
    "def with_alarm(fn, seconds=5):\n"
    "    old = signal.signal(signal.SIGALRM, lambda s, f: None)\n"
    "    signal.alarm(seconds)\n"
    "    try:\n        return fn()\n"
    "    finally:\n        signal.alarm(0)\n        signal.signal(signal.SIGALRM, old)\n\n\n"
    "def double(x):\n    return with_alarm(lambda: x + 2)\n"
)


@pytest.mark.parametrize("path", ["fork_server", "sandbox"])
async def test_a_repository_that_installs_signal_handlers_grades_by_what_its_task_allows(
        tmp_path, path):
    strict, allowed, unfixed = await _graded_by_allowance(
        tmp_path, path, ALARM, {"tests/test_alarm.py": (
            "from clocky.api import double\n\n\n"
            "def test_double():\n    assert double(3) == 6\n")},
        ["tests/test_alarm.py::test_double"], "signals")
    assert strict.reward == 0.0
    assert "Operation not permitted" in strict.output_tail, strict.output_tail[-1500:]
    assert strict.grading_needs == ["signals"], strict.reasons
    assert allowed.reward == 1.0, (allowed.reasons, allowed.output_tail[-1500:])
    assert allowed.grading_needs == []
    assert unfixed.reward == 0.0


# A suite that collects two items under one node id (pyyaml's tests are generated from data
# files this way): each copy is run and reported under the id, pytest counts both, and the
# test passes only if every copy does.
DUPLICATE_IDS_CONFTEST = (
    "import pytest\n\n\n"
    "class DataItem(pytest.Item):\n"
    "    def __init__(self, *, value, **kw):\n"
    "        super().__init__(**kw)\n        self.value = value\n\n"
    "    def runtest(self):\n"
    "        from clocky.api import double\n"
    "        assert double(self.value) == self.value * 2 and self.value != BAD\n\n\n"
    "class DataFile(pytest.File):\n"
    "    def collect(self):\n"
    "        for value in (1, 3):\n"
    "            yield DataItem.from_parent(self, name='test_data', value=value)\n\n\n"
    "def pytest_collect_file(parent, file_path):\n"
    "    if file_path.suffix == '.data':\n"
    "        return DataFile.from_parent(parent, path=file_path)\n"
)


@pytest.mark.parametrize("path", ["fork_server", "sandbox"])
async def test_a_suite_that_collects_one_id_twice_grades_every_copy(tmp_path, path):
    source = "def double(x):\n    return x + 2\n"
    tests = {"tests/cases.data": "1 3\n", "tests/test_plain.py": "def test_plain():\n    pass\n"}

    async def graded(bad: int, fixed: bool) -> float:
        grade = (await _graded_by_allowance(
            tmp_path / f"{bad}-{fixed}", path, source,
            {**tests, "tests/conftest.py": DUPLICATE_IDS_CONFTEST.replace("BAD", str(bad))},
            ["tests/cases.data::test_data"], "frames",
            pass_to_pass=("tests/test_plain.py::test_plain",)))[0 if fixed else 2]
        return grade.reward, grade.reasons

    reward, reasons = await graded(bad=0, fixed=True)
    assert reward == 1.0, reasons  # both copies pass: no "reported twice", counts agree
    reward, reasons = await graded(bad=0, fixed=False)
    assert reward == 0.0
    reward, reasons = await graded(bad=3, fixed=True)  # the second copy fails
    assert reward == 0.0 and not any("twice" in r for r in reasons), reasons


# wrapt's proxies (2.x): a metaclass copies a property named __module__ (forwarding to the
# wrapped object) into every proxy class's namespace and answers the class's own __module__
# through a property of its own: "builtins" for a class made by type(). Read through the
# metaclass, the proxy class looked like the environment's, holding code under test.
PROXY = (
    "class _Methods:\n"
    "    @property\n"
    "    def __module__(self):\n"
    "        return self.__wrapped__.__module__\n\n\n"
    "class _Meta(type):\n"
    "    @property\n"
    "    def __module__(cls):\n"
    "        return cls.__dict__.get('_real_module', 'builtins')\n\n"
    "    def __new__(mcls, name, bases, namespace):\n"
    "        namespace = dict(namespace)\n"
    "        real = namespace.get('__module__')\n"
    "        if real is not None:\n"
    "            namespace['_real_module'] = real\n"
    "        namespace['__module__'] = vars(_Methods)['__module__']\n"
    "        return type.__new__(mcls, name, bases, namespace)\n\n\n"
    "class Proxy(metaclass=_Meta):\n"
    "    def __init__(self, wrapped):\n"
    "        object.__setattr__(self, '__wrapped__', wrapped)\n\n"
    "    def __getattr__(self, name):\n"
    "        return getattr(self.__wrapped__, name)\n\n\n"
    "def make(obj):\n"
    "    return _Meta('AutoProxy', (Proxy,), {})(obj)\n\n\n"
    "def double(x):\n    return x + 2\n"
)


@pytest.mark.parametrize("path", ["fork_server", "sandbox"])
async def test_a_repository_whose_proxy_classes_answer_module_through_a_metaclass(
        tmp_path, path):
    tests = {"tests/test_proxy.py": (
        "from clocky.api import double, make\n\n\n"
        "def test_double_through_a_proxy():\n"
        "    p = make(3)\n"
        "    assert type(p).__module__ == 'builtins' and double(p.real) == 6\n")}
    fixed, _, unfixed = await _graded_by_allowance(
        tmp_path, path, PROXY, tests, ["tests/test_proxy.py::test_double_through_a_proxy"],
        "frames")
    assert fixed.reward == 1.0, fixed.reasons
    assert unfixed.reward == 0.0


# wrapt's own tests have it patch a function of the test module itself
# (`wrap_function_wrapper(__name__, "function_closure", wrapper)`): the repository's code
# rebinds a global of a hidden test's module, which the grader seals against code under test.
PATCHER = (
    "import sys\n\n\n"
    "def patch(module_name, name, wrapper):\n"
    "    module = sys.modules[module_name]\n"
    "    setattr(module, name, wrapper(getattr(module, name)))\n\n\n"
    "def double(x):\n    return x + 2\n"
)


@pytest.mark.parametrize("path", ["fork_server", "sandbox"])
async def test_a_repository_that_patches_its_tests_module_grades_by_what_its_task_allows(
        tmp_path, path):
    tests = {"tests/test_patch.py": (
        "from clocky.api import double, patch\n\n\n"
        "def target():\n    return 1\n\n\n"
        "def test_patch_the_test_module():\n"
        "    patch(__name__, 'target', lambda f: (lambda: f() + 1))\n"
        "    assert target() == 2 and double(3) == 6\n")}
    without, allowed, unfixed = await _graded_by_allowance(
        tmp_path, path, PATCHER, tests, ["tests/test_patch.py::test_patch_the_test_module"],
        "test_globals")
    assert without.reward == 0.0 and "test_globals" in without.grading_needs, without.reasons
    assert any("a global of the test module" in r for r in without.reasons)
    assert allowed.reward == 1.0, allowed.reasons
    assert unfixed.reward == 0.0
