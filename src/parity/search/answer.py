"""One query, answered whether or not the tree's index exists yet: `parity search` and the
query server (`parity index serve`) both call `answer`.

Embedding is what an index costs: the packaged MiniLM embeds about 20 chunks a second on
one CPU thread, so a 1,000-file package (numpy: 983 files, 24,265 chunks) takes 20 minutes
to index in full, while chunking it and building its BM25 postings takes 8 s. A first query
therefore does not wait for every vector:

    saved index of the tree (memory, disk)  ──► every ranker over every chunk
    none, and at most `max_new_chunks` chunks
    lack a cached vector                    ──► build it now (progress shown), save, search
    none, and more lack one                 ──► BM25 over every chunk; its top `candidates`
                                                 embedded (cached for the build) and re-ranked:
                                                 dense and the fusion see those candidates only

The last answer says so, and how to get the full index (`parity index build`, or a query
server, which finishes it in the background). A code search that answers in seconds from
lexical candidates beats one that answers in twenty minutes; what it gives up is a match
that shares no word with the question, and the note names that.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from parity.search.chunking import Chunk
from parity.search.files import Scope
from parity.search.fusion import learned_fuse, name_text
from parity.search.index import (
    BuildStats,
    CodeIndex,
    ProgressFn,
    Rankings,
    View,
    embed_chunks,
    search_view,
)
from parity.search.ranking import rrf_fuse
from parity.search.service import SearchService

RANKERS = ("hybrid", "bm25", "dense", "rrf")
# Chunks a first query embeds before answering: about 25 s on one CPU thread with MiniLM.
MAX_NEW_CHUNKS = 500


@dataclass
class Answer:
    hits: list[Chunk]
    note: str | None  # printed above the results: lexical only, or candidates only, and why
    mode: str  # "index" (every chunk ranked), "candidates" (BM25's top re-ranked), "lexical"
    num_chunks: int = 0


def pick(rankings: Rankings, ranker: str) -> list[Chunk]:
    """The list a ranker gives: 'hybrid' is the configured fusion (learned by default), 'rrf'
    reciprocal rank fusion, 'bm25' and 'dense' the two parts alone."""
    return {"hybrid": rankings.hybrid, "rrf": rankings.hybrid_rrf, "bm25": rankings.bm25,
            "dense": rankings.dense}[ranker]


def check_ranker(ranker: str) -> None:
    if ranker not in RANKERS:
        raise ValueError(f"unknown ranker {ranker!r}: one of {', '.join(RANKERS)}")


def answer(service: SearchService, root: Path, question: str, top_k: int,
           dirs: list[str] | None = None, ranker: str = "hybrid", scope: Scope = Scope(),
           max_new_chunks: int = MAX_NEW_CHUNKS, say: Callable[[str], None] = lambda _: None,
           progress: ProgressFn | None = None,
           before_model: Callable[[], None] = lambda: None) -> Answer:
    """The top_k hits for `question` in `root` (within `scope`, then `dirs`), by `ranker`.
    `say` gets a line before any wait of more than a second or two; `progress` (done, total)
    follows the embedding of a build; `before_model` runs before the model's first use (the
    CLI says there that it waits for the model to load). ValueError for a ranker that cannot
    answer here."""
    check_ranker(ranker)
    root = Path(root).resolve()
    index = service.saved_index(root, scope)
    if index is None:
        why = service.model_error()
        if why is not None:
            index = service.snapshot_index(root, scope=scope)
        else:
            stats = BuildStats()
            say(f"reading and chunking {root} ...")
            lexical = service.lexical_index(root, scope, stats)
            missing = service.missing_embeddings(lexical)
            if missing > max_new_chunks:
                say(f"{stats.num_files} files, {stats.num_chunks} chunks: {missing} lack an "
                    f"embedding, more than this query embeds ({max_new_chunks}); answering "
                    "from the best lexical matches")
                if ranker != "bm25":
                    before_model()
                return from_candidates(service, root, lexical, question, top_k, dirs, ranker,
                                       missing)
            say(f"indexing {stats.num_files} files, {stats.num_chunks} chunks "
                f"({missing} to embed; saved for later queries) ...")
            before_model()
            index = service.complete(root, lexical, scope, progress)
    if index.dense is None and ranker == "dense":
        raise ValueError(f"--ranker dense needs the embedding model, unavailable here: "
                         f"{index.dense_error}")
    if index.dense is not None:
        before_model()
    rankings = service.search(View(index), question, top_k, dirs or None)
    return Answer(pick(rankings, ranker)[:top_k],
                  index.dense_error if index.dense is None and ranker != "bm25" else None,
                  "index" if index.dense is not None else "lexical", len(index))


def from_candidates(service: SearchService, root: Path, lexical: CodeIndex, question: str,
                    top_k: int, dirs: list[str] | None, ranker: str, missing: int) -> Answer:
    """BM25 over every chunk; its top `candidates` embedded and ranked by each ranker. The
    vectors land in the embedding cache, so a later build does not embed them again."""
    c = service.config
    lex = search_view(View(lexical), question, None, max(top_k, c.candidates), dirs or None,
                      c.candidates, c.rrf_k)
    pool, scores = lex.bm25[: c.candidates], lex.bm25_scores[: c.candidates]
    note = (f"the index of {root} is not built yet ({missing} of {len(lexical)} chunks lack "
            f"an embedding): these are BM25's best {len(pool)} matches, re-ranked; code that "
            f"shares no word with the question is missed until `parity index build {root}` "
            "(or a running `parity index serve`) has embedded every chunk")
    if ranker == "bm25" or not pool:
        return Answer(pool[:top_k], note, "candidates", len(lexical))
    query_D = service.embed_query(question)
    if query_D is None:
        return Answer(pool[:top_k], note + "; the embedding model failed: BM25 order",
                      "candidates", len(lexical))
    vectors_PD, names_PD = embed_chunks(service.cached, pool)
    sims_P = vectors_PD @ query_D.astype(np.float32)
    name_sims_P = names_PD @ query_D.astype(np.float32)
    dense = [(int(i), float(sims_P[i])) for i in np.lexsort((np.arange(len(pool)), -sims_P))]
    lexical_ids = [(i, float(s)) for i, s in enumerate(scores)]
    if ranker == "dense":
        order = [i for i, _ in dense]
    elif ranker == "rrf" or c.fusion == "rrf":
        order = rrf_fuse([[i for i, _ in lexical_ids], [i for i, _ in dense]], c.rrf_k)
    else:
        order = learned_fuse(
            lexical_ids, dense, service.fusion_weights, lex.query_idf, lambda i: pool[i].symbol,
            lambda i: float(name_sims_P[i]) if name_text(pool[i].symbol) else None)
    return Answer([pool[i] for i in order[:top_k]], note, "candidates", len(lexical))
