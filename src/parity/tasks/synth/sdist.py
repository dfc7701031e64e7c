"""Fetch a PyPI source distribution that ships its tests, for synthesis on unseen code.

The archive is taken as published, through PyPI's JSON API, and never built: `pip download`
would prepare the package's metadata, which runs its build backend (flit_core, hatchling,
setuptools-scm...) and fails whenever that backend is not installed where pip runs. The
index is `$PARITY_PYPI_URL` (default https://pypi.org/pypi), anything that answers
`GET {index}/{name}/{version}/json` (or `{index}/{name}/json`) the way PyPI does; where it
is unset and pip is set to use a mirror instead of PyPI (pip's `index-url`), that mirror's
simple index (PEP 503) is asked, and a pinned PyPI URL that cannot be reached is fetched
from it too (the sha256 decides). TLS trust and proxies are the environment's
(`SSL_CERT_FILE`, `HTTPS_PROXY`), as urllib reads them.

Unpacked, an sdist is its top directory at cache_dir()/pypi/<name>-<version>, beside a stamp
<name>-<version>.json holding the `Sdist` it came from (URL, sha256): the stamp is written last,
so a directory without one is an interrupted fetch. Tasks name the directory `pypi/<name>-<version>`
(`schema.repo_path`), so a task set made here runs wherever `fetch_pinned` brought the same
archive, checked against the sha256 the set pins (`parity tasks fetch`, parity.tasks.pypi).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import tarfile
import tempfile
import urllib.error
import urllib.parse
import urllib.request
import zipfile
from pathlib import Path

from parity.sandbox.workspace import cache_dir
from parity.tasks.schema import Sdist

DEFAULT_INDEX = "https://pypi.org/pypi"
PYPI_FILES = "https://files.pythonhosted.org/packages"
# PyPI's file tree: packages/<2 hex>/<2 hex>/<60 hex of blake2b>/<file>
PYPI_FILE = re.compile(r"/packages/([0-9a-f]{2}/[0-9a-f]{2}/[0-9a-f]{60}/[^/]+)$")


def _get(url: str, what: str) -> bytes:
    try:
        with urllib.request.urlopen(url, timeout=120) as r:
            return r.read()
    except urllib.error.HTTPError as e:
        if e.code == 404:
            raise RuntimeError(f"{what}: not found ({url})") from e
        raise RuntimeError(f"{what}: HTTP {e.code} from {url}") from e
    except (urllib.error.URLError, TimeoutError, OSError) as e:
        raise RuntimeError(f"{what}: cannot reach {url} ({getattr(e, 'reason', e)})") from e


def pypi_root() -> Path:
    """Where unpacked sdists live: the root that task repositories `pypi/...` are found in."""
    return cache_dir() / "pypi"


def sdist_dir(name: str, version: str) -> Path:
    return pypi_root() / f"{name}-{version}"


def fetched(name: str, version: str) -> Sdist | None:
    """The sdist unpacked here for name==version (from its stamp), or None."""
    stamp = _stamp(name, version)
    if not stamp.is_file() or not sdist_dir(name, version).is_dir():
        return None
    try:
        return Sdist.model_validate_json(stamp.read_text())
    except ValueError:
        return None  # damaged: fetched again


def _stamp(name: str, version: str) -> Path:
    return pypi_root() / f"{name}-{version}.json"


def pip_simple_index() -> str | None:
    """The index pip is set to use instead of PyPI here (pip's `index-url`), if any: a
    machine that reaches only a mirror says so to pip, and Parity then asks the same mirror
    (parity.sandbox.package_index reads pip's settings)."""
    from parity.sandbox.package_index import pip_config

    url = pip_config().get("index-url", "").strip()
    return url.rstrip("/") or None


_ANCHOR = re.compile(r"""<a\s[^>]*href=["']([^"']+)["'][^>]*>([^<]+)</a>""", re.I)


def find_sdist_simple(name: str, version: str, index: str) -> Sdist:
    """NAME==VERSION's sdist from a PEP 503 simple index (HTML; any mirror serves it, a
    directory too): the file `<name>-<version>.tar.gz` (or .zip), its sha256 from the link's
    `#sha256=` fragment."""
    from parity.taskenv.spec import requirement_name

    page = f"{index}/{requirement_name(name)}/"
    if page.startswith("file:"):  # a directory index: its page is the folder's index.html
        page += "index.html"
    html = _get(page, f"no project {name} on the index").decode("utf-8", "replace")
    wanted = {f"{stem}-{version}{ext}" for stem in {name, name.replace("-", "_"),
                                                   requirement_name(name).replace("-", "_")}
              for ext in (".tar.gz", ".zip")}
    for href, text in _ANCHOR.findall(html):
        if text.strip() in wanted or text.strip().lower() in {w.lower() for w in wanted}:
            url, _, fragment = href.partition("#")
            digest = fragment.removeprefix("sha256=") if fragment.startswith("sha256=") else ""
            return Sdist(name=name, version=version, url=urllib.parse.urljoin(page, url),
                         sha256=digest)
    raise RuntimeError(f"no source distribution of {name}=={version} on the index {index} "
                       f"(pip's index-url): it may list wheels only; use a local clone (--repo)")


def find_sdist(requirement: str, index_url: str | None = None) -> Sdist:
    """NAME==VERSION's sdist as the index lists it: URL and sha256. The index: `index_url`,
    `$PARITY_PYPI_URL` (PyPI's JSON API), else the mirror pip is set to use (a simple
    index), else PyPI."""
    name, sep, version = requirement.partition("==")
    name, version = name.strip(), version.strip()
    if not sep or not name or not version:
        raise ValueError(f"give an exact version, like NAME==VERSION (got {requirement!r})")
    if index_url is None and not os.environ.get("PARITY_PYPI_URL") and (
            simple := pip_simple_index()):
        return find_sdist_simple(name, version, simple)
    index = (index_url or os.environ.get("PARITY_PYPI_URL") or DEFAULT_INDEX).rstrip("/")
    page = f"{index}/{name}/{version}/json"
    try:
        files = json.loads(_get(page, requirement))["urls"]
    except RuntimeError:  # some mirrors answer only the project's page: its `releases`
        page = f"{index}/{name}/json"
        raw = _get(page, f"no release {requirement} on the index")
        try:
            files = json.loads(raw)["releases"].get(version)
        except (ValueError, KeyError, TypeError, AttributeError) as e:
            raise RuntimeError(f"the index's answer for {name} is not PyPI's JSON: {e}") from e
        if files is None:
            raise RuntimeError(f"no release {requirement} on the index") from None
    except (ValueError, KeyError, TypeError) as e:
        raise RuntimeError(f"the index's answer for {requirement} is not PyPI's JSON: {e}") from e
    sdists = [f for f in files if f.get("packagetype") == "sdist"]
    if not sdists:
        raise RuntimeError(f"{requirement} has no source distribution on the index (wheels "
                           "only), so its tests are not published: use a local clone (--repo)")
    entry = sdists[0]
    url = urllib.parse.urljoin(page, entry["url"])  # mirrors answer with relative links
    if index == DEFAULT_INDEX and (m := PYPI_FILE.search(urllib.parse.urlparse(url).path)):
        url = f"{PYPI_FILES}/{m.group(1)}"  # a proxy of pypi.org: the URL PyPI itself gives
    return Sdist(name=name, version=version, url=url,
                 sha256=(entry.get("digests") or {}).get("sha256", ""))


def fetch_sdist(requirement: str, index_url: str | None = None) -> Path:
    """NAME==VERSION's sdist, unpacked under the cache (once); its top directory."""
    name, _, version = requirement.partition("==")
    if name.strip() and version.strip() and fetched(name.strip(), version.strip()):
        return sdist_dir(name.strip(), version.strip())
    return fetch_pinned(find_sdist(requirement, index_url))


def fetch_pinned(pin: Sdist) -> Path:
    """`pin`'s archive, checked against its sha256 and unpacked under the cache (once; again
    when the stamp there names another sha256); its top directory."""
    dest = sdist_dir(pin.name, pin.version)
    have = fetched(pin.name, pin.version)
    if have is not None and (not pin.sha256 or have.sha256 == pin.sha256):
        return dest
    what = f"{pin.name} {pin.version}"
    try:
        data = _get(pin.url, f"cannot download {what}")
    except RuntimeError as direct:
        # a pinned set names PyPI's URL; a machine that reaches only pip's mirror fetches the
        # same file from it (the sha256 below says whether it is the same file)
        simple = pip_simple_index()
        if simple is None:
            raise
        try:
            data = _get(find_sdist_simple(pin.name, pin.version, simple).url,
                        f"cannot download {what} from {simple}")
        except RuntimeError as mirrored:
            raise RuntimeError(f"{direct}; from pip's index-url: {mirrored}") from None
    got = hashlib.sha256(data).hexdigest()
    if pin.sha256 and got != pin.sha256:
        raise RuntimeError(f"{what}: sha256 mismatch for {pin.url} (got {got[:16]}..., expected "
                           f"{pin.sha256[:16]}...): the download is corrupt or was replaced")
    pin = pin.model_copy(update={"sha256": got})
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=dest.parent, prefix=".fetch-"))
    try:
        archive = tmp / (Path(urllib.parse.urlparse(pin.url).path).name or "sdist.tar.gz")
        archive.write_bytes(data)
        unpack = tmp / "unpacked"
        try:
            if archive.name.endswith(".zip"):
                with zipfile.ZipFile(archive) as z:
                    z.extractall(unpack)
            else:
                with tarfile.open(archive) as t:
                    t.extractall(unpack, filter="data")
        except (tarfile.TarError, zipfile.BadZipFile) as e:
            raise RuntimeError(f"{archive.name} is not a readable archive: {e}") from e
        tops = [p for p in unpack.iterdir() if p.is_dir()] if unpack.is_dir() else []
        if not tops:
            raise RuntimeError(f"{archive.name} holds no top directory")
        _stamp(pin.name, pin.version).unlink(missing_ok=True)
        if dest.exists():  # damaged or another archive: moved aside (atomic), then replaced
            os.rename(dest, tmp / "old")
        os.rename(tops[0], dest)
        _stamp(pin.name, pin.version).write_text(pin.model_dump_json())  # last: complete
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return dest


def sdist_requirements(root: Path) -> list[str]:
    """What an sdist's PKG-INFO requires (`Requires-Dist`): its dependencies and its test
    extras (parity.taskenv.spec.TEST_EXTRAS), the project itself left out. PKG-INFO is written
    by the build backend, so it holds what a setup.py-only project declares without running
    setup.py. An extra's marker is dropped with it (`pytest; extra == "test"` -> `pytest`);
    other markers stay (uv evaluates them)."""
    from email.parser import HeaderParser

    from parity.taskenv.spec import TEST_EXTRAS, requirement_name

    info = root / "PKG-INFO"
    if not info.is_file():
        return []
    meta = HeaderParser().parsestr(info.read_text(errors="replace"))
    own = requirement_name(meta.get("Name", ""))
    lines = meta.get_all("Requires-Dist") or []
    if not lines:  # old setuptools: PKG-INFO without them, *.egg-info/requires.txt with them
        lines = _egg_requires(root)
    out = []
    for line in lines:
        req, _, marker = line.partition(";")
        req, marker = req.strip(), marker.strip()
        extra = re.search(r"""extra\s*==\s*["']([^"']+)["']""", marker)
        if extra:
            if re.sub(r"[-_.]+", "-", extra.group(1)).lower() not in TEST_EXTRAS:
                continue
            marker = ""
        if requirement_name(req) and requirement_name(req) != own:
            out.append(f"{req}; {marker}" if marker else req)
    return out


def _egg_requires(root: Path) -> list[str]:
    """setuptools' requires.txt as Requires-Dist lines: `[extra]`, `[:marker]` and
    `[extra:marker]` sections (the section's marker is kept only without an extra)."""
    out, extra, marker = [], "", ""
    for path in sorted(root.glob("*.egg-info/requires.txt"))[:1]:
        for line in path.read_text(errors="replace").splitlines():
            line = line.strip()
            if line.startswith("[") and line.endswith("]"):
                extra, _, marker = line[1:-1].partition(":")
            elif line and not line.startswith("#"):
                out.append(f'{line}; extra == "{extra}"' if extra else
                           f"{line}; {marker}" if marker else line)
    return out
