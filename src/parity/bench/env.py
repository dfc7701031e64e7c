"""`parity bench env`: environment latencies, Parity next to SWE-ReX on the same machine.

Both sides are real servers on loopback, measured over HTTP with keep-alive connections:
a `parity env-server` subprocess through `EnvClient`, and SWE-ReX's `swerex-remote` through
its own routes with plain httpx (its Python client would add its own overhead). Figures:
session create (p50, p99), read_file of a small file, a shell `true`, and the wall time of
eight `sleep 0.5` commands in eight sessions at once.

SWE-ReX runs twice. As shipped, its bash session inherits pexpect's `delaybeforesend` of
50 ms, slept before every `send`; "tuned" starts the same server with that delay set to 0,
so the comparison is not won on a default nobody would choose. SWE-ReX sessions are plain
bash processes on the host (no sandbox, no copy of a repo), which favours it on create.

Not covered: tools other than read_file and the shell, large repositories, many servers.
p99 is the nearest-rank percentile, so with 50 samples it is the slowest one.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import math
import os
import secrets
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Protocol

import httpx

from parity.envserver.client import EnvClient
from parity.launch import free_port, log_tail, server_process, wait_ready
from parity.observe.progress import bar
from parity.sandbox.workspace import cache_dir
from parity.taskenv import EnvBuildError, EnvSpec, layer_dir
from parity.taskenv import build as build_env
from parity.types import Snapshot, Task, ToolCall

WARMUP_ITERATIONS = 3
NUM_SLEEPERS = 8
SLEEP_COMMAND = "sleep 0.5"
READ_PATH = "benchpkg/util.py"
SWEREX_PACKAGES = ("swe-rex", "aiohttp")
SWEREX_INSTALL_TIMEOUT_S = 900.0

# (key, label, DESIGN target or None). The targets are upper bounds.
FIGURES: tuple[tuple[str, str, float | None], ...] = (
    ("session_create_p50_ms", "session create p50 (ms)", 20.0),
    ("session_create_p99_ms", "session create p99 (ms)", None),
    ("read_file_p50_ms", "read_file p50 (ms)", 2.0),
    ("shell_p50_ms", "shell `true` p50 (ms)", 5.0),
    ("concurrent_sleep_s", f"{NUM_SLEEPERS} x `{SLEEP_COMMAND}` wall (s)", 0.7),
)

# Run with the swerex venv's python as `python -c TUNED_LAUNCHER --host ... --port ...`.
# pexpect sets `delaybeforesend = 0.05` on the instance in SpawnBase.__init__, so patching
# the class attribute would not stick: the instance value is overwritten after __init__.
TUNED_LAUNCHER = """
import pexpect

_spawn_init = pexpect.spawn.__init__

def _spawn_init_without_send_delay(self, *args, **kwargs):
    _spawn_init(self, *args, **kwargs)
    self.delaybeforesend = 0

pexpect.spawn.__init__ = _spawn_init_without_send_delay

from swerex.server import main

main()
"""


@dataclass
class Figures:
    session_create_p50_ms: float | None = None
    session_create_p99_ms: float | None = None
    read_file_p50_ms: float | None = None
    shell_p50_ms: float | None = None
    concurrent_sleep_s: float | None = None
    # Parity only: a task with a dependency layer (parity.taskenv; target <= 2x a plain one),
    # and that layer's build, {"cold": s, "cached": s}
    session_create_with_env_p50_ms: float | None = None
    env_build_s: dict[str, float] | None = None
    skipped: str | None = None

    def to_json(self) -> dict[str, Any]:
        def rounded(v: Any) -> Any:
            if isinstance(v, dict):
                return {k: round(x, 4) for k, x in v.items()}
            return None if v is None else round(v, 3)

        out = {k: rounded(v) for k, v in asdict(self).items() if k != "skipped"}
        if self.skipped is not None:
            out["skipped"] = self.skipped
        return out


class _Bench(Protocol):
    """One server under test: the four operations the figures time."""

    async def create(self) -> str: ...
    async def close(self, session: str) -> None: ...
    async def read_file(self, session: str) -> None: ...
    async def shell(self, session: str, command: str) -> None: ...


class _ParityBench:
    def __init__(self, client: EnvClient, snapshot: Path) -> None:
        self.client = client
        self.snapshot = Snapshot(path=str(snapshot))
        self.backend = ""  # "bwrap/overlayfs", from the first session

    async def create(self) -> str:
        info = await self.client.create_session(snapshot=self.snapshot)
        self.backend = f"{info.backend}/{info.workspace}"
        return info.session_id

    async def close(self, session: str) -> None:
        await self.client.close_session(session)

    async def read_file(self, session: str) -> None:
        await self._call(session, "read_file", {"path": READ_PATH})

    async def shell(self, session: str, command: str) -> None:
        await self._call(session, "run_terminal_cmd", {"command": command})

    async def _call(self, session: str, name: str, args: dict[str, Any]) -> None:
        [result] = await self.client.run_tools(
            session, [ToolCall(name=name, arguments=json.dumps(args))])
        if not result.ok:
            raise RuntimeError(f"parity {name} failed: {result.output[:500]}")


class _SwerexBench:
    """SWE-ReX's server routes (swerex/server.py): POST /create_session, /run_in_session,
    /read_file, /close_session, with the token in X-API-Key. A session is named by the client.

    Commands run with check="silent", as SWE-agent's `communicate` sends them: the exit code
    is still fetched (a second round trip through the shell, as Parity also reports one), but
    SWE-ReX's own 0.1 s wait for the prompt after it, which times out on a loaded machine,
    is not turned into a failed request. Such lost exit codes are counted, not hidden."""

    def __init__(self, http: httpx.AsyncClient, snapshot: Path) -> None:
        self.http = http
        self.read_path = str(snapshot / READ_PATH)
        self.num_lost_exit_codes = 0
        self._names = itertools.count()

    async def create(self) -> str:
        name = f"bench-{next(self._names)}"
        # startup_timeout only bounds the wait for the first prompt (default 1 s, which a
        # loaded machine can miss); it adds nothing when the prompt comes sooner.
        await self._post("/create_session", {"session": name, "session_type": "bash",
                                             "startup_timeout": 10.0})
        return name

    async def close(self, session: str) -> None:
        await self._post("/close_session", {"session": session, "session_type": "bash"})

    async def read_file(self, session: str) -> None:
        # Not per session: SWE-ReX reads files by host path, whatever the session.
        await self._post("/read_file", {"path": self.read_path})

    async def shell(self, session: str, command: str) -> None:
        observation = await self._post("/run_in_session", {
            "session": session, "command": command, "action_type": "bash", "check": "silent"})
        exit_code = observation.get("exit_code")
        if exit_code is None:
            self.num_lost_exit_codes += 1
        elif exit_code != 0:
            raise RuntimeError(f"swerex {command!r} exited {exit_code}: {observation}")

    async def _post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        r = await self.http.post(path, json=body)
        if r.status_code != 200:
            raise RuntimeError(f"swerex {path} answered {r.status_code}: {r.text[:500]}")
        return r.json()


def _percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


async def _timed_ms(op: Callable[[], Awaitable[None]], iterations: int,
                    desc: str = "") -> list[float]:
    for _ in range(WARMUP_ITERATIONS):
        await op()
    samples_ms = []
    with bar(iterations, desc, "call") as progress:
        for _ in range(iterations):
            t0 = time.perf_counter()
            await op()
            samples_ms.append((time.perf_counter() - t0) * 1000)
            progress.update()
    return samples_ms


async def _measure(bench: _Bench, name: str, iterations: int) -> Figures:
    _progress(f"{name}: session create x{iterations}")
    create_ms: list[float] = []
    with bar(WARMUP_ITERATIONS + iterations, f"{name}: session create", "session") as progress:
        for i in range(WARMUP_ITERATIONS + iterations):
            t0 = time.perf_counter()
            session = await bench.create()
            elapsed_ms = (time.perf_counter() - t0) * 1000
            await bench.close(session)
            if i >= WARMUP_ITERATIONS:
                create_ms.append(elapsed_ms)
            progress.update()

    session = await bench.create()
    try:
        _progress(f"{name}: read_file x{iterations}")
        read_ms = await _timed_ms(lambda: bench.read_file(session), iterations,
                                  f"{name}: read_file")
        _progress(f"{name}: shell `true` x{iterations}")
        shell_ms = await _timed_ms(lambda: bench.shell(session, "true"), iterations,
                                   f"{name}: shell")
    finally:
        await bench.close(session)

    _progress(f"{name}: {NUM_SLEEPERS} concurrent `{SLEEP_COMMAND}`")
    sleepers = [await bench.create() for _ in range(NUM_SLEEPERS)]
    try:
        t0 = time.perf_counter()
        await asyncio.gather(*(bench.shell(s, SLEEP_COMMAND) for s in sleepers))
        sleep_s = time.perf_counter() - t0
    finally:
        for s in sleepers:
            await bench.close(s)
    return Figures(session_create_p50_ms=_percentile(create_ms, 0.5),
                   session_create_p99_ms=_percentile(create_ms, 0.99),
                   read_file_p50_ms=_percentile(read_ms, 0.5),
                   shell_p50_ms=_percentile(shell_ms, 0.5),
                   concurrent_sleep_s=sleep_s)


# -- servers -------------------------------------------------------------------------------


async def _run_parity(snapshot: Path, work: Path, iterations: int) -> tuple[Figures, str]:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    token = secrets.token_urlsafe(24)
    # The token goes in through the environment (the option's envvar), not argv: other
    # users can read argv in /proc, and the server prints a token it was given in argv.
    env = {**os.environ, "PARITY_ENV_TOKEN": token}
    cmd = [sys.executable, "-m", "parity.cli", "env-server", "--host", "127.0.0.1",
           "--port", str(port)]
    log_path = work / "parity-env-server.log"
    _progress(f"parity: starting env-server on {url}")
    with server_process(cmd, log_path, env=env) as proc:
        async with httpx.AsyncClient(base_url=url, trust_env=False) as probe:
            await wait_ready(probe, "/health", proc, log_path)
        client = EnvClient(url, token, timeout_s=120.0)
        try:
            bench = _ParityBench(client, snapshot)
            figures = await _measure(bench, "parity", iterations)
            await _measure_env(client, snapshot, iterations, figures)
        finally:
            await client.aclose()
    return figures, bench.backend


async def _measure_env(client: EnvClient, snapshot: Path, iterations: int,
                       figures: Figures) -> None:
    """Session creation for a task with a dependency layer, built here first: cold (a layer
    of its own, by a no-op install command; uv's download cache as this machine has it),
    then cached. The layer is removed afterwards."""
    spec = EnvSpec(requirements=["tomli_w"], install=[f": bench {secrets.token_hex(6)}"])
    builds = {}
    try:
        for kind in ("cold", "cached"):
            _progress(f"parity: env build ({kind})")
            t0 = time.perf_counter()
            try:
                await asyncio.to_thread(build_env, spec)
            except EnvBuildError as e:  # no network to PyPI: the other figures still stand
                _progress(f"parity: env figures skipped: {e}")
                return
            builds[kind] = time.perf_counter() - t0
        figures.env_build_s = builds
        task = Task(id="bench-env", snapshot=Snapshot(path=str(snapshot)), environment=spec.id)
        _progress(f"parity: session create with env x{iterations}")
        create_ms = []
        with bar(WARMUP_ITERATIONS + iterations, "parity: create with env", "session") as progress:
            for i in range(WARMUP_ITERATIONS + iterations):
                t0 = time.perf_counter()
                info = await client.create_session(task=task)
                elapsed_ms = (time.perf_counter() - t0) * 1000
                await client.close_session(info.session_id)
                if i >= WARMUP_ITERATIONS:
                    create_ms.append(elapsed_ms)
                progress.update()
        figures.session_create_with_env_p50_ms = _percentile(create_ms, 0.5)
    finally:
        shutil.rmtree(layer_dir(spec.id), ignore_errors=True)


def _swerex_python() -> tuple[Path, str]:
    """The python of a venv holding SWE-ReX (installed on first use), and SWE-ReX's version.

    A stamp file marks a finished install, so an interrupted one is redone, not reused."""
    venv = cache_dir() / "bench" / "swerex-venv"
    python = venv / "bin" / "python"
    stamp = venv / ".parity-installed"
    if not stamp.exists():
        _progress(f"swe-rex: installing {' '.join(SWEREX_PACKAGES)} into {venv} (once)")
        if venv.exists():
            shutil.rmtree(venv)
        venv.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True,
                       capture_output=True, text=True, timeout=SWEREX_INSTALL_TIMEOUT_S)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet",
                        "--disable-pip-version-check", *SWEREX_PACKAGES], check=True,
                       capture_output=True, text=True, timeout=SWEREX_INSTALL_TIMEOUT_S)
        stamp.write_text(" ".join(SWEREX_PACKAGES) + "\n")
    version = subprocess.run(
        [str(python), "-c", "import importlib.metadata as m; print(m.version('swe-rex'))"],
        check=True, capture_output=True, text=True, timeout=60).stdout.strip()
    return python, version


def _install_failure(e: Exception) -> str:
    if isinstance(e, subprocess.CalledProcessError):
        lines = (e.stderr or e.stdout or "").strip().splitlines()
        detail = lines[-1] if lines else f"exit status {e.returncode}"
        return f"{Path(e.cmd[0]).name} {' '.join(map(str, e.cmd[1:3]))} failed: {detail}"
    return f"{type(e).__name__}: {e}"


async def _run_swerex(python: Path, tuned: bool, snapshot: Path, log_path: Path,
                      iterations: int) -> tuple[Figures, int]:
    """Figures, and how many commands came back without an exit code."""
    name = "swe-rex tuned" if tuned else "swe-rex"
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    token = secrets.token_urlsafe(24)
    # swerex-remote takes its token only as --auth-token (required); it is bound to loopback.
    args = ["--host", "127.0.0.1", "--port", str(port), "--auth-token", token]
    if tuned:
        cmd = [str(python), "-c", TUNED_LAUNCHER, *args]
    else:
        cmd = [str(python), "-m", "swerex.server", *args]
    _progress(f"{name}: starting swerex-remote on {url}")
    # cwd: its bash sessions start where the server runs; put them in the same repo.
    with server_process(cmd, log_path, cwd=snapshot) as proc:
        async with httpx.AsyncClient(
            base_url=url, headers={"X-API-Key": token}, trust_env=False,
            timeout=httpx.Timeout(120.0, connect=10.0),
            limits=httpx.Limits(max_connections=64, max_keepalive_connections=64),
        ) as http:
            await wait_ready(http, "/is_alive", proc, log_path)
            bench = _SwerexBench(http, snapshot)
            return await _measure(bench, name, iterations), bench.num_lost_exit_codes


# -- the run -------------------------------------------------------------------------------


def make_snapshot(root: Path) -> Path:
    """A small Python repository: a package of 16 modules, its tests, a README, a pyproject."""
    repo = root / "repo"
    pkg = repo / "benchpkg"
    (repo / "tests").mkdir(parents=True)
    pkg.mkdir()
    (repo / "README.md").write_text("# benchpkg\n\nA tiny package for `parity bench env`.\n")
    (repo / "pyproject.toml").write_text('[project]\nname = "benchpkg"\nversion = "0.1.0"\n')
    (pkg / "__init__.py").write_text('"""benchpkg."""\n')
    (pkg / "util.py").write_text(
        '"""Small helpers."""\n\n\n'
        "def clamp(x: float, lo: float, hi: float) -> float:\n"
        "    return max(lo, min(hi, x))\n\n\n"
        "def chunks(items: list, size: int) -> list[list]:\n"
        "    return [items[i:i + size] for i in range(0, len(items), size)]\n")
    for i in range(14):
        (pkg / f"module_{i:02d}.py").write_text(
            f'"""Module {i}."""\n\nfrom benchpkg.util import clamp\n\n\n'
            f"def f_{i}(x: float) -> float:\n    return clamp(x * {i + 1}, 0.0, 100.0)\n")
        if i < 3:
            (repo / "tests" / f"test_module_{i:02d}.py").write_text(
                f"from benchpkg.module_{i:02d} import f_{i}\n\n\n"
                f"def test_f_{i}():\n    assert f_{i}(1.0) == {float(i + 1)}\n")
    return repo


def _progress(line: str) -> None:
    print(f"[bench env] {line}", file=sys.stderr, flush=True)


def _ratio(theirs: float | None, ours: float | None) -> float | None:
    if theirs is None or ours is None or ours <= 0:
        return None
    return round(theirs / ours, 2)


def _fmt(value: float | None, suffix: str = "") -> str:
    if value is None:
        return "-"
    return f"{value:.2f}{suffix}" if value < 100 else f"{value:.0f}{suffix}"


def _table(results: dict[str, Figures], ratios: dict[str, dict[str, float | None]]) -> str:
    header = ("figure", "parity", "swe-rex", "swe-rex tuned", "swe-rex/parity",
              "tuned/parity", "target", "")
    rows = [header]
    for key, label, target in FIGURES:
        ours = getattr(results["parity"], key)
        mark = "" if target is None else ("pass" if ours <= target else "MISS")
        rows.append((label, _fmt(ours), _fmt(getattr(results["swerex"], key)),
                     _fmt(getattr(results["swerex_tuned"], key)),
                     _fmt(ratios["swerex"][key], "x"), _fmt(ratios["swerex_tuned"][key], "x"),
                     "" if target is None else f"<= {target:g}", mark))
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    lines = []
    for row in rows:
        cells = [row[0].ljust(widths[0])]
        cells += [c.rjust(w) for c, w in zip(row[1:-1], widths[1:-1], strict=True)]
        lines.append("  ".join(cells + [row[-1]]).rstrip())
    return "\n".join(lines)


async def _run_all(iterations: int, with_swerex: bool,
                   work: Path) -> tuple[dict[str, Figures], list[str]]:
    snapshot = make_snapshot(work)
    # Latencies on a busy machine are noisy: say how busy it was.
    notes = [f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at start"]
    parity, backend = await _run_parity(snapshot, work, iterations)
    notes.append(f"parity: sessions are {backend} (backend/workspace), sandboxed unless 'local'")
    results = {"parity": parity}
    if not with_swerex:
        reason = "not requested (--no-swerex)"
        results["swerex"] = Figures(skipped=reason)
        results["swerex_tuned"] = Figures(skipped=reason)
        notes.append(f"swe-rex: skipped: {reason}")
        return results, notes
    try:
        python, version = _swerex_python()
    except (subprocess.SubprocessError, OSError) as e:
        reason = f"install failed: {_install_failure(e)}"
        _progress(f"swe-rex: skipped: {reason}")
        results["swerex"] = Figures(skipped=reason)
        results["swerex_tuned"] = Figures(skipped=reason)
        notes.append(f"swe-rex: SKIPPED, {reason}")
        return results, notes
    notes.append(f"swe-rex {version}: local bash sessions over pexpect, unsandboxed; "
                 "read_file reads the host path")
    for key, tuned in (("swerex", False), ("swerex_tuned", True)):
        log_path = work / f"{key}.log"
        try:
            results[key], num_lost = await _run_swerex(python, tuned, snapshot, log_path,
                                                       iterations)
            if num_lost:
                notes.append(f"{key}: {num_lost} commands came back without an exit code "
                             "(SWE-ReX's 0.1 s wait for the prompt after it timed out)")
        except (RuntimeError, TimeoutError, httpx.HTTPError) as e:
            # SWE-ReX is the reference, not the thing under test: report Parity regardless.
            reason = f"{e!r}"
            _progress(f"{key}: skipped: {reason}; its server's log ends:\n{log_tail(log_path)}")
            results[key] = Figures(skipped=reason)
            notes.append(f"{key}: SKIPPED, {reason}")
    plain, tuned_shell = results["swerex"].shell_p50_ms, results["swerex_tuned"].shell_p50_ms
    if plain is not None and tuned_shell is not None:
        drop_ms = plain - tuned_shell
        # Each command is two sends (the command, then the exit-code echo): ~100 ms expected.
        verdict = "took effect" if drop_ms >= 50 else "did NOT take effect (expected ~100 ms)"
        notes.append(f"swe-rex tuned: pexpect delaybeforesend 0.05 s -> 0 {verdict}: "
                     f"shell p50 {plain:.1f} -> {tuned_shell:.1f} ms ({drop_ms:+.1f} ms)")
    return results, notes


def run(json_path: str | None, iterations: int, with_swerex: bool) -> int:
    if iterations < 1:
        raise ValueError("iterations must be at least 1")
    with tempfile.TemporaryDirectory(prefix="parity-bench-env-") as tmp:
        results, notes = asyncio.run(_run_all(iterations, with_swerex, Path(tmp)))
    ratios = {side: {key: _ratio(getattr(results[side], key), getattr(results["parity"], key))
                     for key, _, _ in FIGURES}
              for side in ("swerex", "swerex_tuned")}
    print(f"parity bench env: {iterations} samples per latency figure after "
          f"{WARMUP_ITERATIONS} warm-up; ratios are how many times faster Parity is")
    for note in notes:
        print(note)
    ours = results["parity"]
    if ours.session_create_with_env_p50_ms is not None and ours.env_build_s:
        plain = ours.session_create_p50_ms or float("nan")
        print(f"parity: session create with a dependency layer p50 "
              f"{ours.session_create_with_env_p50_ms:.1f} ms "
              f"({ours.session_create_with_env_p50_ms / plain:.2f}x a plain session, target "
              f"<= 2x); layer build cold {ours.env_build_s['cold']:.1f} s, cached "
              f"{ours.env_build_s['cached'] * 1000:.1f} ms")
    print()
    print(_table(results, ratios))
    if json_path:
        out = {side: figures.to_json() for side, figures in results.items()}
        out["ratios"] = ratios
        path = Path(json_path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(out, indent=2) + "\n")
        _progress(f"wrote {path}")
    return 0
