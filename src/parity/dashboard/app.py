"""The dashboard's routes: overview (config, phase, curves), fleet, rollouts, one trajectory.

Pages are Jinja2 templates with autoescaping on: a trajectory is model output and tool
output, untrusted text that must never become markup. Data handed to plotly.js goes through
`tojson`, which escapes `<`, `>` and `&` inside the script element.
"""

from __future__ import annotations

import json
import math
import socket
import threading
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse
from fastapi.templating import Jinja2Templates

from parity.dashboard.fleet import poll_servers
from parity.dashboard.runfiles import RunFiles
from parity.dashboard.tokenstats import TokenScorer
from parity.types import REFUSALS

# The curves of the overview: title -> metric keys (those present are drawn).
CURVES: list[tuple[str, list[str]]] = [
    # the honest one: a fixed held-aside subset, greedy, every eval.every_steps (run/curve.py)
    ("learning curve (held-aside subset, greedy, 95 % interval)",
     ["eval/solve_rate", "eval/solve_rate_lo", "eval/solve_rate_hi"]),
    ("reward", ["rollout/reward_mean", "reward/mean"]),
    ("solve rate", ["rollout/solved"]),
    ("loss", ["train/loss", "loss/value"]),
    ("staleness (policy versions)", ["train/staleness_mean"]),
    ("engine/trainer mismatch", ["mismatch/kl_k3", "mismatch/abs_logprob_diff"]),
    ("throughput (tokens/s)", ["train/tokens_per_s"]),
    ("utilisation (share of time)", ["engine/busy_frac", "rollout/slots_used_frac"]),
    ("rollout wall time (s)", ["rollout/wall_s_mean", "rollout/wall_s_max", "env/grade_s_mean"]),
    ("tool calls", ["rollout/tool_calls_per_turn", "rollout/parallel_turn_frac"]),
    # a policy that starts probing the grader shows here first
    ("grader refusals (rollouts a step)",
     ["grade/refused_rollouts", *(f"grade/refused/{kind}" for kind in REFUSALS)]),
]
PAGE_SIZE = 50
REFRESH_S = 5
# optional per-token arrays a trajectory record may carry, aligned with token_ids; where a
# record carries none, entropy and mismatch are computed from the run's checkpoints on demand
# (GET /api/trajectory/{id}/tokens, parity.dashboard.tokenstats)
TOKEN_VIEWS = (("logprob", "logprobs"), ("entropy", "entropies"),
               ("mismatch", "trainer_logprobs"))


def plotly_js() -> Path:
    return Path(str(resources.files("plotly") / "package_data" / "plotly.min.js"))


def create_app(run_dir: Path) -> FastAPI:
    run = RunFiles(run_dir)
    scorer = TokenScorer(run_dir)
    templates = Jinja2Templates(directory=str(Path(__file__).parent / "templates"))

    @asynccontextmanager
    async def lifespan(app: FastAPI):  # noqa: ARG001
        yield
        scorer.close()

    app = FastAPI(title="Parity dashboard", docs_url=None, redoc_url=None, openapi_url=None,
                  lifespan=lifespan)

    def page(request: Request, name: str, status_code: int = 200, **ctx: Any) -> HTMLResponse:
        phase = run.phase()
        return templates.TemplateResponse(request, name, {
            "run_dir": str(run_dir), "phase": phase, "live": phase != "done",
            "refresh_s": REFRESH_S, **ctx}, status_code=status_code)

    @app.get("/static/plotly.min.js")
    def plotly() -> FileResponse:
        return FileResponse(plotly_js(), media_type="application/javascript",
                            headers={"Cache-Control": "max-age=86400"})

    @app.get("/api/metrics")
    def api_metrics() -> JSONResponse:
        return JSONResponse({"curves": _curves(run.metric_rows()), "phase": run.phase(),
                             "skipped": run.metrics.skipped})

    @app.get("/", response_class=HTMLResponse)
    def overview(request: Request) -> HTMLResponse:
        rows = run.metric_rows()
        trajs = run.trajectory_rows()
        settled = run.settled_map()
        state = run.state()
        return page(request, "overview.html", curves=_curves(rows),
                    latest=rows[-1] if rows else {}, skipped=run.metrics.skipped,
                    config=run.config_text(), steps=state.get("steps"),
                    num_trajectories=len(trajs), num_settled=len(settled),
                    evals=_eval_table(state), summary=run.read_json("summary.json"))

    @app.get("/fleet", response_class=HTMLResponse)
    async def fleet(request: Request) -> HTMLResponse:
        services = run.read_json("services.json")
        servers = await poll_servers(services)
        return page(request, "fleet.html", servers=servers, services=services,
                    env_mode=services.get("env_mode"))

    @app.get("/rollouts", response_class=HTMLResponse)
    def rollouts(request: Request, task: str = "", min_reward: str = "", max_reward: str = "",
                 page_no: int = 1) -> HTMLResponse:
        rows = run.trajectory_rows()
        settled = run.settled_map()
        lo, hi = _number(min_reward), _number(max_reward)
        picked = [r for r in rows
                  if task.lower() in r.task_id.lower()
                  and (lo is None or (r.reward is not None and r.reward >= lo))
                  and (hi is None or (r.reward is not None and r.reward <= hi))]
        picked.reverse()  # newest first
        pages = max(1, math.ceil(len(picked) / PAGE_SIZE))
        page_no = min(max(page_no, 1), pages)
        shown = picked[(page_no - 1) * PAGE_SIZE: page_no * PAGE_SIZE]
        inflight = run.read_json("inflight.json")  # the orchestrator rewrites it each second
        return page(request, "rollouts.html", rows=shown, settled=settled, total=len(rows),
                    inflight=inflight.get("rollouts") or [],
                    inflight_running=bool(inflight.get("running")),
                    matched=len(picked), page_no=page_no, pages=pages, task=task,
                    min_reward=min_reward, max_reward=max_reward,
                    skipped=run.trajectories.skipped)

    @app.get("/trajectory/{traj_id}", response_class=HTMLResponse)
    def trajectory(request: Request, traj_id: str) -> HTMLResponse:
        d = run.trajectory(traj_id)
        if d is None:
            raise HTTPException(404, f"no trajectory {traj_id} in this run")
        return page(request, "trajectory.html", t=d, view=_trajectory_view(d, run.tokenizer()),
                    settled=run.settled_map().get(traj_id))

    @app.get("/api/trajectory/{traj_id}/tokens")
    def api_tokens(traj_id: str) -> JSONResponse:
        """Trainer logprob, entropy and mismatch per token: 202 while the worker computes
        them (ask again), 200 when done, 422 with the reason when they cannot be."""
        d = run.trajectory(traj_id)
        if d is None:
            return JSONResponse({"status": "error", "error": f"no trajectory {traj_id}"}, 404)
        res = scorer.request(d)
        code = {"done": 200, "computing": 202}.get(res["status"], 422)
        return JSONResponse(res, code)

    @app.exception_handler(HTTPException)
    async def not_found(request: Request, exc: HTTPException) -> HTMLResponse:
        return page(request, "error.html", exc.status_code, message=str(exc.detail))

    return app


def _number(text: str) -> float | None:
    try:
        return float(text) if text.strip() else None
    except ValueError:
        return None


def _curves(rows: list[dict]) -> list[dict]:
    out = []
    for title, keys in CURVES:
        series = []
        for k in keys:
            pts = [(r["step"], r[k]) for r in rows
                   if isinstance(r.get(k), int | float) and math.isfinite(r[k])
                   and isinstance(r.get("step"), int | float)]
            if pts:
                series.append({"name": k, "x": [p[0] for p in pts], "y": [p[1] for p in pts]})
        if series:
            out.append({"title": title, "series": series})
    return out


def _eval_table(state: dict) -> list[dict]:
    out = []
    for when, parts in (state.get("evals") or {}).items():
        for name, ev in (parts or {}).items():
            if isinstance(ev, dict):
                out.append({"when": when, "set": name, "solve_rate": ev.get("solve_rate"),
                            "solved": ev.get("solved"), "n": ev.get("n"), "ci95": ev.get("ci95")})
    return out


def _colour(view: str, value: float | None, scale: float) -> str:
    """A background colour: green for a likely token (or low entropy / no mismatch), red for
    an unlikely one (or high entropy / large mismatch)."""
    if value is None:
        return "transparent"
    if view == "logprob":
        good = math.exp(min(value, 0.0))
    else:
        good = 1.0 - min(abs(value) / scale, 1.0) if scale > 0 else 1.0
    return f"hsl({round(120 * good)}, 75%, 82%)"


def _tokens(d: dict, start: int, n: int, tokenizer: Any) -> list[dict]:
    ids = d.get("token_ids") or []
    arrays = {view: d.get(key) for view, key in TOKEN_VIEWS}
    lps = arrays["logprob"] or []
    if arrays["mismatch"]:  # engine minus trainer logprob, per sampled token
        tl = arrays["mismatch"]
        arrays["mismatch"] = [a - b for a, b in zip(lps, tl, strict=False)]
    scales = {v: max((abs(x) for x in (a or [])[start:start + n] if x is not None), default=0.0)
              for v, a in arrays.items()}
    out = []
    for i in range(start, min(start + n, len(ids))):
        text = tokenizer.decode([ids[i]], skip_special_tokens=False) if tokenizer else f"[{ids[i]}]"
        values = {v: (a[i] if a and i < len(a) else None) for v, a in arrays.items()}
        out.append({"text": text, "id": ids[i], "i": i, "values": values,
                    "colours": {v: _colour(v, values[v], scales[v]) for v in values}})
    return out


def _pretty_args(arguments: str) -> str:
    try:
        return json.dumps(json.loads(arguments), indent=2, ensure_ascii=False)
    except ValueError:
        return arguments  # the model's bad JSON, shown as it came


def _is_diff(text: str) -> bool:
    return text.startswith("--- ") or "\n+++ " in text[:2000]


def _trajectory_view(d: dict, tokenizer: Any) -> dict:
    messages = d.get("messages") or []
    first_assistant = next((i for i, m in enumerate(messages) if m.get("role") == "assistant"),
                           len(messages))
    turns, diffs = [], []
    for n, turn in enumerate(d.get("turns") or [], 1):
        results = {r.get("call_id"): r for r in turn.get("tool_results") or []}
        calls = []
        for c in turn.get("tool_calls") or []:
            r = results.pop(c.get("id"), None)
            calls.append({"name": c.get("name", ""), "args": _pretty_args(c.get("arguments", "")),
                          "result": r})
            if r and r.get("ok") and _is_diff(r.get("output", "")):
                diffs.append({"turn": n, "text": r["output"]})
        calls += [{"name": r.get("name", ""), "args": "", "result": r} for r in results.values()]
        turns.append({"n": n, "turn": turn, "calls": calls,
                      "tokens": _tokens(d, int(turn.get("start", 0)),
                                        int(turn.get("num_tokens", 0)), tokenizer)})
    views = [v for v, key in TOKEN_VIEWS if d.get(key)]
    return {"computed_views": [v for v, _ in TOKEN_VIEWS if v not in views],
            "prompt": messages[:first_assistant], "turns": turns, "diffs": diffs,
            "token_views": views, "decoded": tokenizer is not None}


def port_error(host: str, port: int) -> str | None:
    """Why the dashboard cannot listen on host:port, or None."""
    try:
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind((host, port))
    except OSError as e:
        return f"cannot listen on {host}:{port}: {e.strerror or e}"
    return None


def _server(run_dir: Path, host: str, port: int):
    import uvicorn

    config = uvicorn.Config(create_app(run_dir), host=host, port=port, log_level="warning",
                            access_log=False)
    return uvicorn.Server(config)


def serve(run_dir: Path, host: str = "127.0.0.1", port: int = 8765) -> None:
    _server(run_dir, host, port).run()


def start_in_thread(run_dir: Path, host: str = "127.0.0.1", port: int = 8765):
    """The dashboard beside a run in this process (`parity train --dashboard`): a daemon
    thread, so it ends with the run; the run directory may not exist yet."""
    server = _server(run_dir, host, port)
    thread = threading.Thread(target=server.run, name="parity-dashboard", daemon=True)
    thread.start()
    return server, thread
