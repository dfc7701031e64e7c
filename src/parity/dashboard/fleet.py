"""The run's servers as they answer now: each env server's /health (open), /metrics and
/sessions (each open session's state; both need the token), each engine's /health, polled from the dashboard's side with a short timeout.

Where the servers are comes from the run directory's services.json (parity.run.train writes
it once they are up; the env-server token is in it, so it is readable by its owner only). A
server that does not answer is shown as down with the error: a dashboard over a finished run,
or over a run directory copied from another machine, shows every server down, not a crash.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import Any

import httpx
from prometheus_client.parser import text_string_to_metric_families

log = logging.getLogger(__name__)


@dataclass
class ServerView:
    kind: str  # "env" or "engine"
    url: str
    up: bool = False
    error: str = ""
    health: dict[str, Any] = field(default_factory=dict)
    # name -> [(labels, value)], counters and gauges of /metrics (histograms as _count/_sum)
    metrics: dict[str, list[tuple[dict[str, str], float]]] = field(default_factory=dict)
    sessions: list[dict[str, Any]] = field(default_factory=list)  # env servers' /sessions

    def value(self, name: str, **labels: str) -> float:
        return sum(v for lab, v in self.metrics.get(name, [])
                   if all(lab.get(k) == x for k, x in labels.items()))

    def by_label(self, name: str, label: str) -> dict[str, float]:
        out: dict[str, float] = {}
        for lab, v in self.metrics.get(name, []):
            out[lab.get(label, "")] = out.get(lab.get(label, ""), 0.0) + v
        return out


def parse_metrics(text: str) -> dict[str, list[tuple[dict[str, str], float]]]:
    out: dict[str, list[tuple[dict[str, str], float]]] = {}
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            if s.name.endswith(("_created", "_bucket")):
                continue
            out.setdefault(s.name, []).append((dict(s.labels), float(s.value)))
    return out


async def _poll(client: httpx.AsyncClient, view: ServerView, token: str | None) -> ServerView:
    try:
        r = await client.get(f"{view.url}/health")
        body = r.json() if r.headers.get("content-type", "").startswith("application/json") else {}
        view.health = body if isinstance(body, dict) else {}
        view.up = r.status_code == 200
        if not view.up:
            view.error = f"/health answered {r.status_code}: {view.health.get('error', '')}"
        if view.kind == "env" and token:
            m = await client.get(f"{view.url}/metrics",
                                 headers={"Authorization": f"Bearer {token}"})
            if m.status_code == 200:
                view.metrics = parse_metrics(m.text)
            else:
                view.error = (view.error + "; " if view.error else "") + \
                    f"/metrics answered {m.status_code}"
            s = await client.get(f"{view.url}/sessions",
                                 headers={"Authorization": f"Bearer {token}"})
            body = s.json() if s.status_code == 200 else {}
            rows = body.get("sessions") if isinstance(body, dict) else None
            view.sessions = [r for r in rows if isinstance(r, dict)] if isinstance(rows, list) else []
    except (httpx.HTTPError, ValueError) as e:
        view.up = False
        view.error = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
    return view


async def poll_servers(services: dict, timeout_s: float = 1.5) -> list[ServerView]:
    env_urls = [str(u) for u in services.get("env_servers") or []]
    engine_urls = [str(u) for u in services.get("engines") or []]
    token = services.get("env_token")
    views = [ServerView("env", u.rstrip("/")) for u in env_urls]
    views += [ServerView("engine", u.rstrip("/")) for u in engine_urls]
    if not views:
        return []
    async with httpx.AsyncClient(timeout=httpx.Timeout(timeout_s), trust_env=False) as client:
        return list(await asyncio.gather(*(_poll(client, v, token) for v in views)))
