"""The trainer: one optimizer step of GRPO-family RL (or of next-token SFT) per call.

    trajectories ──► advantages (per group) ──► TokenSequence (targets = loss_mask 1)
        ──► pack into micro-batches ──► forward (logits only at targets) ──► loss ──► backward
        ──► (after grad_accum_steps calls) clip, AdamW, schedule, policy_version += 1

Old logprobs: with one optimizer step per batch (`ppo_epochs` = `minibatches` = 1), the
trainer's logprobs before the update are the ones it computes in this very forward pass, so
`old = logprobs.detach()` costs no extra pass, and truncated IS compares it with the engine's
logprobs; the PPO ratio is then exactly 1 and no clip ever acts. With several steps per batch
(`ppo_epochs` passes over it, each in `minibatches` minibatches of whole groups, shuffled by
seed), the old logprobs are taken once by `compute_logprobs`, with no gradient, before the
first step, and every later step's ratio is measured against them (Schulman et al. 2017,
PPO, arXiv:1707.06347, Algorithm 1). Advantages are computed once, over the whole batch.

Advantages come from the grader's verdict first (`correctness_first_advantages`): shaping
terms only rank the rollouts that solved (parity.rollout.shaping).

Precision: bf16 autocast where the device computes bf16 natively ("auto": a CUDA GPU that
supports it, or a CPU with AMX or AVX512-BF16; "bf16" forces it); master weights, optimizer
state, logprobs and losses stay fp32.

Memory (what lets a 135M model with a 49,152-token vocabulary train 4 x 1,024 tokens in
under 6 GB on a CPU): the decoder runs without its LM head and the target logprobs come
from `lm_head.target_logprobs`, a chunked projection that never holds the [tokens, vocab]
logits; attention is PyTorch's SDPA (a model loaded with eager attention is switched), whose
CPU kernel keeps no [heads, L, L] probabilities for backward, or on a CPU with AVX512-BF16
under bf16 autocast Parity's own kernels, forward and backward (train/attention.py), which
keep only each row's log-sum-exp besides bf16 q, k, v and the output; `gradient_checkpointing`
recomputes each decoder layer in backward (`checkpointing.py`), the shared-prefix SFT step
included.

FSDP2 (data parallel, sharded): with torch.distributed initialised over more than one process
(torchrun on GPUs with NCCL; `train/distributed.py` for gloo on CPUs and for Ray actors),
`fully_shard` shards each decoder layer and then the root over all ranks. Every rank is
handed the whole batch and computes the same micro-batches; each rank runs its share of them
(`rank_share`: by tokens, the same count on every rank, a rank short of work running a
micro-batch at weight 0 so the collectives stay in step). Losses are normalised by the whole
batch's totals and the gradients' reduce-scatter sums (divide factor 1), so N ranks step
exactly as one process on the same global batch would (a test compares the losses and the
weights). Metrics are summed across ranks. Checkpoints of a sharded model are
torch.distributed.checkpoint's (checkpoint.py); the weights for engines are gathered on rank
0 (`state_dict_for_sync`). Sharded, the LM head is the model's own (the chunked head calls
the decoder alone, which FSDP's root hooks would not see), so the shared-prefix packing is off.

Mixture-of-experts models (those whose transformers module has `load_balancing_loss_func`
and whose config has `num_experts`) add `router_aux_loss_coef` x the Switch load-balancing
loss over real tokens only, token-weighted across micro-batches.
"""

from __future__ import annotations

import copy
import math
import sys
import time
from collections.abc import Hashable, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import torch

from parity.inference.models import cache_kwarg
from parity.train.advantages import correctness_first_advantages
from parity.train.attention import install as install_attention
from parity.train.checkpointing import RecordingCache, checkpoint_decoder_layers, decoder_layers
from parity.train.config import TrainConfig
from parity.train.freeze import freeze_declared, freeze_prefixes
from parity.train.lm_head import target_logprobs
from parity.train.lora import LoraAdapters, trainable_parameters
from parity.train.loss import BatchTotals, Metrics, PolicyBatch, policy_loss, token_nll_loss
from parity.train.packing import (
    MicroBatch,
    TokenSequence,
    common_prefix,
    pack,
    pack_shared,
    shared_chunks,
)
from parity.types import Trajectory


def resolve_device(name: str) -> torch.device:
    if name == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    return torch.device(name)


def warmup_steps_of(cfg: TrainConfig) -> int:
    """max(warmup_steps, warmup_fraction x total_steps), never the whole schedule."""
    steps = cfg.warmup_steps
    if cfg.total_steps is not None and cfg.warmup_fraction > 0:
        steps = max(steps, round(cfg.warmup_fraction * cfg.total_steps))
        steps = min(steps, cfg.total_steps - 1)
    return steps


def lr_multiplier(step: int, warmup_steps: int, total_steps: int | None, min_ratio: float,
                  schedule: str = "cosine") -> float:
    """LR multiplier at optimizer step `step` (0-based): linear warm-up from 1/warmup, then
    cosine or linear down to min_ratio at total_steps, then flat; constant, or no
    total_steps: 1 after the warm-up."""
    if step < warmup_steps:
        return (step + 1) / warmup_steps
    if schedule == "constant" or total_steps is None:
        return 1.0
    progress = min(1.0, (step - warmup_steps) / max(1, total_steps - warmup_steps))
    if schedule == "linear":
        return 1.0 - (1.0 - min_ratio) * progress
    if schedule != "cosine":
        raise ValueError(f"schedule must be cosine, linear or constant, not {schedule!r}")
    return min_ratio + (1.0 - min_ratio) * 0.5 * (1.0 + math.cos(math.pi * progress))


def cpu_supports_bf16() -> bool:
    """Whether this CPU computes bf16 matmuls natively (AMX or AVX512-BF16, read from
    /proc/cpuinfo): there autocast halves a step; elsewhere bf16 is emulated and slower."""
    try:
        with open("/proc/cpuinfo") as f:
            flags = next((line for line in f if line.startswith("flags")), "").split()
    except OSError:
        return False
    return "amx_bf16" in flags or "avx512_bf16" in flags


def bf16_autocast_on(mixed_precision: str, device: torch.device) -> bool:
    if mixed_precision == "bf16":
        return True
    if mixed_precision != "auto":
        return False
    if device.type == "cuda":
        return torch.cuda.is_bf16_supported()
    return device.type == "cpu" and cpu_supports_bf16()


def use_sdpa(model: torch.nn.Module) -> None:
    """Eager attention keeps [rows, heads, L, L] probabilities per layer for backward (4.5 GB
    for a 30-layer model at 4 x 1,024 tokens); SDPA's kernels do not."""
    if getattr(model.config, "_attn_implementation", None) == "eager":
        model.set_attn_implementation("sdpa")


def plain_lm_head(model: torch.nn.Module) -> torch.nn.Linear | None:
    """The output projection when logits are exactly `base(hidden) @ W.T` (Llama, Qwen2/3,
    their MoE variants): then the trainer runs the decoder alone and projects in chunks.
    None for a head with a bias, soft-capping or scaling: transformers' forward is kept."""
    head = model.get_output_embeddings()
    config = model.config
    if (not isinstance(head, torch.nn.Linear) or head.bias is not None
            or getattr(config, "final_logit_softcapping", None)
            or getattr(config, "logit_scale", None) not in (None, 1.0)
            or getattr(model, "base_model", model) is model):
        return None
    return head


def distributed_world_size() -> int:
    import torch.distributed as dist

    return dist.get_world_size() if dist.is_available() and dist.is_initialized() else 1


def distributed_rank() -> int:
    import torch.distributed as dist

    return dist.get_rank() if dist.is_available() and dist.is_initialized() else 0


def maybe_fully_shard(model: torch.nn.Module, cfg: TrainConfig, bf16: bool,
                      device: torch.device | None = None) -> bool:
    """FSDP2 over decoder layers and then the root, with an initialised process group of more
    than one process (NCCL on GPUs, gloo on CPUs); gradients are summed, not averaged."""
    world = distributed_world_size()
    if not cfg.fsdp or world < 2:
        return False
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard

    mesh = init_device_mesh((device or torch.device("cpu")).type, (world,))
    mp = MixedPrecisionPolicy(param_dtype=torch.bfloat16, reduce_dtype=torch.float32) if bf16 \
        else MixedPrecisionPolicy()
    for module in model.modules():
        if type(module).__name__.endswith("DecoderLayer"):
            fully_shard(module, mesh=mesh, mp_policy=mp)
    fully_shard(model, mesh=mesh, mp_policy=mp)
    for module in model.modules():  # each loss is over the whole batch's totals: sum
        if hasattr(module, "set_gradient_divide_factor"):
            module.set_gradient_divide_factor(1.0)
            module.set_force_sum_reduction_for_comms(True)  # gloo has no PREMUL_SUM
    return True


def rank_share(micro_batches: Sequence[MicroBatch], rank: int, world: int
               ) -> list[tuple[MicroBatch, float]]:
    """This rank's micro-batches with their weights (1, or 0 for a stand-in): the largest
    first to the rank with the fewest tokens so far, every rank the same count (FSDP's
    collectives run once per forward and backward on every rank), a rank short of work
    given the smallest micro-batch at weight 0. The same on every rank for the same input."""
    if world == 1:
        return [(mb, 1.0) for mb in micro_batches]
    per_rank = -(-len(micro_batches) // world)
    load = [0] * world
    owned: list[list[int]] = [[] for _ in range(world)]
    order = sorted(range(len(micro_batches)), key=lambda i: -micro_batches[i].input_ids_RL.numel())
    for i in order:
        r = min((r for r in range(world) if len(owned[r]) < per_rank), key=lambda r: (load[r], r))
        owned[r].append(i)
        load[r] += micro_batches[i].input_ids_RL.numel()
    smallest = micro_batches[order[-1]]
    mine = [(micro_batches[i], 1.0) for i in sorted(owned[rank])]
    return mine + [(smallest, 0.0)] * (per_rank - len(mine))


def moe_aux_loss_fn(model: torch.nn.Module):
    """transformers' load-balancing loss for this MoE architecture, or None for dense."""
    config = getattr(model, "config", None)
    if not getattr(config, "num_experts", 0):
        return None
    return getattr(sys.modules[type(model).__module__], "load_balancing_loss_func", None)


def slices_logits_by_mask(model: torch.nn.Module) -> bool:
    """Whether this transformers release takes a boolean (rows, length) `logits_to_keep`.
    Releases with `slice_logits_to_keep` do (5.24); earlier ones (5.17) index
    `hidden[:, keep, :]`, which fails on a 2-D mask."""
    return hasattr(sys.modules[type(model).__module__], "slice_logits_to_keep")


@contextmanager
def logits_only_at(model: torch.nn.Module, keep_RL: torch.Tensor):
    """For releases without mask support: the LM head sees only the kept positions (row-major,
    as `slice_logits_to_keep` returns them), so the [rows, length, vocab] logits are never
    made. Call the model with `logits_to_keep=0` inside."""
    handle = model.get_output_embeddings().register_forward_pre_hook(
        lambda _module, args: (args[0][keep_RL], *args[1:]))
    try:
        yield
    finally:
        handle.remove()


def with_segments(trajectories: Sequence[Trajectory]) -> tuple[list[Trajectory], list[int]]:
    """The trajectories, then one more for each token segment a harness's rollout holds past
    its first (Trajectory.harness.more_segments: it rewrote its history, so the rest cannot
    extend one sequence), each with its rollout's reward; and for each, its rollout's index."""
    out, parent = list(trajectories), list(range(len(trajectories)))
    for i, t in enumerate(trajectories):
        for k, seg in enumerate(t.harness.more_segments if t.harness is not None else []):
            out.append(t.model_copy(update={
                "id": f"{t.id}/segment{k + 1}", "token_ids": seg.token_ids,
                "loss_mask": seg.loss_mask, "logprobs": seg.logprobs, "versions": seg.versions,
                "harness": None}))
            parent.append(i)
    return out, parent


def sequences_from_trajectories(trajectories: Sequence[Trajectory],
                                old_logprobs: Sequence[Sequence[float]] | None = None,
                                max_tokens: int | None = None) -> list[TokenSequence]:
    """With `max_tokens` (a micro-batch), a longer trajectory keeps its first `max_tokens`:
    a prefix of a causal sequence is a sound sequence, its tokens keep their advantage, the
    cut tail is not trained on. A run's rollouts never need it (their context window is at
    most a micro-batch, parity.run.train); it keeps one that does from failing the step."""
    out = []
    for i, t in enumerate(trajectories):
        if len(t.logprobs) != len(t.token_ids):
            raise ValueError(f"trajectory {t.id} has {len(t.logprobs)} engine logprobs for "
                             f"{len(t.token_ids)} tokens; RL needs the engine's logprobs")
        n = len(t.token_ids) if max_tokens is None else min(len(t.token_ids), max_tokens)
        extras = {"engine": t.logprobs[:n]}
        if old_logprobs is not None:
            extras["old"] = old_logprobs[i][:n]
        out.append(TokenSequence.of(t.token_ids[:n], t.loss_mask[:n], **extras)
                   .through_last_target())
    return out


def _shared_metrics(micro_batches: list[MicroBatch]) -> dict[str, float]:
    """`train/shared_prefix`: the mean prefix run once per shared micro-batch (absent when
    every micro-batch was packed)."""
    shared = [mb.prefix_ids.shape[1] for mb in micro_batches if mb.prefix_ids is not None]
    return {"train/shared_prefix": float(np.mean(shared))} if shared else {}


def _extent(micro_batches: list[MicroBatch]) -> tuple[int, int]:
    """(token positions computed, micro-batches) of a step, for Trainer._timing."""
    return sum(mb.positions for mb in micro_batches), len(micro_batches)


class Trainer:
    def __init__(self, model: torch.nn.Module, cfg: TrainConfig, pad_token_id: int = 0) -> None:
        self.cfg = cfg
        self.device = resolve_device(cfg.device)
        self.pad_token_id = pad_token_id
        self.model = model.to(self.device)
        self.model.train()
        self.frozen_tensors = freeze_declared(model)  # e.g. the tiny default's copy circuit
        self.frozen_tensors += freeze_prefixes(model, cfg.freeze)
        self.cache_kwarg = cache_kwarg(model)  # for the shared-prefix SFT step
        self.bf16 = bf16_autocast_on(cfg.mixed_precision, self.device)
        use_sdpa(model)
        # Parity's attention kernels where they run (train/attention.py); why not, if not
        self.attention_why_not = ("train.attention is sdpa" if cfg.attention == "sdpa"
                                  else "bf16 autocast is off" if not self.bf16
                                  else install_attention(model))  # it checks the device
        self.ref_model = None
        if cfg.loss.kl_coef > 0:
            self.ref_model = copy.deepcopy(model).eval().requires_grad_(False)
        if cfg.gradient_checkpointing:
            checkpoint_decoder_layers(model)
        # after the KL reference is copied: its layers must not carry the adapters' hooks
        self.lora: LoraAdapters | None = None
        if cfg.lora.rank > 0:  # the model is frozen; only the adapters train
            model.requires_grad_(False)
            self.lora = LoraAdapters(model, cfg.lora)
        self.mask_logits_to_keep = slices_logits_by_mask(model)  # before sharding renames the class
        self.rank, self.world = distributed_rank(), distributed_world_size()
        self.sharded = maybe_fully_shard(self.model, cfg, self.bf16, self.device)
        self.aux_loss_fn = moe_aux_loss_fn(model)
        # the chunked LM head needs the decoder called on its own, which FSDP's root hooks
        # would not see
        self.chunked_head = not self.sharded and plain_lm_head(model) is not None
        params = (trainable_parameters(self.lora) if self.lora is not None
                  else [p for p in model.parameters() if p.requires_grad])
        decay = [p for p in params if p.ndim >= 2]
        no_decay = [p for p in params if p.ndim < 2]
        groups = [{"params": decay, "weight_decay": cfg.weight_decay},
                  {"params": no_decay, "weight_decay": 0.0}]  # no decay on norms and biases
        self.optimizer = torch.optim.AdamW(
            [g for g in groups if g["params"]],
            lr=cfg.lr, betas=cfg.betas, eps=cfg.adam_eps,
            fused=self.device.type in ("cpu", "cuda"))  # one kernel for all params
        self.scheduler = torch.optim.lr_scheduler.LambdaLR(
            self.optimizer, lambda s: lr_multiplier(s, warmup_steps_of(cfg), cfg.total_steps,
                                                    cfg.min_lr_ratio, cfg.schedule))
        self.policy_version = 0
        self.accumulated_calls = 0  # train_step calls since the last optimizer step

    # ── forward ────────────────────────────────────────────────────────────────────────
    def _autocast(self):
        if not self.bf16 or self.sharded:  # FSDP's MixedPrecisionPolicy casts instead
            return nullcontext()
        return torch.autocast(self.device.type, dtype=torch.bfloat16)

    def _forward(self, model: torch.nn.Module, mb: MicroBatch, aux: bool = False,
                 entropy: bool = False
                 ) -> tuple[torch.Tensor, torch.Tensor | None, torch.Tensor | None]:
        """Logprobs of the targets (flat, row-major), the MoE aux loss and the policy's
        entropy at each target (no gradient), each if asked."""
        want_aux = aux and self.aux_loss_fn is not None
        if mb.prefix_ids is not None:  # _micro_batches makes these only where no aux loss is
            return self._forward_shared(model, mb, entropy)
        if self.chunked_head:
            kwargs = dict(input_ids=mb.input_ids_RL, position_ids=mb.position_ids_RL,
                          use_cache=False)
            if want_aux:
                kwargs["output_router_logits"] = True
            with self._autocast():
                out = model.base_model(**kwargs)
            logprobs_N, entropy_N = self._head_logprobs(
                model, out.last_hidden_state[mb.keep_RL], mb.targets_N, entropy)
            aux_loss = None
            if want_aux:
                cfg = model.config
                aux_loss = self.aux_loss_fn(out.router_logits, cfg.num_experts,
                                            cfg.num_experts_per_tok, mb.real_RL)
            return logprobs_N, aux_loss, entropy_N
        keep = mb.keep_RL if self.mask_logits_to_keep else 0
        kwargs: dict[str, Any] = dict(input_ids=mb.input_ids_RL, position_ids=mb.position_ids_RL,
                                      logits_to_keep=keep, use_cache=False)
        if want_aux:
            kwargs["output_router_logits"] = True
        head = nullcontext() if self.mask_logits_to_keep else logits_only_at(model, mb.keep_RL)
        with self._autocast(), head:
            out = model(**kwargs)
        logprobs_N = self._target_logprobs(out.logits, mb.targets_N)
        entropy_N = self._entropy(out.logits) if entropy else None
        aux_loss = None
        if want_aux:
            cfg = model.config
            aux_loss = self.aux_loss_fn(out.router_logits, cfg.num_experts,
                                        cfg.num_experts_per_tok, mb.real_RL)
        return logprobs_N, aux_loss, entropy_N

    def _forward_shared(self, model: torch.nn.Module, mb: MicroBatch, entropy: bool
                        ) -> tuple[torch.Tensor, None, torch.Tensor | None]:
        """_forward of a pack_shared micro-batch: the prefix runs once into a cache whose
        keys/values every row attends to (replay-safe under checkpointing, checkpointing.py;
        expanded to the rows, so their gradients add up in it)."""
        recorded = RecordingCache(len(decoder_layers(model)))
        base, arg = model.base_model, self.cache_kwarg
        with self._autocast():
            base(input_ids=mb.prefix_ids, use_cache=True, **{arg: recorded})
            hidden_RLH = base(input_ids=mb.input_ids_RL, position_ids=mb.position_ids_RL,
                              use_cache=True, **{arg: recorded.frozen(mb.input_ids_RL.shape[0])}
                              ).last_hidden_state
        logprobs_N, entropy_N = self._head_logprobs(model, hidden_RLH[mb.keep_RL], mb.targets_N,
                                                    entropy)
        return logprobs_N, None, entropy_N

    def _head_logprobs(self, model: torch.nn.Module, hidden_NH: torch.Tensor,
                       targets_N: torch.Tensor, entropy: bool
                       ) -> tuple[torch.Tensor, torch.Tensor | None]:
        return target_logprobs(hidden_NH, model.get_output_embeddings().weight, targets_N,
                               temperature=self.cfg.sampling_temperature,
                               chunk=self.cfg.lm_head_chunk_tokens,
                               compute_dtype=torch.bfloat16 if self.bf16 else None,
                               entropy=entropy)

    @torch.no_grad()
    def _entropy(self, logits: torch.Tensor, chunk: int = 1024) -> torch.Tensor:
        """The sampling distribution's entropy at each position, -sum p log p at the sampling
        temperature (a metric: no gradient), in chunks of positions so that at most
        [chunk, V] floats are made at once beside the logits."""
        flat = logits.reshape(-1, logits.shape[-1])
        out = torch.empty(flat.shape[0], device=flat.device)
        for i in range(0, flat.shape[0], chunk):
            x = flat[i:i + chunk].float()
            if self.cfg.sampling_temperature != 1.0:
                x = x / self.cfg.sampling_temperature
            logp = x.log_softmax(-1)
            out[i:i + chunk] = -(logp.exp() * logp).sum(-1)
        return out.reshape(logits.shape[:-1])

    def _target_logprobs(self, logits: torch.Tensor, targets: torch.Tensor) -> torch.Tensor:
        """log p(target) at the sampling temperature, for logits [..., V] and targets [...]:
        gather - logsumexp, so no [..., V] log-softmax tensor is materialised."""
        logits = logits.float()
        if self.cfg.sampling_temperature != 1.0:
            logits = logits / self.cfg.sampling_temperature
        return logits.gather(-1, targets[..., None]).squeeze(-1) - logits.logsumexp(-1)

    @torch.no_grad()
    def compute_logprobs(self, trajectories: Sequence[Trajectory]) -> list[list[float]]:
        """The trainer's logprobs, aligned with each trajectory's token_ids (0 where the loss
        mask is 0), the layout of `Trajectory.logprobs`."""
        return [lp for lp, _ in self._per_token(trajectories, entropy=False)]

    @torch.no_grad()
    def compute_token_stats(self, trajectories: Sequence[Trajectory]
                            ) -> list[tuple[list[float], list[float]]]:
        """(logprobs, entropies) per trajectory, aligned with its token_ids (0 where the loss
        mask is 0): what `train_step` sees at each sampled token, for inspection (the
        dashboard's trajectory viewer)."""
        return self._per_token(trajectories, entropy=True)

    def _per_token(self, trajectories: Sequence[Trajectory], entropy: bool
                   ) -> list[tuple[list[float], list[float]]]:
        cap = self.cfg.micro_batch_tokens  # a longer one is cut as in train_step
        seqs = [TokenSequence.of(t.token_ids[:cap], t.loss_mask[:cap]).through_last_target()
                for t in trajectories]
        out = [([0.0] * len(t.token_ids), [0.0] * len(t.token_ids)) for t in trajectories]
        self.model.eval()
        try:
            for mb in pack(seqs, self.cfg.micro_batch_tokens, self.pad_token_id):
                logprobs_N, _, entropy_N = self._forward(self.model, mb.to(self.device),
                                                         entropy=entropy)
                columns = [mb.to_BT(logprobs_N.cpu())]
                if entropy_N is not None:
                    columns.append(mb.to_BT(entropy_N.cpu()))
                for s, i in enumerate(mb.seq_index_S.tolist()):
                    positions = seqs[i].loss_mask.nonzero()[0].tolist()
                    for column_BT, dest in zip(columns, out[i], strict=False):
                        row = column_BT[s, :len(positions)].tolist()
                        for p, v in zip(positions, row, strict=True):
                            dest[p] = v
        finally:
            self.model.train()
        return out

    # ── steps ──────────────────────────────────────────────────────────────────────────
    def train_step(self, trajectories: Sequence[Trajectory],
                   group_ids: Sequence[Hashable] | None = None,
                   old_logprobs: Sequence[Sequence[float]] | None = None) -> dict[str, float]:
        """One RL batch of graded trajectories grouped by `group_ids` (default: task_id):
        ppo_epochs x minibatches optimizer steps. Returns metrics with `section/name` keys,
        averaged over those steps (`loss/clip_frac_last_epoch` from the last epoch)."""
        start, version_before = time.perf_counter(), self.policy_version
        if not trajectories:
            raise ValueError("train_step needs at least one trajectory")
        if any(t.reward is None for t in trajectories):
            raise ValueError("every trajectory needs a reward before training on it")
        groups = list(group_ids or [t.task_id for t in trajectories])
        adv = correctness_first_advantages([t.verdict for t in trajectories],
                                           [t.shaping for t in trajectories], groups,
                                           self.cfg.advantage)
        rewarded = trajectories
        # a harness's rollout that rewrote its history holds more token segments: each is a
        # sequence of its own with the rollout's advantage, in its group (its own old
        # logprobs below); advantages are the rollouts', computed above
        trajectories, parent = with_segments(trajectories)
        if len(trajectories) > len(rewarded):
            if old_logprobs is not None:
                raise ValueError("old_logprobs are per rollout; a batch with harness segments "
                                 "computes its own")
            groups = [groups[i] for i in parent]
        advantages_B = adv.advantages_B[torch.as_tensor(parent, dtype=torch.long)]
        cfg = self.cfg
        steps = cfg.ppo_epochs * cfg.minibatches
        if steps > 1 and old_logprobs is None:
            old_logprobs = self.compute_logprobs(trajectories)  # once, before the first step
        parts = (self._minibatches(groups, epoch) for epoch in range(cfg.ppo_epochs))
        rows = []
        for epoch, minibatches in enumerate(parts):
            for index in minibatches:
                rows.append(self._policy_step(
                    [trajectories[i] for i in index], advantages_B[index],
                    None if old_logprobs is None else [old_logprobs[i] for i in index],
                    [groups[i] for i in index]))
                rows[-1]["epoch"] = float(epoch)
        keys = dict.fromkeys(k for r in rows for k in r if k != "epoch")
        metrics = {k: float(np.mean([r[k] for r in rows if k in r])) for k in keys}
        for k in ("train/policy_version", "train/lr", "train/optimizer_step"):
            if k in rows[-1]:
                metrics[k] = rows[-1][k]
        last = [r["loss/clip_frac"] for r in rows if r["epoch"] == cfg.ppo_epochs - 1
                and "loss/clip_frac" in r]
        if last:
            metrics["loss/clip_frac_last_epoch"] = sum(last) / len(last)
        metrics["train/optimizer_steps"] = float(sum(r.get("train/optimizer_step", 0.0)
                                                     for r in rows))
        # every token trained on in this batch, each epoch's pass counted (train/tokens is
        # the mean over the batch's minibatch steps)
        metrics["train/step_tokens"] = float(sum(r["train/tokens"] for r in rows))
        metrics.update(adv.metrics())
        if len(trajectories) > len(rewarded):
            metrics["train/harness_segments"] = float(len(trajectories) - len(rewarded))
        rewards = [float(t.reward) for t in rewarded]  # type: ignore[arg-type]
        rewards_t = torch.tensor(rewards)
        metrics["reward/mean"] = float(rewards_t.mean())
        metrics["reward/std"] = float(rewards_t.std()) if len(rewards) > 1 else 0.0
        versions = [v for t in trajectories for v, m in zip(t.versions, t.loss_mask, strict=False)
                    if m and v >= 0]
        if versions:  # per trained token: optimizer steps between its sampler and this policy
            metrics["train/staleness_mean"] = version_before - sum(versions) / len(versions)
            metrics["train/staleness_max"] = float(version_before - min(versions))
        elapsed = time.perf_counter() - start  # the whole batch, every step of it
        metrics["train/step_s"] = elapsed
        metrics["train/tokens_per_s"] = metrics["train/tokens"] * steps / max(elapsed, 1e-9)
        return metrics

    def _minibatches(self, groups: Sequence[Hashable], epoch: int) -> list[list[int]]:
        """Rollout indices of each minibatch of one epoch: whole groups, shuffled by seed and
        epoch (the first epoch in the given order), dealt round-robin."""
        order = list(dict.fromkeys(groups))
        if epoch > 0:
            rng = np.random.default_rng([self.cfg.seed, self.policy_version, epoch])
            order = [order[i] for i in rng.permutation(len(order))]
        n = min(self.cfg.minibatches, len(order))
        members: dict[Hashable, list[int]] = {}
        for i, g in enumerate(groups):
            members.setdefault(g, []).append(i)
        return [[i for g in order[k::n] for i in members[g]] for k in range(n)]

    def _policy_step(self, trajectories: Sequence[Trajectory], advantages_B: torch.Tensor,
                     old_logprobs: Sequence[Sequence[float]] | None,
                     groups: Sequence[Hashable] | None = None) -> dict[str, float]:
        """One optimizer step (or one accumulated call) of the policy loss on a minibatch;
        a group's rollouts share their prompt's forward pass (`_micro_batches`)."""
        start = time.perf_counter()
        seqs = sequences_from_trajectories(trajectories, old_logprobs,
                                           max_tokens=self.cfg.micro_batch_tokens)
        micro_batches = self._micro_batches(seqs, groups)
        totals = BatchTotals(len(seqs), sum(s.num_targets for s in seqs))
        truncated = sum(len(t.token_ids) > self.cfg.micro_batch_tokens for t in trajectories)
        advantages_B = advantages_B.to(self.device)

        def loss_of(mb: MicroBatch) -> tuple[torch.Tensor, Metrics]:
            logprobs_N, aux, entropy_N = self._forward(self.model, mb, aux=True, entropy=True)
            old_N = mb.extras_N["old"] if "old" in mb.extras_N else logprobs_N.detach()
            ref_BT = None
            if self.ref_model is not None:
                with torch.no_grad():
                    ref_BT = mb.to_BT(self._forward(self.ref_model, mb)[0])
            batch = PolicyBatch(
                logprobs_BT=mb.to_BT(logprobs_N), old_logprobs_BT=mb.to_BT(old_N),
                engine_logprobs_BT=mb.to_BT(mb.extras_N["engine"]),
                advantages_B=advantages_B[mb.seq_index_S], mask_BT=mb.mask_BT(),
                ref_logprobs_BT=ref_BT)
            loss, metrics = policy_loss(batch, self.cfg.loss, totals)
            mask_BT = batch.mask_BT
            # mean over this micro-batch's targets; _accumulate weighs it by their share
            metrics["train/entropy"] = ((mb.to_BT(entropy_N) * mask_BT).sum()
                                        / mask_BT.sum().clamp(min=1))
            return self._with_aux(loss, metrics, aux, mb, totals)

        metrics = self._accumulate(micro_batches, loss_of, totals) | _shared_metrics(micro_batches)
        metrics["train/truncated_sequences"] = float(truncated)  # longer than a micro-batch
        return self._timing(metrics, seqs, start, *_extent(micro_batches))

    def sft_step(self, sequences: Sequence[TokenSequence]) -> dict[str, float]:
        """One next-token step (mid-training or SFT): NLL on targets, mean over the batch's
        targets."""
        start = time.perf_counter()
        if not sequences:
            raise ValueError("sft_step needs at least one sequence")
        micro_batches = self._micro_batches(sequences)
        totals = BatchTotals(len(sequences), sum(s.num_targets for s in sequences))

        def loss_of(mb: MicroBatch) -> tuple[torch.Tensor, Metrics]:
            logprobs_N, aux, _ = self._forward(self.model, mb, aux=True)
            loss, metrics = token_nll_loss(mb.to_BT(logprobs_N), mb.mask_BT(), totals.num_tokens)
            return self._with_aux(loss, metrics, aux, mb, totals)

        metrics = self._accumulate(micro_batches, loss_of, totals)
        return self._timing(metrics | _shared_metrics(micro_batches), sequences, start,
                            *_extent(micro_batches))

    def _micro_batches(self, sequences: Sequence[TokenSequence],
                       groups: Sequence[Hashable] | None = None) -> list[MicroBatch]:
        """The step's micro-batches. Sequences of one group (all of them when `groups` is
        None: an SFT batch) that open with at least `shared_prefix_min` common tokens, the
        system prompt or a GRPO group's prompt, share them (packing.pack_shared: the prefix
        runs once), as many rows a micro-batch as `micro_batch_tokens` holds; the rest are
        packed."""
        cfg = self.cfg
        if (not cfg.share_prefix or not self.chunked_head or self.aux_loss_fn is not None
                or len(sequences) < 2):
            return pack(sequences, cfg.micro_batch_tokens, self.pad_token_id)
        members: dict[Hashable, list[int]] = {}
        for i, g in enumerate(groups if groups is not None else [0] * len(sequences)):
            members.setdefault(g, []).append(i)
        out: list[MicroBatch] = []
        rest: list[int] = []
        for idx in members.values():
            p = common_prefix([sequences[i] for i in idx]) if len(idx) > 1 else 0
            if p < cfg.shared_prefix_min:
                rest += idx
                continue
            chunks = shared_chunks([len(sequences[i]) for i in idx], p, cfg.micro_batch_tokens)
            out += [pack_shared(sequences, p, [idx[k] for k in chunk], self.pad_token_id)
                    for chunk in chunks]
        if rest:  # packed; seq_index_S names the caller's sequences
            names = torch.tensor(rest, dtype=torch.long)
            out += [replace(mb, seq_index_S=names[mb.seq_index_S])
                    for mb in pack([sequences[i] for i in rest], cfg.micro_batch_tokens,
                                   self.pad_token_id)]
        return out

    def _with_aux(self, loss: torch.Tensor, metrics: Metrics, aux: torch.Tensor | None,
                  mb: MicroBatch, totals: BatchTotals) -> tuple[torch.Tensor, Metrics]:
        if aux is None:
            return loss, metrics
        metrics["moe/aux_loss"] = aux.detach()
        share = mb.num_targets / max(totals.num_tokens, 1)
        return loss + self.model.config.router_aux_loss_coef * aux * share, metrics

    def _accumulate(self, micro_batches: list[MicroBatch], loss_of, totals: BatchTotals
                    ) -> dict[str, float]:
        sums: dict[str, torch.Tensor] = {}
        total_loss = torch.zeros((), device=self.device)
        share = rank_share(micro_batches, self.rank, self.world) if self.sharded \
            else [(mb, 1.0) for mb in micro_batches]
        for mb, counted in share:
            mb = mb.to(self.device)
            loss, metrics = loss_of(mb)
            (loss * (counted / self.cfg.grad_accum_steps)).backward()
            total_loss += loss.detach() * counted
            weight = counted * mb.num_targets / max(totals.num_tokens, 1)
            for k, v in metrics.items():
                sums[k] = sums.get(k, 0.0) + v.float() * weight
        if self.sharded:  # every rank's share, summed: the whole batch's figures
            import torch.distributed as dist

            keys = sorted(sums)
            packed = torch.stack([total_loss.float()] + [torch.as_tensor(sums[k]).float()
                                                         for k in keys])
            dist.all_reduce(packed)
            total_loss, sums = packed[0], dict(zip(keys, packed[1:], strict=True))
        out = {k: float(v) for k, v in sums.items()}
        out["train/loss"] = float(total_loss)
        out.update(self._maybe_optimizer_step())
        return out

    def _maybe_optimizer_step(self) -> dict[str, float]:
        self.accumulated_calls += 1
        if self.accumulated_calls < self.cfg.grad_accum_steps:
            return {"train/optimizer_step": 0.0, "train/policy_version": float(self.policy_version)}
        max_norm = self.cfg.max_grad_norm if self.cfg.max_grad_norm is not None else math.inf
        grad_norm = torch.nn.utils.clip_grad_norm_(self.trained_parameters(), max_norm)
        if hasattr(grad_norm, "full_tensor"):  # a DTensor when sharded
            grad_norm = grad_norm.full_tensor()
        lr = self.scheduler.get_last_lr()[0]
        self.optimizer.step()
        self.scheduler.step()
        self.optimizer.zero_grad(set_to_none=True)
        self.accumulated_calls = 0
        self.policy_version += 1
        return {"train/optimizer_step": 1.0, "train/grad_norm": float(grad_norm), "train/lr": lr,
                "train/policy_version": float(self.policy_version)}

    def _timing(self, metrics: dict[str, float], seqs: Sequence[TokenSequence], start: float,
                slots: int, micro_batches: int) -> dict[str, float]:
        """Step time and throughput; `slots`: token positions computed (padding included)."""
        if self.device.type == "cuda":
            torch.cuda.synchronize(self.device)
        elapsed_s = time.perf_counter() - start
        tokens = sum(len(s) for s in seqs)
        metrics.update({
            "train/step_s": elapsed_s, "train/tokens": float(tokens),
            "train/sampled_tokens": float(sum(s.num_targets for s in seqs)),
            "train/tokens_per_s": tokens / max(elapsed_s, 1e-9),
            "train/micro_batches": float(micro_batches),
            "train/pack_efficiency": tokens / max(slots, 1),
        })
        return metrics

    # ── weights ────────────────────────────────────────────────────────────────────────
    def state_dict_for_sync(self) -> dict[str, torch.Tensor]:
        """Full (unsharded) weights to send to engines at `policy_version`; detached views of
        the live parameters on one process, gathered to CPU when sharded."""
        if self.sharded:
            from torch.distributed.checkpoint.state_dict import (
                StateDictOptions,
                get_model_state_dict,
            )

            return get_model_state_dict(self.model, options=StateDictOptions(
                full_state_dict=True, cpu_offload=True))
        if self.lora is not None:
            return self.lora.merged_state_dict(self.model)
        return {k: v.detach() for k, v in self.model.state_dict().items()}

    def trained_parameters(self) -> list[torch.nn.Parameter]:
        return [p for g in self.optimizer.param_groups for p in g["params"]]

    def save_model(self, path: str | Path) -> None:
        """The policy in HF layout: with LoRA, the merged weights under the model's names.
        Sharded, every rank calls it (the weights are gathered) and rank 0 writes."""
        if self.sharded:
            state = self.state_dict_for_sync()
            if self.rank == 0:
                self.model.save_pretrained(path, state_dict=state, safe_serialization=True)
            return
        state = self.lora.merged_state_dict(self.model) if self.lora is not None else None
        self.model.save_pretrained(path, state_dict=state, safe_serialization=True)
