"""What a repository's pytest configuration asks of the environment it runs in.

A suite's `addopts` can name a plugin's options (parse 1.22 has `--cov` with pytest-cov
undeclared), and `required_plugins` names plugins outright: without them pytest stops with a
usage error before any test. Synthesis adds the plugin packages these ask for to the task's
dependency layer, and says so; where it builds no layer, the refusal names the `--with` that
fixes it.
"""

from __future__ import annotations

import configparser
import re
import shlex
import tomllib
from pathlib import Path

# An option's prefix -> the package whose pytest plugin defines it. Only plugins that change
# nothing of what a run reports (coverage, timeouts, benchmarks, reruns): pytest-xdist's `-n`
# is left to the refusal, since the grader's plugin runs in one process.
OPTION_PLUGINS = {
    "--cov": "pytest-cov",
    "--no-cov": "pytest-cov",
    "--timeout": "pytest-timeout",
    "--benchmark": "pytest-benchmark",
    "--reruns": "pytest-rerunfailures",
    "--asyncio-mode": "pytest-asyncio",
    "--hypothesis": "hypothesis",
    "--mypy": "pytest-mypy",
    "--doctest-plus": "pytest-doctestplus",
    "--remote-data": "pytest-remotedata",
    "--mpl": "pytest-mpl",
    "--randomly": "pytest-randomly",
    "-p no:randomly": "pytest-randomly",
}
_UNRECOGNIZED = re.compile(r"unrecognized arguments: (.+)")


def _ini_sections(root: Path) -> list[dict[str, str]]:
    """The pytest sections of the configuration files pytest would read, in its order."""
    found = []
    for name, section in (("pytest.ini", "pytest"), (".pytest.ini", "pytest"),
                          ("tox.ini", "pytest"), ("setup.cfg", "tool:pytest")):
        path = root / name
        if not path.is_file():
            continue
        cfg = configparser.ConfigParser(interpolation=None)
        try:
            cfg.read_string(path.read_text(errors="replace"))
        except configparser.Error:
            continue
        if cfg.has_section(section):
            found.append(dict(cfg.items(section)))
    pyproject = root / "pyproject.toml"
    if pyproject.is_file():
        try:
            data = tomllib.loads(pyproject.read_text(errors="replace"))
        except tomllib.TOMLDecodeError:
            data = {}
        options = data.get("tool", {}).get("pytest", {}).get("ini_options")
        if isinstance(options, dict):
            found.append({k: " ".join(map(str, v)) if isinstance(v, list) else str(v)
                          for k, v in options.items()})
    return found


def plugins_for(options: str) -> list[str]:
    """The plugin packages a command line's or `addopts`' options need."""
    try:
        words = shlex.split(options)
    except ValueError:
        words = options.split()
    joined = " ".join(words)
    need = []
    for prefix, package in OPTION_PLUGINS.items():
        hit = prefix in joined if " " in prefix else any(
            w == prefix or w.startswith(prefix + "=") or w.startswith(prefix + "-")
            for w in words)
        if hit and package not in need:
            need.append(package)
    return need


def required_plugins(root: Path) -> list[str]:
    """The plugin packages the repository's pytest configuration needs to start at all: its
    `required_plugins` and what its `addopts` options name."""
    need: list[str] = []
    for section in _ini_sections(root):
        for word in section.get("required_plugins", "").split():
            if word not in need:
                need.append(word)
        for package in plugins_for(section.get("addopts", "")):
            if package not in need:
                need.append(package)
    return need


def unrecognized_hint(output: str) -> str:
    """The next step for pytest's "unrecognized arguments" usage error, or ""."""
    m = _UNRECOGNIZED.search(output)
    if not m:
        return ""
    packages = plugins_for(m.group(1))
    if packages:
        return (f"\nhint: pytest's configuration (addopts) uses options of a plugin the "
                f"environment lacks ({m.group(1).strip()}): add "
                + " ".join(f"--with {p}" for p in packages))
    return (f"\nhint: pytest does not know the options {m.group(1).strip()} that the "
            "repository's configuration (addopts) gives it: add the plugin that defines them "
            "with --with PACKAGE")
