"""`parity bench engine`: the built-in engine against sequential Hugging Face `generate`.

One randomly initialised Qwen2 (sizes from flags; nothing is downloaded), in this process:
  1. throughput: `requests` prompts at once through `TorchEngine` (greedy, exactly
     `new_tokens` each: no stop ids) vs the same prompts one after another through
     `model.generate` (greedy, min = max new tokens). Tokens/s of each and the ratio (DESIGN
     target >= 3x), TTFT and per-token latency under that load, and how many engine outputs
     equal `generate`'s token for token.
  2. logprob agreement: every completion of step 1, plus a few sampled at temperature 0.7
     with top-p 0.9, scored by one plain forward pass over prompt + completion; the largest
     |engine logprob - log_softmax(logits / T)| at the sampled tokens.
  3. prefix cache: `sessions` agent-shaped conversations of `turns` turns run concurrently,
     each turn resending the whole conversation plus a new observation; prompt tokens
     actually prefilled and wall time with the prefix cache on and off (same outputs).

Not measured: GPUs (run it on one for those figures), sampling overhead at large vocabularies,
memory. Timings on a shared CPU move with the machine's load; the ratios move less.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SYSTEM_PROMPT_TOKENS = 128
OBSERVATION_TOKENS = 96
ACTION_TOKENS = 16
NUM_SAMPLED_CHECKS = 8
SPEEDUP_TARGET = 3.0


@dataclass
class BenchConfig:
    hidden: int = 256
    layers: int = 4
    vocab: int = 4096
    requests: int = 32
    prompt_tokens: int = 64
    new_tokens: int = 64
    sessions: int = 4
    turns: int = 10
    threads: int = 0  # 0: torch's default
    seed: int = 0


def _progress(line: str) -> None:
    print(f"[bench engine] {line}", file=sys.stderr, flush=True)


def _build_model(cfg: BenchConfig):
    import torch
    from transformers import Qwen2Config, Qwen2ForCausalLM

    heads = max(1, cfg.hidden // 64)
    max_len = SYSTEM_PROMPT_TOKENS + cfg.turns * (ACTION_TOKENS + OBSERVATION_TOKENS) + 64
    config = Qwen2Config(
        hidden_size=cfg.hidden, intermediate_size=cfg.hidden * 3, num_hidden_layers=cfg.layers,
        num_attention_heads=heads, num_key_value_heads=max(1, heads // 2), vocab_size=cfg.vocab,
        max_position_embeddings=max(max_len, cfg.prompt_tokens + cfg.new_tokens + 64))
    torch.manual_seed(cfg.seed)
    return Qwen2ForCausalLM(config).eval()


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


def _hf_sequential(model: Any, prompts: list[list[int]], new_tokens: int) -> tuple[float, list[list[int]]]:
    import torch

    outputs = []
    with torch.inference_mode():
        model.generate(torch.tensor([prompts[0]]), max_new_tokens=2, do_sample=False, pad_token_id=0)
        start = time.perf_counter()
        for p in prompts:
            ids = torch.tensor([p])
            out = model.generate(ids, attention_mask=torch.ones_like(ids), do_sample=False,
                                 max_new_tokens=new_tokens, min_new_tokens=new_tokens, pad_token_id=0)
            outputs.append(out[0, len(p):].tolist())
    return time.perf_counter() - start, outputs


def _logprob_diff(model: Any, prompt: list[int], tokens: list[int], logprobs: list[float],
                  temperature: float) -> float:
    import torch

    with torch.inference_mode():
        logits_TV = model(torch.tensor([prompt + tokens])).logits[0].float()
    scale = temperature if temperature > 0 else 1.0
    ref_TV = (logits_TV[len(prompt) - 1:-1] / scale).log_softmax(-1)
    ref = ref_TV.gather(-1, torch.tensor(tokens)[:, None]).squeeze(-1)
    return float((ref - torch.tensor(logprobs)).abs().max())


async def _throughput(engine: Any, prompts: list[list[int]], new_tokens: int) -> dict[str, Any]:
    from parity.inference.engine import SamplingParams

    params = SamplingParams(temperature=0.0, max_tokens=new_tokens)
    await engine.generate(prompts[0][:8], SamplingParams(temperature=0.0, max_tokens=4))  # warm-up
    start = time.perf_counter()
    completions = await asyncio.gather(*(engine.generate(p, params) for p in prompts))
    wall_s = time.perf_counter() - start
    return {"wall_s": wall_s, "completions": completions}


async def _sampled(engine: Any, prompts: list[list[int]]) -> list[Any]:
    from parity.inference.engine import SamplingParams

    return await asyncio.gather(*(engine.generate(p, SamplingParams(
        temperature=0.7, top_p=0.9, max_tokens=16, seed=i)) for i, p in enumerate(prompts)))


async def _agent_sessions(engine: Any, cfg: BenchConfig) -> tuple[float, list[list[int]]]:
    import random

    from parity.inference.engine import SamplingParams

    params = SamplingParams(temperature=0.0, max_tokens=ACTION_TOKENS)

    async def session(i: int) -> list[int]:
        rng = random.Random(cfg.seed * 1000 + i)
        conversation = [rng.randrange(cfg.vocab) for _ in range(SYSTEM_PROMPT_TOKENS)]
        for _ in range(cfg.turns):
            c = await engine.generate(conversation, params, session_id=f"s{i}")
            conversation += c.token_ids + [rng.randrange(cfg.vocab) for _ in range(OBSERVATION_TOKENS)]
        return conversation

    start = time.perf_counter()
    conversations = await asyncio.gather(*(session(i) for i in range(cfg.sessions)))
    return time.perf_counter() - start, conversations


async def _engine_runs(model: Any, cfg: BenchConfig, prompts: list[list[int]]) -> dict[str, Any]:
    from parity.inference.torch_engine import TorchEngine, TorchEngineConfig

    engine = TorchEngine(model, TorchEngineConfig(max_batch_size=max(64, cfg.requests)))
    try:
        _progress(f"engine: {cfg.requests} concurrent requests")
        through = await _throughput(engine, prompts, cfg.new_tokens)
        sampled = await _sampled(engine, prompts[:NUM_SAMPLED_CHECKS])
    finally:
        engine.close()
    agent = {}
    for label, cache_bytes in (("on", 1 << 30), ("off", 0)):
        _progress(f"agent workload, prefix cache {label}")
        engine = TorchEngine(model, TorchEngineConfig(prefix_cache_bytes=cache_bytes))
        try:
            await _throughput(engine, prompts[:1], 2)  # warm-up
            before = engine.stats().prefill_tokens
            wall_s, conversations = await _agent_sessions(engine, cfg)
            agent[label] = {"wall_s": wall_s, "conversations": conversations,
                            "prefill_tokens": engine.stats().prefill_tokens - before}
        finally:
            engine.close()
    return {"throughput": through, "sampled": sampled, "agent": agent}


def measure(cfg: BenchConfig) -> dict[str, Any]:
    import torch

    threads_before = torch.get_num_threads()
    if cfg.threads > 0:
        torch.set_num_threads(cfg.threads)
    try:
        return _measure(cfg)
    finally:
        torch.set_num_threads(threads_before)


def _measure(cfg: BenchConfig) -> dict[str, Any]:
    import random

    import torch

    model = _build_model(cfg)
    rng = random.Random(cfg.seed)
    prompts = [[rng.randrange(cfg.vocab) for _ in range(rng.randint(max(1, cfg.prompt_tokens // 2),
                                                                    cfg.prompt_tokens))]
               for _ in range(cfg.requests)]
    _progress(f"HF generate: {cfg.requests} requests one after another")
    hf_wall_s, hf_outputs = _hf_sequential(model, prompts, cfg.new_tokens)
    runs = asyncio.run(_engine_runs(model, cfg, prompts))
    completions = runs["throughput"]["completions"]
    engine_tokens = sum(len(c.token_ids) for c in completions)
    diffs = [_logprob_diff(model, p, c.token_ids, c.logprobs, 0.0) for p, c in zip(prompts, completions, strict=True)]
    diffs += [_logprob_diff(model, p, c.token_ids, c.logprobs, 0.7)
              for p, c in zip(prompts, runs["sampled"], strict=False)]
    per_token_s = [(c.total_s - c.ttft_s) / (len(c.token_ids) - 1) for c in completions if len(c.token_ids) > 1]
    on, off = runs["agent"]["on"], runs["agent"]["off"]
    engine_tps = engine_tokens / runs["throughput"]["wall_s"]
    hf_tps = cfg.requests * cfg.new_tokens / hf_wall_s
    return {
        "engine_tokens_per_s": engine_tps,
        "hf_generate_tokens_per_s": hf_tps,
        "speedup": engine_tps / hf_tps,
        "greedy_match_fraction": sum(c.token_ids == o for c, o in zip(completions, hf_outputs, strict=True))
        / len(completions),
        "ttft_p50_s": statistics.median(c.ttft_s for c in completions),
        "ttft_p99_s": _pct([c.ttft_s for c in completions], 0.99),
        "per_token_latency_p50_s": statistics.median(per_token_s) if per_token_s else 0.0,
        "logprob_max_abs_diff": max(diffs),
        "prefix_cache_prefill_tokens_on": on["prefill_tokens"],
        "prefix_cache_prefill_tokens_off": off["prefill_tokens"],
        "prefix_cache_prefill_saved_fraction": 1 - on["prefill_tokens"] / max(1, off["prefill_tokens"]),
        "prefix_cache_wall_s_on": on["wall_s"],
        "prefix_cache_wall_s_off": off["wall_s"],
        "prefix_cache_speedup": off["wall_s"] / on["wall_s"],
        "prefix_cache_outputs_match": on["conversations"] == off["conversations"],
        "config": cfg.__dict__ | {"torch_threads": torch.get_num_threads()},
    }


def _table(r: dict[str, Any]) -> str:
    rows = [
        ("engine tokens/s", f"{r['engine_tokens_per_s']:.1f}"),
        ("HF generate tokens/s (sequential)", f"{r['hf_generate_tokens_per_s']:.1f}"),
        ("speedup", f"{r['speedup']:.2f}x (target >= {SPEEDUP_TARGET:.0f}x: "
                    f"{'met' if r['speedup'] >= SPEEDUP_TARGET else 'NOT met'})"),
        ("greedy outputs equal to HF generate", f"{r['greedy_match_fraction']:.0%}"),
        ("TTFT p50 / p99 under load (ms)", f"{r['ttft_p50_s'] * 1e3:.1f} / {r['ttft_p99_s'] * 1e3:.1f}"),
        ("per-token latency p50 under load (ms)", f"{r['per_token_latency_p50_s'] * 1e3:.2f}"),
        ("logprob max |diff| vs forward pass", f"{r['logprob_max_abs_diff']:.2e}"),
        ("agent prefill tokens, cache on / off",
         f"{r['prefix_cache_prefill_tokens_on']} / {r['prefix_cache_prefill_tokens_off']} "
         f"(saved {r['prefix_cache_prefill_saved_fraction']:.0%})"),
        ("agent wall s, cache on / off",
         f"{r['prefix_cache_wall_s_on']:.2f} / {r['prefix_cache_wall_s_off']:.2f} "
         f"({r['prefix_cache_speedup']:.2f}x)"),
        ("agent outputs equal, cache on / off", str(r["prefix_cache_outputs_match"])),
    ]
    width = max(len(k) for k, _ in rows)
    return "\n".join(f"{k:<{width}}  {v}" for k, v in rows)


def run(cfg: BenchConfig, json_path: str | None = None) -> int:
    if min(cfg.hidden, cfg.layers, cfg.vocab, cfg.requests, cfg.prompt_tokens, cfg.new_tokens,
           cfg.sessions, cfg.turns) < 1:
        raise ValueError("every size must be at least 1")
    results = measure(cfg)
    c = results["config"]
    print(f"parity bench engine: random Qwen2 hidden={c['hidden']} layers={c['layers']} "
          f"vocab={c['vocab']}, {c['requests']} requests x {c['new_tokens']} tokens, "
          f"{c['sessions']} agent sessions x {c['turns']} turns, torch threads={c['torch_threads']}")
    print()
    print(_table(results))
    if json_path:
        path = Path(json_path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(results, indent=2) + "\n")
        _progress(f"wrote {path}")
    return 0
