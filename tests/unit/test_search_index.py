"""The shared, incremental index: embedding cache, snapshot sharing, session overlays,
persistence and the BM25-only fallback. A deterministic hashing embedder stands in for the
model (its `calls` counter says exactly what was embedded)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import numpy as np
import pytest

from parity.search.cache import CachedEmbedder, EmbeddingCache
from parity.search.embed import HashingEmbedder
from parity.search.evaluate import paired, percentile, rank_of, sign_test, summarize
from parity.search.fusion import name_text
from parity.search.index import CodeIndex, View, build_index, read_tree, search_view
from parity.search.service import SearchConfig, SearchService, format_hits

FILES = {
    "shop/cart.py": (
        "class Cart:\n"
        "    def __init__(self):\n        self.items = []\n\n"
        "    def add_item(self, item, quantity=1):\n"
        "        self.items.append((item, quantity))\n\n"
        "    def total_price(self):\n"
        "        return sum(i.price * q for i, q in self.items)\n"),
    "shop/tax.py": (
        "VAT_RATE = 0.2\n\n\n"
        "def apply_vat(amount):\n    return amount * (1 + VAT_RATE)\n"),
    "shop/io.py": (
        "import json\n\n\n"
        "def load_catalog(path):\n    with open(path) as f:\n        return json.load(f)\n"),
    "README.md": "# shop\nA tiny shop: a cart, taxes and a catalog loader.\n",
}


def write_tree(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


@pytest.fixture
def snap(tmp_path):
    return write_tree(tmp_path / "snap", FILES)


@pytest.fixture
def service(tmp_path):
    svc = SearchService(SearchConfig(model="hash", cache_dir=str(tmp_path / "cache")),
                        embedder=HashingEmbedder())
    yield svc
    svc.close()


def names(chunks):
    return [(c.path, c.symbol) for c in chunks]


def test_embedding_cache_round_trip_and_only_missing_texts_are_encoded(tmp_path):
    cache = EmbeddingCache(tmp_path / "e.sqlite")
    cache.put_many({"k1": np.ones(4, dtype=np.float32)})
    assert cache.get_many(["k1", "k2"]).keys() == {"k1"} and len(cache) == 1
    cache.close()
    emb = HashingEmbedder(16)
    cached = CachedEmbedder(emb, tmp_path)
    first = cached.embed(["alpha beta", "gamma", "alpha beta"])
    assert emb.calls == 2 and cached.hits == 0  # the duplicate text is embedded once
    again = cached.embed(["gamma", "alpha beta", "delta"])
    assert emb.calls == 3 and cached.hits == 2
    np.testing.assert_array_equal(again[1], first[0])
    cached.close()
    # Another process (a new cache object on the same file) finds them too.
    other = CachedEmbedder(HashingEmbedder(16), tmp_path)
    other.embed(["alpha beta", "gamma", "delta"])
    assert other.embedder.calls == 0 and other.hits == 3


def embeds(index: CodeIndex) -> int:
    """What building `index` embeds with an empty cache: each chunk, and each distinct name."""
    return len(index) + len({name_text(c.symbol) for c in index.chunks} - {""})


def test_a_snapshot_is_indexed_once_and_shared(snap, service):
    embedder = service.embedder
    a = service.searcher(snap, lambda: [])
    b = service.searcher(snap, lambda: [])
    results = []
    threads = [threading.Thread(target=lambda s=s: results.append(s.view(snap)))
               for s in (a, b, a, b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len({id(v.base) for v in results}) == 1
    n_chunks = len(results[0].base)
    assert embedder.calls == embeds(results[0].base)  # embedded once, not once per session
    # A new process over the same tree: loaded from disk, nothing embedded.
    fresh = SearchService(service.config, embedder=HashingEmbedder())
    assert len(fresh.snapshot_index(snap)) == n_chunks and fresh.embedder.calls == 0
    # Touching a file changes the tree's fingerprint: rebuilt, but only it is re-embedded.
    (snap / "shop/tax.py").write_text(FILES["shop/tax.py"] + "\n\ndef zero():\n    return 0\n")
    rebuilt = fresh.snapshot_index(snap)
    assert any(c.symbol == "zero" for c in rebuilt.chunks)
    assert fresh.embedder.calls == 2  # the new function and its name; the rest are cached
    fresh.close()


def test_a_session_re_embeds_only_what_it_changed(tmp_path, snap, service):
    ws = write_tree(tmp_path / "ws", FILES)
    changed: list[str] = []
    searcher = service.searcher(snap, lambda: list(changed))
    base_view = searcher.view(ws)
    assert base_view.overlay is None
    assert names(searcher.query(ws, "apply VAT to an amount", 1)[0]) == [("shop/tax.py", "apply_vat")]
    calls = service.embedder.calls

    (ws / "shop/tax.py").write_text(FILES["shop/tax.py"] +
                                    "\n\ndef apply_discount(amount, percent):\n"
                                    "    return amount * (1 - percent / 100)\n")
    changed.append("shop/tax.py")
    view = searcher.view(ws)
    assert view.removed == {"shop/tax.py"} and searcher.reembedded_files == 1
    # Unchanged chunks of the edited file come from the cache: one new function embedded,
    # and its name.
    assert service.embedder.calls - calls == 2
    hits, _ = searcher.query(ws, "apply a percentage discount", 3)
    assert ("shop/tax.py", "apply_discount") in names(hits)
    assert searcher.view(ws) is view  # nothing new: the same view, no work
    assert searcher.reembedded_files == 1

    # The view ranks exactly as a fresh index of the edited tree would.
    fresh = build_index(read_tree(ws), CachedEmbedder(HashingEmbedder(), tmp_path / "c2"))
    for q in ("apply a percentage discount", "cart total price", "load the json catalog"):
        vec = service.embed_query(q)
        got, want = search_view(view, q, vec, 5), search_view(View(fresh), q, vec, 5)
        assert names(got.bm25) == names(want.bm25)
        assert names(got.dense) == names(want.dense)
        assert names(got.hybrid) == names(want.hybrid)

    # A deleted file disappears; a file changed back to the snapshot's text needs no overlay.
    os.remove(ws / "shop/io.py")
    changed.append("shop/io.py")
    (ws / "shop/tax.py").write_text(FILES["shop/tax.py"])
    hits, view = searcher.query(ws, "load the json catalog", 10)
    assert all(c.path != "shop/io.py" for c in hits)
    assert view.removed == {"shop/io.py"} and view.overlay is None


def test_workspace_symlinks_are_never_read(tmp_path, snap, service):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOPSECRET_TOKEN = 'hunter2'\n")
    ws = write_tree(tmp_path / "ws", FILES)
    (ws / "leak.py").symlink_to(secret)
    (ws / "linkdir").symlink_to(tmp_path, target_is_directory=True)
    searcher = service.searcher(snap, lambda: ["leak.py", "linkdir/secret.txt"])
    out = searcher.search(str(ws), "TOPSECRET_TOKEN hunter2", 5, [])
    assert "hunter2" not in out


def test_directory_filter_and_output_format(snap, service):
    searcher = service.searcher(snap, lambda: [])
    out = searcher.search(str(snap), "total price of the cart", 2, ["shop"])
    first = out.splitlines()[0]
    assert first.startswith("1. shop/cart.py:") and "Cart.total_price (method)" in first
    assert "def total_price(self):" in out
    assert "README.md" not in searcher.search(str(snap), "tiny shop cart", 10, ["shop"])
    assert searcher.search(str(snap), "cart", 5, ["nowhere"]) == "No results."


def test_without_a_model_search_is_lexical_and_says_so(tmp_path, snap):
    service = SearchService(SearchConfig(model=str(tmp_path / "no-such-model"),
                                         cache_dir=str(tmp_path / "cache")))
    out = service.searcher(snap, lambda: []).search(str(snap), "apply VAT", 3, [])
    assert out.startswith("note: semantic (embedding) search is unavailable here (")
    assert "lexical (BM25) results only" in out and "apply_vat" in out
    assert not (tmp_path / "cache" / "indexes").exists()  # a lexical index is not saved


def test_format_hits_truncates_long_snippets():
    from parity.search.chunking import Chunk

    c = Chunk("a.py", 10, 40, "f", "function", "# file: a.py", "\n".join(["x"] * 31))
    out = format_hits([c], snippet_lines=5)
    assert out.splitlines()[0] == "1. a.py:10-40  f (function)"
    assert out.splitlines()[1] == "    10  x" and "[... 26 more lines]" in out


def test_recall_and_mrr_summaries():
    from parity.search.chunking import Chunk

    ranking = [Chunk("a.py", 1, 2, s, "function", "", "") for s in ("x", "y", "z")]
    assert rank_of(ranking, "a.py", "z") == 3 and rank_of(ranking, "b.py", "z") is None
    s = summarize([1, 3, None, 12])
    assert (s.recall_at_1, s.recall_at_10) == (0.25, 0.5)
    assert s.mrr == pytest.approx((1 + 1 / 3 + 1 / 12) / 4)
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 50) == 3.0
    assert percentile(list(range(1, 101)), 99) == 99


def test_paired_comparison_counts_queries_and_takes_the_exact_sign_test():
    # a: hit at 1 on queries 0-2, b on query 3 only; query 4 both miss (a tie: left out)
    a, b = [1, 1, 1, 5, None], [2, 4, None, 1, None]
    r1 = paired(a, b, "recall@1")
    assert (r1.won, r1.lost) == (3, 1)
    assert r1.p_value == pytest.approx(2 * (1 + 4) / 16)  # P(X <= 1 | n=4, 1/2), both tails
    r10 = paired(a, b, "recall@10")
    assert (r10.won, r10.lost) == (1, 0)  # only query 2: b never found it
    mrr = paired(a, b, "mrr")
    assert (mrr.won, mrr.lost) == (3, 1)
    assert sign_test(0, 0) == 1.0 and sign_test(5, 5) == 1.0
    assert sign_test(10, 0) == pytest.approx(2 / 1024)
    assert sign_test(3, 12) == sign_test(12, 3) < 0.05


def test_only_the_most_recent_snapshot_indexes_stay_in_memory(tmp_path):
    a = write_tree(tmp_path / "a", FILES)
    b = write_tree(tmp_path / "b", {"x.py": "def x():\n    return 1\n"})
    service = SearchService(SearchConfig(model="hash", cache_dir=str(tmp_path / "cache"),
                                         max_indexes_in_memory=1), embedder=HashingEmbedder())
    first = service.snapshot_index(a)
    assert service.snapshot_index(a) is first
    service.snapshot_index(b)
    again = service.snapshot_index(a)  # evicted: loaded back from disk, nothing re-embedded
    assert again is not first and len(again) == len(first)
    assert service.embedder.calls == embeds(first) + 2  # and b's one function and name
    service.close()


def test_a_session_of_an_empty_snapshot_searches_the_files_it_creates(tmp_path, service):
    empty = tmp_path / "empty"
    empty.mkdir()
    ws = tmp_path / "ws"
    ws.mkdir()
    changed: list[str] = []
    searcher = service.searcher(empty, lambda: list(changed))
    assert searcher.search(str(ws), "anything at all", 3, []) == "No results."
    write_tree(ws, {"shop/tax.py": FILES["shop/tax.py"], "empty.py": ""})
    changed += ["shop/tax.py", "empty.py"]
    hits, view = searcher.query(ws, "apply VAT to an amount", 3)
    assert names(hits)[0] == ("shop/tax.py", "apply_vat")
    assert view.overlay is not None and view.overlay.dense is not None
    assert names(search_view(view, "apply VAT", service.embed_query("apply VAT"), 3).dense)


def test_fusion_is_learned_by_default_and_rrf_on_request(tmp_path, snap, service):
    view = View(service.snapshot_index(snap))
    q = "apply VAT to an amount"
    vec = service.embed_query(q)
    learned = search_view(view, q, vec, 5)
    rrf = search_view(view, q, vec, 5, fusion="rrf")
    assert names(rrf.hybrid) == names(rrf.hybrid_rrf) == names(learned.hybrid_rrf)
    assert set(names(learned.hybrid)) == set(names(learned.bm25)) | set(names(learned.dense))
    assert len(learned.bm25_scores) == len(learned.bm25) and learned.bm25_scores[0] > 0
    assert learned.dense_scores == sorted(learned.dense_scores, reverse=True)
    with pytest.raises(ValueError, match="unknown fusion"):
        search_view(view, q, vec, 5, fusion="max")
    with pytest.raises(ValueError, match="unknown fusion"):
        SearchService(SearchConfig(model="hash", cache_dir=str(tmp_path / "c"), fusion="x"))


def test_one_result_per_function_with_its_parts_merged(tmp_path, service):
    # a 150-line function is chunked into three parts (60 lines each at most); a query that
    # matches every part gets the function once, spanning the parts that ranked
    body = "".join(f"    total_{i} = ledger_balance_entry({i})\n" for i in range(148))
    tree = write_tree(tmp_path / "big", {
        "ledger.py": "def reconcile_ledger_balance():\n" + body + "    return total_0\n\n\n"
                     "class Account:\n"
                     "    @property\n    def balance(self):\n        return ledger_balance_entry(1)\n\n"
                     "    @balance.setter\n    def balance(self, value):\n"
                     "        ledger_balance_entry(value)\n"})
    index = build_index(read_tree(tree), service.cached)
    chunks = [c for c in index.chunks if c.symbol == "reconcile_ledger_balance"]
    assert len(chunks) == 3  # the parts, as chunking makes them
    rankings = service.search(View(index), "ledger balance entry", 10)
    for ranked in (rankings.hybrid, rankings.bm25, rankings.dense, rankings.hybrid_rrf):
        symbols = [c.symbol for c in ranked]
        assert symbols.count("reconcile_ledger_balance") == 1, symbols
        merged = next(c for c in ranked if c.symbol == "reconcile_ledger_balance")
        assert (merged.start_line, merged.end_line) == (1, 150)
        assert merged.text.splitlines() == (tree / "ledger.py").read_text().splitlines()[:150]
        # the getter and the setter are two functions of one name: both stay
        assert symbols.count("Account.balance") == 2
    assert len(rankings.bm25_scores) == len(rankings.bm25)
    assert len(rankings.dense_scores) == len(rankings.dense)


def test_parts_that_did_not_rank_leave_a_gap_the_merge_does_not_cross():
    from parity.search.chunking import Chunk
    from parity.search.index import one_per_function

    def part(start, end, continued):
        return Chunk("f.py", start, end, "f", "function",
                     "# f.py" + ("\n# def f():  (continued)" if continued else ""),
                     "\n".join(f"line {n}" for n in range(start, end + 1)))

    first, second, third = part(1, 60, False), part(61, 120, True), part(121, 150, True)
    module = Chunk("g.py", 1, 3, None, "module", "", "a\nb\nc")
    merged, kept = one_per_function([third, first, module])
    assert kept == [0, 2] and (merged[0].start_line, merged[0].end_line) == (121, 150)
    merged, kept = one_per_function([second, third, first])
    assert kept == [0] and (merged[0].start_line, merged[0].end_line) == (1, 150)
    assert merged[0].text.splitlines()[0] == "line 1"
