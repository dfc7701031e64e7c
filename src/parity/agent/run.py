"""`parity agent`: the product path. The same loop, tools and prompts as training, on a
user's repository in a sandboxed session; the diff is shown and applied only on request."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from parity.agent.loop import AgentLimits, Policy, finish_line, run_agent, transcript, turn_lines
from parity.envserver.config import EnvConfig
from parity.envserver.sessions import LocalEnv
from parity.inference.engine import SamplingParams
from parity.types import Snapshot, Trajectory, Turn, parse_model_arg


@dataclass
class AgentRun:
    trajectory: Trajectory
    diff: str
    applied: bool


def make_policy(model: str, tokenizer_path: str | None, temperature: float,
                api_key: str | None, model_name: str) -> tuple[Policy, Any]:
    """A policy from what the user typed: a URL, `scripted:FILE`, or a model directory (the
    CLI resolves a pretrained model's name or a .gguf file to one first; the form is
    parity.types.parse_model_arg's to decide). Returns the policy and something to close
    afterwards (or None)."""
    from parity.agent.policies import ChatPolicy, TokenPolicy

    arg = parse_model_arg(model, ("dir", "url", "scripted"))
    if arg.kind == "url":
        policy = ChatPolicy(model, model=model_name, api_key=api_key, temperature=temperature)
        return policy, policy
    sampling = SamplingParams(temperature=temperature)
    if arg.kind == "scripted":
        from transformers import AutoTokenizer

        from parity.inference.replay import ScriptedEngine

        replies = json.loads(Path(arg.value).expanduser().read_text())
        if not isinstance(replies, list) or not all(isinstance(r, str) for r in replies):
            raise ValueError("a scripted model file must hold a JSON list of reply strings")
        if not tokenizer_path:  # the CLI passes parity.models.tiny.small_tokenizer_dir()
            raise ValueError("a scripted model needs a tokenizer: give --tokenizer DIR")
        tok = AutoTokenizer.from_pretrained(tokenizer_path, local_files_only=True)
        return TokenPolicy(ScriptedEngine(tok, replies), tok, sampling), None
    from parity.inference.models import load, serving_dtype
    from parity.inference.torch_engine import TorchEngine, TorchEngineConfig

    net, tok = load(model, dtype=serving_dtype("auto"))  # as `parity serve` loads it
    engine = TorchEngine(net, TorchEngineConfig(max_batch_size=1))  # one conversation
    return TokenPolicy(engine, tok, sampling,
                       context_window=getattr(net.config, "max_position_embeddings", None)), engine


async def run_on_repo(repo: Path, task: str, policy: Policy, limits: AgentLimits,
                      backend: str = "auto", apply: bool = False,
                      on_turn: Callable[[Turn], None] | None = None) -> AgentRun:
    env = LocalEnv(EnvConfig(backend=backend, require_tools=False))
    if why := getattr(env.backend, "tools_error", None):  # the agent works on; lints say why
        print(f"warning: {why}", file=sys.stderr)
    try:
        info = await env.create_session(snapshot=Snapshot(path=str(repo)))
        traj = await run_agent(env, info.session_id, policy, task, limits=limits,
                               task_id=repo.name, on_turn=on_turn)
        diff = await env.diff(info.session_id)
    finally:
        await env.aclose()
    applied = False
    if apply and diff.strip():
        r = subprocess.run(["git", "apply", "--whitespace=nowarn", "-"], input=diff.encode(),
                           cwd=repo, capture_output=True)
        if r.returncode != 0:
            raise RuntimeError(f"could not apply the diff to {repo}: {r.stderr.decode().strip()}")
        applied = True
    return AgentRun(traj, diff, applied)


def turn_printer(write: Callable[[str], None], result_lines: int = 6,
                 reply_chars: int = 300) -> Callable[[Turn], None]:
    """An `on_turn` that writes each turn as it ends, short (`turn_lines`): the reply and its
    calls cut at `reply_chars`, each result's size and first `result_lines` lines. `write`
    must flush: a turn of a 135M model on a CPU takes seconds to minutes."""
    count = 0

    def on_turn(turn: Turn) -> None:
        nonlocal count
        count += 1
        write("\n".join(turn_lines(count, turn, reply_chars=reply_chars,
                                   result_lines=result_lines)))

    return on_turn


__all__ = ["AgentRun", "finish_line", "make_policy", "run_on_repo", "transcript", "turn_printer"]
