"""What `parity eval --model` names, as a policy per sample.

  DIR             a local Hugging Face model directory, run by the built-in engine
                  (TorchEngine, continuous batching); sample i of a task is sampled with its
                  own seed, so a run is reproducible;
  http(s)://URL   any OpenAI-compatible server (vLLM, SGLang, `parity serve`, a hosted model)
                  through ChatPolicy; one client for every sample;
  scripted:FILE   a replay model. A JSON list of reply strings (as `parity agent` reads it):
                  every sample of every task replays it. A JSON object: task id -> a list of
                  scripts (each a list of reply strings, or one script as a list of strings);
                  sample i of a task plays script i mod (its number of scripts), so a task
                  given [fix, wrong] is solved by exactly half of its samples; the key "*"
                  covers every task not named. A task with no script is refused up front: a
                  typo would otherwise score 0 silently.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from parity.agent.loop import Policy
from parity.evaluation.runner import EvalSample
from parity.inference.engine import SamplingParams
from parity.types import Task, parse_model_arg


@dataclass
class EvalModel:
    label: str
    policy_for: Callable[[EvalSample], Policy]
    aclose: Callable[[], Awaitable[None]]
    # checks the model can run these tasks (a scripted model names each); raises ValueError
    check_tasks: Callable[[list[Task]], None] = lambda tasks: None
    # a model this process runs: its engine, tokenizer and end-of-turn ids, which an
    # external harness's endpoint serves (parity.harness); None for a URL or a script
    served: tuple[Any, Any, list[int]] | None = None


async def _nothing() -> None:
    return None


def read_scripts(path: str | Path) -> dict[str, list[list[str]]]:
    """A scripted model file as task id (or "*") -> scripts; ValueError on any other shape."""
    p = Path(path)
    if not p.is_file():
        raise ValueError(f"scripted model file not found: {p}")
    try:
        data = json.loads(p.read_text())
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise ValueError(f"scripted model file {p} is not JSON: {e}") from e

    def replies(x: Any) -> bool:
        return isinstance(x, list) and all(isinstance(r, str) for r in x)

    if replies(data):
        return {"*": [data]}
    shape = ("a scripted model file holds a JSON list of reply strings, or an object mapping "
             "task ids to lists of scripts (lists of reply strings)")
    if not isinstance(data, dict) or not data:
        raise ValueError(f"{p}: {shape}")
    out = {}
    for task_id, value in data.items():
        if replies(value) and value:
            out[task_id] = [value]
        elif isinstance(value, list) and value and all(replies(s) for s in value):
            out[task_id] = value
        else:
            raise ValueError(f"{p}: task {task_id!r}: {shape}")
    return out


def scripted_model(path: str | Path, tokenizer: Any) -> EvalModel:
    from parity.agent.policies import TokenPolicy
    from parity.inference.replay import ScriptedEngine

    scripts = read_scripts(path)

    def check(tasks: list[Task]) -> None:
        missing = [t.id for t in tasks if t.id not in scripts and "*" not in scripts]
        if missing:
            more = f" and {len(missing) - 3} more" if len(missing) > 3 else ""
            raise ValueError(f"scripted model {path} has no script for task "
                             f"{', '.join(missing[:3])}{more} (add them, or a \"*\" entry)")

    def policy_for(sample: EvalSample) -> Policy:
        options = scripts.get(sample.task.id) or scripts["*"]
        engine = ScriptedEngine(tokenizer, options[sample.index % len(options)])
        return TokenPolicy(engine, tokenizer)

    return EvalModel(f"scripted:{path}", policy_for, _nothing, check)


def open_model(model: str, *, temperature: float, tokenizer_path: str | None = None,
               api_key: str | None = None, model_name: str = "default",
               device: str = "auto", concurrency: int | None = None) -> EvalModel:
    """The model `--model` names (see the module docstring), its form read by
    parity.types.parse_model_arg. Raises ValueError or OSError with a one-line message on a
    bad name. `concurrency`: the samples in flight at once, the most the built-in engine
    ever batches (its KV slab's rows; parity.inference.kv_slab)."""
    arg = parse_model_arg(model)
    if arg.kind == "url":
        from parity.agent.policies import ChatPolicy

        check_reachable(model, api_key=api_key)
        policy = ChatPolicy(model, model=model_name, api_key=api_key, temperature=temperature)
        return EvalModel(model, lambda sample: policy, policy.aclose)
    if arg.kind == "scripted":
        if tokenizer_path:
            from transformers import AutoTokenizer

            tok = AutoTokenizer.from_pretrained(tokenizer_path, local_files_only=True)
        else:
            from parity.models.tiny import small_tokenizer

            tok = small_tokenizer()
        return scripted_model(arg.value, tok)
    from parity.models.pretrained import resolve_model

    model = resolve_model(model)  # a name (smollm2-135m) or a .gguf file: its directory
    from parity.agent.policies import TokenPolicy
    from parity.inference.models import eos_list, load, serving_dtype
    from parity.inference.torch_engine import TorchEngine, TorchEngineConfig

    # as `parity serve` loads it: bfloat16 where the CPU multiplies it in hardware, so the
    # engine's bf16 kernels run (docs/inference.md, "A real model beside vLLM")
    net, tok = load(model, dtype=serving_dtype(device), device=device)
    config = TorchEngineConfig()
    if concurrency is not None:
        config.max_batch_size = concurrency
    engine = TorchEngine(net, config)
    window = engine.max_seq_len  # what the engine holds, not what the tokenizer claims

    def policy_for(sample: EvalSample) -> Policy:
        # greedy needs no seed; a sampled one is seeded per sample, so reruns agree
        seed = sample.seed if temperature > 0 else None
        return TokenPolicy(engine, tok, SamplingParams(temperature=temperature, seed=seed),
                           context_window=window)

    async def aclose() -> None:
        engine.close()

    eos_ids = eos_list(getattr(net.generation_config, "eos_token_id", None))
    return EvalModel(str(Path(model).resolve()), policy_for, aclose,
                     served=(engine, tok, eos_ids))


def check_url(url: str) -> None:
    """A ValueError unless `url` is an http(s) URL with a host."""
    import httpx

    try:
        parsed = httpx.URL(url)
    except httpx.InvalidURL as e:
        raise ValueError(f"bad URL {url!r}: {e}") from e
    if parsed.scheme not in ("http", "https") or not parsed.host:
        raise ValueError(f"bad URL {url!r}: give http(s)://HOST[:PORT]")


def check_reachable(url: str, timeout_s: float = 10.0, api_key: str | None = None) -> None:
    """Fail early, in one line, when nothing answers at `url` (any HTTP answer will do:
    servers differ in what they serve at /v1/models) or when it refuses the key (401, 403):
    a failed sample counts as unsolved and the evaluation goes on, so a wrong key must be
    caught here rather than score every sample 0."""
    import httpx

    check_url(url)
    base = url.rstrip("/")
    probe = base + ("/models" if base.endswith("/v1") else "/v1/models")
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    try:
        r = httpx.get(probe, timeout=timeout_s, headers=headers)
    except httpx.HTTPError as e:
        raise ValueError(f"cannot reach {url}: {type(e).__name__}: {e}") from e
    if r.status_code in (401, 403):
        raise ValueError(f"{url} refused the API key ({r.status_code} from {probe}): "
                         f"{r.text[:200]}")
