"""Where a repository keeps the packages its tests import, and the setup that makes them
importable in a sandbox that installs nothing.

A package at the repository root imports as it is. One kept elsewhere (`src/toolz`,
pyyaml's `lib/yaml`, `python/pkg`) imports only once installed; the task's setup command
links it into the workspace root instead, so an agent's edits to the real files are what the
tests import. The places come from the build metadata (setuptools' `package-dir` and
`packages.find.where` in pyproject.toml or setup.cfg, a literal `package_dir` in setup.py,
hatch's wheel `packages`), then `src/`, then any top-level directory holding a package the
tests import that the root lacks.
"""

from __future__ import annotations

import ast
import configparser
import re
import shlex
import tomllib
from pathlib import Path

# setup.py's package_dir={"": "lib"} (the root package's directory), read as text: setup.py
# is a program, never run here.
_SETUP_PY_ROOT_DIR = re.compile(r"""package_dir\s*=\s*(?:dict\(\s*\*\*)?\{\s*(['"])\1\s*:\s*['"]([^'"]+)['"]""")
DISPLACED = ".parity-not-a-package-"  # where the setup moves such a directory
_SAFE_DIR = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_./-]*")
_NOT_PACKAGE_DIRS = {"tests", "test", "testing", "docs", "doc", "examples", "benchmarks",
                     "build", "dist", "scripts", "tools", ".git"}


def _clean(rel: str) -> str | None:
    """A directory inside the repository, relative and normalized, or None (the root itself,
    an absolute path or one that climbs out)."""
    rel = rel.strip().strip("/").removeprefix("./")
    if not _SAFE_DIR.fullmatch(rel) or ".." in Path(rel).parts:
        return None  # the root, or a name the setup command would have to quote
    return Path(rel).as_posix()


def metadata_dirs(root: Path) -> list[str]:
    """Directories the build metadata names as holding the top-level packages."""
    found: list[str | None] = []
    pyproject = root / "pyproject.toml"
    if pyproject.is_file():
        try:
            data = tomllib.loads(pyproject.read_text())
        except (tomllib.TOMLDecodeError, UnicodeDecodeError):
            data = {}
        tool = data.get("tool", {}) if isinstance(data.get("tool"), dict) else {}
        st = tool.get("setuptools", {}) if isinstance(tool.get("setuptools"), dict) else {}
        if isinstance(st.get("package-dir"), dict):
            found.append(st["package-dir"].get("") if isinstance(st["package-dir"].get(""), str)
                         else None)
        packages = st.get("packages")
        if isinstance(packages, dict) and isinstance(packages.get("find"), dict):
            where = packages["find"].get("where")
            found += [w for w in (where if isinstance(where, list) else [where])
                      if isinstance(w, str)]
        hatch = tool.get("hatch", {}) if isinstance(tool.get("hatch"), dict) else {}
        wheel = (((hatch.get("build") or {}).get("targets") or {}).get("wheel") or {}
                 if isinstance(hatch.get("build"), dict) else {})
        if isinstance(wheel, dict) and isinstance(wheel.get("packages"), list):
            # ["src/pkg"]: the package's parent is the directory
            found += [str(Path(p).parent) for p in wheel["packages"] if isinstance(p, str)]
    setup_cfg = root / "setup.cfg"
    if setup_cfg.is_file():
        cfg = configparser.ConfigParser(interpolation=None)
        try:
            cfg.read_string(setup_cfg.read_text())
        except (configparser.Error, UnicodeDecodeError):
            cfg = configparser.ConfigParser(interpolation=None)
        if cfg.has_option("options", "package_dir"):
            for line in cfg.get("options", "package_dir").splitlines():
                key, sep, value = line.partition("=")
                if sep and not key.strip():
                    found.append(value)
        if cfg.has_option("options.packages.find", "where"):
            found.append(cfg.get("options.packages.find", "where"))
    setup_py = root / "setup.py"
    if setup_py.is_file():
        try:
            if m := _SETUP_PY_ROOT_DIR.search(setup_py.read_text(errors="replace")):
                found.append(m.group(2))
        except OSError:
            pass
    out = []
    for rel in found:
        if isinstance(rel, str) and (d := _clean(rel)) and (root / d).is_dir() and d not in out:
            out.append(d)
    return out


def _modules_in(directory: Path) -> list[str]:
    """The importable top-level names a directory holds: packages and modules."""
    if not directory.is_dir():
        return []
    return sorted(p.name for p in directory.iterdir() if not p.name.startswith(".") and (
        p.is_dir() and (p / "__init__.py").is_file() or p.suffix == ".py" and p.is_file()))


def tests_import(root: Path, test_files: list[str]) -> set[str]:
    """The top-level names the test files import (absolute imports, read, never run)."""
    names: set[str] = set()
    for rel in test_files:
        try:
            tree = ast.parse((root / rel).read_text(errors="replace"))
        except (SyntaxError, ValueError, OSError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(a.name.split(".")[0] for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    return names


def _occupied(root: Path, name: str) -> bool:
    """Whether the root already holds an importable `name` (a module, or a directory with
    Python code). A directory of other files only (pyyaml's root `yaml/` holds its Cython
    sources; the package is `lib/yaml`) is no package: the setup moves it aside."""
    stem = name.removesuffix(".py")
    if (root / f"{stem}.py").exists():
        return True
    path = root / stem
    if not path.exists() and not path.is_symlink():
        return False
    return not path.is_dir() or path.is_symlink() or any(path.glob("*.py"))


def package_links(root: Path, test_files: list[str]) -> dict[str, str]:
    """Top-level name -> the directory that holds it, for each package the workspace root
    lacks: every package of the metadata's directories and of `src/`, and each name the
    tests import that only one other top-level directory holds."""
    links: dict[str, str] = {}

    def add(directory: str, names) -> None:
        for name in names:
            stem = name.removesuffix(".py")
            if stem not in {n.removesuffix(".py") for n in links} and not _occupied(root, name):
                links[name] = directory

    for d in [*metadata_dirs(root), "src"]:
        add(d, _modules_in(root / d))
    wanted = tests_import(root, test_files) - {n.removesuffix(".py") for n in links}
    wanted = {n for n in wanted if not _occupied(root, n)}
    if wanted:
        for d in sorted(p.name for p in root.iterdir() if p.is_dir()
                        and _SAFE_DIR.fullmatch(p.name) and p.name not in _NOT_PACKAGE_DIRS
                        and not (p / "__init__.py").exists()):
            add(d, [n for n in _modules_in(root / d) if n.removesuffix(".py") in wanted])
    return links


def layout_setup(root: Path, links: dict[str, str]) -> str:
    """A setup command that makes `links` (`package_links`: name -> the directory holding
    it) in the workspace root ("" when every package is at the root). Edits to the real files
    are what the links show."""
    by_dir: dict[str, list[str]] = {}
    for name, directory in links.items():
        by_dir.setdefault(directory, []).append(name)
    # a directory of the package's name that is no package (sources of an extension) is
    # moved out of the import's way, in the grade's workspace only
    aside = [f'[ -d {shlex.quote(n)} ] && [ ! -L {shlex.quote(n)} ] && '
             f'mv {shlex.quote(n)} {shlex.quote(DISPLACED + n)}'
             for n in sorted(links) if (root / n).is_dir() and not (root / n).is_symlink()]
    return "; ".join(aside + [
        f"for n in {' '.join(shlex.quote(n) for n in sorted(names))}; do "
        f'[ -e "$n" ] || ln -s "{directory}/$n" "$n" || exit 1; done'
        for directory, names in sorted(by_dir.items())])


EXTENSION_SOURCES = (".c", ".cc", ".cpp", ".pyx")


def extension_sources(root: Path) -> list[str]:
    """The C, C++ and Cython files of the repository's packages (in a directory with an
    `__init__.py`, or anywhere but tests and docs when the build configuration declares
    extension modules): the sources of compiled extension modules, which the sandbox does
    not build."""
    builds = _declares_extensions(root)
    found = []
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        if path.suffix in EXTENSION_SOURCES and path.is_file() and not any(
                part in _NOT_PACKAGE_DIRS or part.startswith(".") for part in rel.parts) and (
                builds or (path.parent / "__init__.py").is_file()):
            found.append(rel.as_posix())
    return found


def _declares_extensions(root: Path) -> bool:
    """Whether the build configuration names extension modules or Cython (pyyaml keeps its
    `_yaml.pyx` in a root `yaml/` that is no package)."""
    for name in ("setup.py", "pyproject.toml", "setup.cfg"):
        try:
            text = (root / name).read_text(errors="replace")
        except OSError:
            continue
        if re.search(r"\bExtension\(|ext_modules|cythonize|\bCython\b", text):
            return True
    return False

