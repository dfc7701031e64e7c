"""Token-level policy-gradient losses over a loss mask, as pure functions.

Every tensor is (B, T): B sequences of the optimizer batch (or of one micro-batch of it), T
their sampled tokens, left-aligned and padded; `mask_BT` is 1 on real sampled tokens. Prompt
and tool-output tokens never reach these functions: the trainer keeps only tokens whose
loss mask is 1. Three logprobs per token:

  logprobs_BT         the policy being trained (carries the gradient)
  old_logprobs_BT     the trainer's logprobs of the policy that sampled, before this update
                      (equal to logprobs_BT.detach() for the first update on a batch)
  engine_logprobs_BT  what the inference engine reported when it sampled the token

The ratio pi/pi_old is what PPO-style losses clip. pi_old/pi_engine is the engine/trainer
mismatch (different kernels, precision, batch shapes): truncated importance sampling
(Yao et al. 2025, "Your efficient RL framework secretly brings you off-policy RL training")
multiplies each token's loss by min(pi_old/pi_engine, C), per token or per sequence, and
the mismatch is reported every step as `mismatch/*`.

Normalisation is what tells the losses apart as much as clipping does, and it must be over
the whole optimizer batch even when the trainer runs it in micro-batches: `BatchTotals`
carries the batch's sequence and token counts, so summing the micro-batch losses gives
exactly the full-batch loss.

Losses:
  grpo     PPO-clip surrogate, mean over each sequence's tokens, mean over sequences
           (Shao et al. 2024, DeepSeekMath, arXiv:2402.03300)
  dr_grpo  same surrogate, token sum over a constant (max tokens), mean over sequences
           (Liu et al. 2025, "Understanding R1-Zero-Like Training", arXiv:2503.20783)
  dapo     clip-higher (eps_low != eps_high), token mean over the whole batch
           (Yu et al. 2025, DAPO, arXiv:2503.14476)
  gspo     sequence ratio = geometric mean of token ratios, clipped per sequence
           (Zheng et al. 2025, Group Sequence Policy Optimization, arXiv:2507.18071)
  cispo    stop-gradient clipped IS weight times logprob, token mean over the batch: no
           token loses its gradient (MiniMax-M1, arXiv:2506.13585)
KL to a reference policy uses the k3 estimator (Schulman, "Approximating KL divergence",
2020): exp(ref - logp) - (ref - logp) - 1, unbiased and never negative.

Left out: value functions/GAE, dual-clip PPO, entropy bonuses, per-token advantages.
Metric values are 0-d detached tensors; the trainer averages them over micro-batches
weighted by sampled tokens.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import torch

from parity.train.config import LossConfig

Metrics = dict[str, torch.Tensor]


@dataclass(frozen=True)
class PolicyBatch:
    logprobs_BT: torch.Tensor
    old_logprobs_BT: torch.Tensor
    engine_logprobs_BT: torch.Tensor
    advantages_B: torch.Tensor
    mask_BT: torch.Tensor
    ref_logprobs_BT: torch.Tensor | None = None


@dataclass(frozen=True)
class BatchTotals:
    """Counts over the whole optimizer batch, the denominators of every loss."""

    num_sequences: int
    num_tokens: int

    @staticmethod
    def of(mask_BT: torch.Tensor) -> BatchTotals:
        return BatchTotals(int(mask_BT.shape[0]), int(mask_BT.sum()))


# ── shared pieces ───────────────────────────────────────────────────────────────────────

def masked_mean(x_BT: torch.Tensor, mask_BT: torch.Tensor) -> torch.Tensor:
    return (x_BT * mask_BT).sum() / mask_BT.sum().clamp(min=1)


def sequence_lengths_B(mask_BT: torch.Tensor) -> torch.Tensor:
    return mask_BT.sum(-1).clamp(min=1)


def tis_weights_BT(old_logprobs_BT: torch.Tensor, engine_logprobs_BT: torch.Tensor,
                   mask_BT: torch.Tensor, cap: float | None, level: str = "token") -> torch.Tensor:
    """Truncated IS weight min(pi_old / pi_engine, cap), no gradient (Yao et al. 2025).
    "sequence" uses the product of a sequence's token ratios, the same weight on every token."""
    if cap is None:
        return torch.ones_like(mask_BT)
    log_ratio_BT = ((old_logprobs_BT - engine_logprobs_BT) * mask_BT).detach()
    if level == "sequence":
        log_ratio_BT = log_ratio_BT.sum(-1, keepdim=True).expand_as(mask_BT)
    elif level != "token":
        raise ValueError(f"tis_level must be token or sequence, not {level!r}")
    return torch.exp(log_ratio_BT.clamp(max=20.0)).clamp(max=cap) * mask_BT


def mismatch_metrics(old_logprobs_BT: torch.Tensor, engine_logprobs_BT: torch.Tensor,
                     mask_BT: torch.Tensor, weights_BT: torch.Tensor, cap: float | None) -> Metrics:
    """How far the engine's sampler is from the trainer. Tokens come from the engine, so
    log r = old - engine estimates KL(engine || trainer) as k1 = -log r and k3 = r - 1 - log r."""
    with torch.no_grad():
        log_r_BT = (old_logprobs_BT - engine_logprobs_BT) * mask_BT
        out = {
            "mismatch/abs_logprob_diff": masked_mean(log_r_BT.abs(), mask_BT),
            "mismatch/kl_k1": masked_mean(-log_r_BT, mask_BT),
            "mismatch/kl_k3": masked_mean(torch.expm1(log_r_BT) - log_r_BT, mask_BT),
        }
        if cap is not None:
            out["mismatch/tis_weight_mean"] = masked_mean(weights_BT, mask_BT)
            out["mismatch/tis_clip_frac"] = masked_mean((weights_BT >= cap).float(), mask_BT)
    return out


def k3_kl_BT(logprobs_BT: torch.Tensor, ref_logprobs_BT: torch.Tensor) -> torch.Tensor:
    """Per-token k3 estimate of KL(pi || ref) on tokens sampled from pi (Schulman 2020)."""
    log_r_BT = ref_logprobs_BT - logprobs_BT
    return torch.expm1(log_r_BT) - log_r_BT


def ppo_clip_BT(ratio_BT: torch.Tensor, advantages_BT: torch.Tensor, eps_low: float,
                eps_high: float) -> tuple[torch.Tensor, torch.Tensor]:
    """(-min(r A, clip(r, 1-eps_low, 1+eps_high) A), where the clipped branch won: there the
    gradient is zero)."""
    unclipped_BT = ratio_BT * advantages_BT
    clipped_BT = ratio_BT.clamp(1.0 - eps_low, 1.0 + eps_high) * advantages_BT
    return -torch.minimum(unclipped_BT, clipped_BT), clipped_BT < unclipped_BT


def _kl_term_BT(batch: PolicyBatch, cfg: LossConfig, metrics: Metrics) -> torch.Tensor:
    if cfg.kl_coef == 0.0 or batch.ref_logprobs_BT is None:
        return torch.zeros_like(batch.logprobs_BT)
    kl_BT = k3_kl_BT(batch.logprobs_BT, batch.ref_logprobs_BT.detach())
    metrics["loss/kl_ref"] = masked_mean(kl_BT.detach(), batch.mask_BT)
    return cfg.kl_coef * kl_BT


def _ratio_metrics(ratio_BT: torch.Tensor, clipped_BT: torch.Tensor, batch: PolicyBatch,
                   metrics: Metrics) -> None:
    m_BT = batch.mask_BT
    adv_BT = batch.advantages_B[:, None].expand_as(m_BT)
    with torch.no_grad():
        log_r_BT = (batch.logprobs_BT - batch.old_logprobs_BT) * m_BT
        metrics["loss/clip_frac"] = masked_mean(clipped_BT.float(), m_BT)
        metrics["loss/clip_frac_low"] = masked_mean((clipped_BT & (adv_BT < 0)).float(), m_BT)
        metrics["loss/clip_frac_high"] = masked_mean((clipped_BT & (adv_BT > 0)).float(), m_BT)
        metrics["loss/ratio_mean"] = masked_mean(ratio_BT.detach(), m_BT)
        metrics["loss/approx_kl_old"] = masked_mean(torch.expm1(log_r_BT) - log_r_BT, m_BT)


def _prelude(batch: PolicyBatch, cfg: LossConfig) -> tuple[torch.Tensor, Metrics]:
    w_BT = tis_weights_BT(batch.old_logprobs_BT, batch.engine_logprobs_BT, batch.mask_BT,
                          cfg.tis_cap, cfg.tis_level)
    return w_BT, mismatch_metrics(batch.old_logprobs_BT, batch.engine_logprobs_BT, batch.mask_BT,
                                  w_BT, cfg.tis_cap)


def _token_ppo_BT(batch: PolicyBatch, cfg: LossConfig, metrics: Metrics, w_BT: torch.Tensor
                  ) -> torch.Tensor:
    ratio_BT = torch.exp(batch.logprobs_BT - batch.old_logprobs_BT.detach())
    adv_BT = batch.advantages_B[:, None].expand_as(ratio_BT)
    surrogate_BT, clipped_BT = ppo_clip_BT(ratio_BT, adv_BT, cfg.eps_low, cfg.eps_high)
    _ratio_metrics(ratio_BT, clipped_BT, batch, metrics)
    return surrogate_BT * w_BT + _kl_term_BT(batch, cfg, metrics)


def _finish(loss: torch.Tensor, metrics: Metrics) -> tuple[torch.Tensor, Metrics]:
    metrics["loss/value"] = loss.detach()
    return loss, metrics


# ── the losses ──────────────────────────────────────────────────────────────────────────

def grpo_loss(batch: PolicyBatch, cfg: LossConfig, totals: BatchTotals
              ) -> tuple[torch.Tensor, Metrics]:
    """PPO-clip, each sequence's token mean, then the mean over sequences (DeepSeekMath)."""
    w_BT, metrics = _prelude(batch, cfg)
    per_token_BT = _token_ppo_BT(batch, cfg, metrics, w_BT) * batch.mask_BT
    per_seq_B = per_token_BT.sum(-1) / sequence_lengths_B(batch.mask_BT)
    return _finish(per_seq_B.sum() / totals.num_sequences, metrics)


def dr_grpo_loss(batch: PolicyBatch, cfg: LossConfig, totals: BatchTotals
                 ) -> tuple[torch.Tensor, Metrics]:
    """PPO-clip, token sum over a constant instead of each length (no length bias; Dr. GRPO)."""
    w_BT, metrics = _prelude(batch, cfg)
    per_token_BT = _token_ppo_BT(batch, cfg, metrics, w_BT) * batch.mask_BT
    return _finish(per_token_BT.sum() / (totals.num_sequences * cfg.dr_grpo_max_tokens), metrics)


def dapo_loss(batch: PolicyBatch, cfg: LossConfig, totals: BatchTotals
              ) -> tuple[torch.Tensor, Metrics]:
    """PPO-clip with decoupled eps_low/eps_high, token mean over the whole batch (DAPO)."""
    w_BT, metrics = _prelude(batch, cfg)
    per_token_BT = _token_ppo_BT(batch, cfg, metrics, w_BT) * batch.mask_BT
    return _finish(per_token_BT.sum() / max(totals.num_tokens, 1), metrics)


def gspo_loss(batch: PolicyBatch, cfg: LossConfig, totals: BatchTotals
              ) -> tuple[torch.Tensor, Metrics]:
    """s_i = exp(mean_t log(pi/pi_old)), the geometric mean of token ratios, clipped per
    sequence (GSPO). The TIS weight of a sequence is the mean of its token weights, i.e.
    the sequence weight itself with tis_level="sequence". `loss/clip_frac` counts sequences."""
    w_BT, metrics = _prelude(batch, cfg)
    m_BT, lengths_B = batch.mask_BT, sequence_lengths_B(batch.mask_BT)
    log_ratio_B = ((batch.logprobs_BT - batch.old_logprobs_BT.detach()) * m_BT).sum(-1) / lengths_B
    ratio_B = torch.exp(log_ratio_B)
    surrogate_B, clipped_B = ppo_clip_BT(ratio_B, batch.advantages_B, cfg.gspo_eps_low,
                                         cfg.gspo_eps_high)
    w_B = (w_BT * m_BT).sum(-1) / lengths_B
    kl_B = (_kl_term_BT(batch, cfg, metrics) * m_BT).sum(-1) / lengths_B
    has_tokens_B = (m_BT.sum(-1) > 0).float()
    with torch.no_grad():
        n = has_tokens_B.sum().clamp(min=1)
        metrics["loss/clip_frac"] = (clipped_B.float() * has_tokens_B).sum() / n
        metrics["loss/ratio_mean"] = (ratio_B.detach() * has_tokens_B).sum() / n
    per_seq_B = (surrogate_B * w_B + kl_B) * has_tokens_B
    return _finish(per_seq_B.sum() / totals.num_sequences, metrics)


def cispo_loss(batch: PolicyBatch, cfg: LossConfig, totals: BatchTotals
               ) -> tuple[torch.Tensor, Metrics]:
    """-sg(min(r, 1 + eps_high)) * A * log pi, token mean over the batch (MiniMax-M1). The
    weight is clipped, never the gradient: rare tokens keep theirs."""
    w_BT, metrics = _prelude(batch, cfg)
    m_BT = batch.mask_BT
    ratio_BT = torch.exp(batch.logprobs_BT.detach() - batch.old_logprobs_BT.detach())
    is_weight_BT = ratio_BT.clamp(max=1.0 + cfg.cispo_eps_high)
    adv_BT = batch.advantages_B[:, None].expand_as(ratio_BT)
    per_token_BT = -is_weight_BT * adv_BT * batch.logprobs_BT * w_BT
    per_token_BT = (per_token_BT + _kl_term_BT(batch, cfg, metrics)) * m_BT
    with torch.no_grad():
        metrics["loss/clip_frac"] = masked_mean((ratio_BT > 1.0 + cfg.cispo_eps_high).float(), m_BT)
        metrics["loss/ratio_mean"] = masked_mean(ratio_BT, m_BT)
    return _finish(per_token_BT.sum() / max(totals.num_tokens, 1), metrics)


LossFn = Callable[[PolicyBatch, LossConfig, BatchTotals], tuple[torch.Tensor, Metrics]]
LOSSES: dict[str, LossFn] = {
    "grpo": grpo_loss,
    "dr_grpo": dr_grpo_loss,
    "dapo": dapo_loss,
    "gspo": gspo_loss,
    "cispo": cispo_loss,
}


def policy_loss(batch: PolicyBatch, cfg: LossConfig, totals: BatchTotals | None = None
                ) -> tuple[torch.Tensor, Metrics]:
    if cfg.name not in LOSSES:
        raise ValueError(f"unknown loss {cfg.name!r}; use one of {sorted(LOSSES)}")
    return LOSSES[cfg.name](batch, cfg, totals or BatchTotals.of(batch.mask_BT))


def token_nll_loss(logprobs_BT: torch.Tensor, mask_BT: torch.Tensor, num_tokens: int
                   ) -> tuple[torch.Tensor, Metrics]:
    """Next-token negative log-likelihood summed over masked tokens / the batch's token
    count: the loss of mid-training and SFT."""
    loss = -(logprobs_BT * mask_BT).sum() / max(num_tokens, 1)
    return loss, {"loss/nll": loss.detach() * num_tokens / mask_BT.sum().clamp(min=1)}
