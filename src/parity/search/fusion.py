"""Learned fusion of the BM25 and dense rankings: a linear model over both ranks and scores.

Reciprocal rank fusion (`ranking.rrf_fuse`) weighs the two rankers equally. On code it does not
know, that pulls dense's right first answer down wherever BM25 is much weaker (the answer
is dense's #1 and absent from BM25's list, while a chunk both lists hold at #5 wins). A fused
score that also reads the scores can tell a confident ranker from a guessing one: a cosine well
above the runner-up, or a BM25 score far below the best, says how much a rank is worth.

Each candidate (any chunk in either top-`candidates` list) gets `FEATURES`:

    bm25_in, dense_in     1 when the ranker listed it
    bm25_rel              its BM25 score / the query's best BM25 score (0 when absent)
    bm25_disc, dense_disc 1 / log2(1 + rank), the DCG discount (0 when absent)
    dense_cos             its cosine (absent: just below the list's last cosine)
    name_frac             the share of its name's words (`Class.method`: the method's) that the
                          query has, after the tokenizer's splitting and plural folding
    name_hits             how many of them, capped at NAME_HITS_CAP, over the cap
    name_idf              the summed BM25 IDF (the searched corpus's) of those words, capped
                          at NAME_IDF_CAP, over the cap
    name_cos              the cosine of the query with the embedding of the name's words alone
                          (`name_text`: `Context.get_terminal_size` -> "context get terminal
                          size"); a chunk without a name gets the median over the query's
                          named candidates, so having a name earns nothing by itself

and the fused score is `w . x`. (The gap to the query's best cosine would say nothing more:
a per-query constant does not change a query's order.) The weights are fitted by `fit` on mined (docstring, function)
pairs with a listwise loss: softmax cross-entropy of the answers among a query's candidates
(ListNet's top-one probability, Cao et al., "Learning to Rank: From Pairwise Approach to
Listwise Approach", ICML 2007), which is what recall@1 and MRR reward. A long function is
split into several chunks and any of them answers its query (as `evaluate` scores it), so the
loss is -log of the probability that the top-one pick is any of them, not the first alone.
Plain gradient descent with Adam (Kingma & Ba 2015) on a convex loss over ten numbers; no
library needed.

`DEFAULT_WEIGHTS` were fitted by `parity search train-fusion` with the packaged MiniLM on
pairs mined from PyPI packages that the benchmark does not score (see docs/search.md); another
embedding model's cosines sit on another scale, so retrain for it (`--fusion-weights`).
The name features were added because both rankers read a name as one word among the body's:
a query that says "add a source of commands" names `add_source`, and the words it shares with a
name are worth more than the same words in a body. The count beside the share keeps a
one-word name (a class `Option`, matched by any query about options) from scoring as high as
a three-word one matched in full. The IDF sum tells which words matched: a one-word name that
every query about its subject says (`Option`, `Group` in click) gets little, a rare specific
name a lot; it is the corpus's, so it needs no training vocabulary. The name's cosine reads the
name by meaning where the others read it by spelling: "Return the terminal's width" is near
`get_terminal_size` with no word in common, while the chunk's own cosine mixes the name with
every line of the body. Tried and dropped (no better in leave-one-codebase-out
validation on the training codebases): query-level signals (dense's top-1 minus top-2 cosine,
BM25's top-2 ratio, query length) as interactions with every feature, top-1 indicators, and a
small network (8 tanh units) added to the linear score: 27 queries won and 24 lost at recall@1
over the 1,343 training queries, no better than the linear model.
Left out: the chunk's kind and length (the benchmark's answers are always functions, so a
weight on kind would learn the benchmark, not the user), cross-encoders, per-repository weights.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Hashable, Mapping, Sequence, Set
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import numpy as np

from parity.search.lexical import STOP_WORDS, fold_plural, split_identifier

K = TypeVar("K", bound=Hashable)

FEATURES = ("bm25_in", "bm25_rel", "bm25_disc", "dense_in", "dense_disc", "dense_cos",
            "name_frac", "name_hits", "name_idf", "name_cos")
ABSENT_COS_MARGIN = 0.02  # an unlisted chunk's cosine is below the list's last one
NAME_HITS_CAP = 3
NAME_IDF_CAP = 15.0  # about two rare words (a word in one chunk of 1,000 has IDF ~6.5)
# Added after the first weight files were written: a file without them is that older model.
OPTIONAL_FEATURES = frozenset({"name_frac", "name_hits", "name_idf", "name_cos"})
QueryTerms = Mapping[str, float] | Set[str]  # the query's tokens, with their IDF where known


@dataclass(frozen=True)
class FusionWeights:
    weights: tuple[float, ...]  # one per FEATURES name
    # The code the weights were fitted on, as `parity.bench.search.training_keys` names it
    # ("httpx", "stdlib/asyncio"): the benchmark says a codebase among them is not held out.
    # () where nobody recorded it (a file written before the record).
    trained_on: tuple[str, ...] = ()

    def save(self, path: Path) -> None:
        raw: dict[str, object] = dict(zip(FEATURES, self.weights, strict=True))
        if self.trained_on:
            raw["trained_on"] = list(self.trained_on)
        path.write_text(json.dumps(raw, indent=2) + "\n")

    @classmethod
    def load(cls, path: Path) -> FusionWeights:
        raw = json.loads(Path(path).read_text())
        if not isinstance(raw, dict):
            raise ValueError(f"{path}: fusion weights are a JSON object of feature: weight")
        missing = [f for f in FEATURES if f not in raw and f not in OPTIONAL_FEATURES]
        if missing:
            raise ValueError(f"{path}: fusion weights lack {', '.join(missing)}")
        trained_on = raw.get("trained_on", [])
        if not isinstance(trained_on, list) or not all(isinstance(k, str) for k in trained_on):
            raise ValueError(f"{path}: trained_on is a list of the codebases' names")
        return cls(tuple(float(raw.get(f, 0.0)) for f in FEATURES), tuple(trained_on))


# What DEFAULT_WEIGHTS (and the two models before it) were fitted on: the command below, whose
# --stdlib-modules 12 are these modules on Python 3.11. Everything else is held out from it.
TRAINING_CODEBASES = (
    "attrs", "bleach", "freezegun", "glom", "httpx", "inflection", "isodate", "mako",
    "packaging", "python-dateutil", "python-slugify", "requests", "toolz",
    *(f"stdlib/{m}" for m in ("_markupbase", "asyncio", "collections", "decimal", "getopt",
                              "inspect", "nntplib", "plistlib", "rlcompleter", "sre_compile",
                              "tempfile", "typing")))

# Ranks alone, equally weighted (close to RRF): where fitting starts.
RANK_ONLY = FusionWeights((0.0, 0.0, 1.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0))
# The model before name_idf (fitted on the same pairs as DEFAULT_WEIGHTS, first answer only):
# `--fusion-weights` with a file of it reproduces the earlier ranking.
EIGHT_FEATURE_WEIGHTS = FusionWeights((0.0248, 2.8777, -0.3368, 0.6424, 0.7506, 12.3146,
                                       1.4115, 1.5875, 0.0, 0.0), TRAINING_CODEBASES)
# The model before name_cos (the same pairs, every answer chunk): the previous packaged weights.
NINE_FEATURE_WEIGHTS = FusionWeights((0.1086, 2.5818, -0.4301, 0.7311, 0.8438, 12.3416, 1.226,
                                      -1.2102, 5.9623, 0.0), TRAINING_CODEBASES)
# `parity search train-fusion --stdlib-modules 12 --pypi requests --pypi attrs --pypi httpx
# --pypi packaging --pypi Mako --pypi glom --pypi python-dateutil --pypi freezegun --pypi
# inflection --pypi python-slugify --pypi bleach --pypi isodate --pypi toolz` (MiniLM; 1,343
# queries, none from a codebase or stdlib module the benchmark scores; versions in
# docs/search.md), in FEATURES' order. Large on the cosine: a confident dense match outranks a
# chunk that both rankers list; the name's meaning (name_cos) and a rare name's words spelled
# out (name_idf) lift that name, and the count of matched words is negative once their IDF is
# known: a name matched by several common words is, if anything, a decoy.
DEFAULT_WEIGHTS = FusionWeights((0.0005, 2.9057, -0.3779, 0.5629, 0.8334, 9.2406, 1.0041,
                                 -2.161, 5.439, 4.6002), TRAINING_CODEBASES)


def name_match(query_terms: QueryTerms, symbol: str | None) -> tuple[float, float, float]:
    """(name_frac, name_hits, name_idf) of a chunk named `symbol` for a query of `query_terms`
    (the tokenizer's tokens; a mapping gives each one's IDF, a plain set none, so name_idf is
    0). No name (module code, text): all 0."""
    name = symbol.rsplit(".", 1)[-1] if symbol else ""
    parts = {fold_plural(p) for p in split_identifier(name) if p not in STOP_WORDS}
    hits = [p for p in parts if p in query_terms]
    if not hits:
        return 0.0, 0.0, 0.0
    idf = sum(query_terms[p] for p in hits) if isinstance(query_terms, Mapping) else 0.0
    return (len(hits) / len(parts), min(len(hits), NAME_HITS_CAP) / NAME_HITS_CAP,
            min(idf, NAME_IDF_CAP) / NAME_IDF_CAP)


def name_text(symbol: str | None) -> str:
    """What the embedder reads for a chunk's name (name_cos): the words of every part of the
    qualified name, as the tokenizer splits them; '' for a chunk without a name."""
    if not symbol:
        return ""
    return " ".join(w for part in symbol.split(".") for w in split_identifier(part))


def features(bm25: Sequence[tuple[K, float]], dense: Sequence[tuple[K, float]],
             query_terms: QueryTerms = frozenset(),
             name: Callable[[K], str | None] | None = None,
             name_cos: Callable[[K], float | None] | None = None) -> tuple[list[K], np.ndarray]:
    """The candidates (BM25's list, then dense's new ones, in order) and their features_CF.
    Both lists are best first, as (item, score); `name` gives an item's symbol (without it,
    or without `query_terms`, the lexical name features are 0); `name_cos` the cosine of the
    query with its name's embedding, None for an item without a name (without it, 0)."""
    items: dict[K, int] = {}
    for item, _ in (*bm25, *dense):
        items.setdefault(item, len(items))
    x_CF = np.zeros((len(items), len(FEATURES)), dtype=np.float64)
    if bm25:
        top = bm25[0][1] if bm25[0][1] > 0 else 1.0
        for rank, (item, score) in enumerate(bm25, start=1):
            row = x_CF[items[item]]
            row[0], row[1], row[2] = 1.0, score / top, 1.0 / math.log2(1 + rank)
    if dense:
        x_CF[:, 5] = dense[-1][1] - ABSENT_COS_MARGIN
        for rank, (item, cos) in enumerate(dense, start=1):
            row = x_CF[items[item]]
            row[3], row[4], row[5] = 1.0, 1.0 / math.log2(1 + rank), cos
    if name is not None and query_terms:
        for item, c in items.items():
            x_CF[c, 6:9] = name_match(query_terms, name(item))
    if name_cos is not None and items:
        cos = [name_cos(item) for item in items]
        named = [v for v in cos if v is not None]
        fill = float(np.median(named)) if named else 0.0
        x_CF[:, 9] = [fill if v is None else v for v in cos]
    return list(items), x_CF


def learned_fuse(bm25: Sequence[tuple[K, float]], dense: Sequence[tuple[K, float]],
                 weights: FusionWeights = DEFAULT_WEIGHTS,
                 query_terms: QueryTerms = frozenset(),
                 name: Callable[[K], str | None] | None = None,
                 name_cos: Callable[[K], float | None] | None = None) -> list[K]:
    """Candidates by fused score, best first; ties keep first-seen order."""
    items, x_CF = features(bm25, dense, query_terms, name, name_cos)
    return [items[i] for i in fused_order(x_CF, weights)]


def fused_order(x_CF: np.ndarray, weights: FusionWeights) -> np.ndarray:
    """Candidate rows by fused score, best first; ties keep the rows' order."""
    if not len(x_CF):
        return np.zeros(0, dtype=np.int64)
    score_C = x_CF @ np.asarray(weights.weights)
    return np.lexsort((np.arange(len(score_C)), -score_C))


def pad(groups: Sequence[tuple[np.ndarray, Sequence[int]]]
        ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Queries' candidate features as one x_QCF array, its mask_QC, and answer_QC: which
    candidates answer each query (one or more rows; a bare int is one)."""
    q, c = len(groups), max((len(x) for x, _ in groups), default=0)
    x_QCF = np.zeros((q, c, len(FEATURES)))
    mask_QC = np.zeros((q, c), dtype=bool)
    answer_QC = np.zeros((q, c), dtype=bool)
    for i, (x_CF, answers) in enumerate(groups):
        x_QCF[i, : len(x_CF)] = x_CF
        mask_QC[i, : len(x_CF)] = True
        answer_QC[i, [answers] if isinstance(answers, int) else list(answers)] = True
    return x_QCF, mask_QC, answer_QC


def listwise_loss(w_F: np.ndarray, x_QCF: np.ndarray, mask_QC: np.ndarray,
                  answer_QC: np.ndarray) -> tuple[float, np.ndarray]:
    """Mean over queries of -log sum over its answers of softmax(x_QCF @ w) (the top-one
    probability of an answer among the query's candidates), and its gradient: per query,
    sum over candidates of (p - p restricted to the answers and renormalised) * x."""
    s_QC = np.where(mask_QC, x_QCF @ w_F, -np.inf)
    s_QC = s_QC - s_QC.max(axis=1, keepdims=True)
    p_QC = np.exp(s_QC)
    p_QC /= p_QC.sum(axis=1, keepdims=True)
    p_answer_QC = np.where(answer_QC, p_QC, 0.0)
    p_right_Q = p_answer_QC.sum(axis=1)
    loss = -np.log(np.maximum(p_right_Q, 1e-300)).mean()
    q_QC = p_answer_QC / np.maximum(p_right_Q, 1e-300)[:, None]
    grad_F = np.einsum("qc,qcf->f", p_QC - q_QC, x_QCF) / len(p_QC)
    return float(loss), grad_F


def fit(groups: Sequence[tuple[np.ndarray, Sequence[int]]], steps: int = 1500,
        lr: float = 0.05, l2: float = 1e-4, init: FusionWeights = RANK_ONLY
        ) -> tuple[FusionWeights, float]:
    """Weights minimising the listwise loss (plus `l2`), from `init`; and the final loss.
    Each group is one query: its candidates' features and the answers' rows."""
    if not groups:
        raise ValueError("no training queries have their answer among the candidates")
    x_QCF, mask_QC, answer_QC = pad(groups)
    w_F = np.asarray(init.weights, dtype=np.float64).copy()
    m_F, v_F = np.zeros_like(w_F), np.zeros_like(w_F)
    b1, b2, eps = 0.9, 0.999, 1e-8
    loss = 0.0
    for t in range(1, steps + 1):
        loss, g_F = listwise_loss(w_F, x_QCF, mask_QC, answer_QC)
        g_F = g_F + l2 * w_F
        m_F = b1 * m_F + (1 - b1) * g_F
        v_F = b2 * v_F + (1 - b2) * g_F * g_F
        w_F -= lr * (m_F / (1 - b1**t)) / (np.sqrt(v_F / (1 - b2**t)) + eps)
    return FusionWeights(tuple(round(float(w), 4) for w in w_F)), loss
