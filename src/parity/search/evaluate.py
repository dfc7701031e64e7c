"""Scoring retrieval: recall@k and MRR of BM25, dense and hybrid rankings on mined pairs.

A query is answered when a chunk of its target function (any part of a split body) is in the
ranking; its rank is the position of the first such chunk. MRR is cut at the ranking's length
(`candidates`, 100 by default): a target further down counts 0. Quality is scored with query
vectors embedded in batches; latency separately, one query at a time, as a session sends them:
the wall time of embedding the query, both rankers and fusion.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from parity.search.chunking import Chunk
from parity.search.evaldata import Pair
from parity.search.fusion import DEFAULT_WEIGHTS, FusionWeights
from parity.search.index import View, search_view
from parity.search.ranking import RRF_K

# `hybrid` is the configured fusion (learned by default), `hybrid_rrf` the RRF baseline.
METHODS = ("bm25", "dense", "hybrid", "hybrid_rrf")


@dataclass(frozen=True)
class MethodScores:
    recall_at_1: float
    recall_at_10: float
    mrr: float

    def as_json(self) -> dict[str, float]:
        return {"recall@1": self.recall_at_1, "recall@10": self.recall_at_10, "mrr": self.mrr}


@dataclass
class EvalResult:
    num_queries: int = 0
    scores: dict[str, MethodScores] = field(default_factory=dict)
    ranks: dict[str, list[int | None]] = field(default_factory=dict)

    def as_json(self) -> dict[str, object]:
        return {m: s.as_json() for m, s in self.scores.items()}


def rank_of(ranking: Sequence[Chunk], path: str, symbol: str) -> int | None:
    """1-based position of the first chunk of `symbol` in `path`, or None."""
    for rank, c in enumerate(ranking, start=1):
        if c.symbol == symbol and c.path == path:
            return rank
    return None


def summarize(ranks: Sequence[int | None]) -> MethodScores:
    """Recall@1, recall@10 and MRR of a list of ranks (None: not retrieved)."""
    n = len(ranks)
    if n == 0:
        return MethodScores(0.0, 0.0, 0.0)
    return MethodScores(*(sum(map(PER_QUERY[f], ranks)) / n for f in ("recall@1", "recall@10", "mrr")))


PER_QUERY: dict[str, Callable[[int | None], float]] = {  # what each figure averages
    "recall@1": lambda r: float(r is not None and r <= 1),
    "recall@10": lambda r: float(r is not None and r <= 10),
    "mrr": lambda r: 1.0 / r if r is not None else 0.0,
}


@dataclass(frozen=True)
class Paired:
    """Ranker a against ranker b on the same queries, for one figure: how many queries each
    does better on, and the two-sided exact sign test's p-value of that split (ties left out;
    the chance of a split at least this uneven if neither ranker were better)."""
    won: int
    lost: int
    p_value: float

    def as_json(self) -> dict[str, float]:
        return {"won": self.won, "lost": self.lost, "p": self.p_value}


def sign_test(won: int, lost: int) -> float:
    """Two-sided exact binomial sign test: P(a split at least as uneven | p = 1/2)."""
    n = won + lost
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(won, lost) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def paired(ranks_a: Sequence[int | None], ranks_b: Sequence[int | None], figure: str) -> Paired:
    """`figure` ("recall@1", "recall@10" or "mrr") query by query, a against b."""
    value = PER_QUERY[figure]
    diffs = [value(a) - value(b) for a, b in zip(ranks_a, ranks_b, strict=True)]
    won, lost = sum(d > 0 for d in diffs), sum(d < 0 for d in diffs)
    return Paired(won, lost, sign_test(won, lost))


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, int(-(-q * len(ordered) // 100)) - 1))
    return ordered[k]


def evaluate(view: View, pairs: Sequence[Pair], query_vecs_QD: np.ndarray | None,
             candidates: int = 100, rrf_k: int = RRF_K,
             progress: Callable[[int, int], None] | None = None, fusion: str = "learned",
             fusion_weights: FusionWeights = DEFAULT_WEIGHTS) -> EvalResult:
    """Rank every query with each ranker (query vectors embedded beforehand, in batches) and
    score them. Without vectors only BM25 is scored."""
    result = EvalResult(num_queries=len(pairs), ranks={m: [] for m in METHODS})
    for i, pair in enumerate(pairs):
        vec = None if query_vecs_QD is None else query_vecs_QD[i]
        rankings = search_view(view, pair.query, vec, 10, None, candidates, rrf_k, fusion,
                               fusion_weights)
        for m in METHODS:
            result.ranks[m].append(rank_of(getattr(rankings, m), pair.path, pair.symbol))
        if progress is not None and (i + 1) % 1000 == 0:
            progress(i + 1, len(pairs))
    for m in METHODS:
        if m != "dense" or query_vecs_QD is not None:
            result.scores[m] = summarize(result.ranks[m])
    return result


def time_queries(search: Callable[[str], object], queries: Sequence[str]) -> list[float]:
    """Milliseconds of each whole search (query embedding included), one at a time."""
    out: list[float] = []
    for q in queries:
        t0 = time.perf_counter()
        search(q)
        out.append((time.perf_counter() - t0) * 1000.0)
    return out


def scores_json(result: EvalResult) -> dict[str, object]:
    out: dict[str, object] = {m: s.as_json() for m, s in result.scores.items()}
    out["num_queries"] = result.num_queries
    return out

