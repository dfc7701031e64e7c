"""Demonstrations recorded through an external harness: the scripted engineer
(rollout/solver.py EngineerSolver) behind the harness's endpoint, speaking the harness's tool
format, so that what SFT trains on is exactly what the harness sends and receives.

The engineer's calls are Parity's tools; a harness such as `minimal` or mini-swe-agent has
one, `bash`. Each call becomes the shell command that shows the same thing in the same form:
`run_terminal_cmd` as it is, `grep` as ripgrep with Parity's grep flags (`path:12:text`
lines, context as `path-13-text`), `read_file` as numbered lines (`708|text`), `edit_file` as
a short Python program that replaces the one occurrence. What the harness shows back is read
as the tool's output: mini-swe-agent's JSON observations (`"output": "..."`) are decoded
first. The engineer's closing reply becomes the harness's own way of ending (HarnessRecipe.finish).

Every demonstration is graded like a rollout and kept only if it solved its task.
"""

from __future__ import annotations

import asyncio
import json
import re
import shlex
from pathlib import Path
from typing import Any

from parity.harness.endpoint import HarnessEndpoint
from parity.harness.worker import Harness, HarnessWorker
from parity.inference.replay import ReactiveEngine
from parity.types import Trajectory

_TOOL_CALL = re.compile(r"<tool_call>(.*?)</tool_call>", re.S)
_JSON_OUTPUT = re.compile(r'"(?:output|output_head|output_tail)": ("(?:[^"\\]|\\.)*")')


def bash_command(name: str, args: dict[str, Any]) -> str:
    """The shell command that shows what Parity's tool `name` shows (module docstring)."""
    if name == "run_terminal_cmd":
        return str(args["command"])
    if name == "grep":
        argv = ["rg", "-n", "--no-heading", "-H", "--sort", "path", "--color", "never"]
        if args.get("context_lines"):
            argv += ["-C", str(args["context_lines"])]
        if args.get("glob"):
            argv += ["-g", str(args["glob"])]
        argv += ["-e", str(args["pattern"])]
        if args.get("path") not in (None, "", "."):
            argv.append(str(args["path"]))
        return " ".join(shlex.quote(a) for a in argv)
    if name == "read_file":
        start = int(args.get("start_line") or 1)
        end = int(args.get("end_line") or start + 799)
        return (f"awk -v s={start} -v e={end} 'NR>=s && NR<=e {{print NR \"|\" $0}}' "
                f"{shlex.quote(str(args['path']))}")
    if name == "edit_file":
        program = "\n".join([
            "import pathlib",
            f"p = pathlib.Path({json.dumps(args['path'])})",
            "s = p.read_text()",
            f"old, new = {json.dumps(args['old_string'])}, {json.dumps(args['new_string'])}",
            "assert s.count(old) == 1, f'{s.count(old)} matches'",
            "p.write_text(s.replace(old, new))",
            "print('edited', p)"])
        return f"python3 - <<'PARITY_EDIT'\n{program}\nPARITY_EDIT"
    raise ValueError(f"no shell form for the tool {name!r}")


def tool_output(shown: str) -> str:
    """What a harness showed back, as the tool's own output: mini-swe-agent's observations
    are JSON with the output as a string, decoded here; anything else is as shown."""
    found = _JSON_OUTPUT.findall(shown)
    if not found:
        return shown
    return "\n".join(json.loads(s) for s in found)


class BashSpeaker:
    """`reply(shown)` for a ReactiveEngine: the engineer's reply, its tool calls as `bash`."""

    def __init__(self, solver: Any, finish: str | None) -> None:
        self.solver, self.finish = solver, finish

    def __call__(self, shown: str) -> str | None:
        reply = self.solver(tool_output(shown))
        if reply is None:
            return None
        calls = _TOOL_CALL.findall(reply)
        if not calls:  # the closing words: the harness's own way of ending, if it has one
            if self.finish is None:
                return reply
            return reply + "\n" + _bash(self.finish)
        text = _TOOL_CALL.sub("", reply).strip()
        out = [text] if text else []
        for raw in calls:
            call = json.loads(raw)
            out.append(_bash(bash_command(call["name"], call.get("arguments") or {})))
        return "\n".join(out)


def _bash(command: str) -> str:
    return "<tool_call>" + json.dumps({"name": "bash", "arguments": {"command": command}}) + \
        "</tool_call>"


class _Served:
    """A ReactiveEngine as the OpenAI server serves an engine."""

    def __init__(self, engine: ReactiveEngine, max_seq_len: int) -> None:
        self.engine, self.max_seq_len = engine, max_seq_len

    @property
    def version(self) -> int:
        return self.engine.version

    async def generate(self, prompt_ids, params, session_id=None, *, stop=None, on_token=None):
        return await self.engine.generate(prompt_ids, params, session_id)

    async def update_weights(self, state: Any, version: int) -> None:
        await self.engine.update_weights(state, version)

    def stats(self) -> Any:
        from parity.inference.records import EngineStats

        return EngineStats(version=self.engine.version)

    def close(self) -> None:
        pass


async def harness_demos(specs: list[Any], env: Any, tokenizer: Any, harness: Harness, *,
                        eos_token_ids: list[int], edit_style: str = "line",
                        concurrency: int = 2, max_tokens_per_turn: int = 1024,
                        max_turns: int = 8, wall_time_s: float = 300.0,
                        max_seq_len: int = 8192, why_failed: Any = None
                        ) -> tuple[list[Trajectory], int]:
    """(graded demonstrations through `harness` that solved their task, number that did not);
    one endpoint per demonstration (each conversation has its own scripted engineer)."""
    from collections import Counter

    from parity.rollout.solver import EngineerSolver
    from parity.tasks.schema import to_task

    finish = harness.finish  # a reply with no tool call, or the recipe's own command
    why = why_failed if why_failed is not None else Counter()
    sem = asyncio.Semaphore(concurrency)

    async def one(spec: Any) -> Trajectory | None:
        task = to_task(spec)
        solver = EngineerSolver(Path(task.snapshot.path), spec.gold_patch,
                                spec.problem_statement, edit_style)
        engine = ReactiveEngine(tokenizer, BashSpeaker(solver, finish), logprob=0.0)
        async with sem:
            endpoint = await HarnessEndpoint(_Served(engine, max_seq_len), tokenizer,
                                             eos_token_ids=eos_token_ids).start()
            try:
                worker = HarnessWorker(env, endpoint, harness, wall_time_s=wall_time_s,
                                       max_turns=max_turns,
                                       max_tokens_per_turn=max_tokens_per_turn)
                traj = await worker.run(task, group_id="demo")
            finally:
                await endpoint.aclose()
        if traj.reward != 1.0:
            why[solver.unreachable or f"graded {traj.reward:g} ({traj.finish_reason}: "
                f"{traj.finish_detail[:80]})"] += 1
            return None
        return traj

    results = await asyncio.gather(*(one(s) for s in specs))
    kept = [t for t in results if t is not None]
    return kept, len(results) - len(kept)
