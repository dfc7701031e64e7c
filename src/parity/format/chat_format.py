"""A model's chat template as token ids that the agent loop appends to, for any template.

Token-in/token-out never re-tokenizes what the model sampled, so the loop cannot simply render
the conversation again each turn: it needs the pieces that go between sampled turns. This file
finds them by rendering the tokenizer's own template, with no family's strings written in:

  - the stop ids of an assistant turn: the end-of-turn token the template writes right after
    an assistant message's content (found by rendering a reply with a known marker and reading
    the special token after it), then the tokenizer's and the generation config's eos;
  - the prompt: the template's rendering of (system, user, tools) with the generation prompt;
  - after a sampled turn: the rest of the template's turn closing (all of it when the engine
    stopped by length); then, for the tool results, the suffix that rendering the conversation
    with them adds to rendering it without them, plus the next generation prompt (the
    prefix diff). The cut is checked token for token: a template that renders the earlier
    conversation differently once tool results follow is not prefix-stable, and gets a clear
    error instead of a trajectory that silently differs from what the model is served.

Text from outside (tool output, the task, the system prompt) is tokenized with special-token
text kept as text (`split_special_tokens`), so a tool output that prints `<|im_end|>` or
`<|eot_id|>` cannot forge a turn boundary; the template's own special tokens are matched as the
tokenizer matches them. Left out, on purpose: templates without tool support (a clear error;
Parity does not invent a tool format for a model that was not trained on one); non-special
added tokens (Qwen's `<tool_call>` is one), which the tokenizer matches everywhere, in
`apply_chat_template` too, and which end no turn.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

_MARKER = "PARITYMARKER"  # an assistant reply / tool output whose rendering we look for
_PROBE_TOOL = {"type": "function", "function": {
    "name": "parity_probe", "description": "A probe.",
    "parameters": {"type": "object", "properties": {"x": {"type": "string"}}, "required": ["x"]}}}
_PROBE_CALL = {"id": "call_probe", "type": "function",
               "function": {"name": "parity_probe", "arguments": '{"x": "1"}'}}


class ChatFormatError(ValueError):
    """The tokenizer's chat template cannot drive token-in/token-out rollouts."""


class ChatFormatMismatch(ChatFormatError, RuntimeError):
    """Found in the middle of a rollout: the template renders the conversation so far
    differently once tool results follow, or rewrites a message it is given. A RuntimeError
    too: callers of the agent loop report a failure in flight (an engine that died) in one line."""


class ChatFormat:
    """Derived once per tokenizer; `eos_token_ids` adds stop ids (a model's generation config
    is read by itself when the tokenizer was loaded from a directory that has one)."""

    def __init__(self, tokenizer: Any, eos_token_ids: Sequence[int] = ()) -> None:
        self.tokenizer = tokenizer
        self.name = getattr(tokenizer, "name_or_path", "") or type(tokenizer).__name__
        if not getattr(tokenizer, "chat_template", None):
            raise ChatFormatError(f"the tokenizer {self.name} has no chat template")
        self._special = {t.content: (i, t) for i, t in tokenizer.added_tokens_decoder.items()
                         if t.special}
        self._special_re = re.compile("|".join(
            re.escape(s) for s in sorted(self._special, key=len, reverse=True))) if self._special else None
        self._check_tool_support()
        self.turn_end_text, at = self._find_turn_end()
        self._turn_end_anchor = len(self.turn_end_text) - at  # chars from the end-of-turn token
        self.end_of_turn_id = self._special[self._special_re.match(self.turn_end_text, at).group()][0]
        close = self.encode(self.turn_end_text)
        k = close.index(self.end_of_turn_id)
        self._close_before, self._close_after = close[:k], close[k + 1:]
        eos = [*eos_token_ids, *_generation_config_eos(self.name), tokenizer.eos_token_id]
        self.stop_token_ids = list(dict.fromkeys(
            [self.end_of_turn_id, *(i for i in eos if isinstance(i, int))]))

    # -- what TokenPolicy asks for ------------------------------------------------------------

    def prompt_ids(self, system: str, user: str, tools: list[dict] | None) -> list[int]:
        messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
        text = self.render(messages, tools, add_generation_prompt=True)
        return self.encode(text, self._protect(text, [system, user], 0))

    def close_turn_ids(self, sampled: Sequence[int]) -> list[int]:
        """What follows a sampled assistant turn: the template's turn closing, less the
        end-of-turn token when the model wrote it itself (a length cut gets all of it)."""
        if sampled and sampled[-1] == self.end_of_turn_id:
            return list(self._close_after)
        return [*self._close_before, self.end_of_turn_id, *self._close_after]

    def observation_ids(self, messages: list[dict], tool_messages: list[dict],
                        tools: list[dict] | None) -> list[int]:
        """The ids of `tool_messages` and the next generation prompt, after `messages` (which
        end with the assistant turn they answer), by the prefix diff."""
        before = self.render(messages, tools, add_generation_prompt=False)
        after = self.render([*messages, *tool_messages], tools, add_generation_prompt=True)
        if not after.startswith(before):
            i = next((i for i, (a, b) in enumerate(zip(before, after, strict=False)) if a != b), len(after))
            raise ChatFormatMismatch(
                f"the chat template of {self.name} is not prefix-stable: with tool results added "
                f"it renders the conversation before them differently (at character {i}: "
                f"{before[i:i + 40]!r} became {after[i:i + 40]!r}), so a rollout cannot be "
                "extended by appending token ids")
        if not before.endswith(self.turn_end_text):
            raise ChatFormatMismatch(
                f"the chat template of {self.name} closes this assistant turn with "
                f"{before[-len(self.turn_end_text) - 20:]!r}, not with "
                f"{self.turn_end_text!r} as it closes a plain reply")
        # Tokenize from the end-of-turn token on: a special token is a boundary the tokenizer
        # never merges across, so these ids are exactly those of the whole rendering.
        anchor = len(before) - self._turn_end_anchor
        known = self.encode(before[anchor:])
        suffix = after[len(before):]
        spans = self._protect(suffix, [m.get("content") for m in tool_messages],
                              len(before) - anchor)
        ids = self.encode(after[anchor:], spans)
        if ids[:len(known)] != known:
            raise ChatFormatMismatch(
                f"the chat template of {self.name} is not prefix-stable in tokens: the end of "
                f"an assistant turn tokenizes as {known} alone but as {ids[:len(known)]} "
                "with tool results after it")
        return ids[len(known):]

    # -- rendering and tokenizing -------------------------------------------------------------

    def render(self, messages: list[dict], tools: list[dict] | None,
               add_generation_prompt: bool) -> str:
        return self.tokenizer.apply_chat_template(messages, tools=tools or None, tokenize=False,
                                                  add_generation_prompt=add_generation_prompt)

    def encode(self, text: str, protected: Sequence[tuple[int, int]] = ()) -> list[int]:
        """Token ids of rendered text: special tokens are matched outside `protected`
        character spans only, and each stretch between them is encoded with special-token
        text kept as text, as the tokenizer encodes the stretches between special tokens."""
        if self._special_re is None:
            return self._plain(text)
        masked = text
        for a, b in protected:  # NUL is in no special token: nothing matches inside a span
            masked = masked[:a] + "\0" * (b - a) + masked[b:]
        ids: list[int] = []
        pos = 0
        for m in self._special_re.finditer(masked):
            start, end = m.span()
            token_id, token = self._special[m.group()]
            if token.lstrip:  # the token eats the whitespace on that side, as the tokenizer does
                while start > pos and masked[start - 1].isspace():
                    start -= 1
            ids += self._plain(text[pos:start])
            ids.append(token_id)
            if token.rstrip:
                while end < len(masked) and masked[end].isspace():
                    end += 1
            pos = end
        return ids + self._plain(text[pos:])

    def _plain(self, text: str) -> list[int]:
        return self.tokenizer.encode(text, add_special_tokens=False,
                                     split_special_tokens=True) if text else []

    def _protect(self, text: str, contents: Sequence[Any], offset: int) -> list[tuple[int, int]]:
        """Character spans (shifted by `offset`) of the contents that hold special-token text,
        found in order in `text`. Contents without any need no span."""
        spans, cursor = [], 0
        for content in contents:
            if not isinstance(content, str) or not (self._special_re
                                                    and self._special_re.search(content)):
                continue
            at = text.find(content, cursor)
            if at < 0:  # templates that trim what they are given
                content = content.strip()
                at = text.find(content, cursor)
            if at < 0:
                raise ChatFormatMismatch(
                    f"the chat template of {self.name} rewrites a message as it renders it, so "
                    "the special-token text in it cannot be kept as text")
            spans.append((offset + at, offset + at + len(content)))
            cursor = at + len(content)
        return spans

    # -- what the template is ----------------------------------------------------------------

    def _check_tool_support(self) -> None:
        user = [{"role": "user", "content": "Hi."}]
        convo = [*user, {"role": "assistant", "content": "", "tool_calls": [_PROBE_CALL]},
                 {"role": "tool", "content": _MARKER, "tool_call_id": "call_probe"}]
        try:
            plain = self.render(user, None, add_generation_prompt=True)
            with_tools = self.render(user, [_PROBE_TOOL], add_generation_prompt=True)
            with_result = self.render(convo, [_PROBE_TOOL], add_generation_prompt=True)
        except Exception as e:  # jinja's TemplateError, or what raise_exception raised
            raise ChatFormatError(f"the chat template of {self.name} cannot render a "
                                  f"conversation with tools and a tool result: {e}") from e
        if plain == with_tools:
            raise ChatFormatError(
                f"the chat template of {self.name} has no tool support: it renders the same "
                "with and without `tools`. Give the model a template that renders tools, tool "
                "calls and tool results (a model directory without any template gets Parity's)")
        if _MARKER not in with_result:
            raise ChatFormatError(f"the chat template of {self.name} does not render tool "
                                  "results (messages with role `tool`)")

    def _find_turn_end(self) -> tuple[str, int]:
        """The text the template writes after an assistant reply's content, and where in it
        the end-of-turn (first special) token starts."""
        text = self.render([{"role": "user", "content": "Hi."},
                            {"role": "assistant", "content": _MARKER}], None,
                           add_generation_prompt=False)
        at = text.rfind(_MARKER)
        if at < 0:
            raise ChatFormatError(f"the chat template of {self.name} does not write an "
                                  "assistant reply as it is given")
        tail = text[at + len(_MARKER):]
        m = self._special_re.search(tail) if self._special_re else None
        if m is None:
            raise ChatFormatError(
                f"the chat template of {self.name} ends an assistant turn with {tail!r}, which "
                "holds no special token to stop generation on")
        return tail, m.start()


def _generation_config_eos(model_dir: str) -> list[int]:
    """The eos ids of a local model directory's generation_config.json (Llama 3 and Qwen list
    several: end of text and end of turn)."""
    path = Path(model_dir) / "generation_config.json" if model_dir else None
    if path is None or not path.is_file():
        return []
    eos = json.loads(path.read_text(encoding="utf-8")).get("eos_token_id")
    return [eos] if isinstance(eos, int) else list(eos or [])
