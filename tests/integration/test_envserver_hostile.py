"""The env server under attack: bodies that are huge or never end, inputs that would be
echoed back, unhandled errors on keep-alive connections, paths that leave the workspace,
and a worker pool that every thread is stuck in.

Each test is cheap (a few seconds at most) and checks one defect found by an outside attack
on a running `parity env-server`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
from pathlib import Path

import httpx
import pytest
from pydantic import ValidationError

from parity.envserver import BadRequest, EnvError, EnvFull
from parity.envserver.app import create_app
from parity.envserver.base import ServerUnavailable
from parity.envserver.client import EnvClient
from parity.envserver.config import EnvConfig
from parity.envserver.sessions import LocalEnv
from parity.launch import free_port
from parity.types import Snapshot, Task
from tests.conftest import HIDDEN_TESTS


def _rss_bytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmRSS")


async def _stream_chunked(port: int, head: str, total_bytes: int,
                          chunk_bytes: int = 64 << 10) -> tuple[bytes, int]:
    """Send a chunked POST of `total_bytes` lazily; stop as soon as the server answers or
    closes. Returns the status line (b"" if none) and how many body bytes were sent."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(head.encode())
    status = asyncio.create_task(reader.readline())
    chunk = f"{chunk_bytes:x}\r\n".encode() + b"x" * chunk_bytes + b"\r\n"
    sent = 0
    try:
        while sent < total_bytes and not status.done():
            writer.write(chunk)
            await asyncio.wait_for(writer.drain(), 5)
            sent += chunk_bytes
        if not status.done():
            writer.write(b"0\r\n\r\n")
            await writer.drain()
    except (ConnectionError, TimeoutError):
        pass  # the server closed the connection on us, or stopped reading: both fine
    try:
        line = await asyncio.wait_for(status, 5)
    except TimeoutError:
        line = b""
    writer.close()
    return line, sent


async def test_unauthenticated_chunked_body_is_refused_before_it_is_read(server_factory):
    server = server_factory()
    rss_before = _rss_bytes(server.proc.pid)
    head = ("POST /sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            "Transfer-Encoding: chunked\r\n\r\n")
    line, sent = await _stream_chunked(server.port, head, total_bytes=64 << 20)
    assert line.startswith(b"HTTP/1.1 401"), line
    assert sent < 32 << 20  # answered long before the body ended
    assert _rss_bytes(server.proc.pid) - rss_before < 16 << 20


async def test_authenticated_chunked_body_over_the_limit_gets_413(server_factory):
    server = server_factory(config="[env_server.env]\nmax_request_bytes = 1048576\n")
    rss_before = _rss_bytes(server.proc.pid)
    head = (f"POST /sessions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {server.token}\r\n"
            "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
    line, sent = await _stream_chunked(server.port, head, total_bytes=64 << 20)
    assert line.startswith(b"HTTP/1.1 413"), line
    assert sent < 32 << 20
    assert _rss_bytes(server.proc.pid) - rss_before < 16 << 20
    # a body under the limit still gets through (and is then refused on its merits)
    headers = {"Authorization": f"Bearer {server.token}"}
    r = httpx.post(server.url + "/sessions", headers=headers, json={})
    assert r.status_code == 400 and "exactly one" in r.json()["error"]


async def test_validation_errors_are_short_and_never_echo_the_input(server_factory):
    server = server_factory()
    headers = {"Authorization": f"Bearer {server.token}"}
    async with httpx.AsyncClient(base_url=server.url, headers=headers) as http:
        value, key = "V" * (1 << 20), "K" * (1 << 20)  # a key is named (clipped), a value never
        for body in ({"snapshot": {"path": [value]}}, {"snapshot": {"path": "x", key: value}},
                     {"task": {"id": value}}):
            r = await http.post("/sessions", json=body)
            assert r.status_code == 422, r.text[:300]
            assert len(r.content) < 4096 and "VVVVVVVV" not in r.text
            assert set(r.json()) == {"error"}
            assert "snapshot" in r.json()["error"] or "task" in r.json()["error"]
        r = await http.post("/sessions", content=b"{nope")
        assert r.status_code == 422 and set(r.json()) == {"error"}
        r = await http.get("/no/such/route")
        assert r.status_code == 404 and set(r.json()) == {"error"}
        r = await http.put("/sessions")
        assert r.status_code == 405 and set(r.json()) == {"error"}


@contextlib.contextmanager
def _serve_in_thread(env: LocalEnv, token: str):
    """The real app on a real uvicorn in a thread, so a test can reach inside the env."""
    import uvicorn

    port = free_port()
    server = uvicorn.Server(uvicorn.Config(create_app(env, token), host="127.0.0.1", port=port,
                                           log_level="warning", timeout_keep_alive=120))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        assert time.monotonic() < deadline, "server did not come up"
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)


def test_keep_alive_connection_survives_a_500(tmp_path, caplog):
    env = LocalEnv(EnvConfig(backend="local", base_dir=str(tmp_path / "sb")))

    async def broken() -> list:
        raise RuntimeError("boom " + "x" * 100_000)

    env.tool_schemas = broken  # type: ignore[method-assign]
    with _serve_in_thread(env, "tok") as url, httpx.Client(
            base_url=url, headers={"Authorization": "Bearer tok"}, trust_env=False) as http:
        failed = http.get("/tools")
        first = failed.extensions["network_stream"].get_extra_info("client_addr")
        r = http.get("/health")
        assert r.status_code == 200 and r.json()["ok"]
        assert r.extensions["network_stream"].get_extra_info("client_addr") == first
        assert failed.status_code == 500 and "boom" in failed.json()["error"]
        assert len(failed.content) < 4096
    assert any("boom" in rec.getMessage() or (rec.exc_info and "boom" in str(rec.exc_info[1]))
               for rec in caplog.records)  # what was caught is logged


@pytest.mark.parametrize("bad", ["../x.py", "/abs/x.py", "tests/../../x.py", "", "a\x00b"])
def test_hidden_test_paths_must_stay_in_the_workspace(bad):
    with pytest.raises(ValidationError, match="hidden test path"):
        Task(id="t", snapshot=Snapshot(path="/tmp"), hidden_tests={bad: "def test(): pass\n"})


async def test_hidden_test_paths_outside_the_workspace_answer_400(server_factory, repo):
    server = server_factory()
    headers = {"Authorization": f"Bearer {server.token}"}
    async with httpx.AsyncClient(base_url=server.url, headers=headers) as http:
        for bad in ("../x.py", "/abs/x.py"):
            task = Task(id="t", snapshot=Snapshot(path=str(repo)),
                        hidden_tests=HIDDEN_TESTS).model_dump()
            task["hidden_tests"] = {bad: "def test_x():\n    pass\n"}
            for path, body in (("/sessions", {"task": task}),
                               ("/grade", {"task": task, "patch": ""})):
                r = await http.post(path, json=body)
                assert r.status_code == 400, (path, bad, r.status_code, r.text[:300])
                assert "hidden test path" in r.json()["error"]
        assert (await http.get("/health")).json()["ok"]


async def _post_json(http: httpx.AsyncClient, path: str, body: dict) -> httpx.Response:
    """JSON as Python writes it (a lone surrogate as an escape, which httpx cannot send)."""
    return await http.post(path, content=json.dumps(body).encode(),
                           headers={"Content-Type": "application/json"})


async def test_grades_with_a_lone_surrogate_or_an_endless_timeout_answer_400(server_factory,
                                                                              repo):
    """Issue #33: both were 500s (a patch git cannot encode; a timeout no clock can add)."""
    server = server_factory()
    headers = {"Authorization": f"Bearer {server.token}"}
    async with httpx.AsyncClient(base_url=server.url, headers=headers) as http:
        task = Task(id="t", snapshot=Snapshot(path=str(repo)),
                    hidden_tests=HIDDEN_TESTS).model_dump()
        sid = (await http.post("/sessions", json={"task": task})).json()["session_id"]
        for field, value in (("test_timeout_s", 1e308), ("test_timeout_s", -1.0),
                             ("test_patch", "diff --git a/x b/x\n+\ud800\n"),
                             ("gold_patch", "\udcff"), ("hidden_tests", {"t/test_x.py": "\ud800"})):
            bad = {**task, field: value}
            for path, body in ((f"/sessions/{sid}/grade", {"task": bad}),
                               ("/grade", {"task": bad, "patch": ""})):
                r = await _post_json(http, path, body)
                assert r.status_code == 400, (path, field, r.status_code, r.text[:300])
                assert field in r.json()["error"] and len(r.content) < 4096
        r = await _post_json(http, "/grade", {"task": task, "patch": "+\ud800"})
        assert r.status_code == 400 and "patch" in r.json()["error"], r.text[:300]
        assert (await http.get("/health")).json()["ok"]


async def test_snapshots_that_name_no_directory_answer_400(server_factory, repo):
    server = server_factory()
    headers = {"Authorization": f"Bearer {server.token}"}
    async with httpx.AsyncClient(base_url=server.url, headers=headers) as http:
        for snap in ({"path": ""}, {"path": "/tmp/a\x00b"}, {"path": "/" + "y" * 300},
                     {"path": str(repo), "commit": "--output=/tmp/x"},
                     {"path": str(repo), "commit": "HEAD\x00"}, {"path": "/does/not/exist"}):
            r = await http.post("/sessions", json={"snapshot": snap})
            assert r.status_code == 400, (snap, r.status_code, r.text[:300])
            task = {"id": "t", "snapshot": snap}
            r = await http.post("/grade", json={"task": task, "patch": ""})
            assert r.status_code == 400, (snap, r.status_code, r.text[:300])
            assert len(r.content) < 4096


def test_health_says_not_ok_when_every_worker_is_stuck(tmp_path):
    env = LocalEnv(EnvConfig(backend="local", base_dir=str(tmp_path / "sb"), worker_threads=2,
                             health_stall_s=0.2))
    release = threading.Event()
    with _serve_in_thread(env, "tok") as url, httpx.Client(
            base_url=url, headers={"Authorization": "Bearer tok"}, trust_env=False) as http:
        assert http.get("/health").status_code == 200
        stuck = [env.pool.submit(release.wait, 30) for _ in range(2)]
        try:
            # both workers taken and stalled past health_stall_s: events, waited for
            deadline = time.monotonic() + 10
            while (stats := env.stats())["workers_busy"] < 2 or stats["oldest_busy_s"] < 0.2:
                assert time.monotonic() < deadline, stats
                time.sleep(0.02)
            assert stats["workers_busy"] == stats["workers_max"] == 2
            r = http.get("/health")
            assert r.status_code == 503 and r.json()["ok"] is False and r.json()["error"]
            # a saturated server refuses new sessions at once instead of hanging them
            r = http.post("/sessions", json={"snapshot": {"path": str(tmp_path)}}, timeout=5)
            assert r.status_code == 429 and int(r.headers["Retry-After"]) >= 1
        finally:
            release.set()
        for f in stuck:
            f.result(5)
        deadline = time.monotonic() + 5
        while env.stats()["workers_busy"]:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        r = http.get("/health")
        assert r.status_code == 200 and r.json()["ok"] and r.json()["workers_busy"] == 0


async def test_client_sees_413_500_and_a_stalled_pool_for_what_they_are(tmp_path):
    """A refused body is BadRequest, a 500 an EnvError, a stalled pool `ok: False`: none
    is ServerUnavailable, the one error a fleet fails over on."""
    env = LocalEnv(EnvConfig(backend="local", base_dir=str(tmp_path / "sb"), worker_threads=1,
                             health_stall_s=0.1, max_request_bytes=1 << 20))

    async def broken() -> list:
        raise RuntimeError("boom")

    env.tool_schemas = broken  # type: ignore[method-assign]
    task = Task(id="t", snapshot=Snapshot(path=str(tmp_path)))
    release = threading.Event()
    stuck = None
    with _serve_in_thread(env, "tok") as url:
        client = EnvClient(url, "tok")
        try:
            with pytest.raises(BadRequest, match="over 1048576 bytes"):
                await client.grade_patch(task, "x" * (3 << 19))  # 1.5 MiB: still sending
            with pytest.raises(EnvError) as err:
                await client.tool_schemas()
            assert err.value.status == 500 and not isinstance(err.value, ServerUnavailable)
            stuck = env.pool.submit(release.wait, 30)
            deadline = time.monotonic() + 10
            while env.stats()["oldest_busy_s"] < 0.1:  # the one worker stalled past 0.1 s
                assert time.monotonic() < deadline
                await asyncio.sleep(0.02)
            health = await client.health()
            assert health["ok"] is False and "worker threads busy" in health["error"]
            with pytest.raises(EnvFull):
                await client.create_session(snapshot=Snapshot(path=str(tmp_path)))
        finally:
            release.set()
            await client.aclose()
        if stuck is not None:
            stuck.result(5)
