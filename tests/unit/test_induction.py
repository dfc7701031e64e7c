"""The copy circuit of the tiny default (parity/models/induction.py)."""

import numpy as np
import pytest
import torch

from parity.models import induction
from parity.models.tiny import TinyConfig, tiny_model_config


def circuit_model(tokenizer, seed: int = 0, **sizes):
    from transformers import AutoModelForCausalLM

    cfg = TinyConfig(**{"hidden_size": 128, "num_layers": 3, "num_heads": 2, "num_kv_heads": 1,
                        "intermediate_size": 128, "copy_circuit": True,
                        **sizes})
    torch.manual_seed(seed)
    model = AutoModelForCausalLM.from_config(tiny_model_config(cfg, tokenizer))
    induction.install(model, seed=seed)
    return model.eval()


def copy_accuracy(model, vocab: int, length: int = 48, seed: int = 0) -> tuple[float, float]:
    """Top-1 accuracy on the first and on the second copy of a random token sequence."""
    rng = np.random.default_rng(seed)
    seq = rng.choice(np.arange(16, vocab), size=length, replace=False).tolist()
    ids = torch.tensor([seq + seq])
    with torch.no_grad():
        pred = model(input_ids=ids).logits[0, :-1].argmax(-1)
    hit = (pred == ids[0, 1:]).float()
    return hit[: length - 1].mean().item(), hit[length:].mean().item()


def test_a_fresh_model_repeats_what_it_has_seen(tiny_tokenizer):
    model = circuit_model(tiny_tokenizer)
    first, second = copy_accuracy(model, len(tiny_tokenizer))
    assert first < 0.1  # nothing to copy from yet
    assert second > 0.9  # every token of the repeat is predicted from the first copy


def test_the_copy_holds_across_distance(tiny_tokenizer):
    # the match uses only slow rotary frequencies: 600 tokens apart works like 48
    model = circuit_model(tiny_tokenizer)
    rng = np.random.default_rng(1)
    seq = rng.choice(np.arange(16, len(tiny_tokenizer)), size=40, replace=False).tolist()
    filler = rng.integers(16, len(tiny_tokenizer), size=600).tolist()
    filler = [t for t in filler if t not in seq]
    ids = torch.tensor([seq + filler + seq])
    with torch.no_grad():
        pred = model(input_ids=ids).logits[0, :-1].argmax(-1)
    start = 40 + len(filler)
    assert (pred[start:] == ids[0, start + 1:]).float().mean().item() > 0.9


def test_training_leaves_the_declared_weights_alone(tiny_tokenizer, tmp_path):
    from transformers import AutoModelForCausalLM

    from parity.train.config import TrainConfig
    from parity.train.packing import TokenSequence
    from parity.train.trainer import Trainer

    circuit_model(tiny_tokenizer).save_pretrained(tmp_path)  # the declaration travels
    model = AutoModelForCausalLM.from_pretrained(tmp_path)
    assert getattr(model.config, induction.FROZEN_ATTR)
    before = {n: p.detach().clone() for n, p in model.named_parameters()}
    trainer = Trainer(model, TrainConfig(lr=1e-2, device="cpu", warmup_steps=0))
    assert trainer.frozen_tensors == 2 * 8  # q/k/v weights and biases, o, input norm; 2 layers
    rng = np.random.default_rng(0)
    ids = rng.integers(16, len(tiny_tokenizer), size=64)
    trainer.sft_step([TokenSequence.of(ids, [0] + [1] * 63)])
    frozen = tuple(getattr(model.config, induction.FROZEN_ATTR))
    for name, p in model.named_parameters():
        changed = not torch.equal(before[name], p.detach().cpu())
        assert changed != name.startswith(frozen), name
    assert copy_accuracy(model, len(tiny_tokenizer))[1] > 0.5


def test_a_shape_that_cannot_hold_the_circuit_is_refused(tiny_tokenizer):
    with pytest.raises(ValueError, match="hidden_size of at least 128"):
        circuit_model(tiny_tokenizer, hidden_size=96)
