"""Parity's vLLM worker extension: new weights into a running vLLM server, no restart.

vLLM mixes the class named by `--worker-extension-cls parity.inference.vllm_worker.ParityWorker`
into every worker process, and with `VLLM_SERVER_DEV_MODE=1` its methods are reachable through
the server's `POST /collective_rpc` (each worker runs the method; the answers come back as a
list, one per worker). `VllmEngine` (vllm.py) calls them between `/pause?mode=keep` and
`/resume`, then resets the prefix cache; this file only loads tensors.

Each worker reads the whole state dict (a safetensors file, or a receiver of the run's
transport, built as `parity serve` builds its own with `engine_receiver_factory`: parity is
importable in the vLLM environment) and hands it to the worker's `reload_weights`, vLLM's
in-place reload: `model.load_weights` maps Hugging Face names onto vLLM's fused layers (q/k/v
into qkv_proj, gate/up into gate_up_proj) and keeps the shard a tensor-parallel rank owns,
and the reload redoes each layer's post-load processing (the CPU backend repacks linear
weights for its kernels, so a plain `load_weights` into a running CPU server fails). Older
releases without it get `model.load_weights` alone. The version is Parity's, remembered
here so a client can ask a server which weights it serves; vLLM itself does not know it.

Left out: partial updates checked for completeness (a subset of names loads that subset),
and the speculative-decoding draft model.

Method names carry a `parity_` prefix because vLLM refuses an extension whose attributes
collide with the worker's own (it has `update_weights`, `load_model`, ...). Nothing imports
vllm here: the worker has already.
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Iterable

log = logging.getLogger(__name__)

WEIGHTS_ENV = "PARITY_VLLM_WEIGHTS"  # the run's WeightsConfig as JSON (set by launch_vllm)


class ParityWorker:
    """Mixed into vLLM's worker class; `self` is the worker (it has `model_runner`)."""

    def parity_weights_version(self) -> int:
        """The Parity version of the weights this worker serves (-1: the launch weights)."""
        return getattr(self, "_parity_version", -1)

    def parity_logprobs_mode(self) -> str:
        return str(self.model_runner.model_config.logprobs_mode)

    def parity_load_file(self, path: str, version: int) -> dict:
        """Load a safetensors file (any names the model's `load_weights` knows)."""
        from safetensors import safe_open

        with safe_open(path, framework="pt", device="cpu") as f:
            names = list(f.keys())
            return self._parity_load(((name, f.get_tensor(name)) for name in names),
                                     int(version), source=path)

    def parity_receive(self, min_version: int, timeout_s: float, transport: str | None = None,
                       options: str | None = None) -> dict:
        """Take the newest version >= `min_version` from a Parity weight transport and load
        it. `transport` and `options` (its section of `WeightsConfig`, as JSON) default to
        the run's config the server was launched with (WEIGHTS_ENV)."""
        from parity.weights.sync import engine_receiver_factory

        if transport is None:
            from parity.weights.config import WeightsConfig

            launched = os.environ.get(WEIGHTS_ENV)
            if not launched:
                raise RuntimeError("this vLLM server was launched without a weights transport "
                                   "(launch_vllm(weights=...)); give VllmEngine(weights=...)")
            config = WeightsConfig.model_validate_json(launched)
            transport, options = config.transport, json.dumps(config.options())
        receivers = self.__dict__.setdefault("_parity_receivers", {})
        key = (transport, options)
        if key not in receivers:  # one per transport: it keeps its buffers and last version
            receivers[key] = engine_receiver_factory(transport, json.loads(options or "{}"))()
        state, version = receivers[key].receive(min_version=int(min_version),
                                                timeout_s=float(timeout_s))
        return self._parity_load(state.items(), version, source=transport)

    def _parity_load(self, items: Iterable, version: int, source: str) -> dict:
        import torch

        start = time.perf_counter()
        names: list[str] = []

        def counted():
            for name, tensor in items:
                names.append(name)
                yield name, tensor

        if hasattr(self, "reload_weights"):  # vLLM's in-place reload (recent releases)
            self.reload_weights(weights_iterator=counted(), is_checkpoint_format=True)
        else:
            with torch.no_grad():
                self.model_runner.get_model().load_weights(weights=counted())
        self._parity_version = version
        elapsed_s = time.perf_counter() - start
        log.info("parity: loaded weights version %d (%d tensors) from %s in %.3f s",
                 version, len(names), source, elapsed_s)
        return {"version": version, "num_tensors": len(names), "load_s": elapsed_s}
