"""A query answered before and after its tree's index exists (parity.search.answer): the
scope decides what is indexed, a tree too large to embed at once is answered from BM25's
candidates re-ranked (their vectors cached for the build), and each ranker gives its own
list. The hashing embedder stands in for the model; its `calls` count what was embedded."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from parity.search.answer import answer, pick
from parity.search.embed import EmbedderUnavailable, HashingEmbedder
from parity.search.files import Scope, walk_files
from parity.search.fusion import name_text
from parity.search.index import View, search_view
from parity.search.service import SearchConfig, SearchService

FILES = {
    "src/shop/cart.py": "def add_item(cart, item):\n    cart.append(item)\n\n\n"
                        "def total_price(cart):\n    return sum(i.price for i in cart)\n",
    "src/shop/tax.py": "VAT_RATE = 0.2\n\n\ndef apply_vat(amount):\n"
                       "    return amount * (1 + VAT_RATE)\n",
    "src/shop/vendor/left_pad.py": "def left_pad(text, width):\n    return text.rjust(width)\n",
    "tests/test_cart.py": "def test_total_price():\n    assert total_price([]) == 0\n",
    "docs/guide.md": "# Guide\nThe cart adds items and totals their price with VAT.\n",
}


@pytest.fixture
def tree(tmp_path) -> Path:
    for rel, text in FILES.items():
        (tmp_path / "repo" / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "repo" / rel).write_text(text)
    return tmp_path / "repo"


@pytest.fixture
def service(tmp_path):
    svc = SearchService(SearchConfig(model="hash", cache_dir=str(tmp_path / "cache")),
                        embedder=HashingEmbedder())
    yield svc
    svc.close()


def test_scope_indexes_only_what_is_asked(tree, service):
    assert {r for r, _, _ in walk_files(tree, Scope(("src",)))} == {
        "src/shop/cart.py", "src/shop/tax.py", "src/shop/vendor/left_pad.py"}
    assert {r for r, _, _ in walk_files(tree, Scope((), ("tests", "docs")))} == {
        "src/shop/cart.py", "src/shop/tax.py", "src/shop/vendor/left_pad.py"}
    # a name skips that directory anywhere; a path skips that one
    assert {r for r, _, _ in walk_files(tree, Scope(("src",), ("vendor",)))} == {
        "src/shop/cart.py", "src/shop/tax.py"}
    assert {r for r, _, _ in walk_files(tree, Scope((), ("src/shop/vendor",)))} == {
        "src/shop/cart.py", "src/shop/tax.py", "tests/test_cart.py", "docs/guide.md"}
    got = answer(service, tree, "total price of the cart", 10, scope=Scope(("src",)))
    assert got.mode == "index"
    assert {c.path for c in got.hits} <= {"src/shop/cart.py", "src/shop/tax.py",
                                           "src/shop/vendor/left_pad.py"}
    assert got.num_chunks == 5  # the three files of src (tax.py: VAT_RATE and apply_vat)
    # the scoped index is its own: the whole tree's is not it
    assert service.saved_index(tree, Scope(("src",))) is not None
    assert service.saved_index(tree) is None


def test_a_large_tree_is_answered_from_candidates_then_indexed(tree, service):
    embedder = service.embedder
    assert isinstance(embedder, HashingEmbedder)
    got = answer(service, tree, "total price of the cart", 3, max_new_chunks=2)
    assert got.mode == "candidates" and "not built yet" in (got.note or "")
    assert "parity index build" in (got.note or "")
    assert got.hits and got.hits[0].symbol == "total_price"
    # only the query, BM25's candidates and their names were embedded, and nothing was saved
    lexical = service.lexical_index(tree)
    pool = search_view(View(lexical), "total price of the cart", None, 100).bm25
    pool_names = {name_text(c.symbol) for c in pool} - {""}
    assert 0 < len(pool) < len(lexical)
    assert embedder.calls == 1 + len(pool) + len(pool_names)
    assert service.saved_index(tree) is None
    # the candidates' vectors are in the cache: a build embeds only the rest
    assert service.missing_embeddings(lexical) == len(lexical) - len(pool)
    full = answer(service, tree, "total price of the cart", 3)
    assert full.mode == "index" and full.note is None
    names = {name_text(c.symbol) for c in lexical.chunks} - {""}
    # the rest once (chunks and names), and one more query
    assert embedder.calls == 1 + len(lexical) + len(names) + 1
    assert service.saved_index(tree) is not None
    again = answer(service, tree, "apply VAT to an amount", 1, max_new_chunks=0)
    assert again.mode == "index" and again.hits[0].symbol == "apply_vat"


def test_each_ranker_gives_its_own_list(tree, service):
    index = service.snapshot_index(tree)
    rankings = service.search(View(index), "price with vat", 5)
    for ranker, expected in (("bm25", rankings.bm25), ("dense", rankings.dense),
                             ("hybrid", rankings.hybrid), ("rrf", rankings.hybrid_rrf)):
        got = answer(service, tree, "price with vat", 5, ranker=ranker)
        assert got.hits == expected[:5] == pick(rankings, ranker)[:5], ranker
    with pytest.raises(ValueError, match="unknown ranker"):
        answer(service, tree, "price", 5, ranker="tfidf")


def test_candidates_ranked_by_dense_are_the_pool_by_cosine(tree, service):
    got = answer(service, tree, "cart item price", 10, ranker="dense", max_new_chunks=0)
    assert got.mode == "candidates"
    q = service.embed_query("cart item price")
    sims = [float(service.cached.embed([c.document])[0] @ q) for c in got.hits]
    assert sims == sorted(sims, reverse=True)
    bm25 = answer(service, tree, "cart item price", 10, ranker="bm25", max_new_chunks=0)
    assert {c.symbol for c in got.hits} == {c.symbol for c in bm25.hits}


class _NoModel(HashingEmbedder):
    @property
    def model_id(self) -> str:
        raise EmbedderUnavailable("no model files here")

    def encode(self, texts: list[str]) -> np.ndarray:
        raise EmbedderUnavailable("no model files here")


def test_without_the_model_bm25_answers_and_dense_is_refused(tree, tmp_path):
    svc = SearchService(SearchConfig(model="hash", cache_dir=str(tmp_path / "c2")),
                        embedder=_NoModel())
    got = answer(svc, tree, "apply vat", 2)
    assert got.mode == "lexical" and "no model files here" in (got.note or "")
    assert got.hits[0].symbol == "apply_vat"
    with pytest.raises(ValueError, match="--ranker dense needs the embedding model"):
        answer(svc, tree, "apply vat", 2, ranker="dense")
    svc.close()
