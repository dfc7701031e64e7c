"""The grading fork server's in-sandbox half: a Python process with pytest already imported
that forks one child per request. Started by `parity.tasks.forkserver` inside a bubblewrap
sandbox; standalone (stdlib, pytest and the report plugin only, never parity or the code
under test), like `pytest_report.py`.

Why: a grade used to pay for a new interpreter, `import pytest` and pytest's plugin loading
(about 0.3 s of CPU) before the first test ran. Here that is paid once per server, and a
child forked from the warmed-up server starts collecting at once.

Requests and replies are one JSON object a line on the descriptors that were stdin and
stdout at start (a pytest run's request carries its grade's report key: the child arms the
report plugin with it before pytest starts, and the request's other copies are dropped); both are moved out of the way before anything else and closed in every
child, and the server makes itself non-dumpable, so code in a child can neither read nor
write them (/proc/<server>/fd needs ptrace rights it does not have). A request runs either
an argv (`bash -c ...`, for `git apply`; spawned with vfork, as a fork of this big process
costs more) or pytest in a forked child exactly as `python -m pytest` would (`console_main`
with `sys.argv`, `sys.path`, `__main__`, then the interpreter's own shutdown: non-daemon
threads, atexit handlers, flush). After each child the server kills every other process in
its pid namespace, wipes /tmp and /dev/shm (the only writable places besides the host's
grade directories; the root and /dev are read-only here), and checks that nothing changed
the server itself (rlimits, nice value, CPU affinity, OOM score, System V IPC objects). What
it cannot undo it reports as `dirty`, and the host replaces the server.

Not covered: a child can still kill or stop the server (same uid); the host notices, falls
back to the slow grader and starts a new server.
"""

import atexit
import builtins
import gc
import importlib.util
import inspect
import json
import os
import resource
import select
import signal
import subprocess
import sys
import threading
import time
import traceback
import types

PR_SET_DUMPABLE = 4
NONDUMPABLE_VAR = "PARITY_GRADE_NONDUMPABLE"  # as the report plugin names it
# A child shares our uid and may signal us: these are caught and dropped. Caught, not
# ignored: an exec'd child then starts with them at their defaults.
CAUGHT_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM",
                  "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGVTALRM", "SIGPROF")
WIPED = ("/tmp", "/dev/shm")
KILL_ROUNDS = 200


def _preloaded(path):
    """Whether the library at `path` is mapped into this process."""
    if not path:
        return False
    with open("/proc/self/maps", encoding="utf-8", errors="replace") as f:
        return any(line.rstrip("\n").endswith(" " + path) for line in f)


def _libc():
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_DUMPABLE, 0) failed")
    return libc


class Capture:
    """The head and the tail of a stream (the host formats them, as for any command)."""

    def __init__(self, max_bytes):
        self.head_max = max_bytes // 2
        self.tail_max = max_bytes - self.head_max
        self.head = bytearray()
        self.tail = bytearray()
        self.total = 0

    def add(self, chunk):
        self.total += len(chunk)
        room = self.head_max - len(self.head)
        if room > 0:
            self.head += chunk[:room]
            chunk = chunk[room:]
        if chunk:
            self.tail += chunk
            if len(self.tail) > self.tail_max:
                del self.tail[: len(self.tail) - self.tail_max]


class Server:
    def __init__(self):
        # Non-dumpable: the library the pool preloads (grade_preload.c) made this process so
        # before Python started, and every child inherits it; ctypes only where it is
        # missing, since ctypes loaded here would be in every child, where code under test
        # finds its classes without an import (parity_grade_report.FFI_MODULES)
        self.libc = None if _preloaded(os.environ.get(NONDUMPABLE_VAR, "")) else _libc()
        # The protocol descriptors move to non-inheritable fds; 0 and 1 become /dev/null.
        self.requests = os.fdopen(os.dup(0), "rb")
        self.replies = os.dup(1)
        self.devnull = os.open(os.devnull, os.O_RDWR)
        os.dup2(self.devnull, 0)
        os.dup2(self.devnull, 1)
        self.signals = {}
        for name in CAUGHT_SIGNALS:
            sig = getattr(signal, name)
            self.signals[sig] = signal.getsignal(sig)
            signal.signal(sig, _drop_signal)
        os.chdir("/")
        self.pytest = None
        self.plugin = None
        self.base_path = []
        self.baseline = {}

    # -- start ----------------------------------------------------------------------------

    def load(self, empty_dir):
        import parity_grade_report
        import pytest

        os.close(os.pidfd_open(os.getpid()))  # Linux >= 5.3: else fail now, not per grade
        self.pytest, self.plugin = pytest, parity_grade_report
        self.base_path = sys.path[1:]  # without this script's directory
        self.main_file = os.path.join(os.path.dirname(pytest.__file__), "__main__.py")
        self._warm_up(empty_dir)
        atexit._clear()
        gc.collect()
        gc.freeze()  # children then share these pages instead of copying them
        self.baseline = self._state()

    def _warm_up(self, empty_dir):
        """One collection of nothing, so that plugins found by entry point are imported (and
        assertion-rewritten) here, once, instead of in every child. Global state pytest
        touches is put back; the report plugin takes no part."""
        import logging
        import warnings

        saved = (list(sys.meta_path), list(sys.path_hooks), list(sys.path), list(sys.argv),
                 list(warnings.filters), dict(os.environ), sys.stdout, sys.stderr,
                 list(logging.root.handlers), logging.root.level)
        try:
            self.pytest.main(["-q", "-p", "no:cacheprovider", "--co", empty_dir])
        finally:
            (sys.meta_path[:], sys.path_hooks[:], sys.path[:], sys.argv[:], warnings.filters[:],
             env, sys.stdout, sys.stderr, logging.root.handlers[:], level) = saved
            logging.root.setLevel(level)
            os.environ.clear()
            os.environ.update(env)
        # inspect caches which file each loaded module came from; a failure report walks
        # every module otherwise. A code object without __module__ makes it fill the cache.
        inspect.getmodule(self._warm_up.__code__)

    def _state(self):
        limits = {name: resource.getrlimit(getattr(resource, name))
                  for name in dir(resource) if name.startswith("RLIMIT_")}
        return {"rlimits": limits, "nice": os.getpriority(os.PRIO_PROCESS, 0),
                "modes": {top: os.stat(top).st_mode & 0o7777 for top in WIPED},
                "affinity": os.sched_getaffinity(0), "oom": _read("/proc/self/oom_score_adj")}

    # -- the loop -------------------------------------------------------------------------

    def reply(self, obj):
        data = (json.dumps(obj) + "\n").encode()
        while data:
            data = data[os.write(self.replies, data):]

    def serve(self):
        self.reply({"ready": True, "pid": os.getpid(), "python": sys.version.split()[0]})
        for line in self.requests:
            try:
                req = json.loads(line)
                line = None  # a run's request holds its grade's key: no copy outlives it
                if req["op"] == "run":
                    out = self.run(req)
                elif req["op"] == "status":
                    out = {"pids": _other_pids(), "modules": sorted(sys.modules)}
                else:
                    out = {"error": f"unknown op {req['op']!r}"}
            except Exception as e:  # the host replaces a server that says this
                out = {"error": f"{type(e).__name__}: {e}"}
            usage = resource.getrusage(resource.RUSAGE_SELF)
            out["server_cpu_s"] = usage.ru_utime + usage.ru_stime
            self.reply(out)

    def run(self, req):
        read_end, write_end = os.pipe()
        capture = Capture(req["max_output_bytes"])
        if "argv" in req:
            pid = self.spawn(req, write_end, capture)
        else:
            pid = os.fork()
            if pid == 0:
                try:
                    os.close(read_end)
                    self.child(req, write_end)
                finally:
                    os._exit(127)
        os.close(write_end)
        if pid is None:
            os.close(read_end)
            dirty = self.sweep()
            return {"exit_code": 127, "timed_out": False, "killed_reason": None,
                    "head": capture.head.decode("latin-1"), "tail": "",
                    "total": capture.total, "dirty": dirty}
        timeout_s = req["timeout_s"]
        deadline = time.monotonic() + timeout_s
        killed_reason, timed_out = None, False
        pidfd = os.pidfd_open(pid)
        watched = [read_end, pidfd]
        try:
            while True:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    timed_out = True
                    killed_reason = f"wall-clock timeout after {timeout_s:g} s"
                    break
                ready, _, _ = select.select(watched, [], [], min(remaining, 1.0))
                if read_end in ready:
                    chunk = os.read(read_end, 65536)
                    if not chunk:  # every writer closed it; the child may live on
                        watched.remove(read_end)
                    else:
                        capture.add(chunk)
                        if capture.total > req["max_stream_bytes"]:
                            killed_reason = f"output exceeded {req['max_stream_bytes']} bytes"
                            break
                if pidfd in ready:
                    break
        finally:
            os.close(pidfd)
        if killed_reason:
            _kill(pid)
        _, status = os.waitpid(pid, 0)
        if killed_reason:
            exit_code = -signal.SIGKILL  # as for a sandbox killed from outside
        elif os.WIFSIGNALED(status):
            exit_code = 128 + os.WTERMSIG(status)  # as the sandbox's init reports it
        else:
            exit_code = os.WEXITSTATUS(status)
        dirty = self.sweep()
        if read_end in watched and not killed_reason and not dirty:
            # Every writer is dead now, so this ends at EOF; the bound is for safety.
            end = time.monotonic() + 1.0
            while select.select([read_end], [], [], max(0.0, end - time.monotonic()))[0]:
                chunk = os.read(read_end, 65536)
                if not chunk:
                    break
                capture.add(chunk)
        os.close(read_end)
        return {"exit_code": exit_code, "timed_out": timed_out, "killed_reason": killed_reason,
                "head": capture.head.decode("latin-1"), "tail": capture.tail.decode("latin-1"),
                "total": capture.total, "dirty": dirty}

    # -- a child --------------------------------------------------------------------------

    def spawn(self, req, out_fd, capture):
        """An argv in a new process: vfork and exec (a fork of this big process costs more).
        Its pid, or None when it could not start (said in `capture`, exit code 127)."""
        argv = req["argv"]
        try:
            proc = subprocess.Popen(argv, cwd=req["cwd"], env={**os.environ, **req["env"]},
                                    stdin=self.devnull, stdout=out_fd, stderr=out_fd,
                                    close_fds=True, restore_signals=True)
        except OSError as e:
            capture.add(f"{argv[0]}: {e}\n".encode())
            return None
        proc.returncode = 0  # reaped by us, not by subprocess
        return proc.pid

    def child(self, req, out_fd):
        # No setsid: like the slow path's test process, the child stays in the session and
        # process group of the sandbox's init.
        os.dup2(self.devnull, 0)
        os.dup2(out_fd, 1)
        os.dup2(out_fd, 2)
        os.closerange(3, resource.getrlimit(resource.RLIMIT_NOFILE)[0])
        if self.libc is not None:  # as a new process would start; the plugin makes it 0 again
            self.libc.prctl(PR_SET_DUMPABLE, 1, 0, 0, 0)
        os.chdir(req["cwd"])
        os.environ.update(req["env"])
        for sig, handler in self.signals.items():  # as this interpreter had them at start
            signal.signal(sig, handler)
        self.run_pytest(req["pytest"])

    def run_pytest(self, spec):
        """`python -m pytest ARGS`, in this process: pytest/__main__.py is
        `raise SystemExit(pytest.console_main())`, then the interpreter shuts down."""
        # Not the working directory yet: the report plugin puts it first once pytest has
        # loaded its plugins, as `python -m pytest` would have had it, so that nothing of the
        # workspace can stand in for the runner (a *.dist-info with a pytest11 entry point).
        sys.path[:] = [*spec["path_prefix"], *self.base_path]
        sys.argv[:] = [self.main_file, *spec["args"]]
        os.environ["_"] = sys.executable  # as bash sets it for the command it runs
        main = types.ModuleType("__main__")  # as runpy makes it for `-m pytest`
        main.__file__ = self.main_file
        main.__package__ = "pytest"
        main.__spec__ = importlib.util.find_spec("pytest.__main__")
        main.__loader__ = main.__spec__.loader
        main.__builtins__ = builtins
        sys.modules["__main__"] = main
        # The report's key, in this child's memory only (the request's other copies are
        # gone): sealed into the plugin's audit hook before any code of the workspace runs.
        self.plugin.arm(spec.pop("arm").encode(), spec["plugin_dir"])
        try:
            code = self.pytest.console_main()
        except SystemExit as e:
            code = e.code
        except BaseException:
            traceback.print_exc()
            code = 1
        if code is None:
            code = 0
        elif not isinstance(code, int):
            print(code, file=sys.stderr)
            code = 1
        try:
            threading._shutdown()
        except BaseException:
            traceback.print_exc()
        try:
            atexit._run_exitfuncs()
        except BaseException:
            pass
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except BaseException:
                pass
        os._exit(code & 0xFF)

    # -- after a child --------------------------------------------------------------------

    def sweep(self):
        """Leave nothing of the last child behind; None when clean, else what is left."""
        problems = []
        if not _kill_others():
            problems.append("processes survived the sweep")
        for top, mode in self.baseline["modes"].items():
            if not _wipe(top, mode):
                problems.append(f"could not empty {top}")
        for kind in ("shm", "sem", "msg"):
            rows = (_read(f"/proc/sysvipc/{kind}") or "").strip().splitlines()
            if len(rows) > 1:
                problems.append(f"System V IPC {kind} objects were left")
        now = self._state()
        base = self.baseline
        for name, (soft, hard) in base["rlimits"].items():
            if now["rlimits"][name] != (soft, hard):
                try:
                    resource.setrlimit(getattr(resource, name), (soft, hard))
                except (OSError, ValueError):
                    problems.append(f"{name} of the server was changed")
        if now["affinity"] != base["affinity"]:
            try:
                os.sched_setaffinity(0, base["affinity"])
            except OSError:
                problems.append("CPU affinity of the server was changed")
        if now["nice"] != base["nice"]:
            problems.append("nice value of the server was changed")
        if now["oom"] != base["oom"]:
            try:
                with open("/proc/self/oom_score_adj", "w") as f:
                    f.write(base["oom"])
            except OSError:
                problems.append("OOM score of the server was changed")
        return "; ".join(problems) or None


def _drop_signal(signum, frame):
    pass


def _read(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None


def _other_pids():
    """Live processes in this pid namespace but this one and the sandbox's init (pid 1)."""
    me, pids = os.getpid(), []
    for name in os.listdir("/proc"):
        if name.isdigit() and int(name) not in (1, me):
            stat = _read(f"/proc/{name}/stat") or ""
            if stat and stat.rsplit(")", 1)[-1].split()[0] != "Z":
                pids.append(int(name))
    return pids


def _kill(pid):
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _kill_others():
    """SIGKILL everything else until nothing is left (a forking process may race a round);
    the dead are reaped by the sandbox's init, or by us if they are our children."""
    for round_ in range(KILL_ROUNDS):
        pids = _other_pids()
        if not pids:
            return True
        for pid in pids:
            _kill(pid)
        try:
            while os.waitpid(-1, os.WNOHANG)[0]:
                pass
        except ChildProcessError:
            pass
        time.sleep(0.0005 * min(round_, 20))
    return not _other_pids()


def _mount_points():
    """Where something is mounted in this sandbox, as the server starts (before any child).
    The tools layer is bound at its host path, which lies under /tmp when Parity's cache does
    (PARITY_CACHE=/tmp/..., as CI's fresh caches are): the sweep must leave those mount points,
    and the directories on the way to them, in place, or every grade replaces the server."""
    points = set()
    for line in (_read("/proc/self/mountinfo") or "").splitlines():
        fields = line.split(" ")
        if len(fields) > 4:
            points.add(fields[4].replace("\\040", " "))
    return points


MOUNT_POINTS = _mount_points()


def _on_the_way_to_a_mount(path):
    return any(m == path or m.startswith(path + "/") for m in MOUNT_POINTS)


def _wipe(top, mode):
    """Empty `top` and give it back its mode, whatever modes the last child left inside."""
    try:
        os.chmod(top, mode)
        return all([_remove(os.path.join(top, name)) for name in os.listdir(top)])
    except OSError:
        return False


def _remove(path):
    try:
        if os.path.isdir(path) and not os.path.islink(path):
            keep = _on_the_way_to_a_mount(path)
            if os.path.ismount(path):
                return True  # a mount made before any child ran (the tools layer)
            if not keep:
                os.chmod(path, 0o700)
            ok = all([_remove(os.path.join(path, name)) for name in os.listdir(path)])
            if not keep:
                os.rmdir(path)
            return ok
        os.unlink(path)
        return True
    except OSError:
        return False


def main():
    server = Server()
    server.load(sys.argv[1])
    server.serve()


if __name__ == "__main__":  # not under multiprocessing's spawn, which re-imports __main__
    main()
