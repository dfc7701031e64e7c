"""How a model's conversation is written: the tool-call format it emits (toolcalls.py) and
its chat template as token ids the agent loop can append to (chat_format.py).

Shared by `agent` (which drives rollouts) and `inference` (whose chat endpoint parses the same
tool calls); it imports neither, and only `parity.types` from the rest of Parity.
"""
