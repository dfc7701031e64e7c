"""An index of one tree (chunks, BM25, vectors), and hybrid search over a view of indexes.

A `CodeIndex` is immutable. A session's view of its workspace is the snapshot's index with the
files the session changed left out, plus a small index of those files' current text; search
runs over the view as if it were one index (BM25 statistics are combined exactly, cosine
scores need nothing), so an edit costs re-chunking and re-embedding the edited files only.

Results come in four rankings (BM25, dense, hybrid by the configured fusion, and hybrid by
RRF) so the benchmark can score each from one pass; the tool shows `hybrid`.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

import numpy as np

from parity.search.cache import CachedEmbedder
from parity.search.chunking import Chunk, ChunkConfig, chunk_file
from parity.search.files import MAX_FILE_BYTES, Scope, read_text, text_hash, walk_files
from parity.search.fusion import DEFAULT_WEIGHTS, FusionWeights, features, fused_order, name_text
from parity.search.lexical import BM25Index, merge_stats, tokenize
from parity.search.ranking import ANN_MIN_CHUNKS, RRF_K, DenseIndex, rrf_fuse, top_k

ProgressFn = Callable[[int, int], None]
# What a saved index holds; a new one (2: the names' vectors) makes older saved indexes unseen.
INDEX_FORMAT = 2


@dataclass
class BuildStats:
    num_files: int = 0
    num_chunks: int = 0
    chunk_s: float = 0.0
    embed_s: float = 0.0
    lexical_s: float = 0.0
    total_s: float = 0.0


class CodeIndex:
    """Chunks of a set of files with their BM25 postings and (when a model is available)
    their unit vectors and their names' (`embed_chunks`; a zero row for a chunk without a
    name)."""

    def __init__(self, chunks: list[Chunk], vectors_ND: np.ndarray | None,
                 file_hashes: dict[str, str], ann_min_chunks: int = ANN_MIN_CHUNKS,
                 dense_error: str | None = None, names_ND: np.ndarray | None = None) -> None:
        if (vectors_ND is None) != (names_ND is None):
            raise ValueError("an index needs both its chunks' vectors and their names', or "
                             "neither")
        self.chunks = chunks
        self.names_ND: np.ndarray | None = None
        self.named_N: np.ndarray | None = None  # which chunks have a name, with names_ND
        self.file_hashes = file_hashes
        self.ann_min_chunks = ann_min_chunks
        self.bm25 = BM25Index([tokenize(c.document) for c in chunks])
        self.dense: DenseIndex | None = None
        self.dense_error = dense_error  # why there are no vectors, when there are none
        if vectors_ND is not None and names_ND is not None:
            self.attach_vectors(vectors_ND, names_ND)
        self._by_path: dict[str, list[int]] = {}
        for i, c in enumerate(chunks):
            self._by_path.setdefault(c.path, []).append(i)

    def __len__(self) -> int:
        return len(self.chunks)

    def attach_vectors(self, vectors_ND: np.ndarray, names_ND: np.ndarray) -> None:
        """Add the chunks' vectors and their names' (`embed_chunks`) to a lexical index (no
        re-chunking, no BM25 rebuild)."""
        if not len(vectors_ND) == len(names_ND) == len(self.chunks):
            raise ValueError(f"{len(vectors_ND)} vectors and {len(names_ND)} name vectors for "
                             f"{len(self.chunks)} chunks")
        self.dense = DenseIndex(vectors_ND, self.ann_min_chunks)
        self.names_ND = np.ascontiguousarray(names_ND, dtype=np.float32)
        self.named_N = np.array([bool(name_text(c.symbol)) for c in self.chunks], dtype=bool)
        self.dense_error = None

    def name_cos(self, i: int, query_D: np.ndarray) -> float | None:
        """The cosine of a query with chunk i's name (fusion's name_cos); None: no name."""
        if self.names_ND is None or self.named_N is None or not self.named_N[i]:
            return None
        return float(self.names_ND[i] @ query_D)

    def mask_paths(self, paths: set[str] | frozenset[str]) -> np.ndarray:
        mask = np.zeros(len(self.chunks), dtype=bool)
        for p in paths:
            mask[self._by_path.get(p, [])] = True
        return mask

    def mask_outside(self, directories: list[str]) -> np.ndarray:
        """True for chunks in none of `directories` ('' or '.' is the whole tree)."""
        dirs = [d.strip("/") for d in directories]
        if not dirs or any(d in ("", ".") for d in dirs):
            return np.zeros(len(self.chunks), dtype=bool)
        inside = {p for p in self._by_path
                  if any(p == d or p.startswith(d + "/") for d in dirs)}
        return ~self.mask_paths(inside)

    # -- persistence: chunks as JSON, vectors as .npy ---------------------------------------

    def save(self, directory: Path) -> None:
        directory.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(dir=directory.parent, prefix=f".{directory.name}-"))
        (tmp / "chunks.json").write_text(json.dumps([list(asdict(c).values())
                                                     for c in self.chunks]))
        (tmp / "files.json").write_text(json.dumps(self.file_hashes))
        if self.dense is not None and self.names_ND is not None:
            np.save(tmp / "vectors.npy", self.dense.vectors_ND)
            np.save(tmp / "names.npy", self.names_ND)
        try:
            os.rename(tmp, directory)
        except OSError:  # another process saved the same index first; theirs is identical
            shutil.rmtree(tmp, ignore_errors=True)

    @classmethod
    def load(cls, directory: Path, ann_min_chunks: int = ANN_MIN_CHUNKS) -> CodeIndex:
        chunks = [Chunk(*row) for row in json.loads((directory / "chunks.json").read_text())]
        files = json.loads((directory / "files.json").read_text())
        vectors = names = None
        if (directory / "vectors.npy").exists() and (directory / "names.npy").exists():
            vectors, names = np.load(directory / "vectors.npy"), np.load(directory / "names.npy")
        return cls(chunks, vectors, files, ann_min_chunks, None, names)


def chunk_texts(texts: dict[str, str], config: ChunkConfig = ChunkConfig()) -> list[Chunk]:
    chunks: list[Chunk] = []
    for rel in sorted(texts):
        chunks.extend(chunk_file(rel, texts[rel], config))
    return chunks


def embed_chunks(embedder: CachedEmbedder, chunks: list[Chunk],
                 progress: ProgressFn | None = None) -> tuple[np.ndarray, np.ndarray]:
    """The chunks' vectors (`progress` follows them) and their names' (`fusion.name_text`;
    each distinct name embedded once, a zero row for a chunk without one)."""
    vectors_ND = np.asarray(embedder.embed([c.document for c in chunks], progress),
                            dtype=np.float32)
    texts = [name_text(c.symbol) for c in chunks]
    distinct = sorted({t for t in texts if t})
    width = vectors_ND.shape[1] if vectors_ND.ndim == 2 else 0
    names_ND = np.zeros((len(chunks), width), dtype=np.float32)
    if distinct:
        row = dict(zip(distinct, np.asarray(embedder.embed(distinct), dtype=np.float32),
                       strict=True))
        for i, t in enumerate(texts):
            if t:
                names_ND[i] = row[t]
    return vectors_ND, names_ND


def build_index(texts: dict[str, str], embedder: CachedEmbedder | None,
                config: ChunkConfig = ChunkConfig(), ann_min_chunks: int = ANN_MIN_CHUNKS,
                progress: ProgressFn | None = None, stats: BuildStats | None = None
                ) -> CodeIndex:
    """An index of files given as {relative path: text}. Without an embedder (or when its
    model cannot load) the index is lexical only and says why in `dense_error`."""
    from parity.search.embed import EmbedderUnavailable

    stats = stats if stats is not None else BuildStats()
    t0 = time.monotonic()
    chunks = chunk_texts(texts, config)
    t1 = time.monotonic()
    vectors, names, error = None, None, "no embedding model configured"
    if embedder is not None:
        try:
            vectors, names = embed_chunks(embedder, chunks, progress)
            error = None
        except EmbedderUnavailable as e:
            error = str(e)
    t2 = time.monotonic()
    index = CodeIndex(chunks, vectors, {rel: text_hash(t) for rel, t in texts.items()},
                      ann_min_chunks, error, names)
    t3 = time.monotonic()
    stats.num_files, stats.num_chunks = len(texts), len(chunks)
    stats.chunk_s, stats.embed_s, stats.lexical_s = t1 - t0, t2 - t1, t3 - t2
    stats.total_s = t3 - t0
    return index


def read_tree(root: Path, max_file_bytes: int = MAX_FILE_BYTES, scope: Scope = Scope()
              ) -> dict[str, str]:
    texts: dict[str, str] = {}
    for rel, size, _ in walk_files(root, scope):
        if size <= max_file_bytes:
            text = read_text(root, rel, max_file_bytes)
            if text is not None:
                texts[rel] = text
    return texts


# -- search over a view ----------------------------------------------------------------------


@dataclass(frozen=True)
class View:
    """What a session sees: `base` minus the chunks of `removed` paths, plus `overlay`."""

    base: CodeIndex
    removed: frozenset[str] = frozenset()
    overlay: CodeIndex | None = None

    @property
    def dense_error(self) -> str | None:
        return self.base.dense_error


FUSIONS = ("learned", "rrf")


@dataclass
class Rankings:
    """Best-first chunks by each ranker; `hybrid` is what a user sees. `hybrid` is fused as
    configured (learned by default), `hybrid_rrf` always by RRF; the scores are the rankers'
    own, aligned with `bm25` and `dense` (a learned fusion is trained on them)."""

    bm25: list[Chunk] = field(default_factory=list)
    dense: list[Chunk] = field(default_factory=list)
    hybrid: list[Chunk] = field(default_factory=list)
    hybrid_rrf: list[Chunk] = field(default_factory=list)
    bm25_scores: list[float] = field(default_factory=list)
    dense_scores: list[float] = field(default_factory=list)
    # The query's tokens and their BM25 IDF over the searched chunks (the fusion's name_idf).
    query_idf: dict[str, float] = field(default_factory=dict)
    # The learned fusion's candidates and their features (fusion.FEATURES), when it ran:
    # what `parity search train-fusion` fits on, computed by the code that ranks.
    fusion_candidates: list[Chunk] = field(default_factory=list)
    fusion_features_CF: np.ndarray | None = None


def search_view(view: View, query: str, query_vec_D: np.ndarray | None, k: int,
                directories: list[str] | None = None, candidates: int = 100,
                rrf_k: int = RRF_K, fusion: str = "learned",
                fusion_weights: FusionWeights = DEFAULT_WEIGHTS) -> Rankings:
    """Hybrid search: the top `candidates` of BM25 and of dense search, fused by `fusion`
    ('learned': `fusion.learned_fuse`; 'rrf': reciprocal rank fusion)."""
    if fusion not in FUSIONS:
        raise ValueError(f"unknown fusion {fusion!r}: one of {', '.join(FUSIONS)}")
    parts = [(0, view.base, view.base.mask_paths(view.removed))]
    if view.overlay is not None:
        parts.append((1, view.overlay, np.zeros(len(view.overlay), dtype=bool)))
    if directories:
        parts = [(tag, idx, excl | idx.mask_outside(directories)) for tag, idx, excl in parts]
    pool = max(k, candidates)

    terms = tokenize(query)
    stats = merge_stats(*(idx.bm25.stats(set(terms), excl) for _, idx, excl in parts))
    query_idf = {t: stats.idf(t) for t in set(terms)}
    lexical: list[tuple[float, int, int]] = []
    for tag, idx, excl in parts:
        scores = idx.bm25.scores(terms, stats)
        scores = np.where(excl | (scores <= 0), -np.inf, scores)
        lexical += [(float(scores[i]), tag, int(i)) for i in top_k(scores, pool)]
    lexical = sorted(lexical, key=lambda t: (-t[0], t[1], t[2]))[:pool]
    bm25_ids = [(tag, i) for _, tag, i in lexical]

    nearest: list[tuple[float, int, int]] = []
    if query_vec_D is not None and all(idx.dense is not None for _, idx, _ in parts):
        for tag, idx, excl in parts:
            assert idx.dense is not None
            ids, sims = idx.dense.search(query_vec_D, pool, excl)
            nearest += [(float(s), tag, int(i)) for i, s in zip(ids, sims, strict=True)]
        nearest = sorted(nearest, key=lambda t: (-t[0], t[1], t[2]))[:pool]
    dense_ids = [(tag, i) for _, tag, i in nearest]

    indexes = {tag: idx for tag, idx, _ in parts}
    rrf = rrf_fuse([bm25_ids, dense_ids], rrf_k) if dense_ids else bm25_ids
    fused = rrf
    candidates_C: list[tuple[int, int]] = []
    x_CF = None
    if fusion == "learned" and dense_ids:
        assert query_vec_D is not None
        query_D = query_vec_D.astype(np.float32)
        candidates_C, x_CF = features(
            [((tag, i), s) for s, tag, i in lexical], [((tag, i), s) for s, tag, i in nearest],
            query_idf, lambda k: indexes[k[0]].chunks[k[1]].symbol,
            lambda k: indexes[k[0]].name_cos(k[1], query_D))
        fused = [candidates_C[c] for c in fused_order(x_CF, fusion_weights)]

    def chunks(ids: list[tuple[int, int]], n: int) -> list[Chunk]:
        return [indexes[tag].chunks[i] for tag, i in ids[:n]]

    bm25, bm25_kept = one_per_function(chunks(bm25_ids, pool))
    dense, dense_kept = one_per_function(chunks(dense_ids, pool))
    return Rankings(bm25, dense, one_per_function(chunks(fused, pool))[0],
                    one_per_function(chunks(rrf, pool))[0],
                    [lexical[i][0] for i in bm25_kept], [nearest[i][0] for i in dense_kept],
                    query_idf, chunks(candidates_C, len(candidates_C)), x_CF)


def _continued(c: Chunk) -> bool:
    """Whether `c` is a later part of a long function's body (chunking says so in its
    context), not a function of its own."""
    return c.context.endswith("(continued)")


def one_per_function(ranked: list[Chunk]) -> tuple[list[Chunk], list[int]]:
    """One result per function: where a long function's parts rank separately, the best
    ranked stands for them all, merged with the ranked parts next to it (one span, their
    text joined; a part that did not rank leaves a gap the merge does not cross), the others
    dropped. Also the positions of `ranked` kept, for lists aligned with it (scores). A
    property's getter and setter share a name, not a function: a part that is not marked
    "(continued)" starts a new function."""
    function_of: dict[int, int] = {}  # id(chunk) -> its function's number in `members`
    members: list[list[Chunk]] = []  # each function's ranked parts, in line order
    for c in sorted((c for c in ranked if c.symbol and c.kind in ("function", "method")),
                    key=lambda c: (c.path, c.symbol or "", c.start_line)):
        prev = members[-1][-1] if members else None
        if prev is None or not _continued(c) or (prev.path, prev.symbol) != (c.path, c.symbol):
            members.append([])
        members[-1].append(c)
        function_of[id(c)] = len(members) - 1
    out: list[Chunk] = []
    kept: list[int] = []
    taken: set[int] = set()
    for i, c in enumerate(ranked):
        f = function_of.get(id(c))
        if f is None or len(members[f]) == 1:
            out.append(c)
            kept.append(i)
            continue
        if f in taken:
            continue
        taken.add(f)
        parts = members[f]
        at = parts.index(c)
        lo = at
        while lo > 0 and parts[lo - 1].end_line + 1 == parts[lo].start_line:
            lo -= 1
        hi = at
        while hi + 1 < len(parts) and parts[hi].end_line + 1 == parts[hi + 1].start_line:
            hi += 1
        run = parts[lo:hi + 1]
        out.append(replace(c, start_line=run[0].start_line, end_line=run[-1].end_line,
                           context=run[0].context, text="\n".join(p.text for p in run)))
        kept.append(i)
    return out, kept
