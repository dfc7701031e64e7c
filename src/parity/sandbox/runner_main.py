"""The persistent command runner's in-sandbox half: one per session, started by
`parity.sandbox.runner` inside the session's bubblewrap sandbox (the same namespaces, mounts,
environment and cgroups as a command), run by the sandbox's own /usr/bin/python3. Standalone:
stdlib only, never parity.

Why: a command used to pay for `nsenter` + `bwrap` (a new user, mount, pid, net, ipc and uts
namespace, a dozen bind mounts, a pivot_root) and a bash prologue: about 12 ms of a 15 ms
shell call. Here the sandbox is built once, and each command costs a fork, a bash, three
unshares and a handful of mounts, mostly made before the command comes.

Per command (one JSON line in, one out, on the descriptors that were stdin and stdout):

    runner (root of the sandbox's user namespace, with capabilities there only; non-dumpable)
     └─ fork, its pid namespace for children set to a new one (unshare(CLONE_NEWPID), then
        setns back to its own): the child is that namespace's pid 1, init, at once
         init: new mount, ipc and uts namespaces, owned by the sandbox's user namespace;
            mounts a fresh /proc (with the same read-only covers bwrap puts on parts of
            it), /tmp and /dev/shm; then a user namespace of its own in which it is uid 1000
            (the command has no capability over its mounts, even in a user namespace it
            makes itself: the copy it gets is locked); drops every capability; spawns a bash
            at once and says it is ready; reads its own request pipe to end of file (empty:
            the command went to that bash); waits for the command's bash
             └─ bash (posix_spawn): setsid, no capabilities (bounding, ambient, permitted
                all empty), no_new_privs, RLIMIT_CPU, cwd the workspace; reads the command
                from a pipe and `eval`s it as `bash -c` would (PRESTARTED, below). A command
                over PRESTARTED_MAX_BYTES goes to init instead, which spawns `bash -c COMMAND`
                once the waiting bash, given nothing, has exited.

Two standbys (an init and its bash, waiting) are kept: the next command's, ready since the
command before it, and the one after, made as each reply goes out. So back-to-back commands
do not wait for one to be made, and bash's own start (1 to 3 ms on these loaded cores) is
off their path. A standby lives while the command before it runs, in sibling namespaces
that command cannot see (another pid namespace: no pid to signal, trace or read in /proc;
its own /tmp, /dev/shm and IPC; its pipes closed in every other child); it shares the
session's memory and pids cgroups with it.

When the command's bash exits, init exits with its status and the kernel kills everything
else in the namespace (a `setsid` daemon included) before init counts as exited; the runner
waits for that on a pidfd, so every process the command started is gone before it replies.
On a wall-clock timeout or too much output it kills init, with the same effect.

What a command can reach of the runner: nothing. The runner is outside the command's pid
namespace (no pid to signal, ptrace or read in /proc), its protocol descriptors are closed
in every child before anything runs, it is non-dumpable, and its mounts (the command's
/proc, /tmp, /dev/shm are in a mount namespace of their own) cannot be changed by a process
without capabilities. The sandbox's root and /dev are read-only, so nothing a command writes
outside the workspace outlives it, as with a fresh bwrap per command.

Not covered: a fresh network namespace per command (the session's is shared; no process
outlives its command to listen on it); seccomp.
"""

import ctypes
import json
import os
import resource
import select
import signal
import sys
import time

CLONE_NEWNS, CLONE_NEWUTS, CLONE_NEWIPC = 0x20000, 0x4000000, 0x8000000
CLONE_NEWUSER, CLONE_NEWPID = 0x10000000, 0x20000000
SANDBOX_UID = 1000  # the commands' uid, as on the per-command path
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 1, 2, 4, 8
MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 32, 4096, 16384, 1 << 18
MNT_DETACH = 2
PR_SET_DUMPABLE, PR_CAPBSET_DROP, PR_SET_NO_NEW_PRIVS = 4, 24, 38
PR_SET_CHILD_SUBREAPER, PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL = 36, 47, 4
LINUX_CAPABILITY_VERSION_3 = 0x20080522
MAX_CAP = 63
PROC_FLAGS = MS_NOSUID | MS_NODEV | MS_NOEXEC
# The standby's bash, started before its command exists. It reads the command from fd 3 (one
# byte per read(2): a pipe cannot be read ahead and pushed back) and evaluates it as `bash -c`
# would: the same $0, $_ (bash's first one is its argv[0] where the environment has no `_`),
# LINENO, BASH_EXECUTION_STRING, variables, `exit`, traps and stdin; SECONDS counts from the
# command, not from the standby. `IFS=`: keep leading and trailing blanks (LINENO counts
# leading newlines). Empty: the command went the `bash -c` way; exit quietly.
# What differs from `bash -c` (README.md, The sandbox): a syntax error is "bash: eval: line N"
# rather than "bash: -c: line N"; the last command is forked, not exec'ed, so a signal's
# death is reported ("bash: line 1: 3 Killed ..."); PIPESTATUS is 0 before any pipeline.
PRESTARTED = ('IFS= read -r -d "" -u 3 BASH_EXECUTION_STRING; exec 3<&-; '
              '[ -n "$BASH_EXECUTION_STRING" ] || exit 0; SECONDS=0; : "$0"; '
              'eval "$BASH_EXECUTION_STRING"')
# Longer commands take `posix_spawn(bash -c COMMAND)` instead: reading a byte at a time costs
# about 1.4 us a byte here, so past a kilobyte or two it loses to bash's start (1-3 ms).
PRESTARTED_MAX_BYTES = 1024

libc = ctypes.CDLL(None, use_errno=True)
libc.setns.argtypes = [ctypes.c_int, ctypes.c_int]
libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong,
                       ctypes.c_char_p]


def check(ret, what):
    if ret != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")


def mount(source, target, fstype, flags, data=None):
    check(libc.mount(source and source.encode(), target.encode(), fstype and fstype.encode(),
                     flags, data and data.encode()), f"mount {target}")


def drop_capabilities():
    """Bounding set, ambient set, then effective/permitted/inheritable: all empty."""
    for cap in range(MAX_CAP + 1):
        libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0)  # EINVAL past the kernel's last cap
    check(libc.prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0), "clear ambient caps")
    header = (ctypes.c_uint32 * 2)(LINUX_CAPABILITY_VERSION_3, 0)
    data = (ctypes.c_uint32 * 6)()
    check(libc.capset(header, data), "capset")


def write_all(fd, data):
    while data:
        data = data[os.write(fd, data):]


def mount_points(prefix):
    """The mount points under `prefix` in this process's mount table, in its order: bwrap's
    read-only covers over parts of /proc (its own list, filtered by what exists here), and
    the layers it bound under /tmp (a dependency or tools layer whose cache lives there),
    which each command's new /tmp must keep."""
    with open("/proc/self/mountinfo") as f:
        return [p for p in (line.split()[4] for line in f) if p.startswith(prefix)]


class Runner:
    def __init__(self, workspace, tmp_bytes, cpu_s):
        self.workspace = workspace
        self.tmp_bytes = tmp_bytes
        self.cpu_s = cpu_s
        check(libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0), "prctl(PR_SET_DUMPABLE)")
        check(libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0), "prctl(PR_SET_CHILD_SUBREAPER)")
        # The protocol descriptors move out of the way (non-inheritable); 0 and 1: /dev/null.
        self.requests = os.fdopen(os.dup(0), "rb")
        self.replies = os.dup(1)
        devnull = os.open(os.devnull, os.O_RDWR)
        os.dup2(devnull, 0)
        os.dup2(devnull, 1)
        os.close(devnull)
        # To return to after making each command's init the first process of a new one.
        self.own_pid_ns = os.open("/proc/self/ns/pid", os.O_RDONLY)
        self.covers = mount_points("/proc/")
        self.kept_in_tmp = mount_points("/tmp/")
        # A new /proc may only be mounted where one is fully visible already (the kernel's
        # mount_too_revealing): take bwrap's covers off ours; each command's /proc gets them.
        for point in reversed(self.covers):
            check(libc.umount2(point.encode(), MNT_DETACH), f"umount {point}")
        self.env = dict(os.environ)
        self.held = set()  # the descriptors of standbys not claimed yet

    def reply(self, obj):
        write_all(self.replies, (json.dumps(obj) + "\n").encode())

    def serve(self):
        self.reply({"ready": True})
        # Two standbys, oldest first: the next command's, ready since the command before
        # it, and the one after it, made while the reply travels and the next command runs.
        self.standbys = [self.prepare(), self.prepare()]
        for line in self.requests:
            standby = self.standbys.pop(0)
            try:
                out = self.run(json.loads(line), standby)
            except Exception as e:  # the host falls back and replaces this runner
                out = {"error": f"{type(e).__name__}: {e}"}
            self.reply(out)
            self.standbys.append(self.prepare())

    def prepare(self):
        """Start making a standby: the next command's init, in its own namespaces with its
        mounts made, blocked on a pipe until it gets the command. Not waited for here (the
        runner reads the next request meanwhile): `claim` finishes it."""
        try:
            return self._prepare()
        except OSError as e:  # no fork now (the pids limit?): the command will say so
            return e

    def claim(self, started):
        """(init's pid, output read end, request write end, pre-started bash's command write
        end), or (None, error text, None, None). Waits until the standby is ready."""
        if isinstance(started, OSError):
            return None, f"parity runner: {started}\n".encode(), None, None
        pid, status_r, read_end, cmd_w, bash_w = started
        self.held.difference_update((status_r, read_end, cmd_w, bash_w))
        ready = os.read(status_r, 1)  # init says so once its bash is spawned, or dies
        os.close(status_r)
        if not ready:  # a mount or the unshare failed; the error is in the output
            os.waitpid(pid, 0)
            out = os.read(read_end, 65536)
            for fd in (read_end, cmd_w, bash_w):
                os.close(fd)
            return None, out, None, None
        return pid, read_end, cmd_w, bash_w

    def _prepare(self):
        """One fork: with its pid namespace for children set to a new one, the runner's
        child is that namespace's pid 1 (init) at once, and the runner returns to its own."""
        read_end, write_end = os.pipe()
        cmd_r, cmd_w = os.pipe()
        bash_r, bash_w = os.pipe()  # the command itself, for the pre-started bash
        status_r, status_w = os.pipe()
        pid = -1
        try:
            check(libc.unshare(CLONE_NEWPID), "unshare")
            try:
                pid = os.fork()
            finally:
                # Failing that, every later fork would land in a dead namespace: exit, and
                # the host replaces this runner.
                if pid != 0 and libc.setns(self.own_pid_ns, CLONE_NEWPID) != 0:
                    os._exit(70)
        except BaseException:
            for fd in (read_end, write_end, cmd_r, cmd_w, bash_r, bash_w, status_r, status_w):
                os.close(fd)
            raise
        if pid == 0:
            try:
                # Ours, and the other standby's: its init must see its pipes' ends close.
                for fd in (read_end, cmd_w, bash_w, status_r, self.replies, self.own_pid_ns,
                           *self.held):
                    os.close(fd)
                self.requests.close()
                self.init(cmd_r, bash_r, write_end, status_w)
            except BaseException as e:
                os.write(write_end, f"parity runner: {e}\n".encode())
            finally:
                os._exit(127)
        for fd in (write_end, cmd_r, bash_r, status_w):
            os.close(fd)
        self.held.update((status_r, read_end, cmd_w, bash_w))
        return pid, status_r, read_end, cmd_w, bash_w

    def run(self, req, started):
        init, read_end, cmd_w, bash_w = self.claim(started)
        if init is None:  # preparing it failed then (a fork bomb had the pids): try now
            init, read_end, cmd_w, bash_w = self.claim(self.prepare())
        if init is not None:
            try:
                self.send(req, cmd_w, bash_w)
            except OSError:  # it died while it waited (nothing ran): a fresh one
                os.close(read_end)
                os.waitpid(init, 0)
                init, read_end, cmd_w, bash_w = self.claim(self.prepare())
                if init is not None:
                    self.send(req, cmd_w, bash_w)
        if init is None:
            return {"exit_code": 127, "head": read_end.decode("latin-1"), "tail": "",
                    "total": len(read_end), "timed_out": False, "killed_reason": None}
        return self.collect(init, read_end, req)

    @staticmethod
    def send(req, cmd_w, bash_w):
        """Short commands go to the standby's pre-started bash, and init, finding its
        request pipe empty, waits for that bash; others go to init as a request (and the
        pre-started bash, finding its pipe empty, exits). Both descriptors end up closed."""
        command = os.fsencode(req["command"])  # as posix_spawn would pass it
        try:
            # `bash -c` cannot be given a NUL (argv); the pipe would cut the command there.
            if 0 < len(command) <= PRESTARTED_MAX_BYTES and b"\0" not in command:
                write_all(bash_w, command)  # under PIPE_BUF: one write, never blocks
                os.close(bash_w)
                bash_w = -1
            else:
                os.close(bash_w)
                bash_w = -1
                write_all(cmd_w, json.dumps(req).encode())
        finally:
            if bash_w >= 0:
                os.close(bash_w)
            os.close(cmd_w)  # init reads to end of file

    def collect(self, init, read_end, req):
        """Read the output until init is gone (with everything in its namespace), or kill
        it at the deadline or past the output limit."""
        timeout_s = req["timeout_s"]
        head_max = req["max_output_bytes"] // 2
        tail_max = req["max_output_bytes"] - head_max
        head, tail, total = bytearray(), bytearray(), 0
        deadline = time.monotonic() + timeout_s
        killed_reason, timed_out = None, False
        pidfd = os.pidfd_open(init)
        watched = [read_end, pidfd]
        try:
            while True:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    timed_out = True
                    killed_reason = f"wall-clock timeout after {timeout_s:g} s"
                    break
                ready, _, _ = select.select(watched, [], [], remaining)
                if read_end in ready:
                    chunk = os.read(read_end, 65536)
                    if not chunk:
                        watched = [pidfd]
                        continue
                    total += len(chunk)
                    room = head_max - len(head)
                    if room > 0:
                        head += chunk[:room]
                        chunk = chunk[room:]
                    if chunk:
                        tail += chunk
                        if len(tail) > tail_max:
                            del tail[: len(tail) - tail_max]
                    if total > req["max_stream_bytes"]:
                        killed_reason = f"output exceeded {req['max_stream_bytes']} bytes"
                        break
                elif pidfd in ready:
                    break
            if killed_reason is not None:
                signal.pidfd_send_signal(pidfd, signal.SIGKILL)
            _, status = os.waitpid(init, 0)  # init is ours: we are the subreaper
        finally:
            os.close(pidfd)
            os.close(read_end)
        code = os.waitstatus_to_exitcode(status)
        if code < 0 and killed_reason is None:
            code = 128 - code  # init died of a signal; as bwrap reports it
        return {"exit_code": code, "head": head.decode("latin-1"), "tail": tail.decode("latin-1"),
                "total": total, "timed_out": timed_out, "killed_reason": killed_reason}

    def init(self, cmd_fd, bash_fd, out_fd, status_fd):
        """pid 1 of the command's pid namespace. Never returns."""
        try:
            # Mount, IPC and UTS namespaces owned by the sandbox's user namespace, where
            # init still is root with CAP_SYS_ADMIN: the command, in a user namespace of its
            # own below it, has no capability over any of them.
            check(libc.unshare(CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS), "unshare")
            mount(None, "/", None, MS_REC | MS_PRIVATE)
            mount("proc", "/proc", "proc", PROC_FLAGS)
            for point in self.covers:
                mount(point, point, None, MS_BIND | MS_REC)
                mount(None, point, None, MS_BIND | MS_REMOUNT | MS_RDONLY | PROC_FLAGS)
            size = f"size={self.tmp_bytes},mode=1777"
            # A layer bound under /tmp would vanish under the new /tmp: hold each by a
            # descriptor, then bind it back, read-only, at its own path.
            held = [os.open(point, os.O_PATH | os.O_DIRECTORY) for point in self.kept_in_tmp]
            mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, size)
            for point, fd in zip(self.kept_in_tmp, held, strict=True):
                os.makedirs(point, exist_ok=True)
                mount(f"/proc/self/fd/{fd}", point, None, MS_BIND | MS_REC)
                if libc.mount(None, point.encode(), None,
                              MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, None) != 0 \
                        and not os.statvfs(point).f_flag & os.ST_RDONLY:
                    raise OSError(ctypes.get_errno(), f"cannot make {point} read-only")
                os.close(fd)
            mount("tmpfs", "/dev/shm", "tmpfs", MS_NOSUID | MS_NODEV, size)
            # The command's own user namespace, in which it is uid 1000 (the sandbox's 0).
            check(libc.unshare(CLONE_NEWUSER), "unshare(CLONE_NEWUSER)")
            for name, text in (("setgroups", "deny"), ("uid_map", f"{SANDBOX_UID} 0 1"),
                               ("gid_map", f"{SANDBOX_UID} 0 1")):
                with open(f"/proc/self/{name}", "w") as f:
                    f.write(text)
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            # What the command inherits, set here: posix_spawn (a vfork) is cheaper than a
            # fork of this process, and our descriptors are all close-on-exec.
            resource.setrlimit(resource.RLIMIT_CPU, (self.cpu_s, self.cpu_s + 1))
            os.chdir(self.workspace)
            check(libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "prctl(PR_SET_NO_NEW_PRIVS)")
            drop_capabilities()
            null = os.open(os.devnull, os.O_RDONLY)
            files = [(os.POSIX_SPAWN_DUP2, null, 0), (os.POSIX_SPAWN_DUP2, out_fd, 1),
                     (os.POSIX_SPAWN_DUP2, out_fd, 2)]
            # bash's start (exec, the dynamic loader, its own setup) happens here, while the
            # standby waits, not after the command has come.
            child = os.posix_spawnp(
                "bash", ["bash", "-c", PRESTARTED], self.env, setsid=True,
                setsigdef=(signal.SIGPIPE, signal.SIGXFSZ, signal.SIGINT),
                file_actions=[*files, (os.POSIX_SPAWN_DUP2, bash_fd, 3)])
            os.close(bash_fd)
            os.write(status_fd, b"r")  # ready: the runner may claim this standby
            os.close(status_fd)
            data = b""
            while chunk := os.read(cmd_fd, 1 << 20):
                data += chunk
            os.close(cmd_fd)
            # Empty: the command went to the pre-started bash (or the runner is gone, and
            # so that bash reads nothing and exits). Else the pre-started bash is exiting,
            # and the command runs as `bash -c` once it is gone.
            if data:
                os.waitpid(child, 0)
                req = json.loads(data)
                child = os.posix_spawnp(
                    "bash", ["bash", "-c", req["command"]], self.env, setsid=True,
                    setsigdef=(signal.SIGPIPE, signal.SIGXFSZ, signal.SIGINT),
                    file_actions=files)
            os.close(out_fd)
            os.close(null)
            code = 127
            while True:  # reap orphans too, until the command's bash is gone
                pid, status = os.wait()
                if pid == child:
                    code = os.waitstatus_to_exitcode(status)
                    code = 128 - code if code < 0 else code
                    break
        except BaseException as e:
            os.write(out_fd, f"parity runner: {e}\n".encode())
            code = 127
        os._exit(code)


if __name__ == "__main__":
    Runner(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])).serve()
