"""A pytest plugin copied into a grading workspace: it writes each test's outcome as JSON,
and what it saw of the run that the host must check before it pays.

Loaded with `-p parity_grade_report` while no code of the workspace can be imported yet:
the grader starts Python with the workspace off `sys.path` (`PYTHONSAFEPATH`, or the fork
server's child), so pytest, its plugins and everything pytest imports at start come from
the environment. Then, before the first conftest:

  - it checks that every module imported so far (the runner) comes from the environment;
  - it records the identity of every function, class and descriptor of the runner's modules
    (pytest, _pytest, pluggy, this plugin, and the plugins loaded at start), and of the
    plugins registered;
  - it puts the workspace on `sys.path` as `python -m pytest` would have, and makes sure no
    bytecode planted in a `__pycache__` is loaded for a test module or conftest (pytest reads
    a cached rewritten module even when it writes none).

Before each test and at the end it checks the runner against that record (a replaced `pytest.raises`, `Function.runtest`, a swapped module...). At the end it
lists every plugin registered after start and every hook implementation, with the files they
come from: conftests and plugins from the workspace are named for the host, which pays only
if each is byte-identical to the repository's own (or to a hidden test); a plugin that is not
a module, or whose hooks come from anywhere but the environment or such a file, is tampering.
It also probes the workspace's classes for an `__eq__` that answers "equal" to an unrelated
object (an always-equal result passes every `==` assertion), for the host to judge.

What it cannot stop: code under test runs in this process, so code that finds this module and
rewrites its records, or patches and restores the interpreter between two checks, is out of
its reach (docs/tasks.md, "What grading does not catch"). Standalone (imports nothing from
parity): it runs inside the sandbox.

PYTEST_DONT_REWRITE: it has no asserts, and the grading fork server imports it before pytest
could rewrite it (pytest would warn about that, and the warning would show in the summary).
"""

import json
import os
import site
import sys
import sysconfig
import types

import pluggy
import pytest

# Taken out of the environment at once, so code under test cannot find them there; the safe
# path is for the runner's own start only: the test processes a test starts must not get it.
REPORT_PATH = os.environ.pop("PARITY_GRADE_REPORT", None)
os.environ.pop("PYTHONSAFEPATH", None)
NO_PYCACHE = "/proc/parity-no-pycache"  # cannot exist, cannot be made
RUNNER_PACKAGES = ("pytest", "_pytest", "pluggy")
# Checked before every test as well (the rest after collection and at the end): the modules
# that run a test, make and record its report, and decide its outcome.
HOT_MODULES = ("pytest", "_pytest.runner", "_pytest.python", "_pytest.reports", "_pytest.main",
               "_pytest.fixtures", "_pytest.outcomes", "_pytest.raises", "_pytest.python_api",
               "_pytest.nodes", "_pytest.skipping", "_pytest.unittest", "_pytest.assertion",
               "pluggy", __name__)
DATA_TYPES = (int, float, complex, str, bytes, bool, type(None), tuple, list, dict, set,
              frozenset)

_PATH_AT_IMPORT = list(sys.path)
_results = {}
_state = {}  # set by _start: what the runner looked like before any workspace code ran
_tampered = []
_seen = set()


def _set(nodeid, outcome, message=""):
    prev = _results.get(nodeid)
    # A failure in any phase wins over a pass; an error in setup/teardown is an error.
    rank = {"passed": 0, "skipped": 1, "failed": 2, "error": 3}
    if prev is None or rank[outcome] > rank[prev[0]]:
        _results[nodeid] = (outcome, message[-2000:])  # the end holds the error line


def _flag(why):
    if why not in _tampered and len(_tampered) < 50:
        _tampered.append(why)


# -- where code comes from ------------------------------------------------------------------

def _environment_roots():
    roots = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}
    roots.update(p for p in sysconfig.get_paths().values() if p)
    roots.update(site.getsitepackages())
    roots.add(os.path.dirname(os.path.abspath(__file__)))  # this plugin's own directory
    roots = {r for r in roots if r}
    roots |= {os.path.realpath(r) for r in roots}  # as written and as resolved
    return tuple(sorted(r.rstrip("/") + "/" for r in roots))


_REAL_DIRS = {}


def _realpath(path):
    """realpath, with each directory resolved once (a check walks every loaded module)."""
    head, tail = os.path.split(path)
    real = _REAL_DIRS.get(head)
    if real is None:
        real = _REAL_DIRS[head] = os.path.realpath(head)
    return os.path.join(real, tail) if tail else real


def _where(path, workspace, env_roots):
    """'workspace', 'environment' or 'elsewhere' for a source file path. Both the path as
    written and as resolved must lie in the environment: the workspace can hold a symlink
    into the environment, swapped in after a module was imported through a real directory
    of the same name."""
    if not path:
        return "environment"  # builtin or frozen
    spelled = os.path.abspath(path)
    real = _realpath(spelled)
    if any(p == workspace.rstrip("/") or p.startswith(workspace) for p in (spelled, real)):
        return "workspace"
    if spelled.startswith(env_roots) and real.startswith(env_roots):
        return "environment"
    return "elsewhere"


def _module_file(mod):
    return getattr(mod, "__file__", None) or ""


def _code_file(fn):
    fn = getattr(fn, "__func__", fn)
    fn = getattr(fn, "__wrapped__", fn) if not hasattr(fn, "__code__") else fn
    code = getattr(fn, "__code__", None)
    return code.co_filename if code is not None else ""


# -- the runner's identity ------------------------------------------------------------------

def _runner_modules(pm):
    """Modules whose every function decides outcomes: pytest's own packages, this plugin,
    and the modules of the plugins registered at start."""
    mods = {name: m for name, m in list(sys.modules.items())
            if isinstance(m, types.ModuleType) and name.split(".")[0] in RUNNER_PACKAGES}
    mods[__name__] = sys.modules[__name__]
    for plugin in pm.get_plugins():
        mod = plugin if isinstance(plugin, types.ModuleType) else sys.modules.get(
            getattr(type(plugin), "__module__", ""))
        if isinstance(mod, types.ModuleType) and mod.__name__ not in ("__main__",):
            mods[mod.__name__] = mod
    return mods


def _bindings(mods):
    """(owner, ((attribute, value), ...)) for every non-data attribute of those modules and
    of the classes they define. Raw attributes (vars), not getattr: a classmethod is a new
    bound object on every access."""
    out = []
    for name, mod in mods.items():
        own = []
        for attr, value in list(vars(mod).items()):
            if isinstance(value, DATA_TYPES) or isinstance(value, types.ModuleType):
                continue
            own.append((attr, value))
            if isinstance(value, type) and getattr(value, "__module__", None) == name:
                members = tuple((a, v) for a, v in list(vars(value).items())
                                if not isinstance(v, DATA_TYPES))
                out.append((value, members))
        out.append((mod, tuple(own)))
    return out


def _check(when, everything=True):
    if not _state:
        return
    changed = []
    for owner, members in _state["bindings" if everything else "hot"]:
        d = vars(owner)
        for attr, value in members:
            if d.get(attr) is not value:
                changed.append(f"{getattr(owner, '__name__', owner)}.{attr}")
    swapped = [name for name, mod in _state["modules"].items() if sys.modules.get(name) is not mod]
    if sys.pycache_prefix != _state["pycache_prefix"]:
        swapped.append("sys.pycache_prefix (planted bytecode could be loaded)")
    for what, names in (("pytest's own code was replaced", changed),
                        ("pytest's modules were swapped", swapped)):
        key = (what, tuple(names[:8]))
        if names and key not in _seen:  # once per change, with where it was first seen
            _seen.add(key)
            _flag(f"{what} ({when}): " + ", ".join(names[:8]))


def _no_planted_bytecode(config):
    """No cached bytecode is read for a test module or conftest: pytest reads a cached
    rewritten module from `__pycache__` even when it writes none, and code under test can
    write one for a module collected later. With assertion rewriting (the default) pytest's
    pyc reader is turned off (cheap: nothing else changes); otherwise no pyc is read for
    anything imported from here on (`sys.pycache_prefix` where nothing can exist)."""
    try:
        from _pytest.assertion import rewrite
    except ImportError:
        rewrite = None
    if rewrite is not None and hasattr(rewrite, "_read_pyc") and \
            getattr(config.option, "assertmode", "rewrite") == "rewrite":
        rewrite._read_pyc = _no_pyc
    else:
        sys.pycache_prefix = NO_PYCACHE
    _state["pycache_prefix"] = sys.pycache_prefix


def _no_pyc(*args, **kwargs):
    return None


def _start(config):
    """Before the first conftest, once every plugin of the environment is loaded."""
    if _state:
        return
    pm = config.pluginmanager
    workspace = os.path.realpath(str(config.invocation_params.dir)).rstrip("/") + "/"
    env_roots = _environment_roots()
    me = sys.modules[__name__]
    for name, mod in list(sys.modules.items()):
        if mod is me or not isinstance(mod, types.ModuleType):
            continue
        where = _where(_module_file(mod), workspace, env_roots)
        if where != "environment":
            _flag(f"the test runner imported {name!r} from the {where} "
                  f"({_module_file(mod)}), not from the environment")
    _no_planted_bytecode(config)
    mods = _runner_modules(pm)
    bindings = _bindings(mods)
    hot = [(owner, members) for owner, members in bindings
           if (getattr(owner, "__module__", None) or owner.__name__).startswith(HOT_MODULES)]
    _state.update(workspace=workspace, env_roots=env_roots, modules=mods, bindings=bindings,
                  hot=hot, plugins={id(p) for p in pm.get_plugins()})
    main = os.path.join(os.path.dirname(pytest.__file__), "__main__.py")
    if sys.argv and os.path.realpath(sys.argv[0]) == os.path.realpath(main):
        # `python -m pytest` puts the working directory first on sys.path; the grader
        # started Python without it, so that nothing above could come from the workspace.
        # Behind the `pythonpath` entries pytest inserted, as they would have been in front.
        cwd = os.getcwd()
        if cwd not in sys.path:
            first = _PATH_AT_IMPORT[0] if _PATH_AT_IMPORT else None
            sys.path.insert(sys.path.index(first) if first in sys.path else 0, cwd)


# -- hooks ----------------------------------------------------------------------------------

# Neither tryfirst nor trylast: after the environment's own early patches (legacypath's) and
# `pythonpath` entries, before pytest's own (trylast) implementation imports the conftests.
def pytest_load_initial_conftests(early_config, parser, args):
    _start(early_config)


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session):
    _check("after collection")


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_logstart(nodeid, location):
    _check(f"before {nodeid}", everything=False)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_logreport(report):
    if report.when == "call":
        if report.passed:
            _set(report.nodeid, "passed")
        elif report.skipped:
            _set(report.nodeid, "skipped")
        else:
            _set(report.nodeid, "failed", str(report.longrepr))
    elif report.failed:
        _set(report.nodeid, "error", str(report.longrepr))
    elif report.skipped and report.when == "setup":
        _set(report.nodeid, "skipped")


def pytest_collectreport(report):
    if report.failed:
        _set(report.nodeid or "<collection>", "error", str(report.longrepr))


def _rel(path):
    real = _realpath(os.path.abspath(path))
    return real[len(_state["workspace"]):] if real.startswith(_state["workspace"]) else real


def _plugin_sources(session):
    """Workspace files that plugins or hook implementations come from (for the host to
    verify), flagging whatever comes from neither the environment nor such a file."""
    pm = session.config.pluginmanager
    workspace, roots = _state["workspace"], _state["env_roots"]
    files = set()
    conftests = getattr(pm, "_conftest_plugins", set())
    for plugin in pm.get_plugins():
        if plugin is sys.modules[__name__]:
            continue
        name = pm.get_name(plugin) or repr(plugin)[:80]
        late = id(plugin) not in _state["plugins"]
        if late and not isinstance(plugin, types.ModuleType):
            if _where(_module_file(sys.modules.get(type(plugin).__module__)), workspace,
                      roots) != "environment":
                _flag(f"a plugin object was registered at run time: {name!r}")
        if isinstance(plugin, types.ModuleType):
            where = _where(_module_file(plugin), workspace, roots)
            if where == "workspace":
                files.add(_rel(_module_file(plugin)))
            elif where == "elsewhere":
                _flag(f"plugin {name!r} comes from {_module_file(plugin)}")
            if late and plugin not in conftests and where != "environment" and \
                    os.path.basename(_module_file(plugin)) == "conftest.py":
                _flag(f"a conftest module pytest did not load was registered: {name!r}")
        for caller in pm.get_hookcallers(plugin) or []:
            for impl in caller.get_hookimpls():
                if impl.plugin is not plugin:
                    continue
                source = _code_file(impl.function)
                where = _where(source, workspace, roots)
                if where == "workspace":
                    files.add(_rel(source))
                elif where == "elsewhere":
                    _flag(f"hook {caller.name} of plugin {name!r} comes from {source or '?'}")
    return sorted(files)


class _Stranger:
    pass


def _always_equal(workspace, roots):
    """Classes of the workspace whose instances say they equal an unrelated new object."""
    found, seen, stack = [], set(), [object]
    stranger = object()
    local = {name for name, mod in list(sys.modules.items())
             if isinstance(mod, types.ModuleType)
             and _where(_module_file(mod), workspace, roots) == "workspace"}
    while stack:
        cls = stack.pop()
        try:
            subs = type.__subclasses__(cls)
        except TypeError:
            continue
        for sub in subs:
            if id(sub) in seen:
                continue
            seen.add(id(sub))
            stack.append(sub)
            module = getattr(sub, "__module__", None)
            if module not in local:
                continue
            mod = sys.modules[module]
            eq = getattr(sub, "__eq__", None)
            try:
                said = eq(_Stranger(), stranger) if eq is not None else NotImplemented
            except BaseException:
                continue
            if said is not NotImplemented and said:
                found.append({"class": getattr(sub, "__qualname__", "?"),
                              "file": _rel(_module_file(mod))})
            if len(found) >= 20:
                return found
    return found


def pytest_sessionfinish(session, exitstatus):
    if not REPORT_PATH:
        return
    report = {"exitstatus": int(exitstatus), "plugin_files": [], "always_equal": []}
    if _state:
        _check("at the end")
        try:
            report["plugin_files"] = _plugin_sources(session)
        except Exception as e:  # a plugin manager this plugin cannot read is not trusted
            _flag(f"the registered plugins could not be checked: {type(e).__name__}: {e}")
        report["always_equal"] = _always_equal(_state["workspace"], _state["env_roots"])
    else:
        _flag("the grader's start-up check never ran")
    rows = [{"test_id": k, "outcome": v[0], "message": v[1]} for k, v in _results.items()]
    report.update(tests=rows, tampered=list(_tampered),
                  runner={"pytest": pytest.__file__, "pluggy": pluggy.__file__})
    with open(REPORT_PATH, "w") as f:
        json.dump(report, f)
