"""The agent loop: one code path for `parity agent` and for training rollouts.

    prompt ──► policy.generate ──► parse tool calls ──► env.run_tools (all calls of the turn
      ▲                                                   in parallel)
      └──────────── observations appended ◄───────────────┘   until: a reply with no tool
                                                               call, or a limit
Token-in/token-out: with a token policy the trajectory is built by appending ids: the
engine's sampled ids verbatim (mask 1, with its logprobs and weight version), then the
tokenized tool observations (mask 0). Nothing the model sampled is ever re-tokenized.
A chat policy (a remote OpenAI-compatible endpoint) runs the same loop on messages.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from typing import Protocol

from parity.agent.prompts import SYSTEM_PROMPT
from parity.envserver.base import Environment
from parity.format.toolcalls import ParsedTurn
from parity.types import ToolResult, Trajectory, Turn


@dataclass
class AgentLimits:
    max_turns: int = 30
    max_tokens_per_turn: int = 1024
    max_total_tokens: int = 32768  # the context window a rollout may use
    wall_time_s: float = 1800.0


@dataclass
class PolicyStep:
    parsed: ParsedTurn
    text: str
    version: int
    finish_reason: str
    num_tokens: int
    cached_prompt_tokens: int = 0


class Policy(Protocol):
    """The model side of the loop. It owns the conversation's representation (token ids
    or messages) and extends it with each step and each observation."""

    def start(self, trajectory: Trajectory, system: str, user: str,
              tools: list[dict]) -> None: ...

    def room_left(self, trajectory: Trajectory) -> int: ...

    async def step(self, trajectory: Trajectory, max_tokens: int) -> PolicyStep: ...

    def observe(self, trajectory: Trajectory, observations: list[tuple[str, str]]) -> None: ...


def _error_results(parsed: ParsedTurn) -> list[ToolResult]:
    return [ToolResult(call_id=f"parse_error_{e.index}", name="invalid_tool_call", ok=False,
                       output=f"tool call {e.index + 1} could not be parsed: {e.message}")
            for e in parsed.errors]


async def run_agent(env: Environment, session_id: str, policy: Policy, problem: str,
                    limits: AgentLimits | None = None, task_id: str = "",
                    system_prompt: str = SYSTEM_PROMPT) -> Trajectory:
    limits = limits or AgentLimits()
    start = time.monotonic()
    traj = Trajectory(id=f"traj_{uuid.uuid4().hex[:12]}", task_id=task_id, session_id=session_id)
    tools = await env.tool_schemas()
    policy.start(traj, system_prompt, problem, tools)
    traj.finish_reason = "max_turns"
    for _ in range(limits.max_turns):
        if time.monotonic() - start > limits.wall_time_s:
            traj.finish_reason, traj.finish_detail = "wall_time", f"over {limits.wall_time_s:g} s"
            break
        room = min(limits.max_total_tokens - len(traj.token_ids), policy.room_left(traj))
        if room < 16:
            traj.finish_reason = "context"
            traj.finish_detail = (f"the conversation ({len(traj.token_ids)} tokens) fills the "
                                  f"context window")
            break
        t0 = time.monotonic()
        first = len(traj.token_ids)
        step = await policy.step(traj, min(limits.max_tokens_per_turn, room))
        gen_s = time.monotonic() - t0
        turn = Turn(start=first, num_tokens=step.num_tokens, version=step.version,
                    finish_reason=step.finish_reason, text=step.text,
                    tool_calls=step.parsed.calls,
                    parse_errors=[e.message for e in step.parsed.errors],
                    cached_prompt_tokens=step.cached_prompt_tokens, generate_s=gen_s)
        traj.turns.append(turn)
        if not step.parsed.calls and not step.parsed.errors:
            if step.finish_reason == "length":
                traj.finish_reason = "max_tokens"
                traj.finish_detail = "the reply hit the per-turn token limit without a tool call"
            else:
                traj.finish_reason = "submitted"
            break
        t0 = time.monotonic()
        results = await env.run_tools(session_id, step.parsed.calls) if step.parsed.calls else []
        results += _error_results(step.parsed)
        turn.tool_results = results
        turn.tools_s = time.monotonic() - t0
        policy.observe(traj, [(r.call_id, r.output) for r in results])
    traj.wall_s = time.monotonic() - start
    return traj


def transcript(traj: Trajectory, width: int = 100) -> str:
    """A readable account of a rollout for humans."""
    lines = []
    for i, t in enumerate(traj.turns, 1):
        lines.append(f"── turn {i} (v{t.version}, {t.num_tokens} tokens, {t.generate_s:.2f} s) ──")
        text = t.text.strip()
        if text:
            lines.append(text if len(text) < 2000 else text[:2000] + " ...")
        for r in t.tool_results:
            body = r.output if len(r.output) < 1200 else r.output[:1200] + " ..."
            lines.append(f"  ↳ {r.name} {'ok' if r.ok else 'ERROR'}:")
            lines.extend("    " + line[:width] for line in body.splitlines()[:30])
    lines.append(f"── finished: {traj.finish_reason}"
                 f"{' (' + traj.finish_detail + ')' if traj.finish_detail else ''} after "
                 f"{len(traj.turns)} turns, {traj.wall_s:.1f} s ──")
    return "\n".join(lines)
