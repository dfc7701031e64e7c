"""The agent loop: one code path for `parity agent` and for training rollouts.

    prompt ──► policy.generate ──► parse tool calls ──► env.run_tools (all calls of the turn
      ▲                                                   in parallel)
      └──────────── observations appended ◄───────────────┘   until: a reply with no tool
                                                               call, or a limit
Token-in/token-out: with a token policy the trajectory is built by appending ids: the
engine's sampled ids verbatim (mask 1, with its logprobs and weight version), then the
tokenized tool observations (mask 0). Nothing the model sampled is ever re-tokenized.
A chat policy (a remote OpenAI-compatible endpoint) runs the same loop on messages.

The context window is the smaller of `AgentLimits.max_total_tokens` and what the policy says
is left (the engine's maximum sequence length, parity.inference.engine.context_tokens). When
the next prompt would leave fewer than `MIN_REPLY_TOKENS` for a reply (a long tool output
does this in one step), the rollout ends with finish "context" and failure
"context_overflow", its token record cut at the window (only unsampled observation tokens lie
past it), and is graded on the workspace as it is, never sent to the engine to be refused.
An engine that refuses a prompt as too long anyway ends the rollout the same way. Any other
failure of the engine or the environment raises `RolloutFailure`, which says which one.

Progress: `on_turn`, where given (`parity agent` prints with it), hears of each turn once it is
whole: after its tool results arrive, and for the final reply. Training's rollouts pass none.
A caller that wants to see where a rollout stands while it runs (the orchestrator's in-flight
file) sets `ROLLOUT_PROGRESS` to a `RolloutProgress` before awaiting the worker; the loop and
the worker update its phase and turn count. A context variable rather than a parameter, so
any worker wrapper (bench, tests, remote) passes it through without knowing of it.
"""

from __future__ import annotations

import re
import time
import uuid
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Protocol

from parity.agent.prompts import SYSTEM_PROMPT, fit_to_tools
from parity.envserver.base import Environment
from parity.format.toolcalls import ParsedTurn, parse_hermes
from parity.types import FailureKind, ToolResult, Trajectory, Turn

MIN_REPLY_TOKENS = 16
OBSERVATION_SHARE = 0.25  # of the context window, for one turn's tool outputs
MIN_OBSERVATION_TOKENS = 64  # what a turn's outputs keep however little room is left
# how engines word a prompt too long for them: parity's TorchEngine and VllmEngine, vLLM's
# OpenAI server ("This model's maximum context length is ...")
_CONTEXT_REFUSAL = re.compile(r"per sequence|maximum context length|no room in the server's "
                              r"context|context window", re.IGNORECASE)


class RolloutFailure(Exception):
    """A rollout that cannot go on, and whose fault: `kind` is the engine's or the env's."""

    def __init__(self, kind: FailureKind, message: str) -> None:
        super().__init__(message)
        self.kind: FailureKind = kind


@dataclass
class RolloutProgress:
    """A rollout while it runs: what it is doing now and how many turns it has taken."""

    task_id: str
    group_id: str = ""
    started_at: float = 0.0  # wall-clock time.time()
    phase: str = "starting"  # starting | session | generating | tools | grading
    turns: int = 0
    attempt: int = 1


ROLLOUT_PROGRESS: ContextVar[RolloutProgress | None] = ContextVar("rollout_progress",
                                                                 default=None)


def set_phase(phase: str, turns: int | None = None) -> None:
    """Record the phase of the rollout running in this context, if anyone is watching."""
    p = ROLLOUT_PROGRESS.get()
    if p is not None:
        p.phase = phase
        if turns is not None:
            p.turns = turns


class HasAgentLimits(Protocol):
    """Where an agent's limits are set: a run's `[orchestrator]` (parity.config), or the
    settings of `parity agent` and `parity eval` (their flags, or that section again)."""

    max_turns: int
    max_tokens_per_turn: int


@dataclass
class AgentLimits:
    max_turns: int = 30
    max_tokens_per_turn: int = 1024
    max_total_tokens: int = 32768  # the context window a rollout may use
    wall_time_s: float = 1800.0
    # What one turn's tool outputs may take of the context, all calls together: None is
    # OBSERVATION_SHARE of the window. A `grep "def "` over a real repository returns 32 KiB
    # (the tool's own cap), about 9,000 SmolLM2 tokens: uncapped, one call filled an 8k
    # window and ended the rollout (issue 46). Each output keeps its head and tail. 0: no cut
    # (outputs appended whole: a long one ends the rollout for want of context).
    max_observation_tokens: int | None = None

    @classmethod
    def of(cls, section: HasAgentLimits, **more: float) -> AgentLimits:
        """The limits `section` sets (the one way they are read from a config), and `more`
        (max_total_tokens, wall_time_s) where the caller knows them."""
        return cls(max_turns=section.max_turns,
                   max_tokens_per_turn=section.max_tokens_per_turn, **more)  # type: ignore[arg-type]


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

    def observe(self, trajectory: Trajectory, observations: list[tuple[str, str]],
                max_tokens: int | None = None) -> None:
        """Append the tool outputs, cut (head and tail kept) to `max_tokens` in all."""


def _error_results(parsed: ParsedTurn) -> list[ToolResult]:
    return [ToolResult(call_id=f"parse_error_{e.index}", name="invalid_tool_call", ok=False,
                       output=f"tool call {e.index + 1} could not be parsed: {e.message}")
            for e in parsed.errors]


async def run_agent(env: Environment, session_id: str, policy: Policy, problem: str,
                    limits: AgentLimits | None = None, task_id: str = "",
                    system_prompt: str = SYSTEM_PROMPT,
                    on_turn: Callable[[Turn], None] | None = None) -> Trajectory:
    limits = limits or AgentLimits()
    start = time.monotonic()
    traj = Trajectory(id=f"traj_{uuid.uuid4().hex[:12]}", task_id=task_id, session_id=session_id)
    tools = await env.tool_schemas()
    # the prompt names only the tools the environment lists (a session may lack some)
    system_prompt = fit_to_tools(system_prompt, {t["function"]["name"] for t in tools})
    policy.start(traj, system_prompt, problem, tools)
    window = min(limits.max_total_tokens, len(traj.token_ids) + policy.room_left(traj))
    obs_cap = limits.max_observation_tokens or max(int(window * OBSERVATION_SHARE),
                                                   MIN_OBSERVATION_TOKENS)
    traj.finish_reason = "max_turns"
    for _ in range(limits.max_turns):
        if time.monotonic() - start > limits.wall_time_s:
            traj.finish_reason, traj.finish_detail = "wall_time", f"over {limits.wall_time_s:g} s"
            break
        room = min(limits.max_total_tokens - len(traj.token_ids), policy.room_left(traj))
        if room < MIN_REPLY_TOKENS:
            _overflow(traj, len(traj.token_ids) + room,
                      f"the conversation ({len(traj.token_ids)} tokens) fills the context "
                      f"window of {len(traj.token_ids) + room} tokens")
            break
        t0 = time.monotonic()
        first = len(traj.token_ids)
        set_phase("generating", len(traj.turns))
        try:
            step = await policy.step(traj, min(limits.max_tokens_per_turn, room))
        except Exception as e:  # noqa: BLE001 - sorted into a reason; cancellation passes
            detail = f"{type(e).__name__}: {e}"
            if _CONTEXT_REFUSAL.search(str(e)):
                del traj.token_ids[first:], traj.loss_mask[first:]  # nothing was appended,
                del traj.logprobs[first:], traj.versions[first:]  # but be sure of it
                _overflow(traj, first, f"the engine refused the prompt: {detail}")
                break
            raise RolloutFailure("engine", detail) from e
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
            if on_turn is not None:
                on_turn(turn)
            break
        t0 = time.monotonic()
        set_phase("tools", len(traj.turns))
        try:
            results = (await env.run_tools(session_id, step.parsed.calls)
                       if step.parsed.calls else [])
        except Exception as e:  # noqa: BLE001 - sorted into a reason; cancellation passes
            raise RolloutFailure("env", f"running tools: {type(e).__name__}: {e}") from e
        results += _error_results(step.parsed)
        turn.tool_results = results
        turn.tools_s = time.monotonic() - t0
        # what the outputs may take: the cap, and no more than leaves a full reply's room
        room = min(limits.max_total_tokens - len(traj.token_ids), policy.room_left(traj))
        budget = (None if limits.max_observation_tokens == 0 else
                  max(min(obs_cap, room - limits.max_tokens_per_turn), MIN_OBSERVATION_TOKENS))
        policy.observe(traj, [(r.call_id, r.output) for r in results], max_tokens=budget)
        if on_turn is not None:  # once the model has been shown the results
            on_turn(turn)
    traj.wall_s = time.monotonic() - start
    return traj


def _overflow(traj: Trajectory, window: int, detail: str) -> None:
    """End `traj` for want of context, its token record cut at the window: what lies past it
    is observation tokens (mask 0) that no engine call ever read."""
    traj.finish_reason, traj.failure, traj.finish_detail = "context", "context_overflow", detail
    if len(traj.token_ids) > window:
        del traj.token_ids[window:], traj.loss_mask[window:]
        del traj.logprobs[window:], traj.versions[window:]


def turn_lines(number: int, turn: Turn, *, reply_chars: int = 2000, result_lines: int = 30,
               width: int = 100) -> list[str]:
    """Turn `number` for humans: a header; the reply's prose and each tool call (name and
    arguments; a call that would not parse, as written), each cut at `reply_chars`; each
    tool result's size and first `result_lines` lines, cut at `width`. `transcript` shows a
    rollout this way; `parity agent` prints each turn as it ends, shorter."""
    def cut(text: str) -> str:
        return text if len(text) <= reply_chars else text[:reply_chars] + " ..."

    lines = [f"── turn {number} (v{turn.version}, {turn.num_tokens} tokens, "
             f"{turn.generate_s:.2f} s) ──"]
    parsed = parse_hermes(turn.text)  # the calls follow the prose, one line each
    if parsed.content:
        lines.append(cut(parsed.content))
    lines.extend(f"  → {c.name} {cut(' '.join(c.arguments.split()))}" for c in turn.tool_calls)
    lines.extend(f"  → (unparsed) {cut(' '.join(e.raw.split()))}" for e in parsed.errors)
    for r in turn.tool_results:
        body = r.output.splitlines()
        shown = f", first {result_lines}" if len(body) > result_lines else ""
        lines.append(f"  ↳ {r.name} {'ok' if r.ok else 'ERROR'} ({len(r.output):,} chars, "
                     f"{len(body)} lines{shown}):")
        lines.extend("    " + line[:width] for line in body[:result_lines])
    return lines


def finish_line(traj: Trajectory) -> str:
    return (f"── finished: {traj.finish_reason}"
            f"{' (' + traj.finish_detail + ')' if traj.finish_detail else ''} after "
            f"{len(traj.turns)} turns, {traj.wall_s:.1f} s ──")


def transcript(traj: Trajectory, width: int = 100) -> str:
    """A readable account of a rollout for humans."""
    lines = [line for i, t in enumerate(traj.turns, 1) for line in turn_lines(i, t, width=width)]
    lines.append(finish_line(traj))
    return "\n".join(lines)
