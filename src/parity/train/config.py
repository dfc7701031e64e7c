"""Typed configuration of the trainer: the `[train]` section of Parity's config tree.

Pydantic only, no torch: `parity.config` imports this module and `parity --help` must stay
fast. Defaults are for RL on a real model; the `pretrain`/`sft` commands override the
learning rate and schedule from their flags.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from parity.section import Section as _Section

LossName = Literal["grpo", "dr_grpo", "dapo", "gspo", "cispo"]
AdvantageName = Literal["grpo", "dr_grpo", "rloo"]


class LossConfig(_Section):
    """Which policy-gradient loss, its clipping, truncated IS and KL (see `train/loss.py`)."""

    name: LossName = "grpo"
    # PPO-clip ratio bounds: [1 - eps_low, 1 + eps_high]. DAPO's clip-higher uses 0.2 / 0.28.
    eps_low: float = 0.2
    eps_high: float = 0.2
    # GSPO clips a sequence-level ratio, which lives much closer to 1 (Zheng et al. 2025).
    gspo_eps_low: float = 3e-4
    gspo_eps_high: float = 4e-4
    # CISPO clips the IS weight at 1 + cispo_eps_high (no lower bound, as in MiniMax-M1);
    # 4.0 gives ScaleRL's recommended cap of 5.
    cispo_eps_high: float = 4.0
    # Dr. GRPO divides the token sum by this constant instead of each sequence's length.
    dr_grpo_max_tokens: int = Field(4096, gt=0)
    # KL to the reference (initial) policy, k3 estimator; 0 keeps no reference model.
    kl_coef: float = Field(0.0, ge=0.0)
    # Truncated importance sampling between the engine's and the trainer's logprobs
    # (Yao et al. 2025): weight = min(pi_trainer_old / pi_engine, tis_cap); None turns it off.
    tis_cap: float | None = Field(2.0, gt=0.0)
    tis_level: Literal["token", "sequence"] = "token"


class LoraConfig(_Section):
    """LoRA adapters (train/lora.py): rank 0 trains every weight; above 0 the model is frozen
    and only low-rank adapters on the `targets` layers train; engines get merged weights."""

    rank: int = Field(0, ge=0)
    alpha: float = Field(16.0, gt=0.0)
    # the last part of a linear layer's name (Llama, Qwen2/3: attention and MLP projections)
    targets: list[str] = Field(default_factory=lambda: [
        "q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"])


class TrainConfig(_Section):
    """Optimiser, schedule, batching and precision of `parity.train.trainer.Trainer`."""

    lr: float = Field(1e-6, gt=0.0)
    betas: tuple[float, float] = (0.9, 0.999)
    adam_eps: float = 1e-8
    weight_decay: float = 0.0
    # Linear warm-up over max(warmup_steps, warmup_fraction x total_steps) optimizer steps,
    # then `schedule` from lr down to lr * min_lr_ratio at total_steps (then flat). A
    # fraction follows the step count: 10 fixed steps of a 2,000-step horizon left a short
    # SFT far below its learning rate.
    warmup_steps: int = Field(0, ge=0)
    warmup_fraction: float = Field(0.0, ge=0.0, lt=1.0)
    schedule: Literal["cosine", "linear", "constant"] = "cosine"
    # None: the step count of what drives the trainer (`parity pretrain`/`sft`: --steps; an
    # RL run: orchestrator.steps x ppo_epochs x minibatches); a Trainer built without one
    # holds the learning rate after the warm-up.
    total_steps: int | None = Field(None, gt=0)
    min_lr_ratio: float = Field(0.1, ge=0.0, le=1.0)
    # train_step calls whose gradients are summed before one optimizer step.
    grad_accum_steps: int = Field(1, ge=1)
    # PPO epochs x minibatches: optimizer steps per RL batch (a minibatch of whole groups is
    # one step). Above 1 the trainer takes the old logprobs once, with no gradient, before the
    # first step, so the ratio moves off 1 and PPO/DAPO clipping, GSPO's sequence ratio and
    # CISPO's weights act as their papers have them. 1 x 1: the ratio is 1, clipping never acts.
    ppo_epochs: int = Field(1, ge=1)
    minibatches: int = Field(1, ge=1)
    max_grad_norm: float | None = Field(1.0, gt=0.0)
    # Tokens (rows x row length, padding included) in one packed forward/backward pass.
    micro_batch_tokens: int = Field(16384, gt=0)
    advantage: AdvantageName = "grpo"
    loss: LossConfig = Field(default_factory=LossConfig)
    # Logits are divided by this before logprobs, to match the engine's sampling temperature.
    # In a run it is the rollouts' orchestrator.temperature (parity.config fills it in).
    sampling_temperature: float = Field(1.0, gt=0.0)
    # "auto": bf16 autocast where the device computes bf16 natively (a CUDA GPU that supports
    # it; a CPU with AMX or AVX512-BF16, where it halved a 135M model's step), else off;
    # "bf16" forces it; "off" trains in the model's dtype. Master weights stay fp32.
    mixed_precision: Literal["auto", "bf16", "off"] = "auto"
    # "auto": where bf16 autocast runs on a CPU with AVX512-BF16, attention forward and backward
    # by Parity's kernels (train/attention.py; 2.7x torch's CPU flash attention on the
    # quickstart's shapes), causal attention after a shared prefix included, anything else
    # by SDPA; "sdpa": torch's SDPA everywhere.
    attention: Literal["auto", "sdpa"] = "auto"
    # Recompute each decoder layer in backward (its input is all it keeps): a 135M model's
    # 4 x 1,024-token step needs it to fit 6 GB. Works with the shared-prefix SFT step.
    gradient_checkpointing: bool = False
    # Parameter-name prefixes training leaves alone (train/freeze.py), e.g.
    # ["model.embed_tokens", "model.layers.0."]; with a model's own `parity_frozen`.
    freeze: list[str] = Field(default_factory=list)
    lora: LoraConfig = Field(default_factory=LoraConfig)
    # Positions per chunk of the vocabulary projection (train/lm_head.py): logprobs of the
    # targets without [tokens, vocab] logits in memory, at most [chunk, vocab] floats at once.
    lm_head_chunk_tokens: int = Field(512, gt=0)
    # Sequences that open with the same tokens run them once and attend to their keys/values
    # from every row (train/packing.py pack_shared): an SFT batch's system prompt and tool list
    # (~700 of a kata demonstration's ~1,100 tokens), and in RL each group's prompt (its
    # rollouts differ only after it). The gradient is exact (it flows back through the shared
    # keys/values). Off, or where they share under `shared_prefix_min` tokens: packing.
    share_prefix: bool = True
    shared_prefix_min: int = Field(64, ge=2)
    # Shard with FSDP2 when torch.distributed is initialised with more than one GPU.
    fsdp: bool = True
    device: str = "auto"  # auto | cpu | cuda | cuda:N
    seed: int = 0  # in a run: the run's seed (parity.config fills it in)
