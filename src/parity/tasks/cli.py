"""`parity tasks ...`: look at task sets, synthesize new ones, and check the grader."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Annotated

import typer

from parity.clikit import fail as _fail
from parity.clikit import setup_logging

app = typer.Typer(no_args_is_help=True, rich_markup_mode="markdown", help="Task sets: list, show, stats, synth, fetch, cheat-check.")


def _load(path: str | None):
    from parity.tasks import bundled_specs

    try:
        if path is None:
            return bundled_specs()
        if path == "kata" and not Path(path).exists():
            return bundled_specs(kata=True)
        from parity.tasks.loaders import load_tasks

        return load_tasks(path)
    except (OSError, ValueError, ImportError, RuntimeError) as e:
        _fail(str(e))


PathArg = Annotated[str | None, typer.Argument(help="Task file or directory, or `kata`, `pypi` or `outside` (default: bundled).")]


@app.command("list")
def list_tasks(
    path: PathArg = None,
    split: Annotated[str | None, typer.Option(help="Only this split (train, eval, ...).")] = None,
    limit: Annotated[int, typer.Option(help="Show at most this many.")] = 50,
) -> None:
    """One line per task: id, split, failing tests, mutation family."""
    specs = [s for s in _load(path) if split is None or s.split == split]
    for s in specs[:limit]:
        typer.echo(f"{s.id:55s} {s.split:6s} F2P={len(s.fail_to_pass):<3d} "
                   f"P2P={len(s.pass_to_pass):<4d} {s.family}")
    if len(specs) > limit:
        typer.echo(f"... {len(specs) - limit} more (--limit)")


@app.command()
def show(task_id: str, path: PathArg = None,
         patches: Annotated[bool, typer.Option(help="Also print the bug and gold patches.")] = False) -> None:
    """A task in full: problem statement, tests, and (with --patches) the bug and its fix."""
    specs = {s.id: s for s in _load(path)}
    if task_id not in specs:
        close = [i for i in specs if task_id in i][:5]
        _fail(f"no task {task_id!r}" + (f"; did you mean {', '.join(close)}?" if close else ""))
    s = specs[task_id]
    typer.echo(f"id: {s.id}\nrepo: {s.repo}\nsplit: {s.split}\nfamily: {s.family}")
    for m in s.mutations:
        typer.echo(f"mutation: {m.kind} at {m.file}:{m.line} ({m.description})")
    typer.echo(f"test command: {s.test_command}")
    typer.echo(f"FAIL_TO_PASS ({len(s.fail_to_pass)}): {', '.join(s.fail_to_pass[:10])}")
    typer.echo(f"PASS_TO_PASS: {len(s.pass_to_pass)} tests")
    typer.echo(f"\nproblem statement:\n{s.problem_statement}")
    if patches:
        typer.echo(f"\nbug patch:\n{s.bug_patch}\ngold patch:\n{s.gold_patch}")


@app.command()
def stats(path: PathArg = None,
          as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False) -> None:
    """Counts of tasks, repositories, mutation families and splits."""
    from parity.tasks.loaders import summarize

    summary = summarize(_load(path))
    if as_json:
        typer.echo(json.dumps(summary))
        return
    typer.echo(f"tasks: {summary['tasks']}  repos: {summary['repos']}")
    for key in ("by_split", "by_repo", "by_mutation"):
        if key in summary:
            typer.echo(f"{key}:")
            for k, v in sorted(summary[key].items(), key=lambda kv: -kv[1]):
                typer.echo(f"  {k:40s} {v}")


@app.command()
def synth(
    repo: Annotated[str | None, typer.Option(help="A local Python repository with a pytest suite.")] = None,
    pypi: Annotated[str | None, typer.Option("--pypi", "--sdist", help="NAME==VERSION: a PyPI sdist that ships its tests (downloaded into the cache, never built), synthesized in its dependency layer.")] = None,
    env: Annotated[bool | None, typer.Option("--env/--no-env", help="Run in a dependency layer of what the repository declares (pyproject.toml, requirements*.txt, setup.cfg, an sdist's PKG-INFO with its test extras), built here, named by the tasks. Default: on with --pypi, off otherwise.")] = None,
    with_: Annotated[list[str] | None, typer.Option("--with", help="A requirement the layer needs besides what the repository declares (repeatable; implies --env).")] = None,
    bundled: Annotated[bool, typer.Option(help="Rebuild the bundled task set from the bundled repos.")] = False,
    out: Annotated[str | None, typer.Option(help="Where the tasks go: a file name ending in .jsonl (the report beside it, NAME.report.json) or a directory (tasks.jsonl and report.json in it). Every command that reads tasks takes either.")] = None,
    seed: int = 0,
    split: Annotated[str, typer.Option(help="The tasks' split (--repo, --pypi; --bundled splits by repository).")] = "train",
    max_candidates: Annotated[int, typer.Option(help="Single-bug candidates per repository.")] = 120,
    workers: Annotated[int, typer.Option(help="Validations in parallel.")] = 3,
    kind: Annotated[list[str] | None, typer.Option("--kind", help="Only this mutation kind (repeatable; default: every kind).")] = None,
    max_failing: Annotated[int | None, typer.Option(min=1, help="Reject a bug that fails more than this many tests.")] = None,
    max_tasks: Annotated[int | None, typer.Option(min=1, help="Keep at most this many single-bug tasks, one of each mutation kind in turn.")] = None,
    multi_per_file: Annotated[int, typer.Option(min=0, help="Multi-bug tasks (pairs, triples) per source file; 0: single bugs only.")] = 3,
    test_timeout_s: Annotated[float | None, typer.Option(min=1.0, help="Each bug's test run may take this long (default: scaled from the clean suite's time); its task's tests get three times it.")] = None,
    clean_timeout_s: Annotated[float, typer.Option(min=1.0, help="The first run of the clean suite may take this long; the second gets twice its measured time plus 30 s, and each mutant's run scales from it.")] = 1800.0,
    backend: Annotated[str, typer.Option(help="Sandbox backend.")] = "auto",
    verbose: Annotated[bool, typer.Option("--verbose", "-v")] = False,
) -> None:
    """Mutate real code, keep only bugs that real tests catch and whose reverse patch fixes."""
    setup_logging(verbose)
    if sum(x is not None and x is not False for x in (repo, pypi, bundled or None)) != 1:
        _fail("give exactly one of --repo PATH, --pypi NAME==VERSION or --bundled")
    use_env = bool(with_) or (env if env is not None else pypi is not None)
    if use_env and bundled:
        _fail("--env/--with: the bundled repositories need no environment")
    from parity.tasks.synth.mutations import KINDS

    if unknown := [k for k in kind or [] if k not in KINDS]:
        _fail(f"--kind {unknown[0]}: no such mutation kind (kinds: {', '.join(KINDS)})")
    from parity.sandbox import Limits, SandboxError, make_backend
    from parity.tasks import BUNDLED_REPOS, BUNDLED_TASKS, EVAL_REPOS
    from parity.tasks.loaders import synth_outputs
    from parity.tasks.schema import write_specs
    from parity.tasks.synth.pipeline import SynthConfig, Synthesizer, write_report

    if out is None and not bundled:
        _fail("--out FILE.jsonl or --out DIR is required with --repo or --pypi")
    try:
        tasks_path, report_path = (synth_outputs(out) if out is not None else
                                   (BUNDLED_TASKS, BUNDLED_TASKS.with_name("bundled_report.json")))
    except ValueError as e:
        _fail(str(e))
    try:
        box = make_backend(backend)
    except (SandboxError, ValueError) as e:
        _fail(str(e))
    pin = None
    if bundled:
        targets = [(name, "eval" if name in EVAL_REPOS else "train") for name in BUNDLED_REPOS]
    else:
        if pypi:
            from parity.tasks.synth.sdist import fetch_sdist, fetched

            try:
                repo = str(fetch_sdist(pypi))
            except (RuntimeError, ValueError, OSError) as e:
                _fail(str(e))
            # the tasks name it portably ("pypi/<name>-<version>") and pin its archive
            pin = fetched(*(part.strip() for part in pypi.split("==", 1)))
        assert repo is not None
        if not Path(repo).is_dir():
            _fail(f"repository directory not found: {repo}")
        targets = [(str(Path(repo).resolve()), split)]
    environment = _synth_env(Path(targets[0][0]), with_ or [], pin) if use_env else None
    tasks_path.parent.mkdir(parents=True, exist_ok=True)
    start = time.monotonic()
    all_specs, reports = [], []
    for name, split in targets:
        typer.echo(f"synthesizing from {name} ({split}) ...", err=True)
        cfg = SynthConfig(seed=seed, max_candidates=max_candidates, workers=workers, split=split,
                          clean_timeout_s=clean_timeout_s, max_multi_per_file=multi_per_file,
                          kinds=tuple(kind) if kind else None, max_failing=max_failing,
                          max_tasks=max_tasks, test_timeout_s=test_timeout_s)
        try:
            specs, report = Synthesizer(box, Limits(timeout_s=120), cfg).synthesize(
                name, repo_label=pin and f"pypi/{Path(name).name}", environment=environment)
        except (ValueError, FileNotFoundError) as e:
            _fail(str(e))
        all_specs += [s.model_copy(update={"sdist": pin}) for s in specs]
        reports.append(report)
        typer.echo(f"  {len(specs)} validated tasks ({report.stable_tests} stable tests, "
                   f"{sum(report.rejected.values())} candidates rejected)", err=True)
        if report.rejected:
            typer.echo("  rejected: " + ", ".join(
                f"{why} {n}" for why, n in report.rejected.most_common()), err=True)
        if report.clean_failures:
            typer.echo(f"  {sum(report.clean_failures.values())} tests fail on the clean code and "
                       "are left out: " + ", ".join(
                           f"{why} ({n})" for why, n in report.clean_failures.most_common(5)),
                       err=True)
        if report.skipped:
            typer.echo(f"  {sum(report.skipped.values())} tests are skipped on the clean code "
                       "and never graded (a bug only they would catch makes no task): "
                       + ", ".join(f"{why} ({n})" for why, n in report.skipped.most_common(5)),
                       err=True)
        if not specs and report.rejected:
            gold = [r["detail"] for r in report.rejected_mutants
                    if r["reason"] == "gold patch fails" and "detail" in r]
            if gold:
                typer.echo(f"  a gold patch failed because: {gold[0][:300]}", err=True)
    write_specs(tasks_path, all_specs)
    data = write_report(report_path, reports, time.monotonic() - start)
    typer.echo(json.dumps(data, indent=2))
    typer.echo(f"wrote {len(all_specs)} tasks to {tasks_path} (the report: {report_path})")
    if not all_specs:
        sys.exit(1)


def _synth_env(root: Path, extra: list[str], pin=None):
    """The layer a repository's tests run in: what it declares (an sdist's PKG-INFO too) plus
    `extra`, built now (the network is used here, never in a sandbox). `pin`: the sdist's
    release, whose compiled extension modules the layer holds when the repository has C or
    Cython sources (the release's wheel, or a build of its sdist)."""
    from parity.taskenv import EnvBuildError, EnvSpec, build, spec_from_repo
    from parity.taskenv.spec import requirement_name
    from parity.tasks.synth.layout import extension_sources
    from parity.tasks.synth.sdist import sdist_requirements
    from parity.tasks.synth.suite import required_plugins

    try:
        declared = spec_from_repo(root)
        requirements = declared.requirements + sdist_requirements(root) + extra
        have = {requirement_name(r) for r in requirements}
        if plugins := [p for p in required_plugins(root) if requirement_name(p) not in have]:
            typer.echo(f"pytest's configuration asks for {', '.join(plugins)} (addopts, "
                       "required_plugins): added to the environment", err=True)
        extensions = []
        if sources := extension_sources(root):
            if pin is not None:
                extensions = [f"{pin.name}=={pin.version}"]
                typer.echo(f"{len(sources)} C/Cython sources ({sources[0]}, ...): the layer "
                           f"holds {extensions[0]}'s compiled extension modules, linked into "
                           "each workspace by the tasks' setup", err=True)
            else:
                typer.echo(f"note: {len(sources)} C/Cython sources ({sources[0]}, ...) are not "
                           "built: the tests run without the compiled modules (skipped tests "
                           "are counted below); synthesize a PyPI release with --pypi "
                           "NAME==VERSION to have them built", err=True)
        spec = EnvSpec(requirements=requirements + plugins, extensions=extensions)
        typer.echo(f"environment {spec.id}: {', '.join(spec.requirements)} ...", err=True)
        built = build(spec)
    except (ValueError, EnvBuildError, OSError) as e:
        _fail(f"cannot build the environment of {root}: {e}")
    typer.echo(f"  {'cached' if built.cached else 'built'} in {built.seconds:.1f} s "
               f"({built.size_bytes / 1e6:.1f} MB)", err=True)
    return spec


@app.command()
def validate(
    path: PathArg = None,
    limit: Annotated[int | None, typer.Option(help="Check only the first N tasks.")] = None,
    sample: Annotated[int | None, typer.Option(help="Check N tasks drawn at random (seed 0).")] = None,
    workers: int = 3,
    backend: Annotated[str, typer.Option(help="Sandbox backend.")] = "auto",
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object: each task's rewards and the summary.")] = False,
) -> None:
    """Check every task: its gold patch earns 1, the empty patch earns 0 (each task's two
    rewards are printed as it finishes)."""
    from dataclasses import asdict

    from parity.sandbox import SandboxError, make_backend
    from parity.tasks.validate import TaskCheck, validate_specs

    specs = _load(path)[:limit]
    if sample is not None:
        import random

        specs = random.Random(0).sample(specs, min(sample, len(specs)))
    try:
        box = make_backend(backend)
    except (SandboxError, ValueError) as e:
        _fail(str(e))
    width = max((len(s.id) for s in specs), default=0)

    def show(check: TaskCheck) -> None:
        verdict = "ok" if check.problem is None else f"FAIL {check.problem}"
        typer.echo(f"{check.task_id:{width}s}  gold {check.gold_reward:.1f}  "
                   f"empty {check.empty_reward:.1f}  {verdict}")

    from parity.taskenv import EnvMissing

    try:
        report = validate_specs(specs, box, workers, None if as_json else show)
    except EnvMissing as e:  # the tasks checked so far are printed; this says what to build
        _fail(str(e))
    s = report.summary()
    if as_json:
        typer.echo(json.dumps({"tasks": [asdict(t) for t in report.tasks],
                               "checked": s["checked"], "failed": s["failed"],
                               "grade_p50_s": s["grade_p50_s"]}))
    else:
        typer.echo(f"{s['checked']} tasks checked, {s['failed']} failed; grading p50 "
                   f"{s['grade_p50_s']} s per fresh-workspace test run")
    sys.exit(1 if report.failures else 0)


@app.command()
def fetch(
    names: Annotated[list[str], typer.Argument(help="Packages of the PyPI task set (docs/tasks.md lists them), or `all`.")],
    env: Annotated[bool, typer.Option("--env/--no-env", help="Also build the tasks' dependency layers (the network is used here, never in a sandbox).")] = True,
    file: Annotated[str | None, typer.Option(help="A task file or directory whose tasks name their sdists (`synth --pypi` writes one), or `outside` (the shipped outside set); default: the shipped PyPI set.")] = None,
) -> None:
    """Make the shipped PyPI task set (or, with `--file`, the outside set or a set of your
    own) runnable here: download each package's sdist (its sha256 checked against the one the
    set pins), unpack it into the cache, make the tasks' snapshots and build their
    environments. Idempotent: what is there is kept."""
    from parity.taskenv import EnvBuildError
    from parity.tasks.loaders import load_tasks
    from parity.tasks.pypi import PYPI_TASKS, select
    from parity.tasks.pypi import fetch as fetch_package

    try:
        chosen = select(load_tasks(file or PYPI_TASKS, fetched=False), names)
    except (OSError, ValueError) as e:
        _fail(str(e))
    start = time.monotonic()
    for name, specs in chosen.items():
        try:
            done = fetch_package(specs, lambda line: typer.echo(line, err=True), build_envs=env)
        except (RuntimeError, ValueError, OSError, EnvBuildError) as e:
            _fail(f"{name}: {e}")
        typer.echo(f"{done.name} {done.version}: {done.tasks} tasks ready in {done.total_s:.1f} s")
    import shlex

    listed = shlex.quote(file) if file else "pypi"
    typer.echo(f"fetched {len(chosen)} package(s) of {Path(file or PYPI_TASKS).name} in "
               f"{time.monotonic() - start:.1f} s; `parity tasks list {listed}` lists their "
               "tasks")


@app.command()
def kata(
    per_family: Annotated[int | None, typer.Option(help="Repositories (one function each) per family (default: the shipped set's 80).")] = None,
    seed: int = 0,
    out: Annotated[str | None, typer.Option(help="Write the set here (DIR/kata/<family>/<name>, DIR/kata.jsonl) instead of the cache; needed for a --per-family or --seed other than the default.")] = None,
) -> None:
    """Generate the kata set: one-function repositories a CPU-sized model can learn on, and
    their tasks. By default into the cache, where Parity also generates it on first use,
    checked against the digest the package ships (`parity.tasks.KATA_DIGEST`)."""
    from parity.tasks import KATA_DIGEST, KATA_EVAL_FAMILIES, kata_root
    from parity.tasks.synth.kata import PER_FAMILY, build_set

    if out is None:
        if per_family not in (None, PER_FAMILY) or seed != 0:
            _fail("--per-family and --seed other than the defaults need --out DIR "
                  "(the cache holds the shipped set)")
        try:
            root = kata_root()
        except RuntimeError as e:
            _fail(str(e))
        typer.echo(f"the kata set (digest {KATA_DIGEST[:16]}, checked) is in {root}")
        return
    counts = build_set(Path(out), KATA_EVAL_FAMILIES, per_family or PER_FAMILY, seed)
    for family, kinds in counts["per_family"].items():
        typer.echo(f"{family:12s} {sum(kinds.values()):5d}  "
                   + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    same = "the shipped set" if counts["digest"] == KATA_DIGEST else "NOT the shipped set"
    typer.echo(f"wrote {counts['tasks']} tasks from {counts['modules']} repositories to "
               f"{Path(out) / 'kata.jsonl'}; digest {counts['digest']} ({same}; "
               f"{counts['files']} files, {counts['bytes']} bytes)")

# `parity tasks cheat-check` is in parity/evaluation/cli.py, and cli.py joins it to this group:
# it builds the environment the catalogue runs in, and tasks do not import the environment
# server.
