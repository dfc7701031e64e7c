"""The real HTTP server in a subprocess: the protocol, auth, overload, reaping, hostile
requests, and the HTTP client giving exactly what the in-process environment gives."""

from __future__ import annotations

import asyncio
import difflib
import json
import time
from pathlib import Path

import httpx
import pytest

from parity.envserver import BadRequest, EnvFull, SessionNotFound
from parity.envserver.client import EnvClient
from parity.envserver.sessions import LocalEnv
from parity.types import Snapshot, Task, ToolCall
from tests.conftest import CALC, HIDDEN_TESTS, needs_bwrap

pytestmark = needs_bwrap


def make_task(repo: Path) -> Task:
    return Task(id="calc-add", snapshot=Snapshot(path=str(repo)), hidden_tests=HIDDEN_TESTS,
                test_command="python -m pytest -q", test_timeout_s=60)


SCRIPT = [
    [ToolCall(id="c1", name="list_dir", arguments="{}"),
     ToolCall(id="c2", name="read_file", arguments='{"path": "pkg/calc.py"}'),
     ToolCall(id="c3", name="grep", arguments='{"pattern": "return", "glob": "*.py"}'),
     ToolCall(id="c4", name="read_file", arguments='{"path": "../secret"}'),
     ToolCall(id="c5", name="frobnicate", arguments="{}"),
     ToolCall(id="c6", name="run_terminal_cmd", arguments='{"command": "ls; ls tests"}')],
    [ToolCall(id="c7", name="edit_file", arguments=json.dumps(
        {"path": "pkg/calc.py", "old_string": "a - b", "new_string": "a + b"}))],
    [ToolCall(id="c8", name="todo_write", arguments='{"todos": [{"id": "1", "content": "done", "status": "completed"}]}'),
     ToolCall(id="c9", name="read_lints", arguments='{"paths": ["pkg"]}')],
]


async def drive(env, task: Task) -> dict:
    info = await env.create_session(task=task)
    outputs = []
    for batch in SCRIPT:
        results = await env.run_tools(info.session_id, batch)
        outputs.append([(r.call_id, r.name, r.ok, r.output, r.truncated) for r in results])
    diff = await env.diff(info.session_id)
    grade = await env.grade(info.session_id)
    await env.close_session(info.session_id)
    return {"outputs": outputs, "diff": diff,
            "grade": [(t.test_id, t.outcome) for t in grade.tests], "exit": grade.exit_code,
            "backend": (info.backend, info.workspace)}


async def test_http_client_and_in_process_env_agree(server_factory, repo, env_config):
    server = server_factory()
    client = EnvClient(server.url, server.token)
    local = LocalEnv(env_config)
    try:
        over_http = await drive(client, make_task(repo))
        in_process = await drive(local, make_task(repo))
    finally:
        await client.aclose()
        await local.aclose()
    assert over_http == in_process
    assert over_http["grade"] == [("tests/test_calc.py::test_add", "passed"),
                                  ("tests/test_calc.py::test_mul", "passed")]
    assert over_http["exit"] == 0
    first = over_http["outputs"][0]
    assert "No such file" in first[5][3]  # the hidden tests are not in the workspace
    assert not first[3][2] and "escapes the workspace" in first[3][3]
    assert not first[4][2] and "unknown tool" in first[4][3]


async def test_grading_before_and_after_the_fix(repo, env_config):
    env = LocalEnv(env_config)
    try:
        info = await env.create_session(task=make_task(repo))
        before = await env.grade(info.session_id)
        assert dict((t.test_id, t.outcome) for t in before.tests) == {
            "tests/test_calc.py::test_add": "failed", "tests/test_calc.py::test_mul": "passed"}
        assert before.exit_code == 1 and not before.all_passed
        # the grading workspace was fresh: the session's own workspace never saw the tests
        assert not (Path(env.sessions[info.session_id].sandbox.root) / "tests").exists()
        gold = "".join(difflib.unified_diff(
            CALC.splitlines(True), CALC.replace("a - b", "a + b").splitlines(True),
            "a/pkg/calc.py", "b/pkg/calc.py"))
        assert (await env.grade_patch(make_task(repo), gold)).all_passed
        bad = await env.grade_patch(make_task(repo), "--- a/nope.py\n+++ b/nope.py\n@@ -1 +1 @@\n-x\n+y\n")
        assert bad.error and "does not apply" in bad.error
    finally:
        await env.aclose()


async def test_auth_is_required(server_factory):
    server = server_factory()
    async with httpx.AsyncClient(base_url=server.url) as http:
        assert (await http.get("/health")).status_code == 200
        assert (await http.get("/openapi.json")).json()["info"]["title"].startswith("Parity")
        for method, path in [("POST", "/sessions"), ("GET", "/metrics"), ("GET", "/tools"),
                             ("DELETE", "/sessions/x")]:
            r = await http.request(method, path)
            assert r.status_code == 401, path
            assert r.headers["WWW-Authenticate"] == "Bearer"
        r = await http.post("/sessions", headers={"Authorization": "Bearer wrong"}, json={})
        assert r.status_code == 401


async def test_session_states_need_the_token_and_show_each_session(server_factory, repo):
    server = server_factory()
    client = EnvClient(server.url, server.token)
    auth = {"Authorization": f"Bearer {server.token}"}
    try:
        info = await client.create_session(task=make_task(repo))
        async with httpx.AsyncClient(base_url=server.url) as http:
            assert (await http.get("/sessions")).status_code == 401
            r = await http.get("/sessions", headers={"Authorization": "Bearer wrong"})
            assert r.status_code == 401 and "calc-add" not in r.text
            body = (await http.get("/sessions", headers=auth)).json()
            assert body["total"] == 1
            [row] = body["sessions"]
            assert row["session_id"] == info.session_id and row["task_id"] == "calc-add"
            assert row["state"] == "idle" and row["busy"] == 0
            assert row["age_s"] >= row["idle_s"] >= 0
            await client.close_session(info.session_id)
            assert (await http.get("/sessions", headers=auth)).json() == {
                "sessions": [], "total": 0}
    finally:
        await client.aclose()


async def test_overload_answers_429_with_retry_after(server_factory, repo):
    server = server_factory("--max-sessions", "2")
    client = EnvClient(server.url, server.token)
    try:
        snap = Snapshot(path=str(repo))
        a = await client.create_session(snapshot=snap)
        await client.create_session(snapshot=snap)
        with pytest.raises(EnvFull) as err:
            await client.create_session(snapshot=snap)
        assert err.value.retry_after_s >= 1
        await client.close_session(a.session_id)
        await client.create_session(snapshot=snap)  # room again
        metrics = await client.metrics_text()
        assert "parity_env_rejected_total 1.0" in metrics
    finally:
        await client.aclose()


async def test_idle_sessions_are_reaped(server_factory, repo):
    server = server_factory(
        "--session-ttl-s", "1",
        config="[env_server.env]\nreap_interval_s = 0.2\n")
    client = EnvClient(server.url, server.token)
    try:
        info = await client.create_session(snapshot=Snapshot(path=str(repo)))
        busy = await client.create_session(snapshot=Snapshot(path=str(repo)))
        # a long command keeps its session alive past the TTL: wait for the reaper to take
        # the idle session (an event, not a guess at the time it takes), and see the busy
        # one's command still running then, well past its own TTL
        long_call = asyncio.create_task(client.run_tools(
            busy.session_id, [ToolCall(name="run_terminal_cmd", arguments='{"command": "sleep 4"}')]))
        deadline = time.monotonic() + 30
        while (sessions := (await client.health())["sessions"]) == 2:
            assert time.monotonic() < deadline, "the idle session was never reaped"
            await asyncio.sleep(0.05)
        assert sessions == 1, f"{sessions} sessions left: the busy one was reaped too"
        assert not long_call.done(), "the busy session's command ended before the reaper ran"
        with pytest.raises(SessionNotFound):
            await client.run_tools(info.session_id, [ToolCall(name="list_dir")])
        assert (await long_call)[0].output.endswith("[exit code: 0]")
        assert (await client.health())["sessions"] == 1
    finally:
        await client.aclose()


async def test_hostile_requests_get_clear_errors(server_factory, repo):
    server = server_factory()
    headers = {"Authorization": f"Bearer {server.token}"}
    async with httpx.AsyncClient(base_url=server.url, headers=headers) as http:
        assert (await http.post("/sessions", content=b"{nope")).status_code == 422
        assert (await http.post("/sessions", json={"snapshot": {"path": 3}})).status_code == 422
        r = await http.post("/sessions", json={"snapshot": {"path": "/does/not/exist"}})
        assert r.status_code == 400 and "does not exist" in r.json()["error"]
        r = await http.post("/sessions", json={})
        assert r.status_code == 400 and "exactly one" in r.json()["error"]
        r = await http.post("/sessions/unknown/tools", json={"calls": []})
        assert r.status_code == 404
        # a client that claims a terabyte body is refused before anything is read
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        writer.write(f"POST /sessions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {server.token}"
                     f"\r\nContent-Length: {10**12}\r\n\r\n".encode())
        await writer.drain()
        assert (await reader.readline()).startswith(b"HTTP/1.1 413")
        writer.close()
        r = await http.post("/sessions", json={"snapshot": {"path": str(repo)}})
        sid = r.json()["session_id"]
        r = await http.post(f"/sessions/{sid}/tools", json={"calls": [
            {"id": "1", "name": "read_file", "arguments": "\x00\x01"},
            {"id": "2", "name": "x" * 10000, "arguments": "{}"}]})
        assert r.status_code == 200 and not any(x["ok"] for x in r.json()["results"])
        r = await http.post(f"/sessions/{sid}/grade", json={})
        assert r.status_code == 400 and "bare snapshot" in r.json()["error"]
        assert (await http.get("/health")).json()["ok"]


async def test_concurrent_sessions_really_run_concurrently(server_factory, repo):
    server = server_factory()
    client = EnvClient(server.url, server.token)
    try:
        infos = await asyncio.gather(*(client.create_session(snapshot=Snapshot(path=str(repo)))
                                       for _ in range(8)))
        start = time.monotonic()
        results = await asyncio.gather(*(client.run_tools(
            i.session_id, [ToolCall(name="run_terminal_cmd", arguments='{"command": "sleep 0.5"}')])
            for i in infos))
        wall = time.monotonic() - start
        assert all(r[0].output.endswith("[exit code: 0]") for r in results)
        assert wall < 3.0  # 8 x 0.5 s one after another would be 4 s
    finally:
        await client.aclose()


async def test_abuse_in_one_session_leaves_others_served(server_factory, repo):
    server = server_factory(config="[env_server.env.limits]\nmemory_mb = 256\nmax_procs = 64\ntimeout_s = 5\n")
    client = EnvClient(server.url, server.token)
    try:
        snap = Snapshot(path=str(repo))
        bad, good = (await client.create_session(snapshot=snap),
                     await client.create_session(snapshot=snap))
        abuse = [
            "bomb() { bomb | bomb & }; bomb; sleep 3",
            "python3 -c 'x = bytearray(1 << 30)'",
            "while :; do :; done",
            "head -c 1000000000 /dev/zero",
        ]
        calls = [ToolCall(name="run_terminal_cmd", arguments=json.dumps({"command": c}))
                 for c in abuse]
        abuse_task = asyncio.create_task(client.run_tools(bad.session_id, calls))
        # the good session's call goes in while the abuse runs: wait until the two commands
        # that run until killed (the fork bomb's sleep, the busy loop) hold workers (an
        # event), not a guessed half second
        deadline = time.monotonic() + 30
        while (await client.health())["workers_busy"] < 2:
            assert time.monotonic() < deadline and not abuse_task.done()
            await asyncio.sleep(0.02)
        r = await client.run_tools(good.session_id, [ToolCall(name="read_file", arguments='{"path": "pkg/calc.py"}')])
        assert r[0].ok and "def add" in r[0].output
        results = await abuse_task
        for res in results:
            assert res.ok and ("[command killed" in res.output or "Resource temporarily" in res.output
                               or "MemoryError" in res.output), res.output[-300:]
        assert (await client.health())["ok"]
    finally:
        await client.aclose()


async def test_bad_request_errors_from_client(server_factory):
    server = server_factory()
    client = EnvClient(server.url, server.token)
    try:
        with pytest.raises(BadRequest):
            await client.create_session(snapshot=Snapshot(path="/nope/nope"))
    finally:
        await client.aclose()


def test_a_config_file_sets_what_no_flag_gives_and_a_flag_beats_it(server_factory, tmp_path):
    """`parity env-server --config FILE`: the file's host, port, backend, session cap and TTL
    stand; a flag given beats the file (a flag's default never does)."""
    from parity.launch import free_port

    port = free_port()
    config = (f'[env_server]\nport = {port}\n[env_server.env]\nbackend = "local"\n'
              "max_sessions = 3\nsession_ttl_s = 12.5\n")
    server = server_factory(config=config, port_in_config=port)
    health = httpx.get(server.url + "/health", timeout=5).json()
    assert (health["backend"], health["max_sessions"]) == ("local", 3)
    log = Path(server.log.name).read_text()
    assert f"http://127.0.0.1:{port} " in log and "session_ttl_s=12.5" in log, log

    server = server_factory("--max-sessions", "5", "--backend", "bwrap", config=config)
    assert server.port != port
    health = httpx.get(server.url + "/health", timeout=5).json()
    assert (health["backend"], health["max_sessions"]) == ("bwrap", 5)
    assert "session_ttl_s=12.5" in Path(server.log.name).read_text()
