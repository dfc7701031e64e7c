"""The synthesis clean run's limits: measured, then a margin, and a flag; every refusal names
its real cause (a timeout says timeout, with the limit), never "the test run wrote no
report"."""

from __future__ import annotations

from pathlib import Path

import pytest

from parity.sandbox import Limits, make_backend
from parity.tasks.synth.pipeline import (
    SynthConfig,
    Synthesizer,
    clean_timeout,
    mutant_timeout,
)
from tests.conftest import needs_bwrap

LIB = "def double(x):\n    return x * 2\n\n\ndef halve(x):\n    return x / 2\n"


def _repo(tmp_path: Path, test_body: str) -> Path:
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "lib.py").write_text(LIB)
    (repo / "test_lib.py").write_text(
        "import os\nimport time\n\nfrom lib import double, halve\n\n\n"
        "def test_double():\n    assert double(2) == 4\n\n\n"
        "def test_halve():\n" + test_body + "    assert halve(4) == 2\n")
    return repo


def test_limits_scale_with_the_suite():
    assert clean_timeout(0.9, 1800) == pytest.approx(31.8)
    assert clean_timeout(35.0, 1800) == 100.0  # packaging's 35 s suite: not the old 60 s
    assert clean_timeout(1000.0, 1800) == 1800  # never past the flag
    assert mutant_timeout(0.3) == 10.0  # a looping mutant costs seconds on a fast suite
    assert mutant_timeout(2.0) == 20.0
    assert mutant_timeout(35.0) == 130.0  # twice plus a minute, not ten times, on a long one


@needs_bwrap
def test_a_slow_suite_gets_a_measured_limit(tmp_path: Path):
    repo = _repo(tmp_path, "    time.sleep(1.5)\n")
    synth = Synthesizer(make_backend("bwrap", tmp_path / "sb"), Limits(timeout_s=60),
                        SynthConfig(max_candidates=2, workers=1))
    specs, report = synth.synthesize(str(repo))
    assert report.stable_tests == 2
    assert report.clean_s >= 1.5
    assert report.mutant_timeout_s == pytest.approx(mutant_timeout(report.clean_s), abs=0.1)
    assert report.to_json()["mutant_timeout_s"] == report.mutant_timeout_s


@needs_bwrap
def test_a_clean_suite_past_its_limit_is_refused_as_a_timeout(tmp_path: Path):
    repo = _repo(tmp_path, "    time.sleep(30)\n")
    synth = Synthesizer(make_backend("bwrap", tmp_path / "sb"), Limits(timeout_s=60),
                        SynthConfig(max_candidates=2, workers=1, clean_timeout_s=3.0))
    with pytest.raises(ValueError) as e:
        synth.synthesize(str(repo))
    message = str(e.value)
    assert "timeout after 3 s" in message and "--clean-timeout-s" in message, message
    assert "wrote no report" not in message
