"""The outside set (`tasks.outside_eval`): small bugs in PyPI packages that nothing of a run
trains on, evaluated before and after RL as a set of its own. Offline: the shipped set's
shape; its config keys; and the loading path on tiny sdists behind file:// URLs in a private
cache: fetched on first use with a line per package, capped in turn over packages, shown
with its tests where `tasks.visible_tests` asks, refused where a training task comes from the
same package, and one line naming the fetch command when the download fails.
tests/integration/test_outside_set.py fetches the real set and grades every task."""

from __future__ import annotations

import hashlib
import io
import re
import shlex
import tarfile
from collections import Counter
from operator import attrgetter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parity.cli import app
from parity.config import ConfigError, load_config
from parity.run.tasks import check_paths, load_task_sets
from parity.tasks import BUNDLED_REPOS, BUNDLED_TASKS
from parity.tasks.loaders import load_tasks, reverse_patch
from parity.tasks.pypi import OUTSIDE_TASKS, PYPI_TASKS, fetch_command, packages
from parity.tasks.schema import Sdist, TaskSpec, read_specs, with_tests_visible, write_specs
from parity.tasks.select import in_turn
from parity.tasks.synth.statements import HIDDEN_TESTS_NOTE, MAX_TESTS_SHOWN

# what the kata set and the quickstart's demonstrations practise
SMALL_KINDS = {"invert_if", "flip_boolean", "swap_args", "drop_statement", "change_default",
               "drop_branch"}


def test_the_shipped_set_is_small_one_function_bugs_in_pinned_packages() -> None:
    specs = read_specs(OUTSIDE_TASKS)
    per_package = Counter(s.sdist.name for s in specs if s.sdist is not None)
    assert len(per_package) >= 3 and 24 <= len(specs) <= 32, per_package
    assert max(per_package.values()) <= 10, per_package
    assert OUTSIDE_TASKS.stat().st_size < 1_000_000  # specs only: the sources are fetched
    for s in specs:
        assert s.sdist is not None and s.repo == f"pypi/{s.sdist.name}-{s.sdist.version}"
        assert s.sdist.url.startswith("https://files.pythonhosted.org/")
        assert len(s.sdist.sha256) == 64 and s.bug_patch and s.gold_patch
        assert s.environment is None  # pytest only: the sandbox's tools layer has it
        assert len(s.mutations) == 1 and s.mutations[0].kind in SMALL_KINDS, s.id
        assert 1 <= len(s.fail_to_pass) <= 5 and s.pass_to_pass, s.id
        assert s.test_timeout_s <= 30.0 and s.split == "test"
        # the statement names the failing tests, and says where the tests are either way
        shown = s.fail_to_pass[:MAX_TESTS_SHOWN]
        assert all(f"`{t}`" in s.problem_statement for t in shown), s.id
        assert HIDDEN_TESTS_NOTE in s.problem_statement
        assert "run a failing one" in with_tests_visible(s).problem_statement


def test_nothing_trains_on_the_outside_packages() -> None:
    """No shipped set a run may train on (bundled, kata, the PyPI set) holds an outside
    package or an outside task; the kata set's repositories are generated (`kata/...`)."""
    outside = read_specs(OUTSIDE_TASKS)
    names = set(packages(outside))
    assert not names & set(packages(read_specs(PYPI_TASKS)))
    assert not names & {n.lower() for n in BUNDLED_REPOS}
    others = {s.id for s in read_specs(PYPI_TASKS) + read_specs(BUNDLED_TASKS)}
    assert not {s.id for s in outside} & others
    assert not any(s.repo.startswith("kata/") for s in outside)


def test_a_cap_takes_each_key_in_turn_and_keeps_the_order() -> None:
    specs = [TaskSpec(id=f"{pkg}-{n}", repo=pkg, problem_statement="", fail_to_pass=["t"])
             for pkg in ("a", "b", "c") for n in range(3)]
    by_repo = attrgetter("repo")
    assert [s.id for s in in_turn(specs, 4, by_repo)] == ["a-0", "a-1", "b-0", "c-0"]
    assert in_turn(specs, None, by_repo) == specs and in_turn(specs, 20, by_repo) == specs


def test_synth_refuses_a_kind_it_does_not_make(tmp_path: Path) -> None:
    r = CliRunner().invoke(app, ["tasks", "synth", "--repo", str(tmp_path), "--out",
                                 str(tmp_path / "t.jsonl"), "--kind", "invert_iff"])
    assert r.exit_code == 2 and "--kind invert_iff: no such mutation kind" in r.output


def test_the_config_keys() -> None:
    assert load_config(None, []).tasks.outside_eval is None  # off unless asked for
    assert load_config(None, ['tasks.outside_eval=""']).tasks.outside_eval is None
    cfg = load_config(None, ["tasks.outside_eval=outside", "tasks.outside_eval_tasks=8"])
    assert cfg.tasks.outside_eval == "outside" and cfg.tasks.outside_eval_tasks == 8
    check_paths(cfg)  # a shipped set by its name
    with pytest.raises(ConfigError, match="tasks.outside_eval_tasks") as e:
        load_config(None, ["tasks.outside_eval_tasks=-1"])
    assert "\n" not in str(e.value)
    with pytest.raises(ConfigError, match="tasks.outside_eval: no such file"):
        check_paths(load_config(None, ["tasks.outside_eval=no/such/tasks.jsonl"]))
    root = Path(__file__).resolve().parents[2] / "configs"
    assert load_config(root / "quickstart.toml").tasks.outside_eval == "outside"
    assert fetch_command(["toolz"], OUTSIDE_TASKS) == "parity tasks fetch --file outside toolz"
    assert load_tasks("outside", fetched=False) == read_specs(OUTSIDE_TASKS)


def _sdist(tmp_path: Path, name: str) -> Sdist:
    """NAME-1.0.tar.gz behind a file:// URL: a module and its test, as sdists are."""
    files = {f"{name}-1.0/{name}/__init__.py": "def add(a, b):\n    return a + b\n",
             f"{name}-1.0/tests/test_{name}.py":
                 f"from {name} import add\n\ndef test_add():\n    assert add(2, 3) == 5\n"}
    archive = tmp_path / f"{name}-1.0.tar.gz"
    with tarfile.open(archive, "w:gz") as t:
        for path, text in files.items():
            info = tarfile.TarInfo(path)
            info.size = len(text.encode())
            t.addfile(info, io.BytesIO(text.encode()))
    return Sdist(name=name, version="1.0", url=archive.as_uri(),
                 sha256=hashlib.sha256(archive.read_bytes()).hexdigest())


def _task(pin: Sdist, n: int) -> TaskSpec:
    bug = (f"--- a/{pin.name}/__init__.py\n+++ b/{pin.name}/__init__.py\n@@ -1,2 +1,2 @@\n"
           " def add(a, b):\n-    return a + b\n+    return a - b\n")
    return TaskSpec(id=f"{pin.name}-{n}", repo=f"pypi/{pin.name}-{pin.version}", bug_patch=bug,
                    gold_patch=reverse_patch(bug), problem_statement=f"add subtracts. "
                    f"{HIDDEN_TESTS_NOTE}", fail_to_pass=[f"tests/test_{pin.name}.py::test_add"],
                    test_files=[f"tests/test_{pin.name}.py"], sdist=pin, split="test")


@pytest.fixture
def files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """A private cache; a training task file (one package), an outside one (two others), one
    more package to demonstrate on (`warmup.demo_also`)."""
    monkeypatch.setenv("PARITY_CACHE", str(tmp_path / "cache"))
    pins = {name: _sdist(tmp_path, name)
            for name in ("trainpkg", "tinypkg", "otherpkg", "alsopkg")}
    paths = {"train": tmp_path / "train.jsonl", "outside": tmp_path / "outside.jsonl",
             "also": tmp_path / "also.jsonl"}
    write_specs(paths["train"], [_task(pins["trainpkg"], n) for n in range(4)])
    write_specs(paths["also"], [_task(pins["alsopkg"], n) for n in range(5)])
    write_specs(paths["outside"], [_task(pins[name], n) for name in ("tinypkg", "otherpkg")
                                   for n in range(3)])
    from parity.tasks.synth.sdist import fetch_pinned

    fetch_pinned(pins["trainpkg"])  # the training tasks are fetched; the outside ones not
    return paths


def _config(files: dict[str, Path], *more: str):
    return load_config(None, [f"tasks.train={files['train']}", "tasks.eval_fraction=0.5",
                              f"tasks.outside_eval={files['outside']}", *more])


def test_the_outside_set_is_fetched_on_first_use_and_evaluated_as_its_own_set(
        files: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    sets = load_task_sets(_config(files), tmp_path / "synth")
    out = capsys.readouterr().out
    assert "tasks: fetched tinypkg 1.0 in" in out and "tasks: fetched otherpkg 1.0 in" in out
    assert len(out.strip().splitlines()) == 2, out  # a line per package
    assert list(sets.eval_sets()) == ["eval", "outside"]
    assert len(sets.outside) == 6 and {t.split for t in sets.outside} == {"test"}
    assert sets.labels["outside"] == "outside packages, never trained on (tinypkg, otherpkg)"

    capped = load_task_sets(_config(files, "tasks.outside_eval_tasks=2"), tmp_path / "synth")
    assert capsys.readouterr().out == ""  # fetched: nothing to fetch again
    assert [t.id for t in capped.outside] == ["tinypkg-0", "otherpkg-0"]  # one of each

    shown = load_task_sets(_config(files, "tasks.visible_tests=true"), tmp_path / "synth")
    task = shown.outside[0]
    assert "run a failing one" in task.problem_statement
    assert (Path(task.snapshot.path) / "tests/test_tinypkg.py").is_file()
    assert "a - b" in (Path(task.snapshot.path) / "tinypkg/__init__.py").read_text()


def test_a_package_the_run_trains_on_is_not_outside(files: dict[str, Path],
                                                    tmp_path: Path) -> None:
    both = tmp_path / "both.jsonl"
    write_specs(both, read_specs(files["outside"]) + read_specs(files["train"])[:1])
    with pytest.raises(ConfigError, match="training tasks come from trainpkg too"):
        load_task_sets(_config(files, f"tasks.outside_eval={both}"), tmp_path / "synth")


def test_a_failed_fetch_is_one_line_naming_a_command_that_then_works(
        files: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    archives = sorted(tmp_path.glob("*pkg-1.0.tar.gz"))
    for a in archives:  # the index does not answer
        a.rename(a.with_suffix(".away"))
    with pytest.raises(ConfigError) as e:
        load_task_sets(_config(files), tmp_path / "synth")
    message = str(e.value)
    assert message.startswith("tasks.outside_eval: cannot fetch ") and "\n" not in message
    (command,) = re.findall(r"`(parity [^`]+)`", message)
    assert command == f"parity tasks fetch --file {files['outside']} tinypkg otherpkg"
    for a in archives:  # it answers again: the command, as printed
        a.with_suffix(".away").rename(a)
    done = CliRunner().invoke(app, shlex.split(command)[1:])
    assert done.exit_code == 0, done.output
    capsys.readouterr()
    assert len(load_task_sets(_config(files), tmp_path / "synth").outside) == 6
    assert "fetched" not in capsys.readouterr().out


def test_demonstrations_also_on_another_package_in_their_share(
        files: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    """`warmup.demo_also`: tasks of another file, fetched on first use, shown with their tests
    where asked, make `demo_also_share` of the demonstrations; the rest are the run's own."""
    from parity.run.model import demo_specs

    cfg = _config(files, "warmup.demos=4", f"warmup.demo_also={files['also']}",
                  "warmup.demo_also_share=0.75", "tasks.visible_tests=true")
    sets = load_task_sets(cfg, tmp_path / "synth")
    assert "tasks: fetched alsopkg 1.0 in" in capsys.readouterr().out
    assert len(sets.demo_also) == 5
    assert all("run a failing one" in s.problem_statement for s in sets.demo_also)
    chosen = demo_specs(cfg, sets)
    assert Counter(s.repo for s in chosen) == {"pypi/alsopkg-1.0": 3, "pypi/trainpkg-1.0": 1}
    assert "3 of the demonstrations' tasks from" in capsys.readouterr().out
    # unset: the run's own, as before
    plain = _config(files, "warmup.demos=4")
    assert {s.repo for s in demo_specs(plain, load_task_sets(plain, tmp_path / "synth"))} \
        == {"pypi/trainpkg-1.0"}


def test_demonstrations_never_on_an_evaluated_package(files: dict[str, Path],
                                                      tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"^warmup.demo_also: otherpkg, tinypkg is evaluated"):
        load_task_sets(_config(files, "warmup.demos=4", f"warmup.demo_also={files['outside']}"),
                       tmp_path / "synth")
    with pytest.raises(ConfigError, match="trainpkg is evaluated"):  # its eval share
        load_task_sets(_config(files, "warmup.demos=4", f"warmup.demo_also={files['train']}"),
                       tmp_path / "synth")
    bundled = load_config(None, ["tasks.train=bundled", "warmup.demos=4",
                                 "warmup.demo_also=bundled"])
    with pytest.raises(ConfigError, match="tasks.train is 'bundled' already"):
        load_task_sets(bundled, tmp_path / "synth")
