"""A pytest plugin copied into a grading workspace: it reports each test's outcome, and what it
saw of the run, to the grader on a channel the code under test can neither write nor imitate.

Code under test runs in this process, so anything this process can write it can forge: a
report file, a summary line, the exit code. The verdict is therefore sealed: the grader hands
this plugin a fresh key before any code of the workspace is imported (read from a descriptor
and the key file unlinked on the slow path; in the forked child's memory on the fork server),
and the report is written with an HMAC-SHA256 of its body under that key. The key and
everything the verdict is made of (each test's outcome, the flags, the record of what the
runner looked like at start) live only in the closure of a Python audit hook (PEP 578,
`sys.addaudithook`): no module attribute, no frame of pytest and no plugin refers to it, and
the interpreter keeps hooks where no Python code can list or remove them. The plugin's pytest
hooks hand their arguments to it as audit events (`parity.grade.*`), which it accepts only
from the plugin's own code objects, called by pytest's own code, in pytest's order (one
session, one test at a time, one report per phase). The same payload names the tests to run:
the plugin adds their ids to pytest's arguments before pytest parses them for good, so that no
command line carries them (a large suite's ids outgrow the 128 KiB one argument may hold) and
no file of the workspace chooses them.

The only ways to the hook's closure are the garbage collector, frames, tracing, raw memory
and this process's memory from another one. The hook sees each of those as an audit event
and refuses it (PermissionError, and a flag that pays 0) when it comes from code under test:
a frame whose file is in the workspace and was changed by the agent or during the run (its
ctime is after the grader's clock file), a file outside both workspace and environment, or
code compiled at run time by such code. Refused, for code under test:

  - `gc.get_objects`/`get_referrers`/`get_referents`, `sys._current_frames`, `sys.settrace`,
    `sys.setprofile`, `sys.addaudithook`, `marshal.loads` outside the import system; and
    called by it directly, `ctypes.*`, `code.__new__` (also `code.replace`),
    `function.__new__`. The collector is also refused to any library (a thread or a finalizer
    of code under test runs builtins with no frame of it on the stack), and a collection that
    starts inside the hook's own work has its finalizers judged;
  - a frame: `sys._getframe`, `tb_frame`, `gi_frame`, `cr_frame`, `ag_frame` (through
    `inspect`, `traceback`'s walkers or pytest's own helpers as well; logging, typing and
    other libraries that read a name off a frame and hand none out are left alone);
  - assigning `__code__` to any function, or an attribute of one of pytest's classes;
  - `compile` under the name of an existing file with other source than that file's;
  - for anyone: opening a `.pyc` outside the environment (the import system then compiles
    the source: no planted bytecode), `/proc/*/mem`, or a file of the grader's directory.

This process is also made non-dumpable (by a library the grader preloads, grade_preload.c), so
another process of the sandbox (same uid) cannot read its memory or attach to it; and no
foreign function interface is loaded into it (FFI_MODULES: an import is refused, a library
mapped by another route is flagged) unless the task allows CTYPES, since ctypes' classes
give anyone raw memory with no audit event. Nor can a Python signal handler be installed
once it is armed (the preload refuses Python's handler to sigaction; SIGNALS allows it): a
handler is handed the frame it interrupts, the grader's own included. The hook then checks the runner by content before every
test and at the end: every function of pytest, pluggy, this plugin, the plugins loaded at
start and `builtins` still bound where it was, with the same code object (immutable, so the
same content), defaults and closure; each test item with the function it was collected with
and no method shadowed on the instance. At the end it lists every plugin registered after
start and every hook implementation, by where their code comes from (a hook claiming the
environment must be a code object of the environment's own modules: a forged `__file__` or
`co_filename` does not pass); conftests and plugins from the workspace are named for the
host, which pays only if each is byte-identical to the repository's own (or to a hidden
test). And it probes for objects that equal anything: classes whose code is code under test,
whatever module they claim, and every object the changed modules refer to
(`unittest.mock.ANY` included), each compared with values it cannot know in advance.

No oracle: the hidden tests' modules (`hide` in the payload) are unlinked once collection
has imported them, so neither code under test nor a process it starts can read what a test
expects; linecache holds no copy of them, and PYTEST_CURRENT_TEST names no test.

A task whose repository itself reads frames, replaces the clock (freezegun) or reads its
tests' source or needs ctypes allows that (`allow` in the payload: FRAMES, CLOCK,
TEST_SOURCE, CTYPES below); what the run's code under test did that the
task did not allow is sealed as `needs`, for synthesis to learn a repository's list from its
own code. What is still out of reach is in docs/tasks.md ("What grading does not catch"). Standalone
(imports nothing from parity): it runs inside the sandbox.

PYTEST_DONT_REWRITE: it has no asserts, and the grading fork server imports it before pytest
could rewrite it (pytest would warn about that, and the warning would show in the summary).
"""

import _thread
import ast
import datetime
import functools
import gc
import hashlib
import hmac
import importlib.util
import json
import linecache
import os
import signal
import site
import sys
import sysconfig
import time
import types

import pluggy
import pytest

KEY_FD_VAR = "PARITY_GRADE_KEY_FD"
KEY_FILE_VAR = "PARITY_GRADE_KEY_FILE"
ARM_NAME = "arm"
REPORT_NAME = "report.json"
CLOCK_NAME = "clock"
EVENT = "parity.grade."
PR_SET_DUMPABLE = 4
RUNNER_PACKAGES = ("pytest", "_pytest", "pluggy")
# Checked before every test as well (the rest after collection and at the end): the modules
# that run a test, make and record its report, and decide its outcome.
HOT_MODULES = ("pytest", "_pytest.runner", "_pytest.python", "_pytest.reports", "_pytest.main",
               "_pytest.fixtures", "_pytest.outcomes", "_pytest.raises", "_pytest.python_api",
               "_pytest.nodes", "_pytest.skipping", "_pytest.unittest", "_pytest.assertion",
               "pluggy", "builtins", __name__)
DATA_TYPES = (int, float, complex, str, bytes, bool, type(None), tuple, list, dict, set,
              frozenset)
LIBRARY_TYPES = (types.FunctionType, types.BuiltinFunctionType, type)
# A test module's globals sealed after collection: what its tests call (`pytest.raises`, a
# helper of its own, `isclose`), which no test of a real suite rebinds for the next one
SEALED_TYPES = (types.ModuleType, types.FunctionType, types.BuiltinFunctionType, type)
# Who asked, where no code under test is on the stack
NO_ASKER = "(no code under test on the stack: a library, a callback or a thread ran it)"
FRAME_ATTRS = frozenset({"tb_frame", "gi_frame", "cr_frame", "ag_frame"})
# Refused to code under test wherever they are called from.
REACH_EVENTS = frozenset({"gc.get_objects", "gc.get_referrers", "gc.get_referents",
                          "sys._current_frames", "sys.addaudithook"})
# ...and refused to a library calling them (a callback of code under test reaches them so)
COLLECTOR_EVENTS = frozenset({"gc.get_objects", "gc.get_referrers", "gc.get_referents"})
# Refused when code under test calls them itself (the standard library makes code objects
# for its own ends: `types.coroutine` does at the import of asyncio).
MAKE_EVENTS = frozenset({"code.__new__", "function.__new__"})
TRACE_EVENTS = frozenset({"sys.settrace", "sys.setprofile"})
WATCHED = REACH_EVENTS | MAKE_EVENTS | TRACE_EVENTS | frozenset({
    "sys._getframe", "object.__getattr__", "object.__setattr__", "compile", "exec", "open",
    "marshal.loads", "marshal.load", "os.rename", "os.link", "os.symlink"})
# Standard modules that hand frames to their caller (the rest read a name off a frame and
# return none): a frame event from them is judged by who called them.
FRAME_GIVERS = ("inspect.py", "traceback.py", "bdb.py", "pdb.py", "cgitb.py")
TRACEBACK_WALKERS = frozenset({"walk_stack", "walk_tb", "_walk_tb_with_full_positions"})
PROBE_LIMIT = 20
# Modules that hand out raw memory: a foreign function interface (ctypes' and cffi's C halves)
# or CPython's test API. Loaded into the test process, their classes hang off
# object.__subclasses__() for anyone, import or not, and read and write any address with no
# audit event; so none is loaded unless the task allows CTYPES (an import of one is refused,
# under any package name: the extension's init function is named by the last part). The
# process is made non-dumpable by a preloaded library instead (grade_preload.c).
FFI_MODULES = frozenset({"_ctypes", "_cffi_backend", "_testcapi", "_testinternalcapi"})
# ...and whatever loaded one of them under another name maps its library: checked by file
FFI_LIBRARIES = ("libffi.so", "/_ctypes.", "/_cffi_backend.", "/_testcapi.",
                 "/_testinternalcapi.")
NONDUMPABLE_VAR = "PARITY_GRADE_NONDUMPABLE"  # the preloaded library's path, set by the grader
# What a task may let its code under test do, because the repository's own code does it (a
# time-faking library such as freezegun reads its callers' frames and rebinds the clock in
# every loaded module). Task.grading_allows names them; synthesis learns them from the
# repository's own code (the gold patch), never from an agent.
FRAMES = "frames"  # sys._getframe, when no frame of this plugin is on the stack
CLOCK = "clock"  # a binding of one of _CLOCKS (in pytest's modules or the library) replaced
# the hidden tests' files left readable after collection (a repository that reads the source
# of functions its tests define: `inspect.getsource` on a test's callback)
TEST_SOURCE = "test_source"
CTYPES = "ctypes"  # a foreign function interface in the test process (FFI_MODULES)
SIGNALS = "signals"  # Python signal handlers installed once the run has started
# the globals of the hidden tests' modules rebound during the run (wrapt's own tests have it
# patch functions of the test module: `wrap_function_wrapper(__name__, "f", wrapper)`)
TEST_GLOBALS = "test_globals"
ALLOWANCES = frozenset({FRAMES, CLOCK, TEST_SOURCE, CTYPES, SIGNALS, TEST_GLOBALS})
# Set with os.putenv, answered by the preloaded library (grade_preload.c): from then on no
# Python signal handler can be installed in this process, by anyone
LOCK_SIGNALS_VAR = "PARITY_GRADE_LOCK_SIGNALS"
LOCK_DLOPEN_VAR = "PARITY_GRADE_LOCK_DLOPEN"
# Shared objects load from the environment's directories and the system's only, once the
# plugin is armed (grade_preload.c): a Python extension module is native code in this process.
SYSTEM_LIBRARY_DIRS = ("/usr/", "/lib/", "/lib64/")
SIGNALS_REFUSED_VAR = "PARITY_GRADE_SIGNALS_REFUSED"  # os.putenv fails: one refused since the last ask
# What PYTEST_CURRENT_TEST says during a test (pytest sets "<node id> (<phase>)"): that a test
# runs and in which phase, not which one
HIDDEN_TEST = "(a test; which is the grader's)"
# Taken at import, before any code of the workspace: what `clock` lets code under test replace.
_CLOCKS = (time.time, time.time_ns, time.monotonic, time.monotonic_ns, time.perf_counter,
           time.perf_counter_ns, time.process_time, time.localtime, time.gmtime, time.strftime,
           time.asctime, time.ctime, datetime.datetime, datetime.date)


def _is_clock(value):
    return any(value is c for c in _CLOCKS)


def _base_roots():
    """The environment's directories (computed at import: a fork server's children share it)."""
    roots = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix,
             os.path.dirname(os.path.abspath(__file__))}
    roots.update(p for p in sysconfig.get_paths().values() if p)
    roots.update(site.getsitepackages())
    return frozenset(roots)


_BASE_ROOTS = _base_roots()


def _environment_roots(plugin_dir):
    roots = {r for r in (*_BASE_ROOTS, plugin_dir) if r}
    roots |= {os.path.realpath(r) for r in roots}  # as written and as resolved
    return tuple(sorted(r.rstrip("/") + "/" for r in roots))


def _where(path, workspace, env_roots, own_files=frozenset(), realpath=os.path.realpath):
    """'environment', 'workspace' or 'elsewhere' for a code or module file. Both the path as
    written and as resolved must lie in the environment: the workspace can hold a symlink
    into the environment, swapped in after a module was imported through a real directory
    of the same name. This plugin's own file is the environment's wherever it was copied
    (on the slow path, into the grader's directory in the workspace: nothing else there is)."""
    if not path or (path.startswith("<") and path.endswith(">")):
        return "environment"  # builtin or frozen
    spelled = os.path.abspath(path)
    real = realpath(spelled)
    if spelled in own_files or real in own_files:
        return "environment"
    if any(p.startswith(workspace) or p == workspace[:-1] for p in (spelled, real)):
        return "workspace"
    if spelled.startswith(env_roots) and real.startswith(env_roots):
        return "environment"
    return "elsewhere"


def _runner_dirs():
    return tuple(os.path.dirname(m.__file__) + "/" for m in (pytest, pluggy)) + (
        os.path.dirname(os.path.dirname(pytest.__file__)) + "/_pytest/",)


def _fingerprint(value):
    """What a binding runs: the object, and for a function its code object (immutable: the
    same object is the same content), defaults and closure cells."""
    fn = value
    if isinstance(fn, (staticmethod, classmethod)):
        fn = fn.__func__
    if isinstance(fn, property):
        return (value, fn.fget, fn.fset, fn.fdel)
    if not isinstance(fn, types.FunctionType):
        return (value,)
    cells = []
    for cell in fn.__closure__ or ():
        try:
            cells.append(cell.cell_contents)
        except ValueError:  # an empty cell
            cells.append(None)
    return (value, fn.__code__, fn.__defaults__, fn.__kwdefaults__, *cells)


def _same(a, b):
    return len(a) == len(b) and all(x is y for x, y in zip(a, b, strict=True))


def _bindings(mods):
    """(owner, ((attribute, fingerprint), ...)) for every non-data attribute of those modules
    and of the classes they define. Raw attributes (vars), not getattr: a classmethod is a
    new bound object on every access."""
    out = []
    for name, mod in mods.items():
        own = []
        for attr, value in list(vars(mod).items()):
            if isinstance(value, DATA_TYPES) or isinstance(value, types.ModuleType):
                continue
            own.append((attr, _fingerprint(value)))
            if isinstance(value, type) and getattr(value, "__module__", None) == name \
                    and name != "builtins":
                members = tuple((a, _fingerprint(v)) for a, v in list(vars(value).items())
                                if not isinstance(v, DATA_TYPES))
                out.append((value, members))
        out.append((mod, tuple(own)))
    return out


def _code_ids(code, into):
    into.add(id(code))
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            _code_ids(c, into)


def _functions_of(obj):
    """Plain functions held by a module or class namespace (methods unwrapped)."""
    for value in list(vars(obj).values()):
        if isinstance(value, (staticmethod, classmethod)):
            value = value.__func__
        if isinstance(value, property):
            yield from (f for f in (value.fget, value.fset, value.fdel)
                        if isinstance(f, types.FunctionType))
        elif isinstance(value, types.FunctionType):
            yield value


def arm(payload, plugin_dir):
    """Install the hook that holds the key and makes the verdict. `payload` (JSON bytes):
    {"key": hex, "changed": [paths the agent's patch touched], "select": [the test ids to
    run]}; `plugin_dir`: the grader's directory in the workspace (report and clock file).
    Once per process."""
    if _ARMED:
        raise RuntimeError("the grade report is armed already")
    spec = json.loads(payload)
    key = bytes.fromhex(spec.pop("key"))
    allow = frozenset(spec.get("allow", ())) & ALLOWANCES
    needs = set()  # what this run's code under test did that `allow` would have let it
    plugin_dir = os.path.realpath(plugin_dir)
    workspace = os.path.dirname(plugin_dir) + "/"
    report_path = os.path.join(plugin_dir, REPORT_NAME)
    clock_ns = os.stat(os.path.join(plugin_dir, CLOCK_NAME)).st_ctime_ns
    changed = frozenset(spec["changed"])
    hide = frozenset(str(rel) for rel in spec.get("hide", ()))  # the hidden tests' files
    select = [str(test_id) for test_id in spec.get("select", ())]
    # not the grader's directory, nor anything else in the workspace, as a whole
    env_roots = tuple(r for r in _environment_roots(plugin_dir) if not r.startswith(workspace))
    runner_dirs = _runner_dirs()
    ctypes_dir = os.path.join(sysconfig.get_paths()["stdlib"], "ctypes") + "/"
    main_thread = _thread.get_ident()
    rewriter_code = _rewriter_code()
    grader_dir = plugin_dir + "/"
    own_files = frozenset({os.path.realpath(__file__), os.path.abspath(__file__)})
    grader_files = frozenset(os.path.join(plugin_dir, n) for n in (REPORT_NAME, CLOCK_NAME, ARM_NAME))
    me = sys.modules[__name__]
    genuine = {name: getattr(me, name).__code__ for name in _HOOKS}
    own_code = set()  # every code object of this module, the hook's closures included
    for fn in _functions_of(me):
        _code_ids(fn.__code__, own_code)
    busy = set()  # threads inside the hook's own work (its own events are not judged)
    collecting = set()  # threads inside a garbage collection (gc.callbacks: `collection`)
    gc_callbacks = gc.callbacks  # the collector's own list (rebinding the name changes nothing)
    judging = set()  # threads judging an event a finalizer raised inside the hook's work
    key_box = [key]
    del key, spec, payload
    flags = []
    results = {}  # nodeid -> (outcome, message)
    seen_phases = {}  # (nodeid, phase) -> reports of it so far
    # How many items pytest collected under each node id: a suite can collect two items with
    # one id (pyyaml's generated tests), and each is run and reported under it.
    collected_ids = {}
    passed_reports = set()  # (nodeid, copy) whose own call report passed (pytest's "passed" count)
    marked = {}  # id -> code compiled at run time by code under test (kept alive)
    trust_cache = {}
    places = {}  # code file -> "environment" or "elsewhere"
    env_code_ids = {}  # resolved file -> ids of the code objects of the modules loaded from it
    reported = set()
    valid_signals = sorted(signal.valid_signals())
    real_dirs = {}
    state = {"current": None, "sessions": 0, "finished": False}
    hidden_sources = {}  # realpath -> workspace-relative path, of the files unlinked
    lazy_names = {}  # the names linecache knows them by -> workspace-relative path
    record = {}  # set at "start": what the runner looked like before any workspace code
    # Nothing else in this sandbox runs as another user: non-dumpable, no other process of it
    # can read this one's memory or attach to it (/proc/<pid>/mem, ptrace). The grader
    # preloads a library that does it before Python starts; without it (a task image's own
    # Python, no C compiler where the tools layer was built) ctypes does it here, and the
    # raw-memory route of FFI_MODULES stays open for this grade (docs/tasks.md).
    grader_ffi = not _nondumpable_preloaded()
    signals_locked = False
    if grader_ffi:
        why = _nondumpable_by_ctypes()
        if why:
            flags.append(why)
    elif SIGNALS not in allow:
        # A Python signal handler is handed the frame it interrupts (no audit event), the
        # grader's own included, and a timer fires it anywhere: none is installed from here
        # on (the preload refuses Python's handler to sigaction), so the one code under test
        # would need cannot exist. Without the preload, check_signals flags it afterwards.
        why = _lock_signals()
        if why:
            flags.append(why)
        signals_locked = why is None
    if not grader_ffi and CTYPES not in allow:
        # Native code from the workspace or any writable place (an extension module code
        # under test built with the sandbox's compiler, or brought in its patch) would hold
        # this process's memory: from here on the preload opens shared objects from the
        # environment and the system only (an import of one elsewhere raises ImportError).
        why = _lock_dlopen(env_roots)
        if why:
            flags.append(why)

    def flag(why):
        why = str(why)[:400]
        if why not in flags and len(flags) < 50:
            flags.append(why)

    # -- who is asking --------------------------------------------------------------------

    def realpath(path):
        head, tail = os.path.split(path)
        real = real_dirs.get(head)
        if real is None:
            real = real_dirs[head] = os.path.realpath(head)
        return os.path.join(real, tail) if tail else real

    def where(path):
        return _where(path, workspace, env_roots, own_files, realpath)

    def trusted_file(path):
        """A workspace file neither touched by the agent's patch nor written during the run
        (ctime after the clock file's: a ctime cannot be set back)."""
        rel = path[len(workspace):] if path.startswith(workspace) else path
        hit = trust_cache.get(rel)
        if hit is not None:
            return hit
        if workspace + rel in hidden_sources:
            # a hidden test's module, unlinked once collected (hide_sources); a file made
            # there since is not it
            if not os.path.lexists(workspace + rel):
                return True
            trust_cache[rel] = False
            return False
        try:
            st = os.stat(workspace + rel)
            lst = os.lstat(workspace + rel)
            ok = (rel not in changed and st.st_ctime_ns <= clock_ns
                  and lst.st_ctime_ns <= clock_ns)
        except OSError:
            ok = False
        if not ok:  # a file found untrusted stays so; a trusted one is looked at again
            trust_cache[rel] = False
        return ok

    def judge_file(fn):
        """None: not code under test (the environment, or a name that is no file); else
        (file, trusted)."""
        if not fn.startswith("/"):
            return None
        w = places.get(fn)
        if w is None:
            w = where(fn)
            if w != "workspace" and len(places) < 100_000:  # only workspace trust changes
                places[fn] = w
        if w == "environment":
            return None
        if w == "elsewhere":
            return fn, False
        real = realpath(os.path.abspath(fn))
        rel = real[len(workspace):] if real.startswith(workspace) else fn[len(workspace):]
        return rel, trusted_file(workspace + rel)

    def written_during_run(path):
        """A file changed after the grader's clock (a doctest in a module the agent fixed is
        not: that was written before the run)."""
        try:
            return max(os.stat(path).st_ctime_ns, os.lstat(path).st_ctime_ns) > clock_ns
        except OSError:
            return True

    def judge_code(code):
        """judge_file of where the code comes from; code compiled at run time by code under
        test is code under test, whatever name it was given."""
        if id(code) in marked:
            return code.co_filename, False
        return judge_file(code.co_filename)

    def judge_asker(code):
        """judge_code, for code that asks for something (a frame, the collector, a code
        object, ctypes): code that no Python file of its name holds answers as code under
        test. Compiled at run time under no file's name (`<string>`, `<doctest ...>`; the
        frozen standard library excepted) or a file that is not Python source, which code
        wrote it cannot be known: a thread or a callback of the standard library can run it
        with no frame of code under test above it (`Thread(target=exec, args=(source,))`)."""
        verdict = judge_code(code)
        if verdict is None:
            fn = code.co_filename
            if not fn.startswith("<frozen ") and not fn.endswith((".py", ".pyw")):
                return fn, False
        return verdict

    def nearest(frame, imports_stop=False):
        """The nearest frame of code under test on the stack: (file, trusted), or None.
        `imports_stop`: the body of an environment module being imported acts for itself,
        not for whoever imported it (the classes `concurrent.futures` makes at its import
        are the environment's, even when a changed module is the first to import it)."""
        below = None
        while frame is not None:
            code = frame.f_code
            if imports_stop and below is not None and below.co_name == "<module>" and \
                    below.co_filename.startswith("/") and \
                    code.co_name == "_call_with_frames_removed" and \
                    code.co_filename.startswith("<frozen importlib"):
                return None
            verdict = judge_asker(code)
            if verdict is not None:
                return verdict
            below = code
            frame = frame.f_back
        return None

    def laundered(frame):
        """Whether `frame`'s thread is one where a library works for code under test with
        no frame of the workspace above it: a thread other than the one the grader was
        armed in, whose stack holds no workspace code (its target a builtin or a library
        function code under test handed it)."""
        return _thread.get_ident() != main_thread and nearest(frame) is None

    def grader_on_stack(frame):
        """Whether a frame of this plugin (the hook's included) is at or above `frame`: a
        frame handed out then reaches the key through its closures."""
        while frame is not None:
            if id(frame.f_code) in own_code:
                return True
            frame = frame.f_back
        return False

    def frame_giver(frame):
        """Whether a frame event at `frame` hands a frame to its caller: the call comes from
        code under test, from the runner's helpers, or from a standard module that gives
        frames out (traceback's walkers, except when traceback itself consumes them)."""
        fn = frame.f_code.co_filename
        if fn.startswith(runner_dirs):
            return True
        base = fn.rsplit("/", 1)[-1]
        if base == "traceback.py":  # its walkers give frames; the rest make strings of them
            f = frame
            while f is not None and f.f_code.co_filename == fn:
                if f.f_code.co_name not in TRACEBACK_WALKERS:
                    return False
                f = f.f_back
            return True
        return base in FRAME_GIVERS

    def refuse(what, verdict):
        file, _ = verdict
        flag(f"code under test reached into the grader: {what} (from {file})")
        raise PermissionError(f"refused by the grader: {what}")

    def untrusted(verdict):
        return verdict is not None and not verdict[1]

    # -- the hook ---------------------------------------------------------------------------

    def hook(event, args):
        if event not in WATCHED:
            if event == "import":
                if str(args[0]).rpartition(".")[2] in FFI_MODULES and CTYPES not in allow:
                    # Denied, not flagged, and not a need: a library that can do without
                    # (`try: import ctypes`, as freezegun's dependencies do) still works, and
                    # its task must not learn an allowance it does not need; one that cannot
                    # fails its tests, and its task is given `ctypes` by hand
                    raise ImportError(f"{args[0]} is not loaded into a graded test process")
            elif event.startswith(EVENT):
                message(event[len(EVENT):], args)
            elif event.startswith("ctypes."):
                me_ = _thread.get_ident()
                if me_ not in busy:
                    busy.add(me_)
                    try:
                        origin = sys._getframe(1)
                        # ctypes' own wrappers (`string_at`, `cast`) act for their caller
                        while origin is not None and ctypes_dir and \
                                origin.f_code.co_filename.startswith(ctypes_dir):
                            origin = origin.f_back
                        verdict = judge_asker(origin.f_code) if origin is not None else None
                    finally:
                        busy.discard(me_)
                    if untrusted(verdict):
                        refuse(f"ctypes ({event})", verdict)
            return
        if event == "object.__getattr__" and args[1] not in FRAME_ATTRS:
            return
        if event == "object.__setattr__" and args[1] != "__code__" and not (
                isinstance(args[0], type) and id(args[0]) in record.get("classes", ())):
            return
        if event == "open" and not isinstance(args[0], (str, bytes)):
            return
        ident = _thread.get_ident()
        if ident in busy:
            # The hook's own events are not judged; but a collection can start inside its
            # work and run the finalizers and weakref callbacks of whatever it frees, code
            # under test's included: those are judged, once (their own events are not). With
            # the collector's callback gone, no one can tell: every event is judged then
            if ident in judging or (ident not in collecting and watched()):
                return
            judging.add(ident)
            try:
                decision = judge(event, args, sys._getframe(1))
            finally:
                judging.discard(ident)
        else:
            busy.add(ident)
            try:
                decision = judge(event, args, sys._getframe(1))
            finally:
                busy.discard(ident)
        if decision is not None:
            refuse(*decision)

    def watched():
        if any(cb is collection for cb in gc_callbacks):
            return True
        flag("the grader's watch on the collector was removed (gc.callbacks)")
        return False

    def collection(phase, info):
        """gc.callbacks: which threads are inside a collection (it may run any finalizer)."""
        if phase == "start":
            collecting.add(_thread.get_ident())
        else:
            collecting.discard(_thread.get_ident())

    def judge(event, args, origin):
        """None to allow, else (what, verdict) to refuse."""
        if event == "open":
            path = os.fsdecode(args[0])
            mode = args[1] if isinstance(args[1], str) else ""
            flags_ = args[2] if len(args) > 2 and isinstance(args[2], int) else 0
            writes = any(c in mode for c in "wax+") or (
                not mode and flags_ & (os.O_WRONLY | os.O_RDWR))
            full = realpath(os.path.abspath(path))
            if full.startswith(grader_dir) and writes:
                return f"wrote into the grader's directory: {full}", nearest(origin) or ("?", False)
            if full in grader_files:
                verdict = nearest(origin) or ("?", False)
                if untrusted(verdict):
                    return f"opened the grader's file {full}", verdict
                raise PermissionError("the grader's files are not readable here")
            if full in hidden_sources:
                # a hidden test's file, unlinked after collection (hide_sources): a repository
                # that reads it needs TEST_SOURCE; code under test that does is after an oracle
                if writes:
                    return (f"wrote the hidden test {hidden_sources[full]} after its collection",
                            nearest(origin) or ("?", False))
                verdict = nearest(origin)
                if verdict is not None:
                    needs.add(TEST_SOURCE)
                    if untrusted(verdict):
                        return f"read the hidden test {hidden_sources[full]}", verdict
                return None
            if full.startswith("/proc/") and full.endswith("/mem"):
                return f"opened {full}", nearest(origin) or ("?", False)
            if full.endswith(".pyc") and not writes and not full.startswith(env_roots):
                # planted bytecode: the import system falls back to the source
                raise PermissionError("bytecode outside the environment is not read")
            return None
        if event in ("os.rename", "os.link", "os.symlink"):
            for path in args[:2]:
                if isinstance(path, (str, bytes)) and realpath(os.path.abspath(
                        os.fsdecode(path))).startswith(grader_dir):
                    return f"{event} in the grader's directory", nearest(origin) or ("?", False)
            return None
        if event in REACH_EVENTS:
            verdict = nearest(origin)
            if untrusted(verdict):
                return event, verdict
            if id(origin.f_code) in own_code:
                return None
            # By design, not by case: a thread, a finalizer or a pool runs callables that
            # code under test handed it (`Thread(target=out.extend, args=(map(gc.get_objects,
            # [None]),))`), and its stack then holds no frame of code under test. So what
            # reaches the collector must be called by code that answers for it (the
            # repository's own or the tests'), never by a library on someone's behalf; and
            # every thread's frames, or a new audit hook, by a stack that holds such code
            if verdict is None or (event in COLLECTOR_EVENTS
                                   and judge_asker(origin.f_code) is None):
                return event, (NO_ASKER, False)
            return None
        if event in MAKE_EVENTS:
            verdict = judge_asker(origin.f_code)
            if untrusted(verdict):
                return event, verdict
            if verdict is None and event == "code.__new__" and laundered(origin):
                # code made by a library in a thread with no code of the workspace on its
                # stack (code under test started it: `methodcaller('replace',
                # co_filename=...)` as its target) under a name the environment's or the
                # repository's own code answers to; libraries remake their own code at
                # import (attrs, types.coroutine), in the thread that imports them
                name = args[1] if len(args) > 1 and isinstance(args[1], str) else ""
                named = judge_file(name) if name.startswith("/") else ("", False)
                if name.startswith("<frozen ") or named is None or named[1]:
                    return f"made code under the name {name}", (NO_ASKER, False)
            return None
        if event in TRACE_EVENTS:
            # A tracer sees every frame of its thread, the hook's own included. Set from code
            # under test: refused. With none on the stack (doctest putting back the tracer it
            # found, a thread starting), what is set is threading's hook for new threads.
            verdict = nearest(origin)
            if verdict is not None:
                return None if verdict[1] else (event, verdict)
            threading_ = sys.modules.get("threading")
            for fn in (getattr(threading_, "_trace_hook", None),
                       getattr(threading_, "_profile_hook", None)):
                if fn is not None and of_code_under_test(fn):
                    return f"{event} (threading.settrace)", ("threading", False)
            return None
        if event in ("sys._getframe", "object.__getattr__"):
            what = event if event == "sys._getframe" else f"a frame ({args[1]})"
            verdict = judge_asker(origin.f_code)
            if verdict is None and frame_giver(origin):
                verdict = nearest(origin.f_back)
            if not untrusted(verdict):
                if id(origin.f_code) not in own_code and grader_on_stack(origin):
                    # Whoever asks: a frame had below the grader's own (its probe of code
                    # under test's `__eq__`) walks up to the verdict. A library asking for
                    # its own ends (`logging.currentframe`, which gives its caller one) is
                    # refused quietly: code under test that merely logs in `__eq__` fails
                    # the probe's comparison, and is not an attack
                    raise PermissionError("no frame is handed out while the grader runs")
                return None
            if event == "sys._getframe" and not grader_on_stack(origin):
                if FRAMES in allow:
                    return None
                needs.add(FRAMES)
            return what, verdict
        if event == "object.__setattr__":
            # by code under test itself (`types.coroutine` sets `__code__` for asyncio)
            verdict = judge_asker(origin.f_code)
            target = getattr(args[0], "__qualname__", type(args[0]).__name__)
            return (f"set {target}.{args[1]}", verdict) if untrusted(verdict) else None
        if event in ("marshal.loads", "marshal.load"):
            back = origin.f_back
            if (origin.f_code.co_filename == "<frozen importlib._bootstrap_external>"
                    and back is not None and back.f_code.co_name == "get_code"
                    and back.f_code.co_filename == origin.f_code.co_filename):
                return None  # the import system reading a .pyc the open gate let through
            verdict = nearest(origin)
            return (event, verdict) if untrusted(verdict) else None
        if event == "compile":
            return judge_compile(args, origin)
        if event == "exec":
            code = args[0]
            # The import system runs a module's code from its file (judged by that file);
            # other code run through its helper is judged like any exec.
            if isinstance(code, types.CodeType) and not (
                    origin.f_code.co_name == "_call_with_frames_removed"
                    and origin.f_code.co_filename.startswith("<frozen importlib")
                    and code.co_filename.startswith("/")):
                verdict = nearest(origin, imports_stop=True)
                if untrusted(verdict) and judge_code(code) is None:
                    ids = set()
                    _code_ids(code, ids)
                    if len(marked) < 100_000:
                        marked.update({i: code for i in ids})
            return None
        return None

    def judge_compile(args, origin):
        """Code compiled under a Python file's name must be that file's code, by code under
        test or by a library with no workspace code nearer on the stack (a thread code
        under test started, or a callback, can make one compile for it): the name is what
        the code is judged by. pytest's assertion rewriter alone compiles a syntax tree, of
        the file it read itself; the repository's own code keeps compile as it was."""
        source, filename = args[0], args[1]
        if not isinstance(filename, (str, bytes)):
            return None
        filename = os.fsdecode(filename)
        verdict = nearest(origin)
        if verdict is not None and verdict[1]:
            return None  # the repository's own code, nearest on the stack, keeps compile
        asker = verdict or (NO_ASKER, False)
        if filename.startswith("<frozen "):  # frozen modules are unmarshalled, never compiled
            return f"compiled code under the frozen standard library's name {filename}", asker
        if not filename.startswith("/"):
            return None  # judged as code under test whenever it asks (judge_asker)
        if verdict is None and not laundered(origin):
            return None  # a library at work in the main thread (pytest, an import)
        if verdict is None and not filename.endswith((".py", ".pyw")):
            return None  # a template compiled under its own name (Jinja): not Python's name
        if not isinstance(source, (str, bytes)):
            if origin.f_code is rewriter_code:
                return None
            return f"compiled a syntax tree under the name {filename}", asker
        try:
            with open(filename, "rb") as f:
                content = f.read()
        except OSError:
            return f"compiled code under the name of a missing file {filename}", asker
        if _source_text(source) != _source_text(content):
            return f"compiled other code under the name of {filename}", asker
        return None

    # -- messages from the plugin's own hooks -------------------------------------------------

    def source_asker(frame):
        """Who asked linecache for a hidden test's lines as source (`inspect.getsource` and
        its family, for the code of a function a test defines): the nearest workspace code,
        or None. Lines wanted for display (a traceback, a warning, a log record's stack) are
        no oracle's ask: they come out empty, and honest code formats those all the time."""
        asked = False
        while frame is not None:
            verdict = judge_asker(frame.f_code)
            if verdict is not None:
                return verdict if asked else None
            if frame.f_code.co_filename.rsplit("/", 1)[-1] == "inspect.py":
                asked = True
            frame = frame.f_back
        return None

    def caller_outside_pluggy(frame):
        frame = frame.f_back
        while frame is not None and frame.f_code.co_filename.startswith(record["pluggy_dir"]):
            frame = frame.f_back
        return frame

    def message(what, args):
        ident = _thread.get_ident()
        if ident in busy:
            return
        busy.add(ident)
        try:
            origin = sys._getframe(2)
            caller = caller_outside_pluggy(origin) if record else None
        finally:
            busy.discard(ident)
        expected = genuine.get(_HOOK_OF.get(what, ""))
        if expected is None or origin.f_code is not expected:
            flag(f"a forged message reached the grader's report ({what})")
            return
        if what == "sourceread":  # linecache asked for an unlinked test (forget_sources)
            # The repository needs its tests' source whenever its code or its tests want
            # their lines (glom's and Mako's tests compare tracebacks that show the test's
            # line); code under test asking for them as source (inspect) is flagged
            busy.add(ident)
            try:
                wanted = nearest(origin.f_back) is not None
                verdict = source_asker(origin.f_back)
            finally:
                busy.discard(ident)
            if wanted:
                needs.add(TEST_SOURCE)
            if untrusted(verdict):
                flag(f"code under test read the hidden test {str(args[0])[:200]} "
                     f"(from {verdict[0]})")
            return
        if what == "start":
            if record:
                flag("the runner was started twice")
                return
            start(args[0], args[1])
            return
        if not record:
            flag("the grader's start-up check never ran")
            return
        code = caller.f_code if caller is not None else None
        if what in ("sessionstart", "finish"):
            if code is not record["wrap_session"]:
                flag(f"pytest's {what} was called by code that is not pytest's session")
                return
        elif code is None or not code.co_filename.startswith(runner_dirs):
            flag(f"a test report was sent by code that is not pytest's ({what})")
            return
        if what == "sessionstart":
            state["sessions"] += 1
            if state["sessions"] > 1:
                flag("a second test session was started inside the run")
        elif what == "collected":
            check("after collection", everything=False)
            record["items"] = [(item, _item_print(item)) for item in args[0].items]
            for item in args[0].items:
                collected_ids[item.nodeid] = collected_ids.get(item.nodeid, 0) + 1
            record["test_globals"] = test_globals(record["items"])
            written = sorted({_rel(path, workspace) for path in {
                str(getattr(item, "path", None) or item.fspath) for item in args[0].items}
                if written_during_run(path)})
            if written:  # (restored before the end, it would still be byte-identical)
                flag("a test file was written during the run before it was collected: "
                     + ", ".join(written[:8]))
            if TEST_SOURCE not in allow:
                hide_sources()
        elif what == "protocol":
            forget_sources()
            check_item(args[0])
            check(f"before {args[0].nodeid}", everything=False)
            check_test_globals(f"before {args[0].nodeid}")
            check_signals(f"before {args[0].nodeid}")
        elif what == "logstart":
            if state["current"] is not None:
                flag(f"a test started inside another: {args[0]}")
            state["current"] = args[0]
        elif what == "logfinish":
            state["current"] = None
        elif what == "report":
            check_signals(f"when {args[0].nodeid} was reported")
            take_report(args[0])
        elif what == "collectreport":
            report = args[0]
            if report.failed:
                put(report.nodeid or "<collection>", "error", str(report.longrepr))
        elif what == "finish":
            finish(args[0], args[1])

    def put(nodeid, outcome, text=""):
        prev = results.get(nodeid)
        # A failure in any phase wins over a pass; an error in setup/teardown is an error.
        rank = {"passed": 0, "skipped": 1, "failed": 2, "error": 3}
        if prev is None or rank[outcome] > rank[prev[0]]:
            results[nodeid] = (outcome, text[-2000:])  # the end holds the error line

    def take_report(report):
        nodeid, when = report.nodeid, report.when
        if state["current"] != nodeid:
            flag(f"a report for a test that is not running: {nodeid}")
            return
        if type(report) is record["TestReport"]:
            copy = seen_phases.get((nodeid, when), 0)
            if copy >= collected_ids.get(nodeid, 1):
                flag(f"a test's {when} was reported twice: {nodeid}")
            seen_phases[(nodeid, when)] = copy + 1
            if when == "call" and report.passed:
                passed_reports.add((nodeid, copy))
        # A subtest's report (pytest's SubtestReport) counts for its test: a failed one fails
        # it, and a skipped one leaves it skipped, not passed (code under test that raises a
        # skip inside a subtest would otherwise turn a failing assertion into a pass);
        # pytest still counts the test as passed, so the cross-check uses passed_reports.
        if when == "call":
            if report.passed:
                put(nodeid, "passed")
            elif report.skipped:
                put(nodeid, "skipped", _skip_reason(report))
            else:
                put(nodeid, "failed", str(report.longrepr))
        elif report.failed:
            put(nodeid, "error", str(report.longrepr))
        elif report.skipped and when == "setup":
            put(nodeid, "skipped", _skip_reason(report))

    # -- the runner's record --------------------------------------------------------------------

    def start(config, args):
        """Before the first conftest, once every plugin of the environment is loaded."""
        if select:
            # The test ids to run, given to pytest here and not on its command line (one
            # argument holds at most 128 KiB on Linux; a large suite's ids are more): pytest
            # parses `args` again after this hook, and its own (trylast) implementation of it
            # picks the initial conftests from the namespace, as it would from these ids.
            args.extend(select)
            namespace = config.known_args_namespace
            namespace.file_or_dir = [*(getattr(namespace, "file_or_dir", None) or []), *select]
        pm = config.pluginmanager
        for name, mod in list(sys.modules.items()):
            if mod is me or not isinstance(mod, types.ModuleType):
                continue
            w = where(getattr(mod, "__file__", None) or "")
            if w != "environment":
                flag(f"the test runner imported {name!r} from the {w} "
                     f"({getattr(mod, '__file__', '')}), not from the environment")
        mods = {name: m for name, m in list(sys.modules.items())
                if isinstance(m, types.ModuleType) and name.split(".")[0] in RUNNER_PACKAGES}
        mods[__name__] = me
        mods["builtins"] = sys.modules["builtins"]
        for plugin in pm.get_plugins():
            mod = plugin if isinstance(plugin, types.ModuleType) else sys.modules.get(
                getattr(type(plugin), "__module__", ""))
            if isinstance(mod, types.ModuleType) and mod.__name__ != "__main__":
                mods[mod.__name__] = mod
        bindings = _bindings(mods)
        hot = [(owner, members) for owner, members in bindings
               if (getattr(owner, "__module__", None) or owner.__name__).startswith(HOT_MODULES)]
        import _pytest.main
        import _pytest.reports
        # The functions and classes of every other module of the environment: a test calls
        # them (`math.isclose`, `json.loads`), so one rebound to code under test is a verdict.
        library = []
        for name, mod in list(sys.modules.items()):
            if name in mods or name in ("sys", "__main__") or \
                    not isinstance(mod, types.ModuleType) or \
                    where(getattr(mod, "__file__", None) or "") != "environment":
                continue
            library.append((mod, tuple((a, v) for a, v in list(vars(mod).items())
                                       if isinstance(v, LIBRARY_TYPES))))
        record.update(
            modules=mods, bindings=bindings, hot=hot, library=library,
            plugins={id(p) for p in pm.get_plugins()},
            classes={id(owner) for owner, _ in bindings if isinstance(owner, type)},
            pluggy_dir=os.path.dirname(pluggy.__file__) + "/",
            wrap_session=_pytest.main.wrap_session.__code__,
            TestReport=_pytest.reports.TestReport, items=[])
        main = os.path.join(os.path.dirname(pytest.__file__), "__main__.py")
        if sys.argv and os.path.realpath(sys.argv[0]) == os.path.realpath(main):
            # `python -m pytest` puts the working directory first on sys.path; the grader
            # started Python without it, so that nothing above could come from the workspace.
            # Behind the `pythonpath` entries pytest inserted, as they would have been in front.
            cwd = os.getcwd()
            if cwd not in sys.path:
                first = _PATH_AT_IMPORT[0] if _PATH_AT_IMPORT else None
                sys.path.insert(sys.path.index(first) if first in sys.path else 0, cwd)

    def check(when, everything=True):
        """The runner as recorded at start: after collection and before each test, each
        binding of the modules that run a test (identity: cheap; a code object swapped in
        place is refused when it happens); at the end every binding of every runner module
        by content (code object, defaults, closure) and the library's functions."""
        changed_ = []
        for owner, members in record["bindings" if everything else "hot"]:
            d = vars(owner)
            for attr, fp in members:
                now = d.get(attr, _MISSING)
                if now is not fp[0] or (everything and not _same(_fingerprint(now), fp)):
                    if clock_allowed(fp[0]):
                        continue
                    changed_.append(f"{getattr(owner, '__name__', owner)}.{attr}")
        swapped = [name for name, mod in record["modules"].items()
                   if sys.modules.get(name) is not mod]
        rebound = []
        if everything:
            for mod, members in record["library"]:
                d = vars(mod)
                rebound += [f"{mod.__name__}.{a}" for a, v in members
                            if d.get(a, _MISSING) is not v and of_code_under_test(d.get(a))
                            and not clock_allowed(v)]
        ffi = ffi_mapped() if everything else []
        # without it, a finalizer run inside the hook's own work would go unjudged
        unwatched = [] if any(cb is collection for cb in gc_callbacks) else ["gc.callbacks"]
        for what, names in (("pytest's own code was replaced", changed_),
                            ("pytest's modules were swapped", swapped),
                            ("a function of the environment was replaced", rebound),
                            ("a foreign function interface was loaded", ffi),
                            ("the grader's watch on the collector was removed", unwatched)):
            key_ = (what, tuple(names[:8]))
            if names and key_ not in reported:  # once, with where it was first seen
                reported.add(key_)
                flag(f"{what} ({when}): " + ", ".join(names[:8]))

    def ffi_mapped():
        """The libraries of FFI_MODULES this process maps, however they were loaded (none
        where the task allows CTYPES, or where this plugin had to load ctypes itself)."""
        if CTYPES in allow or grader_ffi:
            return []
        found = sorted(p for p in _mapped_paths() if any(lib in p for lib in FFI_LIBRARIES))
        if found:
            needs.add(CTYPES)
        return found

    def clock_allowed(original):
        """A clock's binding replaced: let through where the task allows it, else noted."""
        if not _is_clock(original):
            return False
        if CLOCK in allow:
            return True
        needs.add(CLOCK)
        return False

    def of_code_under_test(value):
        """Whether a callable runs code under test (pytest itself swaps hooks of the
        standard library in and out: `warnings`, `threading.excepthook`)."""
        fn = getattr(value, "func", value)  # a partial
        fn = getattr(fn, "__func__", fn)  # a bound method
        code = getattr(fn, "__code__", None) if isinstance(fn, types.FunctionType) else None
        return code is not None and untrusted(judge_code(code))

    def check_signals(when):
        """A Python signal handler is called with the frame it interrupts (no audit event):
        one from code under test could reach the runner's frames through it."""
        for sig in valid_signals:
            try:
                handler = signal.getsignal(sig)
            except (OSError, ValueError):
                continue
            fn = getattr(handler, "__func__", handler)
            code = getattr(fn, "__code__", None)
            if isinstance(code, types.CodeType) and untrusted(judge_asker(code)):
                if "signal" not in reported:  # once, with where it was first seen
                    reported.add("signal")
                    flag(f"a signal handler of code under test was installed ({when}): "
                         "it is handed the frames of the runner")
                return

    def test_globals(prints):
        """Each test module's globals of SEALED_TYPES, as collection left them; a name its
        own source imports from the environment (`import pytest`, `from math import isclose`)
        that is bound to anything else by then is flagged: code under test imported during
        collection can reach the test module half-made (`sys.modules`) and rebind its
        `pytest` to a proxy whose `raises` swallows everything."""
        spaces = {}
        for item, fp in prints:  # (item, _item_print(item)), as recorded at collection
            fn = getattr(fp[0], "__func__", fp[0]) if fp else None
            g = getattr(fn, "__globals__", None) if isinstance(fn, types.FunctionType) else None
            path = str(getattr(item, "path", None) or getattr(item, "fspath", ""))
            # the module the test was collected from: a test wrapped by a library's decorator
            # (freezegun's `freeze_time`) has that library's globals, which are not sealed
            if isinstance(g, dict) and id(g) not in spaces and isinstance(
                    g.get("__file__"), str) and realpath(g["__file__"]) == realpath(path):
                spaces[id(g)] = g
        sealed = []
        for g in spaces.values():
            file = g["__file__"]
            if where(file) != "workspace":
                continue
            rel = _rel(file, workspace)
            wrong = [name for name, candidates in _imported_names(file, where).items()
                     if g.get(name, _MISSING) is not _MISSING
                     and not any(g[name] is c for c in candidates)]
            if wrong:
                flag(f"a test module's imports were rebound before its tests ran: {rel}: "
                     + ", ".join(wrong[:8]))
            sealed.append((g, rel, tuple((n, v) for n, v in list(g.items())
                                         if isinstance(v, SEALED_TYPES))))
        return sealed

    def hide_sources():
        """Unlink the hidden tests' modules once collected: their code is in memory, and
        nothing of the run reads them again but a failure's traceback, which does without
        its source lines. Code under test, or a process it starts, can then no more read a
        test and return what it expects (an oracle). conftest files stay (the end checks
        them against the repository's own), and so do modules a test imports later."""
        for g, rel, _ in record.get("test_globals", ()):
            if rel not in hide or rel.rsplit("/", 1)[-1] == "conftest.py":
                continue
            real = realpath(workspace + rel)
            try:
                os.unlink(real)
            except OSError:
                continue
            hidden_sources[real] = rel
            lazy_names[real] = rel
            lazy_names[g["__file__"]] = rel
        forget_sources()

    def forget_sources():
        """linecache's copies of the unlinked files (a traceback formatted before they went)
        dropped, and in their place an entry that reads nothing and tells the hook who asked
        (`_source_read`): `inspect.getsource` of a function a test defines looks there for
        a file that is gone, and a repository that does so needs TEST_SOURCE."""
        if not hidden_sources:
            return
        cache = linecache.cache
        for name in [k for k in list(cache) if type(k) is str]:
            if realpath(os.path.abspath(name)) in hidden_sources:
                cache.pop(name, None)
        for name, rel in lazy_names.items():
            cache[name] = (functools.partial(_source_read, rel),)

    def check_test_globals(when):
        if TEST_GLOBALS in allow:
            return
        for g, rel, members in record.get("test_globals", ()):
            rebound = [n for n, v in members if g.get(n, _MISSING) is not v]
            key_ = ("test globals", rel)
            if rebound and key_ not in reported:  # once, with where it was first seen
                reported.add(key_)
                needs.add(TEST_GLOBALS)
                flag(f"a global of the test module {rel} was rebound ({when}): "
                     + ", ".join(rebound[:8]))

    def check_item(item):
        """The item runs the function it was collected with, by the class's own methods."""
        for it, fp in record["items"]:
            if it is item:
                if fp and not _same(_item_print(item), fp):
                    flag(f"the test function of {item.nodeid} was replaced")
                break
        shadowed = []
        for name in list(vars(item)):
            for klass in type(item).__mro__:
                if isinstance(vars(klass).get(name), (types.FunctionType, staticmethod,
                                                      classmethod)):
                    shadowed.append(name)
                    break
        if shadowed:
            flag(f"methods of the test item {item.nodeid} were replaced: {', '.join(shadowed)}")

    # -- the end ----------------------------------------------------------------------------

    def finish(session, exitstatus):
        if state["finished"]:
            flag("the session finished twice")
            return
        state["finished"] = True
        check("at the end")
        check_test_globals("at the end")
        check_signals("at the end")
        if signals_locked:  # an install the lock refused: what the task would have to allow
            try:
                os.putenv(SIGNALS_REFUSED_VAR, "1")
            except OSError:
                needs.add(SIGNALS)
        try:
            plugin_files = plugin_sources(session)
        except Exception as e:  # a plugin manager this plugin cannot read is not trusted
            plugin_files = []
            flag(f"the registered plugins could not be checked: {type(e).__name__}: {e}")
        patched = _patched_classes(judge_code, lambda m: where(m) == "environment")
        if patched:
            flag("a class of the environment was given code under test: " + ", ".join(patched))
        # (code under test runs in the probe, but nothing of the verdict is computed after it)
        always_equal = _always_equal(judge_file, judge_code, workspace)
        stats = {}
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        for category, reports in dict(getattr(reporter, "stats", {}) or {}).items():
            if isinstance(category, str) and category:
                stats[category] = len(reports)
        body = json.dumps({
            "exitstatus": int(exitstatus), "plugin_files": plugin_files,
            "always_equal": always_equal, "stats": stats, "tampered": list(flags),
            "needs": sorted(needs), "passed_reports": len(passed_reports),
            "hidden_sources": sorted(hidden_sources.values()),
            "tests": [{"test_id": k, "outcome": v[0], "message": v[1]}
                      for k, v in results.items()],
            "runner": {"pytest": pytest.__file__, "pluggy": pluggy.__file__}})
        seal = hmac.new(key_box[0], body.encode(), hashlib.sha256).hexdigest()
        key_box[0] = b""  # nothing can be sealed after the end
        ident = _thread.get_ident()
        busy.add(ident)
        try:
            fd = os.open(report_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW
                         | os.O_CLOEXEC, 0o600)
            with os.fdopen(fd, "w") as f:
                json.dump({"body": body, "hmac": seal}, f)
        finally:
            busy.discard(ident)

    def env_code(code):
        """Whether a code object is one of the module loaded from the file it names (a
        module's `__file__` can be written, its functions' code cannot be made elsewhere)."""
        target = realpath(os.path.abspath(code.co_filename))
        if target not in env_code_ids:
            ids = env_code_ids[target] = set()
            for mod in list(sys.modules.values()):
                file = getattr(mod, "__file__", None)
                if not isinstance(mod, types.ModuleType) or not isinstance(file, str) or \
                        realpath(os.path.abspath(file)) != target:
                    continue
                for value in list(vars(mod).values()):
                    fns = (_functions_of(value) if isinstance(value, type)
                           else [value] if isinstance(value, types.FunctionType) else [])
                    for fn in fns:
                        _code_ids(fn.__code__, ids)
        return id(code) in env_code_ids[target]

    def plugin_sources(session):
        """Workspace files that plugins or hook implementations come from (for the host to
        verify), flagging whatever comes from neither the environment nor such a file. A
        hook whose code claims the environment must be a code object of the environment's
        own modules: `__file__` and `co_filename` can both be written."""
        pm = session.config.pluginmanager
        files = set()
        conftests = getattr(pm, "_conftest_plugins", set())
        for plugin in pm.get_plugins():
            if plugin is me:
                continue
            name = pm.get_name(plugin) or repr(plugin)[:80]
            late = id(plugin) not in record["plugins"]
            if isinstance(plugin, types.ModuleType):
                file = getattr(plugin, "__file__", None) or ""
                w = where(file)
                if w == "workspace":
                    files.add(_rel(file, workspace))
                    if written_during_run(file):
                        flag(f"plugin {name!r} was loaded from a file written during the run")
                elif w == "elsewhere":
                    flag(f"plugin {name!r} comes from {file}")
                if late and plugin not in conftests and w != "environment" and \
                        os.path.basename(file) == "conftest.py":
                    flag(f"a conftest module pytest did not load was registered: {name!r}")
            for caller in pm.get_hookcallers(plugin) or []:
                for impl in caller.get_hookimpls():
                    if impl.plugin is not plugin:
                        continue
                    fn = impl.function
                    fn = getattr(fn, "__func__", fn)
                    code = getattr(fn, "__code__", None) if isinstance(
                        fn, types.FunctionType) else None
                    if code is None:
                        if late:
                            flag(f"hook {caller.name} of plugin {name!r} is not a function")
                        continue
                    w = where(code.co_filename)
                    if id(code) in marked:
                        flag(f"hook {caller.name} of plugin {name!r} was compiled at run time")
                    elif w == "environment" and late and not env_code(code):
                        flag(f"hook {caller.name} of plugin {name!r} claims to come from "
                             f"{code.co_filename}, which holds no such code")
                    elif w == "workspace":
                        files.add(_rel(code.co_filename, workspace))
                    elif w == "elsewhere":
                        flag(f"hook {caller.name} of plugin {name!r} comes from "
                             f"{code.co_filename}")
        return sorted(files)

    import _pytest.runner

    _pytest.runner._update_current_test_var = _current_test_var  # before the runner's record
    _ARMED.append(True)
    gc_callbacks.append(collection)
    sys.addaudithook(hook)


_MISSING = object()
_ARMED = []  # not the hook itself: whatever a module holds, code under test can read
_PATH_AT_IMPORT = list(sys.path)
# The audit event each of the plugin's hooks sends, and the hook it must come from.
_HOOK_OF = {"start": "pytest_load_initial_conftests", "sessionstart": "pytest_sessionstart",
            "collected": "pytest_collection_finish", "protocol": "pytest_runtest_protocol",
            "logstart": "pytest_runtest_logstart", "logfinish": "pytest_runtest_logfinish",
            "report": "pytest_runtest_logreport", "collectreport": "pytest_collectreport",
            "finish": "pytest_sessionfinish"}
_HOOK_OF["sourceread"] = "_source_read"
_HOOKS = tuple(_HOOK_OF.values())


def _source_read(rel):
    """linecache's loader of a hidden test's unlinked module: no source, and the hook hears
    who asked (it holds nothing of the grader: code under test may call it too)."""
    sys.audit("parity.grade.sourceread", rel)


def _current_test_var(item, when):
    """pytest's `_update_current_test_var` in a grade: PYTEST_CURRENT_TEST says that a test
    runs and in which phase, not which test (code under test could read which one and return
    what it expects)."""
    if when:
        os.environ["PYTEST_CURRENT_TEST"] = f"{HIDDEN_TEST} ({when})"
    else:
        os.environ.pop("PYTEST_CURRENT_TEST", None)


def _rel(path, workspace):
    real = os.path.realpath(os.path.abspath(path))
    return real[len(workspace):] if real.startswith(workspace) else real


def _rewriter_code():
    """The code object of pytest's assertion rewriter's compile, or None."""
    try:
        from _pytest.assertion import rewrite
    except ImportError:
        return None
    fn = getattr(rewrite, "_rewrite_test", None)
    return getattr(fn, "__code__", None)


def _source_text(source):
    """Python source as text, whatever its encoding and newlines (`exec(compile(open(f).read(),
    f, "exec"))` compiles a file's own code as text)."""
    if isinstance(source, str):
        return source.replace("\r\n", "\n").replace("\r", "\n")
    try:
        return importlib.util.decode_source(bytes(source))
    except (SyntaxError, UnicodeDecodeError, LookupError):
        return bytes(source)


def _imported_names(file, where):
    """name -> the objects a module's own top-level imports from the environment could bind
    it to (`try: import simplejson as json / except ImportError: import json` gives two),
    read from its source. Modules not loaded, or not the environment's, are left out."""
    try:
        with open(file, "rb") as f:
            tree = ast.parse(f.read())
    except (OSError, SyntaxError, ValueError):
        return {}
    out = {}

    def env_module(name):
        mod = sys.modules.get(name)
        ok = isinstance(mod, types.ModuleType) and \
            where(getattr(mod, "__file__", None) or "") == "environment"
        return mod if ok else None

    def walk(body):
        for node in body:
            if isinstance(node, ast.Import):
                for a in node.names:
                    mod = env_module(a.name if a.asname else a.name.split(".")[0])
                    if mod is not None:
                        out.setdefault(a.asname or a.name.split(".")[0], []).append(mod)
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                mod = env_module(node.module)
                for a in node.names if mod is not None else ():
                    if a.name == "*":
                        continue
                    value = vars(mod).get(a.name, sys.modules.get(f"{node.module}.{a.name}"))
                    if value is not None:
                        out.setdefault(a.asname or a.name, []).append(value)
            elif isinstance(node, (ast.If, ast.Try, ast.With)):
                walk(node.body)
                walk(getattr(node, "orelse", []))
                walk(getattr(node, "finalbody", []))
                for h in getattr(node, "handlers", []):
                    walk(h.body)
    walk(tree.body)
    for node in ast.walk(tree):  # a name the module also binds otherwise is its own to rebind
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.pop(node.name, None)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            out.pop(node.id, None)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            for name in node.names:
                out.pop(name, None)
    return out


def _skip_reason(report):
    """A skip's reason as pytest words it ("Skipped: speedups unavailable"): synthesis
    counts skipped tests by it. Only text goes into the report."""
    longrepr = report.longrepr
    if type(longrepr) is tuple and len(longrepr) == 3 and type(longrepr[2]) is str:
        return longrepr[2]
    return "skipped"


def _item_print(item):
    obj = getattr(item, "_obj", None) if "_obj" in vars(item) else None
    return (obj, getattr(obj, "__code__", None)) if obj is not None else ()


class _Stranger:
    pass


def _says_equal(obj, probes):
    """Whether `obj` says it equals a value it cannot have been written for."""
    for probe in probes:
        try:
            if obj == probe or probe == obj:
                return True
        except Exception:  # an object that cannot compare is not "equal to anything"
            continue
    return False


def _instance(cls):
    """A bare instance of `cls` to compare, or None. Built past the class's own `__new__` and
    `__init__` where a base can: a `str` subclass whose `__new__` wants a key it alone knows is
    made by `str.__new__`, so a class cannot stay unprobed by refusing to be built."""
    try:
        mro = type.__dict__["__mro__"].__get__(cls)
    except TypeError:
        mro = (cls, object)
    makers = [lambda: object.__new__(cls)]
    for base in mro[1:]:
        if not base.__flags__ & (1 << 9):  # a builtin base: its __new__ runs no code of cls
            makers.append(lambda base=base: base.__new__(cls))
            if issubclass(base, type):  # a metaclass: its instances are classes
                makers.append(lambda base=base: base.__new__(cls, "Probe", (), {}))
    makers.append(lambda: cls.__new__(cls))
    makers.append(lambda: _unabstracted(cls))
    for make in makers:
        try:
            return make()
        except Exception:
            continue
    return None


def _unabstracted(cls):
    """An instance of an abstract class (whose abstract methods can be set again after its
    instances were made), built with its abstract methods cleared for the moment."""
    slot = type.__dict__["__abstractmethods__"]
    abstract = slot.__get__(cls)
    slot.__set__(cls, frozenset())
    try:
        return object.__new__(cls)
    finally:
        slot.__set__(cls, abstract)


def _always_equal(judge_file, judge_code, workspace):
    """Objects that say they equal anything, made or held by code under test: every class
    with code of code under test (whatever module it claims, however its `__eq__` is
    written: a bare instance is compared for real), and every object the changed modules
    refer to (a global, an attribute they name of a module they hold, a default, a closure
    cell). Compared with a random number, a random string and a new object."""
    def under_test(path):
        verdict = judge_file(path) if path else None
        return verdict is not None and not verdict[1]

    nonce = int.from_bytes(os.urandom(8), "big")
    probes = (nonce, f"parity-{nonce:x}", _Stranger(), object())
    found, seen = [], set()

    def row(kind, name, file):
        if len(found) < PROBE_LIMIT:
            found.append({"class": name, "file": _rel(file, workspace) if file.startswith("/")
                          else file, "kind": kind})

    def code_file(cls):
        for fn in _functions_of(cls):
            verdict = judge_code(fn.__code__)
            if verdict is not None and not verdict[1]:
                return fn.__code__.co_filename
        return None

    def probe_class(cls, file, own=False):
        """`own`: the class's code, or its module, is code under test."""
        if id(cls) in seen:
            return
        seen.add(id(cls))
        inst = _instance(cls)
        if inst is None and own and _eq_owner(cls) is not None:  # never compared
            row("unbuildable", getattr(cls, "__qualname__", "?"), file)
        elif inst is not None and _says_equal(inst, probes):
            row("class", getattr(cls, "__qualname__", "?"), file)

    stack = [object]
    visited = set()
    while stack and len(found) < PROBE_LIMIT:
        cls = stack.pop()
        try:
            subs = type.__subclasses__(cls)
        except TypeError:
            continue
        for sub in subs:
            if id(sub) in visited:
                continue
            visited.add(id(sub))
            stack.append(sub)
            owner = _eq_owner(sub)
            if owner is None:  # object's or a builtin type's: compares by value or identity
                continue
            file = code_file(owner) or code_file(sub)
            own = file is not None
            if file is None:  # no code of its own (`__eq__ = operator.is_not`): its module's
                mod = sys.modules.get(getattr(sub, "__module__", "") or "")
                mfile = getattr(mod, "__file__", None) or ""
                if under_test(mfile):
                    file, own = mfile, True
                elif _borrowed_eq(sub):  # whatever it claims: probe it, source unknown
                    file = f"(a class claiming {getattr(sub, '__module__', '?')!r}, whose "\
                           "__eq__ is borrowed)"
            if file is not None:
                probe_class(sub, file, own)
    for mod in list(sys.modules.values()):
        mfile = getattr(mod, "__file__", None) or ""
        if not isinstance(mod, types.ModuleType) or not under_test(mfile):
            continue
        for obj in _referred(mod):
            if isinstance(obj, type):
                probe_class(obj, mfile)
            elif id(obj) not in seen and not isinstance(
                    obj, (types.ModuleType, types.FunctionType, types.BuiltinFunctionType,
                          types.MethodType, int, float, str, bytes, bool, type(None))):
                seen.add(id(obj))
                if _says_equal(obj, probes):
                    row("object", type(obj).__qualname__, mfile)
    return found


def _module_name(cls):
    """The module name a class's own namespace holds, read past any metaclass: wrapt's
    proxy classes answer `__module__` through a metaclass property ("builtins" for one made
    by `type()`), and keep a property in the namespace that forwards to the wrapped object.
    "" when the entry is not a string (the class says nothing this check can use)."""
    try:
        name = type.__dict__["__module__"].__get__(cls)
    except (AttributeError, TypeError):
        return ""
    return name if type(name) is str else ""


def _patched_classes(judge_code, in_environment):
    """Classes of the environment's modules (`unittest.TestCase`) holding a function of code
    under test: `TestCase.assertEqual = lambda *a: None` passes every unittest-style test."""
    found, stack, visited = [], [object], set()
    while stack and len(found) < 8:
        cls = stack.pop()
        try:
            subs = type.__subclasses__(cls)
        except TypeError:
            continue
        for sub in subs:
            if id(sub) in visited:
                continue
            visited.add(id(sub))
            stack.append(sub)
            mod = sys.modules.get(_module_name(sub))
            if not isinstance(mod, types.ModuleType) or not in_environment(
                    getattr(mod, "__file__", None) or ""):
                continue
            for fn in _functions_of(sub):
                verdict = judge_code(fn.__code__)
                if verdict is not None and not verdict[1]:
                    found.append(f"{getattr(sub, '__qualname__', '?')}.{fn.__name__} "
                                 f"(from {verdict[0]})")
                    break
    return found


def _eq_owner(cls):
    """The class in `cls`'s MRO whose `__eq__` it uses, if that one was made by Python code
    (a builtin type's compares by value or identity)."""
    try:
        mro = type.__dict__["__mro__"].__get__(cls)
    except TypeError:
        return None
    for klass in mro:
        if "__eq__" in vars(klass):
            return klass if klass.__flags__ & (1 << 9) else None
    return None


def _borrowed_eq(cls):
    """A Python class whose own `__eq__` is not a function written for it: a builtin
    (`operator.is_not`), a partial, or another class's method (`mock.ANY`'s)."""
    if not cls.__flags__ & (1 << 9):  # Py_TPFLAGS_HEAPTYPE: classes made by Python code
        return False
    eq = vars(cls).get("__eq__")
    if eq is None or eq is object.__eq__:
        return False
    fn = eq.__func__ if isinstance(eq, (staticmethod, classmethod)) else eq
    if not isinstance(fn, types.FunctionType):
        return True
    return not getattr(fn, "__qualname__", "").startswith(
        getattr(cls, "__qualname__", "") + ".")


def _referred(mod):
    """Objects a module refers to: its globals, and through the code of its functions and
    classes the defaults, closure cells, and the attributes it names of modules it holds
    (`mock.ANY` from `from unittest import mock`, or named by a string)."""
    names, objs, funcs = set(), [], []
    space = vars(mod)
    for value in list(space.values()):
        objs.append(value)
        if isinstance(value, types.FunctionType):
            funcs.append(value)
        elif isinstance(value, type):
            funcs.extend(_functions_of(value))
            objs.extend(v for v in list(vars(value).values()))
    for fn in funcs:
        objs.extend(fn.__defaults__ or ())
        objs.extend((fn.__kwdefaults__ or {}).values())
        for cell in fn.__closure__ or ():
            try:
                objs.append(cell.cell_contents)
            except ValueError:
                pass
        stack = [fn.__code__]
        while stack:
            code = stack.pop()
            names.update(code.co_names)
            for c in code.co_consts:
                if isinstance(c, types.CodeType):
                    stack.append(c)
                elif isinstance(c, str) and len(c) < 200:
                    names.add(c)
    holders = [v for v in list(space.values()) if isinstance(v, types.ModuleType)]
    holders += [sys.modules[n] for n in names if n in sys.modules]
    for holder in holders:
        for name in names:
            try:
                value = vars(holder).get(name, _MISSING)
            except TypeError:
                continue
            if value is not _MISSING:
                objs.append(value)
                if isinstance(value, types.ModuleType):
                    for sub in names:
                        v = vars(value).get(sub, _MISSING)
                        if v is not _MISSING:
                            objs.append(v)
    return objs


# -- hooks: each hands its arguments to the armed audit hook --------------------------------

# Neither tryfirst nor trylast: after the environment's own early patches (legacypath's) and
# `pythonpath` entries, before pytest's own (trylast) implementation imports the conftests.
def pytest_load_initial_conftests(early_config, parser, args):
    sys.audit("parity.grade.start", early_config, args)


def pytest_sessionstart(session):
    sys.audit("parity.grade.sessionstart", session)


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session):
    sys.audit("parity.grade.collected", session)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    sys.audit("parity.grade.protocol", item)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_logstart(nodeid, location):
    sys.audit("parity.grade.logstart", nodeid)


@pytest.hookimpl(trylast=True)
def pytest_runtest_logfinish(nodeid, location):
    sys.audit("parity.grade.logfinish", nodeid)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_logreport(report):
    sys.audit("parity.grade.report", report)


def pytest_collectreport(report):
    sys.audit("parity.grade.collectreport", report)


def pytest_sessionfinish(session, exitstatus):
    sys.audit("parity.grade.finish", session, exitstatus)


def _nondumpable_preloaded():
    """Whether the grader's preloaded library (grade_preload.c) is in this process: it made
    the process non-dumpable before Python started, or ended it. Its variables are taken out
    of the environment, so a test's children start without them."""
    path = os.environ.pop(NONDUMPABLE_VAR, "")
    preload = os.environ.get("LD_PRELOAD", "")
    rest = " ".join(p for p in preload.replace(":", " ").split() if p != path)
    if rest:
        os.environ["LD_PRELOAD"] = rest
    else:
        os.environ.pop("LD_PRELOAD", None)
    return bool(path) and path in _mapped_paths()


def _mapped_paths():
    """The files this process maps (/proc/self/maps; an anonymous mapping names none)."""
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as f:
            return {fields[5].strip() for fields in (line.split(None, 5) for line in f)
                    if len(fields) == 6}
    except OSError:
        return set()


def _lock_signals():
    """Take the preload's signal lock (grade_preload.c): None, or why it did not hold. The
    preload learns Python's C handler from a signal given a Python handler for the moment."""
    def _noop(signum, frame):
        return None

    spare = next((sig for sig in (signal.SIGUSR2, signal.SIGUSR1, signal.SIGWINCH)
                  if signal.getsignal(sig) in (signal.SIG_DFL, signal.SIG_IGN)), None)
    if spare is None:
        return "Python signal handlers could not be locked: no spare signal to show them"
    before = signal.getsignal(spare)
    try:
        signal.signal(spare, _noop)
        os.putenv(LOCK_SIGNALS_VAR, str(int(spare)))
    except (OSError, ValueError) as e:
        return f"Python signal handlers could not be locked: {e}"
    finally:
        signal.signal(spare, before)  # SIG_DFL or SIG_IGN: let through after the lock
    try:  # installing Python's handler must now be refused
        signal.signal(spare, _noop)
    except OSError:
        try:  # (the preload's count of refusals starts after this one)
            os.putenv(SIGNALS_REFUSED_VAR, "1")
        except OSError:
            pass
    else:
        signal.signal(spare, before)
        return "Python signal handlers could not be locked: an install went through"
    # SIGINT is left to the system: a library that puts its own handler there while SIGINT
    # holds Python's default one (asyncio.run does) sees it does not, and leaves it alone
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
    return None


def _lock_dlopen(env_roots):
    """Take the preload's native-code lock (grade_preload.c): None, or why it did not hold."""
    allowed = sorted({r for r in env_roots if r.startswith("/")} | set(SYSTEM_LIBRARY_DIRS))
    try:
        os.putenv(LOCK_DLOPEN_VAR, "\n".join(allowed))
    except (OSError, ValueError) as e:
        return f"native code could not be locked to the environment: {e}"
    return None


def _nondumpable_by_ctypes():
    """prctl(PR_SET_DUMPABLE, 0) through ctypes: None, or why the process stays dumpable."""
    try:
        import ctypes
    except ImportError:  # an image's Python without libffi: code under test has none either
        return None
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0:
        return "the test process could not be made non-dumpable"
    return None


def _arm_from_environment():
    """The slow path: the key arrives on a descriptor opened by the shell from a file in the
    grader's directory; read, closed and unlinked here, before any workspace import."""
    fd = os.environ.pop(KEY_FD_VAR, None)
    path = os.environ.pop(KEY_FILE_VAR, None)
    os.environ.pop("PYTHONSAFEPATH", None)  # for the runner's start only, not a test's children
    if fd is None or path is None:
        return
    try:
        with os.fdopen(int(fd), "rb") as f:
            payload = f.read()
    finally:
        try:
            os.unlink(path)
        except OSError:
            pass
    arm(payload, os.path.dirname(path))


_arm_from_environment()
