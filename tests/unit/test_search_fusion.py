"""The learned fusion: its features, its listwise loss and gradient, fitting, and how the
searcher uses it (RRF kept as an option)."""

from __future__ import annotations

import json
import math
import sys

import numpy as np
import pytest

from parity.search.fusion import (
    DEFAULT_WEIGHTS,
    EIGHT_FEATURE_WEIGHTS,
    FEATURES,
    NAME_IDF_CAP,
    NINE_FEATURE_WEIGHTS,
    RANK_ONLY,
    FusionWeights,
    features,
    fit,
    learned_fuse,
    listwise_loss,
    name_text,
    pad,
)


def test_features_of_both_lists():
    items, x = features([("a", 8.0), ("b", 2.0)], [("c", 0.9), ("a", 0.5)])
    assert items == ["a", "b", "c"]
    col = {f: i for i, f in enumerate(FEATURES)}
    assert x[0, col["bm25_rel"]] == 1.0 and x[1, col["bm25_rel"]] == 0.25
    assert x[0, col["bm25_disc"]] == 1.0 and x[1, col["bm25_disc"]] == pytest.approx(
        1 / math.log2(3))
    assert x[2, col["bm25_in"]] == 0.0 and x[2, col["bm25_disc"]] == 0.0
    assert x[2, col["dense_cos"]] == 0.9 and x[0, col["dense_disc"]] == pytest.approx(
        1 / math.log2(3))
    assert x[1, col["dense_in"]] == 0.0 and x[1, col["dense_cos"]] == pytest.approx(0.48)


def test_a_confident_dense_answer_beats_a_weak_lexical_one_when_cosines_count():
    bm25 = [("x", 3.0), ("y", 2.9), ("z", 2.8), ("d", 0.4)]
    dense = [("d", 0.82), ("x", 0.31), ("y", 0.30), ("z", 0.29)]
    # Rank-only weights (like RRF): x, listed high by both, wins.
    assert learned_fuse(bm25, dense, RANK_ONLY)[0] == "x"
    cosine_heavy = FusionWeights(tuple(8.0 if f == "dense_cos" else 1.0 if f.endswith("disc")
                                       else 0.0 for f in FEATURES))
    assert learned_fuse(bm25, dense, cosine_heavy)[0] == "d"
    assert learned_fuse([], [], RANK_ONLY) == []


def _check_gradient(w, x, mask, ans, grad):
    """`grad` against central finite differences of the loss, weight by weight."""
    eps = 1e-6
    for f in range(len(FEATURES)):
        d = np.zeros_like(w)
        d[f] = eps
        num = (listwise_loss(w + d, x, mask, ans)[0] - listwise_loss(w - d, x, mask, ans)[0])
        assert grad[f] == pytest.approx(num / (2 * eps), rel=1e-4, abs=1e-7)


def test_listwise_gradient_matches_finite_differences():
    rng = np.random.default_rng(0)
    groups = [(rng.normal(size=(int(rng.integers(2, 9)), len(FEATURES))), 0) for _ in range(6)]
    x, mask, ans = pad(groups)
    w = rng.normal(size=len(FEATURES))
    loss, grad = listwise_loss(w, x, mask, ans)
    _check_gradient(w, x, mask, ans, grad)
    # Padding does not count: one group alone scores the same padded or not.
    alone = listwise_loss(w, *pad(groups[:1]))[0]
    assert alone == pytest.approx(listwise_loss(w, x[:1], mask[:1], ans[:1])[0])


def test_fit_learns_which_signal_finds_the_answer():
    """Synthetic queries where BM25's first place is a decoy and the answer has the highest
    cosine: rank-only weights get few right; fitted weights get most, on held-out queries."""
    rng = np.random.default_rng(1)

    def query(n=20):
        names = list(range(n))
        answer = int(rng.integers(1, n))
        bm25 = [(i, float(10 - 0.3 * r)) for r, i in enumerate(rng.permutation(names))]
        cos = {i: float(rng.uniform(0.2, 0.5)) for i in names}
        cos[answer] = 0.6 + float(rng.uniform(0, 0.2))
        dense = sorted(cos.items(), key=lambda t: -t[1])
        dense[0], dense[1] = dense[1], dense[0]  # dense's own rank is off by one
        return bm25, dense, answer

    def groups(qs):
        out = []
        for b, d, a in qs:
            items, x = features(b, d)
            out.append((x, items.index(a)))
        return out

    train, test = [query() for _ in range(150)], [query() for _ in range(100)]
    weights, loss = fit(groups(train), steps=400)
    x, mask, ans = pad(groups(train))
    assert loss < listwise_loss(np.asarray(RANK_ONLY.weights), x, mask, ans)[0]

    def top1(w):
        return sum(learned_fuse(b, d, w)[0] == a for b, d, a in test) / len(test)

    assert top1(RANK_ONLY) < 0.2 and top1(weights) > 0.9


def test_weights_round_trip_and_a_bad_file_is_refused(tmp_path):
    w = FusionWeights(tuple(float(i) for i in range(len(FEATURES))))
    w.save(tmp_path / "w.json")
    assert FusionWeights.load(tmp_path / "w.json") == w
    six = {f: 1.0 for f in FEATURES[:6]}  # a file from before the name features
    (tmp_path / "six.json").write_text(json.dumps(six))
    assert FusionWeights.load(tmp_path / "six.json").weights == (1.0,) * 6 + (0.0,) * 4
    eight = {f: float(i) for i, f in enumerate(FEATURES[:8])}  # before name_idf
    (tmp_path / "eight.json").write_text(json.dumps(eight))
    assert FusionWeights.load(tmp_path / "eight.json").weights == tuple(range(8)) + (0.0,) * 2
    nine = {f: float(i) for i, f in enumerate(FEATURES[:9])}  # before name_cos
    (tmp_path / "nine.json").write_text(json.dumps(nine))
    assert FusionWeights.load(tmp_path / "nine.json").weights == tuple(range(9)) + (0.0,)
    EIGHT_FEATURE_WEIGHTS.save(tmp_path / "old.json")
    assert FusionWeights.load(tmp_path / "old.json") == EIGHT_FEATURE_WEIGHTS
    assert EIGHT_FEATURE_WEIGHTS.weights[FEATURES.index("name_idf")] == 0.0
    assert NINE_FEATURE_WEIGHTS.weights[FEATURES.index("name_cos")] == 0.0
    assert len(DEFAULT_WEIGHTS.weights) == len(FEATURES)
    (tmp_path / "bad.json").write_text('{"bm25_in": 1}')
    with pytest.raises(ValueError, match="lack"):
        FusionWeights.load(tmp_path / "bad.json")
    recorded = FusionWeights(w.weights, ("httpx", "stdlib/asyncio"))  # what it was fitted on
    recorded.save(tmp_path / "r.json")
    assert FusionWeights.load(tmp_path / "r.json") == recorded
    assert FusionWeights.load(tmp_path / "nine.json").trained_on == ()  # unknown: not recorded
    (tmp_path / "bad2.json").write_text(json.dumps({**nine, "name_cos": 0.0, "trained_on": "x"}))
    with pytest.raises(ValueError, match="trained_on"):
        FusionWeights.load(tmp_path / "bad2.json")
    (tmp_path / "list.json").write_text("[1, 2]")
    with pytest.raises(ValueError, match="JSON object"):
        FusionWeights.load(tmp_path / "list.json")
    with pytest.raises(ValueError):
        fit([])


def test_a_name_the_query_spells_out_is_lifted():
    """name_frac and name_hits: the share and the (capped) count of a name's words in the
    query; a one-word name matched scores below a three-word one matched in full."""
    from parity.search.fusion import name_match
    from parity.search.lexical import tokenize

    terms = set(tokenize("Add a group as a source of commands."))
    assert name_match(terms, "CommandCollection.add_source") == (1.0, pytest.approx(2 / 3), 0.0)
    assert name_match(terms, "Group") == (1.0, pytest.approx(1 / 3), 0.0)
    assert name_match(terms, "Context.invoke") == (0.0, 0.0, 0.0)
    assert name_match(terms, None) == (0.0, 0.0, 0.0)
    bm25 = [("g", 5.0), ("s", 4.0)]
    dense = [("g", 0.60), ("s", 0.59)]
    names = {"g": "Group", "s": "CommandCollection.add_source"}
    w = FusionWeights(tuple(1.0 if f.startswith("name") or f == "dense_cos" else 0.0
                            for f in FEATURES))
    assert learned_fuse(bm25, dense, w)[0] == "g"  # no names given: name features are 0
    assert learned_fuse(bm25, dense, w, terms, names.get)[0] == "s"
    _, x = features(bm25, dense, terms, names.get)
    assert x[:, FEATURES.index("name_hits")].tolist() == pytest.approx([1 / 3, 2 / 3])


def test_name_idf_sums_the_matched_words_idf_and_is_capped():
    """A common one-word name (every query about options says "option") gets little; a
    rare specific name gets much, up to the cap."""
    from parity.search.fusion import name_match

    idf = {"option": 0.4, "add": 3.0, "source": 6.5, "command": 1.2, "group": 0.9}
    assert name_match(idf, "Option")[2] == pytest.approx(0.4 / NAME_IDF_CAP)
    assert name_match(idf, "CommandCollection.add_source")[2] == pytest.approx(9.5 / 15)
    assert name_match(idf, "Context.invoke")[2] == 0.0
    assert name_match({"parse": 9.0, "header": 8.0}, "parse_headers")[2] == 1.0  # capped
    bm25, dense = [("o", 5.0), ("s", 4.0)], [("o", 0.60), ("s", 0.59)]
    names = {"o": "Option", "s": "add_source"}
    _, x = features(bm25, dense, idf, names.get)
    assert x[:, FEATURES.index("name_idf")].tolist() == pytest.approx([0.4 / 15, 9.5 / 15])
    # Both names are matched in full and by one or two words: only the IDF tells them apart.
    w = FusionWeights(tuple(1.0 if f in ("dense_cos", "name_idf") else 0.0 for f in FEATURES))
    assert learned_fuse(bm25, dense, w, idf, names.get)[0] == "s"


def test_search_carries_the_querys_idf(tmp_path):
    """`Rankings.query_idf`: BM25's IDF of each query token over the searched chunks."""
    from parity.search.index import View, build_index, search_view
    from parity.search.lexical import bm25_idf

    texts = {f"m{i}.py": f"def option_{i}(x):\n    return x + {i}\n" for i in range(9)}
    texts["rare.py"] = "def add_source(x):\n    return x\n"
    index = build_index(texts, None)
    r = search_view(View(index), "add an option source", None, 5)
    n = len(index)
    assert r.query_idf["source"] == pytest.approx(float(bm25_idf(np.array(1), n)))
    assert r.query_idf["option"] == pytest.approx(float(bm25_idf(np.array(9), n)))
    assert r.query_idf["source"] > r.query_idf["option"]


def test_the_loss_counts_every_chunk_of_the_answer():
    """A split function answers its query with any of its chunks: the loss is -log of the
    summed softmax over them, and its gradient matches finite differences."""
    rng = np.random.default_rng(2)
    groups = [(rng.normal(size=(6, len(FEATURES))), [1, 4]), (rng.normal(size=(3, len(FEATURES))), 0)]
    x, mask, ans = pad(groups)
    assert ans[0].tolist() == [False, True, False, False, True, False]
    w = rng.normal(size=len(FEATURES))
    loss, grad = listwise_loss(w, x, mask, ans)
    p0 = np.exp(x[0] @ w) / np.exp(x[0] @ w).sum()
    p1 = np.exp(x[1, :3] @ w) / np.exp(x[1, :3] @ w).sum()
    assert loss == pytest.approx(-(np.log(p0[1] + p0[4]) + np.log(p1[0])) / 2)
    _check_gradient(w, x, mask, ans, grad)
    # Two answers: the second chunk alone at the top is as good as the first alone.
    x2 = np.zeros((1, 3, len(FEATURES)))
    x2[0, :, 0] = [0.0, 5.0, 0.0]  # candidate 1 scores highest under w = e_0
    w0 = np.eye(len(FEATURES))[0]
    one = listwise_loss(w0, x2, np.ones((1, 3), bool), pad([(x2[0], [1])])[2])[0]
    both = listwise_loss(w0, x2, np.ones((1, 3), bool), pad([(x2[0], [0, 1])])[2])[0]
    first_only = listwise_loss(w0, x2, np.ones((1, 3), bool), pad([(x2[0], [0])])[2])[0]
    assert both < one < first_only


def test_name_cos_is_the_names_cosine_and_a_nameless_chunk_gets_the_median():
    """name_cos: the given cosine for a named candidate; a candidate without a name gets the
    median over the query's named ones, so having a name is worth nothing by itself."""
    col = FEATURES.index("name_cos")
    bm25 = [("a", 3.0), ("b", 2.0), ("text", 1.0)]
    dense = [("c", 0.5), ("a", 0.4)]
    cos = {"a": 0.9, "b": 0.1, "c": 0.3, "text": None}
    items, x = features(bm25, dense, name_cos=cos.get)
    assert items == ["a", "b", "text", "c"]
    assert x[:, col].tolist() == pytest.approx([0.9, 0.1, 0.3, 0.3])  # median of .9 .1 .3
    _, none = features(bm25, dense, name_cos=lambda _: None)
    assert (none[:, col] == 0).all()
    assert (features(bm25, dense)[1][:, col] == 0).all()
    # weight on it alone: the name nearest the query in meaning comes first
    only = FusionWeights(tuple(1.0 if f == "name_cos" else 0.0 for f in FEATURES))
    assert learned_fuse(bm25, dense, only, name_cos=cos.get)[0] == "a"
    assert name_text("Context.get_terminal_size") == "context get terminal size"
    assert name_text("parseHTTPDate") == "parse http date"
    assert name_text(None) == name_text("") == ""


def test_search_reads_each_candidates_name_vector(tmp_path):
    """search_view's name_cos is the query's cosine with the embedding of the chunk's name
    (`name_text`), from the index, the saved index and a session's overlay alike."""
    from parity.search.embed import HashingEmbedder
    from parity.search.index import CodeIndex, View, search_view
    from parity.search.service import SearchConfig, SearchService

    root = tmp_path / "repo"
    root.mkdir()
    (root / "disk.py").write_text("def free_space(path):\n    return statvfs(path)\n\n\n"
                                  "class Volume:\n    def mount_point(self):\n"
                                  "        return self.path\n")
    (root / "notes.md").write_text("free space on a volume\n")
    service = SearchService(SearchConfig(model="hash", cache_dir=str(tmp_path / "cache")),
                            embedder=HashingEmbedder())
    col = FEATURES.index("name_cos")
    query = "free space of a volume"
    q = service.embedder.encode([query])[0]

    def check(view: View) -> int:
        r = search_view(view, query, q, 5)
        assert r.fusion_features_CF is not None
        named = {}
        for chunk, x in zip(r.fusion_candidates, r.fusion_features_CF, strict=True):
            if chunk.symbol:
                want = float(service.embedder.encode([name_text(chunk.symbol)])[0] @ q)
                assert x[col] == pytest.approx(want, abs=1e-5), chunk.symbol
                named[chunk.symbol] = x[col]
        fill = float(np.median(list(named.values())))
        assert [x[col] for c, x in zip(r.fusion_candidates, r.fusion_features_CF,
                                       strict=True) if not c.symbol] == [pytest.approx(fill)]
        return len(named)

    index = service.snapshot_index(root)
    assert check(View(index)) == 3  # free_space, Volume, Volume.mount_point; and notes.md
    loaded = CodeIndex.load(next((tmp_path / "cache" / "indexes").iterdir()))
    assert loaded.names_ND is not None and np.array_equal(loaded.names_ND, index.names_ND)
    assert check(View(loaded)) == 3
    # a session's edited file: its chunks' names come with the overlay
    ws = tmp_path / "ws"
    (ws).mkdir()
    (ws / "disk.py").write_text((root / "disk.py").read_text()
                                + "\n\ndef used_space(path):\n    return du(path)\n")
    (ws / "notes.md").write_text((root / "notes.md").read_text())
    view = service.searcher(root, lambda: ["disk.py"]).view(ws)
    assert view.overlay is not None and view.overlay.names_ND is not None
    assert check(view) == 4
    with pytest.raises(ValueError, match="both"):
        CodeIndex(index.chunks, index.dense.vectors_ND, {}, names_ND=None)  # type: ignore[union-attr]
    service.close()


def test_training_keys_name_a_project_across_versions_and_folders(tmp_path):
    from parity.bench.search import Codebase, held_out, training_keys

    sdist = Codebase("python_dateutil-2.9.0", tmp_path, ["dateutil/tz.py"], "python_dateutil")
    checkout = Codebase("Python.Dateutil", tmp_path, ["dateutil/tz.py"], "Python.Dateutil")
    assert training_keys(sdist) == training_keys(checkout) == {"python-dateutil"}
    assert held_out(sdist, DEFAULT_WEIGHTS.trained_on) == {
        "held_out": False, "in_fusion_training": ["python-dateutil"]}
    mine = Codebase("mylib", tmp_path, ["mylib/core.py"], "mylib")
    assert held_out(mine, DEFAULT_WEIGHTS.trained_on)["held_out"] is True
    assert held_out(mine, ())["held_out"] is None  # weights that do not say


@pytest.mark.skipif(sys.version_info[:2] != (3, 11),
                    reason="the packaged record names the stdlib modules of Python 3.11")
def test_the_packaged_record_is_what_train_fusion_fits_on_and_the_benchmark_holds_out():
    """DEFAULT_WEIGHTS' record is the --stdlib-modules 12 of its command, and none of them is
    in the modules `parity bench search --limit-modules 10` scores; the full standard library
    is not held out."""
    from parity.bench.search import (
        held_out,
        stdlib_codebase,
        stdlib_training_codebase,
        training_keys,
    )

    recorded = {k for k in DEFAULT_WEIGHTS.trained_on if k.startswith("stdlib/")}
    assert training_keys(stdlib_training_codebase(12)) == recorded
    assert held_out(stdlib_codebase(10), DEFAULT_WEIGHTS.trained_on)["held_out"] is True
    full = held_out(stdlib_codebase(), DEFAULT_WEIGHTS.trained_on)
    assert full["held_out"] is False and set(full["in_fusion_training"]) == recorded
