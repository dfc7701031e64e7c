"""uv is given pip's network settings (parity.sandbox.package_index), and its failures come
back as one line that says what to set."""

from __future__ import annotations

from pathlib import Path

from parity.sandbox.package_index import PYPI, UvSettings, explain, uv_settings

HOST = {"PATH": "/usr/bin:/bin", "HOME": "/root", "SSL_CERT_FILE": "/etc/ssl/ca.pem",
        "HTTPS_PROXY": "http://proxy:3128", "NO_PROXY": "localhost", "SECRET_TOKEN": "x",
        "PYTHONPATH": "/somewhere", "XDG_CONFIG_HOME": "/nonexistent-config"}


def test_pips_index_settings_become_uvs_flags_with_pips_rule():
    pip = {"index-url": "https://mirror.example/simple",
           "extra-index-url": "file:///opt/a/simple file:///opt/b/simple",
           "find-links": "/opt/wheels", "trusted-host": "mirror.example", "cert": "/ignored.pem",
           "default-timeout": "180"}
    s = uv_settings(Path("/c/uv"), environ=HOST, pip=pip)
    f = s.flags
    assert f[f.index("--default-index") + 1] == "https://mirror.example/simple"
    assert [f[i + 1] for i, x in enumerate(f) if x == "--index"] == [
        "file:///opt/a/simple", "file:///opt/b/simple"]
    assert f[f.index("--find-links") + 1] == "/opt/wheels"
    assert f[f.index("--allow-insecure-host") + 1] == "mirror.example"
    # pip takes the best version over every index; uv would stop at the first that has it
    assert f[f.index("--index-strategy") + 1] == "unsafe-best-match"
    assert "--system-certs" in f
    assert s.index == "https://mirror.example/simple" and s.source == "pip's settings"
    # the host's TLS file wins over pip's cert; proxies pass; nothing else of the host does
    assert s.env["SSL_CERT_FILE"] == "/etc/ssl/ca.pem"
    assert s.env["HTTPS_PROXY"] == "http://proxy:3128" and s.env["NO_PROXY"] == "localhost"
    assert "SECRET_TOKEN" not in s.env and "PYTHONPATH" not in s.env
    assert s.env["UV_CACHE_DIR"] == "/c/uv" and s.env["UV_HTTP_TIMEOUT"] == "180"


def test_pips_cert_and_proxy_are_used_where_the_environment_has_none():
    host = {"PATH": "/bin", "HOME": "/root", "XDG_CONFIG_HOME": "/nonexistent-config"}
    s = uv_settings(Path("/c"), environ=host, pip={"cert": "/corp.pem", "proxy": "http://p:8"})
    assert s.env["SSL_CERT_FILE"] == "/corp.pem"
    assert s.env["HTTPS_PROXY"] == s.env["HTTP_PROXY"] == "http://p:8"
    assert s.index == PYPI and "--default-index" not in s.flags


def test_uvs_own_index_settings_win_over_pips(tmp_path):
    s = uv_settings(Path("/c"), environ={**HOST, "UV_DEFAULT_INDEX": "https://uv.example/simple"},
                    pip={"index-url": "https://pip.example/simple"})
    assert "--default-index" not in s.flags and "--index-strategy" not in s.flags
    assert s.env["UV_DEFAULT_INDEX"] == "https://uv.example/simple"
    assert s.index == "https://uv.example/simple" and "UV_DEFAULT_INDEX" in s.source
    (tmp_path / "uv").mkdir()
    (tmp_path / "uv" / "uv.toml").write_text('[[index]]\nurl = "https://toml.example/simple"\n')
    s = uv_settings(Path("/c"), environ={**HOST, "XDG_CONFIG_HOME": str(tmp_path)},
                    pip={"index-url": "https://pip.example/simple"})
    assert "--default-index" not in s.flags and "uv.toml" in s.source


def test_no_index_is_kept():
    s = uv_settings(Path("/c"), environ=HOST, pip={"no-index": "true", "find-links": "/w"})
    assert "--no-index" in s.flags and "no index" in s.index


def test_each_failure_is_one_line_naming_what_to_set():
    s = UvSettings(env={"HTTPS_PROXY": "http://127.0.0.1:9"}, index="https://pypi.org/simple",
                   source="PyPI")
    cases = {
        "error: invalid peer certificate: UnknownIssuer\n  hint: --system-certs": "SSL_CERT_FILE",
        "error: No solution found when resolving dependencies:\n  Because there is no version "
        "of ruff==0.17.6 and you require ruff==0.17.6": "index-url",
        "error: Failed to fetch\n  Caused by: client error (Connect)\n  tcp connect error: "
        "Connection refused": "proxy http://127.0.0.1:9",
        "something nobody foresaw": "uv said: something nobody foresaw",
    }
    for stderr, hint in cases.items():
        line = explain("cannot build X", "ruff==0.17.6", stderr, s)
        assert "\n" not in line and hint in line and "ruff==0.17.6" in line, (stderr, line)
        assert line.startswith("cannot build X: ")
