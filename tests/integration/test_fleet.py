"""A fleet of real servers: placement by load, and a server killed mid-session."""

from __future__ import annotations

import json
import signal

from parity.envserver.fleet import Fleet
from parity.types import Snapshot, ToolCall
from tests.conftest import needs_bwrap

pytestmark = needs_bwrap


async def test_fleet_survives_a_server_killed_mid_session(server_factory, repo):
    a = server_factory("--token", "shared")
    b = server_factory("--token", "shared")
    a.token = b.token = "shared"
    fleet = Fleet.from_urls([a.url, b.url], "shared")
    try:
        s1 = await fleet.create_session(snapshot=Snapshot(path=str(repo)))
        s2 = await fleet.create_session(snapshot=Snapshot(path=str(repo)))
        assert {s1.server, s2.server} == {a.url, b.url}  # least loaded first
        await fleet.run_tools(s1.session_id, [
            ToolCall(name="edit_file", arguments=json.dumps(
                {"path": "pkg/calc.py", "old_string": "a - b", "new_string": "a + b"})),
            ToolCall(name="todo_write", arguments='{"todos": [{"id": "t", "content": "fix"}]}'),
        ])
        await fleet.run_tools(s1.session_id, [ToolCall(
            name="run_terminal_cmd", arguments='{"command": "echo made > notes.txt"}')])
        before = await fleet.diff(s1.session_id)

        victim = a if s1.server == a.url else b
        victim.proc.send_signal(signal.SIGKILL)
        victim.proc.wait()

        r = await fleet.run_tools(s1.session_id, [
            ToolCall(name="read_file", arguments='{"path": "notes.txt"}'),
            ToolCall(name="todo_write", arguments='{"merge": true, "todos": []}')])
        assert r[0].ok and r[0].output.strip() == "1|made"
        assert r[1].output == "[ ] t: fix"  # per-session state came back too
        assert await fleet.diff(s1.session_id) == before
        kinds = [e.kind for e in fleet.events]
        assert kinds == ["server_down", "failover", "replayed"]
        assert fleet.events[1].session_id == s1.session_id
        from parity.rollout.stats import env_metrics

        m = env_metrics(fleet)
        assert m["env/servers_down"] == 1 and m["env/sessions_replayed"] == 1

        # new sessions avoid the dead server
        s3 = await fleet.create_session(snapshot=Snapshot(path=str(repo)))
        assert s3.server != victim.url
        for s in (s1, s2, s3):
            await fleet.close_session(s.session_id)
    finally:
        await fleet.aclose()
