"""A user's own agent harness as Parity's rollout: any program that speaks the OpenAI API.

    task ──► sandbox session (the workspace) ──► the harness command, inside it ──► grade
                                                      │ OPENAI_BASE_URL: 127.0.0.1 in the
                                                      │ sandbox, forwarded to one Unix socket
                                                      ▼
                     Parity's OpenAI server (inference/server.py) over the engine, recording
                     every call by its per-rollout key (recording.py): prompt ids, sampled ids,
                     logprobs, weights version ──► stitched into token segments

`recording.py` keeps the calls and stitches them; `endpoint.py` serves the engine on the
socket; `worker.py` runs one rollout (a worker `parity eval` and the runner take like any
other); `forward.py` is the stdlib forwarder that runs inside the sandbox; `recipes/` holds
the harnesses Parity ships. docs/harness.md says where each process runs and why.
"""
