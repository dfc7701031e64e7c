"""The search service an environment owns, and the per-session searcher the tool calls.

One `SearchService` per process (the env server's `LocalEnv` makes one; so does each CLI
command): it holds the embedding model (loaded on the first search that needs it, never at
start), the on-disk embedding cache, and one index per repo snapshot, built on first use and
shared by every session made from that snapshot. A session's `SessionSearcher` costs nothing
until its first `semantic_search`; then each search asks the sandbox which files changed and
re-chunks and re-embeds only those whose text differs from the last search.

Without sentence-transformers or the model's files, search still answers: from BM25 alone,
with a first line that says so and why. Snapshot indexes are saved under
`cache_dir()/search/indexes/` (keyed by the tree's path, sizes and mtimes, the model and the
chunker version), so `parity index query` after `parity index build` starts in a second.
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from parity.sandbox.workspace import cache_dir
from parity.search.cache import CachedEmbedder
from parity.search.chunking import CHUNKER_VERSION, Chunk, ChunkConfig, chunk_file
from parity.search.embed import DEFAULT_MODEL, Embedder, EmbedderUnavailable, make_embedder
from parity.search.files import (
    MAX_FILE_BYTES,
    Scope,
    indexable_name,
    read_text,
    text_hash,
    tree_fingerprint,
    walk_files,
)
from parity.search.fusion import DEFAULT_WEIGHTS, FusionWeights
from parity.search.index import (
    FUSIONS,
    INDEX_FORMAT,
    BuildStats,
    CodeIndex,
    ProgressFn,
    Rankings,
    View,
    build_index,
    embed_chunks,
    read_tree,
    search_view,
)
from parity.search.ranking import ANN_MIN_CHUNKS, RRF_K

log = logging.getLogger(__name__)

SNIPPET_LINES = 12


@dataclass(frozen=True)
class SearchConfig:
    model: str = DEFAULT_MODEL  # "default" (packaged MiniLM), a model directory, or "hash"
    cache_dir: str | None = None  # default: cache_dir()/search
    max_seq_tokens: int = 256
    batch_size: int = 32
    device: str | None = None  # None: CUDA when present, else CPU
    ann_min_chunks: int = ANN_MIN_CHUNKS
    candidates: int = 100  # per ranker, before fusion
    rrf_k: int = RRF_K
    fusion: str = "learned"  # or "rrf" (reciprocal rank fusion); see fusion.py
    fusion_weights: str | None = None  # a JSON file of `parity search train-fusion`
    max_file_bytes: int = MAX_FILE_BYTES
    persist: bool = True  # save snapshot indexes to disk
    max_indexes_in_memory: int = 8  # least recently used snapshots beyond this are dropped
    chunking: ChunkConfig = field(default_factory=ChunkConfig)

    @property
    def cache_root(self) -> Path:
        return Path(self.cache_dir) if self.cache_dir else cache_dir() / "search"


class SearchService:
    def __init__(self, config: SearchConfig | None = None, embedder: Embedder | None = None
                 ) -> None:
        self.config = config or SearchConfig()
        c = self.config
        self.embedder = embedder or make_embedder(c.model, c.max_seq_tokens, c.batch_size,
                                                  c.device)
        self.cached = CachedEmbedder(self.embedder, c.cache_root)
        if c.fusion not in FUSIONS:
            raise ValueError(f"unknown fusion {c.fusion!r}: one of {', '.join(FUSIONS)}")
        self.fusion_weights = (FusionWeights.load(Path(c.fusion_weights)) if c.fusion_weights
                               else DEFAULT_WEIGHTS)
        # Sessions hold their snapshot's index themselves; this only decides what a new
        # session finds without rebuilding (an env server sees many repos over its life).
        self._indexes: OrderedDict[str, tuple[str, CodeIndex]] = OrderedDict()
        self._locks: dict[str, threading.Lock] = {}
        self._lock = threading.Lock()

    def model_error(self) -> str | None:
        """Why dense search is unavailable, checked without loading the model."""
        try:
            self.embedder.model_id  # noqa: B018 - resolving it is the check
        except EmbedderUnavailable as e:
            return str(e)
        return None

    def _root_lock(self, key: str) -> threading.Lock:
        with self._lock:
            return self._locks.setdefault(key, threading.Lock())

    def _keys(self, root: Path, scope: Scope) -> tuple[str, str, Path, str | None]:
        """(memory key, tree fingerprint, saved index directory, why dense is unavailable)."""
        key = f"{root}\0{scope.key}" if scope.key else str(root)
        fingerprint = tree_fingerprint(walk_files(root, scope))
        error = self.model_error()
        model_id = "none" if error else self.embedder.model_id
        c = self.config
        disk_key = hashlib.sha256(
            f"{root}\0{fingerprint}\0{model_id}\0{CHUNKER_VERSION}\0{INDEX_FORMAT}\0{c.chunking}"
            f"\0{c.max_file_bytes}\0{scope.key}".encode()).hexdigest()[:32]
        return key, fingerprint, c.cache_root / "indexes" / disk_key, error

    def _remember(self, key: str, fingerprint: str, index: CodeIndex) -> None:
        with self._lock:
            self._indexes[key] = (fingerprint, index)
            self._indexes.move_to_end(key)
            while len(self._indexes) > max(1, self.config.max_indexes_in_memory):
                self._indexes.popitem(last=False)

    def saved_index(self, root: Path, scope: Scope = Scope()) -> CodeIndex | None:
        """The tree's index with its vectors, if memory or disk holds one for the tree as it is
        now; never builds (a first query decides from this whether it can wait for a build)."""
        root = Path(root).resolve()
        key, fingerprint, disk, error = self._keys(root, scope)
        with self._lock:
            held = self._indexes.get(key)
            if held is not None and held[0] == fingerprint and held[1].dense is not None:
                return held[1]
        if error is None and self.config.persist and (disk / "chunks.json").is_file():
            index = CodeIndex.load(disk, self.config.ann_min_chunks)
            self._remember(key, fingerprint, index)
            return index
        return None

    def lexical_index(self, root: Path, scope: Scope = Scope(), stats: BuildStats | None = None
                      ) -> CodeIndex:
        """Chunks and BM25 postings of the tree, no vectors: seconds even for a large package
        (`complete` adds the vectors later without re-chunking)."""
        return build_index(read_tree(Path(root).resolve(), self.config.max_file_bytes, scope),
                           None, self.config.chunking, self.config.ann_min_chunks, None, stats)

    def missing_embeddings(self, index: CodeIndex) -> int:
        """How many of the index's chunks the embedding cache lacks: the work a build does."""
        return self.cached.count_missing([c.document for c in index.chunks])

    def complete(self, root: Path, index: CodeIndex, scope: Scope = Scope(),
                 progress: ProgressFn | None = None) -> CodeIndex:
        """`index` (from `lexical_index`) with every chunk's vector, saved and remembered as
        the tree's index; lexical only, saying why, when the model cannot load."""
        root = Path(root).resolve()
        key, fingerprint, disk, error = self._keys(root, scope)
        if error is None:
            try:
                index.attach_vectors(*embed_chunks(self.cached, index.chunks, progress))
            except EmbedderUnavailable as e:
                error = str(e)
        if index.dense is None:
            index.dense_error = error
            log.warning("semantic search of %s is lexical only: %s", root, error)
        elif self.config.persist:
            index.save(disk)
        self._remember(key, fingerprint, index)
        return index

    def snapshot_index(self, root: Path, progress: ProgressFn | None = None,
                       stats: BuildStats | None = None, scope: Scope = Scope()) -> CodeIndex:
        """The index of a tree (or of the part `scope` names): from memory, from disk, or built
        (once, even when many sessions ask at the same moment)."""
        root = Path(root).resolve()
        key, fingerprint, disk, error = self._keys(root, scope)
        with self._root_lock(key):
            with self._lock:
                held = self._indexes.get(key)
                if held is not None and held[0] == fingerprint:
                    self._indexes.move_to_end(key)
                    return held[1]
            c = self.config
            if c.persist and error is None and (disk / "chunks.json").is_file():
                index = CodeIndex.load(disk, c.ann_min_chunks)
                log.info("loaded the index of %s from %s", root, disk)
            else:
                log.info("indexing %s", root)
                index = build_index(read_tree(root, c.max_file_bytes, scope),
                                    None if error else self.cached, c.chunking,
                                    c.ann_min_chunks, progress, stats)
                if index.dense is None:
                    index.dense_error = error or index.dense_error
                    log.warning("semantic search of %s is lexical only: %s", root,
                                index.dense_error)
                elif c.persist:
                    index.save(disk)
            self._remember(key, fingerprint, index)
            return index

    def embed_query(self, query: str) -> np.ndarray | None:
        """The query's vector, or None when no model can be used. Queries are not cached:
        they rarely repeat, and the cache is for chunks."""
        try:
            return self.embedder.encode([query])[0]
        except EmbedderUnavailable as e:
            log.warning("query embedding unavailable: %s", e)
            return None

    def search(self, view: View, query: str, k: int, directories: list[str] | None = None
               ) -> Rankings:
        vec = self.embed_query(query) if view.base.dense is not None else None
        c = self.config
        return search_view(view, query, vec, k, directories, c.candidates, c.rrf_k, c.fusion,
                           self.fusion_weights)

    def searcher(self, snapshot: Path, changed_paths: Callable[[], list[str]]
                 ) -> SessionSearcher:
        return SessionSearcher(self, Path(snapshot), changed_paths)

    def close(self) -> None:
        self.cached.close()


@dataclass
class _FileEntry:
    text_hash: str
    chunks: list[Chunk]
    vectors_ND: np.ndarray | None
    names_ND: np.ndarray | None


class SessionSearcher:
    """One session's view of its workspace; implements the tools' `SemanticSearcher`."""

    def __init__(self, service: SearchService, snapshot: Path,
                 changed_paths: Callable[[], list[str]]) -> None:
        self.service = service
        self.snapshot = snapshot
        self.changed_paths = changed_paths
        self._base: CodeIndex | None = None
        self._files: dict[str, _FileEntry] = {}
        self._view: View | None = None
        self._view_key: frozenset[tuple[str, str]] | None = None
        self._lock = threading.Lock()
        self.reembedded_files = 0  # files re-chunked and re-embedded so far (tests read it)

    def view(self, root: Path) -> View:
        """The snapshot's index minus changed files, plus those files' current chunks."""
        with self._lock:
            if self._base is None:
                self._base = self.service.snapshot_index(self.snapshot)
            base = self._base
            removed: set[str] = set()
            current: dict[str, str] = {}
            for rel in self.changed_paths():
                if not indexable_name(rel):
                    continue
                text = read_text(root, rel, self.service.config.max_file_bytes)
                h = None if text is None else text_hash(text)
                if h is not None and h == base.file_hashes.get(rel):
                    continue  # changed and changed back
                removed.add(rel)
                if text is not None and h is not None:
                    current[rel] = h
                    entry = self._files.get(rel)
                    if entry is None or entry.text_hash != h:
                        self._files[rel] = self._chunk_and_embed(rel, text, h, base)
            key = frozenset({(p, "") for p in removed} | set(current.items()))
            if self._view is None or key != self._view_key:
                self._view = View(base, frozenset(removed), self._overlay(current, base))
                self._view_key = key
            return self._view

    def _chunk_and_embed(self, rel: str, text: str, h: str, base: CodeIndex) -> _FileEntry:
        chunks = chunk_file(rel, text, self.service.config.chunking)
        vectors = names = None
        if base.dense is not None:
            try:
                vectors, names = embed_chunks(self.service.cached, chunks)
            except EmbedderUnavailable as e:
                log.warning("cannot embed %s: %s", rel, e)
        self.reembedded_files += 1
        return _FileEntry(h, chunks, vectors, names)

    def _overlay(self, current: dict[str, str], base: CodeIndex) -> CodeIndex | None:
        if not current:
            return None
        entries = [self._files[rel] for rel in sorted(current)]
        chunks = [c for e in entries for c in e.chunks]
        vectors = names = None
        if base.dense is not None and all(e.vectors_ND is not None for e in entries):
            vectors, names = (stack([(e.vectors_ND, len(e.chunks)) for e in entries],
                                    base.dense.vectors_ND.shape[1]),
                              stack([(e.names_ND, len(e.chunks)) for e in entries],
                                    base.dense.vectors_ND.shape[1]))
        return CodeIndex(chunks, vectors, dict(current), self.service.config.ann_min_chunks,
                         None, names)

    def query(self, root: str | Path, query: str, top_k: int,
              directories: list[str] | None = None) -> tuple[list[Chunk], View]:
        view = self.view(Path(root))
        return self.service.search(view, query, top_k, directories).hybrid[:top_k], view

    def search(self, root: str, query: str, top_k: int, directories: list[str]) -> str:
        hits, view = self.query(root, query, top_k, directories)
        return format_hits(hits, view.dense_error if view.base.dense is None else None)


def stack(parts: list[tuple[np.ndarray | None, int]], width: int) -> np.ndarray:
    """Files' (vectors, number of chunks) as one matrix. Trap: an empty snapshot's vectors
    are (0, 0), and so are an empty file's, so each is shaped by its count of chunks and the
    width of none at all comes from the base index."""
    mats = [np.asarray(m, dtype=np.float32).reshape(n, -1) for m, n in parts if n]
    return np.concatenate(mats) if mats else np.zeros((0, width), dtype=np.float32)


def format_hits(hits: list[Chunk], lexical_only_reason: str | None = None,
                snippet_lines: int = SNIPPET_LINES) -> str:
    """What the model reads: per hit, `path:start-end  symbol`, then the first lines of code
    with their line numbers."""
    out: list[str] = []
    if lexical_only_reason:
        out.append(f"note: semantic (embedding) search is unavailable here ({lexical_only_reason});"
                   " these are lexical (BM25) results only.")
    if not hits:
        out.append("No results.")
    for rank, c in enumerate(hits, start=1):
        label = f"  {c.symbol} ({c.kind})" if c.symbol else f"  ({c.kind})"
        out.append(f"{rank}. {c.path}:{c.start_line}-{c.end_line}{label}")
        lines = c.text.splitlines()
        for n, line in enumerate(lines[:snippet_lines], start=c.start_line):
            out.append(f"{n:>6}  {line}")
        if len(lines) > snippet_lines:
            out.append(f"{'':>6}  [... {len(lines) - snippet_lines} more lines]")
    return "\n".join(out)
