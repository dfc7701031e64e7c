"""Identifier splitting, BM25 against its formula, RRF, top-k and dense search."""

from __future__ import annotations

import math

import numpy as np
import pytest

from parity.search.lexical import BM25Index, merge_stats, split_identifier, tokenize
from parity.search.ranking import DenseIndex, rrf_fuse, top_k


def test_identifiers_split_on_snake_and_camel_case():
    assert split_identifier("HTTPServer_v2_getURL") == ["http", "server", "v", "2", "get", "url"]
    assert split_identifier("parseHttpDate") == ["parse", "http", "date"]
    assert split_identifier("__init__") == ["init"]
    assert tokenize("def read_file(self): return readFile") == [
        "def", "read_file", "read", "file", "self", "return", "readfile", "read", "file"]
    assert tokenize("x" * 100) == []  # minified blobs are not tokens
    # Plurals fold and English function words go: a question matches the code's words.
    assert tokenize("Parse the headers of all entries") == ["parse", "header", "all", "entry"]
    assert tokenize("classes class status read_files") == [
        "class", "class", "status", "read_file", "read", "file"]


def bm25_by_hand(query, docs, k1=1.2, b=0.75):
    n = len(docs)
    avg = sum(len(d) for d in docs) / n
    out = []
    for d in docs:
        s = 0.0
        for t in query:
            df = sum(1 for x in docs if t in x)
            idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
            tf = d.count(t)
            s += idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * len(d) / avg))
        out.append(s)
    return out


DOCS = [["parse", "http", "date", "date"], ["read", "file"], ["http", "server", "read", "the"],
        ["the", "the", "the", "date"]]


def test_bm25_matches_the_formula():
    index = BM25Index(DOCS)
    query = ["http", "date", "missing"]
    stats = index.stats(set(query))
    np.testing.assert_allclose(index.scores(query, stats), bm25_by_hand(query, DOCS), rtol=1e-6)


def test_bm25_stats_of_a_view_equal_a_rebuilt_corpus():
    """Excluding documents and merging another index's statistics gives exactly the
    statistics of the corpus rebuilt with those changes (what a session's view relies on)."""
    base = BM25Index(DOCS)
    overlay = BM25Index([["http", "client", "date"]])
    rebuilt = BM25Index([DOCS[0], DOCS[2], DOCS[3], ["http", "client", "date"]])
    terms = {"http", "date", "the", "client"}
    exclude = np.array([False, True, False, False])
    merged = merge_stats(base.stats(terms, exclude), overlay.stats(terms))
    want = rebuilt.stats(terms)
    assert (merged.num_docs, merged.total_len, merged.doc_freq) == \
        (want.num_docs, want.total_len, want.doc_freq)
    np.testing.assert_allclose(base.scores(["http", "date"], merged)[[0, 2, 3]],
                               rebuilt.scores(["http", "date"], want)[:3], rtol=1e-6)


def test_rrf_fuses_by_reciprocal_rank():
    fused = rrf_fuse([["a", "b", "c"], ["c", "a", "d"]], k=60)
    # a: 1/61 + 1/62, c: 1/63 + 1/61, b: 1/62, d: 1/63
    assert fused == ["a", "c", "b", "d"]
    assert rrf_fuse([["x", "y"], ["y", "x"]]) == ["x", "y"]  # a tie keeps first-seen order
    assert rrf_fuse([["a"], []]) == ["a"] and rrf_fuse([]) == []
    # A small k lets one ranker's top result win over agreement lower down.
    assert rrf_fuse([["a", "b"], ["c", "b"]], k=0)[0] == "a"
    assert rrf_fuse([["a", "b"], ["c", "b"]], k=60)[0] == "b"


def test_top_k_skips_non_finite_and_breaks_ties_by_index():
    scores = np.array([0.5, -np.inf, 0.9, 0.5, 0.1], dtype=np.float32)
    assert top_k(scores, 3).tolist() == [2, 0, 3]
    assert top_k(scores, 10).tolist() == [2, 0, 3, 4]
    assert top_k(np.full(3, -np.inf), 2).tolist() == []


def unit_rows(n, d, seed=0):
    v = np.random.default_rng(seed).normal(size=(n, d)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def test_dense_exact_search_with_exclusions():
    vecs = unit_rows(50, 16)
    index = DenseIndex(vecs)
    assert index.hnsw is None
    ids, sims = index.search(vecs[7], 3)
    assert ids[0] == 7 and sims[0] == pytest.approx(1.0, abs=1e-5)
    exclude = np.zeros(50, dtype=bool)
    exclude[7] = True
    ids, _ = index.search(vecs[7], 3, exclude)
    assert 7 not in ids.tolist() and len(ids) == 3


def test_hnsw_agrees_with_exact_search_above_the_threshold():
    pytest.importorskip("hnswlib", reason="hnswlib not installed: large indexes stay exact")
    vecs = unit_rows(2000, 32, seed=1)
    ann, exact = DenseIndex(vecs, ann_min_chunks=1000), DenseIndex(vecs)
    assert ann.hnsw is not None
    queries = unit_rows(20, 32, seed=2)
    overlap = [len(set(ann.search(q, 10)[0]) & set(exact.search(q, 10)[0])) / 10
               for q in queries]
    assert np.mean(overlap) >= 0.9
    exclude = np.zeros(2000, dtype=bool)
    exclude[exact.search(queries[0], 5)[0]] = True
    ids, _ = ann.search(queries[0], 10, exclude)
    assert not exclude[ids].any() and len(ids) == 10
