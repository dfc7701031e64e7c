"""A run's time breakdown: the FLOPs arithmetic, stages that exclude the stages nested in them,
the table, and the bf16 peak's CPU class and cache."""

from __future__ import annotations

import pytest

from parity.observe.peak import Peak, cache_key, cpu_class, cpu_identity, load, save
from parity.observe.timing import (
    StageRecord,
    TimeBreakdown,
    format_table,
    processes_at_once,
    stage_figures,
)


def test_flops_are_2n_a_forward_token_and_6n_a_trained_one():
    s = stage_figures(10.0, forward_tokens=1000, train_tokens=500, params=1_000_000,
                      peak_flops_per_s=1e11)
    assert s["tokens"] == 1500 and s["tokens_per_s"] == 150.0
    assert s["flops"] == pytest.approx(1e6 * (2 * 1000 + 6 * 500))  # 5e9
    assert s["peak_share"] == pytest.approx(5e9 / (10.0 * 1e11))  # 0.5 %
    # what cannot be had is None, never a made-up figure
    assert stage_figures(10.0, 10, 0, None, 1e11)["flops"] is None
    assert stage_figures(10.0, 10, 0, None, 1e11)["peak_share"] is None
    assert stage_figures(10.0, 10, 0, 100, None)["peak_share"] is None
    zero = stage_figures(0.0, 10, 0, 100, 1e11)
    assert zero["tokens_per_s"] is None and zero["peak_share"] is None


def test_a_run_peak_counts_the_processes_the_cores_hold_at_once():
    assert processes_at_once(threads=1, processes=1, cores=2) == 1
    assert processes_at_once(threads=1, processes=3, cores=2) == 2  # an engine process beside
    assert processes_at_once(threads=2, processes=2, cores=2) == 1
    assert processes_at_once(threads=4, processes=2, cores=2) == 1  # never less than one


def test_stages_exclude_nested_ones_and_other_is_what_none_covered():
    now = [0.0]
    timing = TimeBreakdown(clock=lambda: now[0])
    engine = [0]  # a cumulative token counter, as MeteredEngine.computed_tokens
    with timing.stage("sft") as rec:
        now[0] = 4.0
        rec.train_tokens += 800
    timing.skip("pretrain", "done before this run was resumed")
    with timing.stage("rl", forward=lambda: engine[0]):
        now[0] = 10.0
        engine[0] += 300
        with timing.stage("curve"):  # a learning-curve point inside RL: not RL's time
            now[0] = 13.0
        now[0] = 20.0
        engine[0] += 200
    with timing.stage("curve"):  # a stage run in pieces adds up
        now[0] = 21.0
    assert timing.stages["rl"].wall_s == pytest.approx(16.0 - 3.0)
    assert timing.stages["rl"].forward_tokens == 500
    assert timing.stages["curve"].wall_s == pytest.approx(4.0)
    report = timing.report(25.0, params=1000, peak={"run_gflops": 1.0})
    stages = report["stages"]
    assert list(stages) == ["sft", "pretrain", "rl", "curve", "other"]
    assert stages["pretrain"] == {"skipped": "done before this run was resumed"}
    assert stages["sft"]["train_tokens"] == 800 and stages["sft"]["tokens_per_s"] == 200.0
    assert stages["sft"]["peak_share"] == pytest.approx(6 * 1000 * 800 / (4.0 * 1e9))
    assert stages["other"]["wall_s"] == pytest.approx(25.0 - 4.0 - 13.0 - 4.0)
    assert stages["other"]["tokens"] == 0


def test_parts_are_shown_under_their_stage_and_not_added_to_the_total():
    timing = TimeBreakdown()
    rl = timing.record("rl")
    rl.wall_s, rl.forward_tokens, rl.train_tokens = 100.0, 9000, 3000
    rl.parts = [StageRecord("rollouts", 100.0, forward_tokens=9000),
                StageRecord("trainer", 30.0, train_tokens=3000)]
    report = timing.report(120.0, params=2_000_000, peak={
        "run_gflops": 100.0, "gflops": 100.0, "threads": 1, "processes_at_once": 1,
        "cpu_class_label": "AMX"})
    parts = report["stages"]["rl"]["parts"]
    assert parts["trainer"]["tokens_per_s"] == 100.0
    assert parts["trainer"]["peak_share"] == pytest.approx(6 * 2e6 * 3000 / (30.0 * 1e11))
    assert report["stages"]["other"]["wall_s"] == pytest.approx(20.0)
    table = format_table(report)
    lines = table.splitlines()
    assert lines[0] == ("time breakdown: peak 100 GFLOP/s bf16 (1 thread each, AMX), "
                        "N = 2,000,000 parameters without embeddings")
    rl_line = next(x for x in lines if x.strip().startswith("rl "))
    assert "100.0" in rl_line and "83%" in rl_line and "12.0k" in rl_line
    trainer = next(x for x in lines if x.strip().startswith("trainer"))
    assert trainer.startswith("    trainer") and "%" in trainer.split()[-1]
    assert lines[-1].split() == ["total", "120.0"]


def test_a_skipped_stage_says_so_in_the_table():
    timing = TimeBreakdown()
    timing.skip("eval_before", "done before this run was resumed")
    table = format_table(timing.report(5.0, params=None, peak=None))
    assert "no bf16 peak measured" in table
    assert any(x.split()[:2] == ["eval_before", "skipped:"] for x in table.splitlines())


CPUINFO = """processor\t: 0
model name\t: Intel(R) Xeon(R) Platinum 8480+
flags\t\t: fpu avx512f avx512_bf16 amx_bf16 amx_tile
processor\t: 1
model name\t: Intel(R) Xeon(R) Platinum 8480+
flags\t\t: fpu avx512f avx512_bf16 amx_bf16 amx_tile
"""


def test_cpu_class_from_the_flags():
    model, flags = cpu_identity(CPUINFO)
    assert model == "Intel(R) Xeon(R) Platinum 8480+" and "amx_bf16" in flags
    assert cpu_class(flags) == "amx"
    assert cpu_class({"avx512f", "avx512_bf16"}) == "avx512_bf16"
    assert cpu_class({"avx2", "fma"}) == "none"
    assert cpu_identity("") == ("unknown", frozenset())


def test_the_cache_is_per_machine_thread_count_torch_and_shapes(tmp_path):
    shapes = [(512, 576, 1536), (2048, 2048, 2048)]
    key = cache_key("EPYC", {"avx512_bf16"}, 1, "2.13.0", shapes)
    assert key == cache_key("EPYC", {"avx512_bf16"}, 1, "2.13.0", shapes)
    assert len({key, cache_key("EPYC", {"avx512_bf16"}, 2, "2.13.0", shapes),
                cache_key("EPYC", {"avx512_bf16", "amx_bf16"}, 1, "2.13.0", shapes),
                cache_key("Xeon", {"avx512_bf16"}, 1, "2.13.0", shapes),
                cache_key("EPYC", {"avx512_bf16"}, 1, "2.14.0", shapes),
                cache_key("EPYC", {"avx512_bf16"}, 1, "2.13.0", shapes[:1])}) == 6
    peak = Peak(gflops=215.0, threads=1, cpu_model="EPYC", cpu_class="avx512_bf16",
                torch_version="2.13.0", by_shape={"2048x2048@2048x2048": 215.0})
    save(peak, tmp_path / "p" / f"{key}.json")
    assert load(tmp_path / "p" / f"{key}.json") == peak
    assert peak.cpu_class_label == "AVX512-BF16 without AMX"
    (tmp_path / "bad.json").write_text("{not json")
    assert load(tmp_path / "bad.json") is None and load(tmp_path / "none.json") is None
