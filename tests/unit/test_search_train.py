"""The embedder's training math (InfoNCE with in-batch negatives, the LR schedule) and the
mining of training pairs outside the standard library."""

from __future__ import annotations

import math

import pytest

from parity.search.train import info_nce_loss, lr_at, mine_training_pairs

torch = pytest.importorskip("torch")


def test_info_nce_is_log_b_for_uninformative_embeddings_and_falls_when_aligned():
    b, d = 8, 16
    same = torch.ones(b, d)
    assert float(info_nce_loss(same, same)) == pytest.approx(math.log(b), rel=1e-5)
    eye = torch.eye(b, d)
    aligned = float(info_nce_loss(eye, eye, scale=2.0))
    # Row i: logit 2 on its own code, 0 on the other b-1: loss = log(1 + (b-1) e^-2).
    assert aligned == pytest.approx(math.log1p((b - 1) * math.exp(-2.0)), rel=1e-5)
    shuffled = float(info_nce_loss(eye, eye.roll(1, dims=0), scale=2.0))
    assert shuffled > math.log(b)


def test_info_nce_gradient_pulls_a_query_towards_its_own_code():
    torch.manual_seed(0)
    q = torch.randn(4, 8, requires_grad=True)
    c = torch.randn(4, 8)
    before = float(info_nce_loss(q, c).detach())
    info_nce_loss(q, c).backward()
    with torch.no_grad():
        q2 = q - 0.5 * q.grad
    assert float(info_nce_loss(q2, c).detach()) < before


def test_lr_warms_up_then_decays_to_zero():
    lrs = [lr_at(s, 10, 2, 1.0) for s in range(10)]
    assert lrs[:2] == [0.5, 1.0]
    assert lrs[2] == 1.0 and all(a >= b for a, b in zip(lrs[2:], lrs[3:], strict=False))
    assert lr_at(10, 10, 2, 1.0) == 0.0


def test_training_pairs_skip_stdlib_names_and_use_chunk_documents(tmp_path):
    pkg = tmp_path / "mylib"
    pkg.mkdir()
    (pkg / "util.py").write_text(
        "class Store:\n"
        "    def put(self, key, value):\n"
        '        """Store a value under the given key."""\n'
        "        self.data[key] = value\n")
    (tmp_path / "json").mkdir()  # named like a stdlib module: held out
    (tmp_path / "json" / "x.py").write_text(
        'def dumps(o):\n    """Serialize an object to a string."""\n    return str(o)\n')
    pairs = mine_training_pairs([tmp_path], max_pairs=10, seed=0)
    assert pairs == [("Store a value under the given key.",
                      "# file: mylib/util.py\n# class Store\n"
                      "    def put(self, key, value):\n        self.data[key] = value")]
