"""`parity search train-embedder`: contrastive fine-tuning of the code embedding model.

Pairs are mined as the benchmark mines them (`evaldata`: a docstring's first sentence, and
its function with the docstring removed, formatted exactly as the index formats that chunk),
but from other code: the site-packages of the running interpreter by default, or any
directories given. Modules named like a standard-library module are skipped, so the benchmark's
modules (the stdlib) are held out entirely, and the gain is measured on them.

The loss is InfoNCE (van den Oord et al., "Representation Learning with Contrastive
Predictive Coding", 2018) with in-batch negatives (Henderson et al. 2017; Karpukhin et al.,
"Dense Passage Retrieval", 2020): in a batch of B pairs, each query must pick its own code
among the B codes, cross-entropy over cosine similarities times `scale` (20, i.e. temperature
0.05, as sentence-transformers' MultipleNegativesRankingLoss). AdamW, linear warm-up and
decay. The result is a sentence-transformers directory, usable as `--model PATH` anywhere.

Small scale (the default: ~1,000 pairs, one epoch, batch 32) runs on two CPU cores in minutes.
For a larger corpus: point `--corpus` at more code, raise `--max-pairs` and `--epochs`, and use
a GPU (`--device cuda`) with a larger batch (more in-batch negatives help; 256+ on a GPU).
Left out: hard-negative mining, multiple GPUs, mixed precision.
"""

from __future__ import annotations

import json
import logging
import math
import random
import sys
import sysconfig
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from parity.search.chunking import ChunkConfig, chunk_file
from parity.search.evaldata import STDLIB_SKIP_DIRS, mine, python_files

log = logging.getLogger(__name__)


@dataclass
class TrainConfig:
    out_dir: str = "runs/code-embedder"
    base_model: str = "default"
    corpus: list[str] = field(default_factory=list)  # default: this interpreter's site-packages
    max_pairs: int = 1024
    epochs: int = 1
    batch_size: int = 32
    lr: float = 3e-5
    warmup_frac: float = 0.1
    weight_decay: float = 0.01
    scale: float = 20.0
    max_seq_tokens: int = 256
    seed: int = 0
    device: str | None = None
    eval_modules: int = 30  # stdlib modules to measure on; 0 = the whole benchmark
    cache_dir: str | None = None


def info_nce_loss(queries_BD, codes_BD, scale: float = 20.0):  # torch tensors -> scalar
    """InfoNCE with in-batch negatives: row i of the similarity matrix is a B-way
    classification whose right answer is column i. Inputs are L2-normalised here."""
    import torch
    import torch.nn.functional as F

    q = F.normalize(queries_BD, dim=-1)
    c = F.normalize(codes_BD, dim=-1)
    logits_BB = scale * q @ c.T
    labels_B = torch.arange(len(q), device=q.device)
    return F.cross_entropy(logits_BB, labels_B)


def lr_at(step: int, total_steps: int, warmup_steps: int, peak_lr: float) -> float:
    """Linear warm-up to `peak_lr`, then linear decay to zero."""
    if step < warmup_steps:
        return peak_lr * (step + 1) / warmup_steps
    remaining = max(1, total_steps - warmup_steps)
    return peak_lr * max(0.0, (total_steps - step) / remaining)


def default_corpus() -> list[Path]:
    paths = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    return sorted(Path(p) for p in paths if Path(p).is_dir())


def mine_training_pairs(roots: list[Path], max_pairs: int, seed: int,
                        chunking: ChunkConfig = ChunkConfig()) -> list[tuple[str, str]]:
    """(query, chunk document) pairs from code outside the standard library, spread over
    packages: files are visited in a seeded random order until `max_pairs` are found."""
    stdlib_names = set(sys.stdlib_module_names)
    skip = STDLIB_SKIP_DIRS - {"site-packages"}
    files: list[tuple[Path, str]] = []
    for root in roots:
        files += [(root, rel) for rel in python_files(root, skip)
                  if rel.split("/", 1)[0].removesuffix(".py") not in stdlib_names
                  and "/_vendor/" not in f"/{rel}" and "/vendored/" not in f"/{rel}"]
    random.Random(seed).shuffle(files)
    pairs: list[tuple[str, str]] = []
    seen: set[str] = set()
    for root, rel in files:
        if len(pairs) >= max_pairs:
            break
        texts, found = mine(root, [rel])
        if not found:
            continue
        by_symbol = {}
        for chunk in chunk_file(rel, texts[rel], chunking):
            by_symbol.setdefault(chunk.symbol, chunk)
        for pair in found:
            chunk = by_symbol.get(pair.symbol)
            key = pair.query.lower()
            if chunk is not None and key not in seen:
                seen.add(key)
                pairs.append((pair.query, chunk.document))
    return pairs[:max_pairs]


def train(config: TrainConfig, pairs: list[tuple[str, str]]) -> dict[str, float]:
    """Fine-tune `config.base_model` on pairs and save it to `config.out_dir`."""
    import torch

    from parity.search.embed import SentenceTransformerEmbedder

    torch.manual_seed(config.seed)
    base = SentenceTransformerEmbedder(config.base_model, config.max_seq_tokens,
                                       device=config.device)
    model = base.load()
    model.train()
    device = model.device
    params = [p for p in model.parameters() if p.requires_grad]
    decay = [p for p in params if p.ndim >= 2]
    no_decay = [p for p in params if p.ndim < 2]
    opt = torch.optim.AdamW([{"params": decay, "weight_decay": config.weight_decay},
                             {"params": no_decay, "weight_decay": 0.0}], lr=config.lr)
    rng = random.Random(config.seed)
    steps_per_epoch = len(pairs) // config.batch_size
    total = max(1, steps_per_epoch * config.epochs)
    warmup = max(1, int(total * config.warmup_frac))
    losses: list[float] = []
    step, start = 0, time.monotonic()

    # sentence-transformers >= 6 calls it `preprocess` (and adds non-tensor entries).
    preprocess = getattr(model, "preprocess", None) or model.tokenize

    def embed(texts: list[str]):
        features = preprocess(texts)
        features = {k: v.to(device) if hasattr(v, "to") else v for k, v in features.items()}
        return model(features)["sentence_embedding"]

    for _epoch in range(config.epochs):
        order = list(range(len(pairs)))
        rng.shuffle(order)
        for b in range(steps_per_epoch):
            batch = [pairs[i] for i in order[b * config.batch_size : (b + 1) * config.batch_size]]
            for group in opt.param_groups:
                group["lr"] = lr_at(step, total, warmup, config.lr)
            loss = info_nce_loss(embed([q for q, _ in batch]), embed([c for _, c in batch]),
                                 config.scale)
            opt.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(params, 1.0)
            opt.step()
            losses.append(float(loss.detach()))
            step += 1
            if step % 5 == 0 or step == total:
                log.info("step %d/%d loss %.4f (%.1f s)", step, total, losses[-1],
                         time.monotonic() - start)
    model.eval()
    out = Path(config.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    model.save(str(out))
    n = max(1, min(5, len(losses)))
    return {"steps": step, "train_s": time.monotonic() - start,
            "loss_first": sum(losses[:n]) / n if losses else math.nan,
            "loss_last": sum(losses[-n:]) / n if losses else math.nan}


def evaluate_models(models: dict[str, str], eval_modules: int, max_seq_tokens: int,
                    cache_dir: str | None) -> dict[str, dict[str, object]]:
    """Each model's BM25, dense and hybrid scores on held-out stdlib modules."""
    from parity.search.evaldata import select_files, stdlib_root
    from parity.search.evaluate import evaluate, scores_json
    from parity.search.index import View, build_index
    from parity.search.service import SearchConfig, SearchService

    root = stdlib_root()
    texts, held_out = mine(root, select_files(root, eval_modules or None))
    results: dict[str, dict[str, object]] = {}
    for name, spec in models.items():
        service = SearchService(SearchConfig(model=spec, cache_dir=cache_dir, persist=False,
                                             max_seq_tokens=max_seq_tokens))
        index = build_index(texts, service.cached, service.config.chunking)
        vecs = service.cached.embed([p.query for p in held_out])
        results[name] = scores_json(evaluate(View(index), held_out, vecs))
        results[name]["num_chunks"] = len(index)
        service.close()
    return results


def run(config: TrainConfig, json_path: str | None = None) -> dict[str, object]:
    roots = [Path(p) for p in config.corpus] or default_corpus()
    t0 = time.monotonic()
    pairs = mine_training_pairs(roots, config.max_pairs, config.seed)
    mine_s = time.monotonic() - t0
    if len(pairs) < config.batch_size:
        raise ValueError(f"found only {len(pairs)} training pairs under "
                         f"{', '.join(map(str, roots))}; need at least one batch "
                         f"({config.batch_size})")
    log.info("mined %d pairs from %s in %.1f s", len(pairs), roots, mine_s)
    stats = train(config, pairs)
    scores = evaluate_models({"base": config.base_model, "tuned": config.out_dir},
                             config.eval_modules, config.max_seq_tokens, config.cache_dir)
    out: dict[str, object] = {"config": asdict(config), "num_pairs": len(pairs),
                              "mine_s": mine_s, **stats, **scores}
    base_r, tuned_r = (scores[k]["dense"] for k in ("base", "tuned"))
    assert isinstance(base_r, dict) and isinstance(tuned_r, dict)
    out["dense_recall@10_gain"] = tuned_r["recall@10"] - base_r["recall@10"]
    base_h, tuned_h = (scores[k]["hybrid"] for k in ("base", "tuned"))
    assert isinstance(base_h, dict) and isinstance(tuned_h, dict)
    out["hybrid_recall@10_gain"] = tuned_h["recall@10"] - base_h["recall@10"]
    if json_path:
        Path(json_path).write_text(json.dumps(out, indent=2) + "\n")
    return out
