from pathlib import Path

import pytest

from parity.config import ConfigError, ParityConfig, load_config, save_config, to_toml


def test_toml_and_dotted_overrides(tmp_path: Path):
    p = tmp_path / "c.toml"
    p.write_text("[env_server]\nport = 9000\n[env_server.env]\nmax_sessions = 3\n")
    cfg = load_config(p, ["env_server.env.limits.memory_mb=512", "env_server.host=127.0.0.2"])
    assert cfg.env_server.port == 9000
    assert cfg.env_server.env.max_sessions == 3
    assert cfg.env_server.env.limits.memory_mb == 512
    assert cfg.env_server.host == "127.0.0.2"


@pytest.mark.parametrize("text,overrides,expected", [
    ("[orchestrator]\nstepz = 3\n", [], "unknown key orchestrator.stepz"),
    ("", ["train.lr=fast"], "train.lr: Input should be a valid number"),
    ("", ["engines.kind=sglang"], "engines.kind:"),
    ("[tasks]\ntrain = 3\n", [], "tasks.train: Input should be a valid string"),
    ("", ["orchestrator.group_size=1"], "orchestrator.group_size:"),
    ("", ["orchestrator.steps"], "must look like section.key=value"),
    ("[model\n", [], "not valid TOML"),
])
def test_every_mistake_is_one_line_naming_the_key(tmp_path: Path, text, overrides, expected):
    p = tmp_path / "c.toml"
    p.write_text(text)
    with pytest.raises(ConfigError) as e:
        load_config(p, overrides)
    assert expected in str(e.value) and "\n" not in str(e.value)


def test_a_missing_config_file_is_a_config_error(tmp_path: Path):
    with pytest.raises(ConfigError, match="config file not found"):
        load_config(tmp_path / "missing.toml")


def test_the_printed_config_has_every_default_and_loads_back(tmp_path: Path):
    cfg = load_config(None, ["orchestrator.steps=3", "tasks.synth_from=['a', 'b']",
                             "out=\"runs/x y\""])
    text = to_toml(cfg)
    for key in ("[orchestrator]", "steps = 3", "[train.loss]", "[weights.shm]", "[engines.vllm]",
                "# path = unset", "[envs.env.limits]", "[tasks.select]"):
        assert key in text
    p = tmp_path / "resolved.toml"
    save_config(cfg, p)
    assert load_config(p) == cfg
    assert load_config(p) != ParityConfig()


def test_the_repository_configs_load():
    root = Path(__file__).resolve().parents[2] / "configs"
    names = sorted(p.name for p in root.glob("*.toml"))
    assert {"quickstart.toml", "quickstart-toy.toml"} <= set(names) and len(names) >= 3
    for p in root.glob("*.toml"):
        load_config(p)


def test_the_efficiency_quickstart_differs_from_the_quickstart_only_where_it_says():
    """configs/quickstart-toy-efficiency.toml is the toy quickstart plus demonstration routes, a turn
    budget that leaves room and efficiency shaping; anything else changed in one file and
    not the other would make the two runs measure different things."""
    root = Path(__file__).resolve().parents[2] / "configs"
    base = load_config(root / "quickstart-toy.toml").model_dump()
    eff = load_config(root / "quickstart-toy-efficiency.toml").model_dump()
    assert eff["warmup"].pop("demo_routes") == ["read", "direct", "slow", "parallel"]
    assert base["warmup"].pop("demo_routes") == ["read"]
    assert eff["orchestrator"].pop("max_turns") > base["orchestrator"].pop("max_turns")
    shaping = eff["orchestrator"].pop("shaping")
    assert shaping["per_turn"] > 0 and shaping["per_1k_tokens"] > 0
    base["orchestrator"].pop("shaping")
    # its evaluations allow 6 turns and take about twice as long: a larger run budget, so
    # that RL gets its steps (at 1,060 s it got 1)
    assert eff.pop("max_wall_s") > base.pop("max_wall_s")
    eff.pop("out"), base.pop("out")
    assert eff == base


def test_the_run_budget_shortens_rl_to_leave_the_evaluation_after_it_its_time():
    from parity.run.train import rl_wall_s

    # the sets are evaluated at once: the longest, 100 s, is the evaluation's time (145 s reserved)
    before = {"eval": {"wall_s": 100.0}, "also": {"wall_s": 30.0}}
    cfg = ParityConfig.model_validate({"orchestrator": {"max_wall_s": 420.0}})
    assert rl_wall_s(cfg, 600.0, before) == 420.0  # no run budget: RL's own cap
    cfg = ParityConfig.model_validate({"max_wall_s": 1080.0,
                                       "orchestrator": {"max_wall_s": 420.0}})
    assert rl_wall_s(cfg, 300.0, before) == 420.0  # the budget leaves more than the cap
    assert rl_wall_s(cfg, 600.0, before) == pytest.approx(1080 - 600 - 145)
    assert rl_wall_s(cfg, 1000.0, before) == 0.0  # spent: no RL step, the evaluation still runs
    cfg = ParityConfig.model_validate({"max_wall_s": 1080.0, "eval": {"after": False},
                                       "orchestrator": {"max_wall_s": None}})
    assert rl_wall_s(cfg, 600.0, before) == 480.0  # nothing to reserve


def test_env_server_flags_given_beat_the_file_and_the_file_beats_the_defaults(tmp_path: Path):
    from parity.envserver.config import with_flags

    p = tmp_path / "c.toml"
    p.write_text('[env_server]\nhost = "0.0.0.0"\nport = 9001\ntoken = "file"\n'
                 '[env_server.env]\nbackend = "local"\nmax_sessions = 3\nsession_ttl_s = 12.0\n')
    from_file = load_config(p).env_server
    assert with_flags(from_file) == from_file  # no flag given: the file's values, all of them
    cfg = with_flags(from_file, port=9100, max_sessions=7, token="flag")
    assert (cfg.host, cfg.port, cfg.token) == ("0.0.0.0", 9100, "flag")
    assert (cfg.env.backend, cfg.env.max_sessions, cfg.env.session_ttl_s) == ("local", 7, 12.0)
    defaults = with_flags(load_config(None).env_server, backend="bwrap")
    assert (defaults.host, defaults.port, defaults.env.backend) == ("127.0.0.1", 8700, "bwrap")
    assert (defaults.env.max_sessions, defaults.env.session_ttl_s) == (256, 900.0)


def test_the_trainers_seed_and_temperature_are_the_runs_and_another_value_is_an_error(
        tmp_path: Path):
    """train.seed is the run's seed and train.sampling_temperature the rollouts'
    orchestrator.temperature (the trainer divides its logits by what the engines sampled
    at): filled in, so the resolved config shows them, and never silently replaced."""
    from parity.run.learners import train_config

    cfg = load_config(None, ["seed=3", "orchestrator.temperature=0.6"])
    assert (cfg.train.seed, cfg.train.sampling_temperature) == (3, 0.6)
    assert (train_config(cfg).seed, train_config(cfg).sampling_temperature) == (3, 0.6)
    assert "sampling_temperature = 0.6" in to_toml(cfg)
    greedy = load_config(None, ["orchestrator.temperature=0.0"])
    assert greedy.train.sampling_temperature == 1e-3  # logits are never divided by 0
    assert load_config(None, ["seed=3", "train.seed=3"]).train.seed == 3  # the same: fine
    with pytest.raises(ConfigError, match=r"train: .*seed = 4: a run's trainer takes the "
                                          r"run's seed \(3\).*leave train.seed out"):
        load_config(None, ["seed=3", "train.seed=4"])
    with pytest.raises(ConfigError, match=r"sampling_temperature = 0.5: .*orchestrator."
                                          r"temperature \(0.6\)"):
        load_config(None, ["orchestrator.temperature=0.6", "train.sampling_temperature=0.5"])
    # A resolved config written before the rule holds TrainConfig's defaults (seed 0,
    # temperature 1.0) beside the run's: it loads, and the trainer takes the run's.
    p = tmp_path / "old.toml"
    p.write_text("seed = 1\n[orchestrator]\ntemperature = 0.7\n"
                 "[train]\nseed = 0\nsampling_temperature = 1.0\n")
    old = load_config(p)
    assert (old.train.seed, old.train.sampling_temperature) == (1, 0.7)
    save_config(old, tmp_path / "again.toml")
    assert load_config(tmp_path / "again.toml") == old


def test_each_component_has_one_config_model_and_the_tree_nests_it():
    """[orchestrator] is the orchestrator's own config plus the run's keys, [orchestrator.shaping]
    the shaping terms' and [model.tiny] the tiny model's: one class, one default per key."""
    from parity.models.tiny import TinyConfig
    from parity.rollout.orchestrator import OrchestratorConfig
    from parity.rollout.shaping import ShapingConfig

    cfg = load_config(None, ["orchestrator.steps=4", "orchestrator.shaping.per_turn=0.01",
                             "model.tiny.num_heads=4"])
    assert isinstance(cfg.orchestrator, OrchestratorConfig) and cfg.orchestrator.steps == 4
    assert type(cfg.orchestrator.shaping) is ShapingConfig
    assert type(cfg.model.tiny) is TinyConfig and cfg.model.tiny.num_heads == 4
    own = set(OrchestratorConfig.model_fields)
    assert set(type(cfg.orchestrator).model_fields) - own == {
        "partial_credit", "max_turns", "max_tokens_per_turn", "shaping", "checkpoint_every_steps",
        "keep_resumable", "harness", "harness_timeout_s"}
    with pytest.raises(ConfigError, match="model.tiny.kind"):
        load_config(None, ["model.tiny.kind=sparse"])


def test_engineer_demonstrations_need_visible_tests():
    """The engineer route runs the failing test: a config that hides the tests is refused
    before any work, naming the key that fixes it."""
    import pytest

    from parity.config import ParityConfig

    with pytest.raises(ValueError, match="tasks.visible_tests = true"):
        ParityConfig.model_validate({"warmup": {"demo_routes": ["engineer"]}})
    ok = ParityConfig.model_validate({"warmup": {"demo_routes": ["engineer"]},
                                      "tasks": {"visible_tests": True}})
    assert ok.tasks.visible_tests and ok.warmup.demo_routes == ["engineer"]


def test_visible_tests_show_the_tests_and_say_so():
    from parity.tasks import bundled_specs
    from parity.tasks.schema import materialize, with_tests_visible

    spec = bundled_specs(kata=False)[0]
    shown = with_tests_visible(spec)
    assert spec.hide_tests == "all" and shown.hide_tests == "none"
    assert "not in the repository" in spec.problem_statement
    assert "run a failing one" in shown.problem_statement
    assert "not in the repository" not in shown.problem_statement
    assert with_tests_visible(shown) == shown  # once is enough
    rel = spec.test_files[0]
    assert not (materialize(spec) / rel).exists()
    assert (materialize(shown) / rel).is_file()


def test_the_engines_dtype_is_float32_for_the_tiny_default_and_what_serve_loads_for_a_model(
        monkeypatch):
    """`model.dtype = auto`: the tiny default's engines stay float32 (its runs are reproduced
    bit for bit); a model given by path gets `parity serve`'s choice (bfloat16 where the CPU
    multiplies it in hardware), on a GPU bfloat16; a dtype the config names always wins."""
    from parity.inference import models
    from parity.run.engines import engine_dtype

    tiny, given = ParityConfig(), ParityConfig.model_validate({"model": {"path": "smollm2-135m"}})
    for hardware, expected in ((True, "bfloat16"), (False, "float32")):
        monkeypatch.setattr(models, "cpu_supports_bf16", lambda h=hardware: h)
        assert engine_dtype(given, "cpu") == expected
        assert engine_dtype(tiny, "cpu") == "float32"
        assert engine_dtype(tiny, "cuda") == engine_dtype(given, "cuda:0") == "bfloat16"
    named = ParityConfig.model_validate({"model": {"path": "smollm2-135m", "dtype": "float32"}})
    assert engine_dtype(named, "cpu") == "float32"


def test_trainer_ranks_need_the_ray_placement_that_starts_them():
    with pytest.raises(ValueError, match=r'ray.trainer_ranks = 2: .* engines.placement = "ray"'):
        ParityConfig.model_validate({"ray": {"trainer_ranks": 2}})
    ok = ParityConfig.model_validate({"ray": {"trainer_ranks": 2, "trainer_strategy": "SPREAD"},
                                      "engines": {"placement": "ray"}})
    assert ok.ray.trainer_ranks == 2 and ok.ray.trainer_strategy == "SPREAD"
