"""One threads setting for every command (parity/threads.py): a count as given, or the
cores this process may use shared among the processes that compute beside it."""

from __future__ import annotations

import pytest
import torch

from parity.run.train import computing_processes
from parity.threads import available_cores, set_torch_threads, threads_for


def test_a_count_is_used_as_given_and_zero_shares_the_cores():
    cores = available_cores()
    assert threads_for(3) == 3
    assert threads_for(0) == cores
    assert threads_for(0, processes=cores + 5) == 1  # never 0
    assert threads_for(0, processes=2) == max(1, cores // 2)
    with pytest.raises(ValueError):
        threads_for(-1)
    before = torch.get_num_threads()
    try:
        assert set_torch_threads(1) == 1 and torch.get_num_threads() == 1
    finally:
        torch.set_num_threads(before)


def test_a_run_counts_itself_and_the_engine_processes_it_starts():
    from parity.config import load_config

    assert computing_processes(load_config()) == 1  # engines in this process
    cfg = load_config(overrides=['engines.placement="process"', "engines.replicas=3"])
    assert computing_processes(cfg) == 4
    cfg = load_config(overrides=['engines.placement="process"', 'engines.urls=["http://x"]'])
    assert computing_processes(cfg) == 1  # attached servers are not ours to share with
