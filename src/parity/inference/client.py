"""Engines over HTTP: `HttpEngine` speaks Parity's token-level `/generate`; `OpenAIChatClient`
drives any OpenAI-compatible chat server (Parity's, vLLM, SGLang) with messages and tools.

Failures that mean "this replica is gone" (refused or dropped connections, timeouts) raise
`EngineUnavailable`, a `ConnectionError`, so a `Router` retries elsewhere; a 4xx raises
`EngineRequestError` (the same request fails anywhere), a 5xx `RuntimeError`.

What `OpenAIChatClient` sends beyond the OpenAI fields (`model`, `messages`, `tools`,
`temperature`, `top_p`, `max_tokens`, `seed`, `logprobs: true`), with `extensions=True`:
  - `return_token_ids: true`: vLLM (recent releases) answers with top-level
    `prompt_token_ids` and `choices[0].token_ids`; SGLang with `choices[0].token_ids`;
    Parity with both.
  - `return_prompt_token_ids: true`: SGLang puts `prompt_token_ids` in the choice.
  - `return_tokens_as_token_ids: true`: vLLM writes each `logprobs.content[i].token` as
    `"token_id:<id>"`, the fallback this client reads ids from when `token_ids` is absent.
  - `top_k` and `stop_token_ids` when set (vLLM and SGLang sampling extensions).
  Not sent: `prompt_logprobs` (vLLM; prompt-token logprobs, which the trainer computes
  itself). Unknown fields are ignored by SGLang and warned about by vLLM; the real OpenAI
  API rejects them, so use `extensions=False` there (no token ids come back).
Logprob semantics differ by server: vLLM's default `--logprobs-mode raw_logprobs` is the
temperature-1 distribution (`processed_logprobs` is after temperature and top-k/top-p);
SGLang returns the temperature-scaled one unless SGLANG_RETURN_ORIGINAL_LOGPROB is set;
Parity's is temperature-scaled before top-k/top-p. At temperature 1 without top-k/top-p,
which is how RL rollouts are usually sampled, all three agree.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import httpx

from parity.format.toolcalls import ParsedTurn, parse_openai_message
from parity.inference.engine import SamplingParams
from parity.inference.records import (
    EngineCompletion,
    EngineRequestError,
    EngineTimeout,
    EngineUnavailable,
    GenerateRequest,
    GenerateResponse,
    SamplingModel,
)

_TOKEN_ID = re.compile(r"^token_id:(\d+)$")


def _raise_for(response: httpx.Response) -> None:
    if response.status_code < 400:
        return
    try:
        err = response.json().get("error")
        message = err.get("message") if isinstance(err, dict) else str(err)
    except (ValueError, AttributeError):
        message = response.text[:500]
    if response.status_code == 503:
        raise EngineUnavailable(f"{response.request.url}: {message}")
    if response.status_code < 500:
        raise EngineRequestError(f"{response.status_code} from {response.request.url}: {message}")
    raise RuntimeError(f"{response.status_code} from {response.request.url}: {message}")


class _Http:
    def __init__(self, base_url: str, token: str | None, timeout_s: float,
                 transport: httpx.AsyncBaseTransport | None = None) -> None:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.base_url = base_url.rstrip("/")
        self.client = httpx.AsyncClient(base_url=self.base_url, headers=headers, transport=transport,
                                        timeout=httpx.Timeout(timeout_s, connect=10.0))

    async def request(self, method: str, path: str, body: Any = None,
                      timeout_s: float | None = None) -> Any:
        kwargs: dict[str, Any] = {} if timeout_s is None else {
            "timeout": httpx.Timeout(timeout_s, connect=min(10.0, timeout_s))}
        try:
            response = await self.client.request(method, path, json=body, **kwargs)
        except httpx.TimeoutException as e:  # a hung replica: no answer in time
            raise EngineTimeout(f"{self.base_url}{path}: no answer in time: "
                                f"{type(e).__name__}: {e}") from e
        except httpx.TransportError as e:  # refused, reset, timed out: the replica is gone
            raise EngineUnavailable(f"{self.base_url}{path}: {type(e).__name__}: {e}") from e
        _raise_for(response)
        return response.json()


class HttpEngine:
    """The Engine protocol against a `parity serve` (its `/generate`).

    `request_timeout_s` bounds `generate` and `ping` (a hung server raises `EngineTimeout`);
    weight loads keep the longer `timeout_s`, since a large model takes a while to swap."""

    def __init__(self, base_url: str, token: str | None = None, timeout_s: float = 600.0,
                 transport: httpx.AsyncBaseTransport | None = None,
                 request_timeout_s: float | None = None) -> None:
        self._http = _Http(base_url, token, timeout_s, transport)
        self.base_url = self._http.base_url
        self.request_timeout_s = request_timeout_s
        self.version = 0

    async def generate(self, prompt_ids: list[int], params: SamplingParams,
                       session_id: str | None = None) -> EngineCompletion:
        body = GenerateRequest(prompt_ids=list(prompt_ids), session_id=session_id,
                               sampling=SamplingModel(**asdict(params)))
        completion = GenerateResponse(**await self._http.request(
            "POST", "/generate", body.model_dump(), self.request_timeout_s)).to_completion()
        self.version = max(self.version, completion.version)
        return completion

    async def update_weights(self, state: Mapping[str, Any] | str | Path, version: int) -> None:
        """`state`: a safetensors file the server can read, or a state dict, which is
        written to a temporary file first (so the server must share this filesystem)."""
        if isinstance(state, str | Path):
            await self._post_weights(str(state), version)
            return
        from safetensors.torch import save_file

        with tempfile.TemporaryDirectory(prefix="parity-weights-") as tmp:
            path = Path(tmp) / f"v{version}.safetensors"
            save_file({k: v.detach().contiguous().cpu() for k, v in state.items()}, str(path))
            await self._post_weights(str(path), version)

    async def _post_weights(self, path: str, version: int) -> None:
        answer = await self._http.request("POST", "/update_weights", {"path": path, "version": version})
        self.version = int(answer["version"])

    async def load_published(self, version: int) -> None:
        """Have the server pull version >= `version` from the run's weights transport (it was
        started with `--weights-transport`); returns once it serves it (parity.weights.sync)."""
        answer = await self._http.request("POST", "/update_weights", {"version": version})
        self.version = int(answer["version"])

    async def context_tokens(self) -> int | None:
        """The server's maximum sequence length, prompt and output (`/v1/models`)."""
        models = (await self._http.request("GET", "/v1/models")).get("data") or []
        return int(models[0]["max_model_len"]) if models and models[0].get("max_model_len") else None

    async def ping(self) -> int:
        self.version = int((await self._http.request("GET", "/health", None,
                                                      self.request_timeout_s))["version"])
        return self.version

    async def aclose(self) -> None:
        await self._http.client.aclose()


@dataclass
class ChatResult:
    turn: ParsedTurn  # content, tool calls, parse errors
    finish_reason: str
    token_ids: list[int] | None  # None: the server did not return them
    logprobs: list[float] | None
    prompt_token_ids: list[int] | None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_prompt_tokens: int = 0
    version: int | None = None  # Parity servers only
    raw: dict[str, Any] = field(default_factory=dict)  # the response body, for debugging


class OpenAIChatClient:
    def __init__(self, base_url: str, model: str, api_key: str | None = None,
                 timeout_s: float = 600.0, extensions: bool = True,
                 transport: httpx.AsyncBaseTransport | None = None) -> None:
        """`base_url` ends before `/v1`, e.g. http://127.0.0.1:8000."""
        self._http = _Http(base_url, api_key, timeout_s, transport)
        self.model = model
        self.extensions = extensions

    def request_body(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None,
                     params: SamplingParams) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self.model, "messages": messages,
                                "temperature": params.temperature, "top_p": params.top_p,
                                "max_tokens": params.max_tokens, "logprobs": True}
        if tools:
            body["tools"] = tools
        if params.seed is not None:
            body["seed"] = params.seed
        if self.extensions:
            body.update(return_token_ids=True, return_prompt_token_ids=True,
                        return_tokens_as_token_ids=True)
            if params.top_k > 0:
                body["top_k"] = params.top_k
            if params.stop_token_ids:
                body["stop_token_ids"] = list(params.stop_token_ids)
        return body

    async def chat(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None,
                   params: SamplingParams | None = None) -> ChatResult:
        body = self.request_body(messages, tools, params or SamplingParams())
        return parse_chat_response(await self._http.request("POST", "/v1/chat/completions", body))

    async def aclose(self) -> None:
        await self._http.client.aclose()


def parse_chat_response(body: dict[str, Any]) -> ChatResult:
    """Token ids and logprobs out of a Parity, vLLM or SGLang chat response."""
    choice = body["choices"][0]
    entries = ((choice.get("logprobs") or {}).get("content")) or []
    logprobs = [float(e["logprob"]) for e in entries] if entries else None
    token_ids = choice.get("token_ids")
    if token_ids is None and entries:
        matches = [_TOKEN_ID.match(str(e.get("token", ""))) for e in entries]
        if all(matches):
            token_ids = [int(m.group(1)) for m in matches]
    usage = body.get("usage") or {}
    parity = body.get("parity") or {}
    return ChatResult(
        turn=parse_openai_message(choice.get("message") or {}),
        finish_reason=str(choice.get("finish_reason")),
        token_ids=token_ids, logprobs=logprobs,
        prompt_token_ids=body.get("prompt_token_ids") or choice.get("prompt_token_ids"),
        prompt_tokens=int(usage.get("prompt_tokens") or 0),
        completion_tokens=int(usage.get("completion_tokens") or 0),
        cached_prompt_tokens=int(((usage.get("prompt_tokens_details") or {}).get("cached_tokens")) or 0),
        version=parity.get("version"), raw=body)
