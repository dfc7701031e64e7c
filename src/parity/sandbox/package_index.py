"""How Parity's uv builds reach a package index: with the network settings pip has here.

Parity installs packages for sandboxes in two places: the tools layer (pytest, ruff and the
report plugin that every session and the grader use; `tools_layer.py`) and the tasks'
dependency layers (`parity env build`, `parity tasks fetch`, `synth --pypi`; parity.taskenv).
Both run uv on the host. A user has already told pip how to reach an index on this machine
(they just installed Parity with it), so uv is given the same settings:

  - TLS trust: `SSL_CERT_FILE` / `SSL_CERT_DIR` pass through, pip's `cert` becomes
    `SSL_CERT_FILE`, and uv reads the platform's store as well (`--system-certs`), where
    its default is a bundled list that knows no corporate or proxy CA;
  - proxies: `HTTPS_PROXY`, `HTTP_PROXY`, `ALL_PROXY`, `NO_PROXY` (either case) pass
    through, and pip's `proxy` becomes `HTTPS_PROXY`/`HTTP_PROXY` where none is set;
  - the index: pip's `index-url`, `extra-index-url`, `find-links`, `trusted-host` and
    `no-index` (from `pip config list`: the environment's `PIP_*`, then the site, user and
    global files) become uv's flags, taken with pip's rule (the best version over all the
    indexes; uv's own rule is the first index that has the package at all), unless uv has
    index settings of its own (a `UV_*` index variable or a uv.toml), which then win, as
    they would for uv on its own.

Nothing here reaches a session: sessions run with `process.clean_env()` and a command inside
a sandbox has no network. Left out: pip's `constraint` files (they shape what a user's own
installs pick, not the tools' pins) and keyring authentication.

Failures come back as one line naming what failed, why, and what to set (`explain`), for
the command that needed the packages to print, never as a later "ruff is unavailable".
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

PYPI = "https://pypi.org/simple"
PASS_THROUGH = (
    "HOME", "SSL_CERT_FILE", "SSL_CERT_DIR", "SSL_CLIENT_CERT",
    "HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy",
    "NO_PROXY", "no_proxy", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "NETRC",
)
UV_INDEX_VARS = ("UV_DEFAULT_INDEX", "UV_INDEX_URL", "UV_INDEX", "UV_EXTRA_INDEX_URL",
                 "UV_FIND_LINKS", "UV_NO_INDEX")
PIP_CONFIG_LINE = re.compile(r"^(?P<section>[^.=]*)\.(?P<key>[a-z0-9_-]+)=(?P<value>.*)$")
# pip's sections in rising precedence: a key given for `install` beats the global one, and
# the environment's PIP_* (listed as `:env:`) beats both
SECTION_RANK = {"global": 0, "install": 1, "download": 1, ":env:": 2}


class PackageIndexError(RuntimeError):
    """uv could not install what was asked; the message is one line that says what to set."""


@dataclass(frozen=True)
class UvSettings:
    """What a uv build is given: its environment, its index flags, and how to name the index
    the user configured in a message."""

    env: dict[str, str]
    flags: list[str] = field(default_factory=list)
    index: str = PYPI
    source: str = "uv's default"


def pip_config(python: str = sys.executable) -> dict[str, str]:
    """pip's effective settings here (`pip config list`, highest precedence per key). Empty
    where this interpreter has no pip (a uv-made venv): the `PIP_*` variables are read then."""
    try:
        r = subprocess.run([python, "-m", "pip", "config", "list"], capture_output=True,
                           text=True, timeout=60, env={**os.environ, "PIP_NO_INPUT": "1"})
        lines = r.stdout.splitlines() if r.returncode == 0 else []
    except (OSError, subprocess.TimeoutExpired):
        lines = []
    best: dict[str, tuple[int, str]] = {}
    for line in lines:
        m = PIP_CONFIG_LINE.match(line.strip())
        if not m:
            continue
        try:
            value = str(ast.literal_eval(m["value"]))
        except (ValueError, SyntaxError):
            continue
        rank = SECTION_RANK.get(m["section"], -1)
        if rank >= 0 and rank >= best.get(m["key"], (-1, ""))[0]:
            best[m["key"]] = (rank, value)
    settings = {k: v for k, (_, v) in best.items()}
    for var, value in os.environ.items():  # no pip here: its variables still say what to use
        if var.startswith("PIP_") and value:
            settings.setdefault(var[4:].lower().replace("_", "-"), value)
    return settings


def uv_has_own_index_config(environ: dict[str, str]) -> str | None:
    """Where uv's own index settings come from, if it has any."""
    for var in UV_INDEX_VARS:
        if environ.get(var):
            return f"${var}"
    if environ.get("UV_NO_CONFIG"):
        return None
    if environ.get("UV_CONFIG_FILE"):
        return environ["UV_CONFIG_FILE"]
    config_home = environ.get("XDG_CONFIG_HOME") or os.path.join(environ.get("HOME", "~"),
                                                                   ".config")
    for path in (Path(config_home) / "uv" / "uv.toml", Path("/etc/uv/uv.toml")):
        try:
            if re.search(r"(?m)^\s*(\[\[index\]\]|index-url|extra-index-url|find-links|"
                         r"no-index)", path.read_text()):
                return str(path)
        except OSError:
            continue
    return None


def uv_settings(cache_dir: Path | None = None, environ: dict[str, str] | None = None,
                pip: dict[str, str] | None = None) -> UvSettings:
    """The environment and flags for a uv build, from this host's pip and uv settings. uv's
    cache: the user's UV_CACHE_DIR, else `cache_dir` (default: under Parity's cache, so an
    empty PARITY_CACHE is a cold first run whatever ~/.cache holds)."""
    if cache_dir is None:
        from parity.sandbox.workspace import cache_dir as parity_cache

        cache_dir = parity_cache() / "uv"
    environ = dict(os.environ if environ is None else environ)
    env = {"PATH": environ.get("PATH") or "/usr/local/bin:/usr/bin:/bin"}
    env.update({k: environ[k] for k in PASS_THROUGH if environ.get(k)})
    env.update({k: v for k, v in environ.items() if k.startswith("UV_")})
    env.setdefault("UV_CACHE_DIR", str(cache_dir))
    env.update(UV_PYTHON_DOWNLOADS="never", UV_NO_PROGRESS="1")
    pip = pip_config() if pip is None else pip
    if pip.get("cert") and "SSL_CERT_FILE" not in env:
        env["SSL_CERT_FILE"] = pip["cert"]
    if pip.get("client-cert") and "SSL_CLIENT_CERT" not in env:
        env["SSL_CLIENT_CERT"] = pip["client-cert"]
    if pip.get("proxy") and not any(k.lower() in ("https_proxy", "http_proxy") for k in env):
        env["HTTPS_PROXY"] = env["HTTP_PROXY"] = pip["proxy"]
    flags = ["--system-certs"]
    if pip.get("timeout") or pip.get("default-timeout"):
        env.setdefault("UV_HTTP_TIMEOUT", pip.get("timeout") or pip["default-timeout"])
    own = uv_has_own_index_config(environ)
    if own is not None:
        index = environ.get("UV_DEFAULT_INDEX") or environ.get("UV_INDEX_URL") or "uv's index"
        return UvSettings(env, flags, index, f"uv's own settings ({own})")
    index = pip.get("index-url") or PYPI
    if pip.get("index-url"):
        flags += ["--default-index", pip["index-url"]]
    for url in pip.get("extra-index-url", "").split():
        flags += ["--index", url]
    for link in pip.get("find-links", "").split():
        flags += ["--find-links", link]
    for host in pip.get("trusted-host", "").split():
        flags += ["--allow-insecure-host", host]
    if len(flags) > 1 and "UV_INDEX_STRATEGY" not in env:
        # pip takes the best version over all its indexes; uv by default only looks at the
        # first index that has a package at all (a local mirror holding ruff 0.5 hides PyPI's
        # 0.17): the same answer as pip needs pip's strategy
        flags += ["--index-strategy", "unsafe-best-match"]
    if pip.get("no-index", "").lower() in ("1", "true", "yes", "on"):
        flags.append("--no-index")
        index = "no index (pip's no-index)"
    source = "pip's settings" if any(k in pip for k in ("index-url", "extra-index-url",
                                                         "find-links", "no-index")) else "PyPI"
    return UvSettings(env, flags, index, source)


def explain(what: str, packages: str, stderr: str, settings: UvSettings) -> str:
    """One line from uv's error: what failed, why, and what to set."""
    text = " ".join(stderr.split())
    where = f"index {settings.index} ({settings.source})"
    if re.search(r"certificate|UnknownIssuer|tls|ssl", text, re.I):
        return (f"{what}: cannot install {packages}: the {where} answered with a TLS "
                f"certificate this machine does not trust: set SSL_CERT_FILE to your CA bundle "
                f"(or pip's `cert`), then run the command again")
    if re.search(r"no version of|not found in the package registry|was not found in|"
                 r"no solution found|unsatisfiable|could not find a version", text, re.I):
        return (f"{what}: cannot install {packages}: a pinned version is not on the {where}: "
                f"point pip's index-url/extra-index-url/find-links (or UV_DEFAULT_INDEX) at an "
                f"index that has it")
    if re.search(r"dns|resolve|connect|timed out|timeout|network|unreachable|refused|"
                 r"offline|proxy", text, re.I):
        proxy = next((settings.env[k] for k in ("HTTPS_PROXY", "https_proxy", "ALL_PROXY",
                                                  "all_proxy") if settings.env.get(k)), None)
        how = (f"through the proxy {proxy} (HTTPS_PROXY): check it, or NO_PROXY for the index"
               if proxy else "no proxy is set: set HTTPS_PROXY if your network needs one")
        return (f"{what}: cannot install {packages}: the {where} cannot be reached ({how}), or "
                f"set pip's index-url to a mirror you can reach")
    tail = text[-300:] or "no output"
    return f"{what}: cannot install {packages} from the {where}: uv said: {tail}"


def run_uv(argv: list[str], settings: UvSettings, *, what: str, packages: str,
           timeout_s: float, cwd: str | Path = "/") -> subprocess.CompletedProcess:
    """Run a uv command with the settings; PackageIndexError (one line) when it fails."""
    try:
        r = subprocess.run(argv, capture_output=True, text=True, env=settings.env, cwd=cwd,
                           timeout=timeout_s)
    except subprocess.TimeoutExpired:
        raise PackageIndexError(f"{what}: installing {packages} from the index "
                                f"{settings.index} took over {timeout_s:.0f} s: check that it "
                                f"is reachable (HTTPS_PROXY, pip's index-url)") from None
    except OSError as e:
        raise PackageIndexError(f"{what}: cannot run uv ({e})") from e
    if r.returncode != 0:
        raise PackageIndexError(explain(what, packages, r.stderr or r.stdout, settings))
    return r
