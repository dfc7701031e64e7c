"""The standing hostile-input suite: a catalogue of attacks on a real `parity env-server`
(one per module, with a token), each answered by a clear error while the server keeps
serving, nothing outside the offending session changes, and the snapshot's bytes and modes
stay as they were for the next session (checked last, by hashing the tree).

Catalogue, and where each case lives (tests elsewhere are kept where they are):
  path traversal, absolute paths, symlinks made by a command ... here
  a swap between check and open (renameat2 races) ............. test_tool_races.py
  FIFOs and devices: grep, read_lints, read_file, diff ......... here; file tools and
                                                                 diffs: test_tool_races.py
  /proc of the server and of other sessions .................... here; the server's
                                                                 environment: test_sandbox_hardening.py
  a daemon started with setsid dies with its command ........... here; with its session:
                                                                 test_sandbox_isolation.py
  /tmp and /dev/shm not shared between sessions ................ here
  names with newlines and odd Unicode .......................... here (over HTTP, git
                                                                 applies the diff);
                                                                 test_tool_races.py,
                                                                 test_grading_attacks.py
  a 50 MB argument, oversized fields of every tool ............. here
  10,000 calls in one batch .................................... here
  bodies huge or endless, echoed input, 500s on keep-alive ..... test_envserver_hostile.py
  malformed JSON and wrong types at every endpoint ............. here
  a fuzzing pass over the OpenAPI spec (schemathesis) .......... here
  fork bomb over HTTP .......................................... here; fork and memory
                                                                 bombs, endless output:
                                                                 test_sandbox_isolation.py
  network: the env server's own port from a sandbox ............ here; the internet:
                                                                 test_sandbox_isolation.py
  other sessions' workspaces, the hidden tests ................. here; rewards for
                                                                 cheating: test_grading_attacks.py,
                                                                 test_cheats.py
  requests without or with a wrong token, every route .......... here
  setuid files, the disk quota ................................. test_sandbox_hardening.py
  the snapshot unchanged for the next session .................. here (last)
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import subprocess
import threading
import time
import uuid
from pathlib import Path

import httpx
import pytest

from parity.sandbox import Limits, make_backend
from parity.sandbox.runner_main import PRESTARTED
from tests.conftest import HIDDEN_TESTS, ServerProcess, make_repo, needs_bwrap

pytestmark = needs_bwrap


# -- the server, its snapshot, and a client -------------------------------------------------


def tree_digest(root: Path) -> dict[str, tuple]:
    """Every entry's mode and content hash (or link text): what must never change."""
    out: dict[str, tuple] = {".": (stat.S_IMODE(os.lstat(root).st_mode),)}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            p = Path(dirpath, name)
            st = os.lstat(p)
            rel = str(p.relative_to(root))
            if stat.S_ISLNK(st.st_mode):
                out[rel] = ("link", os.readlink(p))
            elif stat.S_ISREG(st.st_mode):
                out[rel] = (stat.S_IMODE(st.st_mode), hashlib.sha256(p.read_bytes()).hexdigest())
            else:
                out[rel] = (stat.S_IMODE(st.st_mode), "dir")
    return out


@pytest.fixture(scope="module")
def snapshot(tmp_path_factory) -> Path:
    root = make_repo(tmp_path_factory.mktemp("hostile") / "repo")
    (root / "run.sh").write_text("#!/bin/sh\necho hi\n")
    os.chmod(root / "run.sh", 0o755)
    (root / "ro.txt").write_text("read only\n")
    os.chmod(root / "ro.txt", 0o444)
    (root / "link").symlink_to("pkg/calc.py")
    return root


@pytest.fixture(scope="module")
def snapshot_digest(snapshot) -> dict[str, tuple]:
    return tree_digest(snapshot)


@pytest.fixture(scope="module")
def server(tmp_path_factory, snapshot, snapshot_digest):  # noqa: ARG001 (digest first)
    s = ServerProcess(tmp_path_factory.mktemp("server"))
    yield s
    s.stop()


class Api:
    def __init__(self, server: ServerProcess) -> None:
        self.server = server
        self.http = httpx.Client(base_url=server.url, timeout=120, trust_env=False,
                                 headers={"Authorization": f"Bearer {server.token}"})

    def session(self, **body) -> str:
        r = self.http.post("/sessions", json=body)
        assert r.status_code == 200, r.text
        return r.json()["session_id"]

    def tools(self, sid: str, *calls: tuple[str, dict]) -> list[dict]:
        r = self.http.post(f"/sessions/{sid}/tools", json={"calls": [
            {"name": name, "arguments": json.dumps(args)} for name, args in calls]})
        assert r.status_code == 200, r.text[:500]
        return r.json()["results"]

    def tool(self, sid: str, name: str, **args) -> dict:
        return self.tools(sid, (name, args))[0]

    def sh(self, sid: str, command: str, **args) -> str:
        result = self.tool(sid, "run_terminal_cmd", command=command, **args)
        assert result["ok"], result["output"]
        return result["output"]

    def assert_healthy(self) -> None:
        r = self.http.get("/health")
        assert r.status_code == 200 and r.json()["ok"], r.text


@pytest.fixture(scope="module")
def api(server):
    a = Api(server)
    yield a
    a.http.close()


@pytest.fixture
def sid(api, snapshot):
    s = api.session(snapshot={"path": str(snapshot)})
    yield s
    api.http.delete(f"/sessions/{s}")
    api.assert_healthy()  # whatever the test did, the server still serves


def refused(result: dict, *words: str) -> None:
    """A clear, short error that says why, and nothing of the request echoed back."""
    assert not result["ok"], result["output"][:500]
    assert len(result["output"]) < 1000, result["output"][:500]
    for w in words:
        assert w in result["output"], result["output"]


# -- paths, symlinks, special files -----------------------------------------------------------


def test_paths_and_symlinks_never_leave_the_workspace(api, sid, tmp_path):
    secret = tmp_path / "host-secret.txt"
    secret.write_text("host-secret-content\n")
    api.sh(sid, f"ln -s /etc/passwd leak && ln -s / root && ln -s .. up && mkdir a && "
                f"ln -s ../../../.. a/deep && ln -s {secret} out")
    for path in ("../etc/passwd", "/etc/passwd", "/workspace/../etc/passwd",
                 "pkg/../../etc/passwd", "leak", "root/etc/passwd", "up/etc/passwd",
                 "a/deep/etc/passwd", "~/.ssh/id_rsa", "/proc/self/environ", str(secret), "out"):
        r = api.tool(sid, "read_file", path=path)
        refused(r)
        assert "root:" not in r["output"] and "host-secret-content" not in r["output"]
    # writes aim at a file of ours, never at the host's /etc: a failure must not harm the host
    for path in (str(secret), "out", f"../{secret.name}", "../" * 12 + str(secret),
                 "a/deep" + str(secret), "up/" + secret.name):
        refused(api.tool(sid, "write_file", path=path, content="pwned\n"))
        refused(api.tool(sid, "edit_file", path=path, old_string="host", new_string="x"))
    for name, args in (("list_dir", {"path": "root"}), ("glob", {"pattern": "*", "path": "root"}),
                       ("grep", {"pattern": "root:", "path": "root"}),
                       ("grep", {"pattern": "host-secret", "path": "out"}),
                       ("read_lints", {"paths": ["up"]})):
        r = api.tool(sid, name, **args)
        refused(r)
        assert "root:" not in r["output"] and "host-secret-content" not in r["output"]
    assert secret.read_text() == "host-secret-content\n"
    # grep from the root does not follow the links out either
    r = api.tool(sid, "grep", pattern="host-secret-content|root:x:0")
    assert r["ok"] and r["output"] == "No matches.", r["output"]


def test_a_fifo_never_hangs_a_tool(api, sid):
    api.sh(sid, "mkfifo ff pipe.py && mkdir d && mkfifo d/x.py && ln -s ff to-ff")
    for name, args in (("grep", {"pattern": "x", "path": "ff"}),
                       ("grep", {"pattern": "x", "path": "to-ff"}),
                       ("read_lints", {"paths": ["ff"]}), ("read_lints", {"paths": ["pipe.py"]}),
                       ("read_file", {"path": "ff"}), ("edit_file", {"path": "ff",
                        "old_string": "a", "new_string": "b"})):
        refused(api.tool(sid, name, **args), "FIFO")
    # in a walk, a FIFO is skipped: grep and ruff over a directory, lint of changed files
    assert api.tool(sid, "grep", pattern="x", path="d")["output"] == "No matches."
    r = api.tool(sid, "read_lints", paths=["d"])
    assert "did not finish" not in r["output"], r["output"]
    r = api.tool(sid, "read_lints")
    assert r["ok"] and "did not finish" not in r["output"], r["output"]
    assert api.http.get(f"/sessions/{sid}/diff").status_code == 200


def test_proc_shows_nothing_of_the_server_or_of_other_sessions(api, server, snapshot):
    a, b = api.session(snapshot={"path": str(snapshot)}), api.session(snapshot={"path": str(snapshot)})
    tag = uuid.uuid4().hex
    # B's long command is running while A looks
    with httpx.Client(base_url=server.url, timeout=60, trust_env=False,
                      headers={"Authorization": f"Bearer {server.token}"}) as other:
        t = threading.Thread(target=other.post, args=(f"/sessions/{b}/tools",), kwargs={
            "json": {"calls": [{"name": "run_terminal_cmd",
                                "arguments": json.dumps({"command": f"sleep 3 {tag}"})}]}})
        t.start()
        time.sleep(0.5)
        out = api.sh(a, "for p in /proc/[0-9]*; do echo \"$p $(tr '\\0' ' ' < $p/cmdline)\"; "
                        "tr '\\0' '\\n' < $p/environ; done 2>/dev/null; cat /proc/1/cmdline")
        t.join()
    # (pid 1 is bwrap: its command line names this session's own host paths, nothing more)
    assert tag not in out and server.token not in out
    assert "env-server" not in out and "uvicorn" not in out
    pids = [line.split()[0] for line in out.splitlines() if line.startswith("/proc/")]
    assert 1 <= len(pids) <= 8, pids  # bwrap's pid 1, the shell and its children only
    for s in (a, b):
        api.http.delete(f"/sessions/{s}")


# -- processes ------------------------------------------------------------------------------


STANDBY_BASH = b"\0".join([b"bash", b"-c", PRESTARTED.encode(), b""])


def _cmdline(pid: str) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _host_pids_with(tag: str) -> list[int]:
    found = []
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                if tag.encode() in Path(f"/proc/{pid}/cmdline").read_bytes():
                    found.append(int(pid))
            except OSError:
                continue
    return found


@pytest.mark.parametrize("path", ["per-command", "runner"])
def test_a_setsid_daemon_is_gone_when_exec_returns(tmp_path, repo, path):
    """Not a moment later: bwrap's pid 1 used to die after exec returned, asynchronously.
    With the persistent runner, its own sandbox stays: bwrap, its pid 1, the runner, and
    the next two commands' inits (each made in namespaces of its own)."""
    backend = make_backend("bwrap", tmp_path / "sb")
    s = backend.create(repo, uuid.uuid4().hex[:12], Limits(timeout_s=20))
    procs = [d / "cgroup.procs" for d in s.limiter.cgroup_dirs]
    if path == "runner":
        assert s.start_runner()
    else:
        s.runners = None

    def left() -> list[str]:  # in the session's cgroups, and not the runner's
        found = set()
        for p in procs:
            for pid in p.read_text().split():
                try:
                    cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
                except OSError:
                    continue  # gone meanwhile
                # b"": exiting, its memory already gone (it runs no code any more), such as
                # the runner's helper fork that made the next command's namespaces
                if cmdline and b"/run/parity-runner.py" not in cmdline:
                    found.add(pid)
        # the next two commands' pre-started bashes (each in namespaces of its own): two
        standby = {pid for pid in found if _cmdline(pid) == STANDBY_BASH}
        assert len(standby) <= 2, standby
        return sorted(found - standby)

    assert not left()
    try:
        for _ in range(10):
            tag = uuid.uuid4().hex
            r = s.exec(f"(setsid nohup sleep 300 {tag} >/dev/null 2>&1 &); "
                       f"nohup sleep 301 {tag} >/dev/null 2>&1 & disown; echo started")
            assert not left()  # at once: no waiting
            assert "started" in r.output and r.exit_code == 0
            assert not _host_pids_with(tag)
        # a command that fails, or times out, is cleaned up the same way
        r = s.exec("(setsid sleep 300 &); exit 3")
        assert r.exit_code == 3 and not left()
        r = s.exec("(setsid sleep 300 &); sleep 30", timeout_s=1)
        assert r.timed_out and not left()
    finally:
        s.close()


def test_a_daemon_cannot_write_after_its_call(api, sid):
    tag = uuid.uuid4().hex
    api.sh(sid, f"(setsid sh -c 'sleep 0.5; echo late > late.txt' {tag} >/dev/null 2>&1 &); "
                "echo started")
    assert not _host_pids_with(tag)
    time.sleep(1.0)
    assert "late.txt" not in api.tool(sid, "list_dir")["output"]


def test_tmp_and_dev_shm_are_private(api, snapshot):
    a, b = api.session(snapshot={"path": str(snapshot)}), api.session(snapshot={"path": str(snapshot)})
    tag = uuid.uuid4().hex
    host_shm = set(os.listdir("/dev/shm")) if os.path.isdir("/dev/shm") else set()
    api.sh(a, f"echo content-{tag} > /tmp/x; echo content-{tag} > /dev/shm/{tag} 2>/dev/null; "
              "true")
    for s in (a, b):  # not even the same session's next command sees them
        out = api.sh(s, f"cat /tmp/x /dev/shm/{tag}; ls -a /tmp /dev/shm; true")
        assert f"content-{tag}" not in out and f"\n{tag}\n" not in out, out
    if os.path.isdir("/dev/shm"):  # nor does the host's
        assert tag not in set(os.listdir("/dev/shm")) - host_shm
    for s in (a, b):
        api.http.delete(f"/sessions/{s}")


def test_a_fork_bomb_ends_in_a_clear_error_and_others_are_served(api, snapshot):
    bomb, other = (api.session(snapshot={"path": str(snapshot)}) for _ in range(2))
    r = api.tool(bomb, "run_terminal_cmd", command="b() { b | b & }; b; sleep 3; echo survived",
                 timeout_s=4)
    assert r["ok"]  # the command's outcome is an observation, not a server error
    assert ("Resource temporarily unavailable" in r["output"] or "timeout" in r["output"]
            or "killed" in r["output"]), r["output"][-500:]
    assert api.sh(other, "echo fine").startswith("fine")
    assert api.sh(bomb, "echo again").startswith("again")
    for s in (bomb, other):
        api.http.delete(f"/sessions/{s}")


def test_a_sandbox_cannot_reach_the_env_server(api, sid, server):
    out = api.sh(sid, "python3 -c \"import socket; s=socket.socket(); s.settimeout(2); "
                      f"s.connect(('127.0.0.1', {server.port}))\" 2>&1 | tail -1")
    assert "Connection refused" in out or "unreachable" in out, out


# -- names and sizes ------------------------------------------------------------------------


ODD_NAMES = ("new\nline.py", "tab\there.py", "é.py", "\u202eevil.py", "zero\u200bwidth.py",
             "emoji😀.py", "mid dle .py", "-rf.py", "a b.py", "日本/語.py", "back\\slash.py")


def test_odd_names_round_trip_through_the_tools_and_the_diff(api, sid, snapshot, tmp_path):
    for i, name in enumerate(ODD_NAMES):
        assert api.tool(sid, "write_file", path=name, content=f"X = {i}\n")["ok"], name
        assert api.tool(sid, "read_file", path=name)["output"].endswith(f"X = {i}"), name
    api.sh(sid, "touch $'\\377bad.py'")
    listing = api.tool(sid, "list_dir")["output"]
    assert '"\\377bad.py"' in listing and "é.py" in listing
    refused(api.tool(sid, "read_file", path="\\377bad.py"))
    diff = api.http.get(f"/sessions/{sid}/diff").json()["diff"]
    copy = tmp_path / "copy"
    subprocess.run(["cp", "-a", str(snapshot), str(copy)], check=True)
    subprocess.run(["git", "apply", "--unsafe-paths", "-"], input=diff.encode(), cwd=copy,
                   check=True)
    for i, name in enumerate(ODD_NAMES):
        assert (copy / name).read_text() == f"X = {i}\n", name


def test_a_50_mb_argument_and_oversized_fields_get_clear_errors(api, sid):
    big = "x" * (50 << 20)
    refused(api.tool(sid, "run_terminal_cmd", command=big), "the limit is 8388608")
    api.assert_healthy()
    k = 1 << 10
    cases = [("run_terminal_cmd", {"command": "echo " + "y" * (200 * k)}, "131071"),
             ("grep", {"pattern": "y" * (20 * k)}, "16384"),
             ("grep", {"pattern": "y", "glob": "y" * (5 * k)}, "4096"),
             ("glob", {"pattern": "y" * (5 * k)}, "4096"),
             ("read_file", {"path": "y" * (5 * k)}, "4096"),
             ("list_dir", {"path": "y" * (5 * k)}, "4096"),
             ("write_file", {"path": "f", "content": "y" * (5 << 20)}, "4194304"),
             ("todo_write", {"todos": [{"id": "1", "content": "y" * (3 * k)}]}, "2000"),
             ("read_lints", {"paths": ["y" * (5 * k)]}, "4096"),
             ("edit_file", {"path": "README.md", "old_string": "y" * (2 << 20),
                            "new_string": "z"}, "not found")]
    results = api.tools(sid, *((name, args) for name, args, _ in cases))
    for (name, _, limit), r in zip(cases, results, strict=True):
        refused(r, limit)
        assert "internal error" not in r["output"], (name, r["output"])
    # semantic_search refuses a long query when it has an index; without one it says so
    refused(api.tool(sid, "semantic_search", query="y" * (5 * k)))


def test_10000_calls_in_one_batch_are_refused(api, sid):
    call = {"name": "list_dir", "arguments": "{}"}
    r = api.http.post(f"/sessions/{sid}/tools", json={"calls": [call] * 10_000})
    assert r.status_code == 422 and "at most 1024" in r.json()["error"], r.text[:300]
    r = api.http.post(f"/sessions/{sid}/tools", json={"calls": [call] * 65})
    assert r.status_code == 400 and "at most 64 calls" in r.json()["error"], r.text[:300]
    r = api.http.post(f"/sessions/{sid}/tools", json={"calls": [call] * 64})
    assert r.status_code == 200 and len(r.json()["results"]) == 64


# -- the HTTP surface -----------------------------------------------------------------------


def _routes(api: Api, sid: str) -> list[tuple[str, str, bool]]:
    """(method, path, has a body) for every route of the OpenAPI spec."""
    spec = api.http.get("/openapi.json").json()
    out = []
    for path, ops in spec["paths"].items():
        for method, op in ops.items():
            out.append((method.upper(), path.replace("{session_id}", sid), "requestBody" in op))
    assert len(out) >= 9
    return out


def test_malformed_bodies_and_ids_at_every_endpoint(api, sid):
    bodies = [b"{nope", b"[]", b"null", b'"x"', b"1e999999", b'{"unknown": 1}', b"\xff\xfe",
              b'{"calls": "x"}', b'{"calls": [{"name": 1}]}', b'{"task": 1}',
              b'{"snapshot": []}', b'{"task": {"id": "t"}, "patch": 3}',
              b'{"calls": [{"name": "read_file", "arguments": {"path": "x"}}]}',
              b'{"snapshot": {"path": "/tmp", "commit": ["HEAD"]}}', b"{" * 100_000]
    for method, path, has_body in _routes(api, sid):
        if not has_body:
            continue
        for body in bodies:
            r = api.http.request(method, path, content=body,
                                 headers={"Content-Type": "application/json"})
            assert r.status_code in (400, 404, 422), (method, path, body[:40], r.text[:300])
            assert set(r.json()) == {"error"} and len(r.content) < 4096, (path, r.text[:300])
        r = api.http.request(method, path, content=b"calls=1",
                             headers={"Content-Type": "application/x-www-form-urlencoded"})
        assert 400 <= r.status_code < 500, (path, r.status_code)
    for bad in ("x" * 5000, "..", "%2e%2e%2f%2e%2e", "%00", "😀", sid.upper()):
        for method, path in (("GET", f"/sessions/{bad}/diff"), ("DELETE", f"/sessions/{bad}"),
                             ("POST", f"/sessions/{bad}/grade")):
            r = api.http.request(method, path, json={})
            assert 400 <= r.status_code < 500, (method, path[:60], r.status_code, r.text[:200])
    api.assert_healthy()


def test_every_route_needs_the_right_token(api, sid, server):
    token = server.token
    wrong = [{}, {"Authorization": "Bearer wrong"}, {"Authorization": f"Bearer {token.upper()}"},
             {"Authorization": f"Basic {token}"}, {"Authorization": f"Bearer{token}"},
             {"Authorization": f"Bearer {token}x"}, {"Authorization": f"Bearer {token[:-1]}"},
             {"Authorization": f"Bearer {token} {token}"}, {"X-Token": token}]
    with httpx.Client(base_url=server.url, timeout=30, trust_env=False) as bare:
        for method, path, has_body in _routes(api, sid):
            if path in ("/health",):
                continue
            for headers in wrong:
                r = bare.request(method, path, headers=headers,
                                 json={} if has_body else None)
                assert r.status_code == 401, (method, path, headers, r.status_code)
                assert r.json() == {"error": "missing or wrong bearer token"}
        assert bare.get("/health").status_code == 200
    # the session those requests named is untouched
    assert api.sh(sid, "echo alive").startswith("alive")


@pytest.mark.slow
def test_schemathesis_fuzz_gets_no_5xx(api, server):
    """A bounded, derandomized pass: ten valid and ten invalid examples per operation (about
    8 s here), the same ones every run."""
    schemathesis = pytest.importorskip("schemathesis")
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis.errors import Unsatisfiable
    from schemathesis import GenerationMode

    schema = schemathesis.openapi.from_url(server.url + "/openapi.json")
    auth = {"Authorization": f"Bearer {server.token}"}
    failures: list[str] = []
    calls = 0
    for result in schema.get_all_operations():
        op = result.ok()
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):

            @settings(max_examples=10, derandomize=True, deadline=None, database=None,
                      phases=[Phase.generate], suppress_health_check=list(HealthCheck))
            @given(op.as_strategy(generation_mode=mode))
            def call(case) -> None:
                nonlocal calls
                calls += 1
                r = case.call(base_url=server.url, headers=auth, timeout=60)
                if r.status_code >= 500:
                    failures.append(f"{case.method} {case.path} ({case.body!r:.100}): "
                                    f"{r.status_code} {r.text[:200]}")

            try:
                call()
            except Unsatisfiable:  # nothing to make invalid (no parameters, no body)
                assert mode == GenerationMode.NEGATIVE, op.path
    assert calls >= 40
    assert not failures, failures
    api.assert_healthy()


# -- other sessions, hidden tests ------------------------------------------------------------


def test_other_sessions_workspaces_and_hidden_tests_are_out_of_reach(api, snapshot, server):
    tag = uuid.uuid4().hex
    a = api.session(snapshot={"path": str(snapshot)})
    task = {"id": "t-hidden", "snapshot": {"path": str(snapshot)}, "hidden_tests": HIDDEN_TESTS}
    b = api.session(task=task)
    api.sh(a, f"echo {tag} > secret-{tag}.txt")
    out = api.sh(b, "find / -xdev \\( -name 'secret-*' -o -name test_calc.py \\) 2>/dev/null; "
                    "grep -rl -e test_add -e secret- /workspace /tmp /home /root /var 2>/dev/null; "
                    "ls -a /tmp /workspace; true")
    assert tag not in out and "secret-" not in out and "test_calc" not in out, out
    out = api.sh(b, "cat tests/test_calc.py; true")
    assert "test_add" not in out and "No such file" in out, out
    refused(api.tool(b, "read_file", path="tests/test_calc.py"))
    assert api.tool(b, "grep", pattern="def test_add")["output"] == "No matches."
    for s in (a, b):
        api.http.delete(f"/sessions/{s}")


# -- last: the snapshot is as it was ---------------------------------------------------------


def test_the_snapshot_is_unchanged_for_the_next_session(api, snapshot, snapshot_digest):
    vandal = api.session(snapshot={"path": str(snapshot)})
    api.sh(vandal, "chmod 777 pkg/calc.py ro.txt run.sh .; echo x >> pkg/calc.py; "
                   "echo y >> ro.txt; rm -rf pkg/__init__.py README.md; ln -sfn /etc/passwd link; "
                   "touch new; chmod 000 data.bin; ln run.sh hard; echo z >> hard; "
                   "true")
    for path in ("run.sh", "hard", "pkg/calc.py"):
        assert api.tool(vandal, "write_file", path=path, content="rm -rf /\n")["ok"]
    api.http.delete(f"/sessions/{vandal}")
    assert tree_digest(snapshot) == snapshot_digest
    # and a new session sees exactly those bytes and modes
    fresh = api.session(snapshot={"path": str(snapshot)})
    out = api.sh(fresh, "find . -mindepth 1 -printf '%P\\t%m\\t%y\\t%l\\n' | sort; "
                        "find . -type f -print0 | sort -z | xargs -0 sha256sum")
    seen: dict[str, tuple] = {}
    lines = out.splitlines()
    for line in lines:
        if line.count("\t") == 3:
            rel, mode, kind, target = line.split("\t")
            seen[rel] = ("link", target) if kind == "l" else (int(mode, 8), kind)
    hashes = {line.split("  ", 1)[1][2:]: line.split()[0] for line in lines if "  ./" in line}
    expected = {}
    for rel, v in snapshot_digest.items():
        if rel == ".":
            continue
        if v[0] == "link":
            expected[rel] = v
        else:
            expected[rel] = (v[0], "d" if v[1] == "dir" else "f")
            if v[1] != "dir":
                assert hashes[rel] == v[1], rel
    assert seen == expected
    api.http.delete(f"/sessions/{fresh}")
    api.assert_healthy()
