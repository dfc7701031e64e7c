"""`parity search "QUERY" [PATH]`, `parity index build|query|serve` and `parity search
train-embedder`: search for humans.

The same code as the `semantic_search` tool: `SearchService.snapshot_index` builds (or loads)
the index, `search_view` ranks, `format_hits` prints. Heavy imports stay inside commands.
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path
from typing import Annotated

import click
import typer
from typer.core import TyperGroup

from parity.clikit import fail as _fail
from parity.clikit import setup_logging


class _QueryFirst(TyperGroup):
    """`parity search "QUERY" [PATH]` as code-search tools read: anything that is not one of
    the group's commands (train-embedder, train-fusion, query) is a query."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("--help", "-h"):
            args = ["query", *args]
        return super().parse_args(ctx, args)


index_app = typer.Typer(no_args_is_help=True,
                        help="Build and query a semantic code search index of a directory.")
search_app = typer.Typer(
    cls=_QueryFirst, no_args_is_help=True,
    help='Semantic code search: `parity search "QUERY" [PATH]` (hybrid BM25 + embeddings; '
         "--ranker to pick one), and the search models' training.")

ModelOpt = Annotated[str, typer.Option(
    help="'default' (the packaged MiniLM), a sentence-transformers directory, or 'hash' "
         "(a deterministic test embedder).")]
CacheOpt = Annotated[str | None, typer.Option(
    help="Embedding cache and saved indexes (default: ~/.cache/parity/search).")]


RankerOpt = Annotated[str, typer.Option(
    "--ranker", help="hybrid (the learned fusion of the two), rrf (reciprocal rank fusion), "
                     "bm25 (lexical) or dense (embeddings).")]
TopKOpt = Annotated[int, typer.Option("--top-k", "-k", min=1, help="Results to show.")]
DirOpt = Annotated[list[str] | None, typer.Option(
    "--dir", help="Index and search only under this directory (repeatable).")]
ExcludeOpt = Annotated[list[str] | None, typer.Option(
    "--exclude", help="Leave out directories of this name or path, e.g. tests, docs "
                      "(repeatable).")]
NewChunksOpt = Annotated[int, typer.Option(
    min=0, help="Chunks a first query embeds before answering; a tree that needs more is "
                "answered from BM25's best matches re-ranked until its index is built.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print hits as JSON lines.")]
ServerOpt = Annotated[bool, typer.Option(
    "--server/--no-server", help="Ask a running `parity index serve` first, and start one in the background for later queries when none runs.")]
VerboseOpt = Annotated[bool, typer.Option("--verbose", "-v")]


def _service(model: str, cache_dir: str | None, verbose: bool):
    setup_logging(verbose)
    from parity.search.service import SearchConfig, SearchService

    return SearchService(SearchConfig(model=model, cache_dir=cache_dir))


def _dir(path: str) -> Path:
    p = Path(path).expanduser()
    if not p.is_dir():
        _fail(f"not a directory: {path}")
    return p.resolve()


def _subdirs(root: Path, directories: list[str]) -> list[str]:
    """`--dir` values as the index names paths: relative to the searched directory, './' and
    '..' folded; an absolute path must lie inside it. The tool normalises the same way, so
    `./src`, `src/` and `/abs/repo/src` all mean `src`, and one outside or missing is an
    error, never an empty answer."""
    out: list[str] = []
    for d in directories:
        p = Path(d).expanduser()
        full = (p if p.is_absolute() else root / p).resolve()
        try:
            rel = full.relative_to(root).as_posix()
        except ValueError:
            _fail(f"--dir {d!r} is outside {root}")
        if not full.exists():
            _fail(f"--dir {d!r}: no such directory under {root}")
        out.append("" if rel == "." else rel)
    return out


def _scope(dirs: list[str], exclude: list[str] | None):
    """What to index: the `--dir` directories ('' is the whole tree) minus `--exclude`."""
    from parity.search.files import Scope

    include = () if not dirs or "" in dirs else tuple(dirs)
    return Scope(include, tuple(e.strip("/") for e in exclude or []))


@index_app.command("build")
def index_build(
    path: Annotated[str, typer.Argument(help="Directory to index.")],
    directory: Annotated[list[str] | None, typer.Option(
        "--dir", help="Index only under this directory (repeatable); `parity search --dir` "
                      "with the same directories finds this index.")] = None,
    exclude: ExcludeOpt = None,
    model: ModelOpt = "default",
    cache_dir: CacheOpt = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v")] = False,
) -> None:
    """Index a directory: chunk, embed (only what the cache lacks) and save."""
    root = _dir(path)
    from parity.search.index import BuildStats

    service = _service(model, cache_dir, verbose)

    from parity.observe.progress import bar

    shown = bar(None, "embedding", unit="chunk")

    def progress(done: int, total: int) -> None:
        shown.total = total
        shown.update(done - shown.n)
        if shown.disable:  # off a terminal: a line now and then
            lines(done, total)

    lines = _Lines()
    stats = BuildStats()
    with shown:
        index = service.snapshot_index(root, progress, stats,
                                       _scope(_subdirs(root, directory or []), exclude))
    if stats.num_chunks == 0 and len(index):
        typer.echo(f"{root}: {len(index)} chunks, already indexed")
    else:
        typer.echo(f"{root}: {stats.num_files} files, {stats.num_chunks} chunks in "
                   f"{stats.total_s:.1f} s ({service.cached.encoded} embedded, "
                   f"{service.cached.hits} from the cache)")
    if index.dense is None:
        typer.secho(f"warning: lexical only: {index.dense_error}", err=True,
                    fg=typer.colors.YELLOW)
    service.close()


def _query(path: str, question: str, top_k: int, ranker: str, directory: list[str] | None,
           exclude: list[str] | None, max_new_chunks: int, model: str, cache_dir: str | None,
           as_json: bool, use_server: bool, verbose: bool) -> None:
    """What `parity search` and `parity index query` share: ask the query server, else
    answer here (parity.search.answer), then print."""
    root = _dir(path)
    if not question.strip():
        _fail("the question is empty")
    from parity.search.answer import RANKERS
    from parity.search.daemon import AUTO_IDLE_S, ask, hits_of, socket_path, start_in_background
    from parity.search.service import SearchConfig, format_hits

    if ranker not in RANKERS:
        _fail(f"--ranker {ranker!r}: one of {', '.join(RANKERS)}")
    dirs = _subdirs(root, directory or [])
    scope = _scope(dirs, exclude)
    cache_root = SearchConfig(model=model, cache_dir=cache_dir).cache_root
    sock = socket_path(model, cache_root)
    response = ask(sock, {"root": str(root), "question": question, "top_k": top_k,
                          "dirs": dirs, "ranker": ranker, "include": list(scope.include),
                          "exclude": list(scope.exclude), "max_new_chunks": max_new_chunks}
                   ) if use_server else None
    if response is not None and "error" in response:
        _fail(f"the query server: {response['error']}")
    if response is not None:
        if verbose:
            typer.echo(f"answered by the query server (pid {response['pid']})", err=True)
        hits, note, mode = hits_of(response), response["note"], response.get("mode", "index")
    else:
        if use_server and (pid := start_in_background(
                model, cache_dir, sock, cache_root / "search-server.log")) is not None:
            typer.echo(f"started a query server for the queries after this one (pid {pid}; it "
                       f"exits after {AUTO_IDLE_S / 60:.0f} idle minutes; --no-server or "
                       "PARITY_SEARCH_SERVER=0 to not start one)", err=True)
        hits, note, mode = _query_here(root, question, top_k, dirs, ranker, scope, max_new_chunks,
                                 model, cache_dir, verbose)
    if as_json:
        for c in hits:
            typer.echo(json.dumps({"path": c.path, "start_line": c.start_line,
                                   "end_line": c.end_line, "symbol": c.symbol,
                                   "kind": c.kind, "snippet": c.text}))
        if note:
            typer.echo(f"note: {note}", err=True)
    else:  # a lexical-only answer says so first, as the tool does; candidates after the hits
        typer.echo(format_hits(hits, note if mode == "lexical" else None))
        if note and mode == "candidates":
            typer.echo(f"note: {note}", err=True)


@index_app.command("query")
def index_query(
    path: Annotated[str, typer.Argument(help="Directory to search (indexed on first use).")],
    question: Annotated[str, typer.Argument(help="What you are looking for, in words.")],
    top_k: TopKOpt = 8,
    directory: DirOpt = None,
    ranker: RankerOpt = "hybrid",
    exclude: ExcludeOpt = None,
    max_new_chunks: NewChunksOpt = 500,
    model: ModelOpt = "default",
    cache_dir: CacheOpt = None,
    as_json: JsonOpt = False,
    use_server: ServerOpt = True,
    verbose: VerboseOpt = False,
) -> None:
    """Search a directory the way the semantic_search tool does (`parity search` with the
    directory first)."""
    _query(path, question, top_k, ranker, directory, exclude, max_new_chunks, model, cache_dir,
           as_json, use_server, verbose)


@search_app.command("query")
def search_query(
    question: Annotated[str, typer.Argument(help="What you are looking for, in words.")],
    path: Annotated[str, typer.Argument(help="Directory to search (default: here).")] = ".",
    top_k: TopKOpt = 8,
    directory: DirOpt = None,
    ranker: RankerOpt = "hybrid",
    exclude: ExcludeOpt = None,
    max_new_chunks: NewChunksOpt = 500,
    model: ModelOpt = "default",
    cache_dir: CacheOpt = None,
    as_json: JsonOpt = False,
    use_server: ServerOpt = True,
    verbose: VerboseOpt = False,
) -> None:
    """Search code by meaning: `parity search "QUERY" [PATH]` (`query` may be left out)."""
    _query(path, question, top_k, ranker, directory, exclude, max_new_chunks, model, cache_dir,
           as_json, use_server, verbose)


class _Lines:
    """Embedding progress off a terminal: a line at most every 10 s (and at the end)."""

    def __init__(self) -> None:
        self.last = 0.0

    def __call__(self, done: int, total: int) -> None:
        import time

        now = time.monotonic()
        if done >= total or now - self.last >= 10.0:
            self.last = now
            typer.echo(f"  embedded {done}/{total} new chunks", err=True)


def _query_here(root: Path, question: str, top_k: int, dirs: list[str], ranker: str, scope,
                max_new_chunks: int, model: str, cache_dir: str | None, verbose: bool):
    """Search in this process: the model loads in the background while the tree is read and
    chunked, and the user is told what each wait is for."""
    import threading

    from parity.observe.progress import bar
    from parity.search.answer import answer
    from parity.search.embed import EmbedderUnavailable

    service = _service(model, cache_dir, verbose)
    load = getattr(service.embedder, "load", None)
    loader = None
    if load is not None and service.model_error() is None:

        def load_quietly() -> None:
            try:
                load()
            except EmbedderUnavailable as e:  # the query says so when it embeds
                logging.getLogger(__name__).info("model unavailable: %s", e)

        loader = threading.Thread(target=load_quietly, daemon=True)
        loader.start()
    shown = bar(None, "embedding", unit="chunk")
    lines = _Lines()

    def progress(done: int, total: int) -> None:
        shown.total = total
        shown.update(done - shown.n)
        if shown.disable:
            lines(done, total)

    def before_model() -> None:
        if loader is not None and loader.is_alive():
            typer.echo("loading the embedding model (importing torch and sentence-transformers;"
                       " `parity index serve` keeps it loaded for later queries)...", err=True)
            loader.join()

    def say(line: str) -> None:
        typer.echo(line, err=True)

    try:
        with shown:
            got = answer(service, root, question, top_k, dirs, ranker, scope, max_new_chunks,
                         say, progress, before_model)
    except ValueError as e:
        _fail(str(e))
    finally:
        service.close()
    return got.hits, got.note, got.mode


@index_app.command("serve")
def index_serve(
    model: ModelOpt = "default",
    cache_dir: CacheOpt = None,
    idle_timeout_s: Annotated[float, typer.Option(
        min=1.0, help="Exit after this long without a query.")] = 1800.0,
    verbose: Annotated[bool, typer.Option("--verbose", "-v")] = False,
) -> None:
    """Keep the model and indexes loaded so that `parity index query` answers at once (it
    asks this server first). Runs in the foreground until idle or interrupted."""
    from parity.search.daemon import serve, socket_path

    service = _service(model, cache_dir, verbose)
    path = socket_path(model, service.config.cache_root)
    typer.echo(f"loading {model} and listening at {path} (exits after {idle_timeout_s:.0f} s "
               "idle)", err=True)
    try:
        serve(service, path, idle_timeout_s)
    except RuntimeError as e:
        _fail(str(e))
    except KeyboardInterrupt:
        pass
    finally:
        service.close()


@search_app.command("train-embedder")
def train_embedder(
    out: Annotated[str, typer.Option(help="Where to save the model (a sentence-transformers "
                                          "directory).")] = "runs/code-embedder",
    corpus: Annotated[list[str] | None, typer.Option(
        help="Directories of Python code to mine (repeatable; default: site-packages).")] = None,
    base_model: Annotated[str, typer.Option(help="Model to start from.")] = "default",
    max_pairs: Annotated[int, typer.Option(help="(docstring, code) pairs to train on.")] = 1024,
    epochs: Annotated[int, typer.Option(help="Passes over the pairs.")] = 1,
    batch_size: Annotated[int, typer.Option(help="Pairs per step (in-batch negatives).")] = 32,
    lr: Annotated[float, typer.Option(help="Peak learning rate.")] = 3e-5,
    max_seq_tokens: Annotated[int, typer.Option(help="Tokens read per text.")] = 256,
    eval_modules: Annotated[int, typer.Option(
        help="Held-out stdlib modules to measure on (0: the whole benchmark).")] = 30,
    device: Annotated[str | None, typer.Option(help="cpu, cuda, ... (default: auto).")] = None,
    seed: Annotated[int, typer.Option(help="Shuffling and initialisation seed.")] = 0,
    cache_dir: CacheOpt = None,
    json_path: Annotated[str | None, typer.Option("--json", help="Write figures here.")] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v")] = False,
) -> None:
    """Fine-tune the embedding model on (docstring, code) pairs mined from local code, then
    compare it with the packaged model on held-out standard-library modules."""
    setup_logging(verbose)
    from parity.search.embed import EmbedderUnavailable
    from parity.search.train import TrainConfig, run

    config = TrainConfig(out_dir=out, base_model=base_model, corpus=corpus or [],
                         max_pairs=max_pairs, epochs=epochs, batch_size=batch_size, lr=lr,
                         max_seq_tokens=max_seq_tokens, seed=seed, device=device,
                         eval_modules=eval_modules, cache_dir=cache_dir)
    try:
        result = run(config, json_path)
    except (EmbedderUnavailable, ValueError) as e:
        _fail(str(e))
    base, tuned = result["base"], result["tuned"]
    assert isinstance(base, dict) and isinstance(tuned, dict)
    typer.echo(f"trained on {result['num_pairs']} pairs, {result['steps']} steps in "
               f"{result['train_s']:.0f} s (loss {result['loss_first']:.3f} -> "
               f"{result['loss_last']:.3f}); saved to {out}")
    typer.echo(f"held-out stdlib: {base['num_queries']} queries over {base['num_chunks']} chunks")
    typer.echo(f"{'':16}{'dense R@10':>11}{'hybrid R@10':>12}{'dense MRR':>10}")
    for name, s in (("packaged", base), ("fine-tuned", tuned)):
        d, h = s["dense"], s["hybrid"]
        typer.echo(f"{name:16}{d['recall@10']:>11.3f}{h['recall@10']:>12.3f}{d['mrr']:>10.3f}")
    gain = float(result["dense_recall@10_gain"])  # type: ignore[arg-type]
    typer.echo(f"dense recall@10 gain: {gain * 100:+.1f} points"
               + ("" if gain > 0 else "  (no gain: try more pairs or epochs)"))
    sys.exit(0)
