"""The embedding cache: a chunk's vector, keyed by a hash of the model and the chunk's text.

Content addressing is what makes indexes cheap to share: thousands of sessions of one repo,
a second benchmark run, a re-index after a one-line edit and a rebuilt snapshot of a
neighbouring commit all find the vectors of unchanged chunks here and embed only what is new.
It is one SQLite file per model under `cache_dir()/search/`, in WAL mode, so several
processes (env servers, the CLI, a benchmark) read and write it at once. Vectors are stored as
raw float32. Nothing is ever evicted: delete the file to reclaim the space.
"""

from __future__ import annotations

import hashlib
import logging
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path

import numpy as np

from parity.search.embed import Embedder

log = logging.getLogger(__name__)

SQL_BATCH = 500  # SQLite's default limit on host parameters is 999 before 3.32
ENCODE_BATCH = 256  # texts per encode call; each batch is committed, so a killed build resumes


def content_key(model_id: str, text: str) -> str:
    return hashlib.sha256(f"{model_id}\0{text}".encode()).hexdigest()[:32]


class EmbeddingCache:
    """Vectors by content key, on disk; thread-safe."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(path), timeout=60.0, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("CREATE TABLE IF NOT EXISTS vectors (key TEXT PRIMARY KEY, vec BLOB)")
        self._db.commit()

    def get_many(self, keys: list[str]) -> dict[str, np.ndarray]:
        found: dict[str, np.ndarray] = {}
        with self._lock:
            for i in range(0, len(keys), SQL_BATCH):
                batch = keys[i : i + SQL_BATCH]
                marks = ",".join("?" * len(batch))
                rows = self._db.execute(
                    f"SELECT key, vec FROM vectors WHERE key IN ({marks})", batch).fetchall()
                for key, blob in rows:
                    found[key] = np.frombuffer(blob, dtype=np.float32)
        return found

    def put_many(self, items: dict[str, np.ndarray]) -> None:
        with self._lock:
            self._db.executemany(
                "INSERT OR REPLACE INTO vectors (key, vec) VALUES (?, ?)",
                [(k, np.ascontiguousarray(v, dtype=np.float32).tobytes())
                 for k, v in items.items()])
            self._db.commit()

    def __len__(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM vectors").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            self._db.close()


def cache_file(cache_root: Path, model_id: str) -> Path:
    safe = hashlib.sha256(model_id.encode()).hexdigest()[:16]
    return cache_root / f"embeddings-{safe}.sqlite"


class CachedEmbedder:
    """An embedder in front of its cache: `embed` returns vectors for texts, encoding only the
    ones never seen, and counts both kinds (the benchmark reports them)."""

    def __init__(self, embedder: Embedder, cache_root: Path) -> None:
        self.embedder = embedder
        self.cache_root = cache_root
        self._cache: EmbeddingCache | None = None
        self._lock = threading.Lock()
        self.hits = 0
        self.encoded = 0
        self.encode_s = 0.0

    @property
    def cache(self) -> EmbeddingCache:
        with self._lock:
            if self._cache is None:
                self._cache = EmbeddingCache(cache_file(self.cache_root, self.embedder.model_id))
            return self._cache

    def count_missing(self, texts: list[str]) -> int:
        """How many distinct texts have no cached vector (what `embed` would encode)."""
        keys = {content_key(self.embedder.model_id, t) for t in texts}
        return len(keys) - len(self.cache.get_many(sorted(keys)))

    def embed(self, texts: list[str], progress: Callable[[int, int], None] | None = None
              ) -> np.ndarray:
        import time

        model_id = self.embedder.model_id
        keys = [content_key(model_id, t) for t in texts]
        found = self.cache.get_many(sorted(set(keys)))
        first_missing: dict[str, int] = {}
        for i, k in enumerate(keys):
            if k not in found and k not in first_missing:
                first_missing[k] = i
        missing = list(first_missing.items())
        self.hits += sum(1 for k in keys if k in found)
        for start in range(0, len(missing), ENCODE_BATCH):
            batch = missing[start : start + ENCODE_BATCH]
            t0 = time.monotonic()
            vecs = self.embedder.encode([texts[i] for _, i in batch])
            self.encode_s += time.monotonic() - t0
            new = {k: vecs[j] for j, (k, _) in enumerate(batch)}
            self.cache.put_many(new)
            found.update(new)
            self.encoded += len(batch)
            if progress is not None:
                progress(min(start + ENCODE_BATCH, len(missing)), len(missing))
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        return np.stack([found[k] for k in keys]).astype(np.float32, copy=False)

    def close(self) -> None:
        if self._cache is not None:
            self._cache.close()
