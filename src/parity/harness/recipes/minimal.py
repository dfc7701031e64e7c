"""The smallest harness: an OpenAI client, one `bash` tool, a loop. A user's own harness is
this shape; Parity gives it OPENAI_BASE_URL, OPENAI_API_KEY, PARITY_MODEL, the task's
statement in the file PARITY_TASK_FILE and its limits (PARITY_MAX_TURNS, PARITY_MAX_TOKENS,
PARITY_TEMPERATURE), and grades the directory it leaves."""

import json
import os
import subprocess

from openai import OpenAI

client = OpenAI()  # OPENAI_BASE_URL and OPENAI_API_KEY: this rollout's endpoint and key
bash = {"type": "function", "function": {
    "name": "bash", "description": "Run a shell command in the repository; see its output.",
    "parameters": {"type": "object", "properties": {"command": {"type": "string"}},
                   "required": ["command"]}}}
messages = [{"role": "system", "content": "Fix the bug in the repository in the current "
             "directory with the bash tool. Stop once the failing tests pass."},
            {"role": "user", "content": open(os.environ["PARITY_TASK_FILE"]).read()}]
for _ in range(int(os.environ.get("PARITY_MAX_TURNS", "8"))):
    reply = client.chat.completions.create(
        model=os.environ.get("PARITY_MODEL", "parity"), messages=messages, tools=[bash],
        max_tokens=int(os.environ.get("PARITY_MAX_TOKENS", "256")),
        temperature=float(os.environ.get("PARITY_TEMPERATURE", "1"))).choices[0].message
    messages.append(reply.model_dump(exclude_none=True))
    for call in reply.tool_calls or []:
        try:
            command = json.loads(call.function.arguments)["command"]
            run = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=60)
            output = (run.stdout + run.stderr)[-4000:] + f"\n[exit code {run.returncode}]"
        except (ValueError, KeyError, TypeError, subprocess.TimeoutExpired) as e:
            output = f"error: {type(e).__name__}: {e}"
        messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
    if not reply.tool_calls:
        break
