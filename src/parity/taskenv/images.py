"""OCI images as a task's whole system, with no Docker daemon: skopeo fetches, umoci unpacks.

SWE-bench, SWE-Gym and SWE-smith publish an image per instance or per repository, with the
repository at /testbed and its dependencies installed in the image's own Python. Such a
task (`TaskSpec.image`) runs under bwrap with the image's root filesystem in place of the
host's system directories, and its /testbed as the overlay's lower layer.

    cache_dir()/images/oci/                   one OCI layout: what `skopeo copy` fetched
    cache_dir()/images/refs/<key>.json        a reference as pulled -> its manifest digest
    cache_dir()/images/rootfs/<digest hex>/   umoci's bundle: rootfs/, config.json, mtree
    cache_dir()/images/rootfs/.unpack-XXXX/   an unpack in progress (renamed when done)

The rootfs is keyed by the manifest digest, so two references to one image share it and a
re-pushed tag unpacks anew. `umoci unpack --rootless` maps every file to the caller's user:
no privilege, no daemon, and the sandbox's user namespace reads it like the host's /usr.

What is left out: an image's config (its ENTRYPOINT, ENV, WORKDIR, USER) is not applied;
sessions get Parity's own clean environment, cwd at the task's workspace, uid 1000.
Registries need the network and credentials of the host (skopeo reads the usual
~/.docker/config.json or containers-auth.json); nothing here logs in.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from parity.sandbox.workspace import cache_dir
from parity.taskenv.layers import EnvMissing, _size

UNPACK_PREFIX = ".unpack-"
PULL_TIMEOUT_S = 3600
_DIGEST = re.compile(r"sha256:[0-9a-f]{64}")
_REF_NAME = "org.opencontainers.image.ref.name"


class ImageError(RuntimeError):
    """skopeo or umoci failed, or a reference names nothing that can be pulled."""


def images_root() -> Path:
    return (cache_dir() / "images").resolve()  # bound into sandboxes: no symlink on the way


def _ref_key(ref: str) -> str:
    return hashlib.sha256(ref.encode()).hexdigest()[:20]


def local_layout(ref: str) -> tuple[Path, str] | None:
    """(layout directory, tag) when `ref` names an OCI layout on this machine: `oci:PATH`,
    `oci:PATH:TAG`, or a directory holding an `oci-layout` file; None: a registry name."""
    if ref.startswith("oci:"):
        path, _, tag = ref[4:].partition(":")
        return Path(path).resolve(), tag or "latest"
    path, _, tag = ref.partition(":") if not os.path.isdir(ref) else (ref, "", "")
    if os.path.isfile(os.path.join(path, "oci-layout")):
        return Path(path).resolve(), tag or "latest"
    return None


def _manifest_digest(layout: Path, tag: str) -> str:
    try:
        index = json.loads((layout / "index.json").read_text())
    except (OSError, ValueError) as e:
        raise ImageError(f"{layout} is not an OCI layout: {e}") from e
    for m in index.get("manifests", []):
        if m.get("annotations", {}).get(_REF_NAME) == tag and _DIGEST.fullmatch(
                str(m.get("digest"))):
            return m["digest"]
    tags = [m.get("annotations", {}).get(_REF_NAME) for m in index.get("manifests", [])]
    raise ImageError(f"{layout} has no tag {tag!r} (tags: {', '.join(map(str, tags)) or 'none'})")


def _run(argv: list[str], what: str) -> None:
    try:
        r = subprocess.run(argv, capture_output=True, text=True, timeout=PULL_TIMEOUT_S)
    except FileNotFoundError as e:
        raise ImageError(f"{what}: `{argv[0]}` is not installed (apt-get install skopeo "
                         "umoci)") from e
    except (OSError, subprocess.TimeoutExpired) as e:
        raise ImageError(f"{what} failed: {e}") from e
    if r.returncode != 0:
        raise ImageError(f"{what} failed (exit {r.returncode}): "
                         f"{(r.stderr or r.stdout).strip()[-1500:]}")


def pull(ref: str) -> dict:
    """Fetch `ref` (a registry name through skopeo, or a local OCI layout as it is) and
    unpack it into the cache, once per manifest digest. Returns its record."""
    start = time.monotonic()
    root = images_root()
    local = local_layout(ref)
    if local is not None:
        layout, tag = local
    else:
        layout, tag = root / "oci", _ref_key(ref)
        layout.parent.mkdir(parents=True, exist_ok=True)
        _run(["skopeo", "copy", "--quiet", f"docker://{ref}", f"oci:{layout}:{tag}"],
             f"skopeo copy docker://{ref}")
    digest = _manifest_digest(layout, tag)
    dest = root / "rootfs" / digest.split(":")[1]
    cached = (dest / "rootfs").is_dir()
    if not cached:
        dest.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(dir=dest.parent, prefix=UNPACK_PREFIX))
        try:
            _run(["umoci", "unpack", "--rootless", "--image", f"{layout}:{tag}",
                  str(tmp / "bundle")], f"umoci unpack {layout}:{tag}")
            try:
                os.rename(tmp / "bundle", dest)
            except OSError:
                if not (dest / "rootfs").is_dir():
                    raise
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    record = {"ref": ref, "digest": digest, "path": str(dest / "rootfs"),
              "size_bytes": _size(dest / "rootfs"), "pulled_at": time.time()}
    refs = root / "refs"
    refs.mkdir(parents=True, exist_ok=True)
    tmp_ref = refs / f".{_ref_key(ref)}.{os.getpid()}"
    tmp_ref.write_text(json.dumps(record))
    os.replace(tmp_ref, refs / f"{_ref_key(ref)}.json")
    return dict(record, cached=cached, seconds=round(time.monotonic() - start, 2))


def _record(ref: str) -> dict | None:
    try:
        return json.loads((images_root() / "refs" / f"{_ref_key(ref)}.json").read_text())
    except (OSError, ValueError):
        return None


def require(ref: str, task_id: str) -> Path:
    """The unpacked root filesystem of a task's image, or EnvMissing saying how to pull it."""
    record = _record(ref)
    if record is None or not Path(record.get("path", "")).is_dir():
        raise EnvMissing(f"task {task_id} needs image {ref}, which is not pulled here: "
                         f"run `parity env pull {ref}`")
    return Path(record["path"])


def list_images() -> list[dict]:
    """Every pulled reference with its digest, size and rootfs, newest first."""
    refs = images_root() / "refs"
    found = []
    for p in refs.glob("*.json") if refs.is_dir() else []:
        try:
            found.append(json.loads(p.read_text()))
        except (OSError, ValueError):
            continue
    return sorted(found, key=lambda r: -r.get("pulled_at", 0))


def prune(keep: set[str] | None) -> list[str]:
    """Remove abandoned unpacks, and (unless `keep` is None) every image whose reference is
    not in `keep`, with the root filesystems no kept reference shares. Trap: a rootfs
    removed under a live session breaks it."""
    root = images_root()
    removed: list[str] = []
    kept_digests = set()
    for record in list_images():
        if keep is None or record["ref"] in keep:
            kept_digests.add(record["digest"].split(":")[1])
        else:
            (root / "refs" / f"{_ref_key(record['ref'])}.json").unlink(missing_ok=True)
            removed.append(record["ref"])
    rootfs = root / "rootfs"
    for p in rootfs.iterdir() if rootfs.is_dir() else []:
        stale = p.name.startswith(UNPACK_PREFIX) and time.time() - p.stat().st_mtime > 3600
        if stale or (not p.name.startswith(".") and p.name not in kept_digests):
            shutil.rmtree(p, ignore_errors=True)
    if keep is not None and not keep and (root / "oci").is_dir():
        shutil.rmtree(root / "oci", ignore_errors=True)  # the fetched blobs, all unused now
    return removed
