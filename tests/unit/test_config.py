from pathlib import Path

import pytest

from parity.config import load_config


def test_toml_and_dotted_overrides(tmp_path: Path):
    p = tmp_path / "c.toml"
    p.write_text("[env_server]\nport = 9000\n[env_server.env]\nmax_sessions = 3\n")
    cfg = load_config(p, ["env_server.env.limits.memory_mb=512", "env_server.host=127.0.0.2"])
    assert cfg.env_server.port == 9000
    assert cfg.env_server.env.max_sessions == 3
    assert cfg.env_server.env.limits.memory_mb == 512
    assert cfg.env_server.host == "127.0.0.2"


def test_unknown_keys_and_bad_overrides_are_errors(tmp_path: Path):
    with pytest.raises(ValueError):
        load_config(None, ["env_server.nope=1"])
    with pytest.raises(ValueError, match="section.key=value"):
        load_config(None, ["env_server.port"])
    with pytest.raises(FileNotFoundError):
        load_config(tmp_path / "missing.toml")
