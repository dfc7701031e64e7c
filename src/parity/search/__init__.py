"""Semantic code search: code-aware chunks, a shared incremental index, hybrid ranking.

    chunking.py   chunks: Python by AST (functions, methods, classes), other files by lines
    lexical.py    identifier-aware tokens and BM25
    ranking.py    exact / HNSW dense search and reciprocal rank fusion (an option)
    embed.py      embedding models (packaged MiniLM, a local directory, a test embedder)
    cache.py      the content-addressed embedding cache on disk
    files.py      which files are indexed; reading them without following symlinks
    index.py      an index of a tree, and hybrid search over a session's view of it
    service.py    the per-process service and the per-session searcher the tool calls
    evaldata.py   (docstring, function) pairs mined from real code
    evaluate.py   recall@k and MRR
    train.py      contrastive fine-tuning of the embedding model
    cli.py        `parity index ...` and `parity search train-embedder` (`parity search
                  train-fusion` mines as the search benchmark does: parity/bench/cli.py)

Nothing here imports torch until a model is needed; see docs/search.md.
"""
