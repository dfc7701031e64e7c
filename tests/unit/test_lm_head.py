"""The chunked target logprobs (train/lm_head.py) against full logits: values, gradients of
the hidden states and of the projection, temperature, entropy, bf16 matmuls."""

from __future__ import annotations

import pytest
import torch

from parity.train.lm_head import target_logprobs


def reference(hidden_NH, weight_VH, targets_N, temperature):
    logits_NV = (hidden_NH @ weight_VH.T).float() / temperature
    logp_NV = logits_NV.log_softmax(-1)
    entropy_N = -(logp_NV.exp() * logp_NV).sum(-1)
    return logp_NV.gather(-1, targets_N[:, None]).squeeze(-1), entropy_N


@pytest.mark.parametrize("chunk", [1, 5, 64])
@pytest.mark.parametrize("temperature", [1.0, 0.6])
def test_values_and_gradients_equal_full_logits(chunk, temperature):
    g = torch.Generator().manual_seed(0)
    hidden = torch.randn(23, 16, generator=g, dtype=torch.float64, requires_grad=True)
    weight = torch.randn(50, 16, generator=g, dtype=torch.float64, requires_grad=True)
    targets = torch.randint(0, 50, (23,), generator=g)
    upstream = torch.randn(23, generator=g, dtype=torch.float64)
    want, want_entropy = reference(hidden, weight, targets, temperature)
    (want.double() * upstream).sum().backward()
    want_h, want_w = hidden.grad.clone(), weight.grad.clone()
    hidden.grad = weight.grad = None
    got, entropy = target_logprobs(hidden, weight, targets, temperature, chunk=chunk,
                                   compute_dtype=torch.float64, entropy=True)
    (got.double() * upstream).sum().backward()
    torch.testing.assert_close(got, want.float())
    torch.testing.assert_close(entropy, want_entropy.float())
    torch.testing.assert_close(hidden.grad, want_h, rtol=1e-5, atol=1e-6)
    torch.testing.assert_close(weight.grad, want_w, rtol=1e-5, atol=1e-6)


def test_a_frozen_projection_gets_no_gradient_and_bf16_stays_close():
    g = torch.Generator().manual_seed(1)
    hidden = torch.randn(9, 32, generator=g, requires_grad=True)
    weight = torch.randn(40, 32, generator=g)  # frozen: no requires_grad
    targets = torch.randint(0, 40, (9,), generator=g)
    got, entropy = target_logprobs(hidden, weight, targets, chunk=4,
                                   compute_dtype=torch.bfloat16)
    assert entropy is None and got.dtype == torch.float32
    got.sum().backward()
    assert weight.grad is None and hidden.grad is not None
    want, _ = reference(hidden.detach(), weight, targets, 1.0)
    torch.testing.assert_close(got.detach(), want, rtol=0.05, atol=0.3)


def test_shapes_are_checked():
    with pytest.raises(ValueError, match=r"\[N, H\]"):
        target_logprobs(torch.zeros(3, 4), torch.zeros(5, 3), torch.zeros(3, dtype=torch.long))
