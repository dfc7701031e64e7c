"""Where a repository keeps its packages (synth.layout), and synthesis's refusals that name
the next step. The setup command is run for real in a shell."""

import subprocess
from pathlib import Path

import pytest

from parity.tasks.synth.layout import layout_setup, metadata_dirs, package_links
from parity.tasks.synth.pipeline import (
    _clean_failure_cause,
    _no_tests_hint,
    _own_packages,
    _package_of,
    _skip_cause,
)


def _tree(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def _imports_after_setup(root: Path, setup: str, module: str) -> str:
    subprocess.run(["bash", "-c", setup], cwd=root, check=True)
    out = subprocess.run(["python3", "-c", f"import {module}; print({module}.__file__)"],
                         cwd=root, capture_output=True, text=True, check=True)
    return out.stdout.strip()


def test_pyyaml_layout_from_setup_py_is_linked_and_imports(tmp_path):
    # pyyaml 6: setup.py says package_dir={'': 'lib'}; the tests import yaml
    root = _tree(tmp_path, {
        "setup.py": "setup(name='PyYAML', package_dir={'': 'lib'}, packages=['yaml'])\n",
        "lib/yaml/__init__.py": "VERSION = '6'\n",
        "tests/test_yaml.py": "import yaml\n\ndef test_v():\n    assert yaml.VERSION\n"})
    assert metadata_dirs(root) == ["lib"]
    links = package_links(root, ["tests/test_yaml.py"])
    setup = layout_setup(root, links)
    assert setup and set(links.values()) == {"lib"}
    where = _imports_after_setup(root, setup, "yaml")
    assert Path(where).resolve() == (root / "lib/yaml/__init__.py").resolve()
    # idempotent: a second run (a fork server's new grade) finds the link there
    subprocess.run(["bash", "-c", setup], cwd=root, check=True)
    assert _package_of("lib/yaml/reader.py", {"lib"}) == "yaml"


@pytest.mark.parametrize("files,expected", [
    ({"pyproject.toml": "[tool.setuptools]\npackage-dir = {'' = 'python'}\n"}, ["python"]),
    ({"pyproject.toml": "[tool.setuptools.packages.find]\nwhere = ['source']\n"}, ["source"]),
    ({"setup.cfg": "[options]\npackage_dir =\n    = code\n"}, ["code"]),
    ({"setup.cfg": "[options.packages.find]\nwhere = code\n"}, ["code"]),
    ({"pyproject.toml": "[tool.hatch.build.targets.wheel]\npackages = ['pysrc/pkg']\n"}, ["pysrc"]),
    # never a path out of the tree, the root itself, or a name a shell would read
    ({"setup.py": "setup(package_dir={'': '../x'})\n"}, []),
    ({"setup.cfg": "[options]\npackage_dir =\n    = .\n"}, []),
    ({"pyproject.toml": "[tool.setuptools]\npackage-dir = {'' = 'a b;rm'}\n"}, []),
    ({"pyproject.toml": "[tool.setuptools\nbroken"}, []),
])
def test_metadata_dirs(tmp_path, files, expected):
    for d in ("python", "source", "code", "pysrc/pkg", "x", "a b;rm"):
        (tmp_path / d).mkdir(parents=True, exist_ok=True)
    assert metadata_dirs(_tree(tmp_path, files)) == expected


def test_src_layout_and_a_directory_found_from_the_tests_imports(tmp_path):
    root = _tree(tmp_path, {
        "src/alpha/__init__.py": "A = 1\n",
        "lib3/beta.py": "B = 2\n",  # no metadata names lib3: the tests' import finds it
        "tests/__init__.py": "",
        "tests/helpers/__init__.py": "",
        "tests/test_x.py": "import alpha\nfrom beta import B\nimport os\n"})
    links = package_links(root, ["tests/test_x.py"])
    assert links == {"alpha": "src", "beta.py": "lib3"}
    setup = layout_setup(root, package_links(root, ["tests/test_x.py"]))
    assert 'ln -s "src/$n"' in setup  # the form tasks synthesized before this module have
    subprocess.run(["bash", "-c", setup], cwd=root, check=True)
    assert (root / "alpha").resolve() == (root / "src/alpha").resolve()
    assert (root / "beta.py").resolve() == (root / "lib3/beta.py").resolve()


def test_nothing_to_link_at_the_root_or_for_a_name_the_tests_do_not_import(tmp_path):
    root = _tree(tmp_path, {"pkg/__init__.py": "", "tools/other/__init__.py": "",
                            "tests/test_p.py": "import pkg\n"})
    assert layout_setup(root, package_links(root, ["tests/test_p.py"])) == ""
    # the root's own package wins over one of the same name elsewhere
    _tree(root, {"src/pkg/__init__.py": ""})
    assert layout_setup(root, package_links(root, ["tests/test_p.py"])) == ""


def test_refusals_name_the_cause_and_the_next_step(tmp_path, monkeypatch):
    root = _tree(tmp_path / "r", {"lib/yaml/__init__.py": "", "src/x/__init__.py": ""})
    own = _own_packages(root)
    assert {"yaml", "x"} <= own
    cause = _clean_failure_cause("E   ModuleNotFoundError: No module named 'yaml.reader'", own)
    assert "own package 'yaml'" in cause and "build metadata" in cause
    assert _clean_failure_cause("No module named 'numpy'", own) == "missing dependency 'numpy'"
    # an sdist in the cache with no tests: clone the source, with its address when known
    monkeypatch.setenv("PARITY_CACHE", str(tmp_path / "cache"))
    sdist = _tree(tmp_path / "cache/pypi/tomli-2.0.1", {
        "PKG-INFO": "Name: tomli\nProject-URL: Changelog, https://x/changes\n"
                    "Project-URL: Homepage, https://github.com/hukkin/tomli\n"})
    hint = _no_tests_hint(sdist)
    assert "ships no tests" in hint and "https://github.com/hukkin/tomli" in hint
    assert "--repo DIR" in hint
    assert _no_tests_hint(root) == ""  # a checkout of the user's: no sdist advice
    # tomli 2.5.0's: a changelog on the forge first; the repository is what is named
    (sdist / "PKG-INFO").write_text(
        "Project-URL: Changelog, https://github.com/hukkin/tomli/blob/master/CHANGELOG.md\n"
        "Project-URL: Documentation, https://tomli.readthedocs.io\n")
    assert "(https://github.com/hukkin/tomli)" in _no_tests_hint(sdist)
    assert _skip_cause("Skipped: speedups unavailable\nmore") == "speedups unavailable"
    assert _skip_cause("") == "no reason given"


def test_plugins_the_suites_configuration_asks_for(tmp_path):
    from parity.tasks.synth.suite import plugins_for, required_plugins, unrecognized_hint

    # parse 1.22: addopts with --cov, pytest-cov undeclared
    root = _tree(tmp_path / "parse", {
        "setup.cfg": "[tool:pytest]\naddopts = --cov=parse --cov-report=term-missing -v\n"})
    assert required_plugins(root) == ["pytest-cov"]
    root = _tree(tmp_path / "pp", {"pyproject.toml": (
        "[tool.pytest.ini_options]\naddopts = ['--timeout=30', '-p no:randomly']\n"
        "required_plugins = 'pytest-benchmark>=4 pytest-cov'\n")})
    assert required_plugins(root) == ["pytest-benchmark>=4", "pytest-cov", "pytest-timeout",
                                      "pytest-randomly"]
    assert required_plugins(_tree(tmp_path / "none", {"pytest.ini": "[pytest]\naddopts = -q\n"})) == []
    assert plugins_for("--covfefe -n 4") == []  # a prefix is a whole option, and xdist is not mapped
    hint = unrecognized_hint("ERROR: usage: pytest [options]\n"
                             "pytest: error: unrecognized arguments: --cov=parse --cov-report=x\n")
    assert "--with pytest-cov" in hint and "--cov=parse" in hint
    assert "--with PACKAGE" in unrecognized_hint("error: unrecognized arguments: --frobnicate")
    assert unrecognized_hint("1 passed") == ""


def test_extension_sources_and_their_setup_link_the_layers_compiled_modules(tmp_path):
    from parity.taskenv.spec import EnvSpec, extension_setup
    from parity.tasks.synth.layout import extension_sources

    repo = _tree(tmp_path / "repo", {
        "src/markupsafe/__init__.py": "", "src/markupsafe/_speedups.c": "/* C */",
        "src/markupsafe/_native.py": "", "tests/helper.c": "", "docs/x.c": "",
        "tools/loose.c": ""})  # no package there
    assert extension_sources(repo) == ["src/markupsafe/_speedups.c"]
    # a spec without extensions keeps the id it always had; the setup is empty
    plain = EnvSpec(requirements=["pytest"])
    assert EnvSpec(requirements=["pytest"], extensions=[]).id == plain.id
    assert extension_setup(plain) == "" and extension_setup(None) == ""
    spec = EnvSpec(requirements=["pytest"], extensions=["MarkupSafe==3.0.2"])
    assert spec.id != plain.id
    with pytest.raises(ValueError, match="NAME==VERSION"):
        EnvSpec(extensions=["markupsafe>=3"])
    # a layer as the build leaves it: parity-ext/<name>/<package>/<module>.so
    layer = tmp_path / "layer"
    ext = layer / "parity-ext" / "markupsafe" / "markupsafe"
    ext.mkdir(parents=True)
    (ext / "_speedups.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\x7fELF")
    (ext / "__init__.py").write_text("")
    (layer / "bin").mkdir()
    (layer / "bin" / "python").write_text(f"#!/bin/sh\necho {layer}\n")
    (layer / "bin" / "python").chmod(0o755)
    setup = "; ".join([layout_setup(repo, package_links(repo, [])), extension_setup(spec)])
    env = {"PATH": f"{layer / 'bin'}:/usr/bin:/bin"}
    subprocess.run(["bash", "-c", setup], cwd=repo, check=True, env=env)
    linked = repo / "src/markupsafe/_speedups.cpython-311-x86_64-linux-gnu.so"
    assert linked.is_symlink() and linked.resolve() == (
        ext / "_speedups.cpython-311-x86_64-linux-gnu.so").resolve()
    assert not (repo / "src/markupsafe/__init__.py").is_symlink()  # only compiled modules
    subprocess.run(["bash", "-c", setup], cwd=repo, check=True, env=env)  # again: no error


def test_pyyamls_layout_a_root_directory_of_cython_sources_is_moved_aside(tmp_path):
    from parity.tasks.synth.layout import extension_sources

    # PyYAML 6.0.4: lib/yaml is the package, the root's yaml/ holds _yaml.pyx and headers
    root = _tree(tmp_path, {
        "setup.py": "from setuptools import Extension\nsetup(package_dir={'': 'lib'},\n"
                    "      packages=['yaml', '_yaml'],\n"
                    "      ext_modules=[Extension('yaml._yaml', ['yaml/_yaml.pyx'])])\n",
        "lib/yaml/__init__.py": "V = 1\n", "lib/_yaml/__init__.py": "",
        "yaml/_yaml.pyx": "# cython\n", "yaml/_yaml.h": "",
        "tests/test_y.py": "import yaml\n"})
    assert extension_sources(root) == ["yaml/_yaml.pyx"]  # setup.py declares extensions
    setup = layout_setup(root, package_links(root, ["tests/test_y.py"]))
    assert package_links(root, ["tests/test_y.py"]) == {"_yaml": "lib", "yaml": "lib"}
    where = _imports_after_setup(root, setup, "yaml")
    assert Path(where).resolve() == (root / "lib/yaml/__init__.py").resolve()
    assert (root / ".parity-not-a-package-yaml" / "_yaml.pyx").is_file()
    subprocess.run(["bash", "-c", setup], cwd=root, check=True)  # again: nothing to move
