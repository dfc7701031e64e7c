"""Tasks from the files they are published in: Parity's own, SWE-bench, SWE-Gym, SWE-smith.

`load_tasks` turns a file or a directory into `TaskSpec`s and decides each record's format
by its keys, so one directory may mix them:

  - a Parity spec (`id`, `fail_to_pass`, ...), as `write_specs` writes it;
  - a SWE-bench, SWE-bench Verified or SWE-Gym instance (`instance_id`, `patch`,
    `test_patch`): the snapshot is the repository at `base_commit`, `patch` is the gold fix,
    and the hidden tests come from `test_patch`;
  - a SWE-smith instance (`instance_id`, `patch`, no `test_patch`): `patch` *introduces* the
    bug, so it becomes `bug_patch`, and the gold fix is its exact reverse (`reverse_patch`);
    the files of its FAIL_TO_PASS tests become the hidden `test_files`, as SWE-smith hides
    them, and the strategy its instance id names (`func_pm_op_change`, ...) its mutation kind.

Files: JSONL, JSON arrays, Parquet and Arrow, alone or in a directory, including one written
by `datasets`' `save_to_disk` and one `parity tasks synth` wrote (its report beside the tasks,
`report.json` or `NAME.report.json`, is never read as tasks: `synth_outputs`). Parquet and Arrow need pyarrow (the `datasets` package brings
it); JSON needs nothing. A file named like a Hugging Face split (`train-00000-of-00001.parquet`,
`test.jsonl`) or saved as one gives its split to the published instances in it.

SWE-bench's Docker images cannot be used here (no Docker daemon, no network), so a task runs
on a local clone: "owner/name" is expected at `repos_root/owner__name` (or
`repos_root/owner/name`), repos_root being $PARITY_REPOS or ~/.cache/parity/repos. A SWE-smith
repository "swesmith/owner__name.abc12345" is the upstream repository at commit abc12345 with
fresh history and without .github/workflows (SWE-smith's `create_mirror`), so it uses the
same upstream clone at that commit. Loading never fails for a missing clone:
`check_available` says what is missing and how to bring it.

Left out, on purpose:
  - `hints_text`: SWE-bench's standard setting shows no hints, and neither do we;
  - `version`, `environment_setup_commit`, `created_at`, `image_name`: `TaskSpec` has no place
    for the first three; an image is not set from `image_name` (it would make every load
    need it pulled): set `TaskSpec.image` to run on it (docs/environments.md). SWE-bench
    and SWE-Gym tasks do get the images' workspace, /testbed;
    `setup` stays empty, since installing a repository's dependencies needs the network;
  - the official harness's per-repo, per-version test commands: `test_command_for` knows a
    few (django, sympy: run on the test files of `test_patch`, as the harness does, and read
    by their log parsers, `parity.tasks.logparsers`); every other repository runs
    `python -m pytest -q`;
  - a problem statement for SWE-smith instances that have none: it stays empty, and whether
    to write one, show the failing tests instead or skip the task is the caller's decision.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from parity.sandbox.workspace import cache_dir
from parity.tasks.grading import split_patch
from parity.tasks.logparsers import REPO_LOG_PARSERS
from parity.tasks.schema import Mutation, TaskSpec, repo_path

REPOS_ENV = "PARITY_REPOS"
DEFAULT_TEST_COMMAND = "python -m pytest -q"
# From the official harness (swebench.harness.constants), for repositories whose suites are
# not plain pytest; grading reads their logs (`REPO_LOG_PARSERS`).
KNOWN_TEST_COMMANDS = {
    "django/django": "./tests/runtests.py --verbosity 2 --settings=test_sqlite --parallel 1",
    "sympy/sympy": "bin/test -C --verbose",
}
TASK_SUFFIXES = (".jsonl", ".json", ".parquet", ".arrow")
# JSON files that `datasets` writes beside its data: metadata, never records.
DATASET_METADATA = frozenset({"state.json", "dataset_info.json", "dataset_infos.json",
                              "dataset_dict.json"})
# What `parity tasks synth --out` writes into a directory; beside a file NAME.jsonl, the
# report is NAME.report.json.
SYNTH_TASKS = "tasks.jsonl"
SYNTH_REPORT = "report.json"
REPORT_SUFFIX = ".report.json"
SPLIT_FILE = re.compile(r"(train|test|dev|validation)(?:-\d+-of-\d+)?")
GITHUB_NAME = re.compile(r"[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+")
# "swesmith/owner__name.abc12345": SWE-smith's mirror of owner/name at commit abc12345.
SWESMITH_REPO = re.compile(
    r"(?:[A-Za-z0-9_.-]+/)?(?P<owner>[A-Za-z0-9-]+)__(?P<name>[A-Za-z0-9_.-]+)"
    r"\.(?P<commit>[0-9a-f]{7,40})")
HUNK_HEADER = re.compile(r"@@ -(\d+(?:,\d+)?) \+(\d+(?:,\d+)?) @@(.*)", re.S)


def default_repos_root() -> Path:
    return Path(os.environ.get(REPOS_ENV) or cache_dir() / "repos").expanduser()


def load_tasks(path: str | Path, repos_root: Path | None = None, *,
               split: str | None = None, fetched: bool = True) -> list[TaskSpec]:
    """Every task in a file or directory: what every command that reads tasks calls. `split`
    overrides every task's split; without it a Parity spec keeps its own, and a published
    instance takes the split its file names, else "test" (SWE-bench style: pass
    split="train" for SWE-Gym files not named train-*) or "train" (SWE-smith). `fetched`:
    tasks on PyPI sdists fail, naming `parity tasks fetch`, where a source is not here."""
    root = (repos_root or default_repos_root()).expanduser().absolute()
    specs: list[TaskSpec] = []
    first_seen: dict[str, str] = {}
    path = named_file(path) or path
    for where, file_split, record in _records(Path(path)):
        spec = _to_spec(record, where, root, split, split or file_split)
        if spec.id in first_seen:
            raise ValueError(f"{where}: task id {spec.id!r} already loaded from "
                             f"{first_seen[spec.id]}")
        first_seen[spec.id] = where
        specs.append(spec)
    if fetched and any(s.sdist is not None for s in specs):  # PyPI sdists: fetched here?
        from parity.tasks.pypi import check_fetched

        check_fetched(specs, Path(path))
    return specs


NAMED_FILES = ("pypi", "outside")  # task files shipped with Parity (pypi.SHIPPED), by name


def synth_outputs(out: str | Path) -> tuple[Path, Path]:
    """(tasks, report) for `parity tasks synth --out OUT`: OUT itself and NAME.report.json
    beside it for a file name ending in .jsonl, else the directory OUT with tasks.jsonl and
    report.json in it (a directory of any name that is there already stays one). Either is
    what `load_tasks` reads. ValueError for a name of another task format: synthesis writes
    JSON Lines only, and a directory named like a file is a trap for whoever reads it."""
    out = Path(out)
    if out.is_dir():
        return out / SYNTH_TASKS, out / SYNTH_REPORT
    if out.suffix == ".jsonl":
        return out, out.with_name(out.stem + REPORT_SUFFIX)
    if out.suffix in TASK_SUFFIXES:
        raise ValueError(f"--out {out}: tasks are written as JSON Lines; name a file ending "
                         f"in .jsonl ({out.with_suffix('.jsonl')}) or a directory")
    return out / SYNTH_TASKS, out / SYNTH_REPORT


def is_synth_report(path: Path) -> bool:
    """A report that `parity tasks synth` wrote beside its tasks (`synth_outputs`)."""
    return path.name == SYNTH_REPORT or path.name.endswith(REPORT_SUFFIX)


def named_file(path: str | Path) -> Path | None:
    """The shipped task file a name stands for (`pypi`: the PyPI set, `outside`: the outside
    set), unless a file or directory of that name is here; else None."""
    if str(path) not in NAMED_FILES or Path(path).exists():
        return None
    from parity.tasks.pypi import SHIPPED

    return SHIPPED[str(path)]


def summarize(specs: list[TaskSpec]) -> dict[str, Any]:
    """Counts for `parity tasks stats`: tasks, repositories, mutation families, splits."""
    return {
        "tasks": len(specs),
        "repos": len({s.repo for s in specs}),
        "by_repo": dict(Counter(Path(s.repo).name for s in specs).most_common()),
        "by_mutation": dict(Counter(s.family for s in specs).most_common()),
        "by_split": dict(Counter(s.split for s in specs).most_common()),
    }


def test_command_for(repo: str, test_patch: str = "") -> str:
    """The test command for a GitHub repository "owner/name". A runner that is not pytest
    gets the test files `test_patch` touches as arguments, as SWE-bench's harness passes
    them (its get_test_directives: data files left out; django's as dotted labels under
    tests/), so that it runs those and not the whole suite."""
    command = KNOWN_TEST_COMMANDS.get(repo)
    if command is None:
        return DEFAULT_TEST_COMMAND
    files = list(dict.fromkeys(p for p, _ in split_patch(test_patch) if p.endswith(".py")))
    if repo == "django/django":
        files = [p.removeprefix("tests/").removesuffix(".py").replace("/", ".") for p in files]
    return " ".join([command, *(shlex.quote(f) for f in files)])


def local_repo_dir(repo: str, repos_root: Path) -> Path:
    """Where the clone of GitHub repository "owner/name" is expected: `owner__name`, or
    `owner/name` when only that one exists."""
    if not GITHUB_NAME.fullmatch(repo) or any(p in (".", "..") for p in repo.split("/")):
        raise ValueError(f"repo {repo!r} is not a GitHub repository name (owner/name)")
    owner, name = repo.split("/")
    flat, nested = repos_root / f"{owner}__{name}", repos_root / owner / name
    return nested if nested.is_dir() and not flat.is_dir() else flat


def check_available(spec: TaskSpec, repos_root: Path | None = None) -> str | None:
    """None when the task's repository (at its commit) is on this machine, else what is
    missing and how to bring it. `repos_root` is where `load_tasks` put GitHub clones; a
    repository there is named as github.com/owner/name in the message."""
    root = (repos_root or default_repos_root()).expanduser().absolute()
    path = Path(spec.repo)
    if not path.is_absolute():  # a bundled repository's name, or a relative path
        try:
            path = repo_path(spec.repo)
        except FileNotFoundError as e:
            return f"task {spec.id}: {e}"
    upstream = _upstream_of(path, root)
    what = f"github.com/{upstream}" if upstream else f"the repository {path}"
    at = f" at commit {spec.base_commit}" if spec.base_commit else ""
    if not path.is_dir():
        if upstream:
            return (f"instance {spec.id} needs {what}{at} in {path}; this machine cannot reach "
                    f"GitHub: clone it elsewhere (git clone https://{what}) and copy it there")
        return f"task {spec.id} needs {what}{at}, which is not on this machine: copy it there"
    if spec.base_commit:
        r = subprocess.run(
            ["git", "-C", str(path), "cat-file", "-e", f"{spec.base_commit}^{{commit}}"],
            capture_output=True, text=True,
            env=dict(os.environ, GIT_CEILING_DIRECTORIES=str(path.parent)))
        if r.returncode != 0:
            detail = r.stderr.strip().splitlines()[-1:] or ["no output"]
            return (f"instance {spec.id} needs commit {spec.base_commit} of {what}, which {path} "
                    f"does not have (not a git repository, or a clone without that commit; "
                    f"git said: {detail[0]}): fetch it elsewhere (git fetch origin "
                    f"{spec.base_commit}) and copy the repository there again")
    return None


def _upstream_of(path: Path, root: Path) -> str | None:
    """"owner/name" for a clone laid out by `local_repo_dir`, else None."""
    if path.parent == root and "__" in path.name:
        return path.name.replace("__", "/", 1)
    if path.parent.parent == root:
        return f"{path.parent.name}/{path.name}"
    return None


# --- records -------------------------------------------------------------------------------


def _to_spec(record: dict[str, Any], where: str, root: Path, split: str | None,
             published_split: str | None) -> TaskSpec:
    keys = set(record)
    try:
        if {"id", "fail_to_pass"} <= keys:
            spec = TaskSpec.model_validate(record)
            return spec.model_copy(update={"split": split}) if split else spec
        if {"instance_id", "patch", "test_patch"} <= keys:
            return _from_swebench(record, root, published_split or "test")
        if {"instance_id", "patch"} <= keys:
            return _from_swesmith(record, root, published_split or "train")
    except ValueError as e:  # pydantic's ValidationError is a ValueError
        raise ValueError(f"{where}: {e}") from e
    raise ValueError(f"{where}: neither a Parity task nor a SWE-bench or SWE-smith instance "
                     f"(keys: {', '.join(sorted(keys)[:15])})")


def _from_swebench(record: dict[str, Any], root: Path, split: str) -> TaskSpec:
    upstream = _text(record, "repo")
    return TaskSpec(
        id=_text(record, "instance_id"), repo=str(local_repo_dir(upstream, root)),
        base_commit=_text(record, "base_commit"), gold_patch=_text(record, "patch"),
        test_patch=_text(record, "test_patch"),
        problem_statement=_text(record, "problem_statement", ""),
        fail_to_pass=_test_ids(record, "FAIL_TO_PASS"),
        pass_to_pass=_test_ids(record, "PASS_TO_PASS"),
        test_command=test_command_for(upstream, _text(record, "test_patch")),
        log_parser=REPO_LOG_PARSERS.get(upstream, "pytest"), split=split, hide_tests="none",
        workspace="/testbed",  # where SWE-bench's images, and so its test ids, put the repo
    )


def _from_swesmith(record: dict[str, Any], root: Path, split: str) -> TaskSpec:
    repo = _text(record, "repo")
    m = SWESMITH_REPO.fullmatch(repo)
    if not m:
        raise ValueError(f"repo {repo!r} is not a SWE-smith repository (swesmith/owner__name.commit)")
    instance_id, patch = _text(record, "instance_id"), _text(record, "patch")
    fail_to_pass = _test_ids(record, "FAIL_TO_PASS")
    return TaskSpec(
        id=instance_id, repo=str(local_repo_dir(f"{m['owner']}/{m['name']}", root)),
        base_commit=m["commit"], bug_patch=patch, gold_patch=reverse_patch(patch),
        problem_statement=_text(record, "problem_statement", ""),
        fail_to_pass=fail_to_pass, pass_to_pass=_test_ids(record, "PASS_TO_PASS"),
        # SWE-smith hides the files of the FAIL_TO_PASS tests from the agent; so do we.
        test_files=sorted({t.split("::")[0] for t in fail_to_pass if "::" in t}),
        hide_tests="listed",
        mutations=[_swesmith_mutation(instance_id, repo.rsplit("/", 1)[-1], patch)], split=split,
    )


def _swesmith_mutation(instance_id: str, mirror: str, patch: str) -> Mutation:
    """SWE-smith names the bug's strategy in the instance id: `owner__name.abc12345.` then
    e.g. `func_pm_op_change__x1y2z3w4`, `lm_rewrite__...`, `combine_file__...` or `pr_123`."""
    rest = instance_id.removeprefix(f"{mirror}.") if instance_id.startswith(f"{mirror}.") else ""
    if m := re.fullmatch(r"(.+?)__[A-Za-z0-9]+", rest):
        kind = m.group(1)
    elif re.fullmatch(r"pr_\d+", rest):
        kind = "pr_mirror"
    else:
        kind = "swesmith"
    file, line = _first_change(patch)
    return Mutation(kind=kind, file=file, line=line, description="from SWE-smith")


def _first_change(patch: str) -> tuple[str, int]:
    """The first changed line of a patch, as (path, line in the patched file)."""
    for path, chunk in split_patch(patch):
        line = 0
        for text in chunk.splitlines():
            if m := HUNK_HEADER.match(text):
                line = int(m.group(2).split(",")[0])
            elif line and text[:1] in ("+", "-") and not text.startswith(("+++ ", "--- ")):
                return path, line
            elif line and text[:1] == " ":
                line += 1
        if path:
            return path, 0
    return "", 0


def _text(record: dict[str, Any], name: str, default: str | None = None) -> str:
    value = record.get(name)
    if value is None:
        if default is None:
            raise ValueError(f"missing field {name!r}")
        return default
    if not isinstance(value, str):
        raise ValueError(f"field {name!r} should be a string, not {type(value).__name__}")
    return value


def _test_ids(record: dict[str, Any], name: str) -> list[str]:
    """A list of test ids; SWE-bench publishes them as a JSON-encoded string, others as lists."""
    value = record.get(name)
    if value is None:
        return []
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError as e:
            raise ValueError(f"field {name!r} is a string but not a JSON list: {e.msg}") from e
    if not isinstance(value, list | tuple) or not all(isinstance(t, str) for t in value):
        raise ValueError(f"field {name!r} should be a list of test ids")
    return list(value)


# --- files ---------------------------------------------------------------------------------


def _records(path: Path) -> Iterator[tuple[str, str | None, dict[str, Any]]]:
    """(where, split the file names, record) for every record under `path`."""
    if path.is_file():
        if is_synth_report(path):
            raise ValueError(f"{path} is the report of `parity tasks synth`, not tasks: read "
                             f"the tasks beside it ({_tasks_beside(path)})")
        yield from _file_records(path, _split_named(path))
        return
    if not path.is_dir():
        raise FileNotFoundError(f"no task file or directory at {path}")
    if (path / "dataset_dict.json").is_file():  # `DatasetDict.save_to_disk`
        for split in json.loads((path / "dataset_dict.json").read_text())["splits"]:
            yield from _saved_dataset(path / split, split)
        return
    if (path / "state.json").is_file():  # `Dataset.save_to_disk`
        yield from _saved_dataset(path, None)
        return
    files = sorted(
        p for p in path.rglob("*")
        if p.suffix in TASK_SUFFIXES and p.name not in DATASET_METADATA and p.is_file()
        and not is_synth_report(p) and not any(part.startswith(".") for part in p.relative_to(path).parts))
    if not files:
        raise ValueError(f"{path} holds no task files ({', '.join('*' + s for s in TASK_SUFFIXES)})")
    for f in files:
        yield from _file_records(f, _split_named(f))


def _tasks_beside(report: Path) -> Path:
    if report.name == SYNTH_REPORT:
        return report.with_name(SYNTH_TASKS)
    return report.with_name(report.name.removesuffix(REPORT_SUFFIX) + ".jsonl")


def _split_named(path: Path) -> str | None:
    m = SPLIT_FILE.fullmatch(path.name.split(".")[0])
    return m.group(1) if m else None


def _saved_dataset(directory: Path, split: str | None) -> Iterator[tuple[str, str | None, dict]]:
    state = json.loads((directory / "state.json").read_text())
    names = [f["filename"] for f in state.get("_data_files", [])]
    files = [directory / n for n in names] or sorted(directory.glob("*.arrow"))
    for f in files:
        yield from _arrow_records(f, split or state.get("_split"))


def _file_records(path: Path, split: str | None) -> Iterator[tuple[str, str | None, dict]]:
    if path.suffix == ".jsonl":
        yield from _jsonl_records(path, split)
    elif path.suffix == ".json":
        yield from _json_records(path, split)
    elif path.suffix == ".parquet":
        pyarrow = _import_pyarrow(path)
        batches = pyarrow.parquet.ParquetFile(path).iter_batches()
        yield from _rows(path, split, batches)
    elif path.suffix == ".arrow":
        yield from _arrow_records(path, split)
    else:
        raise ValueError(f"{path}: not a task file (expected {', '.join(TASK_SUFFIXES)})")


def _jsonl_records(path: Path, split: str | None) -> Iterator[tuple[str, str | None, dict]]:
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as e:
                raise ValueError(f"{path}:{n}: not valid JSON ({e.msg}, column {e.colno})") from e
            if not isinstance(record, dict):
                raise ValueError(f"{path}:{n}: expected a JSON object, got {type(record).__name__}")
            yield f"{path}:{n}", split, record


def _json_records(path: Path, split: str | None) -> Iterator[tuple[str, str | None, dict]]:
    """A JSON array of records, or one record; JSON Lines under a .json name also read."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        if e.msg == "Extra data":  # several values: JSON Lines, as `datasets` also accepts
            yield from _jsonl_records(path, split)
            return
        raise ValueError(f"{path}:{e.lineno}: not valid JSON ({e.msg}, column {e.colno})") from e
    for i, record in enumerate(data if isinstance(data, list) else [data]):
        if not isinstance(record, dict):
            raise ValueError(f"{path}[{i}]: expected a JSON object, got {type(record).__name__}")
        yield f"{path}[{i}]", split, record


def _arrow_records(path: Path, split: str | None) -> Iterator[tuple[str, str | None, dict]]:
    """An Arrow file as `save_to_disk` writes it (the IPC stream format) or an IPC file."""
    pyarrow = _import_pyarrow(path)
    with pyarrow.memory_map(str(path)) as source:
        try:
            reader = pyarrow.ipc.open_stream(source)
        except pyarrow.ArrowInvalid:
            source.seek(0)
            reader = pyarrow.ipc.open_file(source)
            yield from _rows(path, split, (reader.get_batch(i) for i in range(reader.num_record_batches)))
            return
        yield from _rows(path, split, reader)


def _rows(path: Path, split: str | None, batches: Any) -> Iterator[tuple[str, str | None, dict]]:
    n = 0
    for batch in batches:
        for record in batch.to_pylist():
            n += 1
            yield f"{path} row {n}", split, record


def _import_pyarrow(path: Path) -> Any:
    try:
        import pyarrow
        import pyarrow.ipc
        import pyarrow.parquet  # noqa: F401  (binds pyarrow.parquet)
    except ImportError as e:
        raise ImportError(f"reading {path} needs pyarrow, which is not installed here "
                          f"(pip install pyarrow; the datasets package brings it too)") from e
    return pyarrow


# --- patches -------------------------------------------------------------------------------


def reverse_patch(patch: str) -> str:
    """The exact reverse of a git-style unified diff: applying it undoes `patch`. Handles
    modified, new, deleted, renamed and mode-changed files; hunks are walked by their line
    counts, so a removed line that reads "-- x" is not mistaken for a header. Binary patches
    and copies cannot be reversed from the diff alone and raise ValueError."""
    lines = patch.splitlines(keepends=True)
    out: list[str] = []
    i = 0
    while i < len(lines):
        text, eol = _split_eol(lines[i])
        nxt = _split_eol(lines[i + 1])[0] if i + 1 < len(lines) else ""
        if m := HUNK_HEADER.fullmatch(text):
            old, new, rest = m.groups()
            out.append(f"@@ -{new} +{old} @@{rest}{eol}")
            i = _reverse_hunk(lines, i + 1, _count(old), _count(new), out)
            continue
        if text.startswith("--- ") and nxt.startswith("+++ "):
            eol2 = _split_eol(lines[i + 1])[1]
            out.append(f"--- {_relabel(nxt[4:], 'b/', 'a/')}{eol}")
            out.append(f"+++ {_relabel(text[4:], 'a/', 'b/')}{eol2}")
            i += 2
            continue
        for first, second in (("old mode ", "new mode "), ("rename from ", "rename to ")):
            if text.startswith(first) and nxt.startswith(second):
                out.append(f"{first}{nxt[len(second):]}{eol}")
                out.append(f"{second}{text[len(first):]}{_split_eol(lines[i + 1])[1]}")
                i += 2
                break
        else:
            out.append(_reverse_header(text) + eol)
            i += 1
    return "".join(out)


def _reverse_header(text: str) -> str:
    if text.startswith("diff --git "):
        m = re.fullmatch(r"diff --git a/(.+) b/(.+)", text)
        return f"diff --git a/{m.group(2)} b/{m.group(1)}" if m and m.group(1) != m.group(2) else text
    if text.startswith("new file mode "):
        return "deleted file mode " + text.removeprefix("new file mode ")
    if text.startswith("deleted file mode "):
        return "new file mode " + text.removeprefix("deleted file mode ")
    if m := re.fullmatch(r"index ([0-9a-f]+)\.\.([0-9a-f]+)(.*)", text):
        return f"index {m.group(2)}..{m.group(1)}{m.group(3)}"
    if m := re.fullmatch(r"Binary files (.+) and (.+) differ", text):
        return f"Binary files {_relabel(m.group(2), 'b/', 'a/')} and {_relabel(m.group(1), 'a/', 'b/')} differ"
    if text.startswith(("GIT binary patch", "copy from ", "copy to ")):
        kind = "binary" if text.startswith("GIT") else "copied-file"
        raise ValueError(f"cannot reverse a {kind} patch ({text!r}): undoing it needs content "
                         f"that the diff does not hold")
    return text


def _reverse_hunk(lines: list[str], i: int, old_n: int, new_n: int, out: list[str]) -> int:
    """Reverse one hunk body starting at lines[i]; returns the index after it. Within each
    run of changes the new removals go first, as git writes them."""
    seq: list[list[str]] = []  # each entry: a line, then any "\ No newline" marker after it
    removed: list[list[str]] = []
    added: list[list[str]] = []
    last: list[str] | None = None
    start = i
    while i < len(lines) and (old_n > 0 or new_n > 0 or lines[i].startswith("\\")):
        line = lines[i]
        tag = line[:1]
        if tag == "\\":
            if last is None:
                raise ValueError(f"patch line {i + 1}: {line.strip()!r} follows no line")
            last.append(line)
        elif tag == " " or line in ("\n", "\r\n"):  # an empty line is a blank context line
            seq += removed + added
            removed, added = [], []
            last = [line]
            seq.append(last)
            old_n, new_n = old_n - 1, new_n - 1
        elif tag == "-":
            last = ["+" + line[1:]]
            added.append(last)
            old_n -= 1
        elif tag == "+":
            last = ["-" + line[1:]]
            removed.append(last)
            new_n -= 1
        else:
            raise ValueError(f"patch line {i + 1}: {line.rstrip()!r} is not part of a hunk")
        if old_n < 0 or new_n < 0:
            raise ValueError(f"patch line {i + 1}: the hunk starting at line {start} is longer "
                             f"than its header says")
        i += 1
    if old_n > 0 or new_n > 0:
        raise ValueError(f"the hunk starting at patch line {start} is cut short")
    seq += removed + added
    out.extend(text for entry in seq for text in entry)
    return i


def _count(span: str) -> int:
    return int(span.split(",")[1]) if "," in span else 1


def _split_eol(line: str) -> tuple[str, str]:
    stripped = line.rstrip("\r\n")
    return stripped, line[len(stripped):]


def _relabel(label: str, old_prefix: str, new_prefix: str) -> str:
    """A ---/+++ operand on the other side: a/x becomes b/x; /dev/null stays."""
    return new_prefix + label[len(old_prefix):] if label.startswith(old_prefix) else label
