"""Loading published task files: SWE-bench (JSONL, JSON array), SWE-Gym shards, SWE-smith,
Parquet and `save_to_disk` directories (where pyarrow is installed), Parity's own specs;
resolving repositories; and reversing SWE-smith's bug patches with real `git apply`."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from parity.tasks import loaders
from parity.tasks.loaders import (
    check_available,
    load_tasks,
    local_repo_dir,
    reverse_patch,
    summarize,
    synth_outputs,
)
from parity.tasks.schema import TaskSpec, apply_patch, to_task, write_specs

DATA = Path(__file__).with_name("data")
DJANGO_COMMIT = "d26b2424437dabeeca94d7900b37d2df4410da0c"
OPS = "def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n"
TEST_OPS = ("from calc.ops import add, sub\n\n\ndef test_add():\n    assert add(2, 3) == 5\n\n\n"
            "def test_sub():\n    assert sub(5, 3) == 2\n")

try:
    import pyarrow
    import pyarrow.parquet
except ImportError:
    pyarrow = None
needs_pyarrow = pytest.mark.skipif(pyarrow is None, reason="pyarrow is not installed here")


def git(cwd: Path, *args: str) -> str:
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.com",
               GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.com",
               GIT_CEILING_DIRECTORIES=str(cwd.parent))
    return subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True,
                          text=True).stdout


def make_git_repo(path: Path, files: dict[str, str]) -> str:
    """A repository with one commit holding `files`; returns the commit id."""
    write_tree(path, files)
    git(path, "init", "-q")
    git(path, "add", "-A")
    git(path, "commit", "-qm", "base")
    return git(path, "rev-parse", "HEAD").strip()


def write_tree(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)


def tree(root: Path) -> dict[str, tuple[bytes, bool]]:
    """Every file under root (outside .git): content and executable bit."""
    out = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root).as_posix()
        if p.is_file() and not rel.startswith(".git/") and rel != ".git":
            out[rel] = (p.read_bytes(), bool(p.stat().st_mode & 0o100))
    return out


@pytest.fixture
def repos(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("PARITY_CACHE", str(tmp_path / "cache"))
    root = tmp_path / "repos"
    root.mkdir()
    return root


# --- published formats ---------------------------------------------------------------------


def test_swebench_jsonl_with_json_encoded_test_lists(repos: Path):
    specs = load_tasks(DATA / "swebench.jsonl", repos_root=repos)
    assert [s.id for s in specs] == ["django__django-11099", "psf__requests-2317"]
    django, requests = specs
    assert django.repo == str(repos / "django__django")
    assert django.base_commit == DJANGO_COMMIT
    assert django.fail_to_pass == [
        "test_ascii_validator (auth_tests.test_validators.UsernameValidatorsTests)"]
    assert len(django.pass_to_pass) == 2
    assert django.gold_patch.startswith("diff --git a/django/contrib/auth/validators.py")
    assert django.bug_patch == "" and django.test_files == []
    assert "tests/auth_tests/test_validators.py" in django.test_patch
    assert django.test_command.startswith("./tests/runtests.py")
    assert requests.test_command == "python -m pytest -q"
    assert requests.fail_to_pass == ["test_requests.py::RequestsTestCase::test_encoded_methods"]
    assert "hints" not in requests.problem_statement.lower()  # hints_text is left out
    assert {s.split for s in specs} == {"test"}
    assert {s.family for s in specs} == {"unknown"}


def test_swebench_verified_json_array_ignores_unknown_fields(repos: Path):
    [spec] = load_tasks(DATA / "swebench_verified.json", repos_root=repos)
    assert spec.id == "pytest-dev__pytest-11143"
    assert spec.repo == str(repos / "pytest-dev__pytest")
    assert spec.fail_to_pass == ["testing/python/raises.py::TestRaises::test_raises_falsey_type_error"]
    assert spec.split == "test"


def test_swe_gym_shard_directory_takes_split_from_file_name(repos: Path):
    [spec] = load_tasks(DATA / "swe_gym", repos_root=repos)
    assert spec.id == "getmoto__moto-5752"
    assert spec.split == "train"  # train-00000-of-00001.jsonl
    assert spec.fail_to_pass == ["tests/test_ssm/test_tags.py::test_tag_key_with_colons"]
    assert spec.pass_to_pass == []
    assert load_tasks(DATA / "swe_gym", repos_root=repos, split="eval")[0].split == "eval"


def test_swesmith_patch_is_the_bug_and_its_reverse_the_fix(repos: Path):
    specs = load_tasks(DATA / "swesmith.jsonl", repos_root=repos)
    first, second = specs
    assert first.repo == str(repos / "acme__calc")  # the upstream clone, at the mirror's commit
    assert first.base_commit == "1a2b3c4d"
    assert "+    return a - b" in first.bug_patch
    assert "-    return a - b\n+    return a + b" in first.gold_patch
    assert reverse_patch(first.gold_patch) == first.bug_patch
    assert first.family == "func_pm_op_change" and second.family == "lm_rewrite"
    assert (first.mutations[0].file, first.mutations[0].line) == ("calc/ops.py", 2)
    assert second.problem_statement == ""  # left empty: the caller decides
    assert first.test_files == ["tests/test_ops.py"]  # the FAIL_TO_PASS tests' files
    assert {s.split for s in specs} == {"train"}
    assert summarize(specs)["by_mutation"] == {"func_pm_op_change": 1, "lm_rewrite": 1}


def test_whole_data_directory_mixes_formats(repos: Path):
    specs = load_tasks(DATA, repos_root=repos)
    assert summarize(specs) == {
        "tasks": 6, "repos": 5,
        "by_repo": {"acme__calc": 2, "django__django": 1, "psf__requests": 1,
                    "pytest-dev__pytest": 1, "getmoto__moto": 1},
        "by_mutation": {"unknown": 4, "func_pm_op_change": 1, "lm_rewrite": 1},
        "by_split": {"test": 3, "train": 3},
    }


def test_parity_specs_round_trip_through_a_file_and_a_directory(repos: Path, tmp_path: Path):
    specs = load_tasks(DATA / "swesmith.jsonl", repos_root=repos)
    write_specs(tmp_path / "specs" / "tasks.jsonl", specs)
    assert load_tasks(tmp_path / "specs" / "tasks.jsonl") == specs
    assert load_tasks(tmp_path / "specs") == specs
    assert {s.split for s in load_tasks(tmp_path / "specs", split="eval")} == {"eval"}


def test_what_synth_writes_is_read_in_either_form(repos: Path, tmp_path: Path):
    """`parity tasks synth --out` writes NAME.jsonl with NAME.report.json beside it, or a
    directory with tasks.jsonl and report.json; the reports are never read as tasks."""
    specs = load_tasks(DATA / "swesmith.jsonl", repos_root=repos)
    assert synth_outputs(tmp_path / "mytasks.jsonl") == (tmp_path / "mytasks.jsonl",
                                                         tmp_path / "mytasks.report.json")
    assert synth_outputs(tmp_path / "out") == (tmp_path / "out" / "tasks.jsonl",
                                               tmp_path / "out" / "report.json")
    (tmp_path / "old.jsonl").mkdir()  # a directory named like a file (what synth once made)
    assert synth_outputs(tmp_path / "old.jsonl")[0] == tmp_path / "old.jsonl" / "tasks.jsonl"
    with pytest.raises(ValueError, match=r"ending in \.jsonl \(.*mytasks\.jsonl\) or a directory"):
        synth_outputs(tmp_path / "mytasks.json")
    report = json.dumps({"repos": [], "wall_s": 1.0}) + "\n"
    for out in (tmp_path / "mytasks.jsonl", tmp_path / "old.jsonl", tmp_path / "out"):
        tasks, report_path = synth_outputs(out)
        write_specs(tasks, specs)
        report_path.write_text(report)
        assert load_tasks(out) == specs
    assert load_tasks(tmp_path / "out" / "tasks.jsonl") == specs
    with pytest.raises(ValueError, match="report of `parity tasks synth`.*mytasks.jsonl"):
        load_tasks(tmp_path / "mytasks.report.json")
    shutil.rmtree(tmp_path / "old.jsonl")
    shutil.rmtree(tmp_path / "out")  # the file and its report, in a directory of tasks
    assert load_tasks(tmp_path) == specs


def test_default_repos_root_comes_from_the_environment(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("PARITY_REPOS", str(tmp_path / "elsewhere"))
    [spec] = load_tasks(DATA / "swebench_verified.json")
    assert spec.repo == str(tmp_path / "elsewhere" / "pytest-dev__pytest")


@needs_pyarrow
def test_parquet_shards(repos: Path, tmp_path: Path):
    rows = [json.loads(line) for line in (DATA / "swebench.jsonl").read_text().splitlines()]
    shards = tmp_path / "hub" / "data"
    shards.mkdir(parents=True)
    for i, row in enumerate(rows):
        pyarrow.parquet.write_table(pyarrow.Table.from_pylist([row]),
                                    shards / f"test-0000{i}-of-00002.parquet")
    specs = load_tasks(tmp_path / "hub", repos_root=repos)
    assert specs == load_tasks(DATA / "swebench.jsonl", repos_root=repos)


@needs_pyarrow
def test_save_to_disk_directories(repos: Path, tmp_path: Path):
    """The layout `datasets` writes: Arrow IPC streams, state.json, dataset_dict.json."""
    gym = [json.loads(line) for line in
           (DATA / "swe_gym" / "train-00000-of-00001.jsonl").read_text().splitlines()]
    saved = tmp_path / "saved"
    (saved / "train").mkdir(parents=True)
    table = pyarrow.Table.from_pylist(gym)
    with pyarrow.OSFile(str(saved / "train" / "data-00000-of-00001.arrow"), "wb") as sink:
        with pyarrow.ipc.new_stream(sink, table.schema) as writer:
            writer.write_table(table)
    (saved / "train" / "state.json").write_text(json.dumps(
        {"_data_files": [{"filename": "data-00000-of-00001.arrow"}], "_split": "train"}))
    (saved / "train" / "dataset_info.json").write_text("{}")
    [spec] = load_tasks(saved / "train", repos_root=repos)
    assert spec.id == "getmoto__moto-5752" and spec.split == "train"
    (saved / "dataset_dict.json").write_text(json.dumps({"splits": ["train"]}))
    assert load_tasks(saved, repos_root=repos) == [spec]


def test_arrow_without_pyarrow_names_the_missing_package(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch):
    (tmp_path / "state.json").write_text(json.dumps(
        {"_data_files": [{"filename": "data-00000-of-00001.arrow"}]}))
    (tmp_path / "data-00000-of-00001.arrow").write_bytes(b"")
    monkeypatch.setitem(sys.modules, "pyarrow", None)  # `import pyarrow` now fails
    with pytest.raises(ImportError, match="needs pyarrow"):
        load_tasks(tmp_path)


# --- bad input -----------------------------------------------------------------------------


def test_malformed_line_names_file_and_line(tmp_path: Path):
    bad = tmp_path / "bad.jsonl"
    good = (DATA / "swebench.jsonl").read_text().splitlines()[0]
    bad.write_text(good + "\n\n{not json\n")
    with pytest.raises(ValueError, match=rf"{bad}:3: not valid JSON"):
        load_tasks(bad)


@pytest.mark.parametrize(("change", "message"), [
    ({"FAIL_TO_PASS": "not a list"}, r"bad.jsonl:1: field 'FAIL_TO_PASS' is a string but not"),
    ({"FAIL_TO_PASS": '{"a": 1}'}, r"bad.jsonl:1: field 'FAIL_TO_PASS' should be a list"),
    ({"base_commit": None}, r"bad.jsonl:1: missing field 'base_commit'"),
    ({"repo": "../../etc"}, r"bad.jsonl:1: repo '../../etc' is not a GitHub repository"),
])
def test_bad_fields_name_file_and_line(tmp_path: Path, change: dict, message: str):
    record = json.loads((DATA / "swebench.jsonl").read_text().splitlines()[0]) | change
    (tmp_path / "bad.jsonl").write_text(json.dumps(record) + "\n")
    with pytest.raises(ValueError, match=message):
        load_tasks(tmp_path / "bad.jsonl")


def test_unknown_records_duplicates_and_empty_directories(tmp_path: Path):
    (tmp_path / "odd.json").write_text('[{"title": "not a task"}]')
    with pytest.raises(ValueError, match=r"odd.json\[0\]: neither a Parity task"):
        load_tasks(tmp_path / "odd.json")
    line = (DATA / "swebench.jsonl").read_text().splitlines()[0]
    (tmp_path / "dup.jsonl").write_text(f"{line}\n{line}\n")
    with pytest.raises(ValueError, match=r"dup.jsonl:2: task id 'django__django-11099' already"):
        load_tasks(tmp_path / "dup.jsonl")
    shutil.copy(DATA / "swebench.jsonl", tmp_path / "lines.json")  # JSON Lines, .json name
    assert len(load_tasks(tmp_path / "lines.json")) == 2
    (tmp_path / "empty").mkdir()
    with pytest.raises(ValueError, match="holds no task files"):
        load_tasks(tmp_path / "empty")
    with pytest.raises(FileNotFoundError):
        load_tasks(tmp_path / "missing.jsonl")


# --- repositories --------------------------------------------------------------------------


def test_missing_repo_says_what_and_how(repos: Path):
    spec = load_tasks(DATA / "swebench.jsonl", repos_root=repos)[0]
    assert check_available(spec, repos) == (
        f"instance django__django-11099 needs github.com/django/django at commit "
        f"{DJANGO_COMMIT} in {repos}/django__django; this machine cannot reach GitHub: "
        f"clone it elsewhere (git clone https://github.com/django/django) and copy it there")


def test_missing_commit_says_which(repos: Path):
    make_git_repo(repos / "django__django", {"README": "django\n"})
    spec = load_tasks(DATA / "swebench.jsonl", repos_root=repos)[0]
    message = check_available(spec, repos)
    assert message is not None
    assert message.startswith(f"instance django__django-11099 needs commit {DJANGO_COMMIT} of "
                              f"github.com/django/django, which {repos}/django__django does not")
    assert f"git fetch origin {DJANGO_COMMIT}" in message


def test_nested_layout_is_found(repos: Path):
    commit = make_git_repo(repos / "psf" / "requests", {"README": "requests\n"})
    assert local_repo_dir("psf/requests", repos) == repos / "psf" / "requests"
    spec = load_tasks(DATA / "swebench.jsonl", repos_root=repos)[1]
    assert spec.repo == str(repos / "psf" / "requests")
    assert "github.com/psf/requests" in (check_available(spec, repos) or "")
    assert check_available(spec.model_copy(update={"base_commit": commit}), repos) is None


def test_present_repo_materializes_the_bugged_snapshot_without_tests(repos: Path, tmp_path: Path):
    clone = repos / "acme__calc"
    commit = make_git_repo(clone, {"calc/__init__.py": "", "calc/ops.py": OPS,
                                   "tests/test_ops.py": TEST_OPS})
    short = commit[:8]
    record = json.loads((DATA / "swesmith.jsonl").read_text().splitlines()[0])
    record["repo"] = record["repo"].replace("1a2b3c4d", short)
    record["instance_id"] = record["instance_id"].replace("1a2b3c4d", short)
    (tmp_path / "smith.jsonl").write_text(json.dumps(record) + "\n")
    [spec] = load_tasks(tmp_path / "smith.jsonl", repos_root=repos)
    assert spec.base_commit == short and spec.family == "func_pm_op_change"
    assert check_available(spec, repos) is None
    (clone / "calc" / "ops.py").write_text("# uncommitted edits never reach the snapshot\n")

    task = to_task(spec)
    snapshot = Path(task.snapshot.path)
    assert (snapshot / "calc" / "ops.py").read_text() == OPS.replace("a + b", "a - b", 1)
    assert not (snapshot / "tests").exists()
    assert task.fail_to_pass == ["tests/test_ops.py::test_add"] and task.split == "train"
    assert task.hidden_tests == {"tests/test_ops.py": TEST_OPS}
    fixed = tmp_path / "fixed"
    shutil.copytree(snapshot, fixed)
    apply_patch(fixed, task.gold_patch or "")
    assert (fixed / "calc" / "ops.py").read_text() == OPS


def test_bundled_and_local_specs(tmp_path: Path):
    spec = TaskSpec(id="t1", repo="no-such-bundled-repo", problem_statement="", fail_to_pass=[])
    assert "no-such-bundled-repo" in (check_available(spec) or "")
    local = spec.model_copy(update={"repo": str(tmp_path / "mine")})
    assert check_available(local) == (f"task t1 needs the repository {tmp_path}/mine, which is "
                                       f"not on this machine: copy it there")
    (tmp_path / "mine").mkdir()
    assert check_available(local) is None


def test_test_commands():
    assert loaders.test_command_for("django/django").startswith("./tests/runtests.py")
    assert loaders.test_command_for("pallets/flask") == "python -m pytest -q"


# --- reverse_patch -------------------------------------------------------------------------

BEFORE = {
    "keep.py": "a = 1\n-- sql comment\nb = 2\n\nc = 3",  # a removed line that reads "--- ..."
    "gone.txt": "bye\n",
    "mv_old.py": "x = 1\ny = 2\nz = 3\nw = 4\nv = 5\nu = 6\n",
    "script.sh": "echo hi\n",
}


def edit(root: Path) -> None:
    (root / "keep.py").write_text("a = 1\n++ plus line\nb = 2\n\nc = 4")
    (root / "gone.txt").unlink()
    (root / "new.txt").write_text("new\n")
    (root / "empty.txt").write_text("")
    (root / "mv_old.py").rename(root / "mv_new.py")
    (root / "mv_new.py").write_text(BEFORE["mv_old.py"].replace("z = 3", "z = 30"))
    (root / "script.sh").chmod(0o755)


def test_reverse_patch_matches_git_and_applies_both_ways(tmp_path: Path):
    repo = tmp_path / "repo"
    make_git_repo(repo, BEFORE)
    before = tree(repo)
    edit(repo)
    git(repo, "add", "-A")
    after = tree(repo)
    forward = git(repo, "diff", "--cached", "-M")
    for header in ("new file mode", "deleted file mode", "rename from", "old mode",
                   "--- sql comment", "\\ No newline at end of file"):
        assert header in forward
    backward = reverse_patch(forward)
    # git's own reverse, with a/ kept on the left as in any forward diff
    assert backward == git(repo, "diff", "--cached", "-M", "-R", "--src-prefix=b/", "--dst-prefix=a/")
    assert reverse_patch(backward) == forward

    work = tmp_path / "work"
    write_tree(work, BEFORE)
    assert tree(work) == before
    apply_patch(work, forward)
    assert tree(work) == after
    apply_patch(work, backward)
    assert tree(work) == before


def test_reverse_patch_plain_text():
    forward = ("diff --git a/f.txt b/f.txt\nnew file mode 100644\n--- /dev/null\n+++ b/f.txt\n"
               "@@ -0,0 +1,2 @@\n+one\n+two\n")
    assert reverse_patch(forward) == (
        "diff --git a/f.txt b/f.txt\ndeleted file mode 100644\n--- a/f.txt\n+++ /dev/null\n"
        "@@ -1,2 +0,0 @@\n-one\n-two\n")
    with pytest.raises(ValueError, match="cut short"):
        reverse_patch(forward.replace("+two\n", ""))
    with pytest.raises(ValueError, match="binary"):
        reverse_patch("diff --git a/x b/x\nGIT binary patch\nliteral 3\nKcmZ?\n\n")
