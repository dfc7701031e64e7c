"""Next-token sampling for a batch whose rows each have their own settings.

Logprob convention (what `Completion.logprobs` holds): the log-softmax of the logits divided
by the row's temperature, taken BEFORE top-k/top-p filtering; for greedy rows (temperature
0) the temperature-1 log-softmax. Why: the trainer recomputes its own logprob of every
sampled token from the full, unfiltered distribution at the same temperature (temperature 1
in the usual RL setup), and truncated importance sampling compares the two. A filtered
logprob would differ from the trainer's by the log of the kept mass at every step, a bias
that is not a policy change. At temperature 1 without top-k/top-p, the engine, a plain
forward pass and vLLM's default `raw_logprobs` all agree.

Draws use the exponential race (argmax of p / E with E ~ Exp(1)), which is a draw from p.
Each seeded row owns a `torch.Generator` that only its own draws advance, so a seeded
request samples the same tokens alone or inside any batch. Not done: repetition/presence
penalties, min-p, logit bias.
"""

from __future__ import annotations

import torch


def filter_top_k_top_p(scaled_BV: torch.Tensor, top_k_B: torch.Tensor,
                       top_p_B: torch.Tensor) -> torch.Tensor:
    """Logits with everything outside each row's top-k, then outside its top-p nucleus, set
    to -inf (top-k first, as Hugging Face and vLLM do). `top_k_B` 0 keeps all; `top_p_B` 1
    keeps all. The most likely token always survives."""
    num_vocab = scaled_BV.shape[-1]
    sorted_BV, order_BV = scaled_BV.sort(dim=-1, descending=True)
    rank_V = torch.arange(num_vocab, device=scaled_BV.device)
    k_B = torch.where(top_k_B > 0, top_k_B, torch.full_like(top_k_B, num_vocab))
    drop_BV = rank_V[None, :] >= k_B[:, None]
    sorted_BV = sorted_BV.masked_fill(drop_BV, float("-inf"))
    probs_BV = sorted_BV.softmax(dim=-1)
    mass_before_BV = probs_BV.cumsum(dim=-1) - probs_BV  # mass of the better tokens
    drop_BV = mass_before_BV >= top_p_B[:, None]
    drop_BV[:, 0] = False
    sorted_BV = sorted_BV.masked_fill(drop_BV, float("-inf"))
    return torch.empty_like(scaled_BV).scatter_(-1, order_BV, sorted_BV)


def _scaled(logits_BV: torch.Tensor, temperature_B: torch.Tensor) -> torch.Tensor:
    """Logits over each row's temperature; greedy rows (temperature 0) over 1."""
    temp_B = torch.where(temperature_B <= 0, torch.ones_like(temperature_B), temperature_B)
    return logits_BV.float() / temp_B[:, None]


def top_logprobs(logits_BV: torch.Tensor, temperature_B: torch.Tensor,
                 k: int) -> tuple[torch.Tensor, torch.Tensor]:
    """(logprob_BK, token_BK): each row's k most likely tokens, most likely first, under the
    same convention as `sample`'s logprobs (temperature-scaled, before top-k/top-p), so the
    sampled token's logprob is among them whenever it ranks in the top k."""
    logprobs_BV = _scaled(logits_BV, temperature_B).log_softmax(dim=-1)
    return logprobs_BV.topk(min(k, logprobs_BV.shape[-1]), dim=-1)


def sample(logits_BV: torch.Tensor, temperature_B: torch.Tensor, top_p_B: torch.Tensor,
           top_k_B: torch.Tensor, generators: list[torch.Generator]) -> tuple[torch.Tensor, torch.Tensor]:
    """(token_B, logprob_B): one token per row and its logprob under the convention above.
    `generators[b]` drives row b's draw; greedy rows draw nothing."""
    logits_BV = logits_BV.float()
    greedy_B = temperature_B <= 0
    scaled_BV = _scaled(logits_BV, temperature_B)
    logprobs_BV = scaled_BV.log_softmax(dim=-1)
    token_B = logits_BV.argmax(dim=-1)
    sampled = (~greedy_B).nonzero().flatten().tolist()
    if sampled:
        rows = torch.tensor(sampled, device=logits_BV.device)
        rows_scaled = scaled_BV[rows]
        if bool((top_k_B[rows] > 0).any()) or bool((top_p_B[rows] < 1).any()):
            rows_scaled = filter_top_k_top_p(rows_scaled, top_k_B[rows], top_p_B[rows])
        probs_RV = rows_scaled.softmax(dim=-1)
        noise_RV = torch.empty_like(probs_RV)
        for i, b in enumerate(sampled):
            noise_RV[i].exponential_(generator=generators[b])
        token_B[rows] = (probs_RV / noise_RV).argmax(dim=-1)
    logprob_B = logprobs_BV.gather(-1, token_B[:, None]).squeeze(-1)
    return token_B, logprob_B
