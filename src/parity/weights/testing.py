"""Deterministic state dicts and process entry points for testing weight transports.

They ship with the package so that tests of any tier (and `parity bench weights`) can start
a receiver or a sender in another process by importing a plain function, no mocks and no
test-module import paths. Every function returns plain data, so results cross pipes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import torch

from parity.weights.base import WeightsTimeoutError, make_receiver_factory, make_transport


def _one_thread() -> None:
    """Receivers here only check values. Trap: two processes whose OpenMP threads spin-wait
    after each parallel op starve each other on a small machine (40x slower on two cores)."""
    torch.set_num_threads(1)


def every_dtype_state(seed: int = 0) -> dict[str, torch.Tensor]:
    """One tensor of each dtype a model or an optimizer may carry, in awkward shapes:
    a scalar, an empty tensor, a transposed (non-contiguous) view, a parameter."""
    g = torch.Generator().manual_seed(seed)
    base = torch.randn(7, 5, generator=g)
    return {
        "w.bf16": torch.randn(33, 17, generator=g).to(torch.bfloat16),
        "w.fp16": torch.randn(9, 3, generator=g).to(torch.float16),
        "w.fp32": torch.randn(4, 4, 4, generator=g),
        "w.fp64": torch.randn(5, generator=g, dtype=torch.float64),
        "i.int64": torch.randint(-2**40, 2**40, (6,), generator=g),
        "i.int32": torch.randint(-2**30, 2**30, (3, 2), generator=g, dtype=torch.int32),
        "i.int8": torch.randint(-128, 128, (11,), generator=g, dtype=torch.int8),
        "i.uint8": torch.randint(0, 256, (13,), generator=g, dtype=torch.uint8),
        "mask.bool": torch.rand(3, 3, generator=g) > 0.5,
        "scalar.fp32": torch.tensor(3.25),
        "empty.bf16": torch.empty(0, 4, dtype=torch.bfloat16),
        "transposed.fp32": base.t(),
        "param.fp32": torch.nn.Parameter(torch.randn(2, 3, generator=g)),
    }


def versioned_state(version: int, num_tensors: int = 4, numel: int = 1 << 16) -> dict[str, torch.Tensor]:
    """Every element of every tensor equals `version` (bf16 and fp32): a reader that mixed
    two versions, or read a half-written one, finds more than one value."""
    dtypes = (torch.bfloat16, torch.float32)
    return {f"t{i}": torch.full((numel,), float(version), dtype=dtypes[i % 2])
            for i in range(num_tensors)}


def torn_tensors(state: Mapping[str, torch.Tensor], version: int) -> list[str]:
    """Names of tensors in `state` that are not uniformly `version`."""
    return [name for name, t in state.items()
            if t.numel() and not bool((t.float() == float(version)).all())]


def same_state(a: Mapping[str, torch.Tensor], b: Mapping[str, torch.Tensor]) -> list[str]:
    """Differences between two state dicts: names, dtypes, shapes, bits. Empty if equal."""
    problems = []
    if set(a) != set(b):
        problems.append(f"names differ: {sorted(set(a) ^ set(b))}")
    for name in sorted(set(a) & set(b)):
        x, y = a[name], b[name]
        if x.dtype != y.dtype or x.shape != y.shape:
            problems.append(f"{name}: {x.dtype}{tuple(x.shape)} != {y.dtype}{tuple(y.shape)}")
        elif not torch.equal(x.detach().cpu(), y.detach().cpu()):
            problems.append(f"{name}: values differ")
    return problems


def receive_versions(transport: str, options: dict[str, Any], versions: list[int],
                     timeout_s: float = 30.0, expect_seed: int | None = None,
                     receiver_options: dict[str, Any] | None = None,
                     first_timeout_s: float | None = None) -> list[Any]:
    """Receive each of `versions` in turn (waiting with min_version) in this process and
    report, for each, (version received, problems). With `expect_seed`, the state must
    equal `every_dtype_state(expect_seed + version)`; otherwise `versioned_state(version)`.
    With `first_timeout_s`, first make a receive that must time out (nothing published)."""
    _one_thread()
    receiver = make_receiver_factory(transport, **options)(**(receiver_options or {}))
    report: list[Any] = []
    try:
        if first_timeout_s is not None:
            try:
                receiver.receive(timeout_s=first_timeout_s)
                report.append(("no timeout", []))
            except WeightsTimeoutError:
                report.append(("timed out", []))
        for want in versions:
            state, got = receiver.receive(min_version=want, timeout_s=timeout_s)
            if expect_seed is not None:
                problems = same_state(state, every_dtype_state(expect_seed + got))
            else:
                problems = torn_tensors(state, got)
            report.append((got, problems))
    finally:
        receiver.close()
    return report


def read_until(transport: str, options: dict[str, Any], last_version: int,
               timeout_s: float = 30.0) -> dict[str, Any]:
    """Race a writer: receive whatever is newest until `last_version`, checking every
    version for tearing and for going backwards, while holding on to the first state
    received (its views must not change under later publications)."""
    _one_thread()
    receiver = make_receiver_factory(transport, **options)()
    seen: list[int] = []
    torn: list[tuple[int, list[str]]] = []
    first: tuple[dict[str, torch.Tensor], int] | None = None
    try:
        while not seen or seen[-1] < last_version:
            try:
                state, version = receiver.receive(timeout_s=timeout_s)
            except WeightsTimeoutError as e:
                return {"seen": seen, "torn": torn, "error": str(e)}
            seen.append(version)
            if bad := torn_tensors(state, version):
                torn.append((version, bad))
            if first is None:
                first = (state, version)
        first_torn = torn_tensors(*first) if first else []
        return {"seen": seen, "torn": torn, "first_still_intact": not first_torn, "error": None}
    finally:
        receiver.close()


def publish_versions(transport: str, options: dict[str, Any], versions: list[int],
                     close: bool = True, pause_s: float = 0.0) -> int:
    """Publish `versioned_state(v)` for each v; with close=False, exit without cleaning up
    (as a killed trainer would). Returns the last version published."""
    import os
    import time

    sender, _ = make_transport(transport, **options)
    for version in versions:
        sender.publish(versioned_state(version), version)
        if pause_s:
            time.sleep(pause_s)
    if close:
        sender.close()
        return versions[-1]
    os._exit(0)  # no finalizers, no close: the segments stay behind
