"""One rollout of an external harness: the task's sandbox session, the harness inside it
with this rollout's key, the calls it made, the grade of what it left.

What runs where, and why: the harness process runs *inside* the task's sandbox (bwrap: its
own user, pid and network namespaces, the workspace the only writable host path), so every
command it runs for the model is sandboxed as Parity's own tools are, and neither it nor
they reach anything outside. The one way out is the model: forward.py listens on
127.0.0.1:PORT in the sandbox's own network namespace and forwards to the endpoint's Unix
socket, bound read-only (endpoint.py). The key it holds opens only its own recording, and
only while it runs.

How a rollout ends (`Trajectory.finish_reason`, `failure`, `finish_detail`): the harness
exits 0 having called the model -> graded ("submitted"); it exits otherwise ("error",
"other": its exit code and last output), runs past its time ("wall_time", "timeout"), never
calls the model, or has every call refused ("error", "other", saying which): reward 0,
nothing graded. The run goes on in every case.
"""

from __future__ import annotations

import base64
import shlex
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from parity.harness.endpoint import MOUNT, SOCKET, HarnessEndpoint
from parity.harness.recording import RecordedCall, stitch, stitched_share
from parity.types import HarnessRun, Task, ToolCall, Trajectory, Turn

PORT = 18080  # inside the sandbox's own network namespace: no other rollout shares it
TASK_FILE = "/tmp/parity-task.md"
MAX_STATEMENT_BYTES = 64 << 10


@dataclass(frozen=True)
class HarnessRecipe:
    """A harness Parity ships: the packages of its layer; its command (`{layer}`: the layer's
    directory, mounted read-only at the same path; `{mount}`: the endpoint's directory); and
    the command a reply runs to end it, where a reply without a tool call does not (the
    demonstrations end it so: harness.demos)."""

    packages: tuple[str, ...]
    command: str
    finish: str | None = None


RECIPES: dict[str, HarnessRecipe] = {
    "minimal": HarnessRecipe(("openai==3.63.0",), "{layer}/bin/python {mount}/recipes/minimal.py"),
    # the PyPI package as published, its own `mini` command and default config; only its
    # settings are given (the model through litellm's OpenAI provider at this endpoint, no
    # cost tracking, no first-run setup or confirmation prompts, the rollout's limits) and
    # its non-interactive agent: the interactive one's "waiting for the LM" spinner took
    # ~17 % of a core per rollout while it waited, starving the engine at 8 rollouts on 2
    # cores (every evaluation rollout hit its 300 s limit before one reply came)
    "mini-swe-agent": HarnessRecipe(("mini-swe-agent==2.4.6",), " ".join([
        "MSWEA_CONFIGURED=true MSWEA_COST_TRACKING=ignore_errors",
        "LITELLM_LOCAL_MODEL_COST_MAP=True HOME=/tmp",
        "{layer}/bin/mini --agent-class default --yolo --exit-immediately",
        "--model \"openai/$PARITY_MODEL\"",
        "--task \"$(cat \"$PARITY_TASK_FILE\")\" --output /tmp/mini.traj.json",
        "-c mini.yaml -c \"model.model_kwargs.api_base=$OPENAI_BASE_URL\"",
        "-c \"model.model_kwargs.temperature=$PARITY_TEMPERATURE\"",
        "-c \"model.model_kwargs.max_tokens=$PARITY_MAX_TOKENS\"",
        "-c \"agent.step_limit=$PARITY_MAX_TURNS\" -c agent.cost_limit=0"]),
        finish="echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT"),
}


@dataclass(frozen=True)
class Harness:
    """A harness as a rollout runs it: the shell command, and the layer it needs mounted."""

    name: str
    command: str
    layer: Path | None = None
    finish: str | None = None  # HarnessRecipe.finish

    @property
    def mounts(self) -> tuple[tuple[str, str], ...]:
        return ((str(self.layer), str(self.layer)),) if self.layer is not None else ()


def resolve_harness(spec: str) -> Harness:
    """A recipe's name (RECIPES), its layer built once, or any shell command run as it is
    inside the sandbox (with the programs the sandbox has). ValueError for an empty one."""
    from parity.sandbox.tools_layer import python_layer
    from parity.sandbox.workspace import cache_dir

    spec = spec.strip()
    if not spec:
        raise ValueError("--harness: give a recipe's name (" + ", ".join(RECIPES)
                         + ") or a command")
    if spec in RECIPES:
        recipe = RECIPES[spec]
        layer = python_layer(cache_dir() / "harness", recipe.packages,
                             what=f"the {spec} harness's layer ({', '.join(recipe.packages)})")
        return Harness(spec, recipe.command.format(layer=layer, mount=MOUNT), layer,
                       recipe.finish)
    return Harness(spec.split()[0], spec)


class HarnessWorker:
    """`run(task)` -> a graded Trajectory, as parity.evaluation.runner's workers do."""

    def __init__(self, env: Any, endpoint: HarnessEndpoint, harness: Harness, *,
                 wall_time_s: float = 600.0, model_name: str = "parity",
                 max_turns: int = 8, max_tokens_per_turn: int = 256,
                 temperature: float = 0.0) -> None:
        backend = getattr(getattr(env, "backend", None), "name", None)
        if backend != "bwrap":
            raise ValueError(f"a harness runs inside the task's sandbox, which needs the "
                             f"bwrap backend (this environment's: {backend})")
        self.env, self.endpoint, self.harness = env, endpoint, harness
        self.wall_time_s, self.model_name = wall_time_s, model_name
        self.max_turns, self.max_tokens_per_turn = max_turns, max_tokens_per_turn
        self.temperature = temperature

    def script(self, key: str, statement: str) -> str:
        """The command the sandbox runs: the forwarder, then the harness with its settings."""
        body = statement.encode()[:MAX_STATEMENT_BYTES]
        ready = "/tmp/.parity-forward-ready"
        env = {"OPENAI_BASE_URL": f"http://127.0.0.1:{PORT}/v1",
               "OPENAI_API_BASE": f"http://127.0.0.1:{PORT}/v1", "OPENAI_API_KEY": key,
               "PARITY_MODEL": self.model_name, "PARITY_TASK_FILE": TASK_FILE,
               "PARITY_MAX_TURNS": str(self.max_turns),
               "PARITY_MAX_TOKENS": str(self.max_tokens_per_turn),
               "PARITY_TEMPERATURE": f"{self.temperature:g}"}
        exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
        return "\n".join([
            f"/usr/bin/python3 {MOUNT}/forward.py {PORT} {MOUNT}/{SOCKET} {ready} "
            ">/dev/null 2>&1 </dev/null &",
            "parity_forwarder=$!",
            f"for _ in $(seq 400); do [ -e {ready} ] && break; sleep 0.025; done",
            f"printf %s {base64.b64encode(body).decode()} | base64 -d > {TASK_FILE}",
            f"export {exports}",
            f"( {self.harness.command}\n)",
            "parity_status=$?",
            "kill $parity_forwarder 2>/dev/null",
            "exit $parity_status",
        ])

    async def run(self, task: Task, group_id: str = "") -> Trajectory:
        start = time.monotonic()
        traj = Trajectory(id=f"traj_{uuid.uuid4().hex[:12]}", task_id=task.id,
                          group_id=group_id)
        recorder = self.endpoint.recorder
        rec = recorder.open()
        info = await self.env.create_session(
            task, mounts=self.endpoint.mounts + self.harness.mounts)
        traj.session_id = info.session_id
        try:
            result = await self.env.run_command(
                info.session_id, self.script(rec.key, task.problem_statement),
                self.wall_time_s)
            rec = recorder.close(rec.key)  # a late call from a straggler is refused now
            self._record(traj, rec.calls, result, rec.refusals)
            if result.timed_out:
                traj.finish_reason, traj.failure = "wall_time", "timeout"
                traj.finish_detail = f"the harness ran past {self.wall_time_s:g} s"
            elif result.exit_code != 0:
                traj.finish_reason, traj.failure = "error", "other"
                traj.finish_detail = (f"the harness exited with code {result.exit_code}: "
                                      + _tail(result.output, 5))
            elif not rec.calls:
                traj.finish_reason, traj.failure = "error", "other"
                traj.finish_detail = (
                    "the harness never called the model" if not rec.refusals else
                    f"every model call was refused ({len(rec.refusals)}; the first: "
                    f"{rec.refusals[0][0]} {rec.refusals[0][1]})")
            else:
                traj.finish_reason = "submitted"
                traj.wall_s = time.monotonic() - start  # the agent's part, as a loop's is
                traj.grade = await self.env.grade(info.session_id, task)
                traj.reward = traj.grade.reward
                traj.reward_terms = {"reward/grader": traj.grade.reward}
            if traj.reward is None:
                traj.reward, traj.reward_terms = 0.0, {"reward/grader": 0.0}
        finally:
            if recorder.knows(rec.key):
                recorder.close(rec.key)
            await self.env.close_session(info.session_id)
        traj.wall_s = traj.wall_s or time.monotonic() - start
        return traj

    def _record(self, traj: Trajectory, calls: list[RecordedCall], result: Any,
                refusals: list[tuple[int, str]]) -> None:
        segments = stitch(calls)
        if segments:
            first = segments[0]
            traj.token_ids, traj.loss_mask = first.token_ids, first.loss_mask
            traj.logprobs, traj.versions = first.logprobs, first.versions
            traj.prompt_len = len(calls[0].prompt_ids)
        for call in calls:
            traj.turns.append(Turn(
                start=len(call.prompt_ids), num_tokens=len(call.completion_ids),
                version=call.version, finish_reason=call.finish_reason, text=call.content,
                generate_s=call.generate_s, cached_prompt_tokens=call.cached_prompt_tokens,
                tool_calls=[ToolCall(id=c.get("id") or f"call_{uuid.uuid4().hex[:12]}",
                                     name=(c.get("function") or {}).get("name", ""),
                                     arguments=(c.get("function") or {}).get("arguments", "{}"))
                            for c in call.tool_calls]))
        traj.harness = HarnessRun(
            command=self.harness.command, exit_code=result.exit_code, calls=len(calls),
            refused=len(refusals), stitched_share=stitched_share(segments),
            first_refusal=" ".join(map(str, refusals[0])) if refusals else "",
            tokens_recorded=not any(c.text_only for c in calls),
            more_segments=segments[1:], output_tail=_tail(result.output, 20))


def _tail(text: str, lines: int) -> str:
    return "\n".join(text.rstrip().splitlines()[-lines:])


class HarnessPool:
    """One harness for a whole run (`orchestrator.harness`): an endpoint over each engine
    the run meters apart (RL's rollouts, the evaluations, the learning curve), and workers
    that sample at a temperature. `aclose` stops the endpoints, never the engines."""

    def __init__(self, env: Any, harness: Harness, by_engine: dict[int, Any],
                 endpoints: list[HarnessEndpoint]) -> None:
        self.env, self.harness = env, harness
        self.by_engine, self.endpoints = by_engine, endpoints

    @classmethod
    async def open(cls, env: Any, spec: str, tokenizer: Any, model_dir: Any,
                   engines: list[Any], *, timeout_s: float, max_turns: int,
                   max_tokens_per_turn: int, model_name: str = "parity") -> HarnessPool:
        harness = resolve_harness(spec)
        from parity.inference.models import end_of_turn_ids

        eos = end_of_turn_ids(model_dir, tokenizer)
        by_engine: dict[int, Any] = {}
        endpoints: list[HarnessEndpoint] = []
        try:
            for engine in engines:
                endpoint = await HarnessEndpoint(engine, tokenizer, model_name=model_name,
                                                 eos_token_ids=eos).start()
                endpoints.append(endpoint)
                by_engine[id(engine)] = _Workers(env, endpoint, harness, timeout_s,
                                                 model_name, max_turns, max_tokens_per_turn)
        except BaseException:
            for endpoint in endpoints:
                await endpoint.aclose()
            raise
        return cls(env, harness, by_engine, endpoints)

    async def aclose(self) -> None:
        for endpoint in self.endpoints:
            await endpoint.aclose()


@dataclass
class _Workers:
    env: Any
    endpoint: HarnessEndpoint
    harness: Harness
    timeout_s: float
    model_name: str
    max_turns: int
    max_tokens_per_turn: int

    def worker(self, temperature: float) -> HarnessWorker:
        return HarnessWorker(self.env, self.endpoint, self.harness, wall_time_s=self.timeout_s,
                             model_name=self.model_name, max_turns=self.max_turns,
                             max_tokens_per_turn=self.max_tokens_per_turn,
                             temperature=temperature)
