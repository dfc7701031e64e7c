"""Environments under a container engine: the same `EnvSpec` a layer is built from, built
as an image (`parity env build --engine docker`), and the image a task's sessions run.
The recipe and the wiring are checked everywhere; building and running it needs an engine
that answers, which this machine has not (those tests skip, saying so)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parity.sandbox.base import Limits, SandboxError, SessionEnv
from parity.sandbox.docker import DockerBackend, engine_unavailable_reason
from parity.taskenv import EnvMissing, EnvSpec, session_env
from parity.taskenv.containers import build_context, build_image, container_image, image_tag
from parity.taskenv.spec import python_version
from parity.types import Snapshot, Task

SPEC = EnvSpec(requirements=["tomli_w>=1.0", "attrs"], install=["echo built > marker"])


def _task(tmp_path: Path, **fields) -> Task:
    return Task(id="t-1", snapshot=Snapshot(path=str(tmp_path)), **fields)


def test_recipe_installs_the_spec(tmp_path: Path) -> None:
    build_context(SPEC, tmp_path)
    recipe = (tmp_path / "Dockerfile").read_text()
    # the layer's exact Python, not a floating tag: the env id hashes that version
    assert recipe.splitlines()[0] == f"FROM python:{python_version(SPEC.python)}-slim"
    assert "uv pip install --system --compile-bytecode -r /parity-env/requirements.txt" in recipe
    assert f"org.parity.env.id={SPEC.id}" in recipe
    assert (tmp_path / "requirements.txt").read_text().split() == SPEC.requirements
    assert "pytest" in SPEC.requirements  # grading needs it, in the image as in the layer
    assert (tmp_path / "install.sh").read_text() == "echo built > marker\n"
    assert "install.sh" in recipe
    build_context(EnvSpec(requirements=["attrs"]), tmp_path)
    assert "bash -e /parity-env/install.sh" not in (tmp_path / "Dockerfile").read_text()


def test_container_backends_get_an_image_not_a_layer(tmp_path: Path) -> None:
    task = _task(tmp_path, environment=SPEC.id, workspace="/testbed")
    with pytest.raises(EnvMissing, match="parity env build"):
        session_env(task, "bwrap")  # the host layer is not built here
    env = session_env(task, "docker")  # an image name: the engine says if it lacks it
    assert env == SessionEnv(container_image=image_tag(SPEC.id), workspace="/testbed")
    own = _task(tmp_path, image="swebench/sweb.eval.x86_64.django__django-11099:latest")
    assert session_env(own, "podman").container_image == own.image
    assert session_env(_task(tmp_path), "docker").container_image is None


def test_local_oci_layout_is_refused_by_engines(tmp_path: Path) -> None:
    layout = tmp_path / "layout"
    layout.mkdir()
    (layout / "oci-layout").write_text('{"imageLayoutVersion": "1.0.0"}')
    (layout / "index.json").write_text('{"schemaVersion": 2, "manifests": []}')
    with pytest.raises(EnvMissing, match="bwrap backend"):
        container_image(None, f"oci:{layout}", "t-1")


def test_docker_backend_refuses_a_host_layer(tmp_path: Path) -> None:
    backend = DockerBackend(tmp_path, engine="docker")
    with pytest.raises(SandboxError, match="container_image"):
        backend.create(tmp_path, "s1", Limits(), SessionEnv(layer=tmp_path))


def test_cli_rejects_an_unknown_engine(tmp_path: Path) -> None:
    from parity.cli import app

    tasks = tmp_path / "tasks.jsonl"
    tasks.write_text(json.dumps({"id": "x", "repo": str(tmp_path), "problem_statement": "x"})
                     + "\n")
    r = CliRunner().invoke(app, ["env", "build", str(tasks), "--engine", "lxc"])
    assert r.exit_code == 2 and "--engine 'lxc'" in r.output


def _engine() -> str:
    for engine in ("docker", "podman"):
        if shutil.which(engine) and engine_unavailable_reason(engine) is None:
            return engine
    pytest.skip(f"no container engine answers here: {engine_unavailable_reason('docker')}")


def test_image_built_and_run(tmp_path: Path) -> None:
    engine = _engine()
    spec = EnvSpec(requirements=["tomli_w>=1.0"])
    built = build_image(spec, engine)
    assert build_image(spec, engine).cached
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "use.py").write_text("import tomli_w\nprint(tomli_w.dumps({'a': 1}).strip())\n")
    backend = DockerBackend(tmp_path / "sessions", engine=engine)
    session = backend.create(repo, "s1", Limits(), SessionEnv(
        container_image=str(built.path), workspace="/testbed"))
    try:
        r = session.exec("pwd && python use.py")
        assert r.exit_code == 0 and r.stdout.split() == ["/testbed", "a", "=", "1"], r
    finally:
        session.close()
