"""Smoke tests of the search commands with tiny settings: `parity index build|query`,
`parity bench search` and `parity search train-embedder` (on a tiny random model built from
the packaged tokenizer, so that training and evaluation take seconds)."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from parity.search.embed import EmbedderUnavailable, packaged_model_dir

PARITY = [sys.executable, "-m", "parity.cli"]


def run(*args: str, timeout: float = 180) -> subprocess.CompletedProcess:
    return subprocess.run([*PARITY, *args], capture_output=True, text=True, timeout=timeout)


def invoke(*args: str):
    """In process (no interpreter start-up per call); `run` checks the real entry point."""
    from typer.testing import CliRunner

    from parity.cli import app

    return CliRunner().invoke(app, list(args))


def test_index_build_and_query(tmp_path):
    repo = tmp_path / "repo"
    (repo / "geo").mkdir(parents=True)
    (repo / "geo" / "dist.py").write_text(
        "import math\n\n\ndef haversine_km(lat1, lon1, lat2, lon2):\n"
        "    r = 6371.0\n    return 2 * r * math.asin(math.sqrt(lat1 + lon1 + lat2 + lon2))\n")
    (repo / "geo" / "fmt.py").write_text("def format_coord(lat, lon):\n"
                                         "    return f'{lat:.4f},{lon:.4f}'\n")
    cache = ["--model", "hash", "--cache-dir", str(tmp_path / "cache")]
    r = invoke("index", "build", str(repo), *cache)
    assert r.exit_code == 0, r.output
    assert "2 files" in r.output and "chunks" in r.output
    assert "already indexed" in invoke("index", "build", str(repo), *cache).output
    p = run("index", "query", str(repo), "great-circle distance haversine", "-k", "1", *cache)
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith("1. geo/dist.py:4-6  haversine_km (function)")
    r = invoke("index", "query", str(repo), "format a coordinate", "--json", "--dir", "geo",
               *cache)
    hits = [json.loads(line) for line in r.stdout.splitlines()]
    assert hits[0]["path"] == "geo/fmt.py" and hits[0]["symbol"] == "format_coord"
    r = invoke("index", "query", str(tmp_path / "nope"), "x", *cache)
    assert r.exit_code == 2 and "not a directory" in r.output


def test_index_query_normalises_dir_and_refuses_bad_k(tmp_path, monkeypatch):
    repo = tmp_path / "repo"
    (repo / "geo").mkdir(parents=True)
    (repo / "geo" / "fmt.py").write_text("def format_coord(lat, lon):\n"
                                         "    return f'{lat:.4f},{lon:.4f}'\n")
    (repo / "util.py").write_text("def format_money(amount):\n    return f'{amount:.2f}'\n")
    cache = ["--model", "hash", "--cache-dir", str(tmp_path / "cache")]
    monkeypatch.chdir(tmp_path)
    for d in ("./geo", "geo/", str(repo / "geo"), "../repo/geo"):
        r = invoke("index", "query", str(repo), "format a coordinate", "--json", "--dir", d,
                   *cache)
        assert r.exit_code == 0, r.output
        paths = {json.loads(line)["path"] for line in r.stdout.splitlines()}
        assert paths == {"geo/fmt.py"}, (d, r.output)
    r = invoke("index", "query", "repo", "format", "--json", "--dir", ".", *cache)
    assert {json.loads(line)["path"] for line in r.stdout.splitlines()} == {
        "geo/fmt.py", "util.py"}
    for d, why in ((str(tmp_path), "outside"), ("../..", "outside"), ("nope", "no such")):
        r = invoke("index", "query", str(repo), "format", "--dir", d, *cache)
        assert r.exit_code == 2 and why in r.output and "Traceback" not in r.output, r.output
    for k in ("-1", "0"):
        p = run("index", "query", str(repo), "format", "-k", k, *cache)
        assert p.returncode == 2 and "Traceback" not in p.stderr
        assert "-k" in p.stderr or "--top-k" in p.stderr, p.stderr


def test_bench_search_small_mode(tmp_path):
    out = tmp_path / "bench.json"
    args = ["bench", "search", "--model", "hash", "--limit-modules", "3", "--max-queries", "15",
            "--latency-queries", "5", "--cache-dir", str(tmp_path / "cache"), "--json", str(out)]
    r = invoke(*args)
    assert r.exit_code == 0, r.output
    figures = json.loads(out.read_text())
    for method in ("bm25", "dense", "hybrid"):
        assert set(figures[method]) == {"recall@1", "recall@10", "mrr"}
        assert 0.0 <= figures[method]["recall@10"] <= 1.0
    for key in ("index_chunks_per_s", "query_p50_ms", "query_p99_ms", "reindex_one_file_ms"):
        assert figures[key] > 0
    assert figures["num_queries"] == 15 and figures["num_chunks"] > 15
    assert figures["bm25"]["recall@10"] > 0.3  # BM25 finds functions by their identifiers
    assert "recall@10" in r.output and "one-file re-index" in r.output
    # A second run embeds nothing: every chunk comes from the cache.
    assert invoke(*args).exit_code == 0
    again = json.loads(out.read_text())
    assert again["embedded_chunks"] == 0 and again["cached_chunks"] >= again["num_chunks"] - 1


def test_bench_search_on_other_codebases(tmp_path):
    """--root (repeatable) measures each tree on its own; JSON has `by_codebase`."""
    verbs = ["parse", "render", "merge", "split", "count", "load"]
    for pkg, nouns in (("alpha", ["config", "token", "matrix"]), ("beta", ["record", "graph"])):
        (tmp_path / pkg / pkg).mkdir(parents=True)
        (tmp_path / pkg / pkg / "core.py").write_text("".join(
            f"def {verb}_{noun}(data):\n"
            f'    """{verb.capitalize()} every {noun} found in the data given."""\n'
            f"    return [{noun!r}, data]\n\n\n" for verb in verbs for noun in nouns))
    out = tmp_path / "bench.json"
    args = ["bench", "search", "--model", "hash", "--root", str(tmp_path / "alpha"), "--root",
            str(tmp_path / "beta"), "--latency-queries", "3", "--cache-dir",
            str(tmp_path / "cache"), "--json", str(out)]
    r = invoke(*args)
    assert r.exit_code == 0, r.output
    figures = json.loads(out.read_text())
    assert figures["codebases"] == ["alpha", "beta"]  # no stdlib unless --stdlib
    by = figures["by_codebase"]
    assert by["alpha"]["num_queries"] == 18 and by["beta"]["num_queries"] == 12
    assert figures["num_queries"] == 30
    for name in ("alpha", "beta"):
        for method in ("bm25", "dense", "hybrid"):
            assert set(by[name][method]) >= {"recall@1", "recall@10", "mrr"}
        assert by[name]["bm25"]["recall@1"] > 0.5  # the names say it
        vs = by[name]["hybrid_vs_best"]  # query by query against the better part
        assert set(vs) == {"recall@1", "recall@10", "mrr"}
        for v in vs.values():
            assert v["best"] in ("bm25", "dense") and 0 <= v["won"] + v["lost"] <= by[name]["num_queries"]
            assert 0.0 < v["p"] <= 1.0
    assert set(figures["hybrid_vs_best"]) == {"recall@1", "recall@10", "mrr"}
    # The packaged fusion was fitted on other code: both trees are held out, and it says so.
    assert by["alpha"]["held_out"] is True and by["beta"]["in_fusion_training"] == []
    assert "on alpha (held out from the fusion's training)" in r.output
    assert "alpha" in r.output and "beta" in r.output and "all" in r.output
    assert "over all queries, query by query" in r.output
    r = invoke("bench", "search", "--model", "hash", "--root", str(tmp_path / "nope"))
    assert r.exit_code == 2 and "not a directory" in r.output


def test_train_fusion_writes_weights_the_benchmark_reads(tmp_path):
    """`parity search train-fusion` on a --root tree and stdlib modules the 10-module benchmark
    does not score; the weights file has every feature and `bench search` accepts it."""
    from parity.bench.search import stdlib_training_codebase
    from parity.search.evaldata import module_of, select_files, stdlib_root
    from parity.search.fusion import FEATURES

    held = {module_of(f) for f in select_files(stdlib_root(), 10)}
    train = stdlib_training_codebase(2)
    assert train.files and not {module_of(f) for f in train.files} & held
    verbs = ["parse", "render", "merge", "split", "count", "load"]
    (tmp_path / "gamma" / "gamma").mkdir(parents=True)
    (tmp_path / "gamma" / "gamma" / "core.py").write_text("".join(
        f"def {verb}_{noun}(data):\n"
        f'    """{verb.capitalize()} every {noun} found in the data given."""\n'
        f"    return [{noun!r}, data]\n\n\n" for verb in verbs for noun in ("record", "graph")))
    out = tmp_path / "w.json"
    cache = str(tmp_path / "cache")
    r = invoke("search", "train-fusion", "--model", "hash", "--root", str(tmp_path / "gamma"),
               "--stdlib-modules", "2", "--max-queries", "20", "--steps", "50",
               "--cache-dir", cache, "--out", str(out))
    assert r.exit_code == 0, r.output
    assert "gamma" in r.output and "stdlib-train" in r.output
    saved = json.loads(out.read_text())
    assert set(saved) == {*FEATURES, "trained_on"}  # every weight, and what they were fitted on
    assert "gamma" in saved["trained_on"]
    assert {f"stdlib/{module_of(f)}" for f in train.files} <= set(saved["trained_on"])
    bench = tmp_path / "bench.json"
    r = invoke("bench", "search", "--model", "hash", "--root", str(tmp_path / "gamma"),
               "--latency-queries", "3", "--cache-dir", cache, "--fusion-weights", str(out),
               "--json", str(bench))
    assert r.exit_code == 0, r.output
    # The benchmark reads the record: gamma's figures are on the fusion's own training code.
    assert json.loads(bench.read_text())["by_codebase"]["gamma"]["held_out"] is False
    assert "on gamma (NOT held out: the fusion was fitted on it)" in r.output
    r = invoke("search", "train-fusion", "--model", "hash")
    assert r.exit_code != 0 and "--stdlib-modules" in r.output


def _tiny_model_reason() -> str | None:
    if importlib.util.find_spec("sentence_transformers") is None:
        return "sentence-transformers is not installed"
    try:
        packaged_model_dir()
    except EmbedderUnavailable as e:
        return f"the packaged tokenizer is unavailable: {e}"
    return None


def make_tiny_model(out: Path) -> Path:
    """A 1-layer, 32-wide BERT with MiniLM's tokenizer, as a sentence-transformers dir."""
    import torch
    from sentence_transformers import SentenceTransformer
    from transformers import BertConfig, BertModel, BertTokenizerFast

    try:
        from sentence_transformers.sentence_transformer import modules as models
    except ImportError:  # sentence-transformers < 6
        from sentence_transformers import models  # type: ignore[no-redef]

    hf = out.parent / "tiny-hf"
    tok = BertTokenizerFast.from_pretrained(str(packaged_model_dir()))
    torch.manual_seed(0)
    BertModel(BertConfig(vocab_size=tok.vocab_size, hidden_size=32, num_hidden_layers=1,
                         num_attention_heads=2, intermediate_size=64)).save_pretrained(hf)
    tok.save_pretrained(hf)
    st = SentenceTransformer(modules=[models.Transformer(str(hf), max_seq_length=64),
                                      models.Pooling(32, "mean"), models.Normalize()],
                             device="cpu")
    st.save(str(out))
    return out


@pytest.mark.skipif(_tiny_model_reason() is not None, reason=_tiny_model_reason() or "")
def test_train_embedder_small_run_saves_a_usable_model(tmp_path):
    from typer.testing import CliRunner

    from parity.cli import app

    base = make_tiny_model(tmp_path / "tiny")
    corpus = tmp_path / "corpus" / "toolkit"
    corpus.mkdir(parents=True)
    verbs = ["parse", "render", "merge", "split", "count", "load", "save", "sort"]
    nouns = ["config", "token", "matrix", "record", "header", "graph", "queue", "image"]
    for i, verb in enumerate(verbs):
        body = "".join(
            f"def {verb}_{noun}(data, limit={j}):\n"
            f'    """{verb.capitalize()} the {noun} given as data, up to a limit."""\n'
            f"    return [{noun!r}, data][:limit]\n\n\n"
            for j, noun in enumerate(nouns))
        (corpus / f"mod{i}.py").write_text(body)
    out, figures = tmp_path / "tuned", tmp_path / "train.json"
    result = CliRunner().invoke(app, [
        "search", "train-embedder", "--base-model", str(base), "--out", str(out),
        "--corpus", str(corpus.parent), "--max-pairs", "48", "--batch-size", "16",
        "--max-seq-tokens", "64", "--eval-modules", "2", "--lr", "1e-3",
        "--cache-dir", str(tmp_path / "cache"), "--json", str(figures)])
    assert result.exit_code == 0, result.output
    assert "trained on 48 pairs, 3 steps" in result.output
    assert "dense recall@10 gain" in result.output
    data = json.loads(figures.read_text())
    assert data["num_pairs"] == 48 and data["steps"] == 3
    assert data["base"]["num_queries"] == data["tuned"]["num_queries"] > 0
    assert (out / "modules.json").is_file()
    # The saved directory is a model `--model PATH` accepts.
    from parity.search.embed import SentenceTransformerEmbedder

    vecs = SentenceTransformerEmbedder(str(out), max_seq_tokens=64).encode(["a", "b c"])
    assert vecs.shape == (2, 32)


def _geo_repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    (repo / "geo").mkdir(parents=True)
    (repo / "geo" / "dist.py").write_text(
        "import math\n\n\ndef haversine_km(lat1, lon1, lat2, lon2):\n"
        "    return 2 * 6371.0 * math.asin(math.sqrt(lat1 + lon1 + lat2 + lon2))\n")
    (repo / "geo" / "fmt.py").write_text("def format_coord(lat, lon):\n"
                                         "    return f'{lat:.4f},{lon:.4f}'\n")
    return repo


def test_index_query_asks_a_running_query_server(tmp_path):
    from parity.search.daemon import socket_path

    repo = _geo_repo(tmp_path)
    cache = ["--model", "hash", "--cache-dir", str(tmp_path / "cache")]
    sock = socket_path("hash", tmp_path / "cache")
    server = subprocess.Popen([*PARITY, "index", "serve", *cache, "--idle-timeout-s", "120"],
                              stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not sock.exists() and server.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert sock.exists(), server.stderr.read() if server.poll() is not None else "no socket"
        args = ["index", "query", str(repo), "format a coordinate", "--json", "-k", "2", *cache]
        served = run(*args, "-v")
        assert served.returncode == 0, served.stderr
        assert f"answered by the query server (pid {server.pid})" in served.stderr
        alone = run(*args, "--no-server", "-v")
        assert "query server" not in alone.stderr
        assert served.stdout == alone.stdout and "geo/fmt.py" in served.stdout
        # A second server for the same model and cache refuses to start.
        again = run("index", "serve", *cache)
        assert again.returncode == 2 and "already listens" in again.stderr
        bad = run("index", "query", str(repo), "x", "--dir", "nope", *cache)
        assert bad.returncode == 2 and "no such directory" in bad.stderr
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert not sock.exists()


def test_query_server_exits_when_idle(tmp_path):
    from parity.search.daemon import socket_path

    cache = ["--model", "hash", "--cache-dir", str(tmp_path / "cache")]
    p = run("index", "serve", *cache, "--idle-timeout-s", "1", timeout=60)
    assert p.returncode == 0, p.stderr
    assert not socket_path("hash", tmp_path / "cache").exists()


@pytest.mark.skipif(_tiny_model_reason() is not None, reason=_tiny_model_reason() or "")
def test_a_cold_query_says_it_is_loading_the_model(tmp_path):
    model = str(make_tiny_model(tmp_path / "tiny"))
    repo = _geo_repo(tmp_path)
    cache = ["--model", model, "--cache-dir", str(tmp_path / "cache")]
    assert invoke("index", "build", str(repo), *cache).exit_code == 0
    p = run("index", "query", str(repo), "great-circle distance", "-k", "1", *cache)
    assert p.returncode == 0, p.stderr
    assert "loading the embedding model" in p.stderr
    assert p.stdout.startswith("1. geo/")


def test_parity_search_query_first_with_a_ranker_and_scope(tmp_path):
    """`parity search "QUERY" [PATH]` as code-search tools read it (no subcommand), each
    ranker, `--dir`/`--exclude` indexing only what they name, and a first query on a tree
    larger than `--max-new-chunks` answered from candidates with a note that says so."""
    repo = _geo_repo(tmp_path)
    (repo / "tests").mkdir()
    (repo / "tests" / "test_fmt.py").write_text(
        "def test_format_coord():\n    assert format_coord(1, 2) == '1.0000,2.0000'\n")
    cache = ["--model", "hash", "--cache-dir", str(tmp_path / "cache"), "--no-server"]
    p = subprocess.run([*PARITY, "search", "format a coordinate", "-k", "1", *cache],
                       capture_output=True, text=True, timeout=180, cwd=repo)
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith("1. ") and "indexing 3 files" in p.stderr
    for ranker in ("hybrid", "rrf", "bm25", "dense"):
        r = invoke("search", "format a coordinate", str(repo), "--ranker", ranker,
                   "--exclude", "tests", "--json", *cache)
        assert r.exit_code == 0, r.output
        paths = {json.loads(line)["path"] for line in r.output.splitlines()
                 if line.startswith("{")}
        assert "geo/fmt.py" in paths and not any(x.startswith("tests/") for x in paths), ranker
    r = invoke("search", "query", "format a coordinate", str(repo), "--ranker", "tfidf", *cache)
    assert r.exit_code == 2 and "one of hybrid, bm25, dense, rrf" in r.output
    fresh = ["--model", "hash", "--cache-dir", str(tmp_path / "fresh"), "--no-server"]
    r = invoke("search", "great-circle haversine", str(repo), "--dir", "geo",
               "--max-new-chunks", "0", *fresh)
    assert r.exit_code == 0, r.output
    assert "not built yet" in r.output and "parity index build" in r.output
    assert "haversine_km" in r.output
    assert invoke("search", "--help").exit_code == 0
    assert "train-fusion" in invoke("search", "--help").output


def test_a_query_with_no_server_starts_one_for_the_next_query(tmp_path):
    from parity.search.daemon import socket_path, starting_marker

    repo = _geo_repo(tmp_path)
    cache = ["--model", "hash", "--cache-dir", str(tmp_path / "cache")]
    sock = socket_path("hash", tmp_path / "cache")
    args = ["index", "query", str(repo), "format a coordinate", "--json", "-k", "2", *cache, "-v"]
    env = dict(os.environ, PARITY_SEARCH_SERVER="1")
    first = subprocess.run([*PARITY, *args], capture_output=True, text=True, timeout=180, env=env)
    assert first.returncode == 0, first.stderr
    started = re.search(r"started a query server for the queries after this one \(pid (\d+)",
                        first.stderr)
    assert started, first.stderr
    pid = int(started.group(1))
    try:
        deadline = time.monotonic() + 60
        while not sock.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert sock.exists() and not starting_marker(sock).exists()
        second = subprocess.run([*PARITY, *args], capture_output=True, text=True, timeout=180,
                                env=env)
        assert f"answered by the query server (pid {pid})" in second.stderr
        assert "started a query server" not in second.stderr
        assert second.stdout == first.stdout and "geo/fmt.py" in second.stdout
    finally:
        os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + 30
        while sock.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
    assert not sock.exists()
    # off: no server is started
    off = run(*args, "--no-server")
    assert off.returncode == 0 and "started a query server" not in off.stderr
