"""`parity bench search`: retrieval quality and speed of semantic search on real code.

The corpus is the Python standard library of the running interpreter (tests left out), which
nobody here wrote. Each function's docstring is removed from the indexed code and the first
sentence of it becomes a query whose answer is that function (`parity.search.evaldata`).
Figures: recall@1, recall@10 and MRR for BM25, dense, hybrid (the learned fusion, or the
weights `--fusion-weights` names) and hybrid_rrf (reciprocal rank fusion) rankings; index build
throughput in chunks/s (what a first session pays; with a warm embedding cache nothing is
re-embedded, and the report says how many chunks were); hybrid query latency p50/p99 over a
spread sample of queries sent one at a time, each embedded by the model (quality is scored
with query vectors embedded in batches and cached, so a rerun embeds nothing); and the time for a session to re-index after a
one-file edit (re-chunk the file, embed its new chunks, rebuild the overlay).

The target set by the calibration run (MiniLM, 3.11 stdlib): hybrid recall@10 at least 8
points above BM25's. Not measured: other languages, queries written by people, GPU embedding.

Other codebases: `--root DIR` (repeatable) and `--pypi NAME[==VERSION]` (repeatable; the sdist
is fetched from PyPI into the cache at benchmark time, by `parity.tasks.synth.sdist`) are mined
and scored the same way, each indexed on its own (tests left out). The top-level figures are
then over all codebases' queries together, `by_codebase` holds each one's, and latency and the
re-index probe are measured on the first codebase only. `train_fusion` (`parity search
train-fusion`) mines its training pairs here too, so they are made exactly as the scored ones,
and records what it fitted on in the weights (`training_keys`); the report says of each scored
codebase whether it is held out from the fusion's training or not (a figure on training code
says little about a user's code).
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from parity.search.evaldata import (
    Pair,
    mine,
    module_of,
    python_files,
    select_files,
    stdlib_root,
)
from parity.search.evaluate import (
    METHODS,
    PER_QUERY,
    EvalResult,
    evaluate,
    paired,
    percentile,
    scores_json,
    summarize,
    time_queries,
)
from parity.search.fusion import FEATURES, fit, fused_order
from parity.search.index import BuildStats, View, search_view
from parity.search.service import SearchConfig, SearchService
from parity.taskenv.spec import requirement_name

EDIT_PROBE = '''

def parity_probe_checksum(blocks):
    """Added by the benchmark: the search must find it right after the edit."""
    total = 0  # run {nonce}: new text each run, so its chunk is really embedded
    for block in blocks:
        total = (total * 31 + sum(block)) % 65521
    return total
'''
EDIT_QUERY = "compute a rolling checksum over a list of byte blocks"
TARGET_HYBRID_GAIN = 0.08


def _progress(label: str):
    start = time.monotonic()

    def report(done: int, total: int) -> None:
        rate = done / max(time.monotonic() - start, 1e-9)
        print(f"  {label}: {done}/{total} ({rate:.0f}/s)", file=sys.stderr, flush=True)

    return report


def _edit_target(texts: dict[str, str]) -> str:
    for candidate in ("textwrap.py", "shlex.py", "fnmatch.py"):
        if candidate in texts:
            return candidate
    return sorted(texts, key=lambda p: (len(texts[p]), p))[len(texts) // 2]


def measure_reindex(service: SearchService, corpus: Path, texts: dict[str, str],
                    work: Path) -> dict[str, object]:
    """A session edits one file; time its searcher's refresh and its first search after."""
    rel = _edit_target(texts)
    workspace = work / "workspace"
    (workspace / rel).parent.mkdir(parents=True, exist_ok=True)
    (workspace / rel).write_text(texts[rel] + EDIT_PROBE.replace("{nonce}", os.urandom(6).hex()))
    searcher = service.searcher(corpus, lambda: [rel])
    t0 = time.perf_counter()
    view = searcher.view(workspace)
    t1 = time.perf_counter()
    hits = service.search(view, EDIT_QUERY, 10).hybrid
    t2 = time.perf_counter()
    found = next((i for i, c in enumerate(hits[:10], 1) if c.symbol == "parity_probe_checksum"),
                 None)
    return {"reindex_one_file_ms": (t1 - t0) * 1000.0, "search_after_edit_ms": (t2 - t1) * 1000.0,
            "reindex_file": rel, "edited_function_rank": found}


@dataclass(frozen=True)
class Codebase:
    """A tree of Python code to mine: its name in the report, its root and which files; the
    project it is (a PyPI name or a folder's name) for `training_keys`."""

    name: str
    root: Path
    files: list[str]
    project: str = ""


def training_keys(cb: Codebase) -> frozenset[str]:
    """How a fusion's record of its training code (`FusionWeights.trained_on`) names this
    codebase: each standard-library module as 'stdlib/NAME', anything else as its project's
    name normalized as PyPI does (PEP 503), so httpx 0.28.1, httpx 0.27 and a checkout in a
    folder named httpx all count as the same code."""
    if cb.root.resolve() == stdlib_root().resolve():
        return frozenset(f"stdlib/{module_of(f)}" for f in cb.files)
    return frozenset({requirement_name(cb.project or cb.name)})


def held_out(cb: Codebase, trained_on: tuple[str, ...]) -> dict[str, object]:
    """Whether `cb` is outside a fusion's training code: held_out None where the weights do
    not say what they were fitted on; in_fusion_training the keys it shares with it."""
    overlap = sorted(training_keys(cb) & set(trained_on))
    return {"held_out": None if not trained_on else not overlap, "in_fusion_training": overlap}


def latest_version(name: str) -> str:
    """The newest release PyPI lists for `name` (`$PARITY_PYPI_URL` as in sdist.py)."""
    from parity.tasks.synth.sdist import DEFAULT_INDEX, _get

    index = (os.environ.get("PARITY_PYPI_URL") or DEFAULT_INDEX).rstrip("/")
    try:
        return str(json.loads(_get(f"{index}/{name}/json", f"no project {name!r} on PyPI"))
                   ["info"]["version"])
    except (ValueError, KeyError, TypeError) as e:
        raise RuntimeError(f"the index's answer for {name} is not PyPI's JSON: {e}") from e


def pypi_codebase(requirement: str) -> Codebase:
    """NAME or NAME==VERSION: its sdist, downloaded and unpacked into the cache once."""
    from parity.tasks.synth.sdist import fetch_sdist

    name, _, version = requirement.partition("==")
    name = name.strip()
    version = version.strip() or latest_version(name)
    root = fetch_sdist(f"{name}=={version}")
    return Codebase(f"{name}-{version}", root, python_files(root), name)


def dir_codebase(path: str) -> Codebase:
    root = Path(path).expanduser().resolve()
    if not root.is_dir():
        raise ValueError(f"not a directory: {path}")
    return Codebase(root.name, root, python_files(root), root.name)


def stdlib_codebase(limit_modules: int | None = None) -> Codebase:
    root = stdlib_root()
    return Codebase("stdlib", root, select_files(root, limit_modules))


def stdlib_training_codebase(num_modules: int, held_out_limit: int = 10) -> Codebase:
    """`num_modules` stdlib modules for training the fusion, spread over the sorted names
    and disjoint from the `--limit-modules held_out_limit` benchmark's (`select_files`). The
    full-library benchmark (no --limit-modules) holds every module: do not score it on these."""
    root = stdlib_root()
    files = python_files(root)
    held = {module_of(f) for f in select_files(root, held_out_limit)}
    modules = sorted({module_of(f) for f in files} - held)
    step = max(1, len(modules) // max(1, num_modules))
    chosen = set(modules[step // 2 :: step][:num_modules])
    return Codebase("stdlib-train", root, [f for f in files if module_of(f) in chosen])


def spread(pairs: list[Pair], max_queries: int | None) -> list[Pair]:
    """At most `max_queries` pairs, spread evenly over the list (deterministic)."""
    if max_queries is None or len(pairs) <= max_queries:
        return pairs
    step = len(pairs) / max_queries
    return [pairs[int(i * step)] for i in range(max_queries)]


@dataclass
class Measured:
    codebase: Codebase
    texts: dict[str, str]
    pairs: list[Pair]
    corpus: Path  # the stripped copy that was indexed
    view: View
    stats: BuildStats
    result: EvalResult


def measure_codebase(service: SearchService, cb: Codebase, work: Path,
                     max_queries: int | None, say, quiet: bool) -> Measured:
    """Mine, write the stripped corpus, index it and score every ranker on its queries."""
    texts, pairs = mine(cb.root, cb.files)
    pairs = spread(pairs, max_queries)
    if not pairs:
        raise ValueError(f"{cb.name}: no (docstring, function) pairs under {cb.root}")
    corpus = work / cb.name
    for rel, text in texts.items():
        (corpus / rel).parent.mkdir(parents=True, exist_ok=True)
        (corpus / rel).write_text(text)
    say(f"{cb.name}: {len(texts)} files of {cb.root} ({len(pairs)} queries)")
    stats = BuildStats()
    index = service.snapshot_index(corpus, None if quiet else _progress("embedded"), stats)
    view = View(index)
    vecs = None
    if index.dense is not None:
        vecs = service.cached.embed([p.query for p in pairs])  # cached: a rerun skips it
    c = service.config
    result = evaluate(view, pairs, vecs, c.candidates, c.rrf_k,
                      None if quiet else _progress("queries"), c.fusion, service.fusion_weights)
    say(f"{cb.name}: {stats.num_chunks} chunks indexed in {stats.total_s:.1f} s")
    return Measured(cb, texts, pairs, corpus, view, stats, result)


def versus_best(result: EvalResult) -> dict[str, dict[str, object]]:
    """Per figure, the hybrid against the better of BM25 and dense on it, query by query:
    queries won and lost and the sign test's p-value (is a gap more than these queries'
    luck?)."""
    out: dict[str, dict[str, object]] = {}
    if not all(m in result.ranks for m in ("bm25", "dense", "hybrid")):
        return out
    for figure in PER_QUERY:
        best = max(("dense", "bm25"), key=lambda m: result.scores[m].as_json()[figure])
        out[figure] = {"best": best, **paired(result.ranks["hybrid"], result.ranks[best], figure).as_json()}
    return out


def pooled(results: list[EvalResult]) -> EvalResult:
    """All codebases' queries as one set (each query weighs the same)."""
    out = EvalResult(num_queries=sum(r.num_queries for r in results))
    for m in results[0].scores:
        if all(m in r.scores for r in results):
            out.ranks[m] = [x for r in results for x in r.ranks[m]]
            out.scores[m] = summarize(out.ranks[m])
    return out


def run_benchmark(model: str = "default", limit_modules: int | None = None,
                  max_queries: int | None = None, cache_dir: str | None = None,
                  latency_queries: int = 300, quiet: bool = False,
                  codebases: list[Codebase] | None = None, fusion_weights: str | None = None
                  ) -> dict[str, object]:
    """`codebases` default to the standard library (`limit_modules` of it)."""
    codebases = codebases or [stdlib_codebase(limit_modules)]
    names = [cb.name for cb in codebases]
    if len(set(names)) != len(names):
        raise ValueError(f"two codebases have the same name: {names}")
    service = SearchService(SearchConfig(model=model, cache_dir=cache_dir, persist=False,
                                         fusion_weights=fusion_weights))
    say = (lambda *a: None) if quiet else (lambda *a: print(*a, file=sys.stderr, flush=True))
    work = Path(tempfile.mkdtemp(prefix="parity-bench-search-"))
    say(f"model {model}; codebases: {', '.join(names)}")
    try:
        measured = [measure_codebase(service, cb, work, max_queries, say, quiet)
                    for cb in codebases]
        encoded, hits, encode_s = (service.cached.encoded, service.cached.hits,
                                   service.cached.encode_s)
        first = measured[0]
        if first.view.base.dense is not None:
            service.embed_query("warm up")  # load the model outside the timed queries
        sample = first.pairs[:: max(1, len(first.pairs) // max(1, latency_queries))]
        latencies = time_queries(lambda q: service.search(first.view, q, 10),
                                 [p.query for p in sample[:latency_queries]])
        reindex = measure_reindex(service, first.corpus, first.texts, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
        service.close()
    embedder = service.embedder
    index = first.view.base
    num_chunks = sum(m.stats.num_chunks for m in measured)
    total_s = sum(m.stats.total_s for m in measured)
    everything = pooled([m.result for m in measured])
    out = scores_json(everything)
    out.update({
        "hybrid_vs_best": versus_best(everything),
        "index_chunks_per_s": num_chunks / max(total_s, 1e-9),
        "query_p50_ms": percentile(latencies, 50),
        "query_p99_ms": percentile(latencies, 99),
        "latency_queries": len(latencies),
        **reindex,
        "num_chunks": num_chunks,
        "num_files": sum(m.stats.num_files for m in measured),
        "index_build_s": total_s,
        "embedded_chunks": encoded,
        "cached_chunks": hits,
        "embed_chunks_per_s": encoded / encode_s if encoded else None,
        "model": model,
        "model_id": None if index.dense is None else embedder.model_id,
        "model_load_s": getattr(embedder, "load_s", 0.0),
        "dense_error": index.dense_error,
        "python": sys.version.split()[0],
        "limit_modules": limit_modules,
        "max_queries": max_queries,
        "fusion_weights": dict(zip(FEATURES, service.fusion_weights.weights, strict=True)),
        "fusion_trained_on": list(service.fusion_weights.trained_on),
        "codebases": names,
        "by_codebase": {m.codebase.name: {**scores_json(m.result),
                                          "hybrid_vs_best": versus_best(m.result),
                                          **held_out(m.codebase,
                                                     service.fusion_weights.trained_on),
                                          "num_chunks": m.stats.num_chunks,
                                          "num_files": m.stats.num_files,
                                          "root": str(m.codebase.root)}
                        for m in measured},
    })
    return out


def codebases_from(roots: list[str] | None, pypi: list[str] | None, stdlib: bool | None,
                   limit_modules: int | None) -> list[Codebase]:
    """--root, --pypi and --stdlib as codebases; the stdlib alone when none is named."""
    codebases = [dir_codebase(r) for r in roots or []]
    codebases += [pypi_codebase(p) for p in pypi or []]
    if stdlib or (stdlib is None and not codebases):
        codebases.insert(0, stdlib_codebase(limit_modules))
    if not codebases:
        raise ValueError("nothing to measure: --no-stdlib and no --root or --pypi")
    return codebases


Group = tuple[np.ndarray, list[int]]  # a query's candidates' features and its answers' rows


def fusion_groups(service: SearchService, cb: Codebase, work: Path,
                  max_queries: int | None) -> tuple[list[Group], int]:
    """A codebase's training queries for the fusion, mined and indexed as the benchmark does:
    each query's candidates' features and the rows of every chunk of its answer (a split
    function has several, and any of them answers it); and how many queries were asked (the
    rest had no answer among the candidates)."""
    say = lambda *a: print(*a, file=sys.stderr, flush=True)  # noqa: E731
    m = measure_codebase(service, cb, work, max_queries, say, quiet=True)
    if m.view.base.dense is None:
        raise ValueError(f"no dense ranking to fuse: {m.view.base.dense_error}")
    vecs = service.cached.embed([p.query for p in m.pairs])
    groups: list[Group] = []
    for pair, vec in zip(m.pairs, vecs, strict=True):
        r = search_view(m.view, pair.query, vec, 10, None, service.config.candidates,
                        fusion="learned")
        assert r.fusion_features_CF is not None  # the learned fusion ran: dense is there
        answers = [i for i, c in enumerate(r.fusion_candidates)
                   if c.path == pair.path and c.symbol == pair.symbol]
        if answers:
            groups.append((r.fusion_features_CF, answers))
    return groups, len(m.pairs)


def leave_one_out(by_codebase: dict[str, tuple[list[Group], int]], steps: int = 1500,
                  drop: frozenset[str] = frozenset(), cut: int = 100) -> dict[str, float]:
    """Leave-one-codebase-out validation: fit on all codebases but one, rank the held-out
    one's queries, pooled over every held-out query (a query without its answer among the
    candidates is a miss). `drop` names features left out (their column zeroed). MRR is cut
    at `cut` as the benchmark's is. Feature choices are made on this, never on scored code."""
    keep_F = np.array([f not in drop for f in FEATURES], dtype=np.float64)
    ranks: list[int | None] = []
    for held in by_codebase:
        train = [(x * keep_F, a) for name, (gs, _) in by_codebase.items() if name != held
                 for x, a in gs]
        weights, _ = fit(train, steps=steps)
        groups, asked = by_codebase[held]
        for x_CF, answers in groups:
            order = fused_order(x_CF * keep_F, weights)
            rank = 1 + min(int(np.flatnonzero(order == a)[0]) for a in answers)
            ranks.append(rank if rank <= cut else None)
        ranks += [None] * (asked - len(groups))
    s = summarize(ranks)
    return {"recall@1": s.recall_at_1, "recall@10": s.recall_at_10, "mrr": s.mrr,
            "num_queries": len(ranks)}


def train_fusion(codebases: list[Codebase], out_path: Path, model: str = "default",
                 max_queries: int | None = None, cache_dir: str | None = None,
                 steps: int = 1500, validate: bool = False) -> dict[str, object]:
    """Fit the learned fusion's weights on pairs mined from `codebases`, mined and indexed
    exactly as the benchmark does (so train on codebases the benchmark will not score).
    `validate`: also the leave-one-codebase-out figures of these features."""
    service = SearchService(SearchConfig(model=model, cache_dir=cache_dir, persist=False))
    work = Path(tempfile.mkdtemp(prefix="parity-train-fusion-"))
    try:
        by_codebase = {cb.name: fusion_groups(service, cb, work, max_queries)
                       for cb in codebases}
    finally:
        shutil.rmtree(work, ignore_errors=True)
        service.close()
    groups = [g for gs, _ in by_codebase.values() for g in gs]
    weights, loss = fit(groups, steps=steps)
    weights = replace(weights, trained_on=tuple(sorted(
        frozenset().union(*(training_keys(cb) for cb in codebases)))))
    out_path.parent.mkdir(parents=True, exist_ok=True)
    weights.save(out_path)
    out: dict[str, object] = {
        "num_queries": sum(n for _, n in by_codebase.values()), "num_trained": len(groups),
        "loss": loss, "weights": dict(zip(FEATURES, weights.weights, strict=True)),
        "codebases": [cb.name for cb in codebases]}
    if validate and len(by_codebase) > 1:
        out["leave_one_codebase_out"] = leave_one_out(by_codebase, steps)
    return out


def _score_rows(label: str, figures: dict, width: int) -> list[str]:
    rows = []
    for m in METHODS:
        s = figures.get(m)
        name = f"{label:{width}}{m:12}"
        if isinstance(s, dict):
            rows.append(f"{name}{s['recall@1']:>10.3f}{s['recall@10']:>11.3f}{s['mrr']:>8.3f}")
        elif m == "dense":
            rows.append(f"{name}  unavailable")
    return rows


def _held_out_words(f: dict) -> str:
    """A codebase's place against the fusion's training code, for the report."""
    if f.get("held_out") is None:
        return "the fusion's weights do not say what they were fitted on"
    if f["held_out"]:
        return "held out from the fusion's training"
    overlap = f.get("in_fusion_training") or []
    if len(overlap) == 1 and not overlap[0].startswith("stdlib/"):
        return "NOT held out: the fusion was fitted on it"
    return (f"NOT held out: the fusion was fitted on {len(overlap)} of its modules ("
            + ", ".join(k.removeprefix("stdlib/") for k in overlap[:4])
            + (", ..." if len(overlap) > 4 else "") + ")")


def report(out: dict[str, object]) -> str:
    by = out.get("by_codebase")
    assert isinstance(by, dict)
    names = list(by)
    what = (f"the Python {out['python']} standard library" if names == ["stdlib"]
            else names[0] if len(names) == 1 else f"{len(names)} codebases ({', '.join(names)})")
    lines = [f"semantic search on {what}: {out['num_queries']} queries over "
             f"{out['num_chunks']} chunks ({out['num_files']} files), model {out['model']}", ""]
    width = max(len(n) for n in [*names, "all"]) + 2 if len(names) > 1 else 0
    header = f"{'codebase':{width}}" if width else ""
    lines.append(f"{header}{'':12}{'recall@1':>10}{'recall@10':>11}{'MRR':>8}")
    if len(names) > 1:
        for n in names:
            lines += _score_rows(f"{n}", by[n], width)
        lines += _score_rows("all", out, width)
    else:
        lines += _score_rows("", out, 0)
    if "dense" not in out:
        lines.append(f"dense unavailable: {out.get('dense_error')}")
    per_s = out["embed_chunks_per_s"]
    lines += [
        "",
        f"index build       {out['index_chunks_per_s']:.0f} chunks/s ({out['index_build_s']:.1f} s;"
        f" {out['embedded_chunks']} chunks embedded"
        + (f" at {per_s:.0f}/s" if per_s else "") + f", {out['cached_chunks']} from the cache)",
        f"query latency     p50 {out['query_p50_ms']:.1f} ms, p99 {out['query_p99_ms']:.1f} ms"
        f" over {out['latency_queries']} queries of {names[0]}, one at a time (query embedding"
        " included)",
        f"one-file re-index {out['reindex_one_file_ms']:.0f} ms ({names[0]}: "
        f"{out['reindex_file']}); the added function ranks {out['edited_function_rank']} right "
        "after",
    ]
    bm25, dense, hybrid = out.get("bm25"), out.get("dense"), out.get("hybrid")
    if isinstance(bm25, dict) and isinstance(hybrid, dict) and isinstance(dense, dict):
        gain = hybrid["recall@10"] - bm25["recall@10"]
        verdict = "meets" if gain >= TARGET_HYBRID_GAIN else "MISSES"
        lines.append(f"hybrid - BM25 recall@10: {gain * 100:+.1f} points ({verdict} the "
                     f"+{TARGET_HYBRID_GAIN * 100:.0f} target)")
        for n in names:
            f = by[n]
            worse = [k for k in ("recall@1", "recall@10", "mrr")
                     if f["hybrid"][k] < max(f["bm25"][k], f["dense"][k]) - 1e-9]
            lines.append(f"hybrid vs the better of BM25 and dense on {n} ({_held_out_words(f)}): "
                         + (f"below on {', '.join(worse)}" if worse else "at least as good"))
            for k in worse:  # how many queries the gap is, and whether it is more than luck
                v = f.get("hybrid_vs_best", {}).get(k)
                if v:
                    lines.append(f"  {k} against {v['best']}: {v['won']} queries won, {v['lost']} lost "
                                 f"(sign test p = {v['p']:.2f}; below 0.05 would say the gap is real)")
        pooled_vs = out.get("hybrid_vs_best")
        if isinstance(pooled_vs, dict) and pooled_vs and len(names) > 1:
            trained = [n for n in names if by[n].get("held_out") is False]
            lines.append("hybrid vs the better part over all queries"
                         + (f" (with {', '.join(trained)}, not held out)" if trained else "")
                         + ", query by query: " + "; ".join(
                f"{k} against {v['best']} {v['won']} won, {v['lost']} lost (p = {v['p']:.2g})"
                for k, v in pooled_vs.items()))
    return "\n".join(lines)


def run(json_path: str | None = None, model: str = "default", limit_modules: int | None = None,
        max_queries: int | None = None, cache_dir: str | None = None,
        latency_queries: int = 300, roots: list[str] | None = None,
        pypi: list[str] | None = None, stdlib: bool | None = None,
        fusion_weights: str | None = None) -> int:
    """`stdlib`: None means the standard library only when no other codebase is named."""
    try:
        codebases = codebases_from(roots, pypi, stdlib, limit_modules)
        out = run_benchmark(model, limit_modules, max_queries, cache_dir, latency_queries,
                            codebases=codebases, fusion_weights=fusion_weights)
    except (ValueError, RuntimeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(report(out))
    if json_path:
        Path(json_path).write_text(json.dumps(out, indent=2) + "\n")
    return 0
