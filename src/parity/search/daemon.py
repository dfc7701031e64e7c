"""`parity index serve`: a query server that keeps the embedding model and indexes loaded.

A one-shot `parity index query` spends 10-15 s importing torch and sentence-transformers to
embed one sentence, and rebuilds BM25 postings from the saved chunks. This server holds both:
one `SearchService` (the same code as the tool and the CLI), behind a Unix socket that only
this user can open. `index query` asks it first and answers in well under a second when it
runs; without it, the query loads the model itself (in the background, while the index
loads) and says what it waits for, and starts a server, detached, for the queries after it
(`start_in_background`: one at a time, exiting after 10 idle minutes; `--no-server` or
`PARITY_SEARCH_SERVER=0` turn that off).

The protocol is one JSON line each way: {"root", "question", "top_k", "dirs", and optionally
"ranker", "include", "exclude", "max_new_chunks"} in, {"hits": [chunk fields...], "note":
str | null, "mode", "pid"} or {"error": str} out ({"ping": true}
gets {"pid"}: a new server checks that way whether one already listens). The socket's
name hashes the model spec and the cache directory, so a server only answers the queries it
would answer identically to an in-process search. It exits after `idle_timeout_s` without a
query. A first query on a tree too large to embed at once is answered from lexical candidates
(parity.search.answer), and the server then embeds the whole tree in the background, so the
queries after it rank every chunk. Left out: several models per server, authentication beyond the socket's file mode.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import signal
import socket
import socketserver
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict
from pathlib import Path

from parity.search.answer import MAX_NEW_CHUNKS
from parity.search.answer import answer as answer_query
from parity.search.chunking import Chunk
from parity.search.files import Scope
from parity.search.service import SearchService

log = logging.getLogger(__name__)

MAX_REQUEST_BYTES = 1 << 20


def socket_path(model: str, cache_root: Path) -> Path:
    """Where the server for this model and cache listens (short: AF_UNIX paths are ~108 bytes)."""
    key = hashlib.sha256(f"{model}\0{Path(cache_root).resolve()}".encode()).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"parity-search-{os.getuid()}-{key}.sock"


def ask(path: Path, request: dict, timeout_s: float = 60.0) -> dict | None:
    """The server's answer, or None when no server listens there."""
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.settimeout(timeout_s)
            s.connect(str(path))
            s.sendall(json.dumps(request).encode() + b"\n")
            data = s.makefile("rb").readline()
    except (FileNotFoundError, ConnectionRefusedError):
        return None
    except OSError as e:  # a server that hangs or dies mid-answer: the caller searches itself
        log.warning("the query server at %s did not answer: %s", path, e)
        return None
    return json.loads(data) if data else None


AUTO_IDLE_S = 600.0  # a server a query started exits after this long without a query
STARTING_S = 120.0  # how long a started server may take to listen before another is started


def starting_marker(path: Path) -> Path:
    """The file that says a server for `path` is being started (and since when)."""
    return path.with_name(path.name + ".starting")


def start_in_background(model: str, cache_dir: str | None, path: Path, log_path: Path,
                        idle_timeout_s: float = AUTO_IDLE_S) -> int | None:
    """Start `parity index serve` for this model and cache, detached, so that the queries
    after this one find the model loaded; its pid, or None when one is already starting (a
    marker younger than `STARTING_S`, taken with O_EXCL, so two queries at once start one)
    or `PARITY_SEARCH_SERVER=0` says not to. Its output goes to `log_path`."""
    if os.environ.get("PARITY_SEARCH_SERVER", "1") == "0":
        return None
    marker = starting_marker(path)
    for _ in range(2):
        try:
            os.close(os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
            break
        except FileExistsError:
            try:
                if time.time() - marker.stat().st_mtime < STARTING_S:
                    return None
                marker.unlink()  # a start that never listened: try again
            except FileNotFoundError:
                continue
    else:
        return None
    args = [sys.executable, "-m", "parity.cli", "index", "serve", "--model", model,
            "--idle-timeout-s", f"{idle_timeout_s:g}"]
    if cache_dir is not None:
        args += ["--cache-dir", cache_dir]
    try:
        log_path.parent.mkdir(parents=True, exist_ok=True)
        with open(log_path, "ab") as out:
            proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=out,
                                    stderr=subprocess.STDOUT, start_new_session=True)
    except OSError as e:
        log.warning("could not start a query server: %s", e)
        marker.unlink(missing_ok=True)
        return None
    return proc.pid


def answer(service: SearchService, request: dict,
           building: set[str] | None = None) -> dict:
    """`building`: the trees being embedded in the background (a first query's answer from
    candidates starts one; a second query meanwhile does not start another)."""
    if request.get("ping"):
        return {"pid": os.getpid()}
    root = Path(request["root"])
    if not root.is_dir():
        return {"error": f"not a directory: {root}"}
    scope = Scope(tuple(request.get("include") or ()), tuple(request.get("exclude") or ()))
    try:
        got = answer_query(service, root, str(request["question"]), int(request["top_k"]),
                           list(request.get("dirs") or []), str(request.get("ranker", "hybrid")),
                           scope, int(request.get("max_new_chunks", MAX_NEW_CHUNKS)))
    except ValueError as e:
        return {"error": str(e)}
    if got.mode == "candidates" and building is not None:
        key = f"{root.resolve()}\0{scope.key}"
        if key not in building:
            building.add(key)

            def build() -> None:
                try:
                    service.snapshot_index(root, scope=scope)
                    log.info("indexed %s in the background", root)
                except Exception:  # the next query tries again; this one said why in the log
                    log.exception("background indexing of %s failed", root)
                finally:
                    building.discard(key)

            threading.Thread(target=build, daemon=True).start()
    return {"hits": [asdict(c) for c in got.hits], "pid": os.getpid(), "note": got.note,
            "mode": got.mode}


def hits_of(response: dict) -> list[Chunk]:
    return [Chunk(**h) for h in response["hits"]]


class _Server(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True
    service: SearchService
    last_request: float
    building: set[str]


class _Handler(socketserver.StreamRequestHandler):
    server: _Server

    def handle(self) -> None:
        self.server.last_request = time.monotonic()
        line = self.rfile.readline(MAX_REQUEST_BYTES)
        try:
            out = answer(self.server.service, json.loads(line), self.server.building)
        except Exception as e:  # one bad request must not stop the server: it answers why
            log.exception("query failed")
            out = {"error": f"{type(e).__name__}: {e}"}
        self.wfile.write(json.dumps(out).encode() + b"\n")
        self.server.last_request = time.monotonic()


def serve(service: SearchService, path: Path, idle_timeout_s: float = 1800.0,
          ready: threading.Event | None = None) -> None:
    """Load the model, listen at `path` until idle for `idle_timeout_s` (or interrupted)."""
    if path.exists():
        if ask(path, {"ping": True}, timeout_s=5.0) is not None:
            raise RuntimeError(f"a query server already listens at {path}")
        path.unlink()  # left by a server that died
    service.embed_query("warm up")  # import torch and load the weights now, not on a query
    old_umask = os.umask(0o177)  # the socket is this user's alone
    try:
        server = _Server(str(path), _Handler)
    finally:
        os.umask(old_umask)
    server.service, server.last_request, server.building = service, time.monotonic(), set()

    def watch_idle() -> None:
        while time.monotonic() - server.last_request < idle_timeout_s:
            time.sleep(min(1.0, idle_timeout_s / 10))
        log.info("idle for %.0f s: stopping", idle_timeout_s)
        server.shutdown()

    threading.Thread(target=watch_idle, daemon=True).start()
    if threading.current_thread() is threading.main_thread():
        # SIGTERM ends the loop like idleness does, so the socket is removed on the way out.
        signal.signal(signal.SIGTERM,
                      lambda *_: threading.Thread(target=server.shutdown, daemon=True).start())
    starting_marker(path).unlink(missing_ok=True)  # listening: a query finds it now
    if ready is not None:
        ready.set()
    try:
        server.serve_forever(poll_interval=0.2)
    finally:
        server.server_close()
        path.unlink(missing_ok=True)
