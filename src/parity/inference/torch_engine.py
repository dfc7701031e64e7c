"""The built-in engine: any Hugging Face causal LM, continuous batching, a prefix cache.

```
 generate() (any asyncio loop) ──► waiting deque ──┐
                                                   ▼  scheduler thread, one step at a time:
 update_weights() ──► pending updates ──► 1. apply weight updates (new version, prefix cache cleared)
                                          2. admit waiting requests: prefix-cache lookup, prefill
                                             only the uncached tail (batch 1), sample the first token,
                                             copy the KV into the running batch's slab
                                          3. one decode step for every running row (one forward),
                                             sample, finish rows (stop id / stop fn / max tokens),
                                             keep each finished sequence's KV in the prefix cache
 futures resolved on the caller's loop ◄───────────┘  (each token posted to `on_token` first, when streaming)
```

Requests join and leave the batch at every step (continuous batching). The model runs
unchanged: decode passes the slab (`kv_slab.py`) as the model's cache, a padding mask and
per-row position ids, so Qwen2/Qwen3/Llama and their MoE variants work on CPU or GPU as
Hugging Face wrote them. Sampling and the logprob convention are in `sampling.py`: logprobs
are of the temperature-scaled distribution before top-k/top-p. `update_weights` applies
between two steps; requests in flight continue with the new weights (their KV so far stays as
the old weights computed it; recomputing it is left out), and each token records
the version it was sampled under (`EngineCompletion.token_versions`). KV computed by old
weights is never reused: the prefix cache is cleared and a sequence that spanned an update
is not cached. A stop id that ends a request is the last of its `token_ids` (the trainer
learns to stop); a stop function that raises ends only its request, with finish "abort".

On a CPU that multiplies bf16 in hardware, a bf16 model's linear layers run on weights
prepacked for oneDNN (`packed.py`; repacked after each weight update), and on one with
AVX512-BF16 decode steps attend through a kernel of our own that reads each row's real
columns only, and prefills through its causal twin (`cpu_attention.py`). There, a
Llama-family model's decode step runs through `decode_step.py`: the same arithmetic as the
model's forward (the same logits, bit for bit) without transformers' module tree around it.

Left out: CUDA graphs, paged attention, batched prefill of several prompts in one forward,
chunked prefill interleaved with decode (a long prompt's prefill delays that step's decode),
preemption (the batch is bounded by `max_batch_size`, not by memory), speculative decoding.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import torch
from transformers.cache_utils import DynamicCache, DynamicLayer

from parity.inference import cpu_attention, decode_step, fused_layers
from parity.inference.decode_step import DecodeStep
from parity.inference.engine import FinishReason, SamplingParams
from parity.inference.kv_slab import KVSlab
from parity.inference.models import cache_kwarg
from parity.inference.packed import pack_linears, packing_available, repack
from parity.inference.pending import (
    PendingRequest,
    PendingUpdate,
    StopFn,
    TokenFn,
    post_result,
    post_tokens,
)
from parity.inference.prefix_cache import LayerKV, PrefixCache
from parity.inference.records import (
    EngineCompletion,
    EngineRequestError,
    EngineStats,
    EngineUnavailable,
    SampledToken,
)
from parity.inference.sampling import sample, top_logprobs

log = logging.getLogger(__name__)

RATE_WINDOW_S = 5.0
SUPPORTED_LAYER_TYPES = {"full_attention", "sliding_attention"}


@dataclass
class TorchEngineConfig:
    max_batch_size: int = 64  # sequences decoded together
    max_prefill_tokens: int = 8192  # prompt tokens admitted per step, so decode is not starved
    prefill_chunk_tokens: int = 2048  # a long prompt is prefilled in pieces this long
    prefix_cache_bytes: int = 1 << 30  # 0 turns the prefix cache off
    prefix_block_size: int = 16
    max_seq_len: int | None = None  # default: the model's max_position_embeddings
    seed: int = 0  # of the generator that unseeded requests share
    pack_bf16_linears: bool = True  # bf16 on a CPU with AMX/AVX512-BF16: prepacked weights (packed.py)
    decode_kernel: bool = True  # bf16 on an AVX512-BF16 CPU: decode attention of our own (cpu_attention.py)
    decode_step: bool = True  # with the kernel, Llama-family models: decode_step.py, not the model's forward
    fused_layers: bool = True  # with the kernel: one-pass RMSNorm and SiLU-and-multiply (fused_layers.py)


class TorchEngine:
    def __init__(self, model: torch.nn.Module, config: TorchEngineConfig | None = None,
                 version: int = 0) -> None:
        self.config = config or TorchEngineConfig()
        self.model = model.eval()
        text_config = model.config.get_text_config()
        layer_types = set(getattr(text_config, "layer_types", None) or ["full_attention"])
        if not layer_types <= SUPPORTED_LAYER_TYPES:
            raise ValueError(f"unsupported attention layer types {sorted(layer_types - SUPPORTED_LAYER_TYPES)}: "
                             "the engine caches keys and values of attention layers only")
        self.vocab_size = int(text_config.vocab_size)
        self.num_layers = int(text_config.num_hidden_layers)
        self.max_seq_len = int(self.config.max_seq_len
                               or getattr(text_config, "max_position_embeddings", None) or 32768)
        self.device = next(model.parameters()).device
        self.version = version
        self._packed = self.config.pack_bf16_linears and packing_available(model)
        if self._packed:  # the engine owns the model: its linears are swapped in place
            pack_linears(model, min(8, self.config.max_batch_size))
        self._kernel = False
        if self.config.decode_kernel and self.device.type == "cpu":
            why_not = cpu_attention.install(model)
            self._kernel = why_not is None
            log.info("decode attention: %s", "Parity's CPU kernel (cpu_attention.py)" if self._kernel
                     else f"SDPA ({why_not})")
        if self._kernel and self.config.fused_layers:
            why_not = fused_layers.install(model)
            if why_not is not None:
                log.info("norms and activations: torch's (%s)", why_not)
        self._decoder: DecodeStep | None = None
        if self._kernel and self.config.decode_step:
            why_not = decode_step.unfit(model)
            self._decoder = DecodeStep(model) if why_not is None else None
            log.info("decode step: %s", "Parity's (decode_step.py)" if self._decoder
                     else f"the model's forward ({why_not})")
        self._params = dict(model.state_dict(keep_vars=True))
        self._cache_arg = cache_kwarg(model)
        self._rng = torch.Generator(device=self.device).manual_seed(self.config.seed)
        self._prefix = PrefixCache(self.config.prefix_cache_bytes, self.config.prefix_block_size)
        self._slab = self._new_slab()
        self._running: list[PendingRequest] = []
        self._waiting: deque[PendingRequest] = deque()
        self._updates: list[PendingUpdate] = []
        self._cv = threading.Condition()
        self._closing = False
        self._counters = EngineStats(version=version)
        self._rate: deque[tuple[float, int]] = deque()
        self._token_calls: list[tuple[PendingRequest, SampledToken]] = []  # on_token, unsent
        self._thread = threading.Thread(target=self._run, name="parity-torch-engine", daemon=True)
        self._thread.start()

    @classmethod
    def from_pretrained(cls, path: str | Path, *, device: str = "auto", dtype: str = "auto",
                        config: TorchEngineConfig | None = None, version: int = 0) -> TorchEngine:
        """A local Hugging Face model directory; nothing is downloaded. `auto`: CUDA and
        bfloat16 when a GPU is present, else CPU and float32."""
        from parity.inference.models import load_model

        model = load_model(path, dtype=dtype, device=device)
        return cls(model, config, version)

    # ---- the Engine protocol --------------------------------------------------------------

    async def generate(self, prompt_ids: list[int], params: SamplingParams,
                       session_id: str | None = None, *, stop: StopFn | None = None,
                       on_token: TokenFn | None = None) -> EngineCompletion:
        """`session_id` is accepted for the protocol and unused: the prefix cache finds a
        conversation's earlier turns by their token ids. `on_token` (streaming) hears of each
        `SampledToken` on the caller's loop as it is sampled, all before this returns;
        cancelling this call drops the request at the engine's next step."""
        self._check(prompt_ids, params)
        loop = asyncio.get_running_loop()
        generator = None
        if params.seed is not None:
            generator = torch.Generator(device=self.device).manual_seed(params.seed)
        req = PendingRequest(
            prompt_ids=list(prompt_ids), params=params, stop_fn=stop, generator=generator,
            max_new_tokens=min(params.max_tokens, self.max_seq_len - len(prompt_ids)),
            stop_ids=frozenset(params.stop_token_ids), future=loop.create_future(), loop=loop,
            arrival_s=time.perf_counter(), on_token=on_token)
        with self._cv:
            if self._closing:
                raise EngineUnavailable("the engine is closed")
            self._waiting.append(req)
            self._cv.notify()
        try:
            return await req.future
        except asyncio.CancelledError:
            req.cancelled = True  # the scheduler drops it at its next step
            raise

    async def update_weights(self, state: Mapping[str, torch.Tensor] | str | Path, version: int) -> None:
        """Load `state` (a state dict, or a safetensors file) between two decode steps.
        Names must be the model's; a subset is fine (e.g. only what training changed)."""
        if isinstance(state, str | Path):
            from safetensors.torch import load_file

            state = await asyncio.to_thread(load_file, str(state))
        for name, tensor in state.items():
            target = self._params.get(name)
            if target is None:
                raise EngineRequestError(f"unknown weight {name!r}")
            if tuple(target.shape) != tuple(tensor.shape):
                raise EngineRequestError(f"weight {name!r} has shape {tuple(tensor.shape)}, "
                                         f"the model's is {tuple(target.shape)}")
        loop = asyncio.get_running_loop()
        update = PendingUpdate(dict(state), version, loop.create_future(), loop)
        with self._cv:
            if self._closing:
                raise EngineUnavailable("the engine is closed")
            self._updates.append(update)
            self._cv.notify()
        await update.future

    async def ping(self) -> int:
        if self._closing:
            raise EngineUnavailable("the engine is closed")
        return self.version

    def stats(self) -> EngineStats:
        s = self._counters
        now = time.perf_counter()
        recent = [n for t, n in list(self._rate) if now - t <= RATE_WINDOW_S]
        return EngineStats(
            num_running=len(self._running), num_waiting=len(self._waiting), version=self.version,
            num_finished=s.num_finished, prompt_tokens=s.prompt_tokens,
            prefill_tokens=s.prefill_tokens, cached_prompt_tokens=s.cached_prompt_tokens,
            generated_tokens=s.generated_tokens, decode_steps=s.decode_steps,
            tokens_per_s=sum(recent) / RATE_WINDOW_S, prefix_cache_bytes=self._prefix.num_bytes,
            prefix_cache_entries=len(self._prefix))

    def close(self) -> None:
        """Stop the scheduler; requests waiting or running fail with `EngineUnavailable`."""
        with self._cv:
            self._closing = True
            self._cv.notify()
        self._thread.join()

    def _check(self, prompt_ids: list[int], params: SamplingParams) -> None:
        if not prompt_ids:
            raise EngineRequestError("prompt_ids is empty")
        if any(not isinstance(t, int) or not 0 <= t < self.vocab_size for t in prompt_ids):
            raise EngineRequestError(f"prompt_ids must be ints in [0, {self.vocab_size})")
        if len(prompt_ids) >= self.max_seq_len:
            raise EngineRequestError(f"the prompt has {len(prompt_ids)} tokens; this engine "
                                     f"holds {self.max_seq_len} per sequence, prompt and output")
        if params.max_tokens < 1:
            raise EngineRequestError("max_tokens must be at least 1")
        if params.temperature < 0 or not 0 < params.top_p <= 1 or params.top_k < 0:
            raise EngineRequestError("need temperature >= 0, 0 < top_p <= 1 and top_k >= 0")
        if not 0 <= params.top_logprobs <= self.vocab_size:
            raise EngineRequestError(f"top_logprobs must be in [0, {self.vocab_size}]")

    # ---- the scheduler thread --------------------------------------------------------------

    def _run(self) -> None:
        try:
            with torch.inference_mode():
                while True:
                    with self._cv:
                        while not (self._closing or self._waiting or self._running or self._updates):
                            self._cv.wait()
                        if self._closing:
                            return
                        updates, self._updates = self._updates, []
                        admits = self._take_waiting()
                    self._step(updates, admits)
        except BaseException:
            log.exception("the engine's scheduler stopped")
            raise
        finally:
            with self._cv:
                self._closing = True  # nobody would serve what is queued from now on
            self._fail_all(EngineUnavailable("the engine is closed"))

    def _take_waiting(self) -> list[PendingRequest]:
        admits: list[PendingRequest] = []
        budget = self.config.max_prefill_tokens
        while self._waiting and len(self._running) + len(admits) < self.config.max_batch_size:
            req = self._waiting[0]
            if req.cancelled:
                self._waiting.popleft()
                continue
            if admits and len(req.prompt_ids) > budget:
                break
            budget -= len(req.prompt_ids)
            admits.append(self._waiting.popleft())
        return admits

    def _step(self, updates: list[PendingUpdate], admits: list[PendingRequest]) -> None:
        for update in updates:
            try:
                self._apply_weights(update)
            except Exception as e:  # noqa: BLE001 - the caller gets the error, the engine goes on
                log.exception("weight update to version %d failed", update.version)
                post_result(update.loop, update.future, error=e)
        for row in range(len(self._running) - 1, -1, -1):
            if self._running[row].cancelled:
                self._drop_row(row)
        for req in admits:
            if req.cancelled:
                continue
            try:
                self._admit(req)
            except Exception as e:  # noqa: BLE001 - fail this request, keep serving the others
                log.exception("prefill failed")
                post_result(req.loop, req.future, error=e)
        if self._running:
            try:
                self._decode()
            except Exception as e:  # noqa: BLE001 - fail the batch, keep serving new requests
                log.exception("decode step failed; failing %d running requests", len(self._running))
                for req in self._running:
                    post_result(req.loop, req.future, error=e)
                self._running = []
                self._slab = self._new_slab()
        self._send_tokens()

    def _new_slab(self) -> KVSlab:
        # no more rows than the batch, no longer than a sequence may be (kv_slab.py)
        return KVSlab(self.num_layers, max_rows=self.config.max_batch_size,
                      max_columns=self.max_seq_len)

    def _send_tokens(self) -> None:
        """Hand this step's sampled tokens to their `on_token`, one call per event loop."""
        if not self._token_calls:
            return
        by_loop: dict[asyncio.AbstractEventLoop, list] = {}
        for req, token in self._token_calls:
            by_loop.setdefault(req.loop, []).append((req.on_token, token))
        self._token_calls = []
        for loop, calls in by_loop.items():
            post_tokens(loop, calls)

    def _apply_weights(self, update: PendingUpdate) -> None:
        for name, tensor in update.state.items():
            target = self._params[name]
            target.data.copy_(tensor.to(device=target.device, dtype=target.dtype))
        update.state = {}  # trap: received shm views keep their slot locked while they live
        if self._packed:
            repack(self.model)
        self.version = update.version
        self._counters.version = update.version
        self._prefix.clear()
        log.info("weights now at version %d", update.version)
        post_result(update.loop, update.future)

    def _admit(self, req: PendingRequest) -> None:
        req.admitted_s = time.perf_counter()
        req.start_version = self.version
        prompt = req.prompt_ids
        hit = None
        if self.config.prefix_cache_bytes > 0:
            hit = self._prefix.lookup(prompt, self.version, max_tokens=len(prompt) - 1)
        cached = hit.num_tokens if hit else 0
        cache = DynamicCache()
        if hit:
            cache.layers = []
            for k, v in hit.entry.kv:
                layer = DynamicLayer()
                layer.lazy_initialization(k, v)
                layer.keys, layer.values = k[:, :, :cached], v[:, :, :cached]
                cache.layers.append(layer)
        logits_V = None
        for start in range(cached, len(prompt), self.config.prefill_chunk_tokens):
            chunk = prompt[start:start + self.config.prefill_chunk_tokens]
            ids_1T = torch.tensor([chunk], device=self.device)
            pos_1T = torch.arange(start, start + len(chunk), device=self.device)[None, :]
            extra = {"parity_causal": True} if self._kernel else {}  # cpu_attention.prefill
            out = self.model(input_ids=ids_1T, position_ids=pos_1T, use_cache=True,
                             logits_to_keep=1, **{self._cache_arg: cache}, **extra)
            logits_V = out.logits[0, -1]
        kv: list[LayerKV] = [(layer.keys, layer.values) for layer in cache.layers]
        req.cached_tokens = cached
        self._counters.prompt_tokens += len(prompt)
        self._counters.prefill_tokens += len(prompt) - cached
        self._counters.cached_prompt_tokens += cached
        if self.config.prefix_cache_bytes > 0 and cached < len(prompt) - 1:
            self._prefix.insert(prompt, kv, self.version)  # G samples of one prompt share it
        token_B, logprob_B, tops = self._sample([req], logits_V[None, :])
        if self._emit(req, int(token_B[0]), float(logprob_B[0]), None, tops[0]) is None:
            self._slab.add_row(kv)
            self._running.append(req)

    def _decode(self) -> None:
        running, slab = self._running, self._slab
        slab.reserve(1)
        ids_B1 = torch.tensor([[r.out_ids[-1]] for r in running], device=self.device)
        pos_B1 = torch.tensor(slab.kv_len, device=self.device)[:, None]
        if self._kernel:  # each row's first real column instead of a mask (cpu_attention.py)
            start_B = torch.tensor([slab.length - n for n in slab.kv_len])
            extra = {"parity_kv_start": start_B}
        else:
            extra = {"attention_mask": slab.attention_mask(1, self.device)}
        if self._decoder is not None:
            logits_BV = self._decoder(ids_B1, pos_B1, slab, start_B)
        else:
            logits_BV = self.model(input_ids=ids_B1, position_ids=pos_B1, use_cache=True,
                                   logits_to_keep=1, **{self._cache_arg: slab.cache()},
                                   **extra).logits[:, -1]
        slab.advance()
        token_B, logprob_B, tops = self._sample(running, logits_BV)
        self._counters.decode_steps += 1
        finished = []
        for row, (req, token, logprob, top) in enumerate(zip(running, token_B.tolist(),
                                                             logprob_B.tolist(), tops, strict=True)):
            if self._emit(req, token, logprob, row, top) is not None:
                finished.append(row)
        for row in reversed(finished):
            self._drop_row(row)

    def _sample(self, reqs: list[PendingRequest], logits_BV: torch.Tensor
                ) -> tuple[torch.Tensor, torch.Tensor, list[list[tuple[int, float]] | None]]:
        """Tokens, their logprobs, and per row its top alternatives (None unless asked)."""
        dev = self.device
        temperature_B = torch.tensor([r.params.temperature for r in reqs], device=dev,
                                     dtype=torch.float32)
        token_B, logprob_B = sample(
            logits_BV, temperature_B,
            torch.tensor([r.params.top_p for r in reqs], device=dev, dtype=torch.float32),
            torch.tensor([r.params.top_k for r in reqs], device=dev),
            [r.generator or self._rng for r in reqs])
        tops: list[list[tuple[int, float]] | None] = [None] * len(reqs)
        rows = [b for b, r in enumerate(reqs) if r.params.top_logprobs > 0]
        if rows:  # only the rows that ask pay for it
            index = torch.tensor(rows, device=dev)
            logprob_RK, token_RK = top_logprobs(logits_BV[index], temperature_B[index],
                                                max(reqs[b].params.top_logprobs for b in rows))
            for b, ids, lps in zip(rows, token_RK.tolist(), logprob_RK.tolist(), strict=True):
                k = reqs[b].params.top_logprobs
                tops[b] = list(zip(ids[:k], lps[:k], strict=True))
        return token_B, logprob_B, tops

    def _emit(self, req: PendingRequest, token: int, logprob: float, row: int | None = None,
              top: list[tuple[int, float]] | None = None) -> FinishReason | None:
        """Record one sampled token; finish the request when it is its last."""
        now = time.perf_counter()
        if not req.out_ids:
            req.first_token_s = now
        req.out_ids.append(token)
        req.out_logprobs.append(logprob)
        req.out_versions.append(self.version)
        if top is not None:
            req.out_top.append(top)
        if req.on_token is not None:
            self._token_calls.append((req, SampledToken(token, logprob, top)))
        self._counters.generated_tokens += 1
        self._rate.append((now, 1))
        while self._rate and now - self._rate[0][0] > RATE_WINDOW_S:
            self._rate.popleft()
        reason: FinishReason | None = None
        if token in req.stop_ids:
            reason = "stop"
        elif req.stop_fn is not None and self._call_stop_fn(req):
            reason = "stop"
        elif req.cancelled:
            reason = "abort"
        elif len(req.out_ids) >= req.max_new_tokens:
            reason = "length"
        if reason is not None:
            self._finish(req, reason, row)
        return reason

    @staticmethod
    def _call_stop_fn(req: PendingRequest) -> bool:
        try:
            return bool(req.stop_fn(req.out_ids))
        except Exception:  # noqa: BLE001 - a broken stop function ends its request only
            log.exception("a stop function raised; ending its request with finish_reason abort")
            req.cancelled = True
            return False

    def _finish(self, req: PendingRequest, reason: FinishReason, row: int | None) -> None:
        if (row is not None and self.config.prefix_cache_bytes > 0
                and req.start_version == self.version):
            num_kv = self._slab.kv_len[row]  # prompt + output[:-1]: the last token has no KV yet
            sequence = req.prompt_ids + req.out_ids[:-1]
            self._prefix.insert(sequence, self._slab.read_row(row, num_kv), self.version)
        now = time.perf_counter()
        self._counters.num_finished += 1
        self._send_tokens()  # a request's tokens reach on_token before its completion
        post_result(req.loop, req.future, EngineCompletion(
            token_ids=list(req.out_ids), logprobs=list(req.out_logprobs), finish_reason=reason,
            version=req.out_versions[0], prompt_tokens=len(req.prompt_ids),
            cached_prompt_tokens=req.cached_tokens, queue_s=req.admitted_s - req.arrival_s,
            ttft_s=req.first_token_s - req.arrival_s, total_s=now - req.arrival_s,
            token_versions=list(req.out_versions), top_logprobs=list(req.out_top)))

    def _drop_row(self, row: int) -> None:
        self._slab.remove_row(row)
        self._running[row] = self._running[-1]
        self._running.pop()

    def _fail_all(self, error: Exception) -> None:
        with self._cv:
            waiting, self._waiting = list(self._waiting), deque()
            updates, self._updates = self._updates, []
        for req in [*waiting, *self._running]:
            post_result(req.loop, req.future, error=error)
        for update in updates:
            post_result(update.loop, update.future, error=error)
        self._running = []
