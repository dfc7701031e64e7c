"""`parity index build|query` and `parity search train-embedder`: search for humans.

The same code as the `semantic_search` tool: `SearchService.snapshot_index` builds (or loads)
the index, `search_view` ranks, `format_hits` prints. Heavy imports stay inside commands.
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path
from typing import Annotated

import typer

index_app = typer.Typer(no_args_is_help=True,
                        help="Build and query a semantic code search index of a directory.")
search_app = typer.Typer(no_args_is_help=True, help="Semantic search models.")

ModelOpt = Annotated[str, typer.Option(
    help="'default' (the packaged MiniLM), a sentence-transformers directory, or 'hash' "
         "(a deterministic test embedder).")]
CacheOpt = Annotated[str | None, typer.Option(
    help="Embedding cache and saved indexes (default: ~/.cache/parity/search).")]


def _fail(message: str) -> None:
    typer.secho(f"error: {message}", fg=typer.colors.RED, err=True)
    raise typer.Exit(2)


def _service(model: str, cache_dir: str | None, verbose: bool):
    logging.basicConfig(level=logging.INFO if verbose else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
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


@index_app.command("build")
def index_build(
    path: Annotated[str, typer.Argument(help="Directory to index.")],
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
        if shown.disable:  # off a terminal: a line now and then, as before
            typer.echo(f"  embedded {done}/{total} new chunks", err=True)

    stats = BuildStats()
    with shown:
        index = service.snapshot_index(root, progress, stats)
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


@index_app.command("query")
def index_query(
    path: Annotated[str, typer.Argument(help="Directory to search (indexed on first use).")],
    question: Annotated[str, typer.Argument(help="What you are looking for, in words.")],
    top_k: Annotated[int, typer.Option("--top-k", "-k", min=1, help="Results to show.")] = 8,
    directory: Annotated[list[str] | None, typer.Option(
        "--dir", help="Only results under this directory (repeatable).")] = None,
    model: ModelOpt = "default",
    cache_dir: CacheOpt = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print hits as JSON lines.")] = False,
    use_server: Annotated[bool, typer.Option(
        "--server/--no-server", help="Ask a running `parity index serve` first.")] = True,
    verbose: Annotated[bool, typer.Option("--verbose", "-v")] = False,
) -> None:
    """Search a directory the way the semantic_search tool does."""
    root = _dir(path)
    if not question.strip():
        _fail("the question is empty")
    from parity.search.daemon import ask, hits_of, socket_path
    from parity.search.service import SearchConfig, format_hits

    dirs = _subdirs(root, directory or [])
    sock = socket_path(model, SearchConfig(model=model, cache_dir=cache_dir).cache_root)
    response = ask(sock, {"root": str(root), "question": question, "top_k": top_k,
                          "dirs": dirs}) if use_server else None
    if response is not None and "error" in response:
        _fail(f"the query server: {response['error']}")
    if response is not None:
        if verbose:
            typer.echo(f"answered by the query server (pid {response['pid']})", err=True)
        hits, note = hits_of(response), response["note"]
    else:
        hits, note = _query_here(root, question, top_k, dirs, model, cache_dir, verbose)
    if as_json:
        for c in hits:
            typer.echo(json.dumps({"path": c.path, "start_line": c.start_line,
                                   "end_line": c.end_line, "symbol": c.symbol,
                                   "kind": c.kind, "snippet": c.text}))
    else:
        typer.echo(format_hits(hits, note))


def _query_here(root: Path, question: str, top_k: int, dirs: list[str], model: str,
                cache_dir: str | None, verbose: bool):
    """Search in this process: the model loads in the background while the index loads,
    and the user is told when the query then waits for it."""
    import threading

    from parity.search.embed import EmbedderUnavailable
    from parity.search.index import View

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
    index = service.snapshot_index(root)
    if loader is not None and loader.is_alive() and index.dense is not None:
        typer.echo("loading the embedding model (importing torch and sentence-transformers; "
                   "`parity index serve` keeps it loaded for later queries)...", err=True)
        loader.join()
    hits = service.search(View(index), question, top_k, dirs or None).hybrid[:top_k]
    service.close()
    return hits, index.dense_error if index.dense is None else None


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
    logging.basicConfig(level=logging.INFO if verbose else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
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
