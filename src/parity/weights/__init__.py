"""Versioned weight sync from the trainer to inference engines.

`make_transport(name, **options)` returns a `WeightSender` and a factory of
`WeightReceiver`s; the transports are `local` (one process), `shm` (one machine), `ray`
(Ray's object store), `files` (safetensors in a shared directory) and `nccl`
(torch.distributed broadcast between GPUs). See base.py for the promises they all keep and
docs/weights.md for when to pick which.
"""

# Lazy: `parity.config` imports `parity.weights.config`, and importing this package must
# not pull in torch (base.py needs it).
def __getattr__(name: str):
    if name in __all__:
        from parity.weights import base

        return getattr(base, name)
    raise AttributeError(name)


__all__ = [
    "DEFAULT_RECEIVE_TIMEOUT_S",
    "NO_VERSION",
    "TransportUnavailableError",
    "WeightReceiver",
    "WeightSender",
    "WeightsConfig",
    "WeightsTimeoutError",
    "make_receiver_factory",
    "make_transport",
    "make_transport_from_config",
]
