"""`parity env ...`: build, list and prune the dependency layers tasks run in, and pull the
OCI images some tasks run on (parity.taskenv); cli.py mounts this group.

Here, not in taskenv/: it reads task sets (parity.tasks.loaders), which name their
environments, and taskenv sits below tasks, so the lowest package that may import both is
this one."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path
from typing import Annotated

import typer

from parity.clikit import fail as _fail

app = typer.Typer(no_args_is_help=True, rich_markup_mode="markdown",
                  help="Environments: dependency layers built once, shared by tasks.")

TasksArg = Annotated[str, typer.Argument(help="Task file or directory.")]


def _needed(tasks: str) -> dict:
    """env id -> (its spec, the ids of the tasks that need it), for a task set."""
    from parity.tasks.loaders import load_tasks
    from parity.tasks.schema import env_spec

    needed: dict = {}
    try:
        for spec in load_tasks(tasks):
            env = env_spec(spec)
            if env is not None:
                needed.setdefault(env.id, (env, []))[1].append(spec.id)
    except (OSError, ValueError) as e:
        _fail(f"cannot read the environments of {tasks}: {e}")
    return needed


def _images(tasks: str) -> set[str]:
    """The images a task set names."""
    from parity.tasks.loaders import load_tasks

    try:
        return {spec.image for spec in load_tasks(tasks) if spec.image}
    except (OSError, ValueError) as e:
        _fail(f"cannot read the images of {tasks}: {e}")
    return set()


@app.command("tools")
def tools_cmd() -> None:
    """Build the sandbox's tools layer (pytest and ruff for every session and the grader),
    once, with the network settings pip has here (TLS, proxies, index: `make install` runs
    this, so a first run needs no network). Prints where it is; fails with what to set."""
    import time

    from parity.sandbox import SandboxError
    from parity.sandbox.tools_layer import MARKER, PACKAGES, layer_key, tools_layer
    from parity.sandbox.workspace import cache_dir

    start = time.monotonic()
    try:
        built = not (cache_dir() / "tools" / layer_key() / MARKER).exists()
        root = tools_layer()
    except (SandboxError, OSError) as e:
        _fail(str(e))
    typer.echo(f"tools layer: {root} ({', '.join(PACKAGES)}; "
               f"{'built' if built else 'cached'} in {time.monotonic() - start:.1f} s)")


@app.command("pull")
def pull_cmd(
    images: Annotated[list[str], typer.Argument(help=(
        "Images: a registry name (skopeo: docker://NAME), `oci:PATH[:TAG]` or an OCI "
        "layout directory."))],
) -> None:
    """Fetch OCI images and unpack them (umoci, rootless) into the cache, once per digest:
    a task whose `image` is one of them runs on its root filesystem. No Docker daemon."""
    from parity.taskenv.images import ImageError, pull

    failed = 0
    for ref in images:
        try:
            r = pull(ref)
        except ImageError as e:
            failed += 1
            typer.secho(f"{ref}: FAILED: {e}", fg=typer.colors.RED, err=True)
            continue
        typer.echo(f"{ref}: {'cached' if r['cached'] else 'unpacked'} in {r['seconds']:.1f} s, "
                   f"{r['size_bytes'] / 1e6:.1f} MB, {r['digest'][:19]} ({r['path']})")
    if failed:
        raise typer.Exit(1)


@app.command("build")
def build_cmd(
    tasks: TasksArg,
    jobs: Annotated[int, typer.Option(help="Environments built at once.")] = 4,
    engine: Annotated[str, typer.Option(help=(
        "host: layers for the bwrap backend; docker or podman: images (parity-env:<id>) "
        "for that container backend."))] = "host",
) -> None:
    """Build every environment a task set needs (each once; a built one is reused)."""
    from functools import partial

    from parity.taskenv import EnvBuildError, build
    from parity.taskenv.containers import ENGINES, build_image

    if engine != "host" and engine not in ENGINES:
        _fail(f"--engine {engine!r}: expected host, {' or '.join(ENGINES)}")
    if engine != "host":
        build = partial(build_image, engine=engine)
    needed = _needed(tasks)
    if not needed:
        typer.echo(f"no task in {tasks} names an environment")
        return
    from parity.observe.progress import bar

    failed = 0
    with ThreadPoolExecutor(max(1, jobs)) as pool, \
            bar(len(needed), "environments", "env") as progress:
        futures = {pool.submit(build, env): (env_id, ids)
                   for env_id, (env, ids) in needed.items()}
        for future in as_completed(futures):
            progress.update()
            env_id, ids = futures[future]
            try:
                b = future.result()
            except (EnvBuildError, ValueError, OSError) as e:
                failed += 1
                typer.secho(f"{env_id}: FAILED ({len(ids)} tasks): {e}", fg=typer.colors.RED,
                            err=True)
                continue
            progress.write(f"{env_id}: {'cached' if b.cached else 'built'} in {b.seconds:.1f} s, "
                           f"{b.size_bytes / 1e6:.1f} MB, {len(ids)} tasks ({b.path})")
    if failed:
        raise typer.Exit(1)


@app.command("list")
def list_cmd() -> None:
    """The environments built on this machine."""
    from parity.taskenv import list_layers
    from parity.taskenv.images import list_images

    layers = list_layers()
    if not layers:
        typer.echo("no environments built (parity env build TASKS)")
    for m in layers:
        reqs = m.get("spec", {}).get("requirements", [])
        typer.echo(f"{m.get('id')}  python {m.get('python_version')}  "
                   f"{m.get('size_bytes', 0) / 1e6:.1f} MB  {', '.join(reqs)}")
    for r in list_images():
        typer.echo(f"image {r['ref']}  {r['digest'][:19]}  {r.get('size_bytes', 0) / 1e6:.1f} MB"
                   f"  {r['path']}")


@app.command("prune")
def prune_cmd(
    tasks: Annotated[str | None, typer.Argument(help="Keep what this task set needs.")] = None,
    all_: Annotated[bool, typer.Option("--all", help="Remove every environment.")] = False,
) -> None:
    """Remove abandoned builds, and the environments and images TASKS does not need (or all,
    --all)."""
    from parity.taskenv import images, prune

    if tasks is not None and all_:
        _fail("give TASKS (keep what it needs) or --all, not both")
    keep = set() if all_ else set(_needed(tasks)) if tasks is not None else None
    keep_images = set() if all_ else _images(tasks) if tasks is not None else None
    removed = prune(keep) + images.prune(keep_images)
    typer.echo(f"removed {len(removed)}: {', '.join(removed)}" if removed else "nothing to remove")


@app.command("spec")
def spec_cmd(repo: Annotated[Path, typer.Argument(help="A repository directory.")]) -> None:
    """The environment a repository declares, as a task's `environment` field takes it."""
    from parity.taskenv import spec_from_repo

    if not repo.is_dir():
        _fail(f"not a directory: {repo}")
    try:
        spec = spec_from_repo(repo)
    except ValueError as e:
        _fail(str(e))
    typer.echo(json.dumps({"id": spec.id, **spec.model_dump()}))
