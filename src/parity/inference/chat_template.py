"""Parity's chat template: how a conversation with tools and tool calls renders to text.

The Hermes/Qwen rendering that the agent loop appends to turn by turn (agent/policies.py
writes the same text incrementally, so what the model sampled is never re-tokenized). The
tiny default's tokenizer is saved with it (parity.models), and `load_tokenizer` falls back
to it for a local model that ships none. Left out: any other model family's template; a
model that has its own keeps it.
"""

from __future__ import annotations

BOS = "<|endoftext|>"
IM_START, IM_END = "<|im_start|>", "<|im_end|>"
SPECIAL_TOKENS = [BOS, IM_START, IM_END, "<tool_call>", "</tool_call>", "<tool_response>",
                  "</tool_response>", "<|pad|>"]

# Hermes/Qwen-style rendering. Newlines right after a block tag are written as {{ '\\n' }}:
# transformers renders templates with trim_blocks, which would eat them. The agent loop's incremental rendering (agent/prompts.py)
# produces exactly the same text, which a test checks.
#
# Two renderings of the tool list, chosen per model when its tokenizer is saved:
#   "json"    every schema as JSON (Qwen/Hermes models expect this; ~3k tokens for our tools)
#   "compact" one line per tool: `- name(param, optional?): first sentence` (~250 tokens),
#             for tiny models trained here, whose every demonstration would otherwise spend
#             most of its tokens on the schemas. Calls and results are written the same way.
_TOOLS_JSON = "<tools>{% for t in tools %}{{ '\\n' }}{{ t | tojson }}{% endfor %}{{ '\\n' }}</tools>"
_TOOLS_COMPACT = (
    "{% for t in tools %}{% set f = t.function if t.function is defined else t %}"
    "{{ '\\n' }}- {{ f.name }}("
    "{% for k in (f.parameters.properties if f.parameters is defined else {}) %}{{ k }}"
    "{% if k not in (f.parameters.required or []) %}?{% endif %}{% if not loop.last %}, {% endif %}"
    "{% endfor %}): {{ f.description.split('. ')[0].rstrip('.').removesuffix(', e.g') }}{% endfor %}"
)


def chat_template(tool_style: str = "json") -> str:
    if tool_style not in ("json", "compact"):
        raise ValueError(f"unknown tool_style {tool_style!r}; use json or compact")
    tools = _TOOLS_JSON if tool_style == "json" else _TOOLS_COMPACT
    return (
        "{% for m in messages %}"
        "{% if loop.first and m.role != 'system' and tools %}"
        "<|im_start|>system\n# Tools\n" + tools + "<|im_end|>\n"
        "{% endif %}"
        "{% if m.role == 'system' %}"
        "<|im_start|>system\n{{ m.content }}"
        "{% if tools %}{{ '\\n' }}\n# Tools\n" + tools + "{% endif %}"
        "<|im_end|>\n"
        "{% elif m.role == 'assistant' %}"
        "<|im_start|>assistant\n{{ m.content or '' }}"
        "{% for c in (m.tool_calls or []) %}"
        "{% if (m.content or '') or not loop.first %}{{ '\\n' }}{% endif %}"
        "<tool_call>{\"name\": {{ c.function.name | tojson }}, \"arguments\": "
        "{% if c.function.arguments is string %}{{ c.function.arguments }}{% else %}{{ c.function.arguments | tojson }}{% endif %}"
        "}</tool_call>"
        "{% endfor %}"
        "<|im_end|>\n"
        "{% elif m.role == 'tool' %}"
        "{% if loop.first or loop.previtem.role != 'tool' %}<|im_start|>user{% endif %}"
        "{{ '\\n' }}<tool_response>\n{{ m.content }}\n</tool_response>"
        "{% if loop.last or loop.nextitem.role != 'tool' %}<|im_end|>\n{% endif %}"
        "{% else %}"
        "<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n"
        "{% endif %}"
        "{% endfor %}"
        "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
    )


CHAT_TEMPLATE = chat_template("json")
