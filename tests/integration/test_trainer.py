"""The trainer on real tiny transformers models (dense Qwen2 and Qwen2-MoE): packing is
exact, micro-batching does not change the gradient, MoE aux loss, metrics, weights."""

from __future__ import annotations

import copy
import math
import random

import pytest
import torch

from parity.train.config import LossConfig, TrainConfig
from parity.train.packing import TokenSequence, pack, shared_chunks
from parity.train.trainer import Trainer, cpu_supports_bf16, maybe_fully_shard
from parity.types import Trajectory

VOCAB = 512


@pytest.fixture(autouse=True)
def one_thread():
    """Tiny models gain nothing from intra-op threads, and on a busy 2-core machine OpenMP
    barriers make each op wait for a descheduled thread (100x slower steps were seen)."""
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


def tiny_model(kind: str = "dense", seed: int = 0):
    from transformers import AutoModelForCausalLM, Qwen2Config, Qwen2MoeConfig

    common = dict(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                  num_key_value_heads=2, max_position_embeddings=512, tie_word_embeddings=True)
    if kind == "dense":
        config = Qwen2Config(intermediate_size=128, **common)
    else:
        config = Qwen2MoeConfig(intermediate_size=128, moe_intermediate_size=64,
                                shared_expert_intermediate_size=64, num_experts=4,
                                num_experts_per_tok=2, router_aux_loss_coef=0.01, **common)
    torch.manual_seed(seed)
    return AutoModelForCausalLM.from_config(config)


def make_trajectories(n: int = 8, group_size: int = 4, seed: int = 0, max_len: int = 48
                      ) -> list[Trajectory]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        prompt = [rng.randrange(8, VOCAB) for _ in range(rng.randint(3, 12))]
        turn = [rng.randrange(8, VOCAB) for _ in range(rng.randint(2, max_len // 3))]
        tool = [rng.randrange(8, VOCAB) for _ in range(rng.randint(1, 6))]
        turn2 = [rng.randrange(8, VOCAB) for _ in range(rng.randint(1, max_len // 3))]
        ids = prompt + turn + tool + turn2  # two model turns with a tool output between
        mask = [0] * len(prompt) + [1] * len(turn) + [0] * len(tool) + [1] * len(turn2)
        logprobs = [-rng.uniform(0.5, 8.0) if m else 0.0 for m in mask]
        out.append(Trajectory(id=f"t{i}", task_id=f"task{i // group_size}", token_ids=ids,
                              loss_mask=mask, logprobs=logprobs,
                              versions=[0 if m else -1 for m in mask],
                              reward=float(rng.random() < 0.5) if i % group_size > 1 else float(i % 2)))
    return out


def plain_logprobs(model, t: Trajectory) -> list[float]:
    """Reference: one unpadded sequence through the HF model, no Parity code involved."""
    with torch.no_grad():
        logits = model(torch.tensor([t.token_ids])).logits[0].float()
    logp = logits.log_softmax(-1)
    return [0.0] + [logp[p - 1, t.token_ids[p]].item() if t.loss_mask[p] else 0.0
                    for p in range(1, len(t.token_ids))]


@pytest.mark.parametrize("kind", ["dense", "moe"])
def test_packed_logprobs_equal_unpacked(kind):
    trajs = make_trajectories(10)
    seqs = [TokenSequence.of(t.token_ids, t.loss_mask) for t in trajs]
    budget = 160
    mbs = pack(seqs, budget)
    assert len(mbs) > 1, "the test must cover several micro-batches"
    assert any(len(set(r.tolist())) < r.numel() for mb in mbs for r in mb.position_ids_RL), \
        "the test must cover rows holding several sequences"
    model = tiny_model(kind)
    trainer = Trainer(model, TrainConfig(micro_batch_tokens=budget, device="cpu", mixed_precision="off"))
    packed = trainer.compute_logprobs(trajs)
    model.eval()
    for t, got in zip(trajs, packed, strict=True):
        assert got == pytest.approx(plain_logprobs(model, t), abs=2e-5)


def test_packing_places_every_target_once():
    seqs = [TokenSequence.of(t.token_ids, t.loss_mask) for t in make_trajectories(9)]
    mbs = pack(seqs, 128)
    seen = sorted(i for mb in mbs for i in mb.seq_index_S.tolist())
    assert seen == list(range(9))
    assert sum(mb.num_targets for mb in mbs) == sum(s.num_targets for s in seqs)
    for mb in mbs:
        assert mb.input_ids_RL.numel() <= 128
        assert int(mb.keep_RL.sum()) == mb.num_targets
        flat_ids = mb.input_ids_RL.flatten()
        keep_next = torch.cat([torch.zeros(1, dtype=torch.bool), mb.keep_RL.flatten()[:-1]])
        assert torch.equal(flat_ids[keep_next], mb.targets_N)  # targets follow kept positions
    with pytest.raises(ValueError, match="exceeds micro_batch_tokens"):
        pack(seqs, 8)
    with pytest.raises(ValueError, match="loss_mask\\[0\\]"):
        TokenSequence.of([1, 2], [1, 1])


def grads_after_one_call(model, cfg: TrainConfig, trajs) -> dict[str, torch.Tensor]:
    trainer = Trainer(model, cfg.model_copy(update={"grad_accum_steps": 2}))
    trainer.train_step(trajs)  # accumulates: no optimizer step yet, grads stay in .grad
    assert trainer.policy_version == 0
    return {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}


@pytest.mark.parametrize("loss", ["grpo", "dapo", "gspo"])
def test_micro_batching_does_not_change_the_gradient(loss):
    trajs = make_trajectories(8)
    base = tiny_model()
    cfg = TrainConfig(loss=LossConfig(name=loss), device="cpu", mixed_precision="off")
    one = grads_after_one_call(copy.deepcopy(base), cfg.model_copy(update={"micro_batch_tokens": 4096}), trajs)
    many = grads_after_one_call(copy.deepcopy(base), cfg.model_copy(update={"micro_batch_tokens": 100}), trajs)
    assert one.keys() == many.keys() and one
    for name in one:
        torch.testing.assert_close(many[name], one[name], rtol=1e-4, atol=1e-7)


def test_gradient_checkpointing_gives_the_same_gradient():
    trajs = make_trajectories(4)
    base = tiny_model()
    cfg = TrainConfig(device="cpu", mixed_precision="off")
    plain = grads_after_one_call(copy.deepcopy(base), cfg, trajs)
    ckpt = grads_after_one_call(copy.deepcopy(base), cfg.model_copy(update={"gradient_checkpointing": True}), trajs)
    for name in plain:
        torch.testing.assert_close(ckpt[name], plain[name], rtol=1e-4, atol=1e-7)


@pytest.mark.parametrize("kind", ["dense", "moe"])
def test_the_chunked_lm_head_gives_the_gradient_of_full_logits(kind):
    """The decoder alone plus the chunked projection (train/lm_head.py) against
    transformers' own head on the full logits: same loss gradient, tied embedding included,
    at a temperature, with chunks smaller than a micro-batch's targets."""
    trajs = make_trajectories(6)
    base = tiny_model(kind)
    cfg = TrainConfig(device="cpu", mixed_precision="off", sampling_temperature=0.7,
                      lm_head_chunk_tokens=7)
    chunked = Trainer(copy.deepcopy(base), cfg.model_copy(update={"grad_accum_steps": 2}))
    full = Trainer(copy.deepcopy(base), cfg.model_copy(update={"grad_accum_steps": 2}))
    assert chunked.chunked_head
    full.chunked_head = False  # transformers' head over the kept positions
    m_chunked, m_full = chunked.train_step(trajs), full.train_step(trajs)
    assert m_chunked["train/entropy"] == pytest.approx(m_full["train/entropy"], rel=1e-5)
    grads = {n: p.grad for n, p in full.model.named_parameters() if p.grad is not None}
    assert "model.embed_tokens.weight" in grads  # tied with the head
    for n, p in chunked.model.named_parameters():
        if n in grads:
            torch.testing.assert_close(p.grad, grads[n], rtol=1e-4, atol=1e-7)


def test_moe_aux_loss_matches_transformers_and_is_trained():
    model = tiny_model("moe")
    trainer = Trainer(model, TrainConfig(device="cpu", mixed_precision="off"))
    t = make_trajectories(1)[0]
    (mb,) = pack([TokenSequence.of(t.token_ids, t.loss_mask)], 4096)
    _, aux, _ = trainer._forward(model, mb, aux=True)
    expected = model(torch.tensor([t.token_ids]), output_router_logits=True).aux_loss
    torch.testing.assert_close(aux, expected)
    metrics = trainer.train_step(make_trajectories(8))
    assert metrics["moe/aux_loss"] > 0
    # The reported loss includes coef * aux (the policy term itself is ~0 on-policy).
    assert metrics["train/loss"] == pytest.approx(metrics["loss/value"] + 0.01 * metrics["moe/aux_loss"],
                                                  rel=1e-3, abs=1e-6)


def test_train_step_learns_metrics_and_weights_for_sync():
    trajs = make_trajectories(8)
    model = tiny_model()
    trainer = Trainer(model, TrainConfig(lr=3e-3, device="cpu", loss=LossConfig(name="dapo", eps_high=0.28), mixed_precision="off"))
    before = trainer.compute_logprobs(trajs)
    for _ in range(4):
        metrics = trainer.train_step(trajs)
    after = trainer.compute_logprobs(trajs)
    assert trainer.policy_version == 4 and metrics["train/policy_version"] == 4
    for key in ("loss/clip_frac", "mismatch/abs_logprob_diff", "mismatch/kl_k3", "train/grad_norm",
                "train/lr", "train/tokens_per_s", "advantages/zero_variance_frac", "reward/mean"):
        assert key in metrics, key
    assert metrics["train/staleness_mean"] == 3  # versions 0, policy at 3 before this step
    # the sampling distribution's entropy at the trained tokens: between 0 and log(V)
    assert 0 < metrics["train/entropy"] < math.log(model.config.vocab_size)
    # The policy moved toward rewarded trajectories and away from the others.
    adv_sign = {t.id: t.reward - sum(u.reward for u in trajs if u.task_id == t.task_id) / 4 for t in trajs}
    for t, b, a in zip(trajs, before, after, strict=True):
        delta = sum(a) - sum(b)
        if adv_sign[t.id] > 0:
            assert delta > 0, t.id
        elif adv_sign[t.id] < 0:
            assert delta < 0, t.id
    synced = trainer.state_dict_for_sync()
    assert synced.keys() == model.state_dict().keys()
    for name, p in model.named_parameters():
        assert torch.equal(synced[name], p.detach())


def test_engine_logprobs_equal_to_the_trainer_give_no_mismatch():
    trajs = make_trajectories(4)
    trainer = Trainer(tiny_model(), TrainConfig(device="cpu", mixed_precision="off"))
    mine = trainer.compute_logprobs(trajs)
    synced = [t.model_copy(update={"logprobs": lp}) for t, lp in zip(trajs, mine, strict=True)]
    metrics = trainer.train_step(synced)
    assert metrics["mismatch/abs_logprob_diff"] < 1e-5
    assert abs(metrics["mismatch/kl_k3"]) < 1e-6
    assert metrics["mismatch/tis_weight_mean"] == pytest.approx(1.0, abs=1e-4)
    far = trainer.train_step(trajs)  # the fake engine logprobs are far from the model's
    assert far["mismatch/abs_logprob_diff"] > 0.1 and far["mismatch/kl_k3"] > 0.01


def test_kl_to_the_initial_policy_grows_as_it_moves():
    trajs = make_trajectories(8)
    trainer = Trainer(tiny_model(), TrainConfig(lr=3e-3, device="cpu", loss=LossConfig(kl_coef=0.1), mixed_precision="off"))
    assert trainer.ref_model is not None
    first = trainer.train_step(trajs)
    assert first["loss/kl_ref"] == pytest.approx(0.0, abs=1e-7)
    for _ in range(2):
        later = trainer.train_step(trajs)
    assert later["loss/kl_ref"] > 1e-4


def test_old_logprobs_from_compute_logprobs_give_ratios_of_one():
    trajs = make_trajectories(4)
    trainer = Trainer(tiny_model(), TrainConfig(lr=1e-2, device="cpu", mixed_precision="off"))
    old = trainer.compute_logprobs(trajs)
    first = trainer.train_step(trajs, old_logprobs=old)
    assert first["loss/ratio_mean"] == pytest.approx(1.0, abs=1e-5)
    second = trainer.train_step(trajs, old_logprobs=old)  # a second update on the same batch
    assert abs(second["loss/ratio_mean"] - 1.0) > 1e-4 and second["loss/approx_kl_old"] > 0


def test_bf16_autocast_on_cpu_by_flag():
    trajs = make_trajectories(3)
    model = tiny_model()
    fp32 = Trainer(copy.deepcopy(model), TrainConfig(device="cpu", mixed_precision="off")).compute_logprobs(trajs)
    trainer = Trainer(model, TrainConfig(device="cpu", mixed_precision="bf16"))
    assert trainer.bf16
    bf16 = trainer.compute_logprobs(trajs)
    flat32 = [v for lp in fp32 for v in lp]
    flat16 = [v for lp in bf16 for v in lp]
    assert flat16 != flat32 and flat16 == pytest.approx(flat32, abs=0.15)
    metrics = trainer.train_step(trajs)
    assert torch.isfinite(torch.tensor(metrics["train/grad_norm"]))
    assert next(model.parameters()).dtype == torch.float32  # master weights stay fp32
    # auto: on where the CPU computes bf16 natively (AMX, AVX512-BF16), off elsewhere
    assert Trainer(tiny_model(), TrainConfig(device="cpu")).bf16 == cpu_supports_bf16()


def test_freezing_by_config_leaves_those_weights_alone():
    model = tiny_model()
    before = {k: v.detach().clone() for k, v in model.state_dict().items()}
    trainer = Trainer(model, TrainConfig(lr=1e-2, device="cpu", mixed_precision="off",
                                         freeze=["model.embed_tokens", "model.layers.0."]))
    assert trainer.frozen_tensors > 1
    trainer.train_step(make_trajectories(4))
    after = model.state_dict()
    for k in before:
        frozen = k.startswith(("model.embed_tokens", "lm_head", "model.layers.0."))  # tied head
        assert torch.equal(after[k], before[k]) == frozen, k
    with pytest.raises(ValueError, match="match no parameter"):
        Trainer(tiny_model(), TrainConfig(device="cpu", freeze=["model.embedding"]))


def test_lora_trains_adapters_and_gives_engines_merged_weights(tmp_path):
    """Rank-4 adapters on a frozen model: the model's own weights never move, the loss
    falls, and the merged weights (what engines and saved directories get) make a plain
    model compute exactly the trainer's logprobs. A checkpoint round trip resumes it."""
    from parity.train import checkpoint

    trajs = make_trajectories(4)
    model = tiny_model()
    base = {k: v.detach().clone() for k, v in model.state_dict().items()}
    cfg = TrainConfig(lr=1e-2, device="cpu", mixed_precision="off", lora={"rank": 4},
                      gradient_checkpointing=True)
    trainer = Trainer(model, cfg)
    sft = [TokenSequence.of(t.token_ids, t.loss_mask) for t in trajs]
    losses = [trainer.sft_step(sft)["train/loss"] for _ in range(4)]
    assert losses[-1] < losses[0]
    for k, v in model.state_dict().items():
        assert torch.equal(v, base[k]), k  # frozen: only the adapters trained
    merged = trainer.state_dict_for_sync()
    assert set(merged) == set(base)  # the model's own names, no adapter keys
    assert not torch.equal(merged["model.layers.0.self_attn.q_proj.weight"],
                           base["model.layers.0.self_attn.q_proj.weight"])
    plain = tiny_model()
    plain.load_state_dict(merged)
    plain.eval()
    for t, got in zip(trajs, trainer.compute_logprobs(trajs), strict=True):
        assert got == pytest.approx(plain_logprobs(plain, t), abs=2e-5)
    # a checkpoint holds merged weights (loadable anywhere) and the adapters
    checkpoint.save(tmp_path / "ckpt", trainer, checkpoint.TrainState(step=4))
    again = Trainer(tiny_model(), cfg)
    checkpoint.load(checkpoint.latest(tmp_path / "ckpt"), again)
    for k, v in again.model.state_dict().items():
        torch.testing.assert_close(v, base[k], rtol=0, atol=1e-6)  # the base, to rounding
    assert again.sft_step(sft)["train/loss"] == pytest.approx(
        trainer.sft_step(sft)["train/loss"], rel=1e-5)


def test_fsdp_is_not_used_without_a_process_group():
    assert maybe_fully_shard(tiny_model(), TrainConfig(mixed_precision="off"), bf16=False) is False


def test_bad_batches_are_refused():
    trainer = Trainer(tiny_model(), TrainConfig(device="cpu", micro_batch_tokens=64, mixed_precision="off"))
    t = make_trajectories(2)
    with pytest.raises(ValueError, match="reward"):
        trainer.train_step([t[0].model_copy(update={"reward": None}), t[1]])
    with pytest.raises(ValueError, match="engine logprobs"):
        trainer.train_step([t[0].model_copy(update={"logprobs": []}), t[1]])
    long = t[0].model_copy(update={"token_ids": [9] * 80, "loss_mask": [0] + [1] * 79,
                                   "logprobs": [0.0] * 80})
    # longer than a micro-batch: its first micro_batch_tokens train, the tail is cut, counted
    assert trainer.train_step([long, t[1]])["train/truncated_sequences"] == 1


def test_a_shared_prefix_runs_once_and_gives_the_packed_step():
    """SFT rows that open with the same system prompt: the prefix runs once, every row attends
    to its keys/values, and loss, gradient and the updated weights match packing's."""
    rng = random.Random(3)
    prefix = [rng.randrange(8, VOCAB) for _ in range(80)]
    seqs = []
    for n in (20, 35, 9):
        body = [rng.randrange(8, VOCAB) for _ in range(n)]
        mask = [0] * (len(prefix) + 3) + [1] * (n - 3)
        seqs.append(TokenSequence.of(prefix + body, mask))
    results = []
    # packed; shared; shared with every decoder layer recomputed in backward (the caches
    # the prefix goes through must survive the replay)
    for share, checkpointing in ((False, False), (True, False), (True, True)):
        model = tiny_model(seed=5)
        trainer = Trainer(model, TrainConfig(lr=1e-3, share_prefix=share, micro_batch_tokens=4096,
                                             shared_prefix_min=16, mixed_precision="off",
                                             gradient_checkpointing=checkpointing))
        m = trainer.sft_step(seqs)
        results.append((m, {k: v.detach().clone() for k, v in model.state_dict().items()}))
    (packed, w_packed), *shared_runs = results
    assert "train/shared_prefix" not in packed
    for shared, w_shared in shared_runs:
        # the common tokens but the last, whose logits the rows compute
        assert shared["train/shared_prefix"] == len(prefix) - 1
        assert shared["train/loss"] == pytest.approx(packed["train/loss"], rel=1e-5)
        assert shared["train/grad_norm"] == pytest.approx(packed["train/grad_norm"], rel=1e-4)
        for k in w_packed:
            torch.testing.assert_close(w_shared[k], w_packed[k], rtol=1e-4, atol=1e-6)
    # rows that share too little, or a single row, take the packed path
    trainer = Trainer(tiny_model(seed=5), TrainConfig(lr=1e-3, shared_prefix_min=16, mixed_precision="off"))
    assert "train/shared_prefix" not in trainer.sft_step([seqs[0]])
    other = TokenSequence.of([7] + list(seqs[1].token_ids[1:]), seqs[1].loss_mask)
    assert "train/shared_prefix" not in trainer.sft_step([seqs[0], other])


def test_a_groups_prompt_runs_once_and_gives_the_packed_policy_step():
    """RL rollouts of one group open with the same prompt: it runs once per group (and per
    micro-batch when a group's rows need several), and loss, gradient and weights match
    packing's; a group whose rollouts share too little, and a lone rollout, are packed."""
    rng = random.Random(7)
    prompts = {g: [rng.randrange(8, VOCAB) for _ in range(70)] for g in ("a", "b")}
    trajs = []
    for i, g in enumerate("aaaabbbbc"):
        prompt = prompts.get(g) or [rng.randrange(8, VOCAB) for _ in range(70)]
        turn = [rng.randrange(8, VOCAB) for _ in range(rng.randint(3, 20))]
        tool = [rng.randrange(8, VOCAB) for _ in range(rng.randint(1, 8))]
        turn2 = [rng.randrange(8, VOCAB) for _ in range(rng.randint(1, 10))]
        last_tool = [rng.randrange(8, VOCAB) for _ in range(rng.randint(1, 30))]
        mask = ([0] * len(prompt) + [1] * len(turn) + [0] * len(tool) + [1] * len(turn2)
                + [0] * len(last_tool))
        trajs.append(Trajectory(
            id=f"t{i}", task_id=g, token_ids=prompt + turn + tool + turn2 + last_tool,
            loss_mask=mask,
            logprobs=[-rng.uniform(0.5, 6.0) if m else 0.0 for m in mask],
            versions=[0 if m else -1 for m in mask], reward=float(i % 2)))
    results = []
    # packed; shared; shared with rows split over micro-batches and layers recomputed
    for share, budget, checkpointing in ((False, 4096, False), (True, 4096, False),
                                         (True, 110, True)):
        model = tiny_model(seed=3)
        trainer = Trainer(model, TrainConfig(lr=1e-3, share_prefix=share, micro_batch_tokens=budget,
                                             shared_prefix_min=16, mixed_precision="off",
                                             gradient_checkpointing=checkpointing))
        m = trainer.train_step(trajs)
        results.append((m, {k: v.detach().clone() for k, v in model.state_dict().items()}))
    (packed, w_packed), *shared_runs = results
    assert "train/shared_prefix" not in packed
    for shared, w_shared in shared_runs:
        assert shared["train/shared_prefix"] == 69  # the prompt but its last token
        assert shared["train/loss"] == pytest.approx(packed["train/loss"], rel=1e-5, abs=1e-7)
        assert shared["train/grad_norm"] == pytest.approx(packed["train/grad_norm"], rel=1e-4)
        for k in w_packed:  # Adam's first step is ~lr x sign(grad): 1 % of lr where a grad is ~0
            torch.testing.assert_close(w_shared[k], w_packed[k], rtol=1e-4, atol=1e-5)
    # the prefix's positions were computed once per group (more often at 110 tokens)
    assert shared_runs[0][0]["train/pack_efficiency"] > 1.5
    assert shared_runs[1][0]["train/micro_batches"] > shared_runs[0][0]["train/micro_batches"]
    # the last tool output follows every target: no side ran it
    ends = [max(i for i, m in enumerate(t.loss_mask) if m) + 1 for t in trajs]
    assert packed["train/tokens"] == sum(ends) < sum(len(t.token_ids) for t in trajs)
    # and a tail changes nothing: the same rollouts without it train to the same weights
    bare = [t.model_copy(update={k: getattr(t, k)[:n]
                                 for k in ("token_ids", "loss_mask", "logprobs", "versions")})
            for t, n in zip(trajs, ends, strict=True)]
    model = tiny_model(seed=3)
    Trainer(model, TrainConfig(lr=1e-3, micro_batch_tokens=110, shared_prefix_min=16,
                               mixed_precision="off", gradient_checkpointing=True)
            ).train_step(bare)
    for k, v in model.state_dict().items():
        torch.testing.assert_close(v, shared_runs[1][1][k], rtol=0, atol=0)


def test_a_groups_rows_are_chunked_by_length():
    """Shortest first, a micro-batch takes rows while their count times its longest tail
    fits the budget: every row once, and fewer positions than rows padded to the group's
    longest; a tail longer than the budget gets a micro-batch of its own."""
    lengths = [900, 2100, 1300, 1000, 1500, 1800, 950, 1200]
    p = 700
    chunks = shared_chunks(lengths, p, 4096)
    assert sorted(i for c in chunks for i in c) == list(range(8))
    tails = [[lengths[i] - p + 1 for i in c] for c in chunks]
    assert all(len(t) * max(t) <= 4096 for t in tails)
    padded_to_longest = (max(lengths) - p + 1) * len(lengths)
    assert sum(len(t) * max(t) for t in tails) < 0.8 * padded_to_longest
    assert shared_chunks([100, 5000, 120], 50, 1000) == [[0, 2], [1]]


@pytest.mark.parametrize("loss", ["grpo", "dapo", "gspo", "cispo"])
def test_several_steps_per_batch_make_the_clip_act(loss):
    """One step per batch: the ratio is 1 and no clip ever acts. Epochs x minibatches with the
    old logprobs taken once before the first step: the later steps' ratios leave 1, and each
    loss's clip (PPO's, DAPO's, GSPO's sequence ratio, CISPO's weight cap) fires."""
    trajs = make_trajectories(8)
    lc = LossConfig(name=loss, tis_cap=None, cispo_eps_high=0.2)
    one = Trainer(tiny_model(), TrainConfig(device="cpu", lr=1e-2, loss=lc, mixed_precision="off"))
    m1 = one.train_step(trajs)
    assert m1["loss/clip_frac"] == 0.0 and m1["loss/ratio_mean"] == pytest.approx(1.0)
    trainer = Trainer(tiny_model(), TrainConfig(device="cpu", lr=1e-2, loss=lc, ppo_epochs=3,
                                                minibatches=2, mixed_precision="off"))
    before = copy.deepcopy(trainer)
    calls = []
    take = trainer.compute_logprobs
    trainer.compute_logprobs = lambda ts: calls.append(1) or take(ts)
    m = trainer.train_step(trajs)
    assert len(calls) == 1  # the old logprobs: once, before the first step
    assert trainer.policy_version == 6 and m["train/optimizer_steps"] == 6
    assert m["loss/clip_frac_last_epoch"] > 0 and m["loss/clip_frac"] > 0
    assert before.compute_logprobs(trajs) != trainer.compute_logprobs(trajs)


def test_minibatches_hold_whole_groups():
    trainer = Trainer(tiny_model(), TrainConfig(device="cpu", minibatches=2, ppo_epochs=2, mixed_precision="off"))
    groups = ["a", "b", "a", "c", "b", "c", "d", "d"]
    for epoch in (0, 1):
        parts = trainer._minibatches(groups, epoch)
        assert sorted(i for p in parts for i in p) == list(range(8))
        assert all(len({groups[i] for i in p}) == 2 and len(p) == 4 for p in parts)


def test_a_group_that_all_solved_and_differs_only_in_shaping_trains_on_nothing():
    trajs = make_trajectories(4, group_size=4)
    trajs = [t.model_copy(update={"reward": 1.0 + 0.001 * i,
                                  "reward_terms": {"reward/grader": 1.0}})
             for i, t in enumerate(trajs)]
    trainer = Trainer(tiny_model(), TrainConfig(device="cpu", lr=1e-2, mixed_precision="off"))
    m = trainer.train_step(trajs)
    assert m["advantages/abs_mean"] == 0.0 and m["advantages/zero_variance_frac"] == 1.0


def test_a_harness_rollouts_later_segments_are_trained_with_its_advantage():
    """A harness that rewrote its history leaves its rollout in segments (parity.harness):
    the first in the trajectory's own fields, the rest in harness.more_segments. Each is a
    sequence of its own under the rollout's advantage; the advantages stay the rollouts'."""
    from parity.types import HarnessRun, TokenSegment

    trajs = make_trajectories(4, group_size=4)
    rest = make_trajectories(4, group_size=4, seed=5)  # token content for the later segments
    for t, extra in zip(trajs, rest, strict=True):
        t.harness = HarnessRun(command="h", exit_code=0, calls=2, refused=0, stitched_share=0.0,
                               more_segments=[TokenSegment(
                                   token_ids=extra.token_ids, loss_mask=extra.loss_mask,
                                   logprobs=extra.logprobs, versions=extra.versions, calls=1)])
    plain = [t.model_copy(update={"harness": None}) for t in trajs]
    cfg = TrainConfig(lr=3e-3, device="cpu", mixed_precision="off")
    seg_trainer, plain_trainer = Trainer(tiny_model(), cfg), Trainer(tiny_model(), cfg)
    seg_rows = [seg_trainer.compute_logprobs([r])[0] for r in rest]
    before = [sum(r) for r in seg_rows]
    m = seg_trainer.train_step(trajs)
    p = plain_trainer.train_step(plain)
    assert m["train/harness_segments"] == 4 and "train/harness_segments" not in p
    alone = Trainer(tiny_model(), cfg).train_step(rest)  # the later segments' tokens
    assert m["train/step_tokens"] == p["train/step_tokens"] + alone["train/step_tokens"]
    assert m["reward/mean"] == p["reward/mean"]  # the rollouts', not the segments'
    # the later segments moved with their rollout's advantage
    mean = sum(t.reward for t in trajs) / 4
    after = [sum(seg_trainer.compute_logprobs([r])[0]) for r in rest]
    for t, b, a in zip(trajs, before, after, strict=True):
        if t.reward > mean:
            assert a > b, t.id
        elif t.reward < mean:
            assert a < b, t.id
